# ruff: noqa: E501
"""Family l: a laboratory-reagent supplier (ספק ריאגנטים) in Rehovot, Israel: Hebrew; Priority
ERP's REST API, Tranzila card terminals, Green Invoice (Morning), UPS for dry-ice shipments,
certificates of analysis uploaded by lftp, WhatsApp, e-mail and a calendar invite."""

from __future__ import annotations

from ninetyseventh_spec import Fam

F = Fam(
    name="reagent_supplier_rehovot",
    prefix="reagent",
    orgs=("reagentix", "biohadar", "labtapuz", "kimikarimon", "sabralab"),
    tld="co.il",
    first=(
        ("יוסי", "yossi"),
        ("מיכל", "michal"),
        ("אבי", "avi"),
        ("נועה", "noa"),
        ("דני", "dani"),
        ("שירה", "shira"),
        ("רונית", "ronit"),
        ("איתי", "itai"),
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
        "rehovot",
        "hadar",
        "tapuz",
        "shalom",
        "yam",
        "kinneret",
        "zait",
        "rimon",
        "sabra",
        "galil",
        "hermon",
        "tamar",
        "dvash",
        "maccabi",
        "falafel",
        "pardes",
    ),
    pets=("lucky", "shoko", "bamba", "mitzi", "pitzi", "jinji", "dubi"),
    cc="+972",
    cities=("rehovot", "nes ziona", "rishon lezion", "ashdod", "petah tikva", "yavne"),
    tz="+0200",
)

F.reg(
    "priority_erp_rest_odata_python",
    ("integrations/priority_orders_<<n>>.py", "<<org>>/erp/priority_sync.py"),
    """\"\"\"Pull open sales orders (reagents, kits, consumables) from Priority ERP OData.\"\"\"

import requests

PRIORITY_URL = "https://p.priority-connect.online/odata/Priority/tabula.ini/<<org>>"
PRIORITY_USER = "apiuser"
PRIORITY_PASSWORD = "<<cred>>"


def open_orders():
    r = requests.get(
        f"{PRIORITY_URL}/ORDERS",
        params={"$filter": "ORDSTATUSDES eq 'פתוחה'", "$select": "ORDNAME,CUSTNAME,CURDATE"},
        auth=(PRIORITY_USER, PRIORITY_PASSWORD),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["value"]
""",
    "pw_dq",
)

F.reg(
    "hebrew_whatsapp_sisma_tranzila",
    ("WhatsApp Chat with <<fac>> הנהלת חשבונות.txt", "WhatsApp Chat - <<orgc>> מכירות <<n>>.txt"),
    """<<d>>.<<mo>>.<<y>>, <<hm>> - <<fn>> <<ln>>: היי, מה הסיסמה לממשק של טרנזילה? צריך לזכות לקוח ממכון ויצמן
<<d>>.<<mo>>.<<y>>, <<hm>> - <<fn2>>: משתמש <<user2>>
<<d>>.<<mo>>.<<y>>, <<hm2>> - <<fn2>>: סיסמה <<cred>>
<<d>>.<<mo>>.<<y>>, <<hm2>> - <<fn2>>: תמחק אחרי שאתה נכנס 🙏
<<d>>.<<mo>>.<<y>>, <<hm2>> - <<fn>> <<ln>>: תודה!
""",
    "human",
    "",
)

F.reg(
    "green_invoice_morning_api_env",
    ("billing/.env", "<<org>>-invoices/.env.production"),
    """# חשבונית ירוקה (Morning) - הפקת חשבוניות מס אוטומטית
MORNING_API_URL=https://api.greeninvoice.co.il/api/v1
MORNING_API_KEY_ID=<<uuid>>
MORNING_API_KEY_SECRET=<<cred>>
DEFAULT_VAT_TYPE=0
""",
    "alnum:22",
    "",
)

F.reg(
    "tranzila_terminal_php_config",
    ("webshop/includes/tranzila_<<n>>.php", "www/<<org>>/payment/tranzila_config.php"),
    """<?php
// סליקה באתר - הזמנות ריאגנטים לאוניברסיטאות ובתי חולים
define('TRANZILA_SUPPLIER', '<<org>>tok');
define('TRANZILA_TERMINAL_PW', '<<cred>>');
define('TRANZILA_CURRENCY', 1); // ILS
define('TRANZILA_URL', 'https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi');
""",
    "pw_sq",
    "",
)

F.reg(
    "ups_dry_ice_oauth_client_json",
    ("shipping/ups_<<org>>.json", "config/ups-oauth-<<n>>.json"),
    """{
  "account_number": "<<hex8>>",
  "client_id": "<<hex32>><<hex16>>",
  "client_secret": "<<cred>>",
  "ship_from": { "city": "<<city>>", "country": "IL" },
  "dry_ice_kg_default": <<n>>
}
""",
    "alnum:64",
)

F.reg(
    "hebrew_email_sisma_portal_lakoach",
    ("Outlook/Inbox/portal_<<date>>_<<nnn>>.eml", "mail/customers/<<org>>_access_<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: lab.manager@<<org>>-biolab.ac.il
Subject: =?UTF-8?B?16TXqNeY15kg15LXmdep15Qg15zXpNeV16jXmNecINeU15zXp9eV15fXldeq?=
Date: <<rfc>>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

שלום רב,

פתחנו עבורכם משתמש בפורטל הלקוחות של <<orgc>> (הזמנות, תעודות אנליזה וחשבוניות):

כתובת: https://portal.<<dom>>
שם משתמש: <<user>>
סיסמה: <<cred>>

בברכה,
<<fn2>> <<ln2>>
מחלקת שירות לקוחות, <<city>>
""",
    "human",
    "",
)

F.reg(
    "coa_upload_lftp_script",
    ("scripts/upload_coa_<<n>>.sh", "opt/<<org>>/coa/push_coa.sh"),
    """#!/bin/sh
# Upload certificates of analysis (PDF) to the distributor's SFTP
lftp -u coa_<<org>>,'<<cred>>' sftp://sftp.<<dom>> <<'EOF'
set sftp:auto-confirm yes
mirror -R --only-newer /srv/coa/outgoing /incoming/coa
bye
EOF
""",
    "pw_sq",
    "",
)

F.reg(
    "calendar_ics_vendor_audit_sisma",
    ("calendar/audit_<<date>>.ics", "Downloads/invite_<<nnnn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
METHOD:REQUEST
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART:<<y>><<mo>><<d>>T070000Z
DTEND:<<y>><<mo>><<d>>T090000Z
SUMMARY:ביקורת ספק - מחסן קירור <<city>>
LOCATION:<<orgc>>\\, אזור תעשייה
DESCRIPTION:לוגר טמפרטורה Testo Saveris - כניסה לממשק:\\nמשתמש: auditor\\nסיסמה: <<cred>>\\nלהחזיר את המפתח למשרד
ORGANIZER;CN=<<fn>> <<ln>>:mailto:<<email>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    "",
)
