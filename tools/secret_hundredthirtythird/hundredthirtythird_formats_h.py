# ruff: noqa: E501
"""Family h: an LPG refilling plant (cooking-gas cylinders, skid tanks) in Zaria, Kaduna State, Nigeria."""

from __future__ import annotations

import datetime

from hundredthirtythird_corpus import alnum
from hundredthirtythird_spec import Fam, jdump, prov

F = Fam(
    name="lpg_refill_plant_zaria",
    orgs=("zariagas", "arewalpg", "samarugas", "tudungasplant", "kongogas"),
    tld="com.ng",
    first=(
        "musa",
        "aisha",
        "ibrahim",
        "fatima",
        "abubakar",
        "zainab",
        "usman",
        "hauwa",
        "sani",
        "chinedu",
    ),
    last=(
        "abdullahi",
        "bello",
        "yusuf",
        "garba",
        "suleiman",
        "danjuma",
        "okafor",
        "adeyemi",
        "lawal",
        "mohammed",
    ),
    words=(
        "zaria",
        "kaduna",
        "arewa",
        "sallah",
        "kano",
        "pillars",
        "eagles",
        "tuwo",
        "suya",
        "cylinder",
        "gas",
        "samaru",
        "zazzau",
        "kilishi",
        "masa",
        "dawa",
    ),
    cities=("Zaria", "Kaduna", "Samaru", "Sabon Gari", "Funtua", "Kano"),
    cc="+234",
    tz="+0100",
    pets=("bingo", "simba", "tiger", "jack", "lucky", "danger"),
)

F.reg(
    "zaria_cylinder_shop_paystack_django_settings",
    ("gasorder/gasorder/settings/production.py", "<<org>>_shop/settings_prod.py"),
    '''"""Production settings for the cylinder refill ordering site."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["order.<<dom>>", "<<pub_ip>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "gasorder",
        "USER": "gasorder",
        "HOST": "localhost",
    }
}

PAYSTACK_PUBLIC_KEY = "<<pk>>"
PAYSTACK_SECRET_KEY = "<<cred>>"
PAYSTACK_CALLBACK_URL = "https://order.<<dom>>/pay/verify/"

REFILL_PRICE_PER_KG = <<n4>>
DELIVERY_AREAS = ["<<city>>", "Samaru", "Tudun Wada", "Kongo"]
''',
    "p:paystack_sk",
    syntax="py",
    extra=lambda rng, s: {"pk": prov(rng, "paystack_pk")},
)

F.reg(
    "zaria_distributor_portal_flutterwave_dotenv",
    ("distributor-portal/.env", "<<org>>-portal/.env.production"),
    """NODE_ENV=production
PORT=4000
APP_URL=https://dealers.<<dom>>
MONGO_DB=dealers

# Flutterwave (bulk LPG orders from distributors)
FLW_PUBLIC_KEY=<<pk>>
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<enc>>
FLW_WEBHOOK_HASH=${FLW_HASH}
""",
    "p:flw_sk",
    syntax="",
    extra=lambda rng, s: {"pk": prov(rng, "flw_pk"), "enc": prov(rng, "flw_enc")},
)

F.reg(
    "zaria_hausa_whatsapp_kalmar_sirri_app",
    (
        "WhatsApp/WhatsApp Chat with <<full2>>.txt",
        "phone_backup/WhatsApp Chat with <<first2_cap>> Plant.txt",
    ),
    """<<dmy>>, <<t1>> - <<full>>: Salam alaikum <<first2_cap>>, na manta kalmar sirri ta app din cylinder
<<dmy>>, <<t2>> - <<full2>>: Alaikum salam. Username dinka <<user>>
<<dmy>>, <<t2>> - <<full2>>: kalmar sirri: <<cred>>
<<dmy>>, <<t3>> - <<full2>>: Kar ka ba kowa, musamman yaran loading bay
<<dmy>>, <<t4>> - <<full>>: To, na gode sosai 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "zaria_refill_reminder_termii_sms_php",
    ("includes/termii.php", "public_html/<<org>>/sms/send_<<n2>>.php"),
    """<?php
// Refill reminder SMS to households (Termii)
$termii = [
    'api_key' => '<<cred>>',
    'from' => '<<org_up>>',
    'channel' => 'generic',
];

function send_refill_reminder($phone, $name, $kg)
{
    global $termii;
    $payload = [
        'to' => $phone,
        'from' => $termii['from'],
        'sms' => "Hello $name, your {$kg}kg cylinder is due for refill. Reply YES and we deliver today.",
        'type' => 'plain',
        'channel' => $termii['channel'],
        'api_key' => $termii['api_key'],
    ];
    $ch = curl_init('https://api.ng.termii.com/api/sms/send');
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    "p:termii",
    syntax="",
)

F.reg(
    "zaria_cylinder_tracking_mongodb_srv_yaml",
    ("cylinder-tracker/config/production.yaml", "deploy/<<org>>/tracker.yml"),
    """app:
  name: cylinder-tracker
  plant: "<<org_cap>> <<city>>"
  qr_prefix: "ZG-"
database:
  uri: "mongodb+srv://tracker:<<cred>>@cluster0.<<cl>>.mongodb.net/cylinders?retryWrites=true&w=majority"
  pool_size: 10
hydrotest:
  interval_years: 5
  warn_days: 60
""",
    "pw_url",
    extra=lambda rng, s: {"cl": alnum(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789")},
)


def _tg(s):
    msgs = [
        (s["full"], "Oga abeg wetin be the password for the scale computer? E don log me out"),
        (s["full2"], "User na weighbridge"),
        (s["full2"], f"password na {s['cred']}"),
        (s["full2"], "no give am any of the loaders o"),
        (s["full"], "Ok sir, e don work"),
    ]
    base = s["ts"]
    ids = {s["full"]: 5_812_000_000 + s["n3"], s["full2"]: 6_104_000_000 + s["n4"]}
    out = []
    for i, (who, text) in enumerate(msgs):
        t = base + i * 97
        out.append(
            {
                "id": 4000 + i,
                "type": "message",
                "date": (
                    datetime.datetime.fromtimestamp(t, datetime.UTC) + datetime.timedelta(hours=1)
                ).strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(t),
                "from": who,
                "from_id": f"user{ids[who]}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    return jdump(
        {"name": f"{s['full2']}", "type": "personal_chat", "id": ids[s["full2"]], "messages": out}
    )


F.reg(
    "zaria_pidgin_telegram_export_result_json",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram_backup/<<first2>>/result.json"),
    _tg,
    "human",
)

F.reg(
    "zaria_weighbridge_software_database_ini",
    ("C:/WeighBridge/Config/settings.ini", "weighbridge/<<org>>/wb_<<n2>>.ini"),
    """[Scale]
Indicator=XK3190-A9
Port=COM1
BaudRate=4800
StableReadings=5

[Database]
Server=<<lan>>\\SQLEXPRESS
Database=WEIGHBRIDGE
User=wbuser
Password=<<cred>>

[Ticket]
Company=<<org_cap>> LPG Plant, <<city>>
Printer=EPSON LX-350
Copies=2
""",
    "pw",
    syntax="ini",
)

F.reg(
    "zaria_generator_house_router_notebook_ocr",
    ("scans/notebook_page_<<n3>>.txt", "OCR/<<org>>/gen_house_<<date>>.txt"),
    """GENERATOR HOUSE - IMPORTANT
diesel top-up every Mon & Thu
MTN 4G router (office + CCTV)
SSID: <<org_up>>_OFFICE
Wi-Fi pass: <<cred>>
admin page 192.168.8.1
CCTV DVR - ask Engr. <<last2_cap>> <<phone2>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"last2_cap": s["last2"].capitalize()},
)
