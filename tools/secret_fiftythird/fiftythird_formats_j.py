"""Family j: an Indian cold-chain warehouse (शीतगृह) in Nagpur: WMS, label printers,
temperature loggers, billing and the gensets."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json

from fiftythird_spec import Fam, basic, gen_pw

J = Fam(
    "sheetgrih_coldchain_nagpur",
    orgs=("thandaghar", "vidarbha-coldlink", "santra-logistics"),
    tld="in",
    people=(
        ("राहुल", "देशमुख", "rahul", "deshmukh"),
        ("प्रिया", "वानखेड़े", "priya", "wankhede"),
        ("अमित", "कुलकर्णी", "amit", "kulkarni"),
        ("सुनीता", "पाटिल", "sunita", "patil"),
        ("विकास", "यादव", "vikas", "yadav"),
        ("नेहा", "जोशी", "neha", "joshi"),
        ("संजय", "गुप्ता", "sanjay", "gupta"),
    ),
    words=(
        "santra",
        "nagpur",
        "thanda",
        "chamber",
        "ripening",
        "reefer",
        "dock",
        "pallet",
        "vidarbha",
        "mandi",
        "ganesh",
        "diwali",
    ),
    seasons=("garmi", "sardi", "barsaat", "basant"),
    cc="+91",
    sites=("Chamber 3 (-18°C)", "Ripening Chamber 1", "Dock 4", "Genset Room", "Blast Freezer 2"),
)


def _docker_cfg(s: dict) -> str:
    return json.dumps(
        {
            "auths": {
                f"registry.{s['dom']}": {"auth": basic("wms-deploy", str(s["cred"]))},
                "https://index.docker.io/v1/": {},
            },
            "credsStore": "",
            "currentContext": "default",
        },
        indent="\t",
    )


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    for v in auths.values():
        if "auth" in v:
            return base64.b64decode(v["auth"]).decode().split(":", 1)[1]
    raise ValueError("no auth")


J.reg(
    "sheetgrih_wms_server_docker_config_json_auth",
    ("home/deploy/.docker/config.json", "wms-<<n2>>/root/.docker/config.json"),
    _docker_cfg,
    cred="pw_json",
    decode=_dec_docker,
)

J.reg(
    "sheetgrih_whatsapp_hinglish_password_wms_handheld",
    ("phone/WhatsApp Chat with Night Shift Dock.txt", "export/whatsapp_dock_<<n2>>.txt"),
    """<<dd>>/<<mo>>/<<yy>>, <<time>> - <<fn>> <<ln>>: सर handheld में WMS login नहीं हो रहा, password expire बोल रहा है
<<dd>>/<<mo>>/<<yy>>, <<time>> - <<fn2>> <<ln2>>: नया डाल दिया है, user dock<<n1>>
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<fn2>> <<ln2>>: पासवर्ड <<cred>>
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<fn>> <<ln>>: हो गया सर, धन्यवाद 🙏
""",
    cred="human",
    syntax="",
)

J.reg(
    "sheetgrih_zebra_label_printer_sgd_wlan_psk",
    ("printers/zebra/zt411_dock<<n1>>_wifi.zpl", "IT/label-printers/setup_<<n3>>.txt"),
    """! U1 setvar "wlan.essid" "COLDLINK-WH-<<n2>>"
! U1 setvar "wlan.security" "wpa_psk"
! U1 setvar "wlan.wpa.psk" "<<cred>>"
! U1 setvar "ip.addr" "<<ip>>"
! U1 setvar "ip.netmask" "255.255.255.0"
! U1 setvar "ip.gateway" "<<ip2>>"
! U1 setvar "device.location" "<<site>>"
! U1 do "device.reset" ""
""",
    cred=lambda rng, s: gen_pw(rng, 14, sym="-_.@#"),
    syntax="",
)

J.reg(
    "sheetgrih_temp_logger_esp32_thingsboard_token",
    ("firmware/temp_logger/temp_logger.ino", "loggers/chamber<<n1>>/chamber_logger_<<n2>>.ino"),
    """#include <WiFi.h>
#include <PubSubClient.h>
#include <DallasTemperature.h>

// Chamber temperature logger -> ThingsBoard (device access token as MQTT username)
const char* WIFI_SSID   = "COLDLINK-IOT";
const char* TB_SERVER   = "tb.<<dom>>";
const char* TB_TOKEN    = "<<cred>>";

WiFiClient net;
PubSubClient mqtt(net);

void reconnect() {
  while (!mqtt.connected()) {
    mqtt.connect("chamber-<<n1>>", TB_TOKEN, NULL);
    delay(2000);
  }
}
""",
    cred="p:thingsboard",
    syntax="",
)

J.reg(
    "sheetgrih_billing_portal_razorpay_env",
    ("billing-portal/.env", "apps/storage-billing-<<n2>>/.env.production"),
    """APP_NAME="<<org>> Storage Billing"
APP_ENV=production
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=billing
DB_USERNAME=billing
DB_PASSWORD=${BILLING_DB_PASSWORD}
RAZORPAY_KEY_ID=rzp_live_<<hex8>>Xa
RAZORPAY_KEY_SECRET=<<cred>>
GST_STATE_CODE=27
""",
    cred="p:razorpay",
    syntax="",
)

J.reg(
    "sheetgrih_hindi_email_password_tally_server",
    ("mail/accounts/<<date>>_tally_access.eml", "Outlook/लेखा/tally_<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Tally server remote access
Date: Mon, <<dd>> Apr <<year>> 12:20:09 +0530
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

नमस्ते <<fn2>> जी,

Tally सर्वर पर remote desktop के लिए आपका login बना दिया है।
सर्वर: <<ip>>
यूज़र: <<org>>\\<<user2>>
पासवर्ड: <<cred>>

कृपया month-end के बाद password बदल लें।

धन्यवाद,
<<fn>> <<ln>>
IT, <<org>>
""",
    cred="pw",
    syntax="",
)

J.reg(
    "sheetgrih_wms_hibernate_properties_password",
    ("wms/WEB-INF/classes/hibernate.properties", "opt/wms-<<n2>>/conf/hibernate.properties"),
    """# WMS – pallet locations, putaway and picking
hibernate.dialect=org.hibernate.dialect.PostgreSQLDialect
hibernate.connection.driver_class=org.postgresql.Driver
hibernate.connection.url=jdbc:postgresql://<<ip>>:5432/wms
hibernate.connection.username=wms_app
hibernate.connection.password=<<cred>>
hibernate.c3p0.max_size=40
hibernate.show_sql=false
""",
    cred="pw",
    syntax="",
)

J.reg(
    "sheetgrih_genset_dvr_login_register_csv",
    ("maintenance/उपकरण_लॉगिन_<<year>>.csv", "shared/maint/device_logins_<<n2>>.csv"),
    """क्रमांक,उपकरण,स्थान,IP,यूज़र,पासवर्ड,टिप्पणी
1,Genset controller DSE,<<site>>,<<ip>>,admin,<<cred>>,AMC वाले ने बदला
2,CCTV NVR,Security cabin,<<ip2>>,admin,<<cred>>,
3,Compressor PLC,Plant room,<<ip3>>,,,password नहीं है
""",
    cred="human",
    syntax="",
)
