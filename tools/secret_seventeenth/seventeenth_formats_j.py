"""Zoo, wildlife park and animal records files."""
# ruff: noqa: E501

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
    user,
)

FAM = "zoo_wildlife_animal_records"
ANIMALS = ("red_panda", "snow_leopard", "okapi", "gibbon", "otter", "lynx", "tapir")


@fmt(FAM, "animal_records_export_python_api_key_header")
def zims_py(rng):
    o = org(rng)
    key = alnum(rng, 36)
    text = fill(
        """import requests

INSTITUTION = "<<inst>>"
API_KEY = "<<key>>"

resp = requests.get(
    "https://api.animalrecords.<<d>>/v2/institutions/" + INSTITUTION + "/animals",
    headers={"x-api-key": API_KEY},
    params={"taxon": "<<animal>>", "status": "alive"},
    timeout=60,
)
for a in resp.json()["animals"]:
    print(a["localId"], a["houseName"], a["sex"], a["birthDate"])
""",
        inst=alnum(rng, 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        key=key,
        d=domain(rng, o),
        animal=pick(rng, ANIMALS),
    )
    return Out(f"records/{o}/export_animals_{rng.randint(1, 99)}.py", text, key)


@fmt(FAM, "keeper_daily_log_app_env_database_url")
def keeper_env(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-._~")
    text = fill(
        """APP_ENV=production
APP_URL=https://keeperlog.<<d>>
DATABASE_URL=mysql://keeperlog:<<pw>>@<<h>>:3306/keeperlog
MAIL_FROM=keeperlog@<<d>>
PHOTO_BUCKET=keeper-photos
""",
        d=domain(rng, o),
        pw=pw,
        h=host(rng, "db", o),
    )
    return Out(f"keeperlog/{o}/.env.{rng.randint(1, 99)}", text, pw, "")


@fmt(FAM, "enclosure_camera_m3u_playlist_rtsp_credentials")
def cam_m3u(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-._~")
    lines = ["#EXTM3U"]
    for a in rng.sample(ANIMALS, 3):
        lines.append(f"#EXTINF:-1,{a.replace('_', ' ').title()} house")
        lines.append(
            f"rtsp://keeper:{pw}@192.168.{rng.randint(30, 40)}.{rng.randint(2, 250)}:554/Streaming/Channels/101"
        )
    return Out(f"cctv/{o}/enclosures_{rng.randint(1, 99)}.m3u", "\n".join(lines) + "\n", pw, "")


@fmt(FAM, "gps_collar_download_r_script_httr_authenticate_password")
def collar_r(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    text = fill(
        """library(httr)
library(jsonlite)

# GPS collar fixes for the reintroduced <<animal>> group
res <- GET(
  "https://collars.<<d>>/api/fixes",
  authenticate("<<u>>", "<<pw>>"),
  query = list(project = "<<proj>>", since = "2025-01-01")
)
fixes <- fromJSON(content(res, as = "text"))
write.csv(fixes, "fixes_<<proj>>.csv", row.names = FALSE)
""",
        animal=pick(rng, ANIMALS).replace("_", " "),
        d=domain(rng),
        u=user(rng),
        pw=pw,
        proj=f"P{rng.randint(100, 999)}",
    )
    return Out(f"research/{o}/collar_fixes_{rng.randint(1, 99)}.R", text, pw, "")


@fmt(FAM, "zoo_membership_kiosk_config_xml_payment_terminal_key")
def kiosk_xml(rng):
    o = org(rng)
    key = hexs(rng, 32, upper=True)
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<KioskConfig gate="<<gate>>">
  <Membership api="https://members.<<d>>/api" cardPrefix="ZM"/>
  <PaymentTerminal model="V400m" ip="<<ip>>" merchantId="<<mid>>" terminalKey="<<key>>"/>
  <Printer model="TM-T88VI" paper="80mm"/>
</KioskConfig>
""",
        gate=pick(rng, ("North", "Main", "Aquarium")),
        d=domain(rng, o),
        ip=f"10.60.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        mid=rng.randint(1000000, 9999999),
        key=key,
    )
    return Out(f"kiosk/{o}/kiosk_{rng.randint(1, 99)}.config.xml", text, key, "xml")


@fmt(FAM, "zoo_vet_lab_interface_yaml_analyzer_password")
def vetlab_yaml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """analyzers:
  - name: haematology
    kind: astm
    host: <<ip>>
    port: 5000
lims:
  url: https://lims.<<d>>/api
  user: zoovet
  password: "<<pw>>"
species_reference_ranges: isis_2024.csv
""",
        ip=f"10.61.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"vetlab/{o}/interface_{rng.randint(1, 99)}.yml", text, pw)


@fmt(FAM, "aquatic_life_support_modbus_gateway_ini_web_password")
def lss_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[LSS]
Exhibit=<<ex>>
Pumps=P1,P2,P3
OzoneGenerator=OZ1

[ModbusGateway]
Host=<<ip>>
Port=502
WebUser=lss
WebPassword=<<pw>>

[Alarms]
ORPLow=250
ORPHigh=450
""",
        ex=pick(rng, ("Penguin coast", "Sea lion bay", "Coral hall", "Otter river")),
        ip=f"10.62.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(f"lss/{o}/gateway_{rng.randint(1, 99)}.ini", text, pw)
