# ruff: noqa: E501
"""Family j: licensed slot arcades (Spielhallen) in North Rhine-Westphalia (Germany): the
OASIS player exclusion register with its client certificate, entrance ID readers, cash
kiosks, lexoffice bookkeeping, DATEV, WhatsApp groups of branch managers and a
quoted-printable e-mail with an umlaut password."""

from __future__ import annotations

import json

from hundredthirtyseventh_spec import Fam, dec_qp_after, enc_qp

F = Fam(
    name="spielhalle_konzession_nrw",
    orgs=("gluckstaler", "sonnenspiel", "ruhrspielwelt"),
    tld="de",
    first=("Jürgen", "Sabine", "Mehmet", "Katrin", "Dirk", "Anja", "Stefan", "Nicole"),
    last=("Müller", "Schmidt", "Becker", "Schäfer", "Wagner", "Hoffmann", "Kaya"),
    ufirst=("juergen", "sabine", "mehmet", "katrin", "dirk", "anja", "stefan", "nicole"),
    ulast=("mueller", "schmidt", "becker", "schaefer", "wagner", "hoffmann", "kaya"),
    words=(
        "merkur",
        "sonne",
        "gluecksrad",
        "ruhrpott",
        "kohle",
        "zeche",
        "dortmund",
        "bochum",
        "currywurst",
        "spielothek",
        "sonnenschein",
        "glueck",
        "kumpel",
        "pommes",
    ),
    cc="49",
    cities=("Gelsenkirchen", "Bochum", "Dortmund", "Herne", "Essen"),
    pets=("bello", "luna", "balu", "mausi", "kruemel", "rocky"),
    teams=("Schalke04", "BVB09", "VfLBochum", "RWE", "MSV", "Knappen"),
)

DE_WORDS = (
    "Glücksrad",
    "Glückspilz",
    "Bärchen",
    "Sonnenkönig",
    "Grünkohl",
    "Fußball",
    "Übermut",
    "Schäfchen",
)


def _de_pw(rng, fam):
    return f"{rng.choice(DE_WORDS)}{rng.choice(('04', '09', '2024', '2025', '1904', '77'))}{rng.choice('!?#.')}"


def _qp(rng, s):
    body = f"""Sehr geehrte(r) {s["first"]} {s["last"]},

für die Spielstätte {s["orgc"]} {s["city"]} wurde ein neuer Benutzer für die
Abfrage der Sperrdatei OASIS angelegt. Bitte ändern Sie das Kennwort bei der
ersten Anmeldung.

Benutzerkennung: {s["user"]}.{s["org"]}
Kennwort: {s["cred"]}

Mit freundlichen Grüßen
Ihr IT-Support {s["orgc"]} Verwaltung
"""
    return {"qpbody": enc_qp(body)}


F.reg(
    "spielhalle_oasis_sperrdatei_email_quoted_printable",
    (
        "mail/<<user>>/OASIS_Zugang_<<ymd>>.eml",
        "Thunderbird/<<org>>/Inbox/oasis_kennwort_<<n>>.eml",
    ),
    """From: IT-Support <it@<<domain>>>
To: <<email>>
Subject: =?UTF-8?Q?Neuer_Zugang_Sperrdatei_OASIS?=
Date: Mon, 3 Mar <<year>> 07:58:10 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<qpbody>>""",
    _de_pw,
    syntax="",
    extra=_qp,
    decode=dec_qp_after(r"Kennwort: "),
)

F.reg(
    "spielhalle_oasis_client_keystore_properties",
    ("oasis-abfrage/conf/oasis-client.properties", "opt/<<org>>/oasis/client_<<n>>.properties"),
    """# OASIS Sperrabfrage - Client-Zertifikat der Spielstätte <<city>>
oasis.endpoint=https://oasis-gateway.<<domain>>/ws/spielerabfrage
oasis.betriebsnummer=NW-<<n2>>-<<n>>
oasis.keystore.path=/opt/<<org>>/oasis/spielstaette_<<n2>>.p12
oasis.keystore.type=PKCS12
oasis.keystore.password=<<cred>>
oasis.truststore.path=/opt/<<org>>/oasis/truststore.jks
oasis.timeout.ms=4000
""",
    "pw",
    syntax="",
)

F.reg(
    "spielhalle_filialleiter_whatsapp_kennwort_kassenautomat",
    ("WhatsApp Chat mit Filialleiter <<n>>.txt", "chats/<<org>>/whatsapp_filialen_<<ymd>>.txt"),
    """<<dmy2>>, 09:12 - <<first>> <<last>>: Moin zusammen, das Service-Kennwort vom Kassenautomat wurde nach dem Einbruchsversuch geändert
<<dmy2>>, 09:12 - <<first>> <<last>>: <<cred>>
<<dmy2>>, 09:13 - <<first>> <<last>>: Bitte nicht an die Aufsichten weitergeben, nur Filialleitung!
<<dmy2>>, 09:20 - <<first2>>: Alles klar 👍
<<dmy2>>, 09:31 - <<first2>>: Geht in <<city>> 👌
""",
    "human",
    syntax="",
)

F.reg(
    "spielhalle_lexoffice_belege_upload_python",
    ("buchhaltung/lexoffice_upload.py", "<<org>>_tools/belege_<<n>>.py"),
    '''"""Kassenberichte der Spielstätten als Belege nach lexoffice hochladen."""
import pathlib

import requests

LEXOFFICE_API_KEY = "<<cred>>"
BELEGE = pathlib.Path(r"\\\\<<ipl>>\\buchhaltung\\kassenberichte")


def upload(pdf: pathlib.Path) -> None:
    with pdf.open("rb") as fh:
        requests.post(
            "https://api.lexoffice.io/v1/files",
            headers={"Authorization": f"Bearer {LEXOFFICE_API_KEY}", "Accept": "application/json"},
            files={"file": (pdf.name, fh, "application/pdf")},
            data={"type": "voucher"},
            timeout=30,
        )


for p in sorted(BELEGE.glob("*.pdf")):
    upload(p)
''',
    "p:lexoffice",
)

F.reg(
    "spielhalle_datev_unternehmen_online_notiz",
    ("Desktop/Notizen_Buero.txt", "Users/<<user>>/Documents/DATEV Zugang <<n>>.txt"),
    """DATEV Unternehmen online
Mandant: <<n2>><<n>> / Berater 1<<n2>>
Benutzer: <<user>>
Passwort: <<cred>>
(SmartLogin nur bei Steuerberater, wir nutzen Passwort)

Steuerberater Hr. Wagner 0234 <<n2>>-<<n>>
""",
    "human",
    syntax="",
)

F.reg(
    "spielhalle_ausweisleser_backend_docker_compose",
    ("einlass/docker-compose.yml", "opt/<<org>>/einlasskontrolle/docker-compose.yml"),
    """# Einlasskontrolle: Ausweisleser an der Tür + Sperrabfrage
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: einlass
      POSTGRES_USER: einlass
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  backend:
    image: registry.<<domain>>/einlass-backend:2.7
    depends_on: [db]
    environment:
      DATABASE_URL: postgresql://einlass@db:5432/einlass
      OASIS_CLIENT_CONF: /run/oasis/oasis-client.properties
    ports:
      - "8080:8080"
volumes:
  pgdata:
""",
    "pw",
)


def _kiosk(s):
    return (
        json.dumps(
            {
                "geraet": f"KA-{s['n2']}",
                "standort": f"{s['orgc']} {s['city']}",
                "modus": "Auszahlung",
                "zentrale": {
                    "url": f"https://zentrale.{s['domain']}/api",
                    "geraeteSchluessel": s["cred"],
                },
                "drucker": {"typ": "Nippon", "port": "/dev/usb/lp0"},
                "sprachen": ["de", "tr", "en"],
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "spielhalle_kassenautomat_zentrale_geraet_json",
    ("kassenautomat/config/zentrale.json", "<<org>>/ka-<<n2>>/zentrale.json"),
    _kiosk,
    "x:kaz_live_:40",
)


def _csv(s):
    rows = [
        "System;Benutzer;Kennwort;Bemerkung",
        f"Videoüberwachung;admin;{s['cred']};NVR Halle {s['n']}",
        "Warenwirtschaft;filiale;(siehe Tresor);",
        "WLAN Personal;;;steht am Router",
    ]
    return "\n".join(rows) + "\n"


F.reg(
    "spielhalle_zugangsdaten_liste_csv_semikolon",
    ("Verwaltung/Zugangsdaten_<<city>>.csv", "share/<<org>>/Filiale_<<n>>/zugangsdaten.csv"),
    _csv,
    "human",
    syntax="",
)
