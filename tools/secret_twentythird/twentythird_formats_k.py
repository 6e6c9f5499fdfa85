"""Family: allotment garden society (plots, water meters, newsletters)."""
# ruff: noqa: E501

import email
import quopri
import random
import re

from twentythird_spec import fill, gen_pw, hexs, reg

F = "allotment_garden_society_plots"

_BODY = """Liebe Gärtnerinnen und Gärtner,

ab sofort läuft die Parzellenbuchung über das neue Portal. Zugang für alle Vorstandsmitglieder:
Benutzer: vorstand
Kennwort: <<pw>>

Grüße aus Parzelle <<n>>, <<first>>
"""


def _qp(pw: str, s: dict) -> str:
    return quopri.encodestring(fill(_BODY, pw=pw, n=s["n"], first=s["first"]).encode()).decode()


def _dec_qp(text: str) -> str:
    msg = email.message_from_string(text)
    body = msg.get_payload(decode=True).decode("utf-8")
    return re.search(r"Kennwort: (\S+)", body).group(1)


def _pw_eq(r: random.Random) -> str:
    return gen_pw(r, sym="=")


reg(
    F,
    "allotment_newsletter_quoted_printable_kennwort",
    ("mail/<<org>>/rundbrief_<<n>>.eml", "newsletter/<<date>>-<<n>>.eml"),
    """From: Vorstand <vorstand@<<dom>>>
To: mitglieder@<<dom>>
Subject: Neues Buchungsportal
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    _pw_eq,
    "",
    enc=_qp,
    decode=_dec_qp,
)

reg(
    F,
    "allotment_water_meter_home_assistant_secrets_yaml",
    ("homeassistant/<<org>>/secrets.yaml", "hass/config/secrets<<n>>.yaml"),
    """# Use this file to store secrets like usernames and passwords.
wifi_ssid: "Plots-<<n>>"
meter_portal_user: <<user>>
meter_portal_password: "<<pw>>"
latitude_home: 52.<<n3>>
""",
    "dq",
)

reg(
    F,
    "allotment_waiting_list_django_settings_databases",
    ("waitinglist/<<org>>/settings.py", "plots/settings_<<n>>.py"),
    """DEBUG = False
ALLOWED_HOSTS = ["plots.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "waitinglist",
        "USER": "<<user>>",
        "PASSWORD": "<<pw>>",
        "HOST": "<<host>>",
    }
}
""",
    "dq",
)

reg(
    F,
    "allotment_committee_minutes_markdown_sentence",
    ("minutes/<<org>>/<<date>>-committee.md", "docs/minutes_<<n>>.md"),
    """# Committee meeting <<dmy>>

Present: <<first>>, <<first2>>, treasurer

1. Water troughs: leak by plot <<n>> fixed.
2. Website: <<first2>> has moved it to the new host; the admin login is still `committee` and it now uses <<pw>> until the AGM.
3. Skip hire in spring, £<<n3>>.
""",
    "human",
    "",
)

reg(
    F,
    "allotment_seed_swap_wp_cli_user_pass",
    ("ops/<<org>>/wp_setup.sh", "scripts/seedswap_users<<n>>.sh"),
    """#!/bin/sh
cd /var/www/seedswap
wp user create <<user>> <<email>> --role=editor --user_pass=<<pw>>
wp plugin activate seed-swap-board
""",
    "bare",
    "",
)

reg(
    F,
    "allotment_polytunnel_micropython_wlan_connect_positional",
    ("polytunnel/<<org>>/main.py", "pico/tunnel<<n>>/main.py"),
    """import network
import time

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect("Plots-<<n>>", "<<pw>>")
while not wlan.isconnected():
    time.sleep(1)
""",
    "dq",
)


def _tw(r: random.Random) -> str:
    return hexs(r, 32)


reg(
    F,
    "allotment_rent_reminder_twilio_node_positional",
    ("reminders/<<org>>/send.js", "rent/remind<<n>>.js"),
    """const twilio = require("twilio");
const client = twilio("AC<<hex8>><<hex8>><<hex8>><<hex8>>", "<<pw>>");

client.messages.create({
  from: "+4474<<n3>>00<<n3>>",
  to: process.argv[2],
  body: "Plot rent due by 1 March. Thank you!",
});
""",
    _tw,
    "",
)

reg(
    F,
    "allotment_key_safe_voicemail_transcript",
    ("voicemail/<<org>>/vm_<<date>>_<<n>>.txt", "transcripts/voicemail-<<n>>.txt"),
    """Voicemail from +44 7700 9<<n3>><<n>> (<<time>>, 0:42)
Transcript: Hi it's <<first>> from plot <<n>>. The key safe by the gate is the usual, and for the laptop in the shed it's <<pw>> , capital at the start. See you Saturday.
""",
    "human",
    "",
)
