# ruff: noqa: E501
"""Family p: an environmental consultancy (ייעוץ סביבתי) in Haifa, Israel (Hebrew, English):
ArcGIS, Google Earth Engine, Microsoft Graph, Cardcom, Green Invoice (Morning), monday.com."""

from __future__ import annotations

import base64
import json

from eightyfifth_spec import ISRAEL as F
from eightyfifth_spec import dec_mime_b64, prov, rsa_pem, uuid4


# 1 ---------------------------------------------------------------------------------------------
def _mime_extra(r, s: dict) -> dict:
    body = (
        f"שלום {s['first2']},\n\n"
        "לקראת סקר הקרקע באתר בחיפה פתחתי לך משתמש בפורטל הניטור של המשרד להגנת הסביבה.\n"
        f"שם משתמש: {s['fa2']}.{s['la']}\n"
        f"סיסמה: {s['cred']}\n\n"
        "נא להחליף סיסמה בכניסה הראשונה.\n\n"
        f"בברכה,\n{s['first']} {s['last']}\n"
    )
    b = base64.b64encode(body.encode("utf-8")).decode()
    return {"body": "\n".join(b[i : i + 76] for i in range(0, len(b), 76))}


F.reg(
    "sviva_hebrew_email_mime_base64_sisma_portal",
    ("Mail/Inbox/<<ymd>>_portal.eml", "outlook-export/<<fa>>/msg_<<nnnn>>.eml"),
    """From: <<first>> <<last>> <<<mail>>>
To: <<mail2>>
Subject: =?UTF-8?B?15LXmdep15Qg15zXpNeV16jXmNecINeU16DXmdeY15XXqA==?=
Date: <<dd>> Jun <<year>> <<t1>>:00 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

<<body>>
""",
    "human",
    syntax="",
    extra=_mime_extra,
    decode=dec_mime_b64("סיסמה:"),
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "sviva_hebrew_whatsapp_sisma_arcgis_online",
    (
        "WhatsApp/צ'אט WhatsApp עם צוות שטח <<n>>.txt",
        "phone/<<fa>>/WhatsApp Chat with <<fa2_c>>.txt",
    ),
    """<<dd>>.<<mm>>.<<year>>, <<t1>> - <<first>> <<last>>: בוקר טוב, ה-Field Maps לא נותן לי להיכנס לשכבת הדגימות
<<dd>>.<<mm>>.<<year>>, <<t2>> - <<first2>>: תתחבר עם המשתמש של המשרד: field_<<org>>
<<dd>>.<<mm>>.<<year>>, <<t2>> - <<first2>>: סיסמה: <<cred>>
<<dd>>.<<mm>>.<<year>>, <<t3>> - <<first>> <<last>>: עובד, תודה! מתחיל בקידוחים בנחל הקישון
<<dd>>.<<mm>>.<<year>>, <<t4>> - <<first2>>: תמחק את ההודעה אחרי שאתה שומר
""",
    "human",
    syntax="",
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "sviva_arcgis_api_key_python_geocode_sites",
    ("gis/geocode_sites.py", "projects/<<org>>/arcgis_<<n>>.py"),
    '''"""Geocode contaminated-site addresses for the soil-survey report (ArcGIS location services)."""

from arcgis.geocoding import geocode
from arcgis.gis import GIS

API_KEY = "<<cred>>"
gis = GIS(api_key=API_KEY)

SITES = ["דרך העצמאות 1, חיפה", "מפרץ חיפה, קריית חיים", "אזור תעשייה צפוני, חדרה"]
for addr in SITES:
    hit = geocode(addr, out_sr=2039, max_locations=1)[0]
    print(addr, hit["location"]["x"], hit["location"]["y"])
''',
    "p:arcgis",
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "sviva_earth_engine_service_account_bare_pem_file",
    ("keys/ee-<<org>>-<<nnnn>>.pem", "gee/<<fa>>/privatekey_<<n>>.pem"),
    "<<cred>>\n",
    lambda r, s: rsa_pem(r, 2048),
    syntax="",
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "sviva_graph_client_secret_powershell_reports",
    ("scripts/Upload-Reports.ps1", "automation/<<org>>/graph_<<n>>.ps1"),
    """# Upload finished survey reports (PDF) to the client's SharePoint via Microsoft Graph
$TenantId = "<<uuid>>"
$ClientId = "<<cid>>"
$ClientSecret = "<<cred>>"

$body = @{
    client_id     = $ClientId
    scope         = "https://graph.microsoft.com/.default"
    client_secret = $ClientSecret
    grant_type    = "client_credentials"
}
$token = Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$TenantId/oauth2/v2.0/token" -Body $body
Get-ChildItem .\\out\\*.pdf | ForEach-Object {
    Invoke-RestMethod -Method Put -Headers @{ Authorization = "Bearer $($token.access_token)" } -InFile $_.FullName `
        -Uri "https://graph.microsoft.com/v1.0/sites/root/drive/root:/Reports/$($_.Name):/content"
}
""",
    "p:azure_secret",
    syntax="",
    extra=lambda r, s: {"cid": uuid4(r)},
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "sviva_cardcom_api_password_csharp_invoice",
    ("Billing/CardcomClient.cs", "src/<<org_c>>.Billing/Cardcom<<n>>.cs"),
    """// חיוב לקוחות על דוחות סקר אסבסט / קרקע - Cardcom LowProfile
namespace <<org_c>>.Billing
{
    public static class CardcomSettings
    {
        public const int TerminalNumber = <<nnnn>><<n>>;
        public const string ApiName = "<<apiname>>";
        public const string ApiPassword = "<<cred>>";
        public const string BaseUrl = "https://secure.cardcom.solutions/api/v11/";
    }
}
""",
    "p:cardcom_pw",
    syntax="",
    extra=lambda r, s: {"apiname": prov(r, "cardcom_pw")[:12]},
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "sviva_green_invoice_morning_api_secret_json",
    ("config/greeninvoice.json", "billing/<<org>>/morning_<<n>>.json"),
    lambda s: (
        json.dumps(
            {
                "env": "production",
                "url": "https://api.greeninvoice.co.il/api/v1/",
                "id": s["uuid"],
                "secret": s["cred"],
                "defaultDocType": 320,
                "lang": "he",
                "currency": "ILS",
            },
            indent=2,
        )
        + "\n"
    ),
    "p:greeninvoice",
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "sviva_monday_api_token_graphql_curl_script",
    ("scripts/monday_sync.sh", "ops/<<org>>/monday_<<n>>.sh"),
    """#!/usr/bin/env bash
# מעדכן סטטוס פרויקטי סקר בלוח monday (עמודת "דגימות הושלמו")
MONDAY_TOKEN="<<cred>>"
BOARD=<<nnnn>><<nnnn>>
curl -s https://api.monday.com/v2 \\
  -H "Authorization: $MONDAY_TOKEN" \\
  -H "Content-Type: application/json" \\
  -H "API-Version: 2024-10" \\
  -d "{\\"query\\": \\"query { boards(ids: $BOARD) { items_page { items { id name } } } }\\"}"
""",
    "p:monday",
    syntax="",
)
