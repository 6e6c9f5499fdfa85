# ruff: noqa: E501
"""Family h: a helicopter glacier-tour company on the West Coast (New Zealand / Aotearoa;
English with te reo Māori)."""

from __future__ import annotations

import json

from eightythird_spec import Fam, hexs

F = Fam(
    name="heli_glacier_tours_aotearoa",
    orgs=("kerehuheli", "aorakiair", "kahurangiheli", "pounamuflights"),
    tld="co.nz",
    first=tuple(
        (n, n.lower())
        for n in ("Aroha", "Tane", "Mere", "Wiremu", "Hemi", "Kiri", "Sophie", "Liam")
    ),
    last=(
        ("Ngata", "ngata"),
        ("Tipene", "tipene"),
        ("Walker", "walker"),
        ("Te Rangi", "terangi"),
        ("Parata", "parata"),
        ("McKenzie", "mckenzie"),
    ),
    words=(
        "kea",
        "tui",
        "kiwi",
        "franz",
        "aoraki",
        "kauri",
        "pounamu",
        "haka",
        "pavlova",
        "jandal",
        "tuatara",
        "ruapehu",
        "waka",
        "kahu",
        "hokitika",
        "squirrel",
    ),
    pets=("mittens", "bailey", "moana", "rua", "bella", "nugget"),
    cc="64",
    places=("Franz Josef", "Fox Glacier", "Haast", "Hokitika", "Mount Cook"),
    regs=("ZK-HXY", "ZK-IFG", "ZK-HGL", "ZK-HKR", "ZK-IMW"),
    tz="+1300",
)

F.reg(
    "heli_windcave_rest_session_python_api_key",
    ("bookings/windcave_checkout_<<nn>>.py", "web/<<org>>/payments_<<date>>.py"),
    '''"""Creates a Windcave hosted payment session for a glacier landing booking."""

import base64

import requests

WINDCAVE_USER = "<<orgc>>_REST"
WINDCAVE_KEY = "<<cred>>"
AUTH = base64.b64encode(f"{WINDCAVE_USER}:{WINDCAVE_KEY}".encode()).decode()


def session(amount: str, ref: str) -> str:
    r = requests.post(
        "https://sec.windcave.com/api/v1/sessions",
        json={"type": "purchase", "amount": amount, "currency": "NZD", "merchantReference": ref},
        headers={"Authorization": f"Basic {AUTH}"},
        timeout=30,
    )
    return r.json()["links"][1]["href"]


print(session("649.00", "GLACIER-<<nn>>"))
''',
    "p:windcave",
)

F.reg(
    "heli_rezdy_booking_dotenv_api_key",
    ("booking-sync/.env", "apps/<<org>>-manifest/.env"),
    """# Rezdy -> daily passenger manifest with weights
REZDY_API_KEY=<<cred>>
REZDY_BASE=https://api.rezdy.com/v1
MANIFEST_PRINTER=ipp://<<ip>>/ipp/print
WEIGHT_LIMIT_KG=<<nn>>
TZ=Pacific/Auckland
""",
    "hex:32",
    syntax="",
)

F.reg(
    "heli_spidertracks_aff_feed_curl_history",
    ("home/<<fa>>/.bash_history", "ops-laptop/<<nn>>/.bash_history"),
    """cd ~/tracking
curl -s -u ops@<<dom>>:'<<cred>>' https://apigw.spidertracks.io/go/aff/feed -H 'Content-Type: application/xml' -d @aff_request.xml > latest.xml
xmllint --format latest.xml | head -40
python3 plot_tracks.py latest.xml
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "heli_slack_export_channel_day_json_password",
    ("slack-export/ops-<<place>>/<<date>>.json", "exports/slack_<<nn>>/ground-crew/<<date>>.json"),
    lambda s: json.dumps(
        [
            {
                "type": "message",
                "user": "U0" + s["hex8"].upper(),
                "text": f"Kia ora team, cloud lifting over the névé, first flight {s['reg']} at 9:30",
                "ts": f"{s['ts']}.000100",
            },
            {
                "type": "message",
                "user": "U0" + s["hex8"].upper()[::-1],
                "text": "what's the login for the weight &amp; balance tablet?",
                "ts": f"{int(s['ts']) + 60}.000200",
            },
            {
                "type": "message",
                "user": "U0" + s["hex8"].upper(),
                "text": f"wb-tablet / {s['cred']}",
                "ts": f"{int(s['ts']) + 120}.000300",
            },
            {
                "type": "message",
                "user": "U0" + s["hex8"].upper()[::-1],
                "text": "ka pai, cheers",
                "ts": f"{int(s['ts']) + 180}.000400",
            },
        ],
        ensure_ascii=False,
        indent=4,
    ),
    "human",
)

F.reg(
    "heli_inreach_mapshare_note_bare_value",
    ("notes/inreach_<<reg>>.txt", "ops/<<fa>>/mapshare_<<nn>>.txt"),
    """<<reg>> inReach Mini 2
MapShare: share.garmin.com/<<orgc>><<n>>
MapShare pw
<<cred>>
""",
    "human",
    syntax="",
)

F.reg(
    "heli_signal_copied_text_ground_crew_code",
    ("signal/ground_crew_<<date>>.txt", "chats/signal_<<fa>>_<<nn>>.txt"),
    """[<<dmy>> <<hm>>] <<first>>: Fuel truck keys are in the lockbox at the pad
[<<dmy>> <<hm>>] <<first2>>: kia ora, and the laptop in the briefing room? same login as before?
[<<dmy>> <<hm2>>] <<first>>: no, changed after the audit. ops / <<cred>>
[<<dmy>> <<hm2>>] <<first2>>: 👍
""",
    "human_x",
    syntax="",
)

F.reg(
    "heli_xero_app_settings_yaml_client_secret",
    ("accounts/xero_sync/settings.yaml", "finance/<<org>>_xero_<<nn>>.yaml"),
    """# Rezdy -> Xero nightly invoices
xero:
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  tenant_id: "<<uuid>>"
  scopes: "accounting.transactions offline_access"
rezdy:
  supplier: "<<orgc>>"
schedule: "0 2 * * *"
""",
    "alnum:48",
    extra=lambda rng, s: s.update(cid=hexs(rng, 32).upper()),
)

F.reg(
    "heli_helipad_cam_rtsp_ffmpeg_timelapse_sh",
    ("cams/helipad_timelapse_<<nn>>.sh", "opt/<<org>>/timelapse_<<place>>.sh"),
    """#!/bin/sh
# one frame a minute from the helipad camera for the weather page
OUT=/var/www/webcam/helipad.jpg
ffmpeg -loglevel error -rtsp_transport tcp -i "rtsp://webcam:<<cred>>@<<ip>>:554/Streaming/Channels/101" -frames:v 1 -y "$OUT"
cp "$OUT" /srv/timelapse/$(date +%Y%m%d_%H%M).jpg
""",
    "pw_url",
    syntax="",
)
