# ruff: noqa: E501
"""Family m: a housing-support office for displaced families in Kharkiv, Ukraine (Ukrainian)."""

from __future__ import annotations

import json
import random

from hundredth_spec import Fam, Slots, alnum, dec_basic, enc_b64

FAM = Fam(
    name="zhytlo_prykhystok_oselia",
    orgs=("teplaoselia",),
    tld="org.ua",
    first=(
        ("Оксана", "oksana"),
        ("Андрій", "andrii"),
        ("Ірина", "iryna"),
        ("Олександр", "oleksandr"),
        ("Наталія", "nataliia"),
        ("Дмитро", "dmytro"),
        ("Юлія", "yuliia"),
        ("Богдан", "bohdan"),
        ("Світлана", "svitlana"),
        ("Тарас", "taras"),
    ),
    last=(
        ("Шевченко", "shevchenko"),
        ("Коваленко", "kovalenko"),
        ("Бондаренко", "bondarenko"),
        ("Ткаченко", "tkachenko"),
        ("Мельник", "melnyk"),
        ("Кравчук", "kravchuk"),
        ("Олійник", "oliinyk"),
        ("Савченко", "savchenko"),
    ),
    words=(
        "oselia",
        "teplo",
        "kharkiv",
        "svoboda",
        "kalyna",
        "sonyashnyk",
        "borshch",
        "dim",
        "nadiia",
        "vyshyvanka",
        "slobozhanshchyna",
        "peremoga",
        "zhytlo",
        "kvartyra",
        "volia",
        "myr",
    ),
    pets=("barsik", "murchyk", "sirko", "bublyk", "pushok", "rudyk", "zhuchka", "tsytsia"),
    cc="+380",
)
reg = FAM.reg


def _docker(r: random.Random, s: Slots) -> str:
    return json.dumps(
        {
            "auths": {
                f"registry.{s['dom']}": {"auth": s["enc"]},
                "https://index.docker.io/v1/": {},
            },
            "HttpHeaders": {"User-Agent": "Docker-Client/26.1.4 (linux)"},
        },
        indent="\t",
    )


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    return dec_basic(next(v["auth"] for v in auths.values() if "auth" in v))


reg(
    "zhytlo_docker_config_json_registry_auth",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config.json.<<k>>"),
    _docker,
    "pw_json",
    enc=lambda s: enc_b64(f"deploy-{s['fa']}:{s['cred']}"),
    decode=_dec_docker,
)

reg(
    "zhytlo_ukrainian_telegram_copied_parol",
    ("Telegram/копія_чату_<<d>><<mo>>.txt", "notes/tg_<<fa>>_<<k>>.txt"),
    """[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first>> <<last>>: Доброго ранку! Нова партія ордерів на тимчасове житло в гуртожитку на Салтівці
[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first2>> <<last2>>: Який пароль до таблиці розселення в Google? Мене викинуло
[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first>> <<last>>: пароль: <<cred>>
[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first>> <<last>>: Після вводу видаліть повідомлення, будь ласка
[<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>] <<first2>> <<last2>>: Дякую 💙💛
""",
    "human",
    syntax="",
)

reg(
    "zhytlo_kep_key6_dat_password_txt",
    ("КЕП/<<la>>_<<y>>/пароль.txt", "Documents/KEP_<<fa>>_<<k>>/readme.txt"),
    """Ключ КЕП (Key-6.dat) директора - АЦСК ПриватБанк, діє до <<d>>.<<mo>>.<<y2>>
для підпису актів у Дії та на Prozorro
пароль до ключа:
<<cred>>
""",
    "human",
    syntax="",
    extra=lambda r, s: {"y2": int(s["y"]) + 2},
)

reg(
    "zhytlo_monobank_jar_x_token_python",
    ("zbir/monobank_<<k>>.py", "scripts/banka_<<fa>>.py"),
    '''"""Звіт по банці збору на ремонт гуртожитку (monobank personal API)."""
import requests

X_TOKEN = "<<cred>>"

info = requests.get(
    "https://api.monobank.ua/personal/client-info",
    headers={"X-Token": X_TOKEN},
    timeout=30,
).json()
for jar in info.get("jars", []):
    print(jar["title"], jar["balance"] / 100, "грн")
''',
    "b64u:33",
)

reg(
    "zhytlo_liqpay_private_key_php",
    ("donate/liqpay_config_<<k>>.php", "wp-content/themes/oselia/liqpay-<<fa>>.php"),
    """<?php
// Благодійні внески - LiqPay
$public_key  = 'i<<pubnum>>';
$private_key = '<<cred>>';
$liqpay = new LiqPay($public_key, $private_key);
$html = $liqpay->cnb_form([
    'action'      => 'paydonate',
    'amount'      => '200',
    'currency'    => 'UAH',
    'description' => 'Внесок на житло для переселенців',
    'order_id'    => 'don_' . time(),
    'version'     => '3',
]);
""",
    "alnum:40",
    syntax="",
    extra=lambda r, s: {"pubnum": alnum(r, 11, "0123456789")},
)

reg(
    "zhytlo_medoc_firebird_isql_history",
    ("Users/buh/.isql_history_<<k>>", "backup/medoc_<<fa>>/isql_history.txt"),
    """CONNECT 'localhost:C:\\ProgramData\\Medoc\\Medoc\\db\\ZVIT.FDB' USER 'SYSDBA' PASSWORD '<<cred>>';
SHOW TABLES;
SELECT COUNT(*) FROM CARD;
COMMIT;
QUIT;
""",
    "pw_bare",
    syntax="",
)

reg(
    "zhytlo_ukrainian_email_parol_prozorro",
    ("пошта/prozorro_<<fa>>.eml", "mail/<<y>><<mo>><<d>>_prozorro_<<k>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Доступ до майданчика Prozorro (закупівля ремонту)
Date: <<d>> Nov <<y>> <<hh>>:<<mm>>:<<ss>> +0200
Content-Type: text/plain; charset="UTF-8"

Вітаю, <<first>>!

Передаю доступ до кабінету на майданчику для оголошення закупівлі ремонту покрівлі:

Логін: zakupivli@<<dom>>
Пароль: <<cred>>

Будь ласка, не пересилайте цей лист.
<<first2>>
""",
    "human",
    syntax="",
)

reg(
    "zhytlo_keenetic_router_running_config",
    ("router/keenetic_startup-config_<<k>>.txt", "backup/<<fa>>/startup-config.txt"),
    """! $$$ Model: Keenetic Giga
! $$$ Version: 2.06.1
! $$$ Agent: http/rci
! $$$ Last change: <<d>> <<mo>> <<y>>
!
interface WifiMaster0/AccessPoint0
    name WifiMaster0/AccessPoint0
    description "Гуртожиток 2 поверх"
    mac auto
    security-level private
    authentication wpa-psk ns3 <<cred>>
    encryption enable
    encryption wpa2
    ip dhcp client dns-routes
    ssid Oselia-Hostel
    wmm
    up
!
""",
    "pw_bare",
    syntax="",
)
