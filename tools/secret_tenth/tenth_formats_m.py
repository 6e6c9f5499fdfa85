"""webserver_env_injection: secrets handed to applications by the web server or app server."""

from __future__ import annotations

import random

from tenth_corpus import SYM_INI, SYM_JSON, SYM_URL, Ctx, Out, an, fill, fmt, hx, pick, pw

FAM = "webserver_env_injection"
SYM_DQC = "!@#%^&*()[]{}<>;:,.?-_+=~"  # inside double quotes of server configs (no $ " \\)
DJANGO_KEY_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789!@#^&*(-_=+)"


def django_key(rng: random.Random) -> str:
    return an(rng, 50, DJANGO_KEY_CHARS)


def _app(rng: random.Random) -> str:
    return pick(rng, "shop", "portal", "crm", "booking", "intranet", "api")


@fmt(FAM, "php_fpm_pool_conf_env_bracket_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    app = _app(rng)
    secret = pw(rng, sym=SYM_INI)
    text = fill(
        """
        [<<app>>]
        user = <<app>>
        group = <<app>>
        listen = /run/php/php8.2-fpm-<<app>>.sock
        listen.owner = www-data
        listen.group = www-data
        pm = dynamic
        pm.max_children = 20
        pm.start_servers = 4
        pm.min_spare_servers = 2
        pm.max_spare_servers = 6
        clear_env = yes
        env[APP_ENV] = production
        env[DB_HOST] = <<db>>
        env[DB_DATABASE] = <<app>>
        env[DB_USERNAME] = <<app>>
        env[DB_PASSWORD] = <<secret>>
        php_admin_value[memory_limit] = 256M
        php_admin_value[error_log] = /var/log/php-fpm/<<app>>-error.log
        """,
        app=app,
        db=c.host("mysql"),
        secret=secret,
    )
    path = pick(
        rng,
        f"etc/php/8.2/fpm/pool.d/{app}.conf",
        f"php-fpm.d/{app}.conf",
        f"deploy/{c.short}/fpm-pool.conf",
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "apache_vhost_setenv_quoted_mail_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    app = _app(rng)
    secret = pw(rng, sym=SYM_DQC)
    text = fill(
        """
        <VirtualHost *:443>
            ServerName <<app>>.<<domain>>
            DocumentRoot /var/www/<<app>>/public

            SetEnv APP_ENV production
            SetEnv MAIL_HOST smtp.<<domain>>
            SetEnv MAIL_USERNAME <<app>>@<<domain>>
            SetEnv MAIL_PASSWORD "<<secret>>"

            <Directory /var/www/<<app>>/public>
                AllowOverride All
                Require all granted
            </Directory>

            SSLEngine on
            SSLCertificateFile /etc/letsencrypt/live/<<app>>.<<domain>>/fullchain.pem
            SSLCertificateKeyFile /etc/letsencrypt/live/<<app>>.<<domain>>/privkey.pem
            ErrorLog ${APACHE_LOG_DIR}/<<app>>-error.log
            CustomLog ${APACHE_LOG_DIR}/<<app>>-access.log combined
        </VirtualHost>
        """,
        app=app,
        domain=c.domain,
        secret=secret,
    )
    path = pick(
        rng,
        f"etc/apache2/sites-available/{app}.conf",
        f"httpd/conf.d/{app}-ssl.conf",
        f"apache/{c.short}/{app}.conf",
    )
    return Out(path, text, secret)


@fmt(FAM, "htaccess_setenv_internal_api_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 48)
    text = fill(
        """
        Options -Indexes
        RewriteEngine On
        RewriteCond %{HTTPS} off
        RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [L,R=301]
        RewriteCond %{REQUEST_FILENAME} !-f
        RewriteCond %{REQUEST_FILENAME} !-d
        RewriteRule ^ index.php [QSA,L]

        SetEnv INVENTORY_API_URL https://inventory.<<domain>>/api/v2
        SetEnv INVENTORY_API_TOKEN <<token>>

        <FilesMatch "\\.(env|ini|log)$">
            Require all denied
        </FilesMatch>
        """,
        domain=c.domain,
        token=token,
    )
    path = pick(rng, "public/.htaccess", "public_html/.htaccess", f"www/{c.short}/.htaccess")
    return Out(path, text, token)


@fmt(FAM, "nginx_location_fastcgi_param_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    app = _app(rng)
    secret = pw(rng, sym=SYM_DQC.replace(";", "").replace("{", "").replace("}", ""))
    text = fill(
        """
        server {
            listen 443 ssl http2;
            server_name <<app>>.<<domain>>;
            root /srv/<<app>>/web;
            index index.php;

            location / {
                try_files $uri $uri/ /index.php?$query_string;
            }

            location ~ \\.php$ {
                include fastcgi_params;
                fastcgi_pass unix:/run/php/php8.3-fpm.sock;
                fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
                fastcgi_param APP_ENV prod;
                fastcgi_param DATABASE_USER <<app>>;
                fastcgi_param DATABASE_PASSWORD "<<secret>>";
            }
        }
        """,
        app=app,
        domain=c.domain,
        secret=secret,
    )
    path = pick(
        rng,
        f"etc/nginx/sites-available/{app}",
        f"nginx/conf.d/{app}.conf",
        f"infra/{c.short}/nginx/{app}.conf",
    )
    return Out(path, text, secret)


@fmt(FAM, "lighttpd_conf_setenv_add_environment_array")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_DQC)
    text = fill(
        """
        server.modules += ( "mod_setenv", "mod_fastcgi", "mod_rewrite" )
        server.document-root = "/var/www/<<short>>"
        server.port = 80

        setenv.add-environment = (
            "APP_ENV" => "production",
            "DB_HOST" => "<<db>>",
            "DB_USER" => "<<short>>",
            "DB_PASS" => "<<secret>>"
        )

        fastcgi.server = ( ".php" => ((
            "bin-path" => "/usr/bin/php-cgi",
            "socket" => "/tmp/php.socket",
            "max-procs" => 2
        )))
        """,
        short=c.short,
        db=c.host("mysql"),
        secret=secret,
    )
    path = pick(
        rng,
        "etc/lighttpd/lighttpd.conf",
        "etc/lighttpd/conf.d/app.conf",
        f"lighttpd/{c.short}/lighttpd.conf",
    )
    return Out(path, text, secret)


@fmt(FAM, "passenger_env_var_database_url_nginx")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    app = _app(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        server {
            listen 80;
            server_name <<app>>.<<domain>>;
            root /var/www/<<app>>/current/public;

            passenger_enabled on;
            passenger_app_env production;
            passenger_ruby /usr/local/rbenv/versions/3.3.1/bin/ruby;
            passenger_env_var DATABASE_URL postgres://<<app>>:<<secret>>@<<db>>/<<app>>_production;
            passenger_env_var RAILS_SERVE_STATIC_FILES 1;
            passenger_min_instances 2;
        }
        """,
        app=app,
        domain=c.domain,
        secret=secret,
        db=c.host("pg"),
    )
    path = pick(
        rng,
        f"etc/nginx/sites-enabled/{app}.conf",
        f"config/deploy/nginx-{app}.conf",
        f"passenger/{c.short}/{app}.conf",
    )
    return Out(path, text, secret)


@fmt(FAM, "nginx_unit_config_json_application_environment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON)
    text = fill(
        """
        {
          "listeners": {
            "*:8080": {"pass": "applications/<<short>>"}
          },
          "applications": {
            "<<short>>": {
              "type": "python 3.11",
              "path": "/srv/<<short>>",
              "home": "/srv/<<short>>/.venv",
              "module": "config.wsgi",
              "processes": 4,
              "environment": {
                "DJANGO_SETTINGS_MODULE": "config.settings.production",
                "DATABASE_HOST": "<<db>>",
                "DATABASE_PASSWORD": "<<secret>>"
              }
            }
          }
        }
        """,
        short=c.short,
        db=c.host("pg"),
        secret=secret,
    )
    path = pick(rng, "unit/config.json", f"deploy/{c.short}/unit.json", "etc/unit/conf.json")
    return Out(path, text, secret, "json")


@fmt(FAM, "uwsgi_ini_repeated_env_secret_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = django_key(rng)
    text = fill(
        """
        [uwsgi]
        chdir = /srv/<<short>>
        module = config.wsgi:application
        home = /srv/<<short>>/venv
        master = true
        processes = 4
        socket = /run/uwsgi/<<short>>.sock
        chmod-socket = 660
        vacuum = true
        env = DJANGO_SETTINGS_MODULE=config.settings.prod
        env = DJANGO_SECRET_KEY=<<secret>>
        env = DJANGO_ALLOWED_HOSTS=<<short>>.<<domain>>
        """,
        short=c.short,
        secret=secret,
        domain=c.domain,
    )
    path = pick(
        rng, f"etc/uwsgi/apps-available/{c.short}.ini", "deploy/uwsgi.ini", f"uwsgi/{c.short}.ini"
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "gunicorn_conf_py_raw_env_list")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON)
    text = fill(
        """
        import multiprocessing

        bind = "unix:/run/gunicorn/<<short>>.sock"
        workers = multiprocessing.cpu_count() * 2 + 1
        worker_class = "uvicorn.workers.UvicornWorker"
        timeout = 60
        accesslog = "/var/log/gunicorn/<<short>>-access.log"
        raw_env = [
            "APP_ENV=production",
            "REDIS_URL=redis://<<ip>>:6379/0",
            "SMTP_USER=alerts@<<domain>>",
            "SMTP_PASSWORD=<<secret>>",
        ]
        """,
        short=c.short,
        ip=c.ip(),
        domain=c.domain,
        secret=secret,
    )
    path = pick(rng, "gunicorn.conf.py", "deploy/gunicorn.conf.py", f"{c.short}/gunicorn_config.py")
    return Out(path, text, secret)
