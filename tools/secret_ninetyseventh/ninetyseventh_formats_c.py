# ruff: noqa: E501
"""Family c: an optician's shop (οπτικό κατάστημα) in Thessaloniki, Greece: Greek; Viva
Wallet, AADE myDATA e-invoicing, a Nidek / Essilor edger talking OMA to the lens lab,
Hikvision cameras, a WooCommerce shop, Viber and SMS."""

from __future__ import annotations

from ninetyseventh_spec import SYM_INI, Fam, dec_html_field, enc_html, pw_with, sms_xml

F = Fam(
    name="optiko_katastima_thessaloniki",
    prefix="optiko",
    orgs=("optikaelia", "optikalefkos", "optikavardaris", "ofthalmosnea", "optikapyrgos"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Δημήτρης", "dimitris"),
        ("Ελένη", "eleni"),
        ("Νίκος", "nikos"),
        ("Κατερίνα", "katerina"),
        ("Σοφία", "sofia"),
        ("Στέλιος", "stelios"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Καραγιάννη", "karagianni"),
        ("Βλάχου", "vlachou"),
        ("Μακρής", "makris"),
        ("Τσολάκης", "tsolakis"),
    ),
    words=(
        "optika",
        "fakos",
        "gyalia",
        "thalassa",
        "olympos",
        "paok",
        "aris",
        "lefkos",
        "pyrgos",
        "agapi",
        "ilios",
        "kalokairi",
        "elia",
        "mati",
        "vardaris",
        "bougatsa",
    ),
    pets=("lucky", "maya", "rocky", "kitsos", "bobos", "zeus", "lola"),
    cc="+30",
    cities=("thessaloniki", "kalamaria", "serres", "katerini", "veria", "kilkis"),
    tz="+0300",
)

F.reg(
    "viva_wallet_smart_checkout_node",
    ("eshop-<<org>>/server/viva.js", "<<org>>/api/payments/vivaClient.js"),
    """// Viva Wallet Smart Checkout - παραγγελίες φακών επαφής / γυαλιών ηλίου
const axios = require("axios");

const VIVA_CLIENT_ID = "<<hex8>>.apps.vivapayments.com";
const VIVA_CLIENT_SECRET = "<<cred>>";
const VIVA_SOURCE_CODE = "<<nnnn>>";

async function token() {
  const res = await axios.post(
    "https://accounts.vivapayments.com/connect/token",
    "grant_type=client_credentials",
    { auth: { username: VIVA_CLIENT_ID, password: VIVA_CLIENT_SECRET } }
  );
  return res.data.access_token;
}

module.exports = { token, VIVA_SOURCE_CODE };
""",
    "alnum:22",
    "",
)

F.reg(
    "mydata_aade_subscription_appsettings_json",
    ("OptikPOS/appsettings.Production.json", "C:/<<orgc>>/Timologisi/appsettings<<n>>.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "MyData": {
    "BaseUrl": "https://mydatapi.aade.gr/myDATA/",
    "AadeUserId": "<<user>>",
    "SubscriptionKey": "<<cred>>",
    "Afm": "<<nnnn>><<nnn>><<nn>>",
    "Branch": <<n>>
  },
  "Printer": { "Fiscal": "RBS Elite ONE", "Port": "COM<<n>>" }
}
""",
    "hex:32",
)

F.reg(
    "greek_viber_csv_kodikos_hoya",
    ("Viber/backup/viber_<<fa>>_<<date>>.csv", "Downloads/Viber_chat_<<nnnn>>.csv"),
    """Ημερομηνία,Ώρα,Αποστολέας,Τηλέφωνο,Μήνυμα
<<dmy>>,<<hms>>,<<fn>> <<ln>>,<<phone2>>,"Καλημέρα, μπορείς να μου στείλεις τους κωδικούς για το Hoya iLog; Έχω παραγγελία προοδευτικών"
<<dmy>>,<<hms>>,<<fn2>> <<ln2>>,<<phone2>>,"Χρήστης: <<user2>>"
<<dmy>>,<<hms>>,<<fn2>> <<ln2>>,<<phone2>>,"Κωδικός: <<cred>>"
<<dmy>>,<<hms>>,<<fn>> <<ln>>,<<phone2>>,"Ευχαριστώ!! 🙏"
""",
    "human_x",
    "",
)

F.reg(
    "edger_oma_lab_upload_ini",
    ("C:/OMA/omaclient_<<org>>.ini", "C:/Program Files/Nidek/LEX/oma_<<n>>.ini"),
    """; OMA / VCA σύνδεση tracer -> εργαστήριο φακών
[Tracer]
Model=Nidek LT-1200
Port=COM<<n>>
Baud=9600

[Lab]
Protocol=OMA-FTP
Host=oma.lensolab.gr
User=<<org>>_<<nnn>>
Password=<<cred>>
JobDir=/incoming/<<org>>
""",
    "pw",
)

F.reg(
    "intranet_logariasmoi_html_entities",
    ("intranet/logariasmoi_<<n>>.html", "Desktop/κωδικοί_<<org>>.html"),
    """<!DOCTYPE html>
<html lang="el"><head><meta charset="utf-8"><title>Λογαριασμοί καταστήματος</title></head>
<body>
<h2>Λογαριασμοί – <<orgc>></h2>
<table border="1">
<tr><th>Υπηρεσία</th><th>Χρήστης</th><th>Κωδικός</th></tr>
<tr><td>e-ΔΑΠΥ ΕΟΠΥΥ</td><td><<user>></td><td class="pw"><<enc>></td></tr>
<tr><td>Essilor Optimo</td><td>—</td><td>ζητήστε από <<fn2>></td></tr>
</table>
</body></html>
""",
    lambda rng, s: pw_with(rng, '&<>"', SYM_INI + "&<>"),
    "",
    encode=lambda v, s: enc_html(v),
    decode=dec_html_field(r'<td class="pw">(.*?)</td>'),
)

F.reg(
    "hikvision_rtsp_vlc_xspf_playlist",
    ("Κάμερες/<<org>>_cameras.xspf", "Desktop/kameres_<<n>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>Κάμερες καταστήματος</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101</location>
      <title>Βιτρίνα</title>
    </track>
    <track>
      <location>rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201</location>
      <title>Ταμείο</title>
    </track>
  </trackList>
</playlist>
""",
    "pw_url",
    "xml",
)

F.reg(
    "woocommerce_wp_config_php",
    ("public_html/<<org>>/wp-config.php", "var/www/<<org>>.gr/wp-config.php"),
    """<?php
/** Ρυθμίσεις βάσης - eshop φακών επαφής <<orgc>> */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_<<nn>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    "",
)

F.reg(
    "greek_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>><<nnnn>>.xml", "sms_backup_<<fa>>_<<n>>.xml"),
    lambda s: sms_xml(
        [
            (
                str(s["phone2"]),
                int(s["ts"]) * 1000,
                2,
                f"{s['fn2']} {s['ln2']}",
                "Ποιος είναι ο κωδικός στο tablet του πάγκου; Πάλι μου ζητάει",
            ),
            (
                str(s["phone2"]),
                int(s["ts"]) * 1000 + 61000,
                1,
                f"{s['fn2']} {s['ln2']}",
                str(s["cred"]),
            ),
            (
                str(s["phone2"]),
                int(s["ts"]) * 1000 + 95000,
                2,
                f"{s['fn2']} {s['ln2']}",
                "ok μπήκα",
            ),
        ]
    ),
    "human",
)
