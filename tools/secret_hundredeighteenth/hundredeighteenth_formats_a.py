# ruff: noqa: E501
"""Family a: a primary school's office in Nairobi, Kenya (Swahili / English)."""

from __future__ import annotations

import json

from hundredeighteenth_spec import Fam

KE = Fam(
    name="msingi_primary_office_nairobi",
    orgs=("mwangaza", "tumainiview", "kilelenijunior"),
    tld="sc.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Mutua", "mutua"),
        ("Chebet", "chebet"),
        ("Baraka", "baraka"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kiprono", "kiprono"),
        ("Wekesa", "wekesa"),
        ("Njoroge", "njoroge"),
        ("Atieno", "atieno"),
    ),
    words=(
        "shule",
        "mwalimu",
        "darasa",
        "kitabu",
        "uhuru",
        "harambee",
        "jamhuri",
        "simba",
        "tembo",
        "safari",
        "mvua",
        "nairobi",
        "kisumu",
        "gor",
        "ingwe",
        "ugali",
        "chapati",
        "mandazi",
        "amani",
        "furaha",
    ),
    pets=("simba", "bosco", "rex", "chui", "tiger", "jimmy", "kuku"),
    cc="+254",
    grades=("Grade4", "Grade6", "PP2", "Std8", "Grade5"),
)

KE.reg(
    "msingi_zeraki_whatsapp_swahili_nenosiri",
    ("Downloads/WhatsApp Chat with Ofisi <<orgc>> <<y>>.txt", "chats/ofisi_walimu_<<n>>.txt"),
    """<<dmy2>>, <<hm>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<dmy2>>, <<hm>> - <<fn>> <<ln>>: Habari mwalimu, nimejaribu kuingia Zeraki lakini inakataa
<<dmy2>>, <<hm>> - <<fn2>> <<ln2>>: Tumia akaunti ya ofisi: <<email>>
<<dmy2>>, <<hm>> - <<fn2>> <<ln2>>: nenosiri ni <<cred>>
<<dmy2>>, <<hm>> - <<fn2>> <<ln2>>: Usiweke kwenye kikundi cha wazazi tafadhali 🙏
<<dmy2>>, <<hm>> - <<fn>> <<ln>>: Sawa asante, nimeingia. Nitaweka alama za <<grade>> leo jioni
""",
    "human",
)

KE.reg(
    "msingi_mpesa_daraja_fees_paybill_env",
    ("fees-portal/.env", "srv/<<org>>-fees/.env.production"),
    """# School fees paybill - Safaricom Daraja (STK push for parents)
APP_NAME="<<orgc>> Fees"
APP_URL=https://fees.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=fees
DB_USERNAME=fees
MPESA_ENV=production
MPESA_SHORTCODE=<<n>>41
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<csec>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://fees.<<dom>>/api/mpesa/callback
""",
    "p:daraja_passkey",
    extra=lambda rng, s: {
        "ckey": KE.cred(rng, "p:daraja_key"),
        "csec": KE.cred(rng, "p:daraja_secret"),
    },
)

KE.reg(
    "msingi_nemis_portal_handover_note",
    ("Desktop/HANDOVER ofisi <<y>>.txt", "Documents/handover_<<fa>>_<<y>>.txt"),
    """HANDOVER NOTES - SCHOOL OFFICE (<<orgc>> Primary)
Prepared by: <<fn>> <<ln>>   Date: <<dmy>>

1. NEMIS (Ministry portal) - learner numbers, capitation
   UPI: <<n>>0<<n2>>
   user: <<login>>
   pass: <<cred>>
   (Head teacher knows the old one, it was changed in <<mo>>/<<y>>)

2. KNEC portal - Grade 6 KPSEA registration: see head teacher's file
3. Printer in staffroom: toner from Luthuli Avenue, receipt in drawer
4. Parents SMS - Africa's Talking, bundle top-up via paybill

Asante sana na kazi njema!
""",
    "human",
)

KE.reg(
    "msingi_africastalking_parents_sms_php",
    ("sms/config.php", "public_html/<<org>>/includes/at_config.php"),
    """<?php
// Africa's Talking - bulk SMS to parents (fees reminders, closing dates)
// set up by <<fn>> <<ln>>, <<dmy>>
define('AT_USERNAME', '<<org>>school');
define('AT_API_KEY', '<<cred>>');
define('AT_SENDER_ID', '<<orgc>>SCH');
define('AT_ENV', 'live');

$classes = ['PP1', 'PP2', 'Grade1', 'Grade2', 'Grade3', 'Grade4', 'Grade5', 'Grade6'];
""",
    "p:africastalking",
    syntax="",
)

KE.reg(
    "msingi_office_router_huawei_hg8145_backup",
    ("router/hw_ctree_<<n>>.txt", "Backups/router_ofisi_<<date>>.txt"),
    """! Huawei EchoLife HG8145V5 (Safaricom Home Fibre) - configuration summary
! exported <<date>> <<hm>>
WLAN 1
 SSID            : <<orgc>>_Staff
 Authentication  : WPA2-PSK
 Encryption      : AES
 WPA PreSharedKey: <<cred>>
 Hide SSID       : disabled
WLAN 2
 SSID            : <<orgc>>_Wageni
 Authentication  : Open
LAN
 IP Address      : 192.168.100.1
 DHCP Range      : 192.168.100.2 - 192.168.100.254
""",
    "human",
)


def _ss(s: dict) -> str:
    cells = [
        "Jina",
        "Darasa",
        "Akaunti",
        "Nenosiri",
        f"{s['fn']} {s['ln']}",
        str(s["grade"]),
        str(s["email"]),
        str(s["cred"]),
        f"{s['fn2']} {s['ln2']}",
        "Ofisi",
        str(s["email2"]),
        "aliyebadilisha",
    ]
    items = "".join(f"<si><t>{c}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">'
        f"{items}</sst>\n"
    )


KE.reg(
    "msingi_fees_register_xlsx_sharedstrings",
    ("ada_<<y>>_<<n>>/xl/sharedStrings.xml", "unzip/rejista_<<org>>_<<n>>/xl/sharedStrings.xml"),
    _ss,
    "human",
)

KE.reg(
    "msingi_knec_portal_sms_backup_xml",
    ("SMSBackupRestore/sms-<<date>><<n>>.xml", "phone/backup/sms-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Mwalimu naomba password ya KNEC portal tafadhali, nataka kupakua results" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy>> <<hm>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<hm>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" subject="null" body="Asante, imekubali" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy>> <<hm>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)


def _gam(s: dict) -> str:
    return (
        json.dumps(
            {
                "token": "ya29.a0" + str(s["tok"]),
                "refresh_token": s["refresh"],
                "token_uri": "https://oauth2.googleapis.com/token",
                "client_id": f"{s['n']}{s['n2']}-{s['hex8']}.apps.googleusercontent.com",
                "client_secret": s["cred"],
                "scopes": [
                    "https://www.googleapis.com/auth/admin.directory.user",
                    "https://www.googleapis.com/auth/classroom.courses",
                ],
                "decoded_id_token": {"email": s["email"], "hd": s["dom"]},
            },
            indent=2,
        )
        + "\n"
    )


KE.reg(
    "msingi_google_workspace_gam_oauth2_txt",
    ("GAMConfig/oauth2.txt", "Users/<<fa>>/GAMConfig/oauth2.txt"),
    _gam,
    "p:google_oauth_secret",
    syntax="json",
    extra=lambda rng, s: {
        "refresh": KE.cred(rng, "p:google_refresh"),
        "tok": KE.cred(rng, "alnum:60"),
    },
)
