"""Family auto_dealer_repair_shop_dms: repair-shop management, dealer DMS, VIN and parts lookups."""

from __future__ import annotations

import base64
import json
import random
import re

from sixteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    user,
    uuid4,
)

FAM = "auto_dealer_repair_shop_dms"


def _dec_tm(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(FAM, "tekmetric_oauth_token_curl_basic_client_credentials_base64", decode=_dec_tm)
def tekmetric(rng: random.Random) -> Out:
    cid = alnum(rng, 16)
    sec = alnum(rng, 24)
    cred = base64.b64encode(f"{cid}:{sec}".encode()).decode()
    o = org(rng)
    text = fill(
        """curl -s -X POST https://shop.tekmetric.com/api/v1/oauth/token \\
  -H "Authorization: Basic <<cred>>" \\
  -H "Content-Type: application/x-www-form-urlencoded;charset=UTF-8" \\
  -d "grant_type=client_credentials"
""",
        cred=cred,
    )
    return Out(f"{o}/shop/tm-token{rng.randint(1, 99)}.sh", text, sec, "")


@fmt(FAM, "shopmonkey_api_bearer_python_const_work_orders")
def shopmonkey(rng: random.Random) -> Out:
    tok = "sm_" + alnum(rng, 48)
    o = org(rng)
    text = fill(
        """import requests

SHOPMONKEY_API_KEY = "<<tok>>"
s = requests.Session()
s.headers["Authorization"] = f"Bearer {SHOPMONKEY_API_KEY}"
orders = s.get("https://api.shopmonkey.cloud/v3/order", params={"limit": 100}).json()
print(sum(o["totalCostCents"] for o in orders["data"]) / 100)
""",
        tok=tok,
    )
    return Out(f"{o}/reports/shopmonkey_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "fortellis_dealer_integration_dotenv_api_secret")
def fortellis_env(rng: random.Random) -> Out:
    sec = alnum(rng, 32)
    o = org(rng)
    text = fill(
        """FORTELLIS_API_KEY=<<key>>
FORTELLIS_API_SECRET=<<sec>>
FORTELLIS_SUBSCRIPTION_ID=<<sub>>
DEALER_CODE=<<dc>>
""",
        key=alnum(rng, 32),
        sec=sec,
        sub=uuid4(rng),
        dc=rng.randint(10000, 99999),
    )
    return Out(f"{o}-dealer/service-lane/.env{rng.randint(1, 40)}", text, sec, "")


@fmt(FAM, "vin_decoder_php_curl_key_query_string")
def vin_php(rng: random.Random) -> Out:
    key = hexs(rng, 20)
    o = org(rng)
    text = fill(
        """<?php
function decode_vin(string $vin): array {
    $url = 'https://vin.<<dom>>/api/decode?vin=' . urlencode($vin) . '&key=<<key>>&format=json';
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return json_decode(curl_exec($ch), true);
}
""",
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/inventory/vin{rng.randint(1, 99)}.php", text, key, "")


@fmt(FAM, "diagnostic_vci_wifi_profile_json_cloud_password")
def vci_json(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~=:")
    o = org(rng)
    data = {
        "vci": {"serial": f"VCI{rng.randint(100000, 999999)}", "mode": "wifi"},
        "wifi": {"ssid": f"{o}-workshop"},
        "cloud": {"account": user(rng, "dot"), "password": pw, "region": "eu"},
    }
    return Out(f"{o}/scan-tool/profile{rng.randint(1, 99)}.json", json.dumps(data, indent=2), pw)


@fmt(FAM, "dealer_inventory_feed_python_ftp_tls_login_password")
def feed_py(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ)
    o = org(rng)
    text = fill(
        """from ftplib import FTP_TLS

ftps = FTP_TLS("<<h>>")
ftps.login(user="<<u>>", passwd="<<pw>>")
ftps.prot_p()
with open("inventory.csv", "rb") as fh:
    ftps.storbinary("STOR inventory_<<dc>>.csv", fh)
ftps.quit()
""",
        h=host(rng, "feeds"),
        u=user(rng),
        pw=pw,
        dc=rng.randint(10000, 99999),
    )
    return Out(f"{o}/feeds/push_inventory{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "parts_catalogue_epc_ini_sql_password")
def epc_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[EPC]
Brand=Multi
ImageCache=D:\\EPC\\cache

[SQL]
Server=<<h>>
Database=EPC
Login=epc_reader
Password=<<pw>>
""",
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(f"{o}/EPC/epc{rng.randint(1, 99)}.ini", text, pw)
