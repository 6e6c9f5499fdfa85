"""Family j: a heritage trust running a windmill and a watermill (flour for sale)."""
# ruff: noqa: E501

import base64

from thirtysecond_spec import alnum, b64_user_pw, dec_after, hexs, reg


def _auth(rng, c):
    return {"auth": base64.b64encode(f"{c['user']}:{c['raw']}".encode()).decode()}


F = "windmill_watermill_heritage_trust"

reg(
    F,
    "windmill_shop_widget_npmrc_auth_base64",
    ("shop-widget/<<org>>/.npmrc", "home/<<user>>/.npmrc"),
    """registry=https://registry.npmjs.org/
@millshop:registry=https://npm.<<dom>>/
//npm.<<dom>>/:_auth=<<auth>>
//npm.<<dom>>/:always-auth=true
""",
    "h",
    extra=_auth,
    decode=dec_after(r":_auth=(\S+)", b64_user_pw),
)

reg(
    F,
    "windmill_sail_sensor_platformio_ini",
    ("firmware/<<org>>-sails/platformio.ini", "sailspeed<<n>>/platformio.ini"),
    """; Sail rotation counter + wind speed for the post mill
[env:esp32dev]
platform = espressif32
board = esp32dev
framework = arduino
monitor_speed = 115200
build_flags =
    -DWIFI_SSID=\\"MillYard\\"
    -DWIFI_PASS=\\"<<cred>>\\"
    -DMQTT_HOST=\\"<<ip>>\\"
lib_deps =
    knolleary/PubSubClient@^2.8
""",
    "h_ini",
)

reg(
    F,
    "windmill_miller_catalan_email_contrasenya",
    ("mail/<<org>>/moli_<<n>>.eml", "inbox/<<first>>/farina_<<date>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: botiga@<<dom>>
Subject: Accés a la botiga en línia
Content-Type: text/plain; charset=UTF-8

Bon dia Núria,

T'envio les dades per entrar a la botiga en línia del molí i posar la farina de blat
moro nova:

usuari: <<user>>
contrasenya: <<cred>>

Salutacions,
<<firstc>>
""",
    "h",
)

reg(
    F,
    "windmill_flour_shop_woocommerce_php_client",
    ("flourshop/<<org>>/sync-stock.php", "scripts/mill-stock-<<n>>.php"),
    """<?php
require __DIR__ . '/vendor/autoload.php';

use Automattic\\WooCommerce\\Client;

// Stone-ground flour stock from the mill's bagging sheet -> web shop
$woocommerce = new Client(
    'https://shop.<<dom>>',
    'ck_<<hex40>>',
    '<<cred>>',
    ['version' => 'wc/v3']
);

$woocommerce->put('products/<<n>>', ['stock_quantity' => 48]);
""",
    lambda rng: "cs_" + hexs(rng, 40),
)

reg(
    F,
    "windmill_volunteer_rota_tsv_column",
    ("rota/<<org>>_millers_<<year>>.tsv", "shared/volunteers_<<n>>.tsv"),
    """date	miller	guide	shop till login
<<date>>	<<firstc>> <<lastc>>	<<first2c>>	<<cred>>
<<date>>	<<first2c>> <<last2c>>	<<firstc>>	(same)
""",
    "h",
)

reg(
    F,
    "windmill_millwright_survey_rclone_dropbox_token",
    (
        "home/<<user>>/.config/rclone/rclone.conf",
        "Users/<<first>>/.config/rclone/rclone-<<n>>.conf",
    ),
    """[millwright-surveys]
type = dropbox
token = {"access_token":"<<cred>>","token_type":"bearer","refresh_token":"<<hex12>>AAAAAAAAAA<<hex40>>","expiry":"<<date>>T14:02:11.1Z"}

[nas]
type = local
""",
    lambda rng: (
        "sl.B" + alnum(rng, 135, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    ),
)

reg(
    F,
    "windmill_trust_board_afrikaans_minutes_wagwoord",
    ("trust/notules/<<org>>_<<date>>.txt", "docs/bestuur_<<n>>.txt"),
    """Notule van die bestuursvergadering - <<org_t>> Meul-trust
Datum: <<dslash>>   Teenwoordig: <<firstc>> <<lastc>> (voorsitter), <<first2c>> <<last2c>>, 5 lede

1. Die seile van die windmeul is herstel; die meulmaker kom weer in Maart.
2. Webwerf: die nuwe wagwoord vir die administrasie-rekening is <<cred>>
   (gebruiker: bestuur). Slegs die sekretaris en tesourier mag dit gebruik.
3. Meelverkope: 212 sakke in die kwartaal.
""",
    "h",
)

reg(
    F,
    "windmill_gift_aid_keytool_storepass_cmdline",
    ("giftaid/<<org>>/make-keystore.sh", "docs/<<org>>/keystore-notes-<<n>>.txt"),
    """# keystore for the Gift Aid submission client (charities online)
keytool -genkeypair -alias giftaid -keyalg RSA -keysize 2048 -validity 1095 \\
  -dname "CN=<<org_t>>, O=Heritage Mills Trust, C=GB" \\
  -keystore giftaid.jks -storepass <<cred>> -keypass <<cred>>
""",
    "pw_bare",
)
