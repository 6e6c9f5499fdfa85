# ruff: noqa: E501 (embedded files keep their real long lines)
"""Decoys: files close to the tenth corpus's formats that hold no live credential."""

from __future__ import annotations

import base64
import random

from tenth_corpus import DECOY_SYNTAX, Ctx, Decoy, decoy, fill, hx, pick, uid


def D(path: str, text: str, why: str) -> Decoy:
    return Decoy(path, text.encode(), why)


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        [global]
        repo1-type=s3
        repo1-s3-bucket=<<short>>-pgbackrest
        repo1-s3-endpoint=s3.eu-west-1.amazonaws.com
        repo1-s3-region=eu-west-1
        repo1-s3-key-type=auto
        repo1-path=/pgbackrest
        repo1-retention-full=2
        start-fast=y

        [main]
        pg1-path=/var/lib/postgresql/16/main
        """,
        short=c.short,
    )
    return D(
        "decoys/etc/pgbackrest/pgbackrest.conf",
        text,
        "pgBackRest with repo1-s3-key-type=auto: S3 credentials come from the instance role",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        scope: pg-cluster
        name: pg1
        restapi:
          listen: 0.0.0.0:8008
          connect_address: <<ip>>:8008
        postgresql:
          listen: 0.0.0.0:5432
          connect_address: <<ip>>:5432
          data_dir: /var/lib/postgresql/16/main
          # superuser / replication passwords are set by PATRONI_SUPERUSER_PASSWORD and
          # PATRONI_REPLICATION_PASSWORD in /etc/patroni/patroni.env (not in git)
          authentication:
            superuser:
              username: postgres
            replication:
              username: replicator
        """,
        ip=c.ip(),
    )
    return D(
        "decoys/etc/patroni/patroni.yml",
        text,
        "Patroni config whose passwords come from PATRONI_* environment variables",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        datadir="/var/lib/proxysql"
        admin_variables=
        {
            admin_credentials="admin:admin"
            mysql_ifaces="127.0.0.1:6032"
        }
        mysql_variables=
        {
            threads=4
            monitor_username="monitor"
            monitor_password="monitor"
        }
        """
    )
    return D(
        "decoys/proxysql/proxysql.cnf.dist",
        text,
        "ProxySQL's shipped defaults admin:admin and monitor/monitor (arguable: published defaults)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        [Read-Write-Service]
        type=service
        router=readwritesplit
        servers=db1,db2
        user=maxscale
        # encrypted with maxpasswd; the key is /var/lib/maxscale/.secrets on the host
        password=<<enc>>
        """,
        enc=hx(rng, 64, upper=True),
    )
    _ = c
    return D(
        "decoys/etc/maxscale.cnf.d/rw-service.cnf",
        text,
        "MaxScale password encrypted by maxpasswd; useless without the host's .secrets key (arguable)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <server xmlns="urn:jboss:domain:20.0">
            <profile>
                <subsystem xmlns="urn:jboss:domain:datasources:7.0">
                    <datasources>
                        <datasource jndi-name="java:jboss/datasources/AppDS" pool-name="AppDS">
                            <connection-url>jdbc:postgresql://<<host>>:5432/app</connection-url>
                            <driver>postgresql</driver>
                            <security user-name="app">
                                <credential-reference store="appCredStore" alias="app-ds-password"/>
                            </security>
                        </datasource>
                    </datasources>
                </subsystem>
            </profile>
        </server>
        """,
        host=c.host("pg"),
    )
    return D(
        "decoys/standalone/configuration/standalone.xml",
        text,
        "WildFly datasource using an Elytron credential-store alias, no password inline",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <server description="orders">
            <featureManager>
                <feature>jdbc-4.3</feature>
            </featureManager>
            <dataSource id="ordersDS" jndiName="jdbc/orders">
                <properties.postgresql serverName="${env.DB_HOST}" databaseName="orders"
                                       user="${env.DB_USER}" password="${env.DB_PASSWORD}"/>
            </dataSource>
        </server>
        """
    )
    return D(
        "decoys/src/main/liberty/config/server.xml",
        text,
        "Open Liberty datasource reading its password from ${env.DB_PASSWORD}",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <!-- IBM documentation: {xor}CDo9Hgw= is the encoded form of the sample password "WebAS" -->
        <server>
            <keyStore id="defaultKeyStore" password="{xor}CDo9Hgw="/>
        </server>
        """
    )
    return D(
        "decoys/docs/liberty-keystore-snippet.xml",
        text,
        "the documented {xor} sample from IBM's docs (decodes to the doc's sample value)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    enc = base64.b64encode(rng.randbytes(32)).decode()
    text = fill(
        """
        # encrypted by WebLogic at first boot
        username={AES256}<<u>>
        password={AES256}<<p>>
        """,
        u=base64.b64encode(rng.randbytes(32)).decode(),
        p=enc,
    )
    return D(
        "decoys/servers/AdminServer/security/boot.properties",
        text,
        "boot.properties after WebLogic encrypted it with the domain's SerializedSystemIni.dat (arguable)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        [Settings]
        Priority=Default

        [Default]
        OSInstall=Y
        SkipDomainMembership=NO
        JoinDomain=corp.<<domain>>
        ; DomainAdmin / DomainAdminPassword are entered in the wizard on purpose
        MachineObjectOU=OU=Workstations,DC=corp,DC=<<short>>
        SkipAdminPassword=NO
        """,
        domain=c.domain,
        short=c.short,
    )
    return D(
        "decoys/DeploymentShare/Control/CustomSettings.ini",
        text,
        "MDT rules without DomainAdminPassword: the wizard prompts for it",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        @echo off
        rem store credentials interactively: cmdkey prompts for the password
        cmdkey /add:fs01.<<domain>> /user:<<nb>>\\%USERNAME% /pass
        net use P: \\\\fs01.<<domain>>\\projects /persistent:yes
        """,
        domain=c.domain,
        nb=c.short.upper(),
    )
    return D(
        "decoys/NETLOGON/mapdrives-prompt.bat",
        text,
        "cmdkey /pass without a value prompts the user",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    enc = base64.b64encode(
        "Get-ChildItem C:\\Export | Where-Object LastWriteTime -lt (Get-Date).AddDays(-30) | "
        "Remove-Item -Force".encode("utf-16-le")
    ).decode()
    text = (
        '@echo off\nschtasks /create /f /tn "Cleanup" /sc daily /st 03:00 /ru SYSTEM '
        f'/tr "powershell.exe -NoProfile -EncodedCommand {enc}"\n'
    )
    return D(
        "decoys/tasks/create-cleanup-task.cmd",
        text,
        "an -EncodedCommand that decodes to a harmless cleanup, no credential",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        streams:
          driveway:
            - rtsp://admin:${CAMERA_PASSWORD}@<<ip>>:554/Streaming/Channels/101
          garage:
            - onvif://admin:${CAMERA_PASSWORD}@<<ip2>>
        """,
        ip=c.ip(),
        ip2=c.ip(),
    )
    return D("decoys/go2rtc.yaml", text, "go2rtc expands ${CAMERA_PASSWORD} from the environment")


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        camera_id 2
        camera_name garage
        netcam_url rtsp://<<ip>>:554/stream1
        # netcam_userpass admin:
        netcam_keepalive on
        """,
        ip=c.ip(),
    )
    return D(
        "decoys/etc/motioneye/camera-2.conf",
        text,
        "motion camera whose netcam_userpass is commented out and empty",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        # piaware settings
        feeder-id <<fid>>
        allow-auto-updates yes
        allow-manual-updates yes
        receiver-type rtlsdr
        """,
        fid=uid(rng),
    )
    return D(
        "decoys/etc/piaware.conf",
        text,
        "piaware feeder-id is an identifier claimed via the web site, not a secret",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = (
        'receiver="beast-tcp"\nfr24key=""\nhost="127.0.0.1:30005"\nbs="no"\nraw="no"\nmlat="yes"\n'
    )
    DECOY_SYNTAX["decoys/etc/fr24feed.ini"] = ""  # key="value" lines without a section
    return D("decoys/etc/fr24feed.ini", text, "fr24feed before signup: the sharing key is empty")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
          "mycall": "",
          "secure_login_password": "",
          "locator": "",
          "connect_aliases": {
            "telnet": "telnet://{mycall}:CMSTelnet@cms.winlink.org:8772/wl2k"
          }
        }
        """
    )
    return D(
        "decoys/pat/config.json",
        text,
        "a fresh Pat config: empty password; CMSTelnet is Winlink's published telnet password",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        url: https://example.tld/
        port: 3000
        db:
          host: localhost
          port: 5432
          db: misskey
          user: example-misskey-user
          pass: example-misskey-pass
        redis:
          host: localhost
          port: 6379
        id: 'aidx'
        """
    )
    return D(
        "decoys/misskey/.config/example.yml",
        text,
        "Misskey's shipped example.yml with its sample user/pass",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
          database: {
            host: postgres
            password: "{{ postgres_password }}"
          }
          hostname: "{{ domain }}"
          pictrs: {
            url: "http://pictrs:8080/"
            api_key: "{{ postgres_password }}"
          }
        }
        """
    )
    return D(
        "decoys/templates/lemmy.hjson",
        text,
        "Ansible template for lemmy.hjson: values are Jinja variables",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        LOCAL_DOMAIN=
        SECRET_KEY_BASE=
        OTP_SECRET=
        VAPID_PRIVATE_KEY=
        VAPID_PUBLIC_KEY=
        DB_HOST=db
        DB_USER=mastodon
        DB_PASS=
        SMTP_SERVER=smtp.<<domain>>
        SMTP_LOGIN=
        SMTP_PASSWORD=
        """,
        domain=c.domain,
    )
    return D(
        "decoys/mastodon/.env.production.sample",
        text,
        "Mastodon env template with every secret empty",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        external_url 'https://git.<<domain>>'
        gitlab_rails['smtp_enable'] = true
        gitlab_rails['smtp_address'] = "smtp.<<domain>>"
        gitlab_rails['smtp_user_name'] = "gitlab@<<domain>>"
        gitlab_rails['smtp_password'] = File.read('/run/secrets/gitlab_smtp_password').strip
        """,
        domain=c.domain,
    )
    return D(
        "decoys/etc/gitlab/gitlab.rb",
        text,
        "gitlab.rb reading the SMTP password from a Docker secret file",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        [gerrit]
        <<TAB>>basePath = git
        <<TAB>>canonicalWebUrl = https://review.<<domain>>/
        [auth]
        <<TAB>>type = LDAP
        [ldap]
        <<TAB>>server = ldaps://ldap.<<domain>>
        <<TAB>>username = cn=gerrit,ou=services,dc=<<short>>
        <<TAB>>accountBase = ou=people,dc=<<short>>
        [sendemail]
        <<TAB>>smtpServer = smtp.<<domain>>
        """,
        domain=c.domain,
        short=c.short,
    )
    return D(
        "decoys/review_site/etc/gerrit.config",
        text,
        "gerrit.config holds no secrets; the LDAP password lives in secure.config",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = "[trac]\ndatabase = sqlite:db/trac.db\nbase_url = https://trac.lan/main\n\n[logging]\nlog_type = file\n"
    return D(
        "decoys/trac/main/conf/trac.ini",
        text,
        "Trac on SQLite: the database URI has no credentials",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [global]
        fsid = <<fsid>>
        mon_host = [v2:10.20.0.11:3300/0,v1:10.20.0.11:6789/0]
        auth_cluster_required = cephx
        auth_service_required = cephx
        auth_client_required = cephx

        [client]
        keyring = /etc/ceph/$cluster.$name.keyring
        """,
        fsid=uid(rng),
    )
    return D(
        "decoys/etc/ceph/ceph.conf",
        text,
        "ceph.conf: fsid is a cluster id; keys are in the referenced keyring",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = (
        "10.20.0.11:6789,10.20.0.12:6789:/ /mnt/cephfs ceph "
        "name=backup,secretfile=/etc/ceph/backup.secret,noatime,_netdev 0 2\n"
    )
    return D(
        "decoys/etc/fstab.d/cephfs", text, "CephFS mount using secretfile=, the key is not inline"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = '[jwt.signing]\nkey = ""\nexpires_after_seconds = 10\n\n[jwt.signing.read]\nkey = ""\n'
    return D(
        "decoys/etc/seaweedfs/security.toml",
        text,
        "SeaweedFS security.toml with JWT signing disabled (empty keys)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        metadata_dir = "/var/lib/garage/meta"
        data_dir = "/var/lib/garage/data"
        replication_factor = 3
        rpc_bind_addr = "[::]:3901"
        rpc_secret_file = "/run/secrets/garage_rpc_secret"

        [admin]
        api_bind_addr = "[::]:3903"
        admin_token_file = "/run/secrets/garage_admin_token"
        """
    )
    return D("decoys/etc/garage.toml", text, "Garage reading rpc_secret and admin_token from files")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <config>
            <admin_console desc="Web admin console settings.">
                <enable type="bool" default="true">true</enable>
                <enable_pam type="bool" default="false">true</enable_pam>
                <username desc="The username of the admin console. Ignored if PAM is enabled."></username>
                <password desc="The password of the admin console. Deprecated on most platforms."></password>
            </admin_console>
        </config>
        """
    )
    return D(
        "decoys/etc/coolwsd/coolwsd.xml",
        text,
        "Collabora admin console with PAM and an empty password element",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
          "services": {
            "CoAuthoring": {
              "token": {"enable": {"request": {"inbox": false, "outbox": false}, "browser": false}},
              "secret": {"inbox": {"string": "secret"}, "outbox": {"string": "secret"}}
            }
          }
        }
        """
    )
    return D(
        "decoys/documentserver/default.json",
        text,
        "ONLYOFFICE's shipped default.json: JWT off and the literal default 'secret' (arguable)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        <Printer Reception>
        PrinterId 4
        Info Reception
        DeviceURI ipps://prn-reception.<<domain>>/ipp/print
        AuthInfoRequired username,password
        State Idle
        Accepting Yes
        </Printer>
        """,
        domain=c.domain,
    )
    return D(
        "decoys/etc/cups/printers.conf",
        text,
        "CUPS queue with AuthInfoRequired: credentials are asked per job, none in the URI",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        server 0.pool.ntp.org iburst
        server ntp1.lan iburst key 7 nts
        keyfile /etc/chrony.keys
        driftfile /var/lib/chrony/drift
        makestep 1.0 3
        """
    )
    return D(
        "decoys/etc/chrony/chrony.conf",
        text,
        "chrony.conf only refers to key id 7 in the separate keyfile",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
          "Control-agent": {
            "http-host": "127.0.0.1",
            "http-port": 8000,
            "authentication": {
              "type": "basic",
              "realm": "kea-control-agent",
              "directory": "/etc/kea",
              "clients": [{"user-file": "kea-api-user", "password-file": "kea-api-password"}]
            }
          }
        }
        """
    )
    return D(
        "decoys/etc/kea/kea-ctrl-agent.conf",
        text,
        "Kea control agent with user-file / password-file references",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = (
        "setLocal('0.0.0.0:53')\ncontrolSocket('127.0.0.1:5199')\n"
        "setKey(os.getenv('DNSDIST_CONSOLE_KEY'))\n"
    )
    return D(
        "decoys/etc/dnsdist/dnsdist.conf",
        text,
        "dnsdist console key taken from the environment via os.getenv",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = 'include "/etc/bind/rndc.key";\nomapi-port 7911;\nomapi-key rndc-key;\n'
    return D(
        "decoys/etc/dhcp/dhcpd-omapi.conf",
        text,
        "dhcpd includes the key file instead of an inline secret",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        vehicles:
          - name: guest
            type: template
            template: offline
            title: Guest car
            capacity: 50
        chargers:
          - name: wallbox
            type: template
            template: go-e-v3
            host: 192.168.7.40
        """
    )
    return D(
        "decoys/evcc.yaml", text, "evcc with an offline vehicle template: no account credentials"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        #!/bin/bash
        KEY=$(cat "$HOME/.config/pvoutput/apikey")
        SID=$(cat "$HOME/.config/pvoutput/systemid")
        curl -s -H "X-Pvoutput-Apikey: $KEY" -H "X-Pvoutput-SystemId: $SID" \\
          -d "d=$(date +%Y%m%d)" -d "t=$(date +%H:%M)" -d "v2=0" https://pvoutput.org/service/r2/addstatus.jsp
        """
    )
    return D("decoys/bin/pvoutput.sh", text, "PVOutput upload reading its API key from a file")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        import os

        import requests

        API_KEY = os.environ["SOLAREDGE_API_KEY"]
        SITE_ID = os.environ.get("SOLAREDGE_SITE_ID", "0")
        r = requests.get(f"https://monitoringapi.solaredge.com/site/{SITE_ID}/overview",
                         params={"api_key": API_KEY}, timeout=20)
        print(r.json()["overview"]["currentPower"]["power"])
        """
    )
    return D("decoys/solaredge_now.py", text, "SolarEdge key read from the environment")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        $ hdbuserstore LIST
        DATA FILE       : /usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.DAT
        KEY FILE        : /usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.KEY

        KEY BACKUP
          ENV : hana01:30013@SYSTEMDB
          USER: BACKUP_OPERATOR
        KEY DEFAULT
          ENV : hana01:30015
          USER: SAPHANADB
        """
    )
    return D(
        "decoys/docs/hana-keys.txt",
        text,
        "hdbuserstore LIST output shows keys and users, never passwords",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        #!/bin/ksh
        . /home/db2inst1/sqllib/db2profile
        # local instance owner: OS authentication, no password
        db2 connect to SALESDB
        db2 "export to /data/export/customers.del of del select * from app.customers"
        db2 terminate
        """
    )
    return D(
        "decoys/scripts/db2_export_local.ksh",
        text,
        "db2 connect without USER/USING relies on OS authentication",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = ".RUN FILE=/secure/etl/logon.btq;\nDATABASE dw_stage;\nSELECT COUNT(*) FROM stg_orders_daily;\n.LOGOFF\n.QUIT 0\n"
    return D(
        "decoys/bteq/count_orders.bteq",
        text,
        "BTEQ logs on through a .RUN FILE kept outside the repository",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [app]
        user = app
        group = app
        listen = /run/php/php8.2-fpm-app.sock
        clear_env = no
        env[DB_HOST] = $DB_HOST
        env[DB_PASSWORD] = $DB_PASSWORD
        """
    )
    return D(
        "decoys/etc/php/8.2/fpm/pool.d/app.conf",
        text,
        "php-fpm pool passing $DB_PASSWORD through from the service environment",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [uwsgi]
        module = config.wsgi:application
        master = true
        env = DJANGO_SETTINGS_MODULE=config.settings.prod
        env = DJANGO_SECRET_KEY_FILE=/run/secrets/django_secret_key
        """
    )
    return D("decoys/deploy/uwsgi.ini", text, "uWSGI env names a secret file, not the key")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        org.quartz.scheduler.instanceName=Scheduler
        org.quartz.jobStore.class=org.quartz.impl.jdbcjobstore.JobStoreTX
        org.quartz.jobStore.dataSource=qzDS
        org.quartz.dataSource.qzDS.jndiURL=java\\:comp/env/jdbc/quartz
        """
    )
    return D(
        "decoys/src/main/resources/quartz.properties",
        text,
        "Quartz datasource looked up through JNDI, no password",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = "### xxl-job, access token\nxxl.job.accessToken=default_token\nxxl.job.i18n=zh_CN\n"
    return D(
        "decoys/xxl-job-admin/application.properties",
        text,
        "XXL-JOB's shipped accessToken default_token (arguable: a published default)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        nacos.core.auth.enabled=true
        nacos.core.auth.plugin.nacos.token.secret.key=${NACOS_AUTH_TOKEN:}
        nacos.core.auth.server.identity.key=${NACOS_AUTH_IDENTITY_KEY:}
        nacos.core.auth.server.identity.value=${NACOS_AUTH_IDENTITY_VALUE:}
        db.password.0=${MYSQL_SERVICE_PASSWORD:}
        """
    )
    return D(
        "decoys/nacos/conf/application.properties",
        text,
        "Nacos docker image properties: all values from env placeholders",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = (
        "java -Dserver.port=8858 -Dsentinel.dashboard.auth.username=sentinel "
        "-Dsentinel.dashboard.auth.password=sentinel -jar sentinel-dashboard.jar\n"
    )
    return D(
        "decoys/sentinel/README-start.txt",
        text,
        "Sentinel dashboard's documented default sentinel/sentinel (arguable: a published default)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        serverAddr = "frp.lan"
        serverPort = 7000
        auth.method = "token"
        auth.token = "{{ .Envs.FRP_AUTH_TOKEN }}"

        [[proxies]]
        name = "ssh"
        type = "tcp"
        localPort = 22
        remotePort = 6022
        """
    )
    return D(
        "decoys/frpc.toml",
        text,
        "frpc token from the FRP_AUTH_TOKEN environment variable (frp template)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    key = base64.b64encode(rng.randbytes(32)).decode()
    text = fill(
        """
        [client]
        remote_addr = "vps.lan:2333"

        [client.transport]
        type = "noise"

        [client.transport.noise]
        remote_public_key = "<<key>>"

        [client.services.nas]
        token = "{{ env \\"RATHOLE_TOKEN\\" }}"
        local_addr = "127.0.0.1:443"
        """,
        key=key,
    )
    return D(
        "decoys/rathole/client.toml",
        text,
        "rathole client: the server's Noise public key, and a templated token",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        module.exports = {
          platform: 'gitea',
          endpoint: 'https://git.lan/api/v1/',
          token: process.env.RENOVATE_TOKEN,
          hostRules: [
            { matchHost: 'registry.lan', username: 'renovate', password: process.env.REGISTRY_PASSWORD },
          ],
        };
        """
    )
    return D(
        "decoys/renovate/config.js",
        text,
        "Renovate config reading token and registry password from process.env",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        regopts:
          - name: "harbor"
            selector: image
            username: "robot$diun"
            passwordFile: /run/secrets/harbor_robot
        """
    )
    return D(
        "decoys/diun/diun.yml", text, "Diun registry options with passwordFile instead of password"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    digest = hx(rng, 64)
    text = fill(
        """
        # pinned by updatecli
        FROM alpine:3.20@sha256:<<d>>
        RUN apk add --no-cache ca-certificates tzdata
        """,
        d=digest,
    )
    return D(
        "decoys/docker/Dockerfile",
        text,
        "an image digest (sha256) pinned in a Dockerfile, not a credential",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    c = Ctx(rng)
    text = fill(
        """
        [[emoncmsorg]]
            Type = EmonHubEmoncmsHTTPInterfacer
            [[[runtimesettings]]]
                url = https://emoncms.org
                apikey = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
                senddata = 1
        """
    )
    _ = c
    return D(
        "decoys/emonhub/emonhub.conf.default",
        text,
        "emonhub's default config with the x-ed out placeholder apikey",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = pick(
        rng, "# varnishadm secret is generated at install\n", "# generated at first start\n"
    )
    text += "-S /etc/varnish/secret\n-T localhost:6082\n"
    return D("decoys/etc/varnish/varnish.params", text, "varnishd arguments naming the secret file")
