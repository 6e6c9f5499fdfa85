# ruff: noqa: E501
"""Family n: a retro-console repair shop in Greece (Thessaloniki); Greek, Viber, Viva Wallet,
eBay seller API, ACS courier, AADE myDATA e-books, a Raspberry Pi test bench."""

from __future__ import annotations

import json
import random

from eightysecond_spec import Fam, alnum

F = Fam(
    name="retro_console_repair_thessaloniki",
    prefix="retrogr",
    orgs=("palaiokonsola", "retrofix", "thermaikogames", "ladadikabits", "kastrafix"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Δημήτρης", "dimitris"),
        ("Ελένη", "eleni"),
        ("Νίκος", "nikos"),
        ("Κατερίνα", "katerina"),
        ("Θανάσης", "thanasis"),
        ("Σοφία", "sofia"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Καραγιάννη", "karagianni"),
        ("Βλάχος", "vlachos"),
        ("Ζαχαρίου", "zachariou"),
    ),
    words=(
        "thessaloniki",
        "paok",
        "aris",
        "lefkospyrgos",
        "bougatsa",
        "koulouri",
        "kastra",
        "ladadika",
        "thermaikos",
        "nintendo",
        "sega",
        "gameboy",
        "megadrive",
        "kalimera",
        "agapi",
        "ellada",
        "olympos",
        "trigona",
        "souvlaki",
        "retro",
    ),
    pets=("azor", "bobos", "lucky", "mpampis", "roza", "max", "lilo", "frixos"),
    cc="+30 69",
)

F.reg(
    "viber_copied_greek_kodikos_reply",
    ("Έγγραφα/viber_<<date>>.txt", "notes/viber_<<fa2>>_<<n>>.txt"),
    """[<<dmy>> <<hm>>] <<full>>: Ποιος είναι ο κωδικός για το email του μαγαζιού; Θέλω να απαντήσω στον πελάτη με το SNES
[<<dmy>> <<hm2>>] <<full2>>: <<cred>>
[<<dmy>> <<hm2>>] <<full>>: ευχαριστώ!
""",
    cred="human",
    syntax="",
)

F.reg(
    "viva_wallet_eshop_dotenv",
    ("eshop/.env", "<<org>>-eshop/.env.production"),
    """# Πληρωμές επισκευών online (Viva Wallet Smart Checkout)
VIVA_ENV=production
VIVA_CLIENT_ID=<<hx8>>kq2w.apps.vivapayments.com
VIVA_CLIENT_SECRET=<<cred>>
VIVA_SOURCE_CODE=<<n2>>4
SHOP_URL=https://<<dom>>
""",
    cred="p:viva",
    syntax="",
)


def _ebay(rng: random.Random, s: dict) -> str:
    return (
        "v^1.1#i^1#p^3#r^1#I^3#f^0#t^Ul4xMF8"
        + alnum(rng, 180, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        + "="
    )


def _ebay_json(s: dict) -> str:
    return json.dumps(
        {
            "environment": "PRODUCTION",
            "client_id": f"{s['orgc']}-retro-PRD-{s['hx8']}-1a2b3c4d",
            "ru_name": f"{s['orgc']}-{s['orgc']}-retro-abcdefgh",
            "refresh_token": s["cred"],
            "refresh_token_expires": f"{s['y'] + 1}-{s['mo']}-{s['d']}T10:00:00Z",
            "marketplace": "EBAY_DE",
        },
        indent=2,
    )


F.reg(
    "ebay_seller_oauth_json_refresh_token",
    ("listings/ebay_tokens.json", "tools/<<login>>/ebay_<<n>>.json"),
    _ebay_json,
    cred=_ebay,
)

F.reg(
    "repair_tickets_compose_mariadb_root",
    ("docker/docker-compose.yml", "srv/episkeues-<<n>>/docker-compose.yml"),
    """services:
  db:
    image: mariadb:11
    restart: unless-stopped
    environment:
      MARIADB_ROOT_PASSWORD: "<<cred>>"
      MARIADB_DATABASE: episkeues
    volumes:
      - ./data:/var/lib/mysql
  app:
    image: ghcr.io/<<org>>/repair-tickets:latest
    ports:
      - "8080:80"
    depends_on:
      - db
""",
    cred="pw_dq",
)

F.reg(
    "greek_email_kodikos_acs_courier",
    ("mail/<<date>>_acs_λογαριασμός.eml", "Thunderbird/Inbox/<<n2>>.eml"),
    """From: <<full>> <<<email>>>
To: <<full2>> <<<email2>>>
Subject: Λογαριασμός ACS για τις αποστολές
Date: <<d>> <<mo>> <<y>> <<hms>> +0200
Content-Type: text/plain; charset=UTF-8

Γεια σου <<first2>>,

για τις αποστολές των κονσολών μετά την επισκευή, μπαίνεις στο ACS eShop με:

Όνομα χρήστη: <<org>>_thess
Κωδικός: <<cred>>

Μην τον αλλάξεις γιατί τον έχει και ο λογιστής.

<<first>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "nas_rsyncd_secrets_file",
    ("etc/rsyncd.secrets", "nas/<<org>>/rsyncd_<<n>>.secrets"),
    """backup:<<cred>>
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "aade_mydata_python_subscription_key",
    ("timologia/mydata_send.py", "<<org>>_erp/mydata_<<n>>.py"),
    """\"\"\"Αποστολή αποδείξεων επισκευής στο myDATA της ΑΑΔΕ.\"\"\"
import requests

AADE_USER_ID = "<<org>>_erp"
AADE_SUBSCRIPTION_KEY = "<<cred>>"
URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"


def send(xml_body: str) -> str:
    r = requests.post(
        URL,
        data=xml_body.encode("utf-8"),
        headers={
            "aade-user-id": AADE_USER_ID,
            "Ocp-Apim-Subscription-Key": AADE_SUBSCRIPTION_KEY,
            "Content-Type": "application/xml",
        },
        timeout=30,
    )
    return r.text
""",
    cred="hex:32",
)

F.reg(
    "workbench_pi_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "pi-bench-<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GR

network={
    ssid="<<orgc>>_Workshop"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    cred="human_x",
    syntax="",
)
