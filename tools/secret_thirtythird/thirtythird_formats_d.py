"""Family d: a goat dairy farm with a milking parlour and farm shop."""

from thirtythird_spec import reg

F = "goat_dairy_milking_farm"

reg(
    F,
    "goat_milking_parlour_herd_software_ini",
    ("ProgramData/ParlourManager/parlour.ini", "farm/<<org>>/parlour_<<n>>.ini"),
    """[Parlour]
Stalls=24
Rotary=0
IdentReaders=COM3

[Database]
Server=<<host>>
Database=herd
User=parlour
Password=<<cred>>

[Sync]
BreedSocietyUpload=1
""",
    "pw_ini",
)

reg(
    F,
    "goat_farm_shop_square_python_client",
    ("shop/square_sync.py", "tools/<<org>>_till.py"),
    """from square.client import Client

client = Client(
    access_token="<<cred>>",
    environment="production",
)

LOCATION_ID = "L<<hex8>>"


def todays_sales():
    return client.payments.list_payments(location_id=LOCATION_ID)
""",
    "p:square",
)

reg(
    F,
    "goat_bulk_tank_monitor_arduino_secrets_h",
    ("tank_monitor/arduino_secrets.h", "firmware/<<org>>/arduino_secrets.h"),
    """// bulk milk tank temperature monitor
#define SECRET_SSID "<<org>>-dairy"
#define SECRET_PASS "<<cred>>"
#define SECRET_ALERT_NUMBER "<<phone>>"
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "goat_farmhand_turkish_voicemail_transcript",
    ("voicemail/transcript_<<n>>.txt", "phone/<<org>>/sesli_mesaj_<<n>>.txt"),
    """Sesli mesaj - <<day>>.<<month>>.<<year>> <<hh>>:<<mm>> - <<phone>>
(otomatik döküm)

Merhaba <<first>>, ben <<first2>>. Sağım odasındaki bilgisayar yine kilitlendi, yeniden
başlattım ama şifre istiyor. Kağıtta yazan şifre <<cred>> ama büyük harf mi küçük harf mi
emin değilim. Beni arar mısın, keçiler bekliyor.
""",
    "human",
)

reg(
    F,
    "goat_herdbook_registry_r_httr",
    ("analysis/herdbook_pull.R", "R/<<org>>_registry.R"),
    """library(httr)
library(jsonlite)

resp <- GET(
  "https://herdbook.<<dom>>/api/animals?breed=saanen",
  authenticate("<<user>>", "<<cred>>", type = "basic")
)
stop_for_status(resp)
animals <- fromJSON(content(resp, "text"))
write.csv(animals, "saanen_herdbook.csv", row.names = FALSE)
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "goat_vet_portal_netrc_machine",
    ("home/<<user>>/.netrc", "backup/<<org>>/netrc"),
    """machine vetportal.<<dom>>
  login <<user>>
  password <<cred>>
machine movements.<<dom>> login <<user>> password-file ~/.movements_pw
""",
    "pw_bare",
)

reg(
    F,
    "goat_farm_office_logins_tsv_column",
    ("office/logins_<<year>>.tsv", "shared/<<org>>/accounts.tsv"),
    """service\tlogin\tpassword\tnotes
Movement reporting\t<<user>>\t<<cred>>\tholding no. <<n2>>/<<n>>
Milk buyer portal\t<<udot>>\t(SSO via Google)\tmonthly statement
Feed merchant\t<<email>>\t(reset link)\torders Tues
""",
    "human",
)

reg(
    F,
    "goat_cheese_label_printer_systemd_env",
    ("etc/systemd/system/label-print.service", "deploy/<<org>>/label-print.service"),
    """[Unit]
Description=Cheese label print agent
After=network-online.target

[Service]
User=labels
Environment="LABELCLOUD_URL=https://print.<<dom>>"
Environment="LABELCLOUD_TOKEN=<<cred>>"
ExecStart=/usr/local/bin/label-agent --printer zebra-gk420d
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
    "x:lbc_:32",
    syntax="",
)
