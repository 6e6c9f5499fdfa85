# ruff: noqa: E501
"""Family d: a district cricket league office in Kandy, Sri Lanka: Sinhala, Tamil and English,
CricHeroes-style scoring, PayHere, a scoreboard controller, Viber groups of umpires."""

from __future__ import annotations

from hundredfifteenth_corpus import rsa_pem
from hundredfifteenth_spec import Fam

F = Fam(
    name="kandy_cricket_league_office_srilanka",
    orgs=("kandywickets", "mahanuwaracl", "peradeniyaxi", "katugastota", "dumbaracc"),
    tld="lk",
    first=(
        ("කසුන්", "kasun"),
        ("නිමාලි", "nimali"),
        ("චමින්ද", "chaminda"),
        ("දිල්රුක්ෂි", "dilrukshi"),
        ("තිලිණ", "thilina"),
        ("සඳුනි", "sanduni"),
        ("ලහිරු", "lahiru"),
        ("ඉෂාරා", "ishara"),
        ("ரமேஷ்", "ramesh"),
        ("பிரியா", "priya"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("ප්‍රනාන්දු", "fernando"),
        ("සිල්වා", "silva"),
        ("බණ්ඩාර", "bandara"),
        ("ජයසූරිය", "jayasuriya"),
        ("දිසානායක", "dissanayake"),
        ("හේරත්", "herath"),
        ("රාජපක්ෂ", "rajapaksha"),
        ("சிவகுமார்", "sivakumar"),
        ("ராஜா", "raja"),
    ),
    words=(
        "mahanuwara",
        "dalada",
        "kandy",
        "perahera",
        "wicket",
        "sixer",
        "lions",
        "ayubowan",
        "pol",
        "kottu",
        "hapuwa",
        "seethawaka",
        "sinhabahu",
        "siyatha",
    ),
    pets=("rocky", "tommy", "kalu", "sudu", "bruno", "jimmy"),
    cc="94",
)

F.reg(
    "kandy_sinhala_viber_umpires_mura_padaya",
    ("Viber/Umpires_<<year>>_chat.txt", "Documents/viber_export_<<org>>_<<nn>>.txt"),
    """<<dmy>> <<time>>  <<name>>: ලකුණු පුවරුවේ ඇප් එකට ලොග් වෙන්න බෑ
<<dmy>> <<time>>  <<name2>>: පරිශීලක නාමය <<user2>>
<<dmy>> <<time2>>  <<name2>>: මුරපදය: <<cred>>
<<dmy>> <<time2>>  <<name>>: ස්තූතියි අයියා 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "kandy_payhere_merchant_secret_laravel_env",
    ("league-portal/.env", "www/<<org>>/registrations/.env"),
    """APP_NAME="Kandy District League"
APP_ENV=production
DB_CONNECTION=mysql
DB_DATABASE=league
DB_USERNAME=league
PAYHERE_MERCHANT_ID=12<<nn>><<n>>
PAYHERE_MERCHANT_SECRET=<<cred>>
PAYHERE_SANDBOX=false
""",
    "p:payhere",
    syntax="",
)

F.reg(
    "kandy_scoreboard_controller_led_ini",
    ("ScoreboardPro/config.ini", "C:/ProgramData/<<org>>/scoreboard.ini"),
    """[Display]
Model=LED-P10-Cricket
Rows=6
[Network]
ControllerIP=<<lan>>
AdminUser=admin
AdminPassword=<<cred>>
[LiveFeed]
PushUrl=https://live.<<dom>>/api/score
""",
    "pw",
)

F.reg(
    "kandy_fixtures_spreadsheetml_club_secretaries",
    ("fixtures/Fixtures_<<year>>.xml", "Desktop/league/club_logins_<<year>>.xml"),
    """<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Clubs">
  <Table>
   <Row><Cell><Data ss:Type="String">සමාජය</Data></Cell><Cell><Data ss:Type="String">ලේකම්</Data></Cell><Cell><Data ss:Type="String">Portal user</Data></Cell><Cell><Data ss:Type="String">Password</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<org>></Data></Cell><Cell><Data ss:Type="String"><<name>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

F.reg(
    "kandy_tamil_email_kadavuchol_stats_portal",
    ("mail/<<date>>_stats_portal.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Stats portal access / புள்ளிவிவர தளம்
Date: <<dmy>> <<time>> +0530
Content-Type: text/plain; charset=UTF-8

வணக்கம் <<first2>>,

U-19 போட்டிகளின் புள்ளிவிவரங்களை பதிவேற்ற:
பயனர் பெயர்: <<user2>>
கடவுச்சொல்: <<cred>>

நன்றி,
<<name>> - League Office
""",
    "human",
    syntax="",
)

F.reg(
    "kandy_live_scores_firebase_admin_service_account_json",
    ("live-scores/serviceAccount.json", "functions/<<org>>-firebase-adminsdk.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-live",
  "private_key_id": "<<hex40>>",
  "private_key": "<<cred>>\\n",
  "client_email": "firebase-adminsdk-<<n>>@<<org>>-live.iam.gserviceaccount.com",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    lambda rng: rsa_pem(rng, pkcs8=True).replace("\n", "\\n"),
)

F.reg(
    "kandy_umpire_allowances_python_smtp_script",
    ("scripts/send_allowances.py", "office/<<org>>/mail_umpires.py"),
    """import smtplib
from email.message import EmailMessage

SMTP_HOST = "smtp.gmail.com"
SMTP_USER = "<<email>>"
SMTP_APP_PASSWORD = "<<cred>>"


def send(to, body):
    msg = EmailMessage()
    msg["Subject"] = "Umpire allowances"
    msg["From"], msg["To"] = SMTP_USER, to
    msg.set_content(body)
    with smtplib.SMTP_SSL(SMTP_HOST, 465) as s:
        s.login(SMTP_USER, SMTP_APP_PASSWORD)
        s.send_message(msg)
""",
    lambda rng: " ".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(4)) for _ in range(4)
    ),
)

F.reg(
    "kandy_office_pc_net_use_bat_nas",
    ("office/map_drives.bat", "Users/<<user>>/Desktop/nas_<<org>>.bat"),
    """@echo off
REM League office file server
net use L: \\\\<<lan>>\\league /user:<<user>> <<cred>> /persistent:yes
net use S: \\\\<<lan>>\\scorebooks /user:<<user>> <<cred>>
""",
    "pw_bare",
    syntax="",
)
