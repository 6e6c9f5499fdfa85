# ruff: noqa: E501
"""Family d: a railway station's ticket office in Uttar Pradesh, India (Hindi)."""

from __future__ import annotations

import base64
import random

from hundredtwentyfourth_spec import Fam, after, alnum, enc_b64

F = Fam(
    name="jankshan_ticket_khidki_hindi",
    key="khidki",
    orgs=("sangamrail", "ganeshrail", "yatriseva"),
    tld="co.in",
    first=(
        ("राजेश", "rajesh"),
        ("सुनीता", "sunita"),
        ("अमित", "amit"),
        ("पूजा", "pooja"),
        ("विकास", "vikas"),
        ("नेहा", "neha"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("यादव", "yadav"),
        ("गुप्ता", "gupta"),
        ("सिंह", "singh"),
        ("मिश्रा", "mishra"),
    ),
    words=(
        "rajdhani",
        "shatabdi",
        "tatkal",
        "ganga",
        "yatri",
        "jaihind",
        "bharat",
        "dhoni",
        "sachin",
        "krishna",
        "ganesh",
        "chai",
        "duronto",
        "sangam",
    ),
    pets=("moti", "sheru", "tommy", "bholu", "kalu"),
    cc="+91",
    cities=("Prayagraj", "Lucknow", "Kanpur", "Varanasi", "Jhansi"),
)

# 1 WhatsApp (Indian 12-hour style) in Hindi between counter clerks
F.reg(
    "hindi_whatsapp_password_pnr_counter",
    (
        "WhatsApp/WhatsApp Chat with Counter <<num>>.txt",
        "Internal storage/WhatsApp/Backups/<<org>>_khidki_<<date>>.txt",
    ),
    """<<slash>>, 6:<<num>> am - <<first>> <<last>>: भैया काउंटर 3 वाले पीसी का पासवर्ड बदल गया क्या? लॉगिन नहीं हो रहा
<<slash>>, 6:<<num>> am - हेड बुकिंग क्लर्क: हाँ कल रात बदला था
<<slash>>, 6:<<num>> am - हेड बुकिंग क्लर्क: यूज़र <<user>> पासवर्ड <<cred>>
<<slash>>, 6:<<num>> am - <<first>> <<last>>: हो गया, धन्यवाद 🙏 तत्काल की लाइन लग गई है
""",
    "human",
)

# 2 counter terminal INI (thermal ticket printer + proxy)
F.reg(
    "counter_terminal_printer_proxy_ini",
    ("ProgramData/<<org>>/Counter/terminal.ini", "counter<<num>>/config/khidki.ini"),
    """[Counter]
Station=<<city>> Jn
CounterNo=<<num>>
Printer=TVS RP3160 Gold

[Proxy]
Host=<<ip>>
Port=3128
User=ctr<<num>>
Password=<<cred>>

[Sync]
Url=https://sync.<<dom>>/api/v2/cashbook
IntervalMin=15
""",
    "pw",
)

# 3 Razorpay refund script
F.reg(
    "razorpay_refund_script_python",
    ("home/<<user>>/razorpay/refunds.py", "srv/<<org>>/tools/razorpay_refund_batch.py"),
    """import csv

import razorpay

client = razorpay.Client(auth=("<<keyid>>", "<<cred>>"))

with open("refunds_<<date>>.csv", newline="", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        client.payment.refund(row["payment_id"], {"amount": int(row["paise"]), "notes": {"pnr": row["pnr"]}})
""",
    "p:razorpay",
    extra=lambda rng, s: {"keyid": "rzp_live_" + alnum(rng, 14)},
)

# 4 VLC playlist of station CCTV streams
F.reg(
    "station_cctv_dahua_rtsp_vlc_m3u",
    ("Users/<<user>>/Videos/platform_cameras.m3u", "Desktop/CCTV_<<city>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Platform <<num>> booking hall
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Parcel office
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=1
""",
    "pw_url",
)

# 5 Hindi e-mail to a booking agent with the portal password
F.reg(
    "hindi_email_agent_portal_password",
    ("Mail/Sent/agent_login_<<date>>.eml", "Documents/mails/<<user>>_portal.eml"),
    """From: booking@<<dom>>
To: <<email>>
Subject: =?UTF-8?B?4KSP4KSc4KWH4KSC4KSfIOCkquCli+CksOCljeCkn+CksiDgpLLgpYngpJfgpL/gpKg=?=
Date: <<date>> 10:<<num>> +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते <<first>> जी,

आपका एजेंट पोर्टल खाता चालू कर दिया गया है।
यूज़र आईडी: <<user>>
पासवर्ड: <<cred>>

कृपया पहली बार लॉगिन के बाद पासवर्ड बदल लें।

धन्यवाद,
बुकिंग कार्यालय, <<city>> जंक्शन
""",
    "human",
)

# 6 SpreadsheetML (Excel 2003 XML) of agent logins
F.reg(
    "agent_logins_spreadsheetml_cells",
    ("Documents/agents_<<year>>.xml", "Shared/<<org>>/booking_agents_logins.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="एजेंट">
  <Table>
   <Row><Cell><Data ss:Type="String">नाम</Data></Cell><Cell><Data ss:Type="String">मोबाइल</Data></Cell><Cell><Data ss:Type="String">यूज़र</Data></Cell><Cell><Data ss:Type="String">पासवर्ड</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<first>> <<last>></Data></Cell><Cell><Data ss:Type="String"><<phone>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)


# 7 FileZilla site manager for the passenger-information display board (base64, encoded)
def _fz_extra(rng: random.Random, s: dict) -> dict:
    return {"b64pass": enc_b64(s["cred"])}


def _fz_dec(text: str) -> str:
    return base64.b64decode(after(text, r'<Pass encoding="base64">([^<]+)</Pass>')).decode()


F.reg(
    "pis_display_board_filezilla_sitemanager",
    (
        "Users/<<user>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "backup/<<org>>/filezilla_<<date>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
    <Servers>
        <Server>
            <Host><<ip>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>pisboard</User>
            <Pass encoding="base64"><<b64pass>></Pass>
            <Logontype>1</Logontype>
            <Name>PIS board platform <<num>></Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=_fz_extra,
    decode=_fz_dec,
)


# 8 MSG91 SMS authkey in the cashbook PHP
def _msg91(rng: random.Random, fam: Fam, s: dict) -> str:
    return f"{rng.randint(100000, 499999)}A{alnum(rng, 17)}"


F.reg(
    "cashbook_msg91_authkey_php",
    ("var/www/cashbook/inc/sms.php", "htdocs/<<org>>/lib/msg91.php"),
    """<?php
// PNR status SMS via MSG91
define('MSG91_AUTHKEY', '<<cred>>');
define('MSG91_SENDER', 'YATRIS');

function send_pnr_sms($mobile, $pnr) {
    $url = 'https://control.msg91.com/api/v5/flow/';
    $payload = ['template_id' => '<<hex8>>', 'mobiles' => '91' . $mobile, 'pnr' => $pnr];
    // ...
}
""",
    _msg91,
)
