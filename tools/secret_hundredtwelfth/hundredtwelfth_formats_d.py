# ruff: noqa: E501
"""Family d: a network of automatic weather stations on the Mongolian steppe (Mongolian, Cyrillic)."""

from __future__ import annotations

from hundredtwelfth_spec import Fam, shared_strings, sms_xml, tg_json

MN = Fam(
    name="steppe_weather_mast_network",
    key="salkhi",
    orgs=("salkhinet",),
    tld="mn",
    first=(
        ("Бат-Эрдэнэ", "baterdene"),
        ("Болормаа", "bolormaa"),
        ("Ганбаатар", "ganbaatar"),
        ("Оюунчимэг", "oyunchimeg"),
        ("Тэмүүлэн", "temuulen"),
        ("Сарангэрэл", "sarangerel"),
        ("Энхжаргал", "enkhjargal"),
        ("Мөнхбат", "munkhbat"),
    ),
    last=(
        ("Дорж", "dorj"),
        ("Батаа", "bataa"),
        ("Цэрэн", "tseren"),
        ("Сүхбаатар", "sukhbaatar"),
        ("Ганболд", "ganbold"),
        ("Нямдорж", "nyamdorj"),
        ("Лхагва", "lkhagva"),
        ("Баяр", "bayar"),
    ),
    words=(
        "tenger",
        "salkhi",
        "morin",
        "khuur",
        "gobi",
        "altai",
        "naadam",
        "tsagaan",
        "buuz",
        "airag",
        "erdene",
        "mongol",
        "khangai",
        "khentii",
        "bayan",
        "nomin",
        "chinggis",
        "tal",
        "uul",
        "tuul",
    ),
    pets=("bankhar", "khar", "tsasaa", "arslan", "bolt", "mich"),
    cc="976",
    places=("Ulaanbaatar", "Dalanzadgad", "Moron", "Bayankhongor", "Khovd", "Sainshand"),
)

MN.reg(
    "crbasic_cr1000x_ftpclient",
    ("loggers/AWS_<<n>>/Steppe_<<n2>>.CR1X", "programs/<<user>>/aws_<<place>>.cr1x"),
    """'CR1000X Series Datalogger -- Автомат цаг уурын станц
'Програм: <<first>> <<last>>, <<date>>
Public BattV, PTemp_C, AirTC, RH, WS_ms, WindDir, Rain_mm
Public FTPResult As Long
Const FTPHost = "<<pubip>>"
Const FTPUser = "aws<<n>>"
Const FTPPass = "<<cred>>"

DataTable (Hour,True,-1)
  DataInterval (0,60,Min,10)
  Average (1,AirTC,FP2,False)
  Sample (1,RH,FP2)
  WindVector (1,WS_ms,WindDir,FP2,False,0,0,0)
  Totalize (1,Rain_mm,FP2,False)
EndTable

BeginProg
  Scan (10,Sec,0,0)
    Battery (BattV)
    PanelTemp (PTemp_C,15000)
    CallTable Hour
  NextScan
  SlowSequence
  Scan (1,Hr,3,0)
    FTPResult = FTPClient (FTPHost,FTPUser,FTPPass,"Hour","/incoming/aws<<n>>_hour.dat",2,0,60,Min,-1008)
  NextScan
EndProg
""",
    cred="pw_dq",
    syntax="",
)


def _tg(s):
    return tg_json(
        s,
        f"{s['first2']} {s['last2']}",
        [
            (
                f"{s['first']} {s['last']}",
                "Сайн уу, Даланзадгадын станцын FTP холболт тасарсан уу?",
            ),
            (f"{s['first2']} {s['last2']}", "Тийм, нууц үгийг сервер дээр сольсон. Шинэ нууц үг:"),
            (f"{s['first2']} {s['last2']}", str(s["cred"])),
            (f"{s['first']} {s['last']}", "Баярлалаа, LoggerNet дээр оруулчихлаа 👍"),
        ],
    )


MN.reg(
    "mongolian_telegram_json_nuuts_ug",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/telegram_<<fa>>_<<n>>/result.json",
    ),
    _tg,
    cred="human",
)

MN.reg(
    "cumulusmx_ini_wunderground_key",
    ("CumulusMX/Cumulus.ini", "stations/<<place>>_<<n>>/Cumulus.ini"),
    """[Station]
Type=11
Name=<<place>> AWS
Latitude=47.9
Longitude=106.9
Altitude=1350

[Wunderground]
ID=IULAANBA<<n>>
Password=<<cred>>
Enabled=1
RapidFire=0
Interval=15

[FTP site]
Host=ftp.<<dom>>
Username=cumulus
Enabled=0
""",
    cred="alnum:8",
    syntax="ini",
)

MN.reg(
    "telegraf_conf_influx_token",
    ("etc/telegraf/telegraf.d/aws_<<n>>.conf", "gateway-<<n2>>/telegraf.conf"),
    """[agent]
  interval = "60s"
  hostname = "aws-gw-<<n>>"

[[inputs.mqtt_consumer]]
  servers = ["tcp://127.0.0.1:1883"]
  topics = ["aws/+/obs"]
  data_format = "json"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "aws_raw"
""",
    cred="p:influx",
    syntax="toml",
)


def _sms(s):
    return sms_xml(
        s,
        f"{s['first']} {s['last']}",
        [
            (1, "Ховд станцын модемийн нууц үг юу билээ? Би талбай дээр байна"),
            (2, f"admin / {s['cred']}"),
            (1, "Ок баярлалаа"),
        ],
    )


MN.reg(
    "sms_backup_xml_mongolian_nuuts",
    ("SMSBackupRestore/sms-<<year>><<mm>><<dd>><<n>>.xml", "phone_backup/<<fa>>/sms-<<n2>>.xml"),
    _sms,
    cred="human_x",
)

MN.reg(
    "crontab_lftp_mirror_ingest",
    ("var/spool/cron/crontabs/ingest", "servers/data-<<n>>/crontab.txt"),
    """# m h  dom mon dow   command
MAILTO=<<email>>
*/10 * * * * /usr/bin/lftp -u aws_ingest,<<cred>> -e "mirror --only-newer /incoming /data/aws/raw; quit" ftp.<<dom>> >> /var/log/aws_ingest.log 2>&1
30 1 * * * /usr/local/bin/qc_daily.sh
""",
    cred="pw_bare",
    syntax="",
)

MN.reg(
    "dokuwiki_station_access_page",
    ("dokuwiki/data/pages/stations/access_<<n>>.txt", "wiki/data/pages/aws/nevtrekh.txt"),
    """====== Станцуудын хандалт ======

Сүүлд шинэчилсэн: <<first>> (<<date>>)

^ Станц ^ Логгер IP ^ Нэвтрэх ^ Нууц үг ^ Тайлбар ^
| Даланзадгад | <<ip>> | admin | <<cred>> | CR1000X, Iridium |
| Мөрөн | 10.8.<<n>>.2 | admin | (Болормаагаас асуух) | RTU шинэ |

Асуудал гарвал <<phone>> руу залгана уу.
""",
    cred="human",
    syntax="",
)


def _ss(s):
    return shared_strings(
        [
            "Станц",
            "Төхөөрөмж",
            "Нэвтрэх нэр",
            "Нууц үг",
            "Даланзадгад",
            "Router",
            "admin",
            s["cred"],
            "Мөрөн",
            "Logger",
            "aws",
            "Ховд",
        ]
    )


MN.reg(
    "xlsx_sharedstrings_station_logins",
    (
        "xlsx_unzipped/stantsuud_<<year>>/xl/sharedStrings.xml",
        "tmp/<<user>>/stations_<<n>>/xl/sharedStrings.xml",
    ),
    _ss,
    cred="human_x",
)
