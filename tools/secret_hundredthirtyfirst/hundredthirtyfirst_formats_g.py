# ruff: noqa: E501
"""Family g: a live-music bar in Lagos (Nigerian English, Pidgin, Yoruba)."""

from __future__ import annotations

import json

from hundredthirtyfirst_spec import Fam, dec_b64, enc_b64

F = Fam(
    name="afrobar_live_music_nigeria",
    orgs=("ikejagroove", "ekoafrobar", "lekkilivehouse", "shakaralounge"),
    tld="com.ng",
    first=(
        ("Chinedu", "chinedu"),
        ("Adaeze", "adaeze"),
        ("Tunde", "tunde"),
        ("Funmilayo", "funmi"),
        ("Emeka", "emeka"),
        ("Ngozi", "ngozi"),
        ("Segun", "segun"),
        ("Folake", "folake"),
    ),
    last=(
        ("Adeyemi", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Okonkwo", "okonkwo"),
        ("Bello", "bello"),
        ("Oyelaran", "oyelaran"),
        ("Nwosu", "nwosu"),
    ),
    words=(
        "afrobeat",
        "naija",
        "jollof",
        "suya",
        "owambe",
        "lekki",
        "ikeja",
        "shakara",
        "gbedu",
        "fela",
        "palmwine",
        "agbada",
        "wahala",
        "jaiye",
        "eko",
        "highlife",
        "shrine",
        "yaba",
    ),
    pets=("Bingo", "Simba", "Tiger", "Jack", "Bobby", "Scooby"),
    cc="+234",
    city="Lagos",
)

F.reg(
    "afrobar_pidgin_whatsapp_password_band_laptop",
    (
        "chats/WhatsApp Chat with Band & Sound <<y>>.txt",
        "<<org>>/backup/WhatsApp Chat - Sound Crew <<mo>>.txt",
    ),
    """<<dmy>>, <<h0>> - <<first>>: Abeg who get the password for the Ableton laptop? Soundcheck don start o
<<dmy>>, <<h1>> - <<first2>>: Oga <<first>> relax 😂
<<dmy>>, <<h2>> - <<first2>>: na <<cred>>
<<dmy>>, <<h3>> - <<first>>: E don work. Thank you jare
""",
    "human",
    syntax="",
)

F.reg(
    "afrobar_paystack_table_booking_env",
    ("<<org>>/booking-api/.env", "srv/<<org>>/tables/.env"),
    """NODE_ENV=production
PORT=4000
PAYSTACK_PUBLIC_KEY=pk_live_<<hex8>><<hex8>><<hex8>>
PAYSTACK_SECRET_KEY=<<cred>>
TABLE_DEPOSIT_NGN=50000
MONGO_URL=mongodb://127.0.0.1:27017/tables
""",
    "p:paystack",
    syntax="",
)

F.reg(
    "afrobar_flutterwave_gig_tickets_php",
    ("<<org>>/tickets/config/flutterwave.php", "var/www/<<org>>/gigs/pay_<<n>>.php"),
    """<?php
// Friday Afrobeat night tickets: Flutterwave Standard checkout
return [
    'public_key' => 'FLWPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>-X',
    'secret_key' => '<<cred>>',
    'encryption_key' => 'FLWSECK<<hex8>>',
    'currency' => 'NGN',
    'redirect_url' => 'https://<<dom>>/tickets/done',
];
""",
    "p:flutterwave",
    syntax="",
)


def _postman_pw(text: str) -> str:
    data = json.loads(text)
    for h in data["item"][0]["request"]["header"]:
        if h["key"] == "Authorization":
            return dec_b64(h["value"].split(" ", 1)[1]).split(":", 1)[1]
    raise ValueError("no header")


F.reg(
    "afrobar_postman_ticket_scanner_basic_header_base64",
    (
        "<<org>>/postman/scanner.postman_collection.json",
        "Downloads/<<org>>-gate-<<n>>.postman_collection.json",
    ),
    lambda s: json.dumps(
        {
            "info": {
                "_postman_id": s["uuid"],
                "name": f"{s['org']} gate scanner",
                "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
            },
            "item": [
                {
                    "name": "Validate ticket",
                    "request": {
                        "method": "POST",
                        "header": [
                            {"key": "Authorization", "value": "Basic " + s["enc"]},
                            {"key": "Content-Type", "value": "application/json"},
                        ],
                        "url": f"https://gate.{s['dom']}/api/validate",
                    },
                }
            ],
        },
        indent=2,
    ),
    "pw_json",
    encode=lambda n, s: enc_b64(f"gate{s['n']}:{n}"),
    decode=_postman_pw,
)

F.reg(
    "afrobar_termii_sms_promo_python",
    ("<<org>>/promo/sms_blast.py", "home/<<fa>>/scripts/termii_<<n>>.py"),
    '''"""Send Friday line-up SMS to the guest list through Termii."""

import requests

TERMII_API_KEY = "<<cred>>"
SENDER_ID = "<<org>>"


def blast(numbers, text):
    return requests.post("https://api.ng.termii.com/api/sms/send/bulk", json={
        "to": numbers, "from": SENDER_ID, "sms": text, "type": "plain",
        "channel": "generic", "api_key": TERMII_API_KEY,
    })
''',
    "x:TL:58",
)

F.reg(
    "afrobar_mifi_router_backup_wlan_xml",
    ("<<org>>/network/router_backup_<<date>>.xml", "Downloads/<<org>>-mifi-<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<config>
  <device model="B535-232" vendor="Huawei"/>
  <wlan>
    <ssid index="1" name="<<org>>_Guests" security="WPA2-PSK" key="<<cred>>"/>
    <ssid index="2" name="<<org>>_Stage" security="WPA2-PSK" hidden="1" key="<<cred>>"/>
  </wlan>
  <apn name="glo flat" user="" />
</config>
""",
    "pw_xml",
)

F.reg(
    "afrobar_yoruba_sms_backup_oro_asina",
    ("<<org>>/sms/sms-<<date>>.xml", "SMSBackupRestore/sms-<<y>><<mo>><<d>><<n4>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="E kaaro o. Jowo fi ọ̀rọ̀ aṣínà ti Audiomack account ranṣẹ si mi, mo fe upload live set ana" read="1" status="-1" locked="0" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>420" type="2" subject="null" body="<<cred>>" read="1" status="-1" locked="0" contact_name="<<first>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "afrobar_band_rider_sheet_csv_streaming_login",
    ("<<org>>/bookings/riders_<<y>>.csv", "Documents/<<org>>_band_rider_<<mo>>.csv"),
    """band,date,stage_time,backline,stream_account,stream_pass
<<first>> & The <<word>> Band,<<date>>,22:30,drums+bass amp,<<email>>,<<cred>>
<<first2>> Highlife Trio,<<date>>,20:00,keys,,
""",
    "human",
    syntax="",
)
