# ruff: noqa: E501
"""Family g: a school-uniform factory in Lautoka, Fiji (English, iTaukei Fijian, Fiji Hindi)."""

from __future__ import annotations

from hundredfirst_spec import Fam, reg

F = Fam(
    name="lautoka_school_uniform_sewing",
    orgs=("lautokauniform", "sugarcityuniforms", "vitisulu", "westernschoolwear"),
    tld="com.fj",
    first=(
        ("Sereana", "sereana"),
        ("Josaia", "josaia"),
        ("Mereoni", "mereoni"),
        ("Ravinesh", "ravinesh"),
        ("Priyanka", "priyanka"),
        ("Tevita", "tevita"),
        ("Salote", "salote"),
        ("Anish", "anish"),
    ),
    last=(
        ("Naidu", "naidu"),
        ("Tuilagi", "tuilagi"),
        ("Prasad", "prasad"),
        ("Waqa", "waqa"),
        ("Kumar", "kumar"),
        ("Vakaloloma", "vakaloloma"),
    ),
    words=(
        "bula",
        "vinaka",
        "lautoka",
        "sugar",
        "kava",
        "yaqona",
        "rugby",
        "drua",
        "bati",
        "suva",
        "nadi",
        "lovo",
        "talanoa",
        "cassava",
        "dalo",
        "sulu",
    ),
    pets=("bulla", "lucky", "brownie", "rex", "blacky", "tui"),
    cc="679",
    places=("lautoka", "nadi", "ba", "suva", "labasa", "sigatoka"),
)

reg(
    F,
    "lautoka_fijian_viber_password_frcs",
    ("Viber/<<fa>>_<<ymd>>.txt", "chats/viber_office_<<n>>.txt"),
    """<<dmy>> <<hm>> <<fl>> <<ll>>: Bula vinaka! Sa tiko na password ni FRCS Taxpayer Online Services?
<<dmy>> <<hm>> <<f2l>> <<l2l>>: Io, TIN <<nnnn>><<nnnn>>
<<dmy>> <<hm>> <<f2l>> <<l2l>>: password: <<cred>>
<<dmy>> <<hm2>> <<fl>> <<ll>>: Vinaka vakalevu 🙏 au na qai file na VAT nikua
""",
    "human",
    syntax="",
)

reg(
    F,
    "lautoka_mpaisa_school_fee_orders_env",
    ("uniform-orders/<<org>>/.env", "parents-portal-<<n>>/.env"),
    """# Parents order school uniforms online; pay with M-PAiSA
APP_URL=https://orders.<<dom>>
MPAISA_MERCHANT_ID=<<nnnn>><<nn>>
MPAISA_API_URL=https://api.mpaisa.vodafone.com.fj/merchant/v2
MPAISA_API_KEY=<<cred>>
SCHOOLS=lautoka-primary,natabua-high,jasper-williams
""",
    "p:mpaisa",
    syntax="",
)

reg(
    F,
    "lautoka_windcave_pxpay_php_config",
    ("shop/includes/pxpay_<<n>>.php", "public_html/<<org>>/pxpay_config.php"),
    """<?php
// Windcave PxPay 2.0 - school blazers and sulu orders
define('PXPAY_URL', 'https://sec.windcave.com/pxaccess/pxpay.aspx');
define('PXPAY_USERID', '<<orgc>>_PxP<<n>>');
define('PXPAY_KEY', '<<cred>>');
define('PXPAY_CURRENCY', 'FJD');
""",
    "p:windcave",
    syntax="",
)

reg(
    F,
    "lautoka_xero_order_sync_python",
    ("sync/xero_orders_<<n>>.py", "scripts/<<org>>/xero_sync.py"),
    '''"""Copy paid school-uniform orders into Xero as invoices."""

from xero_python.api_client import ApiClient, Configuration
from xero_python.api_client.oauth2 import OAuth2Token

CLIENT_ID = "<<hexid>>"
CLIENT_SECRET = "<<cred>>"

api = ApiClient(Configuration(oauth2_token=OAuth2Token(client_id=CLIENT_ID, client_secret=CLIENT_SECRET)))
''',
    "b64u:36",
    extra=lambda r, s: s.update(hexid="".join(r.choice("0123456789ABCDEF") for _ in range(32))),
)

reg(
    F,
    "lautoka_school_accounts_spreadsheetml",
    ("orders/school_accounts_<<y>>.xml", "Office/schools_<<nn>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Schools">
  <Table>
   <Row><Cell><Data ss:Type="String">School</Data></Cell><Cell><Data ss:Type="String">Contact</Data></Cell><Cell><Data ss:Type="String">Portal login</Data></Cell><Cell><Data ss:Type="String">Password</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Natabua High School</Data></Cell><Cell><Data ss:Type="String"><<fl>> <<ll>></Data></Cell><Cell><Data ss:Type="String">natabua<<n>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Ba Sangam College</Data></Cell><Cell><Data ss:Type="String"><<f2l>> <<l2l>></Data></Cell><Cell><Data ss:Type="String">sangamba</Data></Cell><Cell><Data ss:Type="String">(reset)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
    syntax="xml",
)

reg(
    F,
    "lautoka_fiji_hindi_whatsapp_password_tally",
    ("WhatsApp Chat with <<fac>> Accounts.txt", "chats/accounts_<<ymd>>.txt"),
    """<<dmy>>, <<hm>> - <<fl>> <<ll>>: bhaiya, Tally wala password kya hai? naya computer me khulta nahi
<<dmy>>, <<hm>> - <<f2l>> <<l2l>>: company <<orgc>> Uniforms, user admin
<<dmy>>, <<hm>> - <<f2l>> <<l2l>>: <<cred>>
<<dmy>>, <<hm2>> - <<fl>> <<ll>>: thik hai, khul gaya. vinaka!
""",
    "human",
    syntax="",
)

reg(
    F,
    "lautoka_nas_backup_crontab_smbclient",
    ("var/spool/cron/crontabs/<<fa>>", "etc/cron.d/uniform_backup_<<n>>"),
    """# m h dom mon dow command
30 19 * * 1-6 tar czf /tmp/orders.tgz /srv/orders && smbclient //<<ip>>/backup -U office%<<cred>> -c "put /tmp/orders.tgz orders_$(date +\\%u).tgz"
0 6 * * 1 /usr/local/bin/cleanup_cut_files.sh
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "lautoka_frcs_asycuda_broker_email",
    ("mail/asycuda_<<ymd>>.eml", "Imports/broker_login_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: entries@<<l2a>>brokers.com.fj
Subject: ASYCUDA World login - fabric import, container <<style>>
Date: <<dmy>> <<hm>> +1200

Bula <<f2a>>,

Please lodge the entry for the polyester-cotton shirting from Suva wharf (school term starts soon).
ASYCUDA World user: <<orgu>>IMP
Password: <<cred>>
Duty concession letter attached.

Vinaka,
<<fac>> <<lac>>
""",
    "human",
    syntax="",
)
