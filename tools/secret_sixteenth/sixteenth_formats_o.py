# ruff: noqa: E501
"""Family golf_ski_resort_operations: tee sheets, lift access, snowmaking, rental shops."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    epoch,
    fill,
    fmt,
    gen_pw,
    host,
    ip,
    jwt,
    org,
    user,
    words_pw,
)

FAM = "golf_ski_resort_operations"


@fmt(FAM, "tee_sheet_api_jwt_bearer_curl")
def tee_curl(rng: random.Random) -> Out:
    now = epoch(rng)
    tok = jwt(
        rng,
        {
            "iss": "teesheet",
            "sub": str(rng.randint(1000, 99999)),
            "course": rng.randint(1, 9999),
            "iat": now,
            "exp": now + 31536000,
        },
    )
    o = org(rng)
    text = fill(
        """curl -s "https://api.<<dom>>/v1/courses/<<c>>/teetimes?date=2025-05-03" \\
  -H "Authorization: Bearer <<tok>>" \\
  -H "Accept: application/json"
""",
        dom=domain(rng),
        c=rng.randint(1000, 99999),
        tok=tok,
    )
    return Out(f"{o}/golf/teetimes{rng.randint(1, 99)}.sh", text, tok, "")


@fmt(FAM, "golf_handicap_login_python_json_body_password")
def handicap_py(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    text = fill(
        """import requests

body = {"user": {"email_or_ghin": "<<g>>", "password": "<<pw>>", "remember_me": True}}
tok = requests.post("https://api.<<dom>>/api/v1/golfer_login.json", json=body).json()["golfer_user"]["golfer_user_token"]
print(tok[:8])
""",
        g=rng.randint(1000000, 9999999),
        pw=pw,
        dom=domain(rng),
    )
    return Out(f"{o}/club/handicap_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "lift_gate_access_backoffice_xml_password_attribute")
def lift_xml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<LiftAccess resort="<<o>>">
  <Gate id="<<g>>" lift="Chair 4" reader="RFID"/>
  <BackOffice url="https://<<h>>/access" operator="gate<<g>>" password="<<pw>>"/>
  <Offline allowSeasonPasses="true"/>
</LiftAccess>
""",
        o=o,
        g=rng.randint(1, 60),
        h=host(rng, "bo"),
        pw=pw,
    )
    return Out(f"{o}/lifts/gate{rng.randint(1, 60)}.xml", text, pw)


@fmt(FAM, "snowmaking_automation_dotenv_weather_api_key")
def snow_env(rng: random.Random) -> Out:
    key = alnum(rng, 32).lower()
    o = org(rng)
    text = fill(
        """SNOW_PLC_HOST=<<ip>>
SNOW_WETBULB_LIMIT_C=-2.5
WEATHER_API_URL=https://api.<<dom>>/forecast
WEATHER_API_KEY=<<key>>
""",
        ip=ip(rng),
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/snowmaking/.env{rng.randint(1, 40)}", text, key, "")


@fmt(FAM, "pro_shop_pos_vbnet_connection_string_password")
def proshop_vb(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%*+-_.?@^~")
    o = org(rng)
    text = fill(
        """Imports System.Data.SqlClient

Module ProShopDb
    Private Const ConnStr As String = "Server=<<h>>;Database=ProShop;User Id=proshop;Password=<<pw>>;"

    Public Function Open() As SqlConnection
        Dim c As New SqlConnection(ConnStr)
        c.Open()
        Return c
    End Function
End Module
""",
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(f"{o}/ProShop/ProShopDb{rng.randint(1, 40)}.vb", text, pw, "")


@fmt(FAM, "ski_rental_sync_properties_password")
def rental_props(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """rental.shop.code=<<sc>>
rental.sync.url=https://<<h>>/rental/api
rental.sync.user=<<u>>
rental.sync.password=<<pw>>
rental.boot.fitting.printer=ZD420
""",
        sc=rng.randint(10, 99),
        h=host(rng, "resort"),
        u=user(rng),
        pw=pw,
    )
    return Out(f"{o}/rental/sync{rng.randint(1, 40)}.properties", text, pw, "")


@fmt(FAM, "golf_cart_gps_course_json_cloud_token")
def cart_json(rng: random.Random) -> Out:
    tok = alnum(rng, 40)
    o = org(rng)
    data = {
        "course": f"{o} links",
        "holes": 18,
        "geofences": ["greens", "tee-boxes", "wetlands"],
        "cloud": {"url": f"https://carts.{domain(rng)}/api", "token": tok},
    }
    return Out(f"{o}/carts/course{rng.randint(1, 40)}.json", json.dumps(data, indent=2), tok)
