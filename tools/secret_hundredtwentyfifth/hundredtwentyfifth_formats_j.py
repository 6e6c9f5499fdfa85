"""Family j: a homestay network around Kandy, Sri Lanka (Sinhala, Tamil, English)."""

# ruff: noqa: E501

from __future__ import annotations

from hundredtwentyfifth_spec import Fam, gen, jdump

F = Fam(
    name="gedara_homestay_network_srilanka",
    orgs=("sirilakgedara",),
    tld="lk",
    first=(
        ("නිමල්", "nimal"),
        ("කුමාරි", "kumari"),
        ("සුනිල්", "sunil"),
        ("දිල්රුක්ෂි", "dilrukshi"),
        ("චමින්ද", "chaminda"),
        ("සඳුනි", "sanduni"),
        ("கார்த்திக்", "karthik"),
        ("பிரியா", "priya"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("සිල්වා", "silva"),
        ("ප්‍රනාන්දු", "fernando"),
        ("බණ්ඩාර", "bandara"),
        ("ජයසූරිය", "jayasuriya"),
        ("ராஜரத்னம்", "rajaratnam"),
    ),
    words=(
        "kandy",
        "sigiriya",
        "ella",
        "galle",
        "lanka",
        "kottu",
        "appa",
        "kiribath",
        "serendib",
        "perahera",
        "dalada",
        "kithul",
        "ceylon",
        "mirissa",
        "nuwara",
        "ayubowan",
        "vanakkam",
        "kurulla",
    ),
    pets=("bobby", "rocky", "tommy", "kalu", "sudu", "ginger", "rani"),
    cc="94",
    city="Kandy",
)

F.reg(
    "gedara_sinhala_viber_copied_murapadaya",
    ("viber/<<fa>>_<<date>>.txt", "Documents/viber_gedara_<<n>>.txt"),
    """[<<dmys>> <<time>>] <<fn>> <<ln>>: ආයුබෝවන්! Airbnb ගිණුමට ලොග් වෙන්න බැහැ 😟
[<<dmys>> <<time2>>] <<fn2>>: ඊයේ මුරපදය වෙනස් කළා
[<<dmys>> <<time2>>] <<fn2>>: මුරපදය: <<cred>>
[<<dmys>> <<time2>>] <<fn>> <<ln>>: ස්තූතියි!
""",
    cred="human",
)

F.reg(
    "gedara_payhere_merchant_secret_laravel_env",
    ("booking-portal/.env", "sites/<<fa>>/.env.<<n>>"),
    """APP_NAME="<<orgcap>> Homestays"
APP_ENV=production
APP_URL=https://<<dom>>

DB_CONNECTION=mysql
DB_DATABASE=gedara

PAYHERE_MODE=live
PAYHERE_MERCHANT_ID=12<<num>>
PAYHERE_MERCHANT_SECRET=<<cred>>
PAYHERE_NOTIFY_URL=https://<<dom>>/payhere/notify
""",
    cred="p:payhere",
    syntax="",
)

F.reg(
    "gedara_tamil_sms_backup_kadavuchol",
    ("sms-<<date>>.xml", "SMSBackup/<<fa>>/sms_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="வணக்கம், Booking.com கணக்கு திறக்கவில்லை. புதிய கடவுச்சொல் என்ன?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>400" type="2" subject="null" body="கடவுச்சொல்: <<cred>> (யாருக்கும் சொல்லாதீர்கள்)" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="<<fn2>>" />
</smses>
""",
    cred="human_x",
)


def _sa(s):
    return jdump(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-bookings",
            "private_key_id": s["kid"],
            "private_key": s["cred"] + "\n",
            "client_email": f"sheets-sync@{s['org']}-bookings.iam.gserviceaccount.com",
            "client_id": s["num"] + s["num"],
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
        }
    )


F.reg(
    "gedara_sheets_service_account_json",
    ("credentials/<<org>>-bookings-<<kid>>.json", "sync/<<fa>>/service_account.json"),
    _sa,
    cred="rsa8",
    extra=lambda rng, s: {"kid": gen(rng, "hex:40"), "needle": s["cred"].replace("\n", "\\n")},
)

F.reg(
    "gedara_hosts_network_csv_booking_logins",
    ("exports/hosts_<<date>>.csv", "admin/<<fa>>/host_accounts_<<n>>.csv"),
    """host_id,ගෙදර,district,email,portal_password
H0<<n>>,<<fn>> <<ln>>,Kandy,<<email>>,<<cred>>
H1<<n>>,<<fn2>>,Matale,<<email2>>,(reset pending)
""",
    cred="human",
)

F.reg(
    "gedara_flutter_dart_config_api_key",
    ("app/lib/config/env_<<n>>.dart", "gedara_app/lib/<<fa>>/config.dart"),
    """// Host app: calendar sync with the network backend
class Env {
  static const String apiBase = 'https://api.<<dom>>/v2';
  static const String kHomestayApiKey = '<<cred>>';
  static const String supportPhone = '<<phone>>';
}
""",
    cred="x:hsn_live_:40",
    syntax="",
)

F.reg(
    "gedara_twilio_whatsapp_reminder_go",
    ("reminders/main_<<n>>.go", "cmd/<<fa>>/remind/main.go"),
    """package main

// Sends WhatsApp check-in reminders to guests the day before arrival.

import (
	"net/http"
	"net/url"
	"strings"
)

const (
	accountSID = "AC<<sid>>"
	authToken  = "<<cred>>"
	from       = "whatsapp:+94<<num>>"
)

func send(to, body string) error {
	form := url.Values{"From": {from}, "To": {"whatsapp:" + to}, "Body": {body}}
	req, _ := http.NewRequest("POST", "https://api.twilio.com/2010-04-01/Accounts/"+accountSID+"/Messages.json", strings.NewReader(form.Encode()))
	req.SetBasicAuth(accountSID, authToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	_, err := http.DefaultClient.Do(req)
	return err
}
""",
    cred="hex:32",
    syntax="",
    extra=lambda rng, s: {"sid": gen(rng, "hex:32")},
)

F.reg(
    "gedara_owner_email_sinhala_agoda_password",
    ("mail/<<fa>>/<<date>>_agoda.eml", "gmail-export/<<n>>/agoda.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Agoda YCS login
Date: <<dd>> Jan <<year>> <<time>>:00 +0530
Content-Type: text/plain; charset=utf-8

ආයුබෝවන් <<fn2>>,

මම ලබන සතියේ කොළඹ යනවා. Agoda YCS එකේ බුකින් බලාගන්න.
Username: <<user>>
Password: <<cred>>

ස්තූතියි,
<<fn>>
""",
    cred="human",
)
