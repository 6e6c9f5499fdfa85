# ruff: noqa: E501
"""Family a: a bouldering and climbing wall in Prague (Czech)."""

from __future__ import annotations

from sixtysixth_spec import Fam, dec_qp_after, enc_qp, pick

FAM = Fam(
    "lezecka_stena_boulder_praha",
    ("chytovna", "lanokrok"),
    "cz",
    (
        "Jana",
        "Petr",
        "Markéta",
        "Tomáš",
        "Lucie",
        "Ondřej",
        "Kateřina",
        "Jakub",
        "Tereza",
        "Vojtěch",
    ),
    ("Novák", "Dvořáková", "Procházka", "Černý", "Veselá", "Horák", "Kučerová", "Marek"),
    (
        "lezec",
        "chyt",
        "stena",
        "boulder",
        "skala",
        "lano",
        "magnezko",
        "sedak",
        "previs",
        "jistic",
        "cesta",
        "kocka",
        "modra",
        "borovice",
        "krkonose",
        "smichov",
        "karabina",
    ),
    "420",
    (
        "Jana",
        "Petr",
        "Marketa",
        "Tomas",
        "Lucie",
        "Ondrej",
        "Katerina",
        "Jakub",
        "Tereza",
        "Vojtech",
    ),
    ("Novak", "Dvorakova", "Prochazka", "Cerny", "Vesela", "Horak", "Kucerova", "Marek"),
    ("Bobik", "Micka", "Ferda", "Alik", "Rozarka", "Ben"),
)

FAM.reg(
    "boulder_turnstile_controller_ini",
    ("C:/Turniket/<<org>>/turniket.ini", "C:/ProgramData/AccessGate/<<org>>_<<n>>.ini"),
    """; Turniket vstup - recepce <<orgc>>
; upravil <<first>> <<last>> <<ddmmyyyy>>
[Ctecka]
Port=COM<<nn>>
Rychlost=9600
Typ=RFID_EM4100

[Databaze]
Server=<<lan>>
Instance=SQLEXPRESS
Databaze=Permanentky
Uzivatel=turniket
Heslo=<<cred>>

[Vstup]
OtevritNaSekundy=4
PovolitDluh=0
""",
    "pw",
)

FAM.reg(
    "boulder_czech_whatsapp_heslo_recepce",
    (
        "Export/WhatsApp Chat - Recepce <<orgc>> <<n>>.txt",
        "Downloads/WhatsApp Chat s <<first>> <<n>>.txt",
    ),
    """<<dd>>.<<mm>>.<<yy>> <<time>> - <<first>> <<last>>: Ahoj, zítra mám ranní směnu a nejde mi přihlásit do rezervačky
<<dd>>.<<mm>>.<<yy>> <<time>> - <<first2>>: Změnila jsem to po tom úniku, nové heslo na recepční účet je <<cred>>
<<dd>>.<<mm>>.<<yy>> <<time2>> - <<first>> <<last>>: Super díky, funguje 👍
<<dd>>.<<mm>>.<<yy>> <<time2>> - <<first2>>: A nezapomeň zamknout sklad s lezečkama
""",
    "human",
)


def _staff_csv(s: dict) -> str:
    rows = ["Jméno;Příjmení;Role;Login;Heslo;Poslední přihlášení"]
    rows.append(
        f"{s['first2']};Malá;lektor;{s['lf']}{s['nn']};Chyt{s['n4']};{s['date']} {s['time']}"
    )
    rows.append(
        f"{s['first']};{s['last']};recepce;{s['login']};{s['cred']};{s['date']} {s['time2']}"
    )
    rows.append(f"Správce;;admin;admin;{s['extra_pw']};{s['date']} 08:01")
    return "\r\n".join(rows) + "\r\n"


FAM.reg(
    "boulder_reservation_export_csv_login_column",
    ("Dokumenty/<<org>>/uzivatele_rezervace_<<date>>.csv", "Plocha/export_obsluha_<<n>>.csv"),
    _staff_csv,
    "human_x",
    extra=lambda r, s: {"extra_pw": FAM.human(r, sym="-_.")},
)

ACCENTED = (
    "Převis",
    "Žlutá",
    "Smíchov",
    "Lezečky",
    "Kočička",
    "Borůvka",
    "Skalák",
    "Jistič",
    "Šplhoun",
    "Ještěd",
)


def _qp_extra(r, s):
    return {"qp": enc_qp(s["cred"])}


FAM.reg(
    "boulder_email_quoted_printable_heslo",
    (
        "Mail/<<org>>/Odeslané/<<n>>.eml",
        "Thunderbird/Profiles/<<hex8>>/Mail/Local Folders/Sent-<<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?P=C5=99=C3=ADstup_do_pokladny?=
Date: Tue, <<dd>> Mar <<year>> <<time>>:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Ahoj,

tady jsou =C3=BAdaje do pokladny na recepci (Dotyka=C4=8Dka), =C3=BA=C4=8Det pro brig=C3=A1dn=C3=ADky:
login: recepce<<nn>>
heslo: <<qp>>

Pros=C3=ADm neukl=C3=A1dej to na pap=C3=ADrek u kasy.
<<first>>
""",
    lambda r, s: f"{pick(r, ACCENTED)}{r.randint(10, 2026)}{pick(r, '!.#')}",
    extra=_qp_extra,
    decode=dec_qp_after("heslo: "),
)

FAM.reg(
    "boulder_route_setting_pi_python_webhook",
    ("home/pi/stavba_cest/<<org>>_upload_<<n>>.py", "home/pi/skripty/nove_cesty_<<nn>>.py"),
    '''#!/usr/bin/env python3
"""Fotky nově postavených cest z mobilu -> skupina stavěčů na Telegramu."""
import pathlib

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<n8>>
SLOZKA = pathlib.Path("/home/pi/fotky_cest")


def posli(foto):
    with foto.open("rb") as f:
        requests.post(
            f"https://api.telegram.org/bot{BOT_TOKEN}/sendPhoto",
            data={"chat_id": CHAT_ID, "caption": foto.stem},
            files={"photo": f},
            timeout=30,
        )


for foto in sorted(SLOZKA.glob("*.jpg")):
    posli(foto)
    foto.rename(foto.with_suffix(".odeslano"))
''',
    "p:telegram_bot",
)

FAM.reg(
    "boulder_pos_comgate_env",
    ("var/www/<<org>>-eshop/.env", "srv/permanentky_<<n>>/.env"),
    """APP_ENV=prod
APP_URL=https://eshop.<<dom>>
DATABASE_URL=mysql://eshop:<<db_pw>>@127.0.0.1:3306/eshop
# platebni brana Comgate - permanentky a darkove poukazy
COMGATE_MERCHANT=<<n4>><<nn>>
COMGATE_SECRET=<<cred>>
COMGATE_TEST=false
MAILER_DSN=smtp://<<lf>>%40<<dom>>@smtp.seznam.cz:465
""",
    "alnum:32",
    extra=lambda r, s: {"db_pw": FAM.draw(r, "pw_url", s)},
)

FAM.reg(
    "boulder_gym_wifi_mikrotik_rsc",
    ("zalohy/mikrotik/<<org>>_<<date>>.rsc", "IT/router_stena_<<n>>.rsc"),
    """# <<date>> <<time>>:03 by RouterOS 7.14.3
# software id = <<hexid>>
#
# model = RB951Ui-2HnD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=lezci supplicant-identity="" wpa2-pre-shared-key="<<cred>>"
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=lezci ssid="<<orgc>> Lezci"
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
/system identity
set name=<<org>>-router
""",
    "human_x",
    syntax="",
    extra=lambda r, s: {"hexid": str(s["hex8"]).upper()[:4] + "-" + str(s["hex8"]).upper()[4:]},
)

FAM.reg(
    "boulder_camera_nvr_ics_description_heslo",
    ("Kalendar/<<org>>_udrzba_<<n>>.ics", "Downloads/myti_chytu_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mm>><<dd>>T210000Z
DTEND:<<year>><<mm>><<dd>>T230000Z
UID:<<uuid>>@google.com
SUMMARY:Mytí chytů + kontrola kamer
DESCRIPTION:Po zavíračce sundat chyty z boulder stěny B.\\nKamery (NVR Hikvision http://<<lan>>): admin / <<cred>>\\nKlíč od skladu má <<first>>.
LOCATION:<<orgc>>\\, Praha
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
