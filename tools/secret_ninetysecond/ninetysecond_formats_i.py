# ruff: noqa: E501
"""Family i: a Nigerian voter-registration drive (PVC collection and CVR) in Lagos / Kano
(English, Nigerian Pidgin, Yoruba, Hausa): Paystack and Flutterwave donations, Termii SMS,
pyODK to ODK Central, WhatsApp, a centres sheet, SMS exports and Mailchimp."""

from __future__ import annotations

import random

from ninetysecond_spec import Fam, pick, roster

NG = Fam(
    name="pvc_voter_drive_nigeria",
    orgs=(
        ("getyourpvc", "Get Your PVC Naija"),
        ("votanaija", "Vota Naija Collective"),
        ("kaikadakuri", "Kai Ka Da Kuri Initiative"),
        ("ohunwa", "Ohùn Wa Civic Drive"),
    ),
    tld="org.ng",
    first=(
        ("Adebayo", "adebayo"),
        ("Chiamaka", "chiamaka"),
        ("Ngozi", "ngozi"),
        ("Aminu", "aminu"),
        ("Funmilayo", "funmilayo"),
        ("Emeka", "emeka"),
        ("Zainab", "zainab"),
        ("Tunde", "tunde"),
        ("Halima", "halima"),
        ("Oluwaseun", "oluwaseun"),
    ),
    last=(
        ("Okafor", "okafor"),
        ("Adeyemi", "adeyemi"),
        ("Bello", "bello"),
        ("Okonkwo", "okonkwo"),
        ("Abubakar", "abubakar"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Ibrahim", "ibrahim"),
    ),
    words=(
        "naija",
        "jollof",
        "wazobia",
        "ominira",
        "supereagles",
        "egusi",
        "danfo",
        "owambe",
        "odogwu",
        "abuja",
        "suya",
        "agege",
        "amala",
        "eko",
        "kuri",
        "ireti",
    ),
    pets=("bingo", "jack", "scooby", "bobby", "simba", "rex", "snowy", "dollar"),
    cc="+234",
    places=("lagos", "ibadan", "kano", "enugu", "kaduna", "abeokuta", "jos", "owerri"),
)

NG.reg(
    "pvc_paystack_donations_flask_config",
    ("app/config.py", "donate_<<place>>/config.py"),
    '''"""Flask config for the PVC drive donation page."""

import os


class Config:
    SECRET_KEY = os.environ.get("FLASK_KEY", "")
    SQLALCHEMY_DATABASE_URI = "sqlite:///donations.db"
    PAYSTACK_PUBLIC_KEY = "pk_live_<<pk>>"
    PAYSTACK_SECRET_KEY = "<<cred>>"
    PAYSTACK_CALLBACK_URL = "https://<<dom>>/donate/verify"
    THANK_YOU_SMS = True
''',
    "p:paystack_sk",
    extra=lambda rng, s: s.update(pk="".join(rng.choice("0123456789abcdef") for _ in range(40))),
)

NG.reg(
    "pvc_termii_reminder_sms_node",
    ("reminders/send.js", "scripts/<<place>>_pvc_reminder.js"),
    """// Remind registered people to collect their PVC before the deadline (Termii)
const axios = require("axios");
const contacts = require("./contacts_<<place>>.json");

const TERMII_API_KEY = "<<cred>>";

async function remind(phone, name, centre) {
  return axios.post("https://api.ng.termii.com/api/sms/send", {
    api_key: TERMII_API_KEY,
    to: phone,
    from: "GetPVC",
    sms: `Hi ${name}, your PVC is ready at ${centre}. Go collect am before Friday! Ka je ka dibo!`,
    type: "plain",
    channel: "generic",
  });
}

(async () => {
  for (const c of contacts) await remind(c.phone, c.first_name, c.centre);
})();
""",
    "p:termii",
    syntax="",
)


def _ng_wa(s: dict[str, object]) -> str:
    d = f"{s['d']:02d}/{s['mo']:02d}/{s['year']}"
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{d}, {s['time']} - {a}: Abeg who get the password for the registration tablet for {s['town']} ward 4?\n"
        f"{d}, {s['time']} - {b}: Na {s['cred']}\n"
        f"{d}, {s['time2']} - {b}: No share am for the big group o, na only coordinators\n"
        f"{d}, {s['time2']} - {a}: E don enter. Ẹ ṣé gan 🙏🏾\n"
    )


NG.reg(
    "pvc_whatsapp_pidgin_password_tablet",
    ("WhatsApp Chat with PVC Coordinators <<town>>.txt", "chats/coordinators_<<n>>_<<date>>.txt"),
    _ng_wa,
    "human",
    syntax="",
)

NG.reg(
    "pvc_pyodk_config_toml_central",
    ("home/<<fa>>/.pyodk_config.toml", "analysis/<<place>>/.pyodk_config.toml"),
    """[central]
base_url = "https://central.<<dom>>"
username = "<<email>>"
password = "<<cred>>"
default_project_id = <<n>>
""",
    "pw_dq",
)

NG.reg(
    "pvc_flutterwave_laravel_env",
    ("donate/.env", "www/<<org>>/.env"),
    """APP_NAME=GetYourPVC
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://<<dom>>

FLW_PUBLIC_KEY=FLWPUBK-<<pub>>-X
FLW_SECRET_KEY=<<cred>>
FLW_SECRET_HASH=
FLW_REDIRECT_URL=https://<<dom>>/donate/complete
""",
    "p:flutterwave_sk",
    syntax="",
    extra=lambda rng, s: s.update(
        pub="".join(rng.choice("0123456789abcdef") for _ in range(32)),
        appkey="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(43)
        )
        + "=",
    ),
)


def _ng_tsv(rng: random.Random, s: dict[str, object]) -> None:
    def row(rng: random.Random, name: str, login: str, phone: str, pw: str, i: str) -> str:
        return "\t".join(
            (
                f"{pick(rng, NG.places).title()} LGA / Ward {rng.randint(1, 12)}",
                name,
                phone,
                login,
                pw,
            )
        )

    roster(NG, rng, s, row)


NG.reg(
    "pvc_registration_centres_tsv_logins",
    ("sheets/centres_<<place>>.tsv", "exports/cvr_volunteers_<<date>>.tsv"),
    "Centre\tVolunteer\tPhone\tTablet login\tPassword\n<<rows>>\n",
    "human_x",
    syntax="",
    extra=_ng_tsv,
)

NG.reg(
    "pvc_hausa_sms_export_csv_reply_only",
    ("SMS/export_<<date>>.csv", "phone_backup/<<fa>>_sms_<<n>>.csv"),
    """Date,Time,Type,Number,Name,Message
<<dmy>>,<<time>>,Received,<<phone>>,<<fn2>> <<ln2>>,"Salam, don Allah menene kalmar sirri ta sabuwar wayar rajista?"
<<dmy>>,<<time2>>,Sent,<<phone>>,<<fn2>> <<ln2>>,"<<cred>>"
<<dmy>>,<<time2>>,Received,<<phone>>,<<fn2>> <<ln2>>,"Na gode sosai, ya yi aiki"
""",
    "human_x",
    syntax="",
)

NG.reg(
    "pvc_mailchimp_audience_sync_python",
    ("sync/mailchimp_sync.py", "scripts/<<place>>_audience.py"),
    '''"""Push newly registered volunteers into the Mailchimp audience."""

import csv

from mailchimp_marketing import Client

client = Client()
client.set_config({"api_key": "<<cred>>", "server": "<<server>>"})

LIST_ID = "<<lid>>"

with open("volunteers_<<place>>.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        client.lists.add_list_member(
            LIST_ID,
            {"email_address": row["email"], "status": "subscribed", "merge_fields": {"FNAME": row["first_name"], "STATE": "<<town>>"}},
        )
''',
    "p:mailchimp",
    extra=lambda rng, s: s.update(
        server=str(s["cred"]).rsplit("-", 1)[1],
        lid="".join(rng.choice("0123456789abcdef") for _ in range(10)),
    ),
)
