"""Family d: wedding (poruwa ceremony) photographers in Kandy, Sri Lanka (Sinhala / English)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from sixtyseventh_corpus import hexs
from sixtyseventh_spec import PORUWA as F
from sixtyseventh_spec import human, prov


def _viber_csv(s: dict) -> str:
    a, b = f"{s['fn']} {s['ln']}", s["fn2"]
    rows = [
        (a, "අයියේ, හෙට පෝරුව shoot එකේ photos upload කරන්න Google Drive එකට login වෙන්න ඕනේ"),
        (b, "හරි. Gmail එක studio එකේ එකමයි"),
        (b, f"මුරපදය {s['cred']}"),
        (a, "ස්තූතියි! 🙏"),
    ]
    out = ["Date,Time,Sender Name,Sender Phone Number,Message"]
    for i, (who, msg) in enumerate(rows):
        ph = s["phone"] if who == a else s["phone2"]
        out.append(f'{s["dmys"]},{s["time"][:2]}:{10 + i * 3:02d},{who},{ph},"{msg}"')
    return "\n".join(out) + "\n"


F.reg(
    "sinhala_viber_csv_murapadaya_gmail",
    ("Viber/Backup/viber_chat_<<n5>>.csv", "exports/viber-<<fn2_a>>-<<date>>.csv"),
    _viber_csv,
    cred="human_x",
    syntax="",
)

F.reg(
    "wasabi_rclone_conf_gallery_delivery",
    ("home/<<login>>/.config/rclone/rclone.conf", "AppData/Roaming/rclone/rclone.conf"),
    """[wasabi-galleries]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = ap-southeast-1
endpoint = s3.ap-southeast-1.wasabisys.com
acl = private

[gdrive-clients]
type = drive
scope = drive.file
root_folder_id = 1<<root>>
""",
    cred="p:aws",
    syntax="ini",
    extra=lambda rng, s: {"akid": hexs(rng, 20, upper=True), "root": hexs(rng, 32)},
)

F.reg(
    "payhere_booking_laravel_env",
    ("booking/.env", "var/www/<<org>>/.env", "<<org>>-bookings/.env.production"),
    """APP_NAME="<<orgc>> Bookings"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://book.<<dom>>

DB_CONNECTION=mysql
DB_DATABASE=<<org>>_bookings
DB_USERNAME=bookings

# PayHere - advance payment for wedding packages (LKR)
PAYHERE_MERCHANT_ID=12<<n5>>
PAYHERE_MERCHANT_SECRET=<<cred>>
PAYHERE_MODE=live
PAYHERE_NOTIFY_URL=https://book.<<dom>>/payhere/notify
""",
    cred="p:payhere",
    syntax="",
    extra=lambda rng, s: {"appkey": prov(rng, "payhere")},
)

F.reg(
    "smbclient_raw_backup_nas_script",
    ("scripts/backup_raw_to_nas.sh", "home/<<login>>/bin/copy-shoot-<<n>>.sh"),
    """#!/bin/bash
# RAW files -> Synology (studio, <<city>>). Run after every wedding: ./backup_raw_to_nas.sh 2025-03-14_Perera
SHOOT="$1"
SRC="/media/<<login>>/CARD_A/DCIM"
smbclient //<<lan>>/Weddings -U <<login>>%<<cred>> -c "mkdir $SHOOT; cd $SHOOT; prompt; lcd $SRC; mput *"
echo "$(date) $SHOOT copied" >> ~/nas-copy.log
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "sinhala_handover_note_instagram_login",
    ("Desktop/භාරදීම_<<date>>.txt", "Documents/handover-<<fn_a>>-<<n>>.txt"),
    """භාරදීමේ සටහන - <<orgc>> ස්ටුඩියෝ (<<dmy>>)
ලියුවේ: <<fn>> <<ln>>

1. ලබන සතියේ මංගල උත්සව: <<city>> (සෙනසුරාදා), මහනුවර හෝටලය (ඉරිදා)
2. කැමරා බැටරි 6ම charge කරන්න. Drone එක ගෙනියන්න එපා - අවසර නැහැ.
3. Instagram ගිණුම: @<<org>>
   මුරපදය: <<cred>>
   (2FA code එක මගේ phone එකට එනවා - <<phone>>)
4. Album printing: Arpico ට ගෙවීම ඉතිරියි.
""",
    cred="human",
    syntax="",
)


def _gallery_csv(s: dict) -> str:
    lines = ["Couple,Wedding date,Venue,Gallery link,Gallery password,Status"]
    lines.append(
        f"{s['fn']} & {s['fn2']},{s['date']},{s['city']},https://{s['org']}.pixieset.com/{s['fn_a']}{s['fn2_a']}/,{s['cred']},delivered"
    )
    lines.append(
        f"{s['ln']} family,{s['date']},Earl's Regency,https://{s['org']}.pixieset.com/homecoming{s['n']}/,{s['other']},editing"
    )
    return "\n".join(lines) + "\n"


F.reg(
    "client_gallery_passwords_csv",
    ("Documents/client_galleries_<<y>>.csv", "Dropbox/<<orgc>>/galleries-<<n>>.csv"),
    _gallery_csv,
    cred="human_x",
    syntax="",
    extra=lambda rng, s: {"other": human(rng, F, sym="._-")},
)


def _sa_json(s: dict) -> str:
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-booking",
            "private_key_id": s["kid"],
            "private_key": s["pem"] + "\n",
            "client_email": f"firebase-adminsdk-{s['hex8'][:5]}@{s['org']}-booking.iam.gserviceaccount.com",
            "client_id": str(100000000000000000000 + int(s["n5"])),
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "universe_domain": "googleapis.com",
        },
        indent=2,
    )


F.reg(
    "firebase_service_account_json_private_key",
    ("booking-app/serviceAccountKey.json", "<<org>>-app/firebase/<<org>>-booking-<<hex8>>.json"),
    _sa_json,
    cred="rsa8",
    extra=lambda rng, s: {
        "pem": s["cred"],
        "kid": hexs(rng, 40),
        "needle": json.dumps(str(s["cred"]) + "\n")[1:-1],
    },
)

F.reg(
    "mikrotik_export_studio_wifi_psk",
    ("network/mikrotik-<<date>>.rsc", "backup/router/<<org>>-export-<<n>>.rsc"),
    """# <<date>> 11:02:47 by RouterOS 7.14.3
# software id = <<swid>>
# model = hAP ax2
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=studio-sec passphrase="<<cred>>"
/interface wifi
set [ find default-name=wifi1 ] configuration.ssid=<<orgc>>_Studio security=studio-sec disabled=no
/ip address
add address=<<lan>>/24 interface=bridge network=<<lan>>
/system identity
set name=<<org>>-studio
""",
    cred="human_x",
    syntax="",
    extra=lambda rng, s: {"swid": hexs(rng, 4, upper=True) + "-" + hexs(rng, 4, upper=True)},
)
