"""Gymnastics family: club coaching, judging laptops, parent portals, competitions."""

# ruff: noqa: E501
from thirtieth_spec import reg

F = "gymnastics_club_coaching_competitions"

reg(
    F,
    "gymnastics_judging_scoring_laptop_json_sync_key",
    ("scoring/<<org>>/settings.json", "ProgramData/GymScore/<<org>>/config.json"),
    """{
  "competition": "<<orgc>> Spring Invitational <<year>>",
  "apparatus": ["vault", "bars", "beam", "floor"],
  "panels": {"D": 2, "E": 4},
  "sync": {
    "endpoint": "https://results.<<dom>>/api/scores",
    "apiKey": "<<pw>>",
    "intervalSeconds": 15
  }
}
""",
    "hex40",
    "json",
)

reg(
    F,
    "gymnastics_parent_portal_django_settings_databases",
    ("portal/<<org>>/settings/production.py", "gymportal/<<org>>/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["portal.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "gymportal",
        "USER": "gymportal",
        "PASSWORD": '<<pw>>',
        "HOST": "<<host>>",
        "PORT": "5432",
    }
}
""",
    "pw_sq",
    "py",
)

reg(
    F,
    "gymnastics_coach_spanish_whatsapp_contrasena",
    (
        "chats/<<org>>/WhatsApp Chat con Entrenadoras <<n>>.txt",
        "exports/<<first>>/chat_entrenadoras_<<n>>.txt",
    ),
    """<<dmy>>, <<time>> - Lucia: Alguien tiene la contraseña de la federación para inscribir a las niñas?
<<dmy>>, <<time>> - <<firstc>> <<lastc>>: sí, usuario <<email>>
<<dmy>>, <<time>> - <<firstc>> <<lastc>>: contraseña <<pw>>
<<dmy>>, <<time>> - Lucia: gracias!! la cambio después del campeonato
""",
    "human",
    "",
)

reg(
    F,
    "gymnastics_class_booking_stripe_node_require",
    ("booking/<<org>>/server/payments.js", "api/<<org>>/stripe.js"),
    """const express = require('express');
const stripe = require('stripe')('<<pw>>');

const router = express.Router();

router.post('/checkout', async (req, res) => {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price: req.body.priceId, quantity: 1 }],
    success_url: 'https://<<dom>>/booked',
    cancel_url: 'https://<<dom>>/classes',
  });
  res.json({ url: session.url });
});

module.exports = router;
""",
    "p:stripe_sk",
    "",
)

reg(
    F,
    "gymnastics_vault_run_timing_gate_yaml_mqtt",
    ("timing/<<org>>/gates.yaml", "opt/vaultgate/<<org>>.yml"),
    """gates:
  - id: run_start
    gpio: 17
  - id: board
    gpio: 27
mqtt:
  host: <<ip>>
  port: 1883
  username: vaultgate
  password: "<<pw>>"
  topic: gym/<<org>>/vault/speed
""",
    "pw_yaml",
    "yaml",
)

reg(
    F,
    "gymnastics_safeguarding_records_lftp_sftp_script",
    ("scripts/<<org>>/backup_records.sh", "admin/<<org>>/weekly_upload.sh"),
    """#!/bin/bash
# weekly encrypted export of welfare records to the federation SFTP (Sunday 23:00)
gpg --batch -r welfare@<<dom>> -e /srv/records/export.csv
lftp -u <<org>>_welfare,<<pw>> sftp://sftp.<<dom>> -e "cd inbound; put /srv/records/export.csv.gpg; bye"
""",
    "pw_bare",
    "",
)

reg(
    F,
    "gymnastics_video_review_dropbox_python_client",
    ("video/<<org>>/upload_reviews.py", "tools/<<org>>/dropbox_push.py"),
    """import pathlib

import dropbox

dbx = dropbox.Dropbox("<<pw>>")

for clip in pathlib.Path("/srv/clips/today").glob("*.mp4"):
    with clip.open("rb") as fh:
        dbx.files_upload(fh.read(), f"/Coaching/<<orgc>>/{clip.name}")
""",
    "p:dropbox",
    "py",
)

reg(
    F,
    "gymnastics_competition_entry_email_value_below",
    ("mail/<<org>>/entries_<<n>>.eml", "inbox/<<first>>/Competition entries login <<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: coaches@<<dom>>
Subject: Competition entries login
Date: Mon, 02 Mar 2026 20:41:11 +0000

Hi all,

Entries for the regional grades close Friday. The club login for the entries portal is
<<email>> and the password is below:

<<pw>>

Please only enter your own squads.
<<firstc>>
Head Coach, <<orgc>>
""",
    "human",
    "",
)
