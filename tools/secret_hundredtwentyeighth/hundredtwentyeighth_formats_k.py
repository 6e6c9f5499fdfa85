# ruff: noqa: E501
"""Family k: a second-hand and consignment shop (მეორადი) in Tbilisi (Georgia); Georgian."""

from __future__ import annotations

import csv
import io
import json

from hundredtwentyeighth_spec import Fam, alnum, dec_basic_after, enc_basic, pick

K = Fam(
    name="meoradi_secondhand_thrift",
    orgs=("meoradibazari", "dezertirka", "vintagemtatsminda", "dzvelisakoneli"),
    tld="ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("დავით", "davit"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("ეკა", "eka"),
        ("ზურაბ", "zurab"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ლომიძე", "lomidze"),
        ("ჯავახიშვილი", "javakhishvili"),
    ),
    words=(
        "tbilisi",
        "mtatsminda",
        "khachapuri",
        "saperavi",
        "kartuli",
        "sakartvelo",
        "dinamo",
        "mtkvari",
        "vake",
        "batumi",
        "tamada",
        "chacha",
        "gaumarjos",
        "mzeo",
        "kazbegi",
        "svaneti",
        "vintage",
        "dzveli",
    ),
    pets=("murka", "bobi", "tsuna", "lekvi", "dato"),
    cc="+995",
    city="თბილისი",
)


def _viber(s):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["Date", "Time", "Sender Name", "Sender Phone Number", "Message"])
    w.writerow(
        [
            s["dmy"],
            s["time"],
            s["first"],
            s["phone_raw"],
            "გამარჯობა, MyMarket-ის პაროლი გამომიგზავნე რა, ახალი ნივთები უნდა ავტვირთო",
        ]
    )
    w.writerow([s["dmy"], s["time2"], s["first2"], s["phone_raw"], s["cred"]])
    w.writerow([s["dmy"], s["time2"], s["first"], s["phone_raw"], "მადლობა 🙏"])
    return buf.getvalue()


K.reg(
    "meoradi_viber_csv_paroli_mymarket",
    ("Viber/Viber <<fa>> <<date>>.csv", "exports/viber_<<num>>.csv"),
    _viber,
    "human",
    syntax="",
)


def _postman(rng, s):
    cid = str(7000000 + int(s["num"]))
    return {"cid": cid, "apikey": alnum(rng, 32), "enc": enc_basic(cid, s["cred"])}


K.reg(
    "meoradi_tbc_checkout_postman_collection_basic",
    (
        "postman/TBC Checkout <<org>>.postman_collection.json",
        "Downloads/tbc_<<fa>>.postman_collection.json",
    ),
    lambda s: json.dumps(
        {
            "info": {
                "_postman_id": s["uuid"],
                "name": f"TBC Checkout - {s['org']}",
                "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
            },
            "item": [
                {
                    "name": "access-token",
                    "request": {
                        "method": "POST",
                        "header": [
                            {"key": "apikey", "value": s["apikey"]},
                            {"key": "Authorization", "value": "Basic " + s["enc"]},
                        ],
                        "url": {"raw": "https://api.tbcbank.ge/v1/tpay/access-token"},
                    },
                }
            ],
        },
        indent=2,
    ),
    "p:tbc",
    extra=_postman,
    decode=dec_basic_after("Basic "),
)

K.reg(
    "meoradi_bog_ipay_client_secret_php",
    ("includes/bog_ipay.php", "<<org>>-site/payments/bog_<<n>>.php"),
    """<?php
// საქართველოს ბანკი - iPay ონლაინ გადახდა
const BOG_CLIENT_ID = '<<num>>';
const BOG_SECRET_KEY = '<<cred>>';
const BOG_OAUTH = 'https://ipay.ge/opay/api/v1/oauth2/token';

function bog_token(): string {
    $ch = curl_init(BOG_OAUTH);
    curl_setopt($ch, CURLOPT_USERPWD, BOG_CLIENT_ID . ':' . BOG_SECRET_KEY);
    curl_setopt($ch, CURLOPT_POSTFIELDS, 'grant_type=client_credentials');
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return json_decode(curl_exec($ch), true)['access_token'];
}
""",
    "p:bog",
    syntax="",
)

K.reg(
    "meoradi_new_arrivals_telegram_bot_python",
    ("bot/axali_nivtebi.py", "<<org>>/tg_bot_<<year>>.py"),
    '''"""ახალი ნივთების ფოტოების გამოქვეყნება Telegram არხზე."""

import telebot

BOT_TOKEN = "<<cred>>"
CHANNEL = "@<<org>>_ge"

bot = telebot.TeleBot(BOT_TOKEN)


def post(photo_path, caption):
    with open(photo_path, "rb") as fh:
        bot.send_photo(CHANNEL, fh, caption=caption)
''',
    "p:telegram_bot",
)

K.reg(
    "meoradi_georgian_email_paroli_buhgalteri",
    ("mail/<<date>>_rs_ge.eml", "Thunderbird/<<fa>>/rs_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: rs.ge შესვლის მონაცემები
Date: <<dmy>> <<time>>
Content-Type: text/plain; charset=utf-8

გამარჯობა <<first2>>,

rs.ge-ზე დეკლარაციის შესავსებად:
მომხმარებელი: <<login>>
პაროლი: <<cred>>

SMS კოდი ჩემს ნომერზე მოვა, დამირეკე.
<<first>>
""",
    "human",
    syntax="",
)

K.reg(
    "meoradi_consignment_db_dump_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "crontab_<<org>>_<<n>>.txt"),
    """# m h  dom mon dow   command
15 2 * * * mysqldump -u konsignacia -p<<cred>> meoradi_<<org>> | gzip > /backup/db_$(date +\\%F).sql.gz
0 4 * * 0 find /backup -mtime +30 -delete
""",
    "pw_bare",
    syntax="",
)

K.reg(
    "meoradi_tapo_cameras_ha_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/<<org>>/secrets_<<n>>.yaml"),
    """# Home Assistant - მაღაზიის კამერები
tapo_user: <<email>>
tapo_password: "<<cred>>"
shop_latitude: 41.69
shop_longitude: 44.80
""",
    lambda rng, f: pick(rng, (f.human(rng), f.human(rng, "._-"))),
)

K.reg(
    "meoradi_notebook_photo_ocr_wifi_paroli",
    ("scan/რვეული_<<num>>.txt", "ocr/wifi_<<date>>.txt"),
    """მაღაზია - ინტერნეტი (Magti)
ქსელი: <<org>>_shop
პაროლი
<<cred>>
როუტერი: admin / სტიკერზე
""",
    "human_x",
    syntax="",
)
