# ruff: noqa: E501
"""Family e: a medical laboratory in Addis Ababa, Ethiopia; Amharic (Ge'ez script) and English."""

from __future__ import annotations

import base64

from sixtyninth_corpus import alnum
from sixtyninth_spec import Fam, dec_b64_after, sms_xml, tg_json

FAM = Fam(
    name="mukera_addis_medical_laboratory",
    orgs=("tenamukera", "bolediagnostic", "addislabcenter", "kidanelab", "yaaybalanse"),
    tld="et",
    first=(
        ("አበበ", "abebe"),
        ("ሄለን", "helen"),
        ("ዳዊት", "dawit"),
        ("ሰላም", "selam"),
        ("ብርሃኑ", "birhanu"),
        ("መሰረት", "meseret"),
        ("ቴዎድሮስ", "tewodros"),
        ("ማህሌት", "mahlet"),
        ("ዮናስ", "yonas"),
        ("ቤተልሔም", "betelhem"),
    ),
    last=(
        ("ተሰማ", "tesema"),
        ("ገብሬ", "gebre"),
        ("ከበደ", "kebede"),
        ("ወልዴ", "wolde"),
        ("አለሙ", "alemu"),
        ("ታደሰ", "tadesse"),
        ("በቀለ", "bekele"),
        ("ሀይሌ", "haile"),
    ),
    words=(
        "selam",
        "buna",
        "injera",
        "entoto",
        "abay",
        "lalibela",
        "axum",
        "meskel",
        "genna",
        "tena",
        "fikir",
        "habesha",
        "gondar",
        "tana",
        "simien",
        "shiro",
        "teff",
        "addis",
        "enkutatash",
        "jebena",
    ),
    pets=("Buchi", "Dimo", "Tommy", "Lucy", "Kuku", "Anbessa"),
    places=("Bole", "Piassa", "Kazanchis", "Megenagna", "Merkato", "Sar Bet", "CMC"),
    phone_pat="+251 9# ### ####",
)
R = FAM.reg


# 1. Telegram Desktop JSON export (Amharic): the LIS login -----------------------------------------
def _tg(s):
    return tg_json(
        s,
        f"{s['fn2']} {s['ln2']}",
        [
            (0, "ሰላም፣ የLIS የይለፍ ቃል ተቀይሯል እንዴ? መግባት አልቻልኩም"),
            (1, f"አዎ ትናንት ተቀይሯል። የተጠቃሚ ስም: {s['user']}"),
            (1, f"የይለፍ ቃል: {s['cred']}"),
            (0, "አመሰግናለሁ 🙏 ገባሁ"),
            (1, "ለማንም አትስጪ እሺ"),
        ],
    )


R(
    "mukera_amharic_telegram_json_yeyilef_qal",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
    ),
    _tg,
    "human",
)

# 2. OpenELIS Global common.properties: the clinlims database password ------------------------------
R(
    "mukera_openelis_lis_database_properties",
    ("openelis/common.properties", "opt/openelis/<<org>>/common.properties"),
    """# OpenELIS Global - site <<orgc>> (<<place>>, Addis Ababa)
db.driverClassName=org.postgresql.Driver
db.url=jdbc:postgresql://<<lan>>:5432/clinlims
db.username=clinlims
db.password=<<cred>>
db.pool.max=20
site.locale=en_US
site.name=<<orgc>> Medical Laboratory
results.autoRelease=false
""",
    "pw",
    syntax="",
)

# 3. Monthly report to DHIS2 with a personal access token (Python) -----------------------------------
R(
    "mukera_dhis2_personal_access_token_python",
    ("reports/push_dhis2.py", "scripts/<<org>>_monthly_dhis2.py"),
    '''"""Push monthly lab test counts (HIV VL, TB GeneXpert, malaria) to the regional DHIS2."""

import csv
import sys

import requests

DHIS2 = "https://dhis.moh.gov.et/api"
TOKEN = "<<cred>>"
ORG_UNIT = "<<ou>>"


def push(period: str, path: str) -> None:
    values = []
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            values.append({"dataElement": row["uid"], "value": row["count"]})
    r = requests.post(
        f"{DHIS2}/dataValueSets",
        json={"period": period, "orgUnit": ORG_UNIT, "dataValues": values},
        headers={"Authorization": f"ApiToken {TOKEN}"},
        timeout=60,
    )
    print(r.status_code, r.json().get("status"))


if __name__ == "__main__":
    push(sys.argv[1], sys.argv[2])
''',
    "p:d2pat",
    extra=lambda rng, s: {"ou": alnum(rng, 11)},
)

# 4. Chapa payment .env of the home-collection booking site ---------------------------------------------
R(
    "mukera_chapa_home_collection_dotenv",
    ("booking/.env", "srv/<<org>>-homecollect/.env.production"),
    """# Home sample collection booking (ETB payments via Chapa)
APP_URL=https://book.<<dom>>
DATABASE_URL=mysql://booking@<<lan>>/homecollect
CHAPA_PUBLIC_KEY=CHAPUBK-<<pubk>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_CALLBACK_URL=https://book.<<dom>>/api/chapa/callback
SMS_SENDER=<<orgc>>
""",
    "p:chapa",
    syntax="",
    extra=lambda rng, s: {"pubk": alnum(rng, 32)},
)

# 5. Analyzer middleware (ASTM -> LIS) YAML --------------------------------------------------------------
R(
    "mukera_analyzer_astm_middleware_yaml",
    ("middleware/config.yaml", "C:/LabBridge/<<org>>/config.yaml"),
    """# ASTM / HL7 bridge: hematology and chemistry analyzers -> OpenELIS
analyzers:
  - name: Mindray BC-5380
    protocol: astm
    port: COM<<n>>
    baud: 9600
  - name: Cobas c311
    protocol: astm-tcp
    host: <<ip2>>
    port: 5000
lis:
  db_host: <<lan>>
  db_name: clinlims
  db_user: analyzer_bridge
  db_password: "<<cred>>"
log_dir: C:/LabBridge/logs
""",
    "pw_dq",
)


# 6. SMS backup (Amharic): the reply is only the value -----------------------------------------------------
def _sms(s):
    return sms_xml(
        s,
        [
            (1, "ሰላም፣ የላቦራቶሪውን ዋይፋይ የይለፍ ቃል ላክልኝ እባክህ"),
            (2, str(s["cred"])),
            (1, "እሺ አመሰግናለሁ"),
        ],
        f"{s['fn2']} Lab",
    )


R(
    "mukera_amharic_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone-backup/<<fa>>/sms-<<ts>>.xml"),
    _sms,
    "human",
)


# 7. Kubernetes Secret of the results portal: base64 data (encoded) -----------------------------------------
def _k8s(s):
    enc = base64.b64encode(str(s["cred"]).encode()).decode()
    user = base64.b64encode(b"results_portal").decode()
    host = base64.b64encode(str(s["lan"]).encode()).decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: results-portal-db
  namespace: {s["org"]}
  labels:
    app: results-portal
type: Opaque
data:
  DB_HOST: {host}
  DB_USER: {user}
  DB_PASSWORD: {enc}
"""


R(
    "mukera_results_portal_k8s_secret_base64",
    ("k8s/results-portal/secret.yaml", "deploy/<<org>>/db-secret.yaml"),
    _k8s,
    "pw",
    decode=dec_b64_after("DB_PASSWORD:"),
)


# 8. Courier handover note (Amharic / English): the value on the line after the label -------------------------
def _note(s):
    return (
        "የናሙና ማጓጓዣ መመሪያ / Sample courier handover\n"
        f"{s['date']}\n\n"
        "1. ናሙናዎችን በቀዝቃዛ ሳጥን ውስጥ ያስቀምጡ (2-8°C)\n"
        "2. ከ ጤና ጣቢያዎች የሚመጡ ቅጾችን ይፈትሹ\n\n"
        f"ODK Collect server: https://odk.{s['dom']}\n"
        f"User: courier{s['n']}\n"
        "Pass:\n"
        f"{s['cred']}\n\n"
        f"ችግር ካለ ይደውሉ: {s['phone2']}\n"
    )


R(
    "mukera_courier_handover_note_odk",
    ("Desktop/courier_handover_<<date>>.txt", "shared/couriers/የማጓጓዣ_መመሪያ_<<num>>.txt"),
    _note,
    "human",
    syntax="",
)
