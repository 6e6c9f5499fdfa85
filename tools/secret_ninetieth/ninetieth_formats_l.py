# ruff: noqa: E501
"""Family l: a court-filing and process-serving service in Suva, Fiji: English, iTaukei
(Fijian) and Fiji Hindi."""

from __future__ import annotations

from ninetieth_spec import Fam, alnum

FAM = Fam(
    name="court_filing_runners_suva",
    orgs=(
        ("vitifilings", "Viti Court Filings & Process Serving"),
        ("suvaclerks", "Suva Legal Clerks Pte Limited"),
        ("ratusukunafilings", "Ratu Sukuna Road Filing Services"),
    ),
    tld="com.fj",
    first=(
        ("Litia", "litia"),
        ("Semisi", "semisi"),
        ("Mereani", "mereani"),
        ("Jone", "jone"),
        ("Salote", "salote"),
        ("Anjali", "anjali"),
        ("Ravinesh", "ravinesh"),
        ("Sanjay", "sanjay"),
    ),
    last=(
        ("Tabua", "tabua"),
        ("Waqa", "waqa"),
        ("Naivalu", "naivalu"),
        ("Vunibola", "vunibola"),
        ("Kumar", "kumar"),
        ("Prasad", "prasad"),
        ("Chand", "chand"),
        ("Nawaqa", "nawaqa"),
    ),
    words=(
        "bula",
        "vinaka",
        "yaqona",
        "lovo",
        "masi",
        "tabua",
        "drua",
        "sevusevu",
        "viti",
        "talanoa",
        "kokoda",
        "rourou",
        "dalo",
        "sigatoka",
        "kaiviti",
        "vanua",
        "mataqali",
        "moce",
    ),
    pets=("kalu", "rocky", "blacky", "tiger", "kiki", "bruno"),
    towns=("suva", "nausori", "lautoka", "nadi", "labasa", "lami"),
    cc="+679",
)

FAM.reg(
    "suvacourt_itaukei_whatsapp_efiling_login",
    ("WhatsApp Chat with <<fc2>>.txt", "<<org>>/chats/whatsapp_<<fa2>>_<<date>>.txt"),
    """<<dmys>>, <<hm>> - <<f2>> <<l2>>: Bula vinaka <<f>>, au sa tiko e na High Court registry, sa logout na e-filing portal
<<dmys>>, <<hm>> - <<f2>> <<l2>>: Cava na password vou?
<<dmys>>, <<hm2>> - <<f>> <<l>>: username <<login>>_filings
<<dmys>>, <<hm2>> - <<f>> <<l>>: password <<cred>>
<<dmys>>, <<hm2>> - <<f2>> <<l2>>: Vinaka vakalevu 🙏 sa filed oti na affidavit
""",
    "human",
    syntax="",
)

FAM.reg(
    "suvacourt_judiciary_portal_selenium_python",
    ("<<org>>/automation/check_listings.py", "scripts/<<org>>_cause_list_<<y>>.py"),
    '''"""Download tomorrow's cause lists from the judiciary portal for our clients' matters."""

from selenium import webdriver
from selenium.webdriver.common.by import By

PORTAL = "https://efiling.judiciary.gov.fj/login"
USER = "<<login>>_filings"
PASSWORD = "<<cred>>"

driver = webdriver.Firefox()
driver.get(PORTAL)
driver.find_element(By.ID, "username").send_keys(USER)
driver.find_element(By.ID, "password").send_keys(PASSWORD)
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
''',
    "human_x",
)

FAM.reg(
    "suvacourt_mpaisa_merchant_php_config",
    ("<<org>>-site/config/mpaisa.php", "var/www/<<dom>>/includes/mpaisa-config.php"),
    """<?php
// Vodafone M-PAiSA merchant checkout - filing fee deposits (<<orgname>>)
return [
    'merchant_id' => 'MP<<n6>>',
    'api_key'     => '<<cred>>',
    'callback'    => 'https://<<dom>>/pay/mpaisa/callback',
    'currency'    => 'FJD',
];
""",
    "p:mpaisa",
    syntax="",
)

FAM.reg(
    "suvacourt_fiji_hindi_sms_export_reply_only",
    ("<<org>>/phone/sms_export_<<date>>.txt", "Documents/SMS Export <<fa2>> <<n3>>.txt"),
    """<<date>> <<hm>>:12 | <<phone2>> | IN | Bhaiya, FRCS wala Taxpayer Online Services ka password bhejo na, client ka return file karna hai
<<date>> <<hm2>>:40 | <<phone2>> | OUT | <<cred>>
<<date>> <<hm2>>:55 | <<phone2>> | IN | thank you bhaiya, hoi gaya 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "suvacourt_onedrive_rclone_conf_client_secret",
    ("<<org>>/.config/rclone/rclone.conf", "home/<<login>>/.config/rclone/rclone.conf"),
    """[onedrive-filings]
type = onedrive
client_id = <<uuid>>
client_secret = <<cred>>
drive_type = business
drive_id = b!<<driveid>>

[nas]
type = sftp
host = <<ip>>
user = filings
key_file = ~/.ssh/id_ed25519
""",
    "p:azure_ad",
    syntax="ini",
    extra=lambda rng, s: {
        "driveid": alnum(
            rng, 64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        )
    },
)

FAM.reg(
    "suvacourt_frcs_tos_ics_description",
    ("<<org>>/calendar/filing_deadlines_<<y>>.ics", "exports/<<fa>>_calendar_<<n3>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<hex8>>@google.com
DTSTART;VALUE=DATE:<<y>><<mo>><<d>>
SUMMARY:VAT return due - client <<l2>> Hardware (Nausori)
DESCRIPTION:File via FRCS TOS. TIN 50-<<n6>>-0-<<n2>>. login <<login>>vat pw <<cred>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "suvacourt_kyocera_scan_address_book_csv",
    ("<<org>>/devices/kyocera_addressbook_<<date>>.csv", "scanner/<<org>>_onetouch_<<n2>>.csv"),
    """"Number","Name","Type","Host","Path","Port","Login User Name","Login Password"
"1","Scans - Filing Desk","SMB","<<ip>>","\\\\scans\\filing","445","<<org>>\\scanner","<<cred>>"
"2","<<f>> <<l>>","E-mail","<<email>>","","","",""
""",
    "pw",
    syntax="",
)

FAM.reg(
    "suvacourt_docusign_jwt_private_key_pem",
    ("<<org>>/keys/docusign_<<hex8>>_private.pem", "secrets/<<org>>-esign/private_key_<<n3>>.pem"),
    """<<cred>>
""",
    "rsa",
    syntax="",
)
