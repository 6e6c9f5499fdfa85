"""Family mail_groupware_backends: groupware, IMAP and CalDAV servers' less common config files."""

from __future__ import annotations

import random

from eleventh_corpus import (
    SYM_BARE,
    SYM_INI,
    SYM_SQ,
    Out,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    rsa_pem,
    user,
    words_pw,
)

F = "mail_groupware_backends"


@fmt(F, "grommunio_gromox_mysql_adaptor_cfg_mysql_password")
def grommunio(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = fill(
        "mysql_username=<<user>>\nmysql_password=<<pw>>\nmysql_dbname=<<db>>\n"
        "mysql_host=<<dbhost>>\nschema_upgrade=host:<<node>>\n",
        user=pick(rng, ("grommunio", "gromox", user(rng))),
        pw=pw,
        db=pick(rng, ("grommunio", "gromox")),
        dbhost=pick(rng, ("localhost", host(rng, "db"))),
        node=host(rng, "mail"),
    )
    return Out(
        pick(
            rng,
            (
                "etc/gromox/mysql_adaptor.cfg",
                "gromox/mysql_adaptor.cfg",
                "srv/grommunio/etc/gromox/mysql_adaptor.cfg",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "horde_config_conf_php_sql_password_array")
def horde(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
/* CONFIG START. DO NOT CHANGE ANYTHING IN OR AFTER THIS LINE. */
// $Id: 3c1b1f0a8c... $
$conf['vhosts'] = false;
$conf['debug_level'] = E_ALL & ~E_NOTICE;
$conf['max_exec_time'] = 0;
$conf['compress_pages'] = true;
$conf['sql']['username'] = '<<user>>';
$conf['sql']['password'] = '<<pw>>';
$conf['sql']['protocol'] = 'unix';
$conf['sql']['database'] = 'horde';
$conf['sql']['charset'] = 'utf-8';
$conf['sql']['ssl'] = false;
$conf['sql']['splitread'] = false;
$conf['sql']['phptype'] = 'mysqli';
$conf['auth']['admins'] = array('<<admin>>');
$conf['auth']['driver'] = 'application';
$conf['auth']['params']['app'] = 'imp';
/* CONFIG END. DO NOT CHANGE ANYTHING IN OR BEFORE THIS LINE. */
""",
        user=pick(rng, ("horde", user(rng))),
        pw=pw,
        admin=user(rng),
    )
    return Out(
        pick(rng, ("horde/config/conf.php", "var/www/horde/config/conf.php", "config/conf.php")),
        text,
        pw,
        "",
    )


@fmt(F, "cyrus_imapd_conf_ldap_sasl_password_line")
def cyrus(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    dom = domain(rng)
    dc = ",".join(f"dc={p}" for p in dom.split("."))
    key = pick(rng, ("ldap_password", "ldap_sasl_password"))
    text = fill(
        """configdirectory: /var/lib/cyrus
partition-default: /var/spool/cyrus/mail
admins: cyrus
sievedir: /var/lib/cyrus/sieve
sendmail: /usr/sbin/sendmail
sasl_pwcheck_method: saslauthd
sasl_mech_list: PLAIN LOGIN
allowplaintext: no
tls_server_cert: /etc/ssl/certs/<<dom>>.pem
tls_server_key: /etc/ssl/private/<<dom>>.key
# LDAP ptloader for group ACLs
auth_mech: pts
pts_module: ldap
ldap_uri: ldaps://<<ldap>>
ldap_base: ou=people,<<dc>>
ldap_bind_dn: uid=cyrus,ou=services,<<dc>>
<<key>>: <<pw>>
ldap_group_base: ou=groups,<<dc>>
""",
        dom=dom,
        ldap=host(rng, "ldap"),
        dc=dc,
        key=key,
        pw=pw,
    )
    return Out(pick(rng, ("etc/imapd.conf", "cyrus/imapd.conf", "imapd.conf")), text, pw, "")


@fmt(F, "snappymail_application_ini_contacts_pdo_password")
def snappymail(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!@*+-_.?^~")
    text = fill(
        """; SnappyMail configuration file
; Please don't add custom parameters here, those will be overwritten

[webmail]
title = "<<title>> Webmail"
loading_description = "SnappyMail"
theme = "Default"
language = "en"
allow_languages_on_settings = On

[contacts]
enable = On
allow_sync = On
sync_interval = 20
type = "mysql"
pdo_dsn = "host=<<dbhost>>;port=3306;dbname=snappymail"
pdo_user = "<<user>>"
pdo_password = "<<pw>>"
suggestions_limit = 20

[security]
allow_admin_panel = On
hide_x_mailer_header = On
""",
        title=pick(rng, ("Nordwind", "Alderbay", "Kestrel")),
        dbhost=pick(rng, ("127.0.0.1", host(rng, "db"))),
        user=pick(rng, ("snappymail", "webmail")),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "data/_data_/_default_/configs/application.ini",
                "snappymail/data/_data_/_default_/configs/application.ini",
                "var/lib/snappymail/_data_/_default_/configs/application.ini",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "stalwart_config_toml_store_postgresql_password")
def stalwart_store(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%&*+-_.?@^~=:")
    text = fill(
        """[server]
hostname = "<<mx>>"

[server.listener.smtp]
bind = ["[::]:25"]
protocol = "smtp"

[server.listener.imaptls]
bind = ["[::]:993"]
protocol = "imap"
tls.implicit = true

[store."postgresql"]
type = "postgresql"
host = "<<dbhost>>"
port = 5432
database = "stalwart"
user = "<<user>>"
password = "<<pw>>"
timeout = "15s"

[store."postgresql".pool]
max-connections = 10

[storage]
data = "postgresql"
blob = "postgresql"
fts = "postgresql"
lookup = "postgresql"
directory = "internal"
""",
        mx=host(rng, "mx"),
        dbhost=host(rng, "pg"),
        user=pick(rng, ("stalwart", "mail")),
        pw=pw,
    )
    return Out(
        pick(rng, ("opt/stalwart-mail/etc/config.toml", "etc/stalwart/config.toml", "config.toml")),
        text,
        pw,
    )


@fmt(F, "stalwart_config_toml_dkim_signature_private_key_multiline")
def stalwart_dkim(rng: random.Random) -> Out:
    key = rsa_pem(rng, 2048, pkcs8=rng.random() < 0.5)
    dom = domain(rng)
    sel = pick(rng, ("rsa", "mail", "s2025", "default"))
    text = fill(
        """[signature."<<sel>>"]
algorithm = "rsa-sha256"
domain = "<<dom>>"
selector = "<<sel>>"
headers = ["From", "To", "Date", "Subject", "Message-ID"]
canonicalization = "relaxed/relaxed"
set-body-length = false
report = true
private-key = '''
<<key>>
'''

[auth.dkim]
sign = [ { if = "is_local_domain('', sender_domain)", then = "['<<sel>>']" },
         { else = false } ]
""",
        sel=sel,
        dom=dom,
        key=key,
    )
    return Out(
        pick(
            rng,
            ("etc/stalwart/config.toml", "opt/stalwart-mail/etc/dkim.toml", f"stalwart/{dom}.toml"),
        ),
        text,
        key,
    )


@fmt(F, "dovecot_sql_conf_ext_connect_string_password")
def dovecot_sql(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!@*+-_.?^~#")
    text = fill(
        """# This file is commonly accessed via passdb {} or userdb {} section in
# conf.d/auth-sql.conf.ext
driver = <<drv>>
connect = "host=<<dbhost>> dbname=<<db>> user=<<user>> password=<<pw>>"
default_pass_scheme = SHA512-CRYPT

password_query = \\
  SELECT username AS user, password \\
  FROM mailbox WHERE username = '%u' AND active = '1'

user_query = \\
  SELECT CONCAT('/var/vmail/', maildir) AS home, 5000 AS uid, 5000 AS gid \\
  FROM mailbox WHERE username = '%u' AND active = '1'

iterate_query = SELECT username AS user FROM mailbox
""",
        drv=pick(rng, ("mysql", "pgsql")),
        dbhost=pick(rng, ("localhost", host(rng, "db"))),
        db=pick(rng, ("postfix", "vmail", "mailserver")),
        user=pick(rng, ("dovecot", "vmail", "postfix")),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "etc/dovecot/dovecot-sql.conf.ext",
                "dovecot/dovecot-sql.conf.ext",
                "etc/dovecot/conf.d/dovecot-sql.conf.ext",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "getmailrc_retriever_section_password_line")
def getmailrc(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_INI)
    dom = domain(rng)
    u = user(rng, "dot")
    text = fill(
        """[retriever]
type = SimpleIMAPSSLRetriever
server = imap.<<dom>>
username = <<u>>@<<dom>>
password = <<pw>>
mailboxes = ("INBOX", "Archive")

[destination]
type = MDA_external
path = /usr/bin/procmail
unixfrom = true

[options]
verbose = 1
read_all = false
delete = false
message_log = ~/.getmail/log
""",
        dom=dom,
        u=u,
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                f"home/{u}/.getmail/getmailrc",
                ".getmail/getmailrc",
                f".config/getmail/{u.split('.')[0]}.rc",
            ),
        ),
        text,
        pw,
        "ini",
    )


@fmt(F, "baikal_config_baikal_yaml_database_mysql_password")
def baikal(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%&*+-_.?@^~=")
    text = fill(
        """system:
    configured_version: '0.9.5'
    timezone: Europe/Berlin
    card_enabled: true
    cal_enabled: true
    dav_auth_type: Digest
    admin_passwordhash: <<hash>>
    failed_access_message: 'user %u authentication failure for Baikal'
    auth_realm: BaikalDAV
    base_uri: ''
database:
    encryption_key: <<ek>>
    sqlite_file: /var/www/baikal/Specific/db/db.sqlite
    mysql: true
    mysql_host: <<dbhost>>
    mysql_dbname: baikal
    mysql_username: <<user>>
    mysql_password: '<<pw>>'
""",
        hash=gen_pw(rng, 64, "").lower()[:64],
        ek=gen_pw(rng, 32, ""),
        dbhost=pick(rng, ("localhost", host(rng, "mysql"))),
        user=pick(rng, ("baikal", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "config/baikal.yaml",
                "baikal/config/baikal.yaml",
                "var/www/baikal/config/baikal.yaml",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "davical_config_php_pg_connect_keyword_password")
def davical(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%&*+-_.?@^~:")
    dom = domain(rng)
    text = fill(
        """<?php
  $c->domain_name = "cal.<<dom>>";
  $c->sysabbr     = 'DAViCal';
  $c->admin_email = 'postmaster@<<dom>>';
  $c->system_name = "<<org>> Calendar Server";
  $c->enable_row_linking = true;

  $c->pg_connect[] = "dbname=davical port=5432 host=<<dbhost>> user=davical_app password=<<pw>>";

  $c->collections_always_exist = false;
  $c->default_locale = "en_GB.UTF-8";
""",
        dom=dom,
        org=dom.split(".")[0].capitalize(),
        dbhost=host(rng, "pg"),
        pw=pw,
    )
    return Out(
        pick(
            rng, ("etc/davical/config.php", f"etc/davical/cal.{dom}-conf.php", "davical/config.php")
        ),
        text,
        pw,
        "",
    )
