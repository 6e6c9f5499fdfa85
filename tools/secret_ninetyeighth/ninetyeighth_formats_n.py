"""Family n: a university library's night-shift assistant in Israel (Hebrew, English)."""
# ruff: noqa: E501

from __future__ import annotations

import base64
import json

from ninetyeighth_spec import Fam, hexs

F = Fam(
    name="sifriya_night_shift_library",
    key="sifriya",
    orgs=("laylsifriya", "sfarim", "kiryat", "madaim", "hashomer"),
    tld="ac.il",
    first=(
        ("נועה", "noa"),
        ("איתי", "itai"),
        ("תמר", "tamar"),
        ("יונתן", "yonatan"),
        ("מאיה", "maya"),
        ("עומר", "omer"),
        ("שירה", "shira"),
        ("דניאל", "daniel"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("פרץ", "peretz"),
        ("ביטון", "biton"),
        ("אברהם", "avraham"),
        ("פרידמן", "friedman"),
    ),
    words=(
        "shalom",
        "sfarim",
        "falafel",
        "hummus",
        "yerushalayim",
        "sababa",
        "layla",
        "kinneret",
        "sifriya",
        "tapuz",
        "shemesh",
        "hadar",
        "yam",
        "kafe",
        "ahava",
    ),
    pets=("shoko", "bamba", "lucky", "pitzi", "mitzi", "gingi"),
    cc="+972",
    places=("ירושלים", "חיפה", "באר שבע", "תל אביב"),
)

F.reg(
    "whatsapp_hebrew_sisma_mishmeret",
    (
        "WhatsApp/צ'אט WhatsApp עם משמרת לילה <<n>>.txt",
        "Downloads/WhatsApp Chat with Library Night <<year>>.txt",
    ),
    """<<day>>.<<mon>>.<<year>>, <<time>> - <<fn>> <<ln>>: ערב טוב, מי במשמרת הלילה?
<<day>>.<<mon>>.<<year>>, <<time>> - <<fn2>> <<ln2>>: אני. המחשב בדלפק ההשאלה לא נותן להיכנס
<<day>>.<<mon>>.<<year>>, <<time>> - <<fn>> <<ln>>: שם משתמש: circ-night
<<day>>.<<mon>>.<<year>>, <<time>> - <<fn>> <<ln>>: סיסמה: <<cred>>
<<day>>.<<mon>>.<<year>>, <<time>> - <<fn2>> <<ln2>>: עובד, תודה!
""",
    cred="human",
    syntax="",
)

F.reg(
    "koha_conf_xml_db_pass",
    ("etc/koha/sites/<<org>>/koha-conf.xml", "koha-backup-<<date>>/koha-conf.xml"),
    """<yazgfs>
<listen id="biblioserver">unix:/var/run/koha/<<org>>/bibliosocket</listen>
<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_<<org>></database>
 <hostname>localhost</hostname>
 <port>3306</port>
 <user>koha_<<org>></user>
 <pass><<cred>></pass>
 <tls>no</tls>
 <biblioserver>biblios</biblioserver>
 <enable_plugins>1</enable_plugins>
 <timezone>Asia/Jerusalem</timezone>
</config>
</yazgfs>
""",
    cred="pw_xml",
)

F.reg(
    "alma_api_key_overdue_python",
    ("scripts/overdue_notices_<<n>>.py", "home/<<fa>>/alma/night_report.py"),
    '''"""Night-shift report: overdue loans from Alma (read-only API key)."""

import requests

ALMA = "https://api-eu.hosted.exlibrisgroup.com/almaws/v1"
API_KEY = "<<cred>>"

r = requests.get(
    f"{ALMA}/analytics/reports",
    params={"path": "/shared/<<org>>/Reports/Overdue", "limit": 100, "apikey": API_KEY},
    headers={"Accept": "application/json"},
    timeout=30,
)
print(r.status_code, len(r.text))
''',
    cred=lambda rng, s: "l8xx" + hexs(rng, 32),
)


def _docker(s: dict) -> str:
    auth = base64.b64encode(f"kiosk-builder:{s['cred']}".encode()).decode()
    return (
        json.dumps(
            {"auths": {f"registry.{s['dom']}": {"auth": auth}}, "currentContext": "default"},
            indent="\t",
        )
        + "\n"
    )


def _dec_docker(text: str) -> str:
    doc = json.loads(text)
    (v,) = doc["auths"].values()
    return base64.b64decode(v["auth"]).decode().split(":", 1)[1]


F.reg(
    "kiosk_docker_config_json_auth",
    ("home/<<fa>>/.docker/config.json", "kiosk-images-<<n>>/.docker/config.json"),
    _docker,
    cred="pw",
    decode=_dec_docker,
)

F.reg(
    "email_hebrew_alarm_handover",
    ("Mail/Inbox/alarm_<<n>>.eml", "mail/<<date>>-handover.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?15TXoteR16jXqiDXntep157XqNeqINec15nXnNeU?=
Date: Thu, <<day>> Jan <<year>> <<time>>:33 +0200
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

היי <<fn2>>,

מחר את סוגרת לבד את הספרייה. אפליקציית האזעקה (Risco) של הבניין:

משתמש: library-night
סיסמה: <<cred>>

קוד הדלת האחורית לא השתנה. לא לשכוח לכבות את המזגנים בקומה 2.

תודה,
<<fn>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "sip2_selfcheck_kiosk_ini",
    ("C:/SelfCheck/config/sip2-<<n>>.ini", "kiosk<<n>>/selfcheck.ini"),
    """[SIP2]
Host=koha.<<dom>>
Port=6001
LoginUser=selfcheck<<n>>
LoginPassword=<<cred>>
LocationCode=MAIN
TerminalPassword=

[UI]
Language=he
Fallback=en
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "ezproxy_user_txt_line",
    ("ezproxy/user.txt", "opt/ezproxy-<<year>>/user.txt"),
    """# EZproxy local users (night-shift test account for remote access checks)
nightdesk:<<cred>>
admin:<<cred2>>:admin
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {"cred2": hexs(rng, 12)},
)

F.reg(
    "telegram_html_export_reply_only",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "Downloads/ChatExport_<<n>>/messages.html",
    ),
    """<!DOCTYPE html>
<html>
 <head><meta charset="utf-8"/><title>Exported Data</title><link href="css/style.css" rel="stylesheet"/></head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold"><<fn2>> <<ln2>></div></div></div>
   <div class="page_body chat_page"><div class="history">
    <div class="message default clearfix" id="message<<n>>1">
     <div class="body"><div class="pull_right date details" title="<<dmy>> <<time>>:00"><<time>></div>
      <div class="from_name"><<fn2>> <<ln2>></div>
      <div class="text">מה הסיסמה של המחשב בדלפק? 🙏</div></div>
    </div>
    <div class="message default clearfix" id="message<<n>>2">
     <div class="body"><div class="pull_right date details" title="<<dmy>> <<time>>:40"><<time>></div>
      <div class="from_name"><<fn>> <<ln>></div>
      <div class="text"><<cred>></div></div>
    </div>
   </div></div>
  </div>
 </body>
</html>
""",
    cred="human_x",
    syntax="",
)
