# ruff: noqa: E501
"""Family c: a land surveyor in Kenya (Nairobi), Swahili and English."""

from __future__ import annotations

import json
import random

from seventyfirst_spec import Fam, Slots, alnum, b64_basic, dec_basic

F = Fam(
    name="upimaji_ardhi_kenya",
    orgs=("ardhipima", "kilimageo", "mipakasurvey", "beaconline"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Kiprono", "kiprono"),
        ("Achieng", "achieng"),
        ("Mwangi", "mwangi"),
        ("Njeri", "njeri"),
    ),
    last=(
        ("Kamau", "kamau"),
        ("Odhiambo", "odhiambo"),
        ("Mutua", "mutua"),
        ("Chebet", "chebet"),
        ("Wekesa", "wekesa"),
        ("Njoroge", "njoroge"),
    ),
    words=(
        "simba",
        "tembo",
        "twiga",
        "jambo",
        "ardhi",
        "kilima",
        "mlima",
        "nyota",
        "harambee",
        "chui",
        "safari",
        "baraka",
        "amani",
        "mipaka",
        "gormahia",
        "kilimanjaro",
    ),
    pets=("simba", "bobby", "rex", "jimmy", "shiko", "tiger"),
    cc="+254",
)


def _mount(rng: random.Random, s: Slots) -> None:
    s["mount"] = rng.choice(("NRB1", "KSM0", "NKR2", "MSA1", "ELD3", "THK1")) + s["orgu"][:3]


F.reg(
    "upimaji_swahili_whatsapp_nenosiri_ntrip",
    (
        "simu/WhatsApp/WhatsApp Chat with <<first>> <<last>>.txt",
        "field/<<org>>/WhatsApp Chat - Timu ya Upimaji <<n>>.txt",
    ),
    """<<dmys>>, <<t1>> - <<first>> <<last>>: Boss, rover haipati fix, caster inakataa
<<dmys>>, <<t2>> - <<first2>> <<last2>>: Nimebadilisha nenosiri ya NTRIP jana. Mountpoint ni <<mount>>
<<dmys>>, <<t2>> - <<first2>> <<last2>>: user <<user>>
<<dmys>>, <<t3>> - <<first2>> <<last2>>: nenosiri: <<cred>>
<<dmys>>, <<t4>> - <<first>> <<last>>: Sawa, imekubali. FIX iko sasa 👌
<<dmys>>, <<t5>> - <<first2>> <<last2>>: Poa. Usiitume kwa group tafadhali
""",
    "human",
    syntax="",
    extra=_mount,
)

F.reg(
    "upimaji_rtklib_str2str_ntrip_caster_script",
    ("base-station/<<org>>/start_base_<<n>>.sh", "home/pi/rtkbase_<<mount>>.sh"),
    """#!/bin/sh
# Base station ya ofisi: u-blox ZED-F9P -> NTRIP caster (RTKLIB str2str)
# Antenna: pillar <<mount>>, ARP imepimwa <<dmys>>
DEV=/dev/ttyACM0
CASTER=caster.<<dom>>
exec str2str -in serial://ttyACM0:115200:8:n:1:off#ubx \\
  -out ntrips://:<<cred>>@$CASTER:2101/<<mount>>#rtcm3 \\
  -msg "1005(10),1077,1087,1097,1127,1230" -p -1.28<<nnn>> 36.8<<nnn>> 1795.<<n>> \\
  -t 2 -fl /var/log/str2str.log
""",
    "pw_url",
    syntax="",
    extra=_mount,
)


def _mpesa(rng: random.Random, s: Slots) -> None:
    s["ck"] = alnum(rng, 48)
    s["cs"] = alnum(rng, 64)
    s["shortcode"] = rng.randint(100000, 999999)


F.reg(
    "upimaji_mpesa_daraja_passkey_node",
    ("invoicing/<<org>>-billing/config/mpesa.js", "apps/malipo_<<n>>/mpesa.config.js"),
    """// Lipa na M-Pesa Online (STK push) for survey fees and beacon certificates
module.exports = {
  environment: 'production',
  consumerKey: '<<ck>>',
  consumerSecret: '<<cs>>',
  shortCode: '<<shortcode>>',
  passKey: '<<cred>>',
  callbackUrl: 'https://<<dom>>/api/mpesa/callback',
  accountReference: 'SURVEY-<<nnnn>>',
};
""",
    "hex:64",
    syntax="",
    extra=_mpesa,
)

F.reg(
    "upimaji_dronedeploy_api_key_python",
    ("scripts/<<org>>_dd_export_<<n>>.py", "drone/orthophoto_pull_<<fa>>.py"),
    '''"""Pull finished orthomosaics from DroneDeploy for the cadastral team."""

import requests

DD_API_KEY = "<<cred>>"
PLAN_ID = "<<h24>>"


def exports():
    r = requests.get(
        "https://www.dronedeploy.com/api/v2/exports",
        params={"plan_id": PLAN_ID},
        headers={"Authorization": f"Bearer {DD_API_KEY}"},
        timeout=60,
    )
    r.raise_for_status()
    return r.json()["data"]


for e in exports():
    print(e["id"], e["status"], e.get("download_path"))
''',
    "p:dronedeploy",
)


def _sms(s: Slots) -> str:
    msgs = [
        (
            s["phone2"],
            1,
            f"Habari {s['first']}, nimefungua account ya Ardhisasa kwa plot ya mteja. Email {s['email2']}",
        ),
        (s["phone2"], 1, f"Nenosiri: {s['cred']}"),
        (s["phone2"], 2, "Asante, nitaingia kesho asubuhi"),
    ]
    rows = "\n".join(
        f'  <sms protocol="0" address="{a}" date="{int(s["ts"]) * 1000 + i * 60000}" type="{t}" subject="null" body="{b}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmys"]} {s["t" + str(i + 1)]}" contact_name="{s["first2"]} {s["last2"]}" />'
        for i, (a, t, b) in enumerate(msgs)
    )
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="{len(msgs)}" backup_set="{s["uid"]}" backup_date="{int(s["ts"]) * 1000}" type="full">\n{rows}\n</smses>\n'
    )


F.reg(
    "upimaji_ardhisasa_login_sms_backup_xml",
    ("simu/SMSBackupRestore/sms-<<date>>-<<n>>.xml", "backup/<<fa>>/sms-<<ts>>.xml"),
    _sms,
    "human",
)

F.reg(
    "upimaji_qgis_pg_service_conf",
    ("home/<<fa>>/.pg_service.conf", "qgis/<<org>>/pg_service_<<n>>.conf"),
    """# QGIS / PostGIS connections used by the cadastral team
[cadastre]
host=<<lan>>
port=5432
dbname=cadastre
user=<<user>>
password=<<cred>>
sslmode=prefer

[beacons_ro]
host=<<lan>>
port=5432
dbname=cadastre
user=viewer
""",
    "pw",
    syntax="ini",
)


def _tg(s: Slots) -> str:
    base = int(s["ts"])
    texts = [
        (s["first"] + " " + s["last"], "Tumefika site Kitengela, beacons 3 hazionekani"),
        (s["first2"] + " " + s["last2"], "Tumia tablet ya ofisi. Survey123 login:"),
        (s["first2"] + " " + s["last2"], s["user"]),
        (s["first2"] + " " + s["last2"], s["cred"]),
        (s["first"] + " " + s["last"], "Sawa boss 👍"),
    ]
    msgs = [
        {
            "id": 4100 + i,
            "type": "message",
            "date": f"{s['date']}T{s['t' + str(min(i + 1, 5))]}:00",
            "date_unixtime": str(base + i * 90),
            "from": who,
            "from_id": f"user{700000000 + i % 2}",
            "text": t,
            "text_entities": [{"type": "plain", "text": t}],
        }
        for i, (who, t) in enumerate(texts)
    ]
    doc = {
        "name": "Field Crew " + s["orgc"],
        "type": "private_group",
        "id": 1700000000 + int(s["nnnn"]),
        "messages": msgs,
    }
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


F.reg(
    "upimaji_field_crew_telegram_json_export",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/<<org>>/telegram_<<n>>/result.json",
    ),
    _tg,
    "human",
)


def _ntrip_basic(rng: random.Random, s: Slots) -> None:
    _mount(rng, s)
    s["basic"] = b64_basic(str(s["user"]), str(s["cred"]))


F.reg(
    "upimaji_cors_ntrip_request_basic_auth_base64",
    ("debug/ntrip_<<mount>>_<<date>>.txt", "logs/<<org>>/caster_request_<<n>>.log"),
    """# captured with tcpdump on the base PC, rover could not log in
GET /<<mount>> HTTP/1.0
User-Agent: NTRIP RTKLIB/2.4.3 demo5
Accept: */*
Connection: close
Authorization: Basic <<basic>>

ICY 200 OK
""",
    "human",
    syntax="",
    extra=_ntrip_basic,
    decode=dec_basic,
)
