# ruff: noqa: E501
"""Family a: a customs broker in Mombasa, Kenya (Swahili / English; KenTrade single window,
KRA iCMS, M-Pesa Daraja, KPA EDI, MikroTik office router)."""

from __future__ import annotations

from hundredthirtieth_spec import Fam, after, alnum, dec_basic, enc_basic, prov, reg

F = Fam(
    name="forodha_mombasa_customs_broker",
    orgs=("bandarikuu", "pwanicargo", "kilindiniclear", "mnaziforwarders", "likonibrokers"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Fatuma", "fatuma"),
        ("Hassan", "hassan"),
        ("Amina", "amina"),
        ("Baraka", "baraka"),
        ("Njeri", "njeri"),
        ("Salim", "salim"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kamau", "kamau"),
        ("Omondi", "omondi"),
        ("Mohamed", "mohamed"),
        ("Wekesa", "wekesa"),
        ("Njoroge", "njoroge"),
        ("Mutua", "mutua"),
    ),
    words=(
        "bandari",
        "forodha",
        "kontena",
        "mzigo",
        "meli",
        "pwani",
        "jahazi",
        "likoni",
        "nyali",
        "mvua",
        "safari",
        "nguvu",
        "mnazi",
        "tembo",
        "kilindini",
        "ushuru",
    ),
    pets=("simba", "bosco", "duma", "jimmy", "rex", "chui", "tiger"),
    places=("Mombasa", "Likoni", "Nyali", "Changamwe", "Kilindini", "Voi", "Mtwapa"),
    cc="+25472",
)

reg(
    F,
    "forodha_kentrade_twis_selenium_login_py",
    ("scripts/kentrade_idf_status.py", "ofisi/automation/twis_<<n>>.py"),
    '''"""Ingia KenTrade TWIS kila asubuhi na upakue hali ya IDF na permits za wateja."""

import csv
import time

from selenium import webdriver
from selenium.webdriver.common.by import By

PORTAL = "https://www.kentrade.go.ke/twis/"
USERNAME = "<<user>>"
PASSWORD = "<<cred>>"  # nenosiri la ofisi, Bi <<fn>> analijua
AGENT_PIN = "P05<<big>>Q"


def main() -> None:
    driver = webdriver.Chrome()
    driver.get(PORTAL)
    driver.find_element(By.ID, "username").send_keys(USERNAME)
    driver.find_element(By.ID, "password").send_keys(PASSWORD)
    driver.find_element(By.ID, "btnLogin").click()
    time.sleep(4)
    rows = driver.find_elements(By.CSS_SELECTOR, "table#idfList tr")
    with open("idf_<<date>>.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for r in rows:
            w.writerow([c.text for c in r.find_elements(By.TAG_NAME, "td")])
    driver.quit()


if __name__ == "__main__":
    main()
''',
    "human",
)

reg(
    F,
    "forodha_swahili_whatsapp_nenosiri_icms",
    ("WhatsApp Chat with <<fn2>> <<ln2>>.txt", "Downloads/WhatsApp Chat - Forodha <<orgc>>.txt"),
    """<<dmy>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<dmy>>, <<time>> - <<fn>> <<ln>>: Habari boss, nimefika Kilindini. Container <<box>> bado iko hold
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Sawa. Ingia iCMS uangalie kama entry imepita
<<dmy>>, <<time>> - <<fn>> <<ln>>: Sina login yangu leo, simu ilizima. Nitumie ya ofisi tafadhali
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Jina la mtumiaji ni <<user>>
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Nenosiri: <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: Usiwape watu wa depot, ukimaliza niambie nibadilishe
<<dmy>>, <<time2>> - <<fn>> <<ln>>: 👍🏾 poa, nimeingia
""",
    "human",
)

reg(
    F,
    "forodha_mpesa_daraja_duty_paybill_env",
    (".env", "duty-pay/.env.production", "srv/<<org>>-payments/.env"),
    """# Lipa na M-Pesa Online (Daraja) - kulipa ushuru wa KRA kwa paybill ya ofisi
APP_ENV=production
MPESA_ENV=production
MPESA_SHORTCODE=<<nn>>55
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<csec>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/stk/callback
KRA_PAYBILL=572572
DB_HOST=<<ip>>
""",
    "p:daraja_passkey",
    syntax="",
    extra=lambda rng, s: {"ckey": prov(rng, "daraja_key"), "csec": alnum(rng, 16)},
)

reg(
    F,
    "forodha_icms_client_logins_csv_cell",
    ("Clients/logins_wateja_<<year>>.csv", "shared/forodha/wateja_<<n>>.csv"),
    """Mteja,PIN ya KRA,Mfumo,Jina la mtumiaji,Nenosiri,Maelezo
<<orgc>> Ltd,P05<<big>>X,iCMS,<<user>>,<<cred>>,imebadilishwa <<dmy>>
<<fn2>> Traders,A00<<big>>K,iCMS,<<fa2>>.<<la2>>,,ameondoka - usitumie
""",
    "human",
    syntax="",
)

reg(
    F,
    "forodha_ects_email_curl_basic_header_base64",
    ("Mail/Inbox/ects_api_<<n>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: ECTS API - jaribio la tracking ya seals
Date: Tue, 14 Apr <<year>> 09:12:44 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Habari <<fn>>,

Nimeweka API ya Regional Electronic Cargo Tracking System kwenye server ya ofisi.
Jaribu hivi kutoka terminal:

curl -s -H "Authorization: Basic <<enc>>" \\
  "https://ects.<<dom>>/api/v1/seals/<<box>>"

Ukipata 401 niambie, huenda akaunti imefungwa.

--
<<fn2>> <<ln2>>
IT, <<orgc>> Clearing & Forwarding, <<place>>
""",
    "human",
    syntax="",
    enc=lambda cred, s: enc_basic(s["user"], cred),
    decode=lambda t: dec_basic(after(t, "Basic ", '"')),
)

reg(
    F,
    "forodha_kpa_edi_lftp_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd /srv/manifests
ls -la *.edi
lftp -u <<user>>,'<<cred>>' sftp://edi.<<dom>>:22
cat /srv/manifests/cuscar_<<date>>.edi | head
python3 push_manifest.py --voyage <<nn>>W
exit
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "forodha_office_mikrotik_export_rsc_psk",
    ("backup/mikrotik_ofisi_<<date>>.rsc", "router/export_<<n>>.rsc"),
    """# <<date>> <<time>>:11 by RouterOS 7.14.3
# software id = <<hex8>>
#
# model = RB951Ui-2HnD
/interface bridge
add name=bridge-ofisi
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=ofisi-<<org>> supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n mode=ap-bridge security-profile=ofisi-<<org>> ssid=<<orgu>>-OFISI
/ip address
add address=<<ip>>/24 interface=bridge-ofisi
/system identity
set name=<<org>>-<<place>>
""",
    "human_b",
    syntax="",
)

reg(
    F,
    "forodha_sms_backup_xml_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "Backups/sms/sms-<<epoch>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" subject="null" body="Boss naomba password ya KenTrade, nataka ku-lodge IDF ya <<orgc>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>900" type="1" subject="null" body="Asante, nimeingia sasa" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human",
)
