# ruff: noqa: E501
"""Family n: traditional medicine practitioners (herbalists, n'anga) in Zimbabwe; Shona and English."""

from __future__ import annotations

from sixtyninth_corpus import alnum
from sixtyninth_spec import Fam, email, sms_xml, wa

FAM = Fam(
    name="mishonga_zimbabwe_traditional_healers",
    orgs=("mishongaroots", "ngomahealers", "chiedzaherbal", "nyangaherbs", "mufarohealing"),
    tld="co.zw",
    first=(
        ("Tendai", "tendai"),
        ("Rutendo", "rutendo"),
        ("Tatenda", "tatenda"),
        ("Farai", "farai"),
        ("Chipo", "chipo"),
        ("Tinashe", "tinashe"),
        ("Nyasha", "nyasha"),
        ("Kudzai", "kudzai"),
        ("Rumbidzai", "rumbidzai"),
        ("Tapiwa", "tapiwa"),
    ),
    last=(
        ("Moyo", "moyo"),
        ("Ncube", "ncube"),
        ("Sibanda", "sibanda"),
        ("Chikwanha", "chikwanha"),
        ("Mutasa", "mutasa"),
        ("Dube", "dube"),
        ("Zvobgo", "zvobgo"),
        ("Mhlanga", "mhlanga"),
    ),
    words=(
        "mishonga",
        "mbira",
        "shumba",
        "nzou",
        "hwange",
        "nyanga",
        "chimanimani",
        "sadza",
        "dovi",
        "mazoe",
        "zambezi",
        "harare",
        "mufaro",
        "rufaro",
        "tariro",
        "ruvimbo",
        "chiedza",
        "mukwerera",
        "musasa",
        "mhunga",
    ),
    pets=("Bingo", "Jack", "Simba", "Spot", "Tiger", "Shumba", "Bobby"),
    places=("Harare", "Bulawayo", "Mutare", "Gweru", "Masvingo", "Chitungwiza", "Nyanga"),
    phone_pat="+263 77# ### ###",
)
R = FAM.reg


# 1. WhatsApp (Shona): the merchant portal pasiwedhi ---------------------------------------------------------------
def _wa(s):
    return wa(
        s,
        [
            (
                0,
                "Mhoro sekuru, pasiwedhi ye EcoCash merchant portal ndeyipi? Ndirikuda kuona mari yanhasi",
            ),
            (1, f"Username {s['user']}"),
            (1, f"Pasiwedhi: {s['cred']}"),
            (0, "Mazvita 🙏🏾"),
            (1, "Usaipa munhu"),
        ],
        style="android",
    )


R(
    "mishonga_shona_whatsapp_pasiwedhi_merchant",
    (
        "WhatsApp/WhatsApp Chat with Sekuru <<fn2>>.txt",
        "Downloads/WhatsApp Chat with <<fn2>> <<ln2>>.txt",
    ),
    _wa,
    "human",
    syntax="",
)

# 2. Paynow integration id and key in the shop's PHP ------------------------------------------------------------------
R(
    "mishonga_paynow_integration_key_php",
    ("shop/includes/paynow.php", "public_html/<<org>>/checkout/paynow.php"),
    """<?php
// Herbal remedies shop - Paynow Zimbabwe (EcoCash, OneMoney, cards)
require_once 'vendor/autoload.php';

$paynow = new Paynow\\Payments\\Paynow(
    '<<iid>>',
    '<<cred>>',
    'https://<<dom>>/paynow/return',
    'https://<<dom>>/paynow/result'
);

$payment = $paynow->createPayment('ORD' . time(), $_POST['email']);
$payment->add('Consultation / mishonga', floatval($_POST['amount']));
$response = $paynow->sendMobile($payment, $_POST['phone'], 'ecocash');
""",
    "p:paynow",
    syntax="",
    extra=lambda rng, s: {"iid": alnum(rng, 5, "0123456789")},
)


# 3. SMS backup: the web developer sends the hosting login ------------------------------------------------------------------
def _sms(s):
    return sms_xml(
        s,
        [
            (1, f"Hi, website yenyu yapera. cPanel: https://{s['dom']}:2083 user {s['org'][:8]}"),
            (1, f"pass {s['cred']}"),
            (2, "Ndatenda chaizvo!"),
        ],
        f"{s['fn2']} Web Developer",
    )


R(
    "mishonga_sms_backup_cpanel_login_english_shona",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone/<<fa>>/sms-<<ts>>.xml"),
    _sms,
    "human",
)


# 4. English e-mail: the healers' association registration portal ----------------------------------------------------------
def _mail(s):
    body = (
        f"Dear {s['fn']} {s['ln']},\n\n"
        "Your practitioner registration renewal has been received. You can now upload your "
        "practising certificate and herbal remedies register on the members' portal.\n\n"
        f"Portal: https://members.{s['dom']}\n"
        f"Username: {s['user']}\n"
        f"Password: {s['cred']}\n\n"
        "Kind regards,\n"
        f"{s['fn2']} {s['ln2']}\nRegistrations Office\n{s['phone2']}\n"
    )
    return email(
        s, str(s["email2"]), str(s["email"]), "Registration renewal - members portal access", body
    )


R(
    "mishonga_english_email_registration_portal_password",
    ("Mail/Inbox/<<hx>>.eml", "Gmail export/renewal-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)

# 5. bash history: WooCommerce shop manager created with wp-cli --user_pass ---------------------------------------------------
R(
    "mishonga_woocommerce_wp_cli_user_pass_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd /var/www/<<org>>
wp plugin update --all
wp user create shopmgr <<email2>> --role=shop_manager --user_pass='<<cred>>' --display_name="Shop Manager"
wp wc product list --user=1 --fields=id,name,stock_quantity
wp cache flush
""",
    "pw_sq",
    syntax="",
)

# 6. SendGrid newsletter in Python (remedy reminders) ----------------------------------------------------------------------------
R(
    "mishonga_sendgrid_remedy_reminder_python",
    ("scripts/reminders.py", "tools/<<org>>/send_newsletter.py"),
    '''"""Monthly newsletter / remedy refill reminders to clients who opted in."""

import csv

from sendgrid import SendGridAPIClient
from sendgrid.helpers.mail import Mail

SENDGRID_API_KEY = "<<cred>>"
FROM = "info@<<dom>>"

sg = SendGridAPIClient(SENDGRID_API_KEY)
with open("clients_optin.csv", newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        msg = Mail(
            from_email=FROM,
            to_emails=row["email"],
            subject="Mhoro! Your monthly refill reminder",
            plain_text_content=f"Mhoro {row['name']}, it is time to refill your remedy.",
        )
        print(row["email"], sg.send(msg).status_code)
''',
    "p:sendgrid",
)

# 7. Solar inverter monitoring script INI (cloud login) ---------------------------------------------------------------------------
R(
    "mishonga_solar_inverter_cloud_monitor_ini",
    ("solar/monitor.ini", "opt/<<org>>-solar/monitor.ini"),
    """[cloud]
server = https://server.growatt.com
username = <<user>>
password = <<cred>>
plant_id = <<plant>>

[alerts]
battery_low = 30
notify_whatsapp = <<phone>>
""",
    "pw",
    extra=lambda rng, s: {"plant": alnum(rng, 7, "0123456789")},
)


# 8. OCR of the remedies ledger notebook (Shona): the value on the line after the label ----------------------------------------------
def _ocr(s):
    return (
        f"Bhuku remishonga - {s['dmy']}\n"
        "Muripo: $15 consultation, $8 mishonga yemudumbu\n"
        "Varwere vanhasi: 7\n"
        "Pasiwedhi ye laptop:\n"
        f"{s['cred']}\n"
        f"(kana yakiya, fonera {s['fn2']} {s['phone2']})\n"
    )


R(
    "mishonga_remedies_ledger_notebook_ocr",
    ("Scans/bhuku_<<date>>.txt", "ocr/<<org>>/ledger-<<num>>.txt"),
    _ocr,
    "human",
    syntax="",
)
