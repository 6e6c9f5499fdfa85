# ruff: noqa: E501
"""Family l: a Philippine child development centre (barangay day care under the ECCD
programme) and a small private learning centre in Tacloban, Leyte: PayMongo, Xendit for GCash,
Semaphore SMS, KoboToolbox checklists, PLDT fibre, Messenger group chats in Taglish and Waray."""

from __future__ import annotations

from hundredthirtyfifth_spec import Fam, alnum, hexs

FAM = Fam(
    "eccd_bulilit_tacloban",
    orgs=("batangbida", "bulilitcenter", "muntingbituin", "sampaguitacdc"),
    tld="ph",
    first=(
        "Maricel",
        "Jocelyn",
        "Rowena",
        "Marites",
        "Lorna",
        "Analyn",
        "Cristina",
        "Mylene",
        "Rosario",
        "Jennylyn",
        "Gemma",
        "Elvira",
        "Rhea",
        "Divina",
    ),
    last=(
        "Dela Cruz",
        "Santos",
        "Reyes",
        "Garcia",
        "Bautista",
        "Mendoza",
        "Villanueva",
        "Ramos",
        "Aquino",
        "Castillo",
        "Moreno",
        "Tan",
    ),
    words=(
        "bulilit",
        "munting",
        "bituin",
        "batangbida",
        "sampaguita",
        "tacloban",
        "leyte",
        "waray",
        "mahal",
        "masaya",
        "paaralan",
        "bahaghari",
        "ibon",
        "kalabaw",
        "jollibee",
        "lola",
        "anak",
        "pinoy",
    ),
    pets=("bantay", "brownie", "tagpi", "muning", "choco", "whitey", "lucky", "bruno"),
    months=(
        "enero",
        "pebrero",
        "marso",
        "abril",
        "mayo",
        "hunyo",
        "hulyo",
        "agosto",
        "setyembre",
        "oktubre",
        "nobyembre",
        "disyembre",
    ),
    phone="+63 9## ### ####",
    city=("Tacloban City", "Palo", "Tanauan", "Babatngon", "San Jose"),
)
reg = FAM.reg

reg(
    "eccd_paymongo_laravel_env_tuition",
    ("enrolment-<<org>>/.env", "sites/<<org>>/.env"),
    """APP_NAME="<<org>> Learning Center"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://enroll.<<dom>>
APP_TIMEZONE=Asia/Manila

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=<<org>>
DB_USERNAME=<<org>>

PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_SIG=whsk_<<wh>>
""",
    "p:paymongo",
    extra=lambda rng, s: {"pk": alnum(rng, 24), "wh": alnum(rng, 32)},
)

reg(
    "eccd_messenger_gc_copy_taglish_wifi",
    ("notes/<<org>>/gc_copy_<<nn>>.txt", "messenger/<<org>>/Mga Mommies CDC <<n>>.txt"),
    """<<first>> <<last>>
Good morning mga mommies! 😊 Bago na po ang wifi sa center, para sa video call ng mga bata
<<first>> <<last>>
PLDT_<<org>> po yung name
<<first>> <<last>>
Password: <<cred>>
Mommy ni <<kid>>
Salamat teacher! 🙏
<<first>> <<last>>
Wag na po ipamigay sa iba ha, salamat po
""",
)

reg(
    "eccd_semaphore_sms_parents_python",
    ("sms/<<org>>/text_parents.py", "scripts/semaphore_<<year>>.py"),
    '''"""Text blast to parents (Semaphore SMS) – class suspensions, feeding program, weighing day."""

import requests

APIKEY = "<<cred>>"
SENDER = "<<sender>>"


def text_parent(number: str, message: str) -> dict:
    r = requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={"apikey": APIKEY, "number": number, "message": message, "sendername": SENDER},
        timeout=15,
    )
    return r.json()


if __name__ == "__main__":
    print(text_parent("<<phone_d>>", "Walang klase bukas dahil sa bagyo. Ingat po!"))
''',
    "hex:32",
    extra=lambda rng, s: {
        "sender": s["org"][:11].upper(),
        "phone_d": "0" + s["phone"].replace(" ", "")[3:],
    },
)

reg(
    "eccd_xendit_gcash_ewallet_node",
    ("api/<<org>>/payments/xendit.js", "tuition-app/server/gcash-<<n>>.js"),
    """// GCash / Maya tuition payments through Xendit e-wallets
const { Xendit } = require("xendit-node");

const xendit = new Xendit({ secretKey: "<<cred>>" });
const { EWallet } = xendit;

async function chargeGcash(referenceId, amount, mobile) {
  return EWallet.createEWalletCharge({
    data: {
      referenceId,
      currency: "PHP",
      amount,
      checkoutMethod: "ONE_TIME_PAYMENT",
      channelCode: "PH_GCASH",
      channelProperties: {
        successRedirectUrl: "https://<<dom>>/tuition/paid",
        failureRedirectUrl: "https://<<dom>>/tuition/failed",
      },
      metadata: { mobile },
    },
  });
}

module.exports = { chargeGcash };
""",
    "p:xendit",
)

reg(
    "eccd_mswdo_email_taglish_portal_login",
    ("mail/<<org>>/ECCD IS login.eml", "inbox/mswdo_<<nnn>>.eml"),
    """From: MSWDO <<city>> <mswdo.<<city_l>>@gmail.com>
To: <<email>>
Subject: Login sa ECCD Information System
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Good day Teacher <<first>>,

Ito po ang login ninyo sa ECCD Information System para sa monthly report ng Child Development Center:

Username: <<user>>
Password: <<cred>>

Paki-palitan po agad pagka-login. Deadline ng weighing report sa ika-5 ng susunod na buwan.
Salamat po!

<<first2>> <<last2>>
MSWDO – <<city>>
""",
    extra=lambda rng, s: {"city_l": s["city"].lower().replace(" ", "")},
)

reg(
    "eccd_pldt_fibr_router_sticker_ocr",
    ("scans/<<org>>/router_sticker_<<nn>>.txt", "ocr/IMG_<<year>><<mo>><<d>>_<<nnn>>.txt"),
    """PLDT  HOME  FIBR
Model: AN5506-04-FA
SSID: PLDTHOMEFIBR<<hex5>>
Password: <<cred>>
SSID 5G: PLDTHOMEFIBR<<hex5>>_5G
GPON SN: FHTT<<hex8>>
""",
    lambda rng, s: "PLDTWIFI" + alnum(rng, 5, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
    syntax="",
    extra=lambda rng, s: {"hex5": hexs(rng, 5), "hex8": hexs(rng, 8)},
)

reg(
    "eccd_kobotoolbox_checklist_sync_yaml",
    ("sync/<<org>>/kobo.yml", "eccd-dashboard/config/kobo-<<year>>.yaml"),
    """# ECCD checklist (KoboToolbox) -> Google Sheets sync for the CDC weighing / development reports
kobo:
  server: https://kf.kobotoolbox.org
  token: "<<cred>>"
  asset_uid: "<<asset>>"
sheets:
  spreadsheet_id: "<<sheet>>"
  worksheet: "CDC <<city>>"
schedule: "0 18 * * 5"
""",
    "hex:40",
    extra=lambda rng, s: {"asset": "a" + alnum(rng, 21), "sheet": alnum(rng, 44)},
)

reg(
    "eccd_cdc_pc_net_use_mswdo_share_bat",
    ("Desktop/map_reports_<<org>>.bat", "scripts/<<org>>/mapa_shared_<<n>>.bat"),
    """@echo off
rem I-map ang shared folder ng MSWDO para sa monthly reports ng CDC
net use Z: \\\\<<ip>>\\eccd_reports /user:cdw_<<org>> <<cred>> /persistent:yes
net use P: \\\\<<ip>>\\printer_share
start Z:\\
""",
    "human_bare",
)
