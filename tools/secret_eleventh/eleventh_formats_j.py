"""Family wiki_engine_site_configs: wiki engines' site configuration files and start commands."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import random

from eleventh_corpus import (
    SYM_INI,
    SYM_SQ,
    Out,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    user,
    words_pw,
)

F = "wiki_engine_site_configs"


@fmt(F, "xwiki_cfg_superadminpassword_line")
def xwiki_cfg(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.4 else gen_pw(rng, sym=SYM_INI)
    text = fill(
        """#---------------------------------------------------------------------------
# XWiki Core configuration
#---------------------------------------------------------------------------
xwiki.encoding=UTF-8
xwiki.store.class=com.xpn.xwiki.store.XWikiHibernateStore
xwiki.store.cache=1
xwiki.store.cache.capacity=500

#-# Superadmin password. Comment out to disable the superadmin account.
xwiki.superadminpassword=<<pw>>

xwiki.authentication.validationKey=<<vk>>
xwiki.authentication.encryptionKey=<<ek>>
xwiki.authentication.cookiedomains=<<dom>>
xwiki.virtual.usepath=1
""",
        pw=pw,
        vk=gen_pw(rng, 32, ""),
        ek=gen_pw(rng, 32, ""),
        dom=domain(rng),
    )
    return Out(
        pick(rng, ("WEB-INF/xwiki.cfg", "webapps/xwiki/WEB-INF/xwiki.cfg", "etc/xwiki/xwiki.cfg")),
        text,
        pw,
        "",
    )


@fmt(F, "xwiki_properties_mail_sender_password")
def xwiki_props(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    dom = domain(rng)
    text = fill(
        """#-------------------------------------------------------------------------------------
# Mail
#-------------------------------------------------------------------------------------
mail.sender.host = smtp.<<dom>>
mail.sender.port = 587
mail.sender.from = wiki@<<dom>>
mail.sender.username = wiki@<<dom>>
mail.sender.password = <<pw>>
mail.sender.properties = mail.smtp.starttls.enable=true
mail.sender.database.resendAutomaticallyAtStartup = true

#-------------------------------------------------------------------------------------
# Extension Manager
#-------------------------------------------------------------------------------------
extension.repositories = maven-xwiki:maven:https://nexus.xwiki.org/nexus/content/groups/public/
""",
        dom=dom,
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "WEB-INF/xwiki.properties",
                "webapps/xwiki/WEB-INF/xwiki.properties",
                "etc/xwiki/xwiki.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "foswiki_localsite_cfg_smtp_password_perl_hash")
def foswiki(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ.replace("$", "").replace("@", ""))
    dom = domain(rng)
    text = fill(
        """# Local site settings for Foswiki. This file is managed by the 'configure'
# CGI script, though you can also make (careful!) manual changes with a
# text editor.  See the Foswiki.spec file in this directory for documentation
$Foswiki::cfg{DefaultUrlHost} = 'https://wiki.<<dom>>';
$Foswiki::cfg{ScriptUrlPath} = '/bin';
$Foswiki::cfg{PubUrlPath} = '/pub';
$Foswiki::cfg{Email}{MailMethod} = 'Net::SMTP::SSL';
$Foswiki::cfg{SMTP}{MAILHOST} = 'smtp.<<dom>>:465';
$Foswiki::cfg{SMTP}{Username} = 'wiki-notify';
$Foswiki::cfg{SMTP}{Password} = '<<pw>>';
$Foswiki::cfg{WebMasterEmail} = 'wikiadmin@<<dom>>';
$Foswiki::cfg{Store}{Implementation} = 'Foswiki::Store::PlainFile';
1;
""",
        dom=dom,
        pw=pw,
    )
    return Out(
        pick(
            rng,
            ("lib/LocalSite.cfg", "foswiki/lib/LocalSite.cfg", "var/www/foswiki/lib/LocalSite.cfg"),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "pmwiki_local_config_php_default_passwords_pmcrypt")
def pmwiki(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php if (!defined('PmWiki')) exit();
##  This is a sample config.php file.  To use this file, copy it to
##  local/config.php, then edit it for whatever customizations you want.
$WikiTitle = '<<title>>';
$ScriptUrl = 'https://<<dom>>/pmwiki.php';
$PubDirUrl = 'https://<<dom>>/pub';
$EnablePathInfo = 1;

##  Admin password for the whole site
$DefaultPasswords['admin'] = pmcrypt('<<pw>>');
$DefaultPasswords['edit'] = pmcrypt('<<editpw>>');

$EnableUpload = 1;
$UploadMaxSize = 2000000;
""",
        title=pick(rng, ("Vereinswiki", "Lab Notes", "Ops Wiki")),
        dom=domain(rng),
        pw=pw,
        editpw=gen_pw(rng, sym=SYM_SQ),
    )
    return Out(
        pick(rng, ("local/config.php", "pmwiki/local/config.php", "htdocs/wiki/local/config.php")),
        text,
        pw,
        "",
    )


@fmt(F, "tiki_db_local_php_pass_tiki_variable")
def tiki(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
$db_tiki='mysqli';
$dbversion_tiki='27.0';
$host_tiki='<<dbhost>>';
$user_tiki='<<u>>';
$pass_tiki='<<pw>>';
$dbs_tiki='tiki';
$client_charset='utf8mb4';
// If you experience text encoding issues after updating (e.g. apostrophes etc showing up as strange characters)
// $client_charset='latin1';
""",
        dbhost=pick(rng, ("localhost", host(rng, "mysql"))),
        u=pick(rng, ("tikiuser", user(rng))),
        pw=pw,
    )
    return Out(
        pick(rng, ("db/local.php", "tiki/db/local.php", "var/www/tiki/db/local.php")), text, pw, ""
    )


@fmt(F, "dokuwiki_local_protected_php_authpdo_pass")
def dokuwiki(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
/*
 * authpdo settings kept out of the config manager
 */
$conf['authtype'] = 'authpdo';
$conf['plugin']['authpdo']['dsn'] = 'mysql:host=<<dbhost>>;dbname=wiki_users;charset=utf8mb4';
$conf['plugin']['authpdo']['user'] = '<<u>>';
$conf['plugin']['authpdo']['pass'] = '<<pw>>';
$conf['plugin']['authpdo']['select-user'] = 'SELECT id AS uid, login AS user, name, pass AS hash, mail FROM users WHERE login = :user';
""",
        dbhost=host(rng, "db"),
        u=pick(rng, ("dokuwiki", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "conf/local.protected.php",
                "dokuwiki/conf/local.protected.php",
                "var/www/dokuwiki/conf/local.protected.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "otterwiki_settings_cfg_flask_mail_password")
def otterwiki(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    dom = domain(rng)
    text = fill(
        """REPOSITORY = '/app-data/repository'
SITE_NAME = '<<name>>'
SECRET_KEY = '<<sk>>'
SQLALCHEMY_DATABASE_URI = 'sqlite:////app-data/db.sqlite'
READ_ACCESS = 'REGISTERED'
WRITE_ACCESS = 'APPROVED'
MAIL_DEFAULT_SENDER = 'wiki@<<dom>>'
MAIL_SERVER = 'smtp.<<dom>>'
MAIL_PORT = 587
MAIL_USE_TLS = True
MAIL_USERNAME = 'wiki@<<dom>>'
MAIL_PASSWORD = '<<pw>>'
""",
        name=pick(rng, ("Team Wiki", "Hackspace Wiki", "Notes")),
        sk=gen_pw(rng, 40, ""),
        dom=dom,
        pw=pw,
    )
    return Out(
        pick(rng, ("settings.cfg", "app-data/settings.cfg", "otterwiki/settings.cfg")),
        text,
        pw,
        "py",
    )


@fmt(F, "tiddlywiki_listen_command_password_parameter_unit")
def tiddlywiki(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    u = user(rng)
    text = fill(
        """[Unit]
Description=TiddlyWiki node server
After=network-online.target

[Service]
User=<<u>>
WorkingDirectory=/home/<<u>>
ExecStart=/usr/bin/tiddlywiki /home/<<u>>/wiki --listen host=0.0.0.0 port=8080 username=<<u>> password=<<pw>> readers=(anon)
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
        u=u,
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "etc/systemd/system/tiddlywiki.service",
                f"home/{u}/.config/systemd/user/tiddlywiki.service",
                "deploy/tiddlywiki.service",
            ),
        ),
        text,
        pw,
        "",
    )
