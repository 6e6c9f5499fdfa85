# ruff: noqa: E501
"""Family c: a visa application centre in Dhaka, Bangladesh, run for the (fictional) Caldrean
consulate: Bengali (Bangla script) and English."""

from __future__ import annotations

from ninetysixth_spec import Fam, jdump

F = Fam(
    name="visa_application_centre_bangladesh",
    orgs=("caldrea-visa", "caldreavac", "gulshan-vac", "caldrea-consulate"),
    tlds=("com.bd", "bd", "org.bd"),
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("তানভীর", "tanvir"),
        ("নুসরাত", "nusrat"),
        ("আরিফ", "arif"),
        ("সুমাইয়া", "sumaiya"),
        ("শাকিল", "shakil"),
        ("মিতু", "mitu"),
        ("জাহিদ", "jahid"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আহমেদ", "ahmed"),
        ("ইসলাম", "islam"),
        ("চৌধুরী", "chowdhury"),
        ("রহমান", "rahman"),
        ("সরকার", "sarkar"),
        ("তালুকদার", "talukder"),
    ),
    words=(
        "padma",
        "jamuna",
        "sundarban",
        "boishakh",
        "ilish",
        "rickshaw",
        "dhanmondi",
        "gulshan",
        "banani",
        "motijheel",
        "shapla",
        "kathal",
        "ekushey",
        "bijoy",
        "sonarbangla",
        "mishti",
        "fuchka",
        "meghna",
        "cox",
        "sylhet",
    ),
    pets=("tiger", "mini", "kitty", "pushi", "lalu", "bagha", "moni"),
    cc="880",
    city=("ঢাকা", "dhaka"),
)

F.reg(
    "visacentre_bengali_whatsapp_android_pasword",
    (
        "WhatsApp Chat with VAC Front Desk <<n>>.txt",
        "Android/media/com.whatsapp/exports/vac_<<ymd>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:12 - <<name2>>: আপা, অ্যাপয়েন্টমেন্ট পোর্টালে ঢুকতে পারছি না 😥
<<d>>/<<mo>>/<<y>>, <<hh>>:13 - <<name2>>: ইউজার <<user>>
<<d>>/<<mo>>/<<y>>, <<hh>>:15 - <<name>>: নতুন পাসওয়ার্ড দিলাম: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:15 - <<name>>: কাউকে দিবেন না, বিকালে আবার বদলাবো
<<d>>/<<mo>>/<<y>>, <<hh>>:16 - <<name2>>: ধন্যবাদ আপা, হয়ে গেছে
""",
    "human",
)

F.reg(
    "visacentre_appointment_django_settings_py",
    ("vac_booking/settings/production.py", "srv/vac-<<n>>/vac_booking/settings/production.py"),
    '''"""Production settings — Caldrea visa application centre, <<city_a>> (appointments)."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["appointments.<<dom>>", "<<ip>>"]
TIME_ZONE = "Asia/Dhaka"
LANGUAGE_CODE = "bn"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "vac_appointments",
        "USER": "vac_app",
        "PASSWORD": '<<cred>>',
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}

SMS_GATEWAY_URL = "https://sms.<<dom>>/api/send"
PASSPORT_SCAN_DIR = "/var/lib/vac/scans"
''',
    "pw_sq",
)

F.reg(
    "visacentre_sslcommerz_laravel_env",
    ("vac-fees/.env", "home/<<user>>/vac-fees-<<n>>/.env"),
    """APP_NAME="VAC Fees"
APP_ENV=production
APP_URL=https://pay.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=vac_fees
DB_USERNAME=vacfees

SSLCZ_STORE_ID=<<storeid>>
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
IS_LOCALHOST=false
""",
    "p:sslcommerz",
    syntax="",
    extra=lambda r, sl: {"storeid": f"{sl['org'].split('-')[0]}{r.randint(1000, 9999)}live"},
)

F.reg(
    "visacentre_biometric_station_upload_yaml",
    ("C:/ProgramData/VACBio/station<<n>>.yml", "biometrics/stations/counter_<<n>>.yaml"),
    """# Biometric enrolment station — counter <<n>> (fingerprint + facial image)
station:
  id: DAC-<<n>>
  location: "<<city_a>> Gulshan-2"
  scanner: Crossmatch Guardian 200
  camera: Canon EOS 2000D
upload:
  protocol: sftp
  host: bio-gw.<<dom>>
  port: 22
  username: station<<n>>
  password: "<<cred>>"
  remote_dir: /incoming/<<ymd>>
retention_days: 2
""",
    "pw_dq",
)


def _bkash(sl: dict[str, object]) -> str:
    return f"""// bKash tokenized checkout — courier fee for passport return
const BKASH_BASE = "https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout";

async function grantToken() {{
  const res = await fetch(`${{BKASH_BASE}}/token/grant`, {{
    method: "POST",
    headers: {{
      "Content-Type": "application/json",
      username: "{sl["merchant"]}",
      password: "{sl["mpw"]}",
    }},
    body: JSON.stringify({{
      app_key: "{sl["appkey"]}",
      app_secret: "{sl["cred"]}",
    }}),
  }});
  return (await res.json()).id_token;
}}

module.exports = {{ grantToken }};
"""


F.reg(
    "visacentre_courier_bkash_grant_token_node",
    ("courier-pay/src/bkash.js", "srv/courier-<<n>>/lib/bkash.js"),
    _bkash,
    "p:bkash",
    syntax="",
    extra=lambda r, sl: {
        "merchant": f"01{r.randint(300000000, 999999999)}",
        "mpw": "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(10)),
        "appkey": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25)),
    },
)

F.reg(
    "visacentre_queue_display_pi_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "backup/queue-tv<<n>>/etc/wpa_supplicant/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=BD

# token display in the waiting hall
network={
    ssid="VAC-Staff-<<n>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=5
}
""",
    "human_x",
    syntax="",
)


def _sms(sl: dict[str, object]) -> str:
    body = (
        f"প্রিয় {sl['fn']}, আপনার VAC স্টাফ পোর্টালের অস্থায়ী পাসওয়ার্ড: {sl['cred']} । লগইন করে পরিবর্তন করুন।"
    )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="3" backup_set="{sl["uuid"]}" backup_date="{sl["ts"]}000" type="full">\n'
        f'  <sms protocol="0" address="+8801{sl["nnn"]}000{sl["n"]:02d}" date="{sl["ts"]}000" type="1" subject="null" '
        f'body="কাল সকাল ৯টায় ট্রেনিং, সবাই আসবেন" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" '
        f'date_sent="{sl["ts"]}000" sub_id="1" readable_date="{sl["date_eu"]}" contact_name="{sl["name2"]}" />\n'
        f'  <sms protocol="0" address="VACBD" date="{int(str(sl["ts"])) + 600}000" type="1" subject="null" '
        f'body="{body}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" '
        f'date_sent="{int(str(sl["ts"])) + 600}000" sub_id="1" readable_date="{sl["date_eu"]}" contact_name="(Unknown)" />\n'
        "</smses>\n"
    )


F.reg(
    "visacentre_bengali_sms_backup_restore_xml",
    ("SMSBackupRestore/sms-<<ymd>><<hh>><<mm>>.xml", "Phone/<<fa>>/sms-<<ymd>>.xml"),
    _sms,
    "human_x",
)

F.reg(
    "visacentre_counter_cctv_vlc_m3u_rtsp",
    ("Desktop/counters_<<n>>.m3u", "Users/security/Videos/vac_cctv_<<ymd>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Counter 1-4
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Document check
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
#EXTINF:-1,Waiting hall
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)

_ = jdump
