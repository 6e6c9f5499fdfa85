# ruff: noqa: E501
"""Family c: a solar mini-grid operator in rural Kano / Kaduna, Nigeria; Hausa (Boko, with
hooked letters) and English."""

from __future__ import annotations

from eightieth_spec import Fam

F = Fam(
    name="hasken_rana_minigrid",
    orgs=("haskenkauye", "ranawuta", "arewagrid"),
    tld="com.ng",
    first=("musa", "aisha", "ibrahim", "fatima", "abubakar", "hauwa", "sani", "zainab"),
    last=("bello", "abdullahi", "usman", "garba", "danjuma", "lawal", "yusuf", "kabir"),
    first_l=("Musa", "Aisha", "Ibrahim", "Fatima", "Abubakar", "Hauwa", "Sani", "Zainab"),
    last_l=("Bello", "Abdullahi", "Usman", "Garba", "Ɗanjuma", "Lawal", "Yusuf", "Kabiru"),
    words=(
        "hasken",
        "rana",
        "wuta",
        "kano",
        "arewa",
        "sannu",
        "lafiya",
        "gida",
        "kudi",
        "sarki",
        "zaki",
        "birni",
        "kauye",
        "nagari",
        "tauraro",
        "kasuwa",
        "dawaki",
        "rijiya",
    ),
    pets=("zaki", "bingo", "damisa", "jimmy", "rocky", "kare"),
    places=("Kano", "Kaduna", "Zaria", "Katsina", "Bauchi", "Dutse"),
    cc="+234",
    mobile=("80", "81", "70", "90"),
)

F.reg(
    "hasken_hausa_whatsapp_kalmar_sirri_sparkmeter",
    ("WhatsApp Chat with Masu Gyaran Layi <<n>>.txt", "chats/minigrid_<<place>>_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<full>>: Assalamu alaikum, mita 40 a unguwar <<place>> basu da wuta
<<dmy>>, <<time>> - <<full>>: Ban iya shiga SparkMeter ba, yana cewa kalmar sirri ba daidai ba
<<dmy>>, <<time2>> - <<full2>>: An canza jiya. Sabuwar kalmar sirri: <<cred>>
<<dmy>>, <<time2>> - <<full2>>: Sunan mai amfani: operator@<<dom>>
<<dmy>>, <<time3>> - <<full>>: Na gode, na shiga 🙏
""",
    cred="human",
)

F.reg(
    "hasken_sparkmeter_koios_api_python",
    ("scripts/koios_sync_<<n>>.py", "etl/sparkmeter_readings.py"),
    """\"\"\"Pull daily readings from SparkMeter Koios for the <<place>> mini-grid.\"\"\"
import requests

KOIOS_URL = "https://www.sparkmeter.cloud/api/v1"
API_KEY = "<<kid>>"
API_SECRET = "<<cred>>"
SITE_ID = "<<uuid>>"


def readings(day):
    r = requests.get(
        f"{KOIOS_URL}/organizations/{SITE_ID}/data/historical",
        headers={"X-API-KEY": API_KEY, "X-API-SECRET": API_SECRET},
        params={"date": day},
        timeout=60,
    )
    r.raise_for_status()
    return r.json()
""",
    cred="p:sparkmeter_secret",
    extra=lambda rng, s: {"kid": F.draw(rng, "uuid")},
)

F.reg(
    "hasken_victron_vrm_token_curl_script",
    ("bin/vrm_battery_soc_<<n>>.sh", "cron/vrm_pull.sh"),
    """#!/bin/sh
# Cerbo GX a <<place>>: battery SoC daga Victron VRM (installation <<n6>>)
VRM_TOKEN="<<cred>>"
curl -s -H "X-Authorization: Token $VRM_TOKEN" \\
  "https://vrmapi.victronenergy.com/v2/installations/<<n6>>/stats?type=live_feed" \\
  > /var/lib/minigrid/vrm_<<n>>.json
""",
    cred="p:victron_vrm",
    syntax="",
)

F.reg(
    "hasken_paystack_secret_laravel_env",
    ("portal/.env", "billing-<<n>>/.env"),
    """APP_NAME=HaskenPortal
APP_ENV=production
APP_URL=https://pay.<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=minigrid_billing
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_PAYMENT_URL=https://api.paystack.co
MERCHANT_EMAIL=<<email>>
""",
    cred="p:paystack_sk",
    extra=lambda rng, s: {"pk": F.draw(rng, "hex:40")},
)

F.reg(
    "hasken_teltonika_rut_router_uci_config",
    ("etc/config/wireless_<<n>>", "backup/rut955_<<place>>/etc/config/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option channel 'auto'
	option hwmode '11g'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'Hasken-<<place>>-Gen'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "hasken_english_email_steamaco_handover",
    ("mail/handover_<<n>>.eml", "Sent/steama_login_<<date>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: Handover - Steamaco dashboard, <<place>> site
Date: <<date>> <<time>> +0100
Content-Type: text/plain; charset=UTF-8

Sannu <<first2>>,

As I go on leave, you take over the <<place>> mini-grid. Steamaco dashboard login:
  user: <<email>>
  password: <<cred>>
Please change it after first login. The Victron inverters are still on the old firmware.

Na gode,
<<full>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "hasken_termii_sms_api_key_php",
    ("sms/send_topup_receipt.php", "includes/termii_<<n>>.php"),
    """<?php
// Aika sakon tabbatarwa bayan an biya kudin wuta
$payload = [
    'api_key' => '<<cred>>',
    'to'      => $phone,
    'from'    => 'HASKEN',
    'sms'     => "An karbi N{$amount}. Token: {$token}",
    'type'    => 'plain',
    'channel' => 'dnd',
];
$ch = curl_init('https://api.ng.termii.com/api/sms/send');
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
curl_exec($ch);
""",
    cred="p:termii",
    syntax="",
)

F.reg(
    "hasken_meter_agents_spreadsheetml",
    ("reports/wakilai_<<mo>>.xml", "Downloads/agents_<<place>>_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Wakilai">
  <Table>
   <Row><Cell><Data ss:Type="String">Suna</Data></Cell><Cell><Data ss:Type="String">Waya</Data></Cell><Cell><Data ss:Type="String">Portal</Data></Cell><Cell><Data ss:Type="String">Kalmar sirri</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<full>></Data></Cell><Cell><Data ss:Type="String"><<phone>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<full2>></Data></Cell><Cell><Data ss:Type="String"><<phone2>></Data></Cell><Cell><Data ss:Type="String"><<first2>></Data></Cell><Cell><Data ss:Type="String">(ta canza)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="human",
)
