# ruff: noqa: E501
"""Family e: chambo and usipa fishing and drying co-operatives on the Lake Malawi shore,
Malawi. Chichewa and English."""

from __future__ import annotations

import json

from fortyfifth_spec import Fam, rsa_pem

F = Fam(
    "chambo_usipa_lakeshore_fishing",
    orgs=("chamboyathu", "nkhatabayfish", "usipamarket", "senga_coop"),
    tld="mw",
    first=(
        "chikondi",
        "mphatso",
        "thoko",
        "dalitso",
        "kondwani",
        "chisomo",
        "madalitso",
        "tiwonge",
        "yamikani",
        "limbani",
    ),
    last=("banda", "phiri", "mwale", "chirwa", "kachingwe", "nyirenda", "gondwe", "mkandawire"),
    words=(
        "chambo",
        "usipa",
        "kampango",
        "nyanja",
        "bwato",
        "ukonde",
        "mphepo",
        "mangochi",
        "likoma",
        "nkhotakota",
        "utaka",
        "mpasa",
    ),
    seasons=("chilimwe", "dzinja", "mphukira"),
    cc="+265",
    pets=("bingu", "simba"),
)
F.orgs = ("chamboyathu", "nkhatabayfish", "usipamarket", "sengacoop")

F.reg(
    "chambo_chichewa_whatsapp_mawu_achinsinsi",
    ("WhatsApp Chat with <<first>>.txt", "chats/gulu_<<org>>_<<n>>.txt"),
    """[<<dmys>> <<time>>] <<name>>: Moni abale, ndayiwala mawu achinsinsi a Airtel Money ya gulu
[<<dmys>> <<time2>>] <<name2>>: Ndikutumizira tsopano
[<<dmys>> <<time2>>] <<name2>>: Lolowera: <<user>>  mawu achinsinsi: <<cred>>
[<<dmys>> <<time2>>] <<name2>>: musagawane ndi aliyense chonde
[<<dmys>> <<time2>>] <<name>>: Zikomo kwambiri 🐟
""",
    "human",
)

F.reg(
    "chambo_cold_box_thingsboard_token_arduino",
    ("firmware/cold_box_<<n>>/cold_box_<<n>>.ino", "arduino/usipa_icebox_<<n>>.ino"),
    """// Solar ice-box on the Nkhata Bay landing beach — temperature to ThingsBoard
#include <WiFi.h>
#include <PubSubClient.h>
#include <OneWire.h>
#include <DallasTemperature.h>

const char* WIFI_SSID = "<<orgc>>-Beach";
const char* WIFI_PASS = "<<wifipw>>";
const char* TB_SERVER = "thingsboard.<<dom>>";
const char* TB_TOKEN  = "<<cred>>";   // device access token, ice box <<n>>

WiFiClient net;
PubSubClient mqtt(net);
OneWire oneWire(4);
DallasTemperature probe(&oneWire);

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  mqtt.setServer(TB_SERVER, 1883);
  probe.begin();
}

void loop() {
  if (!mqtt.connected()) mqtt.connect("icebox-<<n>>", TB_TOKEN, NULL);
  probe.requestTemperatures();
  String p = "{\\"temp\\":" + String(probe.getTempCByIndex(0)) + "}";
  mqtt.publish("v1/devices/me/telemetry", p.c_str());
  delay(60000);
}
""",
    "alnum:20",
    syntax="",
    extra=lambda rng, s: {
        "wifipw": "".join(rng.choice("abcdefghijkmnpqrstuvwxyz23456789") for _ in range(10))
    },
)

F.reg(
    "chambo_airtel_money_client_secret_python",
    ("payments/airtel_<<n>>.py", "coop_app/airtel_money.py"),
    """import requests

AIRTEL_BASE = "https://openapi.airtel.africa"
CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        f"{AIRTEL_BASE}/auth/oauth2/token",
        json={"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "grant_type": "client_credentials"},
        headers={"Content-Type": "application/json"},
        timeout=20,
    )
    return r.json()["access_token"]


def collect(msisdn: str, amount: int, ref: str) -> dict:
    h = {"Authorization": f"Bearer {token()}", "X-Country": "MW", "X-Currency": "MWK"}
    body = {"reference": ref, "subscriber": {"country": "MW", "currency": "MWK", "msisdn": msisdn},
            "transaction": {"amount": amount, "country": "MW", "currency": "MWK", "id": ref}}
    return requests.post(f"{AIRTEL_BASE}/merchant/v1/payments/", json=body, headers=h, timeout=20).json()
""",
    "uuid",
)

F.reg(
    "chambo_boat_gps_traccar_xml_database",
    ("opt/traccar/conf/traccar.xml", "traccar/conf/traccar_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>

<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>

<properties>

    <!-- GPS trackers on the co-operative's fishing boats -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>

    <entry key='mail.smtp.host'>smtp.<<dom>></entry>
    <entry key='mail.smtp.username'>boats@<<dom>></entry>

</properties>
""",
    "pw_xml",
)

F.reg(
    "chambo_coop_sms_tnm_thread_value_only",
    ("sms/tnm_<<first>>_<<date>>.txt", "Phone/Messages/<<phone2>>_<<n>>.txt"),
    """<<name2>> (<<phone2>>)
<<dmy>> <<time>>
Bambo, chonde nditumizireni code ya pa computer ya ofesi ya usipa

Ine
<<dmy>> <<time2>>
<<cred>>

<<name2>> (<<phone2>>)
<<dmy>> <<time2>>
Zikomo, yagwira
""",
    "human_x",
    syntax="",
)


def _sa(s):
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-prices",
            "private_key_id": s["kid"],
            "private_key": s["pem"] + "\n",
            "client_email": f"sheets-bot@{s['org']}-prices.iam.gserviceaccount.com",
            "client_id": s["cid"],
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "universe_domain": "googleapis.com",
        },
        indent=2,
    )


F.reg(
    "chambo_market_prices_sheets_service_account_json",
    ("credentials/<<org>>-prices-<<hex8>>.json", "secrets/service_account_<<n>>.json"),
    _sa,
    lambda rng, s: rsa_pem(rng, pkcs8=True),
    extra=lambda rng, s: {
        "pem": s["cred"],
        "needle": json.dumps(s["cred"])[1:-1],
        "kid": rng.randbytes(20).hex(),
        "cid": str(rng.randint(10**20, 10**21)),
    },
)

F.reg(
    "chambo_usipa_drying_minutes_english_chichewa",
    ("minutes/msonkhano_<<date>>.txt", "Documents/minutes_<<org>>_<<n>>.txt"),
    """MINUTES OF THE USIPA DRYING RACKS COMMITTEE — <<orgc>>
Date: <<dmy>>   Venue: Chintheche beach shed
Present: <<name>> (chair), <<name2>> (treasurer), 9 members

1. Racks: 4 new mesh racks fixed before the rains (mvula).
2. Prices at Mzuzu market: usipa MK 6,500 per pail.
3. Office laptop: the treasurer reported the login was changed after the theft.
   New login is treasurer / <<cred>> — only chair and treasurer to use it.
4. AOB: none. Meeting closed with prayer at <<time>>.
""",
    "human",
    syntax="",
)

F.reg(
    "chambo_landing_radio_mikrotik_rsc_export",
    ("network/mikrotik_<<n>>.rsc", "backup/landing_ap_<<date>>.rsc"),
    """# <<date>> <<time>>:10 by RouterOS 6.49.10
# software id = <<hex8>>
#
# model = RBSXTsq5nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=landing supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=5ghz-a/n country=malawi mode=station-bridge security-profile=landing ssid=<<orgc>>-PtP
/ip address
add address=<<ip>>/24 interface=bridge network=10.0.0.0
/system identity
set name=landing-<<n>>
""",
    "pw_bare",
    syntax="",
)
