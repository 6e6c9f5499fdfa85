# ruff: noqa: E501
"""Family i: a used-cooking-oil (minyak jelantah) collector in Bekasi, Indonesia (Bahasa
Indonesia): Jurnal.id, Midtrans, Fonnte WhatsApp gateway, Google Sheets, Traccar GPS, Flip
payouts, Accurate Online, WhatsApp and Telegram."""

from __future__ import annotations

import json

from eightyfifth_spec import INDONESIA as F
from eightyfifth_spec import b64, hexs, rsa_pem

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "jelantah_whatsapp_grup_kata_sandi_jurnal",
    (
        "WhatsApp/Chat WhatsApp dengan Admin <<org_c>>.txt",
        "hp/<<fa>>/Chat WhatsApp dengan <<fa2_c>> <<n>>.txt",
    ),
    """<<dd>>/<<mm>>/<<yy>> <<t1>> - <<first>> <<last>>: Bu, akun Jurnal kantor ke-logout terus 🙏
<<dd>>/<<mm>>/<<yy>> <<t2>> - <<first2>>: Email: finance@<<dom>>
<<dd>>/<<mm>>/<<yy>> <<t2>> - <<first2>>: Kata sandi: <<cred>>
<<dd>>/<<mm>>/<<yy>> <<t3>> - <<first>> <<last>>: Sudah bisa masuk bu, makasih. Setoran jelantah minggu ini 1.240 liter
<<dd>>/<<mm>>/<<yy>> <<t4>> - <<first2>>: Oke, jangan disebar ya sandinya
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "jelantah_midtrans_server_key_node_env",
    ("setoran-api/.env", "deploy/<<org>>/.env.prod<<n>>"),
    """PORT=3000
NODE_ENV=production
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
DB_URL=mysql://setoran@<<ip>>:3306/jelantah
HARGA_PER_LITER=6500
""",
    "p:midtrans",
    syntax="",
    extra=lambda r, s: {"ck": hexs(r, 16)},
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "jelantah_fonnte_wa_gateway_token_php_curl",
    ("cron/kirim_jadwal.php", "public_html/<<org>>/wa_<<n>>.php"),
    """<?php
// Kirim jadwal penjemputan jelantah ke mitra (warung, rumah makan) lewat Fonnte
$curl = curl_init();
curl_setopt_array($curl, [
    CURLOPT_URL => 'https://api.fonnte.com/send',
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => [
        'target' => '<<phone>>',
        'message' => "Halo Kak, kurir <<org_c>> akan ambil jelantah besok jam 09.00. Siapkan jerigen ya 🙏",
        'countryCode' => '62',
    ],
    CURLOPT_HTTPHEADER => ['Authorization: <<cred>>'],
]);
$response = curl_exec($curl);
curl_close($curl);
echo $response;
""",
    "p:fonnte",
    syntax="",
)


# 4 ---------------------------------------------------------------------------------------------
def _sa_extra(r, s: dict) -> dict:
    key = rsa_pem(r, 2048, pkcs8=True) + "\n"
    return {
        "pem": key,
        "needle": json.dumps(key)[1:-1],
        "kid": hexs(r, 40),
        "cid": str(r.randint(10**20, 10**21)),
    }


def _sa_json(s: dict) -> str:
    proj = f"{s['org']}-setoran-{s['nnnn']}"
    doc = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": s["kid"],
        "private_key": s["pem"],
        "client_email": f"sheets-sync@{proj}.iam.gserviceaccount.com",
        "client_id": s["cid"],
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/sheets-sync%40{proj}.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "jelantah_google_sheets_service_account_json_pem",
    ("credentials/<<org>>-setoran-<<nnnn>>.json", "rekap/<<fa>>/service_account_<<n>>.json"),
    _sa_json,
    "pw",
    extra=_sa_extra,
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "jelantah_traccar_xml_database_password",
    ("traccar/conf/traccar.xml", "opt/traccar/conf/<<org>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- GPS armada motor roda tiga & pickup penjemput jelantah -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=Asia/Jakarta&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
    <entry key='gt06.port'>5023</entry>
</properties>
""",
    "pw_xml",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "jelantah_flip_bisnis_disbursement_secret_python",
    ("bayar_mitra/flip_payout.py", "finance/<<org>>/payout_<<n>>.py"),
    '''"""Bayar setoran jelantah ke rekening mitra (Flip for Business disbursement)."""

import requests

FLIP_SECRET_KEY = "<<cred>>"
BASE = "https://bigflip.id/api/v3"


def bayar(bank, rekening, nominal, catatan):
    return requests.post(
        f"{BASE}/disbursement",
        auth=(FLIP_SECRET_KEY, ""),
        headers={"idempotency-key": f"jlt-{rekening}-{nominal}"},
        data={"account_number": rekening, "bank_code": bank, "amount": nominal, "remark": catatan},
        timeout=30,
    ).json()
''',
    lambda r, s: "JDJ5JDEzJ" + b64(r, 45).rstrip("="),
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "jelantah_accurate_online_bearer_readme_curl",
    ("docs/integrasi-accurate.md", "wiki/<<org>>/accurate_<<n>>.md"),
    """# Integrasi Accurate Online

Token API dibuat dari menu *Pengaturan > API Token* oleh <<first>> (<<dmy>>).

```bash
curl -s https://public.accurate.id/accurate/api/item/list.do \\
  -H "Authorization: Bearer <<cred>>" \\
  -H "X-Session-ID: <<uuid>>" \\
  -d "fields=no,name,unitPrice&sp.pageSize=100"
```

Catatan: harga beli jelantah per liter disimpan sebagai item `JLT-01`.
""",
    lambda r, s: "aat.MTAw." + b64(r, 96, urlsafe=True, pad=False),
    syntax="",
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "jelantah_telegram_copied_text_reply_only_sandi",
    ("catatan/telegram_<<ymd>>.txt", "Downloads/<<fa>>_tg_copy_<<n>>.txt"),
    """<<first>> <<last>>, [<<dd>>.<<mm>>.<<yy>> <<t1>>]
sandi wifi gudang jerigen apa ya bos? router baru

<<first2>>, [<<dd>>.<<mm>>.<<yy>> <<t2>>]
<<cred>>

<<first>> <<last>>, [<<dd>>.<<mm>>.<<yy>> <<t3>>]
siap, udah connect
""",
    "human",
    syntax="",
)
