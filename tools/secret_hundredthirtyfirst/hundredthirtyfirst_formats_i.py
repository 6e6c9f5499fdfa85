# ruff: noqa: E501
"""Family i: a hookah (argileh) lounge in Beirut (Lebanese Arabic, Arabizi, French)."""

from __future__ import annotations

import html
import json
import random

from hundredthirtyfirst_spec import Fam, enc_html, gen_pw, grab

F = Fam(
    name="argileh_hookah_lounge_lebanon",
    orgs=("nargilehbayt", "hamrasmoke", "gemmayzeargileh", "marmkhayelounge"),
    tld="com.lb",
    first=(
        ("كريم", "karim"),
        ("ريم", "reem"),
        ("جاد", "jad"),
        ("نور", "nour"),
        ("إيلي", "elie"),
        ("ماريا", "maria"),
        ("رامي", "rami"),
        ("لين", "lynn"),
    ),
    last=(
        ("حداد", "haddad"),
        ("خوري", "khoury"),
        ("نصر", "nasr"),
        ("عون", "aoun"),
        ("سعادة", "saade"),
        ("فرح", "farah"),
    ),
    words=(
        "7abibi",
        "yalla",
        "argileh",
        "tfadal",
        "mar2ouch",
        "hamra",
        "gemmayze",
        "arak",
        "zaatar",
        "beiruti",
        "sahtein",
        "3ashe2",
        "helwe",
        "kifak",
        "ma3loul",
        "batroun",
        "tannour",
    ),
    pets=("Lulu", "Mishmish", "Simba", "Lucky", "Zaatar", "Bobby"),
    cc="+961",
    city="بيروت",
)

F.reg(
    "argileh_arabizi_whatsapp_kelmet_el_ser",
    (
        "chats/WhatsApp Chat with Argileh Staff <<y>>.txt",
        "<<org>>/backup/WhatsApp Chat - الإدارة <<mo>>.txt",
    ),
    """[<<dmy>>, <<t0>>] <<first>>: shabeb chou kelmet el ser taba3 el Omega POS? 3am yetla3le error
[<<dmy>>, <<t1>>] <<first2>>: ghayyarta mbere7 ba3d ma tele3 <<fa2>> 😒
[<<dmy>>, <<t2>>] <<first2>>: user: caisse<<n>>
[<<dmy>>, <<t3>>] <<first2>>: كلمة السر: <<cred>>
[<<dmy>>, <<t4>>] <<first>>: merci habibi 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "argileh_areeba_mpgs_checkout_php",
    ("<<org>>/site/config/areeba.php", "var/www/<<org>>/pay/mpgs_<<n>>.php"),
    """<?php
// areeba / Mastercard Gateway (MPGS) Hosted Checkout - réservations VIP
$config = [
    'gateway_url' => 'https://epayment.areeba.com/api/rest/version/78',
    'merchant_id' => '<<org>><<n3>>',
    'api_username' => 'merchant.<<org>><<n3>>',
    'api_password' => '<<cred>>',
    'currency' => 'USD',
];
""",
    "p:mpgs",
    syntax="",
)

F.reg(
    "argileh_toters_orders_webhook_python",
    ("<<org>>/delivery/toters_hook.py", "srv/<<org>>/integrations/toters_<<n>>.py"),
    '''"""Toters delivery: ma3moul / coal-free argileh orders into the kitchen printer."""

import hashlib
import hmac

TOTERS_STORE_ID = "<<n4>>"
TOTERS_API_KEY = "<<cred>>"


def verify(body: bytes, signature: str) -> bool:
    mac = hmac.new(TOTERS_API_KEY.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, signature)
''',
    "x:ttr_live_:40",
)


def _html_pw(rng: random.Random, fam: Fam) -> str:
    return gen_pw(rng, sym="&<>")


F.reg(
    "argileh_staff_accounts_html_table_entity_escaped",
    ("<<org>>/intranet/comptes.html", "srv/<<org>>/wiki/accounts_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Comptes - <<org>></title></head>
<body>
<h1>Comptes du lounge</h1>
<table>
<tr><th>Service</th><th>Utilisateur</th><th>Mot de passe</th></tr>
<tr><td>Caméras Dahua</td><td>admin</td><td class="pw"><<enc>></td></tr>
<tr><td>Instagram</td><td>@<<org>></td><td>voir Reem</td></tr>
</table>
</body></html>
""",
    _html_pw,
    syntax="",
    encode=lambda n, s: enc_html(n),
    decode=lambda t: html.unescape(grab(r'<td class="pw">([^<]+)</td>', t)),
)

F.reg(
    "argileh_french_email_mot_de_passe_fournisseur_tabac",
    ("mail/<<org>>/fournisseur-<<date>>.eml", "<<fa>>/Mail/Inbox/<<n3>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: commandes@<<word>>-tabac.com.lb
Subject: Accès portail commandes mo3assal
Date: Sat, <<d>> Jul <<y>> 13:05:52 +0300
Content-Type: text/plain; charset=utf-8

Bonjour,

Pour le compte <<org>> (Hamra), voici les accès du portail de commandes mo3assal et charbon :
Identifiant : <<org>>_hamra
Mot de passe : <<cred>>

Merci de livrer avant jeudi 16h.
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "argileh_table_ordering_firebase_service_account",
    ("<<org>>/menu-app/serviceAccountKey.json", "srv/<<org>>/qr-menu/firebase-<<n>>.json"),
    lambda s: json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-qr-menu",
            "private_key_id": s["hex8"] * 5,
            "private_key": s["cred"] + "\n",
            "client_email": f"firebase-adminsdk-{s['n3']}@{s['org']}-qr-menu.iam.gserviceaccount.com",
            "client_id": f"1{s['n4']}{s['n4']}{s['n3']}{s['n4']}",
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    ),
    "rsa8",
    extra=lambda r, s: {"needle": json.dumps(s["cred"] + "\n")[1:-1]},
)

F.reg(
    "argileh_ezviz_camera_arabic_sticky_note_ocr",
    ("<<org>>/scans/note_<<n4>>.txt", "Pictures/<<org>>/IMG_<<n4>>_ocr.txt"),
    """كاميرات EZVIZ
الحساب: <<email>>
كلمة السر
<<cred>>
لا تعطيها لحدا
""",
    "human",
    syntax="",
)

F.reg(
    "argileh_whish_money_payouts_env",
    ("<<org>>/payouts/.env", "srv/<<org>>-payroll/.env"),
    """# Whish Money business payouts (staff tips, LBP/USD)
WHISH_CHANNEL=<<org>>
WHISH_API_BASE=https://api.whish.money/itel-service/api
WHISH_SECRET=<<cred>>
WHISH_WEBSITE=<<dom>>
""",
    "x:whsk_:40",
    syntax="",
)
