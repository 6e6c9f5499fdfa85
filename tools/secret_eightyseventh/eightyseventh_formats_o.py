"""Family o: a החזרי מס (tax-refund) preparer's office in Israel: Green Invoice (Morning),
Cardcom, Tranzila, InforU SMS, a scanner share; Hebrew WhatsApp, e-mail and a client sheet."""

from __future__ import annotations

from eightyseventh_spec import Fam

F = Fam(
    name="hechzer_tax_refund_preparer",
    orgs=("hechzermas", "mashovkal"),
    brands=("החזר מס בקליק", "משוב קל - החזרי מס"),
    tld="co.il",
    first=(
        ("יוסי", "yossi"),
        ("מיכל", "michal"),
        ("אבי", "avi"),
        ("שירה", "shira"),
        ("דני", "dani"),
        ("רונית", "ronit"),
        ("עומר", "omer"),
        ("נועה", "noa"),
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
        "shalom",
        "hapoel",
        "maccabi",
        "sababa",
        "falafel",
        "hummus",
        "yerushalayim",
        "karmel",
        "kineret",
        "tapuz",
        "rimon",
        "chamsa",
    ),
    pets=("bamba", "lucky", "shoko", "mitzi", "bonnie", "pitzi"),
    places=(
        ("חיפה", "haifa"),
        ("פתח תקווה", "petahtikva"),
        ("באר שבע", "beersheva"),
        ("נתניה", "netanya"),
        ("אשדוד", "ashdod"),
    ),
    cc="+972",
    mobile=("50", "52", "53", "54", "58"),
    nlocal=7,
)

F.reg(
    "hechzer_hebrew_whatsapp_sisma_meyatzgim",
    ("WhatsApp Chat with משרד <<placea>> <<n2>>.txt", "chats/<<fa>>/office_<<n3>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: בוקר טוב, אתר המייצגים של רשות המסים ביקש להחליף סיסמה
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: החלפתי אתמול. הסיסמה החדשה: <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: לא לשלוח ללקוחות!!
<<dmy>>, <<time2>> - <<fn>> <<ln>>: תודה, נכנסתי 👍
""",
    cred="human",
)

F.reg(
    "hechzer_green_invoice_api_python",
    ("billing/morning_invoice.py", "scripts/<<placea>>_green_invoice.py"),
    '''"""קבלה ללקוח אחרי שהחזר המס הופקד (חשבונית ירוקה / Morning API)."""

import requests

API_ID = "<<uid>>"
API_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://api.greeninvoice.co.il/api/v1/account/token",
        json={"id": API_ID, "secret": API_SECRET},
        timeout=20,
    )
    return r.json()["token"]
''',
    cred="p:greeninvoice_secret",
)

F.reg(
    "hechzer_cardcom_low_profile_php",
    ("payments/cardcom.php", "site-<<placea>>/inc/cardcom_config.php"),
    """<?php
// שכר טרחה: אחוז מההחזר, נגבה בדף תשלום של קארדקום
return [
    'TerminalNumber' => <<n4>><<n1>>,
    'ApiName'        => '<<apiname>>',
    'ApiPassword'    => '<<cred>>',
    'SuccessRedirectUrl' => 'https://<<dom>>/todah',
    'Language'       => 'he',
];
""",
    cred="p:cardcom",
    extra=lambda rng, s: {
        "apiname": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20))
    },
)

F.reg(
    "hechzer_inforu_sms_xml_request",
    ("sms/inforu_request_<<n3>>.xml", "inforu/<<placea>>/send_<<ymd>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<Inforu>
  <User>
    <Username><<org>></Username>
    <Password><<cred>></Password>
  </User>
  <Content Type="sms">
    <Message>שלום <<fn>>, ההחזר שלך אושר ויופקד תוך 30 יום. <<brand>></Message>
  </Content>
  <Recipients>
    <PhoneNumber><<phone>></PhoneNumber>
  </Recipients>
  <Settings>
    <Sender><<org>></Sender>
  </Settings>
</Inforu>
""",
    cred="pw_xml",
)

F.reg(
    "hechzer_clients_personal_area_csv",
    ("לקוחות/לקוחות_<<placea>>_<<ymd>>.csv", "exports/clients_<<n3>>.csv"),
    """שם,ת"ז,טלפון,סיסמה לאזור האישי,סטטוס
<<fn>> <<ln>>,<<n6>><<n3>>,<<phone>>,<<cred>>,הוגש 2021-2024
<<fn2>> <<ln2>>,<<n4>><<n4>>1,<<phone2>>,,ממתין לטופס 106
""",
    cred="human",
)

F.reg(
    "hechzer_tranzila_iframe_env",
    (".env", "tranzila-<<placea>>/.env.production"),
    """TRANZILA_SUPPLIER=<<org>>tok
TRANZILA_TERMINAL_PASSWORD=<<cred>>
TRANZILA_CURRENCY=1
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
    cred="p:tranzila",
)

F.reg(
    "hechzer_hebrew_email_form106_pdf_sisma",
    ("Mail/Inbox/<<ymd>>_106_<<n3>>.eml", "outlook/<<fa>>/106_<<n2>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: טפסי 106 - <<year>>
Date: Sun, <<day>> Jun <<year>> <<hms>> +0300
Content-Type: text/plain; charset=UTF-8

שלום <<fn>>,

מצורפים טפסי 106 של הלקוח לשנים האחרונות.
הקובץ מוגן, הסיסמה לפתיחה:
<<cred>>

בברכה,
<<fn2>> <<ln2>>
<<brand>>
""",
    cred="digits:9",
)

F.reg(
    "hechzer_scanner_smbcredentials",
    ("home/<<fa>>/.smbcredentials", "etc/samba/scanner_<<placea>>.cred"),
    """username=scanner_<<placea>>
password=<<cred>>
domain=<<org>>
""",
    cred="pw_bare",
)
