"""Family d: a German exchange student at an Istanbul university (German, Turkish)."""
# ruff: noqa: E501

from __future__ import annotations

import json
import quopri
import random
import re

from ninetyeighth_spec import Fam, enc_qp, pick

F = Fam(
    name="erasmus_degisim_istanbul",
    key="degisim",
    orgs=("bogazkopru", "kadikoyuni", "yildizkent", "marmarakamp", "galatalab"),
    tld="edu.tr",
    first=(
        ("Lena", "lena"),
        ("Jonas", "jonas"),
        ("Elif", "elif"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Felix", "felix"),
        ("Merve", "merve"),
        ("Can", "can"),
    ),
    last=(
        ("Schneider", "schneider"),
        ("Yılmaz", "yilmaz"),
        ("Öztürk", "ozturk"),
        ("Hoffmann", "hoffmann"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Becker", "becker"),
    ),
    words=(
        "bosporus",
        "simit",
        "kadikoy",
        "vapur",
        "cay",
        "galata",
        "martı",
        "lokum",
        "baklava",
        "heimweh",
        "kartoffel",
        "fenerbahce",
        "istiklal",
        "moda",
        "erasmus",
    ),
    pets=("pamuk", "minnos", "tarcin", "bello", "karamel", "findik"),
    cc="+90",
    places=("Kadıköy", "Beşiktaş", "Üsküdar", "Sarıyer"),
)

UMLAUT = (
    "Möwe",
    "Brücke",
    "Fähre",
    "Grüße",
    "Bosporusfähre",
    "Tschüss",
    "Glück",
    "Müsli",
    "Übersee",
    "Straßenkatze",
)


def _umlaut_pw(rng: random.Random, s: dict) -> str:
    return f"{pick(rng, UMLAUT)}{rng.randint(10, 2027)}{rng.choice('!?#.')}"


def _qp_mail(s: dict) -> str:
    body = f"""Hallo {s["fn2"]},

wie besprochen hier meine Zugangsdaten für das Online Learning Agreement, damit du
die Kurse in Erasmus+ Dashboard eintragen kannst, während ich beim Ausländeramt bin:

Benutzer: {s["email"]}
Passwort: {s["cred"]}

Das Passwort ändere ich danach gleich wieder. Liebe Grüße aus Kadıköy!
{s["fn"]}
"""
    qp = quopri.encodestring(body.encode("utf-8")).decode()
    return f"""From: {s["fn"]} {s["ln"]} <{s["fa"]}.{s["la"]}@uni-mannheim.de>
To: {s["fn2"]} {s["ln2"]} <{s["email2"]}>
Subject: =?UTF-8?Q?Zugangsdaten_OLA_f=C3=BCr_dich?=
Date: Thu, {s["day"]} Oct {s["year"]} {s["time"]}:03 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

{qp}"""


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode("utf-8")
    return re.search(r"Passwort: (\S+)", plain).group(1)


F.reg(
    "email_german_quoted_printable_passwort",
    ("Mail/Gesendet/ola_<<n>>.eml", "Thunderbird/Sent/<<date>>-zugangsdaten.eml"),
    _qp_mail,
    cred=_umlaut_pw,
    syntax="",
    decode=_dec_qp,
    enc=enc_qp,
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": 101,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:00",
            "date_unixtime": str(s["ts"]),
            "from": f"{s['fn2']} {s['ln2']}",
            "from_id": "user5512",
            "text": "e-Devlet şifren geldi mi? İkamet randevusu için lazım",
            "text_entities": [
                {"type": "plain", "text": "e-Devlet şifren geldi mi? İkamet randevusu için lazım"}
            ],
        },
        {
            "id": 102,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:40",
            "date_unixtime": str(s["ts"] + 40),
            "from": f"{s['fn']} {s['ln']}",
            "from_id": "user7781",
            "text": f"Evet PTT'den aldım, değiştirdim: {s['cred']} — bak bakalım giriş yapabiliyor musun",
            "text_entities": [
                {
                    "type": "plain",
                    "text": f"Evet PTT'den aldım, değiştirdim: {s['cred']} — bak bakalım giriş yapabiliyor musun",
                }
            ],
        },
        {
            "id": 103,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:59",
            "date_unixtime": str(s["ts"] + 59),
            "from": f"{s['fn2']} {s['ln2']}",
            "from_id": "user5512",
            "text": "Tamam, randevu aldım 👍",
            "text_entities": [{"type": "plain", "text": "Tamam, randevu aldım 👍"}],
        },
    ]
    return json.dumps(
        {"name": f"{s['fn2']} {s['ln2']}", "type": "personal_chat", "id": 5512, "messages": msgs},
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "telegram_json_export_sifre_edevlet",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "Downloads/ChatExport_<<n>>/result.json"),
    _tg,
    cred="human",
)

F.reg(
    "ics_orientation_portal_login",
    ("Kalender/erasmus_<<year>>.ics", "Downloads/oryantasyon_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
CALSCALE:GREGORIAN
BEGIN:VEVENT
DTSTART:<<year>><<mon>><<day>>T070000Z
DTEND:<<year>><<mon>><<day>>T090000Z
DTSTAMP:<<year>><<mon>><<day>>T120000Z
UID:<<uuid>>@google.com
SUMMARY:Oryantasyon / Orientation – Uluslararası Ofis
LOCATION:Güney Kampüs\\, Albert Long Hall
DESCRIPTION:OBIKAS Login für Kurswahl: <<sid>> / <<cred>>\\nDanach Foto für
 Studentenausweis mitbringen!
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "obsidian_notes_aufenthalt_logins",
    ("Obsidian/Istanbul/Behörden.md", "vault-<<year>>/Erasmus/Logins <<n>>.md"),
    """---
tags: [erasmus, istanbul, behörden]
updated: <<date>>
---
# Behörden & Logins

## İkamet (Aufenthaltserlaubnis)
- Termin über e-ikamet.goc.gov.tr – Antragsnummer <<sid>>
- e-Devlet Kapısı: TC-Kimlik (Ausländer-Nr.) 99<<sid>>
  - Passwort: `<<cred>>`

## Uni
- OBIKAS = wie Campus-Portal, Login mit Studentennummer
- eduroam geht mit <<user>>@<<dom>>

## Istanbulkart
- Studentenkarte beantragen (mit Belge von der Uni)
""",
    cred="human",
    syntax="",
)

F.reg(
    "davfs2_secrets_uni_webdav",
    ("home/<<fa>>/.davfs2/secrets", "backup/laptop-<<date>>/davfs2/secrets"),
    """# davfs2 secrets file
# Uni-Cloud (Sciebo) in Deutschland, damit ich von Istanbul aus an die Notizen komme
https://uni-mannheim.sciebo.de/remote.php/webdav/ <<fa>>.<<la>>@uni-mannheim.de <<cred>>
/mnt/bogazici-ders <<sid>> <<cred2>>
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {
        "cred2": "".join(rng.choice("abcdefghkmnpqrstuvwxyz23456789") for _ in range(10))
    },
)

F.reg(
    "openconnect_vpn_stdin_script",
    ("bin/uni-vpn-<<n>>.sh", "home/<<fa>>/scripts/vpn_<<org>>.sh"),
    """#!/usr/bin/env bash
# VPN zur Uni in Deutschland (Bibliothekszugang / Springer Link) von Istanbul aus
set -e
USER_UNI="<<fa>>.<<la>>"
echo '<<cred>>' | sudo openconnect --protocol=anyconnect \\
    --user="$USER_UNI" --passwd-on-stdin \\
    --authgroup="Studierende" vpn.uni-mannheim.de
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "whatsapp_german_reply_only_value",
    (
        "WhatsApp/WhatsApp Chat mit <<fn2>> <<n>>.txt",
        "Downloads/WhatsApp Chat - WG Moda <<year>>.txt",
    ),
    """<<day>>.<<mon>>.<<yy>>, <<time>> - <<fn2>> <<ln2>>: Hey, wie war nochmal das WLAN in der WG? Mein Laptop hat es vergessen
<<day>>.<<mon>>.<<yy>>, <<time>> - <<fn>> <<ln>>: <<cred>>
<<day>>.<<mon>>.<<yy>>, <<time>> - <<fn2>> <<ln2>>: Danke 😘 çok sağ ol
""",
    cred="human_x",
    syntax="",
)


def _deepl(rng: random.Random, s: dict) -> str:
    from ninetyeighth_spec import uuid4

    return uuid4(rng) + ":fx"


F.reg(
    "deepl_free_api_key_python",
    ("tools/uebersetzen_<<n>>.py", "home/<<fa>>/turkce/deepl_ceviri.py"),
    '''"""Übersetzt meine Türkisch-Hausaufgaben zur Kontrolle (DeepL API Free)."""

import sys

import deepl

AUTH_KEY = "<<cred>>"

translator = deepl.Translator(AUTH_KEY)
text = open(sys.argv[1], encoding="utf-8").read()
result = translator.translate_text(text, source_lang="TR", target_lang="DE")
print(result.text)
''',
    cred=_deepl,
)
