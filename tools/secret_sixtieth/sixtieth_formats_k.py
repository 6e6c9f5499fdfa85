# ruff: noqa: E501
"""Family k: a taxi fleet (taksopark) in Samara (Russia) whose drivers write in Russian and
Uzbek."""

from __future__ import annotations

import json
import random

from sixtieth_spec import Fam, jdump, pick

FAM = Fam(
    "taksopark_voditeli_samara",
    orgs=("volgashashki",),
    tld="ru",
    people=(
        ("Алексей", "aleksey"),
        ("Дмитрий", "dmitriy"),
        ("Сергей", "sergey"),
        ("Андрей", "andrey"),
        ("Рустам", "rustam"),
        ("Фарход", "farhod"),
        ("Ольга", "olga"),
        ("Наталья", "natalya"),
        ("Игорь", "igor"),
        ("Тимур", "timur"),
    ),
    surnames=(
        ("Иванов", "ivanov"),
        ("Смирнов", "smirnov"),
        ("Кузнецов", "kuznetsov"),
        ("Попов", "popov"),
        ("Каримов", "karimov"),
        ("Соколов", "sokolov"),
        ("Морозов", "morozov"),
        ("Волков", "volkov"),
    ),
    words=(
        "volga",
        "samara",
        "taksi",
        "zhiguli",
        "lada",
        "granta",
        "vesta",
        "solaris",
        "kryliya",
        "shashki",
        "doroga",
        "zvezda",
        "mashina",
        "benzin",
    ),
    pets=("barsik", "murka", "sharik", "tuzik", "bobik", "marsik", "dusya"),
    cities=("Самара", "Тольятти", "Сызрань", "Новокуйбышевск", "Чапаевск"),
    cc="+7",
)

CYR = ("Волга", "Самара", "Шашечки", "Жигули", "Гранта", "Ласточка", "Такси", "Дорога")

FAM.reg(
    "taksopark_yandex_fleet_api_key_python_balances",
    ("park/balansy_<<n>>.py", "scripts/fleet_api_<<n>>.py"),
    """import requests

PARK_ID = "<<pid>>"
HEADERS = {
    "X-Client-ID": f"taxi/park/{PARK_ID}",
    "X-API-Key": "<<cred>>",
}

r = requests.post(
    "https://fleet-api.taxi.yandex.net/v1/parks/driver-profiles/list",
    json={"query": {"park": {"id": PARK_ID}}, "fields": {"account": ["balance"], "driver_profile": ["last_name", "phones"]}},
    headers=HEADERS,
    timeout=30,
)
for d in r.json()["driver_profiles"]:
    print(d["driver_profile"]["last_name"], d["accounts"][0]["balance"])
""",
    "b64u:24",
    extra=lambda rng, s: {"pid": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)


def _cyr_pw(rng: random.Random, s: dict) -> str:
    return f"{pick(rng, CYR)}{rng.randint(1970, 2026)}{rng.choice('!.#')}"


def _json_u_decode(text: str) -> str:
    return json.loads(text)["drivers"][0]["taximeter"]["password"]


FAM.reg(
    "taksopark_voditeli_json_unicode_escaped_parol",
    ("export/drivers_<<n>>.json", "dispetcher/voditeli_<<date>>_<<n>>.json"),
    lambda s: jdump(
        {
            "park": s["orgc"],
            "exported": s["date"],
            "drivers": [
                {
                    "name": f"{s['last']} {s['first']}",
                    "car": f"Лада Веста {s['plate']}",
                    "phone": s["phone"],
                    "taximeter": {"login": s["login"], "password": s["cred"]},
                },
                {
                    "name": f"{s['last2']} {s['first2']}",
                    "car": "Hyundai Solaris",
                    "phone": s["phone2"],
                },
            ],
        },
        ascii_=True,
    ),
    _cyr_pw,
    decode=_json_u_decode,
)


def _tg_json(s: dict) -> str:
    msgs = [
        {
            "id": s["n"],
            "type": "message",
            "date": f"{s['date']}T{s['time']}:05",
            "from": f"{s['first2']} {s['last2']}",
            "text": "Ольга, не могу зайти в кабинет ОСАГО для продления, какой пароль?",
        },
        {
            "id": s["n"] + 1,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:40",
            "from": f"{s['first']} {s['last']}",
            "text": f"логин {s['email']}, пароль {s['cred']}",
        },
        {
            "id": s["n"] + 2,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:59",
            "from": f"{s['first2']} {s['last2']}",
            "text": "Спасибо!",
        },
    ]
    return jdump(
        {"name": "Таксопарк — механики", "type": "private_group", "id": s["n4"], "messages": msgs}
    )


FAM.reg(
    "taksopark_telegram_result_json_parol_osago",
    (
        "Telegram Desktop/ChatExport_<<date>>/result_<<n>>.json",
        "Загрузки/ChatExport_<<n>>/result.json",
    ),
    _tg_json,
    "human",
)

FAM.reg(
    "taksopark_putevye_listy_csv_epl_login_parol",
    ("Документы/путевые_листы_<<n>>.csv", "medosmotr/epl_accounts_<<n>>.csv"),
    """Водитель;Госномер;Медосмотр;Техосмотр;Логин ЭПЛ;Пароль ЭПЛ
<<last>> <<first>>;<<plate>> 163;<<time>> ок;<<time>> ок;<<login>>;<<cred>>
<<last2>> <<first2>>;<<plate>> 63;не пройден;;;
""",
    "human",
    syntax="",
)

FAM.reg(
    "taksopark_email_parol_kabinet_voditelya",
    ("Почта/Отправленные/kabinet_<<n>>.eml", "mail/sent/driver_<<n>>.eml"),
    """From: Таксопарк <<orgc>> <park@<<dom>>>
To: <<fa2>>.<<la2>>@mail.ru
Subject: Доступ в личный кабинет водителя
Date: Thu, <<d>> Jan <<y>> <<time>>:22 +0400
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Здравствуйте, <<first2>>!

Вы подключены к таксопарку «<<orgc>>». Выплаты и путевые листы смотрите в личном кабинете:

Логин: <<login2>>
Пароль: <<cred>>

Комиссия парка 4%, выплаты ежедневно. Диспетчер: <<phone>>.
""",
    "pw",
    syntax="",
)

FAM.reg(
    "taksopark_bitrix24_incoming_webhook_php",
    ("crm/zayavki_<<n>>.php", "public_html/bitrix/lead_<<n>>.php"),
    """<?php
// заявки водителей с сайта -> лиды в Битрикс24
$webhook = 'https://<<org>>.bitrix24.ru/rest/1/<<cred>>/';
$fields = [
    'TITLE' => 'Водитель: ' . $_POST['name'],
    'PHONE' => [['VALUE' => $_POST['phone'], 'VALUE_TYPE' => 'MOBILE']],
    'SOURCE_ID' => 'WEB',
];
file_get_contents($webhook . 'crm.lead.add.json?' . http_build_query(['fields' => $fields]));
""",
    lambda rng, s: "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(16)),
    syntax="",
)

FAM.reg(
    "taksopark_dashcam_wifi_zametka_txt",
    ("Заметки/регистратор_<<plate>>_<<n>>.txt", "notes/dashcam_<<n>>.txt"),
    """Регистратор в машине <<plate>> (<<last>>)
Сеть: DASHCAM_<<n4>>
Пароль Wi-Fi: <<cred>>
Приложение на телефоне механика, карта 128 ГБ, запись по кругу.
Задняя камера отходит — поменять провод.
""",
    "wifi",
    syntax="",
)

FAM.reg(
    "taksopark_whatsapp_uzbek_russian_parol_voditel",
    ("WhatsApp Chat with <<first>> <<n>>.txt", "Download/WhatsApp Chat - Voditeli <<n>>.txt"),
    """<<dmy>>, <<time>> - <<first2>> <<last2>>: Aka salom, Taksometr dan chiqib ketdi, parol esimda yo'q
<<dmy>>, <<time>> - <<first>> <<last>>: логин <<login2>>
<<dmy>>, <<time>> - <<first>> <<last>>: parol: <<cred>>
<<dmy>>, <<time>> - <<first>> <<last>>: никому не говори
<<dmy>>, <<time>> - <<first2>> <<last2>>: rahmat aka
""",
    "human",
    syntax="",
)
