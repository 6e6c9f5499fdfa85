# ruff: noqa: E501
"""Family i: a wildlife orphanage and small zoo near Nairobi, Kenya."""

from __future__ import annotations

import json

from hundredthirtyeighth_spec import SWAHILI_KE as F
from hundredthirtyeighth_spec import alnum, pick, prov

F.reg(
    "mpesa_daraja_stk_passkey_env",
    ("tickets-api/.env", "deploy/<<org>>/mpesa.env"),
    """# M-Pesa Daraja – Lipa Na M-Pesa Online (STK push) for gate tickets and animal adoptions
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_SHORTCODE=<<till>>
MPESA_PASSKEY=<<cred>>
MPESA_TRANSACTION_TYPE=CustomerBuyGoodsOnline
MPESA_CALLBACK_URL=https://api.<<dom>>/mpesa/callback
""",
    cred="p:daraja_passkey",
    syntax="",
    extra=lambda r, s: {
        "ck": alnum(r, 48),
        "cs": alnum(r, 64),
        "till": r.randint(4000000, 9999999),
    },
)

F.reg(
    "africastalking_keeper_alerts_py",
    ("alerts/keeper_sms.py", "scripts/<<org>>/sms_alerts.py"),
    '''"""SMS alerts to the keepers on duty (feeding rounds, vet call-outs, escapes)."""

import africastalking

africastalking.initialize(username="<<org>>", api_key="<<cred>>")
sms = africastalking.SMS

ON_DUTY = ["<<phone>>", "<<phone2>>"]


def alert(message: str) -> None:
    sms.send(message, [n.replace(" ", "") for n in ON_DUTY], sender_id="<<org_up>>")


if __name__ == "__main__":
    alert("Feeding round: elephant nursery 11:00, bottles ready at the milk kitchen")
''',
    cred="p:atsk",
)

F.reg(
    "whatsapp_swahili_nenosiri_wifi",
    (
        "WhatsApp Chat with <<name2>>.txt",
        "phone_backup/WhatsApp Chat with Keepers <<org_cap>> <<nn>>.txt",
    ),
    """<<dmy>>, <<time>> - <<name>>: Sasa wasee, wifi ya clinic imebadilishwa?
<<dmy>>, <<time2>> - <<name2>>: Ndio, jana jioni. Jina ni <<org_up>>-VET
<<dmy>>, <<time2>> - <<name2>>: nenosiri ni <<cred>>
<<dmy>>, <<time3>> - <<name>>: Asante sana 🙏 nataka kupakia picha za kifaru mtoto
<<dmy>>, <<time4>> - <<name2>>: Usiwape wageni tafadhali
""",
    cred="human",
    syntax="",
)

F.reg(
    "pesapal_donations_laravel_config",
    ("donations/config/pesapal.php", "site-<<org>>/config/pesapal.php"),
    """<?php

// Pesapal – online donations and "adopt an orphan" plans
return [
    'consumer_key' => env('PESAPAL_CONSUMER_KEY', '<<ck>>'),
    'consumer_secret' => env('PESAPAL_CONSUMER_SECRET', '<<cred>>'),
    'live' => env('PESAPAL_LIVE', true),
    'currency' => 'KES',
    'callback_route' => 'donations.callback',
    'ipn_url' => 'https://<<dom>>/pesapal/ipn',
];
""",
    cred="p:pesapal",
    syntax="",
    extra=lambda r, s: {
        "ck": alnum(r, 28, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    },
)


def _access(rng, s):
    return {
        "access": "ya29.a0"
        + alnum(rng, 150, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
        "folder": "1" + alnum(rng, 32),
    }


F.reg(
    "camera_trap_rclone_drive_conf",
    ("home/<<first>>/.config/rclone/rclone.conf", "camtrap-pi-<<nn>>/rclone.conf"),
    """[camtraps]
type = drive
scope = drive
root_folder_id = <<folder>>
token = {"access_token":"<<access>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<date>>T<<time>>:<<sec>>.512744+03:00"}
team_drive =

[local-archive]
type = alias
remote = /mnt/usb/camtraps
""",
    cred="p:google_refresh",
    syntax="",
    extra=_access,
)

F.reg(
    "email_nenosiri_vet_records",
    ("mail/<<date>>_vet_portal.eml", "Inbox/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: Dr. <<name2>> <<<email2>>>
Subject: Login ya vet records / vet records portal login
Date: <<dd>> Aug <<year>> <<time>>:<<sec>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Habari Daktari,

Karibu tena! Hii ndio login ya mfumo wa rekodi za wanyama (treatment
sheets, weights and the elephant nursery milk formula):

https://records.<<dom>>/login
Username: dr.<<last2>>
Nenosiri: <<cred>>

Please change it after your first login. Asante!

<<name>>
Animal Care Office, <<org_cap>>
""",
    cred="human",
    syntax="",
)


def _kobo(s):
    doc = {
        "general": {
            "server_url": f"https://kc.kobotoolbox.org/{s['org']}",
            "username": s["org"],
            "password": s["cred"],
            "form_update_mode": "match_exactly",
            "autosend": "wifi_only",
        },
        "admin": {"change_server": False, "change_form_metadata": False},
        "project": {"name": "Animal rounds", "icon": "🦒", "color": "#3e9fcc"},
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "odk_collect_kobo_settings_json",
    ("tablets/collect_settings_<<nn>>.json", "keeper-tablets/<<org>>/settings.json"),
    _kobo,
    cred="human_x",
)

F.reg(
    "flutterwave_adoptions_node",
    ("donate-api/src/flutterwave.js", "<<org>>-donate/services/payments.js"),
    """// Flutterwave – card and M-Pesa donations from supporters abroad
const Flutterwave = require('flutterwave-node-v3');

const flw = new Flutterwave(
  'FLWPUBK-<<pubk>>-X',
  '<<cred>>',
);

async function verify(transactionId) {
  const res = await flw.Transaction.verify({ id: transactionId });
  return res.status === 'success' && res.data.currency === '<<cur>>';
}

module.exports = { flw, verify };
""",
    cred="p:flutterwave",
    syntax="",
    extra=lambda r, s: {"pubk": prov(r, "flutterwave")[8:40], "cur": pick(r, ("KES", "USD"))},
)
