# ruff: noqa: E501
"""Family a: an ASC navétane (neighbourhood amateur football) club in Dakar, Senegal: French and
Wolof, Wave and Orange Money, FIFA Connect licences, OBS streaming of matches."""

from __future__ import annotations

import random

from hundredfifteenth_spec import Fam, after, enc_qp

F = Fam(
    name="navetane_asc_football_senegal",
    orgs=("ascjamm", "ascbokk", "jambaarfc", "ascxamxam", "dakarteranga"),
    tld="sn",
    first=(
        ("Moussa", "moussa"),
        ("Awa", "awa"),
        ("Cheikh", "cheikh"),
        ("Fatou", "fatou"),
        ("Ibrahima", "ibrahima"),
        ("Aminata", "aminata"),
        ("Mamadou", "mamadou"),
        ("Ndèye", "ndeye"),
        ("Ousmane", "ousmane"),
        ("Khady", "khady"),
    ),
    last=(
        ("Diop", "diop"),
        ("Ndiaye", "ndiaye"),
        ("Fall", "fall"),
        ("Sow", "sow"),
        ("Sarr", "sarr"),
        ("Faye", "faye"),
        ("Guèye", "gueye"),
        ("Mbaye", "mbaye"),
        ("Diouf", "diouf"),
        ("Cissé", "cisse"),
    ),
    words=(
        "teranga",
        "jamm",
        "gaynde",
        "navetane",
        "ndakaaru",
        "pikine",
        "medina",
        "thiof",
        "yassa",
        "baobab",
        "goree",
        "jambaar",
        "lions",
        "yoff",
        "xamxam",
        "simb",
    ),
    pets=("nala", "bobo", "khalifa", "simba", "pouce", "lune"),
    cc="221",
)

# 1. WhatsApp (Android, French date) in Wolof and French: the licence-portal password
F.reg(
    "navetane_wolof_whatsapp_mdp_fifa_connect_licences",
    (
        "exports/WhatsApp Chat with Bureau ASC <<org>>.txt",
        "telephone/whatsapp/bureau_<<org>>_<<year>>.txt",
    ),
    """<<dmy>> à <<time>> - <<name>>: Salam yéen, licences yi dañuy jeex ci FIFA Connect
<<dmy>> à <<time>> - <<name2>>: Kan moo am compte bi ?
<<dmy>> à <<time2>> - <<name>>: Man. Identifiant: <<user>>@<<dom>>
<<dmy>> à <<time2>> - <<name>>: Mot de passe bi mooy <<cred>>
<<dmy>> à <<time2>> - <<name2>>: Jërëjëf, dinaa def 18 licences yi tey
<<dmy>> à <<time2>> - <<name>>: <Médias omis>
""",
    "human",
)

# 2. Wave Business API key in a small PHP script collecting cotisations
F.reg(
    "navetane_cotisations_wave_checkout_php",
    ("site/cotisations/wave_checkout.php", "htdocs/<<org>>/paiement/wave.php"),
    """<?php
// Paiement des cotisations navétanes par Wave - <<name>> <<year>>
const WAVE_API_KEY = '<<cred>>';
const WAVE_SUCCESS = 'https://<<dom>>/cotisations/merci';

function wave_session(int $montant, string $membre): array {
    $ch = curl_init('https://api.wave.com/v1/checkout/sessions');
    curl_setopt_array($ch, [
        CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . WAVE_API_KEY, 'Content-Type: application/json'],
        CURLOPT_POSTFIELDS => json_encode(['amount' => (string)$montant, 'currency' => 'XOF',
            'client_reference' => $membre, 'success_url' => WAVE_SUCCESS]),
        CURLOPT_RETURNTRANSFER => true,
    ]);
    return json_decode(curl_exec($ch), true);
}
""",
    "p:wave",
    syntax="",
)


# 3. French e-mail (quoted-printable) from the secretary with the accented club-site password
def _qp(rng: random.Random, s: dict) -> dict:
    return {"enc": enc_qp(s["cred"]).replace("=\n", "")}


def _accented(rng: random.Random) -> str:
    w = rng.choice(("Téranga", "Gaïndé", "Médina", "Jàmm", "Navétane", "Gorée"))
    return f"{w}{rng.choice(('', '-', '_'))}{rng.randint(1990, 2026)}{rng.choice('!#*=')}"


F.reg(
    "navetane_secretaire_email_qp_mot_de_passe_site",
    ("mail/boite_secretariat/<<date>>_acces_site.eml", "Mail/<<org>>/envoyes/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?Q?Acc=C3=A8s_au_site_du_club?=
Date: <<dmy>> <<time>>:00 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

Salut <<first2>>,

Pour publier les r=C3=A9sultats du week-end sur le site (WordPress), voici l'acc=C3=A8s :
identifiant : <<user2>>
mot de passe : <<enc>>

Change-le apr=C3=A8s la premi=C3=A8re connexion stp.
Jamm ak salaam,
<<name>>
""",
    _accented,
    syntax="",
    extra=_qp,
    decode=lambda t: (
        __import__("quopri").decodestring(after("mot de passe : ", t).encode()).decode()
    ),
)

# 4. OBS Studio service.json with the YouTube stream key of the club channel
F.reg(
    "navetane_match_stream_obs_service_json",
    (
        "obs-studio/basic/profiles/Navetanes_<<year>>/service.json",
        "AppData/Roaming/obs-studio/basic/profiles/<<org>>/service.json",
    ),
    """{"settings": {"bwtest": false, "key": "<<cred>>", "server": "rtmp://a.rtmp.youtube.com/live2", "service": "YouTube - RTMPS"}, "type": "rtmp_common"}
""",
    "p:youtube_stream",
)

# 5. XLSX sharedStrings: the treasurer's sheet with the Orange Money merchant PIN/password
F.reg(
    "navetane_tresorerie_xlsx_shared_strings_orange_money",
    (
        "tresorerie_<<year>>/xl/sharedStrings.xml",
        "Documents/Cotisations_<<org>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9"><si><t>Compte</t></si><si><t>Identifiant</t></si><si><t>Mot de passe</t></si><si><t>Orange Money Marchand</t></si><si><t><<phone>></t></si><si><t><<cred>></t></si><si><t>Wave Business</t></si><si><t><<user>></t></si><si><t>voir <<name>></t></si></sst>
""",
    "human_x",
)

# 6. wp-config.php of the club site
F.reg(
    "navetane_club_wordpress_wp_config_db",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/** Site de l'ASC <<org>> - résultats et classements navétanes */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_adm' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'nav_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

# 7. Orange Money API .env
F.reg(
    "navetane_orange_money_webpay_dotenv",
    ("billetterie/.env", "apps/billetterie-<<org>>/.env"),
    """APP_NAME=billetterie-<<org>>
APP_URL=https://billets.<<dom>>
OM_CLIENT_ID=<<hex8>><<nn>>
OM_CLIENT_SECRET=<<cred>>
OM_MERCHANT_KEY=<<hex8>>
OM_CURRENCY=XOF
MAIL_FROM=<<email>>
""",
    "alnum:32",
    syntax="",
)

# 8. SMS backup: the treasurer answers with the value only
F.reg(
    "navetane_tresorier_sms_reply_only_value",
    ("sms-backup/sms-<<date>>.xml", "SMSBackupRestore/sms-<<year>><<mo>><<d>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="2" body="Tonton, code bi pour la page Facebook du club ?" read="1" status="-1" contact_name="<<name>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>500" type="1" body="<<cred>>" read="1" status="-1" contact_name="<<name>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>900" type="2" body="Jërëjëf" read="1" status="-1" contact_name="<<name>>" />
</smses>
""",
    "human_x",
)
