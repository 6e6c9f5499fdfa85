# ruff: noqa: E501
"""Family k: a claims-processing outsourcer (BPO) in Pasig, Philippines (Tagalog, Taglish, English)."""

from __future__ import annotations

import json

from hundredtwentythird_spec import Fam, human, jdump

F = Fam(
    name="bpo_claims_outsourcer_manila",
    orgs=("bayanihanclaims", "pasigprocess", "lakbayclaims"),
    tld="com.ph",
    first=tuple(
        (n, n.lower())
        for n in ("Maricel", "Jericho", "Kristine", "Paolo", "Rowena", "Jayson", "Aileen", "Mark")
    ),
    last=tuple(
        (n, n.lower().replace(" ", ""))
        for n in ("Santos", "Reyes", "Dela Cruz", "Bautista", "Villanueva", "Mendoza", "Garcia")
    ),
    words=(
        "mahal",
        "bayanihan",
        "pasig",
        "adobo",
        "sinigang",
        "jollibee",
        "kalayaan",
        "tadhana",
        "bahaghari",
        "ginebra",
        "pinoy",
        "maganda",
        "ligaya",
        "sampaguita",
    ),
    pets=("bantay", "choco", "brownie", "whitey", "mingming", "peanut"),
    cc="+63",
)

F.reg(
    "bpoclaims_taglish_viber_copied_password_tl",
    ("viber/TL_<<fa>>_<<date>>.txt", "Documents/viber_wave<<n>>.txt"),
    """[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: TL, na-lock yung account ko sa claims portal ng client 😭
[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: Gamitin mo muna yung backup account natin
[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: user: <<login>>  pass: <<cred>>
[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: wag mo ipapasa sa ibang wave ha
[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: Salamat po TL!
""",
    cred="human",
    syntax="",
)

F.reg(
    "bpoclaims_paymongo_reimbursement_webhook_node",
    ("services/paymongo.js", "reimburse-api/src/paymongo_<<n>>.js"),
    """// Claim reimbursements to GCash / Maya via PayMongo
const axios = require('axios');

const PAYMONGO_SECRET = '<<cred>>';
const auth = Buffer.from(`${PAYMONGO_SECRET}:`).toString('base64');

async function payout(claimNo, amountCentavos, wallet) {
  return axios.post('https://api.paymongo.com/v1/links', {
    data: { attributes: { amount: amountCentavos, description: `Claim ${claimNo} reimbursement`, remarks: wallet } },
  }, { headers: { Authorization: `Basic ${auth}` } });
}

module.exports = { payout };
""",
    cred="p:paymongo",
    syntax="",
)

F.reg(
    "bpoclaims_receipt_ocr_document_intelligence_env",
    ("ocr-pipeline/.env", "srv/<<org>>-ocr-<<n>>/.env"),
    """AZURE_DI_ENDPOINT=https://<<org>>-ocr.cognitiveservices.azure.com/
AZURE_DI_KEY=<<cred>>
AZURE_DI_MODEL=prebuilt-invoice
QUEUE_DIR=/data/claims/inbox
""",
    cred="hex:32",
    syntax="",
)


def _msgr(s):
    return jdump(
        {
            "participants": [
                {"name": f"{s['first']} {s['last']}"},
                {"name": f"{s['first2']} {s['last2']}"},
            ],
            "messages": [
                {
                    "sender_name": f"{s['first2']} {s['last2']}",
                    "timestamp_ms": 1761000000000 + int(s["n6"]),
                    "content": s["cred"],
                },
                {
                    "sender_name": f"{s['first']} {s['last']}",
                    "timestamp_ms": 1760999940000 + int(s["n6"]),
                    "content": "Ano ulit pw ng shared Gmail ng night shift?",
                },
            ],
            "title": f"{s['first2']} {s['last2']}",
            "thread_path": f"inbox/{s['fa2']}_{s['n6']}",
        }
    )


F.reg(
    "bpoclaims_messenger_json_reply_only_pw",
    ("messages/inbox/<<fa2>>_<<n6>>/message_1.json", "fb_export_<<n>>/message_1.json"),
    _msgr,
    cred="human",
)


def _assets(s):
    return json.dumps(
        [
            {
                "Name": "ClaimsPortal_URL",
                "ValueType": "Text",
                "StringValue": f"https://claims.{s['dom']}",
            },
            {
                "Name": "ClaimsPortal_Cred",
                "ValueType": "Credential",
                "CredentialUsername": s["login"],
                "CredentialPassword": s["cred"],
            },
            {"Name": "MaxBatch", "ValueType": "Integer", "IntValue": 200},
        ],
        indent=2,
    )


F.reg(
    "bpoclaims_uipath_orchestrator_assets_export_json",
    ("rpa/assets_export_<<n>>.json", "UiPath/Orchestrator/assets_<<date>>.json"),
    _assets,
    cred="pw_json",
)

F.reg(
    "bpoclaims_agent_openvpn_auth_user_pass_file",
    ("vpn/auth_<<fa>>.txt", "Program Files/OpenVPN/config/client_<<n>>.auth"),
    """<<login>>
<<cred>>
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "bpoclaims_semaphore_sms_status_python",
    ("notify/semaphore_sms.py", "scripts/claim_status_sms_<<n>>.py"),
    '''"""Text claimants their claim status (Semaphore PH)."""

import requests

SEMAPHORE_APIKEY = "<<cred>>"


def text(number, claim_no, status):
    return requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={"apikey": SEMAPHORE_APIKEY, "number": number, "message": f"Claim {claim_no}: {status}", "sendername": "<<orgt>>"[:11]},
        timeout=20,
    )
''',
    cred="hex:32",
)


def _fods(rng, s):
    t = rng.randrange(3)
    rows = []
    for i, cl in enumerate(("Client A - Health", "Client B - Motor", "Client C - Life")):
        pw = s["cred"] if i == t else human(rng, F, sym="_.-@")
        rows.append(
            f'<table:table-row><table:table-cell office:value-type="string"><text:p>{cl}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>{s["login"]}</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>{pw}</text:p></table:table-cell></table:table-row>'
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "bpoclaims_qa_tracker_flat_ods_logins",
    ("qa/tracker_<<n>>.fods", "shared/QA_<<date>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="Logins">
<table:table-row><table:table-cell office:value-type="string"><text:p>Account</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>User</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Password</text:p></table:table-cell></table:table-row>
<<rows>>
</table:table></office:spreadsheet></office:body>
</office:document>
""",
    cred="human_x",
    syntax="xml",
    extra=_fods,
)
