"""Family e: a county bookmobile (mobile library outreach service)."""
# ruff: noqa: E501

import urllib.parse

from thirtysecond_spec import dec_after, enc_url, prov, pw_with, reg

F = "bookmobile_county_outreach_service"

reg(
    F,
    "bookmobile_circulation_db_url_percent_encoded",
    ("circulation/<<org>>/db.py", "outreach-<<n>>/app/database.py"),
    '''"""Circulation database for the bookmobile stops (loans are synced when the van is back)."""

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DATABASE_URL = "postgresql+psycopg2://bookmobile:<<cred>>@<<ip>>:5432/circulation"

engine = create_engine(DATABASE_URL, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False)
''',
    pw_with("@:/#%?", sym="-_.!*"),
    enc=enc_url,
    decode=dec_after(r"://bookmobile:([^@]+)@", urllib.parse.unquote),
)

reg(
    F,
    "bookmobile_van_router_openwrt_uci_network",
    ("etc/config/network", "van<<n>>/openwrt/etc/config/network"),
    """config interface 'loopback'
	option device 'lo'
	option proto 'static'
	option ipaddr '127.0.0.1'
	option netmask '255.0.0.0'

config interface 'wwan'
	option proto 'qmi'
	option device '/dev/cdc-wdm0'
	option apn 'council.m2m'
	option auth 'both'
	option username 'bookmobile<<n>>'
	option password '<<cred>>'
	option pdptype 'ipv4'
""",
    "h_sq",
)

reg(
    F,
    "bookmobile_driver_greek_viber_kodikos",
    ("viber/<<first>>_<<n>>.txt", "exports/<<org>>/viber_odigoi_<<date>>.txt"),
    """[<<dslash>> <<time>>] Γιώργος: Καλημέρα, το φορτηγάκι είναι στη στάση του σχολείου ως τις 12
[<<dslash>> <<time>>] <<firstc>>: Ο υπολογιστής δανεισμού ζητάει κωδικό πάλι
[<<dslash>> <<time2>>] Γιώργος: χρήστης: vivlio<<n>>
[<<dslash>> <<time2>>] Γιώργος: κωδικός: <<cred>>
[<<dslash>> <<time2>>] <<firstc>>: ευχαριστώ!! μπήκα
""",
    "h",
)

reg(
    F,
    "bookmobile_rfid_kiosk_sip2_xml",
    ("kiosk/<<org>>/SelfServiceConfig.xml", "ProgramData/Kiosk/van<<n>>/config.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<kioskConfig>
  <branch code="MOB<<n>>" name="<<org_t>> Bookmobile" />
  <rfid reader="COM3" antennaPower="27" />
  <sip2 host="<<ip>>" port="6001" loginUser="sipkiosk<<n>>" loginPassword="<<cred>>" locationCode="MOBILE" />
  <receipt printer="EPSON TM-T20III" footer="Thank you for visiting the bookmobile" />
</kioskConfig>
""",
    "pw_xml",
)

reg(
    F,
    "bookmobile_route_app_gradle_properties_maps_key",
    ("route-app/<<org>>/gradle.properties", "android/outreach-<<n>>/local.properties"),
    """# Project-wide Gradle settings.
org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
# Stop list map (Maps SDK for Android)
MAPS_API_KEY=<<cred>>
""",
    prov("google"),
)

reg(
    F,
    "bookmobile_council_servicedesk_ticket_note",
    ("tickets/INC00<<n4>><<n>>.txt", "servicedesk/<<org>>/ticket_<<n4>>.txt"),
    """Incident INC00<<n4>><<n>>   Priority: 3 - Moderate
Caller: <<firstc>> <<lastc>> (Library Outreach)
Short description: Bookmobile laptop - cannot log in to LMS after van returned

Work notes (<<dslash>> <<time>>, <<first2c>> <<last2c>>, Service Desk):
Reset the LMS staff account "outreach.van<<n>>". Temporary password given to caller by phone:
<<cred>>
Caller advised to change at next login. Laptop to be re-imaged when van is in depot.

State: Resolved
""",
    "h",
)

reg(
    F,
    "bookmobile_ebook_lending_powershell_securestring",
    ("scripts/<<org>>/Sync-EbookLoans.ps1", "outreach/Sync-Loans-<<n>>.ps1"),
    """# Pull e-book loans for the outreach report
$User   = "outreach-reports"
$Secure = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$Cred   = New-Object System.Management.Automation.PSCredential($User, $Secure)

$loans = Invoke-RestMethod -Uri "https://lending.<<dom>>/api/v1/loans?branch=MOBILE" -Credential $Cred
$loans | Export-Csv -Path "C:\\Reports\\ebook_loans_$(Get-Date -Format yyyyMMdd).csv" -NoTypeInformation
""",
    "pw_dq",
)

reg(
    F,
    "bookmobile_timetable_ukrainian_sms_reply",
    ("sms/<<org>>_<<n>>.txt", "backup/sms/<<first>>_<<date>>.txt"),
    """<<dslash>> <<time>>  від +44 7<<n>> <<n4>>00: Доброго дня! Бібліобус завтра буде біля школи о 10:30?
<<dslash>> <<time>>  до +44 7<<n>> <<n4>>00: Так, о 10:30. Пароль до планшета для видачі книжок змінили
<<dslash>> <<time2>>  від +44 7<<n>> <<n4>>00: а який новий?
<<dslash>> <<time2>>  до +44 7<<n>> <<n4>>00: <<cred>>
""",
    "h",
)
