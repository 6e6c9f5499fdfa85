# ruff: noqa: E501
"""Family h: a leather tannery in the Fes medina, Morocco (Darija in Arabic and Latin script,
French)."""

from __future__ import annotations

import json
import random

from hundredfirst_spec import Fam, reg

F = Fam(
    name="fes_chouara_leather_tannery",
    orgs=("chouaratan", "dbaghfes", "medinacuir", "sefroupeaux"),
    tld="ma",
    first=(
        ("يوسف", "youssef"),
        ("فاطمة الزهراء", "fatimazahra"),
        ("حمزة", "hamza"),
        ("خديجة", "khadija"),
        ("عبد الله", "abdellah"),
        ("سلمى", "salma"),
        ("إدريس", "driss"),
        ("نادية", "nadia"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بنيس", "bennis"),
        ("الفاسي", "elfassi"),
        ("التازي", "tazi"),
        ("برادة", "berrada"),
        ("الإدريسي", "idrissi"),
    ),
    words=(
        "fes",
        "chouara",
        "dbagh",
        "jeld",
        "atay",
        "nana",
        "wydad",
        "atlas",
        "medina",
        "maroc",
        "zellige",
        "babouche",
        "kasbah",
        "sahara",
        "msemen",
        "harira",
    ),
    pets=("mimi", "simba", "bobby", "lalla", "zazou", "loulou"),
    cc="212",
    places=("fes", "meknes", "casablanca", "tanger", "marrakech", "sefrou"),
)

reg(
    F,
    "chouara_darija_whatsapp_arabizi_mot_de_passe",
    ("WhatsApp Chat with <<fac>>.txt", "chats/dbagha_<<ymd>>.txt"),
    """<<dmy>> <<hm>> - <<fac>> <<lac>>: salam khoya, chno howa l mot de passe dyal l PC dyal l comptabilite?
<<dmy>> <<hm>> - <<f2ac>> <<l2a>>: sbr chwiya
<<dmy>> <<hm2>> - <<f2ac>> <<l2a>>: <<cred>>
<<dmy>> <<hm2>> - <<fac>> <<lac>>: lah ykhlik, safi dkhlt ✅
""",
    "human",
    syntax="",
)

reg(
    F,
    "chouara_cmi_payment_storekey_php",
    ("boutique/cmi/config_<<n>>.php", "www/<<org>>/cmi_config.php"),
    """<?php
// Paiement CMI - boutique en ligne maroquinerie (babouches, sacs)
$cmi = [
    'clientid'    => '600<<nnnn>><<nn>>',
    'storekey'    => '<<cred>>',
    'gateway_url' => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'okUrl'       => 'https://boutique.<<dom>>/paiement/ok',
    'failUrl'     => 'https://boutique.<<dom>>/paiement/echec',
    'currency'    => '504',
    'lang'        => 'fr',
];
""",
    "p:cmi_store",
    syntax="",
)

reg(
    F,
    "chouara_french_email_portnet_badr",
    ("mail/portnet_<<ymd>>.eml", "Export/transitaire_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: transit@<<l2a>>-logistique.ma
Subject: Acces PortNet / BADR - export cuirs tannés <<po>>
Date: <<dmy>> <<hm>> +0100
Content-Type: text/plain; charset=utf-8

Bonjour M. <<l2a>>,

Pour la déclaration d'exportation des peaux tannées (lot <<style>>, Tanger Med), voici nos accès PortNet :
Identifiant : <<org>>.export
Mot de passe : <<cred>>
Merci de nous envoyer la DUM dès validation.

Cordialement,
<<fac>> <<lac>>
Tannerie <<orgc>>, Fès
""",
    "human",
    syntax="",
)

reg(
    F,
    "chouara_effluent_ph_telegraf_influx_toml",
    ("etc/telegraf/telegraf_<<n>>.conf", "station-effluent/<<org>>/telegraf.conf"),
    """# pH / chrome effluent logger - tannery outlet to the municipal collector
[agent]
  interval = "60s"
  hostname = "effluent-<<n>>"

[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "effluents"

[[inputs.modbus]]
  name = "ph_meter"
  controller = "tcp://<<ip2>>:502"
  slave_id = 1
  holding_registers = [
    { name = "ph", byte_order = "AB", data_type = "INT16", scale = 0.01, address = [0] },
  ]
""",
    lambda r, f, s: (
        "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(86)
        )
        + "=="
    ),
    syntax="toml",
)


def _accented(r: random.Random, f: Fam, s: dict) -> str:
    w = r.choice(("Fès", "Médina", "Tannée", "Cuir", "Chouara", "Été", "Écorce", "Séchoir"))
    w2 = r.choice(("Maroc", "Atlas", "Nana", "Zellige", "Dbagh"))
    if "é" not in w and "è" not in w and "É" not in w:
        w2 = r.choice(("Tapé", "Salé", "Thé"))
    return f"{w}{r.choice('@#*.-')}{w2}{r.randint(10, 2026)}"


def _app_json(s: dict) -> str:
    doc = {
        "export": "comptes",
        "date": s["date"],
        "comptes": [
            {
                "nom": s["fl"] + " " + s["ll"],
                "role": "chef_atelier",
                "login": s["user"],
                "mot_de_passe": s["cred"],
            },
            {
                "nom": s["f2l"] + " " + s["l2l"],
                "role": "qualite",
                "login": s["f2a"],
                "mot_de_passe": None,
            },
        ],
    }
    return json.dumps(doc, indent=2, ensure_ascii=True)


def _dec_app(text: str) -> str:
    return json.loads(text)["comptes"][0]["mot_de_passe"]


reg(
    F,
    "chouara_tannery_app_accounts_json_u_escaped",
    ("export/comptes_<<ymd>>.json", "app-tannerie/<<org>>/users_<<n>>.json"),
    _app_json,
    _accented,
    decode=_dec_app,
)

reg(
    F,
    "chouara_sage_compta_odbc_dsn_ini",
    ("C:/Windows/odbc_<<n>>.ini", "compta/<<org>>/odbc.ini"),
    """[ODBC Data Sources]
SAGE100_<<orgu>>=SQL Server

[SAGE100_<<orgu>>]
Driver=SQL Server
Server=<<ip>>\\SAGE100
Database=<<orgu>>_COMPTA
UID=compta
PWD=<<cred>>
""",
    "pw",
    syntax="ini",
)

reg(
    F,
    "chouara_darija_telegram_copied_kalimat_sir",
    ("telegram/copie_<<ymd>>.txt", "notes/telegram_camera_<<n>>.txt"),
    """[<<dmyd>> <<hm>>] <<fl>> <<ll>>: السلام، شنو هي كلمة السر ديال الكاميرات (Hikvision) ديال الدباغة؟
[<<dmyd>> <<hm2>>] <<f2l>> <<l2l>>: admin
[<<dmyd>> <<hm2>>] <<f2l>> <<l2l>>: <<cred>>
[<<dmyd>> <<hm2>>] <<fl>> <<ll>>: شكرا بزاف 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "chouara_leather_shop_wp_config_php",
    ("public_html/wp-config.php", "www/<<org>><<n>>/wp-config.php"),
    """<?php
/** Boutique cuir <<orgc>> - WooCommerce */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wpc_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
    define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)
