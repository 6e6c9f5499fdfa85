# ruff: noqa: E501
"""Family a: a cholera / WASH response in the Artibonite valley, Haiti (Haitian Creole, French)."""

from __future__ import annotations

import base64
import json
import random
import zlib

from sixtyfirst_spec import Fam, alnum, hexs

F = Fam(
    "artibonite_cholera_konbit",
    orgs=("konbitdlo", "fieldbridge-relief", "openwell-intl"),
    tld="ht",
    first=(
        "wilner",
        "nadege",
        "jean-robert",
        "guerline",
        "fritznel",
        "micheline",
        "ti-paul",
        "roseline",
    ),
    last=(
        "pierre-louis",
        "dorvil",
        "jean-baptiste",
        "celestin",
        "augustin",
        "saintil",
        "joseph",
        "florestal",
    ),
    words=(
        "dlo",
        "klowox",
        "konbit",
        "lakay",
        "soley",
        "latrin",
        "pwomes",
        "gonaives",
        "lavi",
        "sante",
        "bokit",
        "kokoye",
    ),
    places=("Gonaïves", "Saint-Marc", "Verrettes", "L'Estère", "Petite-Rivière", "Desdunes"),
    cc="+509",
    country="haiti",
)

# 1. KoBo sync script on the field server
F.reg(
    "konbit_kobo_submissions_pull_script_token",
    ("field-server/scripts/kobo_pull_<<compact>>.py", "home/<<first>>/wash/sync_kobo_<<n>>.py"),
    """#!/usr/bin/env python3
# Rale soumisyon KoBo pou sondaj pwen dlo yo chak maten (cron 05:30)
# Mete ajou: <<fn>> <<dmy>>
import csv
import requests

KOBO = "https://kf.kobotoolbox.org"
ASSET = "a<<hexid>>Vq3XkPz2Lm"
HEADERS = {"Authorization": "Token <<cred>>"}


def main():
    r = requests.get(f"{KOBO}/api/v2/assets/{ASSET}/data/?format=json", headers=HEADERS, timeout=60)
    r.raise_for_status()
    rows = r.json()["results"]
    with open("/srv/wash/pwen_dlo_<<compact>>.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["_id", "komin", "klò_rezidyèl", "dat"])
        for x in rows:
            w.writerow([x["_id"], x.get("komin"), x.get("klo_rezidyel"), x.get("_submission_time")])
    print(len(rows), "soumisyon")


if __name__ == "__main__":
    main()
""",
    "p:kobo",
)

# 2. WhatsApp chat export in Haitian Creole
F.reg(
    "konbit_kreyol_whatsapp_modpas_tablet_kobo",
    ("WhatsApp Chat with Ekip WASH <<place>>.txt", "chats/ekip_wash_<<compact>>.txt"),
    """[<<dmy>>, <<time>>:12] <<fn>>: Bonjou tout moun. Tablèt Samsung #<<n>> yo pa ka voye fòm yo, li mande login KoBo a ankò 😩
[<<dmy>>, <<time>>:40] Nadège Dorvil: Ki kont ou itilize?
[<<dmy>>, <<time2>>:03] <<fn>>: <<user>>_enum
[<<dmy>>, <<time2>>:47] Nadège Dorvil: modpas la se <<cred>> men pa pataje l ak moun deyò ekip la tanpri
[<<dmy>>, <<time2>>:59] <<fn>>: Mèsi anpil, li mache kounye a 👍
""",
    "human",
)

# 3. Shared accounts spreadsheet (CSV)
F.reg(
    "konbit_kont_pataje_csv_modpas_column",
    ("Drive/Biwo <<place>>/kont_pataje_<<year>>.csv", "shared/kont_pataje_v<<n>>.csv"),
    """sèvis,itilizatè,modpas,ki moun ki responsab,nòt
KoBoToolbox,<<org>>_wash,(mande Nadège),Nadège,pa chanje san avèti
Digicel Business,<<phone>>,<<cred>>,<<fn>> <<ln>>,kat SIM routè biwo a
Gmail biwo,biwo.<<place>>@gmail.com,(nan kofrefò a),Lojistik,
Portal donatè,<<email>>,2FA sou telefòn Micheline,Micheline,
""",
    "human",
    syntax="",
)

# 4. French sitrep e-mail with the VSAT portal login
F.reg(
    "konbit_sitrep_email_french_mot_de_passe_vsat",
    ("mail/sitrep_<<compact>>.eml", "outbox/Sitrep_<<place>>_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: coordination@<<dom>>
Date: <<dd>> Mar <<year>> 18:22:41 -0500
Subject: Sitrep choléra Artibonite – semaine <<n>>
Content-Type: text/plain; charset=utf-8

Bonsoir à tous,

Cas suspects cette semaine : <<n>> à <<place>>, 3 décès communautaires. Les équipes ont
chloré 41 points d'eau et distribué 1 200 kits d'hygiène.

Logistique : la liaison VSAT de la base est revenue hier soir. Pour la relève de la
semaine prochaine, le portail de supervision du terminal est https://<<ip>>/ ,
identifiant : admin, mot de passe : <<cred>>
Merci de ne pas le transférer hors de l'équipe.

Cordialement,
<<fn>>
""",
    "pw",
    syntax="",
)

# 5. MikroTik export of the field office router
F.reg(
    "konbit_mikrotik_export_wpa2_psk_biwo",
    ("it/routers/biwo_<<place>>_<<compact>>.rsc", "backup/mikrotik_<<hexid>>.rsc"),
    """# <<compact>> 10:14:02 by RouterOS 6.49.10
# software id = <<hexid>>
#
# model = RB951Ui-2HnD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=biwo supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=biwo ssid=<<org>>-Biwo
/ip address
add address=<<ip>>/24 interface=bridge network=10.0.0.0
/ip dns
set servers=8.8.8.8,1.1.1.1
/system identity
set name=biwo-<<place>>
""",
    "human_x",
    syntax="",
)

# 6. OCR of the whiteboard photo in the base
F.reg(
    "konbit_whiteboard_photo_ocr_kle_wifi",
    ("scans/IMG_<<compact>>_<<n>>.ocr.txt", "photos/tablo_biwo_<<hexid>>.txt"),
    """PLANNING SEMÈN <<n>>   |  CHOFÈ: Fritznel / Ti-Paul
Lendi  - Verrettes (klorasyon)   Madi - Desdunes
---------------------------------------
WIFI  <<org>>-Biwo
kle : <<cred>>
Jeneratè: 6h-10h / 17h-22h  gaz: 40 gal
Radyo kanal 3 = baz, kanal 5 = machin
""",
    "human_x",
)


# 7. ODK Collect settings QR payload (zlib + base64 JSON)
def _odk_extra(rng: random.Random, s: dict) -> None:
    settings = {
        "general": {
            "protocol": "odk_default",
            "server_url": f"https://odk.{s['dom']}/v1/key/{alnum(rng, 40)}/projects/{s['n']}",
            "username": s["user"],
            "password": s["cred"],
            "form_update_mode": "match_exactly",
            "autosend": "wifi_and_cellular",
        },
        "admin": {"edit_saved": False},
        "project": {"name": f"Kolera {s['place']}", "icon": "K", "color": "#3e9fcc"},
    }
    s["qr"] = base64.b64encode(zlib.compress(json.dumps(settings).encode())).decode()


def _odk_decode(text: str) -> str:
    blob = text.strip().splitlines()[-1]
    return json.loads(zlib.decompress(base64.b64decode(blob)))["general"]["password"]


F.reg(
    "konbit_odk_collect_qr_settings_zlib_b64",
    ("odk/qr/settings_enketè_<<n>>.txt", "Drive/odk_collect_config_<<compact>>.txt"),
    """# ODK Collect – kòd QR paramèt pou tablèt ankètè yo (eksport <<dmy>>)
<<qr>>
""",
    "pw_json",
    extra=_odk_extra,
    decode=_odk_decode,
)


# 8. Calendar entry for the donor reporting call
def _ics_extra(rng: random.Random, s: dict) -> None:
    s["uid"] = hexs(rng, 16)
    s["stamp"] = f"{s['compact']}T120000Z"


F.reg(
    "konbit_ics_donor_portal_call_modpas",
    ("calendar/rapo_donate_<<compact>>.ics", "export/apel_donate_<<hexid>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<compact>>T140000Z
DTEND:<<compact>>T150000Z
DTSTAMP:<<stamp>>
UID:<<uid>>@google.com
SUMMARY:Rapò trimestriyèl – pòtal donatè
DESCRIPTION:Konekte sou pòtal la avan apèl la.\\nLogin: <<email>>\\nModpas: <<cred>>\\nSi sa pa m
 ache rele <<fn>>.
LOCATION:Biwo <<place>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    extra=_ics_extra,
)
