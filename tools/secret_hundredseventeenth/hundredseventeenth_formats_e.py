# ruff: noqa: E501
"""Family e: a fibre-to-the-home installer (światłowody) in Podkarpacie, Poland; Polish."""

import html
import re

from hundredseventeenth_spec import Fam, enc_html, with_sym

F = Fam(
    name="swiatlowod_ftth_installer_podkarpacie",
    orgs=("swiatlonet", "klarfiber", "sanoknet", "wislokom"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Małgorzata", "malgorzata"),
        ("Grzegorz", "grzegorz"),
        ("Kasia", "kasia"),
    ),
    last=(
        ("Wójcik", "wojcik"),
        ("Kowalczyk", "kowalczyk"),
        ("Mazur", "mazur"),
        ("Dudek", "dudek"),
        ("Zając", "zajac"),
    ),
    words=(
        "swiatlowod",
        "bieszczady",
        "rzeszow",
        "pierogi",
        "spaw",
        "kabel",
        "sanok",
        "zubr",
        "orzel",
        "wisla",
        "krosno",
        "kielbasa",
        "szafa",
        "mufa",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "kapsel"),
    cc="+48",
    city="Rzeszów",
)

F.reg(
    "swiatlowod_huawei_olt_expect_login",
    ("skrypty/olt_<<n>>.exp", "noc/ma5800_backup.exp"),
    """#!/usr/bin/expect -f
set timeout 20
spawn telnet <<ip>>
expect "User name:"
send "noc<<n>>\\r"
expect "User password:"
send "<<cred>>\\r"
expect "MA5800>"
send "enable\\r"
send "display ont info 0 all\\r"
expect "#"
send "quit\\r"
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "swiatlowod_polish_email_haslo_panel_ont",
    ("poczta/odebrane/<<n2>>.eml", "mail/<<fa>>/<<date>>_<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Dostęp do panelu ONT - osiedle Słoneczne
Date: Wed, 04 Mar 2026 <<time>>:00 +0100
Content-Type: text/plain; charset=UTF-8

Cześć <<fn>>,

jutro montujecie 12 przyłączy na Słonecznej. Do panelu ONT (Dasan) logujesz się
kontem serwis, hasło: <<cred>>
Po montażu zmień Wi-Fi klienta na to z protokołu.

Pozdrawiam
<<fn2>>, <<Org>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "swiatlowod_przelewy24_crc_config_php",
    ("bok/config/przelewy24.php", "public_html/ebok/p24_<<n>>.php"),
    """<?php
return [
    'merchant_id' => <<n2>><<n>>,
    'pos_id'      => <<n2>><<n>>,
    'crc'         => '<<cred>>',
    'api_key'     => '<<akey>>',
    'sandbox'     => false,
    'url_return'  => 'https://ebok.<<dom>>/platnosc/ok',
];
""",
    cred="p:p24_crc",
    syntax="",
    extra=lambda rng, s: {"akey": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "swiatlowod_splynx_customers_python_client",
    ("splynx/nowi_klienci.py", "scripts/splynx_sync_<<n>>.py"),
    """from splynx_api_v2 import SplynxApi

API_URL = "https://splynx.<<dom>>"
API_KEY = "<<akey>>"
API_SECRET = "<<cred>>"

api = SplynxApi(API_URL, API_KEY, API_SECRET)
api.api_call_get("admin/customers/customer", "")
for c in api.response:
    if c["status"] == "new":
        print(c["id"], c["name"], c["street_1"])
""",
    cred="p:splynx",
    extra=lambda rng, s: {"akey": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "swiatlowod_otdr_reports_davfs2_secrets",
    ("etc/davfs2/secrets", "home/<<fa>>/.davfs2/secrets"),
    """# davfs2 secrets file - raporty OTDR
# mountpoint / URL            username   password
https://chmura.<<dom>>/remote.php/dav/files/<<user>>/OTDR  <<user>>  <<cred>>
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "swiatlowod_telegram_copied_monterzy_haslo",
    ("notatki/telegram_monterzy_<<n>>.txt", "Pulpit/brygada_<<fa>>.txt"),
    """[<<dmy>> <<time>>] <<fn>> <<ln>>: Chłopaki, jakie hasło do szafy PON na Kwiatowej (zamek szyfrowy + panel)?
[<<dmy>> <<time>>] <<fn2>>: Do panelu: <<cred>>
[<<dmy>> <<time2>>] <<fn>> <<ln>>: Dzięki, działa
""",
    cred="human",
    syntax="",
)

F.reg(
    "swiatlowod_brigade_calendar_ics_haslo_wifi",
    ("kalendarz/montaze_<<date>>_<<n>>.ics", "export/brygada_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<Org>>//Montaze//PL
BEGIN:VEVENT
UID:<<n2>>-<<n>>@<<dom>>
DTSTART:2026<<month>><<day>>T090000
DTEND:2026<<month>><<day>>T120000
SUMMARY:Montaż FTTH - ul. Lipowa <<day>>
DESCRIPTION:Klient <<fn>> <<ln>>\\, tel. <<phone>>\\nONT ZTE F660\\nhasło Wi-Fi klienta: <<cred>>
LOCATION:Krosno
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)


def dec_cell(text: str) -> str:
    m = re.search(r'<td class="haslo">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "swiatlowod_ont_handover_html_entities",
    ("protokoly/przekazanie_<<n>>.html", "export/ont_<<date>>_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"><title>Protokół przekazania ONT</title></head>
<body>
<h1>Protokół przekazania - <<fn>> <<ln>></h1>
<table>
<tr><th>Urządzenie</th><th>SN</th><th>Login</th><th>Hasło</th></tr>
<tr><td>Huawei HG8245</td><td><<serial>></td><td>admin</td><td class="haslo"><<enc>></td></tr>
</table>
</body></html>
""",
    cred=with_sym('&<>"'),
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(str(s["cred"]))},
    decode=dec_cell,
)
