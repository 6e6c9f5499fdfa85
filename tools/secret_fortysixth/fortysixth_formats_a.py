# ruff: noqa: E501
"""Family a: nagol land diving on Pentecost island (Vanuatu): Bislama, French, English."""

from __future__ import annotations

from fortysixth_spec import Fam, gen_pw, jdump

F = Fam(
    "nagol_landdiving_pentecost",
    orgs=("bunlapjump", "lonorore", "nagolvila", "pentetoa"),
    tld="vu",
    first=(
        "Willie",
        "Seiko",
        "Marie",
        "Telkon",
        "Esther",
        "Warisul",
        "Bebe",
        "Roslyn",
        "Moses",
        "Lini",
    ),
    last=("Bebe", "Watas", "Tabi", "Molisa", "Lini", "Tarip", "Mala", "Bule", "Sope", "Warsal"),
    words=(
        "nagol",
        "bunlap",
        "tower",
        "liana",
        "yam",
        "pentecost",
        "sunday",
        "jump",
        "lonorore",
        "namba",
        "vine",
        "kastom",
    ),
    cc="+678",
    pets=("blacky", "boss", "lucky", "toti", "jimi"),
)

F.reg(
    "nagol_bislama_whatsapp_pasword_booking",
    ("exports/WhatsApp Chat with Nagol Tour Booking.txt", "chats/whatsapp_<<first_a>>_nagol.txt"),
    """<<date_sl>>, <<time>> - <<first>> <<last>>: Gudmoning olgeta, ol turis blong Aelan Walkabout oli kam long Sarede
<<date_sl>>, <<time>> - Roslyn Tabi: Oke. Mi no save login long booking system blong <<org>>
<<date_sl>>, <<time>> - <<first>> <<last>>: Yusa nem hemia <<user>> mo pasword hemia <<cred>>
<<date_sl>>, <<time>> - <<first>> <<last>>: Yu no givim long eni narafala man plis
<<date_sl>>, <<time>> - Roslyn Tabi: Tangkyu tumas 🙏
<<date_sl>>, <<time>> - Roslyn Tabi: Hamas turis i save lukluk jamp long Bunlap?
""",
    "human",
)

F.reg(
    "nagol_tour_booking_rezdy_api_env",
    ("booking-sync/.env", "apps/<<org>>-tours/.env.production"),
    """# Rezdy supplier API (Pentecost land-dive day trips)
REZDY_API_URL=https://api.rezdy.com/v1
REZDY_API_KEY=<<cred>>
REZDY_SUPPLIER_ID=<<n>>7731
SEASON_START=04-01
SEASON_END=06-30
DEFAULT_CURRENCY=VUV
NOTIFY_EMAIL=<<email2>>
""",
    "hex:32",
)

F.reg(
    "nagol_video_upload_youtube_client_secret_json",
    ("video/client_secret_<<n>>4412-desktop.json", "uploader/client_secret.json"),
    lambda s: jdump(
        {
            "installed": {
                "client_id": f"{s['n']}9912048{s['n']}-{s['hx']}a1b2c3.apps.googleusercontent.com",
                "project_id": f"{s['org']}-nagol-films",
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
                "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
                "client_secret": s["cred"],
                "redirect_uris": ["http://localhost"],
            }
        },
        indent=None,
    ),
    lambda rng, s: (
        "GOCSPX-"
        + "".join(
            rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789-_")
            for _ in range(28)
        )
    ),
)

F.reg(
    "nagol_french_email_mot_de_passe_office_tourisme",
    ("mail/<<date>>_acces_portail.eml", "Documents/courriels/acces-portail-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: accueil@pentecost-tourisme.<<org>>.vu
Subject: Acces au portail des reservations - saison du gol
Date: Tue, <<n>> Apr <<year>> 09:14:02 +1100
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Bonjour,

Comme convenu au telephone, voici les identifiants du portail des reservations
pour les sauts du gol a Bunlap et Lonorore :

  adresse : https://reservations.<<dom>>/admin
  identifiant : <<user>>
  mot de passe : <<cred>>

Merci de le changer apres la premiere connexion. Les tours sont prets pour samedi.

Cordialement,
<<first>> <<last>>
<<phone>>
""",
    "pw",
)

F.reg(
    "nagol_tower_inspection_log_php_pdo",
    ("inspection/db.php", "www/<<org>>/includes/db.php"),
    """<?php
// Journal des inspections des tours (lianes, planches, hauteur) - base MySQL
$dsn = 'mysql:host=<<host>>;dbname=tower_log;charset=utf8mb4';
$user = 'inspect_rw';
$pass = '<<cred>>';

try {
    $pdo = new PDO($dsn, $user, $pass, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
} catch (PDOException $e) {
    error_log('tower_log db: ' . $e->getMessage());
    http_response_code(500);
    exit;
}
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "nagol_ferry_sms_bislama_reply",
    ("sms/export_<<date>>.txt", "phone/sms-<<first_a>>-<<n>>.txt"),
    """From: <<phone>>
Date: <<date_sl>> <<time>>
Wifi blong guesthouse long Lonorore i jenis. Niu pasword:

From: <<phone>>
Date: <<date_sl>> <<time>>
<<cred>>

From: <<phone>>
Date: <<date_sl>> <<time>>
Sipos i no wok ringim mi
""",
    "human_x",
    syntax="",
)

F.reg(
    "nagol_guesthouse_mikrotik_export_rsc",
    ("router/<<org>>-hap-<<date>>.rsc", "backup/mikrotik_export.rsc"),
    lambda s: (
        f"""# {s["date"]} 18:02:11 by RouterOS 7.14.3
# software id = {s["hx"][:4].upper()}-{s["hx"][4:].upper()}
#
# model = RB952Ui-5ac2nD
/interface bridge
add admin-mac=48:8F:5A:{s["hx"][:2].upper()}:1C:0E auto-mac=no comment=defconf name=bridge
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=guests supplicant-identity="" \\
    wpa2-pre-shared-key="{s["extra"]}"
add authentication-types=wpa2-psk mode=dynamic-keys name=office supplicant-identity="" \\
    wpa2-pre-shared-key="{s["cred"]}"
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=vanuatu mode=ap-bridge \\
    security-profile=office ssid=NagolOffice
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
/system identity
set name={s["org"]}-guesthouse
"""
    ),
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"extra": gen_pw(rng, sym="")},
)

F.reg(
    "nagol_site_sftp_id_ecdsa_key",
    ("home/<<first_a>>/.ssh/id_ecdsa", "deploy/keys/id_ecdsa"),
    "<<cred>>\n",
    "ec",
    syntax="",
)
