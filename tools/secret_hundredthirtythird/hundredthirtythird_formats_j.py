# ruff: noqa: E501
"""Family j: a truck stop on the N3 (diesel, truck wash, showers, secure parking) near Harrismith, South Africa."""

from __future__ import annotations

from hundredthirtythird_corpus import DIGITS, alnum, gen_pw
from hundredthirtythird_spec import Fam, prov

F = Fam(
    name="truckstop_n3_harrismith",
    orgs=("n3truckstop", "plattebergdiesel", "wilgepadstal", "vanreenenfuel", "freestatetruckers"),
    tld="co.za",
    first=(
        "pieter",
        "anele",
        "johan",
        "thandiwe",
        "sipho",
        "marelize",
        "themba",
        "riaan",
        "lerato",
        "hendrik",
    ),
    last=(
        "van der merwe",
        "botha",
        "nkosi",
        "dlamini",
        "pretorius",
        "mokoena",
        "steyn",
        "khumalo",
        "venter",
        "ndlovu",
    ),
    words=(
        "harrismith",
        "springbok",
        "braai",
        "bokke",
        "trucker",
        "padkos",
        "biltong",
        "drakensberg",
        "sharks",
        "kaizer",
        "amandla",
        "platteberg",
        "rooibos",
        "boerewors",
        "vrystaat",
        "diesel",
    ),
    cities=("Harrismith", "Van Reenen", "Bethlehem", "Warden", "Villiers", "Ladysmith"),
    cc="+27",
    tz="+0200",
    pets=("bliksem", "rocky", "tokkie", "max", "bella", "duke"),
)

F.reg(
    "harrismith_parking_booking_payfast_passphrase_php",
    ("truckpark/config/payfast.php", "public_html/<<org>>/booking/payfast_config.php"),
    """<?php
// Secure truck parking - online booking (PayFast)
return [
    'merchant_id'  => '1<<n7>>',
    'merchant_key' => '<<mkey>>',
    'passphrase'   => '<<cred>>',
    'sandbox'      => false,
    'return_url'   => 'https://book.<<dom>>/parking/thanks',
    'cancel_url'   => 'https://book.<<dom>>/parking/cancelled',
    'notify_url'   => 'https://book.<<dom>>/api/payfast/itn',
    'rate_per_night' => 180.00,
];
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"n7": alnum(rng, 7, DIGITS), "mkey": prov(rng, "payfast_key")},
)

F.reg(
    "harrismith_truckwash_yoco_secret_dotenv",
    ("truckwash-app/.env", "<<org>>-wash/.env.production"),
    """# Truck wash bay bookings + card payments
APP_URL=https://wash.<<dom>>
DATABASE_URL=file:./prod.db
YOCO_PUBLIC_KEY=pk_live_<<pk>>
YOCO_SECRET_KEY=<<cred>>
YOCO_WEBHOOK_URL=https://wash.<<dom>>/api/yoco/webhook
WASH_BAYS=4
""",
    "p:yoco_sk",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 20, "abcdef0123456789")},
)

F.reg(
    "harrismith_afrikaans_whatsapp_kassa_wagwoord",
    (
        "WhatsApp/WhatsApp-klets met <<full2>>.txt",
        "foon_rugsteun/WhatsApp Chat with <<first2_cap>> Nagskof.txt",
    ),
    """<<dmy>>, <<t1>> - <<full>>: Môre <<first2_cap>>, die kassa se wagwoord werk nie meer nie, ek kan nie die skof afsluit nie
<<dmy>>, <<t2>> - <<full2>>: Ek het dit gister verander. Gebruiker: skofbestuurder
<<dmy>>, <<t2>> - <<full2>>: Nuwe wagwoord: <<cred>>
<<dmy>>, <<t3>> - <<full2>>: Moenie dit weer op die muur by die kantoor plak nie asseblief 🙈
<<dmy>>, <<t4>> - <<full>>: Dankie! Dit werk
""",
    "human",
    syntax="",
)

F.reg(
    "harrismith_fleet_alerts_clickatell_api_key_csharp",
    ("TruckStop.Alerts/SmsSender.cs", "src/<<org_cap>>.Notifications/ClickatellClient.cs"),
    """using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;

namespace TruckStop.Alerts
{
    // SMS to fleet controllers when their truck checks in/out of the secure parking
    public class SmsSender
    {
        private const string ApiKey = "<<cred>>";
        private static readonly HttpClient Http = new HttpClient();

        public async Task<bool> SendAsync(string to, string text)
        {
            var req = new HttpRequestMessage(HttpMethod.Post, "https://platform.clickatell.com/messages");
            req.Headers.Authorization = new AuthenticationHeaderValue(ApiKey);
            var json = $"{{\\"content\\":\\"{text}\\",\\"to\\":[\\"{to}\\"]}}";
            req.Content = new StringContent(json, Encoding.UTF8, "application/json");
            var res = await Http.SendAsync(req);
            return res.IsSuccessStatusCode;
        }
    }
}
""",
    "p:clickatell",
    syntax="",
)

F.reg(
    "harrismith_mikrotik_driver_wifi_export_rsc",
    ("network/mikrotik_<<date>>.rsc", "backups/<<org>>/hEX_lounge_<<n2>>.rsc"),
    """# <<date>> <<hms>> by RouterOS 7.1<<n1>>
# software id = <<sid>>
#
# model = RB952Ui-5ac2nD
# serial number = <<serial>>
/interface bridge
add name=bridge-lounge
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=staff supplicant-identity="" wpa2-pre-shared-key=<<cred>>
add authentication-types="" mode=none name=drivers-open
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country="south africa" disabled=no mode=ap-bridge security-profile=drivers-open ssid="<<org_up>> Driver WiFi"
set [ find default-name=wlan2 ] disabled=no mode=ap-bridge security-profile=staff ssid=<<org_up>>-STAFF
/ip hotspot profile
add dns-name=login.<<dom>> hotspot-address=10.5.50.1 name=hsprof-drivers
/ip address
add address=10.5.50.1/24 interface=bridge-lounge network=10.5.50.0
/system identity
set name=<<org>>-lounge
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "sid": f"{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}-{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}",
        "serial": alnum(rng, 12, "ABCDEF0123456789"),
    },
)

F.reg(
    "harrismith_fuel_card_settlement_sftp_email",
    (
        "Mail/Inbox/<<date>> SFTP access settlement files.eml",
        "emails/<<org>>/fuelcard_sftp_<<n3>>.eml",
    ),
    """From: Merchant Onboarding <onboarding@fleetcards.<<dom>>>
To: <<full>> <<<mail>>>
Subject: SFTP access - daily fuel card settlement files (merchant <<n7>>)
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Good day <<first_cap>>,

Your site has been set up to receive the daily fuel card settlement files via SFTP.

Host: sftp.fleetcards.<<dom>>
Port: 22
Username: m<<n7>>
Password: <<cred>>

Files are published at 05:00 under /outbox as SETTLE_<<n7>>_YYYYMMDD.csv. Please change the
password after first login and reply with the IP address your site connects from.

Kind regards
Merchant Onboarding
""",
    lambda rng, s: gen_pw(rng, n=rng.randint(12, 16)),
    syntax="",
    extra=lambda rng, s: {"n7": alnum(rng, 7, DIGITS)},
)

F.reg(
    "harrismith_pastel_reports_odbc_dsn_reg",
    ("it/odbc_pastel_<<n2>>.reg", "Desktop/<<org>> reports DSN.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\PastelTruckStop]
"Driver"="C:\\\\Windows\\\\system32\\\\sqlsrv32.dll"
"Description"="Sage Pastel - <<org_cap>> truck stop reports"
"Server"="<<lan>>\\\\SAGE"
"Database"="TRUCKSTOP"
"LastUser"="pastel_rpt"
"Password"="<<cred>>"
"Trusted_Connection"="No"

[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\ODBC Data Sources]
"PastelTruckStop"="SQL Server"
""",
    "pw_dq",
    syntax="",
)


def _handover(rng, s):
    systems = [
        ("Forecourt controller (web)", "admin", "see safe"),
        ("Tank gauge TLS-450", "manager", "see safe"),
        ("Shop POS back office", s["user"], s["cred"]),
        ("Parking barrier", "operator", "ask Sipho"),
        ("Alarm panel", "-", "code with owner"),
    ]
    rng.shuffle(systems)
    return {"rows": "\n".join(f"| {a} | {b} | {c} |" for a, b, c in systems)}


F.reg(
    "harrismith_night_manager_handover_notes_md",
    ("Obsidian/TruckStop/Handover <<date>>.md", "notes/<<org>>/handover_<<n2>>.md"),
    """---
tags: [handover, night-shift]
date: <<date>>
---
# Night manager handover - <<org_cap>>

- Diesel delivery expected 04:00 (2 x 23 000 L), dip tanks before and after
- Shower 3 geyser tripped again, electrician booked
- Secure parking: 41 trucks in, 3 overnight unpaid (see book)

## Logins
| System | User | Password |
|---|---|---|
<<rows>>

> Change the POS password after <<first_cap>> leaves on the <<day>>th.
""",
    "human",
    syntax="",
    extra=_handover,
)
