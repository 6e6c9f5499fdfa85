"""The fifty-sixth corpus's decoys: three per family, files that look like the planted ones but
hold no credential (each with its ``why``)."""

# ruff: noqa: E501

from __future__ import annotations

import json

import fiftysixth_formats_a as a
import fiftysixth_formats_b as b
import fiftysixth_formats_c as c
import fiftysixth_formats_d as d
import fiftysixth_formats_e as e
import fiftysixth_formats_f as f
import fiftysixth_formats_g as g
import fiftysixth_formats_h as h
import fiftysixth_formats_i as i
import fiftysixth_formats_j as j
import fiftysixth_formats_k as k
import fiftysixth_formats_l as l_
import fiftysixth_formats_m as m
import fiftysixth_formats_n as n
import fiftysixth_formats_o as o
import fiftysixth_formats_p as p
from fiftysixth_spec import hexs

# --------------------------------------------------------------------------- a: Rosario web agency

a.FAM.regd(
    "clientes/<<org>>/wp-config.php",
    """<?php
// Valores leídos del entorno del hosting (ver panel > Variables)
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php that reads DB_PASSWORD with getenv(); no value in the file",
    syntax="",
)

a.FAM.regd(
    "<<org>>-landing/.vscode/sftp.json",
    """{
    "name": "<<org>> producción",
    "host": "<<pub_ip>>",
    "protocol": "sftp",
    "port": 22,
    "username": "<<user>>",
    "privateKeyPath": "~/.ssh/id_ed25519",
    "remotePath": "/home/<<user>>/public_html",
    "uploadOnSave": true
}
""",
    "SFTP settings that authenticate with a key file path; no password or key material",
)

a.FAM.regd(
    "docs-clientes/<<org>>/ACCESOS.md",
    """# Accesos de <<org>>

| Servicio | Usuario | Clave |
|---|---|---|
| WordPress admin | <<user>> | (en 1Password, bóveda "Clientes") |
| Hosting | <<org>> | ******** |
| FTP | deploy@<<dom>> | pedírsela a <<fb>> |
""",
    "access table whose password column only points to 1Password, a mask or a person",
    syntax="",
)

# --------------------------------------------------------------------------- b: Utrecht SaaS

b.FAM.regd(
    "<<org>>-app/config/credentials/production.yml.enc",
    lambda s: f"{s['enc']}--{s['iv']}--{s['tag']}\n",
    "Rails encrypted credentials file: ciphertext, useless without config/master.key",
    syntax="",
    extra=lambda rng, s: s.update(enc=hexs(rng, 64), iv=hexs(rng, 24), tag=hexs(rng, 24)),
)

b.FAM.regd(
    "<<org>>-api/.env.example",
    """RAILS_ENV=production
DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME
REDIS_URL=redis://localhost:6379/0
MOLLIE_API_KEY=
STRIPE_SECRET_KEY=sk_live_...
""",
    "an .env template with an empty Mollie key, a truncated Stripe prefix and USER:PASSWORD placeholders",
    syntax="",
)

b.FAM.regd(
    "slack-export/<<org>>-platform/<<date>>.json",
    lambda s: (
        json.dumps(
            [
                {
                    "user": "U01ABCDEF12",
                    "type": "message",
                    "ts": f"{s['ts']}.000100",
                    "text": "Het wachtwoord van staging staat in 1Password onder 'Staging DB', niet in Slack zetten aub :lock:",
                }
            ],
            indent=4,
        )
        + "\n"
    ),
    "Slack export where the Dutch message only says where the password is kept",
)

# --------------------------------------------------------------------------- c: Kraków e-shop

c.FAM.regd(
    "<<org>>-sklep/.env",
    """###> przelewy24 ###
P24_MERCHANT_ID=
P24_POS_ID=
P24_CRC=
P24_API_KEY=
P24_SANDBOX=true
###< przelewy24 ###
""",
    "Przelewy24 block with every value left empty (Symfony recipe defaults)",
    syntax="",
)

c.FAM.regd(
    "kopie/<<org>>_<<date>>.sql",
    """-- Dumping data for table `ps_employee`
INSERT INTO `ps_employee` (`id_employee`, `email`, `passwd`) VALUES (1,'admin@<<dom>>','$2y$10$<<h1>>');
""",
    "PrestaShop employee row with a bcrypt password hash, not a usable password",
    syntax="",
    extra=lambda rng, s: s.update(h1=hexs(rng, 53)),
)

c.FAM.regd(
    "notatki/<<user>>/czat-magazyn-<<mon>>.txt",
    """<<first>> <<last>> <<dmy>> <<m1>>
Hasło do panelu InPost zmieniłam, jest w menedżerze haseł (Bitwarden, folder Logistyka).

<<fb>> <<lb>> <<dmy>> <<m2>>
ok, dzięki
""",
    "Polish chat that says where the password is stored without giving it",
    syntax="",
)

# --------------------------------------------------------------------------- d: Lviv hosting

d.FAM.regd(
    "clients/<<org>>/k8s/external-secret-db.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: <<word>>-db
  namespace: <<org>>-prod
spec:
  refreshInterval: 1h
  secretStoreRef:
    kind: ClusterSecretStore
    name: vault-backend
  target:
    name: <<word>>-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: clients/<<org>>/db
        property: password
""",
    "ExternalSecret that only names a Vault path; the value never appears",
)

d.FAM.regd(
    "ansible/inventories/<<org>>/hosts.ini",
    """[web]
web01.<<dom>> ansible_host=<<ip>>

[all:vars]
ansible_user=<<user>>
ansible_become=true
ansible_become_password={{ vault_become_password }}
""",
    "inventory whose become password is a Jinja reference to an ansible-vault variable",
    syntax="",
)

d.FAM.regd(
    "servers/<<host>>/root/.ssh/authorized_keys",
    """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<k>> <<user>>@<<org>>
""",
    "an authorized_keys line holding an SSH public key, which is public",
    syntax="",
    extra=lambda rng, s: s.update(k=hexs(rng, 43)),
)

# --------------------------------------------------------------------------- e: Bengaluru ML

e.FAM.regd(
    "notebooks/<<user>>/ticket_classifier_eval.ipynb",
    lambda s: (
        json.dumps(
            {
                "cells": [
                    {
                        "cell_type": "code",
                        "execution_count": 1,
                        "metadata": {},
                        "outputs": [],
                        "source": [
                            "import os\n",
                            "from openai import OpenAI\n",
                            'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
                        ],
                    }
                ],
                "metadata": {},
                "nbformat": 4,
                "nbformat_minor": 5,
            },
            indent=1,
        )
        + "\n"
    ),
    "notebook that reads the OpenAI key from the environment; no key in source or outputs",
)

e.FAM.regd(
    "<<org>>-analytics/profiles.yml",
    """<<org>>_dwh:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: <<org>>12345.ap-south-1.aws
      user: DBT_PROD
      password: "{{ env_var('DBT_PASSWORD') }}"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING
      schema: marts
""",
    "dbt profile whose password is an env_var() lookup",
)

e.FAM.regd(
    "data/checksums/<<date>>-SHA256SUMS",
    """<<h1>>  train.parquet
<<h2>>  val.parquet
<<h3>>  model.safetensors
""",
    "SHA-256 checksums of data files: public hashes, not secrets",
    syntax="",
    extra=lambda rng, s: s.update(h1=hexs(rng, 64), h2=hexs(rng, 64), h3=hexs(rng, 64)),
)

# --------------------------------------------------------------------------- f: Da Nang mobile

f.FAM.regd(
    "<<org>>-app/android/app/google-services.json",
    lambda s: (
        json.dumps(
            {
                "project_info": {"project_number": str(s["ts"]), "project_id": f"{s['org']}-app"},
                "client": [
                    {
                        "client_info": {
                            "mobilesdk_app_id": f"1:{s['ts']}:android:{s['sha40'][:16]}"
                        },
                        "api_key": [{"current_key": "AIzaSy_REPLACE_IN_CI_FROM_FIREBASE_CONSOLE"}],
                    }
                ],
                "configuration_version": "1",
            },
            indent=2,
        )
        + "\n"
    ),
    "google-services.json with the API key replaced by a marker string to be filled in CI",
)

f.FAM.regd(
    "<<org>>-app/android/gradle.properties",
    """org.gradle.jvmargs=-Xmx4g
android.useAndroidX=true
# Mật khẩu keystore lấy từ biến môi trường CI (RELEASE_STORE_PASSWORD), không ghi ở đây
RELEASE_STORE_FILE=../keystores/<<org>>-release.jks
RELEASE_KEY_ALIAS=<<org>>
""",
    "gradle.properties without any password; a Vietnamese comment says it comes from CI",
    syntax="",
)

f.FAM.regd(
    "ios/Runner/GoogleService-Info.plist",
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>BUNDLE_ID</key>
	<string>vn.<<org>>.app</string>
	<key>PROJECT_ID</key>
	<string><<org>>-app</string>
	<key>GCM_SENDER_ID</key>
	<string><<ts>></string>
	<key>GOOGLE_APP_ID</key>
	<string>1:<<ts>>:ios:<<sha7>></string>
</dict>
</plist>
""",
    "Firebase plist with only public identifiers (bundle, project, sender and app ids)",
)

# --------------------------------------------------------------------------- g: Leipzig SRE

g.FAM.regd(
    "home/<<user>>/.docker/config.json",
    """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "desktop"
}
""",
    "Docker config using a credential helper; the auths entry is empty",
)

g.FAM.regd(
    "<<org>>-gitops/monitoring/values-prod.yaml",
    """grafana:
  admin:
    existingSecret: grafana-admin
    userKey: admin-user
    passwordKey: admin-password
""",
    "Helm values that reference an existing Kubernetes Secret by name and key",
)

g.FAM.regd(
    "<<org>>-platform/.gitlab-ci.yml",
    """build:
  image: docker:27
  script:
    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
    - docker build -t "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA" .
""",
    "GitLab CI login using predefined CI variables only",
)

# --------------------------------------------------------------------------- h: Lyon pentest

h.FAM.regd(
    "missions/<<word>>-<<year>>/cracking/hashes.txt",
    """<<user>>:1104:aad3b435b51404eeaad3b435b51404ee:<<nt>>:::
svc_backup:1107:aad3b435b51404eeaad3b435b51404ee:<<nt2>>:::
""",
    "secretsdump-style NTLM hashes not yet cracked; no plaintext password",
    syntax="",
    extra=lambda rng, s: s.update(nt=hexs(rng, 32), nt2=hexs(rng, 32)),
)

h.FAM.regd(
    "rapports/<<word>>/brouillon-<<date>>.md",
    """## 4.3 Comptes compromis

| Compte | Méthode | Mot de passe |
|---|---|---|
| `svc_sql` | Kerberoasting | `S*********9` (masqué) |
| `<<user>>` | Password spraying | *(masqué à la demande du client)* |
""",
    "report table where every password is masked",
    syntax="",
)

h.FAM.regd(
    "home/<<user>>/.config/httpie/sessions/localhost_8000/dev.json",
    """{
    "__meta__": {"about": "HTTPie session file", "httpie": "3.2.2"},
    "auth": {"raw_auth": null, "type": null},
    "cookies": [],
    "headers": []
}
""",
    "HTTPie session with no auth stored",
)

# --------------------------------------------------------------------------- i: Sendai university

i.FAM.regd(
    "helpdesk/<<year>>/パスワード変更手順.md",
    """# パスワード変更手順

1. https://idp.<<dom>>/password にアクセスします。
2. 現在のパスワードと新しいパスワード（12文字以上）を入力します。
3. 例：`<新しいパスワード>` のように記号を含めてください。
""",
    "Japanese help page describing how to change a password; only a <...> placeholder",
    syntax="",
)

i.FAM.regd(
    "etc/freeradius/3.0/clients.conf",
    """client wlc-aoba {
	ipaddr = <<ip>>
	secret = ${file:/etc/freeradius/secrets/wlc-aoba}
	shortname = wlc
}
""",
    "RADIUS client whose secret is read from a file reference",
    syntax="",
)

i.FAM.regd(
    "portal-<<org>>/.npmrc",
    """registry=https://nexus.<<dom>>/repository/npm-group/
//nexus.<<dom>>/repository/npm-group/:_authToken=${NPM_TOKEN}
""",
    ".npmrc whose auth token is an environment variable reference",
    syntax="",
)

# --------------------------------------------------------------------------- j: Recife OSS

j.FAM.regd(
    "<<word>>-js/.github/workflows/publish.yml",
    """name: Publicar no npm
on:
  release:
    types: [published]
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm publish --provenance --access public
        env:
          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
""",
    "workflow taking the npm token from repository secrets",
)

j.FAM.regd(
    "<<word>>/SECURITY.md",
    """# Política de segurança

Para reportar vulnerabilidades, escreva para security@<<dom>> usando nossa chave PGP
(impressão digital `<<fp>>`). Nunca cole tokens (ex.: `ghp_xxxxxxxxxxxxxxxxxxxx`) em issues públicas.
""",
    "a PGP fingerprint (public) and an obviously masked ghp_xxxx example",
    syntax="",
    extra=lambda rng, s: s.update(fp=" ".join(hexs(rng, 4, upper=True) for _ in range(10))),
)

j.FAM.regd(
    "home/<<user>>/.pypirc",
    """[distutils]
index-servers =
    pypi

[pypi]
username = __token__
# token fica no keyring: `keyring set https://upload.pypi.org/legacy/ __token__`
""",
    ".pypirc without a password; the token lives in the system keyring",
    syntax="ini",
)

# --------------------------------------------------------------------------- k: Pangyo fintech

k.FAM.regd(
    "<<org>>-api/src/main/resources/application-prod.yml",
    """spring:
  datasource:
    url: jdbc:mysql://<<host>>:3306/<<db>>
    username: <<db>>_app
    password: ENC(<<enc>>)
""",
    "Jasypt ENC(...) ciphertext; useless without the encryptor password, which is not here",
    extra=lambda rng, s: s.update(enc=hexs(rng, 48)),
)

k.FAM.regd(
    "<<org>>-payment/src/main/kotlin/kr/co/<<org>>/payment/TossConfig.kt",
    """package kr.co.<<org>>.payment

object TossConfig {
    // 토스 공식 문서의 테스트 키 (실결제 불가)
    const val CLIENT_KEY = "test_ck_docs_Ovk5rk1EwkEbP0W43n07xlzm"
    val SECRET_KEY: String = System.getenv("TOSS_SECRET_KEY")
}
""",
    "documentation test client key (test_ck_docs_) and the secret read from the environment",
    syntax="",
)

k.FAM.regd(
    "<<org>>-api/http/http-client.env.json",
    """{
  "local": {"host": "http://localhost:8080"},
  "prod": {"host": "https://api.<<dom>>"}
}
""",
    "the shared (non-private) HTTP client env file: hosts only",
)

# --------------------------------------------------------------------------- l: İzmir integrators

l_.FAM.regd(
    "<<org>>.Entegrasyon/appsettings.json",
    """{
  "Trendyol": {
    "SupplierId": "",
    "ApiKey": "",
    "ApiSecret": "",
    "BaseUrl": "https://apigw.trendyol.com/integration"
  }
}
""",
    "appsettings template with empty Trendyol key and secret",
)

l_.FAM.regd(
    "docs/postman/hepsiburada.postman_environment.json",
    """{
	"name": "Hepsiburada - Canlı",
	"values": [
		{"key": "baseUrl", "value": "https://api.hepsiburada.com", "type": "default", "enabled": true},
		{"key": "servicePassword", "value": "", "type": "secret", "enabled": true}
	],
	"_postman_variable_scope": "environment"
}
""",
    "Postman environment exported with the secret value blank",
)

l_.FAM.regd(
    "musteriler/<<org>>/whatsapp-<<date>>.txt",
    """<<dmy>> <<m1>> - <<first>> <<last>>: şifreyi size mail ile gönderdim, WhatsApp'tan yazmayayım dedim
<<dmy>> <<m2>> - <<fb>> <<lb>>: Çok iyi olmuş, teşekkürler
""",
    "Turkish chat saying the password was sent by e-mail; no password",
    syntax="",
)

# --------------------------------------------------------------------------- m: Cairo MSP

m.FAM.regd(
    "<<org>>-erp/Web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="ErpDb" connectionString="Data Source=<<host>>;Initial Catalog=<<org>>_erp;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "connection string with Windows integrated security, no password",
)

m.FAM.regd(
    "scripts/<<org>>/Start-NightlyBackup.ps1",
    """$cred = Get-Credential -UserName "svc_veeam" -Message "Veeam service account"
Connect-VBRServer -Server vbr01.<<dom>> -Credential $cred
""",
    "PowerShell prompting for the credential at run time",
    syntax="",
)

m.FAM.regd(
    "azure/<<org>>/sp-login.md",
    """# تسجيل الدخول

```bash
az login --service-principal -u <app-id> -p <client-secret> --tenant <tenant-id>
```
""",
    "Arabic how-to with <app-id>/<client-secret> placeholders only",
    syntax="",
)

# --------------------------------------------------------------------------- n: Yogyakarta gamedev

n.FAM.regd(
    "<<word>>-android/keystore.properties.template",
    """storePassword=
keyPassword=
keyAlias=upload
storeFile=../keys/upload.jks
""",
    "keystore.properties template with empty passwords",
    syntax="",
)

n.FAM.regd(
    "<<word>>-godot/.github/workflows/itch.yml",
    """name: Rilis ke itch.io
on:
  push:
    tags: [ 'v*' ]
jobs:
  upload:
    runs-on: ubuntu-latest
    steps:
      - run: butler push build/web <<org>>/<<word>>:html5
        env:
          BUTLER_API_KEY: ${{ secrets.BUTLER_API_KEY }}
""",
    "itch.io upload reading the butler key from repository secrets",
)

n.FAM.regd(
    "<<org>>-backend/.env.example",
    """MIDTRANS_IS_PRODUCTION=false
MIDTRANS_SERVER_KEY=SB-Mid-server-xxxxxxxxxxxxxxxxxxxxxxxx
MIDTRANS_CLIENT_KEY=SB-Mid-client-xxxxxxxxxxxxxxxx
""",
    "Midtrans sandbox keys masked with x characters in an .env.example",
    syntax="",
)

# --------------------------------------------------------------------------- o: Shenzhen mini-programs

o.FAM.regd(
    "<<org>>-miniprogram/project.config.json",
    """{
  "appid": "wx<<app>>",
  "projectname": "<<word>>",
  "compileType": "miniprogram",
  "libVersion": "3.4.10",
  "setting": {"es6": true, "minified": true}
}
""",
    "mini-program project config: the appid is a public identifier, no AppSecret",
    extra=lambda rng, s: s.update(app=hexs(rng, 16)),
)

o.FAM.regd(
    "<<org>>-pay/cert/apiclient_cert.pem",
    lambda s: (
        "-----BEGIN CERTIFICATE-----\n"
        + "\n".join(s["body"][x : x + 64] for x in range(0, len(s["body"]), 64))
        + "\n-----END CERTIFICATE-----\n"
    ),
    "a merchant public certificate (not the private key)",
    syntax="",
    extra=lambda rng, s: s.update(
        body="MIID"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(1100)
        )
    ),
)

o.FAM.regd(
    "<<org>>-mall/.drone.yml",
    """kind: pipeline
type: docker
name: 构建
steps:
  - name: 构建镜像
    image: plugins/docker
    settings:
      repo: registry.cn-shenzhen.aliyuncs.com/<<org>>/<<word>>
      username:
        from_secret: docker_username
      password:
        from_secret: docker_password
""",
    "Drone pipeline using from_secret references",
)

# --------------------------------------------------------------------------- p: Nairobi M-Pesa

p.FAM.regd(
    "<<org>>-mpesa/README.md",
    """## Setup

Copy `.env.sample` to `.env` and fill in your Daraja credentials from the developer portal:

```
MPESA_CONSUMER_KEY=<your consumer key>
MPESA_CONSUMER_SECRET=<your consumer secret>
MPESA_SHORTCODE=174379
```

(174379 is Safaricom's public sandbox shortcode.)
""",
    "README with <your ...> placeholders and the public sandbox shortcode",
    syntax="",
)

p.FAM.regd(
    "<<org>>-infra/Pulumi.prod.yaml",
    """config:
  aws:region: af-south-1
  <<word>>:mpesaConsumerSecret:
    secure: v1:<<sec>>
""",
    "Pulumi secure: value, encrypted with the stack's key",
    extra=lambda rng, s: s.update(sec=hexs(rng, 40)),
)

p.FAM.regd(
    "<<org>>_pay/config/runtime.exs",
    """import Config

config :<<word>>_api, <<word_mod>>Api.Repo,
  url: System.fetch_env!("DATABASE_URL"),
  pool_size: 15

config :<<word>>_api, <<word_mod>>ApiWeb.Endpoint,
  secret_key_base: System.fetch_env!("SECRET_KEY_BASE")
""",
    "Phoenix runtime config reading everything with System.fetch_env!",
    syntax="",
    extra=lambda rng, s: s.update(word_mod=str(s["word"]).capitalize()),
)
