# ruff: noqa: E501
"""Family title_escrow_closing_software: title production, e-recording, closing-document delivery."""

from __future__ import annotations

import random

from sixteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    rsa_pem,
    user,
    uuid4,
    words_pw,
)

FAM = "title_escrow_closing_software"


@fmt(FAM, "title_production_api_sync_yaml_client_secret")
def softpro_yaml(rng: random.Random) -> Out:
    sec = alnum(rng, 40)
    o = org(rng)
    text = fill(
        """title_production:
  server: "https://<<h>>/api"
  client_id: "<<o>>-orders"
  client_secret: "<<sec>>"
  office_codes: [HQ, NORTH]
""",
        h=host(rng, "title"),
        o=o,
        sec=sec,
    )
    return Out(f"{o}/orders-sync/title{rng.randint(1, 40)}.yaml", text, sec)


@fmt(FAM, "closing_platform_graphql_bearer_js_const_api_key")
def qualia_js(rng: random.Random) -> Out:
    key = "qk_" + alnum(rng, 40)
    o = org(rng)
    text = fill(
        """const CLOSING_API = "https://api.<<dom>>/graphql";
const CLOSING_API_KEY = "<<key>>";

export async function orderStatus(orderNumber) {
  const res = await fetch(CLOSING_API, {
    method: "POST",
    headers: { Authorization: `Bearer ${CLOSING_API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ query: `{ order(number: "${orderNumber}") { status closingDate } }` }),
  });
  return (await res.json()).data.order;
}
""",
        dom=domain(rng),
        key=key,
    )
    return Out(f"{o}/portal/closing-api{rng.randint(1, 40)}.js", text, key, "")


@fmt(FAM, "resware_soap_envelope_xml_password_element")
def resware_xml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Header>
    <AuthHeader xmlns="http://resware.com/">
      <UserName><<u>></UserName>
      <Password><<pw>></Password>
    </AuthHeader>
  </soap:Header>
  <soap:Body>
    <GetFileNotes xmlns="http://resware.com/"><FileNumber><<fn>></FileNumber></GetFileNotes>
  </soap:Body>
</soap:Envelope>
""",
        u=user(rng),
        pw=pw,
        fn=f"{rng.randint(24, 25)}-{rng.randint(10000, 99999)}",
    )
    return Out(f"{o}/soap/GetFileNotes{rng.randint(1, 99)}.xml", text, pw)


@fmt(FAM, "erecording_submission_python_requests_auth_tuple")
def erecord_py(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    text = fill(
        """import requests

AUTH = ("<<u>>", "<<pw>>")
pkg = {"recipientId": "<<rid>>", "documents": [{"type": "DEED", "file": "deed.pdf"}]}
r = requests.post("https://api.<<dom>>/v4/submitters/<<sid>>/packages", json=pkg, auth=AUTH)
print(r.status_code, r.json().get("packageId"))
""",
        u=user(rng),
        pw=pw,
        rid=alnum(rng, 10),
        dom=domain(rng),
        sid=alnum(rng, 8),
    )
    return Out(f"{o}/recording/submit_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "wire_verification_service_dotenv_api_key")
def wire_env(rng: random.Random) -> Out:
    key = alnum(rng, 48)
    o = org(rng)
    text = fill(
        """WIRE_VERIFY_URL=https://api.<<dom>>/v2
WIRE_VERIFY_API_KEY=<<key>>
WIRE_VERIFY_COMPANY=<<cid>>
NOTIFY=<<mail>>
""",
        dom=domain(rng),
        key=key,
        cid=uuid4(rng),
        mail=email(rng),
    )
    return Out(
        f"{o}/wire-check/.env.{rng.choice(['prod', 'live', 'office'])}{rng.randint(1, 30)}",
        text,
        key,
        "",
    )


@fmt(FAM, "closing_docs_sftp_client_key_pem_pkcs8_file")
def sftp_key(rng: random.Random) -> Out:
    key = rsa_pem(rng, 2048, pkcs8=True)
    o = org(rng)
    return Out(
        f"{o}/closing-delivery/keys/lender_sftp_{rng.randint(1, 99)}.pem", key + "\n", key, ""
    )


@fmt(FAM, "title_plant_odbc_ini_dsn_password")
def plant_ini(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[TitlePlant]
Driver=PostgreSQL Unicode
Servername=<<h>>
Port=5432
Database=plant
Username=searcher
Password=<<pw>>
ReadOnly=1
""",
        h=host(rng, "db"),
        pw=pw,
    )
    return Out(f"{o}/odbc/titleplant{rng.randint(1, 40)}.ini", text, pw)
