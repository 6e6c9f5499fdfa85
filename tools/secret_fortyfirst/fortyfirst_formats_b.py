# ruff: noqa: E501
"""Family b: a Finnish kantele (zither) workshop: web shop, tuning app, CNC shop floor."""

from __future__ import annotations

from fortyfirst_corpus import ALNUM, hexs, jwt
from fortyfirst_spec import Fam, alnum

F = Fam(
    "kantele_zither_paja",
    ("sointupaja",),
    "fi",
    ("Aino", "Eetu", "Matti", "Liisa", "Juha", "Sanna", "Heikki", "Tuula", "Ville", "Kaisu"),
    ("Virtanen", "Korhonen", "Mäkinen", "Nieminen", "Hämäläinen", "Laine", "Heikkinen", "Koskinen"),
    (
        "kantele",
        "koivu",
        "kuusi",
        "kielet",
        "sointu",
        "tappi",
        "vaahtera",
        "kalevala",
        "joiku",
        "lintu",
    ),
    ("kesä", "talvi", "syksy", "kevät", "juhannus", "joulu"),
    "+358",
)

F.reg(
    "kantele_shop_magento_env_php",
    ("verkkokauppa/app/etc/env.php", "www/<<org>>-kauppa-<<n>>/app/etc/env.php"),
    """<?php
return [
    'backend' => [
        'frontName' => 'hallinta_<<hexid>>'
    ],
    'crypt' => [
        'key' => 'base64<<hexid>>'
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => '<<host>>',
                'dbname' => 'magento_kantele',
                'username' => 'mg_<<org>>',
                'password' => '<<cred>>',
                'model' => 'mysql4',
                'engine' => 'innodb',
                'initStatements' => 'SET NAMES utf8;',
                'active' => '1'
            ]
        ]
    ],
    'MAGE_MODE' => 'production',
    'session' => [
        'save' => 'files'
    ],
];
""",
    cred="pw_sq",
)

F.reg(
    "kantele_finnish_whatsapp_salasana_tilitoimisto",
    ("WhatsApp Chat with <<first2>> <<last2>>.txt", "chats/whatsapp_tilitoimisto_<<id>>.txt"),
    """<<dmy>> <<time>> - <<first>>: Moi! Tilitoimisto kysyy taas Netvisorin tunnuksia
<<dmy>> <<time>> - <<first2>>: Käyttäjätunnus on <<user2>>
<<dmy>> <<time2>> - <<first2>>: salasana <<cred>>
<<dmy>> <<time2>> - <<first>>: Kiitos 👍 vaihdan sen heti kun ALV-ilmoitus on tehty
<<dmy>> <<time2>> - <<first2>>: Muista että huomenna tulee se 10-kielisen kanteleen tilaus Tampereelta
""",
    cred="human",
)

F.reg(
    "kantele_tuning_app_gradle_properties_signing",
    ("viritin-app/gradle.properties", "android/<<org>>-viritin-<<n>>/gradle.properties"),
    """# Kantele tuner (Android) - release build
org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official

VIRITIN_RELEASE_STORE_FILE=../keys/viritin-release.jks
VIRITIN_RELEASE_KEY_ALIAS=viritin
VIRITIN_RELEASE_STORE_PASSWORD=<<cred>>
VIRITIN_RELEASE_KEY_PASSWORD=<<cred>>
""",
    cred="pw",
)

F.reg(
    "kantele_cnc_router_octoprint_yaml_api_key",
    ("octoprint/config_cnc<<n>>.yaml", "home/pi/.octoprint/config.yaml.bak<<n>>"),
    """accessControl:
  salt: <<hexid>><<hexid>>
api:
  key: <<cred>>
appearance:
  name: Kaikupohja-CNC <<n>>
plugins:
  _disabled:
  - softwareupdate
  cncjs_bridge:
    port: 8000
serial:
  autoconnect: true
  baudrate: 115200
  port: /dev/ttyACM0
server:
  firstRun: false
  onlineCheck:
    enabled: false
""",
    cred=lambda rng: alnum(rng, 32, "0123456789ABCDEF"),
)

F.reg(
    "kantele_accounting_netvisor_python_requests",
    ("scripts/netvisor_laskut_<<n>>.py", "tools/kirjanpito/netvisor_sync.py.<<yyyy>>"),
    """import hashlib
import uuid
from datetime import datetime

import requests

SENDER = "Sointupaja laskutus"
CUSTOMER_ID = "<<user>>_<<id>>"
PARTNER_ID = "Soi_<<id>>"
CUSTOMER_KEY = "<<cred>>"
PARTNER_KEY = "<<hexid>>A"


def headers():
    ts = datetime.utcnow().strftime("%Y-%m-%d %H:%M:%S.000")
    tx = uuid.uuid4().hex
    mac_src = "&".join(["https://integration.netvisor.fi/salesinvoicelist.nv", SENDER, CUSTOMER_ID, ts, "FI", "FI", "<<id>>", tx, CUSTOMER_KEY, PARTNER_KEY])
    return {
        "X-Netvisor-Authentication-Sender": SENDER,
        "X-Netvisor-Authentication-CustomerId": CUSTOMER_ID,
        "X-Netvisor-Authentication-Timestamp": ts,
        "X-Netvisor-Authentication-TransactionId": tx,
        "X-Netvisor-Authentication-MAC": hashlib.sha256(mac_src.encode()).hexdigest(),
    }


print(requests.get("https://integration.netvisor.fi/salesinvoicelist.nv", headers=headers()).text[:400])
""",
    cred="HEX:32",
)

F.reg(
    "kantele_recording_rclone_conf_backblaze_b2",
    ("home/<<user>>/.config/rclone/rclone.conf", "studio/nauhoitukset/rclone_<<n>>.conf"),
    """[b2-nauhoitukset]
type = b2
account = 005<<hexid>>0000<<n>>
key = <<cred>>
hard_delete = false

[nas]
type = sftp
host = <<ip>>
user = <<user>>
key_file = ~/.ssh/id_ed25519
""",
    cred=lambda rng: "K005" + alnum(rng, 27, ALNUM + "/+"),
)

F.reg(
    "kantele_paper_order_book_ocr_tunnus_salasana",
    ("skannaus/tilauskirja_<<yyyy>>_s<<n>>.txt", "ocr/<<org>>/muistikirja_<<id>>.txt"),
    """TILAUSKIRJA {yyyy}   sivu <<n>>

<<dmy>>  5-kiel. kantele, koivu, lakkaus  - <<full2>>
<<dmy>>  15-kiel. konserttikantele (vaahtera)  -  ennakko maksettu

Puutavaratoimittajan nettisivu:
tunnus  <<user>>
salasana
<<cred>>

muista tilata viritystapit (100 kpl) ja kielisarjat
""".replace("{yyyy}", "<<yyyy>>"),
    cred="human",
    syntax="",
)


def _mailerlite_jwt(rng):
    return jwt(
        rng,
        {
            "aud": "4",
            "jti": hexs(rng, 80),
            "iat": rng.randint(1_700_000_000, 1_760_000_000),
            "nbf": 1_700_000_000,
            "exp": 4_870_000_000,
            "sub": str(rng.randint(100000, 999999)),
            "scopes": [],
        },
        alg="RS256",
    )


F.reg(
    "kantele_newsletter_mailerlite_node_fetch",
    ("uutiskirje/send.mjs", "scripts/<<org>>-uutiskirje-<<n>>.mjs"),
    """// Uutiskirje: uudet kanteleet ja kurssit -> MailerLite ryhmä "Asiakkaat"
const API = "https://connect.mailerlite.com/api";
const MAILERLITE_KEY = "<<cred>>";

async function addSubscriber(email, name) {
  const res = await fetch(`${API}/subscribers`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${MAILERLITE_KEY}`,
    },
    body: JSON.stringify({ email, fields: { name }, groups: ["<<id>>"] }),
  });
  return res.json();
}

await addSubscriber("<<email2>>", "<<first2>>");
""",
    cred=_mailerlite_jwt,
)
