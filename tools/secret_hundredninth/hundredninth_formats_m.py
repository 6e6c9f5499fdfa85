# ruff: noqa: E501
"""Family m: a towing and vehicle-recovery service in Suva, Viti Levu (Fiji): Fijian (vosa
vaka-Viti), English and Fiji Hindi."""

from __future__ import annotations

from hundredninth_spec import Fam, alnum, reg

F = Fam(
    name="towingsuva_vitilevu_recovery",
    orgs=("towingsuva", "vitilevutow", "nausoritow", "lamitowing", "ratunatow"),
    tld="com.fj",
    first=(
        ("Josefa", "josefa"),
        ("Mere", "mere"),
        ("Viliame", "viliame"),
        ("Sereana", "sereana"),
        ("Pranesh", "pranesh"),
        ("Sunita", "sunita"),
        ("Epeli", "epeli"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Ravono", "ravono"),
        ("Waqa", "waqa"),
        ("Prasad", "prasad"),
        ("Kumar", "kumar"),
        ("Tuisawau", "tuisawau"),
    ),
    words=(
        "bula",
        "vinaka",
        "suva",
        "kava",
        "yaqona",
        "lovo",
        "drua",
        "taveuni",
        "nadi",
        "sevusevu",
        "talanoa",
        "masi",
        "kokoda",
        "rewa",
        "lautoka",
        "hilux",
    ),
    pets=("blacky", "rocky", "tui", "kuro", "snowy"),
    cities=("suva", "nausori", "lami", "nadi", "lautoka"),
    cc="+679",
)

reg(
    F,
    "towsuva_viber_copied_chat_fijian_password",
    ("Viber/chat_dispatch_<<n>>.txt", "Documents/viber copy <<date>>.txt"),
    """[<<dmy_sl>> <<t1>>] <<fn>> <<ln>>: Bula saka, au sega ni rawa ni curu ki na tracking app e na lori levu
[<<dmy_sl>> <<t2>>] <<fn2>>: Username: dispatch@<<dom>>
[<<dmy_sl>> <<t2>>] <<fn2>>: Password: <<cred>>
[<<dmy_sl>> <<t3>>] <<fn>> <<ln>>: Vinaka vakalevu, au sa curu. Breakdown at Lami bridge, going now
""",
    "human",
    syntax="",
)

reg(
    F,
    "towsuva_mpaisa_merchant_api_node",
    ("payments/mpaisa.js", "src/<<org>>/mpaisa-config.js"),
    """// M-PAiSA merchant payments for roadside callouts (FJD)
module.exports = {
  merchantId: '<<n4>><<n>>',
  apiKey: '<<cred>>',
  callbackUrl: 'https://pay.<<dom>>/mpaisa/callback',
  currency: 'FJD',
};
""",
    "x:mpk_live_:32",
    syntax="",
)

reg(
    F,
    "towsuva_xero_invoices_client_secret_python",
    ("accounts/xero_invoices.py", "scripts/<<org>>/xero_push.py"),
    '''"""Push tow jobs from the dispatch sheet to Xero as invoices (insurers on 30 days)."""

from xero_python.api_client import ApiClient, Configuration
from xero_python.api_client.oauth2 import OAuth2Token

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"

api = ApiClient(Configuration(oauth2_token=OAuth2Token(client_id=CLIENT_ID, client_secret=CLIENT_SECRET)))
''',
    lambda rng: alnum(rng, 48, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
    extra=lambda rng, s: s.update(cid=alnum(rng, 32, "0123456789ABCDEF")),
)

reg(
    F,
    "towsuva_flespi_teltonika_tracker_curl_script",
    ("scripts/truck_positions.sh", "home/<<fa>>/bin/where_trucks.sh"),
    """#!/bin/sh
# Last position of the three flatbeds (Teltonika FMB920 -> flespi)
TOKEN="<<cred>>"
for dev in 10<<n>> 20<<n>> 30<<n>>; do
  curl -s -H "Authorization: FlespiToken $TOKEN" "https://flespi.io/gw/devices/$dev/telemetry/position" | jq -c '.result[0].telemetry.position.value'
done
""",
    "alnum:64",
    syntax="",
)

reg(
    F,
    "towsuva_depot_whiteboard_photo_ocr",
    ("scans/whiteboard_<<date>>.txt", "Pictures/OCR/depot_board_<<n>>.txt"),
    """TODAY - <<dmy_sl>>
Truck 1 Josefa - Nausori airport
Truck 2 - SERVICE (clutch)
DEPOT WIFI
<<cred>>
Kava Friday 4pm !!
""",
    "human",
    syntax="",
)

reg(
    F,
    "towsuva_insurer_claims_portal_email",
    ("mail/inbox/<<date>>-claims-portal-<<n>>.eml", "Outlook/Inbox/Claims portal access <<n>>.eml"),
    """From: Motor Claims <motorclaims@suninsurance-partners.com.fj>
To: <<email>>
Subject: Towing partner portal - your login
Date: Tue, <<d>> Jun <<y>> <<hh>>:<<mi>>:00 +1200
Content-Type: text/plain; charset=UTF-8

Bula vinaka <<fn>>,

Your towing partner account is ready. Please upload tow sheets and photos within 24 hours
of each recovery.

Username: <<user>>
Password: <<cred>>

Vinaka,
Motor Claims Team
""",
    "human",
    syntax="",
)

reg(
    F,
    "towsuva_truck_router_ssh_id_rsa_file",
    ("home/<<fa>>/.ssh/id_rsa", "keys/flatbed<<n>>_router_id_rsa"),
    "<<cred>>\n",
    "pem",
    syntax="",
)

reg(
    F,
    "towsuva_depot_tablet_wpa_supplicant_conf",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "boot/<<org>>-tablet/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=FJ

network={
    ssid="<<orgc>>-Depot"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)
