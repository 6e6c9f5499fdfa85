# ruff: noqa: E501
"""Family i: a tennis academy in Belgrade, Serbia: Serbian in Cyrillic and Latin script, court
booking (Playtomic-style), NestPay card payments, a ball-machine tablet, Viber."""

from __future__ import annotations

import html
import random
import re

from hundredfifteenth_spec import Fam, enc_html

F = Fam(
    name="tenisa_akademija_belgrade",
    orgs=("savaset", "kalemegdantenis", "adaciganlija", "dedinjeteniski", "zemunset"),
    tld="rs",
    first=(
        ("Новак", "novak"),
        ("Јелена", "jelena"),
        ("Марко", "marko"),
        ("Ана", "ana"),
        ("Никола", "nikola"),
        ("Милица", "milica"),
        ("Душан", "dusan"),
        ("Теодора", "teodora"),
        ("Стефан", "stefan"),
        ("Ивана", "ivana"),
    ),
    last=(
        ("Јовановић", "jovanovic"),
        ("Петровић", "petrovic"),
        ("Николић", "nikolic"),
        ("Марковић", "markovic"),
        ("Ђорђевић", "djordjevic"),
        ("Стојановић", "stojanovic"),
        ("Илић", "ilic"),
        ("Павловић", "pavlovic"),
    ),
    words=(
        "kalemegdan",
        "sava",
        "dunav",
        "beograd",
        "zemun",
        "avala",
        "sljivovica",
        "cevapi",
        "topspin",
        "bekhend",
        "forhend",
        "as",
        "zvezda",
        "partizan",
        "rakija",
    ),
    pets=("zuca", "mrki", "garov", "lesi", "bobi", "maza"),
    cc="381",
)

F.reg(
    "tenisa_serbian_viber_cyrillic_lozinka_tereni",
    ("Viber/Тренери_<<year>>.txt", "Documents/viber_<<org>>_<<nn>>.txt"),
    """[<<dot>>. <<time>>] <<name>>: Ко има лозинку за систем за резервацију терена?
[<<dot>>. <<time>>] <<name2>>: корисник: <<user2>>
[<<dot>>. <<time2>>] <<name2>>: лозинка: <<cred>>
[<<dot>>. <<time2>>] <<name>>: Хвала!
""",
    "human",
    syntax="",
)

F.reg(
    "tenisa_nestpay_store_key_java_properties",
    ("src/main/resources/payment.properties", "academy-<<org>>/config/nestpay.properties"),
    """# Plaćanje članarina - NestPay 3D Pay Hosting
nestpay.clientId=13<<nn>><<nn>><<n>>
nestpay.storeKey=<<cred>>
nestpay.url=https://bib.eway2pay.com/fim/est3Dgate
nestpay.okUrl=https://<<dom>>/placanje/uspeh
""",
    "pw",
    syntax="",
)


def _ents(rng: random.Random, s: dict) -> dict:
    return {"enc": enc_html(s["cred"])}


F.reg(
    "tenisa_coaches_html_table_entity_encoded",
    ("intranet/treneri_<<year>>.html", "wiki/<<org>>/nalozi.html"),
    """<!DOCTYPE html>
<html lang="sr"><head><meta charset="utf-8"><title>Налози тренера</title></head>
<body><table border="1">
<tr><th>Тренер</th><th>Систем</th><th>Корисник</th><th>Лозинка</th></tr>
<tr><td><<name>></td><td>Playtomic Manager</td><td><<user>></td><td><<enc>></td></tr>
</table></body></html>
""",
    lambda rng: (
        rng.choice(("Šljivovica", "Kalemegdan", "Ćevapi", "Žuća", "Topspin", "Đoković"))
        + rng.choice("&<>#!")
        + str(rng.randint(10, 9999))
    ),
    syntax="",
    extra=_ents,
    decode=lambda t: html.unescape(re.findall(r"<td>(.*?)</td>", t)[3]),
)

F.reg(
    "tenisa_ball_machine_tablet_android_prefs_xml",
    (
        "shared_prefs/com.slinger.app_preferences.xml",
        "data/data/rs.<<org>>.ballmachine/shared_prefs/prefs.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="court">Teren <<n>></string>
    <string name="cloud_user"><<email>></string>
    <string name="cloud_password"><<cred>></string>
    <boolean name="auto_login" value="true" />
</map>
""",
    "pw_xml",
)

F.reg(
    "tenisa_serbian_latin_email_lozinka_savez",
    ("posta/<<date>>_teniski_savez.eml", "Mail/<<org>>/Poslato/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Pristup portalu Teniskog saveza - registracija igrača
Date: <<dmy>> <<time>> +0100

Zdravo <<first2>>,
šaljem pristup za registraciju juniora na portalu saveza:
korisničko ime: <<user>>
lozinka: <<cred>>
Pozdrav iz akademije,
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "tenisa_court_lights_shelly_mqtt_json",
    ("shelly/teren<<n>>_settings.json", "iot/<<org>>/shelly_lights.json"),
    """{"name": "reflektori-teren-<<n>>", "mqtt": {"enable": true, "server": "<<lan>>:1883", "user": "shelly", "pass": "<<cred>>", "id": "shelly1-<<hex8>>"}, "wifi_sta": {"ssid": "<<org>>-tereni"}}
""",
    "pw_json",
)

F.reg(
    "tenisa_match_video_wireguard_conf",
    ("etc/wireguard/wg0.conf", "vpn/<<org>>_kamere.conf"),
    """[Interface]
PrivateKey = <<cred>>
Address = 10.66.<<n>>.2/32
DNS = 1.1.1.1

[Peer]
PublicKey = <<b44>>
Endpoint = <<pub>>:51820
AllowedIPs = 10.66.0.0/16
""",
    "b64:32",
    syntax="",
)

F.reg(
    "tenisa_results_sheet_csv_only_column",
    ("turniri/prijave_<<date>>.csv", "Downloads/<<org>>_nalozi.csv"),
    """Ime i prezime;Kategorija;Nalog;Šifra
<<name>>;U14;<<user>>;<<cred>>
<<name2>>;U16;<<user2>>;
""",
    "human",
    syntax="",
)
