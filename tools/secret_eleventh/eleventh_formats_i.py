"""Family atlassian_dc_server_files: Jira / Confluence / Bitbucket / Crowd / Bamboo server-side files."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import random

from eleventh_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    user,
    words_pw,
)

F = "atlassian_dc_server_files"
XML_PW = SYM_XML.replace("$", "")


@fmt(F, "jira_home_dbconfig_xml_jdbc_datasource_password")
def jira_db(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=XML_PW)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>

<jira-database-config>
  <name>defaultDS</name>
  <delegator-name>default</delegator-name>
  <database-type>postgres72</database-type>
  <schema-name>public</schema-name>
  <jdbc-datasource>
    <url>jdbc:postgresql://<<dbhost>>:5432/jiradb</url>
    <driver-class>org.postgresql.Driver</driver-class>
    <username><<u>></username>
    <password><<pw>></password>
    <pool-min-size>40</pool-min-size>
    <pool-max-size>40</pool-max-size>
    <pool-max-wait>30000</pool-max-wait>
    <validation-query>select 1</validation-query>
    <min-evictable-idle-time-millis>60000</min-evictable-idle-time-millis>
    <time-between-eviction-runs-millis>300000</time-between-eviction-runs-millis>
    <pool-remove-abandoned>true</pool-remove-abandoned>
    <pool-remove-abandoned-timeout>300</pool-remove-abandoned-timeout>
    <pool-test-on-borrow>false</pool-test-on-borrow>
    <pool-test-while-idle>true</pool-test-while-idle>
  </jdbc-datasource>
</jira-database-config>
""",
        dbhost=host(rng, "pg"),
        u=pick(rng, ("jiradbuser", "jira")),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "var/atlassian/application-data/jira/dbconfig.xml",
                "jira-home/dbconfig.xml",
                "dbconfig.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "confluence_cfg_xml_hibernate_connection_password_property")
def confluence(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=XML_PW)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>

<confluence-configuration>
  <setupStep>complete</setupStep>
  <setupType>custom</setupType>
  <buildNumber>9012</buildNumber>
  <properties>
    <property name="atlassian.license.message"><<lic>></property>
    <property name="confluence.setup.server.id"><<sid>></property>
    <property name="hibernate.connection.driver_class">org.postgresql.Driver</property>
    <property name="hibernate.connection.password"><<pw>></property>
    <property name="hibernate.connection.url">jdbc:postgresql://<<dbhost>>:5432/confluence</property>
    <property name="hibernate.connection.username"><<u>></property>
    <property name="hibernate.dialect">com.atlassian.confluence.impl.hibernate.dialect.PostgreSQLDialect</property>
    <property name="hibernate.hikari.maximumPoolSize">60</property>
    <property name="lucene.index.dir">${localHome}/index</property>
    <property name="webwork.multipart.saveDir">${localHome}/temp</property>
  </properties>
</confluence-configuration>
""",
        lic="AAAB" + alnum(rng, 60),
        sid="-".join(alnum(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4)),
        pw=pw,
        dbhost=host(rng, "pg"),
        u=pick(rng, ("confluenceuser", "confluence")),
    )
    return Out(
        pick(
            rng,
            (
                "var/atlassian/application-data/confluence/confluence.cfg.xml",
                "confluence-home/confluence.cfg.xml",
                "confluence.cfg.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "bitbucket_shared_properties_jdbc_password")
def bitbucket_jdbc(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """#>*******************************************************
#> Migrated to database at jdbc:postgresql://<<dbhost>>:5432/bitbucket
#> Tue Mar 04 10:22:13 CET 2025
#>*******************************************************
jdbc.driver=org.postgresql.Driver
jdbc.url=jdbc:postgresql://<<dbhost>>:5432/bitbucket
jdbc.user=<<u>>
jdbc.password=<<pw>>
server.proxy-name=git.<<dom>>
server.proxy-port=443
server.scheme=https
server.secure=true
plugin.ssh.port=7999
""",
        dbhost=host(rng, "pg"),
        u=pick(rng, ("bitbucketuser", "bitbucket")),
        pw=pw,
        dom=domain(rng),
    )
    return Out(
        pick(
            rng,
            (
                "var/atlassian/application-data/bitbucket/shared/bitbucket.properties",
                "bitbucket-home/shared/bitbucket.properties",
                "shared/bitbucket.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "bitbucket_unattended_setup_sysadmin_password_property")
def bitbucket_setup(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_INI)
    dom = domain(rng)
    text = fill(
        """# automated setup (removed by ansible after first start -- or so we thought)
setup.displayName=<<org>> Git
setup.baseUrl=https://git.<<dom>>
setup.license=AAAB<<lic>>
setup.sysadmin.username=<<u>>
setup.sysadmin.password=<<pw>>
setup.sysadmin.displayName=Bitbucket Admin
setup.sysadmin.emailAddress=git-admins@<<dom>>
""",
        org=dom.split(".")[0].capitalize(),
        dom=dom,
        lic=alnum(rng, 60),
        u=pick(rng, ("bbadmin", "admin", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "roles/bitbucket/files/bitbucket.properties",
                "bitbucket/shared/bitbucket.properties.setup",
                "provision/bitbucket.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "crowd_client_properties_application_password")
def crowd_props(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    dom = domain(rng)
    text = fill(
        """application.name                        <<app>>
application.password                    <<pw>>
application.login.url                   https://<<app>>.<<dom>>/

crowd.server.url                        https://crowd.<<dom>>/crowd/services/
crowd.base.url                          https://crowd.<<dom>>/crowd/

session.isauthenticated                 session.isauthenticated
session.tokenkey                        session.tokenkey
session.validationinterval              2
session.lastvalidation                  session.lastvalidation
""",
        app=pick(rng, ("jira", "confluence", "wiki", "jenkins")),
        pw=pw,
        dom=dom,
    )
    return Out(
        pick(
            rng,
            (
                "atlassian-jira/WEB-INF/classes/crowd.properties",
                "confluence/WEB-INF/classes/crowd.properties",
                "crowd.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "crowd_cfg_xml_hibernate_connection_password")
def crowd_cfg(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=XML_PW)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>

<application-configuration>
  <setupStep>complete</setupStep>
  <setupType>install.new</setupType>
  <buildNumber>1960</buildNumber>
  <properties>
    <property name="crowd.server.id"><<sid>></property>
    <property name="hibernate.c3p0.max_size">30</property>
    <property name="hibernate.connection.driver_class">org.postgresql.Driver</property>
    <property name="hibernate.connection.password"><<pw>></property>
    <property name="hibernate.connection.url">jdbc:postgresql://<<dbhost>>:5432/crowd</property>
    <property name="hibernate.connection.username">crowd</property>
    <property name="hibernate.dialect">org.hibernate.dialect.PostgreSQLDialect</property>
    <property name="hibernate.setup">true</property>
  </properties>
</application-configuration>
""",
        sid="-".join(alnum(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4)),
        pw=pw,
        dbhost=host(rng, "pg"),
    )
    return Out(
        pick(
            rng,
            (
                "var/atlassian/application-data/crowd/shared/crowd.cfg.xml",
                "crowd-home/shared/crowd.cfg.xml",
                "crowd.cfg.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "jira_setenv_sh_jvm_support_recovery_password")
def jira_recovery(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """#
# Occasionally Atlassian Support may recommend that you set some specific JVM arguments.  You can use this variable
# below to do that.
#
JVM_SUPPORT_RECOMMENDED_ARGS="-Datlassian.recovery.password=<<pw>> -XX:+UseG1GC"

#
# The following 2 settings control the minimum and maximum given to the JIRA Java virtual machine.
#
JVM_MINIMUM_MEMORY="2048m"
JVM_MAXIMUM_MEMORY="<<mem>>"

JVM_CODE_CACHE_ARGS='-XX:InitialCodeCacheSize=32m -XX:ReservedCodeCacheSize=512m'
""",
        pw=pw,
        mem=pick(rng, ("8192m", "12288m", "16384m")),
    )
    return Out(
        pick(
            rng,
            (
                "opt/atlassian/jira/bin/setenv.sh",
                "jira/bin/setenv.sh",
                "atlassian-jira-software/bin/setenv.sh",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "bamboo_cfg_xml_hibernate_connection_password")
def bamboo(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=XML_PW)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>

<application-configuration>
  <setupStep>complete</setupStep>
  <setupType>custom</setupType>
  <buildNumber>90010</buildNumber>
  <properties>
    <property name="bamboo.artifacts.directory">${bambooHome}/artifacts</property>
    <property name="bamboo.jms.broker.uri">nio://0.0.0.0:54663</property>
    <property name="hibernate.connection.driver_class">org.postgresql.Driver</property>
    <property name="hibernate.connection.password"><<pw>></property>
    <property name="hibernate.connection.url">jdbc:postgresql://<<dbhost>>:5432/bamboo</property>
    <property name="hibernate.connection.username"><<u>></property>
    <property name="hibernate.dialect">org.hibernate.dialect.PostgreSQL95Dialect</property>
    <property name="serverId"><<sid>></property>
  </properties>
</application-configuration>
""",
        pw=pw,
        dbhost=host(rng, "pg"),
        u=pick(rng, ("bamboouser", "bamboo")),
        sid="-".join(alnum(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4)),
    )
    return Out(
        pick(
            rng,
            (
                "var/atlassian/application-data/bamboo/bamboo.cfg.xml",
                "bamboo-home/bamboo.cfg.xml",
                "bamboo.cfg.xml",
            ),
        ),
        text,
        pw,
    )
