# ruff: noqa: E501
"""Family d: a Hungarian pálinka (fruit brandy) stillhouse: excise invoicing, web shop, stills."""

from __future__ import annotations

import quopri
import re

from fortyfirst_corpus import DIGITS, UPPER, alnum, hexs
from fortyfirst_spec import Fam, enc_qp

F = Fam(
    "palinka_brandy_stillhouse",
    ("szilvaporta", "barackkert"),
    "hu",
    (
        "Zoltán",
        "Erzsébet",
        "László",
        "Katalin",
        "Gábor",
        "Ildikó",
        "Attila",
        "Zsuzsa",
        "Péter",
        "Judit",
    ),
    ("Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár", "Farkas", "Balogh"),
    (
        "szilva",
        "barack",
        "körte",
        "cseresznye",
        "birs",
        "törköly",
        "pálinka",
        "cefre",
        "hordó",
        "kisüsti",
    ),
    ("nyár", "tél", "ősz", "tavasz", "szüret", "karácsony"),
    "+36",
)


def _nav_sign_key(rng) -> str:
    return f"{hexs(rng, 2)}-{hexs(rng, 4)}-{hexs(rng, 12)}{alnum(rng, 12, UPPER + DIGITS)}"


def _nav(rng, s):
    return {"xchg": alnum(rng, 16, UPPER + DIGITS), "techpw": F.draw(rng, "pw_json")}


F.reg(
    "palinka_excise_nav_online_szamla_json",
    ("szamlazo/nav_technikai_user.json", "config/<<org>>/nav-online-szamla-<<n>>.json"),
    """{
  "navApi": "https://api.onlineszamla.nav.gov.hu/invoiceService/v3",
  "taxNumber": "2<<id>>1",
  "technicalUser": {
    "login": "<<user>><<id>>",
    "password": "<<techpw>>",
    "signKey": "<<cred>>",
    "exchangeKey": "<<xchg>>"
  },
  "software": {
    "softwareId": "HU2<<id>>-00001",
    "softwareName": "Pálinkafőzde számlázó",
    "softwareOperation": "LOCAL_SOFTWARE",
    "softwareDevContact": "<<email>>"
  }
}
""",
    cred=_nav_sign_key,
    extra=_nav,
)

F.reg(
    "palinka_hungarian_viber_csv_jelszo_webshop",
    ("viber_export/Viber_<<first2>>_<<date>>.csv", "telefon/mentes/viber_webshop_<<id>>.csv"),
    """Date,Time,Sender Name,Sender Phone #,Text
<<dmy>>,<<time>>,<<full>>,<<phone2>>,"Szia! A webshop admin jelszavát elküldenéd? Feltölteném az új barackos címkéket"
<<dmy>>,<<time2>>,<<full2>>,<<phone2>>,"<<cred>>"
<<dmy>>,<<time2>>,<<full2>>,<<phone2>>,"felhasználó: admin. ne írd fel a hordóra 😄"
<<dmy>>,<<time2>>,<<full>>,<<phone2>>,"köszi!"
""",
    cred="human_x",
)

F.reg(
    "palinka_still_temperature_node_red_flows_cred_json",
    ("home/pi/.node-red/flows_cred.json", "node-red/fozde<<n>>/flows_cred.json"),
    """{
    "a3f<<hexid>>": {
        "user": "fozde_mqtt",
        "password": "<<cred>>"
    },
    "b71<<hexid>>": {
        "user": "<<user>>",
        "password": ""
    }
}
""",
    cred="pw_json",
)

F.reg(
    "palinka_webshop_barion_poskey_csharp",
    ("Webshop/Payments/BarionConfig.cs", "src/<<orgc>>.Shop/Services/BarionPayment_<<n>>.cs"),
    """using System;
using BarionClientLibrary;

namespace <<orgc>>.Shop.Payments
{
    public static class BarionConfig
    {
        // Éles bolt - pálinka webshop (szilva, barack, körte)
        public static BarionSettings Live => new BarionSettings
        {
            BaseUrl = new Uri("https://api.barion.com/"),
            POSKey = Guid.Parse("<<cred>>"),
            Payee = "<<email>>",
        };
    }
}
""",
    cred="uuid",
    syntax="",
)

F.reg(
    "palinka_barrel_log_tsv_sensor_logins",
    ("fozde/hordok_<<yyyy>>.tsv", "share/<<org>>/erlelo_szenzorok_<<n>>.tsv"),
    """hordó\tgyümölcs\tszenzor IP\tfelhasználó\tjelszó\tmegjegyzés
H-<<n>>\tszilva\t<<ip>>\tadmin\t<<cred>>\t500 l, eperfa
H-<<n>>b\tbirs\t<<ip>>\tadmin\tugyanaz\t220 l, akác
""",
    cred="pw",
)


def _qp_pw(rng):
    while True:
        pw = F.human(rng)
        if any(ord(c) > 127 for c in pw) and not any(c in pw for c in "=&<>"):
            return pw


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode()
    return re.search(r"Az új jelszó: (\S+)", plain).group(1)


def _qp_mail(s: dict) -> str:
    body = enc_qp(
        f"Kedves {s['first2']}!\n\n"
        "A jövedéki nyilvántartó programhoz (raktár, cefre, párlat) beállítottam a hozzáférést.\n"
        f"Felhasználónév: {s['user2']}\n"
        f"Az új jelszó: {s['cred']}\n\n"
        f"Üdvözlettel:\n{s['full']}\n"
    )
    return f"""From: {s["full"]} <{s["email"]}>
To: {s["full2"]} <{s["email2"]}>
Subject: =?UTF-8?Q?K=C3=B6nyvel=C3=A9s_-_jelsz=C3=B3?=
Date: Tue, 11 Mar {s["yyyy"]} {s["time"]}:05 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

{body}"""


F.reg(
    "palinka_accountant_email_quoted_printable_jelszo",
    ("levelek/<<user>>/<<id>>.eml", "mail/konyvelo/<<org>>_<<id>>.eml"),
    _qp_mail,
    cred=_qp_pw,
    decode=_dec_qp,
)

F.reg(
    "palinka_stillhouse_pgpass_line",
    ("home/<<user>>/.pgpass", "var/lib/postgresql/.pgpass_<<n>>"),
    """# host:port:database:username:password
localhost:5432:fozde:fozde_app:<<cred>>
<<host>>:5432:jovedek:<<user>>:<<cred>>
""",
    cred="pw_bare",
)

F.reg(
    "palinka_label_printer_net_use_bat",
    ("cimke/cimkenyomtatas_<<n>>.bat", "C/Fozde/scripts/cimkek_<<yyyy>>.cmd"),
    """@echo off
rem Címkenyomtatás - pálinka palackcímkék (Zebra ZT230)
net use Z: \\\\<<ip>>\\cimkek /user:FOZDE\\<<user>> <<cred>> /persistent:no
copy /b Z:\\sablonok\\szilva_05l.zpl \\\\localhost\\ZDesigner
copy /b Z:\\sablonok\\barack_035l.zpl \\\\localhost\\ZDesigner
net use Z: /delete
""",
    cred="pw_bare",
)
