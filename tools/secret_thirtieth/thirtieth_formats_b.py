"""Lawn bowls club family: greens, memberships, fixtures, the bar till."""

# ruff: noqa: E501
from thirtieth_spec import hexs, reg

F = "bowls_lawn_green_club_fixtures"


def mailchimp(rng):
    return f"{hexs(rng, 32)}-us{rng.randint(2, 21)}"


reg(
    F,
    "bowls_green_irrigation_opensprinkler_yaml",
    ("green/<<org>>/irrigation.yml", "home-assistant/<<org>>/packages/sprinklers.yaml"),
    """# rinks 1-6 pop-up sprinklers, run after evening roll-ups only
opensprinkler:
  host: <<ip>>
  password: '<<pw>>'
  scan_interval: 60
programs:
  - name: green_evening
    start: "21:30"
    stations: [1, 2, 3, 4, 5, 6]
    minutes: 8
""",
    "pw_yaml",
    "yaml",
)

reg(
    F,
    "bowls_membership_php_pdo_positional",
    ("members/<<org>>/inc/db.php", "public_html/<<org>>/includes/connect.php"),
    """<?php
// membership renewals - do not commit to the club's public folder!!
$pdo = new PDO(
    'mysql:host=localhost;dbname=<<org>>_members;charset=utf8mb4',
    '<<user>>',
    '<<pw>>',
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
);
""",
    "pw_sq",
    "",
)

reg(
    F,
    "bowls_captain_whatsapp_export_laptop",
    (
        "chats/WhatsApp Chat with <<orgc>> Committee <<n>>.txt",
        "exports/<<org>>/whatsapp_committee_<<n>>.txt",
    ),
    """[12/05/2026, 18:57:03] <<firstc>> <<lastc>>: Who has the clubhouse laptop login? Need to print the scorecards for Saturday
[12/05/2026, 19:02:44] Margaret (Captain): user is Bowls
[12/05/2026, 19:02:51] Margaret (Captain): <<pw>>
[12/05/2026, 19:03:10] <<firstc>> <<lastc>>: Ta x
[12/05/2026, 19:05:27] Margaret (Captain): and please log OFF after, Derek left it on all week
""",
    "human",
    "",
)

reg(
    F,
    "bowls_league_fixture_scraper_go_const",
    ("cmd/fixtures/main_<<org>>.go", "internal/<<org>>/league/client.go"),
    """package league

import (
\t"fmt"
\t"net/http"
)

const (
\tbaseURL = "https://api.bowlsleague.<<dom>>/v1"
\tapiKey  = "<<pw>>"
)

func Fixtures(club string) (*http.Response, error) {
\treq, _ := http.NewRequest("GET", fmt.Sprintf("%s/clubs/%s/fixtures", baseURL, club), nil)
\treq.Header.Set("X-Api-Key", apiKey)
\treturn http.DefaultClient.Do(req)
}
""",
    "x:lbk_:32",
    "",
)

reg(
    F,
    "bowls_bar_till_app_config_sqlserver",
    ("till/<<org>>/BarTill.exe.config", "clubhouse/<<org>>/App.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Till" connectionString="Data Source=CLUBHOUSE-PC\\SQLEXPRESS;Initial Catalog=BarTill;User ID=till;Password=<<pw>>;" providerName="System.Data.SqlClient"/>
  </connectionStrings>
  <appSettings>
    <add key="Club" value="<<orgc>>"/>
  </appSettings>
</configuration>
""",
    "pw_xml",
    "xml",
)

reg(
    F,
    "bowls_scoreboard_pi_wpa_supplicant",
    ("scoreboard/<<org>>/wpa_supplicant.conf", "boot/<<org>>-<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GB

network={
    ssid="<<orgc>> Pavilion"
    psk="<<pw>>"
    key_mgmt=WPA-PSK
}
""",
    "human",
    "",
)

reg(
    F,
    "bowls_newsletter_mailchimp_crontab_curl",
    ("crontabs/<<user>>", "etc/cron.d/<<org>>-newsletter"),
    """# m h dom mon dow command
MAILTO=<<email>>
0 7 * * 1 curl -s -u anystring:<<pw>> https://us1.api.mailchimp.com/3.0/lists/<<hex8>>/members?count=500 > /srv/<<org>>/members.json
""",
    mailchimp,
    "",
)

reg(
    F,
    "bowls_treasurer_accounts_csv",
    ("treasurer/<<org>>/logins_<<year>>.csv", "shared/<<org>>/Treasurer/accounts-<<n>>.csv"),
    """service,url,login,password,notes
Bank (business),https://business.bank.<<dom>>,<<user>>,<<pw>>,card reader in safe
Bowls England affiliation,https://portal.<<dom>>,<<email>>,ask Jean,renew March
Bar supplier,https://orders.<<dom>>,<<org>>,see Margaret,
""",
    "human",
    "",
)
