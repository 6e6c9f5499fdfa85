# ruff: noqa: E501
"""Family p: a koala and wildlife sanctuary in South East Queensland, Australia."""

from __future__ import annotations

import json

from hundredthirtyeighth_spec import ENGLISH_AU as F
from hundredthirtyeighth_spec import after, alnum, enc_b64, pick, un_b64

F.reg(
    "rezdy_tours_api_json",
    ("integrations/rezdy.json", "<<org>>-web/config/rezdy_<<yy>>.json"),
    """{
  "rezdy": {
    "apiKey": "<<cred>>",
    "baseUrl": "https://api.rezdy.com/v1",
    "supplierId": <<num>>
  },
  "products": {
    "koala-cuddle-photo": "P<<id6>>",
    "behind-the-scenes": "P<<num>>1",
    "night-walk": "P<<num>>2"
  },
  "timezone": "Australia/Brisbane"
}
""",
    cred="p:rezdy",
)

F.reg(
    "roller_ticketing_client_env",
    ("gate-sync/.env", "deploy/<<org>>/roller.env"),
    """# ROLLER (ticketing + memberships) -> gate scanners and the keeper talk screens
ROLLER_API_URL=https://api.roller.app
ROLLER_CLIENT_ID=<<cid>>
ROLLER_CLIENT_SECRET=<<cred>>
ROLLER_VENUE=<<org>>
SCANNER_HOSTS=<<ip>>,<<ip2>>
TZ=Australia/Brisbane
""",
    cred="p:roller",
    syntax="",
    extra=lambda r, s: {"cid": alnum(r, 24, "abcdefghijklmnopqrstuvwxyz0123456789")},
)


def _docker(rng, s):
    pair = f"{pick(rng, ('deploy', 'ci', s['first']))}:{s['cred']}"
    return {"enc": enc_b64(pair), "needle": pair}


F.reg(
    "koalacam_docker_config_auth",
    ("home/<<first>>/.docker/config.json", "koalacam-pi-<<nn>>/root/.docker/config.json"),
    """{
	"auths": {
		"registry.<<dom>>": {
			"auth": "<<enc>>"
		}
	},
	"currentContext": "default"
}
""",
    cred="pw_json",
    extra=_docker,
    decode=after(r'"auth": "([^"]+)"', un_b64),
)


def _slack(s):
    ts = int(str(s["ts"]))
    u1, u2 = "U0" + str(s["id6"]) + "KP", "U0" + str(s["num"]) + "QZ7"
    msgs = [
        (
            u1,
            s["name"],
            f"Morning! Did anyone change the password on the nursery incubator controller? {s['fcap2']} couldn't log in last night",
        ),
        (u2, s["name2"], f"Yep sorry, it's now {s['cred']}"),
        (u1, s["name"], "Cheers, logged in. Joey's temp is back at 30C :koala:"),
    ]
    out = []
    for k, (uid, real, text) in enumerate(msgs):
        out.append(
            {
                "user": uid,
                "type": "message",
                "ts": f"{ts + 60 * k}.{100100 + 7 * k}",
                "client_msg_id": s["uuid"][:-2] + f"{k:02d}",
                "text": text,
                "team": "T02" + str(s["id6"]),
                "user_profile": {
                    "real_name": real,
                    "display_name": real.split()[0],
                    "is_restricted": False,
                },
            }
        )
    return json.dumps(out, indent=4) + "\n"


F.reg(
    "slack_export_keepers_channel_json",
    ("slack-export/keepers/<<date>>.json", "<<org>>_slack_export/wildlife-hospital/<<date>>.json"),
    _slack,
    cred="human",
)

F.reg(
    "email_zims_registrar_password",
    ("mail/<<date>> ZIMS access.eml", "Inbox/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Your ZIMS login (Species360)
Date: <<dd>> Mar <<year>> <<time>>:<<sec>> +1000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi <<fcap2>>,

Welcome aboard! I've set you up in ZIMS so you can enter the daily
husbandry notes for the koalas and the platypus house.

Username: <<user2>>
Temporary password: <<cred>>

It'll ask you to pick a new one when you first log in. Shout out if the
2FA app gives you grief.

Cheers,
<<name>>
Registrar, <<org_cap>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "eway_rapid_donations_php",
    ("donate/includes/eway.php", "<<org>>-site/wp-content/themes/sanctuary/inc/eway.php"),
    """<?php
// eWAY Rapid – "Adopt a koala" donations and gift memberships
require_once __DIR__ . '/../vendor/autoload.php';

$apiKey = '<<apikey>>';
$apiPassword = '<<cred>>';
$apiEndpoint = \\Eway\\Rapid\\Client::MODE_PRODUCTION;

$client = \\Eway\\Rapid::createClient($apiKey, $apiPassword, $apiEndpoint);

function adopt_koala($client, $amountCents, $email) {
    return $client->createTransaction(\\Eway\\Rapid\\Enum\\ApiMethod::RESPONSIVE_SHARED, [
        'Payment' => ['TotalAmount' => $amountCents, 'CurrencyCode' => 'AUD'],
        'Customer' => ['Email' => $email],
        'RedirectUrl' => 'https://<<dom>>/adopt/thanks',
        'CancelUrl' => 'https://<<dom>>/adopt',
        'TransactionType' => 'Purchase',
    ]);
}
""",
    cred="p:eway",
    syntax="",
    extra=lambda r, s: {
        "apikey": alnum(r, 70, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    },
)

F.reg(
    "wifi_unifi_runbook_md",
    ("docs/it/network-runbook.md", "<<org>>-ops/wiki/Network.md"),
    """# Network runbook – <<org_cap>>

Last updated by <<name>> (<<dmy>>).

## Wi-Fi

| SSID | Used by | Key |
|---|---|---|
| <<org_up>>-STAFF | keepers' tablets, gift shop EFTPOS | `<<cred>>` |
| <<org_up>>-GUEST | visitors (captive portal, no key) | – |
| <<org_up>>-CAMS | koala cams, incubators | see 1Password "Cams" |

## UniFi

- Controller: https://<<ip>>:8443 (Cloud Key Gen2+)
- Site: `default`, APs on VLAN 20
- If the gift shop EFTPOS drops out, power-cycle the AP above the café first.
""",
    cred="wifi",
    syntax="",
)

F.reg(
    "koalacam_aws_credentials_ini",
    ("home/<<first>>/.aws/credentials", "koalacam-pi-<<nn>>/home/pi/.aws/credentials"),
    """[default]
region = ap-southeast-2

[koalacam]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
""",
    cred="p:aws_secret",
    syntax="ini",
    extra=lambda r, s: {"akid": alnum(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)
