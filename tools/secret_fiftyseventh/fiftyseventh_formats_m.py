"""Family m: a ski resort's lift company and ski-rental shop at Gudauri, Georgia."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fiftyseventh_spec import Fam

F = Fam(
    "gudauri_ski_lifts",
    ("gudaurilift", "kazbegiski", "jvarisugheltekhili"),
    "ge",
    ("გიორგი", "ნინო", "ლევანი", "თამარი", "დავითი", "ანა"),
    ("ბერიძე", "კაპანაძე", "გელაშვილი", "ლომიძე", "ჩხეიძე"),
    ("giorgi", "nino", "levani", "tamari", "daviti", "ana"),
    ("beridze", "kapanadze", "gelashvili", "lomidze", "chkheidze"),
    (
        "gudauri",
        "kazbegi",
        "sadzele",
        "kobi",
        "tetri",
        "mta",
        "zamtari",
        "tovli",
        "khinkali",
        "saperavi",
    ),
    "gudauri",
    "995",
)


def _tg_json(s: dict) -> str:
    msgs = [
        {
            "id": 1,
            "type": "message",
            "date": f"{s['date']}T08:{s['mm']}:10",
            "from": f"{s['first']} {s['last']}",
            "from_id": f"user{s['hid']}",
            "text": "ბილეთების სალაროს სისტემის პაროლი შევცვალე",
        },
        {
            "id": 2,
            "type": "message",
            "date": f"{s['date']}T08:{s['mm']}:41",
            "from": f"{s['first']} {s['last']}",
            "from_id": f"user{s['hid']}",
            "text": f"მომხმარებელი: {s['user']}\nპაროლი: {s['cred']}",
        },
        {
            "id": 3,
            "type": "message",
            "date": f"{s['date']}T08:{s['mm']}:59",
            "from": "ნინო",
            "from_id": "user4417",
            "text": "მადლობა, ღამის ცვლას გადავცემ",
        },
    ]
    return (
        json.dumps(
            {"name": "სალარო - ზამთარი", "type": "private_group", "id": s["hid"], "messages": msgs},
            ensure_ascii=False,
            indent=1,
        )
        + "\n"
    )


F.reg(
    "gudauri_georgian_telegram_json_export_paroli",
    ["Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_<<org>>_<<n>>/result.json"],
    _tg_json,
    "human",
)

F.reg(
    "gudauri_russian_email_parol_skidata_gates",
    ["mail/<<org>>/<<n>>.eml", "Outlook/<<ymd>>_<<n>>.eml"],
    """From: <<fa>> <<la>> <<<email>>>
To: lift-ops@<<dom>>
Subject: Доступ к системе турникетов (Skidata)
Date: Wed, <<d>> Dec <<y>> 08:<<mm>>:22 +0400
Content-Type: text/plain; charset=UTF-8

Коллеги, добрый день!

Подрядчик перенастроил сервер контроля доступа на подъёмниках.
Логин для кассиров: kassa_<<n2>>
Пароль: <<cred>>

Пароль администратора у меня, по вопросам звоните <<phone>>.

С уважением,
<<fa>>
""",
    "pw",
    syntax="",
)

F.reg(
    "gudauri_lift_gate_controller_yaml",
    ["gates/controller.yaml", "lifts/<<org>>_gate_<<n2>>.yaml"],
    """# საბაგირო ტურნიკეტების კონტროლერი
controller:
  lift: "Sadzele 6-CLD"
  gates: 4
  reader: "RFID ISO15693"
server:
  url: https://access.<<dom>>/api
  username: gate<<n2>>
  password: '<<cred>>'
offline_whitelist: /var/lib/gates/season.db
""",
    "pw_sq",
)

F.reg(
    "gudauri_bog_ipay_client_secret_typescript",
    ["shop/src/payments/bog.ts", "<<org>>-tickets/src/lib/ipay_<<n2>>.ts"],
    """// Bank of Georgia iPay — სეზონური აბონემენტების ონლაინ გაყიდვა
const BOG_CLIENT_ID = '<<n>><<n2>>';
const BOG_CLIENT_SECRET = '<<cred>>';

export async function bogToken(): Promise<string> {
  const res = await fetch('https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token', {
    method: 'POST',
    headers: {
      Authorization: 'Basic ' + btoa(`${BOG_CLIENT_ID}:${BOG_CLIENT_SECRET}`),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return (await res.json()).access_token;
}
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "gudauri_snowmaking_scada_opcua_client_xml",
    ["snowmaking/OpcClient.config.xml", "scada/<<org>>_opcua_<<n2>>.xml"],
    """<?xml version="1.0" encoding="utf-8"?>
<OpcClientConfig>
  <Server name="Snowmaking-Pumphouse" url="opc.tcp://<<ip>>:4840"/>
  <Security mode="SignAndEncrypt" policy="Basic256Sha256"/>
  <UserIdentity type="UserName">
    <UserName>snowops</UserName>
    <Password><<cred>></Password>
  </UserIdentity>
  <Tags>
    <Tag node="ns=2;s=Pump1.Pressure" alias="pump1_bar"/>
    <Tag node="ns=2;s=WetBulb.Temp" alias="wetbulb_c"/>
  </Tags>
</OpcClientConfig>
""",
    "pw_xml",
)

F.reg(
    "gudauri_rental_shop_pgpass",
    ["home/<<fa>>/.pgpass", "rental/<<org>>/pgpass_<<n2>>"],
    """# hostname:port:database:username:password
<<host>>:5432:rental:rental_app:<<cred>>
localhost:5432:*:postgres:<<cred2>>
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {"cred2": "Tovli" + str(rng.randint(1000, 9999))},
)

F.reg(
    "gudauri_webcam_ftp_upload_shell",
    ["webcam/upload.sh", "opt/<<org>>/cam_<<n2>>.sh"],
    """#!/bin/sh
# ვებკამერა — ყოველ 5 წუთში ფოტოს ატვირთვა საიტზე
SNAP=/tmp/kobi.jpg
wget -q -O "$SNAP" "http://<<ip>>/ISAPI/Streaming/channels/101/picture"
curl -s -T "$SNAP" -u webcam:'<<cred>>' ftp://ftp.<<dom>>/webcam/kobi.jpg
""",
    "pw_sq",
    syntax="",
)


def _fods(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Инструкторы">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Инструктор</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Логин (школа)</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Пароль</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>{s["first"]} {s["last"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>{s["user"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>{s["cred"]}</text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


F.reg(
    "gudauri_ski_school_instructors_flat_ods",
    ["school/instruktory_<<y>>.fods", "shared/<<org>>_instructors_<<n2>>.fods"],
    _fods,
    "human",
    syntax="xml",
)
