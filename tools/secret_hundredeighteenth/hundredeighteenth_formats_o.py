# ruff: noqa: E501
"""Family o: an international school's admissions office in Jakarta, Indonesia (Indonesian / English)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredeighteenth_spec import Fam, amp_pw, ipynb

ID = Fam(
    name="admisi_international_school_jakarta",
    orgs=("nusantaraintl", "cendekia", "garudaworld"),
    tld="sch.id",
    first=(
        ("Putri", "putri"),
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Rizky", "rizky"),
        ("Ayu", "ayu"),
    ),
    last=(
        ("Wijaya", "wijaya"),
        ("Santoso", "santoso"),
        ("Pratama", "pratama"),
        ("Hidayat", "hidayat"),
        ("Kusuma", "kusuma"),
        ("Siregar", "siregar"),
    ),
    words=(
        "jakarta",
        "garuda",
        "merdeka",
        "nasgor",
        "rendang",
        "sate",
        "batik",
        "bali",
        "persija",
        "semangat",
        "cinta",
        "kopi",
        "monas",
        "bandung",
        "durian",
        "pelangi",
    ),
    pets=("mochi", "kiki", "oyen", "belang", "snowy", "bubu", "cimol"),
    cc="+62",
    grades=("Early Years", "Grade 1", "IB DP1", "MYP 3"),
)

ID.reg(
    "admisi_whatsapp_ios_kata_sandi_openapply",
    ("WhatsApp Chat - Admissions Team <<n>>/_chat.txt", "Downloads/wa_admisi_<<date>>.txt"),
    """[<<dmy2>> <<hms>>] <<fn>> <<ln>>: Mbak, kata sandi akun admissions di OpenApply apa ya? Mau cek dokumen pendaftar <<grade>>
[<<dmy2>> <<hms>>] <<fn2>> <<ln2>>: email admissions@<<dom>>
[<<dmy2>> <<hms>>] <<fn2>> <<ln2>>: kata sandinya <<cred>>
[<<dmy2>> <<hms>>] <<fn2>> <<ln2>>: jangan disebar ke grup orang tua ya 🙏
[<<dmy2>> <<hms>>] <<fn>> <<ln>>: Siap, makasih mbak!
""",
    "human",
)

ID.reg(
    "admisi_midtrans_server_key_laravel_config",
    ("config/midtrans.php", "var/www/<<org>>-admisi/config/midtrans.php"),
    """<?php

// Biaya pendaftaran (application fee) - Midtrans Snap
return [
    'merchant_id' => 'G<<n>><<n2>>',
    'client_key' => 'Mid-client-<<ck>>',
    'server_key' => env('MIDTRANS_SERVER_KEY', '<<cred>>'),
    'is_production' => true,
    'is_sanitized' => true,
    'is_3ds' => true,
];
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {"ck": ID.cred(rng, "alnum:16")},
)

ID.reg(
    "admisi_xendit_invoice_node",
    ("services/xendit.js", "admisi-api/<<org>>/xendit_<<n>>.js"),
    """// Invoice uang pangkal (enrolment deposit) - Xendit
const Xendit = require('xendit-node');

const x = new Xendit({
  secretKey: '<<cred>>',
});

module.exports = async function createInvoice(applicant, amount) {
  return x.Invoice.createInvoice({
    externalID: `ADM-${applicant.id}`,
    amount,
    payerEmail: applicant.parentEmail,
    description: 'Enrolment deposit <<y>>/<<y>>',
  });
};
""",
    "p:xendit",
    syntax="",
)

ID.reg(
    "admisi_openapply_api_sync_ruby",
    ("lib/tasks/openapply_sync.rake", "scripts/<<org>>/openapply_<<n>>.rb"),
    """# Sync accepted applicants from OpenApply into ManageBac
require "net/http"
require "json"

OPENAPPLY_HOST = "<<org>>.openapply.com"
OPENAPPLY_CLIENT_ID = "<<cid>>"
OPENAPPLY_CLIENT_SECRET = "<<cred>>"

uri = URI("https://#{OPENAPPLY_HOST}/oauth/token")
res = Net::HTTP.post_form(uri, grant_type: "client_credentials",
                               client_id: OPENAPPLY_CLIENT_ID,
                               client_secret: OPENAPPLY_CLIENT_SECRET)
token = JSON.parse(res.body)["access_token"]
""",
    "p:openapply",
    syntax="",
    extra=lambda rng, s: {"cid": ID.cred(rng, "alnum:43")},
)


def _webconfig(s: dict) -> str:
    cs = (
        f"Server={s['ip']};Database=Admissions;User Id=admisi_app;"
        f"Password={s['cred']};TrustServerCertificate=True"
    )
    return f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="AdmissionsDb" connectionString="{escape(cs, {'"': "&quot;"})}" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="ManageBacHost" value="https://{s["org"]}.managebac.com" />
    <add key="TourBookingEmail" value="admissions@{s["dom"]}" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
"""


def _dec_webconfig(text: str) -> str:
    node = ET.fromstring(text.encode()).find(".//connectionStrings/add")
    assert node is not None
    m = re.search(r"Password=([^;]+)", node.attrib["connectionString"])
    assert m
    return m.group(1)


ID.reg(
    "admisi_tour_booking_web_config_xml_escaped",
    ("inetpub/wwwroot/admisi/Web.config", "deploy/<<org>>_web_<<n>>.config"),
    _webconfig,
    amp_pw,
    syntax="xml",
    decode=_dec_webconfig,
)

ID.reg(
    "admisi_email_bilingual_kata_sandi_portal",
    ("Outlook/Sent/portal_<<n>>.eml", "eml/admisi_<<date>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: Akses portal pendaftaran / Admissions portal access
Date: Mon, <<d>> Jan <<y>> <<hms>> +0700
Content-Type: text/plain; charset="UTF-8"

Halo <<fn>>,

Selama saya cuti, tolong bantu balas pertanyaan orang tua calon siswa <<grade>>.
While I am away, please use the shared admissions login:

Portal: https://apply.<<dom>>
Username: admissions.office
Kata sandi / Password: <<cred>>

Terima kasih,
<<fn2>> <<ln2>>
Admissions Officer
""",
    "human",
)

ID.reg(
    "admisi_campus_tour_ics_zoom_passcode",
    ("Calendar/campus_tour_<<n>>.ics", "Downloads/virtual_tour_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
DTSTART;TZID=SE Asia Standard Time:<<y>><<mo>><<d>>T100000
DTEND;TZID=SE Asia Standard Time:<<y>><<mo>><<d>>T110000
SUMMARY:Virtual campus tour - <<grade>> families
DESCRIPTION:Join Zoom Meeting\\nhttps://us06web.zoom.us/j/8<<n>><<n>><<n2>>\\nMeeting ID: 8<<n>> <<n>> <<n2>>\\nPasscode: <<cred>>\\nHost key for admissions staff only
UID:<<uuid>>
END:VEVENT
END:VCALENDAR
""",
    "pw_alnum",
)

ID.reg(
    "admisi_applicant_emails_ipynb_sendgrid",
    ("notebooks/offer_letters_<<y>>_<<n>>.ipynb", "Users/<<fa>>/admisi/sendgrid_<<n>>.ipynb"),
    lambda s: ipynb(
        [
            (
                "import sendgrid\nfrom sendgrid.helpers.mail import Mail\n"
                f'sg = sendgrid.SendGridAPIClient(api_key="{s["cred"]}")\n',
                "",
            ),
            (
                f'm = Mail(from_email="admissions@{s["dom"]}", to_emails="{s["email2"]}", subject="Offer of place", html_content="<p>Selamat!</p>")\n'
                "r = sg.send(m)\nprint(r.status_code)\n",
                "202\n",
            ),
        ]
    ),
    "p:sendgrid",
    syntax="json",
)
