"""Family i: pierogi and sauerkraut street kitchens (food trucks, festival pitches)."""

from thirtyfirst_spec import reg

F = "pierogi_sauerkraut_street_kitchen"

reg(
    F,
    "pierogi_generator_monitor_json_cloud",
    ["truck/genmon/config.json", "<<org>>/generator-<<n>>.json"],
    """{
  "generator": {"model": "EU22i", "fuel_alarm_pct": 15},
  "cloud": {
    "url": "https://genmon.<<dom>>/api",
    "user": "<<user>>",
    "password": "<<cred>>"
  },
  "notify_sms": "<<phone>>"
}
""",
    "h:json",
)

reg(
    F,
    "pierogi_ukrainian_telegram_parol",
    ["Telegram/ChatExport_<<dd>>_<<mm>>/vareniki.txt", "chats/tg-truck-<<n>>.txt"],
    """<<fname2>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
Термінал на фестивалі просить пароль від адмінки

<<fname>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
логін <<user>>, пароль <<cred>>

<<fname2>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
Дякую! Вареники з капустою закінчуються
""",
    "h:any",
)

reg(
    F,
    "pierogi_catering_invoices_python_smtplib",
    ["invoices/send_invoices.py", "<<org>>_catering/mailer.py"],
    """import smtplib
from email.message import EmailMessage


def send(msg: EmailMessage) -> None:
    with smtplib.SMTP_SSL("mail.<<dom>>", 465) as s:
        s.login("<<email>>", "<<cred>>")
        s.send_message(msg)
""",
    "h:dq",
)

reg(
    F,
    "pierogi_festival_pitch_lithuanian_email_slaptazodis",
    ["mail/festivalis_<<dd>><<mm>>.eml", "Gauti/<<first>>/<<year>>-prekyba.eml"],
    """From: Festivalio organizatoriai <info@<<dom>>>
To: <<email>>
Subject: Prekybos vietos rezervacija Nr. <<nn>>
Date: Mon, <<dd>> Jun <<year>> 10:12:44 +0300
Content-Type: text/plain; charset=utf-8

Sveiki,

Jūsų prekybos vieta patvirtinta. Prisijungimas prie dalyvių sistemos:
Vartotojo vardas: <<user>>
Slaptažodis:
<<cred>>

Elektros prijungimas 16A, atvykimas iki 8:00.
""",
    "h:any",
)

reg(
    F,
    "pierogi_card_reader_direnv_envrc",
    ["truck-pos/.envrc", "<<org>>/pos-<<n>>/.envrc"],
    """export ZETTLE_CLIENT_ID=<<uuid>>
export ZETTLE_API_KEY=<<cred>>
export POS_LOCATION=truck-<<n>>
layout python3
""",
    "jwt",
)

reg(
    F,
    "pierogi_fridge_logger_toml_mqtt",
    ["fridge-logger/config.toml", "<<org>>/haccp-<<n>>.toml"],
    """title = "Truck fridge + freezer logger"

[probes]
fridge = "28-<<hex8>>"
freezer = "28-<<id>>"

[mqtt]
host = "<<host>>"
port = 8883
user = "truck<<n>>"
pass = '<<cred>>'
""",
    "h:sq",
)

reg(
    F,
    "pierogi_kitchen_tablet_bash_history_mysql",
    ["home/<<user>>/.bash_history", "truck-laptop-<<n>>/.bash_history"],
    """cd /srv/menu
git pull
sudo systemctl restart menu-board
mysql -u menu -p<<cred>> -h <<host>> menu -e "UPDATE items SET sold_out=1 WHERE id=<<n>>"
ls -la /var/log/menu
exit
""",
    "h:bare",
)

reg(
    F,
    "pierogi_supplier_logins_markdown_table",
    ["docs/suppliers.md", "wiki/<<org>>-suppliers-<<n>>.md"],
    """# Suppliers

| supplier | what | portal | login | password |
|---|---|---|---|---|
| Młyn <<lname>> | flour | https://b2b.<<dom>> | <<user>> | <<cred>> |
| Farm co-op | cabbage, potatoes | phone only | - | - |
| Cash & carry | oil, boxes | card | <<email>> | in the red folder |
""",
    "h:bare",
)
