# ruff: noqa: E501
"""Family l: a church school's office (a Free Wesleyan Church college) in Tonga, in Tongan and
English."""

from __future__ import annotations

from hundredfourteenth_spec import Fam

FAM = Fam(
    name="kolisi_wesleyan_school_tonga",
    orgs=("kolisitupou", "queensalote", "tupoucollege", "hihifocollege", "ocoloaacademy"),
    tld="to",
    first=(
        ("Sione", "Sione"),
        ("Mele", "Mele"),
        ("Tevita", "Tevita"),
        ("Losana", "Losana"),
        ("Viliami", "Viliami"),
        ("ʻAna", "Ana"),
        ("Siosaia", "Siosaia"),
        ("Salote", "Salote"),
    ),
    last=(
        ("Taufa", "Taufa"),
        ("Fifita", "Fifita"),
        ("Havili", "Havili"),
        ("Vaipulu", "Vaipulu"),
        ("Lolohea", "Lolohea"),
        ("Moala", "Moala"),
        ("Kaufusi", "Kaufusi"),
    ),
    words=(
        "ofa",
        "malo",
        "tonga",
        "nukualofa",
        "vavau",
        "haapai",
        "fakafetai",
        "lotu",
        "siasi",
        "kolisi",
        "tapa",
        "kava",
        "talanoa",
        "uesiliana",
        "toutai",
        "kalapu",
        "tupou",
    ),
    pets=("pele", "manu", "lucky", "bobby", "sisi", "kuli"),
    cc="+676",
)

R = FAM.reg


def _wa(s: dict) -> str:
    d = f"{s['day']}/{s['mon']}/{s['year']}"
    return (
        f"[{d}, {s['time']}:04] {s['fn2']} {s['ln2']}: Malo e lelei. Ko e haʻu ʻa e paasiueti ki he SIS ke hū ai ʻo fakahū ʻa e maaka ʻo e sivi?\n"
        f"[{d}, {s['time']}:31] {s['fn']} {s['ln']}: Ko e username: {s['login']}\n"
        f"[{d}, {s['time']}:32] {s['fn']} {s['ln']}: {s['cred']}\n"
        f"[{d}, {s['time']}:40] {s['fn2']} {s['ln2']}: Mālō ʻaupito 🙏\n"
    )


R(
    "kolisi_whatsapp_tongan_paasiueti_sis",
    (
        "WhatsApp Chat - Kau Faiako <<org>>/_chat.txt",
        "Downloads/WhatsApp Chat - Ofisi <<n>>/_chat.txt",
    ),
    _wa,
    "human",
    syntax="",
)

R(
    "kolisi_school_fees_stripe_python",
    ("fees/payments.py", "home/<<fa>>/school-fees-<<n>>/stripe_checkout.py"),
    """\"\"\"School fees and boarding (TOP) - Stripe Checkout for parents overseas.\"\"\"

import stripe

stripe.api_key = "<<cred>>"


def checkout(student_id, amount_top):
    return stripe.checkout.Session.create(
        mode="payment",
        line_items=[{"price_data": {"currency": "top", "unit_amount": int(amount_top * 100), "product_data": {"name": f"School fees {student_id}"}}, "quantity": 1}],
        success_url="https://<<dom>>/fees/malo",
        cancel_url="https://<<dom>>/fees",
    )
""",
    "p:stripe",
)

R(
    "kolisi_copier_scan_to_email_smtp_xml",
    ("Copier/AddressBook_<<n>>.xml", "Office/ricoh_settings_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceSettings model="IM C3000" location="Ofisi Pule Ako">
  <Smtp>
    <Server>smtp.office365.com</Server>
    <Port>587</Port>
    <Auth>true</Auth>
    <User>scanner@<<dom>></User>
    <Password><<cred>></Password>
    <StartTls>true</StartTls>
  </Smtp>
  <Destination name="Ofisi" email="office@<<dom>>" />
</DeviceSettings>
""",
    "pw_xml",
)

R(
    "kolisi_staff_accounts_csv_tongan_headers",
    ("Ofisi/kau_ngaue_<<year>>.csv", "Desktop/staff_logins_<<n>>.csv"),
    """Hingoa,Lakanga,Email,Paasiueti
<<fn>> <<ln>>,Faiako Saienisi,<<email>>,<<cred>>
<<fn2>> <<ln2>>,Sekelitali,<<email2>>,(ʻeke ki he ofisi)
""",
    "human_x",
    syntax="",
)

R(
    "kolisi_library_wifi_notice_ocr",
    ("Scans/fakatokanga_<<n>>.txt", "OCR/notice_board_<<n>>.txt"),
    """FAKATOKANGA KI HE FANAU AKO
WiFi ʻi he Laipeli: KOLISI-LIB
Paasiueti:
<<cred>>
ʻOua ʻe vahevahe ki tuʻa.
""",
    "human_x",
    syntax="",
)

R(
    "kolisi_lab_pc_unattend_xml_admin",
    ("Deploy/unattend.xml", "LabImages/Autounattend_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value><<cred>></Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
      <TimeZone>Tonga Standard Time</TimeZone>
      <ComputerName>LAB-<<n>></ComputerName>
    </component>
  </settings>
</unattend>
""",
    "pw_xml",
)

R(
    "kolisi_new_aduser_students_ps1",
    ("Scripts/New-Students.ps1", "IT/ad_students_<<year>>_<<n>>.ps1"),
    """# Kau ako foʻou - Form 1 (ngaahi akaunti ʻi he lab)
Import-Module ActiveDirectory
$pw = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
Import-Csv .\\form1_<<year>>.csv | ForEach-Object {
    New-ADUser -Name $_.Hingoa -SamAccountName $_.Id -AccountPassword $pw `
        -ChangePasswordAtLogon $true -Enabled $true -Path "OU=Students,DC=<<org>>,DC=local"
}
""",
    "pw_dq",
    syntax="",
)


def _mail(s: dict) -> str:
    return (
        f"From: {s['Fa']} {s['La']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: SIS login - Term 2\n"
        f"Date: Thu, {s['day']} May {s['year']} {s['time']}:00 +1300\n"
        "Content-Type: text/plain; charset=UTF-8\n\n"
        f"Malo e lelei {s['fn2']},\n\n"
        "Ko hoʻo login eni ki he School Information System ke fakahū ai ʻa e ngaahi maaka:\n"
        f"URL: https://sis.{s['dom']}\n"
        f"Username: {s['login']}\n"
        f"Password: {s['cred']}\n\n"
        "Faka'apa'apa atu,\n"
        f"{s['fn']} - Ofisi ʻo e Kolisi\n"
    )


R(
    "kolisi_office_email_sis_login_term",
    ("Mail/Sent Items/<<n2>>.eml", "Outlook/office/Sent/<<n2>>.eml"),
    _mail,
    "human_x",
    syntax="",
)
