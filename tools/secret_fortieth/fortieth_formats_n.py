"""Family n: a painted monastery of Bucovina (Romania) that hosts pilgrims: guest rooms,
an icon and candle shop, a radio and livestream of the services, and the archive."""

# ruff: noqa: E501

from fortieth_spec import Family, pgp_block

F = Family(
    "bucovina_monastery_pilgrim",
    ("manastirea-sfantul-ilie",),
    "ro",
    ("Ioan", "Maria", "Gheorghe", "Elena", "Vasile", "Ana", "Mihai", "Paraschiva"),
    ("Popescu", "Ionescu", "Rusu", "Moldovan", "Lungu", "Ciobanu", "Hutanu", "Bodnar"),
    (
        "voronet",
        "sucevita",
        "bucovina",
        "putna",
        "manastire",
        "icoana",
        "toaca",
        "pelerin",
        "agapa",
        "moldovita",
        "candela",
        "arhanghel",
    ),
)

F.reg(
    "monastery_romanian_whatsapp_parola_reply",
    ("WhatsApp Chat with <<first2>>.txt", "backup/whatsapp/<<user2>>_<<ymd>>.txt"),
    """<<dmy>>, <<time>> - <<first>>: Părinte, care e parola de la calculatorul de la pangar? Vin pelerinii din Iași și trebuie să scot chitanțe
<<dmy>>, <<time2>> - <<first2>>: Doamne ajută
<<dmy>>, <<time2>> - <<first2>>: <<cred>>
<<dmy>>, <<time2>> - <<first>>: Mulțumesc frumos 🙏
""",
    "human",
)

F.reg(
    "monastery_arhondaric_node_mysql2_pool",
    ("server/db.js", "cazare/src/pool_<<nn>>.js"),
    """// Rezervări camere arhondaric - conexiune MySQL
const mysql = require('mysql2/promise');

const pool = mysql.createPool({
  host: '<<host>>',
  user: 'arhondaric',
  password: '<<cred>>',
  database: 'cazare',
  waitForConnections: true,
  connectionLimit: 5,
});

module.exports = pool;
""",
    "pw_sq",
)

F.reg(
    "monastery_anaf_efactura_oauth_client_secret_env",
    (".env", "efactura/.env.production", "srv/efactura-<<nn>>/.env"),
    """# e-Factura ANAF - facturi magazin de icoane și lumânări
ANAF_ENV=prod
ANAF_CLIENT_ID=<<hex32>>
ANAF_CLIENT_SECRET=<<cred>>
ANAF_REDIRECT_URI=https://magazin.<<dom>>/anaf/callback
ANAF_CIF=RO<<big>><<n>>
""",
    "hex:64",
)

F.reg(
    "monastery_icoane_shop_stripe_webhook_secret_py",
    ("magazin/config.py", "shop/settings_<<nn>>.py"),
    '''"""Configurare magazin online (icoane pictate, tămâie, lumânări)."""
import os

SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:///magazin.db")
STRIPE_PUBLISHABLE_KEY = os.environ.get("STRIPE_PK", "")
STRIPE_SECRET_KEY = os.environ.get("STRIPE_SK", "")
STRIPE_WEBHOOK_SECRET = "<<cred>>"
CURRENCY = "ron"
SHIPPING_RO = 25
''',
    "p:stripe_whsec",
)

F.reg(
    "monastery_romanian_email_parola_contabil",
    ("mail/<<ymd>>_contabilitate.eml", "Mail/Trimise/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Acces SPV pentru declarații
Date: <<rfc>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Bună ziua, doamna <<last2>>,

Vă trimit datele de acces în Spațiul Privat Virtual al mănăstirii, pentru
depunerea declarațiilor lunare:

Utilizator: <<user>><<nn>>
Parolă: <<cred>>

Cu bine și Doamne ajută,
<<first>>, econom
""",
    "human",
)

F.reg(
    "monastery_radio_icecast_xml_source_password",
    ("etc/icecast2/icecast.xml", "radio/icecast_<<nn>>.xml"),
    """<icecast>
    <location>Bucovina</location>
    <admin>radio@<<dom>></admin>
    <limits>
        <clients>200</clients>
        <sources>2</sources>
    </limits>
    <authentication>
        <source-password><<cred>></source-password>
    </authentication>
    <hostname>radio.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/slujba.mp3</mount-name>
    </mount>
</icecast>
""",
    "pw_xml",
)

F.reg(
    "monastery_archive_keepass_xml_export",
    ("Documents/arhiva_keepass_<<ymd>>.xml", "backup/kp_export_<<num>>.xml"),
    """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
	<Meta>
		<Generator>KeePass</Generator>
		<DatabaseName>Arhiva manastirii</DatabaseName>
	</Meta>
	<Root>
		<Group>
			<UUID><<hex32>></UUID>
			<Name>Arhiva</Name>
			<Entry>
				<UUID><<hex12>><<hex8>></UUID>
				<String><Key>Title</Key><Value>Server arhivă digitală (manuscrise)</Value></String>
				<String><Key>UserName</Key><Value><<user>></Value></String>
				<String><Key>Password</Key><Value ProtectInMemory="True"><<cred>></Value></String>
				<String><Key>URL</Key><Value>https://<<host>>/</Value></String>
				<String><Key>Notes</Key><Value>scanări 1780-1890</Value></String>
			</Entry>
		</Group>
	</Root>
</KeePassFile>
""",
    "pw_xml",
)

F.reg(
    "monastery_archive_signing_pgp_private_key_block",
    ("keys/arhiva-semnare-<<year>>.asc", "home/<<user>>/.gnupg/export_<<nn>>.asc"),
    """<<cred>>
""",
    pgp_block,
    syntax="",
)
