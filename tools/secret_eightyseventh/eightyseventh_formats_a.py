# ruff: noqa: E501
"""Family a: a microfinance (shomiti) branch in Bangladesh: Mifos X / Apache Fineract, bKash,
SSL Wireless SMS, ZKTeco attendance, the Bangladesh Bank CIB portal; Bengali chat and notes."""

from __future__ import annotations

from eightyseventh_spec import Fam

F = Fam(
    name="shomiti_microfinance_branch",
    orgs=("shaplashomiti", "nodiprantoloan"),
    brands=("শাপলা উন্নয়ন সমিতি", "নদীপ্রান্ত ক্ষুদ্রঋণ"),
    tld="com.bd",
    first=(
        ("রহিমা", "rahima"),
        ("সুমন", "sumon"),
        ("তানিয়া", "tania"),
        ("কামরুল", "kamrul"),
        ("নাসরিন", "nasrin"),
        ("মাহফুজ", "mahfuz"),
        ("শিরিন", "shirin"),
        ("জাহিদ", "zahid"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আক্তার", "akter"),
        ("ইসলাম", "islam"),
        ("রহমান", "rahman"),
        ("চৌধুরী", "chowdhury"),
        ("বেগম", "begum"),
    ),
    words=(
        "shapla",
        "padma",
        "ilish",
        "boishakh",
        "jamuna",
        "shonarbangla",
        "mishti",
        "rongdhonu",
        "kadamful",
        "shalik",
        "kantha",
        "bhalobasha",
    ),
    pets=("mishu", "tuntuni", "bhulu", "lalu", "pinky", "kalo"),
    places=(
        ("মিরপুর", "mirpur"),
        ("সাভার", "savar"),
        ("নরসিংদী", "narsingdi"),
        ("বগুড়া", "bogura"),
        ("কুমিল্লা", "cumilla"),
    ),
    cc="+880",
    mobile=("17", "18", "19", "13", "15"),
)

F.reg(
    "shomiti_fineract_docker_env",
    ("mifos/<<placea>>-branch/.env", "opt/fineract-<<placea>>/docker/.env"),
    """# Mifos X / Apache Fineract - <<placea>> branch server (<<brand>>)
FINERACT_NODE_ID=<<n1>>
FINERACT_HIKARI_DRIVER_SOURCE_CLASS_NAME=org.mariadb.jdbc.Driver
FINERACT_HIKARI_JDBC_URL=jdbc:mariadb://<<ip>>:3306/fineract_tenants
FINERACT_HIKARI_USERNAME=fineract_<<placea>>
FINERACT_HIKARI_PASSWORD=<<cred>>
FINERACT_DEFAULT_TENANTDB_HOSTNAME=<<ip>>
FINERACT_DEFAULT_TENANTDB_PORT=3306
FINERACT_DEFAULT_TENANTDB_UID=fineract_<<placea>>
FINERACT_DEFAULT_TENANTDB_TIMEZONE=Asia/Dhaka
FINERACT_DEFAULT_TENANTDB_IDENTIFIER=<<org>>
FINERACT_SERVER_SSL_ENABLED=false
TZ=Asia/Dhaka
""",
    cred="pw",
)

F.reg(
    "shomiti_bengali_whatsapp_mifos_login",
    (
        "chats/WhatsApp Chat with <<placea>> FO group <<n2>>.txt",
        "phone_backup/<<fa>>/WhatsApp Chat - মাঠকর্মী <<n3>>.txt",
    ),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: আপা, মিফস এ ঢুকতে পারছি না, কিস্তি এন্ট্রি দিতে হবে
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: ইউজার <<user>> দিয়ে চেষ্টা করো
<<dmy>>, <<time>> - <<fn>> <<ln>>: পাসওয়ার্ড ভুল বলছে
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: নতুন পাসওয়ার্ড দিলাম: <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: কাউকে দিবে না, বিকেলে বদলে নিও
<<dmy>>, <<time2>> - <<fn>> <<ln>>: ধন্যবাদ আপা, ঢুকেছি 👍
""",
    cred="human",
)

F.reg(
    "shomiti_bkash_tokenized_checkout_php",
    ("public_html/kisti-payment/config/bkash.php", "app/<<org>>/config/bkash_<<placea>>.php"),
    """<?php
// bKash Tokenized Checkout - kisti (installment) collection, <<brand>>
return [
    'sandbox'     => false,
    'base_url'    => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'     => '<<appkey>>',
    'app_secret'  => '<<cred>>',
    'username'    => '01<<n4>><<n6>>',
    'password'    => '<<merchpw>>',
    'callback'    => 'https://<<dom>>/kisti/bkash/callback',
];
""",
    cred="p:bkash_secret",
    extra=lambda rng, s: {
        "appkey": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(25)),
        "merchpw": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(10)),
    },
)

F.reg(
    "shomiti_zkteco_attendance_sync_ini",
    ("C:/ZKTeco/ZKBioTime/sync/<<placea>>_attendance.ini", "attendance/<<placea>>/zk_sync.ini"),
    """[device]
name=ZKTeco K40 - <<placea>> branch gate
ip=<<ip2>>
port=4370
comm_key=<<n6>>

[database]
; staff attendance goes into the HR schema beside Mifos
driver=mysql
host=<<ip>>
port=3306
name=hr_<<placea>>
user=zk_sync
password=<<cred>>

[schedule]
pull_every_minutes=15
""",
    cred="pw",
)

F.reg(
    "shomiti_cib_portal_handover_note_bangla",
    ("handover/<<placea>>_branch_manager_handover_<<ymd>>.txt", "Desktop/হস্তান্তর নোট <<n2>>.txt"),
    """শাখা হস্তান্তর নোট - <<brand>>, <<place>> শাখা
তারিখ: <<dmy>>
বিদায়ী ব্যবস্থাপক: <<fn>> <<ln>>
নতুন ব্যবস্থাপক: <<fn2>> <<ln2>>

১. ভল্টের চাবি দুইটি, একটি এরিয়া অফিসে।
২. বাংলাদেশ ব্যাংক CIB অনলাইন (ঋণ তথ্য যাচাই)
   ইউজার আইডি: <<org>>_<<placea>>_<<n2>>
   পাসওয়ার্ড: <<cred>>
   (৯০ দিন পর পর বদলাতে হয়, পরের বার <<mo>> মাসে)
৩. মাসিক কিস্তি রিপোর্ট প্রতি মাসের ৫ তারিখের মধ্যে।
৪. সিসিটিভি ডিভিআর এর পাসওয়ার্ড এরিয়া ম্যানেজারের কাছে।
""",
    cred="human",
)


def _sheet(s: dict) -> str:
    rows = []
    for i, (nm, usr, pw) in enumerate(s["rows"], 1):
        rows.append(
            f"""   <Row>
    <Cell><Data ss:Type="Number">{i}</Data></Cell>
    <Cell><Data ss:Type="String">{nm}</Data></Cell>
    <Cell><Data ss:Type="String">{usr}</Data></Cell>
    <Cell><Data ss:Type="String">{pw}</Data></Cell>
   </Row>"""
        )
    body = "\n".join(rows)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="{s["placea"]} FO">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">ক্রম</Data></Cell>
    <Cell><Data ss:Type="String">মাঠকর্মী</Data></Cell>
    <Cell><Data ss:Type="String">Mifos লগইন</Data></Cell>
    <Cell><Data ss:Type="String">পাসওয়ার্ড</Data></Cell>
   </Row>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "shomiti_field_officer_logins_spreadsheetml",
    ("reports/<<placea>>/field_officers_<<ymd>>.xml", "shared/<<org>>/মাঠকর্মী তালিকা <<n2>>.xml"),
    _sheet,
    cred="human_x",
    extra=lambda rng, s: {
        "rows": [
            (f"{s['fn2']} {s['ln2']}", s["user2"], "পরিবর্তন করা হয়েছে"),
            (f"{s['fn']} {s['ln']}", s["user"], s["cred"]),
        ]
    },
)

F.reg(
    "shomiti_ssl_wireless_sms_python",
    ("scripts/kisti_reminder_sms.py", "mifos-tools/<<placea>>/send_due_sms.py"),
    '''"""কিস্তির তারিখের আগের দিন সদস্যদের এসএমএস (SSL Wireless SMS API)."""

import requests

SSL_SMS_URL = "https://smsplus.sslwireless.com/api/v3/send-sms"
API_TOKEN = "<<cred>>"
SID = "<<org_upper>>NON"


def send(msisdn: str, text: str, ref: str) -> dict:
    payload = {"api_token": API_TOKEN, "sid": SID, "msisdn": msisdn, "sms": text, "csms_id": ref}
    return requests.post(SSL_SMS_URL, json=payload, timeout=20).json()


if __name__ == "__main__":
    print(send("<<phone>>", "আগামীকাল আপনার কিস্তি ৫০০ টাকা। <<brand>>", "R<<n6>>"))
''',
    cred="x::37",
    extra=lambda rng, s: {"org_upper": str(s["org"]).upper()[:8]},
)

F.reg(
    "shomiti_branch_backup_crontab_mysqldump",
    ("var/spool/cron/crontabs/<<placea>>admin", "backup/<<placea>>/crontab.txt"),
    """# m h dom mon dow command
# রাত ১১টায় Mifos ডাটাবেস ব্যাকআপ, তারপর এরিয়া অফিসে কপি
30 23 * * * mysqldump -h 127.0.0.1 -u mifos_backup -p'<<cred>>' fineract_default | gzip > /srv/backup/fineract_$(date +\\%F).sql.gz
15 0 * * * rsync -a /srv/backup/ backup@<<ip2>>:/data/<<placea>>/
0 6 * * 1 find /srv/backup -mtime +30 -delete
""",
    cred="pw_sq",
)
