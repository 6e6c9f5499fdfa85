"""Family g: an open-air festival stage in Accra (Ghana), English and Twi."""

from __future__ import annotations

from hundredfifth_spec import Fam, alnum, dec_html, enc_html, force, human

F = Fam(
    name="openair_stage_accra_twi",
    orgs=("adinkrastage", "kalimbaarena", "labadisound"),
    tld="com.gh",
    first=(
        "Kwame|kwame",
        "Ama|ama",
        "Kofi|kofi",
        "Akosua|akosua",
        "Yaw|yaw",
        "Efua|efua",
        "Kwabena|kwabena",
        "Abena|abena",
    ),
    last=(
        "Mensah|mensah",
        "Owusu|owusu",
        "Asante|asante",
        "Boateng|boateng",
        "Appiah|appiah",
        "Osei|osei",
        "Agyeman|agyeman",
    ),
    words=(
        "akwaaba",
        "chalewote",
        "jamestown",
        "sankofa",
        "adinkra",
        "kente",
        "highlife",
        "azonto",
        "jollof",
        "kelewele",
        "labadi",
        "medaase",
        "blackstars",
        "osu",
        "kumasi",
    ),
    pets=("bingo", "tiger", "lucky", "jojo", "simba"),
    cc="233",
    city="Accra",
)

F.reg(
    "accrastage_paystack_ticket_webhook_flask_py",
    ("tickets/app.py", "festival-tickets/<<org>>/paystack_hook.py"),
    """import hashlib
import hmac

from flask import Flask, abort, request

app = Flask(__name__)
PAYSTACK_SECRET_KEY = "<<cred>>"


@app.post("/paystack/webhook")
def paystack_webhook():
    sig = hmac.new(PAYSTACK_SECRET_KEY.encode(), request.data, hashlib.sha512).hexdigest()
    if sig != request.headers.get("x-paystack-signature"):
        abort(401)
    event = request.get_json()
    if event["event"] == "charge.success":
        issue_wristband(event["data"]["reference"])
    return "", 200


def issue_wristband(ref: str) -> None:
    print("wristband for", ref)
""",
    "p:paystack",
)

F.reg(
    "accrastage_whatsapp_twi_english_gate_password",
    ("WhatsApp Chat with Stage Crew <<org>>.txt", "chats/gate_team_<<date>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Charley the scanner app no gree login, password no ne sɛn?
<<dmy>>, <<time>> - <<fn2>>: Mepa wo kyɛw use gate2 / <<cred>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Medaase! 🙏🏾
""",
    "human",
)

F.reg(
    "accrastage_hubtel_sms_ussd_dotenv",
    ("ussd/.env", "festival-api/<<org>>.env"),
    """# Hubtel — SMS and USSD ticket sales
HUBTEL_CLIENT_ID=<<hid>>
HUBTEL_CLIENT_SECRET=<<cred>>
HUBTEL_SENDER_ID=CHALEFEST
USSD_SHORTCODE=*713*<<nn>>#
""",
    "p:hubtel",
    syntax="",
    extra=lambda rng, s: {"hid": alnum(rng, 8, "abcdefghijklmnopqrstuvwxyz")},
)

F.reg(
    "accrastage_mtn_momo_collection_config_yaml",
    ("config/momo.yml", "festival-api/config/<<org>>_momo.yaml"),
    """momo:
  environment: mtnghana
  base_url: https://proxy.momoapi.mtn.com
  collection:
    subscription_key: "<<cred>>"
    api_user: "<<uuid>>"
    api_key: "<<ak>>"
  callback_url: https://<<dom>>/momo/callback
""",
    "p:mtn",
    extra=lambda rng, s: {"ak": alnum(rng, 32, "0123456789abcdef")},
)

F.reg(
    "accrastage_gate_scanner_android_shared_prefs",
    (
        "data/data/gh.<<org>>.scanner/shared_prefs/auth.xml",
        "backup/scanner_<<n>>/shared_prefs/auth.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="gate_name">Gate <<n>></string>
    <string name="device_token"><<cred>></string>
    <string name="api_base">https://api.<<dom>>/v1</string>
    <boolean name="offline_mode" value="false" />
</map>
""",
    "x:acs_live_:32",
)

F.reg(
    "accrastage_generator_teltonika_uci_wireless",
    ("etc/config/wireless", "rut240/<<org>>_wireless.uci"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option channel '6'
	option country 'GH'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<org>>-FOH'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "accrastage_stage_manager_sms_reply_only",
    ("sms/thread_<<phone>>.txt", "exports/sms_<<date>>.txt"),
    """From: <<fn>> (<<phone>>)  <<dmy>> <<time>>
Boss the lighting desk laptop password?

To: <<fn>>  <<dmy>> <<time2>>
<<cred>>
""",
    "human",
)


def _ent(rng, s):
    pw = force(rng, human(rng, F), "&<>@#")
    return {"cred": pw, "enc": enc_html(pw)}


F.reg(
    "accrastage_volunteer_logins_html_entities",
    ("volunteers/logins.html", "intranet/<<org>>_crew_<<year>>.html"),
    """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Volunteer logins</title></head>
<body>
<h1>Chale Wote volunteers — scanner logins</h1>
<table border="1">
<tr><th>Name</th><th>Gate</th><th>Login</th><th>Password</th></tr>
<tr><td><<fn>> <<ln>></td><td>Gate <<n>></td><td><<user>></td><td class="pw"><<enc>></td></tr>
</table>
</body></html>
""",
    "pw",
    syntax="",
    extra=_ent,
    decode=lambda t: dec_html(t, r'<td class="pw">([^<]*)</td>'),
)
