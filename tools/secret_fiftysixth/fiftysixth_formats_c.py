"""Family c: an e-commerce shop in Kraków, Poland (Polish)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from fiftysixth_corpus import jwt
from fiftysixth_spec import DIGITS, UPPER, Fam, alnum, hexs

FAM = Fam(
    "krakow_eshop_sklep",
    "krsklep",
    ("sklepikowo", "wawelmarket", "kurkashop", "smokdom"),
    "pl",
    (
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Katarzyna", "kasia"),
        ("Michał", "michal"),
        ("Magdalena", "magda"),
        ("Łukasz", "lukasz"),
        ("Zofia", "zosia"),
    ),
    (
        ("Nowak", "nowak"),
        ("Kowalczyk", "kowalczyk"),
        ("Wiśniewska", "wisniewska"),
        ("Zieliński", "zielinski"),
        ("Mazur", "mazur"),
        ("Wójcik", "wojcik"),
    ),
    (
        "wawel",
        "smok",
        "pierogi",
        "obwarzanek",
        "kazimierz",
        "wisla",
        "krakow",
        "zubr",
        "lato",
        "zima",
        "wiosna",
        "jesien",
        "kielbasa",
        "sernik",
        "oscypek",
        "tatry",
        "bigos",
        "zapiekanka",
        "hejnal",
        "sukiennice",
    ),
    ("burek", "azor", "reksio", "mruczek", "kluska", "fafik"),
    "Kraków",
    "+48 12",
)

FAM.reg(
    "prestashop_parameters_php_database_password",
    (
        "<<org>>-presta/app/config/parameters.php",
        "backup/<<org>>-<<date>>/app/config/parameters.php",
    ),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '<<ip>>',
    'database_port' => '',
    'database_name' => '<<org>>_presta',
    'database_user' => '<<org>>_ps',
    'database_password' => '<<cred>>',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'mailer_host' => '127.0.0.1',
    'mailer_user' => NULL,
    'mailer_password' => NULL,
    'secret' => '<<psec>>',
    'ps_caching' => 'CacheMemcache',
    'ps_cache_enable' => false,
    'ps_creation_date' => '<<date>>',
    'locale' => 'pl-PL',
    'use_debug_toolbar' => true,
    'cookie_key' => '<<ck>>',
    'cookie_iv' => '<<civ>>',
  ),
);
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: s.update(psec=alnum(rng, 56), ck=alnum(rng, 56), civ=alnum(rng, 8)),
)

FAM.reg(
    "przelewy24_env_api_key_crc",
    ("<<org>>-sklep/.env.local", "<<org>>/platnosci/.env"),
    """###> przelewy24 ###
P24_MERCHANT_ID=<<mid>>
P24_POS_ID=<<mid>>
P24_CRC=<<crc>>
P24_API_KEY=<<cred>>
P24_SANDBOX=false
###< przelewy24 ###

###> symfony/mailer ###
MAILER_DSN=smtp://sklep%40<<dom>>:${MAILER_PASS}@smtp.<<dom>>:587
###< symfony/mailer ###
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: s.update(mid=rng.randint(100000, 399999), crc=hexs(rng, 16)),
)

FAM.reg(
    "shopify_stock_sync_python_admin_token",
    ("<<org>>-integracje/sync_stock.py", "skrypty/<<user>>/shopify_stany.py"),
    '''"""Synchronizacja stanów magazynowych: Subiekt GT -> Shopify (uruchamiane z crona co 15 min)."""

import csv
import requests

SHOP = "<<org>>.myshopify.com"
API_VERSION = "2024-10"
ADMIN_TOKEN = "<<cred>>"  # custom app "magazyn-sync"
LOCATION_ID = <<loc>>


def set_level(inventory_item_id: int, qty: int) -> None:
    r = requests.post(
        f"https://{SHOP}/admin/api/{API_VERSION}/inventory_levels/set.json",
        headers={"X-Shopify-Access-Token": ADMIN_TOKEN},
        json={"location_id": LOCATION_ID, "inventory_item_id": inventory_item_id, "available": qty},
        timeout=20,
    )
    r.raise_for_status()


if __name__ == "__main__":
    with open("stany.csv", encoding="cp1250") as fh:
        for row in csv.DictReader(fh, delimiter=";"):
            set_level(int(row["shopify_item"]), int(row["ilosc"]))
''',
    "p:shpat",
    extra=lambda rng, s: s.update(loc=rng.randint(10**10, 9 * 10**10)),
)


def _bl_token(rng, s):
    return f"{rng.randint(1000, 9999999)}-{rng.randint(10000, 9999999)}-" + alnum(
        rng, 50, UPPER + DIGITS
    )


FAM.reg(
    "baselinker_token_bash_history_curl",
    ("home/<<user>>/.bash_history", "serwer-<<org>>/root/.bash_history"),
    """cd /var/www/<<org>>
git pull origin master
php bin/console cache:clear --env=prod
tail -n 50 var/log/prod.log
curl -s https://api.baselinker.com/connector.php -H 'X-BLToken: <<cred>>' --data-urlencode 'method=getOrders' --data-urlencode 'parameters={"date_confirmed_from": <<ts>>}' | jq '.orders | length'
crontab -e
systemctl restart php8.2-fpm
""",
    _bl_token,
    syntax="",
)

FAM.reg(
    "teams_chat_polish_haslo_inpost_panel",
    ("eksport-teams/<<org>>-logistyka-<<date>>.txt", "notatki/<<user>>/czat-magazyn-<<mon>>.txt"),
    """<<first>> <<last>> <<dmy>> <<m1>>
Hej, kurier znowu nie przyjechał, możesz zamówić odbiór w panelu InPost?

<<fb>> <<lb>> <<dmy>> <<m2>>
Nie mam dostępu od kiedy zmienili logowanie, podeśle ktoś?

<<first>> <<last>> <<dmy>> <<m3>>
login: magazyn@<<dom>>
hasło: <<cred>>
tylko nie zmieniaj bo księgowa też z tego korzysta

<<fb>> <<lb>> <<dmy>> <<m4>>
dzięki, zamówione na jutro 10-14
""",
    "human",
)


def _shipx_extra(rng, s):
    s["cred"] = jwt(
        rng,
        {
            "exp": 2_000_000_000 + rng.randint(0, 10**8),
            "iat": s["ts"],
            "jti": str(s["uuid"]),
            "iss": "https://login.inpost.pl/auth/realms/external",
            "sub": str(s["uuid2"]),
            "typ": "Bearer",
            "azp": "shipx",
            "scope": "openid api:apipoint api:shipx",
            "allowed_refresh_tokens": [],
        },
        alg="RS256",
    )


FAM.reg(
    "inpost_shipx_jwt_symfony_package_yaml",
    ("<<org>>-sklep/config/packages/inpost.yaml", "<<org>>/config/packages/prod/shipx.yaml"),
    """inpost_shipx:
    api_url: 'https://api-shipx-pl.easypack24.net/v1'
    organization_id: <<n3>><<n>>
    # token z Managera Paczek (ważny do odwołania) — wygenerował <<user>>
    token: '<<cred>>'
    default_sender:
        company_name: '<<org>> sp. z o.o.'
        email: 'wysylki@<<dom>>'
        phone: '<<phone>>'
        address:
            street: 'Dietla'
            building_number: '<<n>>'
            city: 'Kraków'
            post_code: '31-0<<n>>'
            country_code: PL
""",
    "pw_alnum",
    extra=_shipx_extra,
)


def _allegro_json(s):
    obj = {
        "Logging": {"LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}},
        "ConnectionStrings": {
            "Default": f"Server={s['host']};Database={s['org']}_oms;Trusted_Connection=False;User Id=oms;Password=${{OMS_DB_PASS}}"
        },
        "Allegro": {
            "Environment": "Production",
            "ClientId": s["cid"],
            "ClientSecret": s["cred"],
            "RedirectUri": f"https://oms.{s['dom']}/allegro/callback",
        },
        "AllowedHosts": "*",
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


FAM.reg(
    "allegro_client_secret_dotnet_appsettings_json",
    ("<<org>>.Oms/appsettings.Production.json", "src/<<org>>.Allegro/appsettings.json"),
    _allegro_json,
    "alnum:64",
    extra=lambda rng, s: s.update(cid=hexs(rng, 32)),
)

FAM.reg(
    "mysqldump_ps_configuration_mail_passwd",
    ("kopie/<<org>>_<<date>>.sql", "<<org>>-presta/db/dump-<<date>>.sql"),
    """-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: <<org>>_presta
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET NAMES utf8mb4 */;

--
-- Dumping data for table `ps_configuration`
--

LOCK TABLES `ps_configuration` WRITE;
/*!40000 ALTER TABLE `ps_configuration` DISABLE KEYS */;
INSERT INTO `ps_configuration` VALUES (<<n3>>,NULL,NULL,'PS_SHOP_EMAIL','sklep@<<dom>>','<<date>> 10:12:01','<<date>> 10:12:01'),(<<n3>>1,NULL,NULL,'PS_MAIL_METHOD','2','<<date>> 10:12:01','<<date>> 10:12:01'),(<<n3>>2,NULL,NULL,'PS_MAIL_SERVER','smtp.<<dom>>','<<date>> 10:12:01','<<date>> 10:12:01'),(<<n3>>3,NULL,NULL,'PS_MAIL_USER','sklep@<<dom>>','<<date>> 10:12:01','<<date>> 10:12:01'),(<<n3>>4,NULL,NULL,'PS_MAIL_PASSWD','<<cred>>','<<date>> 10:12:01','<<date>> 10:12:01'),(<<n3>>5,NULL,NULL,'PS_MAIL_SMTP_PORT','587','<<date>> 10:12:01','<<date>> 10:12:01');
/*!40000 ALTER TABLE `ps_configuration` ENABLE KEYS */;
UNLOCK TABLES;
""",
    "pw_bare",
    syntax="",
)
