# ruff: noqa: E501
"""Family o: a freelance web developer in Khujand (Tajikistan): Tajik, Russian and English."""

from __future__ import annotations

import base64
import json
import random
import re

from fortyeighth_spec import Fam, alnum

F = Fam(
    "khujand_freelance_webdev",
    "khujand",
    ("khujandweb", "sughdsites", "panjshanbedev", "syrdaryocode"),
    "tj",
    (
        "farrukh",
        "dilnoza",
        "behruz",
        "zarina",
        "sherzod",
        "nigina",
        "firdavs",
        "malika",
        "jamshed",
        "parvina",
    ),
    ("rahimov", "karimova", "nazarov", "sharipova", "yusupov", "saidova", "mirzoev", "umarova"),
    (
        "sughd",
        "syrdaryo",
        "panjshanbe",
        "kayrakkum",
        "osh",
        "non",
        "chakka",
        "samovar",
        "anor",
        "bodom",
        "kuhistan",
        "navruz",
    ),
    "992",
    ("Khujand", "Dushanbe", "Istaravshan", "Buston", "Chkalovsk"),
    local=(
        "Фаррух",
        "Дилноза",
        "Беҳрӯз",
        "Зарина",
        "Шерзод",
        "Нигина",
        "Фирдавс",
        "Малика",
        "Ҷамшед",
        "Парвина",
    ),
)


def _fz(rng: random.Random, s: dict) -> None:
    s["enc"] = base64.b64encode(s["cred"].encode()).decode()


def _dec_fz(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "filezilla_sitemanager_base64_pass",
    (
        "Users/<<first>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "backup/filezilla-<<n>>/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Folder expanded="1">Мизоҷон
            <Server>
                <Host>ftp.<<dom>></Host>
                <Port>21</Port>
                <Protocol>0</Protocol>
                <Type>0</Type>
                <User><<org>>_ftp</User>
                <Pass encoding="base64"><<enc>></Pass>
                <Logontype>1</Logontype>
                <PasvMode>MODE_DEFAULT</PasvMode>
                <EncodingType>Auto</EncodingType>
                <BypassProxy>0</BypassProxy>
                <Name><<orgc>> (хостинг)</Name>
                <RemoteDir>1 0 4 home 11 public_html</RemoteDir>
                <SyncBrowsing>0</SyncBrowsing>
                <DirectoryComparison>0</DirectoryComparison>
            </Server>
        </Folder>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=_fz,
    decode=_dec_fz,
)

F.reg(
    "tajik_telegram_copied_ramz_hosting",
    ("notes/telegram_<<first2>>_<<n>>.txt", "Desktop/mijoz_<<org>>.txt"),
    """<<lname2>>, [<<dmy>> <<time>>]
Салом! Маълумоти хостинг барои сайти нав:

<<lname2>>, [<<dmy>> <<time>>]
cPanel: https://<<dom>>:2083
Логин: <<org>>

<<lname2>>, [<<dmy>> <<time2>>]
Рамз: <<cred>>

<<lname>>, [<<dmy>> <<time2>>]
Раҳмат, ҳозир медароям
""",
    "human",
)


def _laravel(rng: random.Random, s: dict) -> None:
    s["appkey"] = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    s["mailpw"] = alnum(rng, 16)


F.reg(
    "laravel_env_db_password",
    ("sites/<<org>>/.env", "projects/<<word>>-shop-<<n>>/.env"),
    """APP_NAME="<<orgc>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=<<org>>_db
DB_USERNAME=<<org>>_usr
DB_PASSWORD=<<cred>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.yandex.ru
MAIL_PORT=465
MAIL_USERNAME=noreply@<<dom>>
MAIL_PASSWORD=<<mailpw>>
""",
    "pw",
    extra=_laravel,
)

F.reg(
    "cpanel_uapi_token_bash_history",
    ("home/<<first>>/.bash_history", "wsl-<<n>>/.bash_history"),
    """cd ~/work/<<org>>
git pull
npm run build
curl -s -H "Authorization: cpanel <<org>>:<<cred>>" "https://<<dom>>:2083/execute/Fileman/list_files?dir=public_html" | jq .
curl -s -H "Authorization: cpanel <<org>>:<<cred>>" "https://<<dom>>:2083/execute/Backup/fullbackup_to_homedir"
history | tail
""",
    lambda rng, s: alnum(rng, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
)

F.reg(
    "git_credentials_store_file",
    ("home/<<first>>/.git-credentials", "Users/<<first>>/.git-credentials<<n>>"),
    """https://<<first>>-dev:<<cred>>@github.com
https://<<first>>:<<hex8>><<hex8>>@bitbucket.org
""",
    "p:gh_pat",
)

F.reg(
    "russian_email_client_parol_wp_admin",
    ("Mail/Входящие/<<date>>_<<org>>.eml", "mail/client_<<n>>.eml"),
    """From: <<name2>> <director@<<dom>>>
To: <<name>> <<<email>>>
Subject: Доступы к сайту
Date: <<date>> <<time>>:28 +0500
Content-Type: text/plain; charset=utf-8

Фаррух, добрый день!

Как договаривались, доступ в админку сайта:
https://<<dom>>/wp-admin
логин: admin_<<org>>
пароль: <<cred>>

Хостинг пришлю завтра. Оплату переведу после правок главной страницы.

С уважением,
<<name2>>
""",
    "human",
)

F.reg(
    "docker_compose_mysql_root_password",
    ("projects/<<org>>/docker-compose.yml", "clients/<<word>>-<<n>>/docker-compose.yaml"),
    """services:
  db:
    image: mysql:8.0
    restart: unless-stopped
    environment:
      MYSQL_ROOT_PASSWORD: "<<cred>>"
      MYSQL_DATABASE: <<org>>
    volumes:
      - db_data:/var/lib/mysql
  wordpress:
    image: wordpress:6.5-php8.2-apache
    depends_on: [db]
    ports:
      - "8080:80"
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_USER: root
      WORDPRESS_DB_PASSWORD: "<<cred>>"
volumes:
  db_data:
""",
    "pw_dq",
)


def _sqltools(s: dict) -> str:
    doc = {
        "editor.formatOnSave": True,
        "sqltools.connections": [
            {
                "previewLimit": 50,
                "server": f"{s['dom']}",
                "port": 3306,
                "driver": "MySQL",
                "name": f"{s['org']} prod",
                "database": f"{s['org']}_db",
                "username": f"{s['org']}_usr",
                "password": s["cred"],
            }
        ],
    }
    return json.dumps(doc, indent=4) + "\n"


F.reg(
    "vscode_sqltools_settings_json",
    ("projects/<<org>>/.vscode/settings.json", "clients/<<word>>-<<n>>/.vscode/settings.json"),
    _sqltools,
    "pw_json",
)
