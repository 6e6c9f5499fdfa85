# ruff: noqa: E501
"""Family l: a Johannesburg event-security firm (South Africa; Afrikaans, isiZulu, English)."""

from __future__ import annotations

from seventyfifth_spec import Fam, alnum

F = Fam(
    name="johannesburg_event_security_firm",
    orgs=("veiligfees", "gautengcrowd", "kufulimbe"),
    tld="co.za",
    first=(
        ("Thabo", "thabo"),
        ("Annelie", "annelie"),
        ("Sipho", "sipho"),
        ("Johan", "johan"),
        ("Nomvula", "nomvula"),
        ("Pieter", "pieter"),
        ("Lerato", "lerato"),
        ("Bongani", "bongani"),
    ),
    last=(
        ("Dlamini", "dlamini"),
        ("van der Merwe", "vandermerwe"),
        ("Nkosi", "nkosi"),
        ("Botha", "botha"),
        ("Mokoena", "mokoena"),
        ("Pretorius", "pretorius"),
        ("Khumalo", "khumalo"),
    ),
    words=(
        "veilig",
        "braai",
        "lekker",
        "jozi",
        "soweto",
        "sandton",
        "bokke",
        "springbok",
        "kaizer",
        "pirates",
        "ubuntu",
        "sawubona",
        "eish",
        "howzit",
        "biltong",
        "boerewors",
        "highveld",
        "loadshedding",
        "sisonke",
        "amandla",
    ),
    pets=("bruno", "rex", "tsotsi", "bella", "simba", "shumba"),
    cc="+27",
)

F.reg(
    "joburgevents_payfast_itn_php_passphrase",
    ("tickets/payfast_<<org>>.php", "public_html/events/itn_<<n>>.php"),
    """<?php
// Security staff deposits for festival bookings - PayFast ITN
$pfData = [
    'merchant_id'  => '1<<nn>><<n>>',
    'merchant_key' => '<<mkey>>',
    'return_url'   => 'https://<<dom>>/booking/thanks',
    'notify_url'   => 'https://<<dom>>/booking/itn',
];
$passPhrase = '<<cred>>';
function generateSignature($data, $passPhrase) {
    $pfOutput = http_build_query($data) . '&passphrase=' . urlencode(trim($passPhrase));
    return md5($pfOutput);
}
$pfData['signature'] = generateSignature($pfData, $passPhrase);
""",
    cred="human_x",
    syntax="",
    extra=lambda rng, s: {"mkey": alnum(rng, 13, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

F.reg(
    "joburgevents_afrikaans_whatsapp_wagwoord_ticket_scanner",
    ("whatsapp/WhatsApp-klets met <<fa>>.txt", "exports/fees_hek<<site>>_<<n>>.txt"),
    """<<date>>, <<time>> - <<fn>> <<ln>>: Môre, die kaartjie-skandeerder by hek <<site>> vra weer vir 'n wagwoord
<<date>>, <<time>> - <<fn2>> <<ln2>>: Gebruik die toegangsbeheer-rekening op die Quicket-app
<<date>>, <<time2>> - <<fn2>> <<ln2>>: gebruiker: gate<<site>>@<<dom>>
<<date>>, <<time2>> - <<fn2>> <<ln2>>: wagwoord: <<cred>>
<<date>>, <<time2>> - <<fn>> <<ln>>: Baie dankie, dit werk. Die tou beweeg weer 🙌
""",
    cred="human",
)

F.reg(
    "joburgevents_yoco_online_checkout_dotenv",
    ("checkout/<<org>>/.env", "apps/deposits/.env.event<<n>>"),
    """NEXT_PUBLIC_SITE_URL=https://book.<<dom>>
YOCO_PUBLIC_KEY=pk_live_<<pk>>
YOCO_SECRET_KEY=<<cred>>
YOCO_WEBHOOK_PATH=/api/yoco/webhook
SMTP_HOST=smtp.<<dom>>
""",
    cred="p:yoco",
    extra=lambda rng, s: {"pk": alnum(rng, 20, "0123456789abcdef")},
)

F.reg(
    "joburgevents_deputy_roster_api_python_token",
    ("rostering/deputy_event_shifts_<<org>>.py", "scripts/deputy_import_<<n>>.py"),
    '''"""Creates the Deputy shifts for an event from the crowd-control plan spreadsheet."""

import csv

import requests

DEPUTY = "https://<<org>>.za.deputy.com/api/v1"
TOKEN = "<<cred>>"
H = {"Authorization": f"OAuth {TOKEN}", "Content-Type": "application/json"}

with open("event_plan_<<date>>.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        requests.post(
            f"{DEPUTY}/supervise/roster",
            json={"intStartTimestamp": row["start"], "intEndTimestamp": row["end"], "intOpunitId": <<n>>},
            headers=H,
            timeout=20,
        )
''',
    cred="hex:32",
)

F.reg(
    "joburgevents_bulksms_token_bash_history",
    ("home/<<fa>>/.bash_history", "ops-laptop<<n>>/.bash_history"),
    """ssh ops@<<ip>>
cd ~/callout
curl -s -u <<tokid>>:<<cred>> -H 'Content-Type: application/json' https://api.bulksms.com/v1/messages -d '{"to":"<<phone>>","body":"Callout: report to FNB Stadium gate <<site>> at 15:00"}'
history | tail
""",
    cred="HEX:32",
    syntax="",
    extra=lambda rng, s: {"tokid": alnum(rng, 32, "0123456789ABCDEF")},
)

F.reg(
    "joburgevents_zulu_sms_iphasiwedi_reply_only",
    ("sms/<<phone>>_<<date>>.txt", "phone/sms_radio_app_<<n>>.txt"),
    """<<fn>> <<ln>> (<<phone>>)
<<date>> <<time>>
Sawubona baba, ngicela iphasiwedi ye-Zello yochungechunge lwesiteji esikhulu

Mina
<<date>> <<time2>>
<<cred>>

<<fn>> <<ln>> (<<phone>>)
<<date>> <<time2>>
Ngiyabonga, sekusebenza
""",
    cred="human",
)

F.reg(
    "joburgevents_simplepay_payroll_ruby_api_key",
    ("payroll/simplepay_<<org>>.rb", "lib/casual_guards_payslips_<<n>>.rb"),
    """# Pay casual event guards through SimplePay after each weekend
require 'net/http'
require 'json'

SIMPLEPAY_KEY = '<<cred>>'
CLIENT_ID = <<nn>>

uri = URI("https://api.payroll.simplepay.cloud/v1/clients/#{CLIENT_ID}/employees")
req = Net::HTTP::Get.new(uri)
req['Authorization'] = SIMPLEPAY_KEY
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts JSON.parse(res.body).length
""",
    cred="alnum:40",
    syntax="",
)

F.reg(
    "joburgevents_accreditation_spreadsheetml_wifi_logins",
    ("accreditation/<<org>>_event_<<date>>.xml", "shared/venue_logins_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Venue">
  <Table>
   <Row><Cell><Data ss:Type="String">Item</Data></Cell><Cell><Data ss:Type="String">Login</Data></Cell><Cell><Data ss:Type="String">Wagwoord</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">JOC Wi-Fi (VenueOps)</Data></Cell><Cell><Data ss:Type="String">joc-<<site>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Radio repeater web</Data></Cell><Cell><Data ss:Type="String">admin</Data></Cell><Cell><Data ss:Type="String">by Bongani</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="pw_xml",
)
