# ruff: noqa: E501
"""Family g: a Nairobi podcast producer (Swahili, Sheng, English)."""

from __future__ import annotations

from ninetythird_spec import FAM_G, alnum, hexs

FAM_G.reg(
    "mpesa_daraja_dotenv_consumer_secret",
    ("<<org>>-membership/.env", "api/<<org>>_<<n>>/.env"),
    """# Lipa na M-Pesa (STK push) for listener memberships - <<orgc>>
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<sc>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://<<dom>>/api/mpesa/callback
""",
    "p:daraja_secret",
    syntax="",
    extra=lambda r, s: {
        "ck": alnum(r, 48),
        "sc": r.randint(100000, 999999),
        "passkey": hexs(r, 64),
    },
)

FAM_G.reg(
    "swahili_whatsapp_nenosiri_riverside",
    ("WhatsApp Chat with <<fn2>> <<ln2>>.txt", "studio/whatsapp_producers_<<n>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Sasa, nenosiri ya Riverside ni gani? Mgeni wetu yuko tayari, tunaanza saa kumi
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: Ni <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: usisahau ku-record local backup kwa Zoom H6 pia
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi3>> - <<fn2>> <<ln2>>: Poa, asante sana 👌🏾
""",
    "human",
    syntax="",
)

FAM_G.reg(
    "buzzsprout_api_token_publish_python",
    ("publish/buzzsprout_upload.py", "<<org>>/tools/episode_<<n>>.py"),
    '''"""Pakia episode mpya Buzzsprout (inaendeshwa na mtayarishaji baada ya kuhariri)."""

import sys

import requests

PODCAST_ID = <<n2>>
API_TOKEN = "<<cred>>"


def publish(mp3: str, title: str) -> None:
    with open(mp3, "rb") as f:
        r = requests.post(
            f"https://www.buzzsprout.com/api/{PODCAST_ID}/episodes.json",
            headers={"Authorization": f"Token token={API_TOKEN}"},
            data={"title": title, "private": "false", "explicit": "false"},
            files={"audio_file": f},
            timeout=600,
        )
    r.raise_for_status()
    print("Imepakiwa:", r.json()["id"])


if __name__ == "__main__":
    publish(sys.argv[1], sys.argv[2])
''',
    "p:buzzsprout",
)

FAM_G.reg(
    "studio_nas_smbcredentials_file",
    ("home/<<fa>>/.smbcredentials", "etc/samba/studio_<<org>>.cred"),
    """username=<<fa>>
password=<<cred>>
domain=WORKGROUP
""",
    "pw",
    syntax="",
)

FAM_G.reg(
    "auphonic_bearer_token_bash_script",
    ("scripts/auphonic_master.sh", "home/<<fa>>/bin/master_<<n>>.sh"),
    """#!/usr/bin/env bash
# Tuma raw mix Auphonic kwa leveling na noise reduction, kisha download
set -euo pipefail
AUPHONIC_TOKEN="<<cred>>"
PRESET="<<preset>>"
FILE="$1"

curl -s -X POST https://auphonic.com/api/simple/productions.json \\
  -H "Authorization: bearer ${AUPHONIC_TOKEN}" \\
  -F "preset=${PRESET}" \\
  -F "title=$(basename "$FILE" .wav)" \\
  -F "input_file=@${FILE}" \\
  -F "action=start"
""",
    "alnum:32",
    syntax="",
    extra=lambda r, s: {"preset": alnum(r, 22)},
)

FAM_G.reg(
    "pesapal_consumer_secret_yaml",
    ("config/payments.yml", "<<org>>/config/pesapal_<<n>>.yaml"),
    """# Michango ya wasikilizaji (kadi + Airtel Money) kupitia Pesapal
pesapal:
  environment: live
  base_url: https://pay.pesapal.com/v3
  consumer_key: '<<ck>>'
  consumer_secret: '<<cred>>'
  ipn_url: 'https://<<dom>>/pesapal/ipn'
  currency: KES
""",
    "p:pesapal",
    extra=lambda r, s: {"ck": alnum(r, 28)},
)

FAM_G.reg(
    "africastalking_sms_api_key_php",
    ("wp-content/themes/<<org>>/inc/sms.php", "<<org>>/notify/at_<<n>>.php"),
    """<?php
// SMS kwa wasikilizaji episode mpya ikitoka - Africa's Talking
require_once __DIR__ . '/../vendor/autoload.php';

use AfricasTalking\\SDK\\AfricasTalking;

$username = '<<org>>';
$apiKey   = '<<cred>>';
$AT       = new AfricasTalking($username, $apiKey);
$sms      = $AT->sms();

function tuma_sms($sms, array $namba, string $ujumbe) {
    return $sms->send(['to' => $namba, 'message' => $ujumbe, 'from' => 'SAUTI']);
}
""",
    "p:africastalking",
    syntax="",
)

FAM_G.reg(
    "telegram_copied_text_sheng_studio_wifi",
    ("Desktop/telegram_chat_<<n>>.txt", "notes/studio_wifi_<<fa>>.txt"),
    """<<fn2>> <<ln2>>, [<<d>>.<<mo>>.<<yy>> <<hh>>:<<mi>>]
Msee wifi ya studio ni? Guest wa leo anataka ku-upload slides

<<fn>> <<ln>>, [<<d>>.<<mo>>.<<yy>> <<hh>>:<<mi2>>]
<<cred>>

<<fn2>> <<ln2>>, [<<d>>.<<mo>>.<<yy>> <<hh>>:<<mi3>>]
Fiti 👍🏾
""",
    "human",
    syntax="",
)
