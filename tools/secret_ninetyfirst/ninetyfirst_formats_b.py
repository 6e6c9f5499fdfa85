# ruff: noqa: E501
"""Family b: a regional branch of the national archive in Gondar, Ethiopia (Amharic in Ge'ez
script; AtoM, Archivematica, DSpace, a Bookeye scanning station writing to a CIFS share,
Chapa donations, a telebirr merchant key)."""

from __future__ import annotations

import json

from ninetyfirst_corpus import rsa_pem
from ninetyfirst_spec import Fam

FAM = Fam(
    name="gondar_archive_branch_ethiopia",
    orgs=("fasilmahder", "gondarmezgeb", "nalagondar"),
    titles=("የኢትዮጵያ ብሔራዊ መዛግብት ጎንደር ቅርንጫፍ", "ጎንደር መዛግብት ማዕከል", "የፋሲል መዛግብት ቤት"),
    tld="et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላማዊት", "selamawit"),
        ("ዮሐንስ", "yohannes"),
        ("ብርሃኑ", "birhanu"),
        ("ፍሬሕይወት", "frehiwot"),
        ("ተስፋዬ", "tesfaye"),
        ("መሰረት", "meseret"),
        ("ዳዊት", "dawit"),
        ("ሄለን", "helen"),
        ("ቴዎድሮስ", "tewodros"),
    ),
    last=(
        ("ተፈራ", "tefera"),
        ("ገብረመድህን", "gebremedhin"),
        ("አለሙ", "alemu"),
        ("በቀለ", "bekele"),
        ("ወልደማርያም", "woldemariam"),
        ("ታደሰ", "tadesse"),
        ("ጌታቸው", "getachew"),
        ("ኃይሌ", "haile"),
    ),
    words=(
        "fasilides",
        "gondar",
        "tana",
        "simien",
        "injera",
        "buna",
        "jebena",
        "meskel",
        "timket",
        "lalibela",
        "axum",
        "abay",
        "dashen",
        "enkutatash",
        "kebero",
        "masinko",
        "selam",
        "tizita",
    ),
    uwords=(),
    pets=("bobi", "duchi", "kuchi", "leo", "mimi", "tigre", "jack"),
    city="Gondar",
    cc="+251 9",
)

FAM.reg(
    "gondar_atom_access_to_memory_config_php",
    ("usr/share/nginx/atom/config/config.php", "srv/atom-<<org>>-<<n>>/config/config.php"),
    """<?php

// AtoM 2.8 -- <<title>> (installed <<date>> by <<user>>)
return array(
  'all' => array(
    'propel' => array(
      'class' => 'sfPropelDatabase',
      'param' => array(
        'encoding' => 'utf8mb4',
        'persistent' => true,
        'pooling' => true,
        'dsn' => 'mysql:host=<<ip>>;dbname=atom_<<org>>;port=3306',
        'username' => 'atom',
        'password' => '<<cred>>',
      ),
    ),
  ),
  'dev' => array('propel' => array('param' => array('classname' => 'DebugPDO'))),
);
""",
    "pw_sq",
)

FAM.reg(
    "gondar_archivematica_ss_apikey_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history-<<n>>"),
    """cd /var/archivematica/sharedDirectory/watchedDirectories
ls -la activeTransfers/standardTransfer/
sudo systemctl status archivematica-mcp-server
curl -s -H "Authorization: ApiKey <<user>>:<<cred>>" http://<<ip>>:8000/api/v2/location/?purpose=TS | python3 -m json.tool
curl -s -H "Authorization: ApiKey <<user>>:<<cred>>" http://<<ip>>:8000/api/v2/file/?package_type=AIP | jq '.meta.total_count'
df -h /var/archivematica
sudo -u archivematica tail -n 50 /var/log/archivematica/storage-service/storage_service.log
exit
""",
    "hex:40",
)


def _telegram(s: dict) -> str:
    msgs = [
        (s["name"], f"ሰላም {s['first2']}፣ የስካነር ክፍሉ ኮምፒውተር ተቆልፏል"),
        (s["name2"], "የትኛው አካውንት? scan ወይስ admin?"),
        (s["name"], "admin, የይለፍ ቃሉን ላክልኝ እባክህ"),
        (s["name2"], f"የይለፍ ቃል: {s['cred']}"),
        (s["name2"], "ከገባህ በኋላ መልእክቱን አጥፋው"),
    ]
    out = []
    for i, (who, text) in enumerate(msgs):
        out.append(
            {
                "id": 4100 + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{10 + i * 7:02d}",
                "date_unixtime": str(s["ts"] + i * 7),
                "from": who,
                "from_id": f"user{5_000_000_000 + len(who) * 7919}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    chat = {
        "name": f"{s['title']} -- IT",
        "type": "private_group",
        "id": 1_700_000_000 + s["n4"],
        "messages": out,
    }
    return json.dumps(chat, ensure_ascii=False, indent=1) + "\n"


FAM.reg(
    "gondar_amharic_telegram_json_yelilef_qal",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/telegram_it_<<n>>/result.json"),
    _telegram,
    "human",
)

FAM.reg(
    "gondar_chapa_donations_site_env",
    ("web/lgasat/.env", "srv/<<org>>-donate-<<n>>/.env"),
    """# ለመዛግብት ዲጂታይዜሽን ልገሳ -- donate.<<dom>>
NODE_ENV=production
PORT=3000
CHAPA_PUBLIC_KEY=CHAPUBK-<<hex8>><<hex8>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_CALLBACK_URL=https://donate.<<dom>>/api/chapa/webhook
CHAPA_RETURN_URL=https://donate.<<dom>>/amesegnalehu
DEFAULT_CURRENCY=ETB
""",
    "p:chapa",
)

FAM.reg(
    "gondar_bookeye_station_cifs_credentials",
    ("home/scan/.smbcredentials", "etc/samba/cred-bookeye-<<n>>"),
    """username=bookeye<<n>>
password=<<cred>>
domain=<<org>>
""",
    "pw_bare",
)

FAM.reg(
    "gondar_telebirr_merchant_private_key_pem",
    ("keys/telebirr/merchant_private_<<n>>.pem", "opt/payments/telebirr_<<org>>_<<date>>.pem"),
    "<<cred>>\n",
    lambda rng: rsa_pem(rng, 2048),
)

FAM.reg(
    "gondar_amharic_handover_note_markdown",
    ("wiki/ርክክብ-<<date>>.md", "docs/handover_<<fa>>_<<n>>.md"),
    """# የሥራ ርክክብ ማስታወሻ -- <<title>>

ከ: <<name>> / ለ: <<name2>> / ቀን: <<date>>

## ዕለታዊ ሥራዎች
- ጠዋት 2:30 የእርጥበት መቆጣጠሪያውን (dehumidifier) ማብራት፣ ንባቡን መመዝገብ
- የስካን ወረፋ: Bookeye 4 -> \\\\<<ip>>\\scans\\incoming
- አዲስ ሰነዶች ወደ AtoM ከመጫናቸው በፊት ሜታዳታ ማረጋገጥ

## መለያዎች
| ሥርዓት | ተጠቃሚ | የይለፍ ቃል |
|---|---|---|
| Synology NAS (http://<<ip>>:5000) | admin_<<fa>> | <<cred>> |
| AtoM | <<email>> | (ራሱ ይቀይራል) |
| ዋይፋይ "Mezgeb-Staff" | - | በማስታወቂያ ሰሌዳው ላይ |

ችግር ካለ: <<phone>>
""",
    "human",
)

FAM.reg(
    "gondar_dspace_local_cfg_db",
    ("dspace/config/local.cfg", "opt/dspace-<<n>>/config/local.cfg"),
    """# DSpace 7 local.cfg -- <<title>> digital repository
dspace.dir = /dspace
dspace.server.url = https://repo.<<dom>>/server
dspace.ui.url = https://repo.<<dom>>
dspace.name = <<title>>
default.language = am_ET

db.url = jdbc:postgresql://<<ip>>:5432/dspace
db.driver = org.postgresql.Driver
db.dialect = org.hibernate.dialect.PostgreSQL94Dialect
db.username = dspace
db.password = <<cred>>
db.schema = public

mail.server = smtp.<<dom>>
mail.from.address = repo@<<dom>>
""",
    "pw",
)
