# ruff: noqa: E501
"""Family f: a coast-guard station in the Visayas, the Philippines (Filipino / Tagalog, English)."""

from __future__ import annotations

import random
import re
import urllib.parse

from hundredsecond_spec import Fam, Slots, enc_url, json_text, reg, sym_pw

F = Fam(
    name="coast_guard_station_visayas",
    orgs=("bantaydagat", "alonwatch", "tanodisla", "habagatops"),
    tld="org.ph",
    first=(
        ("Juan", "juan"),
        ("Maria", "maria"),
        ("Jose", "jose"),
        ("Ligaya", "ligaya"),
        ("Marites", "marites"),
        ("Jomar", "jomar"),
        ("Dindo", "dindo"),
        ("Analyn", "analyn"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
    ),
    words=(
        "bantay",
        "dagat",
        "alon",
        "bangka",
        "mabuhay",
        "tala",
        "bayani",
        "isla",
        "bagyo",
        "sampaguita",
        "pinoy",
        "laban",
        "habagat",
        "amihan",
        "mangga",
        "adobo",
    ),
    pets=("bantay", "brownie", "choco", "muning", "whitey", "blackie"),
    places=("cebu", "tacloban", "ormoc", "bohol", "iloilo", "catbalogan"),
    cc="+63",
)

reg(
    F,
    "bantay_tagalog_messenger_copied_text_password",
    ("Notes/messenger_copy_<<date>>.txt", "Desktop/<<place>>_radar_pw_<<month>><<day>>.txt"),
    """<<first>> <<last>>
Sir, ano po ang password ng radar PC? Naka-lock po ulit pagkatapos ng brownout.
<<hh>>:<<mi>>
<<first2>> <<last2>>
User: watch<<n>>
<<first2>> <<last2>>
<<cred>>
<<first>> <<last>>
Salamat po sir! 🙏
""",
    "human",
)

reg(
    F,
    "bantay_ais_catcher_config_sharing_key_json",
    ("etc/AIS-catcher/config.json", "home/<<fa>>/ais/<<place>>-config.json"),
    """{
  "config": "aiscatcher",
  "version": 1,
  "sharing": true,
  "sharing_key": "<<cred>>",
  "rtlsdr": {"tuner": "auto", "bandwidth": 192000, "sample_rate": 1536000, "biastee": true},
  "server": {"active": true, "port": 8100, "share_loc": true, "station": "<<orgc>> Station <<placec>>", "lat": 10.<<nnnn>>, "lon": 123.<<nnnn>>},
  "udp": [{"host": "<<ip>>", "port": 10110}]
}
""",
    "uuid",
)

reg(
    F,
    "bantay_marinetraffic_vessel_positions_python",
    ("scripts/mt_positions_<<place>>.py", "opt/<<org>>/vts/marinetraffic_pull.py"),
    """# Pull vessel positions around <<place>> for the watch officer's map
import requests

MT_API_KEY = "<<cred>>"
AREA = "MINLAT:9.8 MAXLAT:10.6 MINLON:123.5 MAXLON:124.4"

resp = requests.get(
    f"https://services.marinetraffic.com/api/exportvessels/v:8/{MT_API_KEY}/timespan:10/protocol:jsono",
    timeout=30,
)
for v in resp.json():
    print(v["MMSI"], v["SHIPNAME"], v["LAT"], v["LON"], v["SPEED"])
""",
    "hex:40",
)

reg(
    F,
    "bantay_paymongo_training_fees_node",
    ("seminar-payments/src/paymongo.js", "srv/<<org>>/bst/paymongo.js"),
    """// Basic Safety Training (BST) seminar fees via GCash / Maya – PayMongo
const axios = require("axios");

const PAYMONGO_SECRET = "<<cred>>";
const auth = Buffer.from(`${PAYMONGO_SECRET}:`).toString("base64");

async function createLink(amountPhp, description) {
  const res = await axios.post(
    "https://api.paymongo.com/v1/links",
    { data: { attributes: { amount: amountPhp * 100, description, remarks: "<<place>>" } } },
    { headers: { Authorization: `Basic ${auth}` } }
  );
  return res.data.data.attributes.checkout_url;
}

module.exports = { createLink };
""",
    "p:paymongo",
    "",
)

reg(
    F,
    "bantay_globe_labs_sms_alert_php",
    ("public/sms/send_gale_warning.php", "htdocs/<<org>>/globe_sms.php"),
    """<?php
// Gale warning SMS blast to bangkero (fisherfolk) list – Globe Labs
$app_id = '<<hex8>>Gx<<hex8>>';
$app_secret = '<<cred>>';
$shortcode = '2158<<nnnn>>';

function send_sms($to, $msg) {
    global $app_id, $app_secret, $shortcode;
    $url = "https://devapi.globelabs.com.ph/smsmessaging/v1/outbound/{$shortcode}/requests?app_id={$app_id}&app_secret={$app_secret}";
    $payload = json_encode(['outboundSMSMessageRequest' => ['address' => $to, 'senderAddress' => $shortcode, 'outboundSMSTextMessage' => ['message' => $msg]]]);
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
    return curl_exec($ch);
}

send_sms('<<phone2>>', 'BABALA: Bawal pumalaot. Gale warning sa <<place>>.');
""",
    "hex:64",
    "",
)


def _pct_pw(rng: random.Random, s: Slots) -> str:
    return sym_pw(rng, "@:/?#&%+=$")


def _pct_extra(rng: random.Random, s: Slots) -> Slots:
    return {"enc": enc_url(s["cred"])}


def _dec_pct(text: str) -> str:
    m = re.search(r"auth-password=([^&\"]+)", text)
    if not m:
        raise ValueError("no auth-password")
    return urllib.parse.unquote(m.group(1))


def _duplicati(s: Slots) -> str:
    target = (
        f"webdav://{s['ip']}:5006/backup/station-{s['place']}"
        f"?auth-username=duplicati&auth-password={s['enc']}&use-ssl=true"
    )
    return json_text(
        {
            "CreatedByVersion": "2.0.8.1",
            "Schedule": {"Repeat": "1D", "Time": f"{s['date']}T18:00:00Z"},
            "Backup": {
                "Name": f"Station {s['placec']} logbook + radar captures",
                "TargetURL": target,
                "Sources": ["C:\\Users\\watch\\Documents\\Logbook\\", "D:\\RadarCaptures\\"],
                "Settings": [
                    {"Name": "encryption-module", "Value": "aes"},
                    {"Name": "retention-policy", "Value": "1W:1D,4W:1W,12M:1M"},
                ],
            },
        }
    )


reg(
    F,
    "bantay_duplicati_job_webdav_url_percent_encoded",
    (
        "Duplicati/exports/station-<<place>>-backup.json",
        "Documents/<<org>>/duplicati_<<date>>.json",
    ),
    _duplicati,
    _pct_pw,
    None,
    _pct_extra,
    _dec_pct,
)

reg(
    F,
    "bantay_radar_console_sticky_note_ocr",
    ("ocr/sticky_<<date>>.txt", "scans/<<place>>_radar_note_<<nn>>.txt"),
    """RADAR PC - <<placec>>
watch<<n>>
<<cred>>
wag ipamigay!!
""",
    "human",
)

reg(
    F,
    "bantay_buoy_telegraf_conf_influx_token",
    ("etc/telegraf/telegraf.conf", "opt/<<org>>/buoy-<<place>>/telegraf.conf"),
    """# Weather buoy -> InfluxDB (station <<placec>>)
[agent]
  interval = "30s"
  hostname = "buoy-<<place>>"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "buoys"

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["buoy/+/telemetry"]
  username = "telegraf"
  data_format = "json"
""",
    "p:influx",
    "toml",
)
