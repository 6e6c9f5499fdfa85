# ruff: noqa: E501
"""Family e: zebu drovers and the cattle fair of Ambalavao, Madagascar."""

from __future__ import annotations

from fortythird_spec import Fam, prov

F = Fam(
    "zebu_drovers_ambalavao",
    ("omby_ambalavao", "tsenaomby", "betsileoomby", "ihorombe", "andringitra"),
    "mg",
    ("rija", "hery", "fara", "tiana", "andry", "voahangy", "njaka", "lalao"),
    ("rakoto", "randria", "rasolofo", "andrianina", "razafy", "ravelo", "rabe"),
    (
        "omby",
        "zebu",
        "betsileo",
        "tsena",
        "vary",
        "ravitoto",
        "mofo",
        "fihavanana",
        "lamba",
        "tanety",
    ),
    ("bobby", "kiki", "vorona", "titi", "mimi"),
    "261",
)

F.reg(
    "zebu_malagasy_whatsapp_teny_miafina_mvola",
    ("WhatsApp Chat with <<first>> <<last>>.txt", "chats/<<org>>_<<date>>.txt"),
    """<<day>>/<<month>>/<<year>> <<time>> - <<first>> <<last>>: Manao ahoana, adinoko ny teny miafina an'ny MVola Business
<<day>>/<<month>>/<<year>> <<hh>>:51 - <<first2>>: <<cred>>
<<day>>/<<month>>/<<year>> <<hh>>:51 - <<first2>>: aza zaraina amin'olona fa vola omby ao
<<day>>/<<month>>/<<year>> <<hh>>:52 - <<first>> <<last>>: Misaotra betsaka
""",
    "human",
)

F.reg(
    "zebu_mvola_merchant_api_consumer_secret_node_env",
    ("<<org>>/api/.env", "srv/<<org>>/payments/.env"),
    """NODE_ENV=production
MVOLA_BASE_URL=https://api.mvola.mg
MVOLA_CONSUMER_KEY=<<ck>>
MVOLA_CONSUMER_SECRET=<<cred>>
MVOLA_PARTNER_MSISDN=0343500<<nn>>
""",
    "alnum:28",
    extra=lambda rng, s: s.__setitem__(
        "ck",
        "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz0123456789")
            for _ in range(28)
        ),
    ),
)

F.reg(
    "zebu_fair_register_french_email_mot_de_passe",
    ("mail/<<user>>/Inbox/<<ts>>.eml", "courrier/<<date>>_<<nn>>.eml"),
    """From: <<first2>> <<last>> <<<email2>>>
To: <<email>>
Subject: Acces registre des bovins - commune Ambalavao
Date: Thu, <<day>> Oct <<year>> <<time>>:07 +0300
Content-Type: text/plain; charset=utf-8

Bonjour <<first>>,

Voici vos identifiants pour le registre numerique des bovins (BOVIMA) :
Identifiant : <<user>>
Mot de passe : <<cred>>

Merci de saisir les passeports des zebus avant le marche de mercredi.

Cordialement,
<<first2>>
""",
    "human",
)

F.reg(
    "zebu_cattle_passport_sqlite_sync_ps1",
    ("<<org>>/scripts/sync_passeports.ps1", "<<user>>/Desktop/sync_<<n>>.ps1"),
    """$ErrorActionPreference = 'Stop'
$secure = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ('BOVIMA\\<<user>>', $secure)
New-PSDrive -Name R -PSProvider FileSystem -Root \\\\<<ip>>\\registre -Credential $cred
Copy-Item C:\\omby\\passeports.sqlite R:\\incoming\\ -Force
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "zebu_drover_gps_collar_lorawan_chirpstack_toml",
    ("<<org>>/chirpstack/chirpstack.toml", "etc/chirpstack_<<n>>/chirpstack.toml"),
    """[postgresql]
  dsn="postgres://chirpstack:<<cred>>@localhost/chirpstack?sslmode=disable"
  max_open_connections=10

[redis]
  servers=["redis://localhost/"]

[network]
  net_id="000000"
  enabled_regions=["eu868"]
""",
    "pw_url",
)

F.reg(
    "zebu_market_tax_ussd_php_africastalking",
    ("<<org>>/ussd/index.php", "public_html/<<org>>/ussd.php"),
    """<?php
require 'vendor/autoload.php';
use AfricasTalking\\SDK\\AfricasTalking;

$username = '<<org>>';
$apiKey   = 'atsk_<<cred>>';
$AT       = new AfricasTalking($username, $apiKey);
$sms      = $AT->sms();
$text     = $_POST['text'] ?? '';
echo "CON Hetra tsena omby\\n1. Aloa\\n2. Tatitra";
""",
    "hex:64",
    syntax="",
)

F.reg(
    "zebu_vet_notebook_ocr_tenimiafina_next_line",
    ("scans/kahie_<<nn>>.txt", "ocr/veterinera_<<date>>.txt"),
    """Vakisiny - omby <<nn>> loha - <<date>>
Fokontany Ankaramena

Solosaina CSB:
anarana: <<user>>
tenimiafina:
<<cred>>

antsoina: <<phone>>
""",
    "human",
)

F.reg(
    "zebu_transport_fleet_wialon_token_python",
    ("<<org>>/fleet/wialon_export.py", "scripts/<<user>>_trucks.py"),
    """import requests

WIALON_TOKEN = "<<cred>>"
BASE = "https://hst-api.wialon.com/wialon/ajax.html"

sid = requests.get(BASE, params={"svc": "token/login", "params": '{"token":"%s"}' % WIALON_TOKEN}).json()["eid"]
print("session", sid)
""",
    "hex:72",
)

_ = prov
