"""Family p: a real-estate agency selling Queenslanders in Brisbane (Australia)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fortyseventh_spec import Fam, hexs, uuid4

F = Fam(
    "queenslander_realty_brisbane",
    ("paddington-realty", "jacaranda-property-bne", "newfarm-estates", "bulimba-realty"),
    "com.au",
    (
        "chloe",
        "liam",
        "jessica",
        "mitchell",
        "olivia",
        "brodie",
        "sophie",
        "lachlan",
        "emma",
        "jarrod",
    ),
    (
        "smith",
        "nguyen",
        "williams",
        "brown",
        "kelly",
        "obrien",
        "taylor",
        "mitchell",
        "walsh",
        "anderson",
    ),
    (
        "jacaranda",
        "queenslander",
        "maroons",
        "broncos",
        "veranda",
        "lamington",
        "wattle",
        "kookaburra",
        "ekka",
        "paddo",
        "bulimba",
        "tinnie",
        "goldie",
        "barbie",
    ),
    "61",
    city="Brisbane",
)

F.reg(
    "brisbane_propertyme_env_client_secret",
    ("rentals-sync/<<org>>/.env", "srv/<<host>>/pme-sync/.env"),
    """# PropertyMe -> website rental listings sync
PME_CLIENT_ID=<<client>>
PME_CLIENT_SECRET=<<cred>>
PME_REDIRECT_URI=https://<<dom>>/oauth/propertyme
LISTINGS_BUCKET=<<org>>-listings
""",
    "b64u:32",
    syntax="",
    extra=lambda rng, s: s.update(client=uuid4(rng)),
)

F.reg(
    "brisbane_rea_portal_email_password",
    ("Outlook/Inbox/<<id>>.eml", "Documents/Email/Ajax login new PM <<date>>.eml"),
    """From: <<fname>> <<lname>> <<<email>>>
To: <<email2>>
Subject: Your logins - welcome to the team!
Date: Mon, <<day>> Sep <<year>> <<hh>>:<<mm>>:00 +1000
Content-Type: text/plain; charset=utf-8

Hi <<fname2>>,

Welcome aboard! Here's your login for the listings portal so you can get the New Farm
rentals up before the open homes on Saturday:

Username: <<first2>>.<<last2>>
Password: <<cred>>

Keysafe codes are in the office, not in email :)

Cheers,
<<fname>>
Principal, <<org_title>>
""",
    "pw",
    syntax="",
)

F.reg(
    "brisbane_tenant_sms_portal_password",
    ("SMS/tenant_<<phone>>.txt", "Documents/SMS export/<<first2>> <<date>>.txt"),
    """From: <<org_title>> (<<phone>>)
<<dmy_slash>> <<t1>>
Hi <<fname2>>, your tenant portal is ready for 14/<<n>> Merthyr Rd. Log in with your email and temp password <<cred>> to lodge maintenance requests. Thanks, <<fname>>
""",
    "human",
    syntax="",
)

F.reg(
    "brisbane_xero_python_client_secret",
    ("trust-accounting/<<org>>/xero_reconcile.py", "home/<<first>>/scripts/xero_rent_<<n>>.py"),
    '''"""Reconciles rent receipts in the trust account against Xero invoices."""

from xero_python.api_client import ApiClient, Configuration
from xero_python.api_client.oauth2 import OAuth2Token

XERO_CLIENT_ID = "<<client>>"
XERO_CLIENT_SECRET = "<<cred>>"

api_client = ApiClient(
    Configuration(oauth2_token=OAuth2Token(client_id=XERO_CLIENT_ID, client_secret=XERO_CLIENT_SECRET)),
    pool_threads=1,
)
''',
    "p:xero",
    extra=lambda rng, s: s.update(client=hexs(rng, 32, upper=True)),
)


def _imessage(s: dict) -> str:
    rows = [
        "Chat Session,Message Date,Delivered Date,Service,Type,Sender ID,Sender Name,Status,Text"
    ]
    rows.append(
        f"{s['fname2']},{s['date']} {s['t1']}:02,{s['date']} {s['t1']}:03,iMessage,Incoming,{s['phone']},{s['fname2']},Read,what's the login for the inspection app again?"
    )
    rows.append(
        f"{s['fname2']},{s['date']} {s['t2']}:40,{s['date']} {s['t2']}:41,iMessage,Outgoing,,,Delivered,office@{s['dom']} and {s['cred']}"
    )
    rows.append(
        f"{s['fname2']},{s['date']} {s['t3']}:15,{s['date']} {s['t3']}:15,iMessage,Incoming,{s['phone']},{s['fname2']},Read,legend thanks"
    )
    return "\n".join(rows) + "\n"


F.reg(
    "brisbane_imessage_csv_export_inspection_app",
    ("iMazing/Messages/<<fname2>> <<date>>.csv", "Documents/iPhone backup/messages_<<n>>.csv"),
    _imessage,
    "human_x",
    syntax="",
)


def _domain_key(rng: random.Random, s: dict) -> str:
    return "key_" + hexs(rng, 32)


F.reg(
    "brisbane_domain_api_key_php",
    ("wp-content/themes/<<org>>/inc/domain-feed.php", "public_html/<<n>>/listings/domain.php"),
    """<?php
// Pulls our live listings from the Domain API into the website cache every 30 minutes
const DOMAIN_API_KEY = '<<cred>>';
const DOMAIN_AGENCY_ID = <<id>>;

function qr_domain_listings() {
    $res = wp_remote_get(
        'https://api.domain.com.au/v1/agencies/' . DOMAIN_AGENCY_ID . '/listings?listingStatusFilter=live',
        array( 'headers' => array( 'X-Api-Key' => DOMAIN_API_KEY ) )
    );
    return json_decode( wp_remote_retrieve_body( $res ), true );
}
""",
    _domain_key,
    syntax="",
)

F.reg(
    "brisbane_office_sticky_ocr",
    ("Scans/reception/sticky_<<id>>.txt", "Documents/Scans/OCR_<<date>>.txt"),
    """TRUST ACCT PC
user: reception
pw - <<cred>>
(ask <<fname>> before changing)
""",
    "human",
    syntax="",
)

F.reg(
    "brisbane_wordpress_docker_compose",
    ("docker/<<org>>-site/docker-compose.yml", "srv/<<host>>/wordpress/compose.yaml"),
    """services:
  db:
    image: mysql:8.0
    restart: always
    environment:
      MYSQL_DATABASE: wordpress
      MYSQL_USER: wordpress
      MYSQL_PASSWORD: "<<cred>>"
      MYSQL_RANDOM_ROOT_PASSWORD: "1"
    volumes:
      - db:/var/lib/mysql
  wordpress:
    image: wordpress:6.5-apache
    restart: always
    ports:
      - "8080:80"
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_USER: wordpress
      WORDPRESS_DB_PASSWORD: "<<cred>>"
      WORDPRESS_DB_NAME: wordpress
volumes:
  db:
""",
    "pw_dq",
)
