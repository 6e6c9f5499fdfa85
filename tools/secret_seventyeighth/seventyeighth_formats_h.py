# ruff: noqa: E501
"""Family h: a Nigerian municipal market authority collecting traders' levies (Yoruba / Pidgin)."""

from __future__ import annotations

import base64
import csv
import io
import re

from seventyeighth_spec import Fam, Slots, alnum, enc_b64, hexs, uuid4, xml_text

FAM = Fam(
    name="iyaloja_market_levy",
    key="iyaloja",
    orgs=(
        ("Iyaloja Market Authority, Ode-Remo", "iyalojaode"),
        ("Oja Oba Traders Levy Office", "ojaobalevy"),
        ("Bodija Market Management Board", "bodijaboard"),
    ),
    tld="gov.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Fúnmiláyọ̀", "funmilayo"),
        ("Olúwaṣeun", "oluwaseun"),
        ("Chiamaka", "chiamaka"),
        ("Ibrahim", "ibrahim"),
        ("Bọ́lá", "bola"),
        ("Ngozi", "ngozi"),
        ("Túndé", "tunde"),
    ),
    last=(
        ("Adéyẹmí", "adeyemi"),
        ("Okonkwo", "okonkwo"),
        ("Ògúnlẹ́yẹ", "ogunleye"),
        ("Bello", "bello"),
        ("Afọláyan", "afolayan"),
        ("Eze", "eze"),
    ),
    words=(
        "oja",
        "iyaloja",
        "jollof",
        "ankara",
        "suya",
        "owambe",
        "naija",
        "eko",
        "egusi",
        "amala",
        "danfo",
        "gele",
        "ibadan",
        "olorun",
        "agege",
        "ewa",
    ),
    pets=("bingo", "jack", "scooby", "tiger", "bobo", "simba"),
    cc="+234",
    places=("Ode-Remo", "Oja Oba", "Bodija", "Oje", "Sabo"),
)

R = FAM.reg

# 1 Paystack .env for levy collection
R(
    "paystack_levy_collection_dotenv",
    ("levy-portal/.env", "srv/owo-oja/.env.production"),
    """APP_URL=https://levy.<<dom>>
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK=https://levy.<<dom>>/paystack/callback
DB_HOST=<<ip>>
DB_DATABASE=levy
""",
    cred="p:paystack",
    syntax="",
    extra=lambda rng, s: {"pk": hexs(rng, 40)},
)

# 2 Flutterwave config in Node
R(
    "flutterwave_stall_rent_node_config",
    ("stall-rent/config/flutterwave.js", "api/src/config/payments.js"),
    """// Stall rent & daily ticket payments – <<org>>
module.exports = {
  flutterwave: {
    publicKey: "FLWPUBK-<<pub>>-X",
    secretKey: "<<cred>>",
    encryptionKey: "<<ek>>",
    redirectUrl: "https://pay.<<dom>>/done",
  },
};
""",
    cred="p:flutterwave",
    syntax="",
    extra=lambda rng, s: {"pub": hexs(rng, 32), "ek": alnum(rng, 24)},
)


# 3 Kubernetes Secret with base64 data (encoded)
def _k8s(s: Slots) -> str:
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: levy-api-db
  namespace: {s["slug"]}
type: Opaque
data:
  DB_USER: {enc_b64("levy_api")}
  DB_PASSWORD: {s["enc"]}
  DB_HOST: {enc_b64(s["ip"])}
"""


def _dec_k8s(text: str) -> str:
    m = re.search(r"DB_PASSWORD: (\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


R(
    "levy_api_k8s_secret_base64_data",
    ("k8s/levy-api/secret.yaml", "deploy/<<slug>>/db-secret.yml"),
    _k8s,
    cred="pw",
    enc=enc_b64,
    decode=_dec_k8s,
)

# 4 WhatsApp in Yoruba / Pidgin
R(
    "yoruba_pidgin_whatsapp_password_allocation",
    (
        "WhatsApp/WhatsApp Chat with Levy Officers.txt",
        "Download/WhatsApp Chat - Oja Committee <<num>>.txt",
    ),
    """<<dmy_slash>>, <<time>> - <<first2>>: E kaaro o. Abeg who get the password for the allocation portal? I wan print receipt for Mama Nkechi
<<dmy_slash>>, <<time2>> - <<first>>: Ẹ kú iṣẹ́. Na <<login>>
<<dmy_slash>>, <<time2>> - <<first>>: password: <<cred>>
<<dmy_slash>>, <<time2>> - <<first2>>: Ẹ ṣé gan 🙏🏾
<<dmy_slash>>, <<time2>> - <<first>>: Delete am after o
""",
    cred="human",
    syntax="",
)

# 5 PHP: Remita TSA API key for remittance to the treasury
R(
    "remita_treasury_remittance_php",
    ("app/Services/RemitaService.php", "levy/lib/remita_config.php"),
    """<?php
// Remittance of market levies to the state Treasury Single Account
const REMITA_MERCHANT_ID = '<<mid>>';
const REMITA_SERVICE_TYPE_ID = '<<sid>>';
const REMITA_API_KEY = '<<cred>>';
const REMITA_URL = 'https://login.remita.net/remita/exapp/api/v1/send/api/echannelsvc/merchant/api/paymentinit';
""",
    cred="b64u:24",
    syntax="",
    extra=lambda rng, s: {
        "mid": str(rng.randint(2000000000, 9999999999)),
        "sid": str(rng.randint(4000000, 9999999)),
    },
)


# 6 SADP device list CSV (CCTV over the stalls)
def _sadp(s: Slots) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(
        [
            "ID",
            "Device Type",
            "Status",
            "IPv4 Address",
            "Port",
            "Serial No.",
            "Admin Password",
            "Location",
        ]
    )
    w.writerow(
        [
            "001",
            "DS-7608NI-K2",
            "Active",
            s["ip"],
            "8000",
            "DS-7608NI-K2" + s["ser"],
            s["cred"],
            f"{s['place']} gate",
        ]
    )
    w.writerow(
        [
            "002",
            "DS-2CD1043G0-I",
            "Active",
            s["ip2"],
            "8000",
            "DS-2CD1043G0" + s["ser"][:6],
            "same as NVR",
            "meat section",
        ]
    )
    return buf.getvalue()


R(
    "market_cctv_sadp_device_list_csv",
    ("Documents/cctv_devices_<<year>>.csv", "IT/SADP_export_<<ymd_compact>>.csv"),
    _sadp,
    cred="human_x",
    syntax="",
    extra=lambda rng, s: {"ser": alnum(rng, 16, "0123456789ABCDEFGHJ")},
)

# 7 Python: Africa's Talking USSD / SMS API key
R(
    "africastalking_ussd_levy_python",
    ("ussd/app.py", "levy_ussd/settings.py"),
    """import africastalking

# *384*<<num>># – check your levy balance
USERNAME = "<<slug>>"
API_KEY = "atsk_<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS
""",
    cred="hex:64",
)


# 8 SMS Backup XML in Pidgin: reply holding only the value
def _sms(s: Slots) -> str:
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="{s["uid"]}" backup_date="{s["epoch"]}000" type="full">
  <sms protocol="0" address="{s["phone_raw"]}" date="{s["epoch"]}000" type="1" subject="null" body="Oga abeg send me the POS password again, e don lock" toa="null" sc_toa="null" service_center="+2348030000000" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time"]}" contact_name="{xml_text(s["first2"])}" />
  <sms protocol="0" address="{s["phone_raw"]}" date="{s["epoch"]}700" type="2" subject="null" body="{xml_text(s["cred"])}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="{s["dmy"]} {s["time2"]}" contact_name="{xml_text(s["first2"])}" />
</smses>
"""


R(
    "pidgin_sms_backup_pos_reply_only",
    ("SMSBackupRestore/sms-<<ymd_compact>>.xml", "Download/sms_<<fa>>_<<num>>.xml"),
    _sms,
    cred="human",
    extra=lambda rng, s: {"uid": uuid4(rng)},
)
