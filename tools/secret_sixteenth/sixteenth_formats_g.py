# ruff: noqa: E501
"""Family gym_studio_membership_access: gym and studio membership, class booking, check-in."""

from __future__ import annotations

import random

from sixteenth_corpus import (
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    org,
    user,
    uuid4,
    words_pw,
)

FAM = "gym_studio_membership_access"


@fmt(FAM, "mindbody_public_api_key_header_python_dict")
def mindbody_py(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    o = org(rng)
    text = fill(
        """import requests

MB = "https://api.mindbodyonline.com/public/v6"
HEADERS = {
    "Api-Key": "<<key>>",
    "SiteId": "<<site>>",
    "Content-Type": "application/json",
}


def classes(start: str, end: str) -> list[dict]:
    r = requests.get(f"{MB}/class/classes", headers=HEADERS,
                     params={"StartDateTime": start, "EndDateTime": end})
    return r.json()["Classes"]
""",
        key=key,
        site=rng.randint(10000, 999999),
    )
    return Out(f"{o}-studio/sync/mindbody_{rng.randint(1, 99)}.py", text, key)


@fmt(FAM, "glofox_api_curl_x_api_key_and_token_headers")
def glofox_curl(rng: random.Random) -> Out:
    tok = alnum(rng, 40)
    o = org(rng)
    text = fill(
        """curl -s "https://gf-api.aws.glofox.com/prod/2.0/members?page=1" \\
  -H "x-glofox-branch-id: <<br>>" \\
  -H "x-api-key: <<key>>" \\
  -H "x-glofox-api-token: <<tok>>" | jq '.data[] | {id: ._id, email}'
""",
        br=hexs(rng, 24),
        key=alnum(rng, 20),
        tok=tok,
    )
    return Out(f"{o}/glofox/members{rng.randint(1, 99)}.sh", text, tok, "")


@fmt(FAM, "turnstile_checkin_controller_ini_server_password")
def turnstile_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[Controller]
DoorCount=2
Relay1=Turnstile
Relay2=FireExit
ReaderType=Wiegand26

[Server]
Host=<<h>>
Port=4433
ClubNumber=<<n>>
User=turnstile<<n>>
Password=<<pw>>
OfflineCacheHours=48
""",
        h=host(rng, "app"),
        n=rng.randint(1, 90),
        pw=pw,
    )
    return Out(f"{o}/checkin/turnstile{rng.randint(1, 90)}.ini", text, pw)


@fmt(FAM, "membership_export_powershell_invoke_restmethod_basic_credential")
def member_ps(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    o = org(rng)
    text = fill(
        """# nightly membership export for the accountant
$user = "<<u>>"
$pass = ConvertTo-SecureString "<<pw>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
$members = Invoke-RestMethod -Uri "https://<<h>>/api/members?status=active" -Credential $cred
$members | Export-Csv -Path "D:\\exports\\members-$(Get-Date -Format yyyyMMdd).csv" -NoTypeInformation
""",
        u=user(rng),
        pw=pw,
        h=host(rng, "club"),
    )
    return Out(f"{o}/scripts/Export-Members{rng.randint(1, 40)}.ps1", text, pw, "")


@fmt(FAM, "clubready_api_key_query_axios_js")
def clubready_js(rng: random.Random) -> Out:
    key = uuid4(rng)
    o = org(rng)
    text = fill(
        """import axios from "axios";

const api = axios.create({
  baseURL: "https://www.clubready.com/api/current",
  params: { ApiKey: "<<key>>", StoreId: <<store>> },
});

export async function bookings(date) {
  const { data } = await api.get("/scheduling/class-bookings", { params: { date } });
  return data;
}
""",
        key=key,
        store=rng.randint(1000, 9999),
    )
    return Out(f"{o}-portal/src/clubready{rng.randint(1, 40)}.mjs", text, key, "")


@fmt(FAM, "climbing_gym_checkin_kotlin_okhttp_basic_credentials")
def climbing_kt(rng: random.Random) -> Out:
    pw = words_pw(rng, "-_.")
    o = org(rng)
    text = fill(
        """package com.<<pkg>>.frontdesk

import okhttp3.Credentials
import okhttp3.OkHttpClient
import okhttp3.Request

private val client = OkHttpClient()

fun checkIn(memberId: String): Boolean {
    val req = Request.Builder()
        .url("https://<<h>>/api/checkins?member=$memberId")
        .header("Authorization", Credentials.basic("frontdesk", "<<pw>>"))
        .post(okhttp3.RequestBody.create(null, ByteArray(0)))
        .build()
    client.newCall(req).execute().use { return it.isSuccessful }
}
""",
        pkg=o.replace("-", ""),
        h=host(rng, "gym"),
        pw=pw,
    )
    return Out(f"{o}/frontdesk/CheckIn{rng.randint(1, 40)}.kt", text, pw, "")


@fmt(FAM, "spin_studio_leaderboard_bike_bridge_xml_api_token")
def spin_xml(rng: random.Random) -> Out:
    tok = alnum(rng, 36)
    o = org(rng)
    text = fill(
        """<?xml version="1.0"?>
<LeaderboardBridge room="Studio <<n>>">
  <Ant channel="57" bikes="32"/>
  <Display host="<<ip>>" port="8080"/>
  <Cloud url="https://ride.<<dom>>/api" token="<<tok>>"/>
</LeaderboardBridge>
""",
        n=rng.randint(1, 4),
        ip=ip(rng),
        dom=domain(rng),
        tok=tok,
    )
    return Out(f"{o}/spin/bridge{rng.randint(1, 40)}.xml", text, tok)
