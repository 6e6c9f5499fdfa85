# ruff: noqa: E501
"""Family n: nutmeg receiving station and processors of Gouyave, Grenada."""

from __future__ import annotations

from fortyfourth_corpus import rsa_pem
from fortyfourth_spec import Fam, ipynb, mail

F = Fam(
    "nutmeg_gouyave_grenada",
    "nutmeg",
    ("gouyavespice", "mace", "grenvillepool", "isleofspice", "charlotteownspice"),
    "gd",
    ("kendall", "shirleen", "dexter", "marcia", "rondell", "janelle", "cuthbert", "verona"),
    ("charles", "francis", "mitchell", "noel", "pierre", "alexander", "joseph", "baptiste"),
    (
        "nutmeg",
        "mace",
        "gouyave",
        "spice",
        "cocoaboy",
        "fishfriday",
        "grandetang",
        "carriacou",
        "oildown",
        "bellyful",
    ),
    ("carnival", "harvest", "rainy", "dry"),
    ("rover", "brownie", "blackie", "duke", "princess"),
    "1 473",
)

F.reg(
    "creole_whatsapp_password_email",
    ("chats/WhatsApp Chat with <<fname>>.txt", "backup/<<org>>/WhatsApp Chat - Station office.txt"),
    """<<date_slash>>, <<time>> - <<fname>>: Morning, wha is de password for de office email? It lock me out again
<<date_slash>>, <<time2>> - Marcia Noel: is <<cred>>
<<date_slash>>, <<time2>> - Marcia Noel: doh give nobody eh
<<date_slash>>, <<time2>> - <<fname>>: Thanks gyal 🙏🏾
""",
    "human",
)

F.reg(
    "dryer_ups_nut_upsd_users",
    ("etc/nut/upsd.users", "<<org>>/nut/upsd.users"),
    """[admin]
    password = <<cred>>
    actions = SET
    instcmds = ALL

[upsmon]
    password = <<mon>>
    upsmon primary
""",
    "pw_bare",
    extra=lambda rng, s: {"mon": __import__("fortyfourth_spec").gen_pw(rng, sym="-_.")},
)

F.reg(
    "asycuda_email_password_broker",
    ("mail/<<user>>/Sent/<<id8>>.eml", "<<org>>/mailbox/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"broker@{s['dom']}",
        "ASYCUDA login for the mace shipment",
        f"""Hi {s["fname"]},

Here is the login for ASYCUDA World so you can lodge the export entry for the nutmeg and mace going to Rotterdam:

Username: {s["user"]}
Password: {s["cred"]}

Invoice and phyto certificate attached.

Regards,
{s["fname"]} {s["lname"]}
Gouyave
""",
    ),
    "human",
)

F.reg(
    "farmer_sms_twilio_python",
    ("sms/notify_farmers.py", "<<org>>/scripts/sms_payouts.py"),
    """from twilio.rest import Client

ACCOUNT_SID = "AC<<sid>>"
AUTH_TOKEN = "<<cred>>"

client = Client(ACCOUNT_SID, AUTH_TOKEN)
for phone, lbs in [("+1473<<nnn>><<nnn>>", <<nnn>>)]:
    client.messages.create(to=phone, from_="+1473<<nnn>>0000", body=f"Nutmeg delivered: {lbs} lb. Payment Friday.")
""",
    "p:twilio_auth",
    extra=lambda rng, s: {"sid": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "pool_accounts_vba_access_connection",
    ("access/modConnection.bas", "<<org>>/vba/Module1.bas"),
    """Attribute VB_Name = "modConnection"
Option Compare Database

Public Function OpenPoolDb() As ADODB.Connection
    Dim cn As New ADODB.Connection
    cn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\<<ip>>\\pool\\NutmegPool.accdb;Jet OLEDB:Database Password=<<cred>>;"
    Set OpenPoolDb = cn
End Function
""",
    "pw_alnum",
)

F.reg(
    "digicel_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "phone/<<fname>>/sms_<<date>>.txt"),
    """<<fname>> <<phone>>
<<date_slash>> <<time>>
Send me de wifi password for de station nah

Me
<<date_slash>> <<time2>>
<<cred>>
""",
    "human",
)


def _nb(s: dict) -> str:
    return ipynb(
        [
            ("markdown", "# Rainfall vs nutmeg deliveries", ""),
            (
                "code",
                f'import anthropic\nclient = anthropic.Anthropic(api_key="{s["cred"]}")\nmsg = client.messages.create(model="claude-3-5-haiku-latest", max_tokens=300, messages=[{{"role": "user", "content": "Summarise the delivery table"}}])\nprint(msg.content[0].text)',
                "Deliveries fell 18% in the rainy months...",
            ),
        ]
    )


F.reg(
    "rainfall_ipynb_anthropic_key",
    ("analysis/rainfall_<<year>>.ipynb", "<<org>>/notebooks/deliveries.ipynb"),
    _nb,
    "p:anthropic",
)

F.reg(
    "buyer_sftp_id_rsa_file",
    ("home/<<user>>/.ssh/id_rsa", "<<org>>/keys/buyer_sftp_rsa"),
    lambda s: s["cred"] + "\n",
    lambda rng, s: rsa_pem(rng),
)
