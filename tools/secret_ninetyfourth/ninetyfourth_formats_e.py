"""Family e: a freelance bookkeeper in Eldoret, Kenya (Swahili, English)."""

# ruff: noqa: E501

from __future__ import annotations

from ninetyfourth_spec import Fam, dec_basic, enc_basic, prov

ELDORET = Fam(
    name="eldoret_freelance_bookkeeper",
    orgs=("hesabusafi", "mizanibooks", "uasinledger", "kerioaccounts"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Kiprono", "kiprono"),
        ("Chebet", "chebet"),
        ("Otieno", "otieno"),
        ("Akinyi", "akinyi"),
        ("Kibet", "kibet"),
        ("Njeri", "njeri"),
        ("Mwangi", "mwangi"),
    ),
    last=(
        ("Kiptoo", "kiptoo"),
        ("Odhiambo", "odhiambo"),
        ("Kamau", "kamau"),
        ("Jepkosgei", "jepkosgei"),
        ("Rotich", "rotich"),
        ("Mutai", "mutai"),
    ),
    words=(
        "harambee",
        "mursik",
        "ugali",
        "maziwa",
        "baraka",
        "pamoja",
        "nyota",
        "tumaini",
        "kalenjin",
        "chai",
        "uasin",
        "mzalendo",
    ),
    pets=("simba", "bosco", "tiger", "jimmy", "rex", "poppy"),
    cc="+254",
    city="Eldoret",
)
F = ELDORET.reg

F(
    "eldoret_daraja_oauth_basic_http_dump",
    ("debug/daraja_oauth_<<date>>.http", "logs/mpesa_token_request_<<n>>.txt"),
    """GET /oauth/v1/generate?grant_type=client_credentials HTTP/1.1
Host: api.safaricom.co.ke
Authorization: Basic <<enc>>
User-Agent: PostmanRuntime/7.39.0
Accept: */*
Connection: keep-alive

HTTP/1.1 200 OK
Content-Type: application/json;charset=UTF-8

{"access_token":"<<ck_short>>","expires_in":"3599"}
""",
    "p:mpesa_secret",
    syntax="",
    extra=lambda r, s: {"ck": prov(r, "mpesa_key"), "ck_short": prov(r, "mpesa_key")[:28]},
    enc=lambda c, s: enc_basic(str(s["ck"]), c),
    decode=dec_basic,
)

F(
    "eldoret_swahili_whatsapp_ios_nenosiri",
    ("WhatsApp Chat - <<cfnc>> <<clnc>>/_chat.txt", "exports/<<cfn>>_chat_<<n>>.txt"),
    """[<<dd>>/<<mm>>/<<year>>, <<time>>:<<sec>>] <<cfnc>> <<clnc>>: Habari <<fnc>>, umefika wapi na vitabu vya mwezi huu?
[<<dd>>/<<mm>>/<<year>>, <<time>>:<<sec>>] <<fnc>> <<lnc>>: Nzuri. Nahitaji kuingia QuickBooks kupakua statement za Equity
[<<dd>>/<<mm>>/<<year>>, <<time2>>:<<sec>>] <<cfnc>> <<clnc>>: Barua pepe ni <<cmail>>
[<<dd>>/<<mm>>/<<year>>, <<time2>>:<<sec>>] <<cfnc>> <<clnc>>: Nenosiri: <<cred>>
[<<dd>>/<<mm>>/<<year>>, <<time2>>:<<sec>>] <<fnc>> <<lnc>>: Asante sana, nitamaliza VAT kabla ya tarehe 20
""",
    "human",
)

F(
    "eldoret_xero_python_client_secret",
    ("scripts/xero_export_<<n>>.py", "clients/<<org>>/xero_bank_recon.py"),
    '''"""Pull bank transactions from Xero for monthly reconciliation (custom connection)."""

import base64

import requests

XERO_CLIENT_ID = "<<uuid>>"
XERO_CLIENT_SECRET = "<<cred>>"


def token():
    auth = base64.b64encode(f"{XERO_CLIENT_ID}:{XERO_CLIENT_SECRET}".encode()).decode()
    r = requests.post(
        "https://identity.xero.com/connect/token",
        headers={"Authorization": f"Basic {auth}"},
        data={"grant_type": "client_credentials", "scope": "accounting.transactions.read"},
        timeout=30,
    )
    return r.json()["access_token"]
''',
    "p:xero",
)

F(
    "eldoret_kra_itax_spreadsheetml",
    ("clients/itax_logins_<<year>>.xml", "Documents/KRA wateja <<mm>>-<<year>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Wateja">
  <Table>
   <Row><Cell><Data ss:Type="String">Mteja</Data></Cell><Cell><Data ss:Type="String">KRA PIN</Data></Cell><Cell><Data ss:Type="String">iTax nenosiri</Data></Cell><Cell><Data ss:Type="String">VAT</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<cfnc>> <<clnc>> Hardware</Data></Cell><Cell><Data ss:Type="String">A0<<nn>>7<<n>>Z</Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell><Cell><Data ss:Type="String">Ndiyo</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<org>> Dairy</Data></Cell><Cell><Data ss:Type="String">P05<<nn>>1Q</Data></Cell><Cell><Data ss:Type="String">(mteja anaingia mwenyewe)</Data></Cell><Cell><Data ss:Type="String">Hapana</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

F(
    "eldoret_mpesa_passkey_env",
    ("stk-push/.env", "clients/<<org>>-till-<<n>>/.env"),
    """# Lipa na M-Pesa Online (STK push) - production
MPESA_ENV=production
MPESA_SHORTCODE=<<nn>>47
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    "p:mpesa_passkey",
    extra=lambda r, s: {"ck": prov(r, "mpesa_key"), "cs": prov(r, "mpesa_secret")},
)

F(
    "eldoret_sms_backup_swahili_reply_only",
    ("SMSBackup/sms-<<date>>.xml", "phone/sms_<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="2" subject="null" body="Mzee, nitumie nenosiri la eCitizen ili nifanye returns za duka" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<cfnc>> Duka" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>600" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>600" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<cfnc>> Duka" />
</smses>
""",
    "human_x",
)

F(
    "eldoret_sage_pastel_odbc_dsn_ini",
    ("clients/<<org>>/odbc.ini", "Documents/pastel_dsn_<<n>>.ini"),
    """[ODBC Data Sources]
PastelPartner=Pervasive ODBC Interface

[PastelPartner]
Driver=Pervasive ODBC Interface
ServerName=<<ip>>.1583
DBQ=<<org>><<yy>>
UID=<<login>>
PWD=<<cred>>
Description=Sage Pastel Partner - <<cfnc>> <<clnc>> Ltd
""",
    "pw",
)

F(
    "eldoret_email_etims_portal_nenosiri",
    ("mail/<<cfn>>_etims_<<nn>>.eml", "Documents/barua/etims_<<n>>.eml"),
    """From: <<cfnc>> <<clnc>> <<<cmail>>>
To: <<fnc>> <<lnc>> <<<email>>>
Subject: eTIMS login - tafadhali fanya invoices za wiki hii
Date: Fri, <<dd>> Jan <<year>> <<time>>:<<sec>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

Hi <<fnc>>,

Kama tulivyoongea, hizi ndizo details za eTIMS (KRA) kwa biashara:
PIN: P05<<nn>>Q
Nenosiri / password: <<cred>>

Please also reconcile the M-Pesa till statement against the sales ledger.
Asante,
<<cfnc>>
""",
    "human",
    syntax="",
)
