# ruff: noqa: E501
"""Family m: a long-haul trucking company on the Mombasa - Nairobi - Malaba corridor (Kenya),
writing in Swahili and English."""

from __future__ import annotations

from sixtieth_spec import Fam

FAM = Fam(
    "trucking_mombasa_corridor",
    orgs=("mvulimoto",),
    tld="co.ke",
    people=(
        ("Otieno", "otieno"),
        ("Wanjiru", "wanjiru"),
        ("Kamau", "kamau"),
        ("Mwangi", "mwangi"),
        ("Achieng", "achieng"),
        ("Hassan", "hassan"),
        ("Kiprono", "kiprono"),
        ("Mutua", "mutua"),
        ("Njeri", "njeri"),
        ("Omondi", "omondi"),
    ),
    surnames=(
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Mohamed", "mohamed"),
        ("Wafula", "wafula"),
        ("Chebet", "chebet"),
        ("Njoroge", "njoroge"),
        ("Ochieng", "ochieng"),
        ("Mwende", "mwende"),
    ),
    words=(
        "safari",
        "simba",
        "tembo",
        "harambee",
        "mombasa",
        "nairobi",
        "malaba",
        "lori",
        "barabara",
        "gormahia",
        "hakuna",
        "jambo",
        "kilimanjaro",
        "tusker",
    ),
    pets=("bosco", "tiger", "jimmy", "rex", "lucky", "simba", "brownie"),
    cities=("Mombasa", "Nairobi", "Nakuru", "Eldoret", "Malaba", "Voi", "Mariakani"),
    cc="+254",
)

FAM.reg(
    "lorry_swahili_whatsapp_nenosiri_tracking_portal",
    ("WhatsApp Chat with <<first>> <<n>>.txt", "Android/WhatsApp/Drivers Mombasa <<n>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<time>> - <<first2>> <<last2>>: Boss niko Mariakani weighbridge, wanataka kuona route ya lori <<plate>> kwa system
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: ingia na account ya ofisi
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: username <<login>> nenosiri <<cred>>
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: usiwape mtu mwingine
<<d>>/<<mo>>/<<y>>, <<time>> - <<first2>> <<last2>>: Sawa boss, asante
""",
    "human",
    syntax="",
)

FAM.reg(
    "lorry_mpesa_daraja_driver_allowance_python",
    ("finance/allowance_b2c_<<n>>.py", "scripts/mpesa_<<n>>.py"),
    """import base64

import requests

CONSUMER_KEY = "<<ckey>>"
CONSUMER_SECRET = "<<cred>>"
SHORTCODE = "<<n>>"


def token() -> str:
    auth = base64.b64encode(f"{CONSUMER_KEY}:{CONSUMER_SECRET}".encode()).decode()
    r = requests.get(
        "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials",
        headers={"Authorization": f"Basic {auth}"},
        timeout=30,
    )
    return r.json()["access_token"]


def pay_allowance(phone: str, amount: int, trip: str) -> dict:
    body = {"InitiatorName": "<<login>>", "CommandID": "BusinessPayment", "Amount": amount, "PartyA": SHORTCODE,
            "PartyB": phone, "Remarks": f"Trip allowance {trip}", "Occasion": "<<city>>"}
    return requests.post("https://api.safaricom.co.ke/mpesa/b2c/v3/paymentrequest", json=body,
                         headers={"Authorization": f"Bearer {token()}"}, timeout=30).json()
""",
    "alnum:64",
    extra=lambda rng, s: {
        "ckey": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(48)
        )
    },
)

FAM.reg(
    "lorry_africastalking_eta_sms_php",
    ("ops/sms_eta_<<n>>.php", "public_html/track/notify_<<n>>.php"),
    """<?php
require 'vendor/autoload.php';
use AfricasTalking\\SDK\\AfricasTalking;

// ETA SMS to consignees when the truck clears Malaba
$at = new AfricasTalking('<<org>>', '<<cred>>');
$sms = $at->sms();
$sms->send([
    'to' => $_GET['phone'],
    'message' => 'Mzigo wako uko njiani. ETA ' . $_GET['eta'] . '. <<orgc>> Logistics',
    'from' => '<<orgc>>',
]);
""",
    "p:africastalking",
    syntax="",
)

FAM.reg(
    "lorry_samsara_fleet_locations_bash_curl",
    ("ops/locations_<<n>>.sh", "home/<<login>>/bin/fleet_locations_<<n>>.sh"),
    """#!/usr/bin/env bash
# latest GPS of all trucks into a CSV for the morning report
set -euo pipefail
curl -s https://api.samsara.com/fleet/vehicles/locations \\
  -H "Authorization: Bearer <<cred>>" \\
  | jq -r '.data[] | [.name, .location.latitude, .location.longitude, .location.reverseGeo.formattedLocation] | @csv' \\
  > /srv/reports/locations_$(date +%F).csv
""",
    "p:samsara",
    syntax="",
)

FAM.reg(
    "lorry_fuel_cards_csv_portal_passwords",
    ("finance/fuel_cards_<<n>>.csv", "Desktop/Fuel cards <<y>> <<n>>.csv"),
    """truck,driver,card_no,station_network,portal_user,portal_password,monthly_limit_kes
<<plate>>,<<first>> <<last>>,7080<<n>><<n4>>,Corridor stations,<<login>>,<<cred>>,350000
<<plate>>,<<first2>> <<last2>>,7080<<n4>><<n>>,Corridor stations,same,same,300000
""",
    "human",
    syntax="",
)

FAM.reg(
    "lorry_email_itax_password_clearing_agent",
    ("mail/Sent/itax_<<n>>.eml", "Outlook/Sent/clearing_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: agent.<<la2>>@gmail.com
Subject: Re: KRA iTax access for the transit bonds
Date: Tue, <<d>> Sep <<y>> <<time>>:05 +0300
Content-Type: text/plain; charset="UTF-8"

Habari <<first2>>,

Kama tulivyoongea, here are the iTax details so you can file the transit declarations for
the Malaba consignments this week:

PIN: P05<<n>><<n4>>Z
Password: <<cred>>

Tafadhali usibadilishe password, the accountant also uses it.

Regards,
<<first>> <<last>>
<<orgc>> Transporters Ltd
""",
    "human",
    syntax="",
)

FAM.reg(
    "lorry_tracker_gateway_yaml_mqtt_password",
    ("telematics/gateway_<<n>>.yaml", "srv/tracker-gw/config_<<n>>.yml"),
    """listen:
  teltonika_tcp: 5027
  concox_tcp: 5023
forward:
  mqtt:
    host: mqtt.<<dom>>
    port: 8883
    username: gw-<<n>>
    password: <<cred>>
    topic_prefix: trucks/
geofences:
  - name: Malaba border
    radius_m: 800
""",
    "pw",
)

FAM.reg(
    "lorry_sms_thread_copy_reply_only_password",
    ("phone/sms_<<first2>>_<<n>>.txt", "Documents/SMS <<n>>.txt"),
    """<<first2>> <<last2>> (<<phone2>>)
<<dmy>> <<time>>  Boss password ya app ya dispatch imebadilishwa? Siwezi kuingia
<<dmy>> <<time>>  Me: <<cred>>
<<dmy>> <<time>>  <<first2>> <<last2>>: Imekubali, asante sana
""",
    "human",
    syntax="",
)
