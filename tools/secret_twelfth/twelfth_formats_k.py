"""Twelfth corpus formats: nms_poller_servers (Cacti, Observium, Centreon, Pandora FMS, OpenNMS, Zenoss, NetXMS)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from twelfth_corpus import (
    SYM_BARE,
    SYM_INI,
    SYM_SQ,
    SYM_XML,
    Out,
    fmt,
    gen_pw,
    host,
    pick,
    words_pw,
)

FAM = "nms_poller_servers"


def _dbhost(rng: random.Random) -> str:
    return pick(rng, ("localhost", "127.0.0.1", host(rng, "db")))


@fmt(FAM, "cacti_include_config_php_database_password")
def _cacti(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
/*
 +-------------------------------------------------------------------------+
 | Copyright (C) 2004-2024 The Cacti Group                                 |
 +-------------------------------------------------------------------------+
*/

$database_type     = 'mysql';
$database_default  = 'cacti';
$database_hostname = '{_dbhost(rng)}';
$database_username = 'cactiuser';
$database_password = '{pw}';
$database_port     = '3306';
$database_retries  = 5;
$database_ssl      = false;

$poller_id = 1;
$url_path = '/cacti/';
$cacti_session_name = 'Cacti';
"""
    return Out(
        pick(
            rng,
            (
                "include/config.php",
                "cacti/include/config.php",
                "usr/share/cacti/site/include/config.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "observium_config_php_db_pass_array_entry")
def _observium(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php

## Check http://www.observium.org/docs/config_options/ for documentation of possible settings

// Database config
$config['db_extension'] = 'mysqli';
$config['db_host']      = '{_dbhost(rng)}';
$config['db_user']      = 'observium';
$config['db_pass']      = '{pw}';
$config['db_name']      = 'observium';

// Base directory
#$config['install_dir'] = "/opt/observium";

// Default community list to use when adding/discovering
$config['snmp']['community'] = array("public");

$config['auth_mechanism'] = "mysql";
$config['fping'] = "/usr/bin/fping";
"""
    return Out(
        pick(rng, ("opt/observium/config.php", "observium/config.php", "config.php")), text, pw, ""
    )


@fmt(FAM, "centreon_conf_pm_perl_mysql_passwd_variable")
def _centreon_pm(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ.replace("@", "").replace("$", ""))
    text = f"""$centreon_config = {{
    VarLib => "/var/lib/centreon",
    CentreonDir => "/usr/share/centreon/",
    CacheDir => "/var/cache/centreon/",
    "centreon_db" => "centreon",
    "centstorage_db" => "centreon_storage",
    "db_host" => "{_dbhost(rng)}:3306",
    "db_user" => "centreon",
    "db_passwd" => '{pw}'
}};

$mysql_user = "centreon";
$mysql_passwd = '{pw}';
$mysql_host = "{_dbhost(rng)}:3306";
$mysql_database_oreon = "centreon";
$mysql_database_ods = "centreon_storage";

1;
"""
    return Out(pick(rng, ("etc/centreon/conf.pm", "centreon/conf.pm", "conf.pm")), text, pw, "")


@fmt(FAM, "centreon_conf_php_conf_centreon_password_entry")
def _centreon_php(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
/*
 * Centreon is developed with GPL Licence 2.0 :
 */
$conf_centreon['hostCentreon'] = '{_dbhost(rng)}';
$conf_centreon['hostCentstorage'] = '{_dbhost(rng)}';
$conf_centreon['user'] = 'centreon';
$conf_centreon['password'] = '{pw}';
$conf_centreon['db'] = 'centreon';
$conf_centreon['dbcstg'] = 'centreon_storage';
$conf_centreon['port'] = '3306';
$centreon_path = '/usr/share/centreon/';
$centreon_etc = '/etc/centreon/';
$instance_mode = "central";
"""
    return Out(
        pick(
            rng,
            ("etc/centreon/centreon.conf.php", "centreon/centreon.conf.php", "centreon.conf.php"),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "pandora_server_conf_dbpass_space_separated")
def _pandora(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""#############################################################################
# Pandora FMS Server Parameters
#############################################################################

# Servername: Name of this server
servername {pick(rng, ("pandora-main", "pfms01", "monitor"))}

# incomingdir: It defines directory where incoming data packets are stored
incomingdir /var/spool/pandora/data_in

# log_file: Main logfile for pandora_server
log_file /var/log/pandora/pandora_server.log

# Database credentials. A VERY important configuration.
dbname pandora
dbuser pandora
dbpass {pw}
dbhost {_dbhost(rng)}
dbport 3306

verbosity 1
master 1
snmpconsole 1
"""
    return Out(
        pick(
            rng,
            (
                "etc/pandora/pandora_server.conf",
                "pandora_server.conf",
                "pandorafms/pandora_server.conf",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "opennms_datasources_xml_jdbc_data_source_password_attr")
def _opennms(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    h = _dbhost(rng)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<datasource-configuration xmlns:this="http://xmlns.opennms.org/xsd/config/opennms-datasources"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://xmlns.opennms.org/xsd/config/opennms-datasources
  http://www.opennms.org/xsd/config/opennms-datasources.xsd ">

  <connection-pool factory="org.opennms.core.db.HikariCPConnectionFactory"
    idleTimeout="600"
    loginTimeout="3"
    minPool="50"
    maxPool="50"
    maxSize="50" />

  <jdbc-data-source name="opennms"
                    database-name="opennms"
                    class-name="org.postgresql.Driver"
                    url="jdbc:postgresql://{h}:5432/opennms"
                    user-name="opennms"
                    password="{pw}" />

  <jdbc-data-source name="opennms-admin"
                    database-name="template1"
                    class-name="org.postgresql.Driver"
                    url="jdbc:postgresql://{h}:5432/template1"
                    user-name="postgres"
                    password="" />
</datasource-configuration>
"""
    return Out(
        pick(
            rng,
            (
                "etc/opennms-datasources.xml",
                "opennms/etc/opennms-datasources.xml",
                "usr/share/opennms/etc/opennms-datasources.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(FAM, "zenoss_global_conf_zodb_password_line")
def _zenoss(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE) if rng.random() < 0.7 else words_pw(rng, "-._")
    text = f"""zodb-host {_dbhost(rng)}
zodb-port 3306
zodb-user zenoss
zodb-password {pw}
zodb-db-type mysql
zodb-db zodb
zep-host localhost
zep-port 8084
zep-db zenoss_zep
zep-user zenoss
zep-admin-user root
amqphost localhost
amqpport 5672
amqpvhost /zenoss
amqpuser zenoss
"""
    return Out(
        pick(rng, ("opt/zenoss/etc/global.conf", "zenoss/etc/global.conf", "global.conf")),
        text,
        pw,
        "",
    )


@fmt(FAM, "netxmsd_conf_dbpassword_line")
def _netxms(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""#
# NetXMS server configuration file
#
DBDriver = {pick(rng, ("pgsql.ddr", "mysql.ddr"))}
DBServer = {_dbhost(rng)}
DBName = netxms
DBLogin = netxms
DBPassword = {pw}
LogFile = /var/log/netxmsd.log
DataDirectory = /var/lib/netxms
Module = {pick(rng, ("wcc.nsm", "leef.nsm", "webapi.nsm"))}
"""
    return Out(pick(rng, ("etc/netxmsd.conf", "netxms/netxmsd.conf", "netxmsd.conf")), text, pw, "")
