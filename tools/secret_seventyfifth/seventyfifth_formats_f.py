"""Family f: a Tel Aviv car-park operator (Israel; Hebrew)."""

from __future__ import annotations

from seventyfifth_spec import Fam

F = Fam(
    name="telaviv_carpark_operator",
    orgs=("chanyonpark", "ahuzotparkplus", "dizengoffpark"),
    tld="co.il",
    first=(
        ("יוסי", "yossi"),
        ("מיכל", "michal"),
        ("אבי", "avi"),
        ("נועה", "noa"),
        ("דני", "dani"),
        ("רונית", "ronit"),
        ("איתי", "itai"),
        ("שירה", "shira"),
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
        "chanaya",
        "shalom",
        "telaviv",
        "yafo",
        "dizengoff",
        "hapoel",
        "maccabi",
        "falafel",
        "sababa",
        "yalla",
        "herzl",
        "rothschild",
        "hummus",
        "balagan",
        "chaim",
        "ahava",
        "yam",
        "shemesh",
        "kineret",
        "tapuz",
    ),
    pets=("lucky", "shoko", "bamba", "mitzi", "rexi", "pitzi"),
    cc="+972",
)

F.reg(
    "telavivparking_skidata_connector_sql_ini",
    (
        "skidata/<<org>>/ParkingLogicConnector.ini",
        "C_ProgramData/SKIDATA/connector_site<<site>>.ini",
    ),
    """; SKIDATA Parking.Logic -> ERP connector (חניון <<site>>)
[General]
FacilityNo=<<nn>>
PollSeconds=30

[Database]
Server=<<ip>>\\SKIDATA
Database=PLX_<<site>>
User=plx_report
Password=<<cred>>

[Export]
Target=\\\\fs01\\parking\\revenue
""",
    cred="pw",
)

F.reg(
    "telavivparking_hebrew_whatsapp_sisma_lpr_camera",
    ("whatsapp/צ'אט WhatsApp עם <<fa>>.txt", "phone/WhatsApp_chanion_<<n>>.txt"),
    """<<dmyd>>, <<time>> - <<fn>> <<ln>>: המצלמה של זיהוי לוחיות בכניסה לא מעדכנת את המחסום
<<dmyd>>, <<time>> - <<fn2>> <<ln2>>: תיכנס לממשק של המצלמה ותעשה ריסטארט
<<dmyd>>, <<time2>> - <<fn2>> <<ln2>>: כתובת http://<<ip>> משתמש admin
<<dmyd>>, <<time2>> - <<fn2>> <<ln2>>: סיסמה: <<cred>>
<<dmyd>>, <<time2>> - <<fn>> <<ln>>: עובד, תודה! 🚗
""",
    cred="human",
)

F.reg(
    "telavivparking_tranzila_terminal_php_pw",
    ("payments/tranzila_<<org>>.php", "site/monthly_subscriptions_<<n>>.php"),
    """<?php
// מנויים חודשיים לחניון - חיוב בטרנזילה
$params = [
    'supplier'   => '<<org>>tok',
    'TranzilaPW' => '<<cred>>',
    'sum'        => $_POST['sum'],
    'currency'   => 1,
    'TranzilaTK' => $_POST['token'],
    'expdate'    => $_POST['expdate'],
];
$ch = curl_init('https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi');
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($params));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
parse_str(curl_exec($ch), $res);
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "telavivparking_cardcom_lowprofile_csharp",
    ("src/<<orgc>>.Payments/CardcomSettings.cs", "PayStation/Cardcom_<<n>>.cs"),
    """namespace Parking.Payments
{
    // Cardcom LowProfile for the pay-by-phone page of the car parks
    public static class CardcomSettings
    {
        public const int TerminalNumber = <<nn>>;
        public const string ApiName = "<<fa>>api";
        public const string ApiPassword = "<<cred>>";
        public const string SuccessUrl = "https://pay.<<dom>>/ok";
    }
}
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "telavivparking_icount_invoice_api_python",
    ("scripts/icount_receipts_<<org>>.py", "finance/kabalot_<<n>>.py"),
    '''"""Daily receipts (קבלות) for car-park subscriptions through iCount."""

import requests

ICOUNT = {
    "cid": "<<org>>",
    "user": "<<user>>",
    "pass": "<<cred>>",
}

s = requests.Session()
login = s.post("https://api.icount.co.il/api/v3.php/auth/login", json=ICOUNT, timeout=20).json()
sid = login["sid"]
s.post(
    "https://api.icount.co.il/api/v3.php/doc/create",
    json={"sid": sid, "doctype": "receipt", "client_name": "מנוי חניון", "cash": {"sum": 450}},
)
''',
    cred="pw_dq",
)

F.reg(
    "telavivparking_hebrew_email_sisma_pango_business",
    ("mail/pango_<<fa>>_<<date>>.eml", "outlook/<<org>>_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?15LXmdep15Qg15zXpNeg15LXlSDXkdeZ15bXoNeh?=
Date: <<dmyd>> <<time>> +0200
Content-Type: text/plain; charset=UTF-8

היי <<fn2>>,

פתחתי לך גישה לפורטל פנגו ביזנס כדי שתוכל להוציא דוחות על החניון ברוטשילד.

שם משתמש: <<email2>>
סיסמה: <<cred>>

תחליף אחרי הכניסה הראשונה.
<<fn>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "telavivparking_pay_station_winlogon_autologon_reg",
    ("paystations/ps<<site>>_autologon.reg", "kiosk/<<org>>_kiosk_<<n>>.reg"),
    """Windows Registry Editor Version 5.00

; pay station kiosk - log in automatically after power cut
[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="kiosk"
"DefaultDomainName"="PS<<site>>"
"DefaultPassword"="<<cred>>"
"Shell"="C:\\\\PayStation\\\\PayStation.exe"
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "telavivparking_barrier_controller_bridge_toml",
    ("barrier-bridge/<<org>>.toml", "etc/barrier/site<<site>>.toml"),
    """# מחסומים: בקר Modbus -> MQTT
[modbus]
host = "<<ip>>"
port = 502
unit_id = <<n>>

[mqtt]
broker = "mqtts://mqtt.<<dom>>:8883"
username = "barrier<<site>>"
password = "<<cred>>"
topic_prefix = "parking/<<site>>/gate"
""",
    cred="pw_dq",
)
