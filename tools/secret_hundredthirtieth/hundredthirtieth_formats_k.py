# ruff: noqa: E501
"""Family k: a citrus exporter's cold-chain desk in Citrusdal / Durban, South Africa
(Afrikaans / English; PPECB e-Cert, reefer loggers, Yoco, PayFast, ChirpStack, EDI)."""

from __future__ import annotations

from hundredthirtieth_spec import Fam, after, dec_b64, enc_b64, reg

F = Fam(
    name="sitrus_koelketting_fruit_exporter",
    orgs=("soetlemoen", "citrusdalvrugte", "olifantsrivier", "kirkwoodsitrus", "sonskynuitvoer"),
    tld="co.za",
    first=(
        ("Johan", "johan"),
        ("Annelie", "annelie"),
        ("Pieter", "pieter"),
        ("Marike", "marike"),
        ("Sipho", "sipho"),
        ("Thandi", "thandi"),
        ("Riaan", "riaan"),
        ("Elmarie", "elmarie"),
    ),
    last=(
        ("van der Merwe", "vandermerwe"),
        ("Botha", "botha"),
        ("Pretorius", "pretorius"),
        ("Nkosi", "nkosi"),
        ("du Plessis", "duplessis"),
        ("Venter", "venter"),
        ("Dlamini", "dlamini"),
    ),
    words=(
        "lemoen",
        "suurlemoen",
        "nartjie",
        "sitrus",
        "boerewors",
        "braai",
        "bokke",
        "springbok",
        "karoo",
        "koelkamer",
        "lekker",
        "sonskyn",
        "biltong",
        "protea",
        "cederberg",
        "naeltjie",
    ),
    pets=("bliksem", "rakker", "vlekkie", "wagter", "bruno", "max", "tjokkie"),
    places=("Citrusdal", "Kirkwood", "Letsitele", "Durban", "Kaapstad", "Paarl"),
    cc="+2782",
)

reg(
    F,
    "sitrus_afrikaans_whatsapp_wagwoord_ppecb",
    ("WhatsApp Chat with <<fn2>> <<ln2>>.txt", "Rugsteun/WhatsApp Chat - Koelkamer <<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Môre, die inspekteur is hier vir die pallets na Rotterdam. Ek kan nie op die PPECB portaal inkom nie
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Gebruik die kantoor se login
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: gebruiker <<user>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: wagwoord <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: moenie dit vir die vervoerders gee nie asb
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Dankie! Container <<box>> is gelaai, pulp 4.1°C
""",
    "human",
    syntax="",
)

reg(
    F,
    "sitrus_reefer_logger_cloud_sync_ini",
    ("ProgramData/ReeferSync/sync.ini", "koelketting/logger_sync_<<n>>.ini"),
    """; sinchroniseer temperatuurlogger-lêers (USB) na die koelketting-wolk
[logger]
model = TempTale Ultra
com_port = COM4
interval_min = 15

[cloud]
url = https://coldchain.<<dom>>/api/upload
user = <<user>>
password = <<cred>>
pakhuis = <<place>>
""",
    "pw",
)

reg(
    F,
    "sitrus_yoco_online_checkout_python",
    ("farmstall/payments.py", "shop/yoco_<<n>>.py"),
    '''"""Plaaswinkel aanlyn bestellings (sakke nartjies, marmelade) - Yoco Checkout."""

import requests

YOCO_SECRET_KEY = "<<cred>>"


def checkout(amount_cents: int, reference: str) -> str:
    r = requests.post(
        "https://payments.yoco.com/api/checkouts",
        headers={"Authorization": f"Bearer {YOCO_SECRET_KEY}"},
        json={"amount": amount_cents, "currency": "ZAR", "externalId": reference},
        timeout=20,
    )
    return r.json()["redirectUrl"]
''',
    "p:yoco",
)

reg(
    F,
    "sitrus_paracon_edi_mule_properties_base64_password",
    ("edi/mule-app.properties", "src/main/resources/edi-<<org>>-<<n>>.properties"),
    """# EDI na die rederye (COPARN / IFTMIN) via Paracon
edi.host=sftp.<<dom>>
edi.port=22
edi.user=<<org>>_edi
# base64 - nie in gewone teks nie, per IT-beleid
edi.password.b64=<<enc>>
edi.outbox=/outbox/coparn
""",
    "human",
    syntax="",
    enc=lambda cred, s: enc_b64(cred),
    decode=lambda t: dec_b64(after(t, "edi.password.b64=")),
)

reg(
    F,
    "sitrus_afrikaans_email_wagwoord_ecert",
    ("Pos/Inkassie/<<epoch>>.eml", "mail/<<fa>>/INBOX/<<n>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: e-Cert toegang vir die seisoen
Date: Tue, 07 Apr <<year>> 07:55:12 +0200
Content-Type: text/plain; charset=UTF-8

Hallo <<fa>>,

Vir die sitrusseisoen gaan jy die fitosanitêre e-Certs aanvra. Hier is die toegang:

Gebruikersnaam: <<user>>
Wagwoord: <<cred>>

Die koelkamer by <<place>> stuur die pulptemperature elke oggend voor 07:00.

Groete
<<fa2>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "sitrus_pallet_tracker_chirpstack_toml",
    ("etc/chirpstack/chirpstack.toml", "lorawan/chirpstack_<<n>>.toml"),
    """# LoRaWAN palletsporing in die koelkamers
[logging]
  level = "info"

[postgresql]
  dsn = "postgres://chirpstack:<<cred>>@localhost/chirpstack?sslmode=disable"
  max_open_connections = 10

[redis]
  servers = ["redis://localhost/"]

[network]
  net_id = "000000"
  enabled_regions = ["eu868"]
""",
    "pw_url",
)

reg(
    F,
    "sitrus_payfast_passphrase_php",
    ("includes/payfast.php", "public_html/bestel/payfast_<<n>>.php"),
    """<?php
// PayFast - aanlyn bestellings van die plaaswinkel
define('PF_MERCHANT_ID', '1<<big>>');
define('PF_MERCHANT_KEY', '<<mkey>>');
define('PF_PASSPHRASE', '<<cred>>');
define('PF_HOST', 'www.payfast.co.za');
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "mkey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(13))
    },
)

reg(
    F,
    "sitrus_sms_backup_xml_afrikaans_reply_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "Rugsteun/sms_<<epoch>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" subject="null" body="Wat is die wifi by die pakhuis weer?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>> <<ln2>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>400" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<fn2>> <<ln2>>" />
</smses>
""",
    "human",
)
