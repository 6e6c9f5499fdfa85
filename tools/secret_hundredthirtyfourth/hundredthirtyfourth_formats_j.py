# ruff: noqa: E501
"""Family j: tented safari camps on the edge of the Maasai Mara, Kenya (English, Swahili, Maa names)."""

from __future__ import annotations

import base64

from hundredthirtyfourth_corpus import pick
from hundredthirtyfourth_spec import Fam, after, prov

FAM = Fam(
    name="maasai_tented_camps",
    orgs=(
        ("olchorrocamp", "Olchorro Tented Camp"),
        ("enkangcamp", "Enkang Safari Camp"),
        ("nkoilecamp", "Nkoile Mara Camp"),
        ("olpurkel", "Olpurkel Bush Camp"),
    ),
    tld="co.ke",
    first=(
        "Wanjiru",
        "Kipchoge",
        "Akinyi",
        "Otieno",
        "Naserian",
        "Lemayian",
        "Njeri",
        "Mutua",
        "Sankau",
        "Nasieku",
    ),
    last=(
        "Sankale",
        "Kamau",
        "Ochieng",
        "Mwangi",
        "Koech",
        "Ntimama",
        "Wambui",
        "Kiprono",
        "Nkoitiko",
        "Odhiambo",
    ),
    words=(
        "simba",
        "tembo",
        "twiga",
        "chui",
        "kifaru",
        "nyati",
        "enkang",
        "shuka",
        "savanna",
        "mara",
        "talek",
        "hakuna",
        "jambo",
        "karibu",
        "ngong",
        "pundamilia",
    ),
    places=("Talek", "Sekenani", "Aitong", "Olare Orok", "Musiara", "Narok"),
    seasons=("masika", "vuli", "kiangazi", "migration", "christmas"),
    pets=("Simba", "Bosco", "Jimmy", "Tiger", "Rex"),
    local_digits=("20500", "0722", "254", "0710"),
    cc="254",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwerty123", "zxcvbnm"),
    mail=("gmail.com", "yahoo.com"),
    phone_fmt="+254 7## ### ###",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _sc(rng, s):
    return {"shortcode": str(rng.randint(400000, 999999)), "ckey": prov(rng, "daraja_key")}


FAM.reg(
    "maasai_daraja_mpesa_consumer_env",
    ("bookings/<<org>>/.env", "<<org>>-payments/.env.production"),
    """# M-Pesa (Daraja) - guest deposits and bar tabs via Lipa na M-Pesa
MPESA_ENV=production
MPESA_SHORTCODE=<<shortcode>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_PASSKEY_FILE=/run/secrets/mpesa_passkey
MPESA_CALLBACK_URL=https://<<host>>/api/mpesa/callback

DATABASE_URL=postgres://camp@localhost:5432/camp
TZ=Africa/Nairobi
""",
    "p:daraja_secret",
    extra=_sc,
)


def _b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def _k8s(rng, s):
    sc = _sc(rng, s)
    return {
        **sc,
        "enc_pass": _b64(s["cred"]),
        "enc_sc": _b64(sc["shortcode"]),
        "enc_cb": _b64(f"https://{s['host']}/api/mpesa/callback"),
    }


FAM.reg(
    "maasai_daraja_passkey_kubernetes_secret_data",
    ("k8s/<<org>>/mpesa-secret.yaml", "deploy/<<org>>/secrets/mpesa.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: mpesa-stk
  namespace: <<org>>
  labels:
    app: camp-bookings
type: Opaque
data:
  MPESA_SHORTCODE: <<enc_sc>>
  MPESA_PASSKEY: <<enc_pass>>
  MPESA_CALLBACK_URL: <<enc_cb>>
""",
    "p:daraja_passkey",
    extra=_k8s,
    decode=lambda text: base64.b64decode(after(r"MPESA_PASSKEY: ")(text)).decode(),
)


FAM.reg(
    "maasai_whatsapp_swahili_nenosiri_starlink",
    (
        "WhatsApp/WhatsApp Chat with <<first2>> <<last2>>.txt",
        "camp_phone/WhatsApp Chat with <<orgd>> Staff.txt",
    ),
    """<<dmy>>, <<time>> - <<first>> <<last>>: Habari <<first2>>, wageni wa tent 6 wanauliza password ya wifi
<<dmy>>, <<t1>> - <<first2>> <<last2>>: Salama. Tumebadilisha jana baada ya Starlink kureset
<<dmy>>, <<t1>> - <<first2>> <<last2>>: Jina: <<ssid>>
<<dmy>>, <<t2>> - <<first2>> <<last2>>: Nenosiri: <<cred>>
<<dmy>>, <<t3>> - <<first2>> <<last2>>: Usiwape madereva wa tour, data inaisha haraka 😅
<<dmy>>, <<t4>> - <<first>> <<last>>: Sawa, asante sana
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(rng, ("STARLINK", f"{s['orgd'].split()[0]}_Guests", "Camp-WiFi"))
    },
)


FAM.reg(
    "maasai_africastalking_sms_python",
    ("scripts/<<org>>/sms_arrivals.py", "<<org>>-ops/notify/sms.py"),
    '''"""SMS the drivers and the camp manager the list of guests arriving tomorrow (Africa's Talking)."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def notify(arrivals: list[dict], phones: list[str]) -> None:
    lines = [f"{a['name']} x{a['pax']} via {a['gate']} ETA {a['eta']}" for a in arrivals]
    sms.send("Kesho: " + "; ".join(lines), phones, sender_id="<<sender>>")


if __name__ == "__main__":
    notify([{"name": "Guest", "pax": 2, "gate": "<<place>>", "eta": "14:00"}], ["<<phone>>"])
''',
    "p:africastalking",
    extra=lambda rng, s: {"sender": s["org"][:11].upper()},
)


FAM.reg(
    "maasai_pesapal_ipn_config_yaml",
    ("config/<<org>>/pesapal.yml", "<<org>>-bookings/config/payments.yaml"),
    """# Pesapal API 3.0 - card payments from agents and direct guests (USD and KES)
pesapal:
  environment: live
  consumer_key: "<<ckey>>"
  consumer_secret: "<<cred>>"
  ipn_url: https://<<host>>/payments/pesapal/ipn
  ipn_id: "<<uuid>>"
  callback_url: https://<<host>>/booking/complete
currencies: [USD, KES]
""",
    "p:pesapal",
    extra=lambda rng, s: {"ckey": prov(rng, "pesapal").replace("/", "").replace("+", "")[:28]},
)


FAM.reg(
    "maasai_mikrotik_hotspot_export_rsc",
    ("router/<<org>>/export_<<date>>.rsc", "backups/mikrotik-<<org>>/config.rsc"),
    """# <<date>> 10:12:33 by RouterOS 7.14.3
# software id = <<swid>>
#
# model = RB952Ui-5ac2nD
# serial number = <<serial>>
/interface bridge
add name=bridge-guests
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=guests supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=kenya disabled=no mode=ap-bridge security-profile=guests ssid="<<ssid>>"
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip pool
add name=hs-pool ranges=10.5.50.2-10.5.50.254
/system identity
set name=<<org>>-main-tent
""",
    "human_bare",
    syntax="",
    extra=lambda rng, s: {
        "swid": f"{s['hex8'][:4].upper()}-{s['hex8'][4:].upper()}",
        "serial": s["hex12"].upper(),
        "ssid": pick(rng, (f"{s['orgd']} Guests", "Camp WiFi", "Mess Tent")),
    },
)


FAM.reg(
    "maasai_email_kra_itax_login",
    ("Mail/Inbox/kra_itax_<<date>>.eml", "gmail-takeout/<<org>>/<<mailid>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: KRA iTax login - tourism levy and VAT returns
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Jambo <<first>>,

As discussed, here are the iTax details for the camp so you can file the VAT return and the
Tourism Fund levy before the 20th:

KRA PIN: P05<<n4>><<n3>>Z
Password: <<cred>>

The security stamp answer is the number of tents (<<n>>).

Asante,
<<first2>>
Accounts - <<orgd>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mon": MON[int(s["month"]) - 1]},
)


FAM.reg(
    "maasai_resrequest_rate_sync_toml",
    ("rates-sync/<<org>>/config.toml", "<<org>>-ops/resrequest.toml"),
    """# Nightly sync of availability and STO rates from ResRequest to the camp website
[resrequest]
endpoint = "https://bookings.resrequest.com/api/v1"
principal_id = "RS<<n4>>"
username = "<<org>>_web"
api_key = "<<cred>>"

[camp]
name = "<<orgd>>"
tents = <<n>>
timezone = "Africa/Nairobi"

[schedule]
cron = "15 2 * * *"
""",
    "p:resrequest",
)
