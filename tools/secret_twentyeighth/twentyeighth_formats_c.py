"""Family: morris sides and ceilidh dance troupes (bagman, tours, kit, ale days)."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import alnum, reg

F = "morris_ceilidh_dancing_troupe"

reg(
    F,
    "morris_bagman_email_reply_value_only",
    ("mail/Sent/re-dropbox-login-<<nn>>.eml", "bagman/<<y>>/Re_side_dropbox.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<f>>@<<dom>>>
Subject: Re: side Dropbox?
Date: Sun, <<d>> <<mon>> <<y>> 21:<<mi>>:40 +0100
In-Reply-To: <<<hex8>>@<<dom>>>

<<v>>

Same login as the kit fund one (<<org>>.bagman@<<dom>>). Please put the Abbots Bromley photos
in the "Dance out <<y>>" folder, not the root.

<<first>>

> On <<d>> <<mon>> at 20:12, <<first2>> wrote:
> What's the password for the side Dropbox again? I want to upload the videos from Saturday.
""",
    "human",
    "",
)

reg(
    F,
    "morris_ceilidh_caller_mailout_smtplib_login",
    ("ceilidh/mailout.py", "<<org>>/caller/send_dance_list.py"),
    """import smtplib
import sqlite3
from email.message import EmailMessage

db = sqlite3.connect("dances.db")
rows = db.execute("SELECT title, formation FROM dances WHERE next_ceilidh = 1").fetchall()

msg = EmailMessage()
msg["Subject"] = "Dances for Saturday"
msg["From"] = "caller@<<dom>>"
msg["To"] = "band@<<dom>>"
msg.set_content("\\n".join(f"{t} ({f})" for t, f in rows))

with smtplib.SMTP_SSL("mail.<<dom>>", 465) as s:
    s.login("caller@<<dom>>", "<<v>>")
    s.send_message(msg)
""",
    "pw_dq",
)

reg(
    F,
    "morris_notation_site_deploy_lftp",
    ("site/deploy.sh", "<<org>>-notation/scripts/publish.sh"),
    """#!/bin/sh
# build the dance notation site and push it to the host
set -e
hugo --minify
lftp -u <<org>>web,<<v>> sftp://<<host>> -e "mirror -R --delete public/ /var/www/notation; quit"
echo "published"
""",
    "pw_bare",
    "",
)

reg(
    F,
    "morris_tour_minibus_ics_description",
    ("calendar/<<org>>-tour-<<y>>.ics", "exports/day_of_dance_<<y>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<Org>>//Tour//EN
BEGIN:VEVENT
UID:<<id>>@<<dom>>
DTSTAMP:<<y>><<mm>><<dd>>T090000Z
DTSTART:<<y>><<mm>><<dd>>T083000Z
SUMMARY:Day of dance - minibus pick up
DESCRIPTION:Minibus from the village hall 8:30. Hire portal (to extend if we run late):
 https://hire.<<dom>> login <<user>> pw <<v>>\\nBring bells\\, baldrics and hankies.
LOCATION:Village Hall car park
END:VEVENT
END:VCALENDAR
""",
    "human_bare",
    "",
)

reg(
    F,
    "morris_tunebook_webdav_sync_toml",
    ("musicians/tunebook-sync.toml", ".config/abcsync/<<org>>.toml"),
    """# keep the side's ABC tunebook in sync between the melodeon players
[source]
dir = "~/Music/abc/<<org>>"
pattern = "*.abc"

[remote]
url = "https://dav.<<dom>>/tunes/"
username = "<<f>>"
password = "<<v>>"

[render]
pdf = true
transpose = 0
""",
    "pw_dq",
)

reg(
    F,
    "morris_bells_shop_etsy_php_client",
    ("shop/etsy_sync.php", "<<org>>-kit/etsy/listings.php"),
    """<?php
// bells, baldrics and tatter jackets shop
require 'vendor/autoload.php';

$keystring = '<<v>>';
$client = new \\Etsy\\Etsy($keystring, '<<hex8>>');
$shop = $client->getShop(<<nn>>);
foreach ($shop->listings() as $l) {
    echo $l->title, PHP_EOL;
}
""",
    "alnum24",
    "",
)

reg(
    F,
    "morris_ale_day_apps_script_eventbrite",
    ("apps-script/AleDayTickets.gs", "<<org>>/gas/Code.gs"),
    """// Pull ale day ticket sales into the sheet every hour
const EVENTBRITE_TOKEN = '<<v>>';
const EVENT_ID = '<<nn>><<nn>>';

function pullAttendees() {
  const url = 'https://www.eventbriteapi.com/v3/events/' + EVENT_ID + '/attendees/';
  const res = UrlFetchApp.fetch(url, { headers: { Authorization: 'Bearer ' + EVENTBRITE_TOKEN } });
  const data = JSON.parse(res.getContentText());
  const sheet = SpreadsheetApp.getActive().getSheetByName('Tickets');
  data.attendees.forEach(a => sheet.appendRow([a.profile.name, a.ticket_class_name]));
}
""",
    lambda rng: alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
    "",
)

reg(
    F,
    "morris_side_messenger_export_json_pwd",
    (
        "messages/inbox/<<org>>_side/message_1.json",
        "facebook-<<f>>/messages/morris<<n>>/message_1.json",
    ),
    """{
  "participants": [{"name": "<<first>> <<last>>"}, {"name": "<<first2>> <<last2>>"}],
  "messages": [
    {"sender_name": "<<first>> <<last>>", "timestamp_ms": <<ep>>000, "content": "pwd for the side's Facebook page: <<v>> (don't change it, the squire has it saved)"},
    {"sender_name": "<<first2>> <<last2>>", "timestamp_ms": <<ep>>000, "content": "What's the login for the page? want to post the tour dates"}
  ],
  "title": "<<Org>> side",
  "thread_path": "inbox/<<org>>_side"
}
""",
    "human_json",
)
