"""Family p: catteries: bookings, pen webcams, vaccination reminders, heating."""
# ruff: noqa: E501

from twentysixth_spec import Fam, dec_re, enc_url, un_url

F = Fam("cattery_feline_stay_bookings")

F.add(
    "cattery_booking_system_php_pdo_positional",
    ("bookings/inc/db.php", "public_html/<<org>>/booking/db.php"),
    "pw_sq",
    """<?php
// pen bookings, vaccination dates, feeding notes
$pdo = new PDO('mysql:host=localhost;dbname=<<orgu>>_pens;charset=utf8mb4', '<<orgu>>_bk', '<<cred>>', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);
""",
)

F.add(
    "cattery_pen_webcams_motioneye_netcam_userpass",
    ("etc/motioneye/camera-<<n2>>.conf", "pi-cams/<<org>>/camera-1.conf"),
    "pw_bare",
    """# @name Pen <<n2>>
# @enabled on
netcam_url rtsp://<<ip>>:554/stream1
netcam_userpass admin:<<cred>>
width 1280
height 720
framerate 10
stream_port 808<<n2>>
""",
    syntax="",
)

F.add(
    "cattery_owner_estonian_chat_parool",
    ("exports/messenger-<<org>>.txt", "chat/kassihotell-<<year>>.txt"),
    "human",
    """<<first2>> (<<time>>): Tere! Mis on broneeringusüsteemi parool? Uus klient tahab jõuludeks kahte puuri
<<first>> (<<time>>): kasutaja: hotell
<<first>> (<<time>>): parool: <<cred>>
<<first2>> (<<time>>): Aitäh!
""",
)

F.add(
    "cattery_vaccination_reminder_sendgrid_go",
    ("reminders/main.go", "<<org>>/vaxmail/cmd/send.go"),
    "p:sendgrid",
    """package main

import (
\t"github.com/sendgrid/sendgrid-go"
\t"github.com/sendgrid/sendgrid-go/helpers/mail"
)

func remind(ownerName, ownerEmail, cat string) error {
\tclient := sendgrid.NewSendClient("<<cred>>")
\tfrom := mail.NewEmail("<<orgt>>", "bookings@<<dom>>")
\tto := mail.NewEmail(ownerName, ownerEmail)
\tmsg := mail.NewSingleEmail(from, "Vaccination reminder for "+cat, to, "Please bring "+cat+"'s vaccination card.", "")
\t_, err := client.Send(msg)
\treturn err
}
""",
)

F.add(
    "cattery_intake_form_typeform_zap_json",
    ("automations/intake-form.json", "<<org>>/zaps/typeform-intake.json"),
    "p:typeform",
    """{
  "name": "Cat intake form -> booking sheet",
  "trigger": {
    "app": "typeform",
    "form_id": "<<hex8>>",
    "auth": {"personal_access_token": "<<cred>>"}
  },
  "action": {"app": "sheets", "sheet": "Intake <<year>>"}
}
""",
)

F.add(
    "cattery_router_admin_handover_markdown",
    ("handover/README.md", "Documents/<<orgt>>/handover.md"),
    "human",
    """## Office handover

| thing | login |
|---|---|
| Router (192.168.1.1) | admin / <<cred>> |
| Booking site | see <<first2>> |
| Kennel heating | app on the office phone |

Cats in pens 4 and 7 are on special diets – see the whiteboard.
""",
)

F.add(
    "cattery_website_deploy_git_credentials_urlencoded",
    ("home/<<fl>>/.git-credentials", "Users/<<fl>>/.git-credentials"),
    "pw_sq",
    """https://<<fl>>:<<cred>>@git.<<dom>>
""",
    syntax="",
    enc=enc_url,
    decode=dec_re(r"https://[^:]+:([^@]+)@", un_url),
)

F.add(
    "cattery_heating_tado_python_positional",
    ("heating/pens_heating.py", "<<org>>/scripts/tado_pens.py"),
    "human",
    """from PyTado.interface import Tado

# cat pens must stay above 18C in winter
t = Tado("<<email>>", "<<cred>>")
for zone in t.get_zones():
    state = t.get_zone_state(zone["id"])
    if state.current_temp < 18:
        t.set_zone_overlay(zone["id"], "MANUAL", 20)
""",
)
