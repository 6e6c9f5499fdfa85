# ruff: noqa: E501
"""Family c: a florist in Wrocław (Poland; Polish)."""

from __future__ import annotations

import json

from seventyseventh_spec import FAM_C, accented_pw, after, dec_qp, either, enc_qp

FAM_C.reg(
    "kwiat_przelewy24_woocommerce_php_crc",
    ("wp-content/plugins/przelewy24/config/<<org>>.php", "sklep/<<org>>/p24_config.php"),
    """<?php
// Kwiaciarnia <<orgc>> - płatności Przelewy24 (BLIK, przelewy) dla sklepu WooCommerce
define('P24_MERCHANT_ID', <<n4>><<n>>);
define('P24_POS_ID', <<n4>><<n>>);
define('P24_CRC', '<<cred>>');
define('P24_SANDBOX', false);
define('P24_RETURN_URL', 'https://<<dom>>/zamowienie/dziekujemy');
""",
    "p:p24_crc",
    syntax="",
)


def _qp_mail(s: dict) -> str:
    body = f"""Dzień dobry {s["fl2"]},

przesyłam dane do panelu hurtowni kwiatów (zamówienia na wesela i wieńce):

Login: {s["user"]}
Hasło: {s["cred"]}

Proszę zmienić hasło po pierwszym logowaniu.
Pozdrawiam serdecznie,
{s["full"]}
Kwiaciarnia {s["orgc"]}, {s["place"]}
"""
    return f"""From: {s["full"]} <{s["email"]}>
To: {s["email2"]}
Subject: =?UTF-8?Q?Dost=C4=99p_do_hurtowni?=
Date: {s["dmy"]} {s["hm"]} +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


FAM_C.reg(
    "kwiat_polish_email_quoted_printable_haslo_hurtownia",
    ("poczta/wyslane/<<date>>_hurtownia_<<n>>.eml", "thunderbird/<<fa>>/Sent/<<n4>>.eml"),
    _qp_mail,
    accented_pw,
    decode=lambda t: after(dec_qp(t.split("\n\n", 1)[1]), "Hasło: "),
)


def _messenger(s: dict) -> str:
    msgs = [
        {
            "sender_name": s["full2"],
            "timestamp_ms": s["ms"] + 60000,
            "content": "dzięki, działa 🌷",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full"],
            "timestamp_ms": s["ms"] + 30000,
            "content": f"hasło do panelu Florystów: {s['cred']}",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full2"],
            "timestamp_ms": s["ms"],
            "content": "Hej, podeślesz hasło do zamówień na jutrzejszy ślub?",
            "is_geoblocked_for_viewer": False,
        },
    ]
    return json.dumps(
        {
            "participants": [{"name": s["full"]}, {"name": s["full2"]}],
            "messages": msgs,
            "title": s["full2"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}_{s['n4']}",
        },
        ensure_ascii=False,
        indent=2,
    )


FAM_C.reg(
    "kwiat_messenger_json_haslo_panel_florystow",
    (
        "facebook-<<org>>/messages/inbox/<<fa2>>_<<n4>>/message_1.json",
        "messenger/<<fa>>/message_<<n>>.json",
    ),
    _messenger,
    "human",
)

FAM_C.reg(
    "kwiat_allegro_rest_client_secret_python",
    ("allegro/sync_zamowien.py", "narzedzia/<<org>>_allegro_<<n>>.py"),
    '''"""Pobiera zamówienia z Allegro (bukiety, wieńce) i wpisuje do arkusza dostaw."""

import requests

CLIENT_ID = "<<hex12>><<hex8>>"
CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://allegro.pl/auth/oauth/token"


def token() -> str:
    r = requests.post(TOKEN_URL, data={"grant_type": "client_credentials"}, auth=(CLIENT_ID, CLIENT_SECRET), timeout=30)
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "alnum:64",
)

FAM_C.reg(
    "kwiat_infakt_faktury_crontab_curl",
    ("crontab/<<user>>.cron", "etc/cron.d/<<org>>-faktury"),
    """# m h dom mon dow command
# codzienny eksport faktur z inFakt do księgowej (<<place>>)
15 6 * * 1-6 curl -s -H "X-inFakt-ApiKey: <<cred>>" https://api.infakt.pl/v3/invoices.json?limit=100 > /home/<<user>>/faktury/$(date +\\%F).json
0 7 * * 1 /home/<<user>>/bin/wyslij_do_ksiegowej.sh
""",
    "hex:40",
)

FAM_C.reg(
    "kwiat_chlodnia_esp8266_arduino_ino",
    ("chlodnia/chlodnia.ino", "arduino/<<org>>_czujnik_<<n>>/czujnik.ino"),
    """// Czujnik temperatury w chłodni kwiatów (DS18B20 + ESP8266) -> Blynk
#include <ESP8266WiFi.h>
#include <OneWire.h>
#include <DallasTemperature.h>

const char* ssid = "<<orgc>>_Zaplecze";
const char* password = "<<cred>>";
const float ALARM_C = 8.0;  // powyżej 8°C tulipany więdną

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
}

void loop() { delay(60000); }
""",
    "human",
    syntax="",
)

FAM_C.reg(
    "kwiat_insert_nexo_sql_udl_connection",
    ("InsERT/nexo_<<org>>.udl", "pulpit/<<fa>>/polaczenie_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=Nexo_<<orgc>>;Data Source=<<lan>>\\INSERTNEXO
""",
    either("pw", "human"),
    syntax="",
)


def _fods(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Kierowcy">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Kierowca</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Aplikacja</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Login</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Hasło</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>{s["full"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Dostawy {s["orgc"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>{s["user"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>{s["cred"]}</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>{s["full2"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Dostawy {s["orgc"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>{s["user2"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>zmienione – zapytać</text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


FAM_C.reg(
    "kwiat_kierowcy_flat_ods_hasla",
    ("dokumenty/kierowcy_<<year>>.fods", "dysk/<<org>>/dostawy_<<n>>.fods"),
    _fods,
    "human",
    syntax="xml",
)
