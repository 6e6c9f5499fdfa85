# ruff: noqa: E501
"""Family d: an e-waste refurbisher in Seelampur / Nehru Place, Delhi, India (Hindi, English):
Blancco erasure console, Razorpay, Zoho Books, Shopify refurb store, CPCB EPR portal, MSG91."""

from __future__ import annotations

import base64
import random

from eightyfifth_spec import INDIA as F
from eightyfifth_spec import dec_basic, prov

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "kabadi_hindi_whatsapp_blancco_console_password",
    (
        "WhatsApp/WhatsApp Chat with Wipe Team <<org>>.txt",
        "phone/<<fa>>/WhatsApp Chat with <<fa2_c>> <<n>>.txt",
    ),
    """<<dd>>/<<mm>>/<<yy>>, <<t1>> - <<first>> <<last>>: भाई Blancco console खुल नहीं रहा, 40 laptops wipe के लिए पड़े हैं
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first2>>: कौन सा user डाला?
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first>> <<last>>: wipe.floor@<<dom>>
<<dd>>/<<mm>>/<<yy>>, <<t3>> - <<first2>>: पासवर्ड बदल दिया था कल, नया वाला ये है
<<dd>>/<<mm>>/<<yy>>, <<t3>> - <<first2>>: <<cred>>
<<dd>>/<<mm>>/<<yy>>, <<t4>> - <<first>> <<last>>: हो गया 👍 report भी निकल रही है
<<dd>>/<<mm>>/<<yy>>, <<t5>> - <<first2>>: This message was deleted
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "kabadi_razorpay_key_secret_next_env_local",
    ("refurb-store/.env.local", "apps/<<org>>-checkout/.env.production<<n>>"),
    """NEXT_PUBLIC_SITE_URL=https://www.<<dom>>
NEXT_PUBLIC_RAZORPAY_KEY_ID=<<key>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_URL=https://www.<<dom>>/api/razorpay/webhook
DATABASE_URL=postgresql://refurb@<<ip>>:5432/store
GST_NUMBER=07<<gst>>1Z<<n>>
""",
    "p:razorpay_secret",
    syntax="",
    extra=lambda r, s: {
        "key": prov(r, "razorpay_key"),
        "gst": "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(5))
        + str(r.randint(1000, 9999))
        + "K",
    },
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "kabadi_cpcb_epr_api_curl_basic_base64_history",
    ("home/<<fa>>/.bash_history", "server-backup/<<org>>/root.bash_history.<<n>>"),
    """cd /opt/epr
ls
vim filing_q<<n>>.json
curl -s -X POST https://eprewaste.cpcb.gov.in/api/v1/returns/draft -H "Authorization: Basic <<basic>>" -H "Content-Type: application/json" -d @filing_q<<n>>.json
curl -s https://eprewaste.cpcb.gov.in/api/v1/returns/status?ref=EPR<<nnnn>> -H "Authorization: Basic <<basic>>"
history | tail
""",
    "pw",
    syntax="",
    extra=lambda r, s: {
        "basic": base64.b64encode(f"REC-DL-{s['nnnn']}:{s['cred']}".encode()).decode()
    },
    decode=dec_basic(),
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "kabadi_zoho_books_refresh_token_invoice_script",
    ("scripts/zoho_invoice_sync.py", "accounts/<<fa>>/zoho_<<yy>><<mm>>.py"),
    '''"""Refurbished laptop sales -> Zoho Books invoices (GST), run nightly from cron."""

import requests

ZOHO_ORG_ID = "60<<nnnn>><<nnnn>>"
CLIENT_ID = "1000.<<cid>>"
CLIENT_SECRET = "<<csec>>"
REFRESH_TOKEN = "<<cred>>"


def access_token():
    r = requests.post(
        "https://accounts.zoho.in/oauth/v2/token",
        data={"refresh_token": REFRESH_TOKEN, "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "grant_type": "refresh_token"},
        timeout=30,
    )
    return r.json()["access_token"]


def push(invoice):
    h = {"Authorization": "Zoho-oauthtoken " + access_token()}
    return requests.post(f"https://www.zohoapis.in/books/v3/invoices?organization_id={ZOHO_ORG_ID}", json=invoice, headers=h, timeout=30)
''',
    "p:zoho_refresh",
    extra=lambda r, s: {
        "cid": prov(r, "kintone")[:30].upper(),
        "csec": prov(r, "chatwork") + "ab12cd34ef",
    },
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "kabadi_excel_vba_mysql_odbc_stock_macro",
    ("Stock Register <<year>>/Module1.bas", "macros/<<org>>_grading_<<n>>.bas"),
    """Attribute VB_Name = "Module1"
' Grading sheet -> inventory DB (laptops A/B/C grade, RAM, SSD, battery health)
Sub PushGrades()
    Dim cn As Object, ws As Worksheet, r As Long
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Driver={MySQL ODBC 8.0 Unicode Driver};Server=<<ip>>;Port=3306;Database=inventory;Uid=grading;Pwd=<<cred>>;"
    Set ws = ThisWorkbook.Sheets("Grades")
    For r = 2 To ws.Cells(ws.Rows.Count, 1).End(xlUp).Row
        cn.Execute "REPLACE INTO grades(serial, model, grade, ram_gb, ssd_gb) VALUES('" & ws.Cells(r, 1) & "','" & ws.Cells(r, 2) & "','" & ws.Cells(r, 3) & "'," & ws.Cells(r, 4) & "," & ws.Cells(r, 5) & ")"
    Next r
    cn.Close
    MsgBox "Done - " & (r - 2) & " rows"
End Sub
""",
    "pw",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "kabadi_shopify_admin_shpat_graphql_fetch_js",
    ("scripts/shopify-sync.mjs", "tools/<<org>>/inventory_push_<<n>>.mjs"),
    """// Push graded stock counts to the Shopify refurb store
const SHOP = '<<org>>-refurb.myshopify.com';
const TOKEN = '<<cred>>';

const query = `mutation adjust($input: InventoryAdjustQuantitiesInput!) {
  inventoryAdjustQuantities(input: $input) { userErrors { field message } }
}`;

export async function adjust(changes) {
  const res = await fetch(`https://${SHOP}/admin/api/2024-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': TOKEN },
    body: JSON.stringify({ query, variables: { input: { reason: 'correction', name: 'available', changes } } }),
  });
  return res.json();
}
""",
    "p:shopify",
    syntax="",
)


# 7 ---------------------------------------------------------------------------------------------
def _bios_rows(rng: random.Random, s: dict) -> dict:
    models = (
        "Dell Latitude 5490",
        "Lenovo ThinkPad T480",
        "HP EliteBook 840 G5",
        "Dell OptiPlex 7070",
        "Lenovo ThinkCentre M720q",
    )
    rows = []
    k = rng.randint(0, 4)
    for i in range(5):
        pw = s["cred"] if i == k else ("-" if rng.random() < 0.4 else F.human(rng))
        rows.append(
            f"KK{rng.randint(10000, 99999)}\t{rng.choice(models)}\t{''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(7))}\t{pw}\t{rng.choice(('A', 'B', 'C'))}"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "kabadi_lot_intake_tsv_bios_supervisor_column",
    ("intake/lot_<<nnnn>>.tsv", "Lots/<<org>>/lot-<<ymd>>-<<n>>.tsv"),
    """Asset tag\tModel\tService tag\tBIOS pwd\tGrade
<<rows>>
""",
    "human",
    syntax="",
    extra=_bios_rows,
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "kabadi_laravel_services_msg91_authkey",
    ("config/services.php", "backend/<<org>>/config/services.<<n>>.php"),
    """<?php

return [
    'msg91' => [
        'authkey' => '<<cred>>',
        'sender' => 'KBDKRT',
        'otp_template_id' => '64<<hex12>>',
        'route' => 4,
    ],

    'pickup' => [
        'whatsapp_number' => '<<phone>>',
        'cities' => ['Delhi', 'Noida', 'Gurugram'],
    ],
];
""",
    "p:msg91",
    syntax="",
)
