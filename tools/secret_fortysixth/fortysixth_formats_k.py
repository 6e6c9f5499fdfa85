# ruff: noqa: E501
"""Family k: dhoni (wooden boat) shipwrights in the Maldives: Dhivehi, English."""

from __future__ import annotations

import base64

from fortysixth_spec import Fam, alnum, find

F = Fam(
    "dhoni_maldives_shipwrights",
    orgs=("kalhuodhoni", "alifushiyard", "raamaavah", "fuvahmulahdhoni"),
    tld="mv",
    first=(
        "Ahmed",
        "Aishath",
        "Ibrahim",
        "Mariyam",
        "Hussain",
        "Fathimath",
        "Moosa",
        "Aminath",
        "Ali",
        "Hawwa",
    ),
    last=(
        "Naseem",
        "Rasheed",
        "Waheed",
        "Shakir",
        "Didi",
        "Manik",
        "Zahir",
        "Saeed",
        "Latheef",
        "Riyaz",
    ),
    words=(
        "dhoni",
        "vadu",
        "alifushi",
        "male",
        "raa",
        "kandu",
        "faru",
        "lonu",
        "hulhumale",
        "veli",
        "kalhu",
        "atoll",
    ),
    cc="+960",
    pets=("pusi", "bulhaa", "kalo", "lucky", "mimi"),
)

F.reg(
    "dhoni_dhivehi_viber_paaswod_yard",
    ("viber/<<first_a>>_<<n>>.txt", "chats/viber_vadu_<<date>>.txt"),
    """[<<date_sl>> <<time>>] <<first>> <<last>>: އައްސަލާމު ޢަލައިކުމް، ޔާޑުގެ ކޮމްޕިއުޓަރުގެ ޕާސްވޯޑް ބަދަލުކުރީތަ؟
[<<date_sl>> <<time>>] Moosa Didi: އާނ. އާ ޕާސްވޯޑް: <<cred>>
[<<date_sl>> <<time>>] <<first>> <<last>>: ޝުކުރިއްޔާ. މާދަމާ ދޯނީގެ ލޮނު ފިލާ ގެނެސްދޭނަން
""",
    "human",
    syntax="",
)

F.reg(
    "dhoni_yard_bml_connect_api_js",
    ("yard-site/src/payments/bml.js", "api/<<org>>/bmlConnect.js"),
    """// Bank of Maldives Connect - deposits for new dhoni orders
const BmlConnect = require('bml-connect-node');

const client = new BmlConnect({
  apiKey: '<<cred>>',
  appId: '<<id>>',
  mode: 'production',
});

async function deposit(orderId, amountMvr) {
  return client.Transactions.create({ amount: Math.round(amountMvr * 100), currency: 'MVR', localId: orderId });
}

module.exports = { deposit };
""",
    lambda rng, s: alnum(rng, 64),
    syntax="",
)

F.reg(
    "dhoni_english_email_password_resort_client",
    ("mail/<<date>> - dhoni build portal.eml", "Mailbox/sent/portal-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: procurement@<<word>>-resort.mv
Subject: Build progress portal for your 64ft dhoni
Date: Sun, <<n>> Mar <<year>> 10:17:03 +0500
Content-Type: text/plain; charset=utf-8

Dear Sir/Madam,

The keel and first planks of the 64ft dhoni are done. You can follow the build
with photos on our portal:

https://build.<<dom>>
username: <<user>>
password: <<cred>>

Best regards,
<<first>> <<last>>
Alifushi Boatyard
""",
    "pw",
    syntax="",
)

F.reg(
    "dhoni_obsidian_markdown_logins_table",
    ("Vault/Yard/Logins.md", "notes/<<first_a>>/ofiis-logins-<<n>>.md"),
    """# Yard logins

| system | user | password | note |
|---|---|---|---|
| MIRA tax portal | <<org>> | (ask Ali) | GST filing |
| Timber supplier | <<user>> | <<cred>> | sawn teak + coconut |
| Dhiraagu router | admin | <<other>> | office |

- [ ] change router pw after Ramazan
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"other": alnum(rng, 10)},
)

F.reg(
    "dhoni_supplier_winscp_script_url",
    ("scripts/upload_drawings.txt", "winscp/<<first_a>>_sync_<<n>>.txt"),
    """# WinSCP script: upload hull drawings to the engine supplier
option batch abort
option confirm off
open sftp://<<user>>:<<cred>>@sftp.<<dom>>/ -hostkey="ssh-ed25519 255 <<hk>>"
cd /incoming/dhoni
put C:\\Yard\\Drawings\\*.pdf
exit
""",
    "pw_url",
    syntax="",
    extra=lambda rng, s: {"hk": alnum(rng, 43)},
)

F.reg(
    "dhoni_dhivehi_sms_paaswod_reply",
    ("sms/<<date>>-<<n>>.txt", "phone/sms_<<first_a>>.txt"),
    """<<phone>> <<date_sl>> <<time>>
ވައިފައި ޕާސްވޯޑް ކޮބާ؟
Me <<date_sl>> <<time>>
<<cred>>
""",
    "human_x",
    syntax="",
)


def _unattend(s):
    val = base64.b64encode((s["cred"] + "Password").encode("utf-16-le")).decode()
    return f"""<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
    <settings pass="oobeSystem">
        <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State">
            <UserAccounts>
                <LocalAccounts>
                    <LocalAccount wcm:action="add">
                        <Password>
                            <Value>{val}</Value>
                            <PlainText>false</PlainText>
                        </Password>
                        <Group>Administrators</Group>
                        <DisplayName>Yard Office</DisplayName>
                        <Name>yardadmin</Name>
                    </LocalAccount>
                </LocalAccounts>
            </UserAccounts>
            <TimeZone>West Asia Standard Time</TimeZone>
        </component>
    </settings>
</unattend>
"""


def _dec_unattend(text: str) -> str:
    raw = base64.b64decode(find(r"<Value>([^<]+)</Value>", text)).decode("utf-16-le")
    return raw.removesuffix("Password")


F.reg(
    "dhoni_office_pc_unattend_xml_base64",
    ("Windows/Panther/unattend.xml", "deploy/<<org>>-office-<<n>>/autounattend.xml"),
    _unattend,
    "pw_xml",
    decode=_dec_unattend,
)

F.reg(
    "dhoni_launch_booking_legacy_id_dsa",
    ("home/<<first_a>>/.ssh/id_dsa", "old-server/<<org>>/root/.ssh/id_dsa"),
    "<<cred>>\n",
    "dsa",
    syntax="",
)
