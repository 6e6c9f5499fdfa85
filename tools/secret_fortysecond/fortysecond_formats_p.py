"""Family p: luzzu (painted fishing boat) owners and painters in Marsaxlokk (Malta)."""

from fortysecond_spec import family

F = family(
    "luzzu_marsaxlokk_malta",
    ("luzzublu",),
    "com.mt",
    ("Ġużeppi", "Marija", "Ċensu", "Rita", "Kurt", "Doris"),
    ("Cassar", "Camilleri", "Borg", "Farrugia", "Zammit", "Grech"),
    ("luzzu", "kajjik", "ghajn", "lampuka", "marsaxlokk", "qarnita", "vopa", "dghajsa", "tunnagg"),
    ("rebbiegha", "sajf", "harifa", "xitwa"),
    "356",
    (
        ("guzeppi", "marija", "censu", "rita", "kurt", "doris"),
        ("cassar", "camilleri", "borg", "farrugia", "zammit", "grech"),
    ),
)

F.reg(
    "luzzu_maltese_whatsapp_password",
    ("WhatsApp Chat with <<first>>.txt", "chats/luzzu_<<fa>>_<<year>>.txt"),
    """<<dsl>>, <<time>> - <<first>> <<last>>: Bongu, x'inhi l-password tal-account tal-Booking?
<<dsl>>, <<time>> - <<first2>>: l-email <<email>>
<<dsl>>, <<time>> - <<first2>>: password <<cred>>
<<dsl>>, <<time>> - <<first>> <<last>>: grazzi hafna!
""",
    "human",
)

F.reg(
    "luzzu_boat_tracker_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "srv/traccar<<n>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "luzzu_maltese_sms_password",
    ("sms/<<date>>_<<n4>>.txt", "Messages/<<fa>>_<<n>>.txt"),
    """Minn: <<phone>>
<<dsl>> <<time>>
Ciao <<first>>, il-password tal-WiFi tar-restorant: <<cred>>
""",
    "human",
)

F.reg(
    "luzzu_harbour_tours_stripe_restricted_go",
    ("<<org>>-tours/internal/pay/stripe.go", "tours<<n>>/cmd/checkout/main.go"),
    """package pay

import "github.com/stripe/stripe-go/v78"

func init() {
	stripe.Key = "<<cred>>"
}
""",
    "p:stripe_rk",
    syntax="",
)

F.reg(
    "luzzu_painter_english_email_portal_password",
    ("Mail/<<date>> Heritage portal.eml", "Outlook/<<fa>>/Inbox_<<n4>>.eml"),
    """From: <<first2>> <<email2>>
To: <<email>>
Subject: Heritage Malta grant portal
Date: <<date>>
Content-Type: text/plain; charset=utf-8

Hi <<first>>,

For the luzzu restoration grant application you can log in with:
username: <<user>>
password: <<cred>>

Photos of the eye of Osiris on the bow are needed by Friday.
""",
    "human",
)

F.reg(
    "luzzu_fish_auction_sqlcmd_ps1",
    ("scripts/<<fa>>_auction_report.ps1", "C:/Pixkerija<<n>>/report.ps1"),
    """$server = "<<ip>>\\SQLEXPRESS"
$pass = '<<cred>>'
Invoke-Sqlcmd -ServerInstance $server -Database Pixkerija -Username auction -Password $pass `
  -Query "SELECT species, SUM(kg) FROM lots WHERE day = CAST(GETDATE() AS date) GROUP BY species" |
  Export-Csv -Path "C:\\Reports\\lots_$(Get-Date -f yyyyMMdd).csv" -NoTypeInformation
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "luzzu_restaurant_openvpn_auth_user_pass",
    ("etc/openvpn/client/<<org>>-auth.txt", "Users/<<fa>>/OpenVPN/config/auth<<n>>.txt"),
    """<<user>>
<<cred>>
""",
    "pw_bare",
)

F.reg(
    "luzzu_charter_github_actions_hardcoded_token",
    ("<<org>>-site/.github/workflows/deploy.yml", "charter<<n>>/.github/workflows/publish.yml"),
    """name: deploy
on:
  push:
    branches: [main]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: git clone https://<<cred>>@github.com/<<org>>/bookings-data.git data
      - run: npm ci && npm run build
""",
    "p:github",
)
