# ruff: noqa: E501
"""Family d: an optician's shop in Almaty, Kazakhstan; Kazakh and Russian (Cyrillic)."""

from __future__ import annotations

import json

from sixtyninth_spec import Fam, email, wa

FAM = Fam(
    name="kozildirik_almaty_opticians",
    orgs=("koremoptika", "optikaalatau", "linzasauda", "kozildirikhouse", "kulliyatu"),
    tld="kz",
    first=(
        ("Айгерим", "aigerim"),
        ("Нурлан", "nurlan"),
        ("Дана", "dana"),
        ("Ерлан", "erlan"),
        ("Асель", "asel"),
        ("Санжар", "sanzhar"),
        ("Гульнара", "gulnara"),
        ("Тимур", "timur"),
        ("Жанар", "zhanar"),
        ("Арман", "arman"),
    ),
    last=(
        ("Сейтқали", "seitkali"),
        ("Нұрланов", "nurlanov"),
        ("Ахметова", "akhmetova"),
        ("Жумабаев", "zhumabaev"),
        ("Касымов", "kassymov"),
        ("Оспанова", "ospanova"),
        ("Бекова", "bekova"),
        ("Смагулов", "smagulov"),
    ),
    words=(
        "almaty",
        "astana",
        "koktobe",
        "medeu",
        "shymbulak",
        "qazaqstan",
        "baursak",
        "kumys",
        "beshbarmak",
        "dombra",
        "qyran",
        "tulpar",
        "zhuldyz",
        "balapan",
        "alatau",
        "kokpar",
        "sunkar",
        "ainalayin",
        "apport",
        "nauryz",
    ),
    pets=("Barsik", "Tuzik", "Sharik", "Murka", "Alabai", "Bobik", "Tazy"),
    places=("Алматы", "Астана", "Шымкент", "Қарағанды", "Ақтөбе", "Тараз"),
    phone_pat="+7 70# ### ## ##",
    layout=("пароль", "привет", "алматы", "солнце", "оптика", "линза", "очки"),
)
R = FAM.reg


# 1. WhatsApp (Kazakh): the 1C login and құпия сөз --------------------------------------------
def _wa(s):
    return wa(
        s,
        [
            (0, "Сәлем! 1С-ке кіре алмай тұрмын, құпия сөз өзгерді ме?"),
            (1, f"Иә, кеше ауыстырдық. Логин: {s['user']}"),
            (1, f"Құпия сөз: {s['cred']}"),
            (0, "Рахмет! Кірдім 👍"),
            (1, "Ешкімге берме, жарай ма"),
        ],
        style="dots",
    )


R(
    "kozildirik_kazakh_whatsapp_qupiya_soz_1c",
    ("WhatsApp/WhatsApp Chat - <<fa2>>.txt", "Загрузки/Чат WhatsApp с <<fa2>> <<la2>>.txt"),
    _wa,
    "human",
    syntax="",
)

# 2. VBScript using the 1C V83.COMConnector with Usr / Pwd in the connection string ----------------
R(
    "kozildirik_1c_comconnector_stock_vbs",
    ("scripts/ostatki_linz.vbs", "C:/Optika/obmen/<<org>>_export.vbs"),
    """' Выгрузка остатков линз и оправ из 1С:Розница для сайта - каждые 30 минут
Option Explicit
Dim Connector, Base, Q, R, fso, f
Set Connector = CreateObject("V83.COMConnector")
Set Base = Connector.Connect("Srvr=""<<lan>>"";Ref=""optika_rozn"";Usr=""<<user>>"";Pwd=""<<cred>>"";")
Set Q = Base.NewObject("Query")
Q.Text = "ВЫБРАТЬ Номенклатура.Код, Остаток FROM РегистрНакопления.ТоварыНаСкладах.Остатки"
Set R = Q.Execute().Choose()
Set fso = CreateObject("Scripting.FileSystemObject")
Set f = fso.CreateTextFile("C:\\Optika\\obmen\\ostatki.csv", True, True)
While R.Next()
    f.WriteLine R.Код & ";" & R.Остаток
Wend
f.Close
""",
    "pw_sq",
    syntax="",
)

# 3. Kaspi Shop API token in a Python order-sync script -----------------------------------------
R(
    "kozildirik_kaspi_shop_orders_python",
    ("kaspi_sync/orders.py", "integrations/kaspi/<<org>>_orders.py"),
    '''"""Заказы с Kaspi Магазина -> 1С (каждые 10 минут)."""

import requests

KASPI_TOKEN = "<<cred>>"
HEADERS = {
    "X-Auth-Token": KASPI_TOKEN,
    "Content-Type": "application/vnd.api+json",
    "User-Agent": "<<org>>-sync/1.2",
}


def new_orders():
    r = requests.get(
        "https://kaspi.kz/shop/api/v2/orders",
        headers=HEADERS,
        params={"page[number]": 0, "page[size]": 50, "filter[orders][state]": "NEW"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["data"]


if __name__ == "__main__":
    for order in new_orders():
        print(order["id"], order["attributes"]["totalPrice"])
''',
    "p:kaspi",
)


# 4. Russian e-mail from the lens laboratory: portal login and пароль ------------------------------
def _mail(s):
    body = (
        f"Здравствуйте, {s['fn']}!\n\n"
        "Для вашего салона оптики создан доступ в личный кабинет заказа линз (рецептурная "
        "лаборатория, Алматы).\n\n"
        f"Адрес: https://lab.{s['dom']}/cabinet\n"
        f"Логин: {s['user']}\n"
        f"Пароль: {s['cred']}\n\n"
        "Заказы, отправленные до 14:00, изготавливаются на следующий рабочий день.\n\n"
        f"С уважением,\n{s['fn2']} {s['ln2']}\nменеджер по работе с оптиками\n{s['phone2']}\n"
    )
    return email(s, str(s["email2"]), str(s["email"]), "Доступ в личный кабинет заказа линз", body)


R(
    "kozildirik_russian_email_parol_lens_lab",
    ("Почта/Входящие/<<hx>>.eml", "mail/INBOX/lens-lab-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)

# 5. Auto-refractor export settings: SMB share credentials ------------------------------------------
R(
    "kozildirik_autorefractor_smb_export_ini",
    ("KR-800/export_settings.ini", "Topcon/<<org>>/network.ini"),
    """[Export]
Format=XML
AutoSend=1
Folder=\\\\<<lan>>\\refrakto

[Network]
Domain=WORKGROUP
User=refrakto
Password=<<cred>>
Retry=3
""",
    "pw",
)


# 6. Telegram copied text (Russian): the value alone in the reply -------------------------------------
def _tgcopy(s):
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{b}, [{s['dotdate']} {s['time']}]\nпароль от вайфая в салоне скинь пожалуйста, клиентка спрашивает\n\n"
        f"{a}, [{s['dotdate']} {s['time']}]\n{s['cred']}\n\n"
        f"{b}, [{s['dotdate']} {s['time']}]\nспасибо)\n"
    )


R(
    "kozildirik_telegram_copied_text_wifi_value",
    ("Desktop/telegram_<<date>>.txt", "Документы/переписка_<<fa2>>.txt"),
    _tgcopy,
    "human",
    syntax="",
)


# 7. Webkassa (online cash register, OFD) integration JSON -------------------------------------------
def _webkassa(s):
    doc = {
        "webkassa": {
            "url": "https://api.webkassa.kz",
            "apiKey": s["cred"],
            "login": s["email"],
            "cashboxUniqueNumber": f"SWK000{s['num']}",
        },
        "shop": {"name": f"{s['Org']} Оптика", "city": s["place"]},
        "printer": {"model": "XPrinter XP-58", "port": "COM3"},
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


R(
    "kozildirik_webkassa_ofd_api_json",
    ("kassa/webkassa.json", "C:/OptikaPOS/<<org>>/webkassa.json"),
    _webkassa,
    "p:webkassa",
)

# 8. .env of the shop's Instagram catalogue bot: Graph API token --------------------------------------
R(
    "kozildirik_instagram_graph_token_dotenv",
    ("insta-bot/.env", "srv/<<org>>-catalog/.env"),
    """# Инстаграм-каталог оправ: автопостинг новинок
IG_BUSINESS_ID=178414<<num>><<num>><<nn>>
IG_ACCESS_TOKEN=<<cred>>
CATALOG_CSV=/srv/catalog/oprava.csv
POST_TIME=19:00
TZ=Asia/Almaty
""",
    "p:meta",
    syntax="",
)
