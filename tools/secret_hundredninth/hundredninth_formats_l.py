# ruff: noqa: E501
"""Family l: a stanice technické kontroly (vehicle inspection station, STK and emissions) in
Brno (Czech Republic): Czech."""

from __future__ import annotations

import random

from hundredninth_spec import Fam, dec_qp, enc_qp, hexs, jwt, pick, reg

F = Fam(
    name="technicka_kontrola_stanice",
    orgs=("stkbrnojih", "emisekomin", "kontrolaspilberk", "stkmodrice", "technickaslatina"),
    tld="cz",
    first=(
        ("Jiří", "jiri"),
        ("Petra", "petra"),
        ("Tomáš", "tomas"),
        ("Lucie", "lucie"),
        ("Jan", "jan"),
        ("Kateřina", "katerina"),
    ),
    last=(
        ("Novák", "novak"),
        ("Dvořák", "dvorak"),
        ("Procházka", "prochazka"),
        ("Černá", "cerna"),
        ("Svoboda", "svoboda"),
        ("Kučera", "kucera"),
    ),
    words=(
        "emise",
        "brno",
        "spilberk",
        "kometa",
        "starobrno",
        "knedlik",
        "felicie",
        "octavka",
        "tatra",
        "pivo",
        "slivovice",
        "kamarad",
        "jaro",
        "petrov",
        "zbrojovka",
    ),
    pets=("rex", "micka", "bety", "ajax", "fousek"),
    cities=("brno", "modrice", "blansko", "vyskov", "znojmo"),
    cc="+420",
)

reg(
    F,
    "stanice_whatsapp_heslo_reservio_objednavky",
    ("WhatsApp/Chat WhatsApp s <<fa>>.txt", "zaloha/chat_recepce_<<n>>.txt"),
    """<<d>>.<<m>>.<<y>> <<t1>> - <<fn>> <<ln>>: Ahoj, Reservio mě odhlásilo, nemůžu vidět objednávky na STK
<<d>>.<<m>>.<<y>> <<t2>> - <<fn2>> (vedoucí): login je recepce@<<dom>>
<<d>>.<<m>>.<<y>> <<t2>> - <<fn2>> (vedoucí): heslo <<cred>>
<<d>>.<<m>>.<<y>> <<t3>> - <<fn>> <<ln>>: Díky, jsem tam. Zítra máme 14 aut na emise
""",
    "human",
    syntax="",
)

reg(
    F,
    "stanice_comgate_platebni_brana_php",
    ("web/app/config/comgate.php", "www/<<org>>/config/platby.php"),
    """<?php
// Comgate - platba za STK předem při online objednání
return [
    'merchant' => '<<n4>><<n>>',
    'secret' => '<<cred>>',
    'test' => false,
    'country' => 'CZ',
    'curr' => 'CZK',
    'method' => 'ALL',
];
""",
    "p:comgate",
    syntax="",
)

reg(
    F,
    "stanice_fakturoid_v3_client_secret_python",
    ("skripty/fakturace_stk.py", "tools/<<org>>/fakturoid_sync.py"),
    '''"""Denní uzávěrka: faktury za prohlídky z pokladny do Fakturoidu (API v3)."""

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"
SLUG = "<<org>>"

tok = requests.post(
    "https://app.fakturoid.cz/api/v3/oauth/token",
    auth=(CLIENT_ID, CLIENT_SECRET),
    json={"grant_type": "client_credentials"},
    headers={"User-Agent": "<<orgc>> (<<email>>)"},
    timeout=20,
).json()["access_token"]
''',
    "hex:40",
    extra=lambda rng, s: s.update(cid=hexs(rng, 40)),
)


def _jwt(rng: random.Random) -> str:
    return jwt(
        rng,
        {
            "sub": str(rng.randint(10000, 99999)),
            "business": "stk-brno",
            "scope": "bookings:read",
            "exp": rng.randint(1_780_000_000, 1_800_000_000),
        },
    )


reg(
    F,
    "stanice_reservio_bearer_jwt_http_dump",
    ("debug/reservio_<<n>>.http", "logs/<<org>>/reservio_request_<<date>>.txt"),
    """GET /v2/businesses/<<uuid>>/bookings?filter[from]=<<date>>T00:00:00 HTTP/1.1
Host: api.reservio.com
Accept: application/vnd.api+json
Authorization: Bearer <<cred>>
User-Agent: stk-tablet/1.4

HTTP/1.1 200 OK
Content-Type: application/vnd.api+json
""",
    _jwt,
    syntax="",
)

reg(
    F,
    "stanice_istp_certifikat_openssl_pkcs12_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd ~/certifikaty
openssl req -new -key technik_<<la>>.key -out technik_<<la>>.csr -subj "/CN=<<fa>> <<la>>/O=<<orgc>>"
openssl pkcs12 -export -in technik_<<la>>.crt -inkey technik_<<la>>.key -out istp_<<la>>.p12 -passout pass:<<cred>>
scp istp_<<la>>.p12 linka2:/opt/istp/
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "stanice_emisni_analyzator_ftp_export_ini",
    ("ProgramData/EmiseAnalyzer/export.ini", "C:/Emise/<<org>>/upload.ini"),
    """[Export]
; protokoly měření emisí -> FTP na serveru stanice
Host=<<ip>>
Port=21
User=emise_linka<<n>>
Pass=<<cred>>
RemoteDir=/protokoly/<<y>>
""",
    "pw",
)

CZ_WORDS = ("Špilberk", "Kometa", "Žlutý", "Řízek", "Čáp", "Knedlík", "Dvořák", "Ořech")


def _cz_pw(rng: random.Random) -> str:
    return f"{pick(rng, CZ_WORDS)}{pick(rng, ('', '_', '.'))}{rng.randint(1970, 2026)}{pick(rng, ('!', '', '?'))}"


def _qp(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_qp(
        f"Dobrý den, {s['fn2']},\n\nposílám přístup do objednávkového systému a k tabletu na lince 2:\n\n"
        f"Uživatel: {s['user']}\nHeslo: {s['cred']}\n\nHeslo si prosím po přihlášení změňte.\n"
        f"Zítra začínáme v 7:00, první auto je Škoda Octavia na evidenční kontrolu.\n\n"
        f"S pozdravem\n{s['fn']} {s['ln']}\nvedoucí stanice, {s['orgc']}\n"
    )


reg(
    F,
    "stanice_email_quoted_printable_heslo_technik",
    ("Posta/Odeslane/<<date>>_pristup_<<n>>.eml", "mail/sent/novy-technik-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?P=C5=99=C3=ADstup_do_syst=C3=A9mu?=
Date: Mon, <<d>> Sep <<y>> <<hh>>:<<mi>>:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    _cz_pw,
    syntax="",
    extra=_qp,
    decode=dec_qp(r"Heslo: (\S+)"),
)

reg(
    F,
    "stanice_anpr_kamera_isapi_digest_python",
    ("skripty/spz_kamera.py", "tools/<<org>>/anpr_vjezd.py"),
    '''"""Čtení SPZ z kamery u vjezdu (Hikvision ISAPI) a předvyplnění protokolu."""

import requests
from requests.auth import HTTPDigestAuth

CAM = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")

r = requests.get(f"{CAM}/ISAPI/Traffic/channels/1/vehicleDetect/plates", auth=AUTH, timeout=5)
print(r.text[:500])
''',
    "pw_dq",
)
