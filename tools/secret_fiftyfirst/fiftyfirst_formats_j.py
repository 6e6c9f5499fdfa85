# ruff: noqa: E501
"""Family j: a rose farm and flower exporter by Lake Ziway (Ethiopia), Afaan Oromo, Amharic
and English."""

from __future__ import annotations

import base64
import json
import re

from fiftyfirst_spec import Fam

F = Fam(
    "ziway_abaaboo_oromo",
    ("ziwayroses",),
    "et",
    (
        ("Caalaa", "Chala"),
        ("Lensa", "Lensa"),
        ("Gammachuu", "Gemechu"),
        ("Hawi", "Hawi"),
        ("Tolaa", "Tola"),
        ("Bontu", "Bontu"),
    ),
    (
        ("Tafarii", "Tefera"),
        ("Guddataa", "Gudeta"),
        ("Abdiisaa", "Abdisa"),
        ("Fayyisaa", "Feyisa"),
        ("Dinqaa", "Dinka"),
    ),
    (
        "abaaboo",
        "ziway",
        "baatu",
        "hora",
        "qonnaa",
        "bishaan",
        "jimma",
        "daraaraa",
        "gadaa",
        "biqiltuu",
    ),
    ("lenca", "adurree", "harree", "booji"),
    "251",
)


def _tg(s):
    msgs = [
        (s["first"], "Akkam? Jecha icciitii sistama kuusaa qorraa naaf ergi"),
        (s["first2"], f"Maqaa fayyadamaa: {s['user']}"),
        (s["first2"], f"Jecha icciitii: {s['cred']}"),
        (s["first"], "Galatoomi 🌹"),
    ]
    return (
        json.dumps(
            {
                "name": s["first2"],
                "type": "personal_chat",
                "id": s["id"],
                "messages": [
                    {
                        "id": 4000 + i,
                        "type": "message",
                        "date": s["ts"],
                        "date_unixtime": str(s["epoch"] + i * 40),
                        "from": who,
                        "from_id": f"user{s['id']}{i % 2}",
                        "text": txt,
                        "text_entities": [{"type": "plain", "text": txt}],
                    }
                    for i, (who, txt) in enumerate(msgs)
                ],
            },
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "ziway_oromo_telegram_json_jecha_icciitii",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_<<id>>/result.json"),
    _tg,
    "human",
)

F.reg(
    "ziway_coldroom_grafana_ini",
    ("grafana/grafana_<<nn>>.ini", "etc/grafana-<<id>>/grafana.ini"),
    """[server]
http_port = 3000
domain = coldroom.<<dom>>

[security]
admin_user = admin
admin_password = <<cred>>

[smtp]
enabled = true
host = smtp.<<dom>>:587
user = alerts@<<dom>>
password = <<cred>>
from_address = alerts@<<dom>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "ziway_flower_trade_platform_client_secret_env",
    ("floriday-sync-<<nn>>/.env", "srv/ziway<<id>>/.env"),
    """FLORIDAY_ENV=live
FLORIDAY_CLIENT_ID=ziway-roses-<<nn>>
FLORIDAY_CLIENT_SECRET=<<cred>>
FLORIDAY_API_KEY=<<hex8>><<hex8>><<hex8>><<hex8>>
FLORIDAY_ORG=<<uuid>>
""",
    "b64u:36",
    syntax="",
)

F.reg(
    "ziway_export_documents_english_email",
    ("Mail/export_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: eSW single window login (export permits)
Date: <<dmy>> <<time>> +0300
Content-Type: text/plain; charset=UTF-8

Dear <<first2>>,

Flights to Liège on Tuesday and Thursday. Please file the phytosanitary requests in the single window:

Username: <<user>>
Password: <<cred>>

Akkuma beektu, jecha icciitii kana nama biraaf hin kenniin.
<<first>>
""",
    "human",
    syntax="",
)


def _ps_extra(rng, s):
    cmd = f"net use Z: \\\\{s['ip']}\\exports /user:ZIWAY\\{s['fa'].lower()} {s['cred']} /persistent:yes"
    s["enc"] = base64.b64encode(cmd.encode("utf-16-le")).decode()


def _ps_decode(text):
    b = re.search(r"-EncodedCommand ([A-Za-z0-9+/=]+)", text).group(1)
    cmd = base64.b64decode(b).decode("utf-16-le")
    return cmd.split(" /user:", 1)[1].split(" ")[1]


F.reg(
    "ziway_scheduled_task_xml_powershell_encodedcommand",
    ("Tasks/MapExportsDrive_<<nn>>.xml", "backup/pc<<id>>/Tasks/map_z.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <RegistrationInfo>
    <Date><<ts>></Date>
    <Author>PACKHOUSE\\<<fa>></Author>
    <URI>\\MapExportsDrive</URI>
  </RegistrationInfo>
  <Triggers>
    <LogonTrigger><Enabled>true</Enabled></LogonTrigger>
  </Triggers>
  <Actions Context="Author">
    <Exec>
      <Command>powershell.exe</Command>
      <Arguments>-NoProfile -WindowStyle Hidden -EncodedCommand <<enc>></Arguments>
    </Exec>
  </Actions>
</Task>
""",
    "pw_alnum",
    syntax="xml",
    extra=_ps_extra,
    decode=_ps_decode,
)

F.reg(
    "ziway_fertigation_mqtt_paho_python",
    ("fertigation/controller_<<nn>>.py", "home/pi/fert<<id>>/main.py"),
    """import paho.mqtt.client as mqtt

client = mqtt.Client(client_id="fertigation-<<nn>>")
client.username_pw_set("greenhouse", "<<cred>>")
client.connect("<<ip>>", 1883, 60)


def on_message(c, userdata, msg):
    if msg.topic == "gh/valve/set":
        print("valve", msg.payload)


client.on_message = on_message
client.subscribe("gh/#")
client.loop_forever()
""",
    "pw_dq",
)


def _ndjson(s):
    rows = [
        {
            "address": "8994",
            "body": f"የይለፍ ቃልዎ ተቀይሯል። አዲሱ የይለፍ ቃል: {s['cred']} ለማንም አያጋሩ።",
            "date": str(s["ms"]),
            "type": "1",
            "read": "1",
        },
        {
            "address": s["phone"],
            "body": "Ok, galatoomi",
            "date": str(s["ms"] + 60000),
            "type": "2",
            "read": "1",
        },
    ]
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


F.reg(
    "ziway_amharic_sms_import_export_ndjson",
    ("SMSExport/messages-<<date>>.ndjson", "phone/sms_<<id>>/messages.ndjson"),
    _ndjson,
    "human_x",
    syntax="",
)

F.reg(
    "ziway_packhouse_whiteboard_ocr_oromo",
    ("scans/packhouse_<<date>>.txt", "ocr/board_<<id>>.txt"),
    """Guyyaa: <<dmy>>
Red Naomi — <<nnn>> boxes
Avalanche — <<nn>> boxes

Kompiitara qorraa (coldroom PC)
jecha icciitii: <<cred>>
""",
    "human",
    syntax="",
)
