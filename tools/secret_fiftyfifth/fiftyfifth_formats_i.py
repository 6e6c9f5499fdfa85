# ruff: noqa: E501
"""Family i: a local news site's desk in Haifa (Israel), in Hebrew."""

from __future__ import annotations

import html
import json
import re

from fiftyfifth_spec import Fam, alnum, enc_html, gen_pw

FAM = Fam(
    "hadashot_haifa_newsdesk",
    ("galgalhadash",),
    "co.il",
    (
        "noa|נועה",
        "itai|איתי",
        "shira|שירה",
        "yonatan|יונתן",
        "maya|מאיה",
        "amit|עמית",
        "tamar|תמר",
        "eyal|אייל",
    ),
    ("cohen|כהן", "levi|לוי", "mizrahi|מזרחי", "peretz|פרץ", "biton|ביטון", "friedman|פרידמן"),
    (
        "carmel",
        "hadar",
        "bahai",
        "wadi",
        "nisnas",
        "matkot",
        "mivzak",
        "katava",
        "kotar",
        "bat-galim",
    ),
    "972",
    "חיפה",
)

FAM.reg(
    "galgal_hebrew_whatsapp_sisma_maarechet",
    ("צ'אטים/WhatsApp Chat with דסק חדשות <<n>>.txt", "exports/whatsapp_desk_<<n>>.txt"),
    """<<dmyd>>, <<time>> - <<name>>: מישהו יודע את הסיסמה למערכת ניהול התוכן? אני צריכה להעלות מבזק
<<dmyd>>, <<time>> - <<name2>>: משתמש: desk_layla
<<dmyd>>, <<time>> - <<name2>>: הסיסמה <<cred>>
<<dmyd>>, <<time>> - <<name2>>: אל תשמרי אותה בדפדפן של המחשב המשותף
<<dmyd>>, <<time>> - <<name>>: תודה!! עלה
""",
    "human",
    syntax="",
)


def _ghost(s):
    return json.dumps(
        {
            "url": f"https://{s['dom']}",
            "server": {"port": 2368, "host": "127.0.0.1"},
            "database": {
                "client": "mysql",
                "connection": {
                    "host": "localhost",
                    "user": "ghost_news",
                    "password": s["cred"],
                    "database": "ghost_prod",
                },
            },
            "mail": {
                "transport": "SMTP",
                "options": {
                    "service": "Mailgun",
                    "host": "smtp.eu.mailgun.org",
                    "port": 465,
                    "secure": True,
                    "auth": {"user": f"postmaster@mg.{s['dom']}", "pass": s["mailpw"]},
                },
            },
            "logging": {"transports": ["file", "stdout"]},
            "process": "systemd",
            "paths": {"contentPath": "/var/www/ghost/content"},
        },
        indent=2,
    )


FAM.reg(
    "galgal_ghost_config_production_json",
    ("var/www/ghost/config.production.json", "servers/<<org>>-<<n>>/ghost/config.production.json"),
    _ghost,
    "pw_json",
    extra=lambda rng, s: {
        "mailpw": alnum(rng, 32, "0123456789abcdef")
        + "-"
        + alnum(rng, 8, "0123456789abcdef")
        + "-"
        + alnum(rng, 8, "0123456789abcdef")
    },
)


def _amp_pw(rng):
    base = gen_pw(rng, rng.randint(12, 16), sym="!#*-_.")
    i = rng.randrange(2, len(base) - 1)
    return base[:i] + rng.choice("&<>") + base[i:]


FAM.reg(
    "galgal_html_table_entities_sisma",
    ("intranet/accounts_<<n>>.html", "wiki/export/גישות-<<n>>.html"),
    """<!DOCTYPE html>
<html lang="he" dir="rtl">
<head><meta charset="utf-8"><title>גישות למערכות - דסק</title></head>
<body>
<h1>גישות למערכות הדסק</h1>
<table border="1">
  <tr><th>מערכת</th><th>משתמש</th><th>סיסמה</th><th>הערות</th></tr>
  <tr><td>סוכנות ידיעות (פיד)</td><td>desk_haifa</td><td><<enc>></td><td>לא לשתף עם פרילנסרים</td></tr>
  <tr><td>בנק תמונות</td><td>photo_<<org>></td><td>אצל <<name>></td><td></td></tr>
</table>
</body>
</html>
""",
    _amp_pw,
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(str(s["cred"]))},
    decode=lambda t: html.unescape(re.search(r"<td>desk_haifa</td><td>(.*?)</td>", t).group(1)),
)

FAM.reg(
    "galgal_onesignal_push_rest_key_js",
    ("push/send-breaking.js", "services/push-<<n>>/onesignal.js"),
    """// שליחת התראת מבזק לכל המנויים
const ONESIGNAL_APP_ID = "<<uuid>>";
const ONESIGNAL_REST_KEY = "<<cred>>";

export async function sendBreaking(title, url) {
  const res = await fetch("https://api.onesignal.com/notifications", {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      Authorization: `Key ${ONESIGNAL_REST_KEY}`,
    },
    body: JSON.stringify({
      app_id: ONESIGNAL_APP_ID,
      included_segments: ["Subscribed Users"],
      headings: { he: "מבזק" },
      contents: { he: title },
      url,
    }),
  });
  return res.json();
}
""",
    lambda rng: "os_v2_app_" + alnum(rng, 113, "abcdefghijklmnopqrstuvwxyz234567"),
    syntax="",
)

FAM.reg(
    "galgal_email_sisma_zmanit_katav",
    ("mail/sent/גישה_לכתב_<<n>>.eml", "Mail/Sent/access_reporter_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?15LXmdep15Qg15zXntei16jXm9eqINeU16rXldeb158=?=
Date: Sun, <<d>> Nov <<year>> <<time>>:40 +0200
Content-Type: text/plain; charset=UTF-8

היי <<lfirst2>>,

ברוך/ה הבא/ה לדסק! הנה פרטי הכניסה שלך למערכת ניהול התוכן:

כתובת: https://cms.<<dom>>/ghost
שם משתמש: <<email2>>
סיסמה זמנית: <<cred>>

בכניסה הראשונה המערכת תבקש להחליף סיסמה.

בהצלחה,
<<name>>
עורך/ת אתר, <<orgc>>
""",
    "pw",
    syntax="",
)

FAM.reg(
    "galgal_cloudflare_stream_bearer_bash_history",
    ("home/desk/.bash_history", "video-pc-<<nn>>/root/.bash_history"),
    """cd ~/video/uploads
ls -lh *.mp4
ffprobe -hide_banner kotar_<<ymd>>.mp4
curl -X POST "https://api.cloudflare.com/client/v4/accounts/<<acct>>/stream" -H "Authorization: Bearer <<cred>>" -F file=@kotar_<<ymd>>.mp4
curl -s "https://api.cloudflare.com/client/v4/accounts/<<acct>>/stream?search=kotar" -H "Authorization: Bearer <<cred>>" | jq '.result[0].uid'
exit
""",
    "p:cloudflare",
    syntax="",
    extra=lambda rng, s: {"acct": alnum(rng, 32, "0123456789abcdef")},
)

FAM.reg(
    "galgal_newsletter_sendgrid_settings_yaml",
    ("newsletter/settings.yml", "apps/morning-brief-<<n>>/config/settings.yaml"),
    """# מבזק הבוקר - שליחת ניוזלטר יומי
newsletter:
  from_name: "<<orgc>> - חדשות חיפה"
  from_email: "boker@<<dom>>"
  send_time: "06:30"
  timezone: Asia/Jerusalem
sendgrid:
  api_key: "<<cred>>"
  list_id: "<<uuid>>"
  unsubscribe_group: <<nn>>
""",
    "p:sendgrid",
)

FAM.reg(
    "galgal_archive_dump_my_cnf",
    ("root/.my.cnf", "archive-<<n>>/home/backup/.my.cnf"),
    """# גיבוי לילי של ארכיון הכתבות (mysqldump מתוך cron)
[client]
user = backup_archive
password = <<cred>>
host = <<ip>>

[mysqldump]
single-transaction
quick
""",
    "pw",
    syntax="",
)
