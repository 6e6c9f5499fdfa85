# ruff: noqa: E501
"""Family j: an Indonesian FMCG sales-rep team (salesman kanvas / taking order): WhatsApp and
Telegram in Indonesian, Midtrans and Xendit, an SFA app's shared preferences, a Google Sheets
service account, Traccar for the vans, a SpreadsheetML of marketplace seller logins."""

from __future__ import annotations

import json

from hundredthird_spec import IDN as F
from hundredthird_spec import alnum, hexs, rsa_pem, ssml

F.reg(
    "kanvas_whatsapp_indonesia_kata_sandi_dms",
    (
        "WhatsApp/Chat WhatsApp dengan <<first2>>.txt",
        "hp_<<fa>>/Chat WhatsApp dengan Tim Kanvas <<town>>.txt",
    ),
    """[<<d>>/<<mo>>/<<yy>> <<hh>>.<<mi>>.<<ss>>] <<first2>>: Pak, aplikasi DMS minta login ulang, sandinya apa ya?
[<<d>>/<<mo>>/<<yy>> <<hh>>.<<mi2>>.10] <<name>>: user <<login>>
[<<d>>/<<mo>>/<<yy>> <<hh>>.<<mi2>>.24] <<name>>: <<cred>>
[<<d>>/<<mo>>/<<yy>> <<hh>>.<<mi2>>.51] <<first2>>: Sudah bisa pak, makasih. Order toko Sumber Rezeki sudah masuk 🙏
""",
    "human",
)

F.reg(
    "kanvas_midtrans_server_key_laravel_env",
    ("b2b-order/.env", "order-toko-<<org>>/.env"),
    """APP_NAME="Order Toko <<Org>>"
APP_ENV=production
APP_URL=https://order.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
MIDTRANS_MERCHANT_ID=G<<nn>><<nn>><<nn>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
""",
    "p:midtrans",
    extra=lambda rng, s: {"ck": alnum(rng, 16)},
)

F.reg(
    "kanvas_xendit_secret_key_go_invoice",
    ("collect/xendit.go", "tagihan-<<org>>/internal/pay/xendit_<<store>>.go"),
    """package pay

// Penagihan toko via Xendit (VA dan QRIS)

import (
\t"net/http"
\t"strings"
)

const xenditSecret = "<<cred>>"

func NewInvoice(body string) (*http.Response, error) {
\treq, _ := http.NewRequest("POST", "https://api.xendit.co/v2/invoices", strings.NewReader(body))
\treq.SetBasicAuth(xenditSecret, "")
\treq.Header.Set("Content-Type", "application/json")
\treturn http.DefaultClient.Do(req)
}
""",
    "p:xendit",
)

F.reg(
    "kanvas_sfa_android_shared_prefs_xml",
    (
        "data/data/id.<<org>>.sfa/shared_prefs/login.xml",
        "sfa_backup_<<fa>>/shared_prefs/id.<<org>>.sfa_preferences.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="salesman_code">SLS<<nn>></string>
    <string name="username"><<login>></string>
    <string name="password"><<cred>></string>
    <string name="depo"><<town>></string>
    <boolean name="remember_me" value="true" />
    <long name="last_sync" value="17<<nn>><<nn>><<nn>>000" />
</map>
""",
    "human_x",
)

F.reg(
    "kanvas_telegram_copied_text_kata_sandi_sfa",
    ("catatan/telegram_<<date>>.txt", "Downloads/salinan_chat_<<first2>>_<<nn>>.txt"),
    """<<first2>>, [<<d>>.<<mo>>.<<yy>> <<hh>>:<<mi>>]
Bro, kata sandi SFA buat salesman baru apa?

<<name>>, [<<d>>.<<mo>>.<<yy>> <<hh>>:<<mi2>>]
Username <<login>>
Kata sandi <<cred>>

<<first2>>, [<<d>>.<<mo>>.<<yy>> <<hh>>:<<mi2>>]
Siap, makasih bro
""",
    "human",
)


def _sa(s: dict) -> str:
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"rekap-sales-{s['org']}",
            "private_key_id": s["kid"],
            "private_key": s["pem"] + "\n",
            "client_email": f"rekap@rekap-sales-{s['org']}.iam.gserviceaccount.com",
            "client_id": f"1{s['nn']}{s['nn']}{s['nn']}{s['nn']}{s['nn']}{s['nn']}",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    )


def _sa_extra(rng, s: dict) -> dict:
    pem = rsa_pem(rng, 2048, pkcs8=True)
    return {"pem": pem, "kid": hexs(rng, 40), "needle": pem.replace("\n", "\\n")}


F.reg(
    "kanvas_google_sheets_rekap_service_account_json",
    ("rekap-sales/credentials/service-account.json", "laporan_<<org>>/sa_<<store>>.json"),
    _sa,
    "pw",
    extra=_sa_extra,
)

F.reg(
    "kanvas_traccar_van_gps_config_xml",
    ("opt/traccar/conf/traccar.xml", "gps-armada-<<org>>/conf/traccar_<<store>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- GPS armada kanvas <<Org>> depo <<town>> -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=Asia/Jakarta</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
</properties>
""",
    "pw_xml",
)


def _ssml(s: dict) -> str:
    return ssml(
        "Akun Toko Online",
        [
            ["Marketplace", "Email", "Kata Sandi", "PIC"],
            ["Tokopedia Seller", s["email"], s["cred"], s["name"]],
            ["Shopee Seller", s["email2"], "lihat buku", s["name2"]],
        ],
    )


F.reg(
    "kanvas_spreadsheetml_akun_toko_online",
    ("Dokumen/akun_marketplace_<<y>>.xml", "admin_<<org>>/akun_toko_<<store>>.xml"),
    _ssml,
    "human_x",
)
