# ruff: noqa: E501
"""Family f: a Red Sea dive centre in Dahab (Egyptian Arabic, with Russian guests)."""

from __future__ import annotations

import json

from sixtysixth_spec import Fam, basic, dec_basic_after

FAM = Fam(
    "dahab_red_sea_dive_centre",
    ("murjanbay",),
    "com.eg",
    ("محمد", "أحمد", "منى", "ياسمين", "كريم", "هبة", "عمر", "سلمى"),
    ("حسن", "إبراهيم", "السيد", "عبدالله", "مصطفى", "النجار"),
    (
        "bahr",
        "morgan",
        "samaka",
        "ghatas",
        "dahab",
        "bluehole",
        "canyon",
        "fanar",
        "qersh",
        "nemr",
        "sina",
        "gebel",
        "zaafaran",
        "masbat",
        "lagoona",
        "dolphin",
    ),
    "20",
    ("Mohamed", "Ahmed", "Mona", "Yasmin", "Karim", "Heba", "Omar", "Salma"),
    ("Hassan", "Ibrahim", "Elsayed", "Abdallah", "Mostafa", "Elnaggar"),
    ("Bosy", "Loza", "Simsim", "Fahd", "Mishmish"),
)

FAM.reg(
    "dahabdive_arabic_whatsapp_kelmet_el_ser",
    (
        "WhatsApp/محادثة واتساب مع الاستقبال <<n>>.txt",
        "Phone/WhatsApp Chat - Dive Guides <<n>>.txt",
    ),
    """<<dd>>/<<mm>>/<<year>>, <<time>> - <<first>> <<last>>: يا جماعة الواي فاي بتاع الكومبريسور روم اتغير؟
<<dd>>/<<mm>>/<<year>>, <<time>> - <<first2>>: ايوه، كلمة السر الجديدة <<cred>>
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<first>> <<last>>: تمام شكرا، الزباين الروس عايزين غطسة بكرة الساعة ٨ في البلو هول
""",
    "human",
)


def _basic_extra(r, s):
    return {"auth": basic("frontdesk", str(s["cred"]))}


FAM.reg(
    "dahabdive_booking_curl_basic_bash_history",
    ("home/<<lf>>/.bash_history", "root/.bash_history.<<org>>.<<n>>"),
    """ssh pi@<<lan>>
sudo systemctl restart compressor-logger
curl -s -H "Authorization: Basic <<auth>>" "https://booking.<<dom>>/api/v1/dives?date=<<date>>" | jq '.[].diver'
curl -s -H "Accept: application/json" https://booking.<<dom>>/api/v1/boats
history | tail
""",
    "pw_alnum",
    syntax="",
    extra=_basic_extra,
    decode=dec_basic_after("Authorization: Basic "),
)


def _tg_json(s: dict) -> str:
    msgs = [
        ("Оля Смирнова", "Привет! Касса в дайв-центре опять просит пароль 😅"),
        (s["first2"], f"пароль от кассы: {s['cred']}"),
        ("Оля Смирнова", "Спасибо! Завтра группа на Каньон, 6 человек"),
    ]
    out = {
        "name": f"{s['orgc']} Russian desk",
        "type": "private_group",
        "id": s["n4"] * 1000 + s["n"],
        "messages": [
            {
                "id": s["n4"] + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{10 + i:02d}",
                "date_unixtime": str(int(s["epoch"]) + i * 60),
                "from": who,
                "from_id": f"user{s['n4'] * 1000 + i}",
                "text": txt,
                "text_entities": [{"type": "plain", "text": txt}],
            }
            for i, (who, txt) in enumerate(msgs)
        ],
    }
    return json.dumps(out, ensure_ascii=False, indent=1)


FAM.reg(
    "dahabdive_russian_telegram_json_export_parol",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram/ChatExport_<<n>>/result.json",
    ),
    _tg_json,
    "human",
)

FAM.reg(
    "dahabdive_rental_odoo_xmlrpc_api_key_py",
    ("home/<<lf>>/scripts/rental_sync_<<n>>.py", "opt/<<org>>/odoo_rental_<<nn>>.py"),
    '''"""Copy today's equipment rentals (BCD, regulator, wetsuit) from the dive log app to Odoo."""
import xmlrpc.client

URL = "https://<<org>>.odoo.com"
DB = "<<org>>"
USER = "<<email>>"
API_KEY = "<<cred>>"

common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate(DB, USER, API_KEY, {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")
rentals = models.execute_kw(DB, uid, API_KEY, "rental.order", "search_read", [[["state", "=", "draft"]]])
print(len(rentals), "open rentals")
''',
    "hex:40",
)

FAM.reg(
    "dahabdive_paymob_integration_dotenv",
    ("var/www/<<org>>-booking/.env", "srv/dive-shop-<<n>>/.env"),
    """APP_NAME="<<orgc>> Dive Booking"
APP_ENV=production
DB_CONNECTION=mysql
DB_DATABASE=booking
PAYMOB_API_KEY=<<cred>>
PAYMOB_INTEGRATION_ID=<<n4>><<nn>>
PAYMOB_IFRAME_ID=<<n4>>
CURRENCY=EGP
""",
    "p:paymob",
    syntax="",
)

FAM.reg(
    "dahabdive_logbook_sync_appsettings_json",
    ("DiveLogSync/appsettings.<<org>>.json", "C:/inetpub/divelog_<<n>>/appsettings.json"),
    """{
  "Logging": {"LogLevel": {"Default": "Information"}},
  "ConnectionStrings": {
    "DiveLog": "Server=<<lan>>,1433;Database=DiveLog;User Id=divelog;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Sync": {"ComputersFolder": "C:/DiveComputers/inbox", "IntervalMinutes": 15}
}
""",
    lambda r, s: FAM.draw(r, "pw_dq", s).replace(";", ""),
)


def _yt_key(r, s):
    return "-".join(FAM.draw(r, "alnum:4", s).lower() for _ in range(5))


FAM.reg(
    "dahabdive_reef_webcam_youtube_stream_ffmpeg",
    ("home/pi/reefcam/stream_<<n>>.sh", "opt/reefcam-<<org>>/live_<<nn>>.sh"),
    """#!/bin/sh
# Live reef cam (lighthouse) -> YouTube, started by systemd
exec ffmpeg -rtsp_transport tcp -i rtsp://<<lan>>:554/live \\
  -c:v copy -c:a aac -b:a 128k -f flv \\
  rtmp://a.rtmp.youtube.com/live2/<<cred>>
""",
    _yt_key,
    syntax="",
)

FAM.reg(
    "dahabdive_russian_email_agency_parol",
    ("Mail/<<org>>/Sent/<<n>>.eml", "Thunderbird/<<lf>>/Sent_<<year>>_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: agent@morskoy-tur-<<nn>>.ru
Subject: Доступ к системе бронирования
Date: Thu, <<dd>> Oct <<year>> <<time>>:33 +0200
Content-Type: text/plain; charset=UTF-8

Здравствуйте, Ирина!

Как договаривались, вот доступ для вашего агентства к нашей системе бронирования погружений:
https://booking.<<dom>>/agents
логин: agency<<nn>>
пароль: <<cred>>

Трансфер из Шарм-эль-Шейха включён в пакет от 10 погружений.
С уважением,
<<first>> / <<orgc>> Dive Centre
""",
    "human_x",
    syntax="",
)
