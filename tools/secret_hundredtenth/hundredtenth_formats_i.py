# ruff: noqa: E501
"""Family i: a facilities-management contractor (חברת אחזקת מבנים) in Haifa, Israel, Hebrew."""

from __future__ import annotations

from hundredtenth_spec import Fam, draw, prov

FAM = Fam(
    name="ahzaka_mivnim_haifa_kablan",
    key="ahzaka",
    orgs=("ahzakanet", "carmelfm", "hadarbuildings", "bayitnakihaifa"),
    tld="co.il",
    first=(
        ("יוסי", "yossi"),
        ("מיכל", "michal"),
        ("אבי", "avi"),
        ("נועה", "noa"),
        ("דניאל", "daniel"),
        ("רונית", "ronit"),
        ("עמית", "amit"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("פרץ", "peretz"),
        ("ביטון", "biton"),
        ("אברהם", "avraham"),
    ),
    words=(
        "haifa",
        "carmel",
        "shalom",
        "hadar",
        "bahai",
        "yam",
        "maccabi",
        "hapoel",
        "shemesh",
        "tikkun",
        "mazgan",
        "binyan",
        "sababa",
        "yalla",
        "neve",
    ),
    pets=("Shoko", "Bamba", "Lucky", "Mitzi", "Gingi", "Toffee"),
    cc="+9725",
    places=("הדר", "כרמליה", "נווה שאנן", "בת גלים", "רמת אלמוגי", "מרכז הכרמל"),
)

FAM.reg(
    "monday_api_token_work_orders_python",
    ("<<org>>/monday/kriot_sherut.py", "scripts-<<fa>>/monday_sync_<<n>>.py"),
    '''"""קריאות שירות מהמוקד -> לוח monday.com "קריאות אחזקה"."""

import requests

MONDAY_TOKEN = "<<cred>>"
BOARD_ID = <<board>>

query = 'mutation { create_item (board_id: %d, item_name: "מזגן לא מקרר - <<place>>") { id } }' % BOARD_ID
r = requests.post(
    "https://api.monday.com/v2",
    json={"query": query},
    headers={"Authorization": MONDAY_TOKEN, "API-Version": "2024-10"},
    timeout=20,
)
print(r.json())
''',
    cred=lambda rng, fam: prov(rng, "jwt"),
    extra=lambda rng, s: {"board": rng.randint(10**9, 9 * 10**9)},
)

FAM.reg(
    "morning_greeninvoice_api_env",
    ("<<org>>-billing/.env", "srv/<<org>>/heshbonit/.env"),
    """# חשבוניות ללקוחות אחזקה (Morning / חשבונית ירוקה API)
GREENINVOICE_API_ID=<<gid>>
GREENINVOICE_API_SECRET=<<cred>>
GREENINVOICE_URL=https://api.greeninvoice.co.il/api/v1
BUSINESS_NAME="<<orgc>> אחזקת מבנים"
""",
    cred="p:greeninvoice",
    syntax="",
    extra=lambda rng, s: {"gid": s["uuid"]},
)

FAM.reg(
    "whatsapp_hebrew_sisma_bms_tech",
    ("WhatsApp Chat with טכנאים <<org>>.txt", "whatsapp/<<fa>>_<<date>>.txt"),
    """<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: ‏בוקר טוב, מה הסיסמה לעמדת ה-BMS בבניין ב<<place>>? צריך לאפס תקלה בצ'ילר
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn2>>: ‏משתמש: operator
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn2>>: ‏<<cred>>
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: ‏תודה אחי 👍
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "hikcentral_access_db_ini",
    ("<<org>>/hikcentral/<<place>>_acs.ini", "ProgramData/<<org>>/HikCentral/acs_<<n>>.ini"),
    """[Database]
; בקרת כניסה - חניון ולובי
Type=PostgreSQL
Host=<<lan>>
Port=7092
Name=hikcentral_acs
User=postgres
Password=<<cred>>

[Site]
Name=<<orgc>> - <<place>>
Doors=6
""",
    cred="pw",
)

FAM.reg(
    "email_hebrew_sisma_priority_erp",
    ("Mail/Sent/<<date>>_priority.eml", "Outlook/<<fa>>/<<ts>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: משתמש לפריוריטי - מחלקת רכש
Date: Sun, <<d>> Feb <<y>> <<hh>>:<<mi>>:00 +0200
Content-Type: text/plain; charset=UTF-8

היי <<fn2>>,

פתחתי לך משתמש בפריוריטי (הזמנות רכש חלקים, מזגנים ומעליות):
שם משתמש: <<user>>
סיסמה: <<cred>>

בכניסה הראשונה המערכת תבקש להחליף.
בהצלחה,
<<fn>>
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "tranzila_terminal_pw_php",
    ("<<org>>/payments/tranzila.php", "site-<<org>>/inc/tranzila_<<y>>.php"),
    """<?php
// סליקת תשלומי ועד בית / הזמנות שירות - Tranzila
$tranzila = [
    'supplier' => '<<org>>tok',
    'TranzilaPW' => '<<cred>>',
    'currency' => 1,
    'notify_url' => 'https://<<dom>>/tranzila/notify',
];
""",
    cred="alnum:12",
    syntax="",
)

FAM.reg(
    "inforu_sms_crontab_api_token",
    ("var/spool/cron/crontabs/<<fa>>", "<<org>>/cron/<<fa>>.cron"),
    """# תזכורות טכנאים - 019 / InforU SMS
SHELL=/bin/bash
0 6 * * 0-4 /opt/<<org>>/bin/daily_jobs.sh --sms-user <<org>> --sms-token <<cred>> >> /var/log/<<org>>/sms.log 2>&1
30 23 * * * pg_dump -h <<lan>> -U <<org>> fm > /backup/fm_$(date +\\%F).sql
""",
    cred="uuid",
    syntax="",
)

FAM.reg(
    "work_orders_csv_hebrew_columns",
    ("Drive/<<orgc>>/הזמנות_עבודה_<<y>>.csv", "Documents/<<fa>>/work_orders_<<mo>>.csv"),
    """מס,אתר,מערכת,משתמש,סיסמה,טכנאי
<<n>>,<<place>>,לוח כיבוי אש,admin,<<cred>>,<<fn>>
<<n>>1,<<place>>,מעליות - שינדלר,אצל המנהל,-,<<fn2>>
<<n>>2,קריות,מצלמות,admin,<<other>>,<<fn>>
""",
    cred="human_an",
    syntax="",
    extra=lambda rng, s: {"other": draw(rng, FAM, "human_an")},
)
