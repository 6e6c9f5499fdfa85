# ruff: noqa: E501
"""Family g: a Cypriot halloumi village creamery (mandra): PDO portal, cold rooms, exports."""

from __future__ import annotations

import base64
import re

from fortyfirst_corpus import UPPER, alnum, jwt
from fortyfirst_spec import Fam

F = Fam(
    "halloumi_cypriot_mandra",
    ("mandrakoumi",),
    "com.cy",
    (
        "Andreas",
        "Eleni",
        "Christos",
        "Maria",
        "Panayiotis",
        "Despo",
        "Kyriakos",
        "Androulla",
        "Mehmet",
        "Ayşe",
    ),
    (
        "Georgiou",
        "Christodoulou",
        "Ioannou",
        "Charalambous",
        "Constantinou",
        "Kyprianou",
        "Hadjipavlou",
        "Yılmaz",
    ),
    (
        "halloumi",
        "hellim",
        "mandra",
        "trahanas",
        "anari",
        "diosmos",
        "troodos",
        "kazani",
        "pafos",
        "yiayia",
    ),
    ("kalokairi", "xeimonas", "fthinoporo", "anoixi", "pasxa", "yaz"),
    "+357",
)


def _sms_xml(s: dict) -> str:
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="{s["ruuid"]}" backup_date="{s["ms"]}" type="full">
  <sms protocol="0" address="{s["phone2"]}" date="{s["ms"]}" type="1" subject="null" body="Καλημέρα, ποιος είναι ο κωδικός για το σύστημα ιχνηλασιμότητας ΠΟΠ;" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["ms"]}" sub_id="1" readable_date="{s["dmy"]} {s["hms"]}" contact_name="{s["full2"]}" />
  <sms protocol="0" address="{s["phone2"]}" date="{s["ms"] + 60000}" type="2" subject="null" body="Χρήστης {s["user"]} κωδικός {s["cred"]}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmy"]} {s["hms"]}" contact_name="{s["full2"]}" />
  <sms protocol="0" address="{s["phone2"]}" date="{s["ms"] + 120000}" type="1" subject="null" body="Ευχαριστώ! 🧀" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["ms"]}" sub_id="1" readable_date="{s["dmy"]} {s["hms"]}" contact_name="{s["full2"]}" />
</smses>
"""


F.reg(
    "halloumi_greek_sms_backup_xml_kodikos",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone_backup/<<user>>/sms-<<id>>.xml"),
    _sms_xml,
    cred="human_x",
)

F.reg(
    "halloumi_pdo_certification_portal_sync_ini",
    ("mandra/pop_sync/config_<<n>>.ini", "ProgramData/PopSync/<<org>>_<<n>>.ini"),
    """[portal]
url = https://pdo-halloumi.<<dom>>/api
producer_code = CY-HAL-<<id>>
username = <<user>>
password = <<cred>>

[batches]
source = C:\\Mandra\\Partides
milk_ratio_check = true
""",
    cred="pw",
)


def _ttn_key(rng):
    return "NNSXS." + alnum(rng, 39, UPPER + "234567") + "." + alnum(rng, 52, UPPER + "234567")


F.reg(
    "halloumi_cold_room_lorawan_ttn_webhook_json",
    ("psygeia/ttn_webhook_<<n>>.json", "iot/<<org>>/coldroom-webhook-<<n>>.json"),
    """{
  "ids": {"webhook_id": "coldroom-<<n>>", "application_ids": {"application_id": "<<org>>-psygeia"}},
  "base_url": "https://iot.<<dom>>/ttn",
  "format": "json",
  "headers": {
    "Authorization": "Bearer <<cred>>",
    "X-Downlink-Apikey": "<<cred>>"
  },
  "uplink_message": {"path": "/uplink"},
  "comment": "cold room 2 (halloumi ripening in brine), 4 sensors"
}
""",
    cred=_ttn_key,
)

F.reg(
    "halloumi_turkish_whatsapp_sifre_kooperatif",
    ("WhatsApp Chat with Hellim Kooperatifi.txt", "chat/kooperatif_<<id>>.txt"),
    """[<<dmys>> <<hms>>] <<full>>: Kooperatifin süt toplama sistemine giriş lazım
[<<dmys>> <<hms>>] <<full2>>: Kullanıcı: <<user2>>
[<<dmys>> <<hms>>] <<full2>>: Şifre: <<cred>>
[<<dmys>> <<hms>>] <<full>>: Sağol, yarın sabah keçi sütü miktarlarını girerim
""",
    cred="human",
)

F.reg(
    "halloumi_export_jcc_gateway_php_config",
    ("eshop/includes/jcc_config.php", "www/<<org>>-shop/config/payment_<<n>>.php"),
    """<?php
// JCC Payment Systems - eshop for halloumi, anari and trahanas boxes
define('JCC_MERCHANT_ID', '00<<id>>');
define('JCC_ACQUIRER_ID', '402971');
define('JCC_PASSWORD', '<<cred>>');
define('JCC_CURRENCY', '978');
define('JCC_URL', 'https://jccpg.jccsecure.com/EcomPayment/RedirectAuthLink');
""",
    cred="pw_sq",
    syntax="",
)


def _milk_jwt(rng):
    return jwt(
        rng,
        {
            "sub": f"driver-{rng.randint(10, 99)}",
            "role": "collector",
            "route": "troodos-north",
            "iat": 1_741_000_000,
            "exp": 1_930_000_000,
        },
    )


F.reg(
    "halloumi_milk_collection_kotlin_bearer_jwt",
    ("app/src/main/java/cy/<<org>>/gala/ApiModule.kt", "android/gala-<<n>>/ApiModule.kt"),
    """package cy.<<org>>.gala

import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.gson.GsonConverterFactory

// Milk collection route app (goat / sheep milk per farm)
object ApiModule {
    private const val BASE = "https://gala.<<dom>>/api/"
    private const val DRIVER_TOKEN = "<<cred>>"

    private val http = OkHttpClient.Builder()
        .addInterceptor { chain ->
            chain.proceed(chain.request().newBuilder().header("Authorization", "Bearer $DRIVER_TOKEN").build())
        }
        .build()

    val retrofit: Retrofit = Retrofit.Builder().baseUrl(BASE).client(http)
        .addConverterFactory(GsonConverterFactory.create()).build()
}
""",
    cred=_milk_jwt,
    syntax="",
)


def _k8s(rng, s):
    return {
        "b64": base64.b64encode(s["cred"].encode()).decode(),
        "b64u": base64.b64encode(b"traceability").decode(),
    }


def _dec_k8s(text: str) -> str:
    return base64.b64decode(re.search(r"DB_PASSWORD: (\S+)", text).group(1)).decode()


F.reg(
    "halloumi_traceability_k8s_secret_data_base64",
    ("k8s/traceability/secret.yaml", "deploy/<<org>>-ixnilasimotita-<<n>>/db-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: traceability-db
  namespace: mandra
type: Opaque
data:
  DB_USER: <<b64u>>
  DB_PASSWORD: <<b64>>
""",
    cred="pw",
    extra=_k8s,
    decode=_dec_k8s,
)

F.reg(
    "halloumi_lab_results_vba_adodb_connection",
    ("Excel/Ergastirio_<<yyyy>>.bas", "macros/lab_results_<<n>>.bas"),
    """Attribute VB_Name = "LabResults"
' Εργαστήριο: αποτελέσματα αλατότητας / λιπαρών ανά παρτίδα χαλλουμιού
Sub LoadResults()
    Dim cn As Object, rs As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=SQLOLEDB;Data Source=<<host>>;Initial Catalog=Lab;User ID=lab_excel;Password=<<cred>>;"
    Set rs = cn.Execute("SELECT BatchNo, SaltPct, FatPct, TestDate FROM Results WHERE TestDate >= DATEADD(day,-30,GETDATE())")
    Sheets("Αποτελέσματα").Range("A2").CopyFromRecordset rs
    rs.Close: cn.Close
End Sub
""",
    cred="pw",
    syntax="",
)
