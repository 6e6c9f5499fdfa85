# ruff: noqa: E501
"""Family l: a migratory beekeeping business with hive scales in Suceava county (Romania)."""

from __future__ import annotations

from sixtythird_spec import Fam, basic_pw, dec_re, enc_basic, jdump

F = Fam(
    "stupina_prisaca_suceava",
    ("stupmiere", "stupmiere"),
    "ro",
    ("ionut", "maria", "vasile", "elena", "gheorghe", "ioana", "mihai", "florentina"),
    ("Ionuț", "Maria", "Vasile", "Elena", "Gheorghe", "Ioana", "Mihai", "Florentina"),
    ("popescu", "ursu", "lungu", "moldovan", "tanase", "hutanu", "rusu", "cojocaru"),
    (
        "albina",
        "miere",
        "stupina",
        "salcam",
        "tei",
        "floare",
        "matca",
        "bucovina",
        "suceava",
        "rarau",
        "putna",
        "ciobanesc",
        "fagaras",
        "zambila",
        "trandafir",
        "dorna",
        "lapte",
    ),
    "40",
)

F.reg(
    "prisaca_whatsapp_parola_apia_subventii",
    ("WhatsApp Chat cu <<cfirst>> APIA.txt", "wa/<<org>>_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<lfirst>> <<clast>>: Bună, îmi trimiți parola de la APIA? Depun cererea pentru stupi până vineri
<<dmys>>, <<time>> - Vasile: utilizator <<user>>
<<dmys>>, <<time>> - Vasile: parola <<cred>>
<<dmys>>, <<time>> - Vasile: și nu uita carnetul de stupină cu 184 de familii
<<dmys>>, <<time>> - <<lfirst>> <<clast>>: Mulțumesc! 🐝
""",
    "human",
)

F.reg(
    "prisaca_hive_scale_ttn_webhook_json",
    ("cantare-stupi/ttn_webhook_<<n>>.json", "lorawan/<<org>>/webhook.json"),
    lambda s: jdump(
        {
            "ids": {
                "webhook_id": f"cantar-{s['n']}",
                "application_ids": {"application_id": f"{s['org']}-stupi"},
            },
            "base_url": f"https://stupi.{s['dom']}/ttn",
            "format": "json",
            "uplink_message": {"path": "/uplink"},
            "headers": {"X-Api-Key": s["api"]},
            "ttn_api_key": s["cred"],
        }
    ),
    "p:ttn",
    extra=lambda r, s: {"api": F.draw(r, "hex:32", s)},
)

F.reg(
    "prisaca_honey_shop_prestashop_parameters_php",
    ("magazin-miere/app/config/parameters_<<n>>.php", "backup/<<org>>_parameters.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => '<<org>>_shop',
    'database_user' => '<<org>>_ps',
    'database_password' => '<<cred>>',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'ps_caching' => 'CacheMemcache',
    'locale' => 'ro-RO',
  ),
);
""",
    "pw_sq",
)

F.reg(
    "prisaca_email_parola_spv_contabil",
    ("Mail/spv_anaf_<<n>>.eml", "Thunderbird/<<org>>/<<nn>>.eml"),
    """From: Cabinet Contabilitate Rarău <office@contab-rarau.ro>
To: <<email>>
Subject: acces SPV si e-Factura pentru PFA apicultor
Date: Tue, <<d>> Jan <<year>> <<hms>> +0200
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Bună ziua, domnule <<lfirst>>,

v-am creat contul în Spațiul Privat Virtual, ca să puteți descărca facturile pentru borcane
și zahăr.

Utilizator: <<user>>
Parola: <<cred>>

Cu stimă,
Ioana, contabil
""",
    "human",
)

F.reg(
    "prisaca_hive_monitor_esp8266_api_token_ino",
    ("Arduino/stup_<<n>>/stup_<<n>>.ino", "firmware/<<org>>_stup.ino"),
    """// cântar stup + temperatura în cuib, trimite la fiecare 30 min
#include <ESP8266WiFi.h>
#include <ESP8266HTTPClient.h>
#include "HX711.h"

const char* WIFI_SSID = "Stupina_<<n>>";
const char* WIFI_PASS = "<<wifi>>";
const char* API_URL = "https://api.beep.nl/api/sensors";
const char* API_TOKEN = "<<cred>>";

HX711 scale;

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  scale.begin(D2, D3);
}

void loop() {
  float kg = scale.get_units(10);
  WiFiClientSecure c; c.setInsecure();
  HTTPClient http;
  http.begin(c, String(API_URL) + "?key=" + API_TOKEN + "&w_v=" + String(kg));
  http.GET();
  ESP.deepSleep(30 * 60e6);
}
""",
    "lonum:16",
    extra=lambda r, s: {"wifi": F.hum(r, safe=True)},
)


def _hist(s: dict) -> str:
    auth = enc_basic(s["email"], s["cred"])
    return f"""cd ~/facturi
ls
curl -s -H "Authorization: Basic {auth}" -H "Accept: application/json" "https://ws.smartbill.ro/SBORO/api/series?cif=RO{s["nn"]}{s["n"]}&type=f"
curl -s -X POST -H "Authorization: Basic {auth}" -H "Content-Type: application/json" -d @factura_{s["nn"]}.json https://ws.smartbill.ro/SBORO/api/invoice
vim factura_{s["nn"]}.json
"""


F.reg(
    "prisaca_smartbill_invoice_curl_basic_base64",
    ("home/<<first>>/.bash_history", "laptop-<<org>>/<<n>>/.zsh_history"),
    _hist,
    "hex:32",
    decode=dec_re(r"Authorization: Basic ([A-Za-z0-9+/=]+)", basic_pw),
)


def _tsv(s: dict) -> str:
    return (
        "cont\tutilizator\tparola\tobs\n"
        f"APIA\t{s['user']}\t{s['h1']}\tsubvenții\n"
        f"Romapis\t{s['email']}\t{s['cred']}\tasociația apicultorilor\n"
        f"Olx\t{s['first']}.{s['org']}\t{s['h2']}\tvânzare miere\n"
    )


F.reg(
    "prisaca_conturi_tsv_parola_column",
    ("Documente/conturi_stupina_<<n>>.tsv", "stick/<<org>>_parole.tsv"),
    _tsv,
    "human",
    extra=lambda r, s: {"h1": F.hum(r), "h2": F.hum(r)},
)

F.reg(
    "prisaca_extraction_room_reolink_ha_secrets_yaml",
    ("homeassistant/secrets_<<n>>.yaml", "config/<<org>>/secrets.yaml"),
    """# Home Assistant - camera din camera de extracție și senzorul de umiditate
reolink_host: <<ip>>
reolink_username: admin
reolink_password: '<<cred>>'
wifi_stupina: '<<wifi>>'
latitude_home: 47.6<<n>>
""",
    "pw_sq",
    extra=lambda r, s: {"wifi": F.hum(r, safe=True)},
)
