# ruff: noqa: E501
"""Family a: shyrdak (felt rug) makers of Kochkor, Naryn region, Kyrgyzstan."""

from __future__ import annotations

import json

from fortyfourth_corpus import pem, pkcs8_wrap, rsa_der
from fortyfourth_spec import Fam, hexs, mail

F = Fam(
    "shyrdak_naryn_kochkor",
    "shyrdak",
    ("altynkiyiz", "kochkorshyrdak", "ulanoymo", "narynkiyiz", "ajarbazar"),
    "kg",
    ("aizhan", "nurbek", "gulnara", "bakyt", "cholpon", "temir", "aigul", "ermek"),
    ("abdyldaeva", "toktogulov", "sydykova", "osmonov", "zhumabaeva", "kasymov"),
    (
        "kiyiz",
        "shyrdak",
        "ala",
        "naryn",
        "kochkor",
        "beshbarmak",
        "tulpar",
        "ak",
        "tushkiyiz",
        "archa",
    ),
    ("jaz", "kuz", "kysh", "jay"),
    ("boroon", "taigan", "akmoor", "sary", "kara"),
    "996",
)

F.reg(
    "kyrgyz_whatsapp_syrsoz_instagram",
    (
        "chats/WhatsApp Chat with <<fname>> Kiyiz.txt",
        "export/<<org>>/WhatsApp Chat - Шырдак цех.txt",
    ),
    """<<date_dmy>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<date_dmy>>, <<time>> - <<fname>>: Салам эже, инстаграмга кире албай жатам
<<date_dmy>>, <<time>> - Гүлнара: Логин: <<org>>_shyrdak
<<date_dmy>>, <<time2>> - Гүлнара: Сырсөз: <<cred>>
<<date_dmy>>, <<time2>> - <<fname>>: Рахмат! Кирдим 👍
<<date_dmy>>, <<time2>> - Гүлнара: Жаңы шырдактардын сүрөттөрүн бүгүн сал
""",
    "human",
)

F.reg(
    "russian_email_parol_kabinet_eksportera",
    ("mail/<<user>>/Отправленные/<<id8>>.eml", "backup/<<org>>/inbox/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"buhgalter@{s['dom']}",
        "Доступ к кабинету экспортера",
        f"""Здравствуйте, Айгуль!

Высылаю доступ к личному кабинету на портале электронного декларирования,
нужно подать декларацию на партию шырдаков в Алматы до пятницы.

Логин: {s["user"]}
Пароль: {s["cred"]}

Если не пускает, звоните мне {s["phone"]}.

С уважением,
{s["fname"]} {s["lname"]}
ОсОО «{s["org_cap"]}», с. Кочкор
""",
        lang="ru",
    ),
    "pw_bare",
)

F.reg(
    "dye_vat_esp8266_micropython_main",
    ("firmware/dye_vat/main.py", "<<org>>/boyoo_kazan/main.py"),
    """import network
import time

import machine
import urequests

WIFI_SSID = "<<org>>_tsekh"
WIFI_PASS = "<<cred>>"
ENDPOINT = "http://<<ip>>:8080/api/vat"

sta = network.WLAN(network.STA_IF)
sta.active(True)
sta.connect(WIFI_SSID, WIFI_PASS)
while not sta.isconnected():
    time.sleep(1)

adc = machine.ADC(0)
while True:
    temp = adc.read() * 0.1
    urequests.post(ENDPOINT, json={"vat": <<n>>, "temp_c": temp})
    time.sleep(60)
""",
    "pw_dq",
)

F.reg(
    "customs_edeclaration_client_ini",
    ("C:/ProgramData/EDeclarant/<<org>>/client.ini", "edecl/<<org>>/settings.ini"),
    """[Server]
Url=https://edecl.customs.kg/ws/
Timeout=120

[Account]
Inn=<<nnn>><<nnn>><<nnn>><<n>>
Login=<<user>>
Password=<<cred>>
RememberPassword=1

[Signature]
Container=<<org>>_rutoken
""",
    "pw",
)

F.reg(
    "orders_telegram_bot_config_py",
    ("bot/config.py", "<<org>>_orders_bot/settings.py"),
    '''"""Шырдак заказдары үчүн бот."""

BOT_TOKEN = "<<cred>>"
ADMIN_IDS = [<<nnn>><<nnn>><<nnn>>, <<nnn>><<nnn>>]
SHEET_ID = "<<id8>><<id8>>"
CURRENCY = "KGS"
''',
    "p:telegram_bot",
)


def _sa_json(s: dict) -> str:
    return (
        json.dumps(
            {
                "type": "service_account",
                "project_id": f"{s['org']}-sales",
                "private_key_id": s["kid"],
                "private_key": s["pemtxt"] + "\n",
                "client_email": f"sheets-sync@{s['org']}-sales.iam.gserviceaccount.com",
                "client_id": s["cid"],
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
                "universe_domain": "googleapis.com",
            },
            indent=2,
        )
        + "\n"
    )


def _sa_extra(rng, s):
    p = pem(pkcs8_wrap(rsa_der(rng)), "PRIVATE KEY")
    return {
        "pemtxt": p,
        "needle": json.dumps(p)[1:-1],
        "kid": hexs(rng, 40),
        "cid": str(rng.randint(10**20, 10**21 - 1)),
    }


F.reg(
    "sales_sheets_service_account_json",
    ("sales/<<org>>-sales-<<id8>>.json", "credentials/google_<<org>>.json"),
    _sa_json,
    "pw",
    extra=_sa_extra,
)

F.reg(
    "kyrgyz_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "phone_backup/<<fname>>/messages_<<date>>.txt"),
    """Айжан Абдылдаева
<<date_dmy>> <<time>>
Нурбек, банктын кабинетинин сырсөзүн жибересиңби? Эртең Бишкекке барам

Мен
<<date_dmy>> <<time2>>
<<cred>>

Айжан Абдылдаева
<<date_dmy>> <<time2>>
Рахмат 🙏
""",
    "human",
)

F.reg(
    "homestay_cbt_channel_sync_yaml",
    ("cbt-sync/<<org>>/config.yml", "deploy/<<org>>/channel.yaml"),
    """# Кочкор CBT — конок үйлөрүнүн брондоо синхрону
channel:
  provider: cbt-kochkor
  property_id: <<nnn>><<n>>
  username: <<user>>
  password: '<<cred>>'
  currency: KGS
rooms:
  - name: "Юрта <<n>>"
    beds: 4
  - name: "Үй <<nnn>>"
    beds: 2
sync_interval_minutes: 15
""",
    "pw_sq",
)
