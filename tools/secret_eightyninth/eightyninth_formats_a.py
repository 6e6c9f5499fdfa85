"""Family a: an artisanal (small-scale) gold-mining cooperative near Tarkwa, Ghana (Twi and
Ghanaian English): MTN MoMo collections, Hubtel SMS, Komatsu KOMTRAX on the excavators, a
gold-buying centre's scale tablets, Hikvision site cameras."""
# ruff: noqa: E501

from __future__ import annotations

import random

from eightyninth_spec import Fam, basic, dec_basic

A = Fam(
    name="galamsey_gold_coop_ghana",
    orgs=("sikaboa", "ourotuna", "nkabomgold"),
    display=("Sika Boa Nkabom Kuw", "Ouro Tuna Small Scale Miners", "Nkabom Gold Co-op"),
    tld="com.gh",
    first=(
        ("Kwame", "kwame"),
        ("Ama", "ama"),
        ("Kofi", "kofi"),
        ("Akosua", "akosua"),
        ("Yaw", "yaw"),
        ("Abena", "abena"),
        ("Kwabena", "kwabena"),
        ("Adwoa", "adwoa"),
        ("Kwaku", "kwaku"),
        ("Efua", "efua"),
    ),
    last=(
        ("Mensah", "mensah"),
        ("Asante", "asante"),
        ("Boateng", "boateng"),
        ("Owusu", "owusu"),
        ("Agyeman", "agyeman"),
        ("Osei", "osei"),
        ("Appiah", "appiah"),
        ("Frimpong", "frimpong"),
    ),
    words=(
        "sika",
        "asase",
        "nhyira",
        "akwaaba",
        "obaatan",
        "ayeeyi",
        "nyame",
        "abusua",
        "tarkwa",
        "prestea",
        "kotoko",
        "ahenfie",
        "sankofa",
        "adinkra",
        "blackstars",
        "kente",
    ),
    pets=("bingo", "tiger", "lucky", "simba", "jollof", "kobby", "rex"),
    cc="+233",
    tz="+00:00",
)


def _momo(rng: random.Random, s: dict) -> None:
    s["user"] = str(s["uid"])
    s["b64"] = basic(s["user"], str(s["cred"]))
    s["sub"] = "".join(rng.choice("0123456789abcdef") for _ in range(32))


A.reg(
    "galamsey_twi_whatsapp_momo_merchant_portal",
    ("chats/WhatsApp Chat with <<fac>> Sika Boa <<n>>.txt", "backup/whatsapp/<<d8>>_kuw_<<n>>.txt"),
    """<<dmy>>, <<time>> - Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Learn more.
<<dmy>>, <<time>> - <<fac2>> <<la2>>: Me pa wo kyɛw, MoMo merchant portal no login ayɛ locked bio 😩
<<dmy>>, <<time>> - <<fac2>> <<la2>>: Ɛnnɛ yɛwɔ sɛ yɛtua excavator fuel no ansa na 4pm
<<dmy>>, <<time2>> - <<first>> <<last>>: Mesesa password no nnɛra. Username yɛ <<login>>
<<dmy>>, <<time2>> - <<first>> <<last>>: Password foforɔ: <<cred>>
<<dmy>>, <<time2>> - <<first>> <<last>>: Mma obiara nhu, <<orgname>> sika no nyinaa wɔ mu
<<dmy>>, <<time2>> - <<fac2>> <<la2>>: Medaase paa 🙏 ɛyɛ adwuma
""",
    cred="human",
    syntax="",
)

A.reg(
    "galamsey_momo_collections_curl_basic_history",
    ("home/<<fa>>/.bash_history", "ops/momo/history_<<d8>>.txt"),
    """cd ~/momo-collect
ls -la
cat .env | grep -v KEY
curl -s -X POST https://proxy.momoapi.mtn.com/collection/token/ -H "Authorization: Basic <<b64>>" -H "Ocp-Apim-Subscription-Key: <<sub>>" -H "Content-Length: 0"
export MOMO_TOKEN=$(cat /tmp/tok.json | jq -r .access_token)
curl -s https://proxy.momoapi.mtn.com/collection/v1_0/account/balance -H "Authorization: Bearer $MOMO_TOKEN" -H "X-Target-Environment: mtnghana" -H "Ocp-Apim-Subscription-Key: <<sub>>"
python3 reconcile.py --date <<date>>
tail -n 50 logs/collect.log
""",
    cred="hex:32",
    syntax="",
    extra=_momo,
    decode=dec_basic,
)

A.reg(
    "galamsey_goldbod_buyer_portal_dotenv",
    ("sites/site<<n2>>/buying-centre/.env", "apps/sika-ledger-<<yr>>/.env.production"),
    """# Sika Ledger - gold buying centre, <<orgname>>
APP_ENV=production
APP_URL=https://ledger.<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=sika_ledger
DB_USERNAME=ledger
DB_PASSWORD=<<db>>
# GoldBod licensed-buyer export portal (declarations per parcel)
GOLDBOD_PORTAL_URL=https://portal.goldbod.gov.gh
GOLDBOD_USERNAME=<<login>>
GOLDBOD_PASSWORD=<<cred>>
XRF_ANALYZER_HOST=<<lan>>
SMS_SENDER_ID=SIKABOA
""",
    cred="human_x",
    syntax="",
    extra=lambda rng, s: s.update(db="${LEDGER_DB_PW}"),
)

A.reg(
    "galamsey_excavator_komtrax_python_hours",
    ("scripts/<<org>>/komtrax_hours.py", "fleet/pull_komtrax_<<n>>.py"),
    '''"""Pull engine hours and fuel from Komatsu KOMTRAX for the PC200 excavators (weekly report)."""

import csv
import datetime

import requests

KOMTRAX_URL = "https://komtrax.komatsu.com/api/v1"
KOMTRAX_USER = "<<login>>@<<dom>>"
KOMTRAX_PASSWORD = "<<cred>>"
MACHINES = ["PC200-8 KMTPC<<n>>", "PC210LC-10 KMTPC<<n2>>"]


def login():
    r = requests.post(f"{KOMTRAX_URL}/auth", json={"user": KOMTRAX_USER, "password": KOMTRAX_PASSWORD}, timeout=30)
    r.raise_for_status()
    return r.json()["token"]


if __name__ == "__main__":
    tok = login()
    with open(f"hours_{datetime.date.today()}.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for m in MACHINES:
            d = requests.get(f"{KOMTRAX_URL}/machines/{m}/smr", headers={"Authorization": tok}, timeout=30).json()
            w.writerow([m, d.get("smr"), d.get("fuel")])
''',
    cred="pw_dq",
)

A.reg(
    "galamsey_hubtel_sms_php_config",
    ("sms-alerts-<<n2>>/config/hubtel.php", "www/<<org>>/config/sms.php"),
    """<?php
// Hubtel SMS - alerts to members when the gold price / payout is posted
return [
    'hubtel' => [
        'client_id'     => '<<cid>>',
        'client_secret' => '<<cred>>',
        'sender'        => 'SikaBoa',
        'endpoint'      => 'https://smsc.hubtel.com/v1/messages/send',
    ],
    'admins' => ['<<phone>>', '<<phone2>>'],
];
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(
        cid="".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(8))
    ),
)


def _csv(s: dict) -> str:
    return (
        "tablet,station,username,password,pin_reset_phone\n"
        f"TAB-0{s['n2']},Scale 1 (Ohaus),{s['fa']}.{s['la']},{s['cred']},{s['phone']}\n"
        f"TAB-1{s['n2']},XRF gun,{s['fa2']}.{s['la2']},(ask secretary),{s['phone2']}\n"
        f"TAB-2{s['n2']},Cash desk,kasa{s['nn']},see safe,{s['phone']}\n"
    )


A.reg(
    "galamsey_gold_scale_tablet_logins_csv",
    ("office/tablets_<<yr>>.csv", "Desktop/buying_centre_logins_<<mo>><<yy>>.csv"),
    _csv,
    cred="human_x",
)

A.reg(
    "galamsey_sms_backup_xml_reply_only_value",
    ("sms/sms-<<d8>><<nn>>.xml", "SMSBackupRestore/sms-<<d8>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="Kofi, nea wode bue Hikvision app no yɛ dɛn? Mepa wo kyɛw" toa="null" sc_toa="null" service_center="+233244000111" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<date>> <<time>>" contact_name="<<fac2>> <<la2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<date>> <<time2>>" contact_name="<<fac2>> <<la2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="Ayɛ yie. Medaase" toa="null" sc_toa="null" service_center="+233244000111" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<date>> <<time2>>" contact_name="<<fac2>> <<la2>>" />
</smses>
""",
    cred="human_x",
)

A.reg(
    "galamsey_pit_cameras_go2rtc_rtsp_yaml",
    ("go2rtc/site<<n2>>/go2rtc.yaml", "cctv/pit<<n2>>/go2rtc.yml"),
    """# wash plant + pit cameras (Hikvision DS-2CD), relayed to the office tablet
streams:
  wash_plant: rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
  pit_edge: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
  store_gate: ffmpeg:rtsp://viewer:{VIEWER_PASS}@<<ip2>>:554/Streaming/Channels/102#video=copy
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pubip>>:8555
""",
    cred="pw_url",
)
