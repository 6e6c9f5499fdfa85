# ruff: noqa: E501
"""Family p: Haitian vetiver root oil exporters: customs, mobile money, boilers, buyers."""

from __future__ import annotations

import base64
import json

from fortyfirst_corpus import DIGITS, UPPER, alnum
from fortyfirst_spec import Fam

F = Fam(
    "vetiver_haitian_exporters",
    ("vetisud", "rasinvert"),
    "ht",
    (
        "Jean-Robert",
        "Marie-Claude",
        "Wilner",
        "Guerline",
        "Frantz",
        "Nadège",
        "Jocelyn",
        "Mirlande",
        "Ricardo",
        "Darline",
    ),
    ("Pierre", "Joseph", "Jean-Baptiste", "Louis", "Charles", "Saint-Fleur", "Dorvil", "Étienne"),
    ("vetiver", "vetivè", "rasin", "lwil", "okay", "lakay", "ayiti", "kreyol", "sud", "bouyi"),
    ("ete", "ivè", "kanaval", "nwel", "lapli", "sezon"),
    "+509",
)

F.reg(
    "vetiver_kreyol_whatsapp_modpas",
    ("WhatsApp Chat with Distilri Okay.txt", "chats/distilri_<<id>>.txt"),
    """[<<dmys>>, <<hms>>] <<full>>: Bonjou, ki modpas sistèm ekspòtasyon an ankò?
[<<dmys>>, <<hms>>] <<full2>>: itilizatè se <<user2>>
[<<dmys>>, <<hms>>] <<full2>>: modpas la se <<cred>>
[<<dmys>>, <<hms>>] <<full>>: Mèsi anpil! M ap voye fakti lwil vetivè yo jodi a
""",
    cred="human",
)

F.reg(
    "vetiver_french_email_mot_de_passe_douane",
    ("courriel/<<user>>/Envoyés/<<id>>.eml", "mail/<<org>>/douane_<<id>>.eml"),
    """From: <<full>> <<<email>>>
To: Cabinet de dédouanement <<<email2>>>
Subject: Accès ASYCUDA - déclarations export huile de vétiver
Date: Thu, 16 Oct <<yyyy>> <<time>>:25 -0400
Content-Type: text/plain; charset=UTF-8

Bonjour Maître <<last2>>,

Pour les déclarations des fûts de la semaine prochaine (Port-au-Prince -> Le Havre),
voici l'accès de notre compte déclarant :

Utilisateur : <<user>>
Mot de passe : <<cred>>

Merci de me prévenir dès que le BL est émis.

Cordialement,
<<full>>
""",
    cred="human",
)

F.reg(
    "vetiver_moncash_client_secret_node",
    ("api/src/moncash.js", "payments/<<org>>-moncash-<<n>>.js"),
    """// MonCash (Digicel) - paiements des planteurs et acheteurs locaux
const axios = require("axios");

const CLIENT_ID = "<<hexid>><<hexid>><<hexid>><<hexid>>";
const CLIENT_SECRET = "<<cred>>";
const HOST = "https://moncashbutton.digicelgroup.com/Api";

async function token() {
  const auth = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64");
  const res = await axios.post(`${HOST}/oauth/token`, "scope=read,write&grant_type=client_credentials", {
    headers: { Authorization: `Basic ${auth}`, Accept: "application/json" },
  });
  return res.data.access_token;
}

module.exports = { token };
""",
    cred=lambda rng: alnum(rng, 32) + "-" + alnum(rng, 31),
    syntax="",
)

F.reg(
    "vetiver_boiler_logger_micropython_thingspeak",
    ("firmware/main.py", "esp32/bouyi_<<n>>/main.py"),
    """# Distillery boiler logger: steam pressure + condenser temperature -> ThingSpeak
import network
import time

import urequests
from machine import ADC, Pin

WIFI_SSID = "Distilri-<<n>>"
WIFI_PASS = "<<wifi>>"
TS_WRITE_KEY = "<<cred>>"

sta = network.WLAN(network.STA_IF)
sta.active(True)
sta.connect(WIFI_SSID, WIFI_PASS)
adc = ADC(Pin(34))

while True:
    p = adc.read() * 0.0042
    urequests.get(f"https://api.thingspeak.com/update?api_key={TS_WRITE_KEY}&field1={p:.2f}").close()
    time.sleep(60)
""",
    cred=lambda rng: alnum(rng, 16, UPPER + DIGITS),
    extra=lambda rng, s: {"wifi": F.draw(rng, "pw_dq")},
)

F.reg(
    "vetiver_lab_portal_windows_cmdkey",
    ("scripts/map_lab_share.cmd", "Users/<<user>>/Documents/lab_<<n>>.bat"),
    """@echo off
rem Certificats d'analyse (CoA) - partage du laboratoire partenaire
cmdkey /add:lab-coa.<<dom>> /user:<<org>>\\<<user>> /pass:<<cred>>
net use L: \\\\lab-coa.<<dom>>\\coa /persistent:yes
""",
    cred="pw_bare",
    syntax="",
)


def _docker_auth(rng, s):
    return {"auth": base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()}


def _dec_docker(text: str) -> str:
    auth = json.loads(text)["auths"]["registry.rasinvert.ht"]["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


F.reg(
    "vetiver_buyers_docker_config_json_auth",
    ("home/<<user>>/.docker/config.json", "ci/<<org>>-<<n>>/docker-config.json"),
    """{
	"auths": {
		"registry.rasinvert.ht": {
			"auth": "<<auth>>"
		}
	},
	"currentContext": "default"
}
""",
    cred="pw",
    extra=_docker_auth,
    decode=_dec_docker,
)


def _qbo(rng):
    return "AB11" + str(rng.randint(10**9, 10**10 - 1)) + alnum(rng, 46)


F.reg(
    "vetiver_accounting_quickbooks_refresh_token_yaml",
    ("compta/quickbooks.yml", "config/<<org>>/qbo_<<n>>.yaml"),
    """quickbooks:
  environment: production
  realm_id: "9130<<id>><<id>>"
  client_id: AB<<hexid>><<hexid>><<hexid>>
  refresh_token: <<cred>>
  minor_version: 70
exports:
  currency: USD
  default_item: "Huile de vétiver (kg)"
""",
    cred=_qbo,
)

F.reg(
    "vetiver_generator_room_sticky_note_ocr_teamviewer",
    ("ocr/photo_<<id>>.txt", "scans/<<org>>/sal_dèlko_<<n>>.txt"),
    """TeamViewer - PC sal dèlko a
ID: 1 <<id>> <<n>>
modpas:
<<cred>>
(pa chanje l san w pa di Wilner)
""",
    cred="human",
    syntax="",
)
