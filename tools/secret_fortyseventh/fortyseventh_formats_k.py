"""Family k: a tenement housing association in Glasgow (Scotland)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from fortyseventh_spec import Fam, gen_pw_x, rsa_pem

F = Fam(
    "tenement_housing_glasgow",
    ("govanhill-homes", "partick-tenements-ha", "maryhill-housing-coop", "dennistoun-homes"),
    "org.uk",
    ("fiona", "callum", "eilidh", "ross", "morag", "euan", "kirsty", "gregor", "ailsa", "stuart"),
    (
        "macdonald",
        "campbell",
        "stewart",
        "robertson",
        "thomson",
        "mcleod",
        "fraser",
        "murray",
        "mcgregor",
        "paterson",
    ),
    (
        "tenement",
        "close",
        "clyde",
        "partick",
        "thistle",
        "irnbru",
        "weegie",
        "kelvin",
        "haggis",
        "tattie",
        "dreich",
        "bonnie",
        "steamie",
        "lorne",
    ),
    "44",
    city="Glasgow",
)

F.reg(
    "tenement_housing_appsettings_connectionstring",
    (
        "TenancyApp/<<org>>/appsettings.Production.json",
        "inetpub/<<host>>/repairs-portal/appsettings.json",
    ),
    lambda s: (
        json.dumps(
            {
                "ConnectionStrings": {
                    "Housing": f"Server={s['host']}\\SQLEXPRESS;Database=Tenancies;User Id=portal_rw;Password={s['cred']};TrustServerCertificate=True"
                },
                "Portal": {"Title": s["org_title"], "RepairsInbox": f"repairs@{s['dom']}"},
                "AllowedHosts": "*",
            },
            indent=2,
        )
        + "\n"
    ),
    "pw_json",
)

F.reg(
    "tenement_repairs_contractor_email_password",
    ("Outlook/Sent/<<id>>.eml", "Documents/Email/contractor portal login <<date>>.eml"),
    """From: <<fname>> <<lname>> <<<email>>>
To: jobs@clydeside-joinery.co.uk
Subject: Repairs portal login for your operatives
Date: Thu, <<day>> Aug <<year>> <<hh>>:<<mm>>:00 +0100
Content-Type: text/plain; charset=utf-8

Hi there,

As discussed, here is the shared login for the repairs portal so your lads can close off the
jobs for the closes on Allison Street:

Portal: https://repairs.<<dom>>
Username: clydeside
Password: <<cred>>

Cheers,
<<fname>>
Maintenance Officer, <<org_title>>
""",
    "pw",
    syntax="",
)


def _slack(s: dict) -> str:
    ts = 1_735_000_000 + s["id"]
    msgs = [
        {
            "type": "message",
            "user": "U0HOUSING1",
            "text": "Anyone got the login for the door entry admin? Close 42 fob not working",
            "ts": f"{ts}.000100",
        },
        {
            "type": "message",
            "user": "U0HOUSING2",
            "text": f"user is admin, pass {s['cred']}",
            "ts": f"{ts + 60}.000200",
        },
        {
            "type": "message",
            "user": "U0HOUSING1",
            "text": "legend, cheers",
            "ts": f"{ts + 120}.000300",
        },
    ]
    return json.dumps(msgs, indent=4) + "\n"


F.reg(
    "tenement_slack_export_json_password",
    (
        "slack-export-<<org>>/maintenance/<<date>>.json",
        "Downloads/Slack export <<year>>/maintenance/<<date>>.json",
    ),
    _slack,
    "human",
)

F.reg(
    "tenement_door_entry_sticky_ocr",
    ("Scans/office/note_<<id>>.txt", "Documents/Scans/OCR <<date>>.txt"),
    """DOOR ENTRY PC (Paxton)
login  admin
pw  <<cred>>
Dont change!! - <<fname>>
""",
    "human",
    syntax="",
)

F.reg(
    "tenement_gocardless_ruby_rent_debits",
    ("rent-collection/<<org>>/lib/gocardless_client.rb", "scripts/<<host>>/rent_debits.rb"),
    """# Collects monthly rent by Direct Debit through GoCardless
require "gocardless_pro"

CLIENT = GoCardlessPro::Client.new(
  access_token: "<<cred>>",
  environment: :live
)

def collect_rent(mandate_id, pence, tenancy_ref)
  CLIENT.payments.create(params: {
    amount: pence,
    currency: "GBP",
    links: { mandate: mandate_id },
    metadata: { tenancy: tenancy_ref }
  })
end
""",
    "p:gocardless",
    syntax="",
)

F.reg(
    "tenement_ad_sync_powershell_plaintext",
    ("Scripts/<<org>>/Sync-TenancyUsers.ps1", "C:/IT/<<host>>/sync_ad_<<n>>.ps1"),
    """# Nightly: create AD accounts for new housing officers from the HR export
Import-Module ActiveDirectory
$svcUser = "GHA\\svc_adsync"
$svcPass = "<<cred>>" | ConvertTo-SecureString -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($svcUser, $svcPass)
Import-Csv "\\\\<<host>>\\hr\\starters.csv" | ForEach-Object {
    New-ADUser -Name $_.Name -SamAccountName $_.Login -Credential $cred -Enabled $true
}
""",
    "pw_dq",
    syntax="",
)


def _pem(rng: random.Random, s: dict) -> str:
    return rsa_pem(rng, pkcs8=True)


F.reg(
    "tenement_sftp_rent_bank_private_key",
    ("keys/<<org>>/bacs-sftp.pem", "home/<<first>>/.ssh/bank_sftp_<<n>>.key"),
    lambda s: s["cred"] + "\n",
    _pem,
    syntax="",
)


def _tsv(s: dict) -> str:
    return (
        "officer\tpatch\tportal_user\tportal_pw\n"
        f"{s['fname']} {s['lname']}\tGovanhill East\t{s['login']}\t{s['cred']}\n"
        f"{s['fname2']} {s['lname2']}\tPollokshields\t{s['first2']}.{s['last2']}\t{s['other']}\n"
    )


F.reg(
    "tenement_arrears_tsv_officer_logins",
    ("Shared/Arrears/officer_logins_<<year>>.tsv", "Documents/arrears-<<n>>.tsv"),
    _tsv,
    "human_x",
    syntax="",
    extra=lambda rng, s: s.update(other=gen_pw_x(rng)),
)
