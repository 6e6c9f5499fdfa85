# ruff: noqa: E501
"""Family j: a Minecraft community server in Ukraine (Lviv); Ukrainian in Cyrillic, Paper
server.properties, DiscordSRV, LuckPerms, AuthMe, Velocity, LiqPay donations, restic."""

from __future__ import annotations

import json

from eightysecond_spec import Fam

F = Fam(
    name="minecraft_community_lviv",
    prefix="mcua",
    orgs=("kubyshka", "blokmisto", "lvivcraft", "karpatymc", "vyshyvanka"),
    tld="com.ua",
    first=(
        ("Олександр", "oleksandr"),
        ("Марія", "mariia"),
        ("Андрій", "andrii"),
        ("Софія", "sofiia"),
        ("Богдан", "bohdan"),
        ("Дарина", "daryna"),
        ("Тарас", "taras"),
        ("Ірина", "iryna"),
    ),
    last=(
        ("Шевченко", "shevchenko"),
        ("Коваленко", "kovalenko"),
        ("Бондаренко", "bondarenko"),
        ("Мельник", "melnyk"),
        ("Ткачук", "tkachuk"),
        ("Кравець", "kravets"),
    ),
    words=(
        "lviv",
        "karpaty",
        "kavun",
        "borshch",
        "varenyky",
        "salo",
        "kozak",
        "sonechko",
        "kotyk",
        "creeper",
        "diamond",
        "netherite",
        "smereka",
        "hoverla",
        "dnipro",
        "kyivstar",
        "zhuravel",
        "kalyna",
        "sich",
        "svitanok",
    ),
    pets=("murchyk", "barsik", "sirko", "lapa", "bublyk", "pukhnastyk", "rudyk", "zhuchka"),
    cc="+380 67",
)

F.reg(
    "paper_server_properties_rcon",
    ("minecraft/server.properties", "servers/survival-<<n>>/server.properties"),
    """#Minecraft server properties
#<<dmy>>
enable-rcon=true
rcon.port=25575
rcon.password=<<cred>>
motd=\\u00a7a<<orgc>> \\u00a77| \\u00a7fСервер спільноти Львова
server-port=25565
max-players=80
online-mode=true
white-list=false
difficulty=normal
view-distance=10
""",
    cred="pw",
    syntax="",
)

F.reg(
    "discordsrv_config_yml_bot_token",
    ("plugins/DiscordSRV/config.yml", "servers/lobby-<<n>>/plugins/DiscordSRV/config.yml"),
    """# DiscordSRV
BotToken: "<<cred>>"
Channels: {"global": "<<n2>>2233445566778899"}
DiscordConsoleChannelId: "<<n2>>9988776655443322"
DiscordChatChannelTranslateMentions: true
DiscordGameStatus: ["грає на <<dom>>"]
Experiment_WebhookChatMessageDelivery: false
""",
    cred="p:discord_bot",
)

F.reg(
    "luckperms_config_yml_mysql_password",
    ("plugins/LuckPerms/config.yml", "network/<<org>>/plugins/LuckPerms/config_<<n>>.yml"),
    """server: survival
storage-method: MySQL
data:
  address: <<ip>>:3306
  database: luckperms
  username: lp_<<org>>
  password: '<<cred>>'
  pool-settings:
    maximum-pool-size: 10
  table-prefix: 'luckperms_'
messaging-service: pluginmsg
""",
    cred="pw_sq",
)

F.reg(
    "velocity_forwarding_secret_bare_file",
    ("velocity/forwarding.secret", "proxy-<<n>>/forwarding.secret"),
    "<<cred>>\n",
    cred="alnum:12",
    syntax="",
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": 51,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "from": s["full"],
            "from_id": f"user{s['n2']}01",
            "text": "Хто має пароль від адмінки сайту? Треба оновити новини про івент",
        },
        {
            "id": 52,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "from": s["full2"],
            "from_id": f"user{s['n2']}02",
            "text": f"логін admin, пароль {s['cred']}",
        },
        {
            "id": 53,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "from": s["full"],
            "from_id": f"user{s['n2']}01",
            "text": "Дякую! Видалю повідомлення після",
        },
    ]
    return json.dumps(
        {
            "name": f"{s['orgc']} адміни",
            "type": "private_supergroup",
            "id": s["n2"] * 7,
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "telegram_json_export_parol_admin",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_admins_<<n>>/result.json"),
    _tg,
    cred="human",
)

F.reg(
    "liqpay_donate_php_private_key",
    ("site/donate/liqpay.php", "www/<<org>>/donate_<<n>>.php"),
    """<?php
// Донати на сервер (LiqPay)
require 'LiqPay.php';

$public_key = 'i<<n2>>0011223';
$private_key = '<<cred>>';
$liqpay = new LiqPay($public_key, $private_key);
echo $liqpay->cnb_form([
    'action' => 'paydonate',
    'amount' => '100',
    'currency' => 'UAH',
    'description' => 'Підтримка сервера <<orgc>>',
    'order_id' => uniqid('don_'),
    'version' => '3',
]);
""",
    cred="p:liqpay",
    syntax="",
)

F.reg(
    "restic_backup_crontab_password",
    ("var/spool/cron/crontabs/minecraft", "backup/<<org>>_crontab_<<n>>.txt"),
    """# Бекап світів кожні 6 годин
RESTIC_REPOSITORY=sftp:backup@<<ip>>:/srv/restic/mc
RESTIC_PASSWORD=<<cred>>
0 */6 * * * /usr/bin/rcon-cli save-off && restic backup /srv/minecraft/world /srv/minecraft/world_nether && /usr/bin/rcon-cli save-on
30 5 * * 0 restic forget --keep-daily 7 --keep-weekly 4 --prune
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "authme_config_yml_mysql_password",
    ("plugins/AuthMe/config.yml", "servers/auth-<<n>>/plugins/AuthMe/config.yml"),
    """DataSource:
  backend: MYSQL
  caching: true
  mySQLHost: <<ip>>
  mySQLPort: '3306'
  mySQLDatabase: authme
  mySQLUsername: authme
  mySQLPassword: '<<cred>>'
  mySQLTablename: authme
settings:
  sessions:
    enabled: true
    timeout: 10
  registration:
    force: true
""",
    cred="pw_sq",
)
