# ruff: noqa: E501
"""Family l: the household manager of a large family villa in Jumeirah, Dubai, running the
domestic staff, their visas and the villa's systems (United Arab Emirates; Arabic, English)."""

from __future__ import annotations

import json

from hundredseventh_spec import Fam, reg

FAM = Fam(
    name="villamgr_jumeirah_villa",
    orgs=("qasrkhidma", "alnakheelhome", "jumeirahresidence", "baytalsafa"),
    tld="ae",
    first=("محمد", "فاطمة", "أحمد", "مريم", "خالد", "نورة", "سلطان", "عائشة"),
    first_a=("mohammed", "fatima", "ahmed", "maryam", "khalid", "noura", "sultan", "aisha"),
    last=("المنصوري", "الكعبي", "الشامسي", "الحمادي", "المهيري", "النعيمي"),
    last_a=("almansoori", "alkaabi", "alshamsi", "alhammadi", "almheiri", "alnuaimi"),
    words=(
        "falcon",
        "dubai",
        "jumeirah",
        "burj",
        "sahara",
        "majlis",
        "oud",
        "ghaf",
        "palm",
        "khaleej",
    ),
    pets=("saqr", "luna", "simba", "zeina", "max", "lulu"),
    cc="+971",
    cities=("Jumeirah 2", "Umm Suqeim", "Al Barsha", "Emirates Hills"),
)


def _unifi(s):
    doc = {
        "meta": {"rc": "ok"},
        "data": [
            {
                "_id": s["rid"] * 4,
                "name": "Villa-Staff",
                "security": "wpapsk",
                "wpa_mode": "wpa2",
                "x_passphrase": "<<cred>>",
                "vlan": 20,
                "enabled": True,
            },
            {
                "_id": s["rid"][::-1] * 4,
                "name": "Villa-Guest",
                "security": "open",
                "is_guest": True,
                "enabled": True,
            },
        ],
    }
    return json.dumps(doc, indent=2).replace("<<cred>>", str(s["cred"])) + "\n"


reg(
    FAM,
    "villamgr_whatsapp_arabic_kalimat_al_sir_dewa",
    ("WhatsApp Chat with <<first>>.txt", "chats/villa_<<n>>.txt"),
    """[<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>>:05] <<first>> <<last>>: السلام عليكم، أرسل لي بيانات حساب ديوا لو سمحت
[<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>>:31] Household Manager: وعليكم السلام. اسم المستخدم: <<login>>
[<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>>:44] Household Manager: كلمة السر: <<cred>>
[<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>>:59] <<first>> <<last>>: شكراً 🌹
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "villamgr_crestron_home_rest_python_auth_token",
    ("villa/crestron_scenes.py", "automation/crestron_<<n>>.py"),
    '''"""Scenes for the villa (Crestron Home REST API): majlis lights, pool pump, gate."""

import requests

PROCESSOR = "https://<<ip3>>"
AUTH_TOKEN = "<<cred>>"


def login() -> dict:
    r = requests.get(f"{PROCESSOR}/cws/api/login", headers={"Crestron-RestAPI-AuthToken": AUTH_TOKEN}, verify=False, timeout=10)
    return {"Crestron-RestAPI-AuthKey": r.json()["authkey"]}


def scene(scene_id: int) -> None:
    requests.post(f"{PROCESSOR}/cws/api/scenes/recall/{scene_id}", headers=login(), verify=False, timeout=10)
''',
    "alnum:32",
)

reg(
    FAM,
    "villamgr_paymob_staff_salary_env_secret",
    ("<<org>>/.env", "payroll-app/.env.local"),
    """PAYMOB_PUBLIC_KEY=are_pk_live_<<rid>><<serial>><<rid>>
PAYMOB_SECRET_KEY=<<cred>>
PAYMOB_INTEGRATION_ID=<<n4>><<n>>
WPS_EMPLOYER_ID=<<n4>><<n4>>
""",
    "p:paymob",
    syntax="",
)

reg(
    FAM,
    "villamgr_tap_payments_staff_advances_ts",
    ("src/payments/tap.ts", "staff-advances/tap_<<n>>.ts"),
    """// Salary advances for the villa staff (Tap Payments)
const TAP_SECRET_KEY = "<<cred>>";

export async function charge(amountAed: number, staffName: string) {
  return fetch("https://api.tap.company/v2/charges", {
    method: "POST",
    headers: { Authorization: `Bearer ${TAP_SECRET_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ amount: amountAed, currency: "AED", customer: { first_name: staffName }, source: { id: "src_all" } }),
  });
}
""",
    "p:tap",
    syntax="",
)

reg(
    FAM,
    "villamgr_hikvision_nvr_curl_digest_history",
    (".zsh_history", "home/<<login>>/.bash_history"),
    """ping <<ip3>>
curl --digest -u 'admin:<<cred>>' http://<<ip3>>/ISAPI/System/deviceInfo
curl --digest -u 'admin:<<cred>>' "http://<<ip3>>/ISAPI/Streaming/channels/101/picture" -o gate.jpg
open gate.jpg
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "villamgr_staff_register_csv_arabic_headers",
    ("staff/سجل_العمالة_<<year>>.csv", "exports/staff_<<n>>.csv"),
    """الاسم,الوظيفة,الجنسية,انتهاء الإقامة,حساب تدبير,كلمة المرور
<<first2>> Santos,مربية,الفلبين,<<date>>,<<login>>,<<cred>>
Mulu Tesfaye,طباخة,إثيوبيا,<<year>>-11-30,,
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "villamgr_unifi_wlanconf_json_x_passphrase",
    ("unifi/wlanconf_<<date>>.json", "network/villa_wlan_<<n>>.json"),
    _unifi,
    "pw_json",
)

reg(
    FAM,
    "villamgr_gdrfa_email_arabic_english_login",
    ("mail/gdrfa_<<n>>.eml", "Outlook/visa_<<date>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: manager@<<dom>>
Subject: تجديد إقامة المربية / Nanny visa renewal
Date: Sun, <<d1>> Oct <<year>> <<hh>>:<<mi>>:00 +0400
Content-Type: text/plain; charset=utf-8

مرحباً،
يرجى تجديد إقامة المربية قبل نهاية الشهر عبر بوابة GDRFA.

Login for the GDRFA smart services account:
User: <<login>>
Password: <<cred>>

شكراً
<<first>>
""",
    "human",
    syntax="",
)
