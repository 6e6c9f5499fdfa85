"""Hospice family: palliative care charities, charity shops, fundraising, lotteries."""

from thirtieth_spec import reg

F = "hospice_palliative_care_charity"

reg(
    F,
    "hospice_charity_shops_till_sync_json",
    ("shops/<<org>>/tillsync.json", "charity-shops/<<org>>/sync-config.json"),
    """{
  "shops": ["High St", "Market Sq", "Retail Park"],
  "giftAid": {"enabled": true, "declarationVersion": 3},
  "central": {
    "url": "https://shops.<<dom>>/api",
    "user": "tillsync",
    "password": "<<pw>>"
  }
}
""",
    "pw_json",
    "json",
)

reg(
    F,
    "hospice_fundraising_simple_salesforce_login",
    ("fundraising/<<org>>/sf_export.py", "crm/<<org>>/donors_nightly.py"),
    """from simple_salesforce import Salesforce

sf = Salesforce(
    username="<<email>>",
    password="<<pw>>",
    security_token="<<id>><<hex8>>",
)
rows = sf.query_all("SELECT Id, Name, Amount FROM Opportunity WHERE CloseDate = TODAY")
print(len(rows["records"]))
""",
    "pw_dq",
    "py",
)

reg(
    F,
    "hospice_nurses_slack_export_json_message",
    (
        "slack-export/<<org>>/night-team/<<date>>.json",
        "exports/<<org>>/slack/night-team_<<n>>.json",
    ),
    """[
  {
    "type": "message",
    "user": "U<<hex8>>",
    "text": "anyone know the bank staff portal login? rota is due",
    "ts": "1771234567.000100"
  },
  {
    "type": "message",
    "user": "U<<hex8>>",
    "text": "nightteam@<<dom>> / <<pw>> - pls don't change it",
    "ts": "1771234612.000200"
  }
]
""",
    "human",
    "json",
)

reg(
    F,
    "hospice_lottery_draw_php_mysqli_connect",
    ("lottery/<<org>>/draw.php", "public_html/<<org>>/lottery/db.php"),
    """<?php
$db = mysqli_connect('localhost', '<<org>>_lotto', '<<pw>>', '<<org>>_lottery');
if (!$db) {
    die('Draw database unavailable');
}
$winner = mysqli_query($db, 'SELECT ticket FROM entries ORDER BY RAND() LIMIT 1');
""",
    "pw_sq",
    "",
)

reg(
    F,
    "hospice_volunteer_portal_github_actions_env",
    (".github/workflows/deploy-<<org>>.yml", "volunteers/<<org>>/.github/workflows/ftp.yml"),
    """name: Deploy volunteer portal
on:
  push:
    branches: [main]
jobs:
  ftp:
    runs-on: ubuntu-latest
    env:
      FTP_SERVER: ftp.<<dom>>
      FTP_USER: volunteers
      FTP_PASSWORD: "<<pw>>"
    steps:
      - uses: actions/checkout@v4
      - run: lftp -u "$FTP_USER,$FTP_PASSWORD" "$FTP_SERVER" -e "mirror -R dist/ public_html/; bye"
""",
    "pw_yaml",
    "yaml",
)

reg(
    F,
    "hospice_donations_gocardless_ruby_client",
    ("donations/<<org>>/lib/gocardless.rb", "app/<<org>>/services/direct_debit.rb"),
    """require 'gocardless_pro'

CLIENT = GoCardlessPro::Client.new(
  access_token: '<<pw>>',
  environment: :live
)

def monthly_givers
  CLIENT.subscriptions.list(params: { status: 'active' }).records
end
""",
    "x:live_:40",
    "",
)

reg(
    F,
    "hospice_chaplaincy_afrikaans_email_wagwoord",
    ("mail/<<org>>/kapelaan_<<n>>.eml", "inbox/<<first>>/Re_wagwoord_<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: kantoor@<<dom>>
Subject: Re: wagwoord vir die rooster

Goeiemôre,

Die wagwoord vir die vrywilligersrooster is: <<pw>>
Gebruikersnaam bly dieselfde (<<user>>).

Groete,
<<firstc>>
""",
    "human",
    "",
)

reg(
    F,
    "hospice_telehealth_ipad_mobileconfig_wifi",
    ("mdm/<<org>>/ward-wifi.mobileconfig.plist", "profiles/<<org>>/telehealth_<<n>>.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadType</key><string>com.apple.wifi.managed</string>
      <key>SSID_STR</key><string><<orgc>>-Ward</string>
      <key>EncryptionType</key><string>WPA2</string>
      <key>Password</key><string><<pw>></string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>Ward Wi-Fi</string>
</dict>
</plist>
""",
    "pw_xml",
    "xml",
)
