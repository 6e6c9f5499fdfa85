# ruff: noqa: E501
"""Family a: a craft brewery in Plzeň region, Czech Republic (Czech)."""

from __future__ import annotations

import random

from eightysixth_spec import Fam, dec_qp_after, enc_qp, hexs, pick

F = Fam(
    name="pivovar_plzen_craft_brewhouse",
    orgs=("chmelnice", "lahvarna"),
    tld="cz",
    first=(
        ("Jana", "jana"),
        ("Petr", "petr"),
        ("Tomáš", "tomas"),
        ("Lucie", "lucie"),
        ("Jiří", "jiri"),
        ("Kateřina", "katerina"),
        ("Ondřej", "ondrej"),
    ),
    last=(
        ("Nováková", "novakova"),
        ("Dvořák", "dvorak"),
        ("Černý", "cerny"),
        ("Procházka", "prochazka"),
        ("Kučerová", "kucerova"),
        ("Veselý", "vesely"),
    ),
    words=(
        "chmel",
        "slad",
        "pivo",
        "lezak",
        "kvasnice",
        "varna",
        "sud",
        "zatec",
        "plzen",
        "pivnice",
        "tanek",
        "spilka",
        "vycep",
        "hospoda",
    ),
    pets=("azor", "bety", "micka", "rex", "bobik", "ferda"),
    cc="+420",
)


F.reg(
    "pivovar_brewblox_docker_compose_mqtt_eventbus_password",
    ("brewblox/<<org>>/docker-compose.yml", "srv/brewblox-<<n>>/docker-compose.yml"),
    """version: '3.7'
services:
  eventbus:
    image: eclipse-mosquitto:2
    restart: unless-stopped
  spark-one:
    image: ghcr.io/brewblox/brewblox-devcon-spark:${BREWBLOX_RELEASE}
    privileged: true
    restart: unless-stopped
    command: --name=spark-one --discovery=usb
  tilt:
    image: ghcr.io/brewblox/brewblox-tilt:${BREWBLOX_RELEASE}
    restart: unless-stopped
    network_mode: host
  bridge-spilka:
    image: ghcr.io/<<org>>/mqtt-bridge:1.<<n>>
    restart: unless-stopped
    environment:
      MQTT_HOST: eventbus
      MQTT_USER: varna
      MQTT_PASSWORD: '<<cred>>'
      # spilka a ležácký sklep, kontakt <<fn>> <<ln>>
""",
    "pw_sq",
)


def _cz_pw(rng: random.Random) -> str:
    w = pick(
        rng, ("Žatec", "Pšenice", "Sladovník", "Kvašení", "Chmelař", "Ležák", "Výčep", "Spilka")
    )
    return f"{w}{rng.randint(1960, 2026)}{pick(rng, '!.#*')}"


F.reg(
    "pivovar_czech_email_quoted_printable_heslo_celni_portal",
    ("mail/<<login>>/INBOX/<<nn>>.eml", "export/posta/<<yyyy>>-<<mm>>/celni-<<nn>>.eml"),
    lambda s: (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        f"Subject: =?UTF-8?Q?P=C5=99=C3=ADstup_do_Celn=C3=AD_spr=C3=A1vy_=E2=80=93_spot=C5=99ebn=C3=AD_da=C5=88?=\n"
        f"Date: {s['dmy']} {s['time']}\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="utf-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n\n"
        + enc_qp(
            f"Ahoj {s['fn2']},\n\n"
            "posílám přístup na portál Celní správy kvůli měsíčnímu přiznání ke spotřební dani z piva.\n"
            f"Uživatel: {s['login']}\n"
            f"Heslo: {s['cred']}\n\n"
            "Prosím nepřeposílej to dál, heslo změníme po auditu.\n"
            f"Díky, {s['fn']}\n"
        )
    ),
    _cz_pw,
    syntax="",
    decode=dec_qp_after("Heslo: "),
)

F.reg(
    "pivovar_plaato_keg_home_assistant_configuration_yaml",
    ("homeassistant/configuration.yaml", "config/ha-<<org>>-<<n>>/configuration.yaml"),
    """homeassistant:
  name: Pivovar <<orgc>>
  time_zone: Europe/Prague
  country: CZ

plaato:
  - name: "Výčep kohout <<n>>"
    auth_token: "<<cred>>"
    device_type: keg

sensor:
  - platform: template
    sensors:
      spilka_teplota:
        friendly_name: "Spilka teplota"
        unit_of_measurement: "°C"
        value_template: "{{ states('sensor.tilt_red_temperature') }}"
""",
    "p:blynk",
)


def _shoptet(rng: random.Random) -> str:
    return f"{rng.randint(100000, 999999)}-p-{rng.randint(100000, 999999)}-{hexs(rng, 32)}"


F.reg(
    "pivovar_shoptet_eshop_private_api_token_php",
    (
        "eshop/<<org>>/config/shoptet.php",
        "home/<<login>>/eshop-<<n>>/config/shoptet.php",
        "www/<<org>>-eshop/app/config.local.php",
    ),
    """<?php
// E-shop pivovaru <<orgc>> – napojení na Shoptet (objednávky sudů a lahví)
return [
    'shoptet' => [
        'base_url' => 'https://api.myshoptet.com/api',
        'private_api_token' => '<<cred>>',
        'sync_orders_since' => '<<date>>',
    ],
    'pohoda' => [
        'mserver' => 'http://<<ip>>:444',
        'ico' => '<<nn>><<nn>>',
    ],
];
""",
    _shoptet,
    syntax="",
)

F.reg(
    "pivovar_czech_whatsapp_reply_only_value_wifi_vycep",
    ("chats/WhatsApp Chat with <<fn>> <<ln>>.txt", "export/whatsapp/vycep-<<n>>.txt"),
    """<<dd>>.<<mm>>.<<yyyy>> <<time>> - <<fn2>> <<ln2>>: Ahoj, na výčepu zase nejde pokladna, jaký je heslo na wifi Pivnice_<<orgc>>?
<<dd>>.<<mm>>.<<yyyy>> <<time>> - <<fn>> <<ln>>: <<cred>>
<<dd>>.<<mm>>.<<yyyy>> <<time>> - <<fn2>> <<ln2>>: díky 👍
<<dd>>.<<mm>>.<<yyyy>> <<time>> - <<fn>> <<ln>>: a nezapomeň dát sud 30l do chlaďáku
""",
    "human",
    syntax="",
)

F.reg(
    "pivovar_fio_banka_api_token_python_export",
    ("scripts/fio_vypisy.py", "ucetnictvi/<<org>>/fio_export_<<n>>.py"),
    '''"""Stáhne denní výpisy z Fio banky a uloží je pro Pohodu (spouští cron v 6:<<mi>>)."""

import json
import urllib.request

FIO_TOKEN = "<<cred>>"
URL = "https://fioapi.fio.cz/v1/rest/last/{token}/transactions.json"


def stahni() -> dict:
    with urllib.request.urlopen(URL.format(token=FIO_TOKEN), timeout=30) as r:
        return json.load(r)


if __name__ == "__main__":
    data = stahni()
    with open("/srv/pohoda/import/fio_<<date>>.json", "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False)
''',
    "p:fio",
)

F.reg(
    "pivovar_bottling_line_s7_opcua_bridge_toml",
    ("plnicka/opcua-bridge.toml", "linka/<<org>>/bridge-<<n>>.toml"),
    """# Stáčecí linka (Siemens S7-1500 + KHS plnička) -> InfluxDB
[opcua]
endpoint = "opc.tcp://<<ip>>:4840"
security_policy = "Basic256Sha256"
username = "stacirna"
password = "<<cred>>"

[influx]
url = "http://<<host>>:8086"
bucket = "linka"

[[tags]]
node = "ns=3;s=\\"DB_Plnicka\\".\\"LahveZaHodinu\\""
name = "lahve_h"
""",
    "pw_dq",
)

F.reg(
    "pivovar_spreadsheetml_odberatele_portal_logins",
    ("sdilene/odberatele_<<yyyy>>.xml", "export/<<org>>/distributori-<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Odběratelé">
  <Table>
   <Row><Cell><Data ss:Type="String">Odběratel</Data></Cell><Cell><Data ss:Type="String">Portál</Data></Cell><Cell><Data ss:Type="String">Login</Data></Cell><Cell><Data ss:Type="String">Heslo</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Makro Cash &amp; Carry</Data></Cell><Cell><Data ss:Type="String">b2b portál</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Hospoda U <<ln2>></Data></Cell><Cell><Data ss:Type="String">telefon</Data></Cell><Cell><Data ss:Type="String"><<phone>></Data></Cell><Cell><Data ss:Type="String">-</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_a",
)
