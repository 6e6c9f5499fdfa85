# ruff: noqa: E501
"""Family j: a Kaunas second-hand clothes reseller (Vinted, a small web shop) (Lithuanian)."""

from __future__ import annotations

import html
import json

from ninetythird_spec import FAM_J, alnum, b64, dec_html_after, pick


def _heart_pw(r, s):
    """A person-chosen password with <3 or & in it (escaped in XML)."""
    a, b = r.sample(FAM_J.words, 2)
    fa = pick(r, FAM_J.first)[1]
    fb = pick(r, FAM_J.first)[1]
    form = r.randrange(3)
    if form == 0:
        return f"{a.capitalize()}<3{b}{r.randint(1, 99)}"
    if form == 1:
        return f"{fa.capitalize()}&{fb.capitalize()}{r.randint(1990, 2024)}"
    return f"{a}&{b}<3"


def _keepass(s):
    pw = html.escape(s["cred"], quote=False)
    return f"""<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
	<Meta>
		<Generator>KeePass</Generator>
		<DatabaseName>Parduotuvė {s["orgc"]}</DatabaseName>
		<DatabaseDescription>Vinted, Omniva, banko prisijungimai</DatabaseDescription>
	</Meta>
	<Root>
		<Group>
			<UUID>{s["g1"]}</UUID>
			<Name>Parduotuvė</Name>
			<Entry>
				<UUID>{s["g2"]}</UUID>
				<String>
					<Key>Notes</Key>
					<Value>pagrindinė Vinted paskyra, perkelta iš telefono</Value>
				</String>
				<String>
					<Key>Password</Key>
					<Value ProtectInMemory="True">{pw}</Value>
				</String>
				<String>
					<Key>Title</Key>
					<Value>Vinted</Value>
				</String>
				<String>
					<Key>URL</Key>
					<Value>https://www.vinted.lt</Value>
				</String>
				<String>
					<Key>UserName</Key>
					<Value>{s["email"]}</Value>
				</String>
			</Entry>
		</Group>
	</Root>
</KeePassFile>
"""


FAM_J.reg(
    "keepass_xml_export_escaped_vinted",
    ("Dokumentai/keepass_eksportas_<<date>>.xml", "USB/<<fa>>/KeePass_<<n>>.xml"),
    _keepass,
    _heart_pw,
    extra=lambda r, s: {"g1": b64(r, 16), "g2": b64(r, 16)},
    decode=dec_html_after(r'<Key>Password</Key>\s*<Value ProtectInMemory="True">([^<]+)</Value>'),
)


def _moji(text: str) -> str:
    return text.encode().decode("latin-1")


def _messenger(s):
    base = s["epoch"] * 1000
    doc = {
        "participants": [
            {"name": _moji(s["fn"] + " " + s["ln"])},
            {"name": _moji(s["fn2"] + " " + s["ln2"])},
        ],
        "messages": [
            {
                "sender_name": _moji(s["fn2"] + " " + s["ln2"]),
                "timestamp_ms": base + 90000,
                "content": _moji("Ačiū, prisijungiau. Įkelsiu tas žieminės striukes"),
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": _moji(s["fn"] + " " + s["ln"]),
                "timestamp_ms": base + 45000,
                "content": _moji("slaptažodis ") + s["cred"],
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": _moji(s["fn2"] + " " + s["ln2"]),
                "timestamp_ms": base,
                "content": _moji("Labas, koks dabar Vinted slaptažodis? Išmetė iš programėlės"),
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": _moji(s["fn2"] + " " + s["ln2"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n2']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2)


FAM_J.reg(
    "messenger_json_lithuanian_slaptazodis",
    (
        "messages/inbox/<<fa2>><<la2>>_<<n2>>/message_1.json",
        "facebook-<<fa>><<n>>/your_activity_across_facebook/messages/inbox/<<fa2>>_<<n2>>/message_1.json",
    ),
    _messenger,
    "human",
)

FAM_J.reg(
    "paysera_checkout_sign_password_php",
    ("parduotuve/config/paysera.php", "<<org>>/includes/paysera_<<n>>.php"),
    """<?php
// Paysera mokėjimai e. parduotuvėje <<dom>>
return [
    'projectid'     => <<n2>>,
    'sign_password' => '<<cred>>',
    'accepturl'     => 'https://<<dom>>/apmoketa',
    'cancelurl'     => 'https://<<dom>>/krepselis',
    'callbackurl'   => 'https://<<dom>>/paysera/callback',
    'test'          => 0,
    'currency'      => 'EUR',
];
""",
    "p:paysera",
    syntax="",
)

FAM_J.reg(
    "omniva_parcel_machine_api_ini",
    ("siuntos/omniva_<<org>>.ini", "config/omniva_<<n>>.ini"),
    """; Omniva paštomatų siuntų lipdukai (Kaunas, Savanorių pr.)
[omniva]
api_url = https://edixml.post.ee/epmx/services/messagesService.wsdl
username = <<n2>>
password = <<cred>>
partner_code = LT<<n>>

[siuntejas]
vardas = <<fn>> <<ln>>
telefonas = <<phone>>
miestas = <<city>>
""",
    "pw",
)


def _cookies(s):
    doc = [
        {
            "domain": ".vinted.lt",
            "expirationDate": s["epoch"] + 2592000,
            "hostOnly": False,
            "httpOnly": True,
            "name": "_vinted_fr_session",
            "path": "/",
            "sameSite": "lax",
            "secure": True,
            "session": False,
            "storeId": "0",
            "value": s["cred"],
        },
        {
            "domain": "www.vinted.lt",
            "hostOnly": True,
            "httpOnly": False,
            "name": "anon_id",
            "path": "/",
            "sameSite": "lax",
            "secure": True,
            "session": True,
            "storeId": "0",
            "value": s["uuid"],
        },
    ]
    return json.dumps(doc, indent=4)


FAM_J.reg(
    "vinted_session_cookie_export_json",
    ("vinted-bot/cookies.json", "Desktop/vinted_<<fa>>_cookies_<<n>>.json"),
    _cookies,
    lambda r, s: (
        b64(r, 300).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        + "--"
        + alnum(r, 40, "0123456789abcdef")
    ),
)

FAM_J.reg(
    "nextcloud_davfs2_secrets_line",
    ("etc/davfs2/secrets", "home/<<fa>>/.davfs2/secrets"),
    """# davfs2 secrets file - nuotraukų aplankas iš Nextcloud
# mount point / URL                                         user      password
https://cloud.<<dom>>/remote.php/dav/files/<<fa>>/Nuotraukos  <<fa>>  <<cred>>
""",
    "pw_bare",
    syntax="",
)

FAM_J.reg(
    "viber_backup_csv_reply_only_value",
    ("Viber/Viber <<fn2>> <<date>>.csv", "eksportas/viber_<<n>>.csv"),
    """Date,Time,Sender,Phone number,Message
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi>>:<<ss>>,<<fn2>> <<ln2>>,<<phone2>>,"Koks Omniva savitarnos slaptažodis? Reikia 12 lipdukų"
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi2>>:<<ss>>,<<fn>> <<ln>>,<<phone>>,<<cred>>
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi3>>:<<ss>>,<<fn2>> <<ln2>>,<<phone2>>,"Ačiū 👍"
""",
    "human_x",
    syntax="",
)


def _sml(s):
    rows = [
        ("Platforma", "Vartotojas", "Slaptažodis", "Pastabos"),
        ("Vinted", s["email"], s["cred"], "pagrindinė"),
        ("Vinted (antra)", s["email2"], "", "uždaryta"),
        ("Swedbank", s["n2"], "Smart-ID", ""),
    ]
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in row)
        + "</Row>"
        for row in rows
    )
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <DocumentProperties xmlns="urn:schemas-microsoft-com:office:office">
  <Author>{s["fn"]} {s["ln"]}</Author>
 </DocumentProperties>
 <Worksheet ss:Name="Paskyros">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


FAM_J.reg(
    "spreadsheetml_excel2003_paskyros",
    ("Dokumentai/paskyros_<<y>>.xml", "USB/<<fa>>/prisijungimai_<<n>>.xml"),
    _sml,
    "human",
)
