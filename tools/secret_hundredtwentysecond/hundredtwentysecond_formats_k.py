# ruff: noqa: E501
"""Family k: a Kakheti vineyard's field crew (Georgia; Georgian in Mkhedruli script, Russian)."""

from __future__ import annotations

from hundredtwentysecond_spec import Fam, dec_html, enc_html

F = Fam(
    name="kakheti_rtveli_vineyard_crew",
    orgs=("rtvelisakhli", "alazanivazi", "kindzmarauli", "telavighvino", "napareuli"),
    names=(
        "რთველის სახლი",
        "ალაზნის ვაზი",
        "ქინძმარაულის მარანი",
        "თელავის ღვინო",
        "ნაფარეულის ვენახები",
    ),
    tld="ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("დავით", "davit"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
        ("ზურაბ", "zurab"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ჯავახიშვილი", "javakhishvili"),
        ("ლომიძე", "lomidze"),
    ),
    words=(
        "rkatsiteli",
        "saperavi",
        "kisi",
        "mtsvane",
        "qvevri",
        "rtveli",
        "marani",
        "tamada",
        "gaumarjos",
        "alazani",
        "telavi",
        "kakheti",
        "chacha",
        "supra",
        "vazi",
        "gurjaani",
    ),
    pets=("Bakhva", "Murka", "Jeki", "Lomi", "Tsuga", "Rex"),
    cc="+995 5",
    places=("Telavi", "Gurjaani", "Napareuli", "Kvareli", "Tsinandali"),
)

F.reg(
    "kakheti_whatsapp_ios_georgian_paroli",
    ["WhatsApp Chat - რთველი <<y>>/_chat.txt", "phone/<<fa>>/WhatsApp_rtveli_<<stamp>>.txt"],
    """[<<dotdate>>, <<time>>:03] <<first>> <<last>>: ბიჭებო, ამინდის სადგურის აპის პაროლი ვინ იცის? <<place>>-ის ნაკვეთზე წვიმის მონაცემები მჭირდება
[<<dotdate>>, <<time>>:31] <<first2>> <<last2>>: მომხმარებელი: <<user>>
[<<dotdate>>, <<time>>:32] <<first2>> <<last2>>: პაროლი: <<cred>>
[<<dotdate>>, <<time>>:40] <<first>> <<last>>: მადლობა 🍇
""",
    "human",
    syntax="",
)

F.reg(
    "kakheti_bog_ipay_client_secret_dotenv",
    ["webshop/.env", "srv/<<org>>/shop/.env.production"],
    """# ღვინის ონლაინ მაღაზია - Bank of Georgia iPay
BOG_CLIENT_ID=<<n4>><<n>>
BOG_CLIENT_SECRET=<<cred>>
BOG_CALLBACK_URL=https://shop.<<dom>>/payments/bog/callback
SHOP_CURRENCY=GEL
""",
    "p:bog",
    syntax="",
)

F.reg(
    "kakheti_tbc_checkout_apikey_python",
    ["payments/tbc_<<n>>.py", "home/<<fa>>/tastings/tbc_pay.py"],
    '''"""Degustation bookings paid with TBC E-Commerce (tpay)."""

import requests

TBC_APIKEY = "<<cred>>"
TBC_CLIENT_ID = "<<n4>><<n3>>"

tok = requests.post(
    "https://api.tbcbank.ge/v1/tpay/access-token",
    headers={"apikey": TBC_APIKEY},
    data={"client_Id": TBC_CLIENT_ID, "client_secret": open("/etc/tbc/secret").read().strip()},
    timeout=20,
).json()
''',
    "p:tbc",
)

F.reg(
    "kakheti_crew_timesheet_html_entities_cell",
    ["reports/crew_<<stamp>>.html", "share/<<place>>/brigada_<<n>>.html"],
    """<!DOCTYPE html>
<html lang="ka"><head><meta charset="utf-8"><title>ბრიგადა - <<orgname>></title></head>
<body>
<h1>რთველის ბრიგადა, <<place>></h1>
<table>
<tr><th>სახელი</th><th>ტაბლეტი</th><th>მომხმარებელი</th><th>პაროლი</th></tr>
<tr><td><<first>> <<last>></td><td>Tab-<<n>></td><td><<user>></td><td data-v="pw"><<enc>></td></tr>
</table>
</body></html>
""",
    "pw_json",
    syntax="",
    encode=enc_html,
    decode=dec_html,
)

F.reg(
    "kakheti_soil_probe_irrimax_live_ini",
    ["C:/IrriMAX/probes_<<n>>.ini", "vineyard-iot/<<place>>/irrimax.ini"],
    """[IrriMAX Live]
server = https://www.irrimaxlive.com
api_key = <<cred>>
logger = SENTEK-<<n4>>
block = <<place>> Saperavi <<n>>

[export]
folder = D:\\Vineyard\\Moisture
""",
    "hex:32",
)

F.reg(
    "kakheti_russian_telegram_copied_parol",
    ["notes/tg_<<stamp>>.txt", "Desktop/<<fa>>_telegram_<<n>>.txt"],
    """<<first>> <<last>>, [<<dotdate>> <<time>>]
Гия, скинь пароль от трекера тракторов, не могу зайти

<<first2>> <<last2>>, [<<dotdate>> <<time>>]
логин <<user>>
пароль <<cred>>

<<first>> <<last>>, [<<dotdate>> <<time>>]
спасибо, дорогой
""",
    "human",
    syntax="",
)

F.reg(
    "kakheti_winery_server_bash_history_mysql_sshpass",
    ["root/.bash_history", "backups/<<org>>/<<stamp>>_history"],
    """cd /srv/vintrace-export
ls -la
mysql -u cellar -p'<<cred>>' cellar_<<y>> -e "select tank, litres from tanks where variety='Saperavi'"
sshpass -p '<<cred>>' rsync -av exports/ backup@<<ip>>:/data/cellar/
exit
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "kakheti_rtk_ntrip_rtklib_str2str_url",
    ["opt/rtk/start_<<n>>.sh", "tractor-pi/<<stamp>>/rtk.sh"],
    """#!/bin/sh
# RTK corrections for the vineyard sprayer tractor (GEOCORS caster)
str2str -in ntrip://<<user>>:<<cred>>@cors.napr.gov.ge:2101/TELA00GEO0 -out serial://ttyUSB0:115200 &
""",
    "pw_url",
    syntax="",
)
