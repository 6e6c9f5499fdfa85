# ruff: noqa: E501
"""Family b: drought cash relief around Baidoa, Somalia (Somali, English): mobile money,
SurveyCTO / ONA, satellite phones and the hub's shared files."""

from __future__ import annotations

import random

from sixtyfirst_spec import Fam, dec_basic, enc_basic

F = Fam(
    "baidoa_drought_cashrelief",
    orgs=("biyokeen", "tarpaulin-trust", "lastmile-logistics"),
    tld="so",
    first=("abdirahman", "hawo", "mohamed", "fartun", "abdiqani", "sahra", "yusuf", "ubah"),
    last=("hassan", "warsame", "abdi", "nur", "ibrahim", "mohamud", "farah", "aden"),
    words=(
        "biyo",
        "roob",
        "geel",
        "baidoa",
        "bay",
        "gu",
        "deyr",
        "nabad",
        "hooyo",
        "caano",
        "xareed",
    ),
    places=("Baidoa", "Bur Hakaba", "Dinsor", "Qansax Dheere", "Berdale", "Wajid"),
    cc="+25261",
    country="somalia",
)

# 1. WhatsApp export in Somali
F.reg(
    "baidoa_somali_whatsapp_erayga_sirta_laptop",
    ("WhatsApp Chat with Xafiiska <<place>>.txt", "chats/xafiiska_baidoa_<<compact>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Salaan, laptop-ka xafiiska ee Dell-ka ah ma furmayo, yaa garanaya erayga sirta?
<<dmy>>, <<time>> - Hawo Warsame: Isticmaalaha waa "xafiis" erayga sirtuna waa <<cred>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Mahadsanid walaal 🙏 wuu furmay
<<dmy>>, <<time2>> - Hawo Warsame: Fadlan ha u dirin cid kale, berri waan beddeli doonaa
""",
    "human",
)

# 2. WaafiPay disbursement config (PHP)
F.reg(
    "baidoa_waafipay_disbursement_php_config",
    ("cash-portal/config/waafipay.php", "www/<<org>>/config/payments_<<n>>.php"),
    """<?php
// Lacag-bixinta gurmadka abaarta (Baidoa) – WaafiPay API
// Updated <<dmy>> by <<user>>
return [
    'endpoint'    => 'https://api.waafipay.net/asm',
    'merchantUid' => 'M07<<hexid>>',
    'apiUserId'   => '100<<nn>>87',
    'apiKey'      => '<<cred>>',
    'channel'     => 'WEB',
    'currency'    => 'USD',
    'batch_limit' => 500,
];
""",
    "p:waafi",
    syntax="",
)

# 3. SpreadsheetML payroll workbook with the portal login in a cell
F.reg(
    "baidoa_spreadsheetml_payroll_portal_cell",
    ("Drive/Cash/liiska_lacagta_<<compact>>.xml", "shared/payroll_round<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Wareegga <<n>>">
  <Table>
   <Row><Cell><Data ss:Type="String">Magaca</Data></Cell><Cell><Data ss:Type="String">Telefoon</Data></Cell><Cell><Data ss:Type="String">Lacag (USD)</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Fartun Abdi</Data></Cell><Cell><Data ss:Type="String"><<phone>></Data></Cell><Cell><Data ss:Type="Number">90</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Yusuf Nur</Data></Cell><Cell><Data ss:Type="String">+252615550<<nn>>1</Data></Cell><Cell><Data ss:Type="Number">90</Data></Cell></Row>
  </Table>
 </Worksheet>
 <Worksheet ss:Name="Login">
  <Table>
   <Row><Cell><Data ss:Type="String">Portal</Data></Cell><Cell><Data ss:Type="String">https://merchant.hormuud.com</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">User</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Password</Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)

# 4. Telegram bot for early-warning alerts
F.reg(
    "baidoa_early_warning_telegram_bot_python",
    ("ews/alert_bot.py", "scripts/digniin_bot_<<n>>.py"),
    """# Digniinta hore: roobka iyo qiimaha biyaha -> kooxda Telegram
import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<hexid>>


def send(text: str) -> None:
    url = f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage"
    requests.post(url, data={"chat_id": CHAT_ID, "text": text}, timeout=30)


if __name__ == "__main__":
    send("Qiimaha haanta biyaha <<place>>: $<<n>> (todobaadkan)")
""",
    "p:tg_bot",
    extra=lambda rng, s: s.update(hexid=str(rng.randint(1_000_000_000, 1_999_999_999))),
)

# 5. Satellite-phone handover note (markdown)
F.reg(
    "baidoa_satphone_handover_airtime_portal",
    ("handover/Handover_<<fn>>_<<compact>>.md", "Drive/Security/satphones_<<year>>.md"),
    """# Handover – Security & Comms, Baidoa hub

**Outgoing:** <<fn>> <<ln>>  **Date:** <<dmy>>

## Satellite phones

| Set | Holder | Number | Notes |
|---|---|---|---|
| Thuraya XT-LITE #1 | Head of Office | +88216<<hexid>> | charger in radio room |
| Thuraya XT-LITE #2 | Convoy lead | +8821677<<nn>>301 | battery weak |
| Iridium 9575 | Dinsor team | +881631<<nn>>4410 | check credit every Monday |

Airtime top-ups go through the reseller portal (airtime.<<dom>>), login `<<user>>`,
password `<<cred>>` – change it after the handover, the old driver still knows it.

## Radio

HF callsign BIYO-1, VHF ch 6 base / ch 8 convoys. Radio check 07:30 and 18:00 daily.
""",
    "pw",
    syntax="",
)

# 6. SurveyCTO pull script + crontab
F.reg(
    "baidoa_surveycto_cron_curl_wide_csv",
    ("srv/pdm/pull_scto.sh", "home/<<first>>/pdm_pull_<<n>>.sh"),
    """#!/bin/bash
# Post-distribution monitoring: soo dejinta xogta SurveyCTO
# crontab: 15 4 * * * /srv/pdm/pull_scto.sh >> /var/log/pdm.log 2>&1
set -euo pipefail
SERVER=biyokeen<<nn>>
OUT=/srv/pdm/data/pdm_round<<n>>_$(date +%F).csv
curl -s -u '<<email>>:<<cred>>' \\
  "https://${SERVER}.surveycto.com/api/v2/forms/data/wide/csv/pdm_cash_round<<n>>?date=0" \\
  -o "$OUT"
echo "$(date) pulled $(wc -l < "$OUT") rows"
""",
    "pw_sq",
    syntax="",
)


# 7. REST client .http file with an encoded Basic header (ONA)
def _http_extra(rng: random.Random, s: dict) -> None:
    s["basic"] = enc_basic(str(s["user"]), str(s["cred"]))
    s["form"] = rng.randint(100000, 999999)


F.reg(
    "baidoa_ona_rest_client_http_basic_b64",
    ("api/ona.http", "vscode/requests_<<n>>.http"),
    """### Xogta baaritaanka suuqa (ONA)
GET https://api.ona.io/api/v1/data/<<form>>?page=1&page_size=500
Authorization: Basic <<basic>>
Accept: application/json

### Liiska foomamka
GET https://api.ona.io/api/v1/forms?owner=<<org>>
Authorization: Basic <<basic>>
""",
    "pw_json",
    extra=_http_extra,
    decode=dec_basic,
)

# 8. Android SMS backup XML (Somali message with the office laptop password)
F.reg(
    "baidoa_sms_backup_xml_furaha_sirta",
    ("SMSBackupRestore/sms-<<compact>>.xml", "phone_backup/sms_<<hexid>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<?xml-stylesheet type="text/xsl" href="sms.xsl"?>
<smses count="3" backup_set="<<uuid>>" backup_date="1748920000000" type="full">
  <sms protocol="0" address="<<phone>>" date="1748911200000" type="1" subject="null" body="Ku soo dhawoow kooxda qiimeynta. Shirka waa 8:00 xafiiska <<place>>." toa="null" sc_toa="null" service_center="+25261000000" read="1" status="-1" locked="0" date_sent="1748911199000" sub_id="1" readable_date="<<dmy>> 8:00:00 AM" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="1748913000000" type="1" subject="null" body="Tablet-ka KoBo: user <<user>> furaha sirta <<cred>> . Ha lumin." toa="null" sc_toa="null" service_center="+25261000000" read="1" status="-1" locked="0" date_sent="1748912999000" sub_id="1" readable_date="<<dmy>> 8:30:00 AM" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="1748913600000" type="2" subject="null" body="Ok mahadsanid" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> 8:40:00 AM" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)
