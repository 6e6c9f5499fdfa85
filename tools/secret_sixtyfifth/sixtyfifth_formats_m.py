# ruff: noqa: E501
"""Family m: a condominium owners' association (ОСББ) of a Kyiv apartment block, Ukrainian."""

from __future__ import annotations

import json

from sixtyfifth_spec import Fam, json_ascii, people_rows, pick

F = Fam(
    "osbb_kashtan_kyiv",
    orgs=("osbbkashtan", "obolonbud", "podilhouse"),
    tld="com.ua",
    first=(
        "oleksandr|Олександр",
        "olena|Олена",
        "andrii|Андрій",
        "iryna|Ірина",
        "serhii|Сергій",
        "nataliia|Наталія",
        "dmytro|Дмитро",
        "oksana|Оксана",
    ),
    last=(
        "shevchenko|Шевченко",
        "kovalenko|Коваленко",
        "bondarenko|Бондаренко",
        "tkachenko|Ткаченко",
        "kravchenko|Кравченко",
        "melnyk|Мельник",
        "boiko|Бойко",
    ),
    words=(
        "kashtan",
        "dnipro",
        "khreshchatyk",
        "borshch",
        "kalyna",
        "soniashnyk",
        "vyshyvanka",
        "podil",
        "obolon",
        "varenyky",
        "lypa",
        "sadok",
        "zoria",
        "vesna",
        "perets",
        "kozak",
    ),
    cc="+380",
    city="Київ",
)

F.reg(
    "osbb_viber_copy_parol_kamery_dvir",
    ("Viber/ОСББ <<org>> правління.txt", "Desktop/viber_osbb_<<n>>.txt"),
    """[<<dmy>> <<m1>>] <<f2_l>> <<l2_l>>: Добрий вечір! Хтось поцарапав машину у дворі, можна подивитись камери?
[<<dmy>> <<m2>>] <<first_l>> <<last_l>>: Так, заходьте в застосунок реєстратора
[<<dmy>> <<m2>>] <<first_l>> <<last_l>>: логін: dvir
[<<dmy>> <<m3>>] <<first_l>> <<last_l>>: пароль: <<cred>>
[<<dmy>> <<m4>>] <<f2_l>> <<l2_l>>: Дякую, знайшла 👍
[<<dmy>> <<m5>>] <<first_l>> <<last_l>>: Тільки не пересилайте в загальний чат будинку
""",
    cred="human",
)

F.reg(
    "osbb_liqpay_private_key_php",
    ("osbb-site/inc/liqpay_config.php", "<<org>>/vnesky/liqpay_<<y>>.php"),
    """<?php
// Оплата внесків ОСББ через LiqPay
require_once 'LiqPay.php';

$public_key  = 'i<<pub>>';
$private_key = '<<cred>>';

$liqpay = new LiqPay($public_key, $private_key);
$html = $liqpay->cnb_form([
    'action'      => 'pay',
    'amount'      => $_GET['suma'] ?? '0',
    'currency'    => 'UAH',
    'description' => 'Внесок ОСББ, кв. ' . ($_GET['kv'] ?? ''),
    'order_id'    => uniqid('osbb_'),
    'version'     => '3',
]);
echo $html;
""",
    cred="alnum:40",
    extra=lambda rng, s: {"pub": F.draw(rng, "digits:11")},
    syntax="",
)


def _cyr_pw(rng, fam):
    w = pick(
        rng,
        ("Каштан", "Калина", "Соняшник", "Вишиванка", "Оболонь", "Весна", "Зоряна", "Подільська"),
    )
    return f"{w}{rng.randint(1970, 2025)}{pick(rng, ('', '!', '.'))}"


def _users_json(s):
    return json_ascii(
        {
            "osbb": s["org"],
            "exported": s["date"],
            "users": [
                {
                    "kv": s["unit"],
                    "name": f"{s['first_l']} {s['last_l']}",
                    "role": "голова правління",
                    "login": s["user"],
                    "password": s["cred"],
                },
                {
                    "kv": s["n"],
                    "name": f"{s['f2_l']} {s['l2_l']}",
                    "role": "бухгалтер",
                    "login": s["user2"],
                    "password_hash": s["hexid"],
                },
            ],
        }
    )


F.reg(
    "osbb_cabinet_users_json_unicode_escaped_parol",
    ("backup/osbb_<<org>>_users_<<date>>.json", "Документи/<<org>>/користувачі_<<n>>.json"),
    _users_json,
    cred=_cyr_pw,
    decode=lambda t: json.loads(t)["users"][0]["password"],
)

F.reg(
    "osbb_telegram_html_export_parol_vodokanal",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "Downloads/Telegram/ChatExport_<<org>>_<<n>>/messages.html",
    ),
    """<!DOCTYPE html>
<html>
 <head>
  <meta charset="utf-8"/>
  <title>Exported Data</title>
  <link href="css/style.css" rel="stylesheet"/>
 </head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold">ОСББ <<org>> - правління</div></div></div>
   <div class="page_body chat_page">
    <div class="history">
     <div class="message default clearfix" id="message<<n3>>1">
      <div class="body">
       <div class="pull_right date details" title="<<dmy>> <<t1>> UTC+02:00"><<m1>></div>
       <div class="from_name"><<f2_l>> <<l2_l>></div>
       <div class="text">Скиньте, будь ласка, доступ до кабінету водоканалу, треба передати показники</div>
      </div>
     </div>
     <div class="message default clearfix" id="message<<n3>>2">
      <div class="body">
       <div class="pull_right date details" title="<<dmy>> <<t2>> UTC+02:00"><<m2>></div>
       <div class="from_name"><<first_l>> <<last_l>></div>
       <div class="text">Логін <<email>><br>Пароль <<cred>></div>
      </div>
     </div>
    </div>
   </div>
  </div>
 </body>
</html>
""",
    cred="human",
    syntax="",
)

F.reg(
    "osbb_monobank_jar_token_python",
    ("osbb-bot/mono_vypyska.py", "home/<<user>>/<<org>>/mono_<<y>>.py"),
    '''"""Тягне виписку з рахунку ОСББ у monobank і позначає оплачені внески в таблиці."""

import time

import requests

MONO_TOKEN = "<<cred>>"
ACCOUNT = "<<acct>>"


def vypyska(days: int = 31):
    now = int(time.time())
    r = requests.get(
        f"https://api.monobank.ua/personal/statement/{ACCOUNT}/{now - days * 86400}/{now}",
        headers={"X-Token": MONO_TOKEN},
        timeout=20,
    )
    r.raise_for_status()
    return [t for t in r.json() if t["amount"] > 0]


for t in vypyska():
    print(t["time"], t["amount"] / 100, t.get("comment", ""))
''',
    cred="p:monobank",
    extra=lambda rng, s: {"acct": F.draw(rng, "alnum:22")},
)


def _meters(rng, s):
    rows = people_rows(rng, F, 3)
    k = rng.randrange(3)
    out = []
    for i, (fl, ll, login, pw) in enumerate(rows):
        if i == k:
            fl, ll, login, pw = s["first_l"], s["last_l"], s["email"], s["cred"]
        prov = pick(rng, ("Київводоканал", "YASNO", "Нафтогаз", "Київтеплоенерго"))
        out.append(
            f"{rng.randint(1, 120)};{fl} {ll};{prov};{rng.randint(10**9, 10**10 - 1)};{login};{pw}"
        )
    return {"rows": "\n".join(out)}


F.reg(
    "osbb_lichylnyky_meter_portal_csv",
    ("ОСББ/лічильники_<<y>>.csv", "Desktop/<<org>>_kabinety_<<n>>.csv"),
    """Квартира;Власник;Постачальник;Особовий рахунок;Логін кабінету;Пароль
<<rows>>
""",
    cred="human",
    extra=_meters,
)

F.reg(
    "osbb_bukhhalter_email_parol_medoc",
    ("Пошта/Вхідні/Доступ до звітності ОСББ.eml", "mail/<<org>>/inbox/<<n3>>.eml"),
    """From: <<first_l>> <<last_l>> <<<email>>>
To: <<f2_l>> <<l2_l>> <<<email2>>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INC00L4g0LfQstGW0YLQvdC+0YHRgtGW?=
Date: Wed, <<d>> Mar <<y>> 16:48:20 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Пані <<f2_l>>, добрий день!

Як домовлялись на правлінні, передаю доступ до програми звітності ОСББ на сервері
в підвалі (через віддалений робочий стіл):

адреса: <<pip>>:3389
користувач: buh
пароль: <<cred>>

Ключ КЕП на флешці у сейфі, пароль до нього скажу телефоном.
З повагою,
<<first_l>> <<last_l>>, голова правління
""",
    cred="pw",
)

F.reg(
    "osbb_ecoflow_generator_homeassistant_yaml",
    ("homeassistant/packages/ecoflow_<<org>>.yaml", "config/<<org>>/zhyvlennia_<<n>>.yaml"),
    """# Зарядні станції EcoFlow для ліфта і насосної (відключення світла)
ecoflow_cloud:
  region: EU
  access_key: <<ak>>
  secret_key: <<cred>>
  devices:
    - sn: R331<<sn>>
      name: Ліфт під'їзд 1
    - sn: R331<<sn>>
      name: Насосна
""",
    cred="alnum:32",
    extra=lambda rng, s: {"ak": F.draw(rng, "alnum:32"), "sn": F.draw(rng, "UPAL:12")},
)
