# ruff: noqa: E501
"""Family c: alphorn makers in Appenzell (Switzerland), bored from spruce."""

import base64
import re

from fortysecond_spec import family, gen_pw, jwt_rs

F = family(
    "alphorn_appenzell_spruce",
    ("spruceklang", "saentisholz"),
    "ch",
    ("Ueli", "Vreni", "Sepp", "Babeli", "Köbi", "Rösli", "Hansruedi"),
    ("Inauen", "Fässler", "Koller", "Manser", "Sutter", "Dörig"),
    (
        "fichte",
        "alphorn",
        "saentis",
        "chlause",
        "zaeuerli",
        "bechli",
        "rottanne",
        "hornbauer",
        "landsgmeind",
    ),
    ("fruehlig", "summer", "herbst", "winter", "alpufzug"),
    "41",
)

F.reg(
    "alphorn_threema_chat_export_passwort",
    ("Threema/Chat_<<first>>_<<date>>.txt", "Downloads/threema-export-<<n4>>/messages-<<fa>>.txt"),
    """[<<dmy>>, <<time>>] <<first>>: Hoi, weisch du s'Passwort vom Webshop no?
[<<dmy>>, <<time>>] <<first2>>: Benutzer isch <<email>>
[<<dmy>>, <<time>>] <<first2>>: Passwort: <<cred>>
[<<dmy>>, <<time>>] <<first>>: Merci vielmal! Denn lad i hüt die neue Fichte-Hörner ue
""",
    "human",
)

F.reg(
    "alphorn_bexio_api_jwt_python",
    ("<<org>>/bexio_rechnungen.py", "home/<<fa>>/buchhaltung/bexio_export_<<year>>.py"),
    """import requests

BEXIO_TOKEN = "<<cred>>"

r = requests.get(
    "https://api.bexio.com/2.0/kb_invoice",
    headers={"Authorization": f"Bearer {BEXIO_TOKEN}", "Accept": "application/json"},
    timeout=30,
)
for inv in r.json():
    print(inv["document_nr"], inv["total"])
""",
    lambda rng, s: jwt_rs(
        rng, {"login_id": s["uid"], "company_id": f"{s['org']}{s['n3']}", "exp": 1893456000}
    ),
)

F.reg(
    "alphorn_datatrans_hmac_application_yml",
    ("<<org>>-shop/src/main/resources/application-prod.yml", "shop<<n>>/config/application.yml"),
    """spring:
  datasource:
    url: jdbc:postgresql://localhost:5432/shop
    username: shop
    password: ${DB_PASSWORD}
datatrans:
  merchant-id: "1100<<n6>>"
  sign-key: "<<cred>>"
  endpoint: https://pay.datatrans.com/v1/start
""",
    "hex:128",
)

F.reg(
    "alphorn_cnc_bohrwerk_dnc_ftp_ini",
    ("DNC/<<fa>>/dnc_transfer.ini", "C:/Werkstatt/CNC<<n>>/dnc.ini"),
    """[Maschine]
Name=Tieflochbohrwerk <<n>>
Steuerung=Fanuc 0i-MF
[FTP]
Host=<<ip>>
Port=21
Benutzer=cnc<<n>>
Passwort=<<cred>>
Verzeichnis=/MEMCARD/ALPHORN
""",
    "pw",
)

F.reg(
    "alphorn_german_email_passwort_treuhand",
    ("Mail/Treuhand/<<date>> Zugang Portal.eml", "Thunderbird/Inbox/<<n4>>.eml"),
    """From: <<first2>> <<email2>>
To: <<first>> <<last>> <<<email>>>
Subject: Zugang Treuhand-Portal
Date: <<date>>
Content-Type: text/plain; charset=utf-8

Grüezi <<first>>

Wie besprochen, hier der Zugang zum Portal für die Belege (Holzrechnungen, Spesen):

Benutzer: <<user>>
Passwort: <<cred>>

Bitte nach dem ersten Login ändern.

Freundliche Grüsse
<<first2>>
""",
    "human",
)

F.reg(
    "alphorn_concert_newsletter_mailchimp_env",
    ("<<org>>-konzerte/.env", "home/<<fa>>/newsletter/.env"),
    """MAILCHIMP_API_KEY=<<cred>>
MAILCHIMP_LIST_ID=<<hx>>
FROM_NAME="Alphorn Konzerte Appenzell"
FROM_EMAIL=konzert@<<dom>>
""",
    "p:mailchimp",
)

F.reg(
    "alphorn_swissdec_keytool_storepass_history",
    ("home/<<fa>>/.bash_history", "Users/<<fa>>/.zsh_history"),
    """cd ~/lohn/swissdec
ls *.p12
keytool -importkeystore -srckeystore elm_<<org>>.p12 -srcstoretype PKCS12 -destkeystore elm.jks -srcstorepass <<cred>> -deststorepass <<cred>>
keytool -list -keystore elm.jks -storepass <<cred>>
rm elm_<<org>>.p12
""",
    "pw_bare",
)


def _mime(s: dict) -> str:
    body = f"Grüezi {s['first']}\n\nDas neue Passwort für die Lohnbuchhaltung lautet:\n{s['cred']}\n\nLiebe Grüsse\n{s['first2']}\n"
    enc = base64.encodebytes(body.encode()).decode()
    return (
        f"From: {s['first2']} <{s['email2']}>\nTo: {s['email']}\nSubject: Lohnbuchhaltung\n"
        f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
        f"Content-Transfer-Encoding: base64\n\n{enc}"
    )


def _dec_mime(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = base64.b64decode("".join(body.split())).decode()
    m = re.search(r"lautet:\n(\S+)", plain)
    assert m
    return m.group(1)


F.reg(
    "alphorn_mime_base64_body_email_passwort",
    ("Mail/Lohn/<<date>>-<<n3>>.eml", "Outlook/Export/Lohnbuchhaltung_<<n4>>.eml"),
    _mime,
    lambda rng, s: gen_pw(rng, sym="!*+-_.?"),
    decode=_dec_mime,
)
