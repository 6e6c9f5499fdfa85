# ruff: noqa: E501
"""Family j: a Kenyan chekechea (daycare and ECDE nursery) in Thika: M-Pesa Daraja,
Africa's Talking, KRA iTax, Odoo for school fees, a MikroTik router, Swahili chats."""

from __future__ import annotations

import base64
import random

from hundredthirtyfifth_spec import Fam, Slots, after, alnum, digits, enc_b64, hexs

FAM = Fam(
    "chekechea_watoto_thika",
    orgs=("watotoangaza", "nyotandogo", "furahakids", "upendodaycare"),
    tld="co.ke",
    first=(
        "Achieng",
        "Wanjiku",
        "Njeri",
        "Akinyi",
        "Wambui",
        "Mercy",
        "Faith",
        "Grace",
        "Nyambura",
        "Atieno",
        "Wairimu",
        "Kemunto",
        "Chebet",
        "Zawadi",
    ),
    last=(
        "Kamau",
        "Otieno",
        "Mwangi",
        "Ochieng",
        "Wanjiru",
        "Kariuki",
        "Njoroge",
        "Omondi",
        "Mutua",
        "Kiprono",
        "Wafula",
        "Gitau",
    ),
    words=(
        "watoto",
        "furaha",
        "nyota",
        "chekechea",
        "jambo",
        "simba",
        "twiga",
        "tembo",
        "thika",
        "kenya",
        "harambee",
        "baraka",
        "upendo",
        "amani",
        "zawadi",
        "gormahia",
        "neema",
        "mzalendo",
    ),
    pets=("simba", "bosco", "rex", "tiger", "blacky", "snowy", "jimmy", "lucky"),
    months=(
        "januari",
        "februari",
        "machi",
        "aprili",
        "mei",
        "juni",
        "julai",
        "agosti",
        "septemba",
        "oktoba",
        "novemba",
        "desemba",
    ),
    phone="+254 7## ### ###",
    city=("Thika", "Juja", "Ruiru", "Makongeni", "Kiganjo"),
)
reg = FAM.reg

reg(
    "chekechea_mpesa_daraja_stk_passkey_env",
    ("fees-portal/.env", "apps/<<org>>/.env.production"),
    """# M-Pesa Daraja (Lipa na M-Pesa Online) – school fees STK push
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_SHORTCODE=<<sc>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/api/mpesa/callback
SCHOOL_NAME="<<org>> Daycare & ECDE"
""",
    "hex:64",
    extra=lambda rng, s: {"ck": alnum(rng, 48), "cs": alnum(rng, 64), "sc": digits(rng, 6)},
)


def daraja_extra(rng: random.Random, s: Slots) -> Slots:
    ck = alnum(rng, 48)
    return {"enc": enc_b64(f"{ck}:{s['cred']}"), "sc": digits(rng, 6)}


reg(
    "chekechea_daraja_oauth_bash_history_basic_base64",
    ("home/bursar/.bash_history", "server-<<org>>/root/.bash_history"),
    """cd /var/www/<<org>>-fees
nano .env
php artisan config:clear
curl -s -X GET 'https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials' -H 'Authorization: Basic <<enc>>'
curl -s -X POST 'https://api.safaricom.co.ke/mpesa/c2b/v1/registerurl' -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' -d '{"ShortCode":"<<sc>>","ResponseType":"Completed","ConfirmationURL":"https://<<dom>>/api/mpesa/confirm","ValidationURL":"https://<<dom>>/api/mpesa/validate"}'
tail -f storage/logs/laravel.log
sudo systemctl restart php8.1-fpm
""",
    "p:daraja_secret",
    syntax="",
    extra=daraja_extra,
    decode=lambda text: (
        base64.b64decode(after(r"Authorization: Basic ", text)).decode().split(":", 1)[1]
    ),
)

reg(
    "chekechea_africastalking_fee_reminder_python",
    ("sms/<<org>>/fee_reminders.py", "scripts/kumbusho_karo_<<year>>.py"),
    '''"""Fee reminders to parents by SMS (Africa's Talking)."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"
PAYBILL = "<<sc>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def fee_reminder(phone: str, child: str, balance: int):
    text = f"Habari mzazi! Salio la karo ya {child} ni KES {balance}. Lipa kupitia Paybill {PAYBILL}, akaunti {child}."
    return sms.send(text, [phone], sender_id="<<sender>>")


if __name__ == "__main__":
    print(fee_reminder("<<phone_d>>", "<<kid>>", 4500))
''',
    "p:atsk",
    extra=lambda rng, s: {
        "sc": digits(rng, 6),
        "sender": s["org"][:11].upper(),
        "phone_d": s["phone"].replace(" ", ""),
    },
)

reg(
    "chekechea_whatsapp_wazazi_nenosiri_wifi",
    (
        "WhatsApp Chat with Wazazi <<org>> <<n>>.txt",
        "backup/<<org>>/WhatsApp Chat - PP1 Parents <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<year>>, <<hh>>:<<mi>> - Teacher <<first>>: Habari wazazi! Wifi ya shule imebadilishwa leo 📶
<<d>>/<<mo>>/<<year>>, <<hh>>:<<mi2>> - Mama <<kid>>: Asante mwalimu. Nenosiri ni gani?
<<d>>/<<mo>>/<<year>>, <<hh>>:<<mi2>> - Teacher <<first>>: Jina: <<org>>_parents
<<d>>/<<mo>>/<<year>>, <<hh>>:<<mi2>> - Teacher <<first>>: Nenosiri: <<cred>>
<<d>>/<<mo>>/<<year>>, <<hh>>:<<mi3>> - Mama <<kid>>: Asante sana 🙏
<<d>>/<<mo>>/<<year>>, <<hh>>:<<mi3>> - Teacher <<first>>: Tafadhali msiipe watu wengine
""",
)

reg(
    "chekechea_kra_itax_bursar_note_ocr",
    ("scans/<<org>>/kra_note_<<nn>>.txt", "ocr/bursar_desk_<<year>><<mo>>.txt"),
    """KRA  iTax
PIN:  P05<<pin>>X
Password:  <<cred>>
Security stamp:  <<n>> + <<nn>>
(Bursar - <<first>>)  file returns by 30th June!
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"pin": digits(rng, 7)},
)

reg(
    "chekechea_odoo_school_fees_conf",
    ("etc/odoo/odoo.conf", "deploy/<<org>>/odoo.conf"),
    """[options]
; Odoo for daycare fees, enrolment and M-Pesa reconciliation
admin_passwd = <<cred>>
db_host = localhost
db_port = 5432
db_user = odoo
db_password = <<dbpw>>
dbfilter = ^<<org>>$
addons_path = /opt/odoo/addons,/opt/odoo/custom/school_fees
http_port = 8069
proxy_mode = True
logfile = /var/log/odoo/odoo.log
""",
    "pw",
    syntax="ini",
    extra=lambda rng, s: {"dbpw": FAM.human(rng, "!#*._-")},
)

reg(
    "chekechea_email_ecde_capitation_portal",
    ("mail/<<org>>/ECDE portal account.eml", "inbox/county_<<nnn>>.eml"),
    """From: ECDE Directorate <ecde@kiambu.go.ke>
To: <<email>>
Subject: Your ECDE Capitation Portal account
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear <<first>>,

Your account on the County ECDE Capitation Portal has been created for <<org>> (Thika Sub-County).

Username: <<user>>
Password: <<cred>>

Tafadhali badilisha nenosiri lako baada ya kuingia mara ya kwanza.
Submit the learner enrolment returns before the end of the month.

Regards,
<<first2>> <<last2>>
Sub-County ECDE Coordinator
""",
)

reg(
    "chekechea_mikrotik_export_rsc_wpa2_psk",
    ("network/<<org>>-router.rsc", "backup/mikrotik/<<org>>_<<year>><<mo>><<d>>.rsc"),
    """# <<mon_l>>/<<d>>/<<year>> <<hh>>:<<mi>>:<<ss>> by RouterOS 6.49.10
# software id = <<swid>>
#
# model = RB941-2nD
# serial number = <<serial>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=staff supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=kenya disabled=no mode=ap-bridge security-profile=staff ssid=<<org>>_Staff
/ip hotspot user
add name=parent password=<<hotspot>> profile=default
/system identity
set name=<<org>>-router
""",
    "human_bare",
    syntax="",
    extra=lambda rng, s: {
        "swid": f"{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}-{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}",
        "serial": hexs(rng, 12, upper=True),
        "hotspot": FAM.human(rng, ""),
        "mon_l": s["mon"].lower(),
    },
)
