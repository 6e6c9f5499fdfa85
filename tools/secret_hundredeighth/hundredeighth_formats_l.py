# ruff: noqa: E501
"""Family l: a sea-kayak rental by Lokrum, Dubrovnik (Croatia): Croatian, English."""

from __future__ import annotations

from hundredeighth_spec import Fam, alnum, b64, prov

F = Fam(
    name="lokrum_adriatic_kayak_rental",
    prefix="lokrum",
    orgs=("lokrumpaddle",),
    tld="hr",
    first=(
        ("Ivan", "ivan"),
        ("Ana", "anak"),
        ("Luka", "luka"),
        ("Petra", "petra"),
        ("Marko", "marko"),
        ("Ivana", "ivana"),
        ("Josip", "josip"),
        ("Lucija", "lucija"),
    ),
    last=(
        ("Kovačević", "kovacevic"),
        ("Horvat", "horvat"),
        ("Babić", "babic"),
        ("Marić", "maric"),
        ("Jurić", "juric"),
        ("Vuković", "vukovic"),
    ),
    words=(
        "lokrum",
        "dubrovnik",
        "stradun",
        "more",
        "kajak",
        "veslo",
        "bura",
        "jugo",
        "galeb",
        "hajduk",
        "dalmacija",
        "cevapi",
        "rakija",
        "pomalo",
        "srdjela",
        "lastovo",
        "mljet",
        "cavtat",
        "betina",
        "pelješac",
        "tramuntana",
    ),
    pets=("rex", "luna", "medo", "maza", "cupko", "mrvica"),
    cc="385",
    town="Dubrovnik",
)

F.reg(
    "croatian_whatsapp_lozinka_rezervacije",
    ("mobitel/WhatsApp razgovor s <<fac>>.txt", "exports/wa/vodici-<<date>>-<<fa>>.txt"),
    """<<dmy2>>. <<hh>>:<<mm>> - <<fn2>>: Ej, koja je lozinka za Bokun? Imam grupu od 16 za sunset tour
<<dmy2>>. <<hh>>:<<mm2>> - <<fn>> <<ln>>: korisnik <<email>>
<<dmy2>>. <<hh>>:<<mm2>> - <<fn>> <<ln>>: lozinka <<cred>>
<<dmy2>>. <<hh>>:<<mm2>> - <<fn2>>: Hvala! Jugo jača popodne, krećemo ranije
""",
    "human",
)

F.reg(
    "woocommerce_rest_python_bookings",
    ("scripts/<<org>>/woo_orders_<<nn>>.py", "home/<<fa>>/woo_sync.py"),
    """\"\"\"Pull today's kayak bookings from the WooCommerce shop.\"\"\"
from woocommerce import API

wcapi = API(
    url="https://<<dom>>",
    consumer_key="<<ck>>",
    consumer_secret="<<cred>>",
    version="wc/v3",
    timeout=30,
)
for order in wcapi.get("orders", params={"status": "processing"}).json():
    print(order["id"], order["billing"]["first_name"], order["total"])
""",
    "p:woo_cs",
    extra=lambda rng, s: {"ck": prov(rng, "woo_ck")},
)

F.reg(
    "fiscal_cert_private_key_pem",
    ("fiskalizacija/<<org>>-<<nn>>/fina_key.pem", "pos/certs/<<fa>>-fiskal.pem"),
    "<<cred>>\n",
    "rsa:8",
    syntax="",
)

F.reg(
    "harbour_portal_croatian_email_lozinka",
    ("posta/<<date>>-lucka-<<fa>>.eml", "outbox/lozinka-<<nn>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Pristup portalu Lučke uprave (koncesija za kajake)
Date: <<dmy>> <<hh>>:<<mm>> +0200
Content-Type: text/plain; charset=utf-8

Bok <<fn2>>,

za prijavu plovila i koncesijsko odobrenje koristi portal Lučke uprave Dubrovnik:
korisničko ime: <<user>>
lozinka: <<cred>>

Nemoj je slati gostima ni vodičima.
Pozdrav,
<<fn>>
""",
    "human",
)

F.reg(
    "wspay_secret_key_php",
    ("www/<<org>>-<<nn>>/config/wspay.php", "site/<<org>>/placanje/wspay_<<fa>>.php"),
    """<?php
return [
    'shop_id' => '<<orgu>>',
    'secret_key' => '<<cred>>',
    'form_url' => 'https://form.wspay.biz/authorization.aspx',
    'return_url' => 'https://<<dom>>/hvala',
    'currency' => 'EUR',
];
""",
    "alnum:15",
    syntax="",
)

F.reg(
    "kayak_gps_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge-<<nn>>.conf", "gps/<<org>>-<<fa>>/mosquitto-bridge.conf"),
    """connection kajaci-cloud
address mqtt.<<dom>>:8883
topic kayaks/# out 1
remote_username lokrum_bridge
remote_password <<cred>>
bridge_cafile /etc/ssl/certs/ca-certificates.crt
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "guides_viber_reply_only_value",
    ("mobitel/viber/<<fa>>-<<date>>.txt", "exports/viber/najam-<<nn>>.txt"),
    """[<<dmy2>>. <<hh>>:<<mm>>] <<fn2>>: Šifra za tablet na štandu?
[<<dmy2>>. <<hh>>:<<mm2>>] <<fn>>: <<cred>>
[<<dmy2>>. <<hh>>:<<mm2>>] <<fn2>>: 👍
""",
    "human_x",
    syntax="",
)

F.reg(
    "restic_backup_env_b2",
    ("etc/restic/<<org>>-<<nn>>.env", "home/<<fa>>/.config/restic/b2.env"),
    """export RESTIC_REPOSITORY=b2:<<org>>-backup:/booking
export RESTIC_PASSWORD_FILE=/etc/restic/pass
export B2_ACCOUNT_ID=005<<acc>>0000000001
export B2_ACCOUNT_KEY=<<cred>>
""",
    lambda rng, fam: "K005" + alnum(rng, 27),
    syntax="",
    extra=lambda rng, s: {"acc": alnum(rng, 9, "0123456789abcdef")},
)

_ = b64
