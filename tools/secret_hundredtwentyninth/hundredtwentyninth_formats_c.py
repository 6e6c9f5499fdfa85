# ruff: noqa: E501
"""Family c: an HVAC service firm in Sharjah, United Arab Emirates (Arabic, English, Hindi)."""

from __future__ import annotations

import base64

from hundredtwentyninth_spec import Fam, jdump, uuid4

F = Fam(
    name="takyif_hvac_service_sharjah",
    orgs=("nasimcool",),
    tld="ae",
    first=(
        ("أحمد", "ahmed"),
        ("فاطمة", "fatima"),
        ("خالد", "khaled"),
        ("مريم", "maryam"),
        ("يوسف", "yousef"),
        ("راشد", "rashid"),
        ("نورة", "noura"),
        ("سالم", "salem"),
    ),
    last=(
        ("الشامسي", "alshamsi"),
        ("المنصوري", "almansoori"),
        ("الكتبي", "alketbi"),
        ("النعيمي", "alnuaimi"),
        ("الظاهري", "aldhaheri"),
        ("السويدي", "alsuwaidi"),
    ),
    words=(
        "barid",
        "hawa",
        "sahara",
        "nakhla",
        "saqr",
        "qamar",
        "shams",
        "najm",
        "bahr",
        "lulu",
        "hilal",
        "ghazal",
        "sharjah",
        "khaleej",
        "jumeirah",
        "daikin",
        "sukoon",
        "tabreed",
    ),
    pets=("lulu", "saqr", "zain", "simsim", "loza"),
    cc="+971",
    places=(
        "Al Nahda",
        "Al Majaz",
        "Muwaileh",
        "Al Khan",
        "Al Taawun",
        "Industrial Area 6",
        "Al Qasimia",
    ),
)

F.reg(
    "takyif_arabic_whatsapp_kalimat_sir_daikin_itm",
    ("WhatsApp Chat with فريق الصيانة <<n>>.txt", "chats/<<org>>_<<place>>_<<d>>.txt"),
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: السلام عليكم، الفني وصل برج <<place>>؟
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: وعليكم السلام، نعم في غرفة الـ BMS الحين
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: جهاز Daikin iTM على <<ip>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: اسم المستخدم: admin
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: كلمة السر: <<cred>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: تمام، الوحدة الخارجية رقم 3 عليها إنذار U4
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: صور الشاشة وأرسلها لي
""",
    "human",
    syntax="",
)

F.reg(
    "takyif_paytabs_server_key_laravel_config_php",
    ("config/paytabs.php", "amc-portal-<<n>>/config/paytabs.php"),
    """<?php

return [
    'profile_id' => env('PAYTABS_PROFILE_ID', '<<n6>>'),
    'server_key' => env('PAYTABS_SERVER_KEY', '<<cred>>'),
    'currency' => 'AED',
    'region' => 'ARE',
    'callback' => env('APP_URL', 'https://amc.<<dom>>').'/paytabs/callback',
];
""",
    "p:paytabs",
    syntax="",
)

F.reg(
    "takyif_carrier_ivu_login_powershell",
    ("scripts/ivu-alarms-<<place>>.ps1", "C:/Users/<<fa>>/Desktop/ivu_export_<<n>>.ps1"),
    """# Pull active alarms from the Carrier i-Vu server every morning for the dispatcher
$server = "https://<<ip>>"
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$body = @{ username = '<<user>>'; password = '<<cred>>' }
Invoke-WebRequest -Uri "$server/_common/servlet/lvl5/login" -Method Post -Body $body -WebSession $session -SkipCertificateCheck | Out-Null
$alarms = Invoke-RestMethod -Uri "$server/_common/webservices/Alarm?format=json" -WebSession $session -SkipCertificateCheck
$alarms | Export-Csv -Path "\\\\nas\\dispatch\\alarms_$(Get-Date -Format yyyyMMdd).csv" -NoTypeInformation
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "takyif_zoho_fsm_oauth_self_client_json",
    ("zoho/self_client_<<n>>.json", "integrations/<<org>>-zoho-fsm.json"),
    lambda s: jdump(
        {
            "client_id": s["cid"],
            "client_secret": s["cred"],
            "code": None,
            "grant_type": "refresh_token",
            "refresh_token": "1000." + s["rt"],
            "scope": "ZohoFSM.modules.ALL,ZohoFSM.users.READ",
            "accounts_server": "https://accounts.zoho.com",
        }
    ),
    "hex:42",
    extra=lambda rng, s: {
        "cid": "1000."
        + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(30)),
        "rt": "".join(rng.choice("0123456789abcdef") for _ in range(32))
        + "."
        + "".join(rng.choice("0123456789abcdef") for _ in range(32)),
    },
)

F.reg(
    "takyif_technician_handover_note_markdown",
    ("handover/<<fa>>_<<d>>.md", "docs/site-<<place>>-handover-<<n>>.md"),
    """# Handover – <<place>> tower (AMC <<n4>>) / تسليم الموقع

**From:** <<fn>> <<ln>>  **To:** <<fn2>> <<ln2>>  **Date:** <<dd>>/<<mo>>/<<y>>

## Equipment
- 2 x Daikin VRV IV outdoor units (roof), 28 indoor cassettes
- Daikin iTM at <<ip>> (BMS room, level B1)
- Carrier AquaSnap chiller, Modbus gateway at <<ip2>>

## Logins
- iTM web: admin / <<cred>>
- Gateway: uses the default from the manual, not changed yet (to do)

## Open items
- Filter cleaning flats 1204–1210 pending (tenant away)
- Condensate pump in 903 noisy – order spare from supplier
""",
    "human",
    syntax="",
)


def _ngenius(rng, fam) -> str:
    return base64.b64encode(f"{uuid4(rng)}:{uuid4(rng)}".encode()).decode()


F.reg(
    "takyif_ngenius_api_key_node_js",
    ("payments/ngenius.js", "amc-portal-<<n>>/src/payments/ngenius.js"),
    """// Network International N-Genius: card payments for AMC renewals
const axios = require("axios");

const API_KEY = "<<cred>>";
const OUTLET = "<<uuid>>";
const BASE = "https://api-gateway.ngenius-payments.com";

async function accessToken() {
  const r = await axios.post(`${BASE}/identity/auth/access-token`, {}, {
    headers: {
      Authorization: `Basic ${API_KEY}`,
      "Content-Type": "application/vnd.ni-identity.v1+json",
    },
  });
  return r.data.access_token;
}

module.exports = { accessToken, OUTLET };
""",
    _ngenius,
    syntax="",
)

F.reg(
    "takyif_amc_contracts_csv_arabic_columns",
    ("exports/عقود_الصيانة_<<y>>.csv", "amc/contracts_<<place>>_<<n>>.csv"),
    """رقم العقد,العميل,الموقع,النظام,اسم المستخدم,كلمة المرور
AMC-<<n4>>,<<fn>> <<ln>>,<<place>>,Daikin iTM,admin,<<cred>>
AMC-<<n>>1,<<fn2>> <<ln2>>,<<place>>,Carrier i-Vu,,
""",
    "human_x",
    syntax="",
)

F.reg(
    "takyif_hindi_telegram_json_dispatcher",
    ("Telegram Desktop/ChatExport_<<d>>/result.json", "telegram/dispatch_<<n>>/result.json"),
    lambda s: jdump(
        {
            "name": "Sharjah Dispatch",
            "type": "private_group",
            "id": int(s["n6"]) * 1000,
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['d']}T{s['hh']}:{s['mi']}:00",
                    "date_unixtime": s["ts"],
                    "from": "Ramesh Kumar",
                    "from_id": "user5" + s["n6"],
                    "text": f"{s['place']} साइट पर Carrier i-Vu का लॉगिन चाहिए",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['d']}T{s['hh']}:{s['mi']}:30",
                    "date_unixtime": s["ts"],
                    "from": f"{s['fa'].capitalize()} {s['la']}",
                    "from_id": "user6" + s["n6"],
                    "text": ["यूज़र operator, पासवर्ड ", {"type": "code", "text": s["cred"]}],
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['d']}T{s['hh']}:{s['mi']}:50",
                    "date_unixtime": s["ts"],
                    "from": "Ramesh Kumar",
                    "from_id": "user5" + s["n6"],
                    "text": "ठीक है, धन्यवाद",
                },
            ],
        }
    ),
    "human",
)
