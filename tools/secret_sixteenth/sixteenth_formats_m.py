# ruff: noqa: E501
"""Family childcare_daycare_center_apps: daycare management, parent apps, subsidy and meal claims."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
    SYM_INI,
    Out,
    alnum,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    words_pw,
)

FAM = "childcare_daycare_center_apps"


@fmt(FAM, "daycare_parent_app_export_python_bearer_const")
def bw_py(rng: random.Random) -> Out:
    tok = alnum(rng, 56)
    o = org(rng)
    text = fill(
        """import requests

CENTER_ID = "<<cid>>"
BEARER = "<<tok>>"

r = requests.get(
    f"https://api.<<dom>>/v1/centers/{CENTER_ID}/attendance",
    headers={"Authorization": "Bearer " + BEARER},
    params={"date": "2025-10-06"},
)
for row in r.json()["students"]:
    print(row["first_name"], row["check_in"], row["check_out"])
""",
        cid=hexs(rng, 24),
        tok=tok,
        dom=domain(rng),
    )
    return Out(f"{o}/exports/attendance_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "childcare_desktop_ini_database_password")
def procare_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[Database]
Engine=SQLAnywhere
Server=ChildCare_<<n>>
Host=<<h>>
UserID=dba
Password=<<pw>>

[Kiosk]
SignInStations=2
""",
        n=rng.randint(1, 9),
        h=host(rng, "srv"),
        pw=pw,
    )
    return Out(f"{o}/ChildCare/center{rng.randint(1, 40)}.ini", text, pw)


@fmt(FAM, "photo_moments_export_node_const_api_key")
def photo_js(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    o = org(rng)
    text = fill(
        """// download this term's classroom photos for the end-of-year book
const API_KEY = "<<key>>";
const ROOMS = ["toddlers", "preschool", "pre-k"];

for (const room of ROOMS) {
  const res = await fetch(`https://api.<<dom>>/v2/rooms/${room}/media?term=autumn`, {
    headers: { "X-Api-Key": API_KEY },
  });
  console.log(room, (await res.json()).length);
}
""",
        key=key,
        dom=domain(rng),
    )
    return Out(f"{o}/yearbook/fetch-photos{rng.randint(1, 40)}.mjs", text, key, "")


@fmt(FAM, "signin_kiosk_android_gradle_properties_api_key")
def kiosk_gradle(rng: random.Random) -> Out:
    key = hexs(rng, 40)
    o = org(rng)
    text = fill(
        """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
kotlin.code.style=official
KIOSK_BACKEND_URL=https://kiosk.<<dom>>/api
KIOSK_BACKEND_KEY=<<key>>
""",
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}-signin-kiosk{rng.randint(1, 40)}/gradle.properties", text, key, "")


@fmt(FAM, "subsidy_portal_attendance_playwright_fill_password")
def subsidy_py(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    text = fill(
        """from playwright.sync_api import sync_playwright

with sync_playwright() as p:
    page = p.chromium.launch().new_page()
    page.goto("https://childcare-subsidy.<<dom>>/provider/login")
    page.fill("#providerId", "<<pid>>")
    page.fill("#password", "<<pw>>")
    page.click("text=Sign in")
    page.set_input_files("#attendanceFile", "attendance_october.csv")
    page.click("text=Submit claim")
""",
        dom=domain(rng),
        pid=rng.randint(10000000, 99999999),
        pw=pw,
    )
    return Out(f"{o}/claims/subsidy_upload{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "tuition_billing_toml_payment_api_secret")
def tuition_toml(rng: random.Random) -> Out:
    sec = alnum(rng, 40)
    o = org(rng)
    text = fill(
        """[center]
name = "<<o>> early learning"
billing_day = 1

[payments]
provider = "ach"
api_url = "https://pay.<<dom>>/v1"
api_key_id = "<<kid>>"
api_secret = "<<sec>>"
""",
        o=o,
        dom=domain(rng),
        kid=alnum(rng, 12),
        sec=sec,
    )
    return Out(f"{o}/billing/tuition{rng.randint(1, 40)}.toml", text, sec)


@fmt(FAM, "meal_program_claim_json_sponsor_portal_password")
def meal_json(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~")
    o = org(rng)
    data = {
        "program": "CACFP",
        "sponsor": {"portal": f"https://claims.{domain(rng)}", "login": email(rng), "password": pw},
        "meals": ["breakfast", "am_snack", "lunch"],
        "month": "2025-10",
    }
    return Out(f"{o}/meals/claim{rng.randint(1, 99)}.json", json.dumps(data, indent=2), pw)
