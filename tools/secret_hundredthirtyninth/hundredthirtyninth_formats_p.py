# ruff: noqa: E501
"""Family p: an Auckland furniture removals and self-storage firm, New Zealand: Xero invoicing,
Windcave card payments, EROAD fleet data, NZ Post labels from Terraform, a WireGuard link to
the depot, SendGrid reminders from GitHub Actions, and Teams chat with te reo Māori."""

from __future__ import annotations

from hundredthirtyninth_spec import NZ, alnum, b64, pick

F = NZ

F.reg(
    "kiwimove_xero_client_secret_python",
    ("integrations/xero_invoices.py", "<<org>>/finance/xero_sync_<<n>>.py"),
    '''"""Push storage-unit rent and removal jobs from the booking system into Xero as draft invoices."""

import requests

XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://identity.xero.com/connect/token"
TENANT_ID = "<<uuid>>"


def access_token():
    r = requests.post(
        TOKEN_URL,
        auth=(XERO_CLIENT_ID, XERO_CLIENT_SECRET),
        data={"grant_type": "client_credentials", "scope": "accounting.transactions accounting.contacts"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "p:xero",
    extra=lambda rng, s: {"cid": alnum(rng, 32, "0123456789ABCDEF")},
)

F.reg(
    "kiwimove_windcave_pxpay_web_config",
    ("BookingSite/Web.config", "<<org>>/legacy/web<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="SiteName" value="<<org>> Removals &amp; Storage" />
    <add key="PxPayUrl" value="https://sec.windcave.com/pxaccess/pxpay.aspx" />
    <add key="PxPayUserId" value="<<org>>_Rec" />
    <add key="PxPayKey" value="<<cred>>" />
    <add key="CurrencyInput" value="NZD" />
    <add key="DepositPercent" value="20" />
  </appSettings>
  <connectionStrings>
    <add name="Bookings" connectionString="Server=<<ip>>;Database=Bookings;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <customErrors mode="RemoteOnly" />
  </system.web>
</configuration>
""",
    "p:windcave",
    syntax="xml",
)


def _teams(rng, s):
    return {"site": pick(rng, ("Penrose", "East Tamaki", "Wairau Valley")), "ap": s["ampm"]}


F.reg(
    "kiwimove_teams_chat_copy_kupuhipa_gate",
    (
        "OneNote export/Depot <<site>>/Teams chat <<d>>-<<mo>>.txt",
        "<<org>>/ops/teams_copy_<<n>>.txt",
    ),
    """[<<h12>>:<<mi>> <<ap>>] <<name2>>
Kia ora, the afterhours gate controller at <<site>> wants a password again after the power cut. Anyone got it?

[<<h12>>:<<mi2>> <<ap>>] <<name>>
Kia ora <<first2>> — kupuhipa / password for the gate controller admin page is <<cred>>
Please don't put it on the whiteboard this time 🙂

[<<h12>>:<<mi2>> <<ap>>] <<name2>>
Sweet as, ngā mihi
""",
    "human",
    extra=_teams,
)

F.reg(
    "kiwimove_eroad_fleet_api_yaml",
    ("config/eroad.yaml", "<<org>>/fleet/eroad_<<city>>.yml"),
    """# EROAD Depot API — truck hours and RUC for the removals fleet
eroad:
  base_url: https://api.eroad.co.nz/v1
  api_key: "<<cred>>"
  organisation_id: <<n4>>
  poll_minutes: 15

vehicles:
  - rego: <<n3>>ABC
    type: "furniture van 7.5t"
  - rego: <<n3>>KXZ
    type: "container truck"

alerts:
  email: fleet@<<dom>>
""",
    "uuid",
)

F.reg(
    "kiwimove_nzpost_terraform_tfvars",
    ("infra/terraform.tfvars", "<<org>>-infra/envs/prod/prod<<n>>.tfvars"),
    """# prod — booking + labels stack (ap-southeast-2)
environment         = "prod"
aws_region          = "ap-southeast-2"
domain_name         = "<<dom>>"

# NZ Post ParcelLabel API (cartons + packing supplies to customers)
nzpost_client_id     = "<<cid>>"
nzpost_client_secret = "<<cred>>"
nzpost_site_code     = "<<n4>><<n3>>"

alarm_email = "ops@<<dom>>"
""",
    "alnum:32",
    extra=lambda rng, s: {"cid": alnum(rng, 32, "0123456789abcdef")},
)

F.reg(
    "kiwimove_email_storage_portal_password",
    (
        "Mail/Sent Items/<<y>><<mo>><<d>> storage portal.eml",
        "<<org>>/customer-care/emails/portal_<<la2>>_<<n>>.eml",
    ),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<fa2>><<n>>@xtra.co.nz>
Subject: Your storage unit and online account
Date: <<d>> Sep <<y>> <<hh>>:<<mi>>:<<ss>> +1200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Kia ora <<first2>>,

Thanks for moving with us. Your things are now in unit <<n3>> at our <<city>> store.
I've set up your online account so you can check invoices and book access outside
normal hours:

Login: <<fa2>><<n>>@xtra.co.nz
Password: <<cred>>

Give me a call if anything looks off.

Ngā mihi,
<<name>>
<<org>> Removals & Storage | <<phone>>
""",
    "human",
)

F.reg(
    "kiwimove_wireguard_depot_conf",
    ("etc/wireguard/wg0.conf", "<<org>>/network/depot-<<city>>-wg<<n>>.conf"),
    """# depot <<city>> <-> office VPN (cameras, gate controller, label printer)
[Interface]
Address = 10.77.<<n>>.2/24
PrivateKey = <<cred>>
ListenPort = 51820
DNS = 10.77.<<n>>.1

[Peer]
# office router
PublicKey = <<peerpub>>
Endpoint = <<pub>>:51820
AllowedIPs = 10.77.0.0/16, 192.168.10.0/24
PersistentKeepalive = 25
""",
    "p:wireguard",
    extra=lambda rng, s: {"peerpub": b64(rng, 32)},
)

F.reg(
    "kiwimove_sendgrid_github_actions_workflow",
    (
        ".github/workflows/rent-reminders.yml",
        "<<org>>-billing/.github/workflows/reminders<<n>>.yaml",
    ),
    """name: Storage rent reminders

on:
  schedule:
    - cron: "0 19 * * 0"   # Monday 7am NZST
  workflow_dispatch:

jobs:
  remind:
    runs-on: ubuntu-latest
    env:
      SENDGRID_API_KEY: <<cred>>
      FROM_EMAIL: accounts@<<dom>>
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - run: node scripts/send-reminders.js --overdue-days 7
""",
    "p:sendgrid",
)
