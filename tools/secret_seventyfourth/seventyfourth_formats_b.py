"""Family b: a small port authority office in Nuku'alofa, Tonga (Tongan and English)."""

from __future__ import annotations

import json

from seventyfourth_spec import Fam

TONGA = Fam(
    name="nukualofa_wharf_office",
    orgs=("tokavaka", "uafonua", "vunawharf"),
    tld="to",
    first=(
        ("Sione", "sione"),
        ("Viliami", "viliami"),
        ("Mele", "mele"),
        ("Sālote", "salote"),
        ("Tevita", "tevita"),
        ("Losaline", "losaline"),
        ("Siaosi", "siaosi"),
        ("ʻOfa", "ofa"),
        ("Pita", "pita"),
        ("Ana", "ana"),
    ),
    last=(
        ("Tupou", "tupou"),
        ("Fifita", "fifita"),
        ("Taufa", "taufa"),
        ("Vaipulu", "vaipulu"),
        ("Havili", "havili"),
        ("Moala", "moala"),
        ("Fonua", "fonua"),
        ("Lātū", "latu"),
        ("Mafi", "mafi"),
    ),
    words=(
        "nukualofa",
        "tonga",
        "tapa",
        "kava",
        "vaka",
        "moana",
        "fonua",
        "ofa",
        "malie",
        "kolovai",
        "vavau",
        "haapai",
        "tauhala",
        "popao",
        "ikale",
        "lakalaka",
        "ikatahi",
        "talitali",
    ),
    pets=("Pusi", "Kulii", "Bingo", "Lapi", "Sefa"),
    cc="+676",
    vessels=("MV Otuanga'ofa", "Pulupaki", "Tokomea", "Siaosi Lolohea", "Hifofua"),
    places=("Queen Salote Wharf", "Vuna Wharf", "Neiafu", "Pangai", "Faua Harbour"),
)
F = TONGA.reg

F(
    "nukualofa_asycuda_world_client_properties",
    ("ASYCUDA/config/asycuda_client.properties", "Users/<<user>>/AW/awclient_<<n>>.properties"),
    """# ASYCUDA World client - Ministry of Revenue and Customs link, wharf office
# do not copy to the cargo shed PC
server.url=https://asycuda.revenue.gov.to/asyw
server.port=443
client.language=en
client.workstation=WHARF-PC-<<n2>>
user.name=<<user>>
user.password=<<cred>>
user.office=TOPTO
proxy.enabled=false
""",
    cred="pw",
    syntax="",
)


def _messenger(s):
    def moj(t):
        return t.encode("utf-8").decode("latin-1")

    msgs = [
        {
            "sender_name": moj(f"{s['fn']} {s['ln']}"),
            "timestamp_ms": s["epoch"] * 1000 + 42000,
            "content": moj("Mālō. Ko e lea fufū ia ki he komipiuta ʻo e ʻōfisi uafu 👇"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moj(f"{s['fn']} {s['ln']}"),
            "timestamp_ms": s["epoch"] * 1000 + 51000,
            "content": moj(f"user {s['user']} lea fufū {s['cred']}"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moj(f"{s['fn2']} {s['ln2']}"),
            "timestamp_ms": s["epoch"] * 1000,
            "content": moj(
                "Mālō e lelei! ʻOku ʻikai ke u lava ʻo hū ki he billing system ki he port dues"
            ),
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [
            {"name": moj(f"{s['fn']} {s['ln']}")},
            {"name": moj(f"{s['fn2']} {s['ln2']}")},
        ],
        "messages": msgs,
        "title": moj(f"{s['fn2']} {s['ln2']}"),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n4']}{s['n']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2)


F(
    "nukualofa_tongan_messenger_json_lea_fufu",
    (
        "facebook-<<user>>/messages/inbox/<<fa2>><<la2>>_<<n4>>/message_1.json",
        "Downloads/messages/inbox/<<fa2>>_<<n>>/message_1.json",
    ),
    _messenger,
    cred="human",
)

F(
    "nukualofa_starlink_router_sticky_note_ocr",
    ("scans/ocr/sticky_<<ymd>>.txt", "Documents/OCR/note_starlink_<<n>>.txt"),
    """STARLINK - Office
WiFi: UAFU-<<orgc>>
<<cred>>
(don't give to ship crew!!)
""",
    cred="human_x",
)

F(
    "nukualofa_port_dues_odoo_docker_compose",
    ("srv/odoo-portdues/docker-compose.yml", "opt/<<org>>/billing/docker-compose.yaml"),
    """# Port dues / wharfage / berth hire invoicing (Odoo 17 Community)
services:
  db:
    image: postgres:15
    restart: unless-stopped
    environment:
      POSTGRES_DB: postgres
      POSTGRES_USER: odoo
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - odoo-db:/var/lib/postgresql/data
  odoo:
    image: odoo:17
    depends_on: [db]
    ports:
      - "8069:8069"
    environment:
      HOST: db
      USER: odoo
      PASSWORD: "<<cred>>"
volumes:
  odoo-db: {}
""",
    cred="pw",
)

F(
    "nukualofa_vessel_arrivals_marinetraffic_python",
    ("scripts/arrivals_board.py", "home/<<user>>/harbour/fetch_arrivals.py"),
    """#!/usr/bin/env python3
\"\"\"Pull expected arrivals for Nuku'alofa (TOTBU) and print the board for the wharf office.\"\"\"
import csv
import sys

import requests

MT_KEY = "<<cred>>"
PORT_ID = "<<n4>>"
URL = f"https://services.marinetraffic.com/api/expectedarrivals/v:3/{MT_KEY}/portid:{PORT_ID}/protocol:jsono"


def main() -> int:
    r = requests.get(URL, timeout=30)
    r.raise_for_status()
    w = csv.writer(sys.stdout)
    w.writerow(["MMSI", "SHIPNAME", "ETA"])
    for row in r.json():
        w.writerow([row["MMSI"], row["SHIPNAME"], row["ETA_CALC"]])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
""",
    cred="p:marinetraffic",
)

F(
    "nukualofa_mikrotik_rsc_export_hotspot_user",
    ("backup/mikrotik_<<ymd>>.rsc", "it/router/hAP-office-<<n>>.rsc"),
    """# <<date>> <<hms>> by RouterOS 7.14.3
# software id = <<serial>>
#
# model = RB952Ui-5ac2nD
/interface bridge
add name=bridge-office
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof-wharf
/ip hotspot user
add name=crew-<<vessel2>> password=<<n4>><<n2>> profile=default
/ip pool
add name=hs-pool ranges=10.5.50.2-10.5.50.254
/user
add group=full name=<<user>> password=<<cred>>
/system identity
set name=wharf-office-gw
""",
    cred="pw_bare",
    syntax="",
)

F(
    "nukualofa_vhf_radio_shift_handover_note",
    ("Handover/shift_handover_<<ymd>>.txt", "Shared/Radio room/handover <<dmy>>.txt"),
    """HANDOVER - RADIO ROOM / WHARF OFFICE   <<dmy>>  (<<fn>> -> <<fn2>>)

VHF Ch16 / Ch12 log: quiet. <<vessel>> called at <<time>>, ETA Vuna Wharf tomorrow 0600.
Fishing boat "<<vessel2>>" asked for fuel berth, told to wait for pilot.
Generator fuel checked, 3/4.

Fakamolemole: the CCTV recorder (Hikvision NVR, wharf gate) was reset by the tech today.
New login is admin / <<cred>>
Please write it in the black book, not on the whiteboard.

ʻOfa atu, <<fn>>
""",
    cred="human",
)

F(
    "nukualofa_gate_cctv_isapi_curl_digest_script",
    ("scripts/cctv_snapshot.sh", "home/<<user>>/bin/gate_snap.sh"),
    """#!/bin/sh
# Snapshot of the wharf gate camera every 10 min (cron), kept 30 days
NVR=<<lan>>
OUT=/srv/cctv/gate/$(date +%Y%m%d_%H%M).jpg
curl -s --digest -u admin:'<<cred>>' \\
  "http://$NVR/ISAPI/Streaming/channels/101/picture" -o "$OUT"
find /srv/cctv/gate -name '*.jpg' -mtime +30 -delete
""",
    cred="pw_sq",
    syntax="",
)
