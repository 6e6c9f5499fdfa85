# ruff: noqa: E501
"""Family e: a synagogue office (the gabbai's office of a beit knesset) in Israel, in Hebrew."""

from __future__ import annotations

import json

from hundredfourteenth_spec import Fam, dec_html_after, enc_html

FAM = Fam(
    name="knesset_gabbai_office_israel",
    orgs=("kehilatnoam", "ohelshalom", "beitemet", "heichalyosef", "shaareitzion"),
    tld="org.il",
    first=(
        ("יוסי", "Yossi"),
        ("מרים", "Miriam"),
        ("אברהם", "Avraham"),
        ("שרה", "Sara"),
        ("דוד", "David"),
        ("רחל", "Rachel"),
        ("משה", "Moshe"),
        ("נועה", "Noa"),
    ),
    last=(
        ("כהן", "Cohen"),
        ("לוי", "Levi"),
        ("מזרחי", "Mizrahi"),
        ("פרץ", "Peretz"),
        ("ביטון", "Biton"),
        ("אברמוביץ", "Abramovich"),
        ("פרידמן", "Friedman"),
    ),
    words=(
        "shalom",
        "shabbat",
        "torah",
        "kiddush",
        "challah",
        "yerushalayim",
        "menorah",
        "chanukah",
        "pesach",
        "simcha",
        "mazaltov",
        "tehilim",
        "shofar",
        "sukkot",
        "kehila",
        "bereshit",
        "havdala",
    ),
    pets=("shoko", "mitzi", "bamba", "lucky", "pitzi", "duba", "gingi"),
    cc="+972",
)

R = FAM.reg


def _wa(s: dict) -> str:
    d = f"{s['day']}.{s['mon']}.{s['year']}"
    return (
        f"{d}, {s['time']} - {s['fn2']} {s['ln2']}: ערב טוב, מה הסיסמה למערכת של לוח הזמנים בבית הכנסת? רוצה לעדכן זמני שבת\n"
        f"{d}, {s['time']} - {s['fn']} {s['ln']}: משתמש gabbai\n"
        f"{d}, {s['time']} - {s['fn']} {s['ln']}: הסיסמה {s['cred']}\n"
        f"{d}, {s['time']} - {s['fn2']} {s['ln2']}: תודה רבה, שבת שלום\n"
    )


R(
    "knesset_whatsapp_hebrew_sisma_zmanim_board",
    (
        "WhatsApp Chat with גבאים <<n>>.txt",
        "Download/WhatsApp Chat - ועד בית הכנסת <<n>>/_chat.txt",
    ),
    _wa,
    "human",
    syntax="",
)


def _html(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html lang="he" dir="rtl">
<head><meta charset="utf-8"><title>חשבונות - משרד הגבאי</title></head>
<body>
<h1>{s["org"]} - גישה למערכות</h1>
<table border="1">
<tr><th>מערכת</th><th>משתמש</th><th>סיסמה</th></tr>
<tr><td>ShulCloud</td><td>{s["email"]}</td><td class="pw">{s["enc"]}</td></tr>
<tr><td>מצלמות</td><td>admin</td><td>אצל {s["fn2"]}</td></tr>
</table>
</body>
</html>
"""


R(
    "knesset_html_access_table_entity_escaped",
    ("משרד/גישה_<<year>>.html", "Documents/gabbai/accounts_<<n>>.html"),
    _html,
    "pw_xml",
    syntax="",
    encode=enc_html,
    decode=dec_html_after('<td class="pw">'),
)

R(
    "knesset_cardcom_donations_low_profile_php",
    ("tzedaka/config/cardcom.php", "public_html/<<org>>/donate/cardcom_<<n>>.php"),
    """<?php
// תרומות אונליין - קארדקום LowProfile
return [
    'terminal_number' => <<term>>,
    'api_name'        => '<<apiname>>',
    'api_password'    => '<<cred>>',
    'success_url'     => 'https://<<dom>>/todah',
    'language'        => 'he',
    'coin_id'         => 1,
];
""",
    "alnum:20",
    syntax="",
    extra=lambda rng, s: {
        "term": rng.randint(100000, 999999),
        "apiname": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20)),
    },
)

R(
    "knesset_myzmanim_display_pi_env",
    ("zmanim-display/.env", "home/pi/luach-<<n>>/.env"),
    """# לוח זמנים דיגיטלי בכניסה לבית הכנסת
LOCATION_ID=<<n2>>
MYZMANIM_USER=<<n2>><<n>>
MYZMANIM_KEY=<<cred>>
SCREEN_ROTATE=90
SHABBAT_MODE=auto
""",
    "uuid",
    syntax="",
)


def _tasmota(s: dict) -> str:
    return json.dumps(
        {
            "Hostname": f"shabbat-timer-{s['n']}",
            "SSId1": f"{s['org']}-office",
            "Password1": s["cred"],
            "MqttHost": s["ip"],
            "MqttUser": "tasmota",
            "Timer1": {
                "Enable": 1,
                "Mode": 0,
                "Time": "18:40",
                "Days": "00000F1",
                "Repeat": 1,
                "Output": 1,
                "Action": 1,
            },
            "Timer2": {
                "Enable": 1,
                "Mode": 0,
                "Time": "23:30",
                "Days": "00000F1",
                "Repeat": 1,
                "Output": 1,
                "Action": 0,
            },
        },
        indent=1,
    )


R(
    "knesset_shabbat_timer_tasmota_config_json",
    ("tasmota/Config_shabbat-timer-<<n>>.json", "backup/decode-config/shabbat_hall_<<n>>.json"),
    _tasmota,
    "pw_json",
)

R(
    "knesset_mailchimp_parasha_newsletter_py",
    ("newsletter/send_parasha.py", "scripts/mailchimp_<<n>>.py"),
    """\"\"\"דבר תורה שבועי - שליחה לרשימת התפוצה של הקהילה.\"\"\"

import mailchimp_marketing as MailchimpMarketing

API_KEY = "<<cred>>"
LIST_ID = "<<lid>>"

client = MailchimpMarketing.Client()
client.set_config({"api_key": API_KEY, "server": API_KEY.split("-")[-1]})

campaign = client.campaigns.create(
    {"type": "regular", "recipients": {"list_id": LIST_ID}, "settings": {"subject_line": "פרשת השבוע", "from_name": "<<org>>"}}
)
client.campaigns.send(campaign["id"])
""",
    "p:mailchimp",
    extra=lambda rng, s: {"lid": "".join(rng.choice("0123456789abcdef") for _ in range(10))},
)

R(
    "knesset_zsh_history_curl_user_shulcloud",
    ("Users/<<fa>>/.zsh_history", "home/<<fa>>/.zsh_history"),
    """: <<epoch>>:0;cd ~/kehila/yahrzeit
: <<epoch>>:0;python3 export_yahrzeits.py --month adar
: <<epoch>>:0;curl -s -u '<<email>>:<<cred>>' 'https://<<org>>.shulcloud.com/api/members?format=json' -o members.json
: <<epoch>>:0;jq length members.json
""",
    "pw_sq",
    syntax="",
)


def _mail(s: dict) -> str:
    return (
        f"From: {s['fn']} {s['ln']} <gabbai@{s['dom']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?B?157Xoteo15vXqiDXlNeQ15bXm9eo15XXqg==?=\n"
        f"Date: Sun, {s['day']} Nov {s['year']} {s['time']}:00 +0200\n"
        "Content-Type: text/plain; charset=UTF-8\n\n"
        f"שלום {s['fn2']},\n\n"
        "מצרף פרטי כניסה למערכת הנצחה (לוח יארצייט בכניסה לאולם):\n"
        f"כתובת: https://yahrzeit.{s['dom']}/admin\n"
        f"משתמש: {s['login']}\n"
        f"סיסמה: {s['cred']}\n\n"
        "בברכה,\n"
        f"{s['fn']} {s['ln']}, גבאי\n"
    )


R(
    "knesset_hebrew_email_sisma_yahrzeit_plaques",
    ("mail/gabbai/sent/<<n2>>.eml", "Outlook export/נשלח/<<n2>>.eml"),
    _mail,
    "human_x",
    syntax="",
)
