# ruff: noqa: E501
"""Family c: shelter and site management in the Rohingya camps of Kutupalong, Cox's Bazar,
Bangladesh (Bengali, Burmese script, Rohingya in Latin letters, English)."""

from __future__ import annotations

import random
import re
import urllib.parse

from sixtyfirst_spec import Fam, enc_url

F = Fam(
    "kutupalong_camp_shelter",
    orgs=("nodirpar", "tarpaulin-trust", "fieldbridge-relief"),
    tld="org.bd",
    first=("rahim", "nasrin", "sumon", "farzana", "mizanur", "tahmina", "arif", "sharmin"),
    last=("uddin", "akter", "hossain", "begum", "chowdhury", "rahman", "islam", "khatun"),
    words=(
        "bashkhali",
        "ukhia",
        "teknaf",
        "bamboo",
        "tarpal",
        "nodi",
        "shanti",
        "borsha",
        "pahar",
        "moyna",
    ),
    places=("Camp 1E", "Camp 4", "Camp 8W", "Camp 13", "Camp 15", "Camp 18", "Balukhali"),
    cc="+88018",
    country="bangladesh",
)

# 1. Bengali e-mail with the shelter-tracking portal password
F.reg(
    "kutupalong_bengali_email_password_shelter_portal",
    ("mail/<<compact>>_shelter_portal.eml", "outlook/Inbox/<<hexid>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: শেল্টার ট্র্যাকিং পোর্টাল – নতুন অ্যাকাউন্ট
Date: <<dd>> Jun <<year>> 11:05:09 +0600
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

আসসালামু আলাইকুম,

<<place>>-এর বাঁশ ও ত্রিপল বিতরণের তথ্য এখন থেকে পোর্টালে তুলবেন।
লিংক: https://shelter.<<dom>>/login
ইউজার: <<user>>
পাসওয়ার্ড: <<cred>>

প্রথমবার লগইনের পর পাসওয়ার্ড বদলে নেবেন। কোনো সমস্যা হলে আমাকে জানাবেন।

ধন্যবাদ,
<<fn>>
সাইট ম্যানেজমেন্ট, উখিয়া
""",
    "human",
    syntax="",
)

# 2. ODK Central app-user link in a handover doc
F.reg(
    "kutupalong_odk_central_app_user_key_link",
    ("handover/odk_<<place>>_<<compact>>.md", "Drive/IM/odk_links_v<<n>>.md"),
    """## ODK Central – fire safety household survey (<<place>>)

Enumerator phones are configured with the app-user QR. If a phone is reset and the QR is
not at hand, add the project manually in Collect with this server URL:

    https://central.<<dom>>/v1/key/<<cred>>/projects/<<n>>

App user: `enum-<<place>>-<<nn>>` (created <<dmy>> by <<fn>>). Revoke it in Central when the
round closes.
""",
    "p:odk_app",
    syntax="",
)

# 3. bKash tokenized checkout .env for cash-for-work
F.reg(
    "kutupalong_bkash_cash_for_work_dotenv",
    ("cfw-payments/.env", "srv/cfw/<<org>>/.env.production"),
    """# Cash-for-work wage payments (volunteers, site improvement)
APP_ENV=production
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=<<org>>_cfw
BKASH_PASSWORD=<<word>>@Cfw<<year>>
BKASH_APP_KEY=<<hexid>>q6n1mso4l2tj0dk5v
BKASH_APP_SECRET=<<cred>>
DB_HOST=<<ip>>
DB_NAME=cfw
""",
    "p:bkash",
    syntax="",
)

# 4. Volunteers' Signal chat copied out (Burmese script and Rohingya in Latin letters)
F.reg(
    "kutupalong_signal_copy_volunteers_burmese_rohingya",
    ("chats/signal_cic_volunteers_<<compact>>.txt", "Desktop/signal_<<place>>.txt"),
    """[<<dmy>> <<time>>] Muhammad Yunus: Assalamualaikum, CiC office laptop wa password nai, kiyan gori kuli?
[<<dmy>> <<time>>] <<fn>> <<ln>>: ရုံးလက်ပ်တော့ စကားဝှက် — <<cred>>
[<<dmy>> <<time2>>] <<fn>> <<ln>>: Ibar fan harore no diyo, data manual baki ase
[<<dmy>> <<time2>>] Muhammad Yunus: Tik ase, shukriya 👍
""",
    "human",
    syntax="",
)

# 5. R script pulling DHIS2 data with a personal access token
F.reg(
    "kutupalong_dhis2_pat_r_httr_script",
    ("analysis/dhis2_awd_pull.R", "R/<<first>>_awd_<<n>>.R"),
    """# Acute watery diarrhoea – weekly pull from the camp DHIS2
library(httr)
library(jsonlite)

base <- "https://dhis2.<<dom>>"
pat <- "<<cred>>"

res <- GET(
  paste0(base, "/api/analytics.json?dimension=dx:AWD_cases&dimension=ou:<<hexid>>&dimension=pe:LAST_12_WEEKS"),
  add_headers(Authorization = paste("ApiToken", pat))
)
stop_for_status(res)
awd <- fromJSON(content(res, "text", encoding = "UTF-8"))
write.csv(awd$rows, sprintf("awd_%s.csv", Sys.Date()), row.names = FALSE)
""",
    "p:dhis2_pat",
    syntax="",
)

# 6. Flat ODS distribution sheet with a login row
F.reg(
    "kutupalong_flat_ods_nfi_distribution_login_row",
    ("Drive/NFI/nfi_distribution_<<compact>>.fods", "shared/nfi_<<place>>_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="বিতরণ">
    <table:table-row><table:table-cell office:value-type="string"><text:p>ব্লক</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>পরিবার</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>ত্রিপল</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p><<place>> B</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="<<n>>"><text:p><<n>></text:p></table:table-cell><table:table-cell office:value-type="float" office:value="2"><text:p>2</text:p></table:table-cell></table:table-row>
   </table:table>
   <table:table table:name="লগইন">
    <table:table-row><table:table-cell office:value-type="string"><text:p>5W portal</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<email>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "pw_xml",
    syntax="xml",
)

# 7. docker-compose of the camp data server
F.reg(
    "kutupalong_site_data_server_compose_postgres",
    ("srv/sitedata/docker-compose.yml", "deploy/<<org>>/compose.yaml"),
    """services:
  db:
    image: postgis/postgis:15-3.4
    restart: unless-stopped
    environment:
      POSTGRES_DB: sitemgmt
      POSTGRES_USER: sitemgmt
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  metabase:
    image: metabase/metabase:v0.50.8
    ports:
      - "3000:3000"
    environment:
      MB_DB_TYPE: postgres
      MB_DB_HOST: db
      MB_DB_USER: sitemgmt
      MB_DB_PASS: "<<cred>>"
    depends_on:
      - db
""",
    "pw_dq",
)


# 8. Case-management .env with a percent-encoded password in the database URL
def _url_extra(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_url(str(s["cred"]))


def _url_decode(text: str) -> str:
    m = re.search(r"postgres(?:ql)?://[^:]+:([^@]+)@", text)
    assert m is not None
    return urllib.parse.unquote(m.group(1))


F.reg(
    "kutupalong_case_mgmt_database_url_percent_encoded",
    ("casemgmt/.env", "srv/protection/<<org>>.env"),
    """# Protection case management (child protection / GBV referrals) – Ukhia server
RAILS_ENV=production
DATABASE_URL=postgresql://casemgmt:<<enc>>@<<ip>>:5432/casemgmt_production
SOLR_URL=http://<<ip>>:8983/solr/production
LOCALE_DEFAULT=bn
""",
    "pw",
    syntax="",
    extra=_url_extra,
    decode=_url_decode,
)
