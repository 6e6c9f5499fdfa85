"""Family h: dim sum and dumpling teahouses."""
# ruff: noqa: E501

from thirtyfirst_spec import dec_after, enc_json_u, pw_with, reg

F = "dimsum_dumpling_teahouse"

reg(
    F,
    "dimsum_kitchen_display_appsettings_connection_string",
    ["KitchenDisplay/appsettings.Production.json", "src/<<orgt>>.Kds/appsettings.json"],
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "Orders": "Server=<<host>>;Database=TeaHouse;User Id=kds;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Kds": { "Stations": ["steamer", "fryer", "cheung-fun"], "BumpTimeoutSeconds": 90 }
}
""",
    "pw:json",
)

reg(
    F,
    "dimsum_cantonese_whatsapp_mima",
    ["WhatsApp Chat with 茶樓廚房.txt", "exports/wa_chalau_<<dd>><<mm>>.txt"],
    """<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname2>>: 外賣平台又登出咗，唔該俾個密碼我
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname>>: 帳號係 <<email>>
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname>>: 密碼 <<cred>>
<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>> - <<fname2>>: 收到 👌 蝦餃賣晒啦
""",
    "h:any",
)

reg(
    F,
    "dimsum_delivery_platform_kotlin_object",
    ["app/src/main/java/com/<<id>>/orders/ApiKeys.kt", "android/<<org>>/Config.kt"],
    """package com.teahouse.orders

object ApiKeys {
    const val BASE_URL = "https://partners.<<dom>>/v3/"
    const val STORE_ID = "<<nn>><<nn>>"
    const val PARTNER_KEY = "<<cred>>"
}
""",
    "x:dlp_:40",
)

reg(
    F,
    "dimsum_reservations_php_new_pdo",
    ["reservations/db.php", "htdocs/<<org>>/booking/db.php"],
    """<?php
$dsn = 'mysql:host=<<host>>;dbname=bookings;charset=utf8mb4';
try {
    $pdo = new PDO($dsn, 'booking', '<<cred>>', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
} catch (PDOException $e) {
    http_response_code(500);
    exit('Reservations are offline, please call us.');
}
""",
    "h:sq",
)

reg(
    F,
    "dimsum_menu_printer_wpa_supplicant",
    ["etc/wpa_supplicant/wpa_supplicant.conf", "boot/<<org>>-pi<<n>>/wpa_supplicant.conf"],
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
	ssid="<<orgt>> Kitchen"
	psk="<<cred>>"
	key_mgmt=WPA-PSK
}
""",
    "h:dq",
)

reg(
    F,
    "dimsum_website_deploy_key_pem",
    ["deploy/keys/id_rsa_<<org>>", "ops/<<org>>-web-deploy-<<n>>.pem"],
    """<<cred>>
""",
    "rsa:1",
)

reg(
    F,
    "dimsum_pos_plugin_npmrc_auth",
    ["pos-plugins/.npmrc", "<<org>>/frontend/.npmrc"],
    """@teahouse:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=<<cred>>
save-exact=true
""",
    "p:npm",
)

reg(
    F,
    "dimsum_tea_supplier_json_unicode_escaped",
    ["supplier/portal-session.json", "<<org>>/tea/supplier_<<n>>.json"],
    """{"supplier":"oolong-direct","login":"<<user>>","password":"<<enc>>","remember":true}
""",
    pw_with("&<>'+=", sym="-_.!#"),
    enc=enc_json_u,
    decode=dec_after('"password":"', r'((?:[^"\\]|\\.)*)"', "json"),
)
