# ruff: noqa: E501
"""Family k: housing reconstruction after the earthquake in Gorkha, Nepal (Nepali,
English): grant databases, engineers' site photos, SMS and the district office laptops."""

from __future__ import annotations

from sixtyfirst_spec import B64URL, Fam, alnum

F = Fam(
    "gorkha_earthquake_rebuild",
    orgs=("sahayogsewa", "openwell-intl", "tarpaulin-trust"),
    tld="org.np",
    first=("sita", "ram", "gita", "bishnu", "sunita", "hari", "kamala", "prakash"),
    last=("gurung", "shrestha", "tamang", "adhikari", "thapa", "ghale", "magar", "poudel"),
    words=(
        "himal",
        "gorkha",
        "barpak",
        "dashain",
        "tihar",
        "manaslu",
        "namaste",
        "sagarmatha",
        "lalupate",
        "daura",
    ),
    places=("Gorkha", "Barpak", "Laprak", "Arughat", "Palungtar", "Sirdibas"),
    cc="+97798",
    country="nepal",
)

# 1. Viber chat copied out (Nepali)
F.reg(
    "gorkha_nepali_viber_copy_password_engineer_tablet",
    ("chats/viber_engineers_<<compact>>.txt", "Desktop/viber_<<place>>_<<n>>.txt"),
    """[<<dmy>> <<time>>] Sunita Thapa: नमस्ते दाइ, इन्जिनियरको ट्याब्लेटको पासवर्ड के हो? फोटो अपलोड गर्नुपर्‍यो।
[<<dmy>> <<time>>] <<fn>> <<ln>>: युजर <<user>>, पासवर्ड <<cred>>
[<<dmy>> <<time2>>] Sunita Thapa: धन्यवाद दाइ 🙏
[<<dmy>> <<time2>>] <<fn>> <<ln>>: अरुलाई नदिनु है
""",
    "human",
)

# 2. PHP PDO connection of the grant tranche database
F.reg(
    "gorkha_grant_tranche_pdo_mysql_php",
    ("www/anudan/db.php", "srv/grants/<<org>>/includes/db_<<n>>.php"),
    """<?php
// Housing grant tranches (1st / 2nd / 3rd) – district office database
$pdo = new PDO(
    "mysql:host=<<ip>>;dbname=anudan;charset=utf8mb4",
    "anudan_app",
    "<<cred>>",
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
);
""",
    "pw_dq",
    syntax="",
)

# 3. Sparrow SMS token in the beneficiary notification script
F.reg(
    "gorkha_sparrow_sms_token_tranche_notice",
    ("scripts/tranche_sms.sh", "home/<<first>>/sms_<<n>>.sh"),
    """#!/bin/sh
# दोस्रो किस्ता सूचना – send one SMS per line of tranche2.csv (phone,name)
TOKEN="<<cred>>"
while IFS=, read -r phone name; do
  curl -s -X POST http://api.sparrowsms.com/v2/sms/ \\
    -d token="$TOKEN" -d from=SahayogSMS -d to="$phone" \\
    -d text="नमस्ते $name, तपाईंको दोस्रो किस्ता बैंकमा जम्मा भयो।"
done < tranche2.csv
""",
    "x:v2_:40",
    syntax="",
)

# 4. rclone.conf with a Google Drive OAuth token (engineers' site photos)
F.reg(
    "gorkha_rclone_conf_drive_refresh_token",
    ("home/<<first>>/.config/rclone/rclone.conf", "srv/photos/rclone_<<compact>>.conf"),
    """[gdrive-photos]
type = drive
scope = drive
root_folder_id = 1<<hexid>>Qv0bN3sKp
token = {"access_token":"ya29.a0AfB_by<<hexid>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<date>>T10:41:07.1129+05:45"}
team_drive =
""",
    lambda rng, s: "1//0" + alnum(rng, 99, B64URL),
    syntax="ini",
)

# 5. Sticky note on the district office laptop (OCR, Nepali)
F.reg(
    "gorkha_sticky_note_ocr_nepali_paswod",
    ("scans/sticky_<<compact>>.txt", "ocr/IMG_<<hexid>>.txt"),
    """कार्यालय ल्यापटप (<<place>>)
युजर: <<user>>
पासवर्ड:
<<cred>>
प्रिन्टर: HP 107a
""",
    "human_x",
)

# 6. pyODK config (TOML)
F.reg(
    "gorkha_pyodk_config_toml_central_password",
    ("home/<<first>>/.pyodk_config.toml", "srv/odk/pyodk_<<n>>.toml"),
    """[central]
base_url = "https://central.<<dom>>"
username = "<<email>>"
password = "<<cred>>"
default_project_id = <<n>>
""",
    "pw_dq",
)

# 7. Mapbox secret token for offline tile packs
F.reg(
    "gorkha_mapbox_secret_token_offline_tiles_sh",
    ("maps/download_tiles.sh", "scripts/offline_maps_<<n>>.sh"),
    """#!/bin/bash
# Offline tiles for the engineers' field map (Gorkha district)
export MAPBOX_ACCESS_TOKEN=<<cred>>
mbgl-offline --style mapbox://styles/<<org>>/clx<<hexid>> \\
  --north 28.45 --south 27.90 --west 84.40 --east 85.05 \\
  --minZoom 8 --maxZoom 16 --output gorkha_<<compact>>.db
""",
    "p:mapbox_sk",
    syntax="",
)

# 8. msmtp config on the field server (Gmail app password)
F.reg(
    "gorkha_msmtprc_gmail_app_password",
    ("home/<<first>>/.msmtprc", "etc/msmtprc"),
    """# alerts from the district server (disk, backups, UPS)
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           gorkha.server.<<nn>>@gmail.com
user           gorkha.server.<<nn>>@gmail.com
password       <<cred>>

account default : gmail
""",
    "p:gmail_app",
    syntax="",
)
