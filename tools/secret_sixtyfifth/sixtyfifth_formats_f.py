# ruff: noqa: E501
"""Family f: a student-housing landlord and the house WhatsApp groups of student rooms
(studentenkamers) in Groningen, Dutch."""

from __future__ import annotations

import json

from sixtyfifth_spec import Fam, dec_basic, enc_basic, people_rows

F = Fam(
    "studentenkamers_groningen",
    orgs=("kamerhuisnoord", "zernikewonen", "oosterpoortkamers"),
    tld="nl",
    first=("daan", "sanne", "lars", "femke", "bram", "lotte", "joris", "anouk"),
    last=(
        "devries|de Vries",
        "jansen",
        "bakker",
        "visser",
        "smit",
        "meijer",
        "dejong|de Jong",
        "mulder",
    ),
    words=(
        "grachten",
        "fietsbel",
        "stroopwafel",
        "hagelslag",
        "tulp",
        "zernike",
        "martini",
        "paterswolde",
        "frikandel",
        "drop",
        "hunebed",
        "kwelder",
        "poffertjes",
        "oranje",
        "kroket",
    ),
    cc="+31",
    city="Groningen",
)

F.reg(
    "kamers_huisgenoten_whatsapp_ios_wachtwoord",
    ("WhatsApp-chat met Huis <<org>>.txt", "Telefoon/WhatsApp/_chat_huisgroep_<<n>>.txt"),
    """[<<d>>-<<mo>>-<<y>> <<t1>>] <<first>> <<last_l>>: Wie heeft de router uitgezet?? 😤
[<<d>>-<<mo>>-<<y>> <<t2>>] <<f2>> <<l2_l>>: Niemand, Ziggo heeft een nieuw modem gestuurd
[<<d>>-<<mo>>-<<y>> <<t3>>] <<f2>> <<l2_l>>: Netwerk: <<ssid>>
[<<d>>-<<mo>>-<<y>> <<t3>>] <<f2>> <<l2_l>>: Wachtwoord: <<cred>>
[<<d>>-<<mo>>-<<y>> <<t4>>] <<first>> <<last_l>>: Top, werkt weer 👍
[<<d>>-<<mo>>-<<y>> <<t5>>] <<f2>> <<l2_l>>: En wie is deze week aan de beurt voor de afwas? 🙃
""",
    cred="human",
)

F.reg(
    "kamers_mollie_huurbetaling_dotenv",
    ("huurportaal-<<org>>/.env", "srv/<<org>>/huur/.env.production"),
    """# Huurportaal <<org>> - maandelijkse huur via iDEAL
NODE_ENV=production
BASE_URL=https://huur.<<dom>>
MOLLIE_API_KEY=<<cred>>
MOLLIE_PROFILE_ID=pfl_<<short>>
WEBHOOK_URL=https://huur.<<dom>>/api/mollie/webhook
MAIL_FROM=verhuur@<<dom>>
""",
    cred="p:mollie",
    extra=lambda rng, s: {"short": F.draw(rng, "alnum:10")},
    syntax="",
)

F.reg(
    "kamers_kamernet_alert_scraper_toml",
    ("kamerzoeker/config.toml", "home/<<user>>/kamer-alert/<<org>>_<<n>>.toml"),
    """# Kamer-alert: mailt als er een kamer in Groningen binnen budget vrijkomt
[zoekopdracht]
stad = "<<city>>"
max_huur = 550
min_m2 = 12
wijken = ["Oosterpoort", "Zeeheldenbuurt", "Schildersbuurt"]

[login]
site = "https://kamernet.nl"
email = "<<email2>>"
wachtwoord = "<<cred>>"

[melding]
telegram_chat = <<n3>><<n3>><<n3>>
""",
    cred="human",
)

F.reg(
    "kamers_wasmachine_pi_mqtt_python",
    ("pi/wasmachine/monitor.py", "home/pi/<<org>>-washok/wasbot_<<n>>.py"),
    '''"""Wasmachine-monitor in het washok: meet stroom via een Shelly-stekker en meldt
via MQTT wanneer de was klaar is."""

import time

import paho.mqtt.client as mqtt

BROKER = "<<ip>>"
MQTT_USER = "wasbot"
MQTT_PASS = "<<cred>>"
TOPIC = "shellies/washok-<<n>>/relay/0/power"

klaar = False


def on_message(client, userdata, msg):
    global klaar
    watt = float(msg.payload)
    if watt < 3 and not klaar:
        client.publish("huis/meldingen", "Wasmachine is klaar! 🧺")
        klaar = True
    elif watt > 20:
        klaar = False


client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, "wasbot")
client.username_pw_set(MQTT_USER, MQTT_PASS)
client.on_message = on_message
client.connect(BROKER, 1883)
client.subscribe(TOPIC)
while True:
    client.loop(timeout=1.0)
    time.sleep(0.5)
''',
    cred="pw_dq",
)


def _docker(s):
    reg = f"registry.{s['dom']}"
    return json.dumps(
        {
            "auths": {reg: {"auth": enc_basic(str(s["user"]), str(s["cred"]))}},
            "currentContext": "default",
        },
        indent="\t",
    )


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    return dec_basic(next(iter(auths.values()))["auth"])


F.reg(
    "kamers_docker_config_json_auth",
    ("home/<<user>>/.docker/config.json", "Users/<<user>>/<<org>>/.docker/config.json"),
    _docker,
    cred="pw_json",
    decode=_dec_docker,
)

F.reg(
    "kamers_verhuurder_email_wachtwoord_huurdersportaal",
    ("Mail/Inbox/Welkom bij <<org>> - kamer <<unit>>.eml", "Downloads/mail_<<org>>_<<n3>>.eml"),
    """From: Verhuur <<org>> <verhuur@<<dom>>>
To: <<email2>>
Subject: Welkom in je nieuwe kamer!
Date: Sat, <<d>> Aug <<y>> 14:12:09 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hoi <<f2>>,

Welkom bij <<org>>! Je sleutel ligt vanaf 1 september bij de beheerder.
Reparatieverzoeken en je huurspecificatie vind je in het huurdersportaal:

  https://portaal.<<dom>>
  gebruikersnaam: <<user2>>
  wachtwoord: <<cred>>

Je borg (twee maanden kale huur) moet uiterlijk op de dag van sleuteloverdracht binnen zijn.

Groetjes,
<<first>> <<last_l>>
Verhuur <<org>> - <<city>>
""",
    cred="pw",
)

F.reg(
    "kamers_salto_ks_client_secret_yaml",
    ("toegang-sync/config/salto.yaml", "deploy/<<org>>/salto-ks-<<n>>.yaml"),
    """# Koppeling huurdersadministratie -> Salto KS (digitale sloten voordeur en kamers)
salto_ks:
  auth_url: https://identity.saltoks.com/connect/token
  api_url: https://api.saltoks.com/v1.1
  client_id: <<id>>
  client_secret: '<<cred>>'
  site_id: <<id>>
sync:
  interval_minutes: 15
  default_access_group: Bewoners <<org>>
""",
    cred="alnum:48",
)


def _sst(rng, s):
    rows = people_rows(rng, F, 3)
    k = rng.randrange(3)
    out = []
    for i, (fl, ll, _login, pw) in enumerate(rows):
        if i == k:
            fl, ll, pw = s["first"], s["last_l"], s["cred"]
        out.append(
            f"<si><t>{fl} {ll}</t></si><si><t>Kamer {rng.randint(1, 14)}</t></si><si><t>{pw}</t></si>"
        )
    return {"rows": "".join(out)}


F.reg(
    "kamers_bewonerslijst_xlsx_sharedstrings_xml",
    (
        "bewonerslijst_<<org>>_<<y>>/xl/sharedStrings.xml",
        "uitgepakt/Bewoners <<n>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="15" uniqueCount="15"><si><t>Naam</t></si><si><t>Kamer</t></si><si><t>Wachtwoord wifi-verdieping</t></si><<rows>></sst>
""",
    cred="human",
    extra=_sst,
)
