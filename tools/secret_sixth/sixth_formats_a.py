"""Formats: PHP CMS and shop site configs."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_INI,
    SYM_Q,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
    words_pw,
)

CMS = "php_cms_site_configs"


@fmt(CMS, "drupal_settings_php_databases_array_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""))
    text = fill(
        """
        <?php

        // @codingStandardsIgnoreFile
        $settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');
        $settings['config_sync_directory'] = '../config/sync';

        $databases['default']['default'] = [
          'database' => '<<db>>',
          'username' => '<<user>>',
          'password' => '<<s>>',
          'prefix' => '',
          'host' => '<<host>>',
          'port' => '3306',
          'namespace' => 'Drupal\\\\mysql\\\\Driver\\\\Database\\\\mysql',
          'driver' => 'mysql',
          'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
        ];

        $settings['trusted_host_patterns'] = ['^www\\.<<dom>>$'];
        """,
        db=f"drupal_{c.slug}",
        user=f"{c.slug}_web",
        s=s,
        host=c.host("db"),
        dom=c.domain.replace(".", "\\."),
    )
    path = pick(
        rng,
        "web/sites/default/settings.php",
        "docroot/sites/default/settings.local.php",
        f"sites/{c.slug}/settings.php",
    )
    return Out(path, text, s)


@fmt(CMS, "joomla_configuration_php_public_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""))
    text = fill(
        """
        <?php
        class JConfig {
        \tpublic $offline = false;
        \tpublic $sitename = '<<org>>';
        \tpublic $editor = 'tinymce';
        \tpublic $list_limit = 20;
        \tpublic $dbtype = 'mysqli';
        \tpublic $host = 'localhost';
        \tpublic $user = '<<user>>';
        \tpublic $password = '<<s>>';
        \tpublic $db = '<<slug>>_joomla';
        \tpublic $dbprefix = 'j<<pfx>>_';
        \tpublic $secret = '<<sec>>';
        \tpublic $mailer = 'mail';
        \tpublic $mailfrom = 'web@<<dom>>';
        \tpublic $log_path = '/var/www/<<slug>>/administrator/logs';
        \tpublic $tmp_path = '/var/www/<<slug>>/tmp';
        }
        """,
        org=c.org,
        user=f"{c.slug}_jm",
        s=s,
        slug=c.slug,
        pfx=an(rng, 3, "abcdefghijklmnopqrstuvwxyz"),
        sec=an(rng, 16),
        dom=c.domain,
    )
    return Out(
        pick(rng, "configuration.php", "public_html/configuration.php", "site/configuration.php"),
        text,
        s,
    )


@fmt(CMS, "prestashop_parameters_php_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""))
    text = fill(
        """
        <?php return array (
          'parameters' =>
          array (
            'database_host' => '<<host>>',
            'database_port' => '',
            'database_name' => 'presta_<<slug>>',
            'database_user' => 'ps_<<slug>>',
            'database_password' => '<<s>>',
            'database_prefix' => 'ps_',
            'database_engine' => 'InnoDB',
            'mailer_transport' => 'smtp',
            'mailer_host' => '127.0.0.1',
            'mailer_user' => NULL,
            'mailer_password' => NULL,
            'ps_caching' => 'CacheMemcache',
            'ps_cache_enable' => false,
            'locale' => 'fr-FR',
            'use_debug_toolbar' => false,
            'cookie_key' => '<<ck>>',
            'cookie_iv' => '<<iv>>',
          ),
        );
        """,
        host=c.ip(),
        slug=c.slug,
        s=s,
        ck=an(rng, 64),
        iv=an(rng, 32),
    )
    return Out(
        pick(
            rng,
            "app/config/parameters.php",
            "shop/app/config/parameters.php",
            f"{c.slug}/app/config/parameters.php",
        ),
        text,
        s,
    )


@fmt(CMS, "opencart_config_php_db_password_define")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""))
    admin = pick(rng, True, False)
    base = f"/var/www/{c.slug}/upload/"
    text = fill(
        """
        <?php
        // HTTP
        define('HTTP_SERVER', 'https://shop.<<dom>>/<<sub>>');

        // DIR
        define('DIR_APPLICATION', '<<base>><<app>>/');
        define('DIR_SYSTEM', '<<base>>system/');
        define('DIR_IMAGE', '<<base>>image/');
        define('DIR_STORAGE', '/var/www/<<slug>>/storage/');

        // DB
        define('DB_DRIVER', 'mysqli');
        define('DB_HOSTNAME', '<<host>>');
        define('DB_USERNAME', 'oc_<<slug>>');
        define('DB_PASSWORD', '<<s>>');
        define('DB_DATABASE', 'opencart');
        define('DB_PORT', '3306');
        define('DB_PREFIX', 'oc_');
        """,
        dom=c.domain,
        sub="admin/" if admin else "",
        base=base,
        app="admin" if admin else "catalog",
        slug=c.slug,
        host=c.host("db"),
        s=s,
    )
    path = "upload/admin/config.php" if admin else pick(rng, "upload/config.php", "config.php")
    return Out(path, text, s)


@fmt(CMS, "typo3_additional_configuration_php_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""))
    text = fill(
        """
        <?php
        defined('TYPO3') or die();

        $GLOBALS['TYPO3_CONF_VARS']['DB']['Connections']['Default'] = array_merge(
            $GLOBALS['TYPO3_CONF_VARS']['DB']['Connections']['Default'],
            [
                'dbname' => 't3_<<slug>>',
                'host' => '<<host>>',
                'user' => 't3_<<slug>>',
                'password' => '<<s>>',
                'port' => 3306,
            ]
        );
        $GLOBALS['TYPO3_CONF_VARS']['SYS']['trustedHostsPattern'] = '.*\\.<<dom>>';
        $GLOBALS['TYPO3_CONF_VARS']['MAIL']['transport'] = 'sendmail';
        """,
        slug=c.slug,
        host=c.host("db"),
        s=s,
        dom=c.domain.replace(".", "\\."),
    )
    path = pick(
        rng,
        "config/system/additional.php",
        "public/typo3conf/AdditionalConfiguration.php",
        "typo3conf/AdditionalConfiguration.php",
    )
    return Out(path, text, s)


@fmt(CMS, "moodle_config_php_cfg_dbpass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""))
    text = fill(
        """
        <?php  // Moodle configuration file

        unset($CFG);
        global $CFG;
        $CFG = new stdClass();

        $CFG->dbtype    = 'pgsql';
        $CFG->dblibrary = 'native';
        $CFG->dbhost    = '<<host>>';
        $CFG->dbname    = 'moodle';
        $CFG->dbuser    = 'moodleuser';
        $CFG->dbpass    = '<<s>>';
        $CFG->prefix    = 'mdl_';
        $CFG->dboptions = array (
          'dbpersist' => 0,
          'dbport' => 5432,
          'dbsocket' => '',
        );

        $CFG->wwwroot   = 'https://learn.<<dom>>';
        $CFG->dataroot  = '/srv/moodledata';
        $CFG->admin     = 'admin';

        $CFG->directorypermissions = 0777;

        require_once(__DIR__ . '/lib/setup.php');
        """,
        host=c.host("pg"),
        s=s,
        dom=c.domain,
    )
    return Out(pick(rng, "config.php", "moodle/config.php", "public/config.php"), text, s)


@fmt(CMS, "phpbb_config_php_dbpasswd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym=SYM_Q.replace("'", "")), words_pw(rng, sym="!#@"))
    text = fill(
        """
        <?php
        // phpBB 3.3.x auto-generated configuration file
        // Do not change anything in this file!
        $dbms = 'phpbb\\\\db\\\\driver\\\\mysqli';
        $dbhost = 'localhost';
        $dbport = '';
        $dbname = 'forum_<<slug>>';
        $dbuser = '<<slug>>_bb';
        $dbpasswd = '<<s>>';
        $table_prefix = 'phpbb_';
        $phpbb_adm_relative_path = 'adm/';
        $acm_type = 'phpbb\\\\cache\\\\driver\\\\file';

        @define('PHPBB_INSTALLED', true);
        @define('PHPBB_ENVIRONMENT', 'production');
        // @define('DEBUG_CONTAINER', true);
        """,
        slug=c.slug,
        s=s,
    )
    return Out(pick(rng, "forum/config.php", "phpBB3/config.php", "community/config.php"), text, s)


@fmt(CMS, "mediawiki_localsettings_php_wgdbpassword")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace('"', ""))
    text = fill(
        """
        <?php
        # This file was automatically generated by the MediaWiki 1.41.1
        # installer.

        if ( !defined( 'MEDIAWIKI' ) ) {
        \texit;
        }

        $wgSitename = "<<org>> Wiki";
        $wgMetaNamespace = "<<ns>>";
        $wgServer = "https://wiki.<<dom>>";
        $wgScriptPath = "/w";

        ## Database settings
        $wgDBtype = "mysql";
        $wgDBserver = "<<host>>";
        $wgDBname = "wiki_<<slug>>";
        $wgDBuser = "wikiuser";
        $wgDBpassword = "<<s>>";

        # MySQL specific settings
        $wgDBprefix = "";
        $wgDBTableOptions = "ENGINE=InnoDB, DEFAULT CHARSET=binary";

        $wgMainCacheType = CACHE_ACCEL;
        $wgEnableUploads = true;
        $wgLanguageCode = "en";
        $wgSecretKey = "<<sk>>";
        """,
        org=c.org,
        ns=c.org.replace(" ", "_"),
        dom=c.domain,
        host=c.host("db"),
        slug=c.slug,
        s=s,
        sk=hx(rng, 64),
    )
    return Out(
        pick(rng, "LocalSettings.php", "w/LocalSettings.php", "mediawiki/LocalSettings.php"),
        text,
        s,
    )


@fmt(CMS, "matomo_config_ini_php_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI.replace("#", ""))
    text = fill(
        """
        ; <?php exit; ?> DO NOT REMOVE THIS LINE
        ; file automatically generated or modified by Matomo; you can manually override the default
        ; values in global.ini.php by redefining them in this file.
        [database]
        host = "<<host>>"
        username = "matomo"
        password = "<<s>>"
        dbname = "matomo_<<slug>>"
        tables_prefix = "matomo_"
        charset = "utf8mb4"
        collation = "utf8mb4_general_ci"

        [General]
        salt = "<<salt>>"
        trusted_hosts[] = "stats.<<dom>>"
        force_ssl = 1

        [PluginsInstalled]
        PluginsInstalled[] = "Diagnostics"
        PluginsInstalled[] = "Login"
        """,
        host=c.host("db"),
        s=s,
        slug=c.slug,
        salt=hx(rng, 32),
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "config/config.ini.php",
            "matomo/config/config.ini.php",
            f"analytics/{c.slug}/config/config.ini.php",
        ),
        text,
        s,
    )


@fmt(CMS, "grav_plugins_email_yaml_smtp_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""))
    text = fill(
        """
        enabled: true
        from: 'noreply@<<dom>>'
        from_name: '<<org>>'
        to: '<<email>>'
        mailer:
          engine: smtp
          smtp:
            server: <<smtp>>
            port: 587
            encryption: tls
            user: 'web@<<dom>>'
            password: '<<s>>'
        content_type: text/html
        debug: false
        """,
        dom=c.domain,
        org=c.org,
        email=c.email,
        smtp=c.host("smtp"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "user/config/plugins/email.yaml",
            f"user/env/www.{c.domain}/config/plugins/email.yaml",
        ),
        text,
        s,
    )
