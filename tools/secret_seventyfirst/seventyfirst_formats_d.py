# ruff: noqa: E501
"""Family d: a civil-engineering consultancy in Egypt (Cairo), Egyptian Arabic and English."""

from __future__ import annotations

import html
import random
import re

from seventyfirst_spec import Fam, Slots, gen_pw

F = Fam(
    name="handasa_istishariya_masr",
    orgs=("handasaplan", "nilotek", "ahramconsult", "delta"),
    tld="com.eg",
    first=(
        ("أحمد", "ahmed"),
        ("منى", "mona"),
        ("محمود", "mahmoud"),
        ("ياسمين", "yasmin"),
        ("كريم", "karim"),
        ("هبة", "heba"),
    ),
    last=(
        ("عبد الله", "abdallah"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("فهمي", "fahmy"),
        ("الشريف", "elsherif"),
        ("مصطفى", "mostafa"),
    ),
    words=(
        "masr",
        "nile",
        "ahram",
        "zamalek",
        "ahly",
        "nour",
        "amar",
        "shams",
        "bahr",
        "salam",
        "dahab",
        "tahrir",
        "kamar",
        "handasa",
        "maadi",
        "saleh",
    ),
    pets=("bosy", "lucy", "mishmish", "loz", "simsim", "fluffy"),
    cc="+20",
)

F.reg(
    "handasa_egyptian_whatsapp_kelmet_el_ser",
    (
        "mobile/WhatsApp/محادثة واتساب مع <<first>> <<last>>.txt",
        "backup/<<org>>/WhatsApp Chat with Site <<n>>.txt",
    ),
    """<<dmys>>, <<t1>> - <<first>> <<last>>: يا باشمهندس، الإيميل بتاع المشروع مش راضي يفتح على اللابتوب
<<dmys>>, <<t2>> - <<first2>> <<last2>>: غيرت كلمة السر امبارح بعد اجتماع الاستشاري
<<dmys>>, <<t2>> - <<first2>> <<last2>>: <<user>>@<<dom>>
<<dmys>>, <<t3>> - <<first2>> <<last2>>: كلمة السر: <<cred>>
<<dmys>>, <<t4>> - <<first>> <<last>>: تمام اشتغل، شكرا 🙏
<<dmys>>, <<t5>> - <<first2>> <<last2>>: امسح الرسالة دي بعد ما تسجل
""",
    "human",
    syntax="",
)

F.reg(
    "handasa_primavera_p6_sqlplus_bat",
    ("scripts/p6_backup_<<org>>.bat", "C/P6/tools/export_schedule_<<n>>.bat"),
    """@echo off
REM Nightly export of the Primavera P6 schedule tables (project <<orgu>>-<<nnn>>)
set ORACLE_HOME=C:\\oracle\\product\\19.0.0\\client_1
set PATH=%ORACLE_HOME%\\bin;%PATH%
set STAMP=%date:~-4%%date:~3,2%%date:~0,2%
sqlplus -s privuser/<<cred>>@PMDB @C:\\P6\\tools\\export_activities.sql > C:\\P6\\exports\\activities_%STAMP%.log
expdp privuser/<<cred>>@PMDB schemas=ADMUSER directory=P6_DUMP dumpfile=p6_%STAMP%.dmp logfile=p6_%STAMP%.log
""",
    lambda rng: gen_pw(rng, sym="_#"),
    syntax="",
)

F.reg(
    "handasa_paymob_secret_key_django_settings",
    ("portal/<<org>>_portal/settings/production.py", "invoices-<<n>>/config/settings.py"),
    '''"""Client portal: consultancy invoices paid by card or wallet (Paymob)."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["portal.<<dom>>"]

PAYMOB = {
    "SECRET_KEY": "<<cred>>",
    "PUBLIC_KEY": "egy_pk_live_<<h32>>",
    "INTEGRATION_ID_CARD": <<num7>>,
    "INTEGRATION_ID_WALLET": <<num7>>,
    "CURRENCY": "EGP",
}
''',
    "p:paymob",
)

F.reg(
    "handasa_odoo_conf_admin_passwd",
    ("etc/odoo/odoo_<<org>>.conf", "odoo-<<n>>/etc/odoo.conf"),
    """[options]
; Odoo 17 – timesheets and project accounting
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom
admin_passwd = <<cred>>
db_host = <<lan>>
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^<<org>>$
proxy_mode = True
workers = 4
""",
    "pw",
    syntax="ini",
)

F.reg(
    "handasa_sharepoint_pnp_client_secret_ps1",
    ("scripts/sync-drawings-<<org>>.ps1", "C/Users/<<fa>>/Desktop/upload_reports_<<n>>.ps1"),
    """# Upload the weekly site reports to the project SharePoint (PnP.PowerShell)
$tenant   = "<<org>>.onmicrosoft.com"
$clientId = "<<uid>>"
$secret   = "<<cred>>"
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/Projects" -ClientId $clientId -ClientSecret $secret
Get-ChildItem "D:\\Reports\\<<y>>" -Filter *.pdf | ForEach-Object {
    Add-PnPFile -Path $_.FullName -Folder "Shared Documents/Site Reports"
}
""",
    "p:azure_secret",
    syntax="",
)


def enc_html_num(s: str) -> str:
    """Every character but letters and digits as a numeric entity (as some mail editors do)."""
    return "".join(c if c.isalnum() and c.isascii() else f"&#{ord(c)};" for c in s)


def _html_pw(rng: random.Random, s: Slots) -> None:
    while str(s["cred"]).isalnum():
        s["cred"] = F.human(rng)
    s["enc"] = enc_html_num(str(s["cred"]))


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    if not m:
        raise ValueError("no pw cell")
    return html.unescape(m.group(1))


F.reg(
    "handasa_arabic_email_html_numeric_entities",
    ("mail/<<fa>>/sent/<<date>>_حساب_الموقع.html", "Outlook/<<org>>/<<ts>>.htm"),
    """<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="font-family:Tahoma">
<p>السادة / إدارة المشروع،</p>
<p>مرفق بيانات الدخول على منصة متابعة الأعمال (Aconex) للمهندس المقيم:</p>
<table border="1" cellpadding="4">
<tr><td>اسم المستخدم</td><td><<user>></td></tr>
<tr><td>كلمة المرور</td><td class="pw"><<enc>></td></tr>
</table>
<p>مع خالص التحية،<br><<first>> <<last>><br><<orgc>> للاستشارات الهندسية</p>
</body></html>
""",
    "human",
    syntax="",
    extra=_html_pw,
    decode=_dec_html,
)

F.reg(
    "handasa_geotech_lab_my_cnf",
    ("lab-server/home/<<fa>>/.my.cnf", "geotech/<<org>>/my_<<n>>.cnf"),
    """# soil-lab results database (boreholes, CBR, Proctor)
[client]
host=<<lan>>
user=<<user>>
password=<<cred>>
database=geotech_lab

[mysqldump]
max_allowed_packet=64M
""",
    "pw",
    syntax="ini",
)


def _csv(s: Slots) -> str:
    rows = [
        "الاسم,القسم,اسم المستخدم,كلمة المرور,ملاحظات",
        f"{s['first']} {s['last']},إنشائي,{s['user']},{s['cred']},ETABS + SAFE",
        f"{s['first2']} {s['last2']},طرق,{s['user2']},(مع مدير القسم),Civil 3D",
    ]
    return "\n".join(rows) + "\n"


F.reg(
    "handasa_staff_portal_csv_arabic_headers",
    ("HR/حسابات_الموظفين_<<y>>.csv", "shared/<<org>>/staff_accounts_<<n>>.csv"),
    _csv,
    "human",
    syntax="",
)
