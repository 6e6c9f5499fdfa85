# ruff: noqa: E501
"""Family h: a folk-music (jeliya, griot) sound archive in Bamako, Mali (French and Bambara;
Omeka Classic, reel-to-reel digitisation uploads, CinetPay and Orange Money donations, a NUT
UPS server, YouTube uploads of the recordings)."""

from __future__ import annotations

from ninetyfirst_spec import Fam

FAM = Fam(
    name="jeliya_sound_archive_mali",
    orgs=("jeliyakunko", "kankouarchives", "mandensonore"),
    titles=(
        "Archives sonores du Mandé",
        "Jeliya Kunko -- archives des griots",
        "Phonothèque de Bamako",
    ),
    tld="ml",
    first=(
        ("Mamadou", "mamadou"),
        ("Aminata", "aminata"),
        ("Seydou", "seydou"),
        ("Fatoumata", "fatoumata"),
        ("Oumar", "oumar"),
        ("Kadiatou", "kadiatou"),
        ("Bakary", "bakary"),
        ("Mariam", "mariam"),
        ("Issa", "issa"),
        ("Rokia", "rokia"),
    ),
    last=(
        ("Diabaté", "diabate"),
        ("Kouyaté", "kouyate"),
        ("Traoré", "traore"),
        ("Keïta", "keita"),
        ("Coulibaly", "coulibaly"),
        ("Sissoko", "sissoko"),
        ("Dembélé", "dembele"),
        ("Konaté", "konate"),
    ),
    words=(
        "kora",
        "ngoni",
        "balafon",
        "jeli",
        "sunjata",
        "manden",
        "djoliba",
        "bamako",
        "segou",
        "kankou",
        "tamani",
        "djembe",
        "bogolan",
        "fonio",
        "wassoulou",
        "kayes",
        "niamakala",
        "sogolon",
    ),
    uwords=(),
    pets=("simba", "wulu", "jakuma", "bobi", "nyanya", "kanou", "farafin"),
    city="Bamako",
    cc="+223 7",
)

FAM.reg(
    "jeliya_bambara_whatsapp_mot_de_passe_kora",
    ("WhatsApp/Discussion WhatsApp avec <<fa>> <<n>>.txt", "chats/jeliya_equipe_<<date>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<time>> - <<name>>: I ni sɔgɔma! Ordinatɛri min bɛ studio la, a tɛ yɛlɛ
<<d>>/<<mo>>/<<y>> <<time>> - <<name>>: I ka mot de passe ci n ma, Audacity ka kan ka bandes kura ta bi
<<d>>/<<mo>>/<<y>> <<time>> - <<name2>>: compte: studio<<n>>
<<d>>/<<mo>>/<<y>> <<time>> - <<name2>>: <<cred>>
<<d>>/<<mo>>/<<y>> <<time>> - <<name>>: I ni ce 🙏
""",
    "human",
)

FAM.reg(
    "jeliya_cinetpay_donations_php_apikey",
    ("www/dons/config.php", "public_html/<<org>>-dons-<<n>>/cinetpay.php"),
    """<?php
// Dons pour la numérisation des bandes -- CinetPay (XOF)
define('CINETPAY_APIKEY', '<<cred>>');
define('CINETPAY_SITE_ID', '<<n4>><<n3>>');
define('CINETPAY_NOTIFY_URL', 'https://<<dom>>/dons/notify.php');
define('CINETPAY_RETURN_URL', 'https://<<dom>>/dons/merci');
define('CINETPAY_CHANNELS', 'MOBILE_MONEY');
""",
    "p:cinetpay",
)

FAM.reg(
    "jeliya_french_email_mot_de_passe_phonotheque",
    ("mail/<<date>>_acces_phonotheque.eml", "Maildir/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Accès au serveur de la phonothèque
Date: <<d>> Feb <<y>> <<time>>:44 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Bonjour <<first2>>,

Comme convenu, voici l'accès au serveur où sont déposées les numérisations des
bandes magnétiques (fonds Radio Mali et enregistrements de terrain à Kita).

Adresse : smb://<<ip>>/phonotheque
Identifiant : <<user>>
Mot de passe : <<cred>>

Merci de ne pas copier les fichiers WAV maîtres sur des clés USB.

Cordialement,
<<name>>
<<title>>
""",
    "human",
)

FAM.reg(
    "jeliya_reel_to_reel_upload_netrc",
    ("home/<<fa>>/.netrc", "studio/numerisation/netrc_<<n>>"),
    """machine <<ip>>
  login numerisation
  password <<cred>>
machine ftp.<<dom>>
  login <<user>>
  password <<cred>>
""",
    "pw_bare",
)

FAM.reg(
    "jeliya_omeka_classic_db_ini",
    ("var/www/omeka/db.ini", "srv/omeka-<<org>>-<<n>>/db.ini"),
    """;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
; Omeka Classic -- base de données
; <<title>>
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;

[database]
host     = "localhost"
username = "omeka"
password = "<<cred>>"
dbname   = "omeka_jeliya"
prefix   = "omeka_"
charset  = "utf8"
;port     = ""
""",
    "pw_dq",
)

FAM.reg(
    "jeliya_orange_money_webpay_python",
    ("scripts/orange_money_dons.py", "home/<<fa>>/dons/om_<<n>>.py"),
    '''"""Orange Money Web Payment (Mali) -- jeton et paiement d'un don."""

import requests

CLIENT_ID = "<<hex8>><<n4>>OMML"
CLIENT_SECRET = "<<cred>>"
MERCHANT_KEY = "<<hex8>>"


def jeton() -> str:
    r = requests.post(
        "https://api.orange.com/oauth/v3/token",
        data={"grant_type": "client_credentials"},
        auth=(CLIENT_ID, CLIENT_SECRET),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def payer(montant: int, ref: str) -> str:
    r = requests.post(
        "https://api.orange.com/orange-money-webpay/ml/v1/webpayment",
        headers={"Authorization": f"Bearer {jeton()}"},
        json={"merchant_key": MERCHANT_KEY, "currency": "XOF", "order_id": ref, "amount": montant,
              "return_url": "https://<<dom>>/dons/merci", "notif_url": "https://<<dom>>/dons/om", "lang": "fr"},
        timeout=30,
    )
    return r.json()["payment_url"]
''',
    "alnum:32",
)

FAM.reg(
    "jeliya_studio_ups_nut_upsd_users",
    ("etc/nut/upsd.users", "etc/nut/upsd.users.<<n>>"),
    """# Onduleur du studio de numérisation (coupures EDM fréquentes)
[upsmon_local]
\tpassword = <<cred>>
\tupsmon primary

[<<fa>>]
\tpassword = <<cred>>
\tactions = SET
\tinstcmds = ALL
""",
    "pw",
)

FAM.reg(
    "jeliya_youtube_upload_oauth_client_secret_json",
    ("youtube/client_secret_<<n4>>.json", "scripts/credentials/client_secret_<<org>>.json"),
    """{"installed":{"client_id":"<<n4>><<n3>>-<<hex8>>.apps.googleusercontent.com","project_id":"jeliya-youtube-<<n3>>","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"<<cred>>","redirect_uris":["http://localhost"]}}
""",
    "x:GOCSPX-:28",
)
