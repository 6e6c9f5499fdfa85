"""Family n: marquee and event hire: quotes, crew rota, site plans, weddings."""
# ruff: noqa: E501

from twentysixth_spec import Fam, dec_re, enc_qp, un_qp

F = Fam("marquee_event_hire_crew")

F.add(
    "marquee_hire_quote_appsettings_json",
    ("QuoteSystem/appsettings.Production.json", "<<orgt>>.Quotes/appsettings.json"),
    "pw_ini",
    """{
  "ConnectionStrings": {
    "Quotes": "Server=<<host>>;Database=MarqueeQuotes;User Id=quotes;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Pricing": { "VatRate": 0.2, "FloorPerSqm": 6.5, "HeatersEach": 45 },
  "Logging": { "LogLevel": { "Default": "Warning" } }
}
""",
)

F.add(
    "marquee_crew_rota_slack_webhook_bash",
    ("bin/post-crew-rota.sh", "scripts/<<org>>/rota-to-slack.sh"),
    "p:slack_hook",
    """#!/bin/bash
# posts tomorrow's build crew to #crew every evening at 6
WEBHOOK="<<cred>>"
ROTA=$(python3 /opt/rota/tomorrow.py)
curl -s -X POST -H 'Content-type: application/json' \\
  --data "{\\"text\\": \\"Build crew for tomorrow:\\n$ROTA\\"}" "$WEBHOOK"
""",
)

F.add(
    "marquee_site_plan_dropbox_python_sdk",
    ("siteplans/upload_plans.py", "<<org>>/tools/dropbox_upload.py"),
    "p:dropbox",
    """import sys

import dropbox

dbx = dropbox.Dropbox("<<cred>>")

for path in sys.argv[1:]:
    with open(path, "rb") as fh:
        dbx.files_upload(fh.read(), f"/Site plans/{path.rsplit('/', 1)[-1]}", mode=dropbox.files.WriteMode.overwrite)
""",
)

F.add(
    "marquee_crew_lithuanian_chat_slaptazodis",
    ("exports/messenger/<<org>>-crew.txt", "chat/palapines-komanda-<<year>>.txt"),
    "human",
    """<<first2>> <<last2>> <<time>>: Koks slaptažodis sandėlio planšetei? Reikia pažymėti grindis
<<first>> <<last>> <<time>>: slaptažodis <<cred>>
<<first2>> <<last2>> <<time>>: ačiū, veikia
""",
)

F.add(
    "marquee_weather_alert_openweather_crontab",
    ("etc/cron.d/wind-alert", "crontabs/<<org>>-weather"),
    "p:openweather",
    """# warn the crew chief if gusts over 35 mph are forecast at tomorrow's sites
SHELL=/bin/bash
0 17 * * * ops /usr/bin/curl -s "https://api.openweathermap.org/data/3.0/onecall?lat=54.<<n>>&lon=-2.<<n2>>&exclude=minutely&units=imperial&appid=<<cred>>" | /opt/wind/check.py
""",
    syntax="",
)

F.add(
    "marquee_warehouse_pc_winlogon_autologon_reg",
    ("warehouse-pc/autologon.reg", "IT/<<org>>/kiosk-autologon.reg"),
    "pw_dq",
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="warehouse"
"DefaultDomainName"="<<orgu>>"
"DefaultPassword"="<<cred>>"
""",
    syntax="",
)

F.add(
    "marquee_event_invoice_stripe_node_require",
    ("invoicing/index.js", "<<org>>-invoices/src/stripe.js"),
    "p:stripe_rk",
    """const stripe = require('stripe')('<<cred>>');

async function depositInvoice(customerId, eventDate, amountPence) {
  await stripe.invoiceItems.create({
    customer: customerId,
    amount: amountPence,
    currency: 'gbp',
    description: `Marquee deposit – event ${eventDate}`,
  });
  return stripe.invoices.create({ customer: customerId, collection_method: 'send_invoice', days_until_due: 14 });
}

module.exports = { depositInvoice };
""",
)

F.add(
    "marquee_wedding_coordinator_email_quoted_printable",
    ("mail/weddings/<<date>>-venue-wifi.eml", "Maildir/cur/<<id>>.<<org>>:2,S"),
    "pw_sq",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Site access for the build on Friday
Date: Wed, 13 May 2026 16:<<n2>>:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Hi <<first2>>,

The estate office has given us the login for the power bollards in the field:
Bollard app password: <<cred>>

Gates open from 7am. Thanks!
""",
    syntax="",
    enc=enc_qp,
    decode=dec_re(r"Bollard app password: (.*)$", un_qp),
    must="=",
)
