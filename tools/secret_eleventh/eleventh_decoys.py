"""Decoys for the eleventh corpus: files close to the formats that hold no live credential."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import random

from eleventh_corpus import DOut, alnum, b64, decoy, domain, gen_pw, hexs, host, pick, rsa_der, user


def _rsa_pub_pem(rng: random.Random) -> str:
    body = base64.b64encode(rsa_der(rng, 2048)[:270]).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return (
        "-----BEGIN RSA PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END RSA PUBLIC KEY-----\n"
    )


@decoy
def oscommerce_empty(rng: random.Random) -> DOut:
    text = (
        "<?php\n  define('DB_SERVER', 'localhost');\n  define('DB_SERVER_USERNAME', '');\n"
        "  define('DB_SERVER_PASSWORD', '');\n  define('DB_DATABASE', '');\n"
        "  define('USE_PCONNECT', 'false');\n"
    )
    return DOut("catalog/includes/configure.php.dist", text, "empty values of a fresh install", "")


@decoy
def cscart_getenv(rng: random.Random) -> DOut:
    text = (
        "<?php\n$config['db_host'] = getenv('CSCART_DB_HOST') ?: 'localhost';\n"
        "$config['db_user'] = getenv('CSCART_DB_USER');\n"
        "$config['db_password'] = getenv('CSCART_DB_PASSWORD');\n"
    )
    return DOut("config.local.php", text, "password read from the environment", "")


@decoy
def nop_integrated(rng: random.Random) -> DOut:
    data = {
        "DataConnectionString": f"Data Source={host(rng, 'sql')};Initial Catalog=nopCommerce;Integrated Security=True;TrustServerCertificate=True",
        "DataProvider": "sqlserver",
    }
    return DOut(
        "App_Data/dataSettings.json",
        json.dumps(data, indent=2),
        "Windows integrated auth, no password",
    )


@decoy
def oro_env(rng: random.Random) -> DOut:
    text = (
        "parameters:\n    database_driver: pdo_pgsql\n    database_host: '%env(ORO_DB_HOST)%'\n"
        "    database_user: '%env(ORO_DB_USER)%'\n    database_password: '%env(ORO_DB_PASSWORD)%'\n"
    )
    return DOut("config/parameters.yml", text, "Symfony %env()% references")


@decoy
def thelia_template(rng: random.Random) -> DOut:
    text = "database:\n  connection:\n    driver: mysql\n    user: '{{ db_user }}'\n    password: '{{ db_password }}'\n    dsn: 'mysql:host={{ db_host }};dbname=thelia'\n"
    return DOut("roles/thelia/templates/database.yml.j2", text, "Jinja template slots")


@decoy
def grommunio_empty(rng: random.Random) -> DOut:
    return DOut(
        "etc/gromox/mysql_adaptor.cfg",
        "mysql_username=grommunio\nmysql_password=\nmysql_dbname=grommunio\n",
        "empty password (socket auth)",
        "",
    )


@decoy
def cyrus_external(rng: random.Random) -> DOut:
    text = "ldap_uri: ldapi:///\nldap_sasl: 1\nldap_sasl_mech: EXTERNAL\nldap_base: ou=people,dc=corp\nsasl_pwcheck_method: saslauthd\n"
    return DOut("etc/imapd.conf", text, "SASL EXTERNAL over ldapi, no bind password", "")


@decoy
def stalwart_env_macro(rng: random.Random) -> DOut:
    text = '[store."postgresql"]\ntype = "postgresql"\nhost = "db"\nuser = "stalwart"\npassword = "%{env:PG_PASSWORD}%"\n'
    return DOut("etc/stalwart/config.toml", text, "Stalwart %{env:...}% macro")


@decoy
def dkim_public(rng: random.Random) -> DOut:
    pub = b64(rng, 270)
    text = f'; publish this TXT record\nrsa._domainkey.{domain(rng)}. 3600 IN TXT "v=DKIM1; k=rsa; p={pub}"\n'
    return DOut("dns/dkim-record.zone", text, "DKIM public key in DNS", "")


@decoy
def dovecot_shipped_example(rng: random.Random) -> DOut:
    text = "# Database connection string.\n#connect = host=localhost dbname=mails user=admin password=pass\n#driver =\n"
    return DOut("etc/dovecot/dovecot-sql.conf.ext", text, "Dovecot's shipped commented example", "")


@decoy
def homebridge_empty(rng: random.Random) -> DOut:
    data = {
        "platforms": [{"platform": "EufySecurity", "username": "", "password": "", "country": "DE"}]
    }
    return DOut(
        "homebridge/config.json", json.dumps(data, indent=4), "plugin added but not configured"
    )


@decoy
def fhem_allowfrom(rng: random.Random) -> DOut:
    text = "define WEB FHEMWEB 8083 global\nattr WEB allowfrom 127.0.0.1|192.168.1.\\d+\nattr WEB HTTPS 1\n"
    return DOut("opt/fhem/fhem.cfg", text, "access limited by address, no basicAuth", "")


@decoy
def zwave_empty_keys(rng: random.Random) -> DOut:
    keys = {
        k: "" for k in ("S2_Unauthenticated", "S2_Authenticated", "S2_AccessControl", "S0_Legacy")
    }
    return DOut(
        "store/settings.json",
        json.dumps({"zwave": {"securityKeys": keys}}, indent=2),
        "security keys not generated yet",
    )


@decoy
def tinytuya_ids(rng: random.Random) -> DOut:
    data = {"apiKey": "", "apiSecret": "", "apiRegion": "eu", "apiDeviceID": "bf" + hexs(rng, 20)}
    return DOut("tinytuya.json", json.dumps(data, indent=4), "empty API fields and a device id")


@decoy
def miio_token_file(rng: random.Random) -> DOut:
    text = '#!/bin/sh\nTOKEN=$(cat "$HOME/.config/miio/vacuum.token")\nmiiocli roborockvacuum --ip 192.168.1.50 --token "$TOKEN" start\n'
    return DOut("bin/vacuum-start.sh", text, "token read from a file", "")


@decoy
def magicmirror_public_ics(rng: random.Random) -> DOut:
    text = 'let config = { modules: [ { module: "calendar", config: { calendars: [ { url: "https://www.officeholidays.com/ics/germany" } ] } } ] };\n'
    return DOut("MagicMirror/config/config.js", text, "public holiday calendar, no userinfo", "")


@decoy
def slrn_prompt(rng: random.Random) -> DOut:
    text = 'set username "reader"\nserver "news.eweka.nl" ".jnewsrc-eweka"\n% nnrpaccess left out: slrn prompts for the password\nset force_authentication 1\n'
    return DOut(".slrnrc", text, "no nnrpaccess line, slrn prompts", "")


@decoy
def vlcrc_commented(rng: random.Random) -> DOut:
    text = "[lua] # Lua interpreter\n# Password (string)\n#http-password=\n# Source directory (string)\n#http-src=\n"
    return DOut(".config/vlc/vlcrc", text, "commented default", "")


@decoy
def calibre_null(rng: random.Random) -> DOut:
    data = {
        "from_": "calibre@localhost",
        "relay_host": None,
        "relay_port": 25,
        "relay_username": None,
        "relay_password": None,
        "encryption": "TLS",
    }
    return DOut(".config/calibre/smtp.py.json", json.dumps(data, indent=2), "no relay configured")


@decoy
def pants_env(rng: random.Random) -> DOut:
    text = '[GLOBAL]\nremote_cache_read = true\nremote_store_address = "grpcs://remote.buildbuddy.io"\nremote_store_headers = { "x-buildbuddy-api-key" = "%(env.BUILDBUDDY_API_KEY)s" }\n'
    return DOut("pants.ci.toml", text, "%(env.…)s interpolation")


@decoy
def buck_config_macro(rng: random.Random) -> DOut:
    text = "[cache]\n  mode = http\n  http_url = https://cache.internal/buck\n  http_read_headers = Authorization: Bearer $(config secrets.cache_token)\n"
    return DOut(".buckconfig", text, "$(config …) reference to a local-only section", "")


@decoy
def mix_hex_env(rng: random.Random) -> DOut:
    text = '#!/usr/bin/env bash\nset -euo pipefail\nmix hex.organization auth acme --key "$HEX_ORGANIZATION_KEY"\nmix deps.get\n'
    return DOut("ci/test.sh", text, "key from a CI variable", "")


@decoy
def powerbuilder_profile(rng: random.Random) -> DOut:
    text = 'SQLCA.LogId   = ProfileString("app.ini", "Database", "LogId", "")\nSQLCA.LogPass = ProfileString("app.ini", "Database", "LogPassword", "")\nCONNECT USING SQLCA;\n'
    return DOut("src/a_orders_open.srs", text, "read from an INI at run time", "")


@decoy
def proc_getenv(rng: random.Random) -> DOut:
    text = '#include <stdlib.h>\nEXEC SQL BEGIN DECLARE SECTION;\n    char *usr; char *pwd;\nEXEC SQL END DECLARE SECTION;\nint main(void) {\n    usr = getenv("ORA_USER"); pwd = getenv("ORA_PWD");\n    EXEC SQL CONNECT :usr IDENTIFIED BY :pwd;\n    return 0;\n}\n'
    return DOut("src/open_invoices.pc", text, "host variables from the environment", "")


@decoy
def aras_defaults(rng: random.Random) -> DOut:
    text = '<Innovator>\n  <DB-Connection id="InnovatorSolutions" database="InnovatorSolutions" server="(local)" uid="innovator" pwd="innovator" dbo_uid="innovator" dbo_pwd="innovator" regular_uid="innovator_regular" regular_pwd="innovator" />\n</Innovator>\n'
    return DOut("InnovatorServerConfig.xml", text, "installer defaults (arguable by design)")


@decoy
def windchill_encrypted(rng: random.Random) -> DOut:
    text = "wt.pom.dbUser=wcadmin\nwt.pom.dbPassword=encrypted.wt.pom.dbPassword\nwt.pom.jdbc.service=wind\n"
    return DOut("Windchill/db/db.properties", text, "Windchill's encrypted-property marker", "")


@decoy
def onshape_env(rng: random.Random) -> DOut:
    text = "default_stack: prod\nstacks:\n  prod:\n    base_url: https://cad.onshape.com\n    access_key: ${ONSHAPE_ACCESS_KEY}\n    secret_key: ${ONSHAPE_SECRET_KEY}\n"
    return DOut("ci/onshape_client_config.yaml", text, "environment references")


@decoy
def moonraker_secrets_ref(rng: random.Random) -> DOut:
    text = "[mqtt]\naddress: 192.168.1.10\nusername: {secrets.mqtt_credentials.username}\npassword: {secrets.mqtt_credentials.password}\n"
    return DOut("printer_data/config/moonraker.conf", text, "Moonraker {secrets.…} template", "")


@decoy
def idempiere_default(rng: random.Random) -> DOut:
    text = "ADEMPIERE_DB_SERVER=localhost\nADEMPIERE_DB_USER=adempiere\nADEMPIERE_DB_PASSWORD=adempiere\nADEMPIERE_DB_SYSTEM=postgres\n"
    return DOut(
        "idempiereEnvTemplate.properties",
        text,
        "shipped template defaults (arguable by design)",
        "",
    )


@decoy
def ofbiz_derby(rng: random.Random) -> DOut:
    text = '<entity-config>\n  <datasource name="localderby">\n    <inline-jdbc jdbc-driver="org.apache.derby.jdbc.EmbeddedDriver" jdbc-uri="jdbc:derby:ofbiz;create=true" jdbc-username="ofbiz" jdbc-password="ofbiz" isolation-level="ReadCommitted"/>\n  </datasource>\n</entity-config>\n'
    return DOut(
        "framework/entity/config/entityengine.xml",
        text,
        "embedded Derby demo default (arguable by design)",
    )


@decoy
def jco_snc(rng: random.Random) -> DOut:
    text = f"jco.client.ashost={host(rng, 'sap')}\njco.client.sysnr=00\njco.client.client=100\njco.client.snc_mode=1\njco.client.snc_partnername=p:CN=PRD, O=SAP\njco.client.snc_qop=9\n"
    return DOut("ERP_PRD.jcoDestination", text, "SNC single sign-on, no password", "")


@decoy
def jira_atl_secured(rng: random.Random) -> DOut:
    text = '<?xml version="1.0" encoding="UTF-8"?>\n<jira-database-config>\n  <jdbc-datasource>\n    <url>jdbc:postgresql://db:5432/jiradb</url>\n    <username>jiradbuser</username>\n    <password>{ATL_SECURED}</password>\n  </jdbc-datasource>\n</jira-database-config>\n'
    return DOut("dbconfig.xml", text, "Atlassian secret-storage marker")


@decoy
def confluence_jndi(rng: random.Random) -> DOut:
    text = '<?xml version="1.0" encoding="UTF-8"?>\n<confluence-configuration>\n  <properties>\n    <property name="hibernate.setup">true</property>\n    <property name="hibernate.connection.datasource">java:comp/env/jdbc/confluence</property>\n  </properties>\n</confluence-configuration>\n'
    return DOut("confluence.cfg.xml", text, "JNDI datasource, no password")


@decoy
def xwiki_commented(rng: random.Random) -> DOut:
    text = "#-# Superadmin password. Comment out to disable the superadmin account.\n# xwiki.superadminpassword=system\nxwiki.encoding=UTF-8\n"
    return DOut("WEB-INF/xwiki.cfg", text, "commented shipped default", "")


@decoy
def otrs_some_pass(rng: random.Random) -> DOut:
    text = "package Kernel::Config;\nsub Load {\n    my $Self = shift;\n    $Self->{DatabaseHost} = '127.0.0.1';\n    $Self->{DatabaseUser} = 'otrs';\n    $Self->{DatabasePw} = 'some-pass';\n    return 1;\n}\n1;\n"
    return DOut("Kernel/Config.pm.dist", text, "OTRS's shipped template value", "")


@decoy
def rt_env(rng: random.Random) -> DOut:
    text = "Set( $DatabaseUser, 'rt_user' );\nSet( $DatabasePassword, $ENV{RT_DB_PASSWORD} );\n1;\n"
    return DOut("etc/RT_SiteConfig.pm", text, "password from %ENV", "")


@decoy
def osticket_sample(rng: random.Random) -> DOut:
    text = "<?php\ndefine('DBTYPE','mysql');\ndefine('DBHOST','%CONFIG-DBHOST');\ndefine('DBNAME','%CONFIG-DBNAME');\ndefine('DBUSER','%CONFIG-DBUSER');\ndefine('DBPASS','%CONFIG-DBPASS');\n"
    return DOut("include/ost-sampleconfig.php", text, "installer template markers", "")


@decoy
def couchdb_hashed(rng: random.Random) -> DOut:
    text = f"[admins]\nadmin = -pbkdf2-{hexs(rng, 40)},{hexs(rng, 32)},600000\n"
    return DOut("opt/couchdb/etc/local.ini", text, "PBKDF2 hash written back by CouchDB")


@decoy
def orientdb_hashed(rng: random.Random) -> DOut:
    h = hexs(rng, 64, True)
    text = f'<orient-server>\n  <users>\n    <user resources="*" password="{{PBKDF2WithHmacSHA256}}{h}:{hexs(rng, 48, True)}:65536" name="root"/>\n  </users>\n</orient-server>\n'
    return DOut("config/orientdb-server-config.xml", text, "hashed server user")


@decoy
def questdb_default(rng: random.Random) -> DOut:
    return DOut(
        "conf/server.conf",
        "pg.enabled=true\npg.user=admin\npg.password=quest\n",
        "QuestDB's documented default (arguable by design)",
        "",
    )


@decoy
def threeproxy_crypt(rng: random.Random) -> DOut:
    text = f"users {user(rng)}:CR:$1${alnum(rng, 8)}${alnum(rng, 22)}\nauth strong\nproxy -p3128\n"
    return DOut("etc/3proxy/3proxy.cfg", text, "crypt(3) hash, not the password", "")


@decoy
def hysteria_http_auth(rng: random.Random) -> DOut:
    text = "listen: :443\nauth:\n  type: http\n  http:\n    url: http://127.0.0.1:8900/auth\n    insecure: false\n"
    return DOut("etc/hysteria/config.yaml", text, "external HTTP auth backend")


@decoy
def clash_envsubst(rng: random.Random) -> DOut:
    text = 'proxies:\n  - name: "fra-1"\n    type: ss\n    server: ${SS_SERVER}\n    port: 8388\n    cipher: aes-256-gcm\n    password: "${SS_PASSWORD}"\n'
    return DOut("clash/config.yaml.tpl", text, "envsubst template", "")


@decoy
def proftpd_env(rng: random.Random) -> DOut:
    text = "<IfModule mod_sql.c>\n  SQLBackend mysql\n  SQLConnectInfo proftpd@localhost %{env:PROFTPD_SQL_USER} %{env:PROFTPD_SQL_PASS}\n</IfModule>\n"
    return DOut("etc/proftpd/sql.conf", text, "ProFTPD %{env:…} references", "")


@decoy
def sftpgo_sqlite(rng: random.Random) -> DOut:
    data = {
        "data_provider": {"driver": "sqlite", "name": "sftpgo.db", "username": "", "password": ""}
    }
    return DOut(
        "etc/sftpgo/sftpgo.json", json.dumps(data, indent=2), "SQLite provider, empty password"
    )


@decoy
def munki_client_cert(rng: random.Random) -> DOut:
    text = '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>SoftwareRepoURL</key>\n\t<string>https://munki.corp/repo</string>\n\t<key>UseClientCertificate</key>\n\t<true/>\n\t<key>ClientCertificatePath</key>\n\t<string>/Library/Managed Installs/certs/client.pem</string>\n</dict>\n</plist>\n'
    return DOut(
        "Library/Preferences/ManagedInstalls.plist", text, "client-certificate auth, no header"
    )


@decoy
def cfengine_public(rng: random.Random) -> DOut:
    return DOut("var/cfengine/ppkeys/localhost.pub", _rsa_pub_pem(rng), "public key", "")


@decoy
def jamf_params(rng: random.Random) -> DOut:
    text = '#!/bin/zsh\nAPI_USER="$4"\nAPI_PASS="$5"\ncurl -s -u "${API_USER}:${API_PASS}" -X POST "$JSS/api/v1/auth/token"\n'
    return DOut("jamf/scripts/add_to_group.sh", text, "Jamf script parameters $4/$5", "")


@decoy
def churchcrm_example(rng: random.Random) -> DOut:
    text = "<?php\n$sSERVERNAME = '||DB_SERVER_NAME||';\n$sUSER = '||DB_USER||';\n$sPASSWORD = '||DB_PASSWORD||';\n$sDATABASE = '||DB_NAME||';\n"
    return DOut("Include/Config.php.example", text, "installer template markers", "")


@decoy
def mattermost_default(rng: random.Random) -> DOut:
    data = {
        "SqlSettings": {
            "DriverName": "postgres",
            "DataSource": "postgres://mmuser:mostest@localhost/mattermost_test?sslmode=disable&connect_timeout=10",
        }
    }
    return DOut(
        "config/config.json",
        json.dumps(data, indent=4),
        "Mattermost's shipped development default (arguable by design)",
    )


@decoy
def dendrite_sqlite(rng: random.Random) -> DOut:
    text = (
        "global:\n  server_name: localhost\n  database:\n    connection_string: file:dendrite.db\n"
    )
    return DOut("dendrite.yaml", text, "SQLite file, no credential")


@decoy
def inspircd_example(rng: random.Random) -> DOut:
    text = '<link name="hub.example.org"\n      ipaddr="hub.example.org"\n      port="7000"\n      sendpass="outgoing!password"\n      recvpass="incoming!password">\n'
    return DOut("conf/examples/links.conf.example", text, "InspIRCd's shipped example", "")


@decoy
def ngircd_debian(rng: random.Random) -> DOut:
    text = "[Global]\n\tName = irc.example.net\n\t;Password = wealllikedebian\n\tPorts = 6667\n"
    return DOut("etc/ngircd/ngircd.conf", text, "commented distribution default", "")


@decoy
def landscape_no_key(rng: random.Random) -> DOut:
    text = (
        "[client]\nurl = https://landscape.canonical.com/message-system\naccount_name = "
        + pick(rng, ("acme-it", "nordwind"))
        + "\n# registration_key =\ncomputer_title = web-01\n"
    )
    return DOut("etc/landscape/client.conf", text, "no registration key (account-only)", "ini")


@decoy
def ionapi_secret_ref(rng: random.Random) -> DOut:
    data = {
        "ti": "NORDWIND_PRD",
        "ci": "NORDWIND_PRD~" + alnum(rng, 40),
        "iu": "https://mingle-ionapi.eu1.inforcloudsuite.com",
        "cs": None,
    }
    return DOut(
        "config/backend.ionapi.redacted",
        json.dumps(data, indent=2),
        "client id only, secret stripped",
        "json",
    )


@decoy
def random_password_generator(rng: random.Random) -> DOut:
    text = "# generate a database password for a new shop\nopenssl rand -base64 24\npwgen -s 20 1\n"
    return DOut("docs/new-shop.md", text, "commands that make passwords, no value", "")


@decoy
def sha256_checksums(rng: random.Random) -> DOut:
    lines = "".join(
        f"{hexs(rng, 64)}  {n}\n"
        for n in (
            "cells-v4.4.3-linux-amd64",
            "sftpgo_2.6.2_linux_x86_64.tar.xz",
            "dendrite-0.13.7.tar.gz",
        )
    )
    return DOut("downloads/SHA256SUMS", lines, "file checksums, not secrets", "")


@decoy
def uuid_inventory(rng: random.Random) -> DOut:
    text = "hostname,serial,agent_id\n" + "".join(
        f"{host(rng, 'mac')},C02{alnum(rng, 9).upper()},{gen_pw(rng, 32, '').lower()}\n"
        for _ in range(3)
    )
    return DOut("inventory/agents.csv", text, "hardware serials and agent ids", "")
