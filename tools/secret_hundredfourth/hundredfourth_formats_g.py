# ruff: noqa: E501
"""Family g: a gel-polish and nail-lacquer importer in Kyiv, Ukraine (Ukrainian): Nova Poshta,
LiqPay, Prom.ua, Horoshop, Checkbox software cash register, M.E.Doc / qualified e-signature."""

from __future__ import annotations

import json

from hundredfourth_corpus import pick
from hundredfourth_spec import Fam, viber_csv

FAM = Fam(
    name="gellak_kyiv_nailpolish_importer",
    orgs=("lakolira", "nigtiplus", "gelmriia", "kvitkanail"),
    tld="com.ua",
    first=(
        ("Олена", "olena"),
        ("Андрій", "andrii"),
        ("Ірина", "iryna"),
        ("Тарас", "taras"),
        ("Оксана", "oksana"),
        ("Богдан", "bohdan"),
        ("Юлія", "yuliia"),
        ("Дмитро", "dmytro"),
        ("Наталія", "nataliia"),
        ("Софія", "sofiia"),
    ),
    last=(
        ("Шевчук", "shevchuk"),
        ("Коваленко", "kovalenko"),
        ("Бондаренко", "bondarenko"),
        ("Мельник", "melnyk"),
        ("Ткаченко", "tkachenko"),
        ("Кравчук", "kravchuk"),
        ("Лисенко", "lysenko"),
    ),
    words=(
        "lak",
        "nigti",
        "manikur",
        "sonechko",
        "kalyna",
        "dnipro",
        "vyshnia",
        "zoria",
        "lviv",
        "kvitka",
        "mriia",
        "nadiia",
        "barvinok",
        "ruta",
        "lelia",
        "bdzhilka",
        "kozak",
        "smereka",
    ),
    pets=("barsik", "murchyk", "rudyi", "bublyk", "lord", "persyk"),
    cc="+380",
    city="Kyiv",
    lwords=("Калина", "Сонечко", "Квітка", "Нігті"),
)

R = FAM.reg

R(
    "gellak_nova_poshta_api_key_python_ttn",
    ("scripts/np_ttn.py", "logistics/<<org>>_novaposhta_<<nn>>.py"),
    '''"""Створення ТТН Нової Пошти для замовлень з Prom.ua (щодня о 16:00)."""

import requests

NP_API_KEY = "<<cred>>"
SENDER_REF = "<<ref>>"


def np_call(model: str, method: str, props: dict) -> dict:
    r = requests.post(
        "https://api.novaposhta.ua/v2.0/json/",
        json={"apiKey": NP_API_KEY, "modelName": model, "calledMethod": method, "methodProperties": props},
        timeout=30,
    )
    return r.json()


if __name__ == "__main__":
    print(np_call("Counterparty", "getCounterparties", {"CounterpartyProperty": "Sender", "Page": "1"}))
''',
    "p:novaposhta",
    extra=lambda rng, s: s.update(ref=s["uid"]),
)

R(
    "gellak_liqpay_private_key_dotenv",
    (".env", "shop-<<org>>/.env.production"),
    """# Інтернет-магазин <<orgc>> — оплата карткою через LiqPay (ПриватБанк)
APP_URL=https://<<dom>>
LIQPAY_PUBLIC_KEY=i<<pub>>
LIQPAY_PRIVATE_KEY=<<cred>>
LIQPAY_RESULT_URL=https://<<dom>>/oplata/dyakuyemo
NOVA_POSHTA_SENDER_CITY=Київ
""",
    "p:liqpay",
    "",
    extra=lambda rng, s: s.update(pub=str(rng.randint(10**10, 10**11))),
)

R(
    "gellak_viber_csv_parol_rozetka_seller",
    ("Viber/backup/<<fa2>>_<<date>>.csv", "viber_chat_<<nn>>.csv"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=viber_csv(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "Привіт! Скинь, будь ласка, пароль від кабінету продавця Rozetka, треба оновити ціни на гель-лаки",
                ),
                ("<<fn2>>", "Логін <<email>>"),
                ("<<fn2>>", "Пароль <<cred>>"),
                ("<<fn>>", "Дякую! 💅"),
            ],
        )
    ),
)


def _cyr_pw(rng, s):
    return f"{pick(rng, FAM.lwords)}{pick(rng, ('', '_', '.'))}{rng.randint(1990, 2026)}{pick(rng, '!*#')}"


def _prom_json(s):
    doc = {
        "shop": s["orgc"],
        "prom": {
            "login": s["email"],
            "password": s["cred"],
            "company_id": s["nn"],
            "price_xml": f"https://{s['dom']}/prom_feed.xml",
        },
        "sync": {"interval_min": 30, "warehouse": "Київ, Окружна 12", "markup_percent": 18},
    }
    return json.dumps(doc, ensure_ascii=True, indent=2) + "\n"


R(
    "gellak_prom_ua_sync_settings_json_unicode_escaped",
    ("config/prom_sync.json", "sync/<<org>>_prom_settings.json"),
    _prom_json,
    _cyr_pw,
    encode=lambda pw, s: "",
    decode=lambda text: json.loads(text)["prom"]["password"],
)

R(
    "gellak_checkbox_prro_license_key_yaml",
    ("checkbox/config.yaml", "kasa/<<org>>_checkbox_<<n>>.yaml"),
    """# Програмний РРО Checkbox — каса магазину на Подолі
checkbox:
  api_url: https://api.checkbox.ua/api/v1
  license_key: "<<cred>>"
  cashier_login: "<<login>>"
  cashier_pin_env: CHECKBOX_PIN
  client_name: "<<org>>-pos"
  client_version: "2.4.1"
printer:
  model: "Xprinter XP-58"
  port: /dev/usb/lp0
""",
    "p:checkbox",
)

R(
    "gellak_ukrainian_email_parol_kep_medoc",
    ("Пошта/Надіслані/<<nn>>.eml", "mail/sent/kep_<<date>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?0JrQldCfINC00LvRjyBNLkUuRG9j?=
Date: Wed, <<day>> Sep <<year>> <<time>>:30 +0300
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Добрий день, <<fn2>>!

Ключ КЕП директора (файл Key-6.dat) поклала на флешку в сейфі.
Пароль до ключа: <<cred>>

Потрібно до п'ятниці подати митну декларацію на партію гель-лаків з Польщі
та звіт з ПДВ у M.E.Doc.

З повагою,
<<fn>>
<<orgc>>, <<phone>>
""",
    "human",
    "",
)

R(
    "gellak_horoshop_api_auth_bash_history",
    ("home/<<fa>>/.bash_history", "server/<<org>>/.bash_history"),
    """ssh deploy@<<ip>>
cd /opt/<<org>>-sync
curl -s -X POST https://<<org>>.horoshop.ua/api/auth/ -H 'Content-Type: application/json' -d '{"login":"api_sync","password":"<<cred>>"}'
python3 export_catalog.py --lang uk
tail -f logs/sync.log
""",
    "pw_sq",
    "",
)

R(
    "gellak_warehouse_keenetic_cli_wpa_psk",
    ("router/keenetic_commands.txt", "docs/sklad_<<org>>_router.txt"),
    """! Keenetic Giga — склад, налаштування точки доступу (вводити в CLI)
interface WifiMaster0/AccessPoint0
    name WifiMaster0/AccessPoint0
    ssid Sklad_<<orgc>>
    encryption enable
    encryption wpa2
    authentication wpa-psk <<cred>>
    ip dhcp client no
    up
!
system configuration save
""",
    "pw_bare",
    "",
)
