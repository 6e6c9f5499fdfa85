"""Family f: a family winery fermenting in buried clay jars near Telavi (Georgia)."""

from __future__ import annotations

import html
import xml.etree.ElementTree as ET

from sixtythird_spec import Fam, pick

F = Fam(
    "churi_saperavi_telavi",
    ("churisakhli", "churisakhli"),
    "ge",
    ("giorgi", "nino", "levan", "tamar", "davit", "ketevan", "irakli", "mariam"),
    ("გიორგი", "ნინო", "ლევანი", "თამარი", "დავითი", "ქეთევანი", "ირაკლი", "მარიამი"),
    ("beridze", "kapanadze", "gelashvili", "lomidze", "chkheidze", "tsiklauri", "mamulashvili"),
    (
        "saperavi",
        "rkatsiteli",
        "mtsvane",
        "kisi",
        "tamada",
        "supra",
        "alaverdi",
        "gaumarjos",
        "kakheti",
        "telavi",
        "marani",
        "chacha",
        "tbilisi",
        "sakartvelo",
        "mziuri",
        "lamara",
    ),
    "995",
)

F.reg(
    "churi_viber_csv_paroli_rs_ge",
    ("Viber/viber_chat_<<org>>_<<n>>.csv", "exports/viber_ოჯახი_<<nn>>.csv"),
    """Date,Time,Sender Name,Sender Phone,Message
<<dmys>>,<<time>>,<<lfirst>>,<<phone>>,"rs.ge-ზე ზედნადები უნდა გამოვწერო, პაროლი გამომიგზავნე"
<<dmys>>,<<time>>,ლევანი,+995 599 <<nn>>,"მომხმარებელი: <<user>>"
<<dmys>>,<<time>>,ლევანი,+995 599 <<nn>>,"პაროლი: <<cred>>"
<<dmys>>,<<time>>,<<lfirst>>,<<phone>>,"მადლობა 🍷"
""",
    "human",
)

F.reg(
    "churi_wine_shop_wp_config_php_db_password",
    ("public_html/<<org>>/wp-config.php", "backup/wp-config_<<date>>.php"),
    """<?php
/** ღვინის მაღაზია — WooCommerce */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wp<<n>>_';

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
)

F.reg(
    "churi_bog_ipay_client_secret_env",
    ("shop/<<org>>/.env", "deploy/wine-shop_<<n>>.env"),
    """APP_ENV=production
APP_URL=https://shop.<<dom>>
BOG_IPAY_CLIENT_ID=<<cid>>
BOG_IPAY_CLIENT_SECRET=<<cred>>
BOG_IPAY_CALLBACK=https://shop.<<dom>>/payments/bog/callback
CURRENCY=GEL
""",
    "alnum:32",
    extra=lambda r, s: {"cid": F.draw(r, "digits:5", s)},
)

F.reg(
    "churi_fermentation_temp_esp32_mqtt_ino",
    ("arduino/churi_temp_<<n>>/churi_temp_<<n>>.ino", "marani/<<org>>_sensor.ino"),
    """// ქვევრის ტემპერატურა — DS18B20 x6 -> MQTT
#include <WiFi.h>
#include <PubSubClient.h>
#include <OneWire.h>
#include <DallasTemperature.h>

const char* ssid = "Marani_<<corg>>";
const char* wifi_pass = "<<wifi>>";
const char* mqtt_server = "<<ip>>";
const char* mqtt_user = "marani";
const char* mqtt_pass = "<<cred>>";

WiFiClient espClient;
PubSubClient client(espClient);
OneWire oneWire(4);
DallasTemperature sensors(&oneWire);

void setup() {
  WiFi.begin(ssid, wifi_pass);
  client.setServer(mqtt_server, 1883);
}

void loop() {
  if (!client.connected()) client.connect("churi-<<n>>", mqtt_user, mqtt_pass);
  sensors.requestTemperatures();
  client.publish("marani/churi1", String(sensors.getTempCByIndex(0)).c_str());
  delay(60000);
}
""",
    "pw_dq",
    extra=lambda r, s: {"wifi": F.hum(r, safe=True)},
)

F.reg(
    "churi_export_certificate_email_georgian_paroli",
    ("ფოსტა/სერტიფიკატი_<<n>>.eml", "mail/<<org>>/export_<<nn>>.eml"),
    """From: ექსპორტის განყოფილება <export@wine-agency.ge>
To: <<email>>
Subject: ექსპორტის სერტიფიკატის პორტალი — წვდომა
Date: Mon, <<d>> Sep <<year>> <<hms>> +0400
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

გამარჯობა, <<lfirst>>!

თქვენი მარნისთვის შექმნილია ანგარიში ექსპორტის სერტიფიკატების პორტალზე.

მომხმარებელი: <<user>>
პაროლი: <<cred>>

გთხოვთ, პირველი შესვლისას შეცვალოთ პაროლი.

პატივისცემით,
ექსპორტის განყოფილება
""",
    "human",
)

F.reg(
    "churi_tasting_booking_ics_description_portal",
    ("Calendar/marani_<<n>>.ics", "gcal-export/<<org>>_<<year>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mo>><<d>>T<<hh>>0000Z
DTEND:<<year>><<mo>><<d>>T<<hh>>3000Z
UID:<<uuid>>@google.com
SUMMARY:დეგუსტაცია — ჯგუფი 12 ადამიანი
DESCRIPTION:ჯავშნების პანელი (booking extranet)\\nმომხმარებელი: <<org>>-marani\\nპარ
 ოლი: <<cred>>\\nგადახდა ადგილზე
LOCATION:Telavi\\, Kakheti
END:VEVENT
END:VCALENDAR
""",
    "pw_alnum",
)

F.reg(
    "churi_deploy_ssh_rsa_key_file",
    ("home/<<first>>/.ssh/id_rsa", "ssh-backup/<<org>>_deploy_<<n>>_rsa"),
    "<<cred>>\n",
    "rsa",
)


def _sheet(s: dict) -> str:
    rows = [("სისტემა", "მომხმარებელი", "პაროლი")]
    rows.append(("rs.ge", s["user"], F.hum(s["r"])))
    rows.append(("Vivino", f"sales@{s['dom']}", s["cred"]))
    rows.append(("BOG Business", s["org"], F.hum(s["r"])))
    cells = []
    for row in rows:
        cs = "".join(
            f'<Cell><Data ss:Type="String">{html.escape(v, quote=False)}</Data></Cell>' for v in row
        )
        cells.append(f"   <Row>{cs}</Row>")
    body = "\n".join(cells)
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="პაროლები">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


def _sheet_cred(r, s):
    return f"{pick(r, F.words).capitalize()}&{pick(r, F.words)}{r.randint(1, 99)}"


def _sheet_dec(text: str) -> str:
    ns = {"ss": "urn:schemas-microsoft-com:office:spreadsheet"}
    root = ET.fromstring(text.encode())
    for row in root.iterfind(".//ss:Row", ns):
        vals = [d.text for d in row.iterfind(".//ss:Data", ns)]
        if vals[0] == "Vivino":
            return vals[2]
    raise ValueError("no row")


F.reg(
    "churi_marani_spreadsheetml_entity_escaped_paroli",
    ("Documents/პაროლები_<<n>>.xml", "office/<<org>>_logins_<<year>>.xml"),
    _sheet,
    _sheet_cred,
    extra=lambda r, s: {"r": r},
    decode=_sheet_dec,
)
