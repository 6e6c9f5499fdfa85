# ruff: noqa: E501
"""Family f: a women's argan-oil cooperative in the Souss, Morocco (Darija in Arabic and Latin
letters, Tamazight in Tifinagh, French): YouCan shop, CMI payments, ONSSA portal, OpenWrt."""

from __future__ import annotations

from hundredfourth_spec import Fam, tg_json, wa, xml_esc

FAM = Fam(
    name="arganier_souss_women_oil_cooperative",
    orgs=("tafsutargan", "tighritargan", "aitsoussoils", "azularganoil"),
    tld="ma",
    first=(
        ("فاطمة", "fatima"),
        ("خديجة", "khadija"),
        ("يوسف", "youssef"),
        ("حنان", "hanane"),
        ("إبراهيم", "brahim"),
        ("زينب", "zineb"),
        ("عائشة", "aicha"),
        ("ⵉⵜⵜⵓ", "itto"),
        ("ⵜⵉⵍⵍⵉ", "tilli"),
    ),
    last=(
        ("أيت باها", "aitbaha"),
        ("الإدريسي", "idrissi"),
        ("أوبلا", "oubella"),
        ("بن علي", "benali"),
        ("أمزيان", "amezian"),
        ("العلوي", "alaoui"),
    ),
    words=(
        "argan",
        "souss",
        "agadir",
        "tiznit",
        "atlas",
        "amazigh",
        "tafsut",
        "azul",
        "tamazirt",
        "baraka",
        "bladi",
        "sahara",
        "essaouira",
        "tagine",
        "louz",
        "nour",
        "tanirt",
        "aman",
    ),
    pets=("mimi", "lucky", "bobby", "simo", "kiki", "zouzou"),
    cc="+212",
    city="Tiznit",
    lwords=("ⴰⵣⵓⵍ", "أركان", "بركة"),
    walks=("azerty", "qwerty", "1234azer", "aqwzsx"),
)

R = FAM.reg

R(
    "arganier_darija_whatsapp_code_youcan_store",
    ("WhatsApp Chat with <<fn2>>.txt", "دردشة واتساب مع <<fn2>>.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "السلام <<fn2>>، 3afak sifti lia l'code dyal YouCan? bghit nzid zit argan dyal l'makla",
                ),
                ("<<fn2>>", "l'email howa <<email>>"),
                ("<<fn2>>", "o l'code: <<cred>>"),
                ("<<fn>>", "شكرا بزاف، دخلت"),
                ("<<fn2>>", "ma t3tih l 7ta wa7d, ⴰⵣⵓⵍ"),
            ],
        )
    ),
)

R(
    "arganier_cmi_payment_storekey_php",
    ("includes/cmi_config.php", "boutique/<<org>>/cmi/config.php"),
    """<?php
// CMI (Centre Monétique Interbancaire) — paiement 3D Pay Hosting, boutique <<orgc>>
$cmi = [
    'clientid'   => '<<clientid>>',
    'storekey'   => '<<cred>>',
    'gateway'    => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'storetype'  => '3D_PAY_HOSTING',
    'currency'   => '504',
    'okUrl'      => 'https://<<dom>>/commande/ok',
    'failUrl'    => 'https://<<dom>>/commande/echec',
    'callbackUrl'=> 'https://<<dom>>/cmi/callback',
    'lang'       => 'fr',
];
""",
    "p:cmi",
    "",
    extra=lambda rng, s: s.update(clientid=str(rng.randint(600000000, 609999999))),
)

R(
    "arganier_onssa_portal_french_email_mot_de_passe",
    ("Courrier/ONSSA_<<date>>.eml", "mail/envoyes/<<nn>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Compte ONSSA - enregistrement huile d'argan cosmetique
Date: Mon, <<day>> Apr <<year>> <<time>>:05 +0100
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Bonjour <<fa2>>,

Pour le dossier d'autorisation sanitaire (huile d'argan cosmétique 100 ml et savon beldi),
voici le compte de la coopérative sur le portail de l'ONSSA :

Identifiant : <<email>>
Mot de passe : <<cred>>

Merci de déposer le certificat d'analyse du laboratoire d'Agadir avant jeudi.
Cordialement / ⴰⵣⵓⵍ,
<<fa>> — Coopérative <<orgc>>
""",
    "human",
    "",
)


def _fods(s):
    rows = [
        ("Service", "Identifiant", "Mot de passe / كلمة السر", "Responsable"),
        ("Jumia Maroc", str(s["email"]), str(s["cred"]), str(s["fn"])),
        ("Page Facebook", str(s["org"]), "(téléphone de " + str(s["fn2"]) + ")", str(s["fn2"])),
        ("Barid Al-Maghrib / Amana", str(s["login"]), "", str(s["fn2"])),
    ]
    body = "\n".join(
        "    <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{xml_esc(c)}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Comptes">
{body}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


R(
    "arganier_cooperative_accounts_flat_ods",
    ("Documents/comptes_cooperative.fods", "cooperative/<<org>>_comptes_<<year>>.fods"),
    _fods,
    "human_x",
    "xml",
)

R(
    "arganier_woocommerce_wp_config_db_password",
    ("wp-config.php", "public_html/<<org>>/wp-config.php"),
    """<?php
/** Boutique en ligne <<orgc>> — huile d'argan, amlou, savon beldi */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WP_DEBUG', false );
$table_prefix = 'wp_';

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    "",
)

R(
    "arganier_openwrt_wireless_uci_key",
    ("etc/config/wireless", "backup-<<org>>-<<date>>/etc/config/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '6'
	option band '2g'
	option htmode 'HE20'
	option country 'MA'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'Cooperative_<<orgc>>'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "human_x",
    "",
)

R(
    "arganier_oil_press_esp32_blynk_auth_ino",
    ("presse_huile/presse_huile.ino", "firmware/<<org>>_presse_<<n>>/main.ino"),
    """// Température de la presse à argan + niveau de la cuve -> application Blynk
#define BLYNK_TEMPLATE_ID "TMPL<<tpl>>"
#define BLYNK_TEMPLATE_NAME "Presse Argan"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>
#include <OneWire.h>
#include <DallasTemperature.h>

char ssid[] = "Cooperative_<<orgc>>";
char pass[] = "";  // réseau de l'atelier, voir Wi-Fi

OneWire oneWire(4);
DallasTemperature sonde(&oneWire);

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
  sonde.begin();
}

void loop() {
  sonde.requestTemperatures();
  Blynk.virtualWrite(V0, sonde.getTempCByIndex(0));
  Blynk.run();
  delay(5000);
}
""",
    "p:blynk",
    "",
    extra=lambda rng, s: s.update(tpl=__import__("hundredfourth_corpus").alnum(rng, 8)),
)

R(
    "arganier_telegram_json_export_kalimat_sir_jumia",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/telegram_<<fa2>>/result.json"),
    lambda s: s["chat"],
    "human",
    extra=lambda rng, s: s.update(
        chat=tg_json(
            rng,
            s,
            "<<fn2>>",
            [
                ("<<fn>>", "صباح الخير، عافاك كلمة السر ديال Jumia Seller Center؟"),
                ("<<fn2>>", "كلمة السر: <<cred>>"),
                ("<<fn>>", "merci, l commande dyal 20 qar3a wsslat"),
            ],
        )
    ),
)
