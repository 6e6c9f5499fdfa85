"""Family marketplace_seller_apis: marketplace seller-central and listing APIs."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    Out,
    alnum,
    fmt,
    hexs,
    org,
    pick,
    uuid4,
)

FAM = "marketplace_seller_apis"
_B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


@fmt(FAM, "python_amazon_sp_api_credentials_yml_refresh_token")
def sp_yml(rng):
    tok = "Atzr|" + alnum(rng, rng.randint(300, 340), _B64URL)
    path = pick(
        rng,
        (
            "home/seller/.config/python-sp-api/credentials.yml",
            ".config/python-sp-api/credentials.yml",
            "seller/credentials.yml",
            "config/sp_api/credentials.yml",
        ),
    )
    text = f"""version: '1.0'

default:
  refresh_token: '{tok}'
  lwa_app_id: 'amzn1.application-oa2-client.{hexs(rng, 32)}'
  lwa_client_secret: 'amzn1.oa2-cs.v1.{hexs(rng, 64)}'
"""
    return Out(path, text, tok, "yaml")


@fmt(FAM, "amazon_sp_api_dotenv_lwa_client_secret")
def sp_env(rng):
    sec = "amzn1.oa2-cs.v1." + hexs(rng, 64)
    path = pick(
        rng, (".env", "repricer/.env", "services/inventory/.env", "sp-sync/.env.production")
    )
    text = f"""SP_API_REGION=eu-west-1
SELLER_ID=A{alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}
LWA_CLIENT_ID=amzn1.application-oa2-client.{hexs(rng, 32)}
LWA_CLIENT_SECRET={sec}
MARKETPLACE_IDS=A1PA6795UKMFR9,A13V1IB3VIYZZH
"""
    return Out(path, text, sec, "")


@fmt(FAM, "ebaysdk_ebay_yaml_production_certid")
def ebay(rng):
    cert = f"PRD-{hexs(rng, 12)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 4)}"
    name = org(rng).replace("-", "")
    path = pick(rng, ("ebay.yaml", "config/ebay.yaml", "listing/ebay.yaml", "home/shop/ebay.yaml"))
    text = f"""name: ebay_api_config

# Trading API - https://www.x.com/developers/ebay/products/trading-api
api.ebay.com:
    compatability: 719
    appid: {name[:8].capitalize()}-Lister-PRD-{hexs(rng, 9)}-{hexs(rng, 8)}
    certid: {cert}
    devid: {uuid4(rng)}
    token: v^1.1#i^1#p^3#f^0#I^3#r^1#t^{alnum(rng, 60, _B64URL)}

open.api.ebay.com:
    appid: {name[:8].capitalize()}-Lister-PRD-{hexs(rng, 9)}-{hexs(rng, 8)}
    version: 671
"""
    return Out(path, text, cert, "yaml")


@fmt(FAM, "etsy_open_api_v3_refresh_token_user_prefixed")
def etsy(rng):
    tok = f"{rng.randint(10000000, 999999999)}.{alnum(rng, 48, _B64URL)}"
    path = pick(
        rng,
        ("etsy_sync.py", "shop/etsy_orders.py", "integrations/etsy.py", "jobs/etsy_listings.py"),
    )
    text = f"""import requests

KEYSTRING = "{alnum(rng, 24, "abcdefghijklmnopqrstuvwxyz0123456789")}"
REFRESH = "{tok}"

r = requests.post(
    "https://api.etsy.com/v3/public/oauth/token",
    data={{"grant_type": "refresh_token", "client_id": KEYSTRING, "refresh_token": REFRESH}},
)
access = r.json()["access_token"]
"""
    return Out(path, text, tok, "py")


@fmt(FAM, "walmart_marketplace_client_id_secret_basic_python")
def walmart(rng):
    sec = alnum(rng, 86, _B64URL)
    path = pick(
        rng,
        (
            "walmart_token.py",
            "marketplaces/walmart.py",
            "sync/wm_inventory.py",
            "lib/walmart_auth.py",
        ),
    )
    text = f"""import uuid

import requests

CLIENT_ID = "{uuid4(rng)}"
CLIENT_SECRET = "{sec}"

resp = requests.post(
    "https://marketplace.walmartapis.com/v3/token",
    auth=(CLIENT_ID, CLIENT_SECRET),
    headers={{"WM_SVC.NAME": "Walmart Marketplace", "WM_QOS.CORRELATION_ID": str(uuid.uuid4()), "Accept": "application/json"}},
    data={{"grant_type": "client_credentials"}},
)
"""
    return Out(path, text, sec, "py")


@fmt(FAM, "allegro_rest_api_client_secret_php_array")
def allegro(rng):
    sec = alnum(rng, 64)
    path = pick(
        rng,
        (
            "config/allegro.php",
            "app/config/marketplaces/allegro.php",
            "integrations/allegro/config.php",
            "src/Allegro/config.php",
        ),
    )
    text = f"""<?php

return [
    'environment' => 'production',
    'client_id' => '{hexs(rng, 32)}',
    'client_secret' => '{sec}',
    'redirect_uri' => 'https://panel.{org(rng)}.pl/allegro/callback',
];
"""
    return Out(path, text, sec, "")


@fmt(FAM, "bol_retailer_api_client_credentials_node_env")
def bol(rng):
    sec = alnum(rng, 86, _B64URL)
    path = pick(rng, ("bol/.env", ".env", "apps/bol-sync/.env", "services/retailer/.env"))
    text = f"""BOL_CLIENT_ID={uuid4(rng)}
BOL_CLIENT_SECRET={sec}
BOL_API_URL=https://api.bol.com/retailer
"""
    return Out(path, text, sec, "")


@fmt(FAM, "shopee_open_platform_partner_key_hmac_sign")
def shopee(rng):
    key = hexs(rng, 64)
    path = pick(
        rng,
        ("shopee_sign.py", "marketplaces/shopee.py", "lib/shopee_auth.py", "sync/shopee_orders.py"),
    )
    text = f"""import hashlib
import hmac
import time

PARTNER_ID = {rng.randint(1000000, 2999999)}
PARTNER_KEY = "{key}"


def sign(path, access_token, shop_id):
    ts = int(time.time())
    base = f"{{PARTNER_ID}}{{path}}{{ts}}{{access_token}}{{shop_id}}"
    return ts, hmac.new(PARTNER_KEY.encode(), base.encode(), hashlib.sha256).hexdigest()
"""
    return Out(path, text, key, "py")
