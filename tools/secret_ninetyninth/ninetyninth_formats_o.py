# ruff: noqa: E501
"""Family o: a climate-tech sensor start-up in Suva, Fiji (English, Fijian, Fiji Hindi)."""

from __future__ import annotations

from ninetyninth_corpus import alnum
from ninetyninth_spec import Fam

F = Fam(
    name="climate_sensor_startup_fiji",
    orgs=("cagisense", "ucadata", "vanuawatch"),
    tld="com.fj",
    first=(
        ("Mereani", "mereani"),
        ("Josefa", "josefa"),
        ("Litia", "litia"),
        ("Viliame", "viliame"),
        ("Salote", "salote"),
        ("Ravinesh", "ravinesh"),
        ("Shalini", "shalini"),
        ("Epeli", "epeli"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Tuilau", "tuilau"),
        ("Vakaloloma", "vakaloloma"),
        ("Prasad", "prasad"),
        ("Kumar", "kumar"),
        ("Waqa", "waqa"),
        ("Ravuvu", "ravuvu"),
    ),
    words=(
        "bula",
        "vinaka",
        "yaqona",
        "suva",
        "nadi",
        "taveuni",
        "lovo",
        "vanua",
        "vuravura",
        "cagi",
        "uca",
        "waidina",
        "drua",
        "masi",
        "tabua",
        "koro",
        "rewa",
        "kadavu",
    ),
    pets=("rusi", "tui", "bobo", "kalo", "lady", "blacky"),
    cc="679",
    city="Suva",
)

F.reg(
    "fiji_climatesensor_particle_cloud_ota_shell",
    ("scripts/flash_fleet.sh", "<<org>>-firmware/tools/ota_push_<<n>>.sh"),
    """#!/bin/sh
# push new firmware to all tide-gauge Borons in the product
PARTICLE_ACCESS_TOKEN=<<cred>>
PRODUCT_ID=<<pid>>
VERSION=<<n>><<nn>>

curl -s https://api.particle.io/v1/products/$PRODUCT_ID/firmware \\
  -H "Authorization: Bearer $PARTICLE_ACCESS_TOKEN" \\
  -F version=$VERSION -F title="tide gauge v$VERSION" -F binary=@target/tidegauge.bin
curl -s -X PUT https://api.particle.io/v1/products/$PRODUCT_ID/firmware/release \\
  -H "Authorization: Bearer $PARTICLE_ACCESS_TOKEN" -d version=$VERSION -d product_default=true
""",
    cred="p:particle",
    syntax="",
    extra=lambda r, s: {"pid": r.randint(10000, 39999)},
)

F.reg(
    "fiji_climatesensor_fijian_viber_copied_password_ni_wifi",
    ("notes/viber_<<date>>.txt", "copied/viber_field_team_<<nn>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<t1>>] <<fn>> <<ln>>: Bula vinaka! Na password ni wifi e na koro office e Rewa?
[<<d>>/<<mo>>/<<y>> <<t2>>] <<fn2>> <<ln2>>: SSID <<org>>-Field
[<<d>>/<<mo>>/<<y>> <<t3>>] <<fn2>> <<ln2>>: password: <<cred>>
[<<d>>/<<mo>>/<<y>> <<t4>>] <<fn>> <<ln>>: Vinaka vakalevu 🙏 logger sa upload tiko qo
""",
    cred="human",
    syntax="",
)

F.reg(
    "fiji_climatesensor_grafana_ini_security_admin",
    ("grafana/grafana.ini", "etc/grafana/<<org>>-grafana<<n>>.ini"),
    """[server]
domain = dash.<<dom>>
root_url = https://dash.<<dom>>/

[security]
admin_user = admin
admin_password = <<cred>>
disable_gravatar = true

[auth.anonymous]
enabled = true
org_name = Public flood dashboard
org_role = Viewer
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "fiji_climatesensor_mpaisa_merchant_payout_yaml",
    ("config/mpaisa.yaml", "<<org>>-billing/mpaisa-<<n>>.yaml"),
    """# M-PAiSA merchant API - pays village sensor hosts their monthly stipend
mpaisa:
  base_url: https://api.mpaisa.vodafone.com.fj/v2
  merchant_id: "<<mid>>"
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  currency: FJD
payouts:
  stipend_fjd: 25
  day_of_month: <<d1>>
""",
    cred="x:mpsk_live_:40",
    extra=lambda r, s: {"mid": r.randint(100000, 999999), "cid": alnum(r, 24)},
)

F.reg(
    "fiji_climatesensor_rclone_wasabi_archive_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "gateway-<<n>>/root/.config/rclone/rclone.conf"),
    """[wasabi]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = ap-southeast-2
endpoint = s3.ap-southeast-2.wasabisys.com

[archive]
type = alias
remote = wasabi:<<org>>-raw-tides
""",
    cred="p:aws_secret",
    syntax="ini",
    extra=lambda r, s: {"akid": alnum(r, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "fiji_climatesensor_micropython_boot_wlan_connect",
    ("firmware/boot.py", "<<org>>-rain-gauge/boot_<<n>>.py"),
    """# boot.py - rain gauge (ESP32, MicroPython 1.23)
import time

import network

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
if not wlan.isconnected():
    wlan.connect("<<org>>-Field", "<<cred>>")
    for _ in range(20):
        if wlan.isconnected():
            break
        time.sleep(1)
print("net:", wlan.ifconfig())
""",
    cred="human_x",
    syntax="py",
)

F.reg(
    "fiji_climatesensor_donor_dashboard_email_bula",
    ("mail/dashboard_access_<<date>>.eml", "Sent/Flood dashboard access <<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: climate-grants@<<ref>>.org
Subject: Bula! Access to the early-warning dashboard
Date: Tue, <<d>> Aug <<y>> <<hh>>:<<mi>>:38 +1200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Bula vinaka,

Thank you again for the visit to the Rewa delta sites. The partner view of the
dashboard (river levels, rain gauges, the <<nn>> village alerts) is here:

https://dash.<<dom>>/d/partners
user: partner
password: <<cred>>

Vinaka vakalevu,
<<fn>> <<ln>>
<<org>> · Suva, Fiji
""",
    cred="human",
    syntax="",
)

F.reg(
    "fiji_climatesensor_station_logbook_ocr_label_next_line",
    ("scans/logbook_<<org>>_p<<nn>>.txt", "ocr/station_<<n>>_logbook.txt"),
    """STATION LOGBOOK  -  Navua river gauge #<<n>>
date <<d>>/<<mo>>/<<y>>   visited by <<fn>> <<ln>>

- cleaned solar panel, battery 12.6V
- replaced desiccant

logger pw
<<cred>>

next visit: after cyclone season
""",
    cred="human",
    syntax="",
)
