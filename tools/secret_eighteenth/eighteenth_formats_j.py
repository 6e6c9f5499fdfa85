"""Tree nurseries and greenhouses: climate computers, mist controllers, plant passports."""

from eighteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    org,
    pick,
    words_pw,
)

FAM = "tree_nursery_greenhouse_propagation"


@fmt(FAM, "greenhouse_climate_computer_modbus_bridge_toml_cloud_key")
def _climate(rng):
    o = org(rng)
    key = alnum(rng, 44)
    text = fill(
        """[modbus]
host = "<<ip>>"
unit = 1
registers = { temp = 100, rh = 101, co2 = 102, vent_pct = 110, screen_pct = 111 }

[cloud]
url = "https://grow.<<dom>>/api/readings"
greenhouse = "<<o>>-block-<<b>>"
key = "<<key>>"
""",
        ip=ip(rng),
        dom=domain(rng),
        o=o,
        b=pick(rng, "ABCDE"),
        key=key,
    )
    return Out(f"{o}/greenhouse/bridge{rng.randint(1, 20)}.toml", text, key)


@fmt(FAM, "nursery_inventory_barcode_app_json_erp_api_token")
def _inv(rng):
    o = org(rng)
    tok = hexs(rng, 64)
    text = fill(
        """{
  "nursery": "<<o>>",
  "potSizes": ["P9", "C2", "C5", "C10", "RB 8-10"],
  "erp": {"baseUrl": "https://erp.<<dom>>/api/v1", "token": "<<tok>>"},
  "labelPrinter": "<<ip>>"
}
""",
        o=o,
        dom=domain(rng),
        tok=tok,
        ip=ip(rng),
    )
    return Out(f"scanner/{o}/app-config{rng.randint(1, 30)}.json", text, tok)


@fmt(FAM, "nursery_mist_controller_esphome_yaml_ota_password")
def _esphome(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="")
    text = fill(
        """esphome:
  name: mist-bench-<<n>>

esp32:
  board: esp32dev

wifi:
  ssid: <<o>>-grow
  password: <<wifi>>

ota:
  - platform: esphome
    password: "<<pw>>"

switch:
  - platform: gpio
    pin: GPIO26
    name: "Mist valve bench <<n>>"
""",
        n=rng.randint(1, 30),
        o=o,
        wifi=gen_pw(rng, sym=""),
        pw=pw,
    )
    return Out(f"esphome/{o}/mist-bench-{rng.randint(1, 60)}.yaml", text, pw)


@fmt(FAM, "plant_passport_export_python_paramiko_sftp_password")
def _passport(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """import paramiko

t = paramiko.Transport(("<<h>>", 22))
t.connect(username="<<u>>", password="<<pw>>")
sftp = paramiko.SFTPClient.from_transport(t)
sftp.put("out/plant_passports.csv", "/inbox/<<o>>/plant_passports.csv")
sftp.close()
t.close()
""",
        h=host(rng, "sftp"),
        u=o.replace("-", "") + "_pp",
        pw=pw,
        o=o,
    )
    return Out(f"{o}/compliance/passport_upload{rng.randint(1, 30)}.py", text, pw)


@fmt(FAM, "wholesale_catalog_woocommerce_sh_curl_consumer_secret")
def _woo(rng):
    o = org(rng)
    cs = "cs_" + hexs(rng, 40)
    text = fill(
        """#!/bin/sh
# pull the trade catalogue (bare-root season) into the availability sheet
curl -s -u ck_<<ck>>:<<cs>> \\
  "https://trade.<<dom>>/wp-json/wc/v3/products?per_page=100&category=<<cat>>" \\
  | jq -r '.[] | [.sku, .name, .stock_quantity] | @csv' > availability.csv
""",
        ck=hexs(rng, 40),
        cs=cs,
        dom=domain(rng),
        cat=rng.randint(10, 99),
    )
    return Out(f"{o}/scripts/trade_catalog{rng.randint(1, 40)}.sh", text, cs, "")


@fmt(FAM, "irrigation_weather_station_ini_upload_password")
def _irr(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[station]
id=<<o>>-field<<n>>
latitude=<<lat>>
et0_method=penman-monteith

[upload]
server=<<h>>
station_password=<<pw>>
interval=10
""",
        o=o,
        n=rng.randint(1, 9),
        lat=f"{rng.uniform(50, 56):.4f}",
        h=host(rng, "wx"),
        pw=pw,
    )
    return Out(f"irrigation/{o}/wxstation{rng.randint(1, 20)}.ini", text, pw)


@fmt(FAM, "nursery_order_desk_csv_note_column_portal_password")
def _csv(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """order,customer,lines,delivery,note
<<a>>,Greenway Landscapes,14,2025-11-<<d>>,rootballed beech hedge - call before
<<b>>,City Parks Dept,32,2025-11-<<d>>,"portal login for their tender site: parks-supply / <<pw>>"
<<c>>,Hollis Garden Design,6,2025-12-01,collect
""",
        a=rng.randint(10000, 19999),
        b=rng.randint(20000, 29999),
        c=rng.randint(30000, 39999),
        d=f"{rng.randint(1, 28):02d}",
        pw=pw,
    )
    return Out(f"orders/{o}/week{rng.randint(1, 52)}.csv", text, pw, "")
