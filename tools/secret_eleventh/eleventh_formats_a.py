"""Family storefront_shop_engines: older and non-mainstream shop engines' own config files."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import random

from eleventh_corpus import (
    SYM_INI,
    SYM_SQ,
    Out,
    dbname,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    user,
    words_pw,
)

F = "storefront_shop_engines"
SYM_YAML_PLAIN = "-_.@+!%^*~"


@fmt(F, "oscommerce_includes_configure_php_db_server_password_define")
def oscommerce(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    dom = domain(rng)
    text = fill(
        """<?php
/*
  osCommerce, Open Source E-Commerce Solutions
  http://www.oscommerce.com

  Copyright (c) 2020 osCommerce

  Released under the GNU General Public License
*/

// Define the webserver and path parameters
  define('HTTP_SERVER', 'https://<<dom>>');
  define('HTTPS_SERVER', 'https://<<dom>>');
  define('ENABLE_SSL', true);
  define('HTTP_COOKIE_DOMAIN', '<<dom>>');
  define('HTTP_COOKIE_PATH', '/<<sub>>/');
  define('DIR_WS_HTTP_CATALOG', '/<<sub>>/');
  define('DIR_FS_CATALOG', '/var/www/<<sub>>/');

// define our database connection
  define('DB_SERVER', '<<dbhost>>');
  define('DB_SERVER_USERNAME', '<<user>>');
  define('DB_SERVER_PASSWORD', '<<pw>>');
  define('DB_DATABASE', '<<db>>');
  define('USE_PCONNECT', 'false');
  define('STORE_SESSIONS', 'mysql');
  define('CFG_TIME_ZONE', 'Europe/Berlin');
""",
        dom=dom,
        sub=pick(rng, ("catalog", "shop", "store")),
        dbhost=pick(rng, ("localhost", "127.0.0.1", host(rng, "mysql"))),
        user=user(rng),
        pw=pw,
        db=dbname(rng, pick(rng, ("oscommerce", "osc_shop", "catalog"))),
    )
    path = pick(
        rng,
        (
            "catalog/includes/configure.php",
            "includes/configure.php",
            "admin/includes/configure.php",
        ),
    )
    return Out(path, text, pw, "")


@fmt(F, "cscart_config_local_php_db_password_array_entry")
def cscart(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
/***************************************************************************
*                                                                          *
*   (c) 2004 Vladimir V. Kalynyak, Alexey V. Vinokurov, Ilya M. Shalnev    *
*                                                                          *
****************************************************************************/

if (!defined('BOOTSTRAP')) { die('Access denied'); }

/*
 * PHP options
 */
ini_set('memory_limit', '256M');

/*
 * Database connection options
 */
$config['db_host'] = '<<dbhost>>';
$config['db_name'] = '<<db>>';
$config['db_user'] = '<<user>>';
$config['db_password'] = '<<pw>>';

$config['database_backend'] = 'mysqli';
$config['table_prefix'] = 'cscart_';

// Host and directory where software is installed on no-secure server
$config['http_host'] = '<<dom>>';
$config['http_path'] = '';
$config['https_host'] = '<<dom>>';
$config['https_path'] = '';

// Crypt key to encode passwords in database
$config['crypt_key'] = '<<crypt>>';
""",
        dbhost=pick(rng, ("localhost", "127.0.0.1")),
        db=pick(rng, ("cscart", "cs_cart", "multivendor")),
        user=user(rng),
        pw=pw,
        dom=domain(rng),
        crypt=hexs(rng, 16),
    )
    return Out(
        pick(rng, ("config.local.php", "shop/config.local.php", "public_html/config.local.php")),
        text,
        pw,
        "",
    )


@fmt(F, "xcart4_config_php_sql_password_variable")
def xcart4(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
#
# SQL database details
#
$sql_host ='<<dbhost>>';
$sql_db ='<<db>>';
$sql_user ='<<user>>';
$sql_password ='<<pw>>';

#
# X-Cart HTTP & HTTPS host and web directory
#
$xcart_http_host ="<<dom>>";
$xcart_https_host ="<<dom>>";
$xcart_web_dir ="/store";

#
# Storing Customers' Credit Card Info
#
$store_cc = true;
$store_cvv2 = false;
$blowfish_key = '<<bf>>';
""",
        dbhost=pick(rng, ("localhost", "127.0.0.1")),
        db=pick(rng, ("xcart", "xcart_gold", "store")),
        user=user(rng),
        pw=pw,
        dom=domain(rng),
        bf=hexs(rng, 32),
    )
    return Out(pick(rng, ("config.php", "xcart/config.php", "store/config.php")), text, pw, "")


@fmt(F, "xcart5_etc_config_php_ini_database_details_quoted_password")
def xcart5(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!@*+-_.?^~")
    text = fill(
        """; <?php /*
; WARNING: Do not change the line above
;
; +-------------------------------------+
; |   X-Cart 5 configuration file       |
; +-------------------------------------+

[database_details]
hostspec = "<<dbhost>>"
socket   = ""
port     = "3306"
database = "<<db>>"
username = "<<user>>"
password = "<<pw>>"
table_prefix = "xc_"
charset = "utf8"

[host_details]
http_host = "<<dom>>"
https_host = "<<dom>>"
web_dir = "/"
domains = ""

[installer_details]
auth_code = "<<code>>"
shared_secret_key = "<<ssk>>"
; */
""",
        dbhost=pick(rng, ("localhost", "127.0.0.1")),
        db=pick(rng, ("xcart", "xc5", "shop")),
        user=user(rng),
        pw=pw,
        dom=domain(rng),
        code=hexs(rng, 32),
        ssk=hexs(rng, 32),
    )
    return Out(
        pick(rng, ("etc/config.php", "xcart/etc/config.php", "etc/config.local.php")), text, pw, ""
    )


@fmt(F, "nopcommerce_app_data_datasettings_json_connection_string_password")
def nopcommerce(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!@*+-_.?^~#")
    srv = pick(
        rng, (host(rng, "sql"), "localhost\\\\SQLEXPRESS", "tcp:" + host(rng, "mssql") + ",1433")
    )
    cs = f"Data Source={srv};Initial Catalog={pick(rng, ('nopCommerce', 'nop_store', 'Shop'))};Integrated Security=False;Persist Security Info=False;User ID={user(rng)};Password={pw};TrustServerCertificate=True"
    if rng.random() < 0.5:
        text = fill(
            """{
  "DataConnectionString": "<<cs>>",
  "DataProvider": "sqlserver",
  "SQLCommandTimeout": null,
  "RawDataSettings": {}
}
""",
            cs=cs,
        )
        path = pick(
            rng, ("Presentation/Nop.Web/App_Data/dataSettings.json", "App_Data/dataSettings.json")
        )
    else:
        text = fill(
            """{
  "ConnectionStrings": {
    "ConnectionString": "<<cs>>",
    "DataProvider": "sqlserver",
    "SQLCommandTimeout": null,
    "WithNoLock": false
  },
  "CacheConfig": {
    "DefaultCacheTime": 60,
    "ShortTermCacheTime": 3,
    "BundledFilesCacheTime": 120
  },
  "HostingConfig": {
    "UseProxy": true,
    "ForwardedProtoHeaderName": "X-Forwarded-Proto"
  }
}
""",
            cs=cs,
        )
        path = pick(
            rng, ("Presentation/Nop.Web/App_Data/appsettings.json", "App_Data/appsettings.json")
        )
    return Out(path, text, pw)


@fmt(F, "orocommerce_config_parameters_yml_database_password_quoted")
def orocommerce(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """# This file is auto-generated during the composer install
parameters:
    database_driver: pdo_pgsql
    database_host: <<dbhost>>
    database_port: null
    database_name: <<db>>
    database_user: <<user>>
    database_password: '<<pw>>'
    database_server_version: '13.7'
    database_driver_options: {  }
    mailer_transport: smtp
    mailer_host: <<mailhost>>
    mailer_port: 587
    mailer_encryption: tls
    mailer_user: null
    mailer_password: null
    websocket_bind_address: 0.0.0.0
    websocket_bind_port: 8080
    session_handler: session.handler.native_file
    locale: en
    installed: '2024-03-11T09:41:27+00:00'
    assets_version: <<av>>
    assets_version_strategy: time_hash
    message_queue_transport: dbal
    enable_price_sharding: false
""",
        dbhost=pick(rng, ("127.0.0.1", host(rng, "pg"))),
        db=pick(rng, ("oro_commerce", "orocommerce", "b2b_store")),
        user=pick(rng, ("oro_user", "oro", user(rng))),
        pw=pw,
        mailhost=host(rng, "smtp"),
        av=hexs(rng, 8),
    )
    return Out(
        pick(
            rng,
            (
                "config/parameters.yml",
                "app/config/parameters.yml",
                "orocommerce/config/parameters.yml",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "thelia_local_config_database_yml_connection_password")
def thelia(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_YAML_PLAIN)
    db = pick(rng, ("thelia", "thelia2", "boutique"))
    text = fill(
        """database:
  connection:
    driver: mysql
    user: <<user>>
    password: <<pw>>
    dsn: mysql:host=<<dbhost>>;dbname=<<db>>;port=3306
    classname: \\Propel\\Runtime\\Connection\\ConnectionWrapper
""",
        user=user(rng),
        pw=pw,
        dbhost=pick(rng, ("localhost", "127.0.0.1", "mariadb")),
        db=db,
    )
    return Out(
        pick(rng, ("local/config/database.yml", "thelia/local/config/database.yml"))
        if rng.random() < 0.9
        else "config/database.yml",
        text,
        pw,
    )


@fmt(F, "shopizer_database_properties_db_password_line")
def shopizer(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """##
## db configuration
##
db.jdbcUrl=jdbc:mysql://<<dbhost>>:3306/SALESMANAGER?autoReconnect=true&serverTimezone=UTC&useUnicode=true&characterEncoding=UTF-8
db.user=<<user>>
db.password=<<pw>>
db.driverClass=com.mysql.cj.jdbc.Driver
hibernate.dialect=org.hibernate.dialect.MySQL8Dialect
db.preferredTestQuery=SELECT 1

db.schema=SALESMANAGER
hibernate.hbm2ddl.auto=update

##
## db pool settings
##
db.initialPoolSize=4
db.minPoolSize=4
db.maxPoolSize=8
""",
        dbhost=pick(rng, ("localhost", host(rng, "mysql"))),
        user=user(rng),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "sm-shop/src/main/resources/database.properties",
                "src/main/resources/database.properties",
                "config/database.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "broadleaf_runtime_common_shared_properties_database_password")
def broadleaf(rng: random.Random) -> Out:
    pw = words_pw(rng, "-.!_") if rng.random() < 0.3 else gen_pw(rng, sym=SYM_INI)
    text = fill(
        """# Settings shared between the site and admin applications
blPU.hibernate.hbm2ddl.auto=none
blCMSStorage.hibernate.hbm2ddl.auto=none
blEventPU.hibernate.hbm2ddl.auto=none

database.url=jdbc:postgresql://<<dbhost>>:5432/<<db>>
database.user=<<user>>
database.password=<<pw>>
database.driver=org.postgresql.Driver

asset.server.file.system.path=/var/broadleaf/assets
site.baseurl=https://<<dom>>
""",
        dbhost=host(rng, "pg"),
        db=pick(rng, ("broadleaf", "blc", "commerce")),
        user=user(rng, "svc"),
        pw=pw,
        dom=domain(rng),
    )
    return Out(
        pick(
            rng,
            (
                "core/src/main/resources/runtime-properties/common-shared.properties",
                "site/src/main/resources/runtime-properties/production.properties",
                "admin/src/main/resources/runtime-properties/common-shared.properties",
            ),
        ),
        text,
        pw,
        "",
    )
