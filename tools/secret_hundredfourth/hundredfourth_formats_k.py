# ruff: noqa: E501
"""Family k: a sunscreen formulation and SPF testing lab in Tauranga, New Zealand (English and
te reo Māori): UV spectrophotometer shares, stability chambers on InfluxDB, Windcave, Xero,
NZ Post, TGA listings for the Australian market, restic backups."""

from __future__ import annotations

from hundredfourth_spec import Fam

FAM = Fam(
    name="spflab_aotearoa_sunscreen_testing_lab",
    orgs=("kiripuru", "raumaru", "mokoscreen", "kowhaiuv"),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Mere", "mere"),
        ("Tāne", "tane"),
        ("Hemi", "hemi"),
        ("Olivia", "olivia"),
        ("Liam", "liam"),
        ("Ngaio", "ngaio"),
        ("Rawiri", "rawiri"),
        ("Mārama", "marama"),
        ("Charlotte", "charlotte"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Parata", "parata"),
        ("Thompson", "thompson"),
        ("Wilson", "wilson"),
        ("Te Whare", "tewhare"),
        ("Walker", "walker"),
        ("Kingi", "kingi"),
    ),
    words=(
        "kiwi",
        "tui",
        "pohutukawa",
        "kowhai",
        "aotearoa",
        "koru",
        "waka",
        "moana",
        "whenua",
        "marama",
        "ruru",
        "kereru",
        "pounamu",
        "manuka",
        "tauranga",
        "mauao",
        "kumara",
        "jandals",
    ),
    pets=("poppy", "buster", "milo", "bella", "kuri", "pania"),
    cc="+64",
    city="Tauranga",
    lwords=("Pōhutukawa", "Kōwhai", "Mātai"),
    dmy=True,
)

R = FAM.reg

R(
    "spflab_uv_spectrophotometer_share_powershell",
    ("lab/scripts/Map-UVShare.ps1", "C/Users/<<fa>>/Documents/map_spf_share_<<n>>.ps1"),
    """# Map the UV-2600i / LabSolutions export share for in-vitro SPF runs (ISO 23675)
$user = 'LAB\\<<login>>'
$pw = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pw)
New-PSDrive -Name U -PSProvider FileSystem -Root '\\\\<<host>>\\LabSolutions' -Credential $cred -Persist
Copy-Item 'U:\\Export\\*.csv' -Destination 'D:\\SPF\\incoming' -Recurse
""",
    "pw_sq",
    "",
)

R(
    "spflab_windcave_pxpay_web_config_xml",
    ("Web.config", "site/<<org>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- Windcave (Payment Express) PxPay 2.0 — online shop -->
    <add key="PxPayUrl" value="https://sec.windcave.com/pxaccess/pxpay.aspx" />
    <add key="PxPayUserId" value="<<orgc>>_Dev" />
    <add key="PxPayKey" value="<<cred>>" />
    <add key="CurrencyInput" value="NZD" />
    <add key="UrlSuccess" value="https://<<dom>>/checkout/success" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "p:windcave",
)

R(
    "spflab_xero_client_secret_python_invoices",
    ("finance/xero_invoices.py", "scripts/<<org>>_xero_<<nn>>.py"),
    '''"""Push SPF test invoices from the LIMS to Xero (custom connection)."""

import requests

XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://identity.xero.com/connect/token",
        data={"grant_type": "client_credentials", "scope": "accounting.transactions accounting.contacts"},
        auth=(XERO_CLIENT_ID, XERO_CLIENT_SECRET),
        timeout=20,
    )
    return r.json()["access_token"]
''',
    "p:xero",
    extra=lambda rng, s: s.update(cid=__import__("hundredfourth_corpus").hexs(rng, 32, upper=True)),
)

R(
    "spflab_teams_copied_chat_kupuhipa_lims",
    ("notes/teams_<<fa2>>_<<date>>.txt", "Documents/teams chat <<n>>.txt"),
    """<<fn>> <<ln>>  <<time>>
Kia ora <<fn2>>, what's the kupuhipa for the LIMS admin account? Need to sign off batch SPF-<<nn>> before the courier comes

<<fn2>> <<ln2>>  <<time>>
admin / <<cred>>

<<fn>> <<ln>>  <<time>>
Ka pai, thanks!
""",
    "human",
    "",
)

R(
    "spflab_nz_post_parcel_api_dotenv",
    (".env", "shipping-<<org>>/.env"),
    """# NZ Post ParcelLabel API — sample shipments to clients
NZPOST_CLIENT_ID=<<cid>>
NZPOST_CLIENT_SECRET=<<cred>>
NZPOST_ACCOUNT=<<acct>>
NZPOST_SITE_CODE=<<n>>
SENDER_NAME="<<orgc>> Laboratory"
""",
    "p:nzpost",
    "",
    extra=lambda rng, s: s.update(
        cid=__import__("hundredfourth_corpus").hexs(rng, 32), acct=rng.randint(10**7, 10**8)
    ),
)

R(
    "spflab_stability_chamber_telegraf_influx_token",
    ("etc/telegraf/telegraf.conf", "chambers/<<org>>_telegraf_<<n>>.conf"),
    """# Stability chambers (40 °C / 75 % RH) — Modbus readings to InfluxDB Cloud
[agent]
  interval = "60s"
  hostname = "chamber-gw-<<n>>"

[[outputs.influxdb_v2]]
  urls = ["https://ap-southeast-2-1.aws.cloud2.influxdata.com"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "stability"

[[inputs.modbus]]
  name = "chamber"
  controller = "tcp://<<lan>>:502"
  holding_registers = [
    { name = "temp_c", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [0] },
    { name = "rh_pct", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [1] },
  ]
""",
    "p:influx",
    "",
)

R(
    "spflab_tga_business_services_email_handover",
    ("mail/Sent Items/<<nn>>.eml", "handover/tga_<<date>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: TGA Business Services login - sunscreen listings
Date: Tue, <<day>> May <<year>> <<time>>:02 +1200
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Kia ora <<fa2>>,

While I'm on leave you'll need to finish the ARTG listings for the two SPF50+ lotions
(Australian sponsor is us). TGA Business Services:

Username: <<login>>.<<org>>
Password: <<cred>>

The test reports (AS/NZS 2604) are in the SharePoint folder "TGA/<<year>>".
Ngā mihi,
<<fa>>
""",
    "human",
    "",
)

R(
    "spflab_restic_backup_password_file",
    ("etc/restic/lims.pass", "backup/<<org>>-restic-<<n>>.txt"),
    "<<cred>>\n",
    "b64:24",
    "",
)
