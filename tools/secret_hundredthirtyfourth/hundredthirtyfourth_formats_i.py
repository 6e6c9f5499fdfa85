# ruff: noqa: E501
"""Family i: caravan parks and chalet resorts (karavaanparke) below the Drakensberg, South Africa (English, Afrikaans, isiZulu)."""

from __future__ import annotations

import json

from hundredthirtyfourth_corpus import pick
from hundredthirtyfourth_spec import Fam, prov

FAM = Fam(
    name="drakensberg_karavaanpark",
    orgs=(
        ("bergvallei", "Bergvallei Karavaanpark"),
        ("mnweniview", "Mnweni View Caravan Park"),
        ("tugelaoord", "Tugela Rivier Oord"),
        ("sterkhoek", "Sterkhoek Holiday Resort"),
    ),
    tld="co.za",
    first=(
        "Pieter",
        "Annelie",
        "Johan",
        "Elmarie",
        "Sipho",
        "Thandeka",
        "Riaan",
        "Nomvula",
        "Hennie",
        "Lindiwe",
    ),
    last=(
        "van der Merwe",
        "Botha",
        "Pretorius",
        "Nel",
        "Dlamini",
        "Zulu",
        "du Plessis",
        "Ndlovu",
        "Coetzee",
        "Mahlangu",
    ),
    words=(
        "braai",
        "potjie",
        "bokkie",
        "lekker",
        "boerewors",
        "rooibos",
        "karavaan",
        "sterretjie",
        "berg",
        "amanzi",
        "ubuntu",
        "biltong",
        "springbok",
        "eland",
        "bobotie",
        "koeksister",
    ),
    places=("Winterton", "Bergville", "Champagne Castle", "Cathkin", "Monks Cowl", "Didima"),
    seasons=("somer", "winter", "lente", "herfs", "vakansie"),
    pets=("Bruno", "Fluffy", "Jakkals", "Tiger", "Snoopy", "Kwaai"),
    local_digits=("3340", "3350", "036", "082"),
    cc="27",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwerty123", "zxcvbnm"),
    mail=("gmail.com", "telkomsa.net", "mweb.co.za"),
    phone_fmt="08# ### ####",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


FAM.reg(
    "drakensberg_payfast_passphrase_php_config",
    ("public_html/<<org>>/includes/payfast.php", "<<org>>-bookings/config/payfast.php"),
    """<?php
// PayFast - online deposits for caravan stands and self-catering chalets
// NB: passphrase must match the one set under Settings > Developer Settings on payfast.co.za

return [
    'merchant_id'  => '<<mid>>',
    'merchant_key' => '<<mkey>>',
    'passphrase'   => '<<cred>>',
    'sandbox'      => false,
    'return_url'   => 'https://<<host>>/booking/thank-you',
    'cancel_url'   => 'https://<<host>>/booking/cancelled',
    'notify_url'   => 'https://<<host>>/booking/itn',
];
""",
    "human",
    extra=lambda rng, s: {
        "mid": str(rng.randint(10000000, 19999999)),
        "mkey": prov(rng, "payfast_key"),
    },
)


FAM.reg(
    "drakensberg_loadshedding_notifier_esp_yaml",
    ("loadshedding/<<org>>/config.yaml", "opt/esp-notifier/<<org>>.yml"),
    """# Load-shedding notifier for the park office: WhatsApp the staff group 30 min before a slot
# so the borehole pump and the ablution geysers are switched to the generator in time
eskomsepush:
  token: "<<cred>>"
  area_id: "eskde-<<n>>-<<pslug>>kwazulunatal"
  poll_minutes: 60
notify:
  whatsapp_group: "<<orgd>> staff"
  lead_minutes: 30
generator:
  start_relay: <<lan>>
  fuel_warning_litres: 40
""",
    "p:eskomsepush",
)


FAM.reg(
    "drakensberg_whatsapp_afrikaans_wagwoord_wifi",
    (
        "WhatsApp/WhatsApp Chat - <<first2>> <<last2>>/_chat.txt",
        "kantoor_foon/WhatsApp Chat - <<orgd>> Personeel/_chat.txt",
    ),
    """[<<ymd>>, <<time>>:<<sec>>] <<first>> <<last>>: Môre! Die gaste by staanplek 14 sê die wifi werk nie
[<<ymd>>, <<t1>>:<<sec>>] <<first2>> <<last2>>: Ek het gister die router herlaai ná die kragonderbreking
[<<ymd>>, <<t1>>:<<sec>>] <<first2>> <<last2>>: Netwerk: <<ssid>>
[<<ymd>>, <<t2>>:<<sec>>] <<first2>> <<last2>>: Wagwoord: <<cred>>
[<<ymd>>, <<t3>>:<<sec>>] <<first>> <<last>>: Lekker, dankie! 👍
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(
            rng, (f"{s['org']}_guests", "Karavaanpark_WiFi", "Telkom-" + s["hex8"][:6].upper())
        )
    },
)


FAM.reg(
    "drakensberg_yoco_checkout_secret_node",
    ("bookings-api/<<org>>/yoco.js", "<<org>>-web/server/payments/yoco.js"),
    """// Yoco online checkout for stand and chalet deposits
const YOCO_SECRET_KEY = '<<cred>>';

async function createCheckout(booking) {
  const res = await fetch('https://payments.yoco.com/api/checkouts', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${YOCO_SECRET_KEY}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `bk-${booking.id}`,
    },
    body: JSON.stringify({
      amount: Math.round(booking.deposit * 100),
      currency: 'ZAR',
      successUrl: 'https://<<host>>/booking/paid',
      metadata: { bookingId: booking.id, stand: booking.stand },
    }),
  });
  return res.json();
}

module.exports = { createCheckout };
""",
    "p:yoco",
)


FAM.reg(
    "drakensberg_sunsynk_inverter_portal_python",
    ("solar/<<org>>/sunsynk_status.py", "office-pc/<<org>>/scripts/inverter.py"),
    '''"""Check the Sunsynk inverter at the ablution block and warn when the battery is low."""

import requests

USERNAME = "<<email>>"
PASSWORD = "<<cred>>"
BASE = "https://api.sunsynk.net"


def login() -> str:
    r = requests.post(
        f"{BASE}/oauth/token",
        json={"username": USERNAME, "password": PASSWORD, "grant_type": "password", "client_id": "csp-web"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["data"]["access_token"]


def battery_soc(token: str, plant_id: int) -> int:
    r = requests.get(f"{BASE}/api/v1/plant/energy/{plant_id}/flow", headers={"Authorization": f"Bearer {token}"}, timeout=30)
    return int(r.json()["data"]["soc"])


if __name__ == "__main__":
    soc = battery_soc(login(), <<plant>>)
    print(f"Battery {soc}%" + (" - switch geysers off!" if soc < 35 else ""))
''',
    "human",
    extra=lambda rng, s: {"plant": rng.randint(100000, 999999)},
)


def _gate(s: dict) -> str:
    return json.dumps(
        {
            "device": "boom-gate-controller",
            "site": s["orgd"],
            "firmware": "2.4.1",
            "network": {"ip": s["lan"], "gateway": "192.168.1.1", "dhcp": False},
            "admin": {"username": "admin", "password": s["cred"]},
            "anpr": {
                "camera": f"rtsp://{s['lan']}:554/Streaming/Channels/101",
                "whitelist_sync": f"https://{s['host']}/api/gate/whitelist",
            },
            "relay": {"open_ms": 1500, "auto_close_s": 20},
            "hours": {
                "guests_after_hours_pin_required": True,
                "closed_from": "21:00",
                "open_from": "06:00",
            },
        },
        indent=2,
    )


FAM.reg(
    "drakensberg_boom_gate_controller_json",
    ("gate/<<org>>/controller_backup_<<date>>.json", "boomgate/<<org>>/config.json"),
    _gate,
    "pw_json",
)


FAM.reg(
    "drakensberg_telegram_isizulu_iphasiwedi",
    ("notes/telegram_copy_<<date>>.txt", "Documents/<<org>>/telegram_<<ufirst2>>.txt"),
    """<<first>> <<last>>, [<<dmyd>> <<time>>]
Sawubona <<first2>>, ngicela iphasiwedi ye-booking system. Ngifuna ukufaka ama-caravan amabili afika kusasa

<<first2>> <<last2>>, [<<dmyd>> <<t1>>]
Username: <<user>>
Iphasiwedi: <<cred>>

<<first2>> <<last2>>, [<<dmyd>> <<t2>>]
Ungayibhali ephepheni eofisini 🙏

<<first>> <<last>>, [<<dmyd>> <<t3>>]
Ngiyabonga!
""",
    "human_x",
    syntax="",
)


FAM.reg(
    "drakensberg_email_nightsbridge_login_details",
    ("Mail/Inbox/nightsbridge_login_<<date>>.eml", "outlook-export/<<org>>/<<mailid>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Login for the booking system while I'm away
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi <<first>>,

Here's the NightsBridge login for the front desk while I'm at the Berg with the school group:

BBID: <<bbid>>
Username: <<user>>
Password: <<cred>>

Please don't change the rates for the long weekend, I've already loaded them.
The Wi-Fi vouchers are in the top drawer.

Thanks!
<<first2>>

Sent from my iPhone
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mon": MON[int(s["month"]) - 1], "bbid": str(rng.randint(10000, 39999))},
)
