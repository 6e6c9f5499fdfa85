# ruff: noqa: E501
"""Family o: a handyman platform's technician in Cebu, Philippines (Tagalog, Cebuano, Taglish)."""

from __future__ import annotations

from hundredtwentyninth_spec import Fam, jdump, jwt

F = Fam(
    name="kuyafix_handyman_cebu",
    orgs=("ayosbahay", "dalofixit"),
    tld="ph",
    first=(
        ("Juan", "juan"),
        ("Maricel", "maricel"),
        ("Rodel", "rodel"),
        ("Jocelyn", "jocelyn"),
        ("Arnel", "arnel"),
        ("Lorna", "lorna"),
        ("Jun-jun", "junjun"),
    ),
    last=(
        ("dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Cabahug", "cabahug"),
    ),
    words=(
        "bahay",
        "ayos",
        "cebu",
        "mabuhay",
        "sampaguita",
        "bayanihan",
        "adobo",
        "lechon",
        "dagat",
        "araw",
        "bituin",
        "tala",
        "kalamansi",
        "jeepney",
        "halohalo",
        "ube",
        "sinulog",
        "mactan",
    ),
    pets=("bantay", "brownie", "choco", "blacky", "whitey", "bogart"),
    cc="+63",
    places=("Lahug", "Mabolo", "Banilad", "Talamban", "Mandaue", "Lapu-Lapu", "Guadalupe"),
)

F.reg(
    "kuyafix_taglish_messenger_copied_wifi_password",
    ("notes/job_<<n4>>_chat.txt", "Documents/messenger_<<fa>>_<<d>>.txt"),
    """<<fn>> <<ln>>
Kuya, nasa gate na po kayo? Pasok lang po, bukas yung pinto sa likod

You
Opo ma'am, andito na po. Para po sa smart switch, ano po yung wifi password?

<<fn>> <<ln>>
ito po: <<cred>>

You
Salamat po! Tapos na po yung outlet sa kusina, sunod yung aircon cleaning
""",
    "human",
    syntax="",
)

F.reg(
    "kuyafix_paymongo_secret_key_laravel_env",
    ("kuyafix-api/.env", "var/www/<<org>>-<<n>>/.env"),
    """APP_NAME=KuyaFix
APP_ENV=production
APP_URL=https://api.<<dom>>
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://api.<<dom>>/webhooks/paymongo
""",
    "p:paymongo",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(24)
        )
    },
)

F.reg(
    "kuyafix_xendit_payout_secret_go",
    ("payouts/xendit.go", "cmd/payout-<<n>>/main.go"),
    """package main

// Weekly payouts to technicians' GCash wallets via Xendit
import (
	"fmt"

	"github.com/xendit/xendit-go"
	"github.com/xendit/xendit-go/disbursement"
)

func main() {
	xendit.Opt.SecretKey = "<<cred>>"
	d, err := disbursement.Create(&disbursement.CreateParams{
		ExternalID:        "payout-<<n6>>",
		BankCode:          "PH_GCASH",
		AccountHolderName: "<<fn>> <<ln>>",
		AccountNumber:     "09<<n4>><<n6>>",
		Description:       "KuyaFix weekly payout",
		Amount:            4850,
	})
	fmt.Println(d, err)
}
""",
    "p:xendit",
    syntax="",
)

F.reg(
    "kuyafix_semaphore_sms_apikey_python",
    ("sms/notify_tech.py", "scripts/semaphore_<<n>>.py"),
    """# SMS to the technician when a job is assigned (Semaphore)
import requests

APIKEY = "<<cred>>"


def notify(number: str, job_id: str, barangay: str) -> None:
    requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={
            "apikey": APIKEY,
            "number": number,
            "message": f"Bagong job #{job_id} sa {barangay}. I-accept sa app within 15 mins.",
            "sendername": "KUYAFIX",
        },
        timeout=15,
    )
""",
    "hex:32",
)

F.reg(
    "kuyafix_cebuano_sms_backup_reply_only",
    ("SMSBackup/sms-<<y>><<mo>><<dd>>.xml", "phone/sms_<<fa>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="2" subject="null" body="Maayong buntag ma'am, unsa man ang password sa inyong wifi? para sa CCTV" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="+639170000299" read="1" status="-1" locked="0" date_sent="<<ts>>000" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "kuyafix_google_sheets_jobs_csv_wifi_column",
    ("Downloads/Jobs - <<place>>.csv", "sheets/kuyafix_jobs_<<n>>.csv"),
    """Job ID,Customer,Barangay,Service,Gate code,Wi-Fi name,Wi-Fi password
KF-<<n6>>,<<fn>> <<ln>>,<<place>>,Smart switch install,<<n4>>,PLDTHOMEFIBR_<<n>>,<<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "kuyafix_expo_app_json_invented_key",
    ("technician-app/app.json", "apps/tech-<<n>>/app.json"),
    lambda s: jdump(
        {
            "expo": {
                "name": "KuyaFix Tech",
                "slug": "kuyafix-tech",
                "version": f"2.{s['n'][0]}.{s['n'][1]}",
                "android": {"package": "ph.kuyafix.tech"},
                "extra": {"apiBase": f"https://api.{s['dom']}", "apiKey": s["cred"]},
            }
        }
    ),
    "x:kfx_live_:32",
)

F.reg(
    "kuyafix_android_shared_prefs_auth_jwt",
    (
        "data/data/ph.kuyafix.tech/shared_prefs/auth.xml",
        "backup/<<fa>>_<<n>>/shared_prefs/auth.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="user_id"><<n6>></string>
    <string name="access_token"><<cred>></string>
    <boolean name="online" value="true" />
    <string name="area"><<place>></string>
</map>
""",
    lambda rng, f: jwt(
        rng,
        {
            "sub": str(rng.randint(100000, 999999)),
            "role": "technician",
            "iat": 1_760_000_000,
            "exp": 1_790_000_000,
        },
    ),
)
