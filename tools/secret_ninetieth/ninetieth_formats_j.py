# ruff: noqa: E501
"""Family j: an audit firm (ouditeurs) in Stellenbosch, South Africa: Afrikaans, isiXhosa and
English."""

from __future__ import annotations

import base64

from ninetieth_spec import Fam, after, alnum

FAM = Fam(
    name="ouditeur_audit_firm_stellenbosch",
    orgs=(
        ("eikestadoudit", "Eikestad Ouditeure Ing."),
        ("bothasteyn", "Botha Steyn Geoktrooieerde Rekenmeesters"),
        ("bolandaudit", "Boland Audit & Assurance"),
    ),
    tld="co.za",
    first=(
        ("Pieter", "pieter"),
        ("Annelie", "annelie"),
        ("Thabo", "thabo"),
        ("Nomvula", "nomvula"),
        ("Johan", "johan"),
        ("Lindiwe", "lindiwe"),
        ("Riaan", "riaan"),
        ("Zanele", "zanele"),
    ),
    last=(
        ("van der Merwe", "vandermerwe"),
        ("Botha", "botha"),
        ("Nkosi", "nkosi"),
        ("Dlamini", "dlamini"),
        ("Pretorius", "pretorius"),
        ("Mokoena", "mokoena"),
        ("Steyn", "steyn"),
        ("Ndlovu", "ndlovu"),
    ),
    words=(
        "braai",
        "lekker",
        "springbok",
        "protea",
        "boerewors",
        "koeksister",
        "rooibos",
        "fynbos",
        "bokke",
        "ubuntu",
        "jakaranda",
        "tafelberg",
        "eikestad",
        "wingerd",
        "bobotie",
        "sonskyn",
        "biltong",
        "jonkershoek",
    ),
    pets=("bliksem", "rex", "tjokkie", "bruno", "koffie", "skollie"),
    towns=("stellenbosch", "paarl", "franschhoek", "somerset", "kaapstad", "worcester"),
    cc="+27",
)

FAM.reg(
    "ouditeur_afrikaans_whatsapp_wagwoord_caseware",
    ("WhatsApp Chat with <<fc2>>.txt", "<<org>>/chats/whatsapp_<<fa2>>_<<date>>.txt"),
    """<<y>>/<<mo>>/<<d>>, <<hm>> - <<f2>> <<l2>>: Môre <<f>>, die CaseWare Cloud wil nie my laat inteken vir die Wingerd Boerdery lêer nie
<<y>>/<<mo>>/<<d>>, <<hm>> - <<f>> <<l>>: Gebruik maar die firma-rekening vir nou
<<y>>/<<mo>>/<<d>>, <<hm2>> - <<f>> <<l>>: <<login>>@<<dom>>
<<y>>/<<mo>>/<<d>>, <<hm2>> - <<f>> <<l>>: wagwoord is <<cred>>
<<y>>/<<mo>>/<<d>>, <<hm2>> - <<f2>> <<l2>>: Baie dankie! 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "ouditeur_caseware_cloud_api_powershell",
    ("<<org>>/scripts/Get-CwEngagements.ps1", "it/<<org>>/caseware_export_<<y>>.ps1"),
    """# CaseWare Cloud - export engagement list for the partners' Monday meeting
$tenant = "<<org>>.casewarecloud.com"
$clientId = "<<uuid>>"
$clientSecret = "<<cred>>"
$body = @{ ClientId = $clientId; ClientSecret = $clientSecret; Language = "en" } | ConvertTo-Json
$auth = Invoke-RestMethod -Method Post -Uri "https://$tenant/ms/caseware-cloud/api/v1/auth/token" -Body $body -ContentType "application/json"
Invoke-RestMethod -Uri "https://$tenant/ms/caseware-cloud/api/v1/engagements" -Headers @{ Authorization = "Bearer $($auth.Token.AccessToken)" } |
    Export-Csv "\\\\<<host>>\\partners\\engagements_$(Get-Date -f yyyyMMdd).csv" -NoTypeInformation
""",
    "p:caseware",
    syntax="",
)

FAM.reg(
    "ouditeur_sage_pastel_partner_odbc_ini",
    ("<<org>>/clients/<<town>>/odbc.ini", "Users/<<login>>/AppData/odbc_pastel_<<n3>>.ini"),
    """[ODBC Data Sources]
PastelClient=Pervasive ODBC Interface

[PastelClient]
Driver=C:\\Program Files (x86)\\Actian\\PSQL\\bin\\w3odbcci.dll
Description=Sage Pastel Partner - client ledger for audit extraction
ServerName=<<ip>>.1583
DBQ=<<org>>_<<n4>>
UID=Auditor
PWD=<<cred>>
OpenMode=1
""",
    "pw",
    syntax="ini",
)

FAM.reg(
    "ouditeur_sars_efiling_xhosa_handover_md",
    ("<<org>>/handover/<<fa>>_<<date>>.md", "Docs/<<org>>/Oorhandiging <<fc>>.md"),
    """# Oorhandiging / Ukunikezela – <<f>> <<l>>

Ndiyahamba ngekhefu ukusuka ngomhla we-<<dmys>>. Izinto ezibalulekileyo:

* **SARS eFiling** (tax practitioner profile, PR-<<n6>>)
  * igama lomsebenzisi: <<login>>PR
  * igama lokugqithisa: <<cred>>
  * OTP gaan na my selfoon <<phone>> – bel my asseblief
* CIPC annual returns – Thabo het die lys
* Lêers vir Jonkershoek Wines is op `\\\\<<host>>\\audit\\<<y>>`

Enkosi / Dankie
""",
    "human",
    syntax="",
)

FAM.reg(
    "ouditeur_yoco_fee_payments_node",
    ("<<org>>-portal/server/yoco.js", "apps/<<org>>-pay/src/yocoClient.js"),
    """// Yoco online checkout - clients pay audit fee deposits
const YOCO_SECRET_KEY = "<<cred>>";

async function createCheckout(amountCents, invoiceNo) {
  const res = await fetch("https://payments.yoco.com/api/checkouts", {
    method: "POST",
    headers: { Authorization: `Bearer ${YOCO_SECRET_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ amount: amountCents, currency: "ZAR", metadata: { invoiceNo } }),
  });
  return res.json();
}

module.exports = { createCheckout };
""",
    "p:yoco_sk",
    syntax="",
)

FAM.reg(
    "ouditeur_payfast_passphrase_django_settings",
    ("<<org>>-portal/portal/settings/production.py", "srv/<<org>>/portal/settings_prod.py"),
    """from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["portal.<<dom>>"]

PAYFAST = {
    "merchant_id": "1<<n6>>",
    "merchant_key": "<<mkey>>",
    "passphrase": "<<cred>>",
    "notify_url": "https://portal.<<dom>>/payfast/itn/",
    "sandbox": False,
}
""",
    "human_x",
    extra=lambda rng, s: {"mkey": alnum(rng, 13, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

FAM.reg(
    "ouditeur_xero_practice_manager_toml",
    ("<<org>>/xpm-sync/config.toml", "tools/<<org>>_xpm/settings.toml"),
    """# Xero Practice Manager -> timesheet & WIP sync
[xero]
client_id = "<<hexid>>"
client_secret = "<<cred>>"
scopes = ["practicemanager", "offline_access"]
tenant = "<<orgname>>"

[output]
share = "//<<host>>/wip"
""",
    "p:xero",
    extra=lambda rng, s: {"hexid": alnum(rng, 32, "0123456789ABCDEF")},
)


def _dec_k8s(text: str) -> str:
    return base64.b64decode(after(text, "IDEA_DB_PASSWORD:")).decode()


FAM.reg(
    "ouditeur_audit_analytics_k8s_secret_b64",
    ("<<org>>/k8s/analytics/secret.yaml", "deploy/<<org>>-data-analytics/db-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: audit-analytics-db
  namespace: analytics
  labels:
    app: journal-testing
type: Opaque
data:
  IDEA_DB_USER: <<user64>>
  IDEA_DB_PASSWORD: <<cred>>
""",
    "pw",
    decode=_dec_k8s,
    enc=lambda v, s: base64.b64encode(v.encode()).decode(),
    extra=lambda rng, s: {"user64": base64.b64encode(b"analytics").decode()},
)
