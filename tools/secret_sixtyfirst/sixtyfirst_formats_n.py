# ruff: noqa: E501
"""Family n: shelter after the monsoon floods in Sindh, Pakistan (Urdu, Sindhi, English):
shelter-kit tracking, JazzCash, SharePoint uploads and 5W reporting."""

from __future__ import annotations

import json

from sixtyfirst_spec import Fam, alnum

F = Fam(
    "sindh_monsoon_shelter",
    orgs=("sailabrelief", "tarpaulin-trust", "openwell-intl"),
    tld="org.pk",
    first=("imran", "saima", "bilal", "rukhsana", "asif", "nadia", "ghulam", "shabana"),
    last=("memon", "soomro", "bhutto", "khoso", "jatoi", "shaikh", "channa", "abbasi"),
    words=(
        "sindh",
        "dadu",
        "mehran",
        "indus",
        "ajrak",
        "larkana",
        "pakistan",
        "barish",
        "sukkur",
        "kinjhar",
    ),
    places=("Dadu", "Johi", "Mehar", "Khairpur Nathan Shah", "Larkana", "Jacobabad"),
    cc="+92300",
    country="pakistan",
)

# 1. WhatsApp export (Urdu)
F.reg(
    "sindh_urdu_whatsapp_password_shelter_app",
    ("WhatsApp Chat with شیلٹر ٹیم <<place>>.txt", "chats/shelter_<<compact>>.txt"),
    """<<dmy>>, <<time>> - Saima Soomro: السلام علیکم، شیلٹر ایپ کا پاس ورڈ کیا ہے؟ لاگ آؤٹ ہو گیا
<<dmy>>, <<time>> - <<fn>> <<ln>>: یوزر <<user>> اور پاس ورڈ <<cred>> ہے
<<dmy>>, <<time2>> - Saima Soomro: شکریہ بھائی، چل گیا
""",
    "human",
)

# 2. Telegram copy (Sindhi)
F.reg(
    "sindh_sindhi_telegram_copy_password_tablet",
    ("chats/telegram_dadu_<<compact>>.txt", "Desktop/ٽيليگرام_<<n>>.txt"),
    """Rukhsana Khoso, [<<dmy>> <<time>>]
سلام، سروي واري ٽيبليٽ جو پاسورڊ ڇا آهي؟

<<fn>> <<ln>>, [<<dmy>> <<time>>]
پاسورڊ: <<cred>>

Rukhsana Khoso, [<<dmy>> <<time2>>]
مهرباني 🙏
""",
    "human",
)

# 3. JazzCash merchant config (PHP)
F.reg(
    "sindh_jazzcash_merchant_integrity_salt_php",
    ("cash/config/jazzcash.php", "www/<<org>>/jazzcash_<<n>>.php"),
    """<?php
// Multipurpose cash grants – JazzCash mobile account (MWALLET)
define('JC_MERCHANT_ID', 'MC<<nn>>7<<n>>41');
define('JC_PASSWORD', '<<pw2>>');
define('JC_INTEGRITY_SALT', '<<cred>>');
define('JC_RETURN_URL', 'https://cash.<<dom>>/jazzcash/return');
define('JC_POST_URL', 'https://payments.jazzcash.com.pk/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction');
""",
    "p:jazzcash",
    syntax="",
    extra=lambda rng, s: s.update(pw2=alnum(rng, 10)),
)

# 4. MongoDB Atlas URI in the shelter-kit tracker config (Node)
F.reg(
    "sindh_shelter_tracker_mongodb_srv_uri_js",
    ("tracker/config/production.js", "srv/kits/<<org>>/config_<<n>>.js"),
    """module.exports = {
  port: 8080,
  mongoUri: "mongodb+srv://kits_app:<<cred>>@cluster0.<<hexid>>.mongodb.net/shelter_kits?retryWrites=true&w=majority",
  uploads: "/srv/kits/photos",
  districts: ["Dadu", "Larkana", "Jacobabad"],
};
""",
    "pw_url",
    syntax="",
)


# 5. Azure Functions local.settings.json (storage account key for photos)
def _azure(s: dict) -> str:
    acct = f"sailabphotos{s['nn']}"
    doc = {
        "IsEncrypted": False,
        "Values": {
            "AzureWebJobsStorage": f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={s['cred']};EndpointSuffix=core.windows.net",
            "FUNCTIONS_WORKER_RUNTIME": "python",
            "PHOTO_CONTAINER": "shelter-verification",
        },
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "sindh_azure_functions_local_settings_account_key",
    ("photo-sync/local.settings.json", "functions/<<org>>-photos/local.settings.json"),
    _azure,
    "p:azure_storage",
)

# 6. OCR of a notebook page in Urdu
F.reg(
    "sindh_urdu_register_ocr_pass_word_laptop",
    ("scans/register_<<compact>>.txt", "ocr/IMG_<<hexid>>.txt"),
    """تاریخ: <<dmy>>     مقام: <<place>>
شیلٹر کٹس تقسیم: <<n>>0   باقی: 35
دفتر لیپ ٹاپ (Dell)
یوزر: <<user>>
پاس ورڈ: <<cred>>
جنریٹر: ڈیزل 20 لیٹر روزانہ
""",
    "human_x",
)


# 7. Postman environment for the 5W reporting API
def _postman(s: dict) -> str:
    doc = {
        "id": s["uuid"],
        "name": f"ActivityInfo – {s['place']}",
        "values": [
            {
                "key": "base_url",
                "value": "https://www.activityinfo.org/resources",
                "type": "default",
                "enabled": True,
            },
            {"key": "database_id", "value": f"c{s['hexid']}", "type": "default", "enabled": True},
            {"key": "api_token", "value": s["cred"], "type": "secret", "enabled": True},
        ],
        "_postman_variable_scope": "environment",
        "_postman_exported_at": f"{s['date']}T08:00:00.000Z",
        "_postman_exported_using": "Postman/11.2.0",
    }
    return json.dumps(doc, indent="\t") + "\n"


F.reg(
    "sindh_postman_environment_activityinfo_token",
    (
        "postman/ActivityInfo_<<place>>.postman_environment.json",
        "Downloads/5W_<<compact>>.postman_environment.json",
    ),
    _postman,
    "hex:32",
)

# 8. PowerShell upload to SharePoint with a Graph client secret
F.reg(
    "sindh_powershell_graph_client_secret_sharepoint",
    ("scripts/Upload-Reports.ps1", "Desktop/sharepoint_upload_<<n>>.ps1"),
    """# Uploads weekly shelter reports to the coordination SharePoint
$tenantId     = "<<uuid>>"
$clientId     = "<<hexid>>-5c1e-4b7a-9d2f-0e8a3c6b1f47"
$clientSecret = "<<cred>>"

$body = @{
    client_id     = $clientId
    scope         = "https://graph.microsoft.com/.default"
    client_secret = $clientSecret
    grant_type    = "client_credentials"
}
$token = (Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$tenantId/oauth2/v2.0/token" -Body $body).access_token
Get-ChildItem "C:\\Reports\\Shelter\\*.xlsx" | ForEach-Object {
    Invoke-RestMethod -Method Put -Headers @{ Authorization = "Bearer $token" } -InFile $_.FullName `
        -Uri "https://graph.microsoft.com/v1.0/sites/root/drive/root:/Shelter/$($_.Name):/content"
}
""",
    "p:graph",
    syntax="",
)
