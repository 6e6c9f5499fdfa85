# ruff: noqa: E501
"""Family l: a kaupapa Māori foster-care (whāngai) agency in Rotorua, New Zealand (English and te reo Māori)."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredth_spec import Fam, gen_pw

FAM = Fam(
    name="whangai_tamariki_kaitiaki",
    orgs=("kahuiwhanau",),
    tld="org.nz",
    first=(
        ("Aroha", "aroha"),
        ("Wiremu", "wiremu"),
        ("Mereana", "mereana"),
        ("Tamati", "tamati"),
        ("Ngaire", "ngaire"),
        ("Hemi", "hemi"),
        ("Kiri", "kiri"),
        ("Rawiri", "rawiri"),
        ("Sarah", "sarah"),
        ("Liam", "liam"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Te Rangi", "terangi"),
        ("Walker", "walker"),
        ("Parata", "parata"),
        ("Tūhoe", "tuhoe"),
        ("Morrison", "morrison"),
        ("Waititi", "waititi"),
        ("Horomona", "horomona"),
    ),
    words=(
        "whanau",
        "tamariki",
        "aroha",
        "kaitiaki",
        "rotorua",
        "whakarewarewa",
        "kiwi",
        "pounamu",
        "tui",
        "kowhai",
        "manaaki",
        "marae",
        "kumara",
        "hangi",
        "taniwha",
        "mokopuna",
    ),
    pets=("bella", "max", "ruru", "koha", "buddy", "tiki", "poppy", "nugget"),
    cc="+64",
)
reg = FAM.reg


def _pw_amp(r: random.Random, f: Fam) -> str:
    while True:
        pw = gen_pw(r, sym="&<>!#-")
        if any(c in pw for c in "&<>"):
            return pw


def _dec_webconfig(text: str) -> str:
    root = ET.fromstring(text.encode())
    cs = root.find("connectionStrings/add").get("connectionString")
    m = re.search(r"Password=([^;]+);", cs)
    if not m:
        raise ValueError("no Password=")
    return m.group(1)


reg(
    "whangai_web_config_xml_escaped_connection_string",
    ("CarerPortal/Web.config", "inetpub/carers-<<k>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="CarerDb" connectionString="Server=<<ip>>;Database=CarerPortal;User Id=carerportal;Password=<<enc>>;TrustServerCertificate=True;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="OrgName" value="Kāhui Whānau" />
    <add key="SupportEmail" value="tautoko@<<dom>>" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    _pw_amp,
    syntax="xml",
    enc=lambda s: escape(str(s["cred"]), {'"': "&quot;"}),
    decode=_dec_webconfig,
)

reg(
    "whangai_xero_client_secret_python",
    ("finance/xero_sync_<<k>>.py", "scripts/xero_carer_payments_<<fa>>.py"),
    '''"""Sync carer board payments into Xero (custom connection)."""
import requests

XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"


def get_token() -> str:
    r = requests.post(
        "https://identity.xero.com/connect/token",
        data={"grant_type": "client_credentials", "scope": "accounting.transactions"},
        auth=(XERO_CLIENT_ID, XERO_CLIENT_SECRET),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "p:xero",
    extra=lambda r, s: {"cid": "".join(r.choice("0123456789ABCDEF") for _ in range(32))},
)

reg(
    "whangai_maori_english_email_kupuhipa",
    ("mail/kupuhipa_<<fa>>.eml", "Outlook/<<y>><<mo>><<d>>_cyra_login_<<k>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Your login for the caregiver records system
Date: <<d>> Sep <<y>> <<hh>>:<<mm>>:<<ss>> +1200
Content-Type: text/plain; charset="UTF-8"

Kia ora <<first>>,

Nau mai, haere mai ki te tīma! Here is your login for our caregiver records
(we use the Oranga Tamariki partner portal for placements):

Ingoa kaiwhakamahi / username: <<login>>
Kupuhipa / password: <<cred>>

Please change it when you first log in. Ngā mihi nui,
<<first2>>
""",
    "human",
    syntax="",
)

reg(
    "whangai_mailchimp_carer_newsletter_api_key_env",
    ("newsletter/.env", "deploy/panui-<<k>>.env"),
    """# Pānui (newsletter) to registered caregivers - Mailchimp Marketing API
MAILCHIMP_API_KEY=<<cred>>
MAILCHIMP_SERVER_PREFIX=us21
MAILCHIMP_AUDIENCE_ID=<<aud>>
FROM_NAME="Kāhui Whānau"
""",
    lambda r, f: "".join(r.choice("0123456789abcdef") for _ in range(32)) + "-us21",
    syntax="",
    extra=lambda r, s: {"aud": "".join(r.choice("0123456789abcdef") for _ in range(10))},
)

reg(
    "whangai_carer_visit_ics_description",
    ("calendar/home_visit_<<fa>>_<<k>>.ics", "Exports/whanau-hui-<<y>><<mo>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
UID:<<uid>>
DTSTAMP:<<y>><<mo>><<d>>T<<hh>><<mm>>00Z
DTSTART;TZID=Pacific/Auckland:<<y>><<mo>><<d>>T100000
DTEND;TZID=Pacific/Auckland:<<y>><<mo>><<d>>T113000
SUMMARY:Whānau hui - placement review (<<la>>)
LOCATION:Te Arawa marae\\, Rotorua
DESCRIPTION:Bring the shared laptop. Laptop login kaimahi / <<cred>>\\nKai provided.
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

reg(
    "whangai_sharepoint_pnp_powershell_plaintext",
    ("scripts/Sync-CarerFiles_<<k>>.ps1", "IT/pnp_sync_<<fa>>.ps1"),
    """# Copy signed caregiver agreements into SharePoint
$user = "svc-sync@<<org>>.onmicrosoft.com"
$secure = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $secure)
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/Placements" -Credentials $cred
Get-ChildItem "\\\\<<ip>>\\scans\\agreements" -Filter *.pdf | ForEach-Object {
    Add-PnPFile -Path $_.FullName -Folder "Shared Documents/Agreements"
}
""",
    "pw_dq",
    syntax="",
)

reg(
    "whangai_windcave_pxpay_key_php",
    ("koha/pxpay_config_<<k>>.php", "donate/windcave-<<fa>>.php"),
    """<?php
// Koha (donations) - Windcave PxPay 2.0
$PxPay_Url    = "https://sec.windcave.com/pxaccess/pxpay.aspx";
$PxPay_Userid = "KahuiWhanau_<<k>>";
$PxPay_Key    = "<<cred>>";
$ReturnUrl    = "https://<<dom>>/koha/thanks";
""",
    "hex:64",
    syntax="",
)

reg(
    "whangai_teams_copied_chat_reply_only",
    ("notes/teams_<<fa>>_<<d>><<mo>>.txt", "Desktop/teams copy <<k>>.txt"),
    """<<first2>> <<last2>>  <<h12>>:<<mm>> <<ampm>>
Kia ora, what's the code for the carers' resource room PC again? Locked out after the update

<<first>> <<last>>  <<h12>>:<<mm>> <<ampm>>
<<cred>>

<<first2>> <<last2>>  <<h12>>:<<mm>> <<ampm>>
Ka pai, thanks!
""",
    "human_x",
    syntax="",
)
