# ruff: noqa: E501
"""Family j: a bottle-deposit return point (taromatų surinkimo punktas) in Vilnius, Lithuania
(Lithuanian): reverse-vending machines and their gateway, USAD operator portal, Paysera,
Montonio, kiosk Raspberry Pi, cameras."""

from __future__ import annotations

import json
import random

from eightyfifth_spec import LITHUANIA as F
from eightyfifth_spec import alnum_key, b64, enc_html, gen_pw, hexs

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "uzstato_rvm_gateway_json_invented_rvmx_key",
    ("rvm-gateway/config.json", "punktai/<<org>>/rvm_<<n>>.json"),
    lambda s: (
        json.dumps(
            {
                "site": f"{s['city']} #{s['n']}",
                "machines": [
                    {"id": f"T9-{s['nnnn']}", "model": "TOMRA T-9", "ip": s["ip"]},
                    {"id": f"T9-{s['nnnn'] + 1}", "model": "TOMRA T-9", "ip": s["ip2"]},
                ],
                "upstream": {
                    "url": "https://api.rvmhub.lt/v2/counts",
                    "api_key": s["cred"],
                    "interval_s": 300,
                },
                "voucher_printer": "/dev/usb/lp0",
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    ),
    "x:rvmx_live_:40",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "uzstato_lithuanian_whatsapp_ios_slaptazodis_usad",
    ("WhatsApp/_chat <<org>> pamaina.txt", "telefonas/<<fa>>/_chat <<n>>.txt"),
    """[<<year>>-<<mm>>-<<dd>> <<t1>>:21] <<first>> <<last>>: Labas, automatas vėl rodo „Bin full“, o aš negaliu prisijungti prie USAD portalo
[<<year>>-<<mm>>-<<dd>> <<t2>>:02] <<first2>>: Prisijungimas: punktas<<n>>@<<dom>>
[<<year>>-<<mm>>-<<dd>> <<t2>>:03] <<first2>>: Slaptažodis: <<cred>>
[<<year>>-<<mm>>-<<dd>> <<t3>>:40] <<first>> <<last>>: Ačiū, pavyko! Maišus su skardinėmis pakeičiau
[<<year>>-<<mm>>-<<dd>> <<t4>>:11] <<first2>>: Puiku. Ištrink žinutę su slaptažodžiu 🙂
""",
    "human",
    syntax="",
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "uzstato_paysera_webtopay_sign_password_php",
    ("eshop/config/paysera.php", "www/<<org>>/paysera_<<n>>.php"),
    """<?php
// Užstato kuponų išmokėjimas / parduotuvės apmokėjimai per Paysera
require_once 'WebToPay.php';

const PAYSERA_PROJECT_ID = <<nnnn>><<nn>>;
const PAYSERA_SIGN_PASSWORD = '<<cred>>';

function paysera_redirect(array $order): void
{
    WebToPay::redirectToPayment([
        'projectid'     => PAYSERA_PROJECT_ID,
        'sign_password' => PAYSERA_SIGN_PASSWORD,
        'orderid'       => $order['id'],
        'amount'        => $order['cents'],
        'currency'      => 'EUR',
        'country'       => 'LT',
        'accepturl'     => 'https://<<dom>>/ačiū',
        'cancelurl'     => 'https://<<dom>>/atšaukta',
        'callbackurl'   => 'https://<<dom>>/paysera/callback',
        'test'          => 0,
    ]);
}
""",
    "p:paysera_sign",
    syntax="",
)


# 4 ---------------------------------------------------------------------------------------------
def _html_rows(rng: random.Random, s: dict) -> dict:
    rows = [
        ("TOMRA T-9 aptarnavimo meniu", "service", enc_html(gen_pw(rng, sym="&<>"))),
        ("USAD portalas", f"punktas{s['n']}@{s['dom']}", s["enc"]),
        ("Kameros NVR", "admin", enc_html(gen_pw(rng, sym="&<>"))),
    ]
    k = rng.randint(0, 2)
    rows[0], rows[k] = rows[k], rows[0]
    body = "\n".join(
        f'  <tr><td>{a}</td><td>{b}</td><td class="pw">{c}</td></tr>' for a, b, c in rows
    )
    return {"rows": body}


def _dec_html(text: str) -> str:
    import html as _h

    for line in text.splitlines():
        if "USAD portalas" in line:
            return _h.unescape(line.split('<td class="pw">', 1)[1].split("</td>", 1)[0])
    raise ValueError("no row")


F.reg(
    "uzstato_prieigos_html_table_entity_escaped",
    ("intranetas/prieigos_<<year>>.html", "saugykla/<<org>>/slaptazodziai_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="lt"><head><meta charset="utf-8"><title>Prieigos – <<city>> punktas</title></head>
<body>
<h1>Prieigos duomenys</h1>
<table border="1">
  <tr><th>Sistema</th><th>Naudotojas</th><th>Slaptažodis</th></tr>
<<rows>>
</table>
<p>Atnaujino <<first>> <<last>>, <<ymd>></p>
</body></html>
""",
    lambda r, s: gen_pw(r, sym="&<>"),
    syntax="",
    extra=lambda r, s: _html_rows(r, s | {"enc": enc_html(s["cred"])}),
    decode=_dec_html,
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "uzstato_montonio_secret_key_dotenv",
    ("kuponai-app/.env", "deploy/<<org>>/.env.<<n>>"),
    """APP_ENV=production
APP_URL=https://kuponai.<<dom>>
MONTONIO_ACCESS_KEY=<<uuid>>
MONTONIO_SECRET_KEY=<<cred>>
MONTONIO_ENV=production
DEPOSIT_PER_ITEM_CENTS=10
""",
    "b64:32",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "uzstato_kiosk_pi_crontab_sshpass_rsync",
    ("var/spool/cron/crontabs/pi", "kiosk<<n>>/crontab.<<org>>"),
    """# Taromatų skaitiklių eksportas į centrinį serverį kas valandą
SHELL=/bin/bash
5 * * * * sshpass -p '<<cred>>' rsync -az /home/pi/rvm/exports/ export@<<ip>>:/srv/rvm/<<city_a>>/ >> /home/pi/rsync.log 2>&1
30 4 * * * /usr/bin/find /home/pi/rvm/exports -mtime +14 -delete
""",
    "pw_sq",
    syntax="",
    extra=lambda r, s: {"city_a": r.choice(("vilnius", "kaunas", "klaipeda", "siauliai"))},
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "uzstato_hikvision_isapi_digest_snapshot_python",
    ("kameros/snapshot.py", "scripts/<<org>>/nvr_<<n>>.py"),
    '''"""Kas 10 min. nuotrauka iš kameros prie taromatų (eilės stebėjimui)."""

import datetime

import requests
from requests.auth import HTTPDigestAuth

NVR = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")

r = requests.get(f"{NVR}/ISAPI/Streaming/channels/101/picture", auth=AUTH, timeout=10)
with open(f"/srv/snap/{datetime.datetime.now():%Y%m%d_%H%M}.jpg", "wb") as fh:
    fh.write(r.content)
''',
    "pw_dq",
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "uzstato_pamainos_perdavimo_pastabos_usad",
    ("Dokumentai/Pamainos perdavimas <<ymd>>.txt", "punktas/<<org>>/perdavimas_<<n>>.txt"),
    """PAMAINOS PERDAVIMAS – <<city>> taromatų punktas
Perduoda: <<first>> <<last>>   Priima: <<first2>>   Data: <<ymd>>

- Automatas Nr. 2: užstrigo PET butelių konvejeris, iškviestas servisas (užsakymas <<nnnn>>)
- Stiklo taros dėžės: 14 pilnų, paimti rytoj 8:00
- Kuponų popierius: liko 3 ritinėliai

USAD operatoriaus portalas (ataskaitos):
prisijungimas – punktas<<n>>@<<dom>>
slaptažodis – <<cred>>
""",
    "human",
    syntax="",
)

_ = (alnum_key, b64, hexs)
