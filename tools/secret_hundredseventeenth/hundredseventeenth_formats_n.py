# ruff: noqa: E501
"""Family n: a telecom tower maintenance contractor in Viti Levu, Fiji; English, Fijian, Fiji Hindi."""

import json

from hundredseventeenth_spec import Fam

F = Fam(
    name="tower_rigging_contractor_fiji",
    orgs=("toweravu", "vitirig", "lautokamast", "nadisteel"),
    tld="com.fj",
    first=(
        ("Sitiveni", "sitiveni"),
        ("Mereani", "mereani"),
        ("Ravinesh", "ravinesh"),
        ("Salote", "salote"),
        ("Jone", "jone"),
        ("Priya", "priya"),
    ),
    last=(
        ("Ratu", "ratu"),
        ("Naidu", "naidu"),
        ("Tuilagi", "tuilagi"),
        ("Prasad", "prasad"),
        ("Vakaloloma", "vakaloloma"),
    ),
    words=(
        "bula",
        "vinaka",
        "viti",
        "lautoka",
        "nadi",
        "kava",
        "rugby",
        "drua",
        "yaqona",
        "suva",
        "moce",
        "lovo",
        "tower",
        "mast",
    ),
    pets=("bully", "rex", "tavioka", "kuli", "puppy"),
    cc="+679",
    city="Lautoka",
)

F.reg(
    "toweravu_viber_csv_export_shelter_password",
    ("Viber/viber_export_<<date>>.csv", "exports/viber_rigging_<<n>>.csv"),
    """Date,Time,Sender Name,Sender Phone,Message
<<dmy>>,<<time>>,<<fn>> <<ln>>,<<phone>>,"Bula, at site NDI-<<n>> now. Rectifier panel in shelter is locked, what's the web login?"
<<dmy>>,<<time>>,<<fn2>> <<ln2>>,<<phone2>>,"admin"
<<dmy>>,<<time2>>,<<fn2>> <<ln2>>,<<phone2>>,"<<cred>>"
<<dmy>>,<<time2>>,<<fn>> <<ln>>,<<phone>>,"Vinaka, in now"
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "toweravu_generator_telemetry_mqtt_yaml",
    ("gen-monitor/config.yaml", "sites/<<org>>-gen-<<n>>.yml"),
    """site: NDI-<<n>>
controller:
  type: DSE7320
  modbus: {host: <<lan>>, port: 502, unit: 10}
mqtt:
  broker: mqtts://mqtt.<<dom>>:8883
  username: gen-<<n>>
  password: "<<cred>>"
  topic: sites/NDI-<<n>>/genset
""",
    cred="pw_dq",
)

F.reg(
    "toweravu_rectifier_snmpd_v3_createuser",
    ("etc/snmp/snmpd.conf", "nms/sites/<<org>>_<<n>>_snmpd.conf"),
    """sysLocation    Site NDI-<<n>>, Ba Highway
sysContact     noc@<<dom>>
createUser nmsv3 SHA <<cred>> AES <<cred>>
rouser nmsv3 priv
agentAddress udp:161
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "toweravu_mpaisa_payroll_csharp",
    ("Payroll/MpaisaClient.cs", "src/<<Org>>.Payroll/Mpaisa_<<n>>.cs"),
    """using System.Net.Http;

namespace <<Org>>.Payroll
{
    public static class MpaisaConfig
    {
        public const string BaseUrl = "https://api.mpaisa.vodafone.com.fj/v1";
        public const string ClientId = "<<org>>-payroll";
        public const string ClientSecret = "<<cred>>";
        public const string WalletNumber = "<<phone>>";
    }
}
""",
    cred="p:mpaisa",
    syntax="",
)

F.reg(
    "toweravu_fiji_hindi_sms_thread_reply_only",
    ("sms/thread_<<n>>.txt", "Documents/sms_<<fa>>_<<n>>.txt"),
    """From: <<fn>> (<<phone>>)
<<dmy>> <<time>>
Bhaiya, laptop ke password kaa hai? Site pe report bhejna hai

To: <<fn>>
<<dmy>> <<time2>>
<<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "toweravu_drone_inspection_flighthub_env",
    ("drone/.env", "inspection/<<org>>-<<n>>/.env"),
    """FLIGHTHUB_ORG=<<org>>-fiji
FLIGHTHUB_PROJECT=tower-audit-<<n>>
FLIGHTHUB_API_KEY=<<cred>>
UPLOAD_BUCKET=s3://<<org>>-inspections
""",
    cred="x:fh2_:40",
    syntax="",
)


def odk(s: dict) -> str:
    doc = {
        "general": {
            "server_url": f"https://odk.{s['dom']}/v1/key/{s['n2']}/projects/3",
            "username": s["user"],
            "password": s["cred"],
            "form_update_mode": "match_exactly",
        },
        "admin": {"edit_saved": False},
        "project": {"name": "Tower site survey", "icon": "T", "color": "#1e88e5"},
    }
    return json.dumps(doc, indent=2)


F.reg(
    "toweravu_site_survey_odk_collect_settings_json",
    ("odk/settings_<<fa>>.json", "surveys/collect_<<n>>.json"),
    odk,
    cred="pw_json",
)

F.reg(
    "toweravu_field_laptop_id_rsa_file",
    ("home/<<fa>>/.ssh/id_rsa", "fieldkit/keys/<<fa>>_<<n>>_id_rsa"),
    "<<cred>>\n",
    cred="pem",
    syntax="",
)
