"""Family g: a gemstone dealer (sapphires, padparadscha) in Ratnapura, Sri Lanka (Sinhala and
English): WhatsApp and IMO, the NGJA export-licence portal, PayHere, a WooCommerce web shop, a
gem-lab report API, Dahua cameras over the safe room."""
# ruff: noqa: E501

from __future__ import annotations

import html
import random
import re

from eightyninth_spec import Fam, gen_pw

G = Fam(
    name="manik_gem_dealer_srilanka",
    orgs=("ratnagiri", "nilmanik", "padmaratna"),
    display=("රත්නගිරි මැණික් වෙළෙඳසැල", "Nil Manik Gems (Pvt) Ltd", "Padma Ratna Exports"),
    tld="lk",
    first=(
        ("කසුන්", "kasun"),
        ("නිලූකා", "niluka"),
        ("චමින්ද", "chaminda"),
        ("දිල්රුක්ෂි", "dilrukshi"),
        ("රුවන්", "ruwan"),
        ("සඳමාලි", "sandamali"),
        ("මොහමඩ්", "mohamed"),
        ("ෆාතිමා", "fathima"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("ප්‍රනාන්දු", "fernando"),
        ("සිල්වා", "silva"),
        ("බණ්ඩාර", "bandara"),
        ("ජයසූරිය", "jayasuriya"),
        ("රිස්වාන්", "rizwan"),
        ("විජේසිංහ", "wijesinghe"),
        ("ගුණවර්ධන", "gunawardena"),
    ),
    words=(
        "manik",
        "ratna",
        "nilmanik",
        "padmaraga",
        "ratnapura",
        "kandy",
        "lanka",
        "siri",
        "avurudu",
        "kiribath",
        "sigiriya",
        "beruwala",
        "kottu",
        "aliya",
        "nelum",
        "kalu",
    ),
    pets=("rocky", "tommy", "kalu", "sudu", "lassie", "bruno", "puppa"),
    cc="+94",
    tz="+05:30",
)

G.reg(
    "manik_sinhala_whatsapp_mura_padaya",
    ("WhatsApp/WhatsApp Chat - <<fac2>> <<n>>.txt", "chats/manik_<<d8>>.txt"),
    """[<<dmyy>>, <<hms>>] <<first2>> <<last2>>: අයියේ, Padma Ratna site එකේ admin login එක වැඩ නෑ
[<<dmyy>>, <<hms>>] <<first2>> <<last2>>: අද Bangkok buyer ට ගල් photos දාන්න ඕනේ
[<<dmyy>>, <<hms>>] <<first>> <<last>>: username <<login>>
[<<dmyy>>, <<hms>>] <<first>> <<last>>: අලුත් මුරපදය <<cred>>
[<<dmyy>>, <<hms>>] <<first>> <<last>>: කාටවත් දෙන්න එපා 🙏
[<<dmyy>>, <<hms>>] <<first2>> <<last2>>: හරි, ස්තූතියි
""",
    cred="human",
    syntax="",
)


def _amp(rng: random.Random, s: dict) -> None:
    v = str(s["cred"])
    while not any(c in v for c in "&<>"):
        v = gen_pw(rng, sym="&<>#!@")
    s["cred"] = v
    s["esc"] = html.escape(v)


def _dec_html(text: str) -> str:
    return html.unescape(re.search(r'<td class="pw">(.*?)</td>', text).group(1))


G.reg(
    "manik_stock_html_table_entity_escaped",
    ("intranet/stock_<<d8>>_<<n>>.html", "exports/<<org>>/accounts_<<n2>>.html"),
    """<!DOCTYPE html>
<html lang="si"><head><meta charset="utf-8"><title>ගල් තොගය / Accounts</title></head>
<body>
<h2>Online accounts - <<orgname>></h2>
<table border="1">
<tr><th>සේවාව</th><th>User</th><th>Password</th></tr>
<tr><td>GemFair / Rapaport</td><td><<email>></td><td class="pw"><<esc>></td></tr>
<tr><td>NGJA e-Services</td><td><<login>></td><td>ask Chaminda</td></tr>
</table>
<p>Updated <<dmy>></p>
</body></html>
""",
    cred="pw",
    syntax="",
    extra=_amp,
    decode=_dec_html,
)

G.reg(
    "manik_payhere_merchant_secret_php",
    ("shop/<<org>>/payhere-config.php", "wp-content/plugins/payhere-<<n2>>/config.php"),
    """<?php
// PayHere checkout - overseas buyers' deposits for certified stones
define('PAYHERE_MERCHANT_ID', '12<<n>><<n2>>');
define('PAYHERE_MERCHANT_SECRET', '<<cred>>');
define('PAYHERE_SANDBOX', false);
define('PAYHERE_NOTIFY_URL', 'https://shop.<<dom>>/payhere/notify');
""",
    cred="b64:36",
    syntax="",
)

G.reg(
    "manik_ngja_export_portal_email_english_sinhala",
    ("mail/<<d8>>_ngja_<<n>>.eml", "Thunderbird/Inbox/NGJA_<<n>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: NGJA export licence portal / අපනයන බලපත්‍ර
Date: <<dmy>> <<hms>> +0530
Content-Type: text/plain; charset=utf-8

Dear <<fa2>>,

Please submit the parcel for the Bangkok fair through the National Gem and Jewellery Authority e-services portal this week.

User ID : <<login>>
Password: <<cred>>

මුරපදය වෙනස් කරන්න එපා, Rizwan මහත්තයාත් මේකම පාවිච්චි කරනවා.

Regards,
<<fa>> <<la>>
<<orgname>>
""",
    cred="human",
    syntax="",
)

G.reg(
    "manik_webshop_wp_config_db_password",
    ("www/<<org>>/wp-config.php", "public_html/shop<<n2>>/wp-config.php"),
    """<?php
/** WooCommerce - loose sapphires and padparadscha */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wpgm_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

G.reg(
    "manik_gem_lab_report_api_node",
    ("lab-sync/<<org>>/index_<<n>>.js", "scripts/gemlab_reports_<<n2>>.js"),
    """// pulls certificate PDFs (heat / no-heat, origin) from the gem lab for each stone in stock
const LAB_API = "https://api.gemlab.lk/v2";
const LAB_KEY = process.env.LAB_KEY || "<<cred>>";

async function report(no) {
  const r = await fetch(`${LAB_API}/reports/${no}`, { headers: { "X-Api-Key": LAB_KEY } });
  return r.json();
}

module.exports = { report };
""",
    cred="x:glk_live_:32",
    syntax="",
)

G.reg(
    "manik_safe_room_dahua_nvr_ini",
    ("cctv/<<org>>/nvr<<n2>>.ini", "SmartPSS/devices_<<n>>.ini"),
    """[Device1]
Name=Safe room NVR (DHI-NVR4108)
IP=<<lan>>
Port=37777
User=admin
Password=<<cred>>
Channels=8

[Device2]
Name=Shop front IPC
IP=<<ip>>
Port=37777
User=viewer
Password=
""",
    cred="pw",
)

G.reg(
    "manik_imo_copied_text_reply_only",
    ("notes/imo_<<fa2>>_<<n>>.txt", "Desktop/imo_copy_<<d8>>.txt"),
    """<<first2>>, [<<dmy>> <<time>>]
Rizwan අයියා ඉල්ලුවා safe room camera app එකේ password එක

<<first>>, [<<dmy>> <<time2>>]
<<cred>>

<<first2>>, [<<dmy>> <<time2>>]
ok 👍
""",
    cred="human_x",
    syntax="",
)
