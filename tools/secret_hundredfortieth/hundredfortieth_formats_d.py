# ruff: noqa: E501
"""Family d: a laser tattoo-removal clinic in Deventer (the Netherlands)."""

from __future__ import annotations

import random
import urllib.parse

from hundredfortieth_spec import Fam, alnum, enc_url, gen_pw, pick, prov

D = Fam(
    "tatoeage_verwijderkliniek_deventer",
    orgs=("inktweg", "schoonhuid", "laserdeventer"),
    tld="nl",
    first="Sanne Daan Lotte Joris Fleur Bram Anouk Thijs Eva Ruben Femke Jeroen",
    last="de_Vries/devries Jansen Bakker Visser Smit Meijer de_Boer/deboer Mulder Bos Vos Hendriks Dekker",
    words=(
        "inkt",
        "laser",
        "huid",
        "deventer",
        "ijssel",
        "hanze",
        "tulp",
        "fiets",
        "stroopwafel",
        "molen",
        "kaas",
        "bitterbal",
        "oranje",
        "salland",
        "koekstad",
    ),
    pets=("Bolletje", "Guus", "Pluis", "Bobbie", "Snoopy", "Dikkie", "Tommie", "Saartje"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "zxcvbn", "qwe123", "azerty"),
    clubs=("GoAheadEagles1902", "Ajax1900", "PSV1913", "Feyenoord1908", "Eagles1902"),
    cc="+31 6 ########",
    city="Deventer",
)

D.reg(
    "verwijder_mollie_live_key_dotenv",
    ("afspraken/.env", "sites/boeken.<<dom>>/.env.production"),
    """# Online intake boeken + aanbetaling (Mollie)
APP_URL=https://boeken.<<dom>>
APP_LOCALE=nl
TZ=Europe/Amsterdam

MOLLIE_API_KEY=<<cred>>
MOLLIE_PROFILE_ID=pfl_<<pfl>>
AANBETALING_EUR=50

SALONIZED_CALENDAR_URL=https://salonized.com/widget_bookings/<<org>>
MAIL_FROM="<<orgc>> Laserkliniek <info@<<dom>>>"
""",
    cred="p:mollie",
    extra=lambda rng, s: s.update(pfl=alnum(rng, 10)),
)

D.reg(
    "verwijder_moneybird_api_python_requests",
    ("boekhouding/moneybird_export.py", "scripts/<<org>>_facturen.py"),
    '''"""Exporteert de facturen van deze maand uit Moneybird naar CSV voor de boekhouder."""

import csv
import datetime as dt

import requests

ADMINISTRATIE_ID = "<<admin>>"
TOKEN = "<<cred>>"
BASE = f"https://moneybird.com/api/v2/{ADMINISTRATIE_ID}"


def facturen(maand: str):
    r = requests.get(
        f"{BASE}/sales_invoices.json",
        headers={"Authorization": f"Bearer {TOKEN}"},
        params={"filter": f"period:{maand}"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    maand = dt.date.today().strftime("%Y%m")
    with open(f"facturen_{maand}.csv", "w", newline="") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["factuurnummer", "klant", "datum", "totaal"])
        for fac in facturen(f"{maand}..{maand}"):
            w.writerow([fac["invoice_id"], fac["contact"]["company_name"], fac["invoice_date"], fac["total_price_incl_tax"]])
''',
    cred="hex:64",
    extra=lambda rng, s: s.update(admin=str(rng.randint(10**17, 10**18 - 1))),
)

D.reg(
    "verwijder_whatsapp_ios_wachtwoord_salonized",
    ("WhatsApp Chat - Team <<orgc>>/_chat.txt", "telefoon-balie/WhatsApp/_chat_<<date>>.txt"),
    """[<<dd>>-<<mo>>-<<year>> <<time_s>>] Team <<orgc>>: ‎Berichten en gesprekken worden end-to-end versleuteld.
[<<dd>>-<<mo>>-<<year>> <<time_s>>] <<full>>: Nieuwe inlog voor Salonized, de oude werkt niet meer sinds de update
[<<dd>>-<<mo>>-<<year>> <<time_s>>] <<full>>: <<email>>
[<<dd>>-<<mo>>-<<year>> <<time_s>>] <<full>>: wachtwoord: <<cred>>
[<<dd>>-<<mo>>-<<year>> <<time_s>>] <<full2>>: Top! Morgen 3 behandelingen picolaser + 1 intake, die zet ik er vanavond in
[<<dd>>-<<mo>>-<<year>> <<time_s>>] <<full>>: Niet vergeten: bij elke intake de huidtype (Fitzpatrick) invullen 🙏
""",
    cred="human",
)

D.reg(
    "verwijder_picolaser_logboek_smb_ini",
    (
        "C/ProgramData/LaserLogboek/export_kamer<<room>>_<<year>>.ini",
        "laserpc-<<org>>/LaserLogboek/export.ini",
    ),
    """; Export behandelingslogboek picolaser -> NAS (dagelijks 21:00)
[Laser]
Type=Picosecondelaser 532/1064 nm
Serienummer=<<serial>>
Ruimte=Behandelkamer <<room>>

[Export]
Map=\\\\nas-<<org>>\\logboek\\<<year>>
Formaat=CSV
Bewaartermijn_jaren=15

[NetwerkShare]
Gebruiker=laserpc
Wachtwoord=<<cred>>
Domein=WORKGROUP
""",
    cred="pw",
    syntax="ini",
)


def _dburl(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_url(s["cred"])


def _pw_urlish(rng: random.Random, fam: Fam) -> str:
    return gen_pw(rng, sym="@#%&:/?+")


def _dec_dburl(text: str) -> str:
    for line in text.splitlines():
        if line.startswith("DATABASE_URL="):
            u = urllib.parse.urlsplit(line.split("=", 1)[1].strip())
            return urllib.parse.unquote(u.password or "")
    raise ValueError("no DATABASE_URL")


D.reg(
    "verwijder_database_url_percent_encoded_dotenv",
    ("patientportaal/.env", "deploy/<<org>>-portaal/.env"),
    """# Patiëntportaal (voor/na-foto's, toestemmingsformulieren)
NODE_ENV=production
PORT=8080
DATABASE_URL=postgresql://portaal:<<enc>>@db.<<dom>>:5432/portaal?sslmode=require
UPLOAD_DIR=/srv/portaal/uploads
MAX_FOTO_MB=25
""",
    cred=_pw_urlish,
    extra=_dburl,
    decode=_dec_dburl,
)

D.reg(
    "verwijder_email_wachtwoord_fotodocumentatie",
    ("mail/ict/fotopc_<<date>>.eml", "Outlook/Inbox/<<hex8>>.eml"),
    """From: <<full2>> <support@<<it>>.nl>
To: <<email>>
Subject: Foto-pc behandelkamer opnieuw ingericht
Date: <<maildate>> +0200
Content-Type: text/plain; charset=utf-8

Hoi <<first>>,

De foto-pc in behandelkamer <<room>> is opnieuw ingericht. De camera-software voor de
voor- en nafoto's staat er weer op en slaat op de NAS op (map \\\\nas-<<org>>\\fotos).

Gebruikersnaam: kliniek\\fotopc
Wachtwoord: <<cred>>

Graag het wachtwoord niet op een briefje op het scherm plakken ;-)

Met vriendelijke groet,
<<full2>>
<<it>> ICT-beheer
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(it=pick(rng, ("sallandict", "ijsselit", "hanzebeheer"))),
)

D.reg(
    "verwijder_home_assistant_secrets_yaml_laserruimte",
    ("homeassistant-<<org>>/secrets.yaml", "backups/ha_<<date>>/config/secrets.yaml"),
    """# Home Assistant — <<orgc>> (klimaat laserruimte: laser alleen tussen 18 en 24 °C)
latitude_kliniek: 52.25<<n>>
longitude_kliniek: 6.16<<n>>
tado_username: "<<email>>"
tado_password: "<<cred>>"
shelly_ip_airco: "<<lan>>"
melding_telefoon: "<<phone>>"
""",
    cred="human",
)

D.reg(
    "verwijder_rclone_conf_s3_patientfotos",
    ("home/<<fa>>/.config/rclone/rclone.conf", "nas/scripts/rclone.conf"),
    """[patientfotos]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = eu-central-2
endpoint = s3.eu-central-2.wasabisys.com
acl = private

[archief]
type = alias
remote = patientfotos:<<org>>-fotos/archief
""",
    cred=lambda rng, fam: prov(rng, "aws_secret"),
    syntax="ini",
    extra=lambda rng, s: s.update(akid=alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
)
