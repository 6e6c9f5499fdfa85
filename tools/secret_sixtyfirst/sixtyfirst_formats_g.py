# ruff: noqa: E501
"""Family g: education for refugee children in Mahama camp, Rwanda (Kinyarwanda, Kirundi,
French, English): school servers, Kolibri, MoMo incentives and the camp Wi-Fi."""

from __future__ import annotations

from sixtyfirst_spec import Fam

F = Fam(
    "mahama_refugee_schooling",
    orgs=("ubumwe-learning", "tarpaulin-trust", "openwell-intl"),
    tld="rw",
    first=("jean-bosco", "aline", "eric", "claudine", "olivier", "divine", "emmanuel", "sandrine"),
    last=(
        "niyonzima",
        "uwimana",
        "habimana",
        "mukamana",
        "ndayishimiye",
        "nshimiyimana",
        "irakoze",
        "hakizimana",
    ),
    words=(
        "ishuri",
        "amahoro",
        "ubumwe",
        "inzozi",
        "kirehe",
        "mahama",
        "igitabo",
        "urukundo",
        "imana",
        "akagera",
    ),
    places=("Mahama", "Kirehe", "Nyabitare", "Mahama II", "Paysannat"),
    cc="+25078",
    country="rwanda",
)

# 1. WhatsApp in Kinyarwanda
F.reg(
    "mahama_kinyarwanda_whatsapp_ijambo_ryibanga",
    ("WhatsApp Chat with Abarimu <<place>>.txt", "chats/abarimu_<<compact>>.txt"),
    """<<dmy>>, <<time>> - Aline Uwimana: Mwaramutse, mudasobwa ya laboratwari ntifunguka. Ijambo ry'ibanga ni irihe?
<<dmy>>, <<time>> - <<fn>> <<ln>>: Ni <<cred>>
<<dmy>>, <<time2>> - Aline Uwimana: Murakoze cyane 🙏
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Ntimuriandike ku kibaho
""",
    "human",
)

# 2. Moodle config.php on the camp school server
F.reg(
    "mahama_moodle_config_php_dbpass",
    ("var/www/moodle/config.php", "srv/elearning/<<org>>/config.php"),
    """<?php  // Moodle configuration file – Mahama secondary schools (offline server)

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'http://<<ip>>/moodle';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

# 3. MTN MoMo collection / disbursement (teacher incentives)
F.reg(
    "mahama_mtn_momo_disbursement_subscription_key_py",
    ("incentives/momo_pay.py", "scripts/agahimbazamusyi_<<n>>.py"),
    """import uuid

import requests

BASE = "https://proxy.momoapi.mtn.co.rw/disbursement"
SUBSCRIPTION_KEY = "<<cred>>"
API_USER = "<<uuid>>"


def pay(msisdn: str, amount: int) -> str:
    ref = str(uuid.uuid4())
    requests.post(
        f"{BASE}/v1_0/transfer",
        headers={
            "Ocp-Apim-Subscription-Key": SUBSCRIPTION_KEY,
            "X-Reference-Id": ref,
            "X-Target-Environment": "mtnrwanda",
        },
        json={"amount": str(amount), "currency": "RWF", "payee": {"partyIdType": "MSISDN", "partyId": msisdn}},
        timeout=60,
    ).raise_for_status()
    return ref
""",
    "p:momo",
)

# 4. Kolibri server handover (markdown)
F.reg(
    "mahama_kolibri_server_handover_superuser",
    ("handover/kolibri_<<compact>>.md", "Drive/ICT/kolibri_server_v<<n>>.md"),
    """# Kolibri learning server – <<place>> school block C

* Raspberry Pi 4 (8 GB), SSD 1 TB, on the UPS next to the library cupboard.
* Address on the school network: http://<<ip>>:8080
* Facility: "Mahama Secondary <<nn>>"
* Super admin: **<<user>>** / **<<cred>>**
* Content channels: Khan Academy (English), CK-12, Rwanda Education Board P1-S6.

When the generator goes off at 17:00, shut it down from the web interface first.
""",
    "human",
    syntax="",
)

# 5. hostapd config on the classroom hotspot
F.reg(
    "mahama_hostapd_conf_wpa_passphrase_classroom",
    ("etc/hostapd/hostapd.conf", "pi/ishuri_<<nn>>/hostapd.conf"),
    """interface=wlan0
driver=nl80211
ssid=Ishuri-<<place>>-<<nn>>
hw_mode=g
channel=6
wmm_enabled=0
macaddr_acl=0
auth_algs=1
ignore_broadcast_ssid=0
wpa=2
wpa_passphrase=<<cred>>
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
country_code=RW
""",
    "human_x",
    syntax="",
)

# 6. Apps Script sending training certificates through SendGrid
F.reg(
    "mahama_apps_script_sendgrid_certificates",
    ("apps-script/Code.gs", "gas/impamyabumenyi_<<n>>.gs"),
    """// Send teacher-training certificates to the addresses in the "Abahuguwe" sheet
const SENDGRID_KEY = '<<cred>>';
const FROM = 'training@<<dom>>';

function sendCertificates() {
  const rows = SpreadsheetApp.getActive().getSheetByName('Abahuguwe').getDataRange().getValues();
  rows.slice(1).forEach(([name, email, pdfId]) => {
    const pdf = DriveApp.getFileById(pdfId).getBlob();
    UrlFetchApp.fetch('https://api.sendgrid.com/v3/mail/send', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + SENDGRID_KEY },
      payload: JSON.stringify({
        personalizations: [{ to: [{ email }] }],
        from: { email: FROM },
        subject: 'Impamyabumenyi – ' + name,
        content: [{ type: 'text/plain', value: 'Murakoze kwitabira amahugurwa.' }],
        attachments: [{ content: Utilities.base64Encode(pdf.getBytes()), filename: 'certificate.pdf' }],
      }),
    });
  });
}
""",
    "p:sendgrid",
    syntax="",
)

# 7. ~/.my.cnf used by the exam-results dump job
F.reg(
    "mahama_exam_results_my_cnf_client",
    ("home/<<first>>/.my.cnf", "root/.my.cnf.<<compact>>"),
    """# used by /usr/local/bin/dump_ibizamini.sh (nightly, exam results)
[client]
user = ibizamini
password = <<cred>>
host = <<ip>>

[mysqldump]
single-transaction = 1
""",
    "pw",
    syntax="ini",
)

# 8. word/document.xml of a French report with the parents' portal account
F.reg(
    "mahama_docx_document_xml_compte_portail_parents",
    ("rapport_<<compact>>/word/document.xml", "docx/note_passation_<<n>>/word/document.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
 <w:body>
  <w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Note de passation – Éducation, camp de <<place>></w:t></w:r></w:p>
  <w:p><w:r><w:t>Effectifs : <<n>>0 élèves inscrits au trimestre, dont 52 % de filles.</w:t></w:r></w:p>
  <w:p><w:r><w:t xml:space="preserve">Portail des parents (SMS) : identifiant </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t><<user>></w:t></w:r><w:r><w:t xml:space="preserve">, mot de passe </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t><<cred>></w:t></w:r></w:p>
  <w:p><w:r><w:t>À changer après le départ de <<fn>> <<ln>>.</w:t></w:r></w:p>
  <w:sectPr/>
 </w:body>
</w:document>
""",
    "pw_xml",
)
