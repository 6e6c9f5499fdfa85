# ruff: noqa: E501 (embedded files keep their real long lines)
"""java_app_server_descriptors: datasource and admin passwords in Java EE/Jakarta server files."""

from __future__ import annotations

import base64
import random
import re

from tenth_corpus import SYM_INI, SYM_XML, Ctx, Out, fill, fmt, pick, pw, words_pw

FAM = "java_app_server_descriptors"


def _db(rng: random.Random) -> str:
    return pick(rng, "orders", "ledger", "catalog", "claims", "booking", "payroll")


@fmt(FAM, "wildfly_standalone_xml_datasource_security_element_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    db = _db(rng)
    secret = pw(rng, sym=SYM_XML)
    name = db.capitalize() + "DS"
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <server xmlns="urn:jboss:domain:16.0">
            <profile>
                <subsystem xmlns="urn:jboss:domain:datasources:6.0">
                    <datasources>
                        <datasource jndi-name="java:jboss/datasources/<<name>>" pool-name="<<name>>" enabled="true" use-java-context="true" statistics-enabled="true">
                            <connection-url>jdbc:postgresql://<<host>>:5432/<<db>></connection-url>
                            <driver>postgresql</driver>
                            <pool>
                                <min-pool-size>5</min-pool-size>
                                <max-pool-size>40</max-pool-size>
                            </pool>
                            <security>
                                <user-name><<db>>_app</user-name>
                                <password><<secret>></password>
                            </security>
                            <validation>
                                <valid-connection-checker class-name="org.jboss.jca.adapters.jdbc.extensions.postgres.PostgreSQLValidConnectionChecker"/>
                                <background-validation>true</background-validation>
                            </validation>
                        </datasource>
                        <drivers>
                            <driver name="postgresql" module="org.postgresql">
                                <xa-datasource-class>org.postgresql.xa.PGXADataSource</xa-datasource-class>
                            </driver>
                        </drivers>
                    </datasources>
                </subsystem>
            </profile>
        </server>
        """,
        name=name,
        host=c.host("pg"),
        db=db,
        secret=secret,
    )
    path = pick(
        rng,
        "standalone/configuration/standalone.xml",
        f"docker/wildfly/{c.short}-standalone.xml",
        "configuration/standalone-ha.xml",
    )
    return Out(path, text, secret)


@fmt(FAM, "weblogic_boot_properties_plaintext_admin_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym=SYM_INI), words_pw(rng))
    domain = pick(rng, "base_domain", f"{c.short}_domain", "prod_domain")
    text = fill(
        """
        # Boot identity for AdminServer (<<domain>>); WebLogic encrypts it on first start
        username=weblogic
        password=<<secret>>
        """,
        domain=domain,
        secret=secret,
    )
    path = pick(
        rng,
        f"user_projects/domains/{domain}/servers/AdminServer/security/boot.properties",
        "docker/weblogic/properties/boot.properties",
        f"wls/{domain}/boot.properties",
    )
    return Out(path, text, secret)


def _xor_decode(text: str) -> str:
    m = re.search(r'password="\{xor\}([A-Za-z0-9+/=]+)"', text)
    assert m
    return bytes(b ^ 0x5F for b in base64.b64decode(m.group(1))).decode()


@fmt(FAM, "open_liberty_server_xml_xor_encoded_datasource_password", decode=_xor_decode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    db = _db(rng)
    secret = pw(rng, sym=SYM_XML)
    enc = base64.b64encode(bytes(b ^ 0x5F for b in secret.encode())).decode()
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <server description="<<org>> <<db>> service">
            <featureManager>
                <feature>jakartaee-10.0</feature>
                <feature>microProfile-6.1</feature>
            </featureManager>

            <httpEndpoint id="defaultHttpEndpoint" host="*" httpPort="9080" httpsPort="9443"/>

            <library id="db2Lib">
                <fileset dir="${shared.resource.dir}/db2" includes="jcc*.jar"/>
            </library>

            <dataSource id="<<db>>DS" jndiName="jdbc/<<db>>">
                <jdbcDriver libraryRef="db2Lib"/>
                <properties.db2.jcc databaseName="<<DB>>" serverName="<<host>>" portNumber="50000"
                                    user="<<db>>svc" password="{xor}<<enc>>"/>
            </dataSource>
        </server>
        """,
        org=c.org,
        db=db,
        DB=db.upper()[:8],
        host=c.host("db2"),
        enc=enc,
    )
    path = pick(
        rng,
        "src/main/liberty/config/server.xml",
        "wlp/usr/servers/defaultServer/server.xml",
        f"liberty/{c.short}/server.xml",
    )
    return Out(path, text, secret)


@fmt(FAM, "payara_asadmin_passwordfile_as_admin_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_INI)
    text = fill(
        """
        # used by: asadmin --user admin --passwordfile <<pf>> deploy target/<<app>>.war
        AS_ADMIN_PASSWORD=<<secret>>
        AS_ADMIN_MASTERPASSWORD=<<master>>
        """,
        pf=pick(rng, "/opt/payara/passwordFile", "./pwdfile"),
        app=c.short,
        secret=secret,
        master=pw(rng, sym=""),
    )
    path = pick(
        rng,
        "payara/passwordFile",
        f"deploy/{c.short}/asadmin-pass.txt",
        "scripts/glassfish/pwdfile",
    )
    return Out(path, text, secret)


@fmt(FAM, "tomee_xml_resource_body_password_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    db = _db(rng)
    secret = pw(rng, sym=SYM_XML.replace("#", ""))
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <tomee>
          <Resource id="jdbc/<<db>>" type="DataSource">
            JdbcDriver = org.mariadb.jdbc.Driver
            JdbcUrl = jdbc:mariadb://<<host>>:3306/<<db>>
            UserName = <<db>>
            Password = <<secret>>
            JtaManaged = true
            MaxActive = 30
            ValidationQuery = SELECT 1
          </Resource>
        </tomee>
        """,
        db=db,
        host=c.host("maria"),
        secret=secret,
    )
    path = pick(
        rng, "conf/tomee.xml", "src/main/tomee/conf/tomee.xml", f"tomee/{c.short}/tomee.xml"
    )
    return Out(path, text, secret)


@fmt(FAM, "jetty_env_xml_hikari_config_set_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    db = _db(rng)
    secret = pw(rng, sym=SYM_XML)
    text = fill(
        """
        <?xml version="1.0"?>
        <!DOCTYPE Configure PUBLIC "-//Jetty//Configure//EN" "https://www.eclipse.org/jetty/configure_10_0.dtd">
        <Configure id="wac" class="org.eclipse.jetty.webapp.WebAppContext">
          <New id="<<db>>DS" class="org.eclipse.jetty.plus.jndi.Resource">
            <Arg><Ref refid="wac"/></Arg>
            <Arg>jdbc/<<db>></Arg>
            <Arg>
              <New class="com.zaxxer.hikari.HikariDataSource">
                <Arg>
                  <New class="com.zaxxer.hikari.HikariConfig">
                    <Set name="jdbcUrl">jdbc:postgresql://<<host>>:5432/<<db>></Set>
                    <Set name="username"><<db>>_web</Set>
                    <Set name="password"><<secret>></Set>
                    <Set name="maximumPoolSize">12</Set>
                  </New>
                </Arg>
              </New>
            </Arg>
          </New>
        </Configure>
        """,
        db=db,
        host=c.host("pg"),
        secret=secret,
    )
    path = pick(
        rng,
        "src/main/webapp/WEB-INF/jetty-env.xml",
        "web/WEB-INF/jetty-env.xml",
        f"{c.short}-web/src/main/webapp/WEB-INF/jetty-env.xml",
    )
    return Out(path, text, secret)


@fmt(FAM, "jboss_cli_script_data_source_add_password_option")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    db = _db(rng)
    secret = pw(rng, sym="!@#%^*-_.~")
    text = fill(
        """
        embed-server --server-config=standalone.xml --std-out=echo
        batch
        module add --name=org.postgresql --resources=/tmp/postgresql-42.7.3.jar --dependencies=javax.api,javax.transaction.api
        /subsystem=datasources/jdbc-driver=postgresql:add(driver-name=postgresql,driver-module-name=org.postgresql,driver-xa-datasource-class-name=org.postgresql.xa.PGXADataSource)
        data-source add --name=<<D>>DS --jndi-name=java:jboss/datasources/<<D>>DS --driver-name=postgresql --connection-url=jdbc:postgresql://<<host>>:5432/<<db>> --user-name=<<db>> --password=<<secret>> --min-pool-size=5 --max-pool-size=25
        run-batch
        stop-embedded-server
        """,
        D=db.capitalize(),
        host=c.host("pg"),
        db=db,
        secret=secret,
    )
    path = pick(
        rng,
        "docker/wildfly/configure-datasource.cli",
        f"cli/{db}-ds.cli",
        f"ops/{c.short}/jboss/add-ds.cli",
    )
    return Out(path, text, secret)


@fmt(FAM, "glassfish_domain_xml_jdbc_connection_pool_property_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    db = _db(rng)
    secret = pw(rng, sym=SYM_XML)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <domain log-root="${com.sun.aas.instanceRoot}/logs" application-root="${com.sun.aas.instanceRoot}/applications" version="10.0">
          <resources>
            <jdbc-connection-pool datasource-classname="com.mysql.cj.jdbc.MysqlDataSource" name="<<db>>Pool" res-type="javax.sql.DataSource" is-connection-validation-required="true">
              <property name="serverName" value="<<host>>"></property>
              <property name="portNumber" value="3306"></property>
              <property name="databaseName" value="<<db>>"></property>
              <property name="user" value="<<db>>_pool"></property>
              <property name="password" value="<<secret>>"></property>
              <property name="useSSL" value="true"></property>
            </jdbc-connection-pool>
            <jdbc-resource pool-name="<<db>>Pool" jndi-name="jdbc/<<db>>"></jdbc-resource>
          </resources>
        </domain>
        """,
        db=db,
        host=c.host("mysql"),
        secret=secret,
    )
    path = pick(
        rng,
        "glassfish/domains/domain1/config/domain.xml",
        "payara5/glassfish/domains/production/config/domain.xml",
        f"appserver/{c.short}/domain.xml",
    )
    return Out(path, text, secret)


@fmt(FAM, "resin_xml_database_driver_password_element")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    db = _db(rng)
    secret = pw(rng, sym=SYM_XML)
    text = fill(
        """
        <resin xmlns="http://caucho.com/ns/resin"
               xmlns:resin="urn:java:com.caucho.resin">
          <cluster id="app">
            <database jndi-name="jdbc/<<db>>">
              <driver type="com.mysql.cj.jdbc.Driver">
                <url>jdbc:mysql://<<host>>:3306/<<db>></url>
                <user><<db>>_rw</user>
                <password><<secret>></password>
              </driver>
              <max-connections>20</max-connections>
              <prepared-statement-cache-size>8</prepared-statement-cache-size>
            </database>
            <host id="" root-directory=".">
              <web-app id="/" root-directory="webapps/ROOT"/>
            </host>
          </cluster>
        </resin>
        """,
        db=db,
        host=c.host("mysql"),
        secret=secret,
    )
    path = pick(rng, "conf/resin.xml", "resin/conf/resin.xml", f"servers/{c.short}/resin.xml")
    return Out(path, text, secret)
