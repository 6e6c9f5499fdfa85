# ruff: noqa: E501
"""Family o: a rongoā Māori (traditional medicine and mirimiri) practitioner in Rotorua, Aotearoa New Zealand (te reo Māori, English)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from hundredthirtysecond_spec import Fam, enc_xml, human_with

FAM = Fam(
    name="rongoa_mirimiri",
    orgs=("rongowai", "kawakawa", "harakeke", "waiorapa"),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Mereana", "mereana"),
        ("Wiremu", "wiremu"),
        ("Kahurangi", "kahurangi"),
        ("Hēmi", "hemi"),
        ("Ngaio", "ngaio"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Te Awa", "teawa"),
        ("Walker", "walker"),
        ("Tūhoe-Rāwiri", "tuhoerawiri"),
        ("Pōmare", "pomare"),
        ("Smith", "smith"),
    ),
    words=(
        "kawakawa",
        "kia",
        "ora",
        "rongoa",
        "mirimiri",
        "rotorua",
        "whanau",
        "aroha",
        "tane",
        "mahuta",
        "harakeke",
        "kumara",
        "matariki",
        "wairua",
    ),
    pets=("kuri", "kiwi", "tui", "pepe", "moana", "rata", "kowhai"),
    cc="+64 21",
    cities=("Rotorua", "Ngongotahā", "Taupō", "Whakatāne"),
)
F = FAM


def _messenger(s: dict) -> str:
    t0 = 1_740_000_000_000 + int(s["n2"]) * 1_000_000
    return json.dumps(
        {
            "participants": [
                {"name": s["first"] + " " + s["last"]},
                {"name": s["first2"] + " " + s["last2"]},
            ],
            "messages": [
                {
                    "sender_name": s["first2"] + " " + s["last2"],
                    "timestamp_ms": t0 + 60_000,
                    "content": "Kupuhipa mō te Cliniko: " + s["cred"] + " - ngā mihi e hoa",
                },
                {
                    "sender_name": s["first"] + " " + s["last"],
                    "timestamp_ms": t0,
                    "content": "Kia ora! He aha te kupuhipa hou mō te pūnaha pukapuka? (the booking system)",
                },
            ],
            "title": s["first2"] + " " + s["last2"],
            "thread_path": f"inbox/{s['fa2']}_{s['n2']}",
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "rongoa_messenger_json_kupuhipa",
    (
        "facebook-<<fa>>/your_facebook_activity/messages/inbox/<<fa2>>_<<n2>>/message_1.json",
        "export/<<org>>/messenger_<<n>>.json",
    ),
    _messenger,
    cred="human",
)

F.reg(
    "rongoa_cliniko_api_python",
    ("scripts/cliniko_export.py", "<<org>>/tools/cliniko_bookings_<<n>>.py"),
    '''"""Pull tomorrow's mirimiri bookings from Cliniko for the day sheet."""

import datetime

import requests

CLINIKO_KEY = "<<cred>>"
BASE = "https://api." + CLINIKO_KEY.rsplit("-", 1)[1] + ".cliniko.com/v1"

tomorrow = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
r = requests.get(
    f"{BASE}/individual_appointments",
    params={"q[]": f"starts_at:>={tomorrow}T00:00:00Z"},
    auth=(CLINIKO_KEY, ""),
    headers={"User-Agent": "<<orgc>> Rongoa (<<email>>)", "Accept": "application/json"},
    timeout=20,
)
for a in r.json()["individual_appointments"]:
    print(a["starts_at"], a["patient_name"])
''',
    cred="p:cliniko",
)

F.reg(
    "rongoa_windcave_hpp_env",
    ("bookings/.env", "<<org>>-site/.env.production"),
    """# Windcave hosted payment page - koha / session deposits
WINDCAVE_API_USER=<<orgc>>_REST
WINDCAVE_API_KEY=<<cred>>
WINDCAVE_URL=https://sec.windcave.com/api/v1/sessions
SITE_URL=https://<<domain>>
""",
    cred="p:windcave",
    syntax="",
)


def _xero(s: dict) -> str:
    return json.dumps(
        {
            "xero": {
                "client_id": s["hexid"].upper() + s["hexid"].upper() + "ABCDEFAB",
                "client_secret": s["cred"],
                "redirect_uri": f"https://{s['domain']}/xero/callback",
                "scopes": "offline_access accounting.transactions accounting.contacts",
            },
            "gst_number": f"{s['n2']}-{s['n2']}-{s['n']}",
        },
        indent=2,
    )


F.reg(
    "rongoa_xero_invoicing_config_json",
    ("invoicing/config.json", "<<org>>-xero/settings_<<n>>.json"),
    _xero,
    cred="p:xero",
)


def _keepass(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
\t<Meta><Generator>KeePass</Generator><DatabaseName>{s["orgc"]}</DatabaseName></Meta>
\t<Root>
\t\t<Group>
\t\t\t<Name>Clinic</Name>
\t\t\t<Entry>
\t\t\t\t<UUID>{s["hexid"]}AAAAAAAAAAAA==</UUID>
\t\t\t\t<String><Key>Title</Key><Value>Halaxy practice</Value></String>
\t\t\t\t<String><Key>UserName</Key><Value>{s["email"]}</Value></String>
\t\t\t\t<String><Key>Password</Key><Value ProtectInMemory="True">{s["cred"]}</Value></String>
\t\t\t\t<String><Key>URL</Key><Value>https://www.halaxy.com/a/login</Value></String>
\t\t\t</Entry>
\t\t</Group>
\t</Root>
</KeePassFile>
"""


def _dec_keepass(text: str) -> str:
    root = ET.fromstring(text.encode())
    for st in root.iter("String"):
        if st.findtext("Key") == "Password":
            return st.findtext("Value")
    raise ValueError("no Password")


F.reg(
    "rongoa_keepass_xml_export_escaped",
    ("Documents/KeePass/<<org>>_export_<<ymdc>>.xml", "backup/<<fa>>/kdbx-export-<<n>>.xml"),
    _keepass,
    cred=lambda rng, fam: human_with(rng, fam, "&<>", safe=True).replace("+", "&", 1),
    decode=_dec_keepass,
    encode=enc_xml,
)

F.reg(
    "rongoa_email_te_reo_kupuhipa_halaxy",
    ("Mail/Inbox/halaxy-<<fa>>-<<n>>.eml", "outlook/<<org>>/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Halaxy - te takiuru / login for the clinic
Date: <<rfcdate>> +1300
Content-Type: text/plain; charset=utf-8

Tēnā koe <<first>>,

Nau mai ki te rōpū! Anei ngā taipitopito takiuru mō Halaxy (bookings and notes):
Ingoa kaiwhakamahi: <<email>>
Kupuhipa: <<cred>>

Please don't save it on the shared laptop at the marae clinic.
Ngā mihi nui,
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "rongoa_sshpass_rsync_bash_history",
    ("home/<<fa>>/.bash_history", "laptop-<<org>>/bash_history_<<n>>"),
    """cd ~/clinic-notes
sshpass -p '<<cred>>' rsync -av --delete ./ backup@<<lan>>:/volume1/rongoa/
sshpass -p '<<cred>>' ssh backup@<<lan>> 'df -h /volume1'
exit
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "rongoa_whiteboard_ocr_wifi_kupuhipa",
    ("ocr/whiteboard_<<ymdc>>.txt", "photos/<<org>>/board_<<n>>.txt"),
    """Nau mai haere mai
Wi-Fi: <<orgc>>_Manuhiri
kupuhipa: <<cred>>
""",
    cred="human",
    syntax="",
)
