"""Candle makers and chandleries: wax melters, pour rooms, the web shop, shipping labels."""

from __future__ import annotations

import random
import re

from twentyfirst_spec import gen_pw, reg

F = "candle_chandlery_wax_pouring"

reg(
    F,
    "candle_wax_melter_ini_cloud_password",
    ("melters/<<org>>/melter<<n>>.ini", "pourroom/<<n3>>/melter.ini"),
    """[Melter]
Tank=<<n>>
SetpointC=82
Wax=soy-coconut

[Cloud]
Host=iot.<<dom>>
Account=melter<<n>>
Password=<<cred>>
""",
    "ini",
)

reg(
    F,
    "candle_etsy_sync_python_dataclass_default_key",
    ("etsy_sync/<<org>>/config.py", "tools/etsy_<<n>>/settings.py"),
    """from dataclasses import dataclass


@dataclass(frozen=True)
class EtsyConfig:
    shop_id: int = <<n4>><<n3>>
    keystring: str = "<<cred>>"
    sync_every_minutes: int = 30
    default_scent: str = "fig and cedar"
""",
    "lower24",
)

reg(
    F,
    "candle_fulfilment_spring_application_properties_password",
    (
        "fulfilment-<<org>>/src/main/resources/application.properties",
        "services/packing<<n>>/application.properties",
    ),
    """server.port=<<port>>
spring.datasource.url=jdbc:postgresql://<<host>>:5432/fulfilment
spring.datasource.username=<<svc>>
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=validate
""",
    "ini",
    syntax="",
)

reg(
    F,
    "candle_pour_room_esp32_secrets_h_define",
    ("pourroom-<<org>>/include/secrets.h", "firmware/scale<<n>>/src/secrets.h"),
    """#pragma once

#define WIFI_SSID   "PourRoom"
#define WIFI_PASS   "<<cred>>"
#define MQTT_HOST   "<<ip>>"
#define MQTT_USER   "scale<<n>>"
""",
    "dq",
    syntax="",
)

reg(
    F,
    "candle_scent_library_bruno_bru_bearer",
    ("bruno/<<org>>-scents/List fragrances.bru", "collections/scents<<n>>/get-oils.bru"),
    """meta {
  name: List fragrance oils
  type: http
  seq: <<n>>
}

get {
  url: https://scents.<<dom>>/api/oils?in_stock=true
  body: none
  auth: bearer
}

auth:bearer {
  token: <<cred>>
}
""",
    "alnum48",
    syntax="",
)

reg(
    F,
    "candle_shop_staff_discord_txt_wifi_password",
    ("discord/<<org>>-staff-<<n>>.txt", "exports/chandlery_general_<<n3>>.txt"),
    """[<<date>> 08:57] <<first>>: is the back room wifi different now?
[<<date>> 09:01] <<last>>: yeah landlord changed it. network Workshop-5G
[<<date>> 09:01] <<last>>: password <<cred>>
[<<date>> 09:02] <<first>>: ty! pouring the winter batch today
""",
    "human",
    syntax="",
)


def _dollar_pw(rng: random.Random) -> str:
    while True:
        v = gen_pw(rng, sym="$-_.")
        if "$" in v:
            return v


def _sh_decode(text: str) -> str:
    m = re.search(r'LABELS_PASSWORD="((?:[^"\\]|\\.)*)"', text)
    assert m
    return re.sub(r"\\(.)", r"\1", m.group(1))


reg(
    F,
    "candle_shipping_labels_bash_backslash_dollar_password",
    ("bin/<<org>>-labels.sh", "shipping<<n>>/print_labels.sh"),
    """#!/usr/bin/env bash
export LABELS_USER="<<org>>"
export LABELS_PASSWORD="<<cred>>"
python3 -m labelprint --carrier postnl --date "$(date +%F)"
""",
    _dollar_pw,
    syntax="",
    enc=lambda v: v.replace("$", "\\$"),
    decode=_sh_decode,
)

reg(
    F,
    "candle_subscription_box_http_file_bearer",
    ("requests/<<org>>-subscriptions.http", "api<<n>>/boxes.http"),
    """### list this month's boxes
GET https://boxes.<<dom>>/api/v1/subscriptions?month=<<date>>
Authorization: Bearer cbx_<<cred>>
Accept: application/json

###
""",
    "alnum40",
    syntax="",
)
