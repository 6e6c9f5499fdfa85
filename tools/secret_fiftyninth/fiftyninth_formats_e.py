"""Family e: a family in Kyiv (Ukraine) with e-bikes, a connected car and power stations for
the blackouts; Ukrainian and Russian."""

from __future__ import annotations

import json

from fiftyninth_spec import Fam, alnum, hexs, jdump

F = Fam(
    "kyiv_ebike_connected_car",
    tld="com.ua",
    orgs=("veloduh", "elektrodim", "podilvelo"),
    first=(
        ("Олена", "olena"),
        ("Андрій", "andrii"),
        ("Тарас", "taras"),
        ("Ірина", "iryna"),
        ("Богдан", "bohdan"),
        ("Оксана", "oksana"),
        ("Дмитро", "dmytro"),
        ("Соломія", "solomiia"),
    ),
    last=(
        ("Шевченко", "shevchenko"),
        ("Бондаренко", "bondarenko"),
        ("Коваленко", "kovalenko"),
        ("Ткаченко", "tkachenko"),
        ("Мельник", "melnyk"),
        ("Кравчук", "kravchuk"),
    ),
    words=(
        "kashtan",
        "dnipro",
        "podil",
        "borshch",
        "kozak",
        "sonechko",
        "vyshyvanka",
        "lavra",
        "obolon",
        "dynamo",
    ),
    pets=("barsik", "murchyk", "patron", "bublyk", "richka", "sirko"),
    mail=("ukr.net", "gmail.com", "i.ua", "meta.ua"),
    cc="+380",
    ssid=("Kyivstar_", "Volia-", "TP-Link_", "Datagroup_", "Dim_"),
)


def _tg(s: dict) -> str:
    msgs = [
        ("Олена", f"{s['fn']}, яка пароль від Tesla? Хочу прогріти машину з телефона"),
        (s["fn"], "пошта та сама, сімейна"),
        (s["fn"], s["cred"]),
        ("Олена", "Дякую! Вже гріється 🔥"),
    ]
    return jdump(
        {
            "name": f"{s['fn']} {s['ln']}",
            "type": "personal_chat",
            "id": s["n4"] * 1000 + s["n3"],
            "messages": [
                {
                    "id": 20000 + i,
                    "type": "message",
                    "date": f"{s['date']}T07:{10 + i:02d}:00",
                    "date_unixtime": str(s["epoch"] + i * 60),
                    "from": who,
                    "from_id": f"user{s['n4']}{i}",
                    "text": text,
                    "text_entities": [{"type": "plain", "text": text}],
                }
                for i, (who, text) in enumerate(msgs)
            ],
        }
    )


F.reg(
    "kyiv_telegram_result_json_parol_tesla",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>> (<<n>>)/result.json",
    ),
    _tg,
    cred="human",
)

F.reg(
    "kyiv_teslamate_docker_compose_database_pass",
    ("teslamate/docker-compose.yml", "home/<<fa>>/teslamate-<<n>>/docker-compose.yml"),
    """services:
  teslamate:
    image: teslamate/teslamate:latest
    restart: always
    environment:
      - ENCRYPTION_KEY=<<ek>>
      - DATABASE_USER=teslamate
      - DATABASE_PASS=<<cred>>
      - DATABASE_NAME=teslamate
      - DATABASE_HOST=database
      - MQTT_HOST=mosquitto
      - TZ=Europe/Kyiv
    ports:
      - 4000:4000
    volumes:
      - ./import:/opt/app/import
  database:
    image: postgres:16
    restart: always
    environment:
      - POSTGRES_USER=teslamate
      - POSTGRES_PASSWORD=<<cred>>
      - POSTGRES_DB=teslamate
    volumes:
      - teslamate-db:/var/lib/postgresql/data
volumes:
  teslamate-db:
""",
    cred="pw_alnum",
    extra=lambda rng, s: {"ek": alnum(rng, 24)},
)

F.reg(
    "kyiv_teslapy_cache_json_refresh_token",
    ("home/<<fa>>/tesla/cache.json", "Documents/авто/teslapy_cache_<<n>>.json"),
    lambda s: jdump(
        {
            s["email"]: {
                "url": "https://auth.tesla.com/",
                "sso": {
                    "access_token": s["acc"],
                    "refresh_token": s["cred"],
                    "id_token": s["idt"],
                    "expires_in": 28800,
                    "token_type": "Bearer",
                    "expires_at": s["epoch"] + 28800,
                },
            }
        }
    ),
    cred="p:rs_jwt",
    extra=lambda rng, s: {"acc": "eyJ" + alnum(rng, 300), "idt": "eyJ" + alnum(rng, 260)},
)


def _vanmoof(s: dict) -> str:
    return jdump(
        [
            {
                "name": f"VanMoof {s['fn']}",
                "frameNumber": f"ASY{s['n4']}{s['n3']}",
                "frameSerial": f"SVTB{s['n4']}{s['n4']}",
                "bleProfile": "ELECTRIFIED_2022",
                "modelName": "S5",
                "macAddress": s["mac"],
                "key": {"encryptionKey": s["cred"], "passcode": s["pc"], "userKeyId": 1},
            }
        ]
    )


F.reg(
    "kyiv_vanmoof_bikes_json_encryption_key",
    (
        "Documents/велосипед/vanmoof_keys_<<date>>.json",
        "home/<<fa>>/vanmoof-exporter/bikes-<<n>>.json",
    ),
    _vanmoof,
    cred="hex:32",
    extra=lambda rng, s: {"pc": hexs(rng, 12)},
)

F.reg(
    "kyiv_bluelinky_node_config_pin_password",
    ("home/<<fa>>/kona-bot/config-<<n>>.js", "projects/hyundai_<<la>>/config.<<ymd>>.js"),
    """// Hyundai Kona Electric - прогрів та статус батареї з Telegram-бота
module.exports = {
  username: '<<email>>',
  password: '<<cred>>',
  pin: '<<pin>>',
  region: 'EU',
  brand: 'hyundai',
  language: 'uk',
  vin: 'KMHK<<n4>><<n3>><<n4>>',
};
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: {"pin": rng.randint(1000, 9999)},
)

F.reg(
    "kyiv_signal_export_md_russian_parol_myrenault",
    ("signal-export/<<fn>>/index-<<n>>.md", "Documents/signal_backup_<<ymd>>/<<fa>>.md"),
    """[<<date>> 08:14] Мама: Дима, не могу зайти в приложение My Renault, зарядка не видна
[<<date>> 08:20] <<fn>>: логин <<email>>
[<<date>> 08:20] <<fn>>: пароль <<cred>>
[<<date>> 08:21] <<fn>>: только не меняй его, он и в машине сохранён
[<<date>> 08:40] Мама: Всё, вижу 74%. Спасибо, сынок
""",
    cred="human",
)

F.reg(
    "kyiv_obsidian_note_bosch_flow_frontmatter",
    ("Obsidian/Дім/Електровелосипед <<n>>.md", "Vault/Транспорт/ebike-<<ymd>>.md"),
    """---
tags: [велосипед, гарантія]
created: <<date>>
---
# Електровелосипед (Bosch Smart System)

- Рама: № WBY<<n4>><<n3>>
- Куплено: Велодух, <<dmy>>, гарантія 2 роки
- Застосунок **eBike Flow**: <<email>>
- Пароль до eBike Flow: `<<cred>>`
- eBike Lock увімкнено, ключ — мій телефон

## Сервіс
- [ ] заміна ланцюга після 3000 км
""",
    cred="human",
)

F.reg(
    "kyiv_home_assistant_secrets_ecoflow_keys",
    ("homeassistant/secrets.yaml", "home/<<fa>>/ha-config-<<n>>/secrets.yaml"),
    """# Блекаути: EcoFlow DELTA 2 Max + River у спальні
home_latitude: 50.4<<n3>>
home_longitude: 30.5<<n3>>
ecoflow_access_key: Ek7<<ak>>
ecoflow_secret_key: <<cred>>
ecoflow_device_sn: R351Z<<n4>><<n4>>
telegram_chat_id: <<n4>><<n4>>
""",
    cred="alnum:32",
    extra=lambda rng, s: {"ak": alnum(rng, 29)},
)

_ = json
