# ruff: noqa: E501
"""Family a: Bohemian glassworks and cullet (recycled glass) yards, Czech Republic."""

from __future__ import annotations

import base64

from thirtyninth_spec import Fam, reg

F = Fam(
    name="bohemian_glassworks_cullet",
    tlds=("cz",),
    orgs=("sklarna-kamenicky", "cullet-novybor", "sklo-jablonec", "hut-harrachov"),
    first=("jana", "petr", "lucie", "tomas", "zdenka", "vaclav", "marketa", "jiri"),
    last=("novak", "dvorak", "kucera", "prochazka", "svoboda", "cerny", "vesely"),
    words=(
        "sklo",
        "sklarna",
        "brus",
        "kalich",
        "lustr",
        "foukac",
        "granat",
        "vltavin",
        "bor",
        "crystal",
    ),
    pets=("rex", "micka", "bobik", "ferda", "azor", "mourek"),
    seasons=("Jaro", "Leto", "Podzim", "Zima"),
    places=("Novybor", "Jablonec", "Karlovyvary", "Harrachov", "Kamenicky", "Desna"),
)

reg(
    F,
    "glassworks_tank_melter_historian_ini",
    ("sklarna/<<org>>/scada/historian_<<n>>.ini", "opt/tavici-van/<<org>>/historian.ini"),
    """; Historian - tavici van c. <<n>> (sodnodraselne sklo)
; posledni zmena: <<date_eu>> <<first_t>> <<last_t>>
[general]
site = <<org>>
tank_id = VAN-<<n>>
sample_interval_s = 10

[opc]
endpoint = opc.tcp://<<ip>>:4840
security_mode = SignAndEncrypt

[sql]
server = <<host>>
port = 1433
database = historian_van<<n>>
user = hist_writer
password = <<cred>>
encrypt = yes

[alarms]
crown_temp_max_c = 1620
batch_level_min_pct = 18
""",
    "pw",
)

reg(
    F,
    "glassworks_czech_email_heslo_shoptet",
    ("posta/<<user>>/<<date>>_eshop.eml", "export/outlook/<<org>>/<<n3>>.eml"),
    """From: <<first_t>> <<last_t>> <<<email>>>
To: <<email2>>
Date: <<date_eu>> <<time>>
Subject: Pristup do e-shopu (Shoptet) - vanocni kolekce kalichu
Content-Type: text/plain; charset=utf-8

Ahoj <<first2_t>>,

posilam ti pristup do administrace e-shopu, at muzes nahrat fotky novych
brousenych kalichu a lustru z <<place>>.

admin: https://<<dom>>/admin/
uzivatel: <<user>>
heslo: <<cred>>

Prosim nemen ho, pouziva ho i Marketa na expedici.
Diky a hezky den
<<first_t>>
--
<<org_t>> s.r.o., sklarna a brusirna
""",
    "human",
)

reg(
    F,
    "glassworks_eshop_comgate_php_config",
    ("www/<<org>>/app/config/comgate.php", "eshop/<<org>>/config/platby.php"),
    """<?php
// Platebni brana Comgate - ostre prostredi (prodej vltavinu a brusenych lustru)
return [
    'merchant' => '<<n3>><<n4>>',
    'secret' => '<<cred>>',
    'test' => false,
    'country' => 'CZ',
    'curr' => 'CZK',
    'method' => 'ALL',
    'return_url' => 'https://<<dom>>/objednavka/hotovo',
    'notify_url' => 'https://<<dom>>/comgate/notify',
];
""",
    "alnum32",
    syntax="",
)


def _pohoda(rng, v):
    v["b64"] = base64.b64encode(f"{v['user']}:{v['cred']}".encode()).decode()
    v["needle"] = v["b64"]


reg(
    F,
    "glassworks_cullet_weighbridge_pohoda_stw_header",
    ("strepy/<<org>>/vaha_export.py", "tools/cullet/<<org>>/pohoda_push_<<n>>.py"),
    '''"""Export vazenek strepu (cullet) z mostni vahy do Pohody pres mServer."""

import requests

MSERVER = "http://<<ip>>:444/xml"
HEADERS = {
    "STW-Authorization": "Basic <<b64>>",
    "STW-Application": "vaha-strepy",
    "Content-Type": "text/xml",
}


def odeslat(xml: bytes) -> int:
    r = requests.post(MSERVER, data=xml, headers=HEADERS, timeout=30)
    return r.status_code


if __name__ == "__main__":
    with open("vazenky_<<date>>.xml", "rb") as fh:
        print(odeslat(fh.read()))
''',
    "pw",
    extra=_pohoda,
)

reg(
    F,
    "glassworks_gravir_laser_reg_export_ftp",
    ("gravirovani/<<org>>/laser_<<n>>.reg", "backup/dilna/<<org>>/gravir_ftp.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\\Software\\LaserGrav\\<<org_t>>\\Transfer]
"Server"="<<ip>>"
"Port"=dword:00000015
"User"="gravir<<n>>"
"FtpPassword"="<<cred>>"
"PassiveMode"=dword:00000001
"RemoteDir"="/motivy/kalichy"

[HKEY_CURRENT_USER\\Software\\LaserGrav\\<<org_t>>\\Machine]
"Model"="CO2-60W"
"LastJob"="erb_<<place>>_<<n3>>.dxf"
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "glassworks_whatsapp_export_brusirna_wifi_reply",
    (
        "chat/WhatsApp Chat - Brusirna <<place>>.txt",
        "telefony/<<user>>/whatsapp_brusirna_<<n>>.txt",
    ),
    """<<date_sl>>, <<time>> - <<first_t>> <<last_t>>: Dobry den, prosim vas jake je heslo na wifi v brusirne? Musim poslat fotky lustru
<<date_sl>>, <<time>> - <<first2_t>> <<last2_t>>: Sit je Brusirna_2G
<<date_sl>>, <<time>> - <<first2_t>> <<last2_t>>: <<cred>>
<<date_sl>>, <<time>> - <<first_t>> <<last_t>>: diky, uz to jede 👍
<<date_sl>>, <<time>> - <<first2_t>> <<last2_t>>: a nezapomente vypnout kompresor u pece
""",
    "human",
    syntax="",
)

reg(
    F,
    "glassworks_jablonec_beads_shopify_dotenv",
    ("jablonec-beads/<<org>>/.env", "shop-sync/<<org>>/.env.production"),
    """# synchronizace skladu perlicek (Jablonec) -> Shopify
SHOP_DOMAIN=<<org>>-beads.myshopify.com
SHOPIFY_API_VERSION=2025-01
SHOPIFY_ADMIN_TOKEN=<<cred>>
WAREHOUSE_DB=postgresql://sklad@<<host>>:5432/perlicky
SYNC_EVERY_MIN=15
LOG_LEVEL=info
""",
    "p:shopify",
    syntax="",
)

reg(
    F,
    "glassworks_tank_crown_alarm_go_telegram_const",
    ("cmd/pec-alarm/<<org>>/main.go", "sklarna/<<org>>/alarm/telegram.go"),
    """package main

import (
	"fmt"
	"net/http"
	"net/url"
)

// Alarm teploty klenby panve -> Telegram skupina "Hutni mistri <<place>>"
const (
	botToken = "<<cred>>"
	chatID   = "-100<<n4>><<n3>><<n3>>"
	limitC   = 1580
)

func notify(msg string) error {
	u := fmt.Sprintf("https://api.telegram.org/bot%s/sendMessage", botToken)
	_, err := http.PostForm(u, url.Values{"chat_id": {chatID}, "text": {msg}})
	return err
}
""",
    "p:telegram",
    syntax="",
)
