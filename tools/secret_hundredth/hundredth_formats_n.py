# ruff: noqa: E501
"""Family n: a school-meals charity in Addis Ababa, Ethiopia (Amharic and English)."""

from __future__ import annotations

import json
import random

from hundredth_spec import Fam, Slots, bearer_jwt

FAM = Fam(
    name="megbi_timhirt_lunchbox",
    orgs=("gebetamed",),
    tld="org.et",
    first=(
        ("አበበ", "abebe"),
        ("ትዕግስት", "tigist"),
        ("ዳዊት", "dawit"),
        ("መሰረት", "meseret"),
        ("ዮሐንስ", "yohannes"),
        ("ሰላም", "selam"),
        ("ብርሃኑ", "birhanu"),
        ("ሄለን", "helen"),
        ("ሙሉጌታ", "mulugeta"),
        ("ቤተልሔም", "betelhem"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("በቀለ", "bekele"),
        ("ገብሬ", "gebre"),
        ("ኃይሌ", "haile"),
        ("ወልደሚካኤል", "woldemichael"),
        ("አለሙ", "alemu"),
        ("ታደሰ", "tadesse"),
        ("መንግስቱ", "mengistu"),
    ),
    words=(
        "injera",
        "gebeta",
        "timhirt",
        "addis",
        "buna",
        "shiro",
        "entoto",
        "selam",
        "abeba",
        "ethiopia",
        "meskel",
        "tena",
        "fikir",
        "lalibela",
        "genet",
        "tibs",
    ),
    pets=("bobi", "tiger", "jack", "lucy", "dimet", "bella", "simba", "kuchi"),
    cc="+251",
)
reg = FAM.reg


def _tg(r: random.Random, s: Slots) -> str:
    base = int(s["epoch"])
    msgs = [
        (s["first2"], "ሰላም! የSCOPE ዳታ ማስገቢያ ታብሌት የይለፍ ቃል ማን ያውቃል?"),
        (s["first"], f"የይለፍ ቃል: {s['cred']}"),
        (s["first"], "ለትምህርት ቤት ርእሰ መምህራን አትላኩ እባካችሁ"),
        (s["first2"], "እሺ አመሰግናለሁ 🙏"),
    ]
    return json.dumps(
        {
            "name": "የምሳ ፕሮግራም - አስተባባሪዎች",
            "type": "private_supergroup",
            "id": 1600000000 + int(s["n"]),
            "messages": [
                {
                    "id": 880 + i,
                    "type": "message",
                    "date": f"{s['y']}-{s['mo']}-{s['d']}T{s['hh']}:{i + 10}:{s['ss']}",
                    "date_unixtime": str(base + i * 60),
                    "from": who,
                    "from_id": f"user{6100000000 + (0 if who == s['first'] else 1)}",
                    "text": txt,
                    "text_entities": [{"type": "plain", "text": txt}],
                }
                for i, (who, txt) in enumerate(msgs)
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


reg(
    "megbi_amharic_telegram_json_yeyilef_qal",
    (
        "Telegram Desktop/ChatExport_<<y>>-<<mo>>-<<d>>_<<k>>/result.json",
        "exports/tg_astebabari_<<fa>>/result.json",
    ),
    _tg,
    "human",
)

reg(
    "megbi_chapa_secret_key_node",
    ("donate-et/src/chapa_<<k>>.js", "api/<<fa>>/chapa.config.js"),
    """// Chapa - local donations (telebirr, CBE Birr, cards)
const CHAPA_SECRET_KEY = "<<cred>>";

async function initialize(amount, email, txRef) {
  const res = await fetch("https://api.chapa.co/v1/transaction/initialize", {
    method: "POST",
    headers: { Authorization: `Bearer ${CHAPA_SECRET_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ amount, currency: "ETB", email, tx_ref: txRef, return_url: "https://<<dom>>/amesegnalehu" }),
  });
  return res.json();
}
module.exports = { initialize };
""",
    "p:chapa",
    syntax="",
)

reg(
    "megbi_dhis2_api_python_basic_creds",
    ("reporting/push_meals_dhis2_<<k>>.py", "scripts/dhis2_<<fa>>.py"),
    '''"""Push daily meal counts per school to the DHIS2 instance."""
import requests

DHIS2 = "https://dhis2.<<dom>>/api"
AUTH = ("meals_sync", '<<cred>>')

payload = {"dataSet": "pBOMPrpg1QX", "period": "<<y>><<mo>><<d>>", "orgUnit": "ImspTQPwCqd",
           "dataValues": [{"dataElement": "fbfJHSPpUQD", "value": "412"}]}
r = requests.post(f"{DHIS2}/dataValueSets", json=payload, auth=AUTH, timeout=60)
print(r.status_code, r.json().get("status"))
''',
    "pw_sq",
)

reg(
    "megbi_ration_tally_csv_amharic_headers",
    ("tally/ምሳ_ቆጠራ_<<mo>>_<<y>>.csv", "exports/school_accounts_<<k>>.csv"),
    """ትምህርት ቤት,ተጠሪ,ስልክ,የመግቢያ ስም,የይለፍ ቃል
Entoto Amba Primary,<<first>> <<last>>,<<phone>>,<<fa>>.<<la>>,<<cred>>
Yeka Kotebe School,<<first2>> <<last2>>,<<phone2>>,<<fa2>>.<<la2>>,
""",
    "human_x",
    syntax="",
)

reg(
    "megbi_english_email_wfp_partner_portal_password",
    ("mail/partner_portal_<<fa>>.eml", "Inbox/<<y>><<mo>><<d>>_unpp_<<k>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<fa>> <<la>> <<<email>>>
Subject: UN Partner Portal login - monthly school feeding report
Date: <<d>> Jan <<y>> <<hh>>:<<mm>>:<<ss>> +0300
Content-Type: text/plain; charset="UTF-8"

Selam <<fa>>,

I am travelling to the Oromia schools next week, so please submit the monthly school feeding
distribution report. Our organisation account:

User: <<org>>.reports@gmail.com
Password: <<cred>>

Don't forget to attach the signed tally sheets. Betam amesegnalehu!
<<fa2>>
""",
    "human",
    syntax="",
)

reg(
    "megbi_kitchen_solar_victron_vrm_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/ha_secrets_<<k>>.yaml"),
    """# Home Assistant - central kitchen (solar + cold store)
vrm_token: "<<cred>>"
vrm_site_id: <<n>><<k>>
cold_store_alert_number: "<<phone>>"
latitude: 9.03
longitude: 38.74
""",
    "hex:64",
)

reg(
    "megbi_filezilla_sitemanager_xml_plain_pass",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "filezilla_export_<<k>>/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.24.0" platform="windows">
    <Servers>
        <Server>
            <Host><<ip>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <Type>0</Type>
            <User>beneficiary_upload</User>
            <Pass><<cred>></Pass>
            <Logontype>1</Logontype>
            <Name>ምሳ ዝርዝር SFTP</Name>
            <RemoteDir>1 0 3 srv 6 upload</RemoteDir>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
)


def _afro_jwt(r: random.Random, f: Fam) -> str:
    return bearer_jwt(r, "Afromessage", f"identifier-{r.randint(10**5, 10**6 - 1)}")


reg(
    "megbi_afromessage_bearer_jwt_env",
    ("sms-parents/.env", "deploy/afromessage-<<k>>.env"),
    """# SMS to parents (AfroMessage)
AFROMESSAGE_TOKEN=<<cred>>
AFROMESSAGE_IDENTIFIER_ID=e80ad9d8-adf3-463f-80f4-<<hex8>>abcd
AFROMESSAGE_SENDER=GEBETA
""",
    _afro_jwt,
    syntax="",
)
