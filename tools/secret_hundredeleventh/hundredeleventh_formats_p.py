# ruff: noqa: E501
"""Family p: a vehicle-tracking and immobiliser installer in Fiji (English, Fijian, Fiji Hindi)."""

from __future__ import annotations

import json

from hundredeleventh_spec import Fam, dec_url, enc_url, gen_pw, reg

FAM = Fam(
    name="vakatau_vehicle_tracking_immobiliser",
    pre="vakatau",
    orgs=("vakatracka", "tiohalo", "lakomaitrack"),
    tld="com.fj",
    first=(
        ("Sitiveni", "sitiveni"),
        ("Losana", "losana"),
        ("Ravinesh", "ravinesh"),
        ("Mereoni", "mereoni"),
        ("Jone", "jone"),
        ("Priyanka", "priyanka"),
        ("Timoci", "timoci"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Rabuka", "rabuka"),
        ("Prasad", "prasad"),
        ("Tuilagi", "tuilagi"),
        ("Vuniwai", "vuniwai"),
        ("Chand", "chand"),
    ),
    words=(
        "bula",
        "vinaka",
        "kava",
        "rugby",
        "flyingfijians",
        "suva",
        "lautoka",
        "yaqona",
        "moce",
        "drua",
        "bati",
        "kaiviti",
        "mataqali",
        "sega",
    ),
    pets=("blacky", "bosco", "lady", "tiger", "mana", "kuro"),
    cities=("Suva", "Nadi", "Lautoka", "Labasa", "Nausori", "Ba"),
    cc="+679",
)

reg(
    FAM,
    "traccar_form_urlencoded_login_dump",
    ("debug/traccar_login_<<n>>.http", "logs/<<org>>_session_<<ymd>>.txt"),
    """POST /api/session HTTP/1.1
Host: track.<<dom>>
Content-Type: application/x-www-form-urlencoded
Content-Length: <<n>>

email=<<fa>>%40<<dom>>&password=<<enc>>
""",
    lambda rng, s: gen_pw(rng, sym="@#$%&!+=/?"),
    syntax="",
    enc=enc_url,
    decode=dec_url("&password=", "\n& "),
)

reg(
    FAM,
    "messenger_json_fijian_reply",
    ("messages/inbox/<<fa>>_<<n>>/message_1.json", "facebook/<<org>>_msgs_<<n>>/message_1.json"),
    lambda s: json.dumps(
        {
            "participants": [
                {"name": f"{s['first']} {s['last']}"},
                {"name": f"{s['first2']} {s['last2']}"},
            ],
            "messages": [
                {
                    "sender_name": f"{s['first2']} {s['last2']}",
                    "timestamp_ms": s["ts"] * 1000 + 900,
                    "content": "Vinaka",
                },
                {
                    "sender_name": f"{s['first']} {s['last']}",
                    "timestamp_ms": s["ts"] * 1000 + 500,
                    "content": s["cred"],
                },
                {
                    "sender_name": f"{s['first2']} {s['last2']}",
                    "timestamp_ms": s["ts"] * 1000,
                    "content": "Bula, o cei na password ni app ni tracker ni lori?",
                },
            ],
            "title": f"{s['first']} {s['last']}",
            "thread_path": f"inbox/{s['fa']}_{s['n']}",
        },
        indent=2,
    ),
    "human",
)

reg(
    FAM,
    "mpaisa_merchant_api_env",
    ("billing/.env", "deploy/<<org>>_<<n>>/.env"),
    """# M-PAiSA merchant payments for monthly tracking plans
MPAISA_MERCHANT_ID=<<nn>>
MPAISA_API_SECRET=<<cred>>
MPAISA_CALLBACK=https://pay.<<dom>>/mpaisa/callback
""",
    "x:mpsk_:40",
)

reg(
    FAM,
    "teltonika_configurator_json",
    ("fmb920/config_<<serial>>.json", "devices/<<org>>_<<n>>.json"),
    lambda s: json.dumps(
        {
            "device": "FMB920",
            "imei": f"35{s['nn']:06d}{s['n']:07d}",
            "gprs": {
                "apn": "vodafone",
                "apn_user": "",
                "apn_password": "",
                "server": f"track.{s['dom']}",
                "port": 5027,
            },
            "sms": {"login": "vakasms", "password": s["cred"]},
            "immobiliser": {"din": 1, "dout": 1},
        },
        indent=2,
    ),
    "pw_json",
)

reg(
    FAM,
    "sms_backup_immobiliser_app_login",
    ("sms/sms-<<ymd>>.xml", "backup/SMS_<<fa>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="2" body="Bula <<first2>>, your TrackFiji app login: <<user2>> / <<cred>> Vinaka" read="1" contact_name="<<first2>> <<last2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>700" type="1" body="vinaka vakalevu" read="1" contact_name="<<first2>> <<last2>>" />
</smses>
""",
    "human_x",
)

reg(
    FAM,
    "flespi_token_mqtt_python",
    ("bridge/flespi_bridge.py", "tools/<<org>>_flespi_<<n>>.py"),
    '''"""Forward trackers' immobiliser alarms from flespi to the control room."""

import paho.mqtt.client as mqtt

FLESPI_TOKEN = "<<cred>>"

client = mqtt.Client(client_id="<<org>>-bridge")
client.username_pw_set(FLESPI_TOKEN, "")
client.tls_set()
client.connect("mqtt.flespi.io", 8883)
client.subscribe("flespi/message/gw/devices/+")
''',
    "p:flespi",
)

reg(
    FAM,
    "workshop_handover_notes_md",
    ("notes/handover_<<ymd>>.md", "wiki/<<org>>/jobs_<<n>>.md"),
    """# Workshop handover - <<ymd>> (<<city>>)

* Toyota Hilux FQ<<nn>>: FMB920 + immobiliser relay fitted, tested cut-off OK
* Customer fleet portal (Wialon local):
  - user: <<user>>
  - pw: <<cred>>
* Sega ni vakarautaki na invoice - Losana will do it tomorrow
""",
    "human_x",
)

reg(
    FAM,
    "traccar_postgres_pgpass",
    ("home/traccar/.pgpass", "server/<<org>>_<<n>>/.pgpass"),
    """# hostname:port:database:username:password
<<ip>>:5432:traccar:traccar:<<cred>>
localhost:5432:*:postgres:*
""",
    "pw_bare",
)
