"""Family a: a hammam (Turkish bathhouse and spa)."""
# ruff: noqa: E501

from thirtysecond_spec import prov, reg

F = "hammam_bathhouse_spa"

reg(
    F,
    "hammam_booking_widget_wp_config_php",
    ("www/<<org>>/wp-config.php", "public_html/<<org>>-booking/wp-config.php"),
    """<?php
/**
 * WordPress base configuration - <<org_t>> (hammam bookings + gift vouchers)
 */
define( 'DB_NAME', '<<org_u>>_wp' );
define( 'DB_USER', '<<org_u>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'WP_DEBUG', false );
$table_prefix = 'hmm_';

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
)

reg(
    F,
    "hammam_turkish_whatsapp_sifre_reply",
    (
        "exports/WhatsApp Chat with <<firstc>> Resepsiyon <<n>>.txt",
        "phone/whatsapp/<<org>>_kasa_<<n>>.txt",
    ),
    """<<dslash>>, <<time>> - <<firstc>>: Günaydın abla, kasadaki bilgisayar yine açılmıyor 😩
<<dslash>>, <<time>> - <<firstc>>: Şifreyi değiştirmiş miydiniz?
<<dslash>>, <<time2>> - Ayşe Hanım: evet dün akşam değiştirdim
<<dslash>>, <<time2>> - Ayşe Hanım: <<cred>>
<<dslash>>, <<time2>> - Ayşe Hanım: büyük harfe dikkat
<<dslash>>, <<time2>> - <<firstc>>: tamam girdim teşekkürler 🙏 kese köpük siparişini de verdim
""",
    "h",
)

reg(
    F,
    "hammam_steam_boiler_modbus_gateway_yaml",
    ("gateway/<<org>>/config.yaml", "opt/steamlink/<<org>>-kurna<<n>>.yml"),
    """# Modbus RTU -> MQTT bridge for the steam generator and the göbek taşı heating loop
modbus:
  port: /dev/ttyUSB0
  baudrate: 9600
  slaves:
    - id: 1
      name: steam_generator
    - id: 2
      name: gobektasi_floor
mqtt:
  host: mqtt.<<dom>>
  port: 8883
  tls: true
  client_id: gw-<<hex8>>
  username: "gw_<<org_u>>"
  password: "<<cred>>"
  topic_prefix: "hammam/<<org>>"
poll_interval_s: 15
""",
    "pw_dq",
)

reg(
    F,
    "hammam_towel_laundry_portal_netrc",
    ("home/<<user>>/.netrc", "Users/<<first>>/.netrc"),
    """machine portal.<<org>>-linen.co.uk
  login <<email>>
  password <<cred>>

machine files.<<dom>>
  login upload
  password <<cred>>
""",
    "h_bare",
)

reg(
    F,
    "hammam_gift_voucher_stripe_env",
    ("vouchers/<<org>>/.env", "srv/giftcards-<<n>>/.env.production"),
    """APP_NAME="<<org_t>> Gift Vouchers"
APP_ENV=production
APP_URL=https://gift.<<dom>>
# Stripe (live keys - Mehmet set these up <<date>>)
STRIPE_PUBLISHABLE_KEY=pk_live_51<<hex40>>
STRIPE_SECRET_KEY=<<cred>>
STRIPE_WEBHOOK_URL=https://gift.<<dom>>/stripe/webhook
VOUCHER_VALIDITY_DAYS=365
""",
    prov("stripe"),
)

reg(
    F,
    "hammam_reception_sticky_note_ocr",
    ("scans/reception_desk_<<n>>_ocr.txt", "ocr/<<org>>/note_<<date>>.txt"),
    """RECEPTION PC
--------------
user: resepsiyon
pass
<<cred>>

Wifi guests: <<org_t>>_Misafir
(ask Selin for the till pin)
""",
    "h",
)

reg(
    F,
    "hammam_spa_till_appsettings_json",
    ("SpaTill/<<org>>/appsettings.Production.json", "till-<<n>>/appsettings.json"),
    """{
  "Logging": {
    "LogLevel": { "Default": "Warning" }
  },
  "ConnectionStrings": {
    "SpaTill": "Server=<<ip>>,1433;Database=SpaTill;User Id=spatill_app;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Receipts": { "Footer": "Teşekkür ederiz - <<org_t>>" }
}
""",
    "pw_json",
)

reg(
    F,
    "hammam_therapist_rota_csv_login_column",
    ("rota/therapists_<<date>>.csv", "shared/<<org>>/rota_week<<n>>.csv"),
    """name,day,shift,room,booking tablet login
<<firstc>> <<lastc>>,<<day>>,10-18,kurna 2,<<user>>
<<first2c>> <<last2c>>,<<day>>,12-20,kese,<<first2>>
Reception,all,all,desk,<<cred>>
""",
    "h",
)
