# ruff: noqa: E501
"""Family g: a cooperative of henna artists (naqqashat) in the Marrakech medina (Morocco),
Darija in Arabic script and in Latin letters, French and Arabic."""

from __future__ import annotations

from hundredfortieth_spec import Fam, alnum, pick

G = Fam(
    "naqasha_henne_marrakchia",
    orgs=("naqshzahra", "hennamedina", "riadnaqsh"),
    tld="ma",
    first="فاطمة/fatima خديجة/khadija سعاد/souad نادية/nadia زينب/zineb حنان/hanane مريم/meryem يوسف/youssef كريم/karim سلمى/salma إيمان/imane هند/hind",
    last="العلوي/alaoui بناني/bennani الإدريسي/idrissi التازي/tazi الفاسي/fassi برادة/berrada الشرقاوي/cherkaoui المنصوري/mansouri الزياني/ziani بنجلون/benjelloun",
    words=(
        "henna",
        "naqsh",
        "medina",
        "jemaa",
        "marrakech",
        "koutoubia",
        "menara",
        "atlas",
        "zellige",
        "argan",
        "tajine",
        "baraka",
        "khmissa",
        "majorelle",
        "ourika",
    ),
    pets=("Mimi", "Bsissa", "Chama", "Loulou", "Zaza", "Kiki", "Tigrou", "Minou"),
    walks=("azerty", "qwerty", "123456az", "azerty123", "aqwzsx", "azertyuiop"),
    clubs=("Kawkab1947", "Wydad1937", "Raja1949", "KACM1947"),
    cc="+212 6## ## ## ##",
    city="مراكش",
)

G.reg(
    "naqasha_whatsapp_darija_arabizi_modpass_instagram",
    ("WhatsApp/Discussion WhatsApp avec <<fa2>>.txt", "sauvegarde/whatsapp/<<org>>_<<date>>.txt"),
    """<<dd>>/<<mo>>/<<year>> <<time>> - Les messages et les appels sont chiffrés de bout en bout. Aucun tiers, pas même WhatsApp, ne peut les lire ou les écouter.
<<dd>>/<<mo>>/<<year>> <<time>> - <<fac2>>: salam <<fac>>, l'insta dyal l cooperative ma bghach ydkhol 3la tilifoun jdid
<<dd>>/<<mo>>/<<year>> <<time2>> - <<fac>>: wa3likom salam, bdelt l mot de passe lbar7
<<dd>>/<<mo>>/<<year>> <<time2>> - <<fac>>: <<cred>>
<<dd>>/<<mo>>/<<year>> <<time2>> - <<fac>>: ماتعطيهش لحتا واحد من برا 🙏
<<dd>>/<<mo>>/<<year>> <<time2>> - <<fac2>>: safi merci, ghadi nhet tsawer dyal l3roussa li kant lbare7 f riad
""",
    cred="human",
)

G.reg(
    "naqasha_cmi_storekey_php_config",
    ("paiement/cmi_config.php", "public_html/<<org>>/reservation/cmi.php"),
    """<?php
// Paiement en ligne CMI (Centre Monétique Interbancaire) — réservation séance henné
$cmi = [
    'gateway'   => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'clientid'  => '6000<<n6>>',
    'storekey'  => '<<cred>>',
    'storetype' => '3D_PAY_HOSTING',
    'currency'  => '504',
    'lang'      => 'fr',
    'okUrl'     => 'https://<<dom>>/reservation/merci',
    'failUrl'   => 'https://<<dom>>/reservation/echec',
    'callbackUrl' => 'https://<<dom>>/reservation/cmi-callback.php',
    'email'     => '<<email>>',
];
""",
    cred="pw_alnum",
)

G.reg(
    "naqasha_getyourguide_supplier_api_dotenv",
    ("api-reservations/.env", "deploy/<<org>>-gyg/.env"),
    """# API fournisseur GetYourGuide (disponibilités + réservations des ateliers henné)
# GetYourGuide appelle notre API avec ces identifiants (Basic Auth) — même valeurs dans le Supplier Portal
GYG_API_USER=<<org>>_gyg
GYG_API_PASSWORD='<<cred>>'
GYG_PRODUCT_IDS=<<n6>>,<<nn>>
TZ=Africa/Casablanca
DATABASE_PATH=/srv/reservations/db.sqlite3
""",
    cred="pw_sq",
)

G.reg(
    "naqasha_french_email_identifiants_wordpress",
    ("mail/agence/identifiants_site_<<date>>.eml", "Thunderbird/Inbox/<<hex8>>.eml"),
    """From: <<agence>> Web <contact@<<agence>>.ma>
To: <<email>>
Subject: Vos identifiants - site <<dom>>
Date: <<maildate>> +0100
Content-Type: text/plain; charset=UTF-8

Bonjour Mme <<lac>>,

Votre site est en ligne ! Voici vos identifiants pour l'administration WordPress
(ajout des photos de henné, des tarifs et des créneaux) :

Adresse : https://<<dom>>/wp-admin
Identifiant : <<fa>>_admin
Mot de passe : <<cred>>

Nous vous conseillons de le modifier depuis Profil > Gestion du compte.

Cordialement,
<<full2>>
<<agence>> Web — Casablanca
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(agence=pick(rng, ("pixelatlas", "webmedina", "casadigital"))),
)

G.reg(
    "naqasha_wp_config_db_password",
    ("public_html/<<org>>/wp-config.php", "backup-<<date>>/www/wp-config.php"),
    """<?php
/**
 * La configuration de base de votre installation WordPress.
 */

// ** Réglages MySQL - Votre hébergeur doit vous fournir ces informations. ** //
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'hn_';

define( 'WP_DEBUG', false );
define( 'WPLANG', 'fr_FR' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
)

G.reg(
    "naqasha_fibre_box_sticker_ocr_cle_wpa",
    ("photos/ocr/box_iam_<<nn>>.txt", "scans/<<org>>/routeur_<<date>>.txt"),
    """Maroc Telecom  اتصالات المغرب
Fibre Optique — Box
SSID : FIBRE-IAM-<<x4>>
Clé de sécurité (WPA2) / مفتاح الأمان :
<<cred>>
Interface : http://192.168.1.1
S/N: <<serial>>
""",
    cred="upper:16",
    extra=lambda rng, s: s.update(x4=alnum(rng, 4, "0123456789ABCDEF")),
)

G.reg(
    "naqasha_apps_script_ultramsg_whatsapp_token",
    ("apps-script/confirmations.gs", "Drive/<<orgc>>/Script réservations/Code.gs"),
    """// Confirmation WhatsApp des réservations (Google Sheets -> UltraMsg)
const INSTANCE = 'instance<<n6>>';
const ULTRAMSG_TOKEN = '<<cred>>';

function envoyerConfirmations() {
  const feuille = SpreadsheetApp.getActive().getSheetByName('Réservations');
  const lignes = feuille.getDataRange().getValues();
  for (let i = 1; i < lignes.length; i++) {
    const [nom, tel, date, heure, statut] = lignes[i];
    if (statut !== 'à confirmer') continue;
    const body = `Salam ${nom} ! Votre séance de henné est confirmée le ${date} à ${heure}. <<orgc>>, Médina de Marrakech`;
    UrlFetchApp.fetch(`https://api.ultramsg.com/${INSTANCE}/messages/chat`, {
      method: 'post',
      payload: { token: ULTRAMSG_TOKEN, to: tel, body: body },
    });
    feuille.getRange(i + 1, 5).setValue('confirmé');
  }
}
""",
    cred="lower:16",
)

G.reg(
    "naqasha_arabic_note_kalimat_sir_bank",
    ("Notes/ملاحظات <<date>>.txt", "telephone/notes/<<fa>>_banque.txt"),
    """حسابات الجمعية
-----------------
البنك: CIH Bank — CIH Online
المعرف: <<n6>><<nn>>
كلمة السر: <<cred>>
(الرمز كيجي فSMS لتيليفون ديال <<first>>)

الكراء ديال المحل: 2500 درهم كل شهر قبل 5
الحنة: 40 كيلو من عند مول الحانوت فالرحبة
""",
    cred="human",
)
