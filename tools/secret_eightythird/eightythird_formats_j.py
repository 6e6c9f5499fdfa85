# ruff: noqa: E501
"""Family j: an aviation fuel (Jet A-1 / AVGAS) supplier at Lagos and Abuja airports
(Nigeria; English, Nigerian Pidgin, Yoruba)."""

from __future__ import annotations

import base64
import json

from eightythird_spec import Fam, dec_auth_field, email, spreadsheetml, wa

F = Fam(
    name="avgas_jeta1_fuel_supply_nigeria",
    orgs=("ogunfuel", "ekojetfuel", "zazzauavfuel", "nigerplatforms"),
    tld="com.ng",
    first=tuple(
        (n, n.lower())
        for n in (
            "Adebayo",
            "Chiamaka",
            "Oluwaseun",
            "Ngozi",
            "Ibrahim",
            "Folake",
            "Emeka",
            "Aisha",
        )
    ),
    last=tuple(
        (n, n.lower())
        for n in ("Okafor", "Adeyemi", "Balogun", "Eze", "Bello", "Okonkwo", "Ogunleye")
    ),
    words=(
        "lagos",
        "ikeja",
        "naija",
        "jollof",
        "eko",
        "abuja",
        "kano",
        "suya",
        "owambe",
        "eagles",
        "zazzau",
        "olumo",
        "niger",
        "benue",
        "jeta1",
        "avgas",
    ),
    pets=("bingo", "jack", "simba", "lucky", "oreo", "rambo"),
    cc="234",
    places=("Ikeja", "Abuja", "Port Harcourt", "Kano", "Enugu"),
    regs=("5N-BQD", "5N-MJK", "5N-FUL", "5N-JET", "5N-AVG"),
    tz="+0100",
)

F.reg(
    "avgas_paystack_webhook_express_secret_key",
    ("portal/server/paystack.js", "apps/<<org>>-orders/paystack_<<nn>>.js"),
    """const crypto = require("crypto");
const express = require("express");

const PAYSTACK_SECRET = "<<cred>>";
const app = express();
app.use(express.json());

app.post("/paystack/webhook", (req, res) => {
  const hash = crypto.createHmac("sha512", PAYSTACK_SECRET).update(JSON.stringify(req.body)).digest("hex");
  if (hash !== req.headers["x-paystack-signature"]) return res.sendStatus(401);
  if (req.body.event === "charge.success") {
    console.log("uplift paid", req.body.data.reference, req.body.data.amount / 100, "NGN");
  }
  res.sendStatus(200);
});

app.listen(<<port>>);
""",
    "p:paystack",
    syntax="",
)

F.reg(
    "avgas_flutterwave_dotenv_secret_key",
    ("invoicing/.env", "apps/<<org>>-billing/.env.live"),
    """NODE_ENV=production
FLW_PUBLIC_KEY=FLWPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<enck>>
FLW_REDIRECT=https://orders.<<dom>>/paid
""",
    "p:flutterwave",
    extra=lambda rng, s: s.update(enck="".join(rng.choice("0123456789abcdef") for _ in range(24))),
    syntax="",
)

F.reg(
    "avgas_bowser_lcr_meter_bridge_ini_mqtt",
    ("etc/lcr-bridge/bridge.ini", "bowsers/BWR-<<n>>/lcr_bridge_<<nn>>.ini"),
    """; LCR.iQ meter on the refueller -> 4G modem -> fleet portal
[meter]
port = /dev/ttyUSB0
baud = 19200
node = 250
product = JET A-1

[mqtt]
host = mqtt.<<dom>>
port = 8883
username = bowser-<<n>>
password = <<cred>>
topic = uplift/<<place>>/BWR-<<n>>

[gps]
device = /dev/ttyACM0
""",
    "pw",
)

F.reg(
    "avgas_pidgin_whatsapp_password_depot_laptop",
    ("WhatsApp Chat with Depot Ikeja <<nn>>.txt", "chats/depot_<<date>>.txt"),
    lambda s: wa(
        [
            (s["first"] + " " + s["last"], f"Oga, {s['reg']} wan uplift 1,800 litres by 2pm"),
            (
                s["first2"],
                "No wahala. Abeg wetin be the password for depot laptop? E don lock me out",
            ),
            (s["first"] + " " + s["last"], f"Na {s['cred']}"),
            (s["first2"], "E don work, thank you sir"),
            (s["first"] + " " + s["last"], "Make sure say you do water check before you load"),
        ],
        s,
    ),
    "human",
    syntax="",
)

F.reg(
    "avgas_tank_gauge_tls450_report_python",
    ("depot/atg_daily_<<nn>>.py", "scripts/<<place>>_tank_levels_<<date>>.py"),
    '''"""Daily tank inventory from the Veeder-Root TLS-450PLUS web interface."""

import requests

TLS = "https://<<ip>>"
USER = "reports"
PASSWORD = "<<cred>>"

s = requests.Session()
s.verify = False
s.post(f"{TLS}/api/login", json={"username": USER, "password": PASSWORD}, timeout=15)
inv = s.get(f"{TLS}/api/inventory", timeout=15).json()
for tank in inv["tanks"]:
    print(tank["id"], tank["product"], tank["grossVolume"], tank["waterHeight"])
''',
    "pw_dq",
)


def _docker(rng, s):
    auth = base64.b64encode(f"ci-{s['org']}:{s['cred']}".encode()).decode()
    s["enc"] = json.dumps(
        {
            "auths": {f"registry.{s['dom']}": {"auth": auth}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    )


F.reg(
    "avgas_fleet_portal_docker_config_json_auth",
    ("home/<<fa>>/.docker/config.json", "ci/runner-<<nn>>/.docker/config.json"),
    lambda s: s["enc"] + "\n",
    "pw_bare",
    extra=_docker,
    decode=dec_auth_field,
)

F.reg(
    "avgas_email_english_fuel_release_portal",
    ("mail/sent/<<date>>_fuel_release_<<nn>>.eml", "mail/<<fa>>/airline_portal_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        f"ops@{s['la']}air.com.ng",
        f"Fuel release portal access – {s['place']} station",
        f"Good afternoon,\n\nPlease find below your access to our fuel release and delivery-ticket portal:\n\n"
        f"Link: https://releases.{s['dom']}\nUsername: {s['la']}air.ops\nPassword: {s['cred']}\n\n"
        f"Kindly change it after first login. Ẹ ṣé o.\n\n{s['first']} {s['last']}\nCommercial Manager, {s['orgc']}\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "avgas_daily_uplift_spreadsheetml_airline_logins",
    ("reports/uplift_<<mo>>_<<y>>.xml", "sales/<<org>>_customer_portals_<<nn>>.xml"),
    lambda s: spreadsheetml(
        "Portals",
        [
            ["Customer", "Station", "Portal user", "Password", "Notes"],
            [
                f"{s['la'].capitalize()} Air",
                s["place"],
                f"{s['la']}air.ops",
                s["cred"],
                "given to ops desk",
            ],
            ["Sky Charter", "Abuja", "skycharter", "—", "pending KYC"],
        ],
    ),
    "human",
)
