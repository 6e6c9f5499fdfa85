# ruff: noqa: E501
"""Family o: a medical-supplies drone-delivery pilot project in Rwanda (Kinyarwanda, French
and English)."""

from __future__ import annotations

from seventyninth_spec import Fam

F = Fam(
    name="rwanda_drone_delivery_pilot",
    orgs=("inyoniair", "kagabodrone", "ikirereexpress", "umurongofly"),
    tld="rw",
    first=(
        ("Jean Claude", "jeanclaude"),
        ("Aline", "aline"),
        ("Eric", "eric"),
        ("Divine", "divine"),
        ("Olivier", "olivier"),
        ("Clarisse", "clarisse"),
        ("Emmanuel", "emmanuel"),
        ("Umutoni", "umutoni"),
    ),
    last=(
        ("Habimana", "habimana"),
        ("Uwimana", "uwimana"),
        ("Niyonzima", "niyonzima"),
        ("Mukamana", "mukamana"),
        ("Nshimiyimana", "nshimiyimana"),
        ("Ingabire", "ingabire"),
        ("Mugisha", "mugisha"),
    ),
    words=(
        "kigali",
        "inyoni",
        "ikirere",
        "muhanga",
        "huye",
        "musanze",
        "rubavu",
        "amahoro",
        "urukundo",
        "intore",
        "gorilla",
        "virunga",
        "kivu",
        "ubumwe",
        "agaciro",
        "isimbi",
        "imena",
        "umuganda",
        "akagera",
        "nyungwe",
        "inka",
        "ingoma",
        "ejo",
        "heza",
    ),
    pets=("simba", "bobo", "kazungu", "rex", "bella", "shiru", "tommy", "rusty"),
    cc="+250",
)

# 1 WhatsApp (Kinyarwanda) with the ground station password
F.reg(
    "rwdrone_kinyarwanda_whatsapp_ijambo_banga_gcs",
    ("WhatsApp Chat with <<orgc>> Ops.txt", "chats/<<org>>_ops_<<iso>>.txt"),
    """<<day>>/<<mon>>/<<yr>>, <<hh>>:<<mi>> - <<name2>>: Mwaramutse, mudasobwa ya ground station i Muhanga ntiyemera ijambo ry'ibanga
<<day>>/<<mon>>/<<yr>>, <<hh>>:<<mi2>> - <<name>>: Konti: <<login>>
<<day>>/<<mon>>/<<yr>>, <<hh>>:<<mi2>> - <<name>>: Ijambo ry'ibanga: <<cred>>
<<day>>/<<mon>>/<<yr>>, <<hh>>:<<mi2>> - <<name>>: Ntuyihe abandi, murakoze
<<day>>/<<mon>>/<<yr>>, <<hh2>>:<<mi>> - <<name2>>: Byakunze 👍
""",
    cred="human",
    syntax="",
)

# 2 Python: MTN MoMo collection subscription key (health-centre payments)
F.reg(
    "rwdrone_momo_collection_subscription_key_python",
    ("payments/momo_collect.py", "<<org>>_billing/momo_<<n>>.py"),
    """import uuid

import requests

BASE = "https://proxy.momoapi.mtn.co.rw/collection"
SUBSCRIPTION_KEY = "<<cred>>"
API_USER = "<<uuid>>"


def request_to_pay(msisdn: str, amount: int) -> str:
    ref = str(uuid.uuid4())
    requests.post(
        f"{BASE}/v1_0/requesttopay",
        headers={"Ocp-Apim-Subscription-Key": SUBSCRIPTION_KEY, "X-Reference-Id": ref, "X-Target-Environment": "mtnrwanda"},
        json={"amount": str(amount), "currency": "RWF", "payer": {"partyIdType": "MSISDN", "partyId": msisdn}},
        timeout=30,
    )
    return ref
""",
    cred="p:momo",
)

# 3 .env: DJI Cloud API app licence for the dock
F.reg(
    "rwdrone_dji_cloud_api_dock_app_license_env",
    ("dock-cloud/.env", "<<org>>-cloud/.env.<<n>>"),
    """DJI_APP_ID=1<<n6>>
DJI_APP_KEY=<<hex32>>
DJI_APP_LICENSE=<<cred>>
MQTT_HOST=mqtt.<<dom>>
""",
    cred="b64:96",
    syntax="",
)

# 4 Grafana datasource provisioning YAML (flight telemetry)
F.reg(
    "rwdrone_flight_telemetry_grafana_datasource_yaml",
    ("grafana/provisioning/datasources/telemetry.yaml", "<<org>>/grafana/ds_<<n>>.yml"),
    """apiVersion: 1
datasources:
  - name: FlightLogs
    type: postgres
    url: <<ip>>:5432
    user: grafana_ro
    jsonData:
      database: flights
      sslmode: require
    secureJsonData:
      password: "<<cred>>"
""",
    cred="pw",
)

# 5 French e-mail: civil aviation portal password
F.reg(
    "rwdrone_french_email_mot_de_passe_portail_aviation",
    ("mail/<<login>>/<<iso>>_portail.eml", "courriel/<<org>>/<<n4>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Accès au portail des autorisations de vol (BVLOS)
Date: Thu, <<d>> Jul <<yr>> <<hh>>:<<mi>>:<<ss>> +0200
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Voici les identifiants du compte de l'entreprise sur le portail de l'autorité de l'aviation civile :
Identifiant : <<login2>>
Mot de passe : <<cred>>

Merci de soumettre les plans de vol Muhanga–Huye avant vendredi.

Cordialement,
<<name>>
Responsable des opérations, <<orgc>>
""",
    cred="human",
    syntax="",
)

# 6 Shell: LTE modem APN authentication with AT commands
F.reg(
    "rwdrone_companion_lte_modem_at_cgauth_script",
    ("companion/lte_up.sh", "<<org>>-uav/scripts/modem_<<n>>.sh"),
    """#!/bin/sh
# Private APN for the drone companion computer (Quectel EC25)
DEV=/dev/ttyUSB2
printf 'AT+CGDCONT=1,"IP","<<org>>.mtn.rw"\\r' > $DEV
sleep 1
printf 'AT+QICSGP=1,1,"<<org>>.mtn.rw","uav<<n3>>","<<cred>>",2\\r' > $DEV
sleep 1
printf 'AT+CGACT=1,1\\r' > $DEV
""",
    cred="pw_alnum",
    syntax="",
)

# 7 Bare RSA key of the ground station
F.reg(
    "rwdrone_ground_station_id_rsa_bare_key",
    ("home/gcs/.ssh/id_rsa", "<<org>>-gcs-<<n>>/keys/id_rsa"),
    "<<cred>>\n",
    cred="rsa",
    syntax="",
)

# 8 Node: Flutterwave secret key for clinic payments
F.reg(
    "rwdrone_clinic_orders_flutterwave_secret_node",
    ("api/src/payments/flutterwave.js", "<<org>>-orders/lib/flw_<<n>>.js"),
    """const Flutterwave = require('flutterwave-node-v3');

// Ubwishyu bw'amavuriro (clinic orders)
const flw = new Flutterwave('FLWPUBK-<<hex32>>-X', '<<cred>>');

module.exports = flw;
""",
    cred="p:flutterwave",
    syntax="",
)
