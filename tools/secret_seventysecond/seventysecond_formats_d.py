# ruff: noqa: E501
"""Family d: a language school (тіл мектебі / языковая школа) in Almaty, Kazakhstan (Kazakh and
Russian, Cyrillic): Telegram groups and an aiogram bot, CloudPayments, Moodle on a VPS, Zoom
Server-to-Server OAuth, a Bitrix24 CRM webhook, WhatsApp."""

from __future__ import annotations

import base64
import random

from seventysecond_spec import Fam, dec_mime_b64_after, jdump

F = Fam(
    name="tilmektep_language_kazakhstan",
    key="tilmektep",
    orgs=("bilimtil", "zhuldyz", "tilshi", "polyglot-kz"),
    orgnames=("Білім Тіл", "Жұлдыз Language School", "Тілші орталығы", "Polyglot KZ"),
    tld="kz",
    first=(
        ("Айгерім", "aigerim"),
        ("Нұрлан", "nurlan"),
        ("Дана", "dana"),
        ("Ерлан", "erlan"),
        ("Әсел", "asel"),
        ("Мадина", "madina"),
        ("Арман", "arman"),
        ("Ольга", "olga"),
    ),
    last=(
        ("Сейітова", "seitova"),
        ("Жақсыбеков", "zhaksybekov"),
        ("Омарова", "omarova"),
        ("Исаев", "isaev"),
        ("Нұрланова", "nurlanova"),
        ("Ким", "kim"),
        ("Ахметов", "akhmetov"),
    ),
    words=(
        "almaty",
        "zhuldyz",
        "alatau",
        "bilim",
        "tilshi",
        "kazakhstan",
        "medeu",
        "koktobe",
        "baursak",
        "dombra",
        "aspan",
        "kulpyash",
        "english",
        "nauryz",
        "sunkar",
        "balapan",
    ),
    words_u=(),
    pets=("barsik", "tuzik", "murka", "laika", "akbas", "sharik"),
    cc="+7 70",
    cities=("Алматы", "Астана", "Шымкент", "Қарағанды"),
)


def _tg(s: dict) -> str:
    msgs = [
        (s["first"] + " " + s["last"], "Әріптестер, Moodle-ге кіру үшін ортақ есептік жазба:"),
        (s["first"] + " " + s["last"], f"логин: teacher_{s['org']}"),
        (s["first"] + " " + s["last"], ["құпия сөз: ", {"type": "code", "text": s["cred"]}]),
        (s["first2"] + " " + s["last2"], "Рахмет! 🙏"),
    ]
    out = []
    for i, (who, text) in enumerate(msgs):
        ents = text if isinstance(text, list) else [{"type": "plain", "text": text}]
        if isinstance(text, list):
            ents = [{"type": "plain", "text": text[0]}, text[1]]
            text = [text[0], {"type": "code", "text": text[1]["text"]}]
        out.append(
            {
                "id": 4000 + i,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "date_unixtime": str(int(s["ts"]) + i * 40),
                "from": who,
                "from_id": f"user{5_000_000 + 7 * len(who)}",
                "text": text,
                "text_entities": ents,
            }
        )
    return jdump(
        {
            "name": f"{s['orgname']} — мұғалімдер",
            "type": "private_supergroup",
            "id": 1_700_000_000 + int(s["nnn"]),
            "messages": out,
        },
        indent=1,
    )


F.reg(
    "telegram_json_export_qupiya_soz_moodle",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>> (<<n>>)/result.json",
    ),
    _tg,
    "human",
)


def _mime(r: random.Random, s: dict) -> None:
    body = (
        f"Здравствуйте, {s['first2']}!\n\n"
        f"Доступ к личному кабинету CloudPayments для школы {s['orgname']}:\n"
        f"Логин: buh@{s['dom']}\nПароль: {s['cred']}\n\n"
        "Пожалуйста, смените пароль после первого входа.\n"
        f"С уважением,\n{s['first']} {s['last']}\n"
    )
    raw = base64.b64encode(body.encode()).decode()
    s["enc"] = "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))


F.reg(
    "russian_email_base64_body_parol_cloudpayments",
    ("mail/Входящие/<<ts>>.eml", "Thunderbird/<<org>>/INBOX/доступ_<<nnn>>.eml"),
    """From: <<email>>
To: <<email2>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INC6IENsb3VkUGF5bWVudHM=?=
Date: Tue, <<d>> Sep <<year>> 10:<<mi>>:00 +0500
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

<<enc>>
""",
    "human",
    syntax="",
    extra=_mime,
    decode=dec_mime_b64_after("Пароль:"),
)

F.reg(
    "aiogram_bot_token_env",
    ("bot/.env", "<<org>>-schedule-bot/.env", "srv/bots/<<org>>_<<n>>/.env"),
    """# Бот расписания: кестені жіберу, еске салу
BOT_TOKEN=<<cred>>
ADMIN_IDS=<<nnn>><<nnn>><<nnn>>,<<nnn>><<nnn>><<nn>>
TZ=Asia/Almaty
DB_PATH=/srv/bot/schedule.sqlite3
""",
    "p:tg_bot",
)

F.reg(
    "cloudpayments_api_secret_php",
    ("site/config/cloudpayments.php", "<<org>>/lk/config/payments_<<n>>.php"),
    """<?php
// Оплата обучения картой / Kaspi QR через CloudPayments
return [
    'public_id'  => 'pk_<<hexid>><<hexid>><<hexid>><<hexid>>',
    'api_secret' => '<<cred>>',
    'currency'   => 'KZT',
    'notify_url' => 'https://<<dom>>/payments/cloudpayments/notify',
];
""",
    "p:cloudpay",
    syntax="",
)

F.reg(
    "moodle_backup_crontab_mysqldump",
    (
        "var/spool/cron/crontabs/root",
        "etc/cron.d/moodle-backup-<<org>>",
        "crontab-<<fa>>-<<yy>>.txt",
    ),
    """# m h dom mon dow command
*/1 * * * * /usr/bin/php /var/www/moodle/admin/cli/cron.php >/dev/null 2>&1
30 2 * * * mysqldump -u moodle -p'<<cred>>' --single-transaction moodle | gzip > /backup/moodle_$(date +\\%F).sql.gz
0 4 * * 0 find /backup -name 'moodle_*.sql.gz' -mtime +30 -delete
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "zoom_server_to_server_oauth_yaml",
    ("config/zoom.yaml", "<<org>>-scheduler/config/zoom_<<n>>.yml", "deploy/<<fa>>/zoom.yaml"),
    """# Zoom Server-to-Server OAuth (онлайн сабақтар)
zoom:
  account_id: "<<aid>>"
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  default_user: "online@<<dom>>"
  meeting_defaults:
    waiting_room: true
    auto_recording: cloud
""",
    "p:zoom_secret",
    extra=lambda r, s: s.update(
        aid="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(22)
        ),
        cid="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(22)
        ),
    ),
)

F.reg(
    "bitrix24_webhook_leads_python",
    ("crm/leads_from_site.py", "<<org>>_crm/bitrix_sync_<<n>>.py"),
    '''"""Заявки с сайта -> Bitrix24 (лиды: курсы английского / корейского / казахского)."""

import requests

WEBHOOK = "https://<<org>>.bitrix24.kz/rest/<<n>>/<<cred>>/"


def add_lead(name, phone, course):
    fields = {"TITLE": f"Заявка: {course}", "NAME": name, "PHONE": [{"VALUE": phone, "VALUE_TYPE": "MOBILE"}]}
    r = requests.post(WEBHOOK + "crm.lead.add.json", json={"fields": fields}, timeout=15)
    r.raise_for_status()
    return r.json()["result"]
''',
    "p:bitrix_hook",
)

F.reg(
    "russian_whatsapp_reply_only_value",
    ("WhatsApp Chat with <<first2>> <<last2>>.txt", "Чат WhatsApp с <<first2>> (<<n>>).txt"),
    """<<dmy2>>, <<time>> - <<first>> <<last>>: <<first2>>, напомни пароль от админки сайта школы?
<<dmy2>>, <<time>> - <<first2>> <<last2>>: секунду
<<dmy2>>, <<time2>> - <<first2>> <<last2>>: <<cred>>
<<dmy2>>, <<time2>> - <<first>> <<last>>: Рахмет!
""",
    "human",
)
