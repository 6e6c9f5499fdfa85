# ruff: noqa: E501
"""Family h: a building-automation (BMS / Gebäudeleittechnik) integrator in Cologne, Germany (German)."""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredtwentyninth_spec import Fam, human_with

F = Fam(
    name="gebaeudeleit_bms_integrator_koeln",
    orgs=("regelwerk", "tanseiden"),
    tld="de",
    first=(
        ("Jürgen", "juergen"),
        ("Sabine", "sabine"),
        ("Matthias", "matthias"),
        ("Kerstin", "kerstin"),
        ("Björn", "bjoern"),
        ("Anja", "anja"),
        ("Uwe", "uwe"),
    ),
    last=(
        ("Müller", "mueller"),
        ("Schröder", "schroeder"),
        ("Weiß", "weiss"),
        ("Becker", "becker"),
        ("Hoffmann", "hoffmann"),
        ("Krüger", "krueger"),
    ),
    words=(
        "schalter",
        "heizung",
        "lueftung",
        "sonne",
        "adler",
        "koeln",
        "dom",
        "schnee",
        "wolke",
        "falke",
        "sommer",
        "brezel",
        "drossel",
        "kessel",
        "rhein",
        "klima",
        "geissbock",
        "kranich",
    ),
    pets=("bello", "rex", "mieze", "felix", "luna", "paule"),
    cc="+49",
    places=("Ehrenfeld", "Deutz", "Mülheim", "Porz", "Kalk", "Nippes", "Lindenthal"),
    local=("Kühlung", "Lüftung", "Größe", "Schlüssel", "Bär", "Möwe", "Brücke", "Straße"),
)


def _dec_appconfig(text: str) -> str:
    root = ET.fromstring(text.encode())
    cs = root.find("./connectionStrings/add").get("connectionString")  # type: ignore[union-attr]
    return re.search(r"Password=([^;]+)", cs).group(1)  # type: ignore[union-attr]


F.reg(
    "gebaeudeleit_trendlogger_app_config_xml_escaped",
    ("TrendLogger/TrendLogger.exe.config", "Projekte/<<place>>_<<n>>/App.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Trend" connectionString="Server=<<ip>>\\SQLEXPRESS;Database=Trend_<<place>>;User Id=trend;Password=<<enc>>;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="BacnetPort" value="47808" />
    <add key="PollIntervalSeconds" value="60" />
  </appSettings>
</configuration>
""",
    human_with('&<>"', "!@#$*._-+?&%"),
    extra=lambda rng, s: {"enc": escape(s["cred"], {'"': "&quot;"})},
    decode=_dec_appconfig,
)

F.reg(
    "gebaeudeleit_desigo_pxc_curl_zsh_history",
    ("home/<<fa>>/.zsh_history", "Laptop-<<n>>/.zsh_history"),
    """: <<ts>>:0;ping -c 3 <<ip>>
: <<ts>>:0;curl -k -u "admin:<<cred>>" https://<<ip>>/api/v1/points?filter=AHU01
: <<ts>>:0;curl -k -u "admin:<<cred>>" https://<<ip>>/api/v1/alarms | jq '.[] | .text'
: <<ts>>:0;ssh wartung@<<ip2>>
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "gebaeudeleit_german_email_zugangsdaten_leitstand",
    ("Mail/Gesendet/<<n4>>.eml", "Outlook-Export/zugangsdaten_<<place>>_<<d>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: haustechnik@<<place>>-klinikum.de
Subject: Zugangsdaten GLT Leitstand <<place>>
Date: Mon, <<dd>> Feb <<y>> <<hh>>:<<mi>>:00 +0100
Content-Type: text/plain; charset=utf-8

Guten Tag Herr <<ln2>>,

wie besprochen die Zugangsdaten für den Desigo-CC-Leitstand (Bedienplatz im Technikraum UG):

Benutzer: haustechnik
Passwort: <<cred>>

Bitte nur für Bedienung und Quittieren von Alarmen verwenden, Änderungen an den Regelparametern nur nach Rücksprache.

Mit freundlichen Grüßen
<<fn>> <<ln>>
<<orgc>> Gebäudeautomation GmbH
""",
    "human",
    syntax="",
)

F.reg(
    "gebaeudeleit_node_red_settings_credential_secret",
    ("node-red/settings.js", "home/pi/.node-red-<<n>>/settings.js"),
    """module.exports = {
    flowFile: "flows_<<place>>.json",
    credentialSecret: "<<cred>>",
    uiPort: process.env.PORT || 1880,
    mqttReconnectTime: 15000,
    logging: { console: { level: "info", metrics: false, audit: false } },
    editorTheme: { projects: { enabled: false } },
    functionGlobalContext: { modbusGateway: "<<ip>>" },
};
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "gebaeudeleit_telegraf_influxdb_v2_modbus_conf",
    ("telegraf/telegraf.conf", "etc/telegraf/telegraf.d/<<place>>_<<n>>.conf"),
    """[agent]
  interval = "30s"

[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "glt_<<place>>"

[[inputs.modbus]]
  name = "waermepumpe"
  controller = "tcp://<<ip2>>:502"
  slave_id = 1
  holding_registers = [
    { name = "vorlauf_temp", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [1] },
  ]
""",
    "b64:64",
    syntax="toml",
)

F.reg(
    "gebaeudeleit_mosquitto_bridge_remote_password",
    ("mosquitto/conf.d/bridge.conf", "etc/mosquitto/conf.d/bridge_<<place>>_<<n>>.conf"),
    """# Bridge vom Objekt-Broker zum Leitstand
connection leitstand-<<place>>
address mqtt.<<dom>>:8883
bridge_protocol_version mqttv311
remote_username objekt_<<n>>
remote_password <<cred>>
bridge_cafile /etc/mosquitto/certs/ca.crt
topic glt/# out 1 "" <<place>>/
cleansession false
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "gebaeudeleit_signal_copied_chat_loxone_passwort",
    ("Notizen/signal_<<n>>.txt", "Chat-Export/signal_<<fa>>_<<d>>.txt"),
    """[<<dd>>.<<mo>>.<<yy>> <<hh>>:<<mi>>] <<fn>> <<ln>>: Bin in <<place>>, die Loxone will nicht
[<<dd>>.<<mo>>.<<yy>> <<hh>>:<<mi>>] <<fn2>> <<ln2>>: Admin-PW für den Miniserver ist <<cred>>
[<<dd>>.<<mo>>.<<yy>> <<hh>>:<<mi>>] <<fn>> <<ln>>: Danke, bin drin. Heizkreis 2 hing im Handbetrieb
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"yy": s["y"][2:]},
)

F.reg(
    "gebaeudeleit_wireguard_fernwartung_conf",
    ("wireguard/fernwartung-<<place>>.conf", "etc/wireguard/wg<<n>>.conf"),
    """[Interface]
# Fernwartung Objekt <<place>>
PrivateKey = <<cred>>
Address = 10.77.<<oct>>.2/32
DNS = 10.77.0.1

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.77.0.0/16, <<ip>>/32
PersistentKeepalive = 25
""",
    "b64:32",
    syntax="",
    extra=lambda rng, s: {
        "pub": base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode(),
        "oct": str(rng.randint(2, 250)),
    },
)
