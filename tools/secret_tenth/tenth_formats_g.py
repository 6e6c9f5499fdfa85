"""forge_tracker_server_configs: self-hosted forges, code search and bug trackers (server side)."""

from __future__ import annotations

import json
import random

from tenth_corpus import (
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    Ctx,
    Out,
    an,
    b64,
    fill,
    fmt,
    hx,
    pick,
    pw,
    rsa_pem,
    words_pw,
)

FAM = "forge_tracker_server_configs"
SYM_RUBY_DQ = "!@$%^&*()[]{}<>;:,.?-_+=~"  # Ruby double quotes: no " backslash or #


def _site(c: Ctx, *prefixes: str) -> str:
    return f"{pick(c.rng, *prefixes)}.{c.domain}"


@fmt(FAM, "gitlab_omnibus_gitlab_rb_smtp_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_RUBY_DQ)
    host = _site(c, "git", "gitlab", "code")
    text = fill(
        """
        external_url 'https://<<host>>'

        gitlab_rails['time_zone'] = 'Europe/Amsterdam'
        gitlab_rails['gitlab_email_from'] = 'gitlab@<<domain>>'
        gitlab_rails['gitlab_email_reply_to'] = 'noreply@<<domain>>'

        gitlab_rails['smtp_enable'] = true
        gitlab_rails['smtp_address'] = "smtp.<<domain>>"
        gitlab_rails['smtp_port'] = 587
        gitlab_rails['smtp_user_name'] = "gitlab@<<domain>>"
        gitlab_rails['smtp_password'] = "<<secret>>"
        gitlab_rails['smtp_domain'] = "<<domain>>"
        gitlab_rails['smtp_authentication'] = "login"
        gitlab_rails['smtp_enable_starttls_auto'] = true
        gitlab_rails['smtp_tls'] = false

        gitlab_rails['backup_keep_time'] = 604800
        nginx['redirect_http_to_https'] = true
        letsencrypt['enable'] = true
        prometheus_monitoring['enable'] = false
        """,
        host=host,
        domain=c.domain,
        secret=secret,
    )
    path = pick(rng, "etc/gitlab/gitlab.rb", f"gitlab/{c.short}/gitlab.rb", "config/gitlab.rb")
    return Out(path, text, secret)


@fmt(FAM, "gitlab_secrets_json_openid_connect_signing_key_pem")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = rsa_pem(rng, 2048)
    doc = {
        "gitlab_workhorse": {"secret_token": b64(rng, 32)},
        "gitlab_shell": {"secret_token": hx(rng, 128)},
        "gitlab_rails": {
            "secret_key_base": hx(rng, 128),
            "db_key_base": hx(rng, 128),
            "otp_key_base": hx(rng, 128),
            "encrypted_settings_key_base": hx(rng, 128),
            "openid_connect_signing_key": key,
            "ci_jwt_signing_key": rsa_pem(rng, 2048),
        },
        "gitlab_pages": {"api_secret_key": b64(rng, 32)},
        "registry": {"http_secret": hx(rng, 128)},
    }
    text = json.dumps(doc, indent=2) + "\n"
    needle = json.dumps(key)[1:-1]
    path = pick(
        rng,
        "etc/gitlab/gitlab-secrets.json",
        f"backup/{c.short}/gitlab-secrets.json",
        f"gitlab-config-{c.date}/gitlab-secrets.json",
    )
    return Out(path, text, needle, "json")


@fmt(FAM, "gogs_custom_conf_app_ini_backquoted_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@#$%^&*()[]{}<>;:,.?-_+=~")
    text = fill(
        """
        BRAND_NAME = <<org>> Git
        RUN_USER   = git
        RUN_MODE   = prod

        [database]
        TYPE     = postgres
        HOST     = 127.0.0.1:5432
        NAME     = gogs
        USER     = gogs
        PASSWORD = `<<secret>>`
        SSL_MODE = disable
        PATH     = data/gogs.db

        [repository]
        ROOT = /home/git/gogs-repositories

        [server]
        DOMAIN           = <<host>>
        HTTP_PORT        = 3000
        EXTERNAL_URL     = https://<<host>>/
        DISABLE_SSH      = false
        SSH_PORT         = 22
        OFFLINE_MODE     = false

        [security]
        INSTALL_LOCK = true
        SECRET_KEY   = <<sk>>
        """,
        org=c.org,
        secret=secret,
        host=_site(c, "git", "gogs", "src"),
        sk=an(rng, 15),
    )
    path = pick(
        rng,
        "custom/conf/app.ini",
        "home/git/gogs/custom/conf/app.ini",
        f"gogs/{c.short}/custom/conf/app.ini",
    )
    return Out(path, text, secret, "")


@fmt(FAM, "phabricator_conf_local_json_mysql_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON)
    text = fill(
        """
        {
          "phabricator.base-uri": "https://<<host>>/",
          "mysql.host": "<<db>>",
          "mysql.port": "3306",
          "mysql.user": "phabricator",
          "mysql.pass": "<<secret>>",
          "repository.default-local-path": "/var/repo",
          "storage.mysql-engine.max-size": 8388608,
          "pygments.enabled": true,
          "metamta.default-address": "noreply@<<domain>>",
          "phd.user": "phd"
        }
        """,
        host=_site(c, "phab", "phabricator", "review"),
        db=c.host("mysql"),
        secret=secret,
        domain=c.domain,
    )
    path = pick(
        rng,
        "phabricator/conf/local/local.json",
        "conf/local/local.json",
        f"phorge-{c.short}/conf/local/local.json",
    )
    return Out(path, text, secret, "json")


@fmt(FAM, "bugzilla_localconfig_perl_db_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym=SYM_SQ.replace("\\", "")), words_pw(rng))
    text = fill(
        """
        # If you are using Apache as your web server, Bugzilla can create .htaccess
        # files for you, which will keep this file (localconfig) and other
        # confidential files from being read over the web.
        $create_htaccess = 1;
        $webservergroup = 'apache';
        $use_suexec = 0;
        $db_driver = 'mysql';
        $db_host = '<<db>>';
        $db_name = 'bugs';
        $db_user = 'bugs';
        $db_pass = '<<secret>>';
        $db_port = 0;
        $db_sock = '';
        $db_check = 1;
        $db_mysql_ssl_ca_file = '';
        $index_html = 0;
        $interdiffbin = '/usr/bin/interdiff';
        $diffpath = '/usr/bin';
        $site_wide_secret = '<<sws>>';
        """,
        db=pick(rng, "localhost", c.host("mysql")),
        secret=secret,
        sws=an(rng, 64),
    )
    path = pick(
        rng, "localconfig", "var/www/bugzilla/localconfig", f"bugzilla-{c.short}/localconfig"
    )
    return Out(path, text, secret)


@fmt(FAM, "sourcegraph_site_config_json_email_smtp_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON)
    text = fill(
        """
        {
          "externalURL": "https://<<host>>",
          "auth.providers": [
            {"type": "builtin", "allowSignup": false}
          ],
          "email.address": "sourcegraph@<<domain>>",
          "email.smtp": {
            "host": "smtp.<<domain>>",
            "port": 587,
            "authentication": "PLAIN",
            "username": "sourcegraph@<<domain>>",
            "password": "<<secret>>"
          },
          "search.index.enabled": true,
          "disableAutoGitUpdates": false
        }
        """,
        host=_site(c, "sourcegraph", "search", "cs"),
        domain=c.domain,
        secret=secret,
    )
    path = pick(
        rng,
        "sourcegraph/site-config.json",
        f"deploy/{c.short}/site-config.json",
        "config/sourcegraph-site.json",
    )
    return Out(path, text, secret, "json")


@fmt(FAM, "gerrit_etc_secure_config_ldap_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@$%^&*()[]{}<>,.?-_+=~")
    text = fill(
        """
        [auth]
        <<TAB>>registerEmailPrivateKey = <<reg>>
        [ldap]
        <<TAB>>password = <<secret>>
        [sendemail]
        <<TAB>>smtpPass = <<smtp>>
        [remote "replica"]
        <<TAB>>password = <<rep>>
        """,
        reg=b64(rng, 30),
        secret=secret,
        smtp=pw(rng, sym=""),
        rep=pw(rng, sym=""),
    )
    path = pick(
        rng,
        "review_site/etc/secure.config",
        "gerrit/etc/secure.config",
        f"gerrit-{c.short}/etc/secure.config",
    )
    return Out(path, text, secret, "")


@fmt(FAM, "trac_ini_trac_section_database_postgres_uri")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    env = pick(rng, "main", c.short, "legacy")
    text = fill(
        """
        [trac]
        base_url = https://<<host>>/<<env>>
        database = postgres://trac:<<secret>>@<<db>>/trac_<<env>>?schema=trac
        repository_sync_per_request =
        use_base_url_for_redirect = true

        [project]
        name = <<org>>
        descr = Issue tracker and wiki
        admin = trac-admin@<<domain>>

        [notification]
        smtp_enabled = true
        smtp_server = smtp.<<domain>>
        smtp_from = trac@<<domain>>

        [logging]
        log_type = file
        log_level = WARNING
        """,
        host=_site(c, "trac", "dev", "projects"),
        env=env,
        secret=secret,
        db=c.host("pg"),
        org=c.org,
        domain=c.domain,
    )
    path = pick(rng, f"trac/{env}/conf/trac.ini", f"var/trac/{env}/conf/trac.ini", "conf/trac.ini")
    return Out(path, text, secret, "ini")


@fmt(FAM, "mantisbt_config_inc_php_g_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        <?php
        $g_hostname               = '<<db>>';
        $g_db_type                = 'mysqli';
        $g_database_name          = 'bugtracker';
        $g_db_username            = 'mantis';
        $g_db_password            = '<<secret>>';

        $g_default_timezone       = 'Europe/Berlin';
        $g_crypto_master_salt     = '<<salt>>';

        $g_window_title           = '<<org>> issues';
        $g_webmaster_email        = 'it@<<domain>>';
        $g_from_email             = 'noreply@<<domain>>';
        $g_allow_signup           = OFF;
        """,
        db=pick(rng, "localhost", c.host("mysql")),
        secret=secret,
        salt=b64(rng, 32),
        org=c.org,
        domain=c.domain,
    )
    path = pick(
        rng,
        "config/config_inc.php",
        "mantisbt/config/config_inc.php",
        f"www/{c.short}-bugs/config/config_inc.php",
    )
    return Out(path, text, secret)
