# ruff: noqa: E501
"""Family c: a pewtersmith's workshop and webshop."""

import base64

from thirtythird_spec import enc_b64, grab, pw_with, reg

F = "pewter_pewtersmith_workshop"

reg(
    F,
    "pewter_etsy_listing_sync_toml",
    ("etsy-sync/config.toml", "tools/<<org>>/etsy.toml"),
    """[shop]
name = "<<org>>"
currency = "GBP"

[etsy]
keystring = "<<cred>>"
redirect_uri = "https://<<dom>>/etsy/callback"
scopes = ["listings_r", "listings_w", "transactions_r"]

[sync]
interval_minutes = 20
""",
    "lower:24",
)

reg(
    F,
    "pewter_ladle_furnace_micropython_secrets",
    ("furnace/secrets.py", "pico/<<org>>_secrets.py"),
    """# Pico W on the melting pot: posts temperature to the workshop dashboard
WIFI_SSID = "<<org>>-workshop"
WIFI_PASSWORD = "<<cred>>"
DASHBOARD_URL = "http://<<ip>>:1880/melt"
""",
    "human",
)

reg(
    F,
    "pewter_webshop_magento_env_php",
    ("app/etc/env.php", "releases/<<n>>/app/etc/env.php"),
    """<?php
return [
    'backend' => ['frontName' => 'admin_<<hex8>>'],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => '<<host>>',
                'dbname' => 'magento',
                'username' => 'magento',
                'password' => '<<cred>>',
                'active' => '1',
            ],
        ],
    ],
    'MAGE_MODE' => 'production',
];
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "pewter_workshop_german_chat_reply",
    ("chats/werkstatt_<<n>>.txt", "whatsapp/<<org>>_<<year>>.txt"),
    """[<<day>>.<<month>>.<<year>>, <<hh>>:<<mm>>] <<first>>: Morgen kommt der Laser-Techniker, kannst du mir das Kennwort vom Werkstattrechner schicken?
[<<day>>.<<month>>.<<year>>, <<hh>>:<<mm>>] <<first2>>: Benutzer ist werkstatt
[<<day>>.<<month>>.<<year>>, <<hh>>:<<mm>>] <<first2>>: <<cred>>
[<<day>>.<<month>>.<<year>>, <<hh>>:<<mm>>] <<first>>: danke 👍
""",
    "human",
)


def _fz_dec(text: str) -> str:
    return base64.b64decode(grab(r'<Pass encoding="base64">([^<]+)</Pass>', text)).decode()


reg(
    F,
    "pewter_laser_marker_filezilla_sitemanager_b64",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup/<<org>>/filezilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host><<ip>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>laser</User>
      <Pass encoding="base64"><<cred>></Pass>
      <Logontype>1</Logontype>
      <Name>Fibre laser marker</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    pw_with("!@*"),
    enc=enc_b64,
    decode=_fz_dec,
)

reg(
    F,
    "pewter_invoicing_kotlin_okhttp_basic",
    ("app/src/main/kotlin/invoices/XeroBridge.kt", "src/<<org>>/Invoices.kt"),
    """package invoices

import okhttp3.Credentials
import okhttp3.OkHttpClient
import okhttp3.Request

object InvoiceBridge {
    private val client = OkHttpClient()
    private val auth = Credentials.basic("<<udot>>", "<<cred>>")

    fun push(json: String): Int {
        val req = Request.Builder()
            .url("https://invoices.<<dom>>/api/push")
            .header("Authorization", auth)
            .build()
        return client.newCall(req).execute().code
    }
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "pewter_alloy_supplier_bash_history_curl_user",
    ("home/<<user>>/.bash_history", "forensics/<<org>>/bash_history_<<n>>"),
    """ls -la ~/orders
cd ~/orders
curl -s -u <<user>>:<<cred>> https://trade.<<dom>>/api/orders?status=open | jq .
curl -s -u <<user>>:<<cred>> -X POST https://trade.<<dom>>/api/orders -d @ingot_order.json
history | tail
""",
    "pw_bare",
)

reg(
    F,
    "pewter_studio_wifi_qr_generator_shell",
    ("bin/make_wifi_qr.sh", "scripts/<<org>>_wifi_card.sh"),
    """#!/bin/sh
# prints the card that sits on the shop counter for visitors on workshop days
qrencode -o wifi_card.png 'WIFI:T:WPA;S:<<org>>-studio;P:<<cred>>;;'
lp -d counter-printer wifi_card.png
""",
    "pw_bare",
)
