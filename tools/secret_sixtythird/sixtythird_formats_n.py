# ruff: noqa: E501
"""Family n: small-scale fishing boats and a fishers' association in the Visayas (Philippines)."""

from __future__ import annotations

import base64
import json
import zlib

from sixtythird_spec import Fam, dec_re, jdump

F = Fam(
    "bangka_pangisda_visayas",
    ("bangkadagat", "bangkadagat"),
    "ph",
    ("jun", "marites", "rodel", "lorna", "jomar", "analyn", "boyet", "rowena"),
    (),
    ("delacruz", "bautista", "villanueva", "ramos", "mendoza", "tabanao", "abellana", "ybanez"),
    (
        "bangka",
        "dagat",
        "isda",
        "tuna",
        "galunggong",
        "bantayan",
        "cebu",
        "malapascua",
        "pangasinan",
        "lambat",
        "bagyo",
        "habagat",
        "amihan",
        "mabuhay",
        "tinapa",
        "bisaya",
    ),
    "63",
)

F.reg(
    "bangka_messenger_copy_tagalog_password_fishr",
    ("Notes/messenger_<<n>>.txt", "Downloads/chat_<<org>>_<<d>><<mo>>.txt"),
    """<<lfirst>> <<clast>>
<<time>>
Kap, ano ulit password sa FishR? Ire-renew ko yung registration ng bangka natin

Kap Rodel
<<time>>
username <<usr>>
password <<cred>>
wag mo ipamigay ha

<<lfirst>> <<clast>>
<<time>>
Sige po salamat
""",
    "human",
    extra=lambda r, s: {"usr": f"fisher{r.randint(1000, 9999)}"},
)

F.reg(
    "bangka_ais_catcher_sharing_key_json",
    ("home/pi/ais/config_<<n>>.json", "ais-catcher/<<org>>.json"),
    lambda s: jdump(
        {
            "config": 1,
            "serial": "00000162",
            "rtlsdr": {"tuner": "auto", "rtlagc": True, "bandwidth": 192000},
            "sharing": True,
            "sharing_key": s["cred"],
            "server": [
                {"port": 8100, "active": True, "share_loc": True, "lat": 11.2, "lon": 123.7}
            ],
        }
    ),
    "uuid",
)

F.reg(
    "bangka_paymongo_catch_orders_node",
    ("isda-online/server_<<n>>.js", "<<org>>/payments/paymongo.js"),
    """// order ng sariwang isda -> GCash / Maya via PayMongo
const axios = require('axios');

const PAYMONGO_SECRET = '<<cred>>';
const auth = Buffer.from(PAYMONGO_SECRET + ':').toString('base64');

async function createLink(amountPesos, description) {
  const res = await axios.post(
    'https://api.paymongo.com/v1/links',
    { data: { attributes: { amount: amountPesos * 100, description, remarks: '<<corg>>' } } },
    { headers: { Authorization: `Basic ${auth}` } },
  );
  return res.data.data.attributes.checkout_url;
}

module.exports = { createLink };
""",
    "p:paymongo",
)

F.reg(
    "bangka_ice_plant_plc_notes_taglish",
    ("Ice Plant/notes_<<n>>.txt", "docs/<<org>>_ice_plant.txt"),
    """ICE PLANT / COLD STORAGE — <<corg>> Fishers Association
Compressor PLC: Delta DVP, HMI DOP-107
HMI IP: <<ip>>
Admin password ng HMI (pang-set ng temp ng blast freezer): <<cred>>
Kung mag-alarm, tawagan si <<cfirst>> sa <<phone>>
Huwag galawin ang setpoint ng brine tank (-10C)
""",
    "pw",
)

F.reg(
    "bangka_boat_starlink_router_photo_ocr",
    ("Pictures/Screenshots/ocr_<<year>><<mo>><<d>>_<<n>>.txt", "Keep/router bangka <<org>>.txt"),
    """F/B <<corg>> <<n>>
WiFi sa bangka
Network: <<corg>>_BOAT_<<n>>
pw: <<cred>>
(wag ibigay sa pasahero)
""",
    "human_x",
)


def _odk_payload(s: dict) -> str:
    settings = {
        "general": {
            "server_url": f"https://odk.{s['dom']}/v1/key/{s['tok']}/projects/{s['n']}",
            "username": f"enumerator{s['n']}",
            "password": s["cred"],
        },
        "admin": {},
        "project": {"name": "Catch landing survey", "icon": "🐟", "color": "#0277BD"},
    }
    return base64.b64encode(zlib.compress(json.dumps(settings).encode())).decode()


def _odk_dec(text: str) -> str:
    blob = dec_re(r"QR_CODE,\"?([A-Za-z0-9+/=]+)")(text)
    return json.loads(zlib.decompress(base64.b64decode(blob)))["general"]["password"]


F.reg(
    "bangka_odk_collect_settings_qr_zlib_base64",
    ("QR Scanner/history_export_<<n>>.csv", "phone/<<first>>/qr_history_<<year>>.csv"),
    lambda s: (
        f"""Date,Format,Content
"{s["date"]} {s["hms"]}",QR_CODE,"{_odk_payload(s)}"
"{s["date"]} {s["hms"]}",QR_CODE,"https://www.bfar.da.gov.ph/fishr"
"""
    ),
    "pw_json",
    extra=lambda r, s: {"tok": F.draw(r, "alnum:64", s)},
    decode=_odk_dec,
)

F.reg(
    "bangka_cooperative_email_tagalog_password",
    ("mail/kooperatiba_<<n>>.eml", "Gmail/<<org>>/<<nn>>.eml"),
    """From: <<cfirst>> <<clast>> <<<first>>.sec@<<dom>>>
To: board@<<dom>>
Subject: Account ng kooperatiba sa Landbank
Date: Sun, <<d>> Mar <<year>> <<hms>> +0800
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Magandang araw po sa lahat,

Para sa pag-check ng pondo ng kooperatiba bago ang general assembly, narito ang login ng
treasurer (view only):

User ID: <<org>><<nn>>
Password: <<cred>>

Salamat po,
<<cfirst>>, Secretary
""",
    "human",
)

F.reg(
    "bangka_semaphore_sms_price_alerts_py",
    ("scripts/presyo_isda_<<n>>.py", "<<org>>/sms_alert.py"),
    '''"""Text blast ng presyo ng isda sa fish port tuwing umaga."""

import requests

SEMAPHORE_API_KEY = "<<cred>>"
SENDER = "<<corg>>"


def blast(numbers: list[str], msg: str) -> None:
    requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={"apikey": SEMAPHORE_API_KEY, "number": ",".join(numbers), "message": msg, "sendername": SENDER},
        timeout=30,
    )
''',
    "hex:32",
)
