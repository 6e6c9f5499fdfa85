# ruff: noqa: E501
"""Family e: a development bank's country office in Ulaanbaatar, Mongolia: Mongolian
(Cyrillic script) and English."""

from __future__ import annotations

import random
import re
import urllib.parse

from ninetysixth_corpus import gen_pw
from ninetysixth_spec import Fam, enc_url

F = Fam(
    name="development_bank_office_mongolia",
    orgs=("aurelmark-devbank", "adb-mnrm", "steppe-finance", "aurelmark-fund"),
    tlds=("mn", "org.mn", "gov.mn"),
    first=(
        ("Бат-Эрдэнэ", "baterdene"),
        ("Сарантуяа", "sarantuya"),
        ("Ганбаатар", "ganbaatar"),
        ("Оюунчимэг", "oyunchimeg"),
        ("Тэмүүлэн", "temuulen"),
        ("Номин", "nomin"),
        ("Болд", "bold"),
        ("Энхжаргал", "enkhjargal"),
    ),
    last=(
        ("Дорж", "dorj"),
        ("Батболд", "batbold"),
        ("Сүхбаатар", "sukhbaatar"),
        ("Ганзориг", "ganzorig"),
        ("Цэрэн", "tseren"),
        ("Мөнх", "munkh"),
        ("Пүрэв", "purev"),
    ),
    words=(
        "tuul",
        "bogdkhan",
        "naadam",
        "tsagaansar",
        "khuushuur",
        "buuz",
        "zaisan",
        "gobi",
        "khangai",
        "altai",
        "chinggis",
        "tsetseg",
        "morin",
        "khuree",
        "selenge",
        "terelj",
        "airag",
        "erdenet",
        "orkhon",
        "tenger",
    ),
    pets=("bankhar", "muur", "khar", "tsagaan", "bobi", "arslan"),
    cc="976",
    city=("Улаанбаатар", "ulaanbaatar"),
)

F.reg(
    "devbank_mongolian_telegram_copied_text_nuuts_ug",
    ("Documents/telegram_<<ymd>>.txt", "Desktop/хуулсан_<<n>>.txt"),
    """<<name2>>, [<<date_eu>> <<hh>>:03]
Сайн байна уу, procurement системийн нууц үг солигдсон уу? Нэвтэрч чадахгүй байна

<<name>>, [<<date_eu>> <<hh>>:07]
Тийм ээ. Хэрэглэгч: <<user>>
Нууц үг: <<cred>>

<<name2>>, [<<date_eu>> <<hh>>:08]
Баярлалаа 👍
""",
    "human",
)

F.reg(
    "devbank_sap_concur_travel_client_secret_py",
    ("travel/concur_sync_<<n>>.py", "home/<<user>>/scripts/concur_expenses.py"),
    '''"""Pull mission travel expense reports from SAP Concur for the quarterly close."""

import requests

CONCUR_TOKEN_URL = "https://us2.api.concursolutions.com/oauth2/v0/token"
CLIENT_ID = "<<clientid>>"
CLIENT_SECRET = "<<cred>>"
REFRESH_TOKEN = None  # filled by the company-level auth flow


def token() -> str:
    resp = requests.post(
        CONCUR_TOKEN_URL,
        data={
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
            "grant_type": "password",
            "username": "<<user>>@<<dom>>",
            "credtype": "authtoken",
        },
        timeout=30,
    )
    return resp.json()["access_token"]
''',
    "uuid",
    extra=lambda r, sl: {
        "clientid": "".join(r.choice("0123456789abcdef") for _ in range(8))
        + "-c0nc-4ur0-8b"
        + str(r.randint(10, 99))
        + "-"
        + "".join(r.choice("0123456789abcdef") for _ in range(12))
    },
)

F.reg(
    "devbank_qpay_v2_invoice_php_array",
    ("grants-portal/config/qpay.php", "srv/grants-<<n>>/config/qpay.php"),
    """<?php
// QPay v2 — grant application fee (MNT)
return [
    'base_url' => 'https://merchant.qpay.mn/v2',
    'username' => '<<qu>>',
    'password' => '<<cred>>',
    'invoice_code' => '<<qu>>_INVOICE',
    'callback_url' => 'https://grants.<<dom>>/qpay/callback',
];
""",
    "p:qpay",
    syntax="",
    extra=lambda r, sl: {"qu": str(sl["org"]).split("-")[0].upper() + str(r.randint(10, 99))},
)


def _pg_pw(rng: random.Random, sl: dict[str, object]) -> str:
    while True:
        pw = gen_pw(rng, sym="@#%!&+/:?=")
        if enc_url(pw) != pw:
            return pw


def _dec_url(text: str) -> str:
    m = re.search(r"postgresql://[^:/]+:([^@]+)@", text)
    if not m:
        raise ValueError("no url")
    return urllib.parse.unquote(m.group(1))


F.reg(
    "devbank_procurement_compose_env_url_percent_encoded",
    ("eprocurement/.env", "srv/eproc-<<n>>/.env"),
    """COMPOSE_PROJECT_NAME=eproc
# e-procurement portal (bids, vendor registration)
DATABASE_URL=postgresql://eproc:<<enc>>@<<ip>>:5432/eproc?sslmode=require
REDIS_URL=redis://<<ip>>:6379/0
MEDIA_ROOT=/data/bids
TZ=Asia/Ulaanbaatar
""",
    _pg_pw,
    syntax="",
    extra=lambda r, sl: {"enc": enc_url(str(sl["cred"]))},
    decode=_dec_url,
)

F.reg(
    "devbank_khan_bank_corporate_gateway_spring_yaml",
    (
        "treasury-gw/src/main/resources/application-prod.yml",
        "srv/treasury-<<n>>/config/application.yml",
    ),
    """spring:
  application:
    name: treasury-gateway
khanbank:
  corporate-gateway:
    url: https://api.khanbank.com/v1/corporate
    account: "5<<acct>>"
    username: "<<user>>"
    password: "<<cred>>"
    currency: MNT
server:
  port: 8085
""",
    "human_x",
    extra=lambda r, sl: {"acct": str(r.randint(100000000, 999999999))},
)

F.reg(
    "devbank_restic_backup_crontab_env",
    ("var/spool/cron/crontabs/root", "backup/fs<<n>>/etc/cron.d/restic"),
    """# m h dom mon dow command
30 1 * * * RESTIC_REPOSITORY=sftp:backup@<<ip>>:/srv/restic/co-<<city_a>> RESTIC_PASSWORD=<<cred>> /usr/local/bin/restic backup /srv/shared --exclude-caches >> /var/log/restic.log 2>&1
0 4 * * 0 RESTIC_REPOSITORY=sftp:backup@<<ip>>:/srv/restic/co-<<city_a>> RESTIC_PASSWORD=<<cred>> /usr/local/bin/restic forget --keep-daily 7 --keep-weekly 4 --prune
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "devbank_kiteworks_filezilla_sitemanager_plain",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<user>>/AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host>sftp.<<dom>></Host>
      <Port>22</Port>
      <Protocol>1</Protocol>
      <Type>0</Type>
      <User><<user>></User>
      <Pass><<cred>></Pass>
      <Logontype>1</Logontype>
      <Name>Kiteworks HQ (loan documents)</Name>
      <SyncBrowsing>0</SyncBrowsing>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
)

F.reg(
    "devbank_guest_wifi_printed_card_mongolian",
    ("Shared/Reception/зочны_wifi_<<ymd>>.txt", "print/guest_wifi_<<n>>.txt"),
    """ЗОЧНЫ WI-FI / GUEST WI-FI
Сүлжээ: AMDB-Guest-<<n>>
Нууц үг:
<<cred>>
Хүлээн авахын ширээ — 3 давхар
""",
    "human_x",
)
