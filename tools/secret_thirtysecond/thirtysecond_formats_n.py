"""Family n: a smokehouse (smoked fish and cured meat, wholesale and mail order)."""
# ruff: noqa: E501

import quopri
import re

from thirtysecond_spec import alnum, enc_qp, pw_with, reg


def _qp_body(rng, c):
    body = (
        f"Guten Tag {c['firstc']} {c['lastc']},\n\n"
        "vielen Dank für Ihre Großhandelsbestellung (Räucherlachs, Forellenfilets, Bückling).\n"
        "Ihr Zugang zum Händlerportal wurde eingerichtet:\n\n"
        f"Benutzername: {c['user']}\n"
        f"Kennwort: {c['raw']}\n\n"
        "Mit freundlichen Grüßen\nIhre Räucherei\n"
    )
    return {"body": enc_qp(body)}


def _dec_qp(text: str) -> str:
    plain = quopri.decodestring(text.encode()).decode()
    return re.search(r"Kennwort: (\S+)", plain).group(1)


F = "smokehouse_fish_meat_curing"

reg(
    F,
    "smokehouse_wholesale_german_email_quoted_printable",
    ("mail/<<org>>/haendlerportal_<<n>>.eml", "outbox/<<first>>/bestellung_<<date>>.eml"),
    """From: Raeucherei <<<email2>>>
To: <<email>>
Subject: =?UTF-8?Q?Ihr_Zugang_zum_H=C3=A4ndlerportal?=
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    pw_with("=", kind="human"),
    extra=_qp_body,
    decode=_dec_qp,
)

reg(
    F,
    "smokehouse_smoker_probes_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge.conf", "mosquitto/<<org>>/bridge-<<n>>.conf"),
    """# bridge the kiln probes (cold smoke / hot smoke chambers) to the cloud broker
connection cloud-bridge
address mqtt.<<dom>>:8883
bridge_protocol_version mqttv311
remote_clientid smokehouse-<<n>>
remote_username kiln<<n>>
remote_password <<cred>>
topic kiln/# out 1 "" smokehouse/<<org>>/
bridge_cafile /etc/ssl/certs/ca-certificates.crt
""",
    "pw_ini",
)

reg(
    F,
    "smokehouse_haccp_log_pnp_powershell_client_secret",
    ("scripts/<<org>>/Upload-HaccpLog.ps1", "haccp/Upload-Log-<<n>>.ps1"),
    """# upload the daily HACCP temperature log to SharePoint
$tenant = "<<org>>.onmicrosoft.com"
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/HACCP" `
    -ClientId "<<uuid>>" `
    -ClientSecret "<<cred>>" `
    -Tenant $tenant
Add-PnPFile -Path "C:\\HACCP\\log_$(Get-Date -Format yyyy-MM-dd).xlsx" -Folder "Shared Documents/Logs"
""",
    lambda rng: (
        alnum(rng, 3)
        + str(rng.randint(0, 9))
        + "Q~"
        + alnum(rng, 34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")
    ),
)

reg(
    F,
    "smokehouse_wholesale_buyer_russian_telegram_parol",
    ("telegram/<<org>>_opt_<<n>>.txt", "exports/telegram/<<first>>_<<date>>.txt"),
    """<<firstc>> <<lastc>>, [<<dmy>> <<time>>]
Добрый день! Сколько копчёной скумбрии можно заказать на пятницу?

Склад, [<<dmy>> <<time2>>]
До 40 кг. Заказ оформляйте через кабинет, логин ваш email, пароль <<cred>>

<<firstc>> <<lastc>>, [<<dmy>> <<time2>>]
Спасибо, оформил.
""",
    "h",
)

reg(
    F,
    "smokehouse_mail_order_magento_env_php",
    ("shop/<<org>>/app/etc/env.php", "magento-<<n>>/app/etc/env.php"),
    """<?php
return [
    'backend' => [
        'frontName' => 'admin_<<hex8>>'
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'localhost',
                'dbname' => 'smokehouse_shop',
                'username' => 'magento',
                'password' => '<<cred>>',
                'model' => 'mysql4',
                'active' => '1'
            ]
        ]
    ],
    'MAGE_MODE' => 'production'
];
""",
    "pw_sq",
)

reg(
    F,
    "smokehouse_chilled_courier_ruby_basic_auth",
    ("labels/<<org>>/courier.rb", "lib/chilled_courier_<<n>>.rb"),
    """require 'net/http'
require 'json'

# book next-day chilled collection for the mail-order boxes
uri = URI('https://api.chilledcourier.co.uk/v2/shipments')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.basic_auth 'ACC<<n4>>', '<<cred>>'
req.body = { service: 'NEXTDAY_CHILLED', parcels: 3 }.to_json
res = Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |h| h.request(req) }
puts res.body
""",
    "h_sq",
)

reg(
    F,
    "smokehouse_label_scale_ftp_script_bare_lines",
    ("scale/<<org>>/upload_plu.ftp", "C/Scale/ftp_<<n>>.txt"),
    """open <<ip>>
plu
<<cred>>
binary
cd /plu
put C:\\Scale\\plu_smoked_fish.dat
bye
""",
    "h",
)

reg(
    F,
    "smokehouse_recipes_notion_integration_python",
    ("recipes/<<org>>/cure_sheets.py", "tools/notion_cures_<<n>>.py"),
    """from notion_client import Client

# brine and dry-cure sheets live in a Notion database
notion = Client(auth="<<cred>>")
DB_ID = "<<hex8>><<hex8>><<hex8>><<hex8>>"

for row in notion.databases.query(database_id=DB_ID)["results"]:
    print(row["properties"]["Name"]["title"][0]["plain_text"])
""",
    lambda rng: f"ntn_{rng.randint(10**10, 10**11)}" + alnum(rng, 35),
)
