# ruff: noqa: E501
"""Family a: a phone repair stall (fundi wa simu) in Nairobi, Kenya; Swahili and Sheng."""

from hundredseventeenth_spec import Fam, dec_basic, enc_basic

F = Fam(
    name="fundi_simu_repair_stall_kenya",
    orgs=("simuhodari", "fundiplus", "kiwanjanet", "lueshafix"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kiprop", "kiprop"),
        ("Mwangi", "mwangi"),
        ("Nafula", "nafula"),
        ("Baraka", "baraka"),
    ),
    last=(
        ("Kamau", "kamau"),
        ("Odhiambo", "odhiambo"),
        ("Wekesa", "wekesa"),
        ("Njoroge", "njoroge"),
        ("Chebet", "chebet"),
        ("Mutua", "mutua"),
    ),
    words=(
        "simu",
        "fundi",
        "skrini",
        "luthuli",
        "nairobi",
        "harambee",
        "jambo",
        "tusker",
        "gikomba",
        "matatu",
        "sheng",
        "karibu",
        "pesa",
        "rafiki",
        "mambo",
    ),
    pets=("simba", "duma", "bahati", "chui", "tembo", "jabali"),
    cc="+254",
    city="Nairobi",
)

F.reg(
    "fundisimu_swahili_whatsapp_nenosiri_gmail_frp",
    ("WhatsApp/Chat ya WhatsApp na <<fn>> <<ln>>.txt", "backup/wa_<<fa>>_<<n>>.txt"),
    """<<dmy>>, <<time>> - Ujumbe na simu zimesimbwa kutoka mwanzo hadi mwisho. Hakuna mtu nje ya gumzo hili anayeweza kuzisoma.
<<dmy>>, <<time>> - <<fn>> <<ln>>: Habari fundi, simu yangu ya Tecno imekwama kwa Google account baada ya kureset
<<dmy>>, <<time>> - Fundi <<fn2>> (<<Org>>): Sawa. Nitumie email na nenosiri ya Gmail ndio nitoe FRP
<<dmy>>, <<time>> - <<fn>> <<ln>>: email ni <<fa>>.<<la>><<n>>@gmail.com
<<dmy>>, <<time>> - <<fn>> <<ln>>: nenosiri: <<cred>>
<<dmy>>, <<time>> - Fundi <<fn2>> (<<Org>>): Poa, nimeipata. Kesho saa nne iko tayari. Lipa kwa M-Pesa till <<n2>>
<<dmy>>, <<time>> - <<fn>> <<ln>>: Asante sana 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "fundisimu_repair_tracker_laravel_env_daraja",
    ("repair-tracker/.env", "srv/<<org>>/jobcards/.env"),
    """APP_NAME="<<Org>> Job Cards"
APP_ENV=production
APP_URL=https://jobs.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=jobcards
DB_USERNAME=jobcards
DB_PASSWORD=${JOBCARDS_DB_PASS}

MPESA_ENV=live
MPESA_SHORTCODE=<<n2>><<n>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_CALLBACK_URL=https://jobs.<<dom>>/api/mpesa/callback
SMS_SENDER=SIMUHODARI
""",
    cred="p:mpesa_secret",
    syntax="",
    extra=lambda rng, s: {
        "ckey": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(48)
        )
    },
)

F.reg(
    "fundisimu_unlocktool_account_ini",
    ("UnlockTool/account.ini", "Desktop/tools/unlocktool_<<fa>>/account.ini"),
    """[Account]
Username=<<user>>
Password=<<cred>>
Remember=1
AutoLogin=1

[Device]
LastModel=Samsung SM-A155F
LastPort=COM<<day>>
Language=en
""",
    cred="pw",
)

F.reg(
    "fundisimu_anydesk_note_ocr_swahili",
    ("scans/kibandani_<<n>>.txt", "ocr/note_<<date>>_<<n>>.txt"),
    """KUMBUKA - usiguse!!
AnyDesk ya kompyuta ya duka: <<n>> <<n2>> <<n>>
nenosiri
<<cred>>
(fundi <<fn>> tu)
""",
    cred="human",
    syntax="",
)

F.reg(
    "fundisimu_sms_backup_restore_xml_icloud_reply",
    ("SMSBackupRestore/sms-<<date>><<n>>.xml", "Download/sms-<<fa>>-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<ckey>>" backup_date="17<<n2>><<n>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="17<<n2>><<n>>101" type="1" subject="null" body="Fundi simu ya iPhone ina iCloud lock, naweza kukuletea leo?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="17<<n2>><<n>>202" type="2" subject="null" body="Leta na Apple ID na password yake" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time2>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="17<<n2>><<n>>303" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time2>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    cred="human_x",
    extra=lambda rng, s: {"ckey": f"{rng.randint(10**8, 10**9)}"},
)

F.reg(
    "fundisimu_spares_supplier_curl_basic_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd ~/parts
ls -la
curl -s https://api.<<sup>>.co.ke/v1/stock?sku=LCD-A05S
curl -s -H "Authorization: Basic <<basic>>" https://api.<<sup>>.co.ke/v1/orders -d '{"sku":"LCD-A05S","qty":<<day>>}'
curl -s -H "Authorization: Basic <<basic>>" https://api.<<sup>>.co.ke/v1/orders/<<n2>>
exit
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: {
        "sup": "luthulispares",
        "basic": enc_basic(f"{s['org']}_{s['fa']}")(str(s["cred"])),
    },
    decode=dec_basic,
)

F.reg(
    "fundisimu_loyverse_receipts_python_token",
    ("scripts/loyverse_mauzo_<<n>>.py", "tools/daily_sales_<<fa>>.py"),
    '''"""Mauzo ya leo kutoka Loyverse POS -> Google Sheet ya <<Org>>."""

import requests

LOYVERSE_TOKEN = "<<cred>>"
STORE = "<<Org>> Luthuli Ave"


def receipts(since: str) -> list:
    r = requests.get(
        "https://api.loyverse.com/v1.0/receipts",
        headers={"Authorization": f"Bearer {LOYVERSE_TOKEN}"},
        params={"created_at_min": since, "limit": 250},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["receipts"]


if __name__ == "__main__":
    for rc in receipts("<<date>>T00:00:00.000Z"):
        print(rc["receipt_number"], rc["total_money"])
''',
    cred="hex:32",
)

F.reg(
    "fundisimu_africastalking_ready_sms_php",
    ("public_html/notify/simu_tayari.php", "jobcards/app/sms_<<n>>.php"),
    """<?php
require 'vendor/autoload.php';
use AfricasTalking\\SDK\\AfricasTalking;

$username = '<<org>>';
$apiKey   = '<<cred>>';
$AT       = new AfricasTalking($username, $apiKey);
$sms      = $AT->sms();

$job = $_GET['job'] ?? '<<n2>>';
$sms->send([
    'to'      => '<<phone>>',
    'message' => "Habari! Simu yako (kazi #$job) iko tayari. Karibu <<Org>>, Luthuli Ave.",
    'from'    => 'SIMUHODARI',
]);
""",
    cred="p:africastalking",
    syntax="",
)
