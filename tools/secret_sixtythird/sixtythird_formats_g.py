# ruff: noqa: E501
"""Family g: a coffee washing station and its farmer union in Sidama (Ethiopia)."""

from __future__ import annotations

from sixtythird_spec import Fam, jdump

F = Fam(
    "buna_sidama_washing_yirgalem",
    ("bunaberha", "bunaberha"),
    "et",
    ("abebe", "tigist", "dawit", "meron", "tesfaye", "hiwot", "getachew", "selam"),
    ("አበበ", "ትግስት", "ዳዊት", "ሜሮን", "ተስፋዬ", "ሕይወት", "ጌታቸው", "ሰላም"),
    ("bekele", "girma", "tadesse", "haile", "worku", "alemu", "desta", "mekonnen"),
    (
        "buna",
        "sidama",
        "yirgalem",
        "hawassa",
        "jebena",
        "ensete",
        "kocho",
        "abyssinia",
        "meskel",
        "fasika",
        "bereket",
        "genet",
        "tizita",
        "ambassel",
        "gedeo",
        "bensa",
    ),
    "251",
)


def _tg(s: dict) -> str:
    return jdump(
        {
            "name": "የቡና ማጠቢያ ጣቢያ ሰራተኞች",
            "type": "private_group",
            "id": 4000000000 + int(s["nn"]),
            "messages": [
                {
                    "id": 1001,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": s["lfirst"],
                    "from_id": f"user{5000000000 + int(s['nn'])}",
                    "text": "የECX ፖርታል የይለፍ ቃል ማን ያውቃል?",
                },
                {
                    "id": 1002,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": "ተስፋዬ",
                    "from_id": "user5123456789",
                    "text": f"የይለፍ ቃል: {s['cred']}",
                },
                {
                    "id": 1003,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": s["lfirst"],
                    "from_id": f"user{5000000000 + int(s['nn'])}",
                    "text": "እሺ አመሰግናለሁ 🙏",
                },
            ],
        },
        indent=1,
    )


F.reg(
    "buna_telegram_json_export_yilef_qal",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/<<org>>_<<n>>/result.json"),
    _tg,
    "human",
)

F.reg(
    "buna_ecx_lot_sync_ini",
    ("C:/BunaSync/ecx_<<n>>.ini", "station/<<org>>/ecx_sync.ini"),
    """[station]
name = <<corg>> Washing Station
zone = Sidama
grade_default = G1

[ecx]
url = https://trade.ecx.com.et/membersapi
member_code = <<nn>>
username = <<user>>
password = <<cred>>

[export]
folder = D:\\Lots\\<<year>>
""",
    "pw",
)

F.reg(
    "buna_telebirr_app_secret_java_properties",
    ("src/main/resources/application-prod_<<n>>.properties", "payout/<<org>>/telebirr.properties"),
    """# Cherry payments to farmers via telebirr
telebirr.base-url=https://api.ethiotelecom.et/payment/v1
telebirr.fabric-app-id=c4182ef8-9249-458a-985e-06d191f4d<<nn>>
telebirr.app-secret=<<cred>>
telebirr.merchant-app-id=<<mid>>
telebirr.short-code=<<nn>>
spring.datasource.url=jdbc:postgresql://<<ip>>:5432/cherry
""",
    "hex:32",
    extra=lambda r, s: {"mid": F.draw(r, "digits:15", s)},
)

F.reg(
    "buna_cherry_intake_kobo_token_python",
    ("home/pi/cherry/kobo_pull_<<n>>.py", "scripts/<<org>>_cherry_kobo.py"),
    '''#!/usr/bin/env python3
"""Daily cherry intake forms (KoboToolbox) -> station ledger CSV."""

import csv

import requests

KOBO_URL = "https://kf.kobotoolbox.org/api/v2/assets/a<<aid>>/data/"
HEADERS = {"Authorization": "Token <<cred>>"}

rows = requests.get(KOBO_URL, headers=HEADERS, params={"format": "json"}, timeout=60).json()["results"]
with open("/home/pi/cherry/intake.csv", "a", newline="") as fh:
    w = csv.writer(fh)
    for r in rows:
        w.writerow([r["_submission_time"], r["farmer_id"], r["cherry_kg"], r["price_birr"]])
''',
    "hex:40",
    extra=lambda r, s: {"aid": F.draw(r, "alnum:21", s)},
)

F.reg(
    "buna_traceability_portal_curl_u_history",
    ("home/<<first>>/.bash_history", "station-pc/<<org>>_<<n>>_history.txt"),
    """ls
cd eudr/
python3 make_geojson.py --plots farmers_<<year>>.csv
curl -u '<<org>>:<<cred>>' -F "file=@plots.geojson" https://trace.coffee-union.et/api/plots/upload
curl -u '<<org>>:<<cred>>' https://trace.coffee-union.et/api/lots?season=<<year>>
history | tail
""",
    "pw_sq",
)

F.reg(
    "buna_cupping_importer_email_password",
    ("mail/sample_portal_<<n>>.eml", "Inbox/<<org>>/<<nn>>.eml"),
    """From: Green Coffee Desk <samples@hamburg-greens.de>
To: <<email>>
Subject: Sample portal access - Sidama lots <<year>>
Date: Tue, <<d>> Jan <<year>> <<hms>> +0100
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Dear <<cfirst>>,

selam! As discussed in Hawassa, please enter your cupping scores and pre-shipment sample data in
our portal instead of emailing PDFs.

Login: <<org>>-station
Password: <<cred>>

Best regards from Hamburg
""",
    "human",
)

F.reg(
    "buna_farmer_union_flat_ods_members",
    ("Union/አባላት_<<n>>.fods", "office/<<org>>_members_<<year>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Accounts">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>ሲስተም</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>ተጠቃሚ</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>የይለፍ ቃል</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>CBE Birr Business</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<user>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "buna_solar_dryer_node_red_credential_secret_js",
    ("home/pi/.node-red/settings.js", "dryer/<<org>>_<<n>>/settings.js"),
    """// Node-RED on the solar drying-bed controller
module.exports = {
    flowFile: 'flows_dryer.json',
    credentialSecret: "<<cred>>",
    uiPort: process.env.PORT || 1880,
    mqttReconnectTime: 15000,
    functionGlobalContext: { station: '<<corg>>' },
    logging: { console: { level: 'info', metrics: false, audit: false } },
};
""",
    "pw_dq",
)
