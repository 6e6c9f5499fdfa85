# ruff: noqa: E501
"""Family l: cigar tabaquerías of Santiago de los Caballeros (Dominican Republic): humidors, rollers, export."""

from __future__ import annotations

import random
import re

from thirtyseventh_spec import alnum, b64, dec_hex, enc_hex, human_with, reg

FAM = "cigar_tabaqueria_humidor_santiago"
DO = (
    "Yokasta",
    "Wilkin",
    "Anyelina",
    "Ramón",
    "Yunior",
    "Dulce",
    "Franklin",
    "Altagracia",
    "Rafelito",
    "Yudelka",
    "Nelson",
    "Mercedes",
)
WORDS = (
    "tabaco",
    "habano",
    "torcedor",
    "capote",
    "santiago",
    "cibao",
    "tamboril",
    "vitola",
    "corojo",
    "merengue",
    "bachata",
    "mofongo",
)

reg(
    FAM,
    "cigar_humidor_hygrometer_esphome_ota_password",
    ("esphome/humidor-<<n>>.yaml", "<<org>>/humidores/cuarto_<<n>>.yaml"),
    """\
esphome:
  name: humidor-<<n>>

esp32:
  board: esp32dev

wifi:
  ssid: "TABAQUERIA_<<n>>"
  password: !secret wifi_password

api:
  encryption:
    key: "<<apikey>>"

ota:
  - platform: esphome
    password: "<<cred>>"

sensor:
  - platform: sht3xd
    temperature:
      name: "Humidor temperatura"
    humidity:
      name: "Humidor humedad"
""",
    "pw_alnum",
    syntax="",
    extra=lambda r, v: {"apikey": b64(r, 32)},
)

reg(
    FAM,
    "cigar_pos_sync_log_azure_storage_connection_string",
    ("logs/pos-sync-<<date>>.log", "<<org>>/pos/sync_<<n>>.log"),
    """\
<<ts>> INFO  PosSync starting, store=Tienda Santiago <<n>>
<<ts>> DEBUG Blob target: DefaultEndpointsProtocol=https;AccountName=<<org>>pos;AccountKey=<<cred>>;EndpointSuffix=core.windows.net
<<ts>> WARN  Retry 1/5 uploading ventas_<<date>>.csv (timeout)
<<ts>> INFO  Uploaded ventas_<<date>>.csv (<<num>> rows)
""",
    "p:azure_storage",
    syntax="",
)

reg(
    FAM,
    "cigar_torcedor_payroll_odbc_ini_password",
    ("etc/odbc.ini", "<<org>>/nomina/odbc.ini"),
    """\
[NominaTorcedores]
Description = Nómina de torcedores (pago por tareas)
Driver = MariaDB
Server = <<ip>>
Port = 3306
Database = nomina
User = nomina_rpt
Password = <<cred>>
Option = 3
""",
    "pw",
    syntax="ini",
)

reg(
    FAM,
    "cigar_spanish_telegram_contrasena_almacen",
    ("telegram/almacen_<<org>>.txt", "chats/tabaqueria_<<date>>.txt"),
    """\
<<p1>>, [<<dmy>> <<time>>]
Mi amor, ¿me mandas la contraseña del sistema del almacén? Llegó el capote de Tamboril

<<p2>>, [<<dmy>> <<time2>>]
Claro. Es <<cred>>

<<p1>>, [<<dmy>> <<time2>>]
Dale, gracias 🙌
""",
    human_with(*WORDS, names=DO),
    syntax="",
    people=DO,
)


def _ppk(rng: random.Random) -> str:
    priv = b64(rng, 1200)
    return "\n".join(priv[i : i + 64] for i in range(0, len(priv), 64))


reg(
    FAM,
    "cigar_anejamiento_room_putty_ppk_private_lines",
    ("<<org>>/keys/anejamiento_<<n>>.ppk", "Users/<<user>>/Documents/keys/santiago-nas.ppk"),
    """\
PuTTY-User-Key-File-3: ssh-rsa
Encryption: none
Comment: rsa-key-<<date>> anejamiento
Public-Lines: 6
<<pub>>
Private-Lines: 25
<<cred>>
Private-MAC: <<sha256>>
""",
    _ppk,
    syntax="",
    extra=lambda r, v: {"pub": "\n".join(b64(r, 270)[i : i + 64] for i in range(0, 360, 64))},
)

reg(
    FAM,
    "cigar_export_dhl_express_api_key_kotlin",
    ("export-app/src/main/kotlin/do/<<org>>/Shipping.kt", "shipping/src/main/kotlin/Dhl.kt"),
    """\
package com.tabaqueria.shipping

import okhttp3.Credentials
import okhttp3.OkHttpClient
import okhttp3.Request

// Envío de cajas de habanos (cedros, 25 und.) vía DHL Express
object Dhl {
    private const val API_KEY = "<<key>>"
    private const val API_SECRET = "<<cred>>"
    private val client = OkHttpClient()

    fun rates(body: String): Request = Request.Builder()
        .url("https://express.api.dhl.com/mydhlapi/rates")
        .header("Authorization", Credentials.basic(API_KEY, API_SECRET))
        .build()
}
""",
    lambda r: alnum(r, 16),
    syntax="",
    extra=lambda r, v: {"key": alnum(r, 32)},
)

reg(
    FAM,
    "cigar_feria_tickets_eventbrite_private_token_py",
    ("festival/tickets.py", "<<org>>/scripts/eventbrite_sync.py"),
    """\
import requests

EVENTBRITE_TOKEN = "<<cred>>"
EVENT_ID = "<<big>><<n>>"


def attendees():
    url = f"https://www.eventbriteapi.com/v3/events/{EVENT_ID}/attendees/"
    r = requests.get(url, headers={"Authorization": f"Bearer {EVENTBRITE_TOKEN}"}, timeout=20)
    r.raise_for_status()
    return r.json()["attendees"]
""",
    "p:eventbrite",
)

reg(
    FAM,
    "cigar_importer_hex_encoded_password_ini",
    ("<<org>>/importador/conector.ini", "C/Tabaqueria/Conector/settings.ini"),
    """\
[importador]
endpoint = https://edi.<<dom>>/as2
usuario = tabaqueria<<n>>
; la clave va en hex porque el conector viejo no acepta simbolos
clave_hex = <<enc>>

[envio]
puerto = Caucedo
""",
    "pw",
    extra=lambda r, v: {"enc": enc_hex(v["cred"])},
    decode=lambda t: dec_hex(re.search(r"clave_hex = ([0-9a-f]+)", t).group(1)),
)
