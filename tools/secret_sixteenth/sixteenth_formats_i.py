"""Family self_storage_gate_property_ops: self-storage management, gate keypads, HOA portals."""

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
    org,
    user,
    uuid4,
    words_pw,
)

FAM = "self_storage_gate_property_ops"


@fmt(FAM, "sitelink_callcenter_soap_csharp_corp_password_argument")
def sitelink_cs(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    text = fill(
        """using SiteLink.CallCenterWs;

var ws = new CallCenterWs();
var units = ws.UnitsInformation_v3(
    sCorpCode: "<<cc>>",
    sLocationCode: "L<<loc>>",
    sCorpUserName: "<<u>>:::<<o>>",
    sCorpPassword: "<<pw>>",
    lngLastTimePolled: 0);
Console.WriteLine(units.Tables[0].Rows.Count);
""",
        cc=alnum(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ"),
        loc=rng.randint(1, 99),
        u=user(rng),
        o=o.upper(),
        pw=pw,
    )
    return Out(f"{o}/StorageSync/Units{rng.randint(1, 40)}.cs", text, pw, "")


@fmt(FAM, "storedge_api_oauth_python_dict_consumer_secret")
def storedge_py(rng: random.Random) -> Out:
    sec = alnum(rng, 40)
    o = org(rng)
    text = fill(
        """from requests_oauthlib import OAuth1Session

STOREDGE = {
    "consumer_key": "<<key>>",
    "consumer_secret": "<<sec>>",
    "facility_id": "<<fid>>",
}

s = OAuth1Session(STOREDGE["consumer_key"], client_secret=STOREDGE["consumer_secret"])
resp = s.get(f"https://api.storedgefms.com/v1/{STOREDGE['facility_id']}/units")
print(len(resp.json()["units"]))
""",
        key=alnum(rng, 24),
        sec=sec,
        fid=uuid4(rng),
    )
    return Out(f"{o}/storedge/units_{rng.randint(1, 99)}.py", text, sec)


@fmt(FAM, "gate_keypad_access_server_ini_database_password")
def gate_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[Site]
Name=<<o>> self storage
Keypads=ENTRY,EXIT,BLDG-B

[Database]
Server=<<h>>
Name=GateAccess
User=gate_svc
Password=<<pw>>

[Lockout]
DaysPastDue=10
""",
        o=o,
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(f"{o}/GateServer/gate{rng.randint(1, 40)}.ini", text, pw)


@fmt(FAM, "smart_unit_lock_api_token_curl_bearer_unlock")
def lock_curl(rng: random.Random) -> Out:
    tok = "nk_" + alnum(rng, 44)
    o = org(rng)
    text = fill(
        """# manager override: unlock unit for auction walk-through
curl -X POST "https://router.<<dom>>/lock/unlock/" \\
  -H "Authorization: Bearer <<tok>>" \\
  -H "Content-Type: application/json" \\
  -d '{"unit": "<<unit>>", "reason": "lien auction preview"}'
""",
        dom=domain(rng),
        tok=tok,
        unit=f"{rng.choice('ABCDE')}{rng.randint(100, 399)}",
    )
    return Out(f"{o}/ops/unlock{rng.randint(1, 99)}.sh", text, tok, "")


@fmt(FAM, "tenant_portal_nextjs_env_local_server_api_key")
def tenant_env(rng: random.Random) -> Out:
    key = alnum(rng, 36)
    o = org(rng)
    text = fill(
        """NEXT_PUBLIC_SITE_NAME="<<o>> Storage"
NEXT_PUBLIC_RENTAL_MAP=true
STORAGE_API_URL=https://api.<<dom>>/v2
STORAGE_API_KEY=<<key>>
RENT_REMINDER_DAYS=5
""",
        o=o.title(),
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}-tenant-portal/.env.local{rng.randint(1, 40)}", text, key, "")


@fmt(FAM, "buildium_client_secret_header_curl_hoa_ledger")
def buildium_curl(rng: random.Random) -> Out:
    sec = alnum(rng, 44)
    o = org(rng)
    text = fill(
        """curl -s "https://api.buildium.com/v1/associations/<<aid>>/ownershipaccounts" \\
  -H "x-buildium-client-id: <<cid>>" \\
  -H "x-buildium-client-secret: <<sec>>" \\
  -H "Accept: application/json" > hoa-accounts.json
""",
        aid=rng.randint(10000, 999999),
        cid=uuid4(rng),
        sec=sec,
    )
    return Out(f"{o}/hoa/ledger{rng.randint(1, 99)}.sh", text, sec, "")


@fmt(FAM, "lien_auction_listing_typescript_const_partner_key")
def auction_ts(rng: random.Random) -> Out:
    key = hexs(rng, 40)
    o = org(rng)
    text = fill(
        """export const AUCTION_PARTNER = {
  baseUrl: "https://partners.<<dom>>/api/v1",
  partnerKey: "<<key>>",
  facilityIds: [<<f1>>, <<f2>>],
} as const;
""",
        dom=domain(rng),
        key=key,
        f1=rng.randint(1000, 9999),
        f2=rng.randint(1000, 9999),
    )
    return Out(f"{o}/auctions/src/partner{rng.randint(1, 40)}.ts", text, key, "")
