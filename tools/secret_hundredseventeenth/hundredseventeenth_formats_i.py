# ruff: noqa: E501
"""Family i: a guifi.net community network node group in the Lleida plain, Catalonia; Catalan."""

import json
import xml.etree.ElementTree as ET

from hundredseventeenth_spec import Fam, with_sym

F = Fam(
    name="guifi_xarxa_comunitaria_lleida",
    orgs=("xarxapont", "segarranet", "terresdeponent", "guifipla"),
    tld="cat",
    first=(
        ("Jordi", "jordi"),
        ("Montserrat", "montse"),
        ("Pere", "pere"),
        ("Núria", "nuria"),
        ("Arnau", "arnau"),
        ("Mireia", "mireia"),
    ),
    last=(
        ("Puig", "puig"),
        ("Vilaró", "vilaro"),
        ("Solé", "sole"),
        ("Balcells", "balcells"),
        ("Torrents", "torrents"),
    ),
    words=(
        "guifi",
        "xarxa",
        "lleida",
        "castell",
        "sardana",
        "calcot",
        "senyera",
        "montserrat",
        "ponent",
        "segre",
        "fruita",
        "antena",
        "muntanya",
        "estel",
    ),
    pets=("nuvol", "pipa", "floquet", "lluna", "gos"),
    cc="+34",
    city="Lleida",
)

F.reg(
    "guifi_xarxa_qmp_uci_wireless_key",
    ("etc/config/wireless", "backup/qmp-<<org>>-<<n>>/etc/config/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option channel '36'
	option htmode 'HT40'
	option country 'ES'

config wifi-iface 'wlan0ap'
	option device 'radio0'
	option mode 'ap'
	option ssid 'guifi-<<org>>-<<n>>'
	option encryption 'psk2'
	option key '<<cred>>'
	option network 'lan'
""",
    cred="pw_sq",
    syntax="",
)


def tg_json(s: dict) -> str:
    doc = {
        "name": f"Node {s['Org']}",
        "type": "private_supergroup",
        "id": int(s["n2"]) * 1000 + int(s["n"]),
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:00",
                "from": s["fn"],
                "from_id": f"user{s['n2']}",
                "text": "Algú té la contrasenya de l'AirFiber del campanar? He de reorientar l'enllaç cap a Alcarràs",
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['time2']}:00",
                "from": s["fn2"],
                "from_id": f"user{s['n']}",
                "text": [
                    {"type": "plain", "text": "usuari ubnt, contrasenya "},
                    {"type": "code", "text": s["cred"]},
                ],
            },
            {
                "id": 3,
                "type": "message",
                "date": f"{s['date']}T{s['time2']}:30",
                "from": s["fn"],
                "from_id": f"user{s['n2']}",
                "text": "Gràcies! 🙌",
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


F.reg(
    "guifi_xarxa_catalan_telegram_json_contrasenya",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/node_<<org>>_<<n>>/result.json"),
    tg_json,
    cred="human_x",
)

F.reg(
    "guifi_xarxa_redsys_quotes_socis_php",
    ("quotes/redsys_config.php", "web/<<org>>/socis/redsys_<<n>>.php"),
    """<?php
// Quotes dels socis de la xarxa - TPV virtual Redsys
define('REDSYS_MERCHANT_CODE', '<<n2>><<n>>12');
define('REDSYS_TERMINAL', '001');
define('REDSYS_KEY', '<<cred>>');
define('REDSYS_URL', 'https://sis.redsys.es/sis/realizarPago');
""",
    cred="p:redsys",
    syntax="",
)

F.reg(
    "guifi_xarxa_drupal_settings_php_databases",
    ("web/sites/default/settings.php", "drupal-<<org>>/sites/default/settings.php"),
    """<?php
$databases['default']['default'] = [
  'database' => 'guifi_<<org>>',
  'username' => 'drupal',
  'password' => '<<cred>>',
  'host' => '<<ip>>',
  'port' => '3306',
  'driver' => 'mysql',
  'prefix' => '',
];
$settings['hash_salt'] = file_get_contents('/etc/drupal/salt.txt');
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "guifi_xarxa_grafana_ini_admin_password",
    ("etc/grafana/grafana.ini", "monitor/<<org>>/grafana_<<n>>.ini"),
    """[server]
domain = monitor.<<dom>>
root_url = https://monitor.<<dom>>/

[security]
admin_user = admin
admin_password = <<cred>>

[auth.anonymous]
enabled = true
org_role = Viewer
""",
    cred="pw",
)

F.reg(
    "guifi_xarxa_assemblea_acta_markdown_router",
    ("actes/acta_assemblea_<<date>>.md", "wiki/actes/<<n>>.md"),
    """# Acta de l'assemblea de la xarxa <<Org>> - <<dmy>>

Assistents: <<fn>> <<ln>>, <<fn2>> <<ln2>> i 9 sòcies més.

1. Quotes 2026: es mantenen a 15 €/mes.
2. Enllaç nou cap a Alcarràs: el fa en <<fn>> dissabte.
3. Local social: el router del local és el MikroTik hAP. Usuari `admin`, contrasenya `<<cred>>`
   (en <<fn2>> la canviarà després de l'assemblea).
""",
    cred="human",
    syntax="",
)

F.reg(
    "guifi_xarxa_wireguard_supernode_conf",
    ("etc/wireguard/wg-supernode.conf", "supernode/<<org>>-wg<<day>>.conf"),
    """[Interface]
Address = 10.<<day>>.0.1/24
ListenPort = 518<<day>>
PrivateKey = <<cred>>

[Peer]
# node del campanar
PublicKey = <<pubk>>
AllowedIPs = 10.<<day>>.0.2/32, 10.228.<<day>>.0/27
PersistentKeepalive = 25
""",
    cred="b64:32",
    syntax="",
    extra=lambda rng, s: {
        "pubk": __import__("base64")
        .b64encode(bytes(rng.randrange(256) for _ in range(32)))
        .decode()
    },
)


def dec_xml(text: str) -> str:
    root = ET.fromstring(text.encode())
    node = root.find(".//password")
    assert node is not None and node.text
    return node.text


def xml_escape(v: str) -> str:
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


F.reg(
    "guifi_xarxa_unsolclic_xml_escaped_password",
    ("unsolclic/node_<<n2>>.xml", "guifi/unsolclic_<<org>>_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<unsolclic node="<<n2>>" zone="<<org>>">
  <device model="NanoStation M5" firmware="AirOsv6.3">
    <ssid>guifi-<<org>>-<<n>></ssid>
    <username>ubnt</username>
    <password><<enc>></password>
  </device>
</unsolclic>
""",
    cred=with_sym("&<>"),
    extra=lambda rng, s: {"enc": xml_escape(str(s["cred"]))},
    decode=dec_xml,
)
