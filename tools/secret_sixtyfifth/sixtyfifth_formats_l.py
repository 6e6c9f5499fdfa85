# ruff: noqa: E501
"""Family l: a paying-guest (PG) hostel for students and IT workers in Bengaluru: Kannada,
Hindi and Marathi."""

from __future__ import annotations

from sixtyfifth_spec import Fam, alnum

F = Fam(
    "pgstay_bengaluru_paying_guest",
    orgs=("sunrisepgstay", "koramangalapg", "namma-nest"),
    tld="in",
    first=(
        "ravi|ರವಿ",
        "priya|ಪ್ರಿಯಾ",
        "suresh|ಸುರೇಶ್",
        "kavya|ಕಾವ್ಯ",
        "arjun|ಅರ್ಜುನ್",
        "deepa|ದೀಪಾ",
        "manjunath|ಮಂಜುನಾಥ್",
        "shruthi|ಶ್ರುತಿ",
    ),
    last=("gowda|ಗೌಡ", "rao|ರಾವ್", "shetty|ಶೆಟ್ಟಿ", "hegde|ಹೆಗ್ಡೆ", "naik|ನಾಯಕ್", "kulkarni|ಕುಲಕರ್ಣಿ"),
    words=(
        "koramangala",
        "indiranagar",
        "benne",
        "mysore",
        "kaveri",
        "nandi",
        "lalbagh",
        "cubbon",
        "mallige",
        "bisibele",
        "chitranna",
        "gokarna",
        "hampi",
        "namma",
        "tiffin",
        "masala",
    ),
    cc="+91",
    city="ಬೆಂಗಳೂರು",
)

F.reg(
    "pgstay_whatsapp_kannada_wifi_password",
    ("WhatsApp Chat with <<org>> Residents.txt", "Phone/WhatsApp/pg_group_<<n>>.txt"),
    """<<d>>/<<mo>>/<<yy>>, <<m1>> - <<first_l>> (PG Owner): ಎಲ್ಲರಿಗೂ ನಮಸ್ಕಾರ 🙏 ವೈಫೈ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಲಾಗಿದೆ
<<d>>/<<mo>>/<<yy>>, <<m2>> - <<first_l>> (PG Owner): Network: <<ssid>>
<<d>>/<<mo>>/<<yy>>, <<m2>> - <<first_l>> (PG Owner): Password: <<cred>>
<<d>>/<<mo>>/<<yy>>, <<m3>> - <<f2_l>>: Thank you anna 👍
<<d>>/<<mo>>/<<yy>>, <<m4>> - <<f2_l>>: ಇವತ್ತು ರಾತ್ರಿ ಊಟ ಎಷ್ಟು ಗಂಟೆಗೆ?
<<d>>/<<mo>>/<<yy>>, <<m5>> - <<first_l>> (PG Owner): 8:30ಕ್ಕೆ
""",
    cred="human",
)

F.reg(
    "pgstay_razorpay_key_secret_dotenv",
    ("pg-rent-app/.env", "srv/<<org>>/rent/.env.production"),
    """# Monthly rent + deposit collection (UPI / cards)
PORT=4000
MONGO_URI=mongodb://<<ip>>:27017/pgstay
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_URL=https://rent.<<dom>>/api/razorpay/webhook
""",
    cred="alnum:24",
    extra=lambda rng, s: {"kid": F.draw(rng, "alnum:14")},
    syntax="",
)

F.reg(
    "pgstay_hindi_sms_backup_xml_app_password",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>><<n>>.xml", "Phone/backup/sms_<<org>>_<<n3>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<id>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="Sir mera PG app login nahi ho raha, password bhool gaya" toa="null" sc_toa="null" service_center="+919845086000" read="1" status="-1" locked="0" date_sent="<<ms>>" readable_date="<<d>>-<<mo>>-<<y>> <<t1>>" contact_name="<<f2>> Room <<n>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" subject="null" body="नमस्ते, आपका नया पासवर्ड: <<cred>> (यूज़र: room<<n>>) - <<org>> प्रबंधन" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<d>>-<<mo>>-<<y>> <<t2>>" contact_name="<<f2>> Room <<n>>" />
</smses>
""",
    cred="human",
)

F.reg(
    "pgstay_essl_biometric_attendance_ini",
    ("C:/eTimeTrack/<<org>>/Connection.ini", "biometric/<<org>>_db_<<n>>.ini"),
    """[Database]
Provider=SQLOLEDB
Server=<<ip>>\\SQLEXPRESS
Database=etimetracklite1
User=sa
Password=<<cred>>

[Device]
IP=<<ip2>>
Port=4370
CommKey=0
Name=Main gate - <<org>>
""",
    cred="pw",
)

F.reg(
    "pgstay_residents_apps_script_jdbc",
    ("AppsScript/PG Residents/Code.gs", "apps-script/<<org>>/sync_<<y>>.gs"),
    """// Copies the residents sheet (room, name, phone, rent due) to the MySQL DB of the rent app
const DB_URL = 'jdbc:mysql://<<pip>>:3306/pgstay';
const DB_USER = 'pgadmin';
const DB_PASS = '<<cred>>';

function syncResidents() {
  const conn = Jdbc.getConnection(DB_URL, DB_USER, DB_PASS);
  const rows = SpreadsheetApp.getActive().getSheetByName('Residents').getDataRange().getValues().slice(1);
  const stmt = conn.prepareStatement('REPLACE INTO residents (room, name, phone, due) VALUES (?, ?, ?, ?)');
  rows.forEach((r) => {
    stmt.setString(1, r[0]); stmt.setString(2, r[1]); stmt.setString(3, r[2]); stmt.setInt(4, r[3]);
    stmt.addBatch();
  });
  stmt.executeBatch();
  conn.close();
}
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "pgstay_marathi_email_bescom_portal_password",
    ("Gmail/Sent/BESCOM login - <<org>>.eml", "mail/<<org>>/sent/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<f2>> <<l2>> <<<email2>>>
Subject: =?UTF-8?B?4KSs4KWH4KS44KWN4KSV4KWJ4KSuIOCksuClieCkl+Ckv+CkqA==?=
Date: Sat, <<d>> Jul <<y>> 20:31:18 +0530
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

नमस्कार <<f2>>,

मी पुण्याहून पुढचे दोन महिने येऊ शकणार नाही. PG चे वीज बिल तू BESCOM पोर्टलवर भर:

खाते क्रमांक (RR No.): <<n3>><<n3>><<n3>>
लॉगिन: <<user>>
पासवर्ड: <<cred>>

बिल दर महिन्याच्या ५ तारखेपर्यंत भरायचे. पावती ग्रुपवर टाक.
धन्यवाद,
<<first>>
""",
    cred="human_d",
)


def _msg91(rng, fam):
    return f"{rng.randint(300000, 499999)}A{alnum(rng, 17)}"


F.reg(
    "pgstay_msg91_sms_authkey_php",
    ("public_html/pg/sms/send_otp.php", "<<org>>-site/includes/msg91_<<y>>.php"),
    """<?php
// OTP for visitor entry at the PG gate
$authKey  = "<<cred>>";
$template = "64f<<hexid>>";
$mobile   = preg_replace('/\\D/', '', $_POST['mobile'] ?? '');

$ch = curl_init("https://control.msg91.com/api/v5/otp?template_id={$template}&mobile=91{$mobile}");
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => ["authkey: {$authKey}", "content-type: application/json"],
]);
echo curl_exec($ch);
""",
    cred=_msg91,
    syntax="",
)

F.reg(
    "pgstay_cctv_cpplus_ffmpeg_bat",
    ("C:/CCTV/<<org>>/record_gate.bat", "Desktop/cctv_<<n>>.bat"),
    """@echo off
rem Gate camera recording, 10-minute files, kept on D:\\CCTV
:loop
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0" -c copy -t 600 "D:\\CCTV\\gate_%date:~-4%%date:~3,2%%date:~0,2%_%time:~0,2%%time:~3,2%.mp4"
goto loop
""",
    cred="pw_url",
    syntax="",
)
