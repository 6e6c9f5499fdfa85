# ruff: noqa: E501
"""Family o: a rent-collection agent (owó ilé) for Lagos landlords, Nigeria, English, Nigerian
Pidgin and Yoruba."""

from __future__ import annotations

import random
import urllib.parse

from hundredtenth_spec import Fam, draw, enc_form, grab, human, prov, with_chars

FAM = Fam(
    name="owoile_rent_collection_lagos",
    key="owoile",
    orgs=("ileowo", "ikejarent", "surulereestates", "lekkicollect"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Chiamaka", "chiamaka"),
        ("Olúwaseun", "oluwaseun"),
        ("Ngozi", "ngozi"),
        ("Tunde", "tunde"),
        ("Funmilayo", "funmilayo"),
        ("Emeka", "emeka"),
    ),
    last=(
        ("Adéyẹmí", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balogun", "balogun"),
        ("Eze", "eze"),
        ("Ọlálékan", "olalekan"),
        ("Nwosu", "nwosu"),
    ),
    words=(
        "naija",
        "lagos",
        "jollof",
        "ikeja",
        "oluwa",
        "owambe",
        "suya",
        "danfo",
        "ire",
        "ayo",
        "eko",
        "gidi",
        "landlord",
        "omo",
        "chop",
    ),
    pets=("Bingo", "Jack", "Tiger", "Sisi", "Boboye", "Lucky"),
    cc="+23480",
    places=("Surulere", "Yaba", "Ikeja GRA", "Lekki Phase 1", "Gbagada", "Ajah"),
)

FAM.reg(
    "paystack_sk_live_rent_link_node",
    ("<<org>>/paystack/rent-links.js", "collect-<<fa>>/paystack_<<n>>.js"),
    """// Generate Paystack payment links for tenants' annual rent
const PAYSTACK_SECRET = "<<cred>>";

async function rentLink(email, amountNaira, flat) {
  const r = await fetch("https://api.paystack.co/transaction/initialize", {
    method: "POST",
    headers: { Authorization: `Bearer ${PAYSTACK_SECRET}`, "Content-Type": "application/json" },
    body: JSON.stringify({ email, amount: amountNaira * 100, metadata: { flat, agent: "<<orgc>>" } }),
  });
  return (await r.json()).data.authorization_url;
}

rentLink("<<email2>>", 1800000, "<<place>> Flat <<n>>").then(console.log);
""",
    cred="p:paystack",
    syntax="",
)

FAM.reg(
    "flutterwave_secret_service_charge_php",
    ("<<org>>/config/flutterwave.php", "portal-<<org>>/app/flw_<<y>>.php"),
    """<?php
// Service charge and caution fee collection - Flutterwave
return [
    'public_key' => 'FLWPUBK-<<pk>>-X',
    'secret_key' => '<<cred>>',
    'encryption_key' => '<<ek>>',
    'redirect_url' => 'https://<<dom>>/payment/verify',
    'currency' => 'NGN',
];
""",
    cred="p:flutterwave",
    syntax="",
    extra=lambda rng, s: {"pk": draw(rng, FAM, "hex:32"), "ek": draw(rng, FAM, "hex:24")},
)

FAM.reg(
    "termii_rent_due_sms_python",
    ("<<org>>/sms/rent_due.py", "scripts-<<fa>>/termii_<<mo>>.py"),
    '''"""Send 'rent don due' reminders to tenants whose rent expires this month (Termii)."""

import requests

TERMII_API_KEY = "<<cred>>"

for phone, flat in {"<<phone>>": "<<place>> Flat <<n>>", "<<phone2>>": "Yaba Flat 2"}.items():
    requests.post(
        "https://api.ng.termii.com/api/sms/send",
        json={"to": phone, "from": "<<orgc>>", "sms": f"Good day. Rent for {flat} is due. Pay to <<orgc>> Paystack link.", "type": "plain", "channel": "generic", "api_key": TERMII_API_KEY},
        timeout=15,
    )
''',
    cred="p:termii",
)

FAM.reg(
    "whatsapp_pidgin_yoruba_password_landlord_portal",
    ("WhatsApp Chat with Landlord <<fa>>.txt", "whatsapp/<<org>>_<<fa2>>_<<y>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Ẹ kú àárọ̀ sir. Abeg the landlord portal password, I wan check who don pay for <<place>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Morning. Username na <<user>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Password: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Ẹ ṣé gan sir 🙏 I go send you the list before 5
""",
    cred="human",
    syntax="",
)


def form_cred(rng: random.Random, fam: Fam) -> str:
    return with_chars(rng, human(rng, fam, "@#!$&+"), "@#!$&+")


FAM.reg(
    "remita_portal_login_http_dump_form_urlencoded",
    ("Burp/<<org>>_remita_<<date>>.txt", "Documents/<<fa>>/request_dump_<<n>>.txt"),
    """POST /remita/ecomm/login.reg HTTP/1.1
Host: login.remita.net
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36
Content-Type: application/x-www-form-urlencoded
Content-Length: <<n>>7
Origin: https://login.remita.net
Cookie: JSESSIONID=<<hex8>><<hex8>>

username=<<uenc>>&password=<<enc>>&rememberMe=false
""",
    cred=form_cred,
    syntax="",
    extra=lambda rng, s: {"enc": enc_form(str(s["cred"])), "uenc": enc_form(str(s["email"]))},
    decode=lambda t: urllib.parse.unquote_plus(grab(t, r"&password=([^&\n]+)")),
)

FAM.reg(
    "collector_app_android_shared_prefs_xml",
    (
        "data/data/ng.<<org>>.collect/shared_prefs/session.xml",
        "backup_<<fa>>/shared_prefs/<<org>>_prefs_<<n>>.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="agent_phone"><<phone>></string>
    <string name="agent_name"><<fa>> <<la>></string>
    <string name="pin_backup"><<cred>></string>
    <boolean name="biometric" value="false" />
    <long name="last_sync" value="<<ts>>000" />
</map>
""",
    cred="human_xml",
)

FAM.reg(
    "zoho_books_refresh_token_yaml",
    ("<<org>>/accounts/zoho.yml", "books-<<fa>>/zoho_<<y>>.yaml"),
    """# Landlord statements -> Zoho Books (invoices, receipts)
zoho:
  accounts_url: https://accounts.zoho.com
  client_id: 1000.<<cidp>>
  client_secret: <<csec>>
  refresh_token: <<cred>>
  organization_id: "<<n>>7<<n>>"
statement_day: 28
""",
    cred=lambda rng, fam: prov(rng, "zoho"),
    extra=lambda rng, s: {
        "cidp": draw(rng, FAM, "alnum:30").upper(),
        "csec": draw(rng, FAM, "hex:42"),
    },
)

FAM.reg(
    "handover_note_pidgin_moniepoint_pos",
    ("Documents/handover_<<fa2>>_<<date>>.txt", "Desktop/<<org>>/note for <<fa2>>.txt"),
    """HANDOVER - <<fa>> to <<fa2>> (I dey travel go Ibadan till next week)

1. Moniepoint POS for office - agent login <<phone>>
   password: <<cred>>
2. Tenants wey never pay: check the Excel "Rent Roll <<y>>" for Drive
3. Landlord Alhaji <<la2>> go call about <<place>> flats - tell am say we don send statement
4. No give anybody the password o
""",
    cred="human",
    syntax="",
)
