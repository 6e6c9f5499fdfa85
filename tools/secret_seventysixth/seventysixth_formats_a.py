# ruff: noqa: E501
"""Family a: a sulu and bula-shirt tailor in Suva, Fiji (English, iTaukei Fijian, Fiji Hindi)."""

from __future__ import annotations

import random

from seventysixth_corpus import hexs
from seventysixth_spec import Fam, human, sms_xml

F = Fam(
    name="sulu_tailor_fiji_suva",
    orgs=("sulutaila", "bulastitch", "masiseams"),
    tld="com.fj",
    first=(
        ("Losana", "losana"),
        ("Mere", "mere"),
        ("Sereana", "sereana"),
        ("Jone", "jone"),
        ("Vilimone", "vilimone"),
        ("प्रियंका", "priyanka"),
        ("रविनेश", "ravinesh"),
        ("सुनीता", "sunita"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Ratuvou", "ratuvou"),
        ("Tabua", "tabua"),
        ("Vakacegu", "vakacegu"),
        ("प्रसाद", "prasad"),
        ("कुमार", "kumar"),
        ("चंद", "chand"),
    ),
    words=(
        "bula",
        "sulu",
        "masi",
        "vinaka",
        "lovo",
        "kava",
        "yaqona",
        "tapa",
        "vanua",
        "salusalu",
        "kurta",
        "jaanu",
        "suva",
        "nausori",
        "tailor",
        "stitch",
        "bulashirt",
    ),
    pets=("bubu", "rocky", "kalu", "moti", "tiger", "sina", "lali"),
    cc="+679",
    places=("Suva", "Nausori", "Lautoka", "Nadi", "Labasa", "Sigatoka"),
)


# 1. M-PAiSA merchant API .env of the online order page
F.reg(
    "sulu_mpaisa_merchant_gateway_dotenv",
    ("srv/<<org>>/orders/.env", "var/www/<<org>>-shop/.env.production"),
    """# <<orgc>> online orders - Suva
APP_ENV=production
APP_URL=https://shop.<<dom>>
DB_HOST=127.0.0.1
DB_DATABASE=<<org>>_orders
DB_USERNAME=<<org>>
# M-PAiSA (Vodafone Fiji) merchant gateway
MPAISA_MERCHANT_ID=<<nn>>0<<n>>
MPAISA_CLIENT_ID=<<h8>>
MPAISA_CLIENT_SECRET=<<cred>>
MPAISA_CALLBACK=https://shop.<<dom>>/mpaisa/return
SMS_SENDER=BULA
""",
    "x:mpk_live_:40",
)

# 2. Viber copied chat in Fijian, the reply holds only the value
F.reg(
    "sulu_itaukei_viber_copied_reply_value",
    ("Users/<<fa>>/Documents/viber_<<fa2>>_<<date>>.txt", "home/<<fa>>/viber-chat-<<n>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>] <<fn>> <<ln>>: Bula <<fn2>>, o kila beka na password ni kompiuta e na sitoa?
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>] <<fn2>>: Io, waraka
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>>] <<fn2>>: <<cred>>
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: Vinaka vakalevu 🙏
""",
    "human",
)

# 3. WooCommerce wp-config.php (measurements and orders site)
F.reg(
    "sulu_measurements_woocommerce_wpconfig_php",
    ("var/www/<<org>>/wp-config.php", "home/<<org>>/public_html/wp-config.php"),
    """<?php
/** <<orgc>> - custom sulu & bula shirt orders (WooCommerce) */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp<<n>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

# 4. OpenWrt wireless config of the shop router
F.reg(
    "sulu_shopfront_openwrt_wireless_uci",
    ("etc/config/wireless", "backup/<<org>>-router-<<date>>/etc/config/wireless"),
    """
config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '6'
	option band '2g'
	option htmode 'HE20'
	option country 'FJ'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgc>>-Staff'
	option encryption 'psk2'
	option key '<<cred>>'

config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid '<<orgc>>-Customers'
	option encryption 'none'
""",
    "human_x",
    syntax="",
)

# 5. SMS backup XML in Fiji Hindi


def _sms(s: dict) -> str:
    rng = random.Random(str(s["ts"]))
    return sms_xml(
        rng,
        [
            (
                str(s["phone"]),
                f"{s['fn']}",
                "Didi, dukaan ke computer ka password bhej do, Etsy order check karna hai",
                1,
            ),
            (
                str(s["phone"]),
                f"{s['fn']}",
                f"Computer ka password: {s['cred']} — kisi ko mat batana",
                2,
            ),
            (str(s["phone"]), f"{s['fn']}", "धन्यवाद दीदी 🙏", 1),
        ],
    )


F.reg(
    "sulu_fiji_hindi_sms_backup_restore_xml",
    ("Download/sms-<<date>><<hh>><<mi>>.xml", "SMSBackupRestore/sms-<<y>><<mo>><<d>><<n>>.xml"),
    _sms,
    "human_x",
)


# 6. XLSX sharedStrings of the accounts sheet
F.reg(
    "sulu_accounts_workbook_xlsx_sharedstrings",
    ("Shop accounts <<y>>/xl/sharedStrings.xml", "<<org>>_logins_<<n>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="12"><si><t>Service</t></si><si><t>Login</t></si><si><t>Password</t></si><si><t>Notes</t></si><si><t>Etsy shop</t></si><si><t><<email>></t></si><si><t><<cred>></t></si><si><t>bula shirts listing</t></si><si><t>Facebook page</t></si><si><t><<email2>></t></si><si><t>ask <<fa2>></t></si><si><t>Vodafone M-PAiSA agent</t></si></sst>
""",
    "human_x",
)


# 7. Pattern CAD licence file (Tukatech TUKAcad) in ProgramData


def _lic(rng: random.Random, fam: Fam) -> str:
    return "-".join(hexs(rng, 5, upper=True) for _ in range(5))


F.reg(
    "sulu_tukacad_pattern_licence_ini",
    (
        "ProgramData/Tukatech/TUKAcad/license.ini",
        "Users/<<fa>>/AppData/Roaming/Tukatech/license.ini",
    ),
    """[License]
Product=TUKAcad Pattern Design
Edition=Subscription
Company=<<orgc>> Tailors Ltd
Seat=1
LicenseKey=<<cred>>
Expires=<<y>>-12-31

[Server]
Activation=https://activation.tukatech.com
LastCheck=<<date>> <<hh>>:<<mi>>
""",
    _lic,
)


# 8. Handover note in English and iTaukei
F.reg(
    "sulu_shop_handover_note_markdown",
    ("Documents/<<org>>/handover-<<fa2>>.md", "Desktop/HANDOVER <<date>>.md"),
    """# Handover — <<orgc>> (<<place>> shop)

Bula <<fn2>>! Ni sa bula vinaka. While I'm in Labasa for the wedding orders, here is everything:

* Cutting table booking sheet is on the shared drive (`Orders/<<y>>`).
* Etsy + Instagram: login is <<email>>
  password: <<cred>>
* Brother embroidery machine: USB stick in the top drawer, not on wifi anymore.
* Bula shirt fabric supplier (Nadi) — call <<phone>> before 10am.

Vinaka vakalevu — <<fn>>
""",
    human,
)
