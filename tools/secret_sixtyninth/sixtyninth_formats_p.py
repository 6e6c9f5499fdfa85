# ruff: noqa: E501
"""Family p: a dialysis unit in Kingston, Jamaica; Jamaican Patois and English."""

from __future__ import annotations

import base64
import json

from sixtyninth_corpus import alnum
from sixtyninth_spec import Fam, dec_basic_after, email, sms_xml, wa

FAM = Fam(
    name="renalcare_jamaica_dialysis_unit",
    orgs=("renalkingston", "kidneycarejm", "dialysisyaad", "bluemountainrenal", "halfwayrenal"),
    tld="com.jm",
    first=(
        ("Shanice", "shanice"),
        ("Andre", "andre"),
        ("Kimone", "kimone"),
        ("Damion", "damion"),
        ("Tashana", "tashana"),
        ("Omar", "omar"),
        ("Nordia", "nordia"),
        ("Kemar", "kemar"),
        ("Shelly-Ann", "shellyann"),
        ("Rohan", "rohan"),
    ),
    last=(
        ("Campbell", "campbell"),
        ("Brown", "brown"),
        ("Williams", "williams"),
        ("Thompson", "thompson"),
        ("Grant", "grant"),
        ("McKenzie", "mckenzie"),
        ("Reid", "reid"),
        ("Francis", "francis"),
    ),
    words=(
        "ackee",
        "saltfish",
        "jerk",
        "reggae",
        "irie",
        "yaad",
        "bluemountain",
        "kingston",
        "portland",
        "negril",
        "bammy",
        "dunns",
        "likkle",
        "bredda",
        "gwaan",
        "ochi",
        "sorrel",
        "breadfruit",
        "callaloo",
        "yardie",
    ),
    pets=("Rover", "Brownie", "Fluffy", "Bingo", "Spice", "Duppy", "Blacka"),
    places=("Kingston", "Half Way Tree", "Spanish Town", "Montego Bay", "Mandeville", "Portmore"),
    phone_pat="+1 876-###-####",
)
R = FAM.reg


# 1. WhatsApp (Patois, US-style dates): the NHF portal password --------------------------------------------------------
def _wa(s):
    return wa(
        s,
        [
            (
                0,
                "Wah gwaan, mi cyaan log in pon di NHF portal fi di patient dem claim. A wah di password now?",
            ),
            (1, "Hol' on... a dis: " + str(s["cred"])),
            (0, "Bless up! It work"),
            (1, "No sen' it inna di group chat enuh"),
        ],
        style="us",
    )


R(
    "renalcare_patois_whatsapp_passwod_nhf_portal",
    (
        "WhatsApp/WhatsApp Chat with <<fn2>>.txt",
        "Downloads/WhatsApp Chat with Nurse <<fn2>> <<ln2>>.txt",
    ),
    _wa,
    "human",
    syntax="",
)

# 2. WiPay checkout .env -------------------------------------------------------------------------------------------------
R(
    "renalcare_wipay_checkout_dotenv",
    ("payments/.env", "srv/<<org>>-pay/.env"),
    """# Session top-up payments (WiPay Jamaica)
WIPAY_ACCOUNT_NUMBER=<<acct>>
WIPAY_API_KEY=<<cred>>
WIPAY_COUNTRY_CODE=JM
WIPAY_CURRENCY=JMD
WIPAY_ENVIRONMENT=live
WIPAY_RESPONSE_URL=https://<<dom>>/pay/response
""",
    "p:wipay",
    syntax="",
    extra=lambda rng, s: {"acct": alnum(rng, 10, "0123456789")},
)

# 3. .NET app.config of the dialysis data system: SQL Server connection string ----------------------------------------------
R(
    "renalcare_dialysis_data_dotnet_app_config",
    ("DialysisData/DialysisData.exe.config", "C:/Program Files/<<orgc>>/TreatmentLog/app.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="TreatmentDb" providerName="System.Data.SqlClient"
         connectionString="Data Source=<<lan>>\\DIALYSIS;Initial Catalog=TreatmentLog;User ID=tdms_app;Password=<<cred>>;Encrypt=False" />
  </connectionStrings>
  <appSettings>
    <add key="Unit" value="<<orgc>> - <<place>>" />
    <add key="Machines" value="12" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)


# 4. English e-mail: the health fund portal login --------------------------------------------------------------------------------
def _mail(s):
    body = (
        f"Good morning {s['fn']},\n\n"
        "As discussed, the unit's login for the NHF provider portal (claims for haemodialysis "
        "sessions) is below. Please submit last week's claims before Friday.\n\n"
        f"Username: {s['user']}\n"
        f"Password: {s['cred']}\n\n"
        f"Regards,\n{s['fn2']} {s['ln2']}\nAdministrator, {s['orgc']}\n{s['phone2']}\n"
    )
    return email(s, str(s["email2"]), str(s["email"]), "NHF portal login for claims", body)


R(
    "renalcare_english_email_nhf_claims_login",
    ("Mail/Inbox/<<hx>>.eml", "Outlook/Export/nhf-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)


# 5. SMS backup (Patois): the reply is only the value ---------------------------------------------------------------------------------
def _sms(s):
    return sms_xml(
        s,
        [
            (1, "Yow, sen mi di wifi password fi di unit, mi phone nah connect"),
            (2, str(s["cred"])),
            (1, "Tanks!"),
        ],
        f"{s['fn2']} Dialysis",
    )


R(
    "renalcare_patois_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone-backup/<<fa>>/sms-<<ts>>.xml"),
    _sms,
    "human",
)


# 6. QuickBooks Online OAuth client JSON ---------------------------------------------------------------------------------------------------
def _qb(s):
    doc = {
        "client_id": s["qbid"],
        "client_secret": s["cred"],
        "redirect_uri": f"https://{s['dom']}/qbo/callback",
        "environment": "production",
        "realm_id": f"9{s['num']}{s['num']}{s['num']}{s['nn']}",
    }
    return json.dumps(doc, indent=2) + "\n"


R(
    "renalcare_quickbooks_oauth_client_json",
    ("billing/qbo_client.json", "srv/<<org>>-billing/quickbooks.json"),
    _qb,
    "p:qb",
    extra=lambda rng, s: {"qbid": "AB" + alnum(rng, 48)},
)

# 7. AWS shared credentials file for the nightly S3 backup ----------------------------------------------------------------------------------
R(
    "renalcare_aws_s3_backup_shared_credentials",
    ("home/<<user>>/.aws/credentials", "Users/backup/.aws/credentials"),
    """[default]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
region = us-east-1

[<<org>>-backup]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws",
    syntax="ini",
    extra=lambda rng, s: {"akid": alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)


# 8. bash history: curl with a Basic authorization header to the lab results API (encoded) -----------------------------------------------------
def _hist(s):
    tok = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()
    return (
        "cd ~/scripts\n"
        f'curl -s -H "Authorization: Basic {tok}" https://results.{s["dom"]}/api/v1/patients/{s["num"]}/labs | jq .\n'
        "python3 import_labs.py --since yesterday\n"
        "crontab -l\n"
    )


R(
    "renalcare_lab_results_curl_basic_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    _hist,
    "pw",
    syntax="",
    decode=dec_basic_after("Basic"),
)
