# ruff: noqa: E501
"""Family vending_laundry_unattended_retail: vending telemetry, laundromats, micro markets, car washes."""

from __future__ import annotations

import base64
import json
import random
import re

from sixteenth_corpus import (
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    ip,
    org,
    user,
)

FAM = "vending_laundry_unattended_retail"


@fmt(FAM, "nayax_lynx_api_bearer_token_node_script")
def nayax_js(rng: random.Random) -> Out:
    tok = alnum(rng, 64)
    o = org(rng)
    text = fill(
        """// daily sales per machine from Nayax Lynx -> route planner
const LYNX = "https://lynx.nayax.com/operational/v1";
const LYNX_TOKEN = "<<tok>>";

async function salesFor(machineId, day) {
  const res = await fetch(`${LYNX}/machines/${machineId}/lastSales?date=${day}`, {
    headers: { Authorization: `Bearer ${LYNX_TOKEN}` },
  });
  return res.json();
}

module.exports = { salesFor };
""",
        tok=tok,
    )
    return Out(f"{o}-vending/route/lynx-sales{rng.randint(1, 40)}.js", text, tok, "")


@fmt(FAM, "dex_telemetry_uploader_properties_ftp_password")
def dex_props(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """# DEX/UCS audit uploader (handheld dock)
dex.port=/dev/ttyUSB0
dex.baud=9600
upload.protocol=ftps
upload.host=<<h>>
upload.user=<<u>>
upload.password=<<pw>>
upload.dir=/dex/<<o>>
""",
        h=host(rng, "ftp"),
        u=user(rng),
        pw=pw,
        o=o,
    )
    return Out(f"{o}/dexdock/uploader{rng.randint(1, 40)}.properties", text, pw, "")


@fmt(FAM, "laundromat_payment_webhook_go_signing_key_const")
def laundry_go(rng: random.Random) -> Out:
    key = "whsk_" + alnum(rng, 40)
    o = org(rng)
    text = fill(
        """package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
)

// Signing key for the laundry payment app's "cycle started" webhooks.
const cycleWebhookKey = "<<key>>"

func Verify(body []byte, sig string) bool {
	m := hmac.New(sha256.New, []byte(cycleWebhookKey))
	m.Write(body)
	return hmac.Equal([]byte(hex.EncodeToString(m.Sum(nil))), []byte(sig))
}
""",
        key=key,
    )
    return Out(f"{o}-laundry/internal/webhook/verify{rng.randint(1, 40)}.go", text, key, "")


@fmt(FAM, "car_wash_controller_cloud_json_site_api_key")
def carwash_json(rng: random.Random) -> Out:
    key = alnum(rng, 32).lower()
    o = org(rng)
    data = {
        "site": {"id": rng.randint(100, 999), "name": f"{o} express wash"},
        "tunnel": {"conveyorFeetPerMinute": 120, "packages": ["basic", "shine", "ceramic"]},
        "cloud": {"url": f"https://wash.{domain(rng)}/api", "siteApiKey": key},
        "plcAddress": ip(rng),
    }
    return Out(f"{o}/tunnel/cloud-{rng.randint(1, 40)}.json", json.dumps(data, indent=2), key)


@fmt(FAM, "micro_market_kiosk_env_file_payment_gateway_password")
def micro_env(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    o = org(rng)
    text = fill(
        """KIOSK_ID=mm-<<n>>
KIOSK_LOCATION="<<o>> break room 2F"
SCANNER_DEVICE=/dev/hidraw0
GATEWAY_URL=https://gw.<<dom>>/v3
GATEWAY_MERCHANT=<<m>>
GATEWAY_PASSWORD=<<pw>>
FRIDGE_LOCK_RELAY=17
""",
        n=rng.randint(1, 400),
        o=o,
        dom=domain(rng),
        m=rng.randint(10000000, 99999999),
        pw=pw,
    )
    return Out(f"{o}/kiosk/mm{rng.randint(1, 400)}.env", text, pw, "")


@fmt(FAM, "vending_route_planner_dotnet_appsettings_connection_string_password")
def route_json(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~:()[]")
    o = org(rng)
    cs = f"Server={host(rng, 'sql')};Database=Routes;User Id=planner;Password={pw};Encrypt=True"
    data = {
        "ConnectionStrings": {"Routes": cs},
        "Planner": {"Depot": f"{o} depot", "MaxStopsPerRoute": 38},
    }
    return Out(
        f"{o}/RoutePlanner/appsettings{rng.randint(1, 40)}.json", json.dumps(data, indent=2), pw
    )


def _dec_b64pw(text: str) -> str:
    m = re.search(r'"passwordB64": "([A-Za-z0-9+/=]+)"', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


@fmt(FAM, "cashless_reader_provisioning_json_wifi_password_base64", decode=_dec_b64pw)
def reader_prov(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    data = {
        "readerSerial": f"VR{rng.randint(100000, 999999)}",
        "machine": {"type": "snack", "mdbLevel": 3},
        "wifi": {
            "ssid": f"{o}-ops",
            "security": "wpa2",
            "passwordB64": base64.b64encode(pw.encode()).decode(),
        },
        "telemetry": {"server": host(rng, "tm"), "port": 8883},
    }
    return Out(f"{o}/readers/provision-{rng.randint(1, 400)}.json", json.dumps(data, indent=2), pw)
