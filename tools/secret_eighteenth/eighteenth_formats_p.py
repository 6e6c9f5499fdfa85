"""Car washes: tunnel controllers, RFID memberships, pay stations, dosing, plate cameras."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    ip,
    org,
    words_pw,
)

FAM = "car_wash_tunnel_express_sites"


@fmt(FAM, "car_wash_tunnel_controller_ini_pos_link_password")
def _tunnel(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[tunnel]
length_ft=<<len>>
conveyor_speed=<<sp>>

[pos_link]
host=<<ip>>
user=tunnel
password=<<pw>>
""",
        len=rng.randint(80, 160),
        sp=rng.randint(60, 120),
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"site/{o}/tunnel{rng.randint(1, 20)}.ini", text, pw)


@fmt(FAM, "car_wash_membership_rfid_json_gateway_key")
def _rfid(rng):
    o = org(rng)
    key = "mbr_" + alnum(rng, 36)
    text = fill(
        """{"site": "<<o>>-<<n>>", "rfidReader": "<<ip>>", "membership": {"gateway": "https://members.<<dom>>/api", "key": "<<key>>"}, "plans": ["basic", "unlimited"]}
""",
        o=o,
        n=rng.randint(1, 20),
        ip=ip(rng),
        dom=domain(rng),
        key=key,
    )
    return Out(f"site/{o}/rfid{rng.randint(1, 30)}.json", text, key)


@fmt(FAM, "pay_station_kiosk_yaml_card_processor_password")
def _pay(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """pay_station:
  lane: <<n>>
  packages: [express, deluxe, ultimate]
processor:
  host: <<h>>
  merchant_id: "<<mid>>"
  password: <<pw>>
""",
        n=rng.randint(1, 3),
        h=host(rng, "pay"),
        mid=rng.randint(10**11, 10**12 - 1),
        pw=pw,
    )
    return Out(f"site/{o}/paystation{rng.randint(1, 30)}.yaml", text, pw)


@fmt(FAM, "wash_chemical_dosing_python_cloud_bearer_const")
def _dosing(rng):
    o = org(rng)
    tok = "cd_" + alnum(rng, 44)
    text = fill(
        """DOSING_API = "https://chem.<<dom>>/v2/sites/<<n>>/usage"
BEARER = "<<tok>>"
PUMPS = {"presoak": 1, "foam": 2, "wax": 3, "tire_shine": 4}
""",
        dom=domain(rng),
        n=rng.randint(100, 999),
        tok=tok,
    )
    return Out(f"{o}/dosing/settings{rng.randint(1, 30)}.py", text, tok)


@fmt(FAM, "car_wash_lpr_camera_xml_upload_password")
def _lpr(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<LPRCamera id="entry-<<n>>">
  <Recognition region="EU" confidence="85"/>
  <HttpPost url="https://plates.<<dom>>/api/reads" user="<<o>>" password="<<pw>>"/>
</LPRCamera>
""",
        n=rng.randint(1, 4),
        dom=domain(rng),
        o=o,
        pw=pw,
    )
    return Out(f"site/{o}/lpr{rng.randint(1, 30)}.xml", text, pw)


@fmt(FAM, "car_wash_site_ticket_txt_pay_station_login")
def _ticket(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """Ticket #<<t>> - <<o>> site <<n>> - pay station lane 2 frozen
Opened by: site manager
Description:
Lane 2 screen stuck on "processing". Rebooted twice. Tech asked for remote access,
gave them the kiosk admin login: admin / <<pw>>
Status: waiting on vendor
""",
        t=rng.randint(10000, 99999),
        o=o,
        n=rng.randint(1, 20),
        pw=pw,
    )
    return Out(f"tickets/{o}/ticket_{rng.randint(1, 999)}.txt", text, pw, "")
