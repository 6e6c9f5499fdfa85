"""Olive oil mills: decanters, malaxers, the intake scale, bottling, export paperwork."""

# ruff: noqa: E501
from __future__ import annotations

import quopri
import random
import re

from twentyfirst_spec import gen_pw, reg

F = "olive_oil_mill_decanter_press"

reg(
    F,
    "olive_decanter_modbus_gateway_ini_password",
    ("mill/<<org>>/decanter-gw.ini", "frantoio_<<n>>/gateway/decanter.ini"),
    """; Modbus TCP gateway in front of the two-phase decanter
[modbus]
host = <<ip>>
port = 502
unit_id = <<n>>

[cloud]
url = https://telemetry.<<dom>>/ingest
user = decanter<<n>>
password = <<cred>>
interval_s = 15
""",
    "ini",
)

reg(
    F,
    "olive_malaxer_temperature_nim_const_api_key",
    ("src/<<org>>_malaxer.nim", "malaxer<<n>>/src/config.nim"),
    """import std/[httpclient, json]

const
  ApiBase = "https://api.<<dom>>/v1"
  ApiKey = "<<cred>>"
  MaxPasteTempC = 27.0

proc pushReading*(tempC: float) =
  let client = newHttpClient()
  client.headers = newHttpHeaders({"X-Api-Key": ApiKey})
  discard client.postContent(ApiBase & "/malaxer/<<n>>", $(%*{"temp": tempC}))
""",
    "alnum32",
    syntax="",
)

reg(
    F,
    "olive_harvest_intake_fsharp_script_npgsql_password",
    ("scripts/intake-<<org>>.fsx", "tools/harvest_intake_<<n>>.fsx"),
    """#r "nuget: Npgsql"
open Npgsql

let connStr = "Host=<<host>>;Username=<<svc>>;Password=<<cred>>;Database=intake"
use conn = new NpgsqlConnection(connStr)
conn.Open()
use cmd = new NpgsqlCommand("select grower, kg from deliveries where day = current_date", conn)
use rdr = cmd.ExecuteReader()
while rdr.Read() do
    printfn "%s %d" (rdr.GetString 0) (rdr.GetInt32 1)
""",
    "ini",
    syntax="",
)

reg(
    F,
    "olive_bottling_line_gradle_kts_nexus_password",
    ("bottling-<<org>>/build.gradle.kts", "apps/bottling<<n>>/build.gradle.kts"),
    """plugins {
    kotlin("jvm") version "1.9.24"
    `maven-publish`
}

group = "<<org>>.bottling"
version = "2.<<n>>.0"

publishing {
    repositories {
        maven {
            url = uri("https://nexus.<<dom>>/repository/releases/")
            credentials {
                username = "<<user>>"
                password = "<<cred>>"
            }
        }
    }
}
""",
    "dq",
    syntax="",
)

reg(
    F,
    "olive_grove_irrigation_wpa_supplicant_psk",
    ("grove-<<n>>/wpa_supplicant.conf", "pi/<<org>>/etc/wpa_supplicant/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=IT

network={
    ssid="Oliveto-<<n3>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human",
    syntax="",
)

reg(
    F,
    "olive_tasting_panel_whatsapp_txt_portal_login",
    ("WhatsApp Chat with Panel <<n>>.txt", "chats/<<org>>-tasting-<<n3>>.txt"),
    """<<date>>, 09:02 - <<first>> <<last>>: Buongiorno! samples 14-22 are in the cold room
<<date>>, 09:05 - Chiara: the panel portal logged me out again
<<date>>, 09:06 - <<first>> <<last>>: login is panel<<n>> and the password is <<cred>>
<<date>>, 09:06 - Chiara: grazie 👍
<<date>>, 09:31 - <<first>> <<last>>: please score fruitiness before bitterness this time
""",
    "human",
    syntax="",
)


def _qp_pw(rng: random.Random) -> str:
    while True:
        v = gen_pw(rng, sym="=!*+-_.")
        if "=" in v:
            return v


def _qp_decode(text: str) -> str:
    body = quopri.decodestring(text.split("\n\n", 1)[1].encode()).decode()
    m = re.search(r"lautet: (\S+)", body)
    assert m
    return m.group(1)


reg(
    F,
    "olive_export_docs_quoted_printable_eml_password",
    ("mail/<<org>>/zollportal-<<n3>>.eml", "export/<<n>>/Zugang Zollportal.eml"),
    """From: <<first>> <<last>> <<<fl>>@<<dom>>>
To: versand@<<dom>>
Subject: Zugang Zollportal
Date: Tue, 04 Nov <<year>> 10:<<n>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Hallo zusammen,

f=C3=BCr die Ausfuhranmeldungen der Oliven=C3=B6l-Paletten: Benutzer ist <<svc>>, das Kennwort lautet: <<cred>>

Gru=C3=9F
<<first>>
""",
    _qp_pw,
    syntax="",
    enc=lambda v: quopri.encodestring(v.encode()).decode(),
    decode=_qp_decode,
)

reg(
    F,
    "olive_oil_shop_woocommerce_curl_consumer_secret",
    ("shop/<<org>>/sync-orders.sh", "bin/woo_orders_<<n>>.sh"),
    """#!/bin/sh
# nightly pull of olive oil orders for the bottling plan
curl -s "https://shop.<<dom>>/wp-json/wc/v3/orders?status=processing&per_page=100" \\
  -u ck_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>:cs_<<cred>> \\
  -o /var/lib/bottling/orders-$(date +%F).json
""",
    "hex40",
    syntax="",
)
