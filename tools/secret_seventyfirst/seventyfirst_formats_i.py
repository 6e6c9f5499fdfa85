# ruff: noqa: E501
"""Family i: a road-works subcontractor in India (Uttar Pradesh), Hindi and English."""

from __future__ import annotations

import random

from seventyfirst_spec import Fam, Slots, alnum

F = Fam(
    name="sadak_nirman_thekedar",
    orgs=("sadakveer", "pathnirman", "marglok", "tarcoat"),
    tld="co.in",
    first=(
        ("राजेश", "rajesh"),
        ("सुनीता", "sunita"),
        ("अमित", "amit"),
        ("प्रिया", "priya"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("यादव", "yadav"),
        ("सिंह", "singh"),
        ("गुप्ता", "gupta"),
        ("चौहान", "chauhan"),
    ),
    words=(
        "sadak",
        "bharat",
        "ganga",
        "shiva",
        "ganesh",
        "krishna",
        "jaihind",
        "durga",
        "sona",
        "pyaar",
        "sachin",
        "dhoni",
        "virat",
        "bullet",
        "hanuman",
        "lucknow",
    ),
    pets=("tommy", "moti", "sheru", "kalu", "jacky", "bholu"),
    cc="+91",
)


def _in_time(rng: random.Random, s: Slots) -> None:
    s["d12"] = f"{s['d']}/{s['mo']}/{s['yy']}"
    for i in range(1, 6):
        h, m = (int(x) for x in str(s[f"t{i}"]).split(":"))
        s[f"w{i}"] = f"{(h - 1) % 12 + 1}:{m:02d} {'pm' if h >= 12 else 'am'}"


F.reg(
    "sadak_hindi_whatsapp_password_gem_portal",
    (
        "phone/WhatsApp/WhatsApp Chat with <<first>> <<last>>.txt",
        "backup/<<org>>/WhatsApp Chat with Tender Team <<n>>.txt",
    ),
    """<<d12>>, <<w1>> - <<first>> <<last>>: सर GeM पोर्टल पर bid submit नहीं हो रहा, password गलत बता रहा है
<<d12>>, <<w2>> - <<first2>> <<last2>>: कल OTP के बाद बदल दिया था
<<d12>>, <<w3>> - <<first2>> <<last2>>: User ID: <<user>>
<<d12>>, <<w4>> - <<first2>> <<last2>>: पासवर्ड: <<cred>>
<<d12>>, <<w5>> - <<first>> <<last>>: हो गया सर 🙏 EMD भी upload कर दिया
<<d12>>, <<w5>> - <<first2>> <<last2>>: This message was deleted
""",
    "human",
    syntax="",
    extra=_in_time,
)

F.reg(
    "sadak_zoho_books_refresh_token_env",
    ("billing/<<org>>/.env", "scripts/ra_bills_<<n>>/.env"),
    """# Running-account bills -> Zoho Books (India DC)
ZOHO_ACCOUNTS_URL=https://accounts.zoho.in
ZOHO_CLIENT_ID=1000.<<h24>>
ZOHO_REFRESH_TOKEN=<<cred>>
ZOHO_ORGANIZATION_ID=<<num10>>
GSTIN=09<<orgu>><<nnnn>>1Z5
""",
    "p:zoho_refresh",
    syntax="",
)


def _rzp(rng: random.Random, s: Slots) -> None:
    s["keyid"] = "rzp_live_" + alnum(rng, 14)


F.reg(
    "sadak_razorpay_key_secret_django",
    ("vendor-portal/<<org>>/settings/prod.py", "rmc-orders-<<n>>/core/settings.py"),
    '''"""Ready-mix and bitumen supplier payments (Razorpay)."""

from .common import *  # noqa: F403

DEBUG = False
RAZORPAY_KEY_ID = "<<keyid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://<<dom>>/payments/razorpay/webhook/"
''',
    "p:razorpay",
    extra=_rzp,
)

F.reg(
    "sadak_msg91_authkey_php",
    ("site-app/<<org>>/sms.php", "labour-<<n>>/includes/msg91.php"),
    """<?php
// मज़दूर हाज़िरी OTP (MSG91)
define('MSG91_AUTHKEY', '<<cred>>');
define('MSG91_TEMPLATE', '<<h24>>');

function sendOtp($mobile) {
    $ch = curl_init('https://control.msg91.com/api/v5/otp?template_id=' . MSG91_TEMPLATE . '&mobile=91' . $mobile);
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['authkey: ' . MSG91_AUTHKEY, 'Content-Type: application/json']);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    lambda rng: f"{rng.randint(100000, 999999)}A{alnum(rng, 17)}",
    syntax="",
)

F.reg(
    "sadak_hot_mix_plant_anydesk_note_hindi",
    ("scans/plant_<<n>>_note_ocr.txt", "प्लांट/<<org>>/anydesk_<<date>>.txt"),
    """हॉट मिक्स प्लांट – कंट्रोल रूम कंप्यूटर
AnyDesk ID: 1 <<nnn>> <<nnn>> <<nnn>>
पासवर्ड
<<cred>>
(किसी को न दें – <<first>>)
""",
    "human",
    syntax="",
)

F.reg(
    "sadak_traccar_xml_database_password",
    ("opt/traccar/conf/traccar_<<org>>.xml", "fleet-<<n>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- GPS trackers on rollers, pavers and tippers -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<lan>>:3306/traccar?serverTimezone=Asia/Kolkata</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='server.timeout'>120</entry>
</properties>
""",
    "pw_xml",
)


def _csv(s: Slots) -> str:
    rows = [
        "Portal,URL,User ID,Password,Mobile (OTP),Remarks",
        f"GeM,https://gem.gov.in,{s['user']},{s['cred']},{s['phone']},Seller - {s['orgc']}",
        f"GST,https://www.gst.gov.in,{s['orgu']}{s['nnnn']},(CA ke paas),{s['phone2']},",
        f"EPFO,https://unifiedportal-emp.epfindia.gov.in,UPKNP{s['nnnn']}{s['nnn']},(HR),{s['phone2']},",
    ]
    return "\n".join(rows) + "\n"


F.reg(
    "sadak_govt_portal_logins_csv",
    ("office/portal_logins_<<y>>.csv", "accounts/<<org>>/logins_<<n>>.csv"),
    _csv,
    "human",
    syntax="",
)

F.reg(
    "sadak_dpr_docs_docker_compose_postgres",
    ("dpr-server/<<org>>/docker-compose.yml", "srv/paperless_<<n>>/docker-compose.yml"),
    """# Scanned DPRs, measurement books and RA bills (Paperless-ngx)
services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: paperless
      POSTGRES_USER: paperless
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  webserver:
    image: ghcr.io/paperless-ngx/paperless-ngx:latest
    depends_on: [db]
    ports: ["8000:8000"]
    environment:
      PAPERLESS_DBHOST: db
      PAPERLESS_DBPASS: "<<cred>>"
      PAPERLESS_OCR_LANGUAGE: eng+hin
volumes:
  pgdata:
""",
    "pw_dq",
)
