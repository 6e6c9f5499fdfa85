# ruff: noqa: E501
"""Family b: a roadside suya (grilled beef) stall in Lagos, Nigeria; English, Pidgin, Yoruba."""

from __future__ import annotations

import json

from hundrednineteenth_spec import Fam

FAM = Fam(
    name="suya_street_stall_lagos",
    orgs=("mallamsuya",),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Musa", "musa"),
        ("Ṣadé", "sade"),
        ("Chinedu", "chinedu"),
        ("Abubakar", "abubakar"),
        ("Funmilayọ", "funmilayo"),
        ("Tunde", "tunde"),
    ),
    last=(
        ("Ọládipọ̀", "oladipo"),
        ("Garba", "garba"),
        ("Okafor", "okafor"),
        ("Adéyẹmí", "adeyemi"),
        ("Bello", "bello"),
        ("Lawal", "lawal"),
    ),
    words=(
        "suya",
        "yaji",
        "lagos",
        "ikeja",
        "kilishi",
        "balogun",
        "mallam",
        "jollof",
        "ibadan",
        "eko",
        "oyinbo",
        "danfo",
        "agege",
        "naija",
        "owambe",
        "oga",
    ),
    pets=("bingo", "tiger", "simba", "jack", "lucky", "scooby"),
    cc="+234 8",
    phrases=("eko oni baje", "God is good", "no shaking"),
)

FAM.reg(
    "suya_whatsapp_ios_pidgin_chowdeck_vendor_password",
    (
        "WhatsApp Chat - <<fa>> Suya Boys/_chat.txt",
        "exports/WhatsApp Chat with Oga <<la>> <<n>>.txt",
    ),
    """[<<d>>/<<mo>>/<<y>>, <<time>>:14] <<fn>> <<ln>>: Oga the Chowdeck tablet don log out again 😩
[<<d>>/<<mo>>/<<y>>, <<t2>>:02] Mallam <<fn2>>: which phone number you use?
[<<d>>/<<mo>>/<<y>>, <<t2>>:40] <<fn>> <<ln>>: <<phone>>
[<<d>>/<<mo>>/<<y>>, <<t3>>:11] Mallam <<fn2>>: password na <<cred>>
[<<d>>/<<mo>>/<<y>>, <<t3>>:30] <<fn>> <<ln>>: E don enter. Orders dey come already, 3 wraps of suya + kilishi
[<<d>>/<<mo>>/<<y>>, <<t3>>:52] Mallam <<fn2>>: Oya make una sharp, customers dey wait for Lekki side
""",
    "human",
)


def _sms_xml(s):
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="{s["uuid"]}" backup_date="{s["ts"]}000" type="full">
  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}000" type="2" subject="null" body="Abeg send me the Moniepoint business app login again, I wan check today transfers" read="1" status="-1" locked="0" contact_name="{s["fn2"]}" />
  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}410" type="1" subject="null" body="{s["cred"]}" read="1" status="-1" locked="0" contact_name="{s["fn2"]}" />
  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}990" type="2" subject="null" body="Ẹ ṣé o. Mo ti wọlé" read="1" status="-1" locked="0" contact_name="{s["fn2"]}" />
</smses>
"""


FAM.reg(
    "suya_sms_backup_xml_moniepoint_reply_only",
    ("SMSBackupRestore/sms-<<date>>-<<n>>.xml", "Backups/suya_phone_sms_<<ts>>.xml"),
    _sms_xml,
    "human_x",
)

FAM.reg(
    "suya_paystack_whatsapp_orderbot_env",
    ("suya-orderbot/.env", "orderbot-<<n>>/.env.local"),
    """# suya order bot (WhatsApp Cloud API + Paystack)
NODE_ENV=production
PORT=3000
WHATSAPP_PHONE_NUMBER_ID=1<<n4>><<n4>><<n3>>
WHATSAPP_VERIFY_TOKEN=suya-<<n4>>
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
MONGO_URL=mongodb://localhost:27017/suya
""",
    "p:paystack",
    extra=lambda r, s: {"pk": "".join(r.choice("0123456789abcdef") for _ in range(40))},
)

FAM.reg(
    "suya_loyverse_receipts_apps_script_token",
    ("apps-script/DailyReceipts_<<n>>.gs", "Code-<<orgc>>-<<y>>.gs"),
    """// Pulls Loyverse receipts into the "Daily sales" sheet every night
const LOYVERSE_TOKEN = '<<cred>>';
const SHEET_ID = '1<<hex8>><<hex8>>Xk';

function pullReceipts() {
  const since = new Date(Date.now() - 864e5).toISOString();
  const res = UrlFetchApp.fetch('https://api.loyverse.com/v1.0/receipts?created_at_min=' + since, {
    headers: { Authorization: 'Bearer ' + LOYVERSE_TOKEN },
  });
  const rows = JSON.parse(res.getContentText()).receipts.map(r => [r.receipt_number, r.total_money, r.created_at]);
  SpreadsheetApp.openById(SHEET_ID).getSheetByName('Daily sales').getRange(2, 1, rows.length, 3).setValues(rows);
}
""",
    "hex:32",
    syntax="",
)

FAM.reg(
    "suya_flutterwave_webhook_fastapi_settings",
    ("suya_pay/settings.py", "app/config_<<n>>.py"),
    '''"""Settings for the Flutterwave payment-link webhook (<<org>>)."""

FLW_PUBLIC_KEY = "FLWPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>-X"
FLW_SECRET_KEY = "<<cred>>"
FLW_SECRET_HASH = "<<fa>>-suya-<<n4>>"
CALLBACK_URL = "https://<<dom>>/flw/callback"
''',
    "p:flutterwave",
)

FAM.reg(
    "suya_tapo_grill_camera_homeassistant_yaml",
    ("homeassistant/cameras_<<n>>.yaml", "config/packages/grill_cam_<<org>>.yaml"),
    """camera:
  - platform: generic
    name: Grill cam
    still_image_url: "http://<<lan>>/stream1.jpg"
    stream_source: "rtsp://<<fa>>cam:<<cred>>@<<lan>>:554/stream1"
    verify_ssl: false
  - platform: generic
    name: Cash table
    stream_source: "rtsp://<<fa>>cam:<<cred>>@<<lan>>:554/stream2"
""",
    "pw_url",
)

FAM.reg(
    "suya_yoruba_ledger_notebook_ocr_oro_asina",
    ("scans/iwe_owo_<<dmyd>>.txt", "ocr/notebook_page_<<n>>.txt"),
    """Ọjọ́ <<dmy>>
Ẹran (beef) 25kg ......... ₦187,500
Yaji / ata ............... ₦12,000
Gas refill ............... ₦21,000

OPay POS - ọ̀rọ̀ aṣínà:
<<cred>>
(má ṣe fi hàn ẹnikẹ́ni)
""",
    "human",
    syntax="",
)


def _tg_json(s):
    cfg = {
        "bot_token": s["cred"],
        "chat_id": -1000000000000 - int(s["n4"]),
        "stall": s["orgc"],
        "messages": {"ready": "Suya don ready! 🔥", "closed": "We don close for today"},
    }
    return json.dumps(cfg, indent=2, ensure_ascii=False) + "\n"


FAM.reg(
    "suya_ready_alert_telegram_bot_config_json",
    ("suya-alert/config.json", "bots/suya_ready_<<n>>/config.json"),
    _tg_json,
    "p:telegram",
)
