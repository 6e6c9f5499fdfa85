# ruff: noqa: E501
"""Family a: a bus company's depot in Asmara (Eritrea), Tigrinya in Ge'ez script."""

from __future__ import annotations

from fiftyfirst_spec import Fam

F = Fam(
    "awtobus_asmara_tigrinya",
    ("hamasienbus", "tigraybuses"),
    "er",
    (
        ("ሰናይት", "Senait"),
        ("ተስፋይ", "Tesfay"),
        ("ዮናስ", "Yonas"),
        ("ሳባ", "Saba"),
        ("ሃብተ", "Habte"),
        ("ኤልሳ", "Elsa"),
    ),
    (
        ("ገብረሚካኤል", "Gebremichael"),
        ("ተኽለ", "Tekle"),
        ("ሃይለ", "Haile"),
        ("ወልዱ", "Weldu"),
        ("ኪዳነ", "Kidane"),
    ),
    (
        "asmara",
        "keren",
        "massawa",
        "dekemhare",
        "selam",
        "awtobus",
        "mendefera",
        "hamasien",
        "tsebel",
        "bunna",
    ),
    ("wedi", "kokob", "zeytun", "mebrat"),
    "291",
)

F.reg(
    "awtobus_tigrinya_telegram_copied_mehlefi_qal",
    ("Desktop/telegram_<<first>>_<<date>>.txt", "Documents/ቴሌግራም/<<fa>>_chat.txt"),
    """<<first>>, [<<dmy>> <<time>>]
ሰላም <<first2>>፡ ናይ ቲኬት ሲስተም ኣካውንት ክፈትካ ኣለኹ
<<first>>, [<<dmy>> <<time>>]
ስም ተጠቃሚ: <<user>>
መሕለፊ ቃል: <<cred>>
<<first2>>, [<<dmy>> <<time2>>]
የቐንየለይ! ሕጂ ክኣቱ እየ። ንካሸር ከይትህቦ 🙏
<<first>>, [<<dmy>> <<time2>>]
ሕራይ 👍
""",
    "human",
)

F.reg(
    "awtobus_ticketing_laravel_dotenv",
    ("srv<<n>>/ticketing/.env", "var/www/<<org>>-tickets-<<nn>>/.env"),
    """APP_NAME="<<orgu>> Tickets"
APP_ENV=production
APP_KEY=base64:<<hex8>><<hex8>>AbCdEfGh0123456789==
APP_DEBUG=false
APP_URL=https://tickets.<<dom>>

LOG_CHANNEL=daily

DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=tickets
DB_USERNAME=tickets_app
DB_PASSWORD=<<cred>>

SESSION_DRIVER=file
QUEUE_CONNECTION=sync
""",
    "pw",
)

F.reg(
    "awtobus_gps_tracker_teltonika_sms_command_log",
    ("Documents/trackers/sms_commands_<<year>>.txt", "depot/gps/ትእዛዛት_sms_<<id>>.txt"),
    """Teltonika FMB920 - bus fleet - SMS commands sent from depot phone
(format: <login> <password> <command>)

<<dmy>> bus 14  +291 7<<id>>  tlmadm <<cred>> getgps
<<dmy>> bus 14  +291 7<<id>>  tlmadm <<cred>> setparam 2001:internet.eritel
<<dmy>> bus 22  +291 7<<nnn>>12  tlmadm <<cred>> getstatus
<<dmy>> bus 09  +291 7<<nnn>>40  tlmadm <<cred>> cpureset
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "awtobus_depot_cctv_vlc_xspf_rtsp_playlist",
    ("Desktop/depot_cameras_<<nn>>.xspf", "Videos/cctv_<<org>>_<<date>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
\t<title>Depot CCTV</title>
\t<trackList>
\t\t<track>
\t\t\t<location>rtsp://admin:<<cred>>@<<ip2>>:554/Streaming/Channels/101</location>
\t\t\t<title>Gate</title>
\t\t</track>
\t\t<track>
\t\t\t<location>rtsp://admin:<<cred>>@<<ip2>>:554/Streaming/Channels/201</location>
\t\t\t<title>Fuel pump</title>
\t\t</track>
\t</trackList>
</playlist>
""",
    "pw_url",
)

F.reg(
    "awtobus_fuel_card_portal_email_tigrinya_english",
    ("Mail/Inbox/fuel_portal_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.M<<nnn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Fuel card portal / ናይ ነዳዲ ካርድ ፖርታል
Date: <<dmy>> <<time>> +0300
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=UTF-8

ሰላም <<first2>>,

The fuel company gave us the login for the fleet card portal (monthly statements).
ብኣኻ ጥራይ ተጠቐመሉ።

  Portal:   https://fleetcards.<<dom>>/login
  Username: <<user>>.fleet
  Password: <<cred>>

ምስ ሰላምታ,
<<name>>
Accounts, <<orgu>>
""",
    "human",
    syntax="",
)

F.reg(
    "awtobus_accounts_peachtree_pervasive_odbc_ini",
    ("backup/pc<<nn>>/Windows/ODBC.INI", "Sage/Peachtree/odbc_<<org>>_<<year>><<nn>>.ini"),
    """[ODBC Data Sources]
PeachtreeCompany=Pervasive ODBC Client Interface

[PeachtreeCompany]
Driver=C:\\Windows\\SysWOW64\\W3ODBCCI.DLL
Description=<<orgu>> accounts
ServerName=<<ip>>.1583
DBQ=HAMASIEN
UID=Peachtree
PWD=<<cred>>
OpenMode=0
""",
    "pw",
    syntax="ini",
)

F.reg(
    "awtobus_timetable_excel_vba_ftp_upload_bas",
    ("timetable_<<year>>/Module<<n>>.bas", "Documents/ሰዓታት/UploadTimetable_<<id>>.bas"),
    """Attribute VB_Name = "Module1"
Option Explicit

' uploads the weekly timetable to the website (ask <<first>> before changing)
Sub UploadTimetable()
    Dim ftpHost As String, ftpUser As String, ftpPass As String
    ftpHost = "ftp.<<dom>>"
    ftpUser = "timetable"
    ftpPass = "<<cred>>"
    ThisWorkbook.SaveAs Environ("TEMP") & "\\timetable.csv", xlCSV
    Shell "cmd /c curl -T %TEMP%\\timetable.csv ftp://" & ftpHost & "/public_html/ --user " & ftpUser & ":" & ftpPass, vbHide
End Sub
""",
    "pw_alnum",
    syntax="",
)

F.reg(
    "awtobus_driver_notebook_ocr_tigrinya",
    ("scans/notebook_<<date>>_ocr.txt", "Documents/OCR/መዝገብ_<<id>>.txt"),
    """<<dmy>>
መኪና ቁ. <<nn>> - ዘይቲ ተቐይሩ
ጎማ ድሕሪት የማን ተቐይሩ

ናይ GPS ዌብሳይት
ኢመይል: <<email>>
መሕለፊ ቃል: <<cred>>

ፈረቓ ሰሙን: <<first2>> / <<first>>
""",
    "human",
    syntax="",
)
