"""Family: watercress growing on chalk-stream spring beds (packhouse, cold store, farm shop)."""
# ruff: noqa: E501

from __future__ import annotations

import base64

from twentyeighth_spec import dec_after, enc_b64, reg

F = "watercress_chalkstream_cress_growing"

reg(
    F,
    "watercress_bed_flow_sensor_esphome_yaml",
    ("esphome/bed<<n>>-flow.yaml", "cress-beds/esphome/spring-head-<<n>>.yaml"),
    """esphome:
  name: bed<<n>>-flow
  friendly_name: Bed <<n>> spring flow

esp32:
  board: esp32dev

wifi:
  ssid: "<<Org>> Beds"
  password: "<<v>>"
  ap:
    ssid: "Bed<<n>> Fallback"

api:
  reboot_timeout: 0s

logger:
  level: WARN

sensor:
  - platform: pulse_counter
    pin: GPIO27
    name: "Spring inflow"
    update_interval: 60s
""",
    "pw_json",
)

reg(
    F,
    "watercress_packhouse_grader_label_ini",
    ("packhouse/grader<<n>>/LabelLink.ini", "C:/Grader/config/labellink_<<n>>.ini"),
    """; Packhouse grader -> label printer link
[Line]
Name=Bunching line <<n>>
Scale=COM3
Units=g

[Export]
Mode=FTP
Host=<<ip>>
Port=21
User=grader
Pass=<<v>>
RemoteDir=/labels/in

[Retailer]
GTINPrefix=50<<nn>>
""",
    "pw_ini",
)

reg(
    F,
    "watercress_supermarket_edi_portal_python_auth",
    ("<<org>>-edi/scripts/send_asn.py", "edi/upload_dispatch_<<y>>.py"),
    '''"""Push the day's dispatch advice (ASN) to the retailer's supplier portal."""
import csv
import sys

import requests

PORTAL = "https://supplier.<<dom>>/api/v2/asn"
AUTH = ("<<org>>-cress", "<<v>>")


def main(path):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    r = requests.post(PORTAL, json={"lines": rows}, auth=AUTH, timeout=30)
    r.raise_for_status()
    print("sent", len(rows), "lines")


if __name__ == "__main__":
    main(sys.argv[1])
''',
    "pw_dq",
)

reg(
    F,
    "watercress_harvest_gang_polish_sms_haslo",
    ("phone-export/sms/<<first>>_<<y>>-<<mm>>.txt", "Harvest/brygada/sms_<<dd>><<mm>>.txt"),
    """<<dd>>/<<mm>>/<<y>> 05:<<mi>> - <<first>> (brygadzista): Dzień dobry, jutro zbieramy złoża 4-7, start 5:30
<<dd>>/<<mm>>/<<y>> 05:<<mi>> - <<first2>>: ok. a tablet do ważenia znowu się wylogował
<<dd>>/<<mm>>/<<y>> 05:<<mi>> - <<first>> (brygadzista): login packhouse2, hasło <<v>>
<<dd>>/<<mm>>/<<y>> 05:<<mi>> - <<first2>>: dzięki, działa
""",
    "human",
    "",
)

reg(
    F,
    "watercress_abstraction_licence_email_label_next_line",
    ("mail/<<y>>/abstraction-returns.eml", "Office/emails/EA_portal_login_<<first>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<f>>.<<l>>@<<dom>>>
Subject: Water abstraction returns - portal login
Date: Tue, <<d>> <<mon>> <<y>> 08:<<mi>>:11 +0000

Hi <<first2>>,

Can you submit the monthly abstraction readings for the spring heads while I'm away?
The meter readings are on the clipboard in the pump house.

Portal: https://abstraction.<<dom>>/returns
Username:
<<user>>@cressbeds
Password:
<<v>>

Licence number is on the first page of the folder. Don't forget bed 9 is on the second meter.

Thanks
<<first>>
""",
    "human",
    "",
)

reg(
    F,
    "watercress_cold_store_temp_logger_json_api_key",
    ("<<org>>/coldstore/logger-config.json", "devices/coldroom<<n>>/settings.json"),
    """{
  "device": "coldroom-<<n>>",
  "setpoint_c": 3.5,
  "alarm": {"high_c": 6.0, "delay_min": 20},
  "cloud": {
    "endpoint": "https://ingest.<<dom>>/v1/readings",
    "api_key": "<<v>>",
    "interval_s": 300
  },
  "sms_alarm_numbers": ["+447700<<nn>>"]
}
""",
    "x:tmk_live_:32",
)

reg(
    F,
    "watercress_farm_shop_square_node_client",
    ("<<org>>/farmshop/pos-sync/index.js", "shop-<<n>>/square/sync-stock.js"),
    """const { Client, Environment } = require('square');

// farm shop till -> stock sheet
const client = new Client({
  environment: Environment.Production,
  accessToken: '<<v>>',
});

async function run() {
  const { result } = await client.catalogApi.listCatalog(undefined, 'ITEM');
  for (const item of result.objects || []) {
    console.log(item.itemData.name);
  }
}

run().catch(console.error);
""",
    "p:square",
    "",
)

reg(
    F,
    "watercress_packhouse_filezilla_sitemanager_base64",
    (
        "Users/<<first>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "packhouse-pc<<n>>/FileZilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.<<dom>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>cress_labels</User>
      <Pass encoding="base64"><<v>></Pass>
      <Logontype>1</Logontype>
      <Name>Retailer label drop</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
    enc=enc_b64,
    decode=dec_after(
        r'<Pass encoding="base64">([^<]+)</Pass>', lambda s: base64.b64decode(s).decode()
    ),
)
