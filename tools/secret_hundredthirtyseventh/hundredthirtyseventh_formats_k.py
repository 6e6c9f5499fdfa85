"""Family k: a community bingo hall (neuadd bingo) in the Welsh valleys (Wales, UK):
electronic bingo handsets and their docking station, the hall's WordPress site, Mailchimp
newsletters, GoCardless memberships, Twilio caller texts, committee minutes and Welsh
e-mails and WhatsApp groups."""

from __future__ import annotations

from hundredthirtyseventh_corpus import alnum, b64
from hundredthirtyseventh_spec import Fam, prov

F = Fam(
    name="cymru_neuadd_bingo",
    orgs=("dreigcaerau", "neuaddhwyl", "bingorhondda"),
    tld="cymru",
    first=("Rhys", "Siân", "Gareth", "Ffion", "Dafydd", "Cerys", "Iwan", "Bethan"),
    last=("Jones", "Williams", "Davies", "Evans", "Thomas", "Roberts", "Hughes", "Lewis"),
    ufirst=("rhys", "sian", "gareth", "ffion", "dafydd", "cerys", "iwan", "bethan"),
    ulast=("jones", "williams", "davies", "evans", "thomas", "roberts", "hughes", "lewis"),
    words=(
        "draig",
        "cymru",
        "hiraeth",
        "bara",
        "cariad",
        "eisteddfod",
        "rygbi",
        "cennin",
        "afon",
        "mynydd",
        "hwyl",
        "rhondda",
        "caerdydd",
        "tylwyth",
    ),
    cc="44",
    cities=("Treorci", "Aberdâr", "Merthyr Tudful", "Pontypridd", "Tonypandy"),
    pets=("mot", "smwt", "cadi", "pero", "bonzo", "fflei"),
    teams=("Scarlets", "Ospreys", "Dragons", "Cardiff", "Swansea", "Wrexham"),
)

F.reg(
    "neuadd_welsh_email_cyfrinair_system_bingo",
    (
        "mail/<<user>>/cyfrinair_newydd_<<ymd>>.eml",
        "Outlook/<<org>>/Blwch Derbyn/System bingo <<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: galwyr@<<domain>>
Subject: Cyfrinair newydd - system bingo electronig
Date: Thu, 13 Mar <<year>> 19:40:02 +0000
Content-Type: text/plain; charset=UTF-8

Noswaith dda bawb,

Mae'r cwmni wedi ailosod y consol galw ar ôl y nam nos Fawrth.
Dyma'r cyfrinair newydd ar gyfer y system bingo (cyfrif y galwr):

Enw defnyddiwr: galwr<<n>>
Cyfrinair: <<cred>>

Peidiwch â'i ysgrifennu ar y consol os gwelwch yn dda!

Diolch,
<<first>>
Rheolwr y Neuadd, <<city>>
""",
    "human",
    syntax="",
)

F.reg(
    "neuadd_membership_gocardless_access_token_ruby",
    ("members/config/initializers/gocardless.rb", "<<org>>-members/lib/direct_debit_<<n>>.rb"),
    """# Monthly membership fee by Direct Debit (GoCardless)
require 'gocardless_pro'

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: '<<cred>>',
  environment: :live
)

MEMBERSHIP_PENCE = 500
""",
    "p:gocardless",
    syntax="",
)

F.reg(
    "neuadd_hall_website_wp_config_php",
    ("public_html/wp-config.php", "www/<<org>>.cymru/wp-config.php"),
    """<?php
/** Gwefan y neuadd - WordPress */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         '<<k1>>' );
define( 'SECURE_AUTH_KEY',  '<<k2>>' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
define( 'WPLANG', 'cy' );

if ( ! defined( 'ABSPATH' ) ) {
    define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {"k1": b64(rng, 48), "k2": b64(rng, 48)},
)

F.reg(
    "neuadd_newsletter_mailchimp_jekyll_config_yml",
    ("site/_config.yml", "<<org>>-site/_config.yml"),
    """title: "Neuadd Bingo <<city>>"
description: "Bingo bob nos Iau a nos Sadwrn - croeso i bawb"
url: "https://<<domain>>"
lang: cy
mailchimp:
  api_key: "<<cred>>"
  list_id: "<<lid>>"
plugins:
  - jekyll-feed
  - jekyll-sitemap
""",
    "p:mailchimp",
    extra=lambda rng, s: {"lid": alnum(rng, 10, "0123456789abcdef")},
)

F.reg(
    "neuadd_ebingo_handset_docking_station_ini",
    ("C:/BingoDock/dock.ini", "dock/<<org>>/dock_<<n>>.ini"),
    """; Docking station for the electronic bingo handsets (charge + load books)
[Hall]
Name=<<orgc>> <<city>>
Handsets=60

[Server]
Host=<<ipl>>
Port=6100
User=dock
Password=<<cred>>

[Books]
DefaultPrice=1.50
Sessions=Early,Main,Link
""",
    "pw",
)

F.reg(
    "neuadd_welsh_whatsapp_cyfrinair_wifi",
    ("WhatsApp Chat with Staff y Neuadd <<n>>.txt", "chats/<<org>>/whatsapp_staff_<<ymd>>.txt"),
    """<<dmy>>, 18:31 - <<first>> <<last>>: Cyfrinair y wifi i'r handsets wedi newid heddiw
<<dmy>>, 18:31 - <<first>> <<last>>: Rhwydwaith: <<orgc>>-Handsets
<<dmy>>, 18:32 - <<first>> <<last>>: <<cred>>
<<dmy>>, 18:35 - <<first2>>: Diolch! Wna i roi fe yn y dock cyn y sesiwn gynnar 👍
<<dmy>>, 18:36 - <<first>> <<last>>: Paid rhoi fe i'r chwaraewyr plis
""",
    "human_x",
    syntax="",
)


def _twilio(rng, s):
    return {"sid": prov(rng, "twilio_sid"), "from_": f"+44 7{alnum(rng, 9, '0123456789')}"}


F.reg(
    "neuadd_caller_jackpot_text_twilio_node",
    ("caller-texts/send.js", "<<org>>-caller/notify_<<n>>.js"),
    """// Text regulars when the link jackpot rolls over
const accountSid = '<<sid>>';
const authToken = '<<cred>>';
const client = require('twilio')(accountSid, authToken);

async function rollover(numbers, amount) {
  for (const to of numbers) {
    await client.messages.create({
      body: `Jacpot wedi codi i £${amount}! Bingo heno am 7 - <<orgc>> <<city>>`,
      from: '<<from_>>',
      to,
    });
  }
}

module.exports = { rollover };
""",
    "p:twilio_token",
    syntax="",
    extra=_twilio,
)

F.reg(
    "neuadd_committee_minutes_markdown_sage_login",
    ("pwyllgor/cofnodion_<<ymd>>.md", "docs/<<org>>/committee-minutes-<<n>>.md"),
    """# Cofnodion Pwyllgor / Committee minutes - <<dmy>>

**Yn bresennol / Present:** <<first>> <<last>> (cadeirydd), <<first2>>, Gareth H.

## 1. Cyllid / Finance
- Takings from the Thursday session up 8% on last month.
- Treasurer handing over the books while she is in hospital. Sage Accounting login
  for the hall (so <<first2>> can do the VAT return):
  - user: treasurer@<<domain>>
  - password: <<cred>>
- Gambling Commission annual fee paid.

## 2. Y neuadd / The hall
- New dabbers ordered. Roof leak over the caller's stage reported to the council.
""",
    "human",
    syntax="",
)
