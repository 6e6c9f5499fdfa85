# ruff: noqa: E501
"""Family p: a carpet-cleaning business in Rotorua, Aotearoa New Zealand (English, te reo
Māori)."""

from __future__ import annotations

from hundredtwentyseventh_spec import Fam, dec_qp_after, enc_qp

F = Fam(
    name="whariki_carpet_cleaning_nz",
    prefix="whariki",
    orgs=("wharikiclean", "kapetikiwi", "steamtui", "manukacarpets"),
    shops=("Whāriki Carpet Care", "Kapeti Kiwi Cleaners", "Steam Tūī Rotorua"),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Mere", "mere"),
        ("Hēmi", "hemi"),
        ("Sophie", "sophie"),
        ("Liam", "liam"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Walker", "walker"),
        ("Tāne", "tane"),
        ("Parata", "parata"),
        ("Thompson", "thompson"),
    ),
    words=(
        "whariki",
        "kapeti",
        "kiwi",
        "pohutukawa",
        "kumara",
        "rotorua",
        "allblacks",
        "jandal",
        "chur",
        "kauri",
        "tui",
        "manuka",
        "waka",
        "hangi",
    ),
    pets=("bro", "tui", "bailey", "rangi", "max", "kuri"),
    cc="+64",
    places=("Ngongotaha", "Glenholme", "Fenton Park", "Lynmore"),
    accented=("pōhutukawa", "kūmara", "whāriki", "tūī", "māori", "kererū"),
)

F.reg(
    "xero_client_secret_node_env",
    ("<<org>>-invoicing/.env", "jobs-api/.env.<<place>>"),
    """# Xero invoicing for carpet jobs
XERO_CLIENT_ID=<<hx>><<hx>><<hx>>
XERO_CLIENT_SECRET=<<cred>>
XERO_REDIRECT_URI=https://<<dom>>/xero/callback
XERO_SCOPES="openid profile email accounting.transactions offline_access"
""",
    "p:xero",
    "",
)

F.reg(
    "windcave_rest_api_key_python",
    ("payments/windcave_<<n>>.py", "<<org>>/windcave_deposit.py"),
    '''"""Deposit for stain-protection jobs via Windcave."""

import requests

WINDCAVE_USER = "<<org>>_REST"
WINDCAVE_KEY = "<<cred>>"


def session(amount: str, ref: str) -> dict:
    body = {"type": "purchase", "amount": amount, "currency": "NZD", "merchantReference": ref}
    r = requests.post("https://sec.windcave.com/api/v1/sessions", json=body, auth=(WINDCAVE_USER, WINDCAVE_KEY), timeout=20)
    return r.json()
''',
    "hex:64",
)

F.reg(
    "servicem8_api_key_php",
    ("jobs/servicem8_<<n>>.php", "wp-content/themes/<<org>>/inc/servicem8.php"),
    """<?php
// Quote form -> ServiceM8 job (carpet / upholstery / rug wash)
define('SERVICEM8_API_KEY', '<<cred>>');
$job = ['job_address' => $address, 'job_description' => 'Carpet clean ' . $rooms . ' rooms', 'status' => 'Quote'];
$ch = curl_init('https://api.servicem8.com/api_1.0/job.json');
curl_setopt($ch, CURLOPT_HTTPHEADER, ['X-API-Key: ' . SERVICEM8_API_KEY, 'Content-Type: application/json']);
""",
    "x:smk-:40",
    "",
)

F.reg(
    "kiwi_email_quoted_printable_macron",
    ("mail/<<date>>_accounts_<<n>>.eml", "Outlook/Sent Items/<<ts>>.eml"),
    """From: <<fa>>@<<dom>>
To: office@<<la2>>accounting.co.nz
Subject: Login for the jobs app
Date: Wed, <<d>> Aug <<year>> <<hms>> +1200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Kia ora <<fa2>>,

Here's the login for ServiceM8 so you can pull the timesheets:
user: <<email>>
pass: <<enc>>

Ng=C4=81 mihi,
<<fa>>
""",
    lambda rng, f: f.accented_pw(rng),
    "",
    encode=enc_qp,
    decode=dec_qp_after("pass:"),
)

F.reg(
    "van_tablet_android_shared_prefs_xml",
    (
        "data/data/nz.<<org>>.jobs/shared_prefs/login_<<n>>.xml",
        "van<<n>>/shared_prefs/nz.<<org>>.jobs_preferences.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="van">VAN<<n>></string>
    <string name="username"><<email>></string>
    <string name="password"><<cred>></string>
    <boolean name="remember_me" value="true" />
    <long name="last_sync" value="<<ms>>" />
</map>
""",
    "human_x",
)

F.reg(
    "mailchimp_api_key_yaml",
    ("marketing/mailchimp_<<n>>.yaml", "config/<<org>>-newsletter.yml"),
    """# Autumn "pre-winter carpet clean" campaign
mailchimp:
  api_key: '<<cred>>'
  list_id: <<hx>>
  from_name: "<<shop>>"
  reply_to: <<email>>
""",
    "p:mailchimp",
)


def _signal(s):
    lines = [
        f"[{s['date']} {s['hms']}] {s['fn']}: what's the pin/password for the truck-mount machine app again?",
        f"[{s['date']} {s['t2']}:10] {s['fn2']}: {s['cred']}",
        f"[{s['date']} {s['t2']}:44] {s['fn']}: chur",
    ]
    return "\n".join(lines) + "\n"


F.reg(
    "signal_desktop_export_reply_only",
    ("signal-export/<<fa>>_<<n>>.md", "Documents/signal_<<org>>_<<n>>.txt"),
    _signal,
    "human",
    "",
)

F.reg(
    "quotes_website_wp_config_php",
    ("<<org>>_html/wp-config.php", "backup/<<date>>/wp-config.php"),
    """<?php
/** Quote-request site for <<shop>> */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wh_';
""",
    "pw_sq",
    "",
)
