# ruff: noqa: E501
"""Family f: a ski school in Bakuriani (Georgia): Georgian in Mkhedruli, Russian, English."""

from __future__ import annotations

import json

from hundredeighth_spec import Fam, alnum

F = Fam(
    name="bakuriani_georgian_ski_school",
    prefix="bakuriani",
    orgs=("bakurisnow",),
    tld="ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("ლევან", "levan"),
        ("თამარ", "tamar"),
        ("დავით", "davit"),
        ("ანა", "ana_m"),
        ("ირაკლი", "irakli"),
        ("მარიამ", "mariam"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
        ("მაისურაძე", "maisuradze"),
    ),
    words=(
        "bakuriani",
        "gudauri",
        "didveli",
        "kokhta",
        "tbilisi",
        "khachapuri",
        "khinkali",
        "churchkhela",
        "saperavi",
        "borjomi",
        "gaumarjos",
        "sakartvelo",
        "mtatsminda",
        "tamada",
        "svaneti",
        "mtkvari",
        "lobiani",
        "tsivi",
        "tovli",
        "zamtari",
    ),
    pets=("bobi", "murka", "jeki", "tsuga", "lekva", "kushi"),
    cc="995",
    town="ბაკურიანი",
)

F.reg(
    "georgian_viber_paroli_booking",
    ("phone/viber/<<fa>>-<<date>>.txt", "exports/viber/ინსტრუქტორები_<<nn>>.txt"),
    """<<dmy>> <<hh>>:<<mm>> <<fn2>>: გიორგი, Bokun-ის პაროლი შეიცვალა?
<<dmy>> <<hh>>:<<mm2>> <<fn>> <<ln>>: კი, ახალი პაროლი: <<cred>>
<<dmy>> <<hh>>:<<mm2>> <<fn>> <<ln>>: მომხმარებელი <<email>>
<<dmy>> <<hh>>:<<mm2>> <<fn2>>: მადლობა! ხვალ 9-ზე დიდველზე ვარ ჯგუფთან
""",
    "human",
    syntax="",
)

F.reg(
    "bog_ipay_client_dotenv",
    ("web/<<org>>-<<nn>>/.env", "srv/<<org>>/lessons-api-<<fa>>/.env"),
    """NODE_ENV=production
BASE_URL=https://<<dom>>
BOG_IPAY_URL=https://ipay.ge/opay/api/v1
BOG_CLIENT_ID=<<nn>>41
BOG_CLIENT_SECRET=<<cred>>
CURRENCY=GEL
SMS_SENDER=<<orgu>>
""",
    "alnum:32",
    syntax="",
)


def _appsettings(s: dict) -> str:
    cfg = {
        "Logging": {"LogLevel": {"Default": "Warning"}},
        "ConnectionStrings": {
            "Kiosk": f"Server={s['ip']};Database=liftpass;User Id=kiosk;Password={s['cred']};TrustServerCertificate=True"
        },
        "Kiosk": {"Station": "Didveli-" + s["n"], "Printer": "Zebra ZD421"},
    }
    return json.dumps(cfg, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "lift_pass_kiosk_appsettings_json",
    ("kiosk/<<org>>-<<nn>>/appsettings.Production.json", "deploy/kiosk-<<fa>>/appsettings.json"),
    _appsettings,
    "pw_json",
)

F.reg(
    "instructors_spreadsheetml_logins",
    ("office/ინსტრუქტორები_<<y>>.xml", "exports/instructors-<<nn>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="ინსტრუქტორები">
  <Table>
   <Row><Cell><Data ss:Type="String">სახელი</Data></Cell><Cell><Data ss:Type="String">ტელეფონი</Data></Cell><Cell><Data ss:Type="String">ლოგინი</Data></Cell><Cell><Data ss:Type="String">პაროლი</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<fn>> <<ln>></Data></Cell><Cell><Data ss:Type="String"><<phone>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
)

F.reg(
    "snow_report_telegram_bot_py",
    ("bots/<<org>>/snow_report_<<nn>>.py", "home/<<fa>>/tovli_bot.py"),
    """\"\"\"Posts the morning snow report (თოვლის ანგარიში) to the school's Telegram channel.\"\"\"
import requests

BOT_TOKEN = "<<cred>>"
CHANNEL = "@<<org>>_snow"


def post(text: str) -> None:
    requests.post(
        f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
        data={"chat_id": CHANNEL, "text": text},
        timeout=10,
    )


post("დიდველი: 45 სმ ახალი თოვლი, კოხტა: 30 სმ")
""",
    "p:telegram",
)

F.reg(
    "russian_email_parol_rental",
    ("mail/<<date>>-prokat-<<fa>>.eml", "outbox/parol-<<nn>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Доступ к системе проката лыж
Date: <<dmy>> <<hh>>:<<mm>> +0400
Content-Type: text/plain; charset=utf-8

Добрый день!

Для учёта проката (лыжи, ботинки, шлемы) заходите в RentalPro:
адрес: https://rent.<<dom>>
логин: <<user>>
пароль: <<cred>>

Инструкторам пароль не сообщать.
С уважением, <<fn>>
""",
    "human",
)

F.reg(
    "ski_rental_pos_ini",
    ("pos/<<org>>-shop-<<nn>>/pos.ini", "C/ProgramData/RentalPOS/config-<<fa>>.ini"),
    """[Shop]
Name=<<orgc>> Rental Kokhta
Currency=GEL

[Database]
Server=<<ip>>
Name=rental
User=pos_<<n>>
Password=<<cred>>

[Printer]
Model=Epson TM-T20III
""",
    "pw",
)

F.reg(
    "slope_webcam_ffmpeg_crontab",
    ("etc/cron.d/webcam-<<nn>>", "home/<<fa>>/crontab-<<date>>.txt"),
    """# snapshot of Didveli top station every 10 min for the website
*/10 7-18 * * * ffmpeg -y -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101" -frames:v 1 /var/www/<<dom>>/cam/didveli.jpg >/dev/null 2>&1
0 3 * * * find /var/www/<<dom>>/cam -mtime +2 -delete
""",
    "pw_url",
    syntax="",
)

_ = alnum
