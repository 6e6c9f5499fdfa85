# ruff: noqa: E501
"""Family c: a safari operator near Tarangire and Arusha (Tanzania): Swahili, English."""

from __future__ import annotations

import json

from hundredeighth_spec import Fam, after, alnum, b64, enc_b64, un_b64

F = Fam(
    name="tarangire_swahili_safari_operator",
    prefix="tarangire",
    orgs=("twigatrails", "nyikadrift"),
    tld="co.tz",
    first=(
        ("Baraka", "baraka"),
        ("Neema", "neema"),
        ("Juma", "juma"),
        ("Rehema", "rehema"),
        ("Saning'o", "saningo"),
        ("Zawadi", "zawadi"),
        ("Emmanuel", "emmanuel"),
        ("Upendo", "upendo"),
    ),
    last=(
        ("Mollel", "mollel"),
        ("Laizer", "laizer"),
        ("Massawe", "massawe"),
        ("Mushi", "mushi"),
        ("Kimaro", "kimaro"),
        ("Swai", "swai"),
    ),
    words=(
        "twiga",
        "simba",
        "tembo",
        "kifaru",
        "nyati",
        "chui",
        "serengeti",
        "tarangire",
        "manyara",
        "ngorongoro",
        "kilimanjaro",
        "arusha",
        "hakuna",
        "safari",
        "pole",
        "karibu",
        "baobab",
        "uhuru",
        "moshi",
        "rafiki",
        "jambo",
        "duma",
    ),
    pets=("simba", "bahati", "tiger", "rafiki", "shujaa", "kiboko"),
    cc="255",
    town="Arusha",
)

F.reg(
    "swahili_whatsapp_nenosiri_rezdy",
    ("simu/WhatsApp Chat na <<fac>>.txt", "exports/whatsapp/ofisi-<<date>>-<<fa>>.txt"),
    """<<dmy>> <<hh>>:<<mm>> - <<fn2>>: Habari bosi, Rezdy imenitoa nje. Nenosiri jipya ni lipi?
<<dmy>> <<hh>>:<<mm2>> - <<fn>> <<ln>>: Mambo. Jina la mtumiaji ni <<email>>
<<dmy>> <<hh>>:<<mm2>> - <<fn>> <<ln>>: nenosiri: <<cred>>
<<dmy>> <<hh>>:<<mm2>> - <<fn2>>: Asante sana 🙏 wageni wa Tarangire wamefika lodge
<<dmy>> <<hh>>:<<mm2>> - <<fn>> <<ln>>: Usimpe mtu yeyote, futa ujumbe huu
""",
    "human",
)


def _daraja(s: dict) -> str:
    cfg = {
        "environment": "production",
        "shortcode": s["nn"] + "77",
        "consumerKey": s["ck"],
        "consumerSecret": s["cred"],
        "passkey": s["pk"],
        "callbackUrl": f"https://{s['dom']}/api/mpesa/stk-callback",
        "accountReference": "SAFARI-DEPOSIT",
    }
    return json.dumps({"mpesa": cfg, "currency": "TZS"}, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "mpesa_daraja_consumer_json",
    ("config/<<org>>/mpesa.json", "apps/deposits/mpesa-<<nn>>.json"),
    _daraja,
    "alnum:64",
    extra=lambda rng, s: {"ck": alnum(rng, 48), "pk": alnum(rng, 64, "0123456789abcdef")},
)

F.reg(
    "rezdy_availability_php",
    ("www/<<org>>/inc/rezdy.php", "site/<<org>>/lib/rezdy_sync_<<nn>>.php"),
    """<?php
// Rezdy supplier API - pulls safari departures into the website calendar
const REZDY_API = 'https://api.rezdy.com/v1';
const REZDY_API_KEY = '<<cred>>';

function rezdy_products(): array {
    $url = REZDY_API . '/products?apiKey=' . REZDY_API_KEY . '&limit=100';
    $json = file_get_contents($url);
    return json_decode($json, true)['products'] ?? [];
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "land_cruiser_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "fleet/<<org>>/traccar-<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=Africa/Dar_es_Salaam</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='teltonika.port'>5027</entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "tanapa_epermit_swahili_email",
    ("barua/<<date>>-tanapa-<<fa>>.eml", "mail/inbox/vibali-<<nn>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Akaunti ya TANAPA e-permit / malipo ya hifadhi
Date: <<dmy>> <<hh>>:<<mm>> +0300
Content-Type: text/plain; charset=utf-8

Habari <<fn2>>,

Kesho una kundi la watu 6 kwenda Tarangire na Manyara. Lipa ada za hifadhi kupitia mfumo wa e-permit:

Tovuti: https://epermit.tanzaniaparks.go.tz
Jina la mtumiaji: <<user>>
Nenosiri: <<cred>>

Tafadhali usibadilishe nenosiri bila kuniambia. Risiti ziweke kwenye folda ya Google Drive.

Asante,
<<fn>>
""",
    "human",
)

F.reg(
    "lodge_starlink_wifi_card",
    ("camp/<<org>>-tented-camp/wifi-card-<<nn>>.txt", "print/kadi_wifi_<<date>>.txt"),
    """KARIBU / WELCOME
<<orgc>> Tented Camp

WiFi
<<orgc>>-Guests
<<cred>>

Generator off 23:00 - 05:30
""",
    "human_x",
    syntax="",
)

F.reg(
    "pesapal_ipn_ini",
    ("opt/<<org>>/pesapal.ini", "config/payments/pesapal_<<nn>>.ini"),
    """[pesapal]
environment = live
consumer_key = <<ck>>
consumer_secret = <<cred>>
ipn_url = https://<<dom>>/pesapal/ipn
currency = USD

[mail]
notify = <<email>>
""",
    "b64:20",
    extra=lambda rng, s: {"ck": alnum(rng, 28) + "="},
)

F.reg(
    "guide_tablet_shared_prefs_base64",
    (
        "tablet/data/data/tz.co.<<org>>.guide/shared_prefs/<<org>>_prefs.xml",
        "backup/tablet-<<fa>>/shared_prefs/session_<<nn>>.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="guide_name"><<fa>></string>
    <string name="portal_user"><<user>></string>
    <string name="portal_auth"><<cred>></string>
    <boolean name="offline_maps" value="true" />
    <long name="last_sync" value="1735689600000" />
</map>
""",
    "human",
    encode=enc_b64,
    decode=after(r'name="portal_auth">([^<]+)<', un_b64),
)

_ = b64
