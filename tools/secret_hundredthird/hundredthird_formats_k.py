# ruff: noqa: E501
"""Family k: a Kenyan cold-chain trucking dispatcher (reefer lorries Nairobi - Mombasa): WhatsApp
in Swahili and Sheng, M-Pesa Daraja, Wialon, a reefer data-logger modem INI, Africa's Talking,
SMS from drivers, Odoo Fleet, a KRA iTax mail."""

from __future__ import annotations

from hundredthird_spec import KEN as F
from hundredthird_spec import alnum, hexs, smsxml

F.reg(
    "lori_whatsapp_swahili_nywila_wialon",
    (
        "WhatsApp/WhatsApp Chat with <<first2>> Dispatch.txt",
        "simu_<<fa>>/WhatsApp Chat with Madereva <<Org>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: Boss, Wialon imenitoa nje, nywila ni gani sasa?
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: Jina la mtumiaji <<login>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: Nywila <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<first2>>: Sawa asante. Lori KCX <<nn>>A iko Mlolongo, reefer iko -18
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: Poa, usiipe mtu mwingine
""",
    "human",
)

F.reg(
    "lori_mpesa_daraja_stk_passkey_python",
    ("payments/mpesa.py", "dispatch-<<org>>/billing/daraja_<<store>>.py"),
    '''"""M-Pesa Daraja STK push for customer deliveries (Lipa na M-Pesa Online)."""

import base64
from datetime import datetime

CONSUMER_KEY = "<<ck>>"
CONSUMER_SECRET = "<<cs>>"
SHORTCODE = "<<nn>><<nn>>"
PASSKEY = "<<cred>>"


def stk_password() -> tuple[str, str]:
    ts = datetime.now().strftime("%Y%m%d%H%M%S")
    return base64.b64encode(f"{SHORTCODE}{PASSKEY}{ts}".encode()).decode(), ts
''',
    "p:mpesa_passkey",
    extra=lambda rng, s: {"ck": alnum(rng, 48), "cs": alnum(rng, 64)},
)

F.reg(
    "lori_wialon_remote_api_token_js",
    ("tracker/wialon_login.js", "reefer-dashboard-<<store>>/src/wialon.js"),
    """// Reefer positions from Wialon Hosting (token login)
const WIALON_HOST = "https://hst-api.wialon.com";
const TOKEN = "<<cred>>";

export async function login() {
  const params = encodeURIComponent(JSON.stringify({ token: TOKEN }));
  const res = await fetch(`${WIALON_HOST}/wialon/ajax.html?svc=token/login&params=${params}`);
  return res.json();
}
""",
    "p:wialon",
)

F.reg(
    "lori_reefer_datalogger_modem_ini",
    ("logger/reefer_<<nn>>.ini", "coldchain/<<org>>/datalogger_KCX<<nn>>.ini"),
    """[Device]
Name=Reefer KCX <<nn>>A
Probes=2
AlarmHigh=-15

[GPRS]
APN=safaricom.iot
User=saf
Pass=data

[FTP]
Host=ftp.<<dom>>
Port=21
User=logger<<nn>>
Password=<<cred>>
Folder=/reefer/<<nn>>
""",
    "pw",
)

F.reg(
    "lori_africastalking_sms_api_key_env",
    ("notify/.env", "delivery-alerts-<<org>>/.env"),
    """# Delivery ETA SMS to customers (Africa's Talking)
AT_USERNAME=<<org>>
AT_API_KEY=<<cred>>
AT_SENDER_ID=<<Org>>
TIMEZONE=Africa/Nairobi
""",
    lambda rng, f, s: "atsk_" + hexs(rng, 64),
)


def _sms(s: dict) -> str:
    ph = str(s["phone"])
    base = 1_740_000_000_000 + int(s["nn"]) * 1000
    return smsxml(
        [
            (
                ph,
                2,
                base,
                f"{s['first']} tuma password ya app ya temperature, simu yangu imejifomat",
            ),
            (ph, 1, base + 95_000, str(s["cred"])),
            (ph, 2, base + 130_000, "Asante"),
        ]
    )


F.reg(
    "lori_driver_sms_swahili_reply_only_value",
    ("SMSBackupRestore/sms-<<date>><<hh>><<mi>>.xml", "dispatch_phone/sms_<<fa>>_<<nn>>.xml"),
    _sms,
    "human_x",
)

F.reg(
    "lori_odoo_fleet_xmlrpc_api_key_python",
    ("scripts/odoo_fuel_import.py", "fleet-<<org>>/odoo_<<store>>.py"),
    '''"""Import fuel receipts into Odoo Fleet."""

import xmlrpc.client

URL = "https://<<org>>.odoo.com"
DB = "<<org>>-prod"
USER = "<<email>>"
API_KEY = "<<cred>>"

common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate(DB, USER, API_KEY, {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")
''',
    "p:odoo",
)

F.reg(
    "lori_kra_itax_password_email",
    ("Mail/Sent/iTax login <<d>><<mo>>.eml", "outlook_<<fa>>/<<date>> KRA iTax.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: KRA iTax - VAT return ya mwezi huu
Date: Mon, <<d>> Aug <<y>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

Habari <<first2>>,

Tafadhali file VAT return ya <<Org>> kabla ya tarehe 20.
KRA PIN: P0<<nn>><<nn>><<nn>>Q
iTax password: <<cred>>

Receipts za fuel na toll ziko kwenye folder ya Dispatch.

Asante,
<<name>>
<<Org>> Cold Chain Logistics, <<town>>
""",
    "human",
)
