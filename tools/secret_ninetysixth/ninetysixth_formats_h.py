# ruff: noqa: E501
"""Family h: an international NGO's liaison office in Kathmandu, Nepal: Nepali (Devanagari)
and English."""

from __future__ import annotations

import json
import random

from ninetysixth_corpus import gen_pw
from ninetysixth_spec import Fam

F = Fam(
    name="ngo_liaison_office_nepal",
    orgs=("lunaria-ngo", "lunariaaid", "himal-liaison", "lunaria-nepal"),
    tlds=("org.np", "np", "com.np"),
    first=(
        ("सुनिता", "sunita"),
        ("राजेश", "rajesh"),
        ("प्रकाश", "prakash"),
        ("सरिता", "sarita"),
        ("बिनोद", "binod"),
        ("अनिता", "anita"),
        ("दीपक", "dipak"),
        ("पूजा", "puja"),
    ),
    last=(
        ("श्रेष्ठ", "shrestha"),
        ("तामाङ", "tamang"),
        ("गुरुङ", "gurung"),
        ("अधिकारी", "adhikari"),
        ("थापा", "thapa"),
        ("महर्जन", "maharjan"),
        ("राई", "rai"),
    ),
    words=(
        "sagarmatha",
        "pashupati",
        "dashain",
        "tihar",
        "momo",
        "dalbhat",
        "thamel",
        "patan",
        "bhaktapur",
        "annapurna",
        "pokhara",
        "lumbini",
        "rhododendron",
        "namaste",
        "himal",
        "boudha",
        "swayambhu",
        "newari",
        "dhaka",
        "sherpa",
    ),
    pets=("kale", "bhote", "tiger", "puppy", "moti", "seto"),
    cc="977",
    city=("काठमाडौं", "kathmandu"),
)


def _messenger(sl: dict[str, object]) -> str:
    def moj(s: str) -> str:
        return s.encode("utf-8").decode("latin-1")

    msgs = [
        (sl["name_a"], f"{sl['fn2']} जी, Tally सर्भरको पासवर्ड यो हो:"),
        (sl["name_a"], str(sl["cred"])),
        (sl["name2_a"], "धन्यवाद दाइ 🙏"),
    ]
    out = [
        {
            "sender_name": moj(str(who)),
            "timestamp_ms": (int(str(sl["ts"])) + i * 30) * 1000,
            "content": moj(t),
        }
        for i, (who, t) in enumerate(reversed(msgs))
    ]
    return json.dumps(
        {
            "participants": [{"name": moj(str(sl["name_a"]))}, {"name": moj(str(sl["name2_a"]))}],
            "messages": out,
            "title": moj(str(sl["name2_a"])),
            "is_still_participant": True,
            "thread_path": f"inbox/{sl['fa2']!s}_{sl['nnn']}",
        },
        indent=2,
    )


F.reg(
    "ngoliaison_nepali_messenger_json_mojibake_paswod",
    (
        "messages/inbox/<<fa2>>_<<nnn>>/message_1.json",
        "facebook-<<user>>-<<ymd>>/messages/inbox/<<fa2>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

F.reg(
    "ngoliaison_khalti_donations_django_env",
    ("donate/.env", "srv/donate-<<n>>/.env"),
    """DJANGO_SETTINGS_MODULE=donate.settings.prod
ALLOWED_HOSTS=donate.<<dom>>
DATABASE_URL=postgres://donate@<<ip>>:5432/donate
KHALTI_PUBLIC_KEY=<<pk>>
KHALTI_SECRET_KEY=<<cred>>
KHALTI_API=https://khalti.com/api/v2/epayment/initiate/
KHALTI_RETURN_URL=https://donate.<<dom>>/khalti/verify/
""",
    "p:khalti",
    syntax="",
    extra=lambda r, sl: {"pk": "".join(r.choice("0123456789abcdef") for _ in range(32))},
)


def _go_pw(rng: random.Random, sl: dict[str, object]) -> str:
    while True:
        pw = gen_pw(rng, sym="&<>")
        if any(c in pw for c in "&<>"):
            return pw


def _go_json(sl: dict[str, object]) -> str:
    # Go's encoding/json escapes <, > and & as \u003c, \u003e and \u0026
    pw = str(sl["cred"]).replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
    return (
        "{\n"
        f'  "office": "{sl["city_a"]}",\n'
        '  "generated_by": "lunaria-provisioner/1.4.2",\n'
        f'  "smb_share": "\\\\\\\\fs01.{sl["dom"]}\\\\programme",\n'
        f'  "smb_user": "{sl["user"]}",\n'
        f'  "smb_password": "{pw}",\n'
        f'  "issued": "{sl["date"]}T{sl["time"]}:00+05:45"\n'
        "}\n"
    )


F.reg(
    "ngoliaison_go_provisioner_json_unicode_html_escaped",
    ("provision/out/<<user>>.json", "var/lib/provisioner/<<ymd>>/<<user>>.json"),
    _go_json,
    _go_pw,
    decode=lambda text: json.loads(text)["smb_password"],
)

F.reg(
    "ngoliaison_tally_backup_net_use_bat",
    ("C:/TallyBackup/backup_<<n>>.bat", "Users/<<user>>/Desktop/tally_backup.bat"),
    """@echo off
REM TallyPrime — daily copy of company data to the liaison office file server
net use T: \\\\fs01\\tally /user:LUNARIA\\<<user>> <<cred>> /persistent:no
robocopy "C:\\TallyPrime\\Data" "T:\\%COMPUTERNAME%\\%date:~-4%" /MIR /R:1 /W:5
net use T: /delete /y
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "ngoliaison_esewa_epay_v2_secret_php",
    ("donate-php/config/esewa.php", "public_html/esewa_<<n>>/config.php"),
    """<?php
// eSewa ePay v2 — HMAC-SHA256 signature for donation payments (NPR)
$esewa = [
    'product_code' => 'NP-ES-<<pc>>',
    'secret_key'   => '<<cred>>',
    'success_url'  => 'https://donate.<<dom>>/esewa/success',
    'failure_url'  => 'https://donate.<<dom>>/esewa/failure',
    'form_url'     => 'https://epay.esewa.com.np/api/epay/main/v2/form',
];
""",
    "p:esewa",
    syntax="",
    extra=lambda r, sl: {"pc": str(r.randint(1000, 9999))},
)

F.reg(
    "ngoliaison_nepali_handover_note_paswod",
    ("Handover/हस्तान्तरण_<<ymd>>.txt", "Shared/Admin/handover_<<fa>>_<<n>>.txt"),
    """हस्तान्तरण नोट — प्रशासन तथा आईटी
मिति: <<date>>
दिने: <<name>>  |  लिने: <<name2>>

१. साझा ड्राइभ (\\\\fs01\\programme)
   प्रयोगकर्ता: <<user>>
   पासवर्ड: <<cred>>
२. भूकम्प आपतकालीन झोला स्टोरमा छ, स्याटेलाइट फोन चार्ज गर्न नबिर्सनुहोस्।
३. डोनर रिपोर्ट (त्रैमासिक) — <<email2>> लाई पठाउने।
""",
    "human",
)

F.reg(
    "ngoliaison_mikrotik_export_rsc_wpa2_key",
    ("backup/mikrotik_<<ymd>>.rsc", "Shared/IT/router/hap_<<n>>.rsc"),
    """# <<date>> <<time>>:11 by RouterOS 7.14.3
# software id = <<sid>>
#
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=office supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=nepal mode=ap-bridge security-profile=office ssid=Lunaria-Office
/ip address
add address=192.168.<<n>>.1/24 interface=bridge network=192.168.<<n>>.0
""",
    "human_x",
    syntax="",
    extra=lambda r, sl: {
        "sid": "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4))
        + "-"
        + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4))
    },
)

F.reg(
    "ngoliaison_donor_report_smtplib_gmail_py",
    ("reports/send_donor_report_<<n>>.py", "home/<<user>>/reports/mailer.py"),
    '''"""Mail the monthly donor report PDF from the liaison office Gmail account."""

import smtplib
from email.message import EmailMessage
from pathlib import Path

msg = EmailMessage()
msg["From"] = "<<user>>.lunaria@gmail.com"
msg["To"] = "<<email2>>"
msg["Subject"] = "Monthly report — <<city_a>> liaison office"
msg.add_attachment(Path("report_<<ymd>>.pdf").read_bytes(), maintype="application", subtype="pdf")

with smtplib.SMTP_SSL("smtp.gmail.com", 465) as server:
    server.login("<<user>>.lunaria@gmail.com", "<<cred>>")
    server.send_message(msg)
''',
    "pw_dq",
)
