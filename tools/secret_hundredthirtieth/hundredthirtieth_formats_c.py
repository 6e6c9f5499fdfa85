# ruff: noqa: E501
"""Family c: a cinnamon and spice exporter in Colombo / Matale, Sri Lanka (Sinhala /
English; Sri Lanka Customs ASYCUDA World, EDB portal, PayHere, MyDHL API, Viber)."""

from __future__ import annotations

import json

from hundredthirtieth_spec import Fam, reg

F = Fam(
    name="kulubadu_colombo_spice_exporter",
    orgs=("kurundugama", "lakpahanatrade", "mataleaspices", "ruhunucinnamon", "sadunexports"),
    tld="lk",
    first=(
        ("සමන්", "saman"),
        ("නිමල්", "nimal"),
        ("කුමාරි", "kumari"),
        ("දිලානි", "dilani"),
        ("චමින්ද", "chaminda"),
        ("තරංග", "tharanga"),
        ("සඳුනි", "sanduni"),
        ("රුවන්", "ruwan"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("ප්‍රනාන්දු", "fernando"),
        ("සිල්වා", "silva"),
        ("ජයසූරිය", "jayasuriya"),
        ("බණ්ඩාර", "bandara"),
        ("වික්‍රමසිංහ", "wickramasinghe"),
    ),
    words=(
        "kurundu",
        "gammiris",
        "karabu",
        "enasal",
        "kochchi",
        "lanka",
        "matale",
        "ruhuna",
        "tambili",
        "aliya",
        "kurulla",
        "hiru",
        "sanda",
        "nelum",
        "serendib",
        "kandy",
    ),
    pets=("tiger", "rocky", "blacky", "sudda", "kalu", "bobby", "lassie"),
    places=("Colombo", "Matale", "Galle", "Ambalangoda", "Kandy", "Peliyagoda"),
    cc="+9477",
)

reg(
    F,
    "kulubadu_viber_csv_sinhala_murapadaya_asycuda",
    ("Viber/Viber_messages_<<fa2>>_<<date>>.csv", "Documents/viber_export_<<n>>.csv"),
    """Date,Time,Sender,Phone,Message
<<dmy>>,<<time>>,<<fn>> <<ln>>,<<phone>>,ASYCUDA එකට ලොග් වෙන්න බැහැ. අලුත් මුරපදය එවන්න
<<dmy>>,<<time>>,<<fn2>> <<ln2>>,<<phone>>,User ID එක <<user>>
<<dmy>>,<<time2>>,<<fn2>> <<ln2>>,<<phone>>,මුරපදය <<cred>>
<<dmy>>,<<time2>>,<<fn>> <<ln>>,<<phone>>,හරි. CusDec එක දැම්මා. ස්තූතියි
""",
    "human",
    syntax="",
)

reg(
    F,
    "kulubadu_payhere_merchant_secret_laravel_env",
    (".env", "shop/.env.production", "var/www/<<org>>/.env"),
    """APP_NAME="<<orgc>> Ceylon Cinnamon"
APP_ENV=production
APP_URL=https://shop.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=<<org>>_shop
DB_USERNAME=<<org>>
DB_PASSWORD=
PAYHERE_MODE=live
PAYHERE_MERCHANT_ID=12<<nn>>
PAYHERE_MERCHANT_SECRET=<<cred>>
PAYHERE_CURRENCY=USD
""",
    "p:payhere",
    syntax="",
)

reg(
    F,
    "kulubadu_chrome_passwords_csv_edb_customs",
    ("Downloads/Chrome Passwords.csv", "Desktop/passwords_<<fa>>_<<date>>.csv"),
    """name,url,username,password,note
www.srilankabusiness.com,https://www.srilankabusiness.com/login,<<email>>,<<cred>>,
www.customs.gov.lk,https://www.customs.gov.lk/asycuda/,<<user>>,,
""",
    "human",
    syntax="",
)

reg(
    F,
    "kulubadu_phyto_cert_openssl_pkcs12_history",
    ("home/<<fa>>/.bash_history", "Users/<<fa>>/.zsh_history"),
    """cd ~/certs/ecert
ls
openssl req -new -key <<org>>.key -out <<org>>.csr -subj "/C=LK/O=<<orgc>> (Pvt) Ltd/CN=<<fa>>.<<la>>"
openssl pkcs12 -export -in <<org>>.crt -inkey <<org>>.key -out <<org>>_ecert.p12 -passout pass:<<cred>>
scp <<org>>_ecert.p12 <<fa>>@<<ip>>:/srv/ecert/
history -c
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "kulubadu_sinhala_whatsapp_ios_reply_only_value",
    ("WhatsApp Chat - <<fn2>> <<ln2>>/_chat.txt", "Chats/<<fa2>>/_chat_<<n>>.txt"),
    """[<<dmy>>, <<time>>:04] <<fn>> <<ln>>: ‎Messages and calls are end-to-end encrypted.
[<<dmy>>, <<time>>:31] <<fn>> <<ln>>: අයියේ, Matale ස්ටෝර් එකේ වයිෆයි එක මොකක්ද?
[<<dmy>>, <<time2>>:02] <<fn2>> <<ln2>>: <<cred>>
[<<dmy>>, <<time2>>:40] <<fn>> <<ln>>: 👍
""",
    "human",
    syntax="",
)

reg(
    F,
    "kulubadu_traceability_mysql_odbc_ini",
    ("etc/odbc.ini", "home/<<fa>>/.odbc.ini"),
    """[ODBC Data Sources]
kurundu_trace = MySQL ODBC 8.0 Unicode Driver

[kurundu_trace]
Driver = /usr/lib/x86_64-linux-gnu/odbc/libmyodbc8w.so
Description = cinnamon lot traceability (quills, grades Alba / C5 / H1)
Server = <<ip>>
Port = 3306
Database = trace_<<org>>
User = <<fa>>
Password = <<cred>>
Option = 3
""",
    "pw",
)

reg(
    F,
    "kulubadu_mydhl_api_shipment_python",
    ("scripts/dhl_book_pickup.py", "export_docs/mydhl_<<n>>.py"),
    '''"""Book a MyDHL Express pickup for sample parcels (cinnamon quills, pepper) to buyers."""

import requests

MYDHL_URL = "https://express.api.dhl.com/mydhlapi/shipments"
DHL_USER = "<<org>>LK"
DHL_PASSWORD = "<<cred>>"
ACCOUNT = "30<<big>>"


def book(payload: dict) -> dict:
    r = requests.post(MYDHL_URL, json=payload, auth=(DHL_USER, DHL_PASSWORD), timeout=30)
    r.raise_for_status()
    return r.json()
''',
    "pw_dq",
)


def _ipynb(s):
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": ["# Cinnamon grade prices (Alba, C5, H1) from the broker sheet"],
        },
        {
            "cell_type": "code",
            "execution_count": 3,
            "metadata": {},
            "outputs": [],
            "source": [
                "import pandas as pd, requests\n",
                f'API_KEY = "{s["cred"]}"\n',
                f'SHEET = "{s["hex40"][:33]}"\n',
                'url = f"https://sheets.googleapis.com/v4/spreadsheets/{SHEET}/values/prices?key={API_KEY}"\n',
                "df = pd.DataFrame(requests.get(url).json()['values'])",
            ],
        },
    ]
    nb = {
        "cells": cells,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


reg(
    F,
    "kulubadu_grade_prices_ipynb_sheets_api_key",
    ("notebooks/cinnamon_prices_<<year>>.ipynb", "analysis/grade_prices_<<n>>.ipynb"),
    _ipynb,
    "p:google",
    syntax="json",
)
