# ruff: noqa: E501
"""Family p: a citizen-science air-quality sensor network in Thessaloniki, Greece (Greek)."""

from __future__ import annotations

import json

from hundredtwelfth_spec import Fam, dec_qp_after, enc_qp

GR = Fam(
    name="thessaloniki_citizen_airquality",
    key="anasa",
    orgs=("anasaair",),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Κατερίνα", "katerina"),
        ("Δημήτρης", "dimitris"),
        ("Σοφία", "sofia"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Νικολάου", "nikolaou"),
        ("Καραγιάννης", "karagiannis"),
        ("Βασιλείου", "vasileiou"),
        ("Μακρής", "makris"),
        ("Δημητρίου", "dimitriou"),
    ),
    words=(
        "thalassa",
        "ilios",
        "elia",
        "kafes",
        "souvlaki",
        "thessaloniki",
        "olympos",
        "aigaio",
        "vardaris",
        "meltemi",
        "kastro",
        "lefkos",
        "pyrgos",
        "aetos",
        "ouzo",
        "athina",
        "zorba",
        "kalimera",
        "bougatsa",
        "ladadika",
    ),
    pets=("azor", "rex", "bobos", "maya", "milo", "fifi"),
    cc="30",
    places=("Thessaloniki", "Kalamaria", "Evosmos", "Neapoli", "Pylaia"),
)

_GR_WORDS = (
    "θάλασσα",
    "ήλιος",
    "ελιά",
    "Όλυμπος",
    "βαρδάρης",
    "μελτέμι",
    "κάστρο",
    "Λευκός",
    "αετός",
    "μπουγάτσα",
)


def _gr_pw(rng, fam):
    w = rng.choice(_GR_WORDS)
    return rng.choice(
        (
            f"{w}{rng.randint(1980, 2026)}",
            f"{w}!{rng.randint(10, 99)}",
            f"{w.capitalize()}_{rng.choice(fam.pets)}{rng.randint(1, 9)}",
        )
    )


def _qp(rng, s):
    body = (
        f"Γεια σου {s['first']},\n\n"
        f"Σου στέλνω τα στοιχεία για τον λογαριασμό του δικτύου στο Grafana (https://grafana.{s['dom']}):\n\n"
        f"Χρήστης: {s['user']}\n"
        f"Κωδικός: {s['cred']}\n\n"
        "Άλλαξέ τον μόλις μπεις. Τα νέα αισθητήρια SDS011 μπαίνουν την Πέμπτη στην Καλαμαριά.\n\n"
        f"Φιλικά,\n{s['first2']}\n"
    )
    s["body"] = enc_qp(body)


GR.reg(
    "greek_email_quoted_printable_kodikos",
    ("mail/<<user>>/grafana_account_<<n>>.eml", "Maildir/cur/<<ts>>.<<n2>>.anasa:2,S"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: =?UTF-8?Q?=CE=9B=CE=BF=CE=B3=CE=B1=CF=81=CE=B9=CE=B1=CF=83=CE=BC=CF=8C=CF=82_Grafana?=
Date: <<dd>> Oct <<year>> <<t1>>:00 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    cred=_gr_pw,
    syntax="",
    extra=_qp,
    decode=dec_qp_after("Κωδικός:"),
)


def _airrohr(s):
    cfg = {
        "SOFTWARE_VERSION": "NRZ-2024-135",
        "current_lang": "EL",
        "wlanssid": f"COSMOTE-{s['n2']}",
        "wlanpwd": s["cred"],
        "www_username": "admin",
        "www_password": "",
        "fs_ssid": f"airRohr-{s['n2']}{s['n']}",
        "www_basicauth_enabled": False,
        "sds_read": True,
        "bmx280_read": True,
        "send2dusti": True,
        "send2madavi": True,
        "send2custom": True,
        "host_custom": f"api.{s['dom']}",
        "url_custom": "/ingest/airrohr",
        "port_custom": 443,
    }
    return json.dumps(cfg) + "\n"


GR.reg(
    "airrohr_config_json_wlanpwd",
    ("sensors/airrohr-<<n2>>/config.json", "backup/<<user>>/airrohr_config_<<n>>.json"),
    _airrohr,
    cred="human_x",
)

GR.reg(
    "purpleair_read_key_python",
    ("scripts/purpleair_pull_<<n>>.py", "home/<<user>>/aq/purpleair_compare.py"),
    """import requests

API_KEY = "<<cred>>"
BBOX = {"nwlng": 22.85, "nwlat": 40.70, "selng": 23.05, "selat": 40.55}

r = requests.get(
    "https://api.purpleair.com/v1/sensors",
    headers={"X-API-Key": API_KEY},
    params={"fields": "name,pm2.5_atm,humidity", **BBOX},
    timeout=30,
)
for row in r.json()["data"]:
    print(row)
""",
    cred="uuid",
)

GR.reg(
    "esphome_secrets_api_key",
    ("esphome/secrets.yaml", "config/esphome-<<n>>/secrets.yaml"),
    """# ESPHome secrets -- σταθμοί SPS30 / BME280
wifi_ssid: "Vodafone-<<n2>>"
wifi_password: "<<wifi>>"
api_encryption_key: "<<cred>>"
ota_password: "<<n2>><<n2>>"
""",
    cred="b64:32",
    extra=lambda rng, s: s.update(wifi=f"meltemi{s['n2']}"),
)

GR.reg(
    "grafana_datasource_yaml_influx",
    ("grafana/provisioning/datasources/influx.yaml", "deploy/grafana-<<n>>/datasources.yaml"),
    """apiVersion: 1
datasources:
  - name: InfluxDB-aq
    type: influxdb
    access: proxy
    url: http://influxdb:8086
    database: airquality
    user: grafana_ro
    secureJsonData:
      password: "<<cred>>"
    isDefault: true
""",
    cred="pw",
)

GR.reg(
    "greek_viber_csv_kodikos",
    ("viber/Viber_<<fa>>_<<n>>.csv", "exports/viber_ethelontes_<<year>>.csv"),
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dd>>/<<mm>>/<<year>>,<<t1>>:02,<<first>> <<last>>,<<phone>>,Καλησπέρα! Ο αισθητήρας στο μπαλκόνι μου δεν στέλνει από χθες
<<dd>>/<<mm>>/<<year>>,<<t2>>:40,<<first2>> <<last2>>,<<phone>>,Μάλλον άλλαξε ο κωδικός του WiFi; Ποιος είναι ο νέος;
<<dd>>/<<mm>>/<<year>>,<<t3>>:15,<<first>> <<last>>,<<phone>>,Ναι τον άλλαξε ο πάροχος. <<cred>>
<<dd>>/<<mm>>/<<year>>,<<t4>>:05,<<first2>> <<last2>>,<<phone>>,Τέλεια θα περάσω αύριο να τον ρυθμίσω
""",
    cred="human_x",
    syntax="",
)

GR.reg(
    "openaq_renviron_key",
    ("home/<<user>>/.Renviron", "projects/aq-analysis-<<n>>/.Renviron"),
    """R_LIBS_USER=~/R/library
OPENAQ_API_KEY=<<cred>>
TZ=Europe/Athens
""",
    cred="hex:64",
    syntax="",
)

GR.reg(
    "volunteers_gsheet_csv_logins",
    (
        "volunteers/Εθελοντές - Αισθητήρες_<<n>>.csv",
        "downloads/<<user>>/sensors_volunteers_<<year>>.csv",
    ),
    """Όνομα,Περιοχή,Αισθητήρας,WiFi SSID,WiFi κωδικός,Σημειώσεις
<<first>> <<last>>,Καλαμαριά,esp8266-<<n2>><<n>>,COSMOTE-<<n2>>,<<cred>>,μπαλκόνι 3ου
<<first2>> <<last2>>,Εύοσμος,esp8266-<<n>><<n2>>,Nova-<<n>>,(θα το στείλει),
""",
    cred="human_x",
    syntax="",
)
