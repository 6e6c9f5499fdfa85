"""Formats: Mail servers and MTAs."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_INI,
    SYM_URL,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    pick,
    pw,
    rsa_pem,
)

MAIL = "mail_server_mta_configs"


@fmt(MAIL, "opensmtpd_secrets_table_relay_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.=?@^_~", n=rng.randint(14, 20))
    label = pick(rng, "relay", "smarthost", "mailgw")
    text = fill(
        """
        # /etc/mail/secrets - chmod 0640, owner root:_smtpd
        <<label>> <<user>>:<<s>>
        """,
        label=label,
        user=f"outbound@{c.domain}",
        s=s,
    )
    return Out(
        pick(rng, "etc/mail/secrets", "opensmtpd/secrets", f"roles/{c.slug}_mail/files/secrets"),
        text,
        s,
    )


@fmt(MAIL, "haraka_auth_flat_file_ini_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI, n=rng.randint(14, 20))
    text = fill(
        """
        [core]
        methods=PLAIN,LOGIN,CRAM-MD5

        [users]
        <<user>>@<<dom>>=<<s>>
        """,
        user=pick(rng, "newsletter", "noreply", "printer", "alerts"),
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "config/auth_flat_file.ini",
            "haraka/config/auth_flat_file.ini",
            f"{c.slug}-mx/config/auth_flat_file.ini",
        ),
        text,
        s,
    )


@fmt(MAIL, "postfix_mysql_virtual_mailbox_maps_cf_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.:=?@^_~", n=rng.randint(14, 22))
    name = pick(
        rng,
        "mysql-virtual-mailbox-maps.cf",
        "mysql-virtual-alias-maps.cf",
        "mysql_virtual_domains_maps.cf",
    )
    text = fill(
        """
        # postfix <<name>>
        user = mailuser
        password = <<s>>
        hosts = 127.0.0.1
        dbname = mailserver
        query = SELECT 1 FROM virtual_users WHERE email='%s'
        """,
        name=name,
        s=s,
    )
    return Out(
        pick(rng, f"etc/postfix/{name}", f"postfix/sql/{name}", f"{c.slug}/postfix/{name}"), text, s
    )


@fmt(MAIL, "mailcow_conf_dbpass_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 28)
    text = fill(
        """
        # ------------------------------
        # mailcow web ui configuration
        # ------------------------------
        MAILCOW_HOSTNAME=mail.<<dom>>
        MAILCOW_PASS_SCHEME=BLF-CRYPT

        # ------------------------------
        # SQL database configuration
        # ------------------------------
        DBNAME=mailcow
        DBUSER=mailcow
        DBPASS=<<s>>

        HTTP_PORT=80
        HTTPS_PORT=443
        TZ=Europe/Berlin
        COMPOSE_PROJECT_NAME=mailcowdockerized
        SKIP_CLAMD=n
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "mailcow-dockerized/mailcow.conf", "mailcow.conf", f"{c.slug}/mailcow.conf"),
        text,
        s,
    )


@fmt(MAIL, "roundcube_config_inc_php_db_dsnw")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL, n=rng.randint(14, 20))
    text = fill(
        """
        <?php

        $config = [];
        $config['db_dsnw'] = 'mysql://roundcube:<<s>>@localhost/roundcubemail';
        $config['imap_host'] = 'ssl://mail.<<dom>>:993';
        $config['smtp_host'] = 'tls://mail.<<dom>>:587';
        $config['support_url'] = 'https://help.<<dom>>';
        $config['product_name'] = '<<org>> Webmail';
        $config['plugins'] = ['archive', 'zipdownload', 'managesieve'];
        $config['skin'] = 'elastic';
        """,
        s=s,
        dom=c.domain,
        org=c.org,
    )
    return Out(
        pick(
            rng,
            "config/config.inc.php",
            "roundcube/config/config.inc.php",
            f"webmail-{c.slug}/config.inc.php",
        ),
        text,
        s,
    )


@fmt(MAIL, "sogo_conf_profile_url_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL, n=rng.randint(14, 20))
    text = fill(
        """
        {
          SOGoProfileURL = "postgresql://sogo:<<s>>@<<host>>:5432/sogo/sogo_user_profile";
          OCSFolderInfoURL = "postgresql://sogo@<<host>>:5432/sogo/sogo_folder_info";
          OCSSessionsFolderURL = "postgresql://sogo@<<host>>:5432/sogo/sogo_sessions_folder";
          SOGoLanguage = English;
          SOGoTimeZone = "Europe/Amsterdam";
          SOGoMailDomain = <<dom>>;
          SOGoIMAPServer = "imaps://mail.<<dom>>:993";
          SOGoSMTPServer = "smtp://mail.<<dom>>:587/?tls=YES";
        }
        """,
        s=s,
        host=c.host("pg"),
        dom=c.domain,
    )
    return Out(pick(rng, "etc/sogo/sogo.conf", "sogo/sogo.conf", f"{c.slug}/sogo.conf"), text, s)


@fmt(MAIL, "courier_authmysqlrc_mysql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        ##VERSION: $Id: authmysqlrc,v 1.20 2007/10/05 $
        MYSQL_SERVER\t\t<<host>>
        MYSQL_USERNAME\t\tcourier
        MYSQL_PASSWORD\t\t<<s>>
        MYSQL_PORT\t\t3306
        MYSQL_DATABASE\t\tmaildb
        MYSQL_USER_TABLE\tusers
        MYSQL_CRYPT_PWFIELD\tcrypt
        MYSQL_UID_FIELD\t\t5000
        MYSQL_GID_FIELD\t\t5000
        MYSQL_LOGIN_FIELD\temail
        MYSQL_HOME_FIELD\t"/var/vmail"
        MYSQL_MAILDIR_FIELD\tCONCAT(domain,'/',local_part,'/')
        """,
        host=c.host("db"),
        s=s,
    )
    return Out(
        pick(rng, "etc/courier/authmysqlrc", "courier/authmysqlrc", f"{c.slug}/authmysqlrc"),
        text,
        s,
    )


@fmt(MAIL, "zimbra_zmlocalconfig_show_output_ldap_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 10)
    text = fill(
        """
        [zimbra@mail ~]$ zmlocalconfig -s zimbra_ldap_userdn zimbra_ldap_password ldap_url
        zimbra_ldap_userdn = uid=zimbra,cn=admins,cn=zimbra
        zimbra_ldap_password = <<s>>
        ldap_url = ldap://<<host>>:389
        [zimbra@mail ~]$ zmcontrol status
        Host <<host>>
        \tamavis                  Running
        \tantispam                Running
        \tldap                    Running
        \tmailbox                 Stopped
        \t\tmailboxd is not running.
        """,
        s=s,
        host=c.host("mail"),
    )
    return Out(
        pick(
            rng,
            "tickets/zimbra-mailbox-down.txt",
            "notes/zimbra_debug.log",
            f"{c.slug}/zmcontrol.txt",
        ),
        text,
        s,
    )


@fmt(MAIL, "sendmail_authinfo_relay_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.:=?@^_~", n=rng.randint(12, 18))
    relay = pick(rng, "smtp.mailrelay-eu.net", "relay.postbote.de", f"smtp.{c.domain}")
    text = fill(
        """
        AuthInfo:<<relay>> "U:<<user>>" "I:<<user>>" "P:<<s>>" "M:PLAIN"
        """,
        relay=relay,
        user=c.email,
        s=s,
    )
    return Out(
        pick(rng, "etc/mail/authinfo", "sendmail/authinfo", f"{c.slug}/mail/authinfo"), text, s
    )


@fmt(MAIL, "spamassassin_local_cf_user_scores_sql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        # per-user preferences from SQL
        user_scores_dsn                 DBI:mysql:spamassassin:<<host>>:3306
        user_scores_sql_username        sa_user
        user_scores_sql_password        <<s>>
        user_scores_sql_custom_query SELECT preference,value FROM userpref WHERE username=_USERNAME_

        required_score 5.0
        report_safe 0
        use_bayes 1
        bayes_auto_learn 1
        """,
        host=c.host("db"),
        s=s,
    )
    return Out(
        pick(rng, "etc/spamassassin/local.cf", "spamassassin/sql.cf", f"{c.slug}/mail/local.cf"),
        text,
        s,
    )


@fmt(MAIL, "opendkim_selector_private_key_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = rsa_pem(rng, pkcs8_form=rng.random() < 0.5, bits=pick(rng, 1024, 2048))
    sel = pick(rng, "mail", "default", f"s{c.day.year}", "dkim1")
    text = s + "\n"
    return Out(
        pick(rng, f"etc/opendkim/keys/{c.domain}/{sel}.private", f"dkim/{c.domain}/{sel}.private"),
        text,
        s,
    )
