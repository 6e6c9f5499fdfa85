# ruff: noqa: E501
"""Family n: a social-science household survey team in Cusco, Peru (Spanish and Quechua)."""

from __future__ import annotations

import unicodedata

from hundredtwelfth_spec import Fam, unzb64, zb64


def _a(s: str) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()


PE = Fam(
    name="cusco_household_survey_team",
    key="tapukuy",
    orgs=("tapukuy",),
    tld="org.pe",
    first=tuple(
        (n, _a(n))
        for n in (
            "Rosa",
            "Juan",
            "Yolanda",
            "Wilber",
            "Nilda",
            "Edwin",
            "Marleny",
            "Yuri",
            "Fredy",
            "Ruth",
        )
    ),
    last=tuple(
        (n, _a(n))
        for n in (
            "Quispe",
            "Mamani",
            "Huamán",
            "Condori",
            "Ccori",
            "Apaza",
            "Choque",
            "Huanca",
            "Ttito",
            "Puma",
        )
    ),
    words=(
        "inti",
        "killa",
        "cusco",
        "machu",
        "pachamama",
        "wayna",
        "qosqo",
        "ayni",
        "chaska",
        "wayra",
        "sumaq",
        "urpi",
        "kuntur",
        "llama",
        "alpaca",
        "raymi",
        "chicha",
        "cuy",
        "quinua",
        "urubamba",
    ),
    pets=("firulais", "boby", "negro", "pelusa", "princesa", "lucas"),
    cc="51",
    places=("Cusco", "Urubamba", "Sicuani", "Anta", "Calca"),
)


def _odk(rng, s):
    s["payload"] = zb64(
        {
            "general": {
                "server_url": f"https://odk.{s['dom']}/v1/key/{s['uuid']}/projects/3",
                "username": f"enc{s['n']}",
                "password": s["cred"],
                "form_update_mode": "match_exactly",
                "autosend": "wifi_and_cellular",
            },
            "admin": {"admin_pw": "", "change_server": False},
            "project": {"name": "ENAHO rural Cusco", "icon": "C", "color": "#3e9fcc"},
        }
    )


PE.reg(
    "odk_collect_settings_qr_zlib",
    ("configuracion/odk_qr_encuestador_<<n>>.txt", "tablets/tab<<nn>>/collect_settings.txt"),
    """Texto del QR de configuracion (ODK Collect > Proyecto > Reconfigurar con codigo QR)
<<payload>>
""",
    cred="pw",
    syntax="",
    extra=_odk,
    decode=lambda t: unzb64(t.strip().splitlines()[-1])["general"]["password"],  # type: ignore[index]
)

PE.reg(
    "kobo_api_token_pandas_python",
    ("analisis/descargar_kobo_<<n>>.py", "home/<<user>>/encuesta/kobo_export.py"),
    """import io

import pandas as pd
import requests

TOKEN = "<<cred>>"
ASSET = "aK<<n2>>hogarRural<<n>>"
url = f"https://kf.kobotoolbox.org/api/v2/assets/{ASSET}/export-settings/es<<n2>>/data.csv"

r = requests.get(url, headers={"Authorization": f"Token {TOKEN}"}, timeout=60)
df = pd.read_csv(io.StringIO(r.text), sep=";")
df.to_parquet("data/hogares_<<date>>.parquet")
print(df.shape)
""",
    cred="hex:40",
)

PE.reg(
    "quechua_whatsapp_enumerators_clave",
    ("WhatsApp Chat with Encuestadores <<place>>.txt", "chats/encuestadores_<<n>>.txt"),
    """<<dd>>/<<mm>>/<<yy>>, <<t1>> - <<first>> <<last>>: Allin p'unchay! mañana salimos a Ccorca a las 6
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first2>> <<last2>>: Ingeniera, la tablet 7 me pide la clave del ODK otra vez 😓
<<dd>>/<<mm>>/<<yy>>, <<t3>> - <<first>> <<last>>: usuario enc07, clave <<cred>>
<<dd>>/<<mm>>/<<yy>>, <<t3>> - <<first>> <<last>>: ama pimanpas quychu (no se la pases a nadie)
<<dd>>/<<mm>>/<<yy>>, <<t4>> - <<first2>> <<last2>>: Sulpayki! ya sincronizó
""",
    cred="human",
    syntax="",
)

PE.reg(
    "surveycto_httr_authenticate_r",
    ("R/01_descarga_scto_<<n>>.R", "analisis/<<user>>/surveycto_pull.R"),
    """# Descarga de la encuesta de hogares (SurveyCTO API v2)
library(httr)
server <- "<<org>>"
form_id <- "hogares_rural_<<year>>"
resp <- GET(
  sprintf("https://%s.surveycto.com/api/v2/forms/data/wide/csv/%s", server, form_id),
  authenticate("<<email>>", "<<cred>>")
)
stop_for_status(resp)
writeBin(content(resp, "raw"), sprintf("data/raw/%s.csv", form_id))
""",
    cred="pw_dq",
    syntax="",
)

PE.reg(
    "limesurvey_config_php",
    (
        "limesurvey/application/config/config.php",
        "srv/encuestas-<<n>>/application/config/config.php",
    ),
    """<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
return array(
	'components' => array(
		'db' => array(
			'connectionString' => 'mysql:host=localhost;port=3306;dbname=limesurvey;',
			'emulatePrepare' => true,
			'username' => 'limesurvey',
			'password' => '<<cred>>',
			'charset' => 'utf8mb4',
			'tablePrefix' => 'lime_',
		),
		'urlManager' => array(
			'urlFormat' => 'path',
			'rules' => array(),
			'showScriptName' => true,
		),
	),
	'config' => array(
		'debug' => 0,
		'siteadminemail' => '<<email>>',
	)
);
""",
    cred="pw_sq",
    syntax="",
)

PE.reg(
    "enumerator_tablets_csv_gmail",
    ("logistica/tablets_<<year>>.csv", "compartido/<<user>>/inventario_tablets_<<n>>.csv"),
    """tablet;imei;encuestador;cuenta_google;clave_google;odk_usuario
TAB-<<nn>>;35<<n2>><<n2>><<n2>><<n2>>1;<<first>> <<last>>;encuestas.<<org>>.<<nn>>@gmail.com;<<cred>>;enc<<nn>>
TAB-<<n>>;35<<n2>><<n2>><<n2>><<n2>>2;<<first2>> <<last2>>;encuestas.<<org>>.<<n>>@gmail.com;(cambiada);enc<<n>>
""",
    cred="human_x",
    syntax="",
)

PE.reg(
    "culqi_secret_key_flask_config",
    ("incentivos/config.py", "apps/pago-incentivos-<<n>>/config.py"),
    """import os


class Config:
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:///incentivos.db")
    CULQI_PUBLIC_KEY = "pk_live_<<pk>>"
    CULQI_SECRET_KEY = "<<cred>>"
    MONTO_INCENTIVO_SOLES = 20
""",
    cred="p:culqi",
    extra=lambda rng, s: s.update(
        pk="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    ),
)

PE.reg(
    "spanish_email_contrasena_tablets",
    ("correo/<<user>>/acceso_servidor_<<n>>.eml", "mail/INBOX/<<ts>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Acceso al servidor ODK Central
Date: <<dd>> Jul <<year>> <<t1>>:00 -0500
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hola <<first>>,

Te creé la cuenta de supervisora en ODK Central para revisar las encuestas de <<place>>:

https://odk.<<dom>>
usuario: <<email>>
contraseña: <<cred>>

Cualquier cosa me avisas. Tupananchiskama,
<<first2>>
""",
    cred="human",
    syntax="",
)
