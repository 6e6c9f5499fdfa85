"""Family d: a web developer for hire in Ivano-Frankivsk, Ukraine (Ukrainian)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from ninetyfourth_spec import Fam, dec_basic, enc_basic

FRANKIVSK = Fam(
    name="frankivsk_webdev_for_hire",
    orgs=("kodovaruka", "smerichkadev", "prutweb", "hoverlabs"),
    tld="com.ua",
    first=(
        ("Олена", "olena"),
        ("Андрій", "andrii"),
        ("Тарас", "taras"),
        ("Оксана", "oksana"),
        ("Богдан", "bohdan"),
        ("Ірина", "iryna"),
        ("Дмитро", "dmytro"),
        ("Юлія", "yuliia"),
    ),
    last=(
        ("Коваль", "koval"),
        ("Мельник", "melnyk"),
        ("Бойко", "boiko"),
        ("Ткачук", "tkachuk"),
        ("Савчук", "savchuk"),
        ("Гнатюк", "hnatiuk"),
    ),
    words=(
        "karpaty",
        "bukovel",
        "vyshyvanka",
        "kalyna",
        "smerichka",
        "hoverla",
        "sonechko",
        "borshch",
        "kozak",
        "banosh",
        "trembita",
        "stanislav",
    ),
    pets=("barsik", "murchyk", "rudyi", "sirko", "bublyk", "pushok"),
    cc="+380",
    city="Frankivsk",
)
F = FRANKIVSK.reg

F(
    "frankivsk_laravel_env_monobank_acquiring",
    ("sites/<<org>>-shop/.env", "var/www/<<word>>-store-<<n>>/.env"),
    """APP_NAME="<<org>> shop"
APP_ENV=production
APP_KEY=base64:<<uuid>>
APP_URL=https://<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=shop_<<n>>
DB_USERNAME=shop

# monobank еквайринг (токен з web.monobank.ua)
MONOBANK_TOKEN=<<cred>>
MONOBANK_WEBHOOK_URL=https://<<dom>>/api/mono/webhook
NOVA_POSHTA_SENDER_REF=<<uuid>>
""",
    "p:monobank",
)

F(
    "frankivsk_bash_history_curl_basic_redmine",
    ("home/<<login>>/.bash_history", "backup/<<login>>_<<n>>/.bash_history"),
    """cd ~/projects/<<org>>
git pull origin main
composer install --no-dev
php artisan migrate --force
curl -s -H "Authorization: Basic <<enc>>" https://redmine.<<dom>>/issues.json?assigned_to_id=me | jq '.issues[].subject'
curl -s -X PUT -H "Content-Type: application/json" -H "Authorization: Basic <<enc>>" -d '{"issue":{"status_id":3}}' https://redmine.<<dom>>/issues/<<nn>>.json
htop
exit
""",
    "pw_bare",
    syntax="",
    enc=lambda c, s: enc_basic(str(s["login"]), c),
    decode=dec_basic,
)


def _tg(s: dict) -> str:
    base = int(s["ts"])
    rows = [
        (
            s["cfn_l"] + " " + s["cln_l"],
            "Добрий день! Доступ до хостингу надсилаю сюди, бо пошта глючить",
        ),
        (
            s["cfn_l"] + " " + s["cln_l"],
            f"cPanel: https://{s['host']}:2083 логін {s['login']} пароль {s['cred']}",
        ),
        (s["fn_l"] + " " + s["ln_l"], "Дякую, зайшов. Сьогодні ввечері переношу сайт"),
    ]
    msgs = []
    for i, (who, text) in enumerate(rows):
        t = base + i * 97
        msgs.append(
            {
                "id": 4100 + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{i:02d}",
                "date_unixtime": str(t),
                "from": who,
                "from_id": f"user{5000000 + i}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    return json.dumps(
        {
            "name": s["cfn_l"] + " " + s["cln_l"],
            "type": "personal_chat",
            "id": s["nn"],
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


F(
    "frankivsk_ukrainian_telegram_json_export_parol",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/ChatExport_<<cfn>>_<<n>>/result.json",
    ),
    _tg,
    "pw_json",
)

F(
    "frankivsk_docker_compose_postgres_yaml",
    ("projects/<<org>>/docker-compose.yml", "clients/<<word>>-crm/docker-compose.prod.yml"),
    """services:
  db:
    image: postgres:16-alpine
    restart: unless-stopped
    environment:
      POSTGRES_DB: crm
      POSTGRES_USER: crm
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  app:
    build: .
    environment:
      DATABASE_URL: postgres://crm@db:5432/crm
    ports:
      - "8080:8080"
volumes:
  pgdata:
""",
    "pw_dq",
)

F(
    "frankivsk_vps_deploy_id_rsa_bare_file",
    ("home/<<login>>/.ssh/<<org>>_deploy", "keys/hetzner_<<word>>_<<n>>"),
    "<<cred>>\n",
    "pem",
    syntax="",
)

F(
    "frankivsk_nova_poshta_api_key_php",
    ("wp-content/themes/<<org>>/inc/novaposhta.php", "app/Services/NovaPoshta<<n>>.php"),
    """<?php
// Нова Пошта API 2.0: розрахунок доставки і ТТН для магазину
const NP_API_KEY = '<<cred>>';
const NP_SENDER_CITY = 'db5c88d0-391c-11dd-90d9-001a92567626';

function np_request(string $model, string $method, array $props = []): array
{
    $body = json_encode([
        'apiKey' => NP_API_KEY,
        'modelName' => $model,
        'calledMethod' => $method,
        'methodProperties' => $props,
    ]);
    $ch = curl_init('https://api.novaposhta.ua/v2.0/json/');
    curl_setopt_array($ch, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => $body, CURLOPT_RETURNTRANSFER => true]);
    return json_decode(curl_exec($ch), true);
}
""",
    "p:novaposhta",
    syntax="",
)

F(
    "frankivsk_vscode_sftp_json",
    ("projects/<<org>>/.vscode/sftp.json", "clients/<<word>>-<<n>>/.vscode/sftp.json"),
    """{
    "name": "<<org>> (shared hosting)",
    "host": "<<pip>>",
    "protocol": "sftp",
    "port": 22,
    "username": "<<login>>",
    "password": "<<cred>>",
    "remotePath": "/home/<<login>>/public_html",
    "uploadOnSave": true,
    "ignore": [".vscode", ".git", "node_modules"]
}
""",
    "pw_json",
)

F(
    "frankivsk_freelancehunt_api_token_ts",
    ("bots/fh-notify/src/config.ts", "tools/freelancehunt-<<n>>/config.ts"),
    """// Сповіщення про нові проєкти з Freelancehunt у Telegram
export const config = {
  freelancehuntToken: "<<cred>>",
  skills: [28, 1, 99], // PHP, Laravel, JavaScript
  telegramChatId: <<nn>>,
  pollSeconds: 300,
};
""",
    "p:freelancehunt",
    syntax="",
)
