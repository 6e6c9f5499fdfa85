# ruff: noqa: E501
"""restaurant_kiosk_kds_ordering: self-order kiosks, kitchen displays and delivery integrators."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_XML,
    Out,
    alnum,
    b64,
    fmt,
    gen_pw,
    hexs,
    pick,
)

FAM = "restaurant_kiosk_kds_ordering"


@fmt(FAM, "deliverect_dotenv_client_id_client_secret")
def _deliverect(rng):
    sec = alnum(rng, 64)
    text = f"""DELIVERECT_ENV=production
DELIVERECT_CLIENT_ID={alnum(rng, 32)}
DELIVERECT_CLIENT_SECRET={sec}
DELIVERECT_ACCOUNT_ID={hexs(rng, 24)}
"""
    path = pick(rng, (".env.production", "ordering-api/.env", "deploy/deliverect.env"))
    return Out(path, text, sec, "")


@fmt(FAM, "sevenshifts_bearer_access_token_python_session")
def _7s(rng):
    tok = hexs(rng, 40)
    text = f"""import requests

s = requests.Session()
s.headers["Authorization"] = "Bearer {tok}"
s.headers["x-api-version"] = "2025-03-01"
shifts = s.get("https://api.7shifts.com/v2/company/{rng.randint(10000, 99999)}/shifts", timeout=20).json()
"""
    path = pick(rng, ("labour/shifts_pull.py", "scripts/sevenshifts.py", "payroll_prep/shifts.py"))
    return Out(path, text, tok)


@fmt(FAM, "marketman_gettoken_json_body_apipassword")
def _mm(rng):
    pw = alnum(rng, 32)
    text = f"""{{
  "APIKey": "{alnum(rng, 32)}",
  "APIPassword": "{pw}"
}}
"""
    path = pick(
        rng,
        (
            "requests/marketman_token.json",
            "inventory/marketman-auth.json",
            "postman/marketman/GetToken.body.json",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "chownow_partner_api_key_header_ruby_net_http")
def _chownow(rng):
    key = alnum(rng, 40)
    text = f"""require "net/http"
require "json"

uri = URI("https://api.chownow.com/partner/v1/restaurants/{rng.randint(1000, 99999)}/orders")
req = Net::HTTP::Get.new(uri)
req["X-Api-Key"] = "{key}"
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) {{ |http| http.request(req) }}
puts JSON.parse(res.body).size
"""
    path = pick(rng, ("lib/chownow_orders.rb", "scripts/chownow.rb", "app/jobs/pull_chownow.rb"))
    return Out(path, text, key, "")


@fmt(FAM, "uber_eats_client_credentials_curl_form_client_secret")
def _uber(rng):
    sec = alnum(rng, 40, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    text = f"""curl -X POST "https://auth.uber.com/oauth/v2/token" \\
  -d "client_id={alnum(rng, 32)}" \\
  -d "client_secret={sec}" \\
  -d "grant_type=client_credentials" \\
  -d "scope=eats.store eats.order"
"""
    path = pick(
        rng, ("docs/ubereats-token.sh", "scripts/eats_token.sh", "runbooks/uber-eats/token.sh")
    )
    return Out(path, text, sec, "")


@fmt(FAM, "kiosk_electron_config_json_pos_gateway_api_key")
def _kiosk(rng):
    key = b64(rng, 30)
    text = f"""{{
  "storeId": "{rng.randint(100, 999)}",
  "fullscreen": true,
  "idleResetSeconds": 90,
  "menuUrl": "https://menu-cdn.{alnum(rng, 6).lower()}.net/store/menu.json",
  "pos": {{
    "baseUrl": "https://pos-gw.{alnum(rng, 6).lower()}.net/v3",
    "apiKey": "{key}"
  }},
  "printer": {{ "model": "TM-m30III", "ip": "192.168.1.{rng.randint(20, 200)}" }}
}}
"""
    path = pick(
        rng,
        (
            "kiosk/config.json",
            "resources/app/config.json",
            "AppData/Roaming/SelfOrderKiosk/config.json",
        ),
    )
    return Out(path, text, key)


@fmt(FAM, "kds_android_shared_prefs_xml_pos_password")
def _kds(rng):
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="station_name">Grill</string>
    <string name="pos_host">192.168.10.{rng.randint(2, 250)}</string>
    <string name="pos_user">kds{rng.randint(1, 9)}</string>
    <string name="pos_password">{pw}</string>
    <boolean name="bump_bar_enabled" value="true" />
    <int name="font_scale" value="3" />
</map>
"""
    path = pick(
        rng,
        (
            "data/data/com.kitchen.kds/shared_prefs/settings.xml",
            "backup/kds-grill/shared_prefs/kds_prefs.xml",
            "shared_prefs/com.kitchen.kds_preferences.xml",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "grubhub_merchant_hmac_secret_java_properties")
def _grub(rng):
    sec = b64(rng, 32)
    text = f"""grubhub.partner.issue-date=2025-11-04
grubhub.partner.client-id={alnum(rng, 22)}
grubhub.partner.secret-key={sec}
grubhub.merchant.long-id={rng.randint(10**9, 10**10)}
"""
    path = pick(
        rng,
        (
            "src/main/resources/grubhub.properties",
            "config/application-grubhub.properties",
            "ordering/grubhub.properties",
        ),
    )
    return Out(path, text, sec, "")
