# ruff: noqa: E501
"""Family d: a ruin bar (romkocsma) in the seventh district, Budapest (Hungary, Hungarian)."""

from __future__ import annotations

import random

from sixtysecond_spec import Fam, dec_qp, enc_qp

F = Fam(
    "romkocsma_ruinbar_budapest",
    ("udvarkocsma", "borozoudvar", "kazinczykert"),
    "hu",
    ("bence", "reka", "zsolt", "eszter", "gergo", "dora", "mate", "kinga"),
    ("nagy", "kovacs", "toth", "szabo", "horvath", "varga"),
    (
        "froccs",
        "palinka",
        "unicum",
        "kert",
        "udvar",
        "kazinczy",
        "langos",
        "sor",
        "csapos",
        "buli",
        "zsiros",
        "dunapart",
    ),
    "36",
)

ACCENTED = (
    "fröccs",
    "pálinka",
    "kerthelyiség",
    "csülök",
    "túrórudi",
    "söröző",
    "lángos",
    "hétvége",
)


def _accented(rng: random.Random) -> str:
    w = rng.choice(ACCENTED)
    return rng.choice(
        (
            f"{w.capitalize()}{rng.randint(1990, 2026)}!",
            f"{w}{rng.randint(10, 99)}{w[0].upper()}#",
            f"Nagy{w}{rng.randint(100, 999)}",
        )
    )


F.reg(
    "romk_messenger_masolat_wifi_jelszo_pult",
    ("chat/messenger_pultosok_<<n>>.txt", "Letöltések/pultos csoport <<ymd>>.txt"),
    """<<name>>
<<time>>
sziasztok, ma este DJ van az udvaron, 8-ra legyetek bent
<<name2>>
<<time>>
a pultos wifi jelszava megváltozott?? a kassza tablet nem csatlakozik
<<name>>
<<time2>>
igen bocsi, <<ssid>> és a jelszó: <<cred>>
<<name2>>
<<time2>>
köszi, megy 👍
""",
    "wifi",
    syntax="",
)

F.reg(
    "romk_fenypult_tablet_jegyzet_onpc_wifi",
    ("vilagitas/grandma_jegyzet_<<n>>.txt", "technika/fénypult <<year>>.txt"),
    """FÉNYPULT - Nagyterem
grandMA3 onPC a laptopon, show fájl: <<org>>_buli_<<year>>.show
DMX: 2 univerzum, ArtNet 2.0.0.x
Tablet (MA remote): külön router a pult alatt
  SSID: <<org>>-LX
  WPA2 kulcs: <<cred>>
Hétfőn ne piszkáljátok a preseteket! - <<name>>
""",
    "wifi",
    syntax="",
)

F.reg(
    "romk_jegyertekesites_api_yaml",
    ("jegyek/config.yml", "ticket-sync/<<org>>.yaml"),
    """# Koncertjegyek szinkron a webshop és a beléptető között
venue: "<<orgc>> Kert"
ticketing:
  base_url: "https://api.jegypont.hu/v2"
  partner_id: <<nn>>
  api_key: "<<cred>>"
scanner:
  devices: 3
  offline_cache_minutes: 45
""",
    "x:jp_live_:32",
)

F.reg(
    "romk_szamlazz_agent_kulcs_php",
    ("szamla/szamlazz_config.php", "webshop/inc/szamlazz_<<n>>.php"),
    """<?php
// Számla Agent - automatikus számla a terembérléshez
$szamlaAgentKulcs = '<<cred>>';
$cegNev = '<<orgc>> Vendéglátó Kft.';
$eInvoice = true;
$downloadPdf = true;
$responseType = 1;  // szöveges válasz
""",
    "alnum:42",
    syntax="",
)

F.reg(
    "romk_konyvelo_email_qp_jelszo_kassza",
    ("levelek/kassza_hozzaferes_<<n>>.eml", "Mail/konyvelo_<<ymd>>.eml"),
    lambda s: (
        f"""From: {s["name"]} <{s["email"]}>
To: konyveles@adotanacs-bp.hu
Subject: =?UTF-8?Q?kassza_hozz=C3=A1f=C3=A9r=C3=A9s?=
Date: Thu, {s["dd"]} Oct {s["year"]} {s["time"]}:30 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

{s["qp_body"]}
"""
    ),
    _accented,
    syntax="",
    extra=lambda rng, s: {
        "qp_body": enc_qp(
            f"Kedves Judit!\n\nA kassza felhőfiókja (napi zárások, NAV adatszolgáltatás):\nfelhasználó: {s['email']}\njelszó: {s['cred']}\n\nÜdv,\n{s['name']}\n"
        )
    },
    decode=dec_qp(r"jelszó: (\S+)"),
)

F.reg(
    "romk_beleptetes_zkteco_access_ini",
    ("beleptetes/ZKAccess/Options.ini", "iroda/zkaccess_<<n>>.ini"),
    """[Database]
Type=MSSQL
Server=<<ip>>\\SQLEXPRESS
Database=ZKAccess
User=sa
Password=<<cred>>

[Devices]
Count=2
Device1=Bejárat,<<ip>>,4370
Device2=Raktár,<<ip>>,4370

[UI]
Language=hu
""",
    "pw",
    syntax="ini",
)

F.reg(
    "romk_kamera_vlc_m3u_rtsp",
    ("kamerak/udvar.m3u", "Asztal/kamerak_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Udvar - pult
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Bejárat
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=1
""",
    "pw_url",
    syntax="",
)

F.reg(
    "romk_beosztas_csv_jelszo_oszlop",
    ("beosztas/beosztas_<<ym>>.csv", "Dokumentumok/pultosok_<<n>>.csv"),
    """név;pozíció;telefon;kassza PIN;NTAK fiók;jelszó
<<name>>;műszakvezető;<<phone>>;<<pin>>;<<user>>;<<cred>>
<<name2>>;pultos;+36 30 <<nn>> 112;<<nn>>;-;-
""",
    "human",
    syntax="",
)
