# ruff: noqa: E501
"""Family a: an NGO field office in Lodwar, Turkana County (Kenya): Swahili and English."""

from __future__ import annotations

import json
import random

from fortyeighth_spec import Fam

F = Fam(
    "lodwar_turkana_relief_office",
    "lodwar",
    ("turkanaaid", "lodwarrelief", "kakumaoutreach", "napuuwater"),
    "or.ke",
    ("akinyi", "wanjiru", "ekai", "lokol", "otieno", "nakiru", "kamau", "ewoi", "achieng", "mutua"),
    ("ekiru", "lokwang", "ochieng", "wambui", "nakaale", "kiprotich", "lomuria", "njoroge"),
    (
        "maji",
        "jua",
        "mvua",
        "ngamia",
        "nyota",
        "turkwel",
        "kakuma",
        "lokichar",
        "simba",
        "karibu",
        "ekeno",
        "amana",
    ),
    "254",
    ("Lodwar", "Kakuma", "Lokichar", "Kalokol", "Lokichogio"),
)

F.reg(
    "kobo_toolbox_survey_sync_py",
    ("<<org>>/scripts/kobo_sync.py", "monitoring/pull_<<word>>_submissions.py"),
    '''"""Pull the household survey submissions from KoboToolbox into the M&E database."""

import csv
import requests

KOBO_URL = "https://kf.kobotoolbox.org"
KOBO_TOKEN = "<<cred>>"
ASSET_UID = "a<<hex8>>Qx7mLcz"


def fetch():
    r = requests.get(
        f"{KOBO_URL}/api/v2/assets/{ASSET_UID}/data.json",
        headers={"Authorization": f"Token {KOBO_TOKEN}"},
        timeout=60,
    )
    r.raise_for_status()
    return r.json()["results"]


if __name__ == "__main__":
    rows = fetch()
    with open("submissions_<<city>>.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=sorted(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print(len(rows), "submissions")
''',
    "hex:40",
)

F.reg(
    "swahili_whatsapp_android_nenosiri_wifi",
    ("Chats/WhatsApp Chat with Ofisi <<city>>.txt", "exports/whatsapp_timu_<<n>>.txt"),
    """<<dmys>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<dmys>>, <<time>> - <<name>>: Habari za asubuhi timu
<<dmys>>, <<time>> - <<name2>>: Salama. Wifi ya ofisi imebadilishwa tena?
<<dmys>>, <<time2>> - <<name>>: Ndio, router mpya ya Safaricom. Jina ni <<orgc>>-Staff
<<dmys>>, <<time2>> - <<name>>: Nenosiri: <<cred>>
<<dmys>>, <<time2>> - <<name2>>: Asante sana 🙏
<<dmys>>, <<time2>> - <<name>>: Tafadhali msiwape wageni, kuna guest network
""",
    "human",
)


def _mpesa(rng: random.Random, s: dict) -> None:
    s["ckey"] = F.draw(rng, "alnum:48", s)
    s["passkey"] = F.draw(rng, "hex:64", s)


F.reg(
    "mpesa_daraja_consumer_secret_env",
    ("<<org>>-cashtransfer/.env", "apps/disbursement-<<n>>/.env.production"),
    """DJANGO_SETTINGS_MODULE=cashtransfer.settings.production
ALLOWED_HOSTS=payouts.<<dom>>
DATABASE_URL=postgres://cashtransfer@<<ip>>:5432/cashtransfer

# Safaricom Daraja (B2C bulk disbursements, shortcode <<n5>>)
MPESA_ENVIRONMENT=production
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<n5>>
MPESA_PASSKEY=<<passkey>>
MPESA_INITIATOR_NAME=<<user>>
MPESA_RESULT_URL=https://payouts.<<dom>>/mpesa/result/
""",
    "p:daraja",
    extra=_mpesa,
)

F.reg(
    "starlink_router_handover_email",
    ("mail/handover/<<date>>-it-handover.eml", "Documents/IT/handover_<<user>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: IT handover before I leave for <<city>>
Date: <<date>> <<time>>:11 +0300
Content-Type: text/plain; charset=utf-8

Hi <<first2>>,

As discussed, here is everything for the compound IT while I am away:

- Starlink app / account: ict@<<dom>> (same password as the router below)
- Router admin (192.168.1.1): admin / <<cred>>
- The solar inverter dashboard is on the laptop in the store, it auto-logs in.
- Generator log book is in the drawer.

Please change the router password after the donor visit on Friday.

Kind regards,
<<name>>
ICT & Logistics Assistant, <<orgc>> Lodwar
""",
    "human",
)


def _odk(s: dict) -> str:
    doc = {
        "general": {
            "server_url": f"https://odk.{s['dom']}/v1/key/{s['hex40'][:20]}/projects/{s['n']}",
            "username": s["user"],
            "password": s["cred"],
            "form_update_mode": "match_exactly",
            "autosend": "wifi_and_cellular",
        },
        "admin": {"admin_pw": "", "change_server": False},
        "project": {"name": f"Nutrition screening {s['city']}", "icon": "N", "color": "#3e9fcc"},
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "odk_collect_settings_qr_json",
    ("odk/collect_settings_<<city>>.json", "field/tablets/settings-<<n>>.json"),
    _odk,
    "pw_json",
)

F.reg(
    "dhis2_curl_bash_history",
    ("home/<<first>>/.bash_history", "backup/laptop-<<n>>/.bash_history"),
    """cd ~/reports
ls -la
python3 export_dhis2.py --period 2025Q1
curl -s -u <<user>>:<<cred>> "https://dhis2.<<dom>>/api/dataValueSets.json?dataSet=NuTrScr01&period=202503&orgUnit=TkLodwar01" -o march.json
jq '.dataValues | length' march.json
curl -s -u <<user>>:<<cred>> "https://dhis2.<<dom>>/api/me" | jq .
git status
exit
""",
    "pw_bare",
)

F.reg(
    "africastalking_sms_reminders_node",
    ("<<org>>-sms-reminders/index.js", "services/notify-<<n>>/at_sms.js"),
    """const AfricasTalking = require('africastalking');

const at = AfricasTalking({
  apiKey: '<<cred>>',
  username: '<<org>>',
});

const sms = at.SMS;

async function remind(phones, village) {
  const message = `Kumbukumbu: usambazaji wa chakula ${village} kesho saa 3 asubuhi.`;
  const res = await sms.send({ to: phones, message, from: 'TURKANAAID' });
  console.log(JSON.stringify(res));
}

remind(['<<phone>>'], '<<city>>').catch(console.error);
""",
    "p:africastalking",
)


def _bitlocker(rng: random.Random, s: dict) -> str:
    return "-".join(f"{rng.randint(0, 720895) // 11 * 11:06d}" for _ in range(8))


def _bl_rows(rng: random.Random, s: dict) -> None:
    rows = []
    for i in range(3):
        rows.append(
            f"LDW-LT-{s['n3'] + i}\t{pick_name(rng)}\tLatitude 5420\t{s['hex8'].upper()}-{i}\t"
            + (_bitlocker(rng, s) if i else s["cred"])
        )
    rng.shuffle(rows)
    s["rows"] = "\n".join(rows)


def pick_name(rng: random.Random) -> str:
    return f"{rng.choice(F.first).capitalize()} {rng.choice(F.last).capitalize()}"


F.reg(
    "field_laptops_bitlocker_recovery_tsv",
    ("IT/inventory/laptops_<<y>>.tsv", "shared/ict/bitlocker_keys_<<city>>.tsv"),
    """asset_tag\tassigned_to\tmodel\tkey_id\trecovery_key
<<rows>>
""",
    _bitlocker,
    extra=_bl_rows,
)
