# ruff: noqa: E501
"""Family a: a motor-insurance agent in Nairobi, Kenya (Swahili, Sheng, English)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, basic, dec_basic, draw, grab, human

F = Fam(
    name="motorbima_agent_kenya",
    orgs=("bimaswift", "magarisalama", "jamiimotor"),
    tld="co.ke",
    first=tuple(
        (n, n.lower())
        for n in (
            "Wanjiku",
            "Otieno",
            "Achieng",
            "Kamau",
            "Njeri",
            "Mwangi",
            "Akinyi",
            "Kiprono",
            "Chebet",
            "Mutua",
        )
    ),
    last=tuple(
        (n, n.lower())
        for n in ("Kariuki", "Odhiambo", "Njoroge", "Wekesa", "Kiptoo", "Mwende", "Omondi", "Maina")
    ),
    words=(
        "simba",
        "jambo",
        "uhuru",
        "harambee",
        "tembo",
        "safari",
        "pamoja",
        "baraka",
        "amani",
        "matatu",
        "gormahia",
        "kilima",
        "nyota",
        "mombasa",
        "bahati",
    ),
    pets=("bosco", "simba", "rex", "tiny", "bahati", "jimmy"),
    cc="+254",
)


def _daraja(rng, s):
    key = draw(rng, "alnum:48", F)
    return {"key": key, "b": basic(key, s["cred"])}


F.reg(
    "motorbima_daraja_oauth_bash_history_basic_b64",
    ("home/<<fa>>/.bash_history", "agency/laptop-<<n>>/bash_history.txt"),
    """cd ~/bima-quotes
git pull
php artisan migrate --force
curl -s -X GET 'https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials' -H "Authorization: Basic <<b>>"
curl -s -X POST https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest -H "Authorization: Bearer $TOK" -H 'Content-Type: application/json' -d @stk_<<n>>.json
tail -n 50 storage/logs/laravel.log
php artisan queue:restart
exit
""",
    cred="p:daraja_secret",
    syntax="",
    extra=_daraja,
    decode=lambda t: dec_basic(grab(r"Basic ([A-Za-z0-9+/=]+)", t)),
)

F.reg(
    "motorbima_swahili_whatsapp_nenosiri_portal_wakala",
    ("whatsapp/WhatsApp Chat with <<fat>> Bima.txt", "exports/wa_<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: Habari boss, mteja wa Probox KDA <<n>>X anataka renewal leo
<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: Sawa. Ingia kwa portal ya wakala, mimi niko field Thika
<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: Nenosiri imebadilika? inanikataa
<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: Ndio nilibadilisha jana. User ni <<login>> na nenosiri ni <<cred>>
<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: Usisahau kutuma DMVIC cert kwa mteja kwa WhatsApp
<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: Poa, asante sana 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "motorbima_quote_tool_laravel_env_mpesa_passkey",
    ("bima-quotes/.env", "srv/www/<<org>>-quotes/.env"),
    """APP_NAME="<<orgt>> Quotes"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://quotes.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=bima_quotes
DB_USERNAME=bima
DB_PASSWORD=${DB_PASS}

MPESA_ENV=live
MPESA_SHORTCODE=<<n6>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://quotes.<<dom>>/api/mpesa/callback

MAIL_MAILER=smtp
MAIL_HOST=smtp.gmail.com
MAIL_FROM_ADDRESS=quotes@<<dom>>
""",
    cred="p:daraja_passkey",
    syntax="",
)

F.reg(
    "motorbima_dmvic_certificate_issuer_python_login",
    ("scripts/dmvic_issue_<<n>>.py", "bima-tools/dmvic/issue_cert.py"),
    '''"""Toa cheti cha DMVIC kwa wateja wa leo (agency <<orgt>>)."""

import csv
import requests

DMVIC_URL = "https://api.dmvic.com/api/V5"
USERNAME = "<<login>>@<<dom>>"
PASSWORD = "<<cred>>"
CLIENT_ID = "<<n6>>"


def login():
    r = requests.post(f"{DMVIC_URL}/Account/Login", json={"username": USERNAME, "password": PASSWORD}, timeout=30)
    r.raise_for_status()
    return r.json()["token"]


def issue(token, row):
    body = {"TypeOfCover": 100, "Registrationnumber": row["reg"], "Policyholder": row["name"], "policynumber": row["policy"]}
    return requests.post(f"{DMVIC_URL}/IntermediaryIntegration/IssuanceTypeCCertificate", json=body, headers={"Authorization": f"Bearer {token}", "ClientID": CLIENT_ID}, timeout=30)


if __name__ == "__main__":
    tok = login()
    with open("leo.csv", newline="") as fh:
        for row in csv.DictReader(fh):
            print(row["reg"], issue(tok, row).status_code)
''',
    cred="pw_dq",
)

F.reg(
    "motorbima_claims_photo_app_sms_backup_xml",
    ("SMSBackupRestore/sms-<<y>><<m>><<d>><<n>>.xml", "phone/backup/sms_<<fa>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<n6>>" backup_date="1760000000000" type="full">
  <sms protocol="0" address="<<phone2>>" date="1759990000000" type="1" subject="null" body="Habari, gari ya mteja imegongwa Mombasa Road. Nitumie login ya app ya picha za claim" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="1759990000000" sub_id="1" readable_date="<<d>>/<<m>>/<<y>> <<time>>" contact_name="<<first2>>" />
  <sms protocol="0" address="<<phone2>>" date="1759990100000" type="2" subject="null" body="User: <<login>> Password: <<cred>> (app ya ClaimSnap)" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<d>>/<<m>>/<<y>> <<time>>" contact_name="<<first2>>" />
  <sms protocol="0" address="MPESA" date="1759990200000" type="1" subject="null" body="Confirmed. Ksh1,500.00 sent to <<first2>> <<last2>>." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="1759990200000" sub_id="1" readable_date="<<d>>/<<m>>/<<y>> <<time>>" contact_name="(Unknown)" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "motorbima_renewal_reminders_africastalking_node",
    ("reminders/send_<<n>>.js", "bima-quotes/jobs/renewals.js"),
    """// Tuma SMS za ukumbusho wa renewal (Africa's Talking)
const AfricasTalking = require('africastalking');

const at = AfricasTalking({
  apiKey: '<<cred>>',
  username: '<<org>>',
});

const sms = at.SMS;

async function remind(rows) {
  for (const r of rows) {
    await sms.send({
      to: [r.phone],
      message: `Habari ${r.name}, bima ya gari ${r.reg} inaisha ${r.expiry}. Lipa kwa M-Pesa Paybill <<n6>>.`,
      from: '<<orgt>>',
    });
  }
}

module.exports = { remind };
""",
    cred="p:africastalking",
    syntax="",
)

F.reg(
    "motorbima_office_mikrotik_export_wifi_psk",
    ("network/mikrotik_<<date>>.rsc", "it/office-router-export-<<n>>.rsc"),
    """# <<date>> <<time>> by RouterOS 7.14.3
# software id = <<n4>>-ABCD
#
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=ofisi supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=kenya disabled=no mode=ap-bridge security-profile=ofisi ssid="<<orgt>> Ofisi"
/ip address
add address=<<ip>>/24 interface=bridge network=<<ip2>>
/ip dns
set servers=8.8.8.8,1.1.1.1
/system identity
set name=<<org>>-ofisi
""",
    cred="human_x",
    syntax="",
)


def _rows(rng, s):
    ins = ["APA Insurance", "Britam", "Jubilee Allianz", "CIC General", "Madison", "Directline"]
    rng.shuffle(ins)
    lines = []
    target = rng.randrange(4)
    for i in range(4):
        pw = s["cred"] if i == target else human(rng, F)
        lines.append(
            f"{ins[i]},https://agents.{ins[i].split()[0].lower()}.co.ke,{s['login']},{pw},{s['phone']}"
        )
    return {"rows": "\n".join(lines)}


F.reg(
    "motorbima_insurer_portals_csv_column",
    ("Documents/portals_<<y>>.csv", "shared/bima/logins-<<n>>.csv"),
    """Kampuni,Portal,User,Password,Simu
<<rows>>
""",
    cred="human",
    syntax="",
    extra=_rows,
)
