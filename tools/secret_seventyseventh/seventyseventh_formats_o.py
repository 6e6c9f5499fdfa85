# ruff: noqa: E501
"""Family o: a conference organiser in Mombasa (Kenya; Swahili and English)."""

from __future__ import annotations

import base64
import re

from seventyseventh_spec import FAM_O, alnum, either, enc_b64


def _dec_daraja(text: str) -> str:
    m = re.search(r'"Basic ([A-Za-z0-9+/=]+)"', text)
    if not m:
        raise ValueError("no basic value")
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


FAM_O.reg(
    "kongamano_daraja_oauth_basic_header_base64",
    ("payments/mpesa_token.py", "scripts/<<org>>_daraja_<<n>>.py"),
    '''"""Gets a Daraja OAuth token for delegate registration fees (Lipa na M-Pesa)."""

import requests

TOKEN_URL = "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials"
HEADERS = {"Authorization": "Basic <<enc>>"}


def token() -> str:
    return requests.get(TOKEN_URL, headers=HEADERS, timeout=30).json()["access_token"]
''',
    "p:daraja_secret",
    extra=lambda rng, s: {"enc": enc_b64(f"{alnum(rng, 48)}:{s['cred']}")},
    decode=_dec_daraja,
)

FAM_O.reg(
    "kongamano_mpesa_stk_passkey_node_config",
    ("registration-api/config/mpesa.js", "server/<<org>>/mpesa_<<n>>.js"),
    """// Lipa na M-Pesa Online (STK push) for conference registration
module.exports = {
  environment: 'production',
  shortcode: '<<n4>><<n>>',
  passkey: '<<cred>>',
  callbackUrl: 'https://<<dom>>/api/mpesa/callback',
  accountReference: 'KONGAMANO<<year>>',
};
""",
    "p:daraja_passkey",
    syntax="",
)

FAM_O.reg(
    "kongamano_swahili_whatsapp_nenosiri_wifi_ukumbi",
    ("WhatsApp Chat with <<fa2c>>.txt", "simu/<<fa>>/kongamano_<<date>>.txt"),
    """<<dmy>>, <<hm>> - <<full2>>: Habari! Wajumbe wanauliza Wi-Fi ya ukumbi mkuu
<<dmy>>, <<hm2>> - <<full>>: Jina ni <<orgc>>-Delegates
<<dmy>>, <<hm2>> - <<full>>: nenosiri ni <<cred>>
<<dmy>>, <<hm2>> - <<full2>>: Asante sana 👍🏾
""",
    "human",
)

FAM_O.reg(
    "kongamano_africastalking_sms_php_api_key",
    ("app/Services/SmsService.php", "www/<<org>>/sms_<<n>>.php"),
    """<?php

namespace App\\Services;

use AfricasTalking\\SDK\\AfricasTalking;

class SmsService
{
    // delegate reminders: session changes, shuttle times from Nyali hotels
    private string $username = '<<org>>';
    private string $apiKey = '<<cred>>';

    public function send(string $to, string $msg): void
    {
        $at = new AfricasTalking($this->username, $this->apiKey);
        $at->sms()->send(['to' => $to, 'message' => $msg, 'from' => 'KONGAMANO']);
    }
}
""",
    "p:africastalking",
    syntax="",
)

FAM_O.reg(
    "kongamano_zoom_server_to_server_env",
    ("hybrid-sessions/.env", "ops/<<org>>/zoom_<<n>>.env"),
    """ZOOM_ACCOUNT_ID=<<hex12>>
ZOOM_CLIENT_ID=<<hex8>><<hex12>>
ZOOM_CLIENT_SECRET=<<cred>>
WEBINAR_HOST_EMAIL=<<email>>
""",
    "p:zoom",
    syntax="",
)

FAM_O.reg(
    "kongamano_eventbrite_badges_python_private_token",
    ("badges/print_badges.py", "tools/<<org>>_badges_<<n>>.py"),
    '''"""Pulls checked-in attendees from Eventbrite and prints name badges."""

import requests

EVENTBRITE_TOKEN = "<<cred>>"
EVENT_ID = "<<n4>><<n4>><<n3>>"


def attendees() -> list[dict]:
    url = f"https://www.eventbriteapi.com/v3/events/{EVENT_ID}/attendees/"
    return requests.get(url, headers={"Authorization": f"Bearer {EVENTBRITE_TOKEN}"}, timeout=30).json()["attendees"]
''',
    "p:eventbrite",
)

FAM_O.reg(
    "kongamano_pesapal_csharp_consumer_secret",
    ("Registration/Payments/PesapalSettings.cs", "src/<<orgc>>.Api/Pesapal_<<n>>.cs"),
    """namespace Kongamano.Registration.Payments
{
    public static class PesapalSettings
    {
        public const string BaseUrl = "https://pay.pesapal.com/v3";
        public const string ConsumerKey = "<<hex12>><<hex12>>";
        public const string ConsumerSecret = "<<cred>>";
        public const string IpnUrl = "https://<<dom>>/pesapal/ipn";
    }
}
""",
    "p:pesapal",
    syntax="",
)

FAM_O.reg(
    "kongamano_hotel_block_email_extranet_password",
    ("mail/sent/<<date>>_hotel_<<n>>.eml", "outlook/<<fa>>/Sent/<<n4>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: Hotel room block - extranet access
Date: <<dmy>> <<hm>> +0300
Content-Type: text/plain; charset=UTF-8

Habari <<fl2>>,

For the delegates' room block at <<place>> please use the hotel extranet:
username: <<org>>_events
password: <<cred>>

Tafadhali update the rooming list by Friday. Asante!
<<full>>
""",
    either("human", "pw"),
)
