# ruff: noqa: E501
"""Family o: a school van service in Jaffna (Sri Lanka; Tamil, English)."""

from __future__ import annotations

from sixtyeighth_spec import PALLIVAN as F

F.reg(
    "tamil_whatsapp_kadavuchol_parents_app",
    ("WhatsApp Chat with <<orgc>> Drivers.txt", "whatsapp/<<org>>_van_drivers.txt"),
    """<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi>> am - <<fn>> <<ln>>: அண்ணா, பெற்றோர் app-க்கு கடவுச்சொல் மறந்துவிட்டேன். நல்லூர் route பிள்ளைகளின் attendance போட வேண்டும்
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> am - <<fn2>> <<ln2>>: பயனர் பெயர் <<login>>
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> am - <<fn2>> <<ln2>>: கடவுச்சொல் <<cred>>
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> am - <<fn>> <<ln>>: நன்றி அண்ணா 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "payhere_merchant_secret_php_checkout",
    ("payments/payhere.php", "fees-<<org>>/config/payhere.php"),
    """<?php
// PayHere - monthly van fee payments from parents
define('PAYHERE_MERCHANT_ID', '12<<n5>>');
define('PAYHERE_MERCHANT_SECRET', '<<cred>>');
define('PAYHERE_NOTIFY_URL', 'https://fees.<<dom>>/payhere/notify');

function payhere_hash($order_id, $amount) {
    return strtoupper(md5(PAYHERE_MERCHANT_ID . $order_id . number_format($amount, 2, '.', '') . 'LKR' . strtoupper(md5(PAYHERE_MERCHANT_SECRET))));
}
""",
    "b64:36",
    syntax="",
)

F.reg(
    "notify_lk_sms_api_key_node",
    ("src/sms.js", "van-alerts-<<org>>/sms.js"),
    """// Notify.lk - "van is 5 minutes away" SMS to parents
const NOTIFY_USER_ID = '<<n5>>';
const NOTIFY_API_KEY = '<<cred>>';

async function sendSms(to, message) {
  const url = new URL('https://app.notify.lk/api/v1/send');
  url.search = new URLSearchParams({ user_id: NOTIFY_USER_ID, api_key: NOTIFY_API_KEY, sender_id: 'NotifyDEMO', to, message });
  return fetch(url).then((r) => r.json());
}

module.exports = { sendSms };
""",
    "alnum:20",
    syntax="",
)

F.reg(
    "flutter_env_dart_google_maps_key",
    ("lib/env.dart", "parent_app_<<org>>/lib/config/env.dart"),
    """// Parent app: live van location on the map
class Env {
  static const String apiBase = 'https://api.<<dom>>';
  static const String googleMapsApiKey = '<<cred>>';
  static const int refreshSeconds = 15;
}
""",
    "p:google",
    syntax="",
)

F.reg(
    "routes_csv_tamil_headers_app_login",
    ("exports/routes_<<yyyy>>.csv", "Documents/van_routes_<<org>>.csv"),
    """வழி,ஓட்டுநர்,வேன் இலக்கம்,தொலைபேசி,app பயனர்,கடவுச்சொல்
நல்லூர் - இந்து மகளிர் கல்லூரி,<<fn>> <<ln>>,NP <<plate>>,<<phone>>,<<login>>,<<cred>>
கொக்குவில் - யாழ் இந்து,<<fn2>> <<ln2>>,NP <<n3>>-<<n5>>,<<phone>>,<<la2>>,
""",
    "human_x",
    syntax="",
)

F.reg(
    "tamil_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone/<<org>>_sms_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="GPS tracker app கடவுச்சொல் என்ன?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy_s>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>700" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy_s>> <<hh>>:<<mi2>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "wordpress_wp_config_db_password",
    ("public_html/wp-config.php", "site-<<org>>/wp-config.php"),
    """<?php
/** School van service website (routes, fees, contact) */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
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
    "dialog_router_sticky_note_ocr",
    ("scans/sticky_note_<<date>>.txt", "ocr/office_<<n>>.txt"),
    """Dialog 4G Router (office)
admin
<<cred>>
வேன் GPS SIM top-up: 5ம் திகதி
""",
    "human",
    syntax="",
)
