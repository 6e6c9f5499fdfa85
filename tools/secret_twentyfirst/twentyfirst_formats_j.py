"""Snail farms: misters, egg incubators, the caviar shop, cold rooms."""

# ruff: noqa: E501
from __future__ import annotations

from twentyfirst_spec import reg

F = "snail_heliciculture_escargot_farm"

reg(
    F,
    "snail_humidity_mister_tasmota_backlog_mqtt_password",
    ("tasmota/<<org>>-mister-<<n>>.txt", "notes/mister<<n3>>_console.txt"),
    """Backlog MqttHost <<ip>>; MqttPort 1883; MqttUser mister<<n>>; MqttPassword <<cred>>; Topic snailhouse_mister_<<n>>; PowerRetain 1
""",
    "bare",
    syntax="",
)

reg(
    F,
    "snail_egg_incubator_platformio_ini_ota_auth",
    ("incubator-<<org>>/platformio.ini", "firmware/incubator<<n>>/platformio.ini"),
    """[env:incubator]
platform = espressif32
board = esp32dev
framework = arduino
upload_protocol = espota
upload_port = <<ip>>
upload_flags =
    --port=3232
    --auth=<<cred>>
lib_deps = adafruit/DHT sensor library@^1.4.6
""",
    "bare",
)

reg(
    F,
    "snail_caviar_shop_nuxt_config_square_token",
    ("shop-<<org>>/nuxt.config.ts", "storefront<<n>>/nuxt.config.ts"),
    """export default defineNuxtConfig({
  modules: ['@nuxtjs/tailwindcss'],
  runtimeConfig: {
    squareAccessToken: 'EAAA<<cred>>',
    squareLocationId: 'L<<id6>><<n4>>',
    public: { shopName: 'Snail caviar from <<org>>' },
  },
})
""",
    "alnum60",
    syntax="",
)

reg(
    F,
    "snail_slime_lab_prolog_odbc_password",
    ("lab/<<org>>/assays.pl", "mucin<<n>>/db.pl"),
    """:- use_module(library(odbc)).

connect_assays :-
    odbc_connect('mucin_lab', _,
                 [ user(lab<<n>>),
                   password('<<cred>>'),
                   alias(assays),
                   open(once)
                 ]).
""",
    "sq",
    syntax="",
)

reg(
    F,
    "snail_cold_room_grafana_datasource_secure_json_password",
    (
        "grafana/<<org>>/provisioning/datasources/coldroom.yaml",
        "provisioning<<n>>/datasources/influx.yaml",
    ),
    """apiVersion: 1
datasources:
  - name: ColdRoom
    type: influxdb
    url: http://<<ip>>:8086
    database: coldroom
    user: grafana<<n>>
    secureJsonData:
      password: "<<cred>>"
""",
    "dq",
)

reg(
    F,
    "snail_farmhand_whatsapp_txt_greenhouse_alarm_code",
    ("WhatsApp Chat with <<first>> <<n>>.txt", "chats/<<org>>-farm-<<n3>>.txt"),
    """[<<date>>, 19:02:11] <<first>>: the alarm in tunnel 3 is beeping again
[<<date>>, 19:04:40] Boss: punch in <<cred>> on the keypad by the door, then press OFF
[<<date>>, 19:05:02] <<first>>: done, quiet now. humidity was 71%
""",
    "code",
    syntax="",
)

reg(
    F,
    "snail_export_portal_cshrc_setenv_password",
    ("home/<<user>>/.cshrc", "export/<<org>>/cshrc-<<n>>"),
    """set path = ( /usr/local/bin /usr/bin /bin )
setenv EDITOR vi
setenv EXPORT_PORTAL_USER <<user>>
setenv EXPORT_PORTAL_PASS <<cred>>
alias certs 'cd ~/export/certificates'
""",
    "bare",
    syntax="",
)
