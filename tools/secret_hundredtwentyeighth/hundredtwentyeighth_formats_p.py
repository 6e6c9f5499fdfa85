# ruff: noqa: E501
"""Family p: a garden centre and plant nursery (bustani ya miche) in Karen, Nairobi (Kenya);
Swahili and English."""

from __future__ import annotations

import json

from hundredtwentyeighth_spec import Fam, alnum, dec_basic_after, enc_basic, hexs

P = Fam(
    name="bustani_miche_gardencentre",
    orgs=("bustanikijani", "michekaren", "mauayetu", "shambani"),
    tld="co.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Kiprono", "kiprono"),
        ("Mwangi", "mwangi"),
    ),
    last=(
        ("Kariuki", "kariuki"),
        ("Odhiambo", "odhiambo"),
        ("Mutua", "mutua"),
        ("Wambui", "wambui"),
        ("Chebet", "chebet"),
        ("Njoroge", "njoroge"),
    ),
    words=(
        "bustani",
        "miche",
        "maua",
        "shamba",
        "karen",
        "nairobi",
        "simba",
        "harambee",
        "jacaranda",
        "mvua",
        "jua",
        "mti",
        "kahawa",
        "chai",
        "ngong",
        "gor",
        "sukuma",
        "nyeri",
    ),
    pets=("simba", "jambo", "rafiki", "bosco", "chui"),
    cc="+254",
    city="Nairobi",
)

P.reg(
    "bustani_swahili_whatsapp_nenosiri_mpesa",
    ("WhatsApp/WhatsApp Chat with <<first>>.txt", "chats/bustani_<<fa>>_<<num>>.txt"),
    """<<dmy>>, <<time>> - <<first>> <<last>>: Habari boss, nenosiri ya M-Pesa Business portal ni gani? Mteja analipa miche 200
<<dmy>>, <<time2>> - <<first2>>: Username <<login>>
<<dmy>>, <<time2>> - <<first2>>: Nenosiri: <<cred>>
<<dmy>>, <<time2>> - <<first2>>: Usimpe mtu mwingine tafadhali
<<dmy>>, <<time2>> - <<first>> <<last>>: Sawa asante 🌱
""",
    "human",
    syntax="",
)


def _daraja(rng, s):
    ck = alnum(rng, 48)
    return {"ck": ck, "enc": enc_basic(ck, s["cred"])}


P.reg(
    "bustani_daraja_oauth_basic_header_python",
    ("mpesa/stk_push.py", "<<org>>/daraja_<<year>>.py"),
    '''"""Lipa na M-Pesa STK push kwa malipo ya miche (Daraja)."""

import requests

TOKEN_URL = "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials"
# base64(consumer_key:consumer_secret)
AUTH_HEADER = {"Authorization": "Basic <<enc>>"}


def access_token():
    return requests.get(TOKEN_URL, headers=AUTH_HEADER, timeout=30).json()["access_token"]
''',
    "p:daraja_secret",
    extra=_daraja,
    decode=dec_basic_after("Basic "),
)

P.reg(
    "bustani_lipa_na_mpesa_passkey_dotenv",
    ("<<org>>-pos/.env", "server/<<fa>>/.env.live"),
    """MPESA_ENV=production
MPESA_SHORTCODE=<<num>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    "p:daraja_passkey",
    syntax="",
)

P.reg(
    "bustani_africastalking_sms_api_key_php",
    ("sms/promo.php", "<<org>>/at_sms_<<n>>.php"),
    """<?php
// Ujumbe wa ofa ya miche ya maua - Africa's Talking
require 'vendor/autoload.php';
use AfricasTalking\\SDK\\AfricasTalking;

$username = '<<org>>';
$apiKey   = '<<cred>>';
$AT       = new AfricasTalking($username, $apiKey);
$sms      = $AT->sms();
$sms->send(['to' => '<<phone_raw>>', 'message' => 'Ofa! Miche ya jacaranda 20% punguzo wiki hii']);
""",
    lambda rng, f: "atsk_" + hexs(rng, 64),
    syntax="",
)

P.reg(
    "bustani_irrigation_esp32_arduino_ino",
    ("irrigation/kinyunyizio/kinyunyizio.ino", "esp32/<<org>>_greenhouse_<<n>>.ino"),
    """#include <WiFi.h>
#include <PubSubClient.h>

// Kinyunyizio cha nursery - valves za mstari 1-4
const char* WIFI_SSID = "<<org>>_nursery";
const char* WIFI_PASS = "<<wifi>>";
const char* MQTT_HOST = "<<lan>>";
const char* MQTT_USER = "valves";
const char* MQTT_PASS = "<<cred>>";

WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  mqtt.setServer(MQTT_HOST, 1883);
}
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"wifi": "bustani" + s["n"] + "wifi"},
)

P.reg(
    "bustani_pesapal_consumer_secret_json",
    ("config/pesapal.json", "<<org>>-shop/pesapal_<<year>>.json"),
    lambda s: json.dumps(
        {
            "environment": "live",
            "consumer_key": s["ck"],
            "consumer_secret": s["cred"],
            "ipn_url": f"https://{s['dom']}/pesapal/ipn",
            "currency": "KES",
        },
        indent=2,
    ),
    "b64:21",
    extra=lambda rng, s: {"ck": alnum(rng, 28)},
)

P.reg(
    "bustani_kra_itax_handover_note_swahili",
    ("ofisi/makabidhiano_<<date>>.txt", "notes/handover_<<fa>>.txt"),
    """MAKABIDHIANO - <<dmy>>
Kutoka: <<first>> <<last>>  Kwa: <<first2>>

1. Miche ya avocado (Hass) - 300 zimebaki kwenye greenhouse 2.
2. Lori la mbolea linakuja Jumatano.
3. KRA iTax / eTIMS
   PIN: P05<<num>>X
   Password: <<cred>>
4. Usisahau kulipa maji ya Nairobi Water kabla ya tarehe 10.
""",
    "human",
    syntax="",
)

P.reg(
    "bustani_kopo_kopo_webhook_ruby",
    ("app/services/kopo_kopo.rb", "<<org>>/lib/k2_<<n>>.rb"),
    """# Kopo Kopo - malipo ya Till kwa duka la miche
require "k2-connect-ruby"

K2_CLIENT_ID = "<<cid>>"
K2_CLIENT_SECRET = "<<cred>>"

def k2_token
  K2AccessToken.new(K2_CLIENT_ID, K2_CLIENT_SECRET).request_token
end
""",
    "b64u:32",
    syntax="",
    extra=lambda rng, s: {"cid": alnum(rng, 43)},
)
