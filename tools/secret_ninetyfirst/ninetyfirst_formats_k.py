# ruff: noqa: E501
"""Family k: a volunteer heritage railway society on the Taieri plains, Otago, Aotearoa New
Zealand (English and te reo Māori; Windcave PxPay, Xero, Eventfinda, Square at the platform
kiosk, a Slack workspace, a Raspberry Pi in the signal box, a DokuWiki)."""

from __future__ import annotations

import base64
import json

from ninetyfirst_spec import Fam, grab

FAM = Fam(
    name="taieri_heritage_railway_nz",
    orgs=("taieristeam", "otakiarail", "mosgielrail"),
    titles=("Taieri Heritage Railway Society", "Te Rerewē Tawhito o Taieri", "Mosgiel Steam Trust"),
    tld="org.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Hemi", "hemi"),
        ("Mere", "mere"),
        ("Graeme", "graeme"),
        ("Sharon", "sharon"),
        ("Wiremu", "wiremu"),
        ("Kiri", "kiri"),
        ("Bruce", "bruce"),
        ("Ngaire", "ngaire"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Parata", "parata"),
        ("McKenzie", "mckenzie"),
        ("Tipene", "tipene"),
        ("Robertson", "robertson"),
        ("Walker", "walker"),
        ("Te Whare", "tewhare"),
        ("Fraser", "fraser"),
    ),
    words=(
        "taieri",
        "otago",
        "kiwi",
        "tui",
        "pohutukawa",
        "kauri",
        "aroha",
        "whanau",
        "steam",
        "boiler",
        "kingston",
        "dunedin",
        "pavlova",
        "jandal",
        "kea",
        "matariki",
        "waka",
        "hokitika",
    ),
    uwords=(),
    pets=("buddy", "meg", "rosie", "tui", "jess", "bailey", "monty"),
    city="Mosgiel",
    cc="+64 21 ",
)


def _b64_mail(s: dict) -> str:
    body = (
        f"Kia ora {s['first2']},\n\n"
        "Welcome to the booking-office roster! You'll need the volunteer login for the\n"
        "ticketing PC in the station building (Windows account + the booking system):\n\n"
        f"Username: booking{s['n']}\n"
        f"Password: {s['cred']}\n\n"
        "Please don't write it on the whiteboard this time.\n\n"
        f"Ngā mihi,\n{s['name']}\nRoster coordinator, {s['title']}\n"
    )
    enc = base64.encodebytes(body.encode()).decode()
    return (
        f"From: {s['name']} <{s['email']}>\n"
        f"To: {s['name2']} <{s['email2']}>\n"
        "Subject: Booking office login\n"
        f"Date: {s['d']} Oct {s['y']} {s['time']}:00 +1300\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=utf-8\n"
        "Content-Transfer-Encoding: base64\n\n" + enc
    )


FAM.reg(
    "taieri_roster_email_base64_body",
    ("mail/roster/<<date>>-booking-login.eml", "Maildir/.Sent/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    _b64_mail,
    "human",
    decode=lambda t: grab(r"Password: (\S+)", base64.b64decode(t.split("\n\n", 1)[1]).decode()),
)

FAM.reg(
    "taieri_windcave_pxpay_bookings_yml",
    ("bookings/config/windcave.yml", "srv/<<org>>-bookings-<<n>>/config/windcave.yml"),
    """# Windcave PxPay 2.0 -- excursion bookings
production:
  pxpay_url: "https://sec.windcave.com/pxaccess/pxpay.aspx"
  pxpay_user_id: "<<org>>_<<n4>>"
  pxpay_key: "<<cred>>"
  currency: "NZD"
  url_success: "https://bookings.<<dom>>/paid"
  url_fail: "https://bookings.<<dom>>/failed"
""",
    "p:windcave",
)

FAM.reg(
    "taieri_membership_xero_invoices_python",
    ("scripts/xero_membership_invoices.py", "home/<<fa>>/xero/renewals_<<n>>.py"),
    '''"""Raise annual membership invoices in Xero (custom connection)."""

import requests

CLIENT_ID = "<<hex8>><<n4>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://identity.xero.com/connect/token",
        data={"grant_type": "client_credentials", "scope": "accounting.transactions accounting.contacts"},
        auth=(CLIENT_ID, CLIENT_SECRET),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def invoice(contact_id: str, amount: float) -> None:
    body = {"Invoices": [{"Type": "ACCREC", "Contact": {"ContactID": contact_id},
                          "LineItems": [{"Description": "Annual membership", "Quantity": 1,
                                         "UnitAmount": amount, "AccountCode": "200"}],
                          "Status": "AUTHORISED"}]}
    requests.post("https://api.xero.com/api.xro/2.0/Invoices", json=body,
                  headers={"Authorization": f"Bearer {token()}"}, timeout=30).raise_for_status()
''',
    "p:xero_secret",
)

FAM.reg(
    "taieri_eventfinda_listing_php_userpwd",
    ("www/events/eventfinda_sync.php", "public_html/<<org>>-<<n>>/cron/eventfinda.php"),
    """<?php
// Pull our own excursion listings back from Eventfinda for the website
$ch = curl_init('https://api.eventfinda.co.nz/v2/events.json?q=taieri&rows=20');
curl_setopt($ch, CURLOPT_USERPWD, '<<org>>' . ':' . '<<cred>>');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$events = json_decode(curl_exec($ch), true);
curl_close($ch);
file_put_contents(__DIR__ . '/../cache/events.json', json_encode($events['events'] ?? []));
""",
    "pw_sq",
)


def _slack(s: dict) -> str:
    base = float(s["ts"])
    msgs = [
        (
            "U04" + s["hex8"].upper()[:7],
            f"Kia ora team, does anyone have the login for the Square kiosk at the platform? {s['first']} changed it",
        ),
        ("U05" + s["hex8"].upper()[1:8], f"yep, it's {s['email']} / {s['cred']}"),
        ("U04" + s["hex8"].upper()[:7], "legend, ka pai"),
    ]
    out = [
        {
            "type": "message",
            "user": u,
            "text": t,
            "ts": f"{base + i * 41:.6f}",
            "team": "T02TAIERI",
            "user_team": "T02TAIERI",
        }
        for i, (u, t) in enumerate(msgs)
    ]
    return json.dumps(out, ensure_ascii=False, indent=4) + "\n"


FAM.reg(
    "taieri_slack_export_channel_day_json",
    ("slack-export/platform-kiosk/<<date>>.json", "exports/slack_<<n>>/volunteers/<<date>>.json"),
    _slack,
    "human",
)

FAM.reg(
    "taieri_signal_box_pi_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "etc/wpa_supplicant/wpa_supplicant-signalbox-<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NZ

network={
    ssid="Taieri-Station"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=10
}
""",
    "human_x",
)

FAM.reg(
    "taieri_platform_kiosk_square_env",
    ("kiosk/.env", "srv/<<org>>-kiosk-<<n>>/.env.local"),
    """# Platform coffee + ticket kiosk (Square Terminal API)
SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=<<cred>>
SQUARE_LOCATION_ID=L<<hex8>><<n4>>
SQUARE_DEVICE_ID=device:<<uuid>>
""",
    "p:square",
)

FAM.reg(
    "taieri_dokuwiki_handover_page",
    ("dokuwiki/data/pages/volunteers/handover.txt", "wiki/data/pages/ops/handover_<<n>>.txt"),
    """====== Handover -- Stationmaster's office ======

Kia ora! Notes for whoever takes the Sunday excursion shift. (updated <<date>> by <<fa>>)

===== Opening =====
  * Alarm panel code: ask the duty officer (not written here)
  * Kettle + urn on, heater in the booking office
  * Booking PC: log in, open the manifest for the 11:00 and 14:30 runs

===== Logins =====
^ What ^ User ^ Password ^
| Booking PC (Windows) | booking | see roster email |
| Office Wi-Fi "Taieri-Office" | - | <<cred>> |
| CCTV (Hikvision app) | viewer | ask <<first2>> |

===== Closing =====
  * Cash-up sheet into the safe, ride report into the red folder
""",
    "human_x",
)
