# ruff: noqa: E501
"""Family i: winterization, generators and heating points in and around Kharkiv, Ukraine
(Ukrainian, Russian, English): Starlink, telemetry, deliveries and accounting."""

from __future__ import annotations

import base64
import random
import re

from sixtyfirst_spec import Fam

F = Fam(
    "kharkiv_winterization_generators",
    orgs=("teplodim", "fieldbridge-relief", "lastmile-logistics"),
    tld="org.ua",
    first=("oksana", "andriy", "iryna", "serhiy", "nataliia", "dmytro", "olena", "bohdan"),
    last=(
        "kovalenko",
        "shevchenko",
        "bondarenko",
        "tkachenko",
        "kravchenko",
        "melnyk",
        "oliinyk",
        "lysenko",
    ),
    words=(
        "teplo",
        "kharkiv",
        "sonyashnyk",
        "kalyna",
        "zyma",
        "svitlo",
        "dnipro",
        "chaika",
        "barvinok",
        "sloboda",
    ),
    places=("Kharkiv", "Saltivka", "Izium", "Kupiansk", "Balakliia", "Chuhuiv"),
    cc="+38067",
    country="ukraine",
)

# 1. Viber chat copied out (Ukrainian)
F.reg(
    "kharkiv_ukrainian_viber_copy_parol_heating_point",
    ("chats/viber_punkt_obihrivu_<<compact>>.txt", "Desktop/viber_<<place>>_<<n>>.txt"),
    """[<<dmy_dot>>, <<time>>] Iryna Tkachenko: Доброго ранку! На пункті обігріву в <<place>> ноутбук просить пароль, хтось знає?
[<<dmy_dot>>, <<time>>] <<fn>> <<ln>>: Логін admin, пароль <<cred>>
[<<dmy_dot>>, <<time2>>] Iryna Tkachenko: Дякую, запрацювало 👍
[<<dmy_dot>>, <<time2>>] <<fn>> <<ln>>: Тільки не пишіть його на дошці, будь ласка
""",
    "human",
)

# 2. Starlink note in Russian
F.reg(
    "kharkiv_russian_note_starlink_wifi_parol",
    ("Desktop/starlink_<<place>>.txt", "Drive/IT/starlink_<<compact>>.txt"),
    """Starlink – <<place>>, склад гуманитарки
Тарелка: на крыше, кабель через окно 2 этажа, роутер Gen3 в серверной.
Wi-Fi: <<org>>-STARLINK
Пароль от вайфая: <<cred>>
Аккаунт Starlink – у координатора (<<email>>), не сбрасывать роутер!
Генератор включать при отключениях, тарелка ест ~75 Вт.
""",
    "human_x",
)

# 3. Generator telemetry over MQTT (Python)
F.reg(
    "kharkiv_generator_telemetry_paho_mqtt_python",
    ("telemetry/gen_mqtt.py", "srv/generators/publisher_<<n>>.py"),
    """import json
import time

import paho.mqtt.client as mqtt
from pymodbus.client import ModbusSerialClient

BROKER = "mqtt.<<dom>>"
GEN_ID = "GEN-<<nn>>-<<place>>"

client = mqtt.Client(client_id=GEN_ID)
client.username_pw_set("gen<<nn>>", "<<cred>>")
client.tls_set()
client.connect(BROKER, 8883)

modbus = ModbusSerialClient(port="/dev/ttyUSB0", baudrate=9600)
while True:
    rr = modbus.read_holding_registers(1024, count=6, slave=1)
    fuel, hours, load = rr.registers[0], rr.registers[2], rr.registers[4]
    client.publish(f"gens/{GEN_ID}", json.dumps({"fuel": fuel, "hours": hours, "load": load}))
    time.sleep(60)
""",
    "pw_dq",
)

# 4. Nova Poshta API key for winter-kit deliveries (PHP)
F.reg(
    "kharkiv_nova_poshta_api_key_php_deliveries",
    ("delivery/np_config.php", "www/zymovi-nabory/<<org>>/np.php"),
    """<?php
// Доставка зимових наборів Новою поштою
const NP_API_URL = 'https://api.novaposhta.ua/v2.0/json/';
const NP_API_KEY = '<<cred>>';
const NP_SENDER_REF = '<<uuid>>';
const NP_SENDER_CITY = 'db5c88e0-391c-11dd-90d9-001a92567626'; // Харків

function np_call(string $model, string $method, array $props = []): array {
    $payload = json_encode(['apiKey' => NP_API_KEY, 'modelName' => $model, 'calledMethod' => $method, 'methodProperties' => $props]);
    $ch = curl_init(NP_API_URL);
    curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => $payload, CURLOPT_RETURNTRANSFER => true]);
    return json_decode(curl_exec($ch), true);
}
""",
    "hex:32",
    syntax="",
)

# 5. Shared accounts sheet (CSV, Ukrainian headers)
F.reg(
    "kharkiv_volunteer_accounts_csv_ukrainian_headers",
    ("Drive/Волонтери/облікові_записи_<<year>>.csv", "shared/accounts_<<compact>>.csv"),
    """Сервіс;Логін;Пароль;Відповідальний;Примітка
Kobo;<<org>>_vol;див. KeePass;Олена;
Nova Poshta бізнес;<<phone>>;<<cred>>;<<fn>> <<ln>>;кабінет відправника
Gmail складу;sklad.<<place>>@gmail.com;2FA на телефоні складу;Богдан;
""",
    "human",
    syntax="",
)

# 6. WireGuard client config
F.reg(
    "kharkiv_wireguard_client_conf_private_key",
    ("etc/wireguard/wg0.conf", "Users/<<first>>/wg/<<org>>-<<nn>>.conf"),
    """[Interface]
# ноутбук складу <<place>>
PrivateKey = <<cred>>
Address = 10.8.<<nn>>.2/32
DNS = 10.8.0.1

[Peer]
PublicKey = <<hexid>>Zk3mYw5Jq1Vb8nRt2Lp0Xs6Ua4Fh=
Endpoint = <<pub_ip>>:51820
AllowedIPs = 10.8.0.0/16
PersistentKeepalive = 25
""",
    "p:wireguard",
    syntax="",
)

# 7. monobank business API token in the accountant's shell history
F.reg(
    "kharkiv_monobank_xtoken_bash_history",
    ("home/<<first>>/.bash_history", "root/.bash_history.<<compact>>"),
    """cd ~/buh
ls -la vypysky/
curl -s -H 'X-Token: <<cred>>' https://api.monobank.ua/personal/client-info | jq .
curl -s -H 'X-Token: <<cred>>' https://api.monobank.ua/personal/statement/0/1733011200 > vypysky/<<compact>>.json
python3 zvit_donoru.py vypysky/<<compact>>.json
exit
""",
    "b64u:33",
    syntax="",
)


# 8. Russian e-mail, body base64 (Content-Transfer-Encoding: base64)
def _mime_extra(rng: random.Random, s: dict) -> None:
    body = (
        f"Добрый день, {s['fn']}!\n\n"
        f"Доступ к VPN офиса в {s['place']} для нового логиста:\n"
        f"Логин: {s['user']}\n"
        f"Пароль: {s['cred']}\n\n"
        "Пожалуйста, смените пароль после первого входа.\n"
        "С уважением,\nИТ-поддержка\n"
    )
    raw = base64.b64encode(body.encode()).decode()
    s["b64body"] = "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))


def _mime_decode(text: str) -> str:
    blob = text.split("\n\n", 1)[1]
    body = base64.b64decode("".join(blob.split())).decode()
    m = re.search(r"Пароль: (\S+)", body)
    assert m is not None
    return m.group(1)


F.reg(
    "kharkiv_russian_email_base64_body_parol_vpn",
    ("mail/vpn_dostup_<<compact>>.eml", "Thunderbird/Inbox/<<hexid>>.eml"),
    """From: IT <it@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INC6IFZQTg==?=
Date: <<dd>> Jan <<year>> 09:02:11 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

<<b64body>>
""",
    "human",
    syntax="",
    extra=_mime_extra,
    decode=_mime_decode,
)
