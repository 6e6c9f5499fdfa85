# ruff: noqa: E501
"""Family a: a cotton-yarn spinning mill in Faisalabad, Pakistan (Urdu, English)."""

from __future__ import annotations

from hundredfirst_spec import Fam, dec_basic, enc_b64, human, reg

F = Fam(
    name="faisalabad_cotton_yarn_spinning",
    orgs=("lyallpurspin", "chenabyarn", "kapaskot", "jhangroadmills"),
    tld="com.pk",
    first=(
        ("عمران", "imran"),
        ("عائشہ", "ayesha"),
        ("بلال", "bilal"),
        ("ثنا", "sana"),
        ("کاشف", "kashif"),
        ("نادیہ", "nadia"),
        ("اسد", "asad"),
        ("فرحان", "farhan"),
    ),
    last=(
        ("رانا", "rana"),
        ("چوہدری", "chaudhry"),
        ("بٹ", "butt"),
        ("ملک", "malik"),
        ("شیخ", "sheikh"),
        ("انصاری", "ansari"),
    ),
    words=(
        "kapas",
        "dhaga",
        "sooti",
        "rotor",
        "bobbin",
        "lyallpur",
        "zindabad",
        "chenab",
        "shalimar",
        "sitara",
        "chai",
        "biryani",
        "ghanta",
        "jinnah",
        "qainchi",
        "sarson",
    ),
    pets=("moti", "sheru", "billu", "raja", "tommy", "rani"),
    cc="92",
    places=("faisalabad", "lahore", "multan", "jhang", "sargodha", "karachi"),
)

reg(
    F,
    "faisal_rieter_spiderweb_mssql_ini",
    ("C:/SPIDERweb/config/spiderweb_<<n>>.ini", "D:/Rieter/SPIDERweb/server_<<nn>>.ini"),
    """; Rieter SPIDERweb mill monitoring - ring spinning hall <<n>>
; installed by <<fa>> <<la>> <<dmy>>
[Database]
Provider=SQLOLEDB
Server=<<ip>>\\SQLEXPRESS
Database=SPIDERWEB_<<orgu>>
UserId=sw_admin
Password=<<cred>>

[Collector]
Machines=G36_01-G36_<<n>>,K48_01-K48_04
PollSeconds=30
ShiftStart=06:00,14:00,22:00
""",
    "pw",
)

reg(
    F,
    "faisal_urdu_whatsapp_paas_word_erp",
    ("WhatsApp Chat with <<fac>> ERP <<n>>.txt", "whatsapp/spinning_office_<<ymd>>.txt"),
    """<<dmy>>, 9:<<sec>> pm - <<fl>> <<ll>>: بھائی ERP کا پاس ورڈ بھیج دیں، کل صبح یارن ڈسپیچ ہے
<<dmy>>, 9:<<sec>> pm - <<f2l>> <<l2l>>: یوزر <<user>> ہے
<<dmy>>, 9:<<sec>> pm - <<f2l>> <<l2l>>: پاس ورڈ <<cred>>
<<dmy>>, 9:<<sec>> pm - <<fl>> <<ll>>: شکریہ 👍 لاگ ان ہو گیا
<<dmy>>, 9:<<sec>> pm - <<f2l>> <<l2l>>: کسی کو آگے مت بھیجنا
""",
    "human",
)

reg(
    F,
    "faisal_weboc_clearing_agent_email",
    ("mail/outbox/weboc_<<ymd>>.eml", "Export/Customs/agent_login_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: clearing@<<la>>-customs.com.pk
Subject: WeBOC login for export GD - yarn shipment <<po>>
Date: <<dmy>> <<hm>> +0500
Content-Type: text/plain; charset=utf-8

Assalam o Alaikum,

Please file the GD for container <<style>> (20/1 carded cotton yarn, 18 MT) to Port Qasim.
Our WeBOC user ID is <<orgu>>EXP<<n>>
Password: <<cred>>

آج شام تک فائل کر دیں، شکریہ۔
<<fac>> <<lac>>
Export Department, <<orgc>> Spinning Mills, <<place>>
""",
    "human",
)

reg(
    F,
    "faisal_jazzcash_wage_disbursal_php",
    ("payroll-<<org>>/config/jazzcash.php", "hrm/app/config/jazzcash_<<n>>.php"),
    """<?php
// JazzCash wage disbursal for daily-wage spinners (Bulk Payments)
return [
    'merchant_id'    => 'MC<<nnnn>><<n>>',
    'password'       => 'j<<nnnn>>s<<nn>>',
    'integrity_salt' => '<<cred>>',
    'return_url'     => 'https://hr.<<dom>>/jazzcash/return',
    'env'            => 'live',
];
""",
    "p:jazzcash_salt",
)

reg(
    F,
    "faisal_zkteco_attendance_pyzk_sync",
    ("attendance/<<org>>/zk_sync.py", "scripts/attendance_sync_<<n>>.py"),
    '''"""Pull punches from the ZKTeco gates and push them to the HR database."""

import pymssql
from zk import ZK

GATES = ["<<ip>>", "<<ip2>>"]


def main():
    db = pymssql.connect(server="<<host>>", user="hr_sync", password="<<cred>>", database="HRM")
    cur = db.cursor()
    for gate in GATES:
        conn = ZK(gate, port=4370, timeout=5, password=0).connect()
        for att in conn.get_attendance():
            cur.execute(
                "INSERT INTO punches (emp_code, punched_at, gate) VALUES (%s, %s, %s)",
                (att.user_id, att.timestamp, gate),
            )
        conn.disconnect()
    db.commit()


if __name__ == "__main__":
    main()
''',
    "pw_dq",
)

reg(
    F,
    "faisal_uster_lab_logins_csv",
    ("lab/uster_users_<<y>>.csv", "QC/Lab/logins_<<nn>>.csv"),
    """station,device,username,password,shift
lab-1,USTER TESTER 6,<<user>>,<<cred>>,A
lab-2,USTER HVI 1000,qc_<<f2a>>,,B
lab-3,USTER AFIS PRO 2,qc_night,(ask supervisor),C
""",
    "human_x",
)

reg(
    F,
    "faisal_humidification_mikrotik_pppoe_rsc",
    ("network/mikrotik_mill<<n>>.rsc", "it/backup/hex_s_<<ymd>>.rsc"),
    """# <<date>> 10:<<sec>>:12 by RouterOS 7.14.3
# model = RB760iGS (hEX S) - Luwa humidification plant / office uplink
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=ptcl-fiber \\
    password=<<cred>> user=<<org>><<nnnn>>@ptcl.net.pk
/ip address
add address=<<ip>>/24 interface=bridge1 network=<<ip2>>
/system identity
set name=<<org>>-mill<<n>>
""",
    "pw_bare",
    syntax="",
)


def _basic(v: str, s: dict) -> str:
    return enc_b64(f"{s['org']}_api:{v}")


reg(
    F,
    "faisal_yarn_buyer_portal_curl_basic_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<n>>"),
    """cd /opt/yarn-dispatch
ls -la exports/
curl -s -H "Authorization: Basic <<enc>>" https://portal.<<la>>denim.com/api/v1/yarn-lots?status=open | jq .
python3 push_lots.py --date <<date>>
tail -f logs/push.log
""",
    lambda r, f, s: human(r, f, "@#*_-.+"),
    syntax="",
    encode=_basic,
    decode=dec_basic("Basic "),
)
