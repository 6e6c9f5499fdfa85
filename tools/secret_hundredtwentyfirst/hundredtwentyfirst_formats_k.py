"""Family k: an eye hospital in Nepal (Nepali, Devanagari): Bahmni (OpenMRS, OpenELIS, Odoo),
Khalti and eSewa at the cash counter, OCT / fundus camera exports to a share, Sparrow SMS,
eye-camp registers, Viber between optometrists and ophthalmologists."""

from __future__ import annotations

import base64
import re

from hundredtwentyfirst_spec import Fam, enc_b64, spreadsheetml

F = Fam(
    name="netra_eye_hospital_nepal",
    orgs=(
        ("drishtijyoti", "दृष्टि ज्योति आँखा अस्पताल"),
        ("netrajyoti", "नेत्र ज्योति आँखा अस्पताल"),
        ("himalayaeye", "हिमालय आँखा अस्पताल"),
        ("lumbininetra", "लुम्बिनी नेत्रालय"),
    ),
    tld="org.np",
    first=(
        ("सीता", "sita"),
        ("राम", "ram"),
        ("प्रकाश", "prakash"),
        ("सुनिता", "sunita"),
        ("बिकाश", "bikash"),
        ("अनिता", "anita"),
        ("सन्तोष", "santosh"),
        ("पूजा", "puja"),
    ),
    last=(
        ("श्रेष्ठ", "shrestha"),
        ("अधिकारी", "adhikari"),
        ("तामाङ", "tamang"),
        ("गुरुङ", "gurung"),
        ("थापा", "thapa"),
        ("महर्जन", "maharjan"),
        ("पौडेल", "paudel"),
    ),
    words=(
        "namaste",
        "himal",
        "everest",
        "kathmandu",
        "pokhara",
        "lumbini",
        "dashain",
        "tihar",
        "momo",
        "gorkha",
        "sagarmatha",
        "netra",
        "ujyalo",
        "dhanyabad",
        "mero",
    ),
    pets=("kale", "tommy", "bhote", "jerry", "kalu", "puppy"),
    towns=("काठमाडौं", "पोखरा", "भैरहवा", "बिराटनगर", "धनगढी", "भरतपुर"),
    cc="977",
)

F.reg(
    "netra_np_viber_nepali_password_opd",
    ("Viber/Viber OPD समूह <<n>>.txt", "backup/viber_opd_<<d8>>.txt"),
    """[<<date>> <<time>>] <<fn>> <<ln>>: नमस्ते सर, OPD को Bahmni login भएन
[<<date>> <<time>>] <<fn2>> <<ln2>>: हिजो पासवर्ड परिवर्तन गरेको हो
[<<date>> <<time2>>] <<fn2>> <<ln2>>: युजर: <<user>> पासवर्ड: <<cred>>
[<<date>> <<time2>>] <<fn>> <<ln>>: धन्यवाद सर 🙏 भयो
""",
    "human",
)

F.reg(
    "netra_np_bahmni_docker_env_openelis_odoo",
    ("bahmni-docker/.env", "opt/bahmni-<<org>>-<<n>>/.env"),
    """# Bahmni Standard — <<orgname>>
COMPOSE_PROFILES=emr,lab,odoo,pacs
TZ=Asia/Kathmandu
OPENMRS_DB_HOST=openmrsdb
OPENMRS_DB_USERNAME=openmrs-user
OPENMRS_DB_PASSWORD=<<cred>>
OPENELIS_DB_USER=clinlims
OPENELIS_DB_PASSWORD=<<cred2>>
ODOO_DB_USER=odoo
ODOO_DB_PASSWORD=<<cred2>>
DCM4CHEE_DB_NAME=pacsdb
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {
        "cred2": "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(14))
    },
)

F.reg(
    "netra_np_khalti_cash_counter_django_settings",
    ("billing/settings/production.py", "netra_billing_<<n>>/settings.py"),
    """DEBUG = False
ALLOWED_HOSTS = ["billing.<<dom>>"]
TIME_ZONE = "Asia/Kathmandu"

# Khalti (OPD ticket र चश्मा भुक्तानी)
KHALTI_PUBLIC_KEY = "live_public_key_<<pk>>"
KHALTI_SECRET_KEY = "<<cred>>"
KHALTI_RETURN_URL = "https://billing.<<dom>>/khalti/verify/"
""",
    "p:khalti",
    extra=lambda rng, s: {"pk": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "netra_np_esewa_epay_v2_php_secret",
    ("payment/esewa_config.php", "htdocs/<<org>>/esewa_<<n>>.php"),
    """<?php
// eSewa ePay v2 (HMAC SHA256) — चश्मा पसल
$esewa = [
    'product_code' => 'NP-ES-<<pc>>',
    'secret_key'   => '<<cred>>',
    'success_url'  => 'https://<<dom>>/esewa/success',
    'failure_url'  => 'https://<<dom>>/esewa/failure',
];
""",
    "p:esewa",
    syntax="",
    extra=lambda rng, s: {
        "pc": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6))
    },
)

F.reg(
    "netra_np_oct_export_net_use_bat",
    ("OCT/export_to_share.bat", "C/OCT_<<n>>/map_share.bat"),
    """@echo off
rem Cirrus OCT -> फाइल सर्भर (रेटिना क्लिनिक)
net use Z: /delete /y
net use Z: \\\\<<ip>>\\oct_export /user:<<org>>\\octsvc <<cred>> /persistent:yes
xcopy "D:\\CZM\\Export\\*.dcm" Z:\\<<d8>>\\ /s /y
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "netra_np_sparrow_sms_followup_python",
    ("sms/followup_reminder.py", "scripts/sparrow_<<n>>.py"),
    """import requests

# मोतियाबिन्दु शल्यक्रिया पछि फलो-अप सम्झना (Sparrow SMS)
SPARROW_TOKEN = "<<cred>>"
FROM = "Drishti_Alert"


def send(to, text):
    return requests.post(
        "http://api.sparrowsms.com/v2/sms/",
        data={"token": SPARROW_TOKEN, "from": FROM, "to": to, "text": text},
        timeout=10,
    )
""",
    "x:v2_:40",
)


def _dec_k8s(text: str) -> str:
    m = re.search(r"OPENMRS_DB_PASSWORD:\s*(\S+)", text)
    if not m:
        raise ValueError("no data key")
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "netra_np_outreach_k8s_secret_data_base64",
    ("k8s/outreach-openmrs-secret.yaml", "deploy/<<org>>-<<n>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: outreach-openmrs-db
  namespace: eye-camps
type: Opaque
data:
  OPENMRS_DB_USERNAME: b3Blbm1ycw==
  OPENMRS_DB_PASSWORD: <<enc>>
""",
    "pw",
    enc=enc_b64,
    decode=_dec_k8s,
)


def _camp(s: dict) -> str:
    return spreadsheetml(
        "आँखा शिविर",
        [
            ["मिति", "शिविर स्थान", "ट्याब्लेट", "लगइन", "पासवर्ड"],
            [s["iso"], s["town"], f"TAB-{s['n2']}", s["user"], s["cred"]],
            [s["iso"], s["town"], f"TAB-{s['n2'] + 1}", s["user2"], "(उही)"],
        ],
    )


F.reg(
    "netra_np_eye_camp_register_spreadsheetml",
    ("शिविर/eye_camp_<<d8>>.xml", "camps/register_<<n>>.xml"),
    _camp,
    "human_x",
)
