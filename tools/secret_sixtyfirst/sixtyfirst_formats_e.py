# ruff: noqa: E501
"""Family e: food distribution hubs and warehouses around Kombolcha, Ethiopia (Amharic,
Tigrinya, English): trucks, distribution points, telebirr and the hub's servers."""

from __future__ import annotations

from sixtyfirst_spec import Fam

F = Fam(
    "kombolcha_food_hubs",
    orgs=("mesobrelief", "lastmile-logistics", "openwell-intl"),
    tld="org.et",
    first=("abebe", "tigist", "dawit", "selam", "yonas", "meron", "haile", "hiwot"),
    last=(
        "tesfaye",
        "gebremedhin",
        "alemu",
        "kebede",
        "berhane",
        "woldemariam",
        "tadesse",
        "girma",
    ),
    words=(
        "meskel",
        "buna",
        "injera",
        "teff",
        "enkutatash",
        "abay",
        "selam",
        "wollo",
        "dessie",
        "mesob",
    ),
    places=("Kombolcha", "Dessie", "Woldia", "Kobo", "Sekota", "Alamata"),
    cc="+2519",
    country="ethiopia",
)

# 1. Telegram chat copied as text (Amharic)
F.reg(
    "kombolcha_amharic_telegram_copy_yeyilef_qal",
    ("chats/telegram_warehouse_<<compact>>.txt", "Desktop/መጋዘን_<<n>>.txt"),
    """<<fn>> <<ln>>, [<<dmy>> <<time>>]
ሰላም፣ የመጋዘኑ ኮምፒውተር የይለፍ ቃል ተቀይሯል?

Tigist Alemu, [<<dmy>> <<time>>]
አዎ። አዲሱ የይለፍ ቃል፦ <<cred>>

<<fn>> <<ln>>, [<<dmy>> <<time2>>]
እሺ አመሰግናለሁ 🙏
""",
    "human",
)

# 2. Tigrinya e-mail
F.reg(
    "kombolcha_tigrinya_email_mehlefi_qal_fdp",
    ("mail/fdp_<<compact>>.eml", "outbox/<<hexid>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: ናይ ምዕዳል ቦታ ታብሌት – ኣካውንት
Date: <<dd>> Oct <<year>> 09:41:00 +0300
Content-Type: text/plain; charset=UTF-8

ሰላም፣

ንምዕዳል ቦታ <<place>> ዝኸውን ሓድሽ ኣካውንት ተኸፊቱ ኣሎ።
ስም ተጠቃሚ፦ <<user>>
መሕለፊ ቃል፦ <<cred>>

ድሕሪ ምእታው በጃኹም ቀይሩዎ።
የቐንየለይ
<<fn>>
""",
    "human",
    syntax="",
)

# 3. Odoo warehouse server config
F.reg(
    "kombolcha_warehouse_odoo_server_conf",
    ("etc/odoo/odoo.conf", "srv/wms/<<org>>/odoo-server.conf"),
    """[options]
; Kombolcha hub – inventory / waybills
admin_passwd = <<cred>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = False
addons_path = /opt/odoo/addons,/opt/odoo/custom
data_dir = /var/lib/odoo
logfile = /var/log/odoo/odoo-server.log
proxy_mode = True
workers = 4
""",
    "pw",
    syntax="ini",
)

# 4. Fleet GPS tracker export script config (YAML)
F.reg(
    "kombolcha_truck_gps_wialon_token_yaml",
    ("fleet/config.yaml", "srv/fleet/<<org>>-tracker.yml"),
    """# Convoy tracking -> daily trip report for the logistics cluster
wialon:
  host: https://hst-api.wialon.com
  token: "<<cred>>"
  resource_id: 2<<nn>>1877
units:
  - plate: "3-<<nn>>871 ET"
    driver: <<fn>> <<ln>>
  - plate: "3-A<<n>>02 ET"
    driver: Yonas Girma
report:
  out_dir: /srv/fleet/reports
  timezone: Africa/Addis_Ababa
""",
    "hex:72",
)

# 5. Distribution-point tablets list (CSV)
F.reg(
    "kombolcha_fdp_tablets_csv_login_column",
    ("Drive/Distribution/tablets_fdp_<<compact>>.csv", "shared/fdp_tablets_v<<n>>.csv"),
    """FDP,Tablet IMEI,Kobo user,Kobo password,Focal point,Phone
<<place>>,35<<hexid>>4411,fdp_<<nn>>,<<cred>>,<<fn>> <<ln>>,<<phone>>
Haik,3587700<<nn>>41120,fdp_<<n>>,(reset pending),Selam Kebede,+251911<<nn>>4401
""",
    "human_x",
    syntax="",
)

# 6. ethio telecom ONT configuration backup (Huawei XML)
F.reg(
    "kombolcha_huawei_ont_backup_presharedkey",
    ("it/ont/hw_ctree_<<place>>_<<compact>>.xml", "backup/ont_<<hexid>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<InternetGatewayDeviceConfig>
<InternetGatewayDevice>
<LANDevice NumberOfInstances="1">
<LANDeviceInstance InstanceID="1">
<WLANConfiguration NumberOfInstances="1">
<WLANConfigurationInstance InstanceID="1" Enable="1" SSID="<<org>>-hub" BeaconType="11i" IEEE11iEncryptionModes="AESEncryption" IEEE11iAuthenticationMode="PSKAuthentication">
<PreSharedKey NumberOfInstances="1">
<PreSharedKeyInstance InstanceID="1" PreSharedKey="<<cred>>"/>
</PreSharedKey>
</WLANConfigurationInstance>
</WLANConfiguration>
</LANDeviceInstance>
</LANDevice>
<X_HW_WebUserInfo NumberOfInstances="1">
<X_HW_WebUserInfoInstance InstanceID="1" UserName="telecomadmin" Password="$2a$10$4Xq/YRbq6W8oU7xJv0m0EuK0" UserLevel="0"/>
</X_HW_WebUserInfo>
</InternetGatewayDevice>
</InternetGatewayDeviceConfig>
""",
    "human_x",
)

# 7. telebirr merchant .env for the voucher top-ups
F.reg(
    "kombolcha_telebirr_merchant_app_key_env",
    ("voucher-api/.env", "srv/voucher/<<org>>/.env"),
    """# telebirr H5 C2B – commodity voucher top-ups
TELEBIRR_BASE_URL=https://app.ethiotelecom.et:22001/apiaccess/payment/gateway
TELEBIRR_FABRIC_APP_ID=c4182ef8-9249-458a-985e-06d191f4d505
TELEBIRR_MERCHANT_APP_ID=8500<<nn>>1201<<n>>
TELEBIRR_SHORT_CODE=5<<nn>>2<<n>>
TELEBIRR_APP_SECRET=<<cred>>
NOTIFY_URL=https://voucher.<<dom>>/telebirr/notify
""",
    "hex:32",
    syntax="",
)

# 8. CommCare API key in a Node script
F.reg(
    "kombolcha_commcare_apikey_header_node",
    ("scripts/commcare_cases.js", "reporting/<<first>>-cases-<<n>>.mjs"),
    """// Pull beneficiary cases from CommCare for the weekly distribution plan
const DOMAIN = "<<org>>-eth";
const USER = "<<email>>";
const KEY = "<<cred>>";

const res = await fetch(`https://www.commcarehq.org/a/${DOMAIN}/api/v0.5/case/?type=household&limit=500`, {
  headers: { Authorization: `ApiKey ${USER}:${KEY}` },
});
if (!res.ok) throw new Error(`CommCare ${res.status}`);
const { objects } = await res.json();
console.log(`${objects.length} households`);
""",
    "p:commcare",
    syntax="",
)
