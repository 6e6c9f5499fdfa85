"""Decoys (1/2): files of this corpus's tools that look close to a credential but hold none."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import random

from eighth_corpus import Ctx, Decoy, an, decoy, fill


def _d(path: str, text: str, why: str) -> Decoy:
    return Decoy(path, fill(text).encode(), why)


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "data_dir/workspaces/topp/jndi_pg/datastore.xml",
        f"""
        <dataStore>
          <name>jndi_pg</name>
          <type>PostGIS (JNDI)</type>
          <enabled>true</enabled>
          <connectionParameters>
            <entry key="jndiReferenceName">java:comp/env/jdbc/gis</entry>
            <entry key="schema">public</entry>
            <entry key="dbtype">postgis</entry>
            <entry key="namespace">http://{c.domain}/topp</entry>
          </connectionParameters>
        </dataStore>
        """,
        "GeoServer PostGIS store through a JNDI data source: the password lives in the servlet "
        "container's context, not here",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "mapfiles/parcels_service.map",
        """
        MAP
          NAME "parcels_wms"
          LAYER
            NAME "parcels"
            TYPE POLYGON
            CONNECTIONTYPE POSTGIS
            CONNECTION "service=gis_ro"
            DATA "geom from parcels using unique gid using srid=25832"
          END
        END
        """,
        "MapServer layer connecting by libpq service name; user and password are in "
        "pg_service.conf/.pgpass outside the repository",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    cfg = an(rng, 7, "abcdefghijklmnopqrstuvwxyz0123456789")
    return _d(
        "projects/zones_authcfg.qgs",
        f"""
        <qgis projectname="{c.org}" version="3.34.4-Prizren">
          <projectlayers>
            <maplayer type="vector" geometry="Polygon">
              <datasource>dbname='gis' host={c.host("gisdb")} port=5432 sslmode=prefer authcfg={cfg} key='id' srid=4326 type=Polygon table="public"."zones" (geom)</datasource>
              <provider encoding="UTF-8">postgres</provider>
            </maplayer>
          </projectlayers>
        </qgis>
        """,
        "QGIS datasource with authcfg=<7-char id>: a reference into the user's encrypted "
        "qgis-auth.db, no password in the project",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "martin/config.env.yaml",
        """
        listen_addresses: '0.0.0.0:3000'
        postgres:
          connection_string: '${DATABASE_URL}'
          pool_size: 20
        """,
        "Martin config taking the connection string from an environment variable",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "scripts/canvas_env.py",
        """
        import os

        from canvasapi import Canvas

        canvas = Canvas(os.environ["CANVAS_API_URL"], os.environ["CANVAS_API_TOKEN"])
        print(canvas.get_current_user())
        """,
        "canvasapi client reading URL and token from the environment",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "devstack/lms.yml",
        """
        LMS_BASE: localhost:18000
        DATABASES:
          default:
            ENGINE: django.db.backends.mysql
            HOST: edx.devstack.mysql80
            NAME: edxapp
            USER: edxapp001
            PASSWORD: ''
        """,
        "Open edX devstack settings with an empty database password (local containers)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "etc/bigbluebutton/bbb-web.properties.template",
        f"""
        # securitySalt is generated on install; rotate with: bbb-conf --setsecret
        bigbluebutton.web.serverURL=https://bbb.{c.domain}
        securitySalt=
        defaultMaxUsers=150
        """,
        "BigBlueButton override file with securitySalt left empty (set by bbb-conf on the host)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "app/config/configuration.dist.php",
        """
        <?php
        $_configuration['db_host'] = '{DATABASE_HOST}';
        $_configuration['db_user'] = '{DATABASE_USER}';
        $_configuration['db_password'] = '{DATABASE_PASSWORD}';
        $_configuration['main_database'] = '{DATABASE_MAIN}';
        """,
        "Chamilo's distribution template with {DATABASE_PASSWORD} tokens the installer replaces",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "ibc/config.paper.ini",
        """
        IbLoginId=
        IbPassword=
        TradingMode=paper
        AcceptIncomingConnectionAction=reject
        """,
        "IBC config with empty login and password: credentials are typed into the gateway "
        "or passed on the command line at start",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "firefly/importer.secrets.env",
        """
        FIREFLY_III_URL=http://firefly:8080
        FIREFLY_III_ACCESS_TOKEN_FILE=/run/secrets/firefly_pat
        AUTO_IMPORT_SECRET_FILE=/run/secrets/import_secret
        """,
        "Firefly III importer reading its token from a Docker secret file (the _FILE variants)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "data/polygon_env.py",
        """
        from polygon import RESTClient

        client = RESTClient()  # reads POLYGON_API_KEY from the environment
        print(client.get_last_trade("AAPL"))
        """,
        "Polygon client constructed without a key; the SDK reads POLYGON_API_KEY",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "app/config/local.env.php",
        """
        <?php
        $parameters = array(
            'db_driver' => 'pdo_mysql',
            'db_host' => getenv('MAUTIC_DB_HOST'),
            'db_user' => getenv('MAUTIC_DB_USER'),
            'db_password' => getenv('MAUTIC_DB_PASSWORD'),
        );
        """,
        "Mautic local.php taking the database password from getenv()",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    cid = an(rng, 6)
    return _d(
        "templates/partials/klaviyo.html",
        f"""
        <script async type="text/javascript"
          src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id={cid}"></script>
        """,
        "Klaviyo onsite snippet with the public site id (company_id), meant to ship to browsers",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    app = an(rng, 8, "abcdefghijklmnopqrstuvwxyz0123456789")
    return _d(
        "src/intercom-widget.js",
        f"""
        window.intercomSettings = {{
          api_base: "https://api-iam.intercom.io",
          app_id: "{app}",
        }};
        """,
        "Intercom Messenger widget with its public workspace app_id; no access token",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "warp/mdm-user.xml",
        f"""
        <dict>
          <key>organization</key>
          <string>{c.short}</string>
          <key>service_mode</key>
          <string>warp</string>
          <key>auto_connect</key>
          <integer>1</integer>
        </dict>
        """,
        "Cloudflare WARP MDM file for interactive (user) enrolment: no service-token client secret",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    return _d(
        "bin/vpn-up-pass.sh",
        f"""
        #!/bin/sh
        pass show vpn/{c.short} | head -n1 | sudo openconnect --protocol=gp \\
          --user={c.user} --passwd-on-stdin vpn.{c.domain}
        """,
        "OpenConnect fed from `pass` (the GPG password store): no password in the script",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "etc/systemd/system/x11vnc-rfbauth.service",
        """
        [Unit]
        Description=x11vnc

        [Service]
        ExecStart=/usr/bin/x11vnc -display :0 -forever -rfbauth /etc/x11vnc.pass -rfbport 5900
        Restart=on-failure

        [Install]
        WantedBy=graphical.target
        """,
        "x11vnc pointed at an rfbauth file created with `x11vnc -storepasswd`; no password inline",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    import base64

    pub = base64.b64encode(rng.randbytes(32)).decode()
    c = Ctx(rng)
    return _d(
        "rustdesk/RustDesk2.toml",
        f"""
        rendezvous_server = 'hbbs.{c.domain}:21116'
        nat_type = 1
        serial = 0

        [options]
        custom-rendezvous-server = 'hbbs.{c.domain}'
        relay-server = 'hbbr.{c.domain}'
        key = '{pub}'
        """,
        "RustDesk client options: `key` is the relay server's Ed25519 public key (id_ed25519.pub), "
        "which every client gets; arguable because it is base64 under a key named `key`",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        ".dlt/secrets.toml.template",
        """
        [destination.postgres.credentials]
        database = "analytics"
        username = "dlt_loader"
        password = "<configure me>"
        host = "localhost"
        """,
        "dlt secrets template with the `<configure me>` marker dlt init writes",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "debezium-server/conf/application.env.properties",
        """
        debezium.sink.type=kafka
        debezium.source.connector.class=io.debezium.connector.postgresql.PostgresConnector
        debezium.source.database.hostname=${POSTGRES_HOST}
        debezium.source.database.user=${POSTGRES_USER}
        debezium.source.database.password=${POSTGRES_PASSWORD}
        """,
        "Debezium Server properties with MicroProfile ${...} references resolved from the env",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "migration/nopass.load",
        """
        LOAD DATABASE
             FROM mysql://migrator@db-legacy/legacy_shop
             INTO postgresql:///shop
         WITH include drop, create tables;
        """,
        "pgloader load file without a password: MySQL's is taken from MYSQL_PWD at run time",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "flows/revenue_secret.yml",
        """
        id: nightly_revenue
        namespace: finance
        tasks:
          - id: revenue
            type: io.kestra.plugin.jdbc.postgresql.Query
            url: jdbc:postgresql://pg:5432/finance
            username: kestra
            password: "{{ secret('PG_PASSWORD') }}"
            sql: select 1
        """,
        "Kestra flow reading the password with the secret() function",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    return _d(
        "appagent/conf/controller-info.template.xml",
        """
        <controller-info>
            <controller-host></controller-host>
            <controller-port>443</controller-port>
            <account-name></account-name>
            <!-- set APPDYNAMICS_AGENT_ACCOUNT_ACCESS_KEY in the container environment -->
            <account-access-key></account-access-key>
        </controller-info>
        """,
        "AppDynamics controller-info.xml with the access key left empty for an env override",
    )
