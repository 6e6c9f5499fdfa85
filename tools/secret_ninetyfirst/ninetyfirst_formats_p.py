"""Family p: a manuscript digitisation lab in Bhaktapur, Nepal (Nepali and Nepal Bhasa in
Devanagari; ArchivesSpace, eSewa for reproduction orders, Aakash SMS, a Google Cloud Vision
service account and a Hugging Face token for OCR of Ranjana / Devanagari manuscripts, tethered
camera stations writing to a Windows share)."""

from __future__ import annotations

import json

from ninetyfirst_corpus import hexs, rsa_pem
from ninetyfirst_spec import Fam

FAM = Fam(
    name="bhaktapur_digitisation_lab_nepal",
    orgs=("bhaktapurdigi", "pandulipi", "khwopalab"),
    titles=("भक्तपुर पाण्डुलिपि डिजिटाइजेसन प्रयोगशाला", "ख्वप पाण्डुलिपि संग्रह", "नेपाल पाण्डुलिपि अभिलेख केन्द्र"),
    tld="org.np",
    first=(
        ("सुमन", "suman"),
        ("सबिना", "sabina"),
        ("राजेश", "rajesh"),
        ("प्रतिभा", "pratibha"),
        ("बिकास", "bikash"),
        ("अनिशा", "anisha"),
        ("रोशन", "roshan"),
        ("सरिता", "sarita"),
        ("निरज", "niraj"),
        ("रबिना", "rabina"),
    ),
    last=(
        ("श्रेष्ठ", "shrestha"),
        ("प्रजापति", "prajapati"),
        ("महर्जन", "maharjan"),
        ("शाक्य", "shakya"),
        ("बज्राचार्य", "bajracharya"),
        ("जोशी", "joshi"),
        ("अधिकारी", "adhikari"),
        ("तामाङ", "tamang"),
    ),
    words=(
        "khwopa",
        "bhaktapur",
        "nyatapola",
        "juju",
        "dhau",
        "pandulipi",
        "ranjana",
        "everest",
        "himal",
        "dashain",
        "tihar",
        "momo",
        "lalitpur",
        "bisket",
        "yomari",
        "sagarmatha",
        "namaste",
        "newa",
    ),
    uwords=(),
    pets=("kale", "bhote", "tommy", "jhyaure", "chhiri", "puntu", "laalu"),
    city="Bhaktapur",
    cc="+977 98",
)

FAM.reg(
    "bhaktapur_nepali_whatsapp_password_scan_pc",
    ("WhatsApp/WhatsApp Chat with <<fa>> <<n>>.txt", "chats/digitization_team_<<date>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<time>> - <<name>>: नमस्ते दाइ, स्क्यान स्टेशन ३ को कम्प्युटर खुलेन
<<d>>/<<mo>>/<<y>>, <<time>> - <<name>>: पासवर्ड परिवर्तन भएको हो?
<<d>>/<<mo>>/<<y>>, <<time>> - <<name2>>: हो, नयाँ पासवर्ड: <<cred>>
<<d>>/<<mo>>/<<y>>, <<time>> - <<name2>>: कसैलाई नदिनु है
<<d>>/<<mo>>/<<y>>, <<time>> - <<name>>: धन्यवाद 🙏
""",
    "human",
)

FAM.reg(
    "bhaktapur_esewa_epay_v2_hmac_secret_php",
    ("www/pratilipi/esewa.php", "public_html/<<org>>-<<n>>/payment/esewa_config.php"),
    """<?php
// पाण्डुलिपि प्रतिलिपि अर्डर -- eSewa ePay v2 (HMAC-SHA256 signature)
const ESEWA_PRODUCT_CODE = 'NP-ES-<<org>>';
const ESEWA_SECRET_KEY   = '<<cred>>';
const ESEWA_FORM_URL     = 'https://epay.esewa.com.np/api/epay/main/v2/form';

function esewa_signature(string $total, string $uuid): string {
    $msg = "total_amount={$total},transaction_uuid={$uuid},product_code=" . ESEWA_PRODUCT_CODE;
    return base64_encode(hash_hmac('sha256', $msg, ESEWA_SECRET_KEY, true));
}
""",
    "p:esewa",
)

FAM.reg(
    "bhaktapur_aakash_sms_pickup_notice_python",
    ("scripts/sms_pratilipi_tayar.py", "home/<<fa>>/sms/notify_<<n>>.py"),
    '''"""प्रतिलिपि तयार भएपछि अनुसन्धानकर्तालाई SMS (Aakash SMS)।"""

import requests

AUTH_TOKEN = "<<cred>>"


def pathau(mobile: str, order_no: str) -> None:
    r = requests.post(
        "https://sms.aakashsms.com/sms/v3/send",
        data={"auth_token": AUTH_TOKEN, "to": mobile,
              "text": f"तपाईंको पाण्डुलिपि प्रतिलिपि (अर्डर {order_no}) तयार छ। -- <<org>>"},
        timeout=30,
    )
    r.raise_for_status()
''',
    "hex:64",
)

FAM.reg(
    "bhaktapur_archivesspace_config_rb_db_url",
    ("archivesspace/config/config.rb", "opt/archivesspace-<<n>>/config/config.rb"),
    """# ArchivesSpace -- पाण्डुलिपि संग्रह
AppConfig[:db_url] = "jdbc:mysql://localhost:3306/archivesspace?user=as&password=<<cred>>&useUnicode=true&characterEncoding=UTF-8"
AppConfig[:frontend_proxy_url] = "https://staff.<<dom>>"
AppConfig[:public_proxy_url] = "https://archive.<<dom>>"
AppConfig[:solr_url] = "http://localhost:8983/solr/archivesspace"
AppConfig[:locale] = :en
AppConfig[:enable_public] = true
""",
    "pw_url",
)


def _sa(s: dict) -> str:
    data = {
        "type": "service_account",
        "project_id": f"pandulipi-ocr-{s['n3']}",
        "private_key_id": s["kid"],
        "private_key": s["pem"] + "\n",
        "client_email": f"ocr-runner@pandulipi-ocr-{s['n3']}.iam.gserviceaccount.com",
        "client_id": f"1{s['n4']}{s['n4']}{s['n3']}{s['n3']}{s['n3']}",
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(data, indent=2) + "\n"


FAM.reg(
    "bhaktapur_vision_ocr_service_account_json",
    ("ocr/keys/pandulipi-ocr-<<n3>>.json", "home/<<fa>>/.config/gcloud/ocr-runner-<<n>>.json"),
    _sa,
    lambda rng: rsa_pem(rng, 2048, pkcs8=True),
    extra=lambda rng, s: {
        "pem": s["cred"],
        "kid": hexs(rng, 40),
        "needle": s["cred"].replace("\n", "\\n"),
    },
)

FAM.reg(
    "bhaktapur_nepali_email_password_archivesspace",
    ("mail/<<date>>-archivesspace.eml", "Maildir/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: ArchivesSpace स्टाफ खाता
Date: <<d>> Jan <<y>> <<time>>:00 +0545
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

नमस्ते <<first2>> जी,

ताडपत्र पाण्डुलिपिहरूको मेटाडाटा प्रविष्टिका लागि ArchivesSpace मा तपाईंको खाता बनाइएको छ।

  ठेगाना: https://staff.<<dom>>
  प्रयोगकर्ता: <<user>>
  पासवर्ड: <<cred>>

पहिलो पटक लगइन गरेपछि पासवर्ड परिवर्तन गर्नुहोला।

धन्यवाद,
<<name>>
<<title>>
""",
    "human",
)

FAM.reg(
    "bhaktapur_tethered_camera_share_powershell",
    ("scripts/map_scan_share.ps1", "C/Lab/station<<n>>_mount.ps1"),
    """# क्यामेरा स्टेशन <<n>> -- Capture One सत्रहरू NAS मा
$user = "<<org>>\\capture<<n>>"
$pass = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
New-PSDrive -Name S -PSProvider FileSystem -Root "\\\\<<ip>>\\captures" -Credential $cred -Persist
Write-Host "S: mounted for station <<n>>"
""",
    "pw_sq",
)

FAM.reg(
    "bhaktapur_ranjana_ocr_training_hf_env",
    ("ocr-training/.env", "home/<<fa>>/ranjana-ocr-<<n>>/.env"),
    """# रञ्जना / देवनागरी OCR मोडेल तालिम
HF_TOKEN=<<cred>>
HF_REPO=<<org>>/ranjana-trocr-<<n>>
WANDB_MODE=offline
DATA_DIR=/data/pandulipi/lines
EPOCHS=30
""",
    "p:huggingface",
)
