# ruff: noqa: E501
"""The fiftieth corpus's decoys: files at the same kinds of paths as the formats that hold no
live credential. A table of (family, path, template, why, syntax) turned into ``@decoy``
functions by ``regd``."""

from __future__ import annotations

from fiftieth_formats_a import F as A
from fiftieth_formats_b import F as B
from fiftieth_formats_c import F as C
from fiftieth_formats_d import F as D
from fiftieth_formats_e import F as E
from fiftieth_formats_f import F as FF
from fiftieth_formats_g import F as G
from fiftieth_formats_h import F as H
from fiftieth_formats_i import F as II
from fiftieth_formats_j import F as J
from fiftieth_formats_k import F as K
from fiftieth_formats_l import F as L
from fiftieth_formats_m import F as M
from fiftieth_formats_n import F as N
from fiftieth_formats_o import F as O
from fiftieth_formats_p import F as P
from fiftieth_spec import regd

DECOYS = (
    # a: Kuwait SaaS backend
    (
        A,
        "services/<<svc>>/.env.example",
        """PROJECT_NAME=<<org>>-<<svc>>
ENVIRONMENT=local
DATABASE_URL=postgresql+asyncpg://<<svc>>_app:@localhost:5432/<<svc>>
REDIS_URL=redis://localhost:6379/3
FIRST_SUPERUSER=
""",
        "template .env with an empty password in the database URL",
        None,
    ),
    (
        A,
        ".github/workflows/deploy-<<svc>>.yml",
        """name: deploy <<svc>>
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}
    steps:
      - uses: actions/checkout@v4
      - uses: superfly/flyctl-actions/setup-flyctl@master
      - run: flyctl deploy --remote-only
""",
        "the deploy token comes from the repository's GitHub Actions secrets",
        None,
    ),
    (
        A,
        "k8s/<<env>>/<<svc>>-externalsecret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: <<svc>>-env
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: aws-secrets-manager
    kind: ClusterSecretStore
  target:
    name: <<svc>>-env
  data:
    - secretKey: OPENAI_API_KEY
      remoteRef:
        key: <<env>>/<<svc>>/openai
""",
        "an ExternalSecret pointing at a secrets-manager path, no value",
        None,
    ),
    # b: Zambia data engineering
    (
        B,
        "dbt/profiles.yml",
        """<<org>>_<<svc>>:
  target: <<env>>
  outputs:
    <<env>>:
      type: snowflake
      account: <<org>>-af<<n>>
      user: DBT_<<user>>
      password: "{{ env_var('DBT_SNOWFLAKE_PASSWORD') }}"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING_WH
      schema: <<svc>>
""",
        "dbt profile reading the password from an environment variable",
        None,
    ),
    (
        B,
        "home/<<user>>/.databrickscfg",
        """[DEFAULT]
host = https://adb-<<nn>><<n>>.azuredatabricks.net
auth_type = azure-cli
""",
        "Databricks CLI profile using Azure CLI login, no token",
        "ini",
    ),
    (
        B,
        "chats/WhatsApp Chat with Data Team <<year>>.txt",
        """<<ddmm>>, <<hm>> - <<fcap>> <<lcap>>: Metabase admin password yachinja, naiika mu 1Password vault "Data Eng"
<<ddmm>>, <<hm>> - <<first2>>: Natotela, ndeisangamo
""",
        "chat saying the password changed and is in the vault, without giving it",
        None,
    ),
    # c: Guyana mobile banking
    (
        C,
        "android/app/build.gradle",
        """android {
    signingConfigs {
        release {
            storeFile file(System.getenv("KEYSTORE_PATH") ?: "release.jks")
            storePassword System.getenv("KEYSTORE_PASSWORD")
            keyAlias "<<org>>-upload"
            keyPassword System.getenv("KEY_PASSWORD")
        }
    }
}
""",
        "signing passwords read from the CI environment",
        "",
    ),
    (
        C,
        "mobile/.env.production",
        """API_BASE_URL=https://api.<<dom>>/mobile/v2
APP_ENV=production
PLAID_ENV=production
PLAID_CLIENT_ID=
PLAID_SECRET=
""",
        "empty Plaid values; injected by the build server",
        None,
    ),
    (
        C,
        "ios/Config/CertPins.xcconfig",
        """// SHA-256 pins of the API certificate chain (public)
CERT_PIN_LEAF = <<sha256>>
CERT_PIN_INTERMEDIATE = <<sha1>><<hex8>><<hex8>><<hex8>>
""",
        "certificate pin hashes are public checksums",
        None,
    ),
    # d: Qatar e-commerce DevOps
    (
        D,
        "charts/<<svc>>/values-<<env>>.yaml",
        """mysql:
  enabled: true
  auth:
    existingSecret: <<svc>>-mysql-auth
    database: <<svc>>
    username: <<svc>>
""",
        "Helm values pointing at an existing Kubernetes secret",
        None,
    ),
    (
        D,
        "ci/runner/.docker/config.json",
        """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "ecr-login"
}
""",
        "Docker config delegating to a credential helper, no auth field",
        None,
    ),
    (
        D,
        "tickets/OPS-<<nn>>.txt",
        """OPS-<<nn>>: إعادة تعيين كلمة المرور لبوابة الدفع
---- Comment by <<first2>> <<last2>> ----
تم إرسال رابط إعادة تعيين كلمة المرور إلى بريد الفريق. لا ترسلوا كلمات المرور في التذاكر.
""",
        "ticket mentioning a password reset without any password",
        None,
    ),
    # e: Honduras game servers
    (
        E,
        "servers/<<svc>>/server.properties",
        """enable-rcon=false
rcon.port=25575
rcon.password=
server-port=25565
online-mode=true
""",
        "RCON disabled with an empty password",
        None,
    ),
    (
        E,
        "bots/<<svc>>_bot/bot.py",
        """import os

import discord

client = discord.Client(intents=discord.Intents.default())
client.run(os.environ["DISCORD_TOKEN"])
""",
        "bot token read from the environment",
        None,
    ),
    (
        E,
        "servers/<<svc>>/checksums.sha256",
        """<<sha256>>  <<svc>>-server-<<ver>>.jar
<<sha256>>  plugins/luckperms.jar
""",
        "SHA-256 checksums of server jars",
        None,
    ),
    # f: Bahrain hospital integration
    (
        FF,
        "hapi-fhir/application.yaml",
        """spring:
  datasource:
    url: 'jdbc:postgresql://<<host>>:5432/hapi_<<svc>>'
    username: hapi_<<svc>>
    password: ${HAPI_DB_PASSWORD}
""",
        "Spring placeholder resolved from the environment",
        None,
    ),
    (
        FF,
        "mirth/channels/<<svc>>-sftp-writer.xml",
        """<channel version="4.4.2">
  <name><<svc>> SFTP writer</name>
  <destinationConnectors>
    <connector>
      <properties class="com.mirth.connect.connectors.file.FileDispatcherProperties">
        <scheme>SFTP</scheme>
        <host><<host2>>/inbound</host>
        <username>hl7_<<svc>></username>
        <password>${sftp_password}</password>
        <keyFile>/opt/mirth/keys/<<svc>>_ed25519</keyFile>
      </properties>
    </connector>
  </destinationConnectors>
</channel>
""",
        "Mirth configuration-map variable reference and a key-file path",
        None,
    ),
    (
        FF,
        "mail/<<date>>-<<svc>>-interface.eml",
        """From: <<fcap>> <<lcap>> <<<email>>>
Subject: <<svc>> interface
Content-Type: text/plain; charset=UTF-8

مرحباً، سيتم إرسال كلمة المرور عبر رسالة نصية منفصلة إلى رقم المورد المسجل.
""",
        "e-mail saying the password will be sent separately",
        "",
    ),
    # g: Djibouti IoT fleet
    (
        G,
        "mosquitto/conf.d/bridge-<<svc>>.conf",
        """connection cloud-<<svc>>
address mqtt.<<dom>>:8883
bridge_cafile /etc/mosquitto/certs/ca.crt
bridge_certfile /etc/mosquitto/certs/edge.crt
bridge_keyfile /etc/mosquitto/certs/edge.key
topic fleet/<<svc>>/# out 1
""",
        "MQTT bridge authenticated by client certificate files",
        None,
    ),
    (
        G,
        "provisioning/devices/<<svc>>-<<hex8>>/device.pub",
        """ssh-ed25519 <<pub>> <<svc>>-<<hex8>>
""",
        "a device's public key",
        None,
    ),
    (
        G,
        "firmware/<<svc>>-node/prj.conf",
        """CONFIG_WIFI=y
CONFIG_WIFI_CREDENTIALS=y
CONFIG_WIFI_CREDENTIALS_STATIC=n
CONFIG_WIFI_CREDENTIALS_SHELL=y
CONFIG_MQTT_LIB_TLS=y
""",
        "Wi-Fi credentials provisioned over the shell, none in the build config",
        None,
    ),
    # h: Eswatini digital service
    (
        H,
        "web/sites/default/settings.php",
        """<?php
$databases['default']['default'] = [
  'database' => getenv('DB_NAME'),
  'username' => getenv('DB_USER'),
  'password' => getenv('DB_PASSWORD'),
  'host' => getenv('DB_HOST'),
  'driver' => 'mysql',
];
""",
        "Drupal database settings from getenv()",
        "",
    ),
    (
        H,
        "keycloak/realms/<<svc>>-public.json",
        """{
  "realm": "<<svc>>-citizens",
  "clients": [
    {
      "clientId": "<<svc>>-spa",
      "publicClient": true,
      "redirectUris": ["https://<<svc>>.<<dom>>/*"]
    }
  ]
}
""",
        "public OIDC client, no client secret",
        None,
    ),
    (
        H,
        "sms/outbox/<<date>>-<<nn>>.txt",
        """From: <<org>> eServices
To: <<phone>>

Sawubona <<fcap>>. Ikhodi yakho yekucinisekisa yi-<<n>><<n>>. Ungayiniki muntu.
""",
        "a short one-time verification code SMS, no password",
        None,
    ),
    # i: Seychelles ML research
    (
        II,
        "notebooks/<<svc>>/finetune_<<date>>.ipynb",
        """{
 "cells": [
  {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["from huggingface_hub import notebook_login\\n", "notebook_login()"]}
 ],
 "metadata": {},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
        "interactive notebook_login(), no token in the notebook",
        None,
    ),
    (
        II,
        "home/<<user>>/.kaggle/kaggle.json.example",
        """{"username": "<<first>><<last>>", "key": "<KAGGLE_KEY>"}
""",
        "Kaggle key placeholder",
        "json",
    ),
    (
        II,
        "conf/llm/openai.yaml",
        """# @package llm
_target_: <<svc>>.llm.OpenAIClient
model: gpt-4o-mini
api_key: ${oc.env:OPENAI_API_KEY}
""",
        "OmegaConf resolver reading the key from the environment",
        None,
    ),
    # j: Cabo Verde payments SRE
    (
        J,
        "alertmanager/alertmanager.yml",
        """global:
  smtp_smarthost: '<<host2>>:587'
  smtp_from: 'alerts@<<dom>>'
  smtp_auth_username: 'alerts@<<dom>>'
  smtp_auth_password_file: /etc/alertmanager/secrets/smtp_password
route:
  receiver: sre-mail
receivers:
  - name: sre-mail
""",
        "Alertmanager reading the SMTP password from a file",
        None,
    ),
    (
        J,
        "pgbouncer/userlist.txt",
        """"<<svc>>_app" "SCRAM-SHA-256$4096:<<hex8>>==$<<pk>>:<<pk>>"
""",
        "SCRAM verifier, not a usable password",
        None,
    ),
    (
        J,
        "runbooks/<<svc>>-stripe-keys.md",
        """# Rotating Stripe keys

The restricted key lives in Vault at `secret/<<svc>>/stripe`. Publishable key for the
checkout page: `pk_live_<<hex8>><<short>>` (public by design).
Never paste the `rk_live_...` value in Slack or tickets.
""",
        "runbook naming the vault path and a public publishable key",
        None,
    ),
    # k: Gabon telecom OSS/BSS
    (
        K,
        "raddb/clients.conf",
        """client bras-<<n>> {
	ipaddr = <<ip>>
	secret = $ENV{RADIUS_SECRET_BRAS}
	shortname = bras<<n>>
}
""",
        "FreeRADIUS shared secret from the environment",
        None,
    ),
    (
        K,
        "network/configs/<<host2>>-running.cfg",
        """hostname PE<<n>>-LBV
service password-encryption
username oss_<<svc>> privilege 15 secret 9 $9$<<hex8>>$<<pk>>
enable secret 9 $9$<<short>>$<<pk>>
""",
        "type-9 scrypt hashes, not recoverable passwords",
        None,
    ),
    (
        K,
        "mail/<<date>>-acces-<<svc>>.eml",
        """From: <<fcap>> <<lcap>> <<<email>>>
Subject: Accès SFTP CDR
Content-Type: text/plain; charset=UTF-8

Bonjour, l'accès se fait désormais par clé SSH uniquement. Merci de nous transmettre votre clé publique.
""",
        "e-mail about key-only access, no password",
        "",
    ),
    # l: San Marino HPC
    (
        L,
        "etc/sssd/sssd.conf",
        """[sssd]
services = nss, pam
domains = cluster

[domain/cluster]
id_provider = ldap
ldap_uri = ldaps://<<host>>
ldap_sasl_mech = GSSAPI
ldap_krb5_keytab = /etc/krb5.keytab
""",
        "SSSD binding with a Kerberos keytab, no bind password",
        "ini",
    ),
    (
        L,
        "root/.bash_history",
        """ipmitool -I lanplus -H bmc-gpu<<n>>.<<dom>> -U ADMIN -E chassis power status
squeue -p gpu
""",
        "ipmitool -E takes the password from IPMI_PASSWORD, none on the command line",
        None,
    ),
    (
        L,
        "etc/munge/munge.key.sha256",
        """<<sha256>>  /etc/munge/munge.key
""",
        "checksum of the munge key file, not the key",
        None,
    ),
    # m: Monaco media CMS
    (
        M,
        "wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', getenv('WORDPRESS_DB_HOST') );
""",
        "WordPress database settings from the environment",
        "",
    ),
    (
        M,
        "apps/<<svc>>-player/.env.local",
        """NEXT_PUBLIC_SITE_URL=https://<<svc>>.<<dom>>
MUX_TOKEN_ID=
MUX_TOKEN_SECRET=
""",
        "empty Mux token values",
        None,
    ),
    (
        M,
        "mail/<<date>>-ftp-<<svc>>.eml",
        """From: <<fcap>> <<lcap>> <<<email>>>
Subject: Dépôt des photos
Content-Type: text/plain; charset=UTF-8

Bonjour, le mot de passe FTP vous sera communiqué par téléphone. Mot de passe : ********
""",
        "masked password in an e-mail",
        "",
    ),
    # n: Togo logistics API
    (
        N,
        "postman/<<svc>>-<<env>>.postman_environment.json",
        """{
	"name": "<<svc>> - <<env>>",
	"values": [
		{"key": "baseUrl", "value": "https://api.<<dom>>", "enabled": true},
		{"key": "accessToken", "value": "", "type": "secret", "enabled": true}
	]
}
""",
        "Postman environment exported with an empty token",
        None,
    ),
    (
        N,
        "api/openapi/<<svc>>.yaml",
        """openapi: 3.0.3
info:
  title: <<svc>> API
  version: "<<ver>>"
components:
  securitySchemes:
    ApiKeyAuth:
      type: apiKey
      in: header
      name: X-Api-Key
      description: "Partner key issued in the developer portal (format lfk_live_...)"
""",
        "OpenAPI spec describing the key format without a key",
        None,
    ),
    (
        N,
        "support/<<svc>>-timeout-<<date>>.har",
        """{
  "log": {
    "version": "1.2",
    "entries": [
      {
        "request": {
          "method": "GET",
          "url": "https://api.<<dom>>/v2/<<svc>>",
          "headers": [{"name": "Authorization", "value": "[REDACTED]"}]
        }
      }
    ]
  }
}
""",
        "HAR with the authorization header scrubbed",
        "json",
    ),
    # o: Nicaragua release managers
    (
        O,
        ".github/workflows/publish.yml",
        """name: publish
on:
  release:
    types: [published]
permissions:
  id-token: write
jobs:
  pypi:
    runs-on: ubuntu-latest
    environment: pypi
    steps:
      - uses: actions/checkout@v4
      - run: python -m build
      - uses: pypa/gh-action-pypi-publish@release/v1
""",
        "PyPI trusted publishing (OIDC), no token",
        None,
    ),
    (
        O,
        "KEYS",
        """pub   rsa4096 <<date>> [SC]
      <<sha1>>
uid           [ultimate] <<org>> Releases <releases@<<dom>>>

-----BEGIN PGP PUBLIC KEY BLOCK-----

mQINBG<<pk>>
<<pk>>
=<<hex8>>
-----END PGP PUBLIC KEY BLOCK-----
""",
        "release signing public key block",
        None,
    ),
    (
        O,
        "NuGet.Config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
    <add key="<<org>>-github" value="https://nuget.pkg.github.com/<<org>>/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <github>
      <add key="Username" value="<<user>>" />
      <add key="ClearTextPassword" value="%GITHUB_TOKEN%" />
    </github>
  </packageSourceCredentials>
</configuration>
""",
        "NuGet environment-variable reference instead of a token",
        "xml",
    ),
    # p: Barbados hosting support
    (
        P,
        "root/.my.cnf",
        """[client]
user=root
socket=/var/lib/mysql/mysql.sock
# auth_socket plugin: no password needed for root on this host
""",
        "MySQL client using socket authentication, no password",
        None,
    ),
    (
        P,
        "tickets/<<nn>>-<<date>>.txt",
        """Ticket #<<nn>>  |  Dept: <<svc>>
Subject: Password reset

---- <<first2>> (support) <<date>> <<hm>> ----
Hi <<fcap>>, for security we never send passwords by ticket. Please use the "Forgot password"
link at https://my.<<dom>>/password/reset to choose a new one.
""",
        "support reply mentioning password resets without a password",
        None,
    ),
    (
        P,
        "home/<<user>>/.ssh/config",
        """Host vps<<n>>
    HostName <<ip>>
    User root
    IdentityFile ~/.ssh/id_ed25519_<<org>>
    IdentitiesOnly yes
""",
        "SSH config using a key file, no password",
        None,
    ),
)

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
