"""Mobile tyre fitters: van trackers, wholesaler portals, booking widgets, DVLA look-ups."""

import json

from twentyseventh_spec import dec_b64_pw, enc_b64, reg

F = "tyre_fitting_mobile_fitters"
H = ("tyre", "tread", "wheelnut", "torque", "balancer", "puncture")

reg(
    F,
    "tyre_van_tracker_traccar_xml",
    ("traccar/conf/traccar.xml", "<<org>>/tracker/traccar_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost:3306/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='geocoder.enable'>false</entry>
</properties>
""",
    "pw_xml",
)

reg(
    F,
    "tyre_wholesaler_stock_csharp_network_credential",
    ("StockSync/WholesalerClient.cs", "<<org>>/src/Tyres/Supplier<<n>>.cs"),
    """using System.Net;
using System.Net.Http;

namespace TyreStock
{
    public static class WholesalerClient
    {
        public static HttpClient Create()
        {
            var handler = new HttpClientHandler
            {
                Credentials = new NetworkCredential("<<org_>>_<<n>>", "<<cred>>")
            };
            return new HttpClient(handler) { BaseAddress = new System.Uri("https://b2b.<<dom>>/") };
        }
    }
}
""",
    "pw_dq",
    syntax="",
)


def _har_dec(text: str) -> str:
    for h in json.loads(text)["log"]["entries"][0]["request"]["headers"]:
        if h["name"] == "Authorization":
            return dec_b64_pw(h["value"].split()[1])
    raise ValueError("no Authorization header")


reg(
    F,
    "tyre_booking_widget_har_basic_auth",
    ("debug/booking_<<date>>.har", "<<first>>/har/widget_<<n>>.har"),
    """{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "128.0"},
    "entries": [
      {
        "startedDateTime": "<<date>>T10:21:04.112Z",
        "request": {
          "method": "GET",
          "url": "https://book.<<dom>>/api/slots?postcode=BS5",
          "headers": [
            {"name": "Accept", "value": "application/json"},
            {"name": "Authorization", "value": "Basic <<cred>>"}
          ]
        },
        "response": {"status": 200, "content": {"size": 2211}}
      }
    ]
  }
}
""",
    "pw_ini",
    enc=lambda s: enc_b64("widget:" + s),
    decode=_har_dec,
)

reg(
    F,
    "tyre_fitter_whatsapp_portuguese_senha",
    ("chats/WhatsApp Chat - Carrinhas <<n>>.txt", "exports/<<first>>/whatsapp_<<nn>>.txt"),
    """<<dmy>>, <<time>> - <<First>>: alguem sabe a senha do portal dos pneus?
<<dmy>>, <<time>> - <<First2>>: utilizador <<user>>
<<dmy>>, <<time>> - <<First2>>: senha <<cred>>
<<dmy>>, <<time>> - <<First>>: obrigado
""",
    "human",
    hint=H,
)

reg(
    F,
    "tyre_dvla_lookup_php_curl_header",
    ("public/vehicle_lookup.php", "<<org>>/api/reg_<<n>>.php"),
    """<?php
$reg = strtoupper(preg_replace('/\\s+/', '', $_GET['reg'] ?? ''));
$ch = curl_init('https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles');
curl_setopt_array($ch, [
    CURLOPT_POST => true,
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => ['x-api-key: <<cred>>', 'Content-Type: application/json'],
    CURLOPT_POSTFIELDS => json_encode(['registrationNumber' => $reg]),
]);
echo curl_exec($ch);
""",
    "alnum:40",
    syntax="",
)

reg(
    F,
    "tyre_supplier_portals_csv_logins",
    ("office/supplier_logins.csv", "shared/<<org>>/portals_<<year>>.csv"),
    """supplier,site,username,password,notes
Micheldever,https://trade.micheldever.co.uk,<<user>>,<<cred>>,next-day before 4pm
Stapleton's,https://www.stapletons-tyreservices.co.uk,<<org_>>,,ask <<First2>>
Bond,https://bondb2b.co.uk,<<first>>@<<dom>>,,card on file
""",
    "human",
    hint=H,
)

reg(
    F,
    "tyre_garage_pos_systemd_environment",
    ("etc/systemd/system/tyrepos.service", "<<org>>/deploy/tyrepos_<<n>>.service"),
    """[Unit]
Description=Tyre POS API
After=network.target postgresql.service

[Service]
User=tyrepos
WorkingDirectory=/opt/tyrepos
Environment=DB_HOST=localhost
Environment=DB_USER=tyrepos
Environment=DB_PASSWORD=<<cred>>
ExecStart=/opt/tyrepos/venv/bin/gunicorn -w 3 app:app
Restart=always

[Install]
WantedBy=multi-user.target
""",
    "pw_ini",
    syntax="",
)

reg(
    F,
    "tyre_fleet_sms_reminders_twilio_node",
    ("reminders/send.js", "<<org>>/sms/mot_reminders_<<n>>.js"),
    """const twilio = require('twilio');

const client = twilio('AC<<hex8>><<hex8>><<hex8>><<hex8>>', '<<cred>>');

async function remind(to, reg, date) {
  return client.messages.create({
    from: '+447700900<<n>>',
    to,
    body: `${reg}: your tyre check is booked for ${date}. Reply STOP to opt out.`,
  });
}

module.exports = { remind };
""",
    "p:twilio_token",
    syntax="",
)
