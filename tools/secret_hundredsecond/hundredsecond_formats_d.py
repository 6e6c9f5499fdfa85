# ruff: noqa: E501
"""Family d: a surf lifesaving (lifeguard) club in Aotearoa New Zealand (English, te reo Māori)."""

from __future__ import annotations

import html
import random
import re

from hundredsecond_spec import Fam, Slots, json_text, reg, sym_pw

F = Fam(
    name="surf_lifeguard_club_aotearoa",
    orgs=("moanaguard", "kaitiakisurf", "ngaruwatch", "piharip"),
    tld="org.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tāne", "tane"),
        ("Mere", "mere"),
        ("Wiremu", "wiremu"),
        ("Olivia", "olivia"),
        ("Jack", "jack"),
        ("Ngaio", "ngaio"),
        ("Mārama", "marama"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Parata", "parata"),
        ("Wilson", "wilson"),
        ("Te Rangi", "terangi"),
        ("Thompson", "thompson"),
        ("Walker", "walker"),
    ),
    words=(
        "moana",
        "kaitiaki",
        "tangaroa",
        "whanau",
        "kiaora",
        "kaha",
        "ngaru",
        "tide",
        "ripcurrent",
        "pohutukawa",
        "kiwi",
        "patrol",
        "akau",
        "tuatara",
        "pipi",
        "kahawai",
    ),
    pets=("kiri", "maui", "bailey", "milo", "poppy", "tui"),
    places=("piha", "muriwai", "raglan", "maunganui", "waihi", "ohope"),
    cc="+64",
)


def _messenger(s: Slots) -> str:
    base = int(s["ts"]) * 1000
    msgs = [
        {
            "sender_name": f"{s['first']} {s['last']}",
            "timestamp_ms": base + 91000,
            "content": f"Kupuhipa for the patrol tablet: {s['cred']}",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": f"{s['first2']} {s['last2']}",
            "timestamp_ms": base + 30000,
            "content": "Kia ora, what's the new login for the patrol tablet? Locked out again 🙈",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": f"{s['first']} {s['last']}",
            "timestamp_ms": base,
            "content": f"Patrol {s['nn']} starts 10am at {s['placec']}, flags by the tower",
            "is_geoblocked_for_viewer": False,
        },
    ]
    return json_text(
        {
            "participants": [
                {"name": f"{s['first']} {s['last']}"},
                {"name": f"{s['first2']} {s['last2']}"},
            ],
            "messages": msgs,
            "title": f"{s['orgc']} SLSC Patrol Captains",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['org']}slscpatrolcaptains_{s['nnnn']}{s['nnn']}",
            "magic_words": [],
        },
        ascii_only=True,
    )


reg(
    F,
    "surfclub_messenger_json_kupuhipa_patrol_tablet",
    (
        "your_facebook_activity/messages/inbox/<<org>>patrol_<<nnnn>>/message_1.json",
        "Downloads/facebook-<<fa>><<nn>>/messages/inbox/patrolcaptains_<<nnnn>>/message_1.json",
    ),
    _messenger,
    "human_json",
)

reg(
    F,
    "surfclub_clubrooms_hostapd_conf_passphrase",
    ("etc/hostapd/hostapd.conf", "clubrooms-pi/etc/hostapd/hostapd_<<place>>.conf"),
    """# Clubrooms wifi for patrol tablets + IRB radio PC (<<orgc>> SLSC)
interface=wlan0
driver=nl80211
ssid=<<orgu>>-Patrol
country_code=NZ
hw_mode=g
channel=6
wmm_enabled=1
auth_algs=1
wpa=2
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
wpa_passphrase=<<cred>>
""",
    "human",
    "",
)


def _xero_extra(rng: random.Random, s: Slots) -> Slots:
    return {"client_id": s["hex12"].upper() + s["hex8"].upper() + "A1B2C3D4E5F6"}


reg(
    F,
    "surfclub_xero_membership_fees_python",
    ("treasurer/xero_sync_members.py", "scripts/<<org>>_xero_invoices.py"),
    """# Sync membership subs from the club database into Xero (treasurer: <<fa>> <<la>>)
from xero_python.api_client import ApiClient
from xero_python.api_client.configuration import Configuration
from xero_python.api_client.oauth2 import OAuth2Token

XERO_CLIENT_ID = "<<client_id>>"
XERO_CLIENT_SECRET = "<<cred>>"
TENANT_NAME = "<<orgc>> Surf Life Saving Club Inc"

api_client = ApiClient(
    Configuration(oauth2_token=OAuth2Token(client_id=XERO_CLIENT_ID, client_secret=XERO_CLIENT_SECRET)),
    pool_threads=1,
)
""",
    "p:xero",
    None,
    _xero_extra,
)

reg(
    F,
    "surfclub_beach_station_windy_upload_sh",
    ("home/pi/weather/windy_upload.sh", "opt/beachstation/<<place>>/push_windy.sh"),
    """#!/bin/sh
# Tower weather station (Ecowitt GW2000) -> Windy.com, every 5 min from cron
WINDY_KEY="<<cred>>"
STATION=<<n>>
T=$(jq -r .outdoor.temperature.value /tmp/ecowitt.json)
W=$(jq -r .wind.wind_speed.value /tmp/ecowitt.json)
G=$(jq -r .wind.wind_gust.value /tmp/ecowitt.json)
curl -s "https://stations.windy.com/pws/update/${WINDY_KEY}?station=${STATION}&temp=${T}&wind=${W}&gust=${G}" >/dev/null
""",
    "p:windy",
    "",
)


def _sms(s: Slots) -> str:
    base = int(s["ts"]) * 1000
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="3" backup_set="{s["uuid"]}" backup_date="{base + 500000}" type="full">\n'
        f'  <sms protocol="0" address="{s["phone2"]}" date="{base}" type="1" subject="null" body="Kia ora {s["fa"]}, are you on IRB duty Sat? Need the kupuhipa for the radio PC" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{base - 2000}" sub_id="1" readable_date="{s["dmys"]} {s["hh"]}:{s["mi"]}" contact_name="{s["first2"]} {s["last2"]}" />\n'
        f'  <sms protocol="0" address="{s["phone2"]}" date="{base + 60000}" type="2" subject="null" body="{s["cred"]}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmys"]} {s["hh"]}:{s["mi"]}" contact_name="{s["first2"]} {s["last2"]}" />\n'
        f'  <sms protocol="0" address="{s["phone2"]}" date="{base + 90000}" type="1" subject="null" body="Ka pai, cheers!" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{base + 88000}" sub_id="1" readable_date="{s["dmys"]} {s["hh"]}:{s["mi"]}" contact_name="{s["first2"]} {s["last2"]}" />\n'
        "</smses>\n"
    )


reg(
    F,
    "surfclub_sms_backup_xml_reply_only_value",
    (
        "SMSBackupRestore/sms-<<year>><<month>><<day>><<hh>><<mi>>.xml",
        "Phone backup/<<fa>>/sms-<<date>>.xml",
    ),
    _sms,
    "human_xml",
)

reg(
    F,
    "surfclub_stripe_membership_checkout_php",
    ("public_html/join/checkout.php", "wp-content/themes/<<org>>/inc/stripe-subs.php"),
    """<?php
// Junior surf + nippers membership payments (<<orgc>> SLSC)
require_once __DIR__ . '/../vendor/autoload.php';

$stripe = new \\Stripe\\StripeClient('<<cred>>');

$session = $stripe->checkout->sessions->create([
    'mode' => 'payment',
    'line_items' => [['price' => 'price_1Q<<hex12>>', 'quantity' => 1]],
    'success_url' => 'https://<<dom>>/join/thanks',
    'cancel_url' => 'https://<<dom>>/join',
    'metadata' => ['season' => '<<year>>', 'beach' => '<<place>>'],
]);
header('Location: ' . $session->url);
""",
    "p:stripe_sk",
    "",
)


def _html_pw(rng: random.Random, s: Slots) -> str:
    return sym_pw(rng, "&<>\"'")


def _html_extra(rng: random.Random, s: Slots) -> Slots:
    return {"cell": html.escape(s["cred"], quote=True)}


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    if not m:
        raise ValueError("no pw cell")
    return html.unescape(m.group(1))


reg(
    F,
    "surfclub_patrol_roster_html_entities_login",
    ("intranet/patrols/roster_<<year>>.html", "Documents/<<org>>/patrol_logins_<<month>>.html"),
    """<!DOCTYPE html>
<html lang="en-NZ"><head><meta charset="utf-8"><title><<orgc>> SLSC – patrol roster & logins</title></head>
<body>
<h1>Patrol <<nn>> – <<placec>> – season <<year>></h1>
<table border="1">
<tr><th>Kaupapa / system</th><th>Login</th><th>Kupuhipa</th></tr>
<tr><td>Patrol Log (SLSNZ)</td><td><<login>></td><td class="pw"><<cell>></td></tr>
<tr><td>IRB radio PC</td><td>irb</td><td>ask the captain</td></tr>
</table>
<p>Captain: <<first>> <<last>> · <<phone>></p>
</body></html>
""",
    _html_pw,
    "",
    _html_extra,
    _dec_html,
)

reg(
    F,
    "surfclub_homeassistant_secrets_yaml_mqtt",
    ("homeassistant/secrets.yaml", "config/<<place>>-tower/secrets.yaml"),
    """# Tower Home Assistant: flag lights, rip sensor, IRB shed door
wifi_ssid: "<<orgu>>-Tower"
wifi_password: "<<cred>>"
mqtt_user: tower
mqtt_password: "<<cred>>"
latitude_home: -37.<<nnnn>>
longitude_home: 174.<<nnnn>>
""",
    "human_dq",
)
