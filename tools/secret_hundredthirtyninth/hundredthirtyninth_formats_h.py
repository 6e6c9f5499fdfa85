# ruff: noqa: E501
"""Family h: a Dubai self-storage operator with climate-controlled units, UAE: Telr and
N-Genius payments, a storage-management SOAP API, humidity sensors over MQTT, CCTV archives
on AWS, an HTML staff handover and WhatsApp in Arabic and English."""

from __future__ import annotations

import html
import re

from hundredthirtyninth_spec import AE, SYM_NEEDS_HTML, enc_html, pick, prov, pw_with

F = AE

F.reg(
    "dxbstore_telr_hosted_payment_php",
    ("payments/telr_create.php", "<<org>>-portal/app/Payments/Telr<<n>>.php"),
    """<?php
// Monthly rent / move-in payments for storage units — Telr hosted payment page
$unit = $_POST['unit'] ?? '';
$amount = number_format((float) ($_POST['amount'] ?? 0), 2, '.', '');

$params = [
    'ivp_method'   => 'create',
    'ivp_store'    => '<<store>>',
    'ivp_authkey'  => '<<cred>>',
    'ivp_cart'     => 'INV-' . time(),
    'ivp_test'     => '0',
    'ivp_amount'   => $amount,
    'ivp_currency' => 'AED',
    'ivp_desc'     => 'Storage unit ' . $unit . ' — <<org>> <<city>>',
    'return_auth'  => 'https://<<dom>>/pay/ok',
    'return_decl'  => 'https://<<dom>>/pay/declined',
    'return_can'   => 'https://<<dom>>/pay/cancelled',
];

$ch = curl_init('https://secure.telr.com/gateway/order.json');
curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_POSTFIELDS, $params);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$res = json_decode(curl_exec($ch), true);
header('Location: ' . ($res['order']['url'] ?? '/pay/error'));
""",
    "p:telr",
    extra=lambda rng, s: {"store": str(rng.randint(20000, 29999))},
)

F.reg(
    "dxbstore_ngenius_api_key_env",
    ("booking-api/.env", "<<org>>/services/payments/.env.production"),
    """# Booking API — <<org>> Self Storage (Al Quoz / JAFZA)
PORT=8080
TZ=Asia/Dubai

# Network International N-Genius (card + Apple Pay)
NGENIUS_BASE_URL=https://api-gateway.ngenius-payments.com
NGENIUS_API_KEY=<<cred>>
NGENIUS_OUTLET_REF=<<uuid>>

VAT_RATE=0.05
TRN=100<<n4>><<n4>><<n4>>3
""",
    "p:ngenius",
)


def _staff_html(s) -> str:
    rows = [
        ("Front desk", s["name2"], s["email2"], enc_html(s["cred"])),
        ("Night security", s["sec_name"], f"security@{s['dom']}", "(reset — ask IT)"),
        ("Operations manager", s["name"], s["email"], "(SSO)"),
    ]
    trs = "\n".join(
        f'    <tr><td>{r}</td><td>{n}</td><td>{e}</td><td class="pw">{p}</td></tr>'
        for r, n, e, p in rows
    )
    return f"""<!DOCTYPE html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><title>Handover — {s["org"]} {s["city"]}</title></head>
<body>
  <h1>Facility handover — {s["org"]} {s["city"]}</h1>
  <p>Prepared by {s["name"]} on {s["d"]}/{s["mo"]}/{s["y"]}. Staff logins for the unit management system.</p>
  <table border="1">
    <tr><th>Role</th><th>Name</th><th>Login</th><th>Password</th></tr>
{trs}
  </table>
  <p>Gate keypad master codes are in the safe (envelope B).</p>
</body>
</html>
"""


def _dec_staff_html(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    if not m:
        raise ValueError("no pw cell")
    return html.unescape(m.group(1))


F.reg(
    "dxbstore_staff_handover_html_entities",
    ("handover/staff_accounts_<<city>>.html", "<<org>>/ops/Handover <<y>>-<<mo>>.html"),
    _staff_html,
    lambda rng, s: pw_with(rng, SYM_NEEDS_HTML, "!#*"),
    extra=lambda rng, s: {"sec_name": pick(rng, ("Sunil Perera", "Abdul Kareem", "Joseph Mwangi"))},
    decode=_dec_staff_html,
)

F.reg(
    "dxbstore_whatsapp_ios_arabic_english_wifi",
    (
        "WhatsApp Chat - <<org>> Staff/_chat.txt",
        "Exports/WhatsApp Chat - <<name2>> <<n>>/_chat.txt",
    ),
    """[<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>>:<<ss>> <<ampm_u>>] <<name>>: ‎Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
[<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>>:<<ss>> <<ampm_u>>] <<name2>>: السلام عليكم، العميل في الوحدة <<unit>> يسأل عن الواي فاي في الممر
[<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi2>>:<<ss>> <<ampm_u>>] <<name>>: وعليكم السلام. Staff network only, don't give to customers
[<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi2>>:<<ss>> <<ampm_u>>] <<name>>: SSID <<org>>-Staff
[<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi2>>:<<ss>> <<ampm_u>>] <<name>>: كلمة السر: <<cred>>
[<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi2>>:<<ss>> <<ampm_u>>] <<name>>: customers use <<org>>-Guest, no password
[<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi2>>:<<ss>> <<ampm_u>>] <<name2>>: تمام شكراً 👍
""",
    "human",
    extra=lambda rng, s: {
        "ampm_u": s["ampm"].upper(),
        "unit": f"{pick(rng, 'ABCD')}{rng.randint(100, 450)}",
    },
)

F.reg(
    "dxbstore_mosquitto_bridge_humidity_sensors",
    ("mosquitto/conf.d/bridge.conf", "<<org>>/<<city>>/edge/mosquitto_bridge<<n>>.conf"),
    """# climate-controlled units — humidity / temperature sensors bridged to the cloud broker
# site: <<city>>, gateway <<ip>>
listener 1883 127.0.0.1
allow_anonymous false
password_file /etc/mosquitto/passwd

connection <<org>>-cloud
address mqtt.<<dom>>:8883
bridge_protocol_version mqttv311
remote_clientid hum-bridge-<<city>>-<<n>>
remote_username sensors-<<city>>
remote_password <<cred>>
bridge_cafile /etc/mosquitto/certs/ca.crt
topic climate/# out 1 "" <<org>>/<<city>>/
cleansession true
""",
    "pw_bare",
)

F.reg(
    "dxbstore_unit_soap_api_powershell",
    ("scripts/Export-Occupancy.ps1", "<<org>>/reports/occupancy_<<n>>.ps1"),
    """# Nightly occupancy export from the storage management web service (SOAP), for the owners' report
$corpCode = 'C<<n4>>'
$location = 'L00<<loc>>'
$user = 'api_reports'
$pass = '<<cred>>'

$body = @"
<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <UnitsInformation_v2 xmlns="http://tempuri.org/CallCenterWs/CallCenterWs">
      <sCorpCode>$corpCode</sCorpCode>
      <sLocationCode>$location</sLocationCode>
      <sCorpUserName>$user</sCorpUserName>
      <sCorpPassword>$pass</sCorpPassword>
    </UnitsInformation_v2>
  </soap:Body>
</soap:Envelope>
"@

$resp = Invoke-WebRequest -Uri 'https://api.smdservices.net/CallCenterWs.asmx' -Method Post `
    -ContentType 'text/xml; charset=utf-8' -Body $body -UseBasicParsing
$resp.Content | Out-File -Encoding utf8 "C:\\Reports\\occupancy_$(Get-Date -Format yyyyMMdd).xml"
""",
    "pw_sq",
    extra=lambda rng, s: {"loc": str(rng.randint(1, 9))},
)

F.reg(
    "dxbstore_email_tenant_portal_login",
    ("mail/sent/welcome_unit_<<n3>>.eml", "<<org>>/crm/outbox/<<y>><<mo>><<d>>_<<la2>>.eml"),
    """From: <<org>> Self Storage <hello@<<dom>>>
To: <<name2>> <<<fa2>>.<<la2>>@gmail.com>
Subject: Welcome to <<org>> — your unit and portal login
Date: <<d>> Jun <<y>> <<hh>>:<<mi>>:<<ss>> +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

مرحبا <<first2>>،

Thank you for choosing <<org>> Self Storage, <<city>>. Your climate-controlled unit
is ready and your first month is paid.

Customer portal: https://my.<<dom>>
Username: <<fa2>>.<<la2>>@gmail.com
Temporary password: <<cred>>

Your gate PIN will be sent by SMS to <<phone2>>. Access hours are 6 am to 10 pm.

Best regards,
<<name>>
Store Manager — <<phone>>
""",
    "pw",
)

F.reg(
    "dxbstore_aws_credentials_cctv_archive",
    ("home/<<fa>>/.aws/credentials", "<<org>>/it/cctv-archiver/aws_credentials_<<city>>"),
    """[default]
region = me-central-1
output = json

[cctv-archive]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = me-central-1
""",
    "p:aws_secret",
    extra=lambda rng, s: {"akid": prov(rng, "aws_id")},
    syntax="ini",
)
