"""Family n: a Tel Aviv seafront hotel's revenue manager, Israel (Hebrew)."""

# ruff: noqa: E501

from __future__ import annotations

from hundredtwentyfifth_spec import Fam, after, basic, dec_basic, fill, jdump

F = Fam(
    name="revmgr_hotel_revenue_israel",
    orgs=("shalvayam",),
    tld="co.il",
    first=(
        ("נועה", "noa"),
        ("איתי", "itay"),
        ("מיכל", "michal"),
        ("יוסי", "yossi"),
        ("שירה", "shira"),
        ("רוני", "roni"),
        ("דנה", "dana"),
        ("עומר", "omer"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("פרץ", "peretz"),
        ("ביטון", "biton"),
        ("אברהם", "avraham"),
    ),
    words=(
        "shalom",
        "yam",
        "tayelet",
        "yafo",
        "sababa",
        "hummus",
        "falafel",
        "shakshuka",
        "negev",
        "eilat",
        "kinneret",
        "carmel",
        "galil",
        "tzabar",
        "herzl",
        "dizengoff",
        "gordon",
        "hapoel",
    ),
    pets=("lucky", "shoko", "bamba", "mitzi", "rexi", "luna", "tzuki"),
    cc="972",
    city="תל אביב",
)

F.reg(
    "revmgr_hebrew_whatsapp_sisma_ideas",
    ("WhatsApp Chat with <<fn2>>.txt", "phone/<<fa>>/WhatsApp_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<fn>> <<ln>>: היי, אני בחופש מחר. תעדכני מחירים לסוף השבוע ב-IDeaS?
<<dmys>>, <<time2>> - <<fn2>>: בטח, מה הסיסמה?
<<dmys>>, <<time2>> - <<fn>> <<ln>>: משתמש <<user>>
<<dmys>>, <<time2>> - <<fn>> <<ln>>: הסיסמה: <<cred>>
<<dmys>>, <<time2>> - <<fn2>>: סבבה 👍
""",
    cred="human",
)

F.reg(
    "revmgr_ideas_g3_sftp_paramiko_python",
    ("rms/upload_pace_<<n>>.py", "scripts/<<fa>>/ideas_sftp.py"),
    '''"""Upload the nightly pace and pickup extract to the IDeaS G3 RMS SFTP drop."""

import paramiko

HOST = "sftp.ideas.com"
USER = "<<org>>_g3"
PASSWORD = "<<cred>>"


def upload(local: str, remote: str) -> None:
    transport = paramiko.Transport((HOST, 22))
    transport.connect(username=USER, password=PASSWORD)
    sftp = paramiko.SFTPClient.from_transport(transport)
    sftp.put(local, remote)
    sftp.close()
    transport.close()
''',
    cred="pw_dq",
)

F.reg(
    "revmgr_ota_insight_rate_shopper_env",
    ("rate-shopper/.env", "dashboards/<<fa>>/.env.<<n>>"),
    """# Rate shopper export -> compset dashboard
OTAINSIGHT_API_URL=https://api.otainsight.com/v3
OTAINSIGHT_API_KEY=<<cred>>
OTAINSIGHT_SUBSCRIPTION=<<num>>
COMPSET=tel-aviv-seafront
CURRENCY=ILS
""",
    cred="x:oti_:40",
    syntax="",
)

F.reg(
    "revmgr_tranzila_terminal_password_php",
    (
        "payments/tranzila_<<n>>.php",
        "<<org>>-booking/config/tranzila.php",
        "www/<<fa>>/tranzila.php",
    ),
    """<?php
// Tranzila - חיוב מקדמות להזמנות קבוצות
return [
    'supplier'   => '<<org>>tok',
    'TranzilaPW' => '<<cred>>',
    'currency'   => 1,
    'endpoint'   => 'https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi',
];
""",
    cred="alnum:12",
    syntax="",
)

F.reg(
    "revmgr_tabcmd_extract_refresh_bat",
    ("C:/RM/refresh_<<n>>.bat", "scripts/<<fa>>/tableau_refresh.bat"),
    """@echo off
REM refresh the budget vs forecast extract before the 08:00 revenue meeting
tabcmd login -s https://tableau.<<dom>> -t revenue -u <<user>> -p <<cred>>
tabcmd refreshextracts --datasource "Pickup_Daily" --synchronous
tabcmd logout
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "revmgr_hebrew_email_sisma_forecast",
    ("mail/<<fa>>/<<date>>_forecast.eml", "outlook/<<org>>/msg_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Forecast Q3 + גישה ל-Power BI
Date: <<dd>> Jul <<year>> <<time>>:00 +0300
Content-Type: text/plain; charset=utf-8

היי <<fn2>>,

מצרף את התחזית לרבעון. כדי לראות את הדשבורד של ה-pickup:
משתמש: <<user>>@<<dom>>
סיסמה: <<cred>>

אל תעביר הלאה, זה החשבון של מחלקת הכנסות.
תודה,
<<fn>>
""",
    cred="human",
)


def _ipynb(s):
    code = fill(
        """import snowflake.connector
conn = snowflake.connector.connect(
    account="<<acct>>",
    user="RM_<<n>>",
    password="<<cred>>",
    warehouse="REVENUE_WH",
    database="HOTEL",
)
df = conn.cursor().execute("select stay_date, rooms_otb, adr from pickup where snapshot = current_date").fetch_pandas_all()
df.head()""",
        **s,
    )
    return jdump(
        {
            "cells": [
                {"cell_type": "markdown", "metadata": {}, "source": ["# Pickup vs. STLY\n"]},
                {
                    "cell_type": "code",
                    "execution_count": 3,
                    "metadata": {},
                    "outputs": [],
                    "source": [ln + "\n" for ln in code.split("\n")],
                },
            ],
            "metadata": {
                "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        }
    )


F.reg(
    "revmgr_pickup_ipynb_snowflake_password",
    ("notebooks/pickup_<<date>>.ipynb", "rm/<<fa>>/stly_<<n>>.ipynb"),
    _ipynb,
    cred="pw_dq",
    syntax="json",
    extra=lambda rng, s: {"acct": f"{s['org']}-il{s['n']}"},
)


def _dec_basic(text: str) -> str:
    return dec_basic(after(r"Basic ([A-Za-z0-9+/=]+)", text))


F.reg(
    "revmgr_rate_push_basic_auth_python",
    ("rms/push_rates_<<n>>.py", "integrations/<<fa>>/channel_push.py"),
    '''"""Push the day's BAR rates to the channel manager (OTA_HotelRateAmountNotif)."""

import requests

ENDPOINT = "https://ws.channel-manager.co.il/pmsxchange/rates"
HEADERS = {
    "Authorization": "Basic <<enc>>",
    "Content-Type": "application/xml",
}


def push(xml: str) -> int:
    return requests.post(ENDPOINT, data=xml.encode(), headers=HEADERS, timeout=60).status_code
''',
    cred="pw",
    extra=lambda rng, s: {"enc": basic(f"{s['org']}_rms", s["cred"])},
    decode=_dec_basic,
)
