# ruff: noqa: E501
"""Family f: an EV charging-point operator in Norway; Norwegian (bokmål)."""

from __future__ import annotations

import json
import urllib.parse

from eightieth_spec import Fam, enc_url, grab, human_with

F = Fam(
    name="ladestasjon_ev_charging",
    orgs=("ladelys", "fjordlading", "nordstrom"),
    tld="no",
    first=("ola", "kari", "ingrid", "magnus", "sigrun", "hakon", "ase", "oystein"),
    last=("hansen", "johansen", "olsen", "bakken", "haugen", "lovas", "saether", "strom"),
    first_l=("Ola", "Kari", "Ingrid", "Magnus", "Sigrun", "Håkon", "Åse", "Øystein"),
    last_l=("Hansen", "Johansen", "Olsen", "Bakken", "Haugen", "Løvås", "Sæther", "Strøm"),
    words=(
        "lading",
        "strom",
        "elbil",
        "fjell",
        "fjord",
        "hytte",
        "brunost",
        "troll",
        "nordlys",
        "vinter",
        "bergen",
        "lofoten",
        "viking",
        "hurtig",
        "kaffe",
        "sommer",
        "tesla",
        "ladekabel",
    ),
    pets=("bamse", "tassen", "pusur", "luna", "ronja", "fido"),
    places=("Oslo", "Bergen", "Trondheim", "Stavanger", "Tromsø", "Lillehammer"),
    cc="+47",
    mobile=("4", "9"),
)

F.reg(
    "ladestasjon_steve_ocpp_main_properties",
    ("steve/src/main/resources/config/prod/main.properties", "opt/steve-<<n>>/main.properties"),
    """# SteVe OCPP backend - <<orgc>>
db.ip = <<ip>>
db.port = 3306
db.schema = stevedb
db.user = steve
db.password = <<cred>>

auth.user = admin
auth.password = <<cred>>
webapi.key = STEVE-API-KEY
server.host = <<host>>
http.port = 8180
""",
    cred="pw",
    syntax="",
)


def _f_url(rng, s):
    pw = human_with(rng, F, "@#?!", "!@#?*")
    cp = f"NO-{s['org'][:3].upper()}-{s['n3']}"
    return {"cred": pw, "u": f"wss://{cp}:{enc_url(pw)}@ocpp.{s['dom']}/ocpp/{cp}", "cp": cp}


F.reg(
    "ladestasjon_chargepoint_ocpp_url_percent_encoded",
    ("chargers/<<n>>/ocpp_backend.txt", "provisioning/cp_<<n3>>.cfg"),
    """# Alfen Eve / ACE Service Installer export
ChargePointId=<<cp>>
OCPPVersion=1.6J
SecurityProfile=1
BackendURL=<<u>>
HeartbeatInterval=300
""",
    cred="human",
    syntax="",
    extra=_f_url,
    decode=lambda t: urllib.parse.unquote(grab(t, r"BackendURL=wss://[^:]+:([^@]+)@")),
)

F.reg(
    "ladestasjon_vipps_epayment_env",
    ("payments/.env", "vipps-<<n>>/.env.production"),
    """VIPPS_BASE_URL=https://api.vipps.no
VIPPS_CLIENT_ID=<<uuid>>
VIPPS_CLIENT_SECRET=<<cred>>
VIPPS_SUBSCRIPTION_KEY=<<skey>>
VIPPS_MSN=<<n6>>
VIPPS_SYSTEM_NAME=ladelys-backend
""",
    cred="p:vipps_secret",
    extra=lambda rng, s: {"skey": F.draw(rng, "hex:32")},
)

F.reg(
    "ladestasjon_signal_norwegian_passord",
    ("signal-export/<<n>>/chat.txt", "Signal/drift_<<place>>_<<n>>.txt"),
    """[<<date>> <<time>>] <<full>>: Laderen på <<place>> Amfi står i Faulted igjen
[<<date>> <<time>>] <<full>>: Kommer du inn på Easee-portalen?
[<<date>> <<time2>>] <<full2>>: Nei, passordet ble byttet i går. Det nye er <<cred>>
[<<date>> <<time3>>] <<full>>: Takk! Restarter nå
""",
    cred="human",
    syntax="",
)

F.reg(
    "ladestasjon_easee_cloud_api_python",
    ("scripts/easee_sessions_<<n>>.py", "tools/easee_export.py"),
    """import requests

BASE = "https://api.easee.com/api"
USER = "<<phone>>"
PASSWORD = '<<cred>>'


def token():
    r = requests.post(
        BASE + "/accounts/login",
        json={"userName": USER, "password": PASSWORD},
        timeout=30,
    )
    return r.json()["accessToken"]


def sessions(charger_id):
    h = {"Authorization": "Bearer " + token()}
    return requests.get(f"{BASE}/chargers/{charger_id}/sessions", headers=h, timeout=30).json()
""",
    cred="pw_sq",
)

F.reg(
    "ladestasjon_zaptec_portal_ics_passord",
    ("calendar/service_<<n>>.ics", "Downloads/invite_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTART:<<y>><<mo>><<d>>T080000Z
DTEND:<<y>><<mo>><<d>>T100000Z
SUMMARY:Service Zaptec Pro - <<place>> borettslag
LOCATION:<<place>>
DESCRIPTION:Innlogging Zaptec Portal for installasjonen: <<email>> / passord: <<cred>>\\nHusk RFID-brikker til styret.
END:VEVENT
END:VCALENDAR
""",
    cred="human",
    syntax="",
)


def _f_ocpi(s):
    doc = {
        "data": {
            "token": s["cred"],
            "url": f"https://ocpi.{s['dom']}/ocpi/versions",
            "roles": [
                {
                    "role": "CPO",
                    "party_id": s["org"][:3].upper(),
                    "country_code": "NO",
                    "business_details": {"name": s["orgc"]},
                }
            ],
        },
        "status_code": 1000,
        "timestamp": s["ts"] + "Z",
    }
    return json.dumps(doc, indent=2)


F.reg(
    "ladestasjon_ocpi_roaming_credentials_json",
    ("ocpi/credentials_<<n>>.json", "roaming/hubject_<<date>>.json"),
    _f_ocpi,
    cred="uuid",
)

F.reg(
    "ladestasjon_site_router_wireguard_conf",
    ("etc/wireguard/wg<<n>>.conf", "routers/<<place>>/wg0.conf"),
    """[Interface]
Address = 10.77.<<n>>.1/24
PrivateKey = <<cred>>
ListenPort = 51820

[Peer]
# driftssentral <<place>>
PublicKey = <<pub>>
AllowedIPs = 10.77.0.0/16
Endpoint = <<pip>>:51820
PersistentKeepalive = 25
""",
    cred="b64:32",
    syntax="",
    extra=lambda rng, s: {"pub": F.draw(rng, "b64:32")},
)
