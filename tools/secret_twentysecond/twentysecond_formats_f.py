# ruff: noqa: E501
"""Lavender farms and steam distilleries: stills, oil batches, farm-shop tills."""

import re
from urllib.parse import quote, unquote

from twentysecond_corpus import gen_pw
from twentysecond_spec import reg

F = "lavender_field_steam_distillery"

reg(
    F,
    "lavender_still_condenser_plc_xml_hmi_password",
    ("still/<<org>>/hmi_<<n>>.xml", "distillery/still<<n>>/panel.xml"),
    """<?xml version="1.0"?>
<HmiProject name="still-<<n>>">
  <Runtime port="502" plcAddress="<<ip>>"/>
  <Users>
    <User name="operator" level="1" password="<<v>>"/>
  </Users>
</HmiProject>
""",
    "xml",
)

reg(
    F,
    "lavender_farm_shop_form_post_log_urlencoded_password",
    ("logs/<<org>>/shop_access_<<n>>.log", "var/log/farmshop_debug_<<nn>>.log"),
    """<<date>> <<hh>>:<<mm>>:07 DEBUG request POST /admin/login content-type=application/x-www-form-urlencoded
<<date>> <<hh>>:<<mm>>:07 DEBUG body: username=shopadmin&password=<<v>>&remember=1
<<date>> <<hh>>:<<mm>>:08 INFO  login ok user=shopadmin ip=<<pip>>
""",
    lambda r: gen_pw(r, sym="@#&+/="),
    "",
    enc=lambda v: quote(v, safe=""),
    decode=lambda t: unquote(re.search(r"password=([^&\s]+)&", t).group(1)),
)

reg(
    F,
    "lavender_oil_batch_labels_nim_const_key",
    ("src/<<org>>/labels<<n>>.nim", "labelprint/config_<<nn>>.nim"),
    """const
  labelApi = "https://labels.<<dom>>/v1"
  labelApiKey = "<<v>>"
  batchPrefix = "LAV-<<nn>>"
""",
    "low32",
    "",
)

reg(
    F,
    "lavender_tour_bookings_gitlab_ci_variables_password",
    ("bookings/<<org>>/.gitlab-ci.yml", "ci/tours<<n>>/.gitlab-ci.yml"),
    """variables:
  DEPLOY_HOST: <<host>>
  DEPLOY_USER: tours
  DEPLOY_PASSWORD: "<<v>>"

deploy:
  stage: deploy
  script:
    - sshpass -p "$DEPLOY_PASSWORD" rsync -a dist/ $DEPLOY_USER@$DEPLOY_HOST:/srv/tours
""",
    "dq",
)

reg(
    F,
    "lavender_harvest_crew_spanish_sms_clave",
    ("sms/<<org>>/cosecha_<<n>>.txt", "exports/sms_<<nn>>.txt"),
    """<<date>> <<hh>>:<<mm>> De: +34 6<<nn>><<nn>>1
Hola <<first>>, la clave del portal de nominas es <<v>> . El usuario es tu DNI.
<<date>> <<hh>>:<<mm>> Para: +34 6<<nn>><<nn>>1
Gracias, ya entro
""",
    "human",
)

reg(
    F,
    "lavender_distillery_kotlin_ktor_config_hocon_password",
    ("src/main/resources/<<org>>/application<<n>>.conf", "ktor/application_<<nn>>.conf"),
    """ktor {
  deployment { port = 8080 }
}
storage {
  jdbcUrl = "jdbc:postgresql://<<host>>:5432/batches"
  user = "still"
  password = "<<v>>"
}
""",
    "dq",
    "",
)

reg(
    F,
    "lavender_essential_oil_webshop_mollie_php_array_key",
    ("shop/<<org>>/config/payments.php", "webshop<<n>>/config/payments.php"),
    """<?php
return [
    'mollie' => [
        'api_key' => 'live_<<v>>',
        'webhook' => 'https://shop.<<dom>>/mollie/webhook',
    ],
];
""",
    "a32",
    "",
)

reg(
    F,
    "lavender_drying_barn_fan_shell_mosquitto_pub_pw",
    ("barn/<<org>>/fan_cycle_<<n>>.sh", "cron/drying_barn<<n>>.sh"),
    """#!/bin/sh
mosquitto_pub -h <<ip>> -u barn -P <<v>> -t farm/barn/fan -m on
sleep 1800
mosquitto_pub -h <<ip>> -u barn -P <<v>> -t farm/barn/fan -m off
""",
    "bare",
    "",
)
