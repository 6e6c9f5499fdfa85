# ruff: noqa: E501
"""Family f: a beverage distributor's depot in Lagos: WhatsApp in Nigerian Pidgin, Paystack and
Flutterwave, a MikroTik router, Teltonika truck trackers set up by SMS, a brewery distributor
portal mail, sales reps' app logins, Termii SMS."""

from __future__ import annotations

from hundredthird_spec import NGA as F
from hundredthird_spec import alnum, smsxml

F.reg(
    "bevlagos_whatsapp_pidgin_password_sage",
    (
        "WhatsApp/WhatsApp Chat with <<first2>> Depot.txt",
        "phone/WhatsApp Chat with <<Org>> Accounts.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: Oga abeg the Sage password don change? e no dey gree open since morning
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: Na me change am yesterday. Use this one
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<first2>>: E don work. Make I post the crates wey return today
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: Ok. No give that boy for gate o
""",
    "human",
)

F.reg(
    "bevlagos_paystack_secret_django_settings",
    ("depot_portal/settings/production.py", "orders-<<org>>/config/settings_<<store>>.py"),
    '''"""Retailer ordering portal - production settings."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["orders.<<dom>>"]

PAYSTACK_PUBLIC_KEY = "pk_live_<<pk>>"
PAYSTACK_SECRET_KEY = "<<cred>>"
PAYSTACK_CALLBACK_URL = "https://orders.<<dom>>/pay/verify/"

DEPOT_NAME = "<<Org>> <<town>>"
''',
    "p:paystack",
    extra=lambda rng, s: {"pk": alnum(rng, 40, "0123456789abcdef")},
)

F.reg(
    "bevlagos_flutterwave_secret_key_env",
    ("van-sales-api/.env", "collections-<<store>>/.env"),
    """NODE_ENV=production
PORT=4000
FLW_PUBLIC_KEY=FLWPUBK-<<pk>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<ek>>
FLW_REDIRECT=https://pay.<<dom>>/done
""",
    "p:flutterwave",
    extra=lambda rng, s: {
        "pk": alnum(rng, 32, "0123456789abcdef"),
        "ek": alnum(rng, 24, "0123456789abcdef"),
    },
)

F.reg(
    "bevlagos_mikrotik_hap_export_wpa2_key",
    ("router/depot_<<store>>_export.rsc", "it/mikrotik/<<org>>_<<town>>.rsc"),
    """# <<date>> <<hh>>:<<mi>>:00 by RouterOS 6.49.<<n>>
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=depot supplicant-identity="" wpa2-pre-shared-key="<<cred>>"
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=depot ssid="<<Org>>-Depot"
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
/system identity
set name="<<Org>> <<town>> depot"
""",
    "pw_dq",
)


def _tel(s: dict) -> str:
    body = f"{s['user_tel']} {s['cred']} setparam 2001:web.gprs.mtnnigeria.net;2004:track.{s['dom']};2005:5027"
    return smsxml(
        [
            (
                f"+23480{s['nn']}{s['nn']}{s['n']:02d}",
                2,
                1_735_000_000_000 + int(s["nn"]) * 997,
                body,
            ),
            (
                f"+23480{s['nn']}{s['nn']}{s['n']:02d}",
                1,
                1_735_000_030_000 + int(s["nn"]) * 997,
                "Param ID:2001 Value:web.gprs.mtnnigeria.net",
            ),
        ]
    )


F.reg(
    "bevlagos_teltonika_fmb920_sms_setparam_backup",
    ("SMSBackup/sms-trackers-<<date>>.xml", "fleet/teltonika_sms_<<store>>.xml"),
    _tel,
    "pw_alnum",
    extra=lambda rng, s: {"user_tel": f"fleet{s['n']}"},
)

F.reg(
    "bevlagos_distributor_portal_email_password",
    (
        "Mail/Inbox/Distributor portal access <<d>><<mo>>.eml",
        "outlook_<<fa>>/<<date>> portal login.eml",
    ),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Re: Distributor portal access (<<Org>> <<town>>)
Date: Thu, <<d>> May <<y>> <<hh>>:<<mi>>:00 +0100
Content-Type: text/plain; charset=utf-8

Good afternoon <<first2>>,

Please use the details below to place this week's order for the malt drinks and the
returnable crates on the brewery distributor portal:

Username: <<login>>
Password: <<cred>>

Kindly confirm the empties count before Friday.

Regards,
<<name>>
Depot Manager, <<Org>> Beverages, <<town>>
<<phone>>
""",
    "human",
)

F.reg(
    "bevlagos_van_sales_reps_app_csv",
    ("exports/van_reps_<<date>>.csv", "sales/<<org>>_reps_<<store>>.csv"),
    """rep_code,name,route,phone,app_login,app_password
VS<<n>>,<<name2>>,Agege-Ogba,<<phone2>>,<<login2>>,reset
VS<<nn>>,<<name>>,<<town>>-Ikeja,<<phone>>,<<login>>,<<cred>>
""",
    "human_x",
)

F.reg(
    "bevlagos_termii_sms_api_key_php",
    ("portal/app/Services/TermiiSms.php", "crm-<<org>>/app/Services/Sms<<store>>.php"),
    """<?php

namespace App\\Services;

use Illuminate\\Support\\Facades\\Http;

class TermiiSms
{
    private string $apiKey = '<<cred>>';
    private string $senderId = '<<Org>>';

    public function send(string $to, string $message): void
    {
        Http::post('https://api.ng.termii.com/api/sms/send', [
            'api_key' => $this->apiKey,
            'to' => $to,
            'from' => $this->senderId,
            'sms' => $message,
            'type' => 'plain',
            'channel' => 'generic',
        ]);
    }
}
""",
    "x:TL:60",
)
