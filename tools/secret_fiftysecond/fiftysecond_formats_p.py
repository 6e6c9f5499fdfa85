"""Family p: a university dental clinic in Tbilisi (Georgia): dental imaging, CBCT,
booking site, bank payments, SMS, backups; Georgian."""

from __future__ import annotations

import json

from fiftysecond_spec import Fam

F = Fam(
    "kartuli_stomatology_clinic",
    (("mzianidental", "მზიანი სტომატოლოგიური კლინიკა"), ("mzianidental", "Mziani Dental Clinic")),
    "ge",
    ("ნინო", "გიორგი", "მარიამ", "ლევანი", "თამარ", "დავით", "ანა", "ლუკა"),
    (
        "ბერიძე",
        "კაპანაძე",
        "მაისურაძე",
        "გელაშვილი",
        "ლომიძე",
        "ჯავახიშვილი",
        "ხარაიშვილი",
        "ქავთარაძე",
    ),
    (
        "tbilisi",
        "mziani",
        "kartli",
        "mtatsminda",
        "rtveli",
        "saperavi",
        "kbili",
        "mtkvari",
        "kazbegi",
        "svaneti",
    ),
    ("თბილისი", "ბათუმი", "ქუთაისი"),
    ("nino", "giorgi", "mariam", "levani", "tamar", "davit", "ana", "luka"),
    (
        "beridze",
        "kapanadze",
        "maisuradze",
        "gelashvili",
        "lomidze",
        "javakhishvili",
        "kharaishvili",
        "kavtaradze",
    ),
    "+995",
)

F.reg(
    "kartuli_dental_xray_imaging_ini_sql_login",
    ("C:/ProgramData/DentalImaging/Imaging.ini", "DentalImaging/kabineti_<<n>>.ini"),
    """[General]
Clinic=<<orgname>>
Language=ka-GE
ImagePath=\\\\<<ip>>\\xray$

[Database]
Server=XRAY-SRV\\SQLEXPRESS
Catalog=DentalImages
User=imaging
Password=<<cred>>

[Sensor]
Model=RVG-<<n3>>
Calibration=C:\\ProgramData\\DentalImaging\\calib_<<n>>.dat
""",
    "pw",
)


def _tg(s) -> str:
    doc = {
        "name": "კლინიკის ადმინისტრაცია",
        "type": "private_group",
        "id": int(s["n6"]) * 1000,
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['hm']}:10",
                "from": s["first2"],
                "from_id": f"user{s['n6']}",
                "text": "ვინმემ იცით რეგისტრატურის კომპიუტერის პაროლი? ვერ შევდივარ",
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['hm']}:42",
                "from": f"{s['first']} {s['last']}",
                "from_id": f"user{s['n4']}",
                "text": f"მომხმარებელი reception, პაროლი: {s['cred']}",
            },
            {
                "id": 3,
                "type": "message",
                "date": f"{s['date']}T{s['hm2']}:05",
                "from": s["first2"],
                "from_id": f"user{s['n6']}",
                "text": "მადლობა, შევედი 🙏",
            },
        ],
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


F.reg(
    "kartuli_telegram_json_export_paroli_registratura",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "Downloads/ChatExport_<<n>>/result.json"),
    _tg,
    "human",
)

F.reg(
    "kartuli_booking_django_settings_tbc_pay_secret",
    ("mziani_booking/settings/production.py", "srv/booking-<<n>>/config/settings_prod.py"),
    '''"""Online booking for the university dental clinic – production settings."""
from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["book.<<dom>>"]
TIME_ZONE = "Asia/Tbilisi"

TBC_PAY = {
    "API_URL": "https://api.tbcbank.ge/v1/tpay",
    "CLIENT_ID": "<<n6>>",
    "CLIENT_SECRET": "<<cred>>",
    "CALLBACK_URL": "https://book.<<dom>>/payments/callback/",
}
''',
    "alnum:32",
)

F.reg(
    "kartuli_email_georgian_paroli_lab_portal",
    ("Mail/Inbox/<<n6>>.eml", "mail/laboratoria_<<n>>.eml"),
    """From: <<email2>>
To: <<email>>
Subject: სატექნიკო ლაბორატორიის პორტალი – წვდომა
Date: <<date>> <<hm>>:14 +0400
Content-Type: text/plain; charset=UTF-8

გამარჯობა <<first>>,

კრონებისა და ხიდების შეკვეთებისთვის ლაბორატორიის პორტალზე შეგიძლიათ შეხვიდეთ:
მომხმარებელი: mziani<<n>>
პაროლი: <<cred>>

გთხოვთ, პაროლი არავის გაუზიაროთ.

პატივისცემით,
<<first2>>
""",
    "human",
)

F.reg(
    "kartuli_intraoral_scanner_pc_sticky_note_paroli",
    ("Desktop/შენიშვნა სკანერი.txt", "Users/clinic/Desktop/scanner_<<n>>.txt"),
    """ინტრაორალური სკანერი (კაბინეტი <<n>>)
Windows: scanner
პაროლი:
<<cred>>
ღრუბელი — იხ. ადმინისტრატორთან
""",
    "human_x",
    syntax="",
)

F.reg(
    "kartuli_smsoffice_reminder_node_api_key",
    ("reminders/sms.js", "srv/clinic-reminders-<<n>>/lib/smsoffice.js"),
    """// პაციენტებისთვის ვიზიტის შეხსენება (smsoffice.ge)
const axios = require("axios");

const SMSOFFICE_KEY = "<<cred>>";

async function remind(phone, time) {
  const content = `მზიანი: თქვენი ვიზიტი ხვალ ${time}-ზეა.`;
  return axios.get("https://smsoffice.ge/api/v2/send/", {
    params: { key: SMSOFFICE_KEY, destination: phone, sender: "MZIANI", content },
  });
}

module.exports = { remind };
""",
    "hex:32",
    syntax="",
)

F.reg(
    "kartuli_restic_env_repository_password_b2",
    ("etc/restic/clinic-backup.env", "root/backup/restic_<<n>>.env"),
    """# ყოველღამური ბექაპი (პაციენტების ბაზა + რენტგენები)
export RESTIC_REPOSITORY=b2:mziani-backup:/clinic
export RESTIC_PASSWORD=<<cred>>
export B2_ACCOUNT_ID=005<<hexid>>0001
export B2_ACCOUNT_KEY_FILE=/etc/restic/b2.key
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "kartuli_cbct_viewer_portal_ec_private_key",
    ("etc/ssl/private/cbct.<<org>>.key", "opt/cbct-portal-<<n>>/tls/server.key"),
    """<<cred>>
""",
    "ec",
    syntax="",
)
