# ruff: noqa: E501
"""Family f: a Göteborg removal firm with self-storage (flyttfirma och magasinering), Sweden:
Fortnox bookkeeping, Swish and BankID certificates, 46elks SMS, a gate controller, photos in
Azure Blob via rclone, a Slack export and mail to tenants."""

from __future__ import annotations

import json

from hundredthirtyninth_spec import SE, hexs

F = SE

F.reg(
    "magasin_fortnox_client_secret_python",
    ("integration/fortnox_fakturor.py", "<<org>>/ekonomi/fortnox_sync_<<n>>.py"),
    '''"""Skapar fakturor i Fortnox för månadshyran av förråden (körs den 25:e varje månad)."""

import base64

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"
REFRESH_TOKEN_FIL = "/var/lib/<<org>>/fortnox_refresh.txt"
TOKEN_URL = "https://apps.fortnox.se/oauth-v1/token"


def nytt_access_token():
    with open(REFRESH_TOKEN_FIL) as f:
        refresh = f.read().strip()
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
    r = requests.post(
        TOKEN_URL,
        headers={"Authorization": f"Basic {basic}"},
        data={"grant_type": "refresh_token", "refresh_token": refresh},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "p:fortnox",
    extra=lambda rng, s: {"cid": hexs(rng, 12)},
)

F.reg(
    "magasin_swish_certifikat_losenfras_env",
    ("bokning/.env", "<<org>>/bokningssida/.env.production"),
    """# Bokningssida flytt + förråd, <<dom>>
NODE_ENV=production
PUBLIC_URL=https://boka.<<dom>>

# Swish Handel (certifikat från Swedbank, förnyat <<y>>-<<mo>>-<<d>>)
SWISH_PAYEE_ALIAS=123<<n4>><<n3>>
SWISH_CERT_PATH=/etc/<<org>>/swish/Swish_Merchant_123<<n4>>.p12
SWISH_CERT_PASSPHRASE=<<cred>>
SWISH_CALLBACK_URL=https://boka.<<dom>>/api/swish/callback

FORTNOX_ENABLED=true
""",
    "human_x",
)


def _slack(s) -> str:
    t = int(s["ts"])
    msgs = [
        {
            "type": "message",
            "text": "Någon som vet lösenordet till grindsystemet? Kunden på förråd C-12 kommer inte in och jag står i Mölndal",
            "user": s["u2"],
            "ts": f"{t}.000{s['n3']}",
            "user_profile": {"real_name": s["name2"], "display_name": s["fa2"]},
        },
        {
            "type": "message",
            "text": f"admin / {s['cred']} (samma som förra vintern, byt efter säsongen <@{s['u2']}>)",
            "user": s["u1"],
            "ts": f"{t + 95}.000{s['n3']}",
            "user_profile": {"real_name": s["name"], "display_name": s["fa"]},
        },
        {
            "type": "message",
            "text": "Tack! Det funkade :+1:",
            "user": s["u2"],
            "ts": f"{t + 300}.000{s['n3']}",
            "user_profile": {"real_name": s["name2"], "display_name": s["fa2"]},
        },
    ]
    return json.dumps(msgs, indent=4, ensure_ascii=False) + "\n"


F.reg(
    "magasin_slack_export_losenord_grindsystem",
    (
        "slack-export/forrad-drift/<<y>>-<<mo>>-<<d>>.json",
        "<<org>> Slack export <<y>>/flyttgubbar/<<y>>-<<mo>>-<<d>>.json",
    ),
    _slack,
    "human",
    extra=lambda rng, s: {
        "u1": "U0" + hexs(rng, 9, upper=True),
        "u2": "U0" + hexs(rng, 9, upper=True),
    },
)

F.reg(
    "magasin_grindstyrning_yaml_api_nyckel",
    ("grind/config.yaml", "<<org>>/drift/grindstyrning_<<city>>.yml"),
    """# Grindstyrning och dörrar, förrådsanläggning <<city>>
anlaggning:
  namn: "<<org>> Magasinering <<city>>"
  oppettider: "06:00-22:00"
  larm_efter_stangning: true

styrenhet:
  adress: "<<ip>>"
  port: 8443
  api_nyckel: "<<cred>>"
  verifiera_tls: false

sms:
  avsandare: "<<org>>"
  vid_nekad_passage: true

kontakt_jour: "<<phone>>"
""",
    "x:gk_live_:32",
)

F.reg(
    "magasin_bankid_rp_keystore_application_properties",
    (
        "src/main/resources/application.properties",
        "<<org>>-mina-sidor/config/application-prod<<n>>.properties",
    ),
    """# Mina sidor – inloggning med BankID för förrådskunder
server.port=8080
spring.application.name=mina-sidor

bankid.api-url=https://appapi2.bankid.com/rp/v6.0
bankid.keystore.path=file:/etc/<<org>>/bankid/bankid_rp_prod.p12
bankid.keystore.type=PKCS12
bankid.keystore.password=<<cred>>
bankid.truststore.path=classpath:bankid/root-prod.pem

spring.datasource.url=jdbc:postgresql://<<ip>>:5432/minasidor
spring.datasource.username=minasidor
spring.datasource.password=${DB_PASSWORD}
""",
    "pw",
)

F.reg(
    "magasin_46elks_sms_curl_portkod",
    ("scripts/skicka_portkod.sh", "<<org>>/drift/sms/portkod_<<n>>.sh"),
    """#!/bin/sh
# Skickar portkod till ny förrådshyresgäst via 46elks.
# Användning: skicka_portkod.sh +4670xxxxxxx 4711
API_USER="<<elksuser>>"
API_PASS="<<cred>>"

curl -s https://api.46elks.com/a1/sms \\
  -u "$API_USER:$API_PASS" \\
  -d from=<<org>> \\
  -d to="$1" \\
  -d message="Välkommen till <<org>> Magasinering! Din portkod är $2. Öppet 06-22 alla dagar."
""",
    "p:elks_pw",
    extra=lambda rng, s: {"elksuser": "u" + hexs(rng, 32)},
)

F.reg(
    "magasin_email_losenord_router_it_konsult",
    (
        "Mail/Inkorg/<<y>>-<<mo>>-<<d>> Ny router lagret.eml",
        "<<org>>/dokumentation/mejl_itkonsult_<<n>>.eml",
    ),
    """From: <<name2>> <<<fa2>>@natverkshjalpen.se>
To: <<name>> <<<email>>>
Subject: Ny router och wifi på lagret i <<city>>
Date: <<d>> Oct <<y>> <<hh>>:<<mi>>:<<ss>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hej <<first>>!

Routern på lagret är utbytt och allt verkar snurra. Sammanfattning:

  Nätverk (personal): <<org>>-Lager
  Lösenord wifi: <<cred>>
  Gästnätet "<<org>>-Kund" har inget lösenord, bara portal.

Admin-inloggningen till routern ligger i vårt lösenordsvalv, ring om du behöver den.
Fakturan kommer från oss i slutet av månaden.

Med vänliga hälsningar
<<name2>>
Nätverkshjälpen i Göteborg AB
""",
    "human",
)

F.reg(
    "magasin_rclone_conf_azureblob_kontonyckel",
    ("home/<<fa>>/.config/rclone/rclone.conf", "<<org>>/backup/rclone_<<city>>.conf"),
    """[bilder-besiktning]
type = azureblob
account = <<org>>besiktning
key = <<cred>>
access_tier = Cool

[nas-lagret]
type = sftp
host = <<ip>>
user = backup
key_file = ~/.ssh/id_ed25519_nas
shell_type = unix
""",
    "p:azure_key",
    syntax="ini",
)
