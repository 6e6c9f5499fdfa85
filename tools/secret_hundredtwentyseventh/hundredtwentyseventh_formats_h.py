# ruff: noqa: E501
"""Family h: a watch repairer (שען) in Herzliya, Israel (Hebrew)."""

from __future__ import annotations

import json

from hundredtwentyseventh_spec import Fam, dec_b64, enc_b64

F = Fam(
    name="shaon_watch_repair_herzliya",
    prefix="shaon",
    orgs=("shaonit", "tiktak", "zmanemet", "shaonhayam"),
    shops=("שעונית – תיקון שעונים", "טיק טק שען הרצליה", "זמן אמת שעונים"),
    tld="co.il",
    first=(
        ("יוסי", "yossi"),
        ("מיכל", "michal"),
        ("אבי", "avi"),
        ("רונית", "ronit"),
        ("דוד", "david"),
        ("נועה", "noa"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("פרץ", "peretz"),
        ("ביטון", "biton"),
    ),
    words=(
        "shaon",
        "shaonim",
        "herzliya",
        "hapoel",
        "maccabi",
        "shalom",
        "yalla",
        "sababa",
        "falafel",
        "kineret",
        "galgal",
        "yam",
        "tiktak",
        "rolex",
    ),
    pets=("bamba", "shoko", "lucky", "mitzi", "tzuki"),
    cc="+972",
    places=("pituach", "nof yam", "gan rashal", "merkaz"),
)

F.reg(
    "hebrew_whatsapp_sisma_sapak",
    ("WhatsApp Chat with <<fa>> <<n>>.txt", "backup/ווטסאפ_<<org>>_<<n>>.txt"),
    """<<d>>.<<mo>>.<<year>>, <<time>> - <<fn>> <<ln>>: היי, מה הסיסמה לאתר של ספק החלקים? אני צריך להזמין בטריות וזכוכיות
<<d>>.<<mo>>.<<year>>, <<t2>> - <<fn2>> <<ln2>>: משתמש <<user>>
<<d>>.<<mo>>.<<year>>, <<t2>> - <<fn2>> <<ln2>>: הסיסמה <<cred>>
<<d>>.<<mo>>.<<year>>, <<t2>> - <<fn>> <<ln>>: תודה! 🙏
""",
    "human",
    "",
)

F.reg(
    "tranzila_terminal_password_php",
    ("public_html/pay/tranzila_<<n>>.php", "<<org>>-site/inc/tranzila.php"),
    """<?php
// תשלום מקדמה על תיקון שעון – Tranzila
$terminal   = '<<org>>';
$tranzilaPW = '<<cred>>';
$params = [
    'supplier'   => $terminal,
    'TranzilaPW' => $tranzilaPW,
    'sum'        => $sum,
    'currency'   => 1,
    'cred_type'  => 1,
];
""",
    "pw_sq",
    "",
)

F.reg(
    "cardcom_low_profile_csharp",
    ("Payments/CardcomSettings_<<n>>.cs", "src/<<org>>.Web/Cardcom.cs"),
    """namespace ShaonWeb.Payments
{
    // Cardcom Low Profile – תשלום על החלפת סוללה / תיקון
    public static class CardcomSettings
    {
        public const int TerminalNumber = <<n3>><<n3>>;
        public const string ApiName = "<<org>>api";
        public const string ApiPassword = "<<cred>>";
        public const string SuccessUrl = "https://<<dom>>/pay/ok";
    }
}
""",
    "pw_dq",
    "",
)


def _gi(s):
    return json.dumps(
        {
            "greenInvoice": {
                "apiUrl": "https://api.greeninvoice.co.il/api/v1",
                "id": s["rid"],
                "secret": s["cred"],
                "documentType": 320,
                "lang": "he",
            },
            "shop": s["shop"],
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "green_invoice_api_secret_json",
    ("config/greeninvoice_<<n>>.json", "<<org>>-billing/appsettings.greeninvoice.json"),
    _gi,
    "b64u:24",
)


def _fz_pass(val, s):
    return enc_b64(val)


F.reg(
    "filezilla_sitemanager_base64_pass",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup/<<fa>>/FileZilla_<<n>>/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.<<dom>></Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User><<org>>_web</User>
			<Pass encoding="base64"><<enc>></Pass>
			<Logontype>1</Logontype>
			<Name>אתר החנות <<n>></Name>
		</Server>
	</Servers>
</FileZilla3>
""",
    "pw_xml",
    encode=_fz_pass,
    decode=dec_b64(r'<Pass encoding="base64">([^<]+)</Pass>'),
)

F.reg(
    "hebrew_email_sisma_lamaarechet",
    ("mail/<<date>>_מערכת_תיקונים_<<n>>.eml", "Outlook/Sent/<<ts>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?16TXqNeY15kg15vXoNeZ16HXlCDXnNee16LXqNeb16o=?=
Date: Sun, <<d>> Jun <<year>> <<hms>> +0300
Content-Type: text/plain; charset=UTF-8

שלום <<fn2>>,

מצורפים פרטי הכניסה למערכת מעקב התיקונים (כרטיסי שעונים):
שם משתמש: <<user>>
סיסמה: <<cred>>

נא לא להעביר הלאה.
<<fn>>
<<shop>>
""",
    "human",
    "",
)

F.reg(
    "sms019_api_token_bash_history",
    ("home/<<fa>>/.bash_history", "srv/<<org>>/.bash_history_<<n>>"),
    """cd /srv/shaon
./notify.sh --dry-run
curl -s -X POST https://019sms.co.il/api -H "Authorization: Bearer <<cred>>" -H "Content-Type: application/xml" -d @sms_ready_<<n>>.xml
tail -n 20 logs/sms.log
exit
""",
    "alnum:40",
    "",
)

F.reg(
    "ipad_notes_label_value",
    ("Notes/פתקים_<<n>>.txt", "iCloud Notes export/note_<<date>>.txt"),
    """סיסמאות חנות
מצלמות
<<user>>
<<cred>>
ספק רצועות – להתקשר <<phone>>
""",
    "human",
    "",
)
