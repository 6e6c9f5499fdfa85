"""Electronics parts inventories, BOM costing and distributor APIs."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_SQ,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    uuid4,
)

FAM = "electronics_parts_bom_tools"


@fmt(FAM, "inventree_config_yaml_database_password")
def inventree_cfg(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!*+-_.?^~")
    text = f"""database:
  ENGINE: postgresql
  NAME: inventree
  USER: inventree
  PASSWORD: {pw}
  HOST: {pick(rng, ("inventree-db", "localhost", host(rng, "db")))}
  PORT: 5432
debug: false
allowed_hosts:
  - '*'
media_root: /home/inventree/data/media
static_root: /home/inventree/data/static
"""
    return Out(
        pick(rng, ("config.yaml", "inventree-data/config.yaml", "InvenTree/config.yaml")), text, pw
    )


@fmt(FAM, "inventree_python_api_token_keyword")
def inventree_api(rng: random.Random) -> Out:
    tok = "inv-" + hexs(rng, 40) + "-" + hexs(rng, 8)
    text = f"""from inventree.api import InvenTreeAPI
from inventree.part import Part

api = InvenTreeAPI("https://{host(rng, "parts")}", token="{tok}")
low = [p for p in Part.list(api, active=True) if p.in_stock < p.minimum_stock]
"""
    return Out(
        pick(rng, ("low_stock.py", "inventory/reorder.py", "scripts/inventree_low.py")), text, tok
    )


@fmt(FAM, "mouser_search_api_key_query_kicad_plugin")
def mouser(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = f"""MOUSER_KEY = "{key}"
URL = f"https://api.mouser.com/api/v1/search/partnumber?apiKey={{MOUSER_KEY}}"
"""
    return Out(
        pick(
            rng, ("plugins/bom_pricing/mouser.py", "kicad_bom/mouser.py", "pricing/mouser_api.py")
        ),
        text,
        key,
    )


@fmt(FAM, "partdb_env_database_url_password")
def partdb(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-._~")
    text = f"""APP_ENV=prod
DATABASE_URL="mysql://partdb:{pw}@127.0.0.1:3306/partdb?serverVersion=10.11.2-MariaDB"
DEFAULT_LANG="de"
DEFAULT_TIMEZONE="Europe/Berlin"
BASE_CURRENCY="EUR"
INSTANCE_NAME="{pick(rng, ("Elektroniklager", "Lab Parts", "Makerspace Teile"))}"
"""
    return Out(
        pick(rng, (".env.local", "part-db/.env.local", "/var/www/partdb/.env.local")), text, pw, ""
    )


@fmt(FAM, "partkeepr_parameters_php_database_password")
def partkeepr(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
$container->setParameter('database_host', 'localhost');
$container->setParameter('database_port', '3306');
$container->setParameter('database_name', 'partkeepr');
$container->setParameter('database_user', 'partkeepr');
$container->setParameter('database_password', '{pw}');
$container->setParameter('database_driver', 'pdo_mysql');
$container->setParameter('authentication_provider', 'PartKeepr.Auth.WSSEAuthenticationProvider');
"""
    return Out(
        pick(
            rng,
            ("app/config/parameters.php", "partkeepr/app/config/parameters.php", "parameters.php"),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "element14_farnell_callinfo_apikey_query")
def farnell(rng: random.Random) -> Out:
    key = alnum(rng, 24).lower()
    text = f"""FARNELL_URL = (
    "https://api.element14.com/catalog/products?versionNumber=1.3&term=manuPartNum:{pick(rng, ("LM358", "NE555", "STM32F103C8T6"))}"
    "&storeInfo.id=uk.farnell.com&resultsSettings.responseGroup=prices"
    "&callInfo.responseDataFormat=json&callInfo.apiKey={key}"
)
"""
    return Out(
        pick(rng, ("farnell.py", "bom/suppliers/farnell.py", "pricing/element14.py")), text, key
    )


@fmt(FAM, "tme_api_token_and_app_secret_ini_section")
def tme(rng: random.Random) -> Out:
    sec = alnum(rng, 20)
    text = f"""[tme]
token = {alnum(rng, 45)}
app_secret = {sec}
country = PL
currency = EUR
language = EN
"""
    return Out(
        pick(rng, ("suppliers.ini", "bomcost/suppliers.ini", ".config/kibom/suppliers.ini")),
        text,
        sec,
        "ini",
    )


@fmt(FAM, "bom_pricing_helper_yaml_suppliers_lcsc_key")
def jlc(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    text = f"""# BOM pricing helper, suppliers section
suppliers:
  lcsc:
    enabled: true
    key: {key}
  mouser:
    enabled: false
cache_ttl: 7
"""
    return Out(pick(rng, ("bomprice.yaml", "hw/bomprice.yaml", "tools/bom/config.yaml")), text, key)
