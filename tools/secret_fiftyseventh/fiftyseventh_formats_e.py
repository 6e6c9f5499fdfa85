"""Family e: a riad guesthouse with hammam in the medina of Marrakech, Morocco."""

# ruff: noqa: E501

from __future__ import annotations

import html
import random
import re

from fiftyseventh_spec import Fam, enc_html, gen_pw

F = Fam(
    "marrakech_medina_riad",
    ("riadzellij", "dartamsna", "riadlaroussa"),
    "ma",
    ("يوسف", "فاطمة", "هشام", "سلمى", "عبد الرحيم"),
    ("العلوي", "بنعلي", "الإدريسي", "التازي"),
    ("youssef", "fatima", "hicham", "salma", "abderrahim"),
    ("alaoui", "benali", "idrissi", "tazi"),
    (
        "zellij",
        "atlas",
        "menara",
        "koutoubia",
        "jemaa",
        "tajine",
        "hammam",
        "ourika",
        "majorelle",
        "argan",
    ),
    "marrakech",
    "212",
)

F.reg(
    "marrakech_french_email_mot_de_passe_booking_extranet",
    ["mail/<<org>>/<<n>>.eml", "Mail/Riad/<<ymd>>_<<n>>.eml"],
    """From: <<fa>> <<la>> <<<email>>>
To: reception@<<dom>>
Subject: Accès extranet Booking + Expedia
Date: Thu, <<d>> May <<y>> 18:<<mm>>:40 +0100
Content-Type: text/plain; charset=UTF-8

Bonsoir,

Comme convenu, voici les nouveaux accès pour la réception :

- Booking.com extranet : identifiant <<org>>_recep / mot de passe : <<cred>>
- Expedia Partner Central : même identifiant, le mot de passe est dans le classeur rouge.

Merci de ne pas le noter sur le tableau derrière le comptoir.

Bien à vous,
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "marrakech_darija_whatsapp_arabic_wifi_kalimat_sir",
    ["whatsapp/WhatsApp Chat - Riad staff <<n>>.txt", "chats/riad_<<ymd>>.txt"],
    """<<dmys>>, <<time>> - <<first>>: السلام عليكم، بدلت الويفي ديال الطابق الفوقاني
<<dmys>>, <<time>> - <<first>>: السمية: <<orgc>>_Terrasse
<<dmys>>, <<time>> - <<first>>: كلمة السر: <<cred>>
<<dmys>>, <<time>> - سلمى: مزيان، غادي نعطيها للضيوف ديال الغرفة 4
<<dmys>>, <<time>> - <<first>>: 👍
""",
    "human_x",
    syntax="",
)

F.reg(
    "marrakech_cmi_payment_gateway_storekey_php",
    ["www/paiement/cmi_config.php", "<<org>>-site/includes/cmi_<<n2>>.php"],
    """<?php
/* Passerelle de paiement CMI (Centre Monétique Interbancaire) */
define('CMI_CLIENT_ID', '600<<hid>>');
define('CMI_STORE_KEY', '<<cred>>');
define('CMI_GATEWAY', 'https://payment.cmi.co.ma/fim/est3Dgate');
define('CMI_OK_URL', 'https://<<dom>>/reservation/merci');
define('CMI_FAIL_URL', 'https://<<dom>>/reservation/erreur');
define('CMI_CURRENCY', '504');
""",
    "pw_alnum",
    syntax="",
)

F.reg(
    "marrakech_hammam_booking_wp_config_php",
    ["public_html/wp-config.php", "sites/hammam-<<org>>/wp-config.php"],
    """<?php
/** Réservations hammam & spa - configuration WordPress */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'rz_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "marrakech_guest_wifi_mikrotik_export_rsc",
    ["network/mikrotik_<<ymd>>.rsc", "backup/<<org>>_hap_<<n2>>.rsc"],
    """# <<date>> 10:12:44 by RouterOS 6.49.10
# software id = <<hexu>>
#
# model = RBD52G-5HacD2HnD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=riad-guests supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=morocco disabled=no mode=ap-bridge security-profile=riad-guests ssid=<<orgc>>_Guests
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "hexu": "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(4))
        + "-"
        + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(4))
    },
)

F.reg(
    "marrakech_riad_cameras_rtsp_vlc_playlist",
    ["cameras/riad_cams.m3u", "Desktop/cameras_<<n2>>.m3u"],
    """#EXTM3U
#EXTINF:-1,Entrée derb
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Patio
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
#EXTINF:-1,Terrasse
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)


def _amp_pw(rng: random.Random, s: dict) -> str:
    pw = gen_pw(rng, sym="")
    i = rng.randrange(2, len(pw) - 2)
    return pw[:i] + rng.choice(("&", "<", ">", "&", '"')) + pw[i:]


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="pw">([^<]*)</td>', text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "marrakech_accounts_html_table_entity_escaped",
    ["intranet/comptes_<<n>>.html", "docs/<<org>>_acces.html"],
    lambda s: (
        f"""<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Accès - {s["orgc"]}</title></head>
<body>
<h1>Comptes de la réception</h1>
<table border="1">
<tr><th>Service</th><th>Identifiant</th><th>Mot de passe</th></tr>
<tr><td>Channel manager (SiteMinder)</td><td>{s["org"]}.recep</td><td class="pw">{enc_html(s["cred"])}</td></tr>
<tr><td>Caisse Lightspeed</td><td>caisse1</td><td>voir Fatima</td></tr>
</table>
</body></html>
"""
    ),
    _amp_pw,
    syntax="",
    decode=_dec_html,
)

F.reg(
    "marrakech_airport_transfer_drivers_csv_arabic",
    ["transferts/سائقين_<<n>>.csv", "ops/drivers_<<y>>.csv"],
    """الاسم,الهاتف,السيارة,تطبيق الحجز,اسم المستخدم,كلمة المرور
<<first>> <<last>>,<<phone>>,Dacia Lodgy,Transferts <<orgc>>,<<user>>,<<cred>>
عبد الرحيم,<<phone>>,Hyundai H1,Transferts <<orgc>>,abderrahim,مع المدير
""",
    "human",
    syntax="",
)
