# ruff: noqa: E501
"""Family a: an ambulance service in Addis Ababa, Ethiopia (Amharic in Ge'ez script, English)."""

from __future__ import annotations

from hundredsecond_spec import Fam, Slots, json_text, reg

F = Fam(
    name="ambulance_addis_amharic",
    orgs=("tenaway", "fetanamb", "selamcare", "abebaline"),
    tld="et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ብርሃኑ", "birhanu"),
        ("መሰረት", "meseret"),
        ("ዳዊት", "dawit"),
        ("ትዕግስት", "tigist"),
        ("ዮሐንስ", "yohannes"),
        ("ሄኖክ", "henok"),
    ),
    last=(
        ("ከበደ", "kebede"),
        ("ታደሰ", "tadesse"),
        ("ገብሬ", "gebre"),
        ("ወልደ", "wolde"),
        ("አለሙ", "alemu"),
        ("በቀለ", "bekele"),
    ),
    words=(
        "tena",
        "fetan",
        "ambulans",
        "selam",
        "meskel",
        "buna",
        "abeba",
        "tesfa",
        "entoto",
        "bole",
        "habesha",
        "genet",
        "timket",
        "injera",
        "merkato",
        "lucy",
    ),
    pets=("simba", "lucky", "kuchu", "bobi", "duchi", "wesha"),
    places=("bole", "piassa", "merkato", "kazanchis", "ayat", "lideta"),
    cc="+251",
)

reg(
    F,
    "ethamb_zello_work_cad_bridge_ini",
    ("opt/zello-bridge/<<org>>/bridge.ini", "srv/cad/<<place>>/zello_bridge.ini"),
    """; Zello Work <-> CAD bridge ( <<org>> አምቡላንስ ስምሪት ማዕከል )
; maintained by <<fa>>.<<la>> -- do not share
[zello]
network = <<org>>
api_url = https://<<org>>.zellowork.com/
username = cad_bridge
password = <<cred>>
channel = Dispatch-<<place>>
alert_channel = Supervisors

[cad]
db_host = <<ip>>
db_name = cad
poll_seconds = 5
language = am
""",
    "human_ini",
)


def _telegram(s: Slots) -> str:
    msgs = [
        {
            "id": 4100 + int(s["nn"]),
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:10",
            "from": f"{s['first']} {s['last']}",
            "from_id": f"user{s['nnnn']}01",
            "text": "ሰላም ሁላችሁም፣ የስምሪት ኮምፒውተሩ የይለፍ ቃል ተቀይሯል።",
        },
        {
            "id": 4101 + int(s["nn"]),
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:42",
            "from": f"{s['first2']} {s['last2']}",
            "from_id": f"user{s['nnnn']}02",
            "text": "አዲሱ ምንድነው? ማታ ፈረቃ ላይ ነኝ",
        },
        {
            "id": 4102 + int(s["nn"]),
            "type": "message",
            "date": f"{s['date']}T{s['hh2']}:05:00",
            "from": f"{s['first']} {s['last']}",
            "from_id": f"user{s['nnnn']}01",
            "text": f"የይለፍ ቃል: {s['cred']}  (ተጠቃሚ: {s['login']})",
        },
    ]
    return json_text(
        {
            "name": f"{s['orgc']} ስምሪት — {s['placec']}",
            "type": "private_group",
            "id": int(s["nnnn"]) * 1000 + int(s["nnn"]),
            "messages": msgs,
        }
    )


reg(
    F,
    "ethamb_amharic_telegram_json_yeyilef_qal",
    (
        "exports/telegram/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/<<org>>_<<place>>/result.json",
    ),
    _telegram,
    "human",
)

reg(
    F,
    "ethamb_traccar_xml_database_password",
    ("opt/traccar/conf/traccar.xml", "srv/<<org>>/traccar-<<place>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>

<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>

<properties>

    <!-- ambulance GPS trackers (Teltonika FMB920), <<org>> -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='web.port'>8082</entry>
    <entry key='teltonika.port'>5027</entry>

    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Africa/Addis_Ababa&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>

</properties>
""",
    "pw_xml",
)

reg(
    F,
    "ethamb_mdt_tablet_shared_prefs_auth_token",
    (
        "data/data/et.<<org>>.mdt/shared_prefs/crew_session.xml",
        "backup/mdt-<<nn>>/shared_prefs/et.<<org>>.mdt_preferences.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="device_id">MDT-<<nn>></string>
    <string name="vehicle">AMB-<<place>>-<<n>></string>
    <string name="crew_login"><<login>></string>
    <string name="auth_token"><<cred>></string>
    <long name="token_issued" value="<<ts>>" />
    <boolean name="gps_always_on" value="true" />
    <string name="ui_lang">am</string>
</map>
""",
    "hex:40",
)

reg(
    F,
    "ethamb_telebirr_fee_collection_env",
    ("billing/<<org>>-telebirr/.env", "srv/<<org>>/payments/.env.production"),
    """# telebirr H5 C2B — ክፍያ ለአምቡላንስ ጉዞ (<<org>>)
TELEBIRR_APP_ID=<<hex12>><<hex8>>
TELEBIRR_SHORT_CODE=5<<nnnn>>
TELEBIRR_APP_KEY=<<cred>>
TELEBIRR_NOTIFY_URL=https://pay.<<dom>>/telebirr/notify
TELEBIRR_RETURN_URL=https://<<dom>>/thanks
TELEBIRR_TIMEOUT=120m
""",
    "hex:32",
    "",
)

reg(
    F,
    "ethamb_shift_handover_note_amharic_next_line",
    ("shared/handover/<<date>>_ፈረቃ.txt", "Desktop/ርክክብ/<<place>>_<<dmy>>.txt"),
    """የፈረቃ ርክክብ — <<dmys>> ማታ
ተረካቢ፡ <<first>> <<last>>   አስረካቢ፡ <<first2>> <<last2>>

- አምቡላንስ <<n>> የፊት ጎማ ተቀይሯል
- ኦክስጅን ሲሊንደር 2 ባዶ ነው፣ ጠዋት ይሞላል
- የስምሪት ኮምፒውተር (CAD) አዲስ የይለፍ ቃል፡
<<cred>>
- 907 ጥሪዎች ዛሬ፣ 14 ወደ ጥቁር አንበሳ ሆስፒታል
""",
    "human",
)

reg(
    F,
    "ethamb_kobo_toolbox_incident_forms_python",
    ("scripts/kobo_pull_<<place>>.py", "analysis/<<org>>/kobo_incidents.py"),
    '''"""Pull ambulance incident forms from KoboToolbox into the CAD reporting DB."""

import csv

import requests

KOBO_URL = "https://kf.kobotoolbox.org"
TOKEN = "<<cred>>"
ASSET_UID = "a<<hex12>>Xk"


def pull():
    r = requests.get(
        f"{KOBO_URL}/api/v2/assets/{ASSET_UID}/data.json",
        headers={"Authorization": f"Token {TOKEN}"},
        timeout=60,
    )
    r.raise_for_status()
    return r.json()["results"]


if __name__ == "__main__":
    rows = pull()
    with open("incidents_<<date>>.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=sorted(rows[0]))
        w.writeheader()
        w.writerows(rows)
''',
    "hex:40",
)

reg(
    F,
    "ethamb_cad_pgdump_root_crontab",
    ("var/spool/cron/crontabs/root", "etc/cron.d/<<org>>-cad-backup"),
    """# <<org>> CAD — nightly backup (ask <<fa>> before changing)
MAILTO=<<email>>
# m h dom mon dow command
30 2 * * * PGPASSWORD=<<cred>> pg_dump -h <<ip>> -U cad_backup cad | gzip > /backup/cad_$(date +\\%F).sql.gz
15 3 * * 0 find /backup -name 'cad_*.sql.gz' -mtime +30 -delete
""",
    "pw_bare",
)
