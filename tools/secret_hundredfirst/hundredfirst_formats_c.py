# ruff: noqa: E501
"""Family c: a reactive dye house in Tiruppur, Tamil Nadu, India (Tamil, English)."""

from __future__ import annotations

import html
import random
import re

from hundredfirst_spec import Fam, human, reg

F = Fam(
    name="tiruppur_reactive_dyehouse",
    orgs=("noyyaldye", "indigovat", "kongudyeing", "avinashiprocess"),
    tld="co.in",
    first=(
        ("முருகன்", "murugan"),
        ("லட்சுமி", "lakshmi"),
        ("செந்தில்", "senthil"),
        ("கவிதா", "kavitha"),
        ("ராஜேஷ்", "rajesh"),
        ("பிரியா", "priya"),
        ("கார்த்திக்", "karthik"),
        ("மீனா", "meena"),
    ),
    last=(
        ("சுப்பிரமணியம்", "subramaniam"),
        ("பழனிசாமி", "palanisamy"),
        ("கந்தசாமி", "kandasamy"),
        ("வேலுசாமி", "velusamy"),
        ("ராமசாமி", "ramasamy"),
        ("நடராஜன்", "natarajan"),
    ),
    words=(
        "noyyal",
        "kaveri",
        "tiruppur",
        "vanakkam",
        "pongal",
        "thalaivar",
        "sakthi",
        "manjal",
        "neelam",
        "kolam",
        "amma",
        "murugan",
        "mallipoo",
        "idli",
        "kongu",
        "velan",
    ),
    pets=("tiger", "jimmy", "kutty", "ramu", "lucky", "chellam"),
    cc="91",
    places=("tiruppur", "coimbatore", "erode", "karur", "salem", "chennai"),
)

reg(
    F,
    "tiruppur_ocems_cpcb_upload_ini",
    ("ocems/uploader_<<n>>.ini", "C:/OCEMS/config/site_<<nnnn>>.ini"),
    """; TNPCB / CPCB online continuous effluent monitoring - ZLD plant
[site]
industry_id = TNPCB_TPR_<<nnnn>>
station = ETP-ZLD-<<n>>
parameters = pH,TDS,COD,BOD,TSS,Flow

[cpcb]
endpoint = https://rtdms.cpcb.gov.in/v1.0/industry/data
site_key = <<cred>>
interval_min = 15

[analyser]
port = COM3
baud = 9600
""",
    "hex:32",
)

reg(
    F,
    "tiruppur_tamil_whatsapp_kadavuchol_datacolor",
    ("WhatsApp Chat with Lab <<fac>>.txt", "chats/dyelab_<<ymd>>.txt"),
    """<<dmy>>, <<hm>> - <<fl>> <<ll>>: அண்ணா, Datacolor Tools லாகின் ஆகல, புது கடவுச்சொல் என்ன?
<<dmy>>, <<hm>> - <<f2l>> <<l2l>>: user: lab<<n>>
<<dmy>>, <<hm>> - <<f2l>> <<l2l>>: கடவுச்சொல்: <<cred>>
<<dmy>>, <<hm>> - <<fl>> <<ll>>: சரி அண்ணா, shade match ஆரம்பிக்கிறேன் 👍
""",
    "human",
)

reg(
    F,
    "tiruppur_tallyprime_backup_7z_ps1",
    ("scripts/<<org>>/tally_backup.ps1", "C:/TallyPrime/backup_<<n>>.ps1"),
    """# nightly TallyPrime data backup to the NAS (accounts team)
$src  = "C:\\TallyPrime\\Data"
$dest = "\\\\<<ip>>\\backup\\tally\\$(Get-Date -Format yyyyMMdd).7z"
& "C:\\Program Files\\7-Zip\\7z.exe" a -t7z -mhe=on -p'<<cred>>' $dest $src
if ($LASTEXITCODE -ne 0) {
    Send-MailMessage -To "<<email>>" -From "tally@<<dom>>" -Subject "Tally backup failed" -SmtpServer "<<host>>"
}
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "tiruppur_razorpay_jobwork_payments_node",
    ("jobwork-portal-<<org>>/src/razorpay.js", "app/payments/rzp_<<n>>.js"),
    """// dyeing job-work advance payments from knitting units
const Razorpay = require("razorpay");

const rzp = new Razorpay({
  key_id: "<<kid>>",
  key_secret: "<<cred>>",
});

async function createOrder(lotNo, amountRupees) {
  return rzp.orders.create({
    amount: amountRupees * 100,
    currency: "INR",
    receipt: `lot-${lotNo}`,
    notes: { unit: "<<orgc>>", place: "<<place>>" },
  });
}

module.exports = { createOrder };
""",
    "p:razorpay_secret",
    syntax="",
    extra=lambda r, s: s.update(
        kid="rzp_live_"
        + "".join(
            r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789") for _ in range(14)
        )
    ),
)

reg(
    F,
    "tiruppur_icegate_shipping_bill_email",
    ("mail/icegate_<<ymd>>.eml", "exports/CHA/icegate_login_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: docs@<<l2a>>cha.co.in
Subject: ICEGATE login - shipping bill for dyed fabric lot <<po>>
Date: <<dmy>> <<hm>> +0530

Dear Sir,

Kindly file the shipping bill through our ICEGATE account (IEC <<nnnn>><<nnnn>><<n>>).
ICEGATE ID: <<org>>exports
Password - <<cred>>

DSC token will be with <<f2a>> at the office.

வணக்கம்,
<<fac>> <<lac>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "tiruppur_colorant_dispensing_sql_yaml",
    ("dispenser/kitchen<<n>>/config.yml", "autolab/dispense_<<n>>.yaml"),
    """# automatic dye & chemical dispensing - kitchen <<n>>
station: DISP-<<n>>
recipes:
  source: mssql
  server: <<ip>>
  database: DYEHOUSE_RECIPES
  user: dispense
  password: "<<cred>>"
scales:
  - {port: COM4, max_g: 6000}
  - {port: COM5, max_g: 60000}
""",
    "pw_dq",
)


def _amp(r: random.Random, f: Fam, s: dict) -> str:
    while True:
        pw = human(r, f, "&<>@#")
        if any(c in pw for c in "&<>"):
            return pw


def _dec_html(text: str) -> str:
    m = re.search(r"<td class=\"pw\">(.*?)</td>", text)
    if not m:
        raise ValueError("no pw cell")
    return html.unescape(m.group(1))


reg(
    F,
    "tiruppur_recipe_erp_users_html_entities",
    ("exports/erp_users_<<ymd>>.html", "reports/user_list_<<n>>.html"),
    """<html><head><meta charset="utf-8"><title>User list - <<orgc>> ERP</title></head>
<body><h3>பயனர் பட்டியல் / User list (<<dmy>>)</h3>
<table border="1">
<tr><th>Name</th><th>Login</th><th>Role</th><th>Password</th></tr>
<tr><td><<fl>> <<ll>></td><td><<user>></td><td>Dye master</td><td class="pw"><<enc>></td></tr>
</table></body></html>
""",
    _amp,
    syntax="",
    encode=lambda v, s: html.escape(v, quote=True),
    decode=_dec_html,
)

reg(
    F,
    "tiruppur_boiler_wifi_sticky_note_ocr",
    ("scans/boiler_room_note_<<n>>.txt", "ocr/IMG_<<nnnn>>.txt"),
    """BOILER HOUSE
WiFi <<orgu>>-BLR
கடவுச்சொல்
<<cred>>
(தொடாதே - don't change)
""",
    "human",
    syntax="",
)
