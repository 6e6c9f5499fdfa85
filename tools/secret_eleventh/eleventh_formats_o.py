"""Family heritage_nonprofit_php_apps: museum, archive, photo-gallery and nonprofit CRM PHP apps."""

from __future__ import annotations

import random

from eleventh_corpus import (
    SYM_SQ,
    SYM_URL,
    Out,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    user,
)

F = "heritage_nonprofit_php_apps"
DQ_PHP = "#%&*+-_.?@^~=:,!"  # inside PHP double quotes: no $ " backslash


def dbh(rng: random.Random) -> str:
    return pick(rng, ("localhost", "127.0.0.1", host(rng, "db")))


@fmt(F, "collectiveaccess_setup_php_ca_db_password_define")
def collectiveaccess(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
# __CA_DB_HOST__ = Database server host name (often 'localhost')
if (!defined("__CA_DB_HOST__")) {
	define("__CA_DB_HOST__", '<<dbhost>>');
}
# __CA_DB_USER__ = Database login user name
if (!defined("__CA_DB_USER__")) {
	define("__CA_DB_USER__", '<<u>>');
}
# __CA_DB_PASSWORD__ = Database login password
if (!defined("__CA_DB_PASSWORD__")) {
	define("__CA_DB_PASSWORD__", '<<pw>>');
}
# __CA_DB_DATABASE__ = The name of your CollectiveAccess database
if (!defined("__CA_DB_DATABASE__")) {
	define("__CA_DB_DATABASE__", 'collectiveaccess');
}
if (!defined("__CA_APP_DISPLAY_NAME__")) {
	define("__CA_APP_DISPLAY_NAME__", "<<name>>");
}
""",
        dbhost=dbh(rng),
        u=pick(rng, ("ca", "providence", user(rng))),
        pw=pw,
        name=pick(rng, ("Stadtmuseum Sammlung", "Heritage Collections", "Archiv Online")),
    )
    return Out(
        pick(rng, ("providence/setup.php", "setup.php", "var/www/providence/setup.php")),
        text,
        pw,
        "",
    )


@fmt(F, "omeka_s_config_database_ini_password")
def omeka(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!*+-_.?@^~#")
    text = fill(
        """user     = "<<u>>"
password = "<<pw>>"
dbname   = "omeka_s"
host     = "<<dbhost>>"
;port     =
;unix_socket =
;log_path =
""",
        u=pick(rng, ("omeka", user(rng))),
        pw=pw,
        dbhost=dbh(rng),
    )
    return Out(
        pick(
            rng,
            (
                "config/database.ini",
                "omeka-s/config/database.ini",
                "var/www/omeka-s/config/database.ini",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "resourcespace_include_config_php_mysql_password")
def resourcespace(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    dom = domain(rng)
    text = fill(
        """<?php
###############################
## ResourceSpace
## Local Configuration Script
###############################

# All custom settings should be entered in this file.

# MySQL database settings
$mysql_server = '<<dbhost>>';
$mysql_username = '<<u>>';
$mysql_password = '<<pw>>';
$mysql_db = 'resourcespace';

$baseurl = 'https://dam.<<dom>>';
$email_from = 'dam@<<dom>>';
$email_notify = 'archive@<<dom>>';
$spider_password = '<<sp>>';
$scramble_key = '<<sk>>';
$api_scramble_key = '<<ask>>';
""",
        dbhost=dbh(rng),
        u=pick(rng, ("resourcespace_rw", user(rng))),
        pw=pw,
        dom=dom,
        sp=hexs(rng, 16),
        sk=hexs(rng, 32),
        ask=hexs(rng, 32),
    )
    return Out(
        pick(
            rng,
            (
                "include/config.php",
                "resourcespace/include/config.php",
                "var/www/resourcespace/include/config.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "accesstomemory_config_php_propel_datasource_password")
def atom(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php

return [
    'all' => [
        'propel' => [
            'class' => 'sfPropelDatabase',
            'param' => [
                'encoding' => 'utf8mb4',
                'persistent' => true,
                'pooling' => true,
                'dsn' => 'mysql:host=<<dbhost>>;port=3306;dbname=atom;charset=utf8mb4',
                'username' => '<<u>>',
                'password' => '<<pw>>',
            ],
        ],
    ],
    'dev' => [
        'propel' => [
            'param' => [
                'classname' => 'DebugPDO',
                'debug' => [
                    'realmemoryusage' => true,
                ],
            ],
        ],
    ],
];
""",
        dbhost=dbh(rng),
        u=pick(rng, ("atom", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "config/config.php",
                "atom/config/config.php",
                "usr/share/nginx/atom/config/config.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "piwigo_local_config_database_inc_php_db_password")
def piwigo(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
$conf['dblayer'] = 'mysqli';
$conf['db_base'] = 'piwigo';
$conf['db_user'] = '<<u>>';
$conf['db_password'] = '<<pw>>';
$conf['db_host'] = '<<dbhost>>';

$prefixeTable = 'piwigo_';

define('PHPWG_INSTALLED', true);
define('PWG_CHARSET', 'utf-8');
define('DB_CHARSET', 'utf8');
define('DB_COLLATE', '');

?>
""",
        u=pick(rng, ("piwigo", user(rng))),
        pw=pw,
        dbhost=dbh(rng),
    )
    return Out(
        pick(
            rng,
            (
                "local/config/database.inc.php",
                "piwigo/local/config/database.inc.php",
                "gallery/local/config/database.inc.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "zenphoto_zp_data_cfg_php_mysql_pass_array")
def zenphoto(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=DQ_PHP)
    text = fill(
        """<?php
global $_zp_conf_vars;
$conf = array();

/** Do not edit above this line. **/
/**********************************/

$conf['db_software'] = "MySQLi";
$conf['mysql_user'] = "<<u>>";
$conf['mysql_pass'] = "<<pw>>";
$conf['mysql_host'] = "<<dbhost>>";
$conf['mysql_database'] = "zenphoto";
$conf['mysql_prefix'] = "zp_";
$conf['UTF-8'] = true;
$conf['server_protocol'] = "https";
$conf['charset'] = "UTF-8";

/** Do not edit below this line. **/
/**********************************/

$_zp_conf_vars = $conf;
unset($conf);
?>
""",
        u=pick(rng, ("zenphoto", user(rng))),
        pw=pw,
        dbhost=dbh(rng),
    )
    return Out(
        pick(
            rng,
            (
                "zp-data/zenphoto.cfg.php",
                "photos/zp-data/zenphoto.cfg.php",
                "var/www/zenphoto/zp-data/zenphoto.cfg.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "coppermine_include_config_inc_php_dbpass")
def coppermine(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
// Coppermine configuration file
// MySQL configuration
$CONFIG['dbserver'] =                         '<<dbhost>>';        // Your database server
$CONFIG['dbuser'] =                         '<<u>>';        // Your mysql username
$CONFIG['dbpass'] =                         '<<pw>>';                // Your mysql password
$CONFIG['dbname'] =                         'coppermine';        // Your mysql database name


// MySQL TABLE NAMES PREFIX
$CONFIG['TABLE_PREFIX'] =                'cpg15x_';
$CONFIG['dbtype'] = 'mysqli';
?>
""",
        dbhost=dbh(rng),
        u=pick(rng, ("cpg", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "include/config.inc.php",
                "cpg15x/include/config.inc.php",
                "gallery/include/config.inc.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "civicrm_settings_php_civicrm_dsn_mysql_userinfo")
def civicrm(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    dom = domain(rng)
    text = fill(
        """<?php
/**
 * CiviCRM Configuration File.
 */

global $civicrm_root, $civicrm_setting, $civicrm_paths;

/**
 * Content Management System (CMS) Host:
 */
if (!defined('CIVICRM_UF')) {
  define('CIVICRM_UF', 'WordPress');
}

/**
 * CiviCRM Database Settings
 */
if (!defined('CIVICRM_DSN')) {
  define('CIVICRM_DSN', 'mysql://<<u>>:<<pw>>@<<dbhost>>/civicrm?new_link=true');
}

if (!defined('CIVICRM_UF_BASEURL')) {
  define('CIVICRM_UF_BASEURL', 'https://<<dom>>/');
}

if (!defined('CIVICRM_SITE_KEY')) {
  define('CIVICRM_SITE_KEY', '<<sk>>');
}
""",
        u=pick(rng, ("civicrm", user(rng))),
        pw=pw,
        dbhost=dbh(rng),
        dom=dom,
        sk=gen_pw(rng, 32, ""),
    )
    return Out(
        pick(
            rng,
            (
                "wp-content/uploads/civicrm/civicrm.settings.php",
                "sites/default/civicrm.settings.php",
                "private/civicrm.settings.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "churchcrm_include_config_php_spassword_variable")
def churchcrm(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php

// Database connection constants
$sSERVERNAME = '<<dbhost>>';
$dbPort = '3306';
$sUSER = '<<u>>';
$sPASSWORD = '<<pw>>';
$sDATABASE = 'churchcrm';
$TwoFASecretKey = '<<k>>';

// Root path of your ChurchCRM installation ( THIS MUST BE SET CORRECTLY! )
$sRootPath = '';

// Set $bLockURL=TRUE to enforce https access by specifying exactly
// which URL's your users may use to log into ChurchCRM.
$bLockURL = false;

// Sets which PHP session variables will be accessible to ChurchCRM.
require_once dirname(__FILE__).'/LoadConfigs.php';
""",
        dbhost=dbh(rng),
        u=pick(rng, ("churchcrm", user(rng))),
        pw=pw,
        k=gen_pw(rng, 32, ""),
    )
    return Out(
        pick(
            rng,
            (
                "Include/Config.php",
                "churchcrm/Include/Config.php",
                "var/www/churchcrm/Include/Config.php",
            ),
        ),
        text,
        pw,
        "",
    )
