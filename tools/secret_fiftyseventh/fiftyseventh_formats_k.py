"""Family k: a safari lodge and tented camp near Arusha and the Ngorongoro crater, Tanzania."""

# ruff: noqa: E501

from __future__ import annotations

from fiftyseventh_spec import Fam

F = Fam(
    "arusha_ngorongoro_lodge",
    ("ngorongorolodge", "tembotented", "simbasafaris"),
    "co.tz",
    ("Baraka", "Neema", "Juma", "Rehema", "Emmanuel", "Upendo"),
    ("Mushi", "Lyimo", "Massawe", "Kimaro", "Laizer"),
    ("baraka", "neema", "juma", "rehema", "emmanuel", "upendo"),
    ("mushi", "lyimo", "massawe", "kimaro", "laizer"),
    (
        "simba",
        "tembo",
        "twiga",
        "chui",
        "kifaru",
        "serengeti",
        "kilimanjaro",
        "manyara",
        "tarangire",
        "jambo",
    ),
    "arusha",
    "255",
)

F.reg(
    "arusha_swahili_whatsapp_nenosiri_lodge_wifi",
    ["whatsapp/WhatsApp Chat with Lodge Staff <<n>>.txt", "chats/lodge_<<ymd>>.txt"],
    """<<dmys>>, <<time>> - <<first>> <<last>>: Habari timu, nenosiri la Wi-Fi ya wageni limebadilishwa leo
<<dmys>>, <<time>> - <<first>> <<last>>: Jina: <<orgc>>_Guests
<<dmys>>, <<time>> - <<first>> <<last>>: Nenosiri: <<cred>>
<<dmys>>, <<time>> - Upendo: Sawa, nitaandika kwenye kadi za vyumba
<<dmys>>, <<time>> - <<first>> <<last>>: Asante 🙏
""",
    "human_x",
    syntax="",
)

F.reg(
    "arusha_mpesa_vodacom_openapi_dotenv",
    ["payments/.env", "<<org>>-mpesa/.env"],
    """# Vodacom M-Pesa Open API (Tanzania) - malipo ya amana
MPESA_MARKET=vodacomTZN
MPESA_CURRENCY=TZS
MPESA_API_KEY=<<cred>>
MPESA_SERVICE_PROVIDER_CODE=<<n>>
MPESA_PUBLIC_KEY_FILE=./keys/openapi_public.pem
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "arusha_unifi_hotspot_operator_json",
    ["unifi/hotspot_operators.json", "network/<<org>>_portal_<<n2>>.json"],
    """{
  "site": "<<org>>-camp",
  "portal": {"enabled": true, "auth": "hotspot", "redirect_url": "https://<<dom>>/karibu"},
  "hotspot_operators": [
    {"name": "reception", "x_password": "<<cred>>", "note": "Mapokezi"}
  ],
  "wlan": {"ssid": "<<orgc>>_Guests", "security": "open", "guest": true}
}
""",
    "pw_json",
)

F.reg(
    "arusha_vehicle_tracker_teltonika_sms_commands",
    ["fleet/sms_setup_<<n>>.txt", "safari-cars/tracker_<<n2>>_sms.txt"],
    """# Teltonika FMB920 kwenye magari ya safari - SMS za usanidi
# (kila SMS inaanza na login na password ya SMS, kisha nafasi)
 <<cred>> setparam 2001:internet.vodacom.co.tz
 <<cred>> setparam 2004:gps.<<dom>>;2005:5027
 <<cred>> getgps
# jibu la gari T<<n2>> ABC: GPS:1 Sat:9 Lat:-3.3869 Long:36.6830
""",
    "human_a",
    syntax="",
)

F.reg(
    "arusha_swahili_sms_nenosiri_bar_pos",
    ["sms/pos_<<n>>.txt", "backup/sms_<<ymd>>.txt"],
    """Kutoka: <<first>> (<<phone>>)
<<dmys>> <<time>>
Baraka, nimebadilisha nenosiri la POS ya baa. Mtumiaji ni bar1 na nenosiri jipya ni <<cred>> usimwambie mtu.
""",
    "human",
    syntax="",
)

F.reg(
    "arusha_resrequest_pms_bearer_jwt_python",
    ["integrations/resrequest.py", "<<org>>/pms/rr_<<n2>>.py"],
    '''"""Huvuta wageni wa kesho kutoka ResRequest kwa ajili ya orodha ya magari."""

import requests

BASE = "https://api.resrequest.com/v1"
TOKEN = "<<cred>>"


def arrivals(day: str) -> list:
    r = requests.get(
        f"{BASE}/reservations",
        params={"arrival": day, "property": "<<org>>"},
        headers={"Authorization": f"Bearer {TOKEN}"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()
''',
    "jwt",
)

F.reg(
    "arusha_pesapal_consumer_secret_php",
    ["wp-content/plugins/<<org>>-pay/pesapal-config.php", "booking/pesapal_<<n2>>.php"],
    """<?php
// Pesapal API 3.0 - malipo ya kadi kwa tovuti ya lodge
$pesapal = [
    'consumer_key'    => '<<ck>>',
    'consumer_secret' => '<<cred>>',
    'ipn_url'         => 'https://<<dom>>/pesapal/ipn',
    'env'             => 'live',
];
""",
    "b64:21",
    syntax="",
    extra=lambda rng, s: {
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(28)
        )
    },
)

F.reg(
    "arusha_solar_victron_vrm_token_yaml",
    ["solar/vrm.yaml", "camp-power/victron_<<n2>>.yaml"],
    """# Nishati ya jua ya kambi (Victron VRM) - arifa betri ikipungua
vrm:
  installation_id: <<hid>>
  access_token: "<<cred>>"
alerts:
  soc_min_percent: 35
  notify: ["<<email>>"]
""",
    "hex:64",
)
