# ruff: noqa: E501
"""Family i: a funeral-cover (umngcwabo) agent in Durban, South Africa (isiZulu, Afrikaans, English)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, draw, jdump

F = Fam(
    name="funeral_cover_agent_kwazulu",
    orgs=("ubuntucover", "khayaplan", "thokozafunerals"),
    tld="co.za",
    first=tuple(
        (n, n.lower())
        for n in (
            "Sipho",
            "Nomvula",
            "Thabo",
            "Zanele",
            "Bongani",
            "Lindiwe",
            "Sibusiso",
            "Thandeka",
            "Pieter",
            "Anneke",
        )
    ),
    last=tuple(
        (n, n.lower())
        for n in ("Dlamini", "Ndlovu", "Mkhize", "Zulu", "Ngcobo", "Khumalo", "Botha", "Nel")
    ),
    words=(
        "ubuntu",
        "sawubona",
        "durban",
        "amakhosi",
        "thula",
        "ngiyabonga",
        "indlovu",
        "ilanga",
        "bafana",
        "springbok",
        "braai",
        "lekker",
        "umhlanga",
        "themba",
    ),
    pets=("spotty", "rex", "bruno", "snowy", "jabu", "lucky"),
    cc="+27",
)

F.reg(
    "funeralza_zulu_whatsapp_iphasiwedi_portal",
    ("WhatsApp Chat with <<fat>> Umngcwabo.txt", "exports/wa_agents_<<n>>.txt"),
    """<<y>>/<<m>>/<<d>>, <<time>> - <<first>> <<last>>: Sawubona sisi, iphasiwedi ye-portal ayisebenzi
<<y>>/<<m>>/<<d>>, <<time>> - <<first2>> <<last2>>: Ngiyishintshile namhlanje. Username: <<login>>
<<y>>/<<m>>/<<d>>, <<time>> - <<first2>> <<last2>>: Iphasiwedi: <<cred>>
<<y>>/<<m>>/<<d>>, <<time>> - <<first>> <<last>>: Ngiyabonga kakhulu! Ngizofaka ama-policy ka-Gogo Ndlovu manje
""",
    cred="human",
    syntax="",
)

F.reg(
    "funeralza_payfast_itn_passphrase_php",
    ("premiums/payfast_config.php", "public_html/<<org>>-<<n>>/includes/payfast.php"),
    """<?php
// Monthly funeral premiums via PayFast subscriptions
$payfast = [
    'merchant_id'  => '1<<n6>>',
    'merchant_key' => '<<mk>>',
    'passphrase'   => '<<cred>>',
    'return_url'   => 'https://<<dom>>/paid',
    'notify_url'   => 'https://<<dom>>/payfast/itn.php',
    'sandbox'      => false,
];
""",
    cred="human_x",
    syntax="",
    extra=lambda rng, s: {"mk": draw(rng, "p:payfast_key", F)},
)

F.reg(
    "funeralza_yoco_card_machine_python_secret",
    ("tools/yoco_refunds.py", "scripts/yoco_payout_<<n>>.py"),
    '''"""Refund a double-paid funeral premium taken on the Yoco card machine."""

import requests

YOCO_SECRET_KEY = "<<cred>>"


def refund(charge_id, cents):
    r = requests.post(
        f"https://payments.yoco.com/api/checkouts/{charge_id}/refund",
        headers={"Authorization": f"Bearer {YOCO_SECRET_KEY}"},
        json={"amount": cents},
        timeout=30,
    )
    return r.status_code, r.text
''',
    cred="p:yoco",
)

F.reg(
    "funeralza_debit_order_bank_sshpass_sftp",
    ("batch/debit_orders_<<n>>.sh", "home/<<fa>>/bin/send_debits.sh"),
    """#!/bin/sh
# Upload the monthly debit-order file (NAEDO) to the bank
FILE=/data/debits/DO_$(date +%Y%m).txt
sshpass -p '<<cred>>' sftp -oBatchMode=no -oStrictHostKeyChecking=no <<org>>_h2h@sftp.hostbank.co.za <<EOF
put $FILE /inbound/
bye
EOF
""",
    cred="pw_sq",
    syntax="",
)


def _app(s):
    return jdump(
        {
            "ConnectionStrings": {
                "PolicyAdmin": f"Server={s['ip']},1433;Database=FuneralPolicies;User Id=pa_app;Password={s['cred']};TrustServerCertificate=True"
            },
            "Logging": {"LogLevel": {"Default": "Information"}},
            "Sms": {"Provider": "ClickSend", "Sender": s["orgt"]},
        }
    )


F.reg(
    "funeralza_policy_admin_appsettings_sql_password",
    ("PolicyAdmin/appsettings.json", "deploy/<<org>>_<<n>>/appsettings.Production.json"),
    _app,
    cred="pw_xml",
)

F.reg(
    "funeralza_afrikaans_email_wagwoord_onderskrywer",
    ("Inbox/<<n>>_wagwoord.eml", "mail/<<fa>>/onderskrywer_<<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Nuwe wagwoord vir die onderskrywer se portaal
Date: Fri, <<d>> May <<y>> <<time>>:45 +0200
Content-Type: text/plain; charset=UTF-8

Goeie môre <<first>>,

Jou toegang tot die begrafnispolis-portaal is herstel.
Gebruikersnaam: <<login>>
Wagwoord: <<cred>>

Onthou asseblief om eise binne 48 uur op te laai.

Groete
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "funeralza_clicksend_premium_sms_env",
    ("sms-reminders/.env", "srv/<<org>>/sms_<<n>>.env"),
    """CLICKSEND_USERNAME=<<email>>
CLICKSEND_API_KEY=<<cred>>
SMS_FROM=<<orgt>>
REMIND_DAYS_BEFORE=3
""",
    cred="p:clicksend",
    syntax="",
)

F.reg(
    "funeralza_claim_docs_scanner_network_profile_ini",
    ("scanner/ADS-<<n>>_profile.ini", "Brother/ScanToNetwork_<<fa>>.ini"),
    """[General]
Model=ADS-2700W
Location=Front office
[ScanToNetwork]
ProfileName=Eise (claims)
Host=<<ip>>
StorePath=\\\\<<ip>>\\claims\\scans
Protocol=CIFS
Username=scanner
Password=<<cred>>
FileType=PDF
Resolution=300
""",
    cred="pw",
)
