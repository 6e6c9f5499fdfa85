"""Family p: a mine-safety equipment supplier (gas detectors, SCBA, PPE) for the nickel mines of
New Caledonia (French): cloud-init on a stock server, a miner's supplier portal, PayZen (Lyra),
Dräger GasVision, WhatsApp, Odoo stock, WinSCP uploads, MSA Grid."""
# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import re

from eightyninth_spec import Fam

P = Fam(
    name="caledonia_mine_safety_supplier",
    orgs=("nikelsud", "cagouline", "kaorisecurite"),
    display=("Nikel Sud Sécurité SARL", "Cagouline Équipements", "Kaori Sécurité Mines"),
    tld="nc",
    first=(
        ("Éloïse", "eloise"),
        ("Jean-Pierre", "jeanpierre"),
        ("Wahéo", "waheo"),
        ("Marie-Claude", "marieclaude"),
        ("Kévin", "kevin"),
        ("Sylvain", "sylvain"),
        ("Nadège", "nadege"),
        ("Wiako", "wiako"),
    ),
    last=(
        ("Wamytan", "wamytan"),
        ("Gope", "gope"),
        ("Lafleur", "lafleur"),
        ("Tein", "tein"),
        ("Martin", "martin"),
        ("Nénou", "nenou"),
        ("Wahetra", "wahetra"),
        ("Dubois", "dubois"),
    ),
    words=(
        "nickel",
        "lagon",
        "cagou",
        "niaouli",
        "kanak",
        "noumea",
        "thio",
        "koniambo",
        "bougna",
        "tribu",
        "caillou",
        "broussard",
        "kaori",
        "hienghene",
        "ouvea",
        "poindimie",
    ),
    pets=("filou", "minou", "rex", "caramel", "titi", "loulou", "nougat"),
    cc="+687",
    walks=("azerty", "aqwzsx", "azertyuiop", "wxcvbn", "azer1234"),
    tz="+11:00",
)


def _netrc(rng: random.Random, s: dict) -> None:
    netrc = f"machine portail.{s['dom']}\n  login {s['login']}\n  password {s['cred']}\n"
    s["b64"] = base64.b64encode(netrc.encode()).decode()


def _dec_netrc(text: str) -> str:
    b = re.search(r"encoding: b64\s+content: (\S+)", text).group(1)
    return re.search(r"password (\S+)", base64.b64decode(b).decode()).group(1)


P.reg(
    "caledonia_cloud_init_netrc_base64_write_files",
    ("cloud-init/<<org>>/user-data_<<n>>.yaml", "infra/stock-srv-<<n2>>/cloud-config.yml"),
    """#cloud-config
# serveur de stock (détecteurs, ARI, EPI) - Ducos
hostname: stock<<n2>>
timezone: Pacific/Noumea
packages:
  - rsync
  - curl
write_files:
  - path: /root/.netrc
    owner: root:root
    permissions: "0600"
    encoding: b64
    content: <<b64>>
runcmd:
  - [sh, -c, "curl --netrc -s https://portail.<<dom>>/api/stock/sync"]
""",
    cred="pw",
    extra=_netrc,
    decode=_dec_netrc,
)

P.reg(
    "caledonia_french_email_mot_de_passe_portail_fournisseur",
    ("mail/<<d8>>_portail_<<n>>.eml", "Thunderbird/Inbox/portail_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Acc=C3=A8s_portail_fournisseurs_(usine_du_Nord)?=
Date: <<dmy>> <<hms>> +1100
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Pour les appels d'offres détecteurs 4 gaz et ARI de l'usine du Nord, voici l'accès au portail fournisseurs :
Identifiant : <<login>>
Mot de passe : <<cred>>

Merci de ne pas le transférer ; le compte est au nom de la société.

Cordialement,
<<first>> <<last>>
<<orgname>> – Nouméa
""",
    cred="human",
    syntax="",
)

P.reg(
    "caledonia_lyra_payzen_hmac_key_php",
    ("boutique/<<org>>/config/payzen_<<n2>>.php", "www/epi-<<n>>/payzen.php"),
    """<?php
// PayZen by OSB (Lyra) - boutique EPI en ligne (XPF)
return [
    'shopId'     => '<<shop>>',
    'password'   => getenv('PAYZEN_REST_PASSWORD'),
    'hmacSha256' => '<<cred>>',
    'publicKey'  => '<<shop>>:publickey_<<pk>>',
    'endpoint'   => 'https://api.secure.osb.pf',
    'currency'   => 'XPF',
];
""",
    cred="p:lyra",
    syntax="",
    extra=lambda rng, s: s.update(
        shop=str(rng.randint(10000000, 99999999)),
        pk="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(40)
        ),
    ),
)

P.reg(
    "caledonia_drager_gasvision_station_ini",
    ("GasVision/<<org>>/station<<n2>>.ini", "C/ProgramData/Draeger/GasVision/site<<n>>.ini"),
    """[Database]
; Dräger GasVision - X-dock bump tests, détecteurs X-am 2800 loués aux mines
Server=<<ip>>\\GASVISION
Catalog=GasVision
User=gv_station
Password=<<cred>>

[XDock]
Station=X-dock 6300 #<<n2>>
Site=Koniambo
""",
    cred="pw",
)

P.reg(
    "caledonia_whatsapp_french_reply_only",
    ("WhatsApp/Discussion WhatsApp avec <<fac2>> <<n>>.txt", "chats/magasin_<<d8>>.txt"),
    """<<dmy>> <<time>> - <<first2>> <<last2>>: Salut, c'est quoi le code de la session sur le PC du magasin ? Le client de Thio attend sa facture
<<dmy>> <<time2>> - <<first>> <<last>>: <<cred>>
<<dmy>> <<time2>> - <<first2>> <<last2>>: Merci 👍
""",
    cred="human_x",
    syntax="",
)

P.reg(
    "caledonia_odoo_stock_xmlrpc_api_key_python",
    ("scripts/<<org>>/odoo_peremption_<<n>>.py", "odoo/alerts_<<n2>>.py"),
    '''"""Alerte péremption des cartouches ARI et des filtres (Odoo, module stock)."""

import xmlrpc.client

URL = "https://erp.<<dom>>"
DB = "<<org>>"
USER = "<<email>>"
API_KEY = "<<cred>>"

common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate(DB, USER, API_KEY, {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")
lots = models.execute_kw(DB, uid, API_KEY, "stock.lot", "search_read", [[["expiration_date", "<", "<<date>>"]]], {"fields": ["name", "product_id"]})
''',
    cred="hex:40",
)

P.reg(
    "caledonia_winscp_sftp_url_bat",
    ("scripts/<<org>>/envoi_certificats_<<n>>.bat", "C/Scripts/winscp_<<n2>>.bat"),
    '''@echo off
rem envoi des certificats d'étalonnage des détecteurs à la mine (SFTP)
"C:\\Program Files (x86)\\WinSCP\\WinSCP.com" ^
  /log="C:\\Scripts\\winscp.log" /ini=nul ^
  /command ^
    "open sftp://certif:<<cred>>@sftp.<<dom>>/ -hostkey=""ssh-ed25519 255 <<hk>>""" ^
    "put D:\\Certificats\\*.pdf /entrants/" ^
    "exit"
''',
    cred="pw_url",
    syntax="",
    extra=lambda rng, s: s.update(
        hk="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(43)
        )
    ),
)

P.reg(
    "caledonia_msa_grid_bearer_curl_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<n2>>"),
    """ssh stock<<n2>>
cd /opt/msa-sync
curl -s -H "Authorization: Bearer <<cred>>" https://api.msagrid.com/v1/instruments?site=koniambo | jq '.[] | .serial'
./sync.sh --since <<date>>
exit
""",
    cred="p:hs256",
    syntax="",
)
