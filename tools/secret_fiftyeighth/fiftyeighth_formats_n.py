# ruff: noqa: E501
"""Family n: a hackerspace in Akademgorodok, Novosibirsk, Russia (Russian)."""

from __future__ import annotations

import random

from fiftyeighth_spec import ALNUM, LOWER, Fam, alnum, b64, jwt, rsa_pem

F = Fam(
    "hackspace_akademgorodok_nsk",
    ("hackspacensk",),
    "ru",
    (
        "dmitry",
        "anna",
        "sergey",
        "olga",
        "alexey",
        "ekaterina",
        "ivan",
        "natalia",
        "pavel",
        "yulia",
    ),
    ("ivanov", "smirnova", "kuznetsov", "popova", "sokolov", "lebedeva", "kozlov", "novikova"),
    (
        "payalnik",
        "arduino",
        "lazer",
        "akadem",
        "tajga",
        "kondensator",
        "shlejf",
        "obskoe",
        "pechatka",
        "sibir",
        "robot",
        "plata",
    ),
    ("barsik", "murka", "sharik", "pushok", "ryzhik", "bublik"),
    ("leto", "zima", "vesna", "osen"),
    "+7",
    "Новосибирск",
    nat_first=(
        "Дмитрий",
        "Анна",
        "Сергей",
        "Ольга",
        "Алексей",
        "Екатерина",
        "Иван",
        "Наталья",
        "Павел",
        "Юлия",
    ),
    nat_last=(
        "Иванов",
        "Смирнова",
        "Кузнецов",
        "Попова",
        "Соколов",
        "Лебедева",
        "Козлов",
        "Новикова",
    ),
)

F.reg(
    "hackspace_telegram_copied_text_parol_printer",
    ("заметки/из_телеграма_<<date>>.txt", "notes/tg_hackspace_<<n>>.txt"),
    "<<fname>> <<lname>>, [<<dmy>> <<time>>]\nкто знает пароль от веб-морды принтера Bambu в мастерской?\n\n"
    "<<fname2>>, [<<dmy>> <<time2>>]\nлогин bblp, пароль <<cred>>\n\n<<fname2>>, [<<dmy>> <<time2>>]\nтолько не меняйте, у всех в слайсере сохранён\n",
    cred="human",
)

F.reg(
    "hackspace_home_assistant_secrets_yaml_token",
    ("homeassistant-<<n>>/secrets.yaml", "ha_backup_<<date>>/config/secrets.yaml"),
    '# Хакспейс: датчики двери, CO2, лазерный резак\nwifi_ssid: "HackspaceNSK"\nwifi_password: "<<hex8>>"\n'
    'grafana_token: "<<cred>>"\nmqtt_user: ha\nlatitude_home: 54.8423\n',
    cred=lambda rng: jwt(
        rng,
        {
            "iss": alnum(rng, 32, "0123456789abcdef"),
            "iat": rng.randint(1_700_000_000, 1_760_000_000),
            "exp": rng.randint(2_000_000_000, 2_100_000_000),
        },
    ),
)

F.reg(
    "hackspace_door_rfid_esp32_ino_wifi",
    ("door-controller/door_rfid_<<n>>.ino", "esp32-dver-<<year>>/main.ino"),
    "#include <WiFi.h>\n#include <PubSubClient.h>\n#include <MFRC522.h>\n\n// дверь хакспейса: RFID -> MQTT -> реле замка\n"
    'const char* WIFI_SSID = "HackspaceNSK_IoT";\nconst char* WIFI_PASS = "<<cred>>";\nconst char* MQTT_HOST = "<<lan>>";\n\n'
    "WiFiClient net;\nPubSubClient mqtt(net);\n\nvoid setup() {\n  Serial.begin(115200);\n  WiFi.begin(WIFI_SSID, WIFI_PASS);\n"
    "  while (WiFi.status() != WL_CONNECTED) delay(500);\n  mqtt.setServer(MQTT_HOST, 1883);\n}\n\nvoid loop() { mqtt.loop(); }\n",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "hackspace_gitea_app_ini_database_passwd",
    ("gitea-<<n>>/custom/conf/app.ini", "server_backup_<<date>>/etc/gitea/app.ini"),
    "APP_NAME = Хакспейс Git\nRUN_MODE = prod\n\n[database]\nDB_TYPE  = postgres\nHOST     = 127.0.0.1:5432\nNAME     = gitea\nUSER     = gitea\n"
    "PASSWD   = <<cred>>\nSSL_MODE = disable\n\n[server]\nDOMAIN   = git.<<dom>>\nROOT_URL = https://git.<<dom>>/\n",
    cred="pw",
    syntax="",
)

F.reg(
    "hackspace_laser_pc_id_rsa_pem_file",
    ("laser-pc/home/<<first>>/.ssh/id_rsa", "usb-flash_<<date>>/keys/hackspace_deploy_rsa"),
    "<<cred>>\n",
    cred=lambda rng: rsa_pem(rng, 2048),
    syntax="",
)

F.reg(
    "hackspace_vk_community_token_python",
    ("vk-bot/post_events_<<n>>.py", "анонсы_<<year>>/vk_post.py"),
    '"""Публикуем анонсы мастер-классов в сообщество ВКонтакте."""\n\nimport vk_api\n\nVK_TOKEN = "<<cred>>"\nGROUP_ID = <<num>><<num>>\n\n'
    'vk = vk_api.VkApi(token=VK_TOKEN).get_api()\nwith open("anons.txt", encoding="utf-8") as f:\n'
    "    vk.wall.post(owner_id=-GROUP_ID, from_group=1, message=f.read())\n",
    cred=lambda rng: "vk1.a." + alnum(rng, 214, ALNUM + "-_"),
)

F.reg(
    "hackspace_muttrc_yandex_app_password",
    ("home/<<first>>/.muttrc", "dotfiles-<<year>>/mutt/muttrc"),
    'set realname = "Хакспейс Академгородок"\nset from = "info@<<dom>>"\nset imap_user = "info@<<dom>>"\nset imap_pass = "<<cred>>"\n'
    'set folder = "imaps://imap.yandex.ru:993"\nset spoolfile = "+INBOX"\nset smtp_url = "smtps://info@<<dom>>@smtp.yandex.ru:465"\nset smtp_pass = "<<cred>>"\n',
    cred=lambda rng: alnum(rng, 16, LOWER),
    syntax="",
)


def _wg(rng: random.Random, s: dict) -> dict:
    return {"peer": b64(rng, 32), "psk": b64(rng, 32)}


F.reg(
    "hackspace_wireguard_wg0_conf_private_key",
    ("vpn/wg0_<<first>>.conf", "etc_wireguard_<<date>>/wg0.conf"),
    "# VPN в мастерскую (доступ к 3D-принтерам и NAS)\n[Interface]\nPrivateKey = <<cred>>\nAddress = 10.77.0.<<n>>/32\nDNS = 10.77.0.1\n\n"
    "[Peer]\nPublicKey = <<peer>>\nAllowedIPs = 10.77.0.0/24, <<lan>>/32\nEndpoint = <<pubip>>:51820\nPersistentKeepalive = 25\n",
    cred="b64:32",
    syntax="",
    extra=_wg,
)
