# ruff: noqa: E501
"""Family g: a recruitment agency (manpower agency) in Cebu, Philippines: Cebuano, Tagalog,
Taglish and English."""

from __future__ import annotations

import json

from ninetieth_spec import Fam, Slots, alnum

FAM = Fam(
    name="ahensya_recruitment_cebu",
    orgs=(
        ("bisayamanpower", "Bisaya Manpower Services Inc."),
        ("sugbuhires", "Sugbu Hires Recruitment Agency"),
        ("mactanplacement", "Mactan International Placement Corp."),
    ),
    tld="com.ph",
    first=(
        ("Maricel", "maricel"),
        ("Jericho", "jericho"),
        ("Rhea", "rhea"),
        ("Junjun", "junjun"),
        ("Kristine", "kristine"),
        ("Ramil", "ramil"),
        ("Lorna", "lorna"),
        ("Jomar", "jomar"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Villanueva", "villanueva"),
        ("Bautista", "bautista"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Mendoza", "mendoza"),
        ("Ocampo", "ocampo"),
        ("Cabahug", "cabahug"),
    ),
    words=(
        "mahal",
        "lechon",
        "sinulog",
        "bisaya",
        "mangga",
        "lapulapu",
        "kalipay",
        "gugma",
        "sampaguita",
        "adobo",
        "isla",
        "dagat",
        "bituin",
        "ganda",
        "pogi",
        "santonino",
        "magellan",
        "bantayan",
    ),
    pets=("bantay", "brownie", "choco", "whitey", "princess", "tisoy"),
    towns=("cebu", "mandaue", "lapulapu", "talisay", "danao", "toledo"),
    cc="+63",
)

FAM.reg(
    "ahensya_viber_csv_jobstreet_employer_pw",
    ("<<org>>/viber_export/Viber_<<fa2>>_<<date>>.csv", "Downloads/Viber Messages <<date>>.csv"),
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dmys>>,<<hm>>,<<f2>> <<l2>>,<<phone2>>,"Ma'am unsa na pw sa JobStreet employer? na-logout ko"
<<dmys>>,<<hm>>,<<f>> <<l>>,<<phone>>,"user <<email>>"
<<dmys>>,<<hm2>>,<<f>> <<l>>,<<phone>>,"pw: <<cred>>"
<<dmys>>,<<hm2>>,<<f2>> <<l2>>,<<phone2>>,"salamat po! i-post ko na ang caregiver job order"
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "ahensya_paymongo_placement_fee_laravel_env",
    ("<<org>>-portal/.env", "var/www/apply.<<dom>>/.env"),
    """APP_NAME="<<orgname>> Portal"
APP_ENV=production
APP_URL=https://apply.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=applicants
DB_USERNAME=portal
DB_PASSWORD=
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://apply.<<dom>>/paymongo/webhook
""",
    "p:paymongo_sk",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 24)},
)

FAM.reg(
    "ahensya_dmw_eregistration_cebuano_handover_md",
    ("<<org>>/handover/turnover_<<fa>>_<<date>>.md", "Docs/<<org>>/Turnover Notes.md"),
    """# Turnover notes – <<f>> <<l>> (maternity leave)

Mga buluhaton nga ipasa kang <<f2>>:

- **DMW e-Registration / OEC** – account sa agency
  - username: <<login>>.<<org>>
  - password: <<cred>>
  - ayaw kalimti ang PDOS schedule kada Huwebes
- **POEA job orders** – naa sa shared drive `\\\\<<host>>\\joborders`
- Medical clinic referrals – tawagi si Dra. <<l2>> sa <<phone2>>

Salamat kaayo! – <<fa>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "ahensya_workable_ats_candidates_python",
    ("<<org>>/scripts/workable_pull.py", "ats-sync/<<org>>/pull_candidates.py"),
    '''"""Pull new candidates from Workable into the agency's deployment tracker."""

import requests

SUBDOMAIN = "<<org>>"
WORKABLE_TOKEN = "<<cred>>"


def candidates(stage: str = "sourced") -> list[dict]:
    r = requests.get(
        f"https://{SUBDOMAIN}.workable.com/spi/v3/candidates",
        headers={"Authorization": f"Bearer {WORKABLE_TOKEN}"},
        params={"stage": stage, "limit": 100},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["candidates"]
''',
    "p:workable",
)


def _messenger(s: Slots) -> str:
    base = 1_767_225_600_000 + int(s["n6"]) * 1000
    obj = {
        "participants": [{"name": f"{s['f']} {s['l']}"}, {"name": f"{s['f2']} {s['l2']}"}],
        "messages": [
            {
                "sender_name": f"{s['f']} {s['l']}",
                "timestamp_ms": base + 120000,
                "content": s["cred"],
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": f"{s['f2']} {s['l2']}",
                "timestamp_ms": base + 60000,
                "content": "unsa diay ang bag-o nga pw sa Kalibrr?",
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": f"{s['f2']} {s['l2']}",
                "timestamp_ms": base,
                "content": "Te, naa ka?",
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": f"{s['f2']} {s['l2']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n6']}",
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


FAM.reg(
    "ahensya_messenger_json_reply_only_value",
    (
        "<<org>>/fb_export/messages/inbox/<<fa2>><<la2>>_<<n6>>/message_1.json",
        "facebook-<<login>>/messages/inbox/<<fa2>>_<<n4>>/message_1.json",
    ),
    _messenger,
    "human",
)

FAM.reg(
    "ahensya_phpmailer_gmail_app_password",
    ("<<org>>-portal/includes/mailer.php", "var/www/<<dom>>/lib/send_mail.php"),
    """<?php
use PHPMailer\\PHPMailer\\PHPMailer;

function agency_mailer(): PHPMailer
{
    $mail = new PHPMailer(true);
    $mail->isSMTP();
    $mail->Host = 'smtp.gmail.com';
    $mail->SMTPAuth = true;
    $mail->Username = 'hiring.<<org>>@gmail.com';
    $mail->Password = '<<cred>>'; // app password ni <<fa>>
    $mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;
    $mail->Port = 587;
    $mail->setFrom('hiring.<<org>>@gmail.com', '<<orgname>>');
    return $mail;
}
""",
    "p:gmail_app",
)

FAM.reg(
    "ahensya_sms_backup_restore_tagalog_xml",
    (
        "<<org>>/phone_backup/sms-<<y>><<mo>><<d>><<hh>><<mi>>.xml",
        "SMSBackupRestore/sms-<<date>>-<<n4>>.xml",
    ),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="1767225600000" type="full">
  <sms protocol="0" address="<<phone2>>" date="1767225600000" type="1" body="Sir pwede po pahingi ng password sa e-Registration? Kukuha po ako ng OEC ng aplikante" read="1" status="-1" contact_name="<<f2>> <<l2>>" />
  <sms protocol="0" address="<<phone2>>" date="1767225660000" type="2" body="<<cred>>" read="1" status="-1" contact_name="<<f2>> <<l2>>" />
  <sms protocol="0" address="<<phone2>>" date="1767225720000" type="1" body="Salamat po sir!" read="1" status="-1" contact_name="<<f2>> <<l2>>" />
</smses>
""",
    "human_x",
)

FAM.reg(
    "ahensya_opencats_docker_compose_mysql",
    ("<<org>>/opencats/docker-compose.yml", "srv/<<org>>-ats/docker-compose.yaml"),
    """services:
  opencats:
    image: opencats/opencats:0.9.6
    ports:
      - "8080:80"
    environment:
      DATABASE_HOST: "db"
      DATABASE_NAME: "opencats"
      DATABASE_USER: "opencats"
      DATABASE_PASS: "<<cred>>"
    depends_on: [db]
  db:
    image: mariadb:10.11
    environment:
      MARIADB_DATABASE: "opencats"
      MARIADB_USER: "opencats"
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_RANDOM_ROOT_PASSWORD: "yes"
    volumes:
      - ./mysql:/var/lib/mysql
""",
    "pw_dq",
)
