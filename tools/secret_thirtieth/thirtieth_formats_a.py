"""Clockmaker family: turret clock controllers, parts suppliers, repair workshops."""

from thirtieth_spec import dec_after, dec_xml, enc_xml, pw_with, reg

F = "clockmaker_turret_and_antique_clock_repair"

reg(
    F,
    "clock_turret_controller_ntp_ini_web_admin",
    ("turret/<<org>>/controller.ini", "opt/turretctl/<<org>>-<<n>>.ini"),
    """; Turret clock drive unit - St <<firstc>>'s tower
; installed <<dmy>> by <<orgc>>
[clock]
dial_count = 4
strike = hours
silent_hours = 23-07
[ntp]
server = 0.uk.pool.ntp.org
fallback = msf_receiver
[web]
listen = <<ip>>:80
admin_user = tower
admin_pass = <<pw>>
[mail]
alerts_to = <<email>>
""",
    "pw_ini",
)

reg(
    F,
    "clock_parts_supplier_python_requests_login",
    ("scripts/parts_stock_<<org>>.py", "tools/<<org>>/fetch_wheel_blanks.py"),
    """import requests

BASE = "https://trade.<<dom>>"

s = requests.Session()
r = s.post(
    BASE + "/account/login",
    data={"email": "<<email>>", "password": "<<pw>>"},
    timeout=30,
)
r.raise_for_status()
for sku in ("MS-210", "HS-55", "PEND-SP-12"):
    print(sku, s.get(f"{BASE}/api/stock/{sku}").json()["qty"])
""",
    "pw_dq",
)

reg(
    F,
    "clock_restorer_french_email_mot_de_passe",
    ("mail/<<org>>/Re_compte_fournisseur_<<n>>.eml", "exports/<<first>>/fournisseur-<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: atelier@<<dom>>
Subject: Re: compte fournisseur pieces detachees
Date: Tue, 14 Apr 2026 09:12:40 +0200
Content-Type: text/plain; charset=utf-8

Bonjour,

Comme convenu au telephone, voici les acces du compte chez le fournisseur de ressorts :
identifiant : <<email>>
mot de passe : <<pw>>

Merci de ne pas le changer, Mathilde l'utilise aussi pour les commandes du mardi.

Bien a vous,
<<firstc>>
""",
    "human",
    "",
)

reg(
    F,
    "clock_job_tracker_pgpass_line",
    ("home/<<user>>/.pgpass", "srv/<<org>>/pgpass"),
    """# jobs db for the workshop (movement intake + quotes)
<<host>>:5432:clockjobs:<<user>>:<<pw>>
localhost:5432:*:postgres:<<pw>>
""",
    "pw_bare",
    "",
)

reg(
    F,
    "clock_auction_watcher_dotenv_api_key",
    ("auction-watch/.env", "srv/<<org>>/auctionbot/.env"),
    """NODE_ENV=production
WATCH_TERMS=longcase,bracket clock,fusee,skeleton clock
AUCTION_API_BASE=https://api.<<dom>>/v2
AUCTION_API_KEY=<<pw>>
NOTIFY_EMAIL=<<email>>
POLL_SECONDS=900
""",
    "x:ath_live_:32",
    "",
)

reg(
    F,
    "clock_photo_archive_rsync_shell_export",
    ("bin/backup_photos_<<org>>.sh", "scripts/<<org>>/nightly_rsync.sh"),
    """#!/bin/sh
# push movement photos to the NAS every night (cron 02:30)
set -e
export RSYNC_PASSWORD='<<pw>>'
rsync -az --delete /srv/photos/intake/ rsync://clockphotos@<<ip>>/photos/<<org>>/
logger -t photobackup "done $(date +%F)"
""",
    "pw_sq",
    "",
)

reg(
    F,
    "clock_customer_ticket_wifi_reply",
    ("helpdesk/<<org>>/ticket-<<n4>>.txt", "tickets/<<year>>/<<n4>>_reply.txt"),
    """Ticket #<<n4>>  [Workshop IT]  status: solved
Opened by: <<firstc>> <<lastc>>
Subject: laptop in the back room won't log into the parts database

--- reply from <<first>>@<<dom>> (<<dmy>> <<time>>)
Reset it for you. Username is still workshop, new password:
<<pw>>
It'll ask you to change it in 90 days. Don't write it on the bench again please!
""",
    "human",
    "",
)

reg(
    F,
    "clock_insurance_valuation_xml_entity_escaped",
    ("valuations/<<org>>/exporter.xml", "config/<<org>>/valuation-upload.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<exporter>
  <target name="insurer-portal">
    <url>https://upload.<<dom>>/valuations</url>
    <credentials user="<<user>>" password="<<pw>>"/>
    <format>pdf</format>
  </target>
  <signature>Valuation by <<firstc>> <<lastc>>, BHI member</signature>
</exporter>
""",
    pw_with("&<", "!#%*+-_.?@^~"),
    None,
    enc_xml,
    dec_after(r'password="([^"]*)"', dec_xml),
)
