"""Embroidery, screen-print and garment decoration shop files."""
# ruff: noqa: E501

from seventeenth_corpus import (
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    pick,
    words_pw,
)

FAM = "embroidery_garment_decoration_shops"


@fmt(FAM, "embroidery_machine_network_ini_design_share_password")
def emb_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Machine]
Model=MultiHead-<<heads>>
Heads=<<heads>>
Needles=15
Hoops=15x15,30x20,cap

[DesignShare]
Path=\\\\<<h>>\\designs
User=embroidery
Password=<<pw>>
FileTypes=DST,PES,EXP
""",
        heads=pick(rng, (4, 6, 8, 12)),
        h=host(rng, "nas", o),
        pw=pw,
    )
    return Out(f"embroidery/{o}/machine{rng.randint(1, 20)}_network.ini", text, pw)


@fmt(FAM, "dtg_printer_rip_queue_json_order_portal_key")
def dtg_json(rng):
    o = org(rng)
    key = "dtg_" + alnum(rng, 40)
    text = fill(
        """{
  "printer": "DTG-<<n>>",
  "platen": "16x18",
  "whiteInk": {"highlight": 6, "mask": 3},
  "pretreatment": "auto",
  "orderPortal": {
    "url": "https://orders.<<d>>/api/dtg/queue",
    "apiKey": "<<key>>"
  }
}
""",
        n=rng.randint(1, 9),
        d=domain(rng, o),
        key=key,
    )
    return Out(f"dtg/{o}/rip_queue_{rng.randint(1, 99)}.json", text, key)


@fmt(FAM, "shop_management_odbc_powershell_connection_string_pwd")
def shop_ps1(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    text = fill(
        """# nightly: pull today's production schedule from the shop management database
$cs = "Driver={FileMaker ODBC};Server=<<h>>;Database=ShopMgmt;UID=sched_export;PWD=<<pw>>"
$conn = New-Object System.Data.Odbc.OdbcConnection($cs)
$conn.Open()
$cmd = $conn.CreateCommand()
$cmd.CommandText = "SELECT OrderNo, Customer, Decoration, DueDate FROM Production WHERE DueDate = CURRENT_DATE"
$adapter = New-Object System.Data.Odbc.OdbcDataAdapter($cmd)
$table = New-Object System.Data.DataTable
[void]$adapter.Fill($table)
$table | Export-Csv -NoTypeInformation "\\\\<<o>>-fs\\prod\\schedule.csv"
$conn.Close()
""",
        h=host(rng, "fm", o),
        pw=pw,
        o=o,
    )
    return Out(f"scripts/{o}/export_schedule_{rng.randint(1, 99)}.ps1", text, pw, "")


@fmt(FAM, "team_webstore_laravel_env_decoration_api_key")
def webstore_env(rng):
    o = org(rng)
    key = alnum(rng, 32)
    text = fill(
        """APP_NAME="<<o>> Teamwear"
APP_ENV=production
APP_URL=https://teamwear.<<d>>
DECO_API_URL=https://api.decoration.<<d2>>/v1
DECO_API_KEY=<<key>>
DECO_STORE_ID=<<sid>>
QUEUE_CONNECTION=redis
""",
        o=o,
        d=domain(rng, o),
        d2=domain(rng),
        key=key,
        sid=rng.randint(1000, 9999),
    )
    return Out(f"webstore/{o}/.env.{rng.randint(1, 99)}", text, key, "")


@fmt(FAM, "screenprint_press_counter_python_influx_token")
def press_py(rng):
    o = org(rng)
    tok = alnum(rng, 86, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") + "=="
    text = fill(
        """from influxdb_client import InfluxDBClient, Point
from influxdb_client.client.write_api import SYNCHRONOUS

client = InfluxDBClient(url="http://<<ip>>:8086", token="<<tok>>", org="<<o>>")
write = client.write_api(write_options=SYNCHRONOUS)


def on_index(press: str, count: int) -> None:
    write.write("press", record=Point("impressions").tag("press", press).field("count", count))
""",
        ip=f"10.80.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        tok=tok,
        o=o,
    )
    return Out(f"floor/{o}/press_counter_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "blank_garment_catalog_fetch_sh_curl_user_flag")
def catalog_sh(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    acct = rng.randint(100000, 999999)
    text = fill(
        """#!/bin/sh
# refresh blank garment stock levels (account <<acct>>)
curl -sf -u <<acct>>:<<pw>> \\
  "https://api.<<d>>/v2/inventory?style=5000,64000,18500" \\
  -o /var/lib/stock/inventory.json
""",
        acct=acct,
        pw=pw,
        d=domain(rng),
    )
    return Out(f"stock/{o}/refresh_{rng.randint(1, 99)}.sh", text, pw, "")


@fmt(FAM, "digitizing_portal_rails_settings_yml_password")
def digit_yml(rng):
    o = org(rng)
    pw = words_pw(rng, "-._!")
    text = fill(
        """production:
  digitizing_service:
    url: https://portal.<<d>>
    login: "orders@<<o>>.ie"
    password: "<<pw>>"
    default_format: DST
    turnaround_hours: 24
""",
        d=domain(rng),
        o=o,
        pw=pw,
    )
    return Out(f"portal/{o}/config/settings.{rng.randint(1, 99)}.yml", text, pw)
