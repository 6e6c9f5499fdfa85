# ruff: noqa: E501
"""Family i: a network of bill-payment kiosks (терминалы оплаты / төлем терминалдары) in
Kazakhstan: the kiosk software's dealer config, Teltonika 4G routers, the fiscal data operator
(ОФД), Kaspi Pay, TeamViewer; Kazakh and Russian chat, e-mail and a route sheet."""

from __future__ import annotations

from eightyseventh_spec import Fam

F = Fam(
    name="tolem_billpay_kiosk",
    orgs=("tolemnukte", "dalatolem"),
    brands=("Төлем Нүкте", "Дала Төлем"),
    tld="kz",
    first=(
        ("Айгүл", "aigul"),
        ("Ерлан", "erlan"),
        ("Динара", "dinara"),
        ("Нұрлан", "nurlan"),
        ("Сәуле", "saule"),
        ("Асхат", "askhat"),
        ("Ольга", "olga"),
        ("Дмитрий", "dmitriy"),
    ),
    last=(
        ("Жақсыбеков", "zhaksybekov"),
        ("Сейітова", "seitova"),
        ("Ахметов", "akhmetov"),
        ("Нұрланова", "nurlanova"),
        ("Иванов", "ivanov"),
        ("Омаров", "omarov"),
    ),
    words=(
        "bauyrsak",
        "dombyra",
        "kymyz",
        "alatau",
        "medeu",
        "beshbarmak",
        "tulpar",
        "aksunkar",
        "nauryz",
        "baiterek",
        "kokpar",
        "zhuldyz",
    ),
    pets=("akbas", "barsik", "tuzik", "mursik", "kaskyr", "sharik"),
    places=(
        ("Алматы", "almaty"),
        ("Шымкент", "shymkent"),
        ("Қарағанды", "karagandy"),
        ("Ақтөбе", "aktobe"),
        ("Тараз", "taraz"),
    ),
    cc="+7",
    mobile=("701", "702", "705", "747", "777"),
    nlocal=7,
)

F.reg(
    "tolem_kiosk_dealer_config_xml",
    ("C:/Terminal/config/dealer_<<n4>>.xml", "kiosks/<<placea>>/T<<n6>>/config.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<terminal id="<<n6>>" city="<<placea>>">
  <processing url="https://gate.<<dom>>/xml/v2" timeout="40" />
  <dealer login="<<placea>>_<<n4>>" password="<<cred>>" point="<<n6>>" />
  <validator type="CashCode SM" port="COM3" />
  <printer type="Custom VKP80III" port="COM5" />
  <ofd provider="transtelecom" />
  <screensaver>Төлем қабылданады 24/7</screensaver>
</terminal>
""",
    cred="pw_xml",
)

F.reg(
    "tolem_kazakh_whatsapp_qupiya_soz",
    ("WhatsApp Chat with Инкассация <<placea>> <<n2>>.txt", "chats/<<fa>>/terminal_<<n3>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Сәлем! <<n6>> терминалдың сервис мәзіріне кіре алмай тұрмын
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Сервис құпия сөзі ауысты: <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: Купюра қабылдағышты тазалап, чек лентасын ауыстыр
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Жарайды, рахмет 👍
""",
    cred="human",
)

F.reg(
    "tolem_teltonika_rut240_uci_wireless",
    ("etc/config/wireless.<<placea>>_<<n2>>", "backup/rut240_T<<n6>>/etc/config/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option channel 'auto'
	option hwmode '11g'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'kiosk-<<n6>>'
	option encryption 'psk2'
	option key '<<cred>>'
	option hidden '1'
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "tolem_ofd_fiscal_api_env",
    ("ofd-sync/.env", "srv/<<org>>/ofd_<<placea>>.env"),
    """# ОФД: передача чеков терминалов (ККМ онлайн)
OFD_API_URL=https://api.ofd.kz/v1
OFD_API_TOKEN=<<cred>>
OFD_KKM_REG_NUMBER=<<n6>><<n6>>
BIN=<<n6>><<n6>>
""",
    cred="uuid",
)

F.reg(
    "tolem_russian_email_parol_lichny_kabinet",
    ("Почта/Входящие/<<ymd>>_<<n3>>.eml", "mail/<<fa>>/INBOX/<<ts>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Доступ в личный кабинет агента
Date: Thu, <<day>> Apr <<year>> <<hms>> +0500
Content-Type: text/plain; charset=UTF-8

Добрый день, <<fn>>!

Для точки в г. <<place>> создан доступ в личный кабинет агента (отчёты по терминалам, инкассации):

Логин: <<user>>
Пароль: <<cred>>

Смените пароль после первого входа.

С уважением,
<<fn2>> <<ln2>>
ТОО «<<brand>>»
""",
    cred="human",
)

F.reg(
    "tolem_kaspi_pay_merchant_python",
    ("kaspi/kaspi_qr.py", "tolem-bot/<<placea>>/kaspi_pay.py"),
    '''"""Kaspi QR: пополнение баланса терминала с телефона."""

import requests

KASPI_TOKEN = "<<cred>>"
HEADERS = {"X-Auth-Token": KASPI_TOKEN, "Content-Type": "application/json"}


def create_qr(amount: int, terminal: str) -> dict:
    body = {"amount": amount, "externalId": f"T{terminal}", "comment": "Төлем"}
    return requests.post("https://kaspi.kz/shop/api/v2/qr", json=body, headers=HEADERS, timeout=20).json()
''',
    cred="p:kaspi_token",
)

F.reg(
    "tolem_inkassatsiya_route_csv",
    ("incass/marshrut_<<placea>>_<<ymd>>.csv", "Документы/маршрут_<<n3>>.csv"),
    """терминал;адрес;сервисный логин;пароль;инкассатор
<<n6>>;<<place>>, ТРЦ «Мега», 1 этаж;svc_<<n4>>;<<cred>>;<<fn>> <<ln>>
<<n4>>99;<<place>>, рынок «Барахолка», ряд 4;svc_<<n3>>7;см. у старшего;<<fn2>> <<ln2>>
""",
    cred="human_x",
)

F.reg(
    "tolem_teamviewer_powershell_history",
    (
        "Users/<<fa>>/AppData/Roaming/Microsoft/Windows/PowerShell/PSReadLine/ConsoleHost_history.txt",
        "support/<<placea>>/ConsoleHost_history_<<n2>>.txt",
    ),
    """Get-Service TeamViewer
Test-Connection <<ip>> -Count 2
& "C:\\Program Files\\TeamViewer\\TeamViewer.exe" -i 1<<n4>><<n4>> --Password <<cred>>
Get-EventLog -LogName Application -Newest 20 -Source CashCode*
Restart-Computer -ComputerName kiosk-<<n6>> -Force
""",
    cred="pw_bare",
    syntax="",
)
