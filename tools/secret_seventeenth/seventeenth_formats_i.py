"""Winery, vineyard and cellar operations files."""

from seventeenth_corpus import (
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
    org,
    pick,
)

FAM = "winery_vineyard_cellar_systems"


@fmt(FAM, "tank_temperature_controller_json_cloud_device_key")
def tank_json(rng):
    o = org(rng)
    key = hexs(rng, 48)
    tanks = ", ".join(f'{{"id": "T{i}", "setpoint_c": {rng.randint(12, 18)}}}' for i in range(1, 5))
    text = fill(
        """{
  "controller": "cellar-ctl-<<n>>",
  "tanks": [<<tanks>>],
  "glycol_supply_c": -3,
  "cloud": {
    "url": "https://cellar.<<d>>/ingest",
    "device_key": "<<key>>",
    "interval_s": 120
  }
}
""",
        n=rng.randint(1, 30),
        tanks=tanks,
        d=domain(rng, o),
        key=key,
    )
    return Out(f"cellar/{o}/controller_{rng.randint(1, 99)}.json", text, key)


@fmt(FAM, "vineyard_weather_disease_model_toml_api_key")
def vineyard_toml(rng):
    o = org(rng)
    key = alnum(rng, 32, "0123456789abcdef")
    text = fill(
        """[vineyard]
name = "<<o>> Lage <<blk>>"
varieties = ["Riesling", "Spaetburgunder"]
lat = <<lat>>
lon = <<lon>>

[stations]
provider = "agriweather"
api_key = "<<key>>"
ids = ["<<sid>>"]

[models]
downy_mildew = "primary_infection"
powdery_mildew = "gubler_thomas"
""",
        o=o,
        blk=rng.randint(1, 30),
        lat=f"49.{rng.randint(1000, 9999)}",
        lon=f"8.{rng.randint(1000, 9999)}",
        key=key,
        sid=rng.randint(10000, 99999),
    )
    return Out(f"vineyard/{o}/disease_models_{rng.randint(1, 99)}.toml", text, key)


@fmt(FAM, "winery_erp_sync_python_module_api_token")
def erp_py(rng):
    o = org(rng)
    tok = alnum(rng, 48)
    text = fill(
        """import requests

WINERY_API = "https://<<o>>.winery-erp.<<tld>>/api/v6"
WINERY_TOKEN = "<<tok>>"


def vessels():
    r = requests.get(
        f"{WINERY_API}/vessels",
        headers={"Authorization": f"Bearer {WINERY_TOKEN}"},
        params={"inUse": "true"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["results"]
""",
        o=o.replace("-", ""),
        tld=pick(rng, ("com", "net", "co.nz")),
        tok=tok,
    )
    return Out(f"integrations/{o}/winery_erp_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "bottling_line_plc_gateway_ini_opcua_password")
def bottling_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Line]
Name=Bottling <<n>>
Filler=MonoblocK-12
Labeller=L3

[OPCUA]
Endpoint=opc.tcp://<<ip>>:4840
SecurityPolicy=Basic256Sha256
User=mes_reader
Password=<<pw>>

[Counters]
Bottles=ns=3;s=Filler.Counter.Good
Rejects=ns=3;s=Inspector.Counter.Reject
""",
        n=rng.randint(1, 4),
        ip=f"10.20.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(f"bottling/{o}/line_gateway_{rng.randint(1, 99)}.ini", text, pw)


@fmt(FAM, "wine_club_shipment_export_php_array_api_secret")
def club_php(rng):
    o = org(rng)
    sec = alnum(rng, 40)
    text = fill(
        """<?php
return [
    'club' => [
        'name' => 'Cellar Club',
        'shipments_per_year' => 4,
    ],
    'fulfilment' => [
        'endpoint' => 'https://fulfil.<<d>>/v2/orders',
        'api_id' => '<<aid>>',
        'api_secret' => '<<sec>>',
    ],
    'age_check' => true,
];
""",
        d=domain(rng, o),
        aid=rng.randint(100000, 999999),
        sec=sec,
    )
    return Out(f"club/{o}/config/shipments_{rng.randint(1, 99)}.php", text, sec, "")


@fmt(FAM, "wine_lab_analyzer_ftp_command_script_password_line")
def lab_ftp(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    u = f"winelab{rng.randint(1, 20)}"
    text = fill(
        """open <<h>>
<<u>>
<<pw>>
binary
cd /results/<<o>>
mput C:\\Analyzer\\Export\\*.csv
bye
""",
        h=host(rng, "ftp", o),
        u=u,
        pw=pw,
        o=o,
    )
    return Out(f"lab/{o}/upload_results_{rng.randint(1, 99)}.ftp", text, pw, "")


@fmt(FAM, "tasting_room_pos_sync_yaml_password")
def pos_yaml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """tasting_room:
  location: "<<o>> cellar door"
  flights: [estate, reserve, sparkling]
inventory_sync:
  source: pos
  target: https://inventory.<<d>>/api
  username: cellardoor
  password: "<<pw>>"
  every_minutes: 30
""",
        o=o,
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"cellardoor/{o}/pos_sync_{rng.randint(1, 99)}.yaml", text, pw)
