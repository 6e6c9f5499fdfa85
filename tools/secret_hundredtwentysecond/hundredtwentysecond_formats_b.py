# ruff: noqa: E501
"""Family b: a Sidama coffee farmers' cooperative union (Ethiopia; Amharic in Ge'ez script, Sidaamu Afoo, English)."""

from __future__ import annotations

from hundredtwentysecond_corpus import rsa_pem
from hundredtwentysecond_spec import Fam, sms_backup, telegram_json

F = Fam(
    name="sidama_coffee_union_amharic",
    orgs=("bunabet", "hawassabuna", "bensacoop", "yirgalem", "aletawondo"),
    names=("ቡና ቤት የገበሬዎች ኅብረት ሥራ", "ሀዋሳ ቡና ዩኒየን", "ቤንሳ ቡና አምራቾች", "ይርጋለም ቡና ኅብረት", "አለታ ወንዶ ቡና"),
    tld="com.et",
    first=(
        ("አበበ", "abebe"),
        ("ትዕግሥት", "tigist"),
        ("ዳዊት", "dawit"),
        ("ሰላማዊት", "selamawit"),
        ("ብርሃኑ", "birhanu"),
        ("መሠረት", "meseret"),
        ("ታደሰ", "tadesse"),
        ("ሄለን", "helen"),
    ),
    last=(
        ("ገብሬ", "gebre"),
        ("ወልደ", "wolde"),
        ("ታምራት", "tamrat"),
        ("ደስታ", "desta"),
        ("በቀለ", "bekele"),
        ("ሀይሌ", "haile"),
    ),
    words=(
        "buna",
        "jebena",
        "yirgacheffe",
        "bensa",
        "sidama",
        "bunna",
        "keffa",
        "arabica",
        "natural",
        "washed",
        "cherry",
        "hawassa",
        "genet",
        "fikir",
        "selam",
        "tena",
    ),
    pets=("Buchi", "Tommy", "Jack", "Lucy", "Dingo", "Kuchi"),
    cc="+251 9",
    places=("Bensa", "Aleta Wondo", "Dale", "Yirgalem", "Hawassa"),
)

F.reg(
    "sidama_telegram_json_export_yelef_kal",
    [
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/<<fa>>/telegram_<<stamp>>/result.json",
    ],
    lambda s: telegram_json(
        s,
        f"{s['orgname']} — ሚዛን ቡድን",
        [
            (f"{s['first']} {s['last']}", "የECX ፖርታል የይለፍ ቃል ማን ጋር ነው? ነገ የዕቃ ደረሰኝ ማውጣት አለብኝ"),
            (f"{s['first2']} {s['last2']}", f"ተጠቃሚ: {s['user']}"),
            (f"{s['first2']} {s['last2']}", f"የይለፍ ቃል: {s['cred']}"),
            (f"{s['first']} {s['last']}", "አመሰግናለሁ 🙏"),
        ],
    ),
    "human",
    syntax="json",
)

F.reg(
    "sidama_chapa_farmer_payout_dotenv",
    ["payout-service/.env", "srv/<<org>>/chapa-payout/.env.production"],
    """# Chapa payouts to member farmers (cherry delivery payments)
CHAPA_SECRET_KEY=<<cred>>
CHAPA_PUBLIC_KEY=CHAPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>
CHAPA_WEBHOOK_URL=https://pay.<<dom>>/chapa/webhook
DB_URL=postgres://payout@localhost:5432/members
SEASON=<<y>>
""",
    "p:chapa",
    syntax="",
)

F.reg(
    "sidama_telebirr_c2b_private_key_php_heredoc",
    ["config/telebirr.php", "app/<<org>>-shop/config/telebirr_<<n>>.php"],
    """<?php
// telebirr H5 C2B (Ethio telecom) — coffee shop online orders, <<orgname>>
return [
    'fabric_app_id' => '<<uid>>',
    'merchant_app_id' => '<<n4>><<n3>><<n4>>',
    'short_code' => '<<n3>><<n3>>',
    'notify_url' => 'https://shop.<<dom>>/telebirr/notify',
    'private_key' => <<<EOD
<<cred>>
EOD,
];
""",
    lambda rng, s: rsa_pem(rng),
    syntax="",
)

F.reg(
    "sidama_kobo_toolbox_farmer_survey_python",
    ["surveys/kobo_pull_<<n>>.py", "home/<<fa>>/eudr/kobo_farms.py"],
    '''"""Pull the farm-plot polygons (EUDR) collected with KoboCollect by the washing-station agents."""

import json

import requests

KOBO = "https://kf.kobotoolbox.org/api/v2"
TOKEN = "<<cred>>"
ASSET = "a<<hex8>>Sidama<<n3>>"

r = requests.get(
    f"{KOBO}/assets/{ASSET}/data.json",
    headers={"Authorization": f"Token {TOKEN}"},
    timeout=60,
)
plots = r.json()["results"]
with open("plots_<<stamp>>.json", "w", encoding="utf-8") as fh:
    json.dump(plots, fh, ensure_ascii=False)
print(len(plots), "plots from", "<<place>>")
''',
    "hex:40",
)

F.reg(
    "sidama_traceability_sync_agent_ini",
    ["C:/ProgramData/TraceSync/agent_<<n>>.ini", "washing-station/<<place>>/tracesync.ini"],
    """; lot traceability sync (cherry intake -> export lots), station <<place>>
[station]
name = <<orgname>>
code = SID-<<n3>>

[server]
url = https://trace.<<dom>>/api/v2
username = <<user>>
password = <<cred>>

[scale]
port = COM3
baud = 9600
""",
    "human",
)

F.reg(
    "sidama_amharic_sms_reply_only_value",
    ["sms-backup/sms-<<stamp>>.xml", "Phone/SMSBackupRestore/sms-<<date>>-<<n>>.xml"],
    lambda s: sms_backup(
        s,
        [
            (2, "ሰላም፣ የሚዛኑ ታብሌት ፓስወርድ ረሳሁት። ላክልኝ እባክህ"),
            (1, s["cred"]),
            (2, "እሺ ገባ፣ አመሰግናለሁ"),
        ],
    ),
    "human_x",
    syntax="xml",
)

F.reg(
    "sidama_ecx_clerks_logins_csv_amharic_header",
    ["exports/clerks_<<stamp>>.csv", "share/<<place>>/ሰራተኞች_<<n>>.csv"],
    """ስም,የአባት ስም,ጣቢያ,ተጠቃሚ,የይለፍ ቃል,ስልክ
<<first>>,<<last>>,<<place>>,<<user>>,<<cred>>,<<phone>>
<<first2>>,<<last2>>,<<place>>,<<user2>>,(ተቀይሯል),<<phone2>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "sidama_cupping_lab_rsyncd_secrets_line",
    ["etc/rsyncd.secrets", "nas-<<place>>/rsyncd_<<n>>.secrets"],
    """cuplab:<<cred>>
""",
    "pw_bare",
    syntax="",
)
