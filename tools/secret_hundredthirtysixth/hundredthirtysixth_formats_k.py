# ruff: noqa: E501
"""Family k: a private vehicle testing station (roadworthy certificates) in Gauteng, South Africa."""

from __future__ import annotations

import json

from hundredthirtysixth_spec import LOWER, Fam, alnum, uuid4

F = Fam(
    name="southafrica_roadworthy_testing_station",
    orgs=("toetsvaal", "padwaardig", "roadsafekaroo"),
    tld="co.za",
    first=(
        "thabo",
        "annelie",
        "sipho",
        "marike",
        "johan",
        "lerato",
        "pieter",
        "nomvula",
        "riaan",
        "zanele",
    ),
    last=(
        "nkosi",
        "vandermerwe",
        "dlamini",
        "botha",
        "mokoena",
        "pretorius",
        "khumalo",
        "venter",
        "naidoo",
        "ndlovu",
    ),
    words=(
        "padwaardig",
        "bakkie",
        "braai",
        "springbok",
        "bokke",
        "eskom",
        "kaizerchiefs",
        "pirates",
        "biltong",
        "boerewors",
        "lekker",
        "jozi",
        "highveld",
        "robot",
    ),
    cities=("Pretoria", "Benoni", "Boksburg", "Germiston", "Centurion", "Krugersdorp"),
    cc="+27 82",
    plates=("LL DD LL GP", "LLL DDD GP", "DD LL LL GP"),
    lfirst=(
        "Thabo",
        "Annelie",
        "Sipho",
        "Marike",
        "Johan",
        "Lerato",
        "Pieter",
        "Nomvula",
        "Riaan",
        "Zanele",
    ),
    llast=(
        "Nkosi",
        "van der Merwe",
        "Dlamini",
        "Botha",
        "Mokoena",
        "Pretorius",
        "Khumalo",
        "Venter",
        "Naidoo",
        "Ndlovu",
    ),
)

F.reg(
    "rwc_payfast_passphrase_php",
    (
        "booking-<<org>>/config/payfast.php",
        "wp-content/plugins/<<org>>-rwc-booking/payfast-config.php",
    ),
    """<?php
// Roadworthy test booking deposit - PayFast
return [
    'merchant_id'  => '1<<num6>><<n>>',
    'merchant_key' => '<<mkey>>',
    'passphrase'   => '<<cred>>',
    'sandbox'      => false,
    'return_url'   => 'https://www.<<dom>>/booking/thank-you',
    'cancel_url'   => 'https://www.<<dom>>/booking/cancelled',
    'notify_url'   => 'https://www.<<dom>>/booking/itn',
    'deposit_zar'  => 250.00,
];
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mkey": alnum(rng, 13, LOWER + "0123456789")},
)

F.reg(
    "rwc_whatsapp_afrikaans_wagwoord_natis",
    (
        "WhatsApp/WhatsApp-klets met <<full2>>.txt",
        "rugsteun/<<org>>/WhatsApp-klets met Toetsers <<city>>.txt",
    ),
    """<<dmy>>, <<hm>> - <<full2>>: Môre <<lfirst>>, die NaTIS rekenaar by baan <<n>> vra weer vir 'n wagwoord 🙄
<<dmy>>, <<hm>> - <<full2>>: ek het al 3 bakkies wat wag
<<dmy>>, <<hm2>> - <<full>>: Gebruiker is <<user2>>
<<dmy>>, <<hm2>> - <<full>>: wagwoord <<cred>>
<<dmy>>, <<hm2>> - <<full>>: moenie dit op die muur plak nie asb
<<dmy>>, <<hm3>> - <<full2>>: Dankie! ingeteken. <<plate>> het remme gedruip, kom Donderdag terug
""",
    "human",
    syntax="",
)

F.reg(
    "rwc_yoco_online_checkout_node",
    ("rwc-bookings-<<org>>/server/yoco.js", "api/<<org>>/payments/yocoCheckout.js"),
    """// Online payment of the roadworthy test fee (Yoco checkout API)
const fetch = require('node-fetch');

const YOCO_SECRET_KEY = '<<cred>>';

async function createCheckout(booking) {
  const res = await fetch('https://payments.yoco.com/api/checkouts', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${YOCO_SECRET_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      amount: booking.feeCents,
      currency: 'ZAR',
      successUrl: `https://www.<<dom>>/booking/${booking.id}/paid`,
      metadata: { registration: booking.registration },
    }),
  });
  return res.json();
}

module.exports = { createCheckout };
""",
    "p:yoco",
    syntax="",
)


def _smsportal(s):
    cfg = {
        "Station": {"Name": f"{s['orgc']} {s['city']}", "NatisNumber": f"VTS{s['num4']}"},
        "SmsPortal": {
            "BaseUrl": "https://rest.smsportal.com/v1",
            "ClientId": s["cid"],
            "ApiSecret": s["cred"],
            "SenderId": s["orgu"][:11],
        },
        "Reminders": {"DaysBeforeRetest": 2, "Template": "Your retest at {station} is on {date}."},
    }
    return json.dumps(cfg, indent=2) + "\n"


F.reg(
    "rwc_smsportal_reminders_appsettings_json",
    (
        "RwcReminders/<<orgc>>/appsettings.json",
        "deploy/<<org>>/reminders/appsettings.Production.json",
    ),
    _smsportal,
    "b64:24",
    extra=lambda rng, s: {"cid": uuid4(rng)},
)

F.reg(
    "rwc_brake_roller_tester_ini",
    ("Remtoets/<<org>>/RollerBrake.ini", "Lane<<n>>/<<org>>/brake_tester_config.ini"),
    """[Station]
Name=<<orgc>> Vehicle Testing Station <<city>>
Lane=<<n>>
Standard=SANS 10047

[Rollers]
Port=COM3
MaxAxleLoadKg=13000
SlipThreshold=30

[Results]
ExportFolder=\\\\<<ip>>\\results\\lane<<n>>
ShareUser=lane<<n>>
SharePassword=<<cred>>
PrintCopies=2

[Natis]
StationNumber=VTS<<num4>>
""",
    "pw",
)

F.reg(
    "rwc_email_zulu_iphasiwedi_natis",
    ("Mail/<<first>>/NaTIS user account.eml", "mail/<<org>>/<<date>>_natis_iphasiwedi.eml"),
    """From: <<full2>> <<<email2>>>
To: <<full>> <<<email>>>
Subject: NaTIS user - iphasiwedi entsha / new password
Date: <<d>> <<mon>> <<y>> <<hms>> +0200
Content-Type: text/plain; charset=utf-8

Sawubona <<lfirst>>,

I-akhawunti yakho ye-NaTIS isivuliwe. Your NaTIS examiner profile at the testing
station has been reset by the management representative.

Igama lomsebenzisi / User: <<user>>
Iphasiwedi / Password: <<cred>>

Shintsha iphasiwedi uma ungena okokuqala. Please change it on first logon.

Ngiyabonga,
<<full2>>
Management Representative, <<orgc>> VTS
""",
    "pw",
    syntax="",
)

F.reg(
    "rwc_home_assistant_sunsynk_secrets_yaml",
    ("homeassistant/<<org>>/secrets.yaml", "config/<<org>>-station/secrets.yaml"),
    """# Station inverter / battery monitoring for load shedding (Sunsynk cloud)
sunsynk_username: <<email>>
sunsynk_password: "<<cred>>"
sunsynk_inverter_sn: "2<<num6>><<num4>>"
eskomsepush_area: "<<city>>-<<n>>"
latitude_home: -26.<<nnn2>><<n>>
longitude_home: 28.<<nnn3>><<n>>
""",
    "human",
)

F.reg(
    "rwc_booking_laravel_env",
    ("rwc-booking-<<org>>/.env", "var/www/<<org>>/booking/.env"),
    """APP_NAME="<<orgc>> Roadworthy Bookings"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://book.<<dom>>
APP_TIMEZONE=Africa/Johannesburg

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=rwc_bookings
DB_USERNAME=rwc
DB_PASSWORD=<<cred>>

MAIL_MAILER=smtp
MAIL_HOST=mail.<<dom>>
MAIL_PORT=587
MAIL_FROM_ADDRESS=bookings@<<dom>>
""",
    "pw",
    syntax="",
)
