# ruff: noqa: E501
"""Family k: a gliding club on the Kopaida plain (Greece; Greek)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from eightythird_spec import Fam, email, gen_pw, pw_needing, xml_text

F = Fam(
    name="anemoptero_gliding_club_greece",
    orgs=("glaros", "aetosgliding", "kopaidaclub", "meltemisoar"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δήμητρα", "dimitra"),
        ("Σπύρος", "spyros"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Νικολάου", "nikolaou"),
        ("Καραγιάννης", "karagiannis"),
    ),
    words=(
        "anemos",
        "olympos",
        "aetos",
        "meltemi",
        "thermiki",
        "ikaros",
        "kopaida",
        "zeus",
        "feta",
        "ouzo",
        "souvlaki",
        "argos",
        "dedalos",
        "glaros",
        "parnassos",
        "elia",
    ),
    pets=("azor", "bobos", "rex", "fifi", "mavros", "lucky"),
    cc="30",
    places=("Κωπαΐδα", "Τατόι", "Μέγαρα", "Σέρρες", "Λάρισα"),
    regs=("SX-GLD", "SX-ASK", "SX-GPT", "SX-DUO", "SX-LSK"),
    tz="+0200",
)

F.reg(
    "anemoptero_greek_viber_csv_kodikos_weglide",
    ("viber/Viber_Λέσχη_<<nn>>.csv", "exports/viber_club_<<date>>.csv"),
    lambda s: (
        "Date,Time,Sender Name,Sender Phone Number,Message\n"
        f"{s['dmy']},{s['hm']},{s['first']} {s['last']},{s['phone']},Αύριο ρυμούλκηση από τις 11:00 με το {s['reg']}\n"
        f"{s['dmy']},{s['hm']},{s['first2']},{s['phone2']},Ποιος είναι ο κωδικός του λογαριασμού της λέσχης στο WeGlide;\n"
        f"{s['dmy']},{s['hm2']},{s['first']} {s['last']},{s['phone']},{s['cred']}\n"
        f"{s['dmy']},{s['hm2']},{s['first2']},{s['phone2']},Ευχαριστώ!\n"
    ),
    "human",
    syntax="",
)

F.reg(
    "anemoptero_weglide_igc_upload_python_bearer",
    ("tools/weglide_upload_<<nn>>.py", "scripts/igc_<<date>>_upload.py"),
    '''"""Ανεβάζει τα IGC της ημέρας στο WeGlide για τον διασυλλογικό διαγωνισμό."""

import pathlib

import requests

TOKEN = "<<cred>>"
for igc in sorted(pathlib.Path("/srv/igc/<<date>>").glob("*.igc")):
    with igc.open("rb") as f:
        r = requests.post(
            "https://api.weglide.org/v1/igcfile",
            headers={"Authorization": f"Bearer {TOKEN}"},
            files={"file": f},
            data={"aircraft_id": <<nn>>, "club_id": <<n>>},
            timeout=60,
        )
    print(igc.name, r.status_code)
''',
    "p:jwt",
)

F.reg(
    "anemoptero_xcsoar_profile_prf_livetrack24_password",
    ("XCSoarData/<<fa>>.prf", "kobo/<<reg>>/XCSoarData/default_<<nn>>.prf"),
    """PilotName="<<first>> <<last>>"
AircraftReg="<<reg>>"
CompetitionId="<<n>>K"
LiveTrack24Enabled="1"
LiveTrack24Server="www.livetrack24.com"
LiveTrack24Username="<<fa>><<la>>"
LiveTrack24Password="<<cred>>"
LiveTrack24TrackingInterval="10"
SafetyAltitudeArrival="300"
""",
    "pw_dq",
    syntax="",
)


def _amp(rng, fam, s):
    return pw_needing(rng, "&<>", lambda: gen_pw(rng, sym="!#*-_.@"))


def _dec_xml(text: str) -> str:
    root = ET.fromstring(text.encode())
    el = root.find(".//member/password")
    assert el is not None and el.text
    return el.text


F.reg(
    "anemoptero_members_export_xml_escaped_password",
    ("members/μέλη_<<y>>.xml", "exports/<<org>>_members_<<nn>>.xml"),
    lambda s: (
        '<?xml version="1.0" encoding="UTF-8"?>\n<club name="Λέσχη Ανεμοπορίας">\n'
        f'  <member id="{s["nn"]}">\n    <name>{xml_text(s["first"] + " " + s["last"])}</name>\n'
        f"    <login>{s['fa']}.{s['la']}</login>\n    <password>{s['enc']}</password>\n"
        f"    <licence>GR.SPL.{s['nn']}</licence>\n  </member>\n</club>\n"
    ),
    _amp,
    extra=lambda rng, s: s.update(enc=xml_text(s["cred"])),
    decode=_dec_xml,
    syntax="xml",
)

F.reg(
    "anemoptero_viva_wallet_smart_checkout_env",
    ("site/.env", "membership-fees/<<org>>/.env.production"),
    """# Viva Wallet Smart Checkout – συνδρομές μελών και πτήσεις γνωριμίας
VIVA_ENV=production
VIVA_CLIENT_ID=<<cid>>.apps.vivapayments.com
VIVA_CLIENT_SECRET=<<cred>>
VIVA_SOURCE_CODE=<<nn>>
SITE_URL=https://<<dom>>
""",
    "p:viva",
    extra=lambda rng, s: s.update(cid=s["hex8"] + s["uuid"][:12].replace("-", "")),
    syntax="",
)

F.reg(
    "anemoptero_winch_logger_wpa_supplicant_psk",
    ("boot/wpa_supplicant.conf", "winch/pi_<<nn>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GR

network={
    ssid="<<orgc>>-Winch"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human",
    syntax="",
)

F.reg(
    "anemoptero_greek_email_kodikos_meteo_station",
    ("mail/απεσταλμένα/<<date>>_meteo_<<nn>>.eml", "mail/<<fa>>/meteo_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        s["email2"],
        "Κωδικός για τον μετεωρολογικό σταθμό της λέσχης",
        f"Γεια σου {s['first2']},\n\nγια να βλέπεις τον άνεμο στο {s['place']} πριν ανέβεις:\n"
        f"http://{s['pub']}:8080/\nχρήστης: meteo\nκωδικός: {s['cred']}\n\n"
        f"Καλές πτήσεις,\n{s['first']}\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "anemoptero_flight_log_crontab_mysqldump_password",
    ("var/spool/cron/crontabs/root", "backup/<<org>>_crontab_<<nn>>"),
    """# ημερήσιο αντίγραφο ασφαλείας του βιβλίου πτήσεων
MAILTO=<<email>>
30 22 * * * mysqldump -u startkladde -p'<<cred>>' startkladde | gzip > /backup/flightlog_$(date +\\%F).sql.gz
0 3 * * 0 find /backup -name 'flightlog_*' -mtime +60 -delete
""",
    "pw_sq",
    syntax="",
)
