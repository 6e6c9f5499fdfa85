"""Family e: a municipal open-air swimming pool (koupaliste) in Brno (Czech Republic)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fortyseventh_corpus import gen_pw
from fortyseventh_spec import Fam, dec_pct_userinfo, enc_pct, ipynb

F = Fam(
    "koupaliste_brno",
    ("koupaliste-zabovresky", "bazen-lesna", "koupaliste-dobrak", "brnenske-bazeny"),
    "cz",
    (
        "jana",
        "petr",
        "lucie",
        "tomas",
        "katerina",
        "jiri",
        "martina",
        "ondrej",
        "veronika",
        "lukas",
    ),
    (
        "novak",
        "svoboda",
        "dvorak",
        "cerny",
        "prochazka",
        "kucera",
        "vesely",
        "horak",
        "nemec",
        "pokorny",
    ),
    (
        "koupaliste",
        "plavky",
        "klouzacka",
        "bazen",
        "leto",
        "spilberk",
        "petrov",
        "pivo",
        "knedlik",
        "rybnik",
        "brnenka",
        "plavcik",
        "vodnik",
        "slunicko",
    ),
    "420",
    kb="qwertz",
    city="Brno",
)

F.reg(
    "koupaliste_turnikety_ini",
    ("C:/Turnikety/<<host>>/turnikety.ini", "Pokladna/Program/nastaveni_<<n>>.ini"),
    """[Pokladna]
Nazev=<<org_title>>
Pokladna=<<n>>

[DB]
Server=<<ip>>
Databaze=vstupy
Uzivatel=turnikety
Heslo=<<cred>>

[Ctecky]
Port=COM3
Rychlost=9600
""",
    "pw",
)

F.reg(
    "koupaliste_email_heslo_mesto",
    ("Posta/Dorucena/<<id>>.eml", "Dokumenty/email/pristup rezervace <<date>>.eml"),
    """From: Odbor informatiky <helpdesk@brno.cz>
To: <<email>>
Subject: Přístup do rezervačního systému permanentek
Date: Mon, <<day>> May <<year>> <<hh>>:<<mm>>:00 +0200
Content-Type: text/plain; charset=utf-8

Dobrý den,

zakládáme Vám účet do rezervačního systému pro sezónu <<year>>:

uživatelské jméno: <<login>>
heslo: <<cred>>

Heslo si prosím po prvním přihlášení změňte.

S pozdravem
Helpdesk, Odbor informatiky
""",
    "pw",
    syntax="",
)

F.reg(
    "koupaliste_bazenova_chemie_ha_secrets_yaml",
    ("homeassistant-<<org>>/secrets.yaml", "config/<<host>>/secrets.yaml"),
    """# Home Assistant - strojovna bazénu (chlor, pH, teplota)
mqtt_broker: <<ip>>
mqtt_user: strojovna
mqtt_password: "<<cred>>"
latitude_home: 49.2
longitude_home: 16.6
""",
    "pw_dq",
)

F.reg(
    "koupaliste_gopay_nette_config_neon",
    ("app/config/<<org>>/config.local.neon", "www/eshop-permanentky-<<n>>/app/config/local.neon"),
    """parameters:
	gopay:
		goid: <<id>><<id>>
		clientId: <<id>>
		clientSecret: <<cred>>
		gatewayUrl: https://gate.gopay.cz/api/
		isProductionMode: true

database:
	dsn: 'mysql:host=127.0.0.1;dbname=permanentky'
	user: permanentky
""",
    "alnum:8",
    syntax="",
)

F.reg(
    "koupaliste_whatsapp_heslo_pokladna",
    ("WhatsApp/Chat WhatsApp s <<fname>>.txt", "Dokumenty/chat_pokladna_<<date>>.txt"),
    """<<dmy>> <<t1>> - <<fname2>>: Ahoj, nejde mi přihlásit pokladna u vchodu 😕
<<dmy>> <<t2>> - <<fname>>: uživatel pokladna<<n>>
<<dmy>> <<t2>> - <<fname>>: heslo <<cred>>
<<dmy>> <<t3>> - <<fname2>>: jo funguje, díky
""",
    "human",
    syntax="",
)


def _nb(s: dict) -> str:
    return ipynb(
        [
            ("markdown", f"# Návštěvnost {s['year']} - {s['org_title']}", ""),
            (
                "code",
                "import pandas as pd\nfrom sqlalchemy import create_engine\n\n"
                f'engine = create_engine("postgresql://analytik:{s["cred"]}@{s["ip"]}:5432/vstupy")\n'
                "df = pd.read_sql('select den, count(*) as vstupu from pruchody group by den', engine)\n"
                "df.tail()",
                f"         den  vstupu\n{s['date']}  {s['id'] % 3000}",
            ),
            ("code", "df['vstupu'].sum()", f"{s['id'] * 7}"),
        ]
    )


F.reg(
    "koupaliste_navstevnost_ipynb_postgres",
    ("analyzy/navstevnost_<<year>>_<<n>>.ipynb", "home/<<first>>/notebooky/vstupy-<<org>>.ipynb"),
    _nb,
    "pw_url",
)


def _pct_pw(rng: random.Random, s: dict) -> str:
    return gen_pw(rng, sym="@#!$%&:/?")


F.reg(
    "koupaliste_grafana_env_percent_encoded_url",
    ("grafana-<<org>>/.env", "srv/monitoring/<<host>>/grafana.env"),
    """GF_SERVER_ROOT_URL=https://grafana.<<dom>>
GF_DATABASE_URL=postgres://grafana:<<enc>>@<<ip>>:5432/grafana
GF_SECURITY_DISABLE_GRAVATAR=true
GF_USERS_ALLOW_SIGN_UP=false
""",
    _pct_pw,
    syntax="",
    decode=dec_pct_userinfo,
    encode=lambda s: enc_pct(s["cred"]),
)

F.reg(
    "koupaliste_mikrotik_rsc_export_hotspot",
    ("zalohy/mikrotik-<<org>>-<<date>>.rsc", "router/<<host>>/export.rsc"),
    """# <<date>> <<t1>>:11 by RouterOS 7.14.3
# model = RB4011iGS+
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=personal wpa2-pre-shared-key=<<wifi>>
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=navstevnici
/user
add group=full name=spravce password=<<cred>>
/system identity
set name=<<org>>-router
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: s.update(wifi=gen_pw(rng, sym="")),
)
