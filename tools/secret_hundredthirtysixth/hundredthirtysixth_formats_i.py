# ruff: noqa: E501
"""Family i: a paid street and zone parking operator (mawaqif) in Abu Dhabi, United Arab Emirates."""

from __future__ import annotations

import base64
import json

from hundredthirtysixth_spec import Fam, after, gen_pw, uuid4

F = Fam(
    name="uae_mawaqif_zone_parking",
    orgs=("mawqifdana", "sahatmarkaba", "parkzayed"),
    tld="ae",
    first=(
        "ahmed",
        "fatima",
        "mohammed",
        "mariam",
        "khalid",
        "aisha",
        "omar",
        "noura",
        "saeed",
        "hessa",
    ),
    last=(
        "almansoori",
        "alketbi",
        "alhammadi",
        "alshamsi",
        "alnuaimi",
        "alzaabi",
        "pillai",
        "santos",
        "khan",
        "aldhaheri",
    ),
    words=(
        "mawaqif",
        "falcon",
        "zayed",
        "corniche",
        "khalifa",
        "saadiyat",
        "alain",
        "shawarma",
        "karak",
        "bateen",
        "dhow",
        "ghaf",
        "yasisland",
        "mussafah",
    ),
    cities=("Abu Dhabi", "Al Ain", "Musaffah", "Khalifa City", "Al Reem Island", "Al Bateen"),
    cc="+971 50",
    plates=("D DDDDD", "DD DDDDD"),
    lfirst=("أحمد", "فاطمة", "محمد", "مريم", "خالد", "عائشة", "عمر", "نورة", "سعيد", "حصة"),
    llast=(
        "المنصوري",
        "الكتبي",
        "الحمادي",
        "الشامسي",
        "النعيمي",
        "الزعابي",
        "بيلاي",
        "سانتوس",
        "خان",
        "الظاهري",
    ),
)

F.reg(
    "mawaqif_ngenius_payment_api_key_env",
    ("parking-pay-<<org>>/.env", "deploy/<<org>>/zone-payments/.env.production"),
    """NODE_ENV=production
PORT=8080
PUBLIC_URL=https://pay.<<dom>>

# Network International N-Genius (AED card payments for zone parking)
NGENIUS_API_URL=https://api-gateway.ngenius-payments.com
NGENIUS_OUTLET_REF=<<outlet>>
NGENIUS_API_KEY=<<cred>>
NGENIUS_CURRENCY=AED

SMS_SENDER=<<orgu>>
""",
    "p:ngenius",
    syntax="",
    extra=lambda rng, s: {"outlet": uuid4(rng)},
)

F.reg(
    "mawaqif_whatsapp_arabic_kalimat_al_murur_jihaz",
    (
        "WhatsApp/محادثة واتساب مع <<full2>>.txt",
        "backup/<<org>>/WhatsApp Chat with Zone <<nn>> Inspectors.txt",
    ),
    """<<dmy>>، <<hm>> - <<full2>>: السلام عليكم <<lfirst>>، جهاز المخالفات في المنطقة <<nn>> طلب كلمة المرور بعد التحديث
<<dmy>>، <<hm2>> - <<full>>: وعليكم السلام
<<dmy>>، <<hm2>> - <<full>>: اسم المستخدم inspector<<nnn>>
<<dmy>>، <<hm2>> - <<full>>: كلمة المرور <<cred>>
<<dmy>>، <<hm3>> - <<full2>>: تمام اشتغل، مشكور 🙏
<<dmy>>، <<hm3>> - <<full2>>: سيارة <<plate>> واقفة في موقف أصحاب الهمم بدون تصريح، سجلت مخالفة
""",
    "human",
    syntax="",
)


def _k8s(s):
    enc = base64.b64encode(str(s["cred"]).encode()).decode()
    user = base64.b64encode(b"meters_api").decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: meter-fleet-db
  namespace: {s["org"]}-parking
  labels:
    app: meter-fleet
type: Opaque
data:
  DB_HOST: {base64.b64encode(str(s["ip"]).encode()).decode()}
  DB_USER: {user}
  DB_PASSWORD: {enc}
"""


F.reg(
    "mawaqif_meter_fleet_k8s_secret_data",
    ("k8s/<<org>>/meter-fleet/secret.yaml", "infra/<<org>>-parking/base/meter-fleet-db-secret.yml"),
    _k8s,
    "pw",
    decode=lambda t: base64.b64decode(after(r"DB_PASSWORD: (\S+)", t)).decode(),
)

F.reg(
    "mawaqif_telr_store_auth_key_python",
    ("permits_<<org>>/payments/telr.py", "resident-permits/<<org>>/telr_settings.py"),
    '''"""Resident parking permit renewals paid through Telr hosted payment page."""

TELR_ENDPOINT = "https://secure.telr.com/gateway/order.json"
TELR_STORE_ID = "<<num4>><<n>>"
TELR_AUTH_KEY = "<<cred>>"
TELR_TEST_MODE = 0
CURRENCY = "AED"

PERMIT_FEES = {
    "resident_first_vehicle": 800,
    "resident_second_vehicle": 1200,
    "commercial": 2400,
}
''',
    lambda rng, s: gen_pw(rng, 16, sym="~^#-@"),
)


def _handheld(s):
    cfg = {
        "deviceId": f"PDA-{s['num4']}",
        "zone": s["nn"],
        "language": "ar",
        "enforcementApi": {
            "url": f"https://enforce.{s['dom']}/api/v3",
            "username": f"inspector{s['nnn']}",
            "password": s["cred"],
        },
        "printer": {
            "model": "Zebra ZQ520",
            "mac": "AC:3F:A4:" + ":".join(str(s["hex8"]).upper()[i : i + 2] for i in (0, 2, 4)),
        },
        "photoEvidence": {"minPhotos": 2, "maxSizeKb": 600},
    }
    return json.dumps(cfg, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "mawaqif_enforcement_handheld_config_json",
    ("mdm/<<org>>/pda_<<num4>>_config.json", "Android/data/ae.<<org>>.enforce/files/config.json"),
    _handheld,
    "pw_json",
)

F.reg(
    "mawaqif_email_forticlient_vpn_account",
    ("Outlook/<<first>>/VPN account created.eml", "mail/<<org>>/<<date>>_vpn_<<user>>.eml"),
    """From: IT Service Desk <servicedesk@<<dom>>>
To: <<first>>.<<last>>@<<dom>>
Subject: Your remote access (FortiClient VPN) account
Date: <<d>> <<mon>> <<y>> <<hms>> +0400
Content-Type: text/plain; charset=utf-8

Dear <<firstc>>,

Your VPN account for remote access to the zone monitoring dashboard and the
meter management system has been created.

VPN gateway: vpn.<<dom>>:10443
Username:    <<user>>
Password:    <<cred>>

Please install FortiClient VPN from the Company Portal and change your password
at https://selfservice.<<dom>> within 7 days.

Regards,
IT Service Desk
""",
    "pw",
    syntax="",
)

F.reg(
    "mawaqif_ios_app_googleservice_info_plist",
    (
        "ios/<<orgc>>Parking/GoogleService-Info.plist",
        "<<org>>-mobile/ios/Runner/GoogleService-Info.plist",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>API_KEY</key>
	<string><<cred>></string>
	<key>GCM_SENDER_ID</key>
	<string><<num6>><<num6b>></string>
	<key>PLIST_VERSION</key>
	<string>1</string>
	<key>BUNDLE_ID</key>
	<string>ae.<<org>>.parking</string>
	<key>PROJECT_ID</key>
	<string><<org>>-parking-prod</string>
	<key>STORAGE_BUCKET</key>
	<string><<org>>-parking-prod.appspot.com</string>
	<key>IS_ADS_ENABLED</key>
	<false/>
	<key>GOOGLE_APP_ID</key>
	<string>1:<<num6>><<num6b>>:ios:<<hex16>></string>
</dict>
</plist>
""",
    "p:google",
)

F.reg(
    "mawaqif_sql_backup_invoke_sqlcmd_ps1",
    ("ops/<<org>>/Backup-ParkingDb.ps1", "scripts/<<org>>/nightly_backup_zone<<nn>>.ps1"),
    """# Nightly backup of the parking transactions database
# Scheduled task: daily 02:00 (Asia/Dubai)
Import-Module SqlServer

$server = '<<ip>>'
$stamp  = Get-Date -Format 'yyyyMMdd'
$file   = "E:\\Backups\\ParkingTx_$stamp.bak"

Invoke-Sqlcmd -ServerInstance $server -Username 'backup_svc' -Password '<<cred>>' `
    -Query "BACKUP DATABASE [ParkingTx] TO DISK = N'$file' WITH COMPRESSION, INIT" `
    -QueryTimeout 3600

Get-ChildItem E:\\Backups -Filter 'ParkingTx_*.bak' |
    Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-14) } |
    Remove-Item
""",
    "pw_sq",
    syntax="",
)
