"""Family e: hand-knitting shops and classes: webshop, pattern store, class bookings."""
# ruff: noqa: E501

from twentysixth_spec import Fam, alnum

F = Fam("knitting_handknit_shop_classes")

F.add(
    "knitting_shop_shopify_themekit_config_yml",
    ("theme/config.yml", "<<org>>-theme/config.yml"),
    "p:shopify",
    """production:
  password: <<cred>>
  theme_id: "1<<id>><<n>>"
  store: <<org>>.myshopify.com
  ignore_files:
    - config/settings_data.json
""",
)

F.add(
    "knitting_pattern_store_ravelry_requests_auth_tuple",
    ("scripts/ravelry_sales_report.py", "<<org>>/patterns/sync_ravelry.py"),
    "an:40",
    """import requests

# Ravelry pattern store, read-only basic auth key pair
AUTH = ("read-<<hex8>><<hex8>><<hex8>><<hex8>>", "<<cred>>")


def sales(month):
    r = requests.get(
        "https://api.ravelry.com/stores/<<n>>/sales.json",
        params={"month": month},
        auth=AUTH,
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["sales"]
""",
)

F.add(
    "knitting_class_booking_eventbrite_curl_bearer",
    ("classes/fetch_attendees.sh", "bin/<<org>>-class-list.sh"),
    "p:eventbrite",
    """#!/bin/sh
# who's coming to Saturday's sock-heel workshop
EVENT_ID=<<id>><<n>>
curl -s "https://www.eventbriteapi.com/v3/events/$EVENT_ID/attendees/" \\
  -H "Authorization: Bearer <<cred>>" | jq -r '.attendees[].profile.name'
""",
)

F.add(
    "knitting_circle_german_email_passwort_kursportal",
    ("mail/strickkreis/<<date>>-zugang.eml", "Thunderbird/<<fl>>/Strickkurs-Zugang-<<n>>.eml"),
    "h:Wolle,Masche,Socke,Nadel,Stricken",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Zugang zum Kursportal
Date: Wed, 21 Jan 2026 19:<<n2>>:03 +0100
Content-Type: text/plain; charset=utf-8

Liebe <<first2>>,

du kannst ab jetzt die Teilnehmerlisten für den Mittwochskurs selbst pflegen.
Benutzername: <<user>>
Passwort: <<cred>>

Die Anleitung für die Norwegermuster liegt im Ordner "Kurse <<year>>".
Viele Grüße
<<first>>
""",
    syntax="",
)

F.add(
    "knitting_shop_till_square_access_token_js",
    ("till/src/config.js", "<<org>>-till/config.js"),
    "p:square",
    """// counter till: Square reader + stock lookup
module.exports = {
  squareEnvironment: "production",
  squareAccessToken: "<<cred>>",
  locationId: "L<<n>>Q<<n2>>XKZ",
  lowStockThreshold: 3,
};
""",
)

F.add(
    "knitting_newsletter_mailchimp_gibbon_ruby",
    ("lib/tasks/newsletter.rake", "<<org>>/newsletter/send.rb"),
    "p:mailchimp",
    """require "gibbon"

gibbon = Gibbon::Request.new(api_key: "<<cred>>")
gibbon.timeout = 15
list_id = "<<hex8>>c1"
gibbon.lists(list_id).members.create(
  body: { email_address: ARGV[0], status: "subscribed", tags: ["workshop"] }
)
""",
    syntax="",
)

F.add(
    "knitting_owner_logins_txt_dash_lines",
    ("Desktop/logins.txt", "Documents/<<orgt>>/passwords shop.txt"),
    "human",
    """etsy - <<email>> - <<cred>>
royal mail click & drop - same email - Lambswool<<n2>>!
wholesaler (trade) - acct <<id>> - ask <<first2>>
bank card reader pin is NOT here
""",
)

F.add(
    "knitting_customer_instagram_dm_export_json",
    (
        "instagram-export/messages/inbox/<<fl>>_<<id>>/message_1.json",
        "downloads/<<org>>-ig/messages/inbox/<<fl2>>/message_1.json",
    ),
    "h:Purl,Cable,Aran,Merino,Fairisle",
    """{
  "participants": [{"name": "<<first>> <<last>>"}, {"name": "<<orgt>>"}],
  "messages": [
    {"sender_name": "<<orgt>>", "timestamp_ms": 17<<id>>000, "content": "Your class login for the online pattern library is <<email>> / <<cred>> x"},
    {"sender_name": "<<first>> <<last>>", "timestamp_ms": 17<<id>>900, "content": "Can you send me the login for the video lessons again?"}
  ],
  "title": "<<first>> <<last>>",
  "thread_path": "inbox/<<fl>>_<<id>>"
}
""",
    extra=lambda r, v: {"id": alnum(r, 11, "0123456789")},
)
