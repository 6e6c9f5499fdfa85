# ruff: noqa: E501
"""Family a: an Icelandic geothermal bathing lagoon (lockers, booking, water chemistry)."""

from __future__ import annotations

import base64
import json

from fortyfirst_spec import Fam, dec_basic, ipynb

F = Fam(
    "geothermal_bathing_lagoon",
    ("hveralind", "jardlaug"),
    "is",
    (
        "Guðrún",
        "Sigurður",
        "Kristín",
        "Jón",
        "Helga",
        "Ólafur",
        "Sólveig",
        "Einar",
        "Birna",
        "Hrafn",
    ),
    (
        "Jónsdóttir",
        "Sigurðsson",
        "Magnússon",
        "Ólafsdóttir",
        "Gunnarsson",
        "Einarsdóttir",
        "Björnsson",
    ),
    (
        "hveralind",
        "laugin",
        "gufubad",
        "hraun",
        "jokull",
        "kisill",
        "lundi",
        "selur",
        "heitipottur",
        "norðurljós",
    ),
    ("sumar", "vetur", "haust", "vor", "sumarid", "veturinn"),
    "+354",
)

F.reg(
    "lagoon_locker_wristband_controller_ini",
    ("lagoon/skapar/<<org>>_locker_ctrl_<<n>>.ini", "opt/rfid-lockers/site<<n>>/controller.ini"),
    """; RFID wristband locker controller - <<orgc>> (búningsklefi <<n>>)
; installed <<date>> by {{service partner}}

[controller]
site_id = <<org>>-<<n>>
bank_count = 12
lockers_per_bank = 24
reader_port = /dev/ttyUSB0

[database]
driver = mssql
server = <<host>>
port = 1433
database = lockers
user = locker_ctrl
password = <<cred>>
pool = 4

[wristband]
format = mifare_ultralight
release_on_checkout = true
""".replace("{{service partner}}", "Hitatækni ehf."),
    cred="pw",
)

F.reg(
    "lagoon_icelandic_email_lykilord_bokunarkerfi",
    ("mail/<<user>>/inbox/<<id>>.eml", "exports/outlook/<<org>>/<<id>>_nytt_lykilord.eml"),
    """From: <<full>> <<<email>>>
To: <<full2>> <<<email2>>>
Subject: Aðgangur að bókunarkerfinu
Date: Mon, 3 Feb <<yyyy>> <<time>>:12 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Sæl/l <<first2>>,

Ég stofnaði aðgang fyrir þig í bókunarkerfinu (afgreiðslan og hópabókanir).

Notandanafn: <<user2>>
Lykilorð: <<cred>>

Vinsamlegast breyttu lykilorðinu við fyrstu innskráningu. Ef eitthvað er að,
hringdu í mig í <<phone>>.

Kær kveðja,
<<first>>
Vaktstjóri, <<orgc>>
""",
    cred="human",
)

F.reg(
    "lagoon_booking_django_settings_stripe",
    ("booking/<<org>>_booking/settings/production.py", "src/bokun/settings_prod_<<n>>.py"),
    '''"""Production settings for the <<orgc>> ticket and spa-booking site."""

from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["booking.<<dom>>", "www.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "booking",
        "HOST": "<<host>>",
        "USER": "booking",
        "PASSWORD": os.environ.get("DB_PASSWORD", ""),
    }
}

# card payments for day passes and gift cards
STRIPE_PUBLISHABLE_KEY = "pk_live_51<<hexid>>"
STRIPE_SECRET_KEY = "<<cred>>"
STRIPE_CURRENCY = "isk"

TIME_ZONE = "Atlantic/Reykjavik"
LANGUAGE_CODE = "is"
''',
    cred="p:stripe",
)


def _lagoon_nb(s: dict) -> str:
    return ipynb(
        [
            (
                "markdown",
                f"# Vatnsgæði lónsins - vika {s['n'] % 52 + 1}\nKísill, sýrustig og hitastig úr skynjurum.",
                None,
            ),
            (
                "code",
                "from influxdb_client import InfluxDBClient\nimport pandas as pd\n\n"
                f'client = InfluxDBClient(url="http://{s["ip"]}:8086", token="{s["cred"]}", org="{s["org"]}")\n'
                "q = client.query_api()\n",
                None,
            ),
            (
                "code",
                'df = q.query_data_frame(\'from(bucket:"lon") |> range(start: -7d) |> filter(fn: (r) => r._measurement == "water")\')\n'
                'df.groupby("sensor")["_value"].describe()',
                f"          count   mean    std\nsensor\npH_inlet  2016   7.{s['n'] % 9}4   0.08\ntemp_out  2016   38.{s['n'] % 9}   0.61\n",
            ),
        ]
    )


F.reg(
    "lagoon_water_chemistry_ipynb_influx_token",
    ("notebooks/vatnsgaedi_vika<<n>>.ipynb", "analysis/<<user>>/lon_efnagreining_<<n>>.ipynb"),
    _lagoon_nb,
    cred=lambda rng: (
        base64.b64encode(bytes(rng.randrange(256) for _ in range(64)))
        .decode()
        .replace("+", "-")
        .replace("/", "_")
    ),
)

F.reg(
    "lagoon_geothermal_scada_modbus_gateway_yaml",
    ("scada/gateway/<<org>>-borhola<<n>>.yaml", "etc/modbus2mqtt/site<<n>>.yml"),
    """# Modbus -> MQTT gateway, borehole pumps and heat exchangers
# <<orgc>> / borhola <<n>>
modbus:
  port: /dev/ttyRS485
  baudrate: 19200
  slaves:
    - id: 1
      name: dæla_1
      registers: [40001, 40002, 40010]
    - id: 2
      name: varmaskiptir
      registers: [30001, 30005]
mqtt:
  host: <<ip>>
  port: 8883
  tls: true
  client_id: gw-borhola-<<n>>
  username: scada_gw
  password: '<<cred>>'
  topic_prefix: <<org>>/borhola/<<n>>
poll_interval_s: 5
""",
    cred="pw_sq",
)


def _lagoon_messenger(s: dict) -> str:
    msgs = [
        {
            "sender_name": s["full"],
            "timestamp_ms": s["ms"] + 60000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full2"],
            "timestamp_ms": s["ms"] + 30000,
            "content": "og lykilorðið? er á vakt í kvöld",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full"],
            "timestamp_ms": s["ms"],
            "content": f"notandi fyrir kassann er {s['user2']}",
            "is_geoblocked_for_viewer": False,
        },
    ]
    return json.dumps(
        {
            "participants": [{"name": s["full"]}, {"name": s["full2"]}],
            "messages": msgs,
            "title": s["full2"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['first2'].lower()}_{s['id']}",
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "lagoon_shift_messenger_reply_only_value",
    (
        "messenger_export/inbox/vaktin_<<id>>/message_1.json",
        "facebook-<<user>>/messages/inbox/kassi_<<id>>/message_1.json",
    ),
    _lagoon_messenger,
    cred="human",
)


def _lagoon_basic(rng, s):
    token = base64.b64encode(f"{s['svc']}:{s['cred']}".encode()).decode()
    return {"basic": token}


F.reg(
    "lagoon_front_desk_curl_basic_header_base64",
    ("home/<<user>>/.bash_history", "root/.bash_history_<<n>>"),
    """cd /opt/afgreidsla
ls -la
tail -n 50 /var/log/afgreidsla/sync.log
curl -s https://api.<<dom>>/v2/tickets/today -H "Authorization: Basic <<basic>>" | jq '.[] | .guest'
curl -s -X POST https://api.<<dom>>/v2/lockers/release -H "Authorization: Basic <<basic>>" -d '{"band":"<<id>>"}'
systemctl restart afgreidsla-sync
exit
""",
    cred="pw",
    extra=_lagoon_basic,
    decode=dec_basic(),
)

F.reg(
    "lagoon_gift_card_vendor_csv_column",
    ("skrifstofa/adgangar_<<yyyy>>.csv", "share/bokhald/kerfi_<<org>>_<<n>>.csv"),
    """kerfi;slóð;notandi;lykilorð;ábyrgð;síðast breytt
Gjafabréf;https://gjafabref.<<dom>>/admin;<<user>>;<<cred>>;<<first>>;<<dmy>>
Launakerfi;https://laun.<<dom>>;<<user2>>;sjá lykilorðaskrá;<<first2>>;<<dmy>>
Vefverslun;https://<<dom>>/wp-admin;vefstjori;(í 1Password);<<first>>;<<dmy>>
""",
    cred="pw",
)
