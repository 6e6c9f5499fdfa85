# ruff: noqa: E501
"""Family m: Samoan fautasi (village longboat) racing: race timing, sponsors, village TV."""

from __future__ import annotations

import json

from fortyfirst_spec import Fam

F = Fam(
    "fautasi_longboat_samoan",
    ("fautasimoana",),
    "ws",
    ("Tavita", "Losa", "Sione", "Malia", "Fuimaono", "Leota", "Sina", "Iosefa", "Tala", "Mele"),
    ("Tuilagi", "Faleolo", "Sapolu", "Leiataua", "Tauiliili", "Fonoti", "Aiono", "Lefaga"),
    ("fautasi", "manu", "upolu", "savaii", "apia", "toa", "moana", "aiga", "tautai", "fale"),
    ("teuila", "kerisimasi", "tausaga", "matagi", "aso", "faleula"),
    "+685",
)


def _messenger(s: dict) -> str:
    return json.dumps(
        {
            "participants": [{"name": s["full"]}, {"name": s["full2"]}],
            "messages": [
                {
                    "sender_name": s["full2"],
                    "timestamp_ms": s["ms"] + 90000,
                    "content": "Faafetai lava! 🚣",
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": s["full"],
                    "timestamp_ms": s["ms"] + 30000,
                    "content": f"O le upu faalilo mo le page a le au fautasi: {s['cred']}",
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": s["full2"],
                    "timestamp_ms": s["ms"],
                    "content": "Talofa! E mafai ona e auina mai le password o le page?",
                    "is_geoblocked_for_viewer": False,
                },
            ],
            "title": s["full"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['first'].lower()}{s['last'].lower()}_{s['id']}",
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "fautasi_samoan_messenger_json_upu_faalilo",
    (
        "your_activity_across_facebook/messages/inbox/fautasi_<<id>>/message_1.json",
        "fb_export/<<user>>/inbox/aufautasi_<<id>>/message_1.json",
    ),
    _messenger,
    cred="human",
)

F.reg(
    "fautasi_race_timing_pi_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "timing/pi<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=WS

network={
    ssid="Mulinuu-Finish-Line"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    cred="pw_dq",
)

F.reg(
    "fautasi_results_apps_script_twilio_sms",
    ("apps-script/Code.gs", "regatta/<<yyyy>>/sms_results_<<n>>.gs"),
    """// Sends the heat results to each village captain by SMS
const TWILIO_SID = 'AC<<hexid>><<hexid>><<hexid>><<hexid>>';
const TWILIO_TOKEN = '<<cred>>';
const FROM = '+1415<<id>>';

function sendResults() {
  const rows = SpreadsheetApp.getActive().getSheetByName('Heats').getDataRange().getValues();
  rows.slice(1).forEach(([village, boat, time, phone]) => {
    UrlFetchApp.fetch(`https://api.twilio.com/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`, {
      method: 'post',
      headers: { Authorization: 'Basic ' + Utilities.base64Encode(TWILIO_SID + ':' + TWILIO_TOKEN) },
      payload: { To: phone, From: FROM, Body: `${village} (${boat}): ${time}` },
    });
  });
}
""",
    cred="p:twilio_token",
    syntax="",
)

F.reg(
    "fautasi_sponsor_email_portal_password",
    ("mail/<<user>>/Inbox/<<id>>.eml", "exports/<<org>>/sponsor_<<id>>.eml"),
    """From: Sponsorship Team <sponsorship@pacificbrewery.co.nz>
To: <<full>> <<<email>>>
Subject: Teuila Festival fautasi race - sponsor portal access
Date: Tue, 19 Aug <<yyyy>> <<time>>:02 +1200
Content-Type: text/plain; charset=utf-8

Talofa <<first>>,

Your crew's sponsor portal account is ready (logo files, uniform order, invoices):

  https://sponsors.pacificbrewery.co.nz
  Username: <<user>>
  Temporary password: <<cred>>

Good luck to the crew from <<first2>>'s village!

Kind regards,
Sponsorship Team
""",
    cred="pw",
)

F.reg(
    "fautasi_boat_shed_notice_ocr_app_login",
    ("scans/fale_vaa_notice_<<n>>.txt", "ocr/<<org>>/boatshed_<<id>>.txt"),
    """FALE VAʻA - AU FAUTASI

Training 5:30am Mon Wed Fri - NO LATE
Coxswain: <<full>>

Timing app (tablet in the drawer)
login  <<user>>
pw     <<cred>>

Faafetai
""",
    cred="human",
    syntax="",
)

F.reg(
    "fautasi_fundraising_stripe_webhook_secret_go",
    ("fundraiser/internal/stripehook/handler.go", "cmd/tupe-<<n>>/webhook.go"),
    """package stripehook

import (
	"io"
	"net/http"

	"github.com/stripe/stripe-go/v76/webhook"
)

// Donations for the new fautasi hull (village fundraiser)
const endpointSecret = "<<cred>>"

func Handle(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	ev, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), endpointSecret)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	_ = ev
	w.WriteHeader(http.StatusOK)
}
""",
    cred="p:stripe_whsec",
    syntax="",
)

F.reg(
    "fautasi_village_tv_srt_passphrase_ffmpeg",
    ("stream/start_srt.sh", "home/<<user>>/bin/fautasi_live_<<n>>.sh"),
    """#!/bin/bash
# Live feed of the fautasi race from the finish boat to the TV station
ffmpeg -f v4l2 -i /dev/video0 -f alsa -i hw:1 \\
  -c:v libx264 -preset veryfast -b:v 3500k -c:a aac -b:a 128k \\
  -f mpegts "srt://<<pubip>>:9000?mode=caller&latency=2000&pbkeylen=16&passphrase=<<cred>>"
""",
    cred="pw_alnum",
)


def _roster(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Crew roster {s["yyyy"]}</title></head>
<body>
<h1>Au Fautasi - crew roster {s["yyyy"]}</h1>
<table>
<thead><tr><th>Seat</th><th>Name</th><th>Timing app login</th><th>Password</th></tr></thead>
<tbody>
<tr><td>Tautai</td><td>{s["full"]}</td><td>{s["user"]}</td><td>{s["cred"]}</td></tr>
<tr><td>1</td><td>{s["full2"]}</td><td>{s["user2"]}</td><td>ask coxswain</td></tr>
</tbody>
</table>
</body></html>
"""


F.reg(
    "fautasi_crew_roster_html_table_plain",
    ("roster/crew_<<yyyy>>.html", "share/<<org>>/roster_<<n>>.html"),
    _roster,
    cred="human_x",
)
