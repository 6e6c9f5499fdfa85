# ruff: noqa: E501
"""Family m: a home-automation tinkerer in Eskişehir, Turkey (Turkish): Zigbee2MQTT, a Tasmota
Backlog sent as a percent-encoded URL (encoded), ESPHome secrets, WhatsApp, Node-RED's
credentialSecret, the Tuya IoT platform, an HTTP Shortcuts export with \\u escapes (encoded)
and ddclient with a Cloudflare token."""

from __future__ import annotations

import json
import random
import urllib.parse

from eightyeighth_spec import AKILLIEV as F
from eightyeighth_spec import Slots, after, alnum, b64, gen_pw, hexs, pick, pw_with


def _ev(rng: random.Random, s: Slots) -> None:
    s["room"] = pick(rng, ("salon", "mutfak", "yatak_odasi", "balkon", "cocuk_odasi"))
    s["oda"] = pick(rng, ("Salon", "Mutfak", "Yatak odası", "Balkon", "Çocuk odası"))
    s["ssid"] = pick(
        rng, ("TurkTelekom_T", "SUPERONLINE_", "TTNET_ZyXEL_", "VodafoneNet-")
    ) + alnum(rng, 4, "0123456789ABCDEF")


F.reg(
    "akilliev_zigbee2mqtt_configuration_yaml_mqtt_password",
    ("zigbee2mqtt/data/configuration.yaml", "homeassistant/zigbee2mqtt-<<ymd>>/configuration.yaml"),
    """homeassistant:
  enabled: true
frontend:
  enabled: true
  port: 8080
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://<<lip>>:1883
  user: z2m
  password: "<<cred>>"
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_<<hexid>>-if00-port0
  adapter: zstack
advanced:
  log_level: info
  channel: 25
devices:
  '0x<<dev>>':
    friendly_name: <<room>>_sicaklik
version: 4
""",
    cred="human",
    extra=lambda rng, s: (_ev(rng, s), s.update(hexid=hexs(rng, 32), dev=hexs(rng, 16))),
)


def _tasmota_hist(s: Slots) -> str:
    return f"""ping -c 3 {s["lip2"]}
curl "http://{s["lip2"]}/cm?cmnd=Status%200"
curl "http://{s["lip2"]}/cm?cmnd={s["enc"]}"
curl "http://{s["lip2"]}/cm?cmnd=Restart%201"
mosquitto_sub -h {s["lip"]} -u tasmota -P "$(cat ~/.mqtt_pw)" -t "tele/{s["room"]}_priz/#" -v
"""


def _dec_tasmota(text: str) -> str:
    cmnd = urllib.parse.unquote(after(text, r"cmnd=(Backlog[^\"]+)"))
    return after(cmnd, r"MqttPassword (\S+?)(?:;|$)")


F.reg(
    "akilliev_tasmota_backlog_percent_encoded_bash_history",
    ("home/<<user>>/.bash_history", "home/pi/.bash_history-<<room>>"),
    _tasmota_hist,
    cred=lambda rng, f, s: pw_with(rng, "!@*+?", sym="!@*+-_.?"),
    syntax="",
    extra=_ev,
    enc=lambda v, s: urllib.parse.quote(
        f"Backlog MqttHost {s['lip']}; MqttUser tasmota; MqttPassword {v}; Topic {s['room']}_priz",
        safe="",
    ),
    decode=_dec_tasmota,
)


F.reg(
    "akilliev_esphome_secrets_yaml_ota_password",
    ("esphome/secrets.yaml", "homeassistant/esphome/secrets.yaml.<<ymd>>"),
    """# ESPHome gizli bilgiler - tüm cihazlar bu dosyayı kullanıyor
wifi_ssid: "<<ssid>>"
wifi_password: "<<wifi>>"
ap_password: "<<ap>>"
ota_password: "<<cred>>"
api_key: "<<api>>"
""",
    cred="human",
    extra=lambda rng, s: (
        _ev(rng, s),
        s.update(wifi=gen_pw(rng, sym="-_."), ap=alnum(rng, 12), api=b64(rng, 32)),
    ),
)


def _wa(s: Slots) -> str:
    d = s["dmy"].replace("/", ".")
    return f"""[{d} {s["time"]}:05] {s["name2"]}: Modemin arayüz şifresi neydi? Port yönlendirme yapacağım Home Assistant için
[{d} {s["time"]}:48] {s["name"]}: kullanıcı adı admin
[{d} {s["time2"]}:02] {s["name"]}: şifre {s["cred"]}
[{d} {s["time2"]}:30] {s["name2"]}: Tamamdır, sağ ol 🙏
[{d} {s["time2"]}:51] {s["name"]}: {s["oda"]} lambası da Zigbee'ye geçti bu arada
"""


F.reg(
    "akilliev_whatsapp_turkish_sifre_modem_arayuz",
    ("WhatsApp/<<fa2>> ile WhatsApp Sohbeti.txt", "yedek/whatsapp_ev_<<ymd>>.txt"),
    _wa,
    cred="human",
    syntax="",
    extra=_ev,
)


F.reg(
    "akilliev_node_red_settings_js_credential_secret",
    ("home/<<user>>/.node-red/settings.js", "node-red-data/settings.js.<<ymd>>"),
    """/**
 * Node-RED settings - ev otomasyonu (<<host>>)
 */
module.exports = {
    flowFile: 'flows.json',
    flowFilePretty: true,
    credentialSecret: "<<cred>>",
    uiPort: process.env.PORT || 1880,
    mqttReconnectTime: 15000,
    serialReconnectTime: 15000,
    debugMaxLength: 1000,
    functionGlobalContext: {
        os: require('os'),
    },
    exportGlobalContextKeys: false,
    logging: {
        console: { level: "info", metrics: false, audit: false }
    },
    editorTheme: {
        projects: { enabled: false }
    }
};
""",
    cred="pw_dq",
    syntax="",
)


F.reg(
    "akilliev_tuya_iot_platform_env_access_secret",
    ("tuya-kontrol/.env", "home/<<user>>/tuya/.env.<<room>>"),
    """# Tuya IoT Platform (Central Europe Data Center) - perdeler ve prizler
TUYA_ENDPOINT=https://openapi.tuyaeu.com
TUYA_ACCESS_ID=<<aid>>
TUYA_ACCESS_SECRET=<<cred>>
TUYA_USERNAME=<<email2>>
TUYA_COUNTRY_CODE=90
""",
    cred=lambda rng, f, s: alnum(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    syntax="",
    extra=lambda rng, s: (
        _ev(rng, s),
        s.update(aid=alnum(rng, 20, "abcdefghijklmnopqrstuvwxyz0123456789")),
    ),
)


def _shortcuts(s: Slots) -> str:
    data = {
        "categories": [
            {
                "id": "1",
                "name": "Ev",
                "shortcuts": [
                    {
                        "id": s["sid"],
                        "name": s["oda"] + " ışık aç",
                        "method": "POST",
                        "url": f"http://{s['lip']}:8123/api/services/light/turn_on",
                        "authentication": "basic",
                        "username": s["user"],
                        "password": s["cred"],
                        "bodyContent": json.dumps({"entity_id": f"light.{s['room']}"}),
                        "iconName": "bulb",
                    }
                ],
            }
        ],
        "compatibilityVersion": 60,
        "version": 73,
    }
    return json.dumps(data, indent=2)


F.reg(
    "akilliev_http_shortcuts_export_json_unicode_escaped",
    ("Download/shortcuts_<<ymd>>.json", "HTTP Shortcuts/yedek-<<n>>.json"),
    _shortcuts,
    cred="human_u",
    extra=lambda rng, s: (
        _ev(rng, s),
        s.update(
            sid=f"{hexs(rng, 8)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 12)}"
        ),
    ),
    decode=lambda text: json.loads(text)["categories"][0]["shortcuts"][0]["password"],
)


F.reg(
    "akilliev_ddclient_conf_cloudflare_api_token",
    ("etc/ddclient.conf", "home/<<user>>/ddclient/ddclient-<<ymd>>.conf"),
    """# ddclient - ev.<<dom>> için dinamik DNS (Cloudflare)
daemon=300
syslog=yes
ssl=yes
use=web, web=https://cloudflare.com/cdn-cgi/trace, web-skip='ip='
protocol=cloudflare
zone=<<dom>>
login=token
password=<<cred>>
ev.<<dom>>
""",
    cred="p:cloudflare_api",
    syntax="",
)
