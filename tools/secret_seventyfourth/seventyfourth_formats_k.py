"""Family k: a yacht charter company in Phuket / Phang Nga Bay, Thailand (Thai and English)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from seventyfourth_spec import Fam, gen_pw, must_have

PHUKET = Fam(
    name="phangnga_bay_yacht_hire",
    orgs=("andamanrua", "talaydao", "chalongcharter"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดารัตน์", "sudarat"),
        ("ณัฐพล", "nattapon"),
        ("ปิยะนุช", "piyanuch"),
        ("วิชัย", "wichai"),
        ("กมลชนก", "kamonchanok"),
        ("ธนกร", "thanakorn"),
        ("อรทัย", "orathai"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
        ("แก้วมณี", "kaewmanee"),
        ("จันทร์เพ็ญ", "chanpen"),
        ("สุวรรณ", "suwan"),
    ),
    words=(
        "phuket",
        "andaman",
        "chalong",
        "patong",
        "sabai",
        "sanuk",
        "talay",
        "ruea",
        "phangnga",
        "krabi",
        "similan",
        "naga",
        "mali",
        "somtam",
        "chang",
        "kohyao",
        "tomyum",
        "dara",
    ),
    pets=("Moo", "Kaitod", "Mali", "Lucky", "Toffee", "Khanom"),
    cc="+66",
    vessels=("S/Y Talay Dao", "Catamaran Naga", "M/Y Andaman Pearl", "Lagoon 42 Mali", "S/Y Sabai"),
    places=("Chalong", "Ao Po Grand Marina", "Yacht Haven", "Krabi", "Koh Yao Noi"),
)
F = PHUKET.reg

F(
    "phuketyacht_thai_line_export_rahat_phan",
    ("LINE/[LINE] แชทกับ <<fn2>>.txt", "Downloads/[LINE] Chat with crew <<n>>.txt"),
    """[LINE] ประวัติการแชทกับ <<fn2>> <<ln2>>
วันที่บันทึก: <<dmy>> <<time2>>

<<y>>.<<mo>>.<<d>> วันพุธ
<<time>>	<<fn2>> <<ln2>>	พี่คะ ระบบจองเรือ (Booking Manager) ให้ใส่รหัสผ่านใหม่ค่ะ
<<time>>	<<fn>> <<ln>>	ชื่อผู้ใช้ <<user>>
<<time2>>	<<fn>> <<ln>>	รหัสผ่าน <<cred>>
<<time2>>	<<fn>> <<ln>>	ลูกค้าเรือ <<vessel>> เช็คอินพรุ่งนี้ 9 โมงที่ <<place>> นะ
<<time2>>	<<fn2>> <<ln2>>	ขอบคุณค่ะ 🙏
""",
    cred="human",
)

F(
    "phuketyacht_omise_charge_python",
    ("payments/omise_charge.py", "opt/<<org>>/deposits/omise_pay.py"),
    """\"\"\"Charter deposits (card / PromptPay) through Omise.\"\"\"
import omise

omise.api_secret = "<<cred>>"
omise.api_public = "pkey_5<<hex8>><<hex8>>zz"


def charge_deposit(token: str, baht: int, booking_ref: str):
    return omise.Charge.create(
        amount=baht * 100,
        currency="thb",
        card=token,
        description=f"Deposit {booking_ref} - <<vessel>>",
        metadata={"booking": booking_ref},
    )
""",
    cred="p:omise_sk",
)


def _mmk_json(s):
    doc = {
        "bookingManager": {
            "baseUrl": "https://www.booking-manager.com/api/v2",
            "companyId": s["n4"],
            "username": s["email"],
            "password": s["cred"],
            "syncYachts": True,
        },
        "fleet": [s["vessel"], s["vessel2"]],
        "base": s["place"],
        "currency": "THB",
    }
    return json.dumps(doc, indent=2, ensure_ascii=False)


F(
    "phuketyacht_booking_manager_mmk_sync_json",
    ("sync/bookingmanager.json", "srv/<<org>>/fleet-sync/config_<<n>>.json"),
    _mmk_json,
    cred="pw_json",
)


def _signalk(s):
    doc = {
        "configuration": {
            "url": f"http://{s['ip']}:8086",
            "token": s["cred"],
            "org": s["org"],
            "bucket": "yacht_" + s["hex8"],
            "writeOptions": {"batchSize": 1000, "flushInterval": 30000},
            "ignoredPaths": ["design.*", "notifications.*"],
        },
        "enabled": True,
    }
    return json.dumps(doc, indent=2)


F(
    "phuketyacht_signalk_influxdb_plugin_json",
    (
        "home/pi/.signalk/plugin-config-data/signalk-to-influxdb2.json",
        "boat/<<vessel2>>/.signalk/plugin-config-data/signalk-to-influxdb2.json",
    ),
    _signalk,
    cred="p:influx",
)


def _xml_pw(rng, s):
    return must_have("&<>", lambda r, _s: gen_pw(r, sym="&<>!#*"))(rng, s)


def _nausys(s):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- NauSys client: partner yachts availability for the Andaman base -->
<nausysClient>
  <endpoint>https://ws.nausys.com/CBMS-external/rest</endpoint>
  <credentials>
    <username>{s["user"]}@{s["org"]}</username>
    <password>{escape(s["cred"])}</password>
  </credentials>
  <base>{s["place"]}</base>
  <refreshMinutes>30</refreshMinutes>
</nausysClient>
"""


def _dec_nausys(text: str) -> str:
    return ET.fromstring(text.encode()).find("credentials/password").text


F(
    "phuketyacht_nausys_client_xml_escaped_password",
    ("config/nausys-client.xml", "opt/<<org>>/nausys/client_<<n>>.xml"),
    _nausys,
    cred=_xml_pw,
    decode=_dec_nausys,
)

F(
    "phuketyacht_crew_whatsapp_reply_only_value",
    ("WhatsApp/WhatsApp Chat with Captain <<fa>>.txt", "Documents/wa_crew_<<n>>.txt"),
    """[<<dmyy>> <<hms>>] <<fn2>> <<ln2>>: wifi on <<vessel>> pls? guests asking 🙏
[<<dmyy>> <<hms>>] <<fn>> <<ln>>: <<cred>>
[<<dmyy>> <<hms>>] <<fn2>> <<ln2>>: ขอบคุณครับ
""",
    cred="human_x",
)

F(
    "phuketyacht_2c2p_secret_key_php",
    ("app/Payment/TwoCTwoP.php", "www/<<org>>/lib/payment_2c2p.php"),
    """<?php
// 2C2P Redirect API v4 - charter balance payments (THB, USD, EUR)
class TwoCTwoP
{
    const MERCHANT_ID = 'JT<<n4>>';
    const SECRET_KEY = '<<cred>>';
    const PAYMENT_TOKEN_URL = 'https://pgw.2c2p.com/payment/4.3/paymentToken';

    public static function token(array $payload): string
    {
        $header = base64_encode(json_encode(['alg' => 'HS256', 'typ' => 'JWT']));
        $body = base64_encode(json_encode($payload));
        $sig = hash_hmac('sha256', "$header.$body", self::SECRET_KEY, true);
        return "$header.$body." . base64_encode($sig);
    }
}
""",
    cred="HEX:64",
    syntax="",
)

F(
    "phuketyacht_applepay_merchant_identity_ec_pem",
    ("certs/applepay/merchant_id_<<n>>.key", "opt/<<org>>/payments/apple_pay_merchant.key"),
    lambda s: s["cred"] + "\n",
    cred="pem_ec",
    syntax="",
)
