"""Family d: a sawmill (fabrică de cherestea) in Bucovina, Romania (Romanian): SUMAL 2.0
timber-tracking logins, NETOPIA payments, a Siemens saw line over OPC UA, a drying-kiln Modbus
gateway, SmartBill invoicing, a DokuWiki shift handover."""
# ruff: noqa: E501

from __future__ import annotations

import json

from eightyninth_spec import Fam

D = Fam(
    name="cherestea_sawmill_romania",
    orgs=("brazilemn", "fagcarpatin", "bucovinatimber"),
    display=("Brazi Lemn SRL", "Fag Carpatin Prod SRL", "Bucovina Cherestea SA"),
    tld="ro",
    first=(
        ("Ion", "ion"),
        ("Maria", "maria"),
        ("Gheorghe", "gheorghe"),
        ("Ioana", "ioana"),
        ("Vasile", "vasile"),
        ("Elena", "elena"),
        ("Mihai", "mihai"),
        ("Ștefania", "stefania"),
        ("Dumitru", "dumitru"),
        ("Roxana", "roxana"),
    ),
    last=(
        ("Popescu", "popescu"),
        ("Ionescu", "ionescu"),
        ("Țurcanu", "turcanu"),
        ("Hrițcu", "hritcu"),
        ("Moldovan", "moldovan"),
        ("Lungu", "lungu"),
        ("Rusu", "rusu"),
        ("Bălan", "balan"),
    ),
    words=(
        "brad",
        "fag",
        "padure",
        "stejar",
        "carpati",
        "bucovina",
        "ciorba",
        "lupul",
        "rarau",
        "suceava",
        "dor",
        "mamaliga",
        "molid",
        "cerbul",
        "ursul",
        "dacia",
    ),
    pets=("grivei", "azorel", "lupu", "pisu", "bobita", "zuzu", "miti"),
    cc="+40",
    tz="+02:00",
)

D.reg(
    "cherestea_romanian_whatsapp_parola_sumal",
    ("WhatsApp/Conversație WhatsApp cu <<fac2>> <<n>>.txt", "chat/gater_<<d8>>.txt"),
    """<<dmy2>>, <<time>> - <<fac2>> <<la2>>: Bună dimineața, nu pot intra în SUMAL să emit avizul pentru camionul de la Vatra Dornei
<<dmy2>>, <<time>> - <<fac2>> <<la2>>: îmi zice parolă greșită
<<dmy2>>, <<time2>> - <<first>> <<last>>: Am schimbat-o ieri, era expirată. Utilizator: <<login>>
<<dmy2>>, <<time2>> - <<first>> <<last>>: Parola nouă e <<cred>>
<<dmy2>>, <<time2>> - <<fac2>> <<la2>>: Mersi, a mers. Avizul e emis, 28 mc rășinoase
""",
    cred="human",
    syntax="",
)

D.reg(
    "cherestea_sumal_client_config_json",
    ("sumal-client/<<org>>/config.json", "C/SUMAL2/depozit<<n2>>/settings.json"),
    lambda s: json.dumps(
        {
            "environment": "productie",
            "serviceUrl": "https://sumal.mmediu.ro/api",
            "operator": {"cui": f"RO{s['n']}{s['n2']}77", "depozit": f"DEP-{s['n']}"},
            "credentials": {"username": s["login"], "password": s["cred"]},
            "printer": "Epson LX-350",
            "autoSyncMinutes": 15,
        },
        indent=2,
        ensure_ascii=False,
    ),
    cred="pw_json",
)

D.reg(
    "cherestea_netopia_signature_api_env",
    ("magazin-<<org>>/.env", "shop/cherestea-<<n2>>/.env.production"),
    """# magazin online cherestea / peleți - plăți NETOPIA Payments
APP_URL=https://magazin.<<dom>>
NETOPIA_SIGNATURE=<<sig>>
NETOPIA_API_KEY=<<cred>>
NETOPIA_IS_LIVE=true
NETOPIA_NOTIFY_URL=https://magazin.<<dom>>/netopia/ipn
""",
    cred="b64u:48",
    syntax="",
    extra=lambda rng, s: s.update(
        sig="-".join(
            "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4))
            for _ in range(5)
        )
    ),
)

D.reg(
    "cherestea_saw_line_opcua_client_xml",
    ("linie-debitare/opcua_<<n2>>.xml", "scada/<<org>>/OpcUaClient.Config.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<OpcUaClientConfig>
  <!-- linia de debitare (gater panglică + multilamă), Siemens S7-1500 -->
  <Endpoint Url="opc.tcp://<<lan>>:4840" SecurityPolicy="Basic256Sha256" SecurityMode="SignAndEncrypt"/>
  <UserIdentity Type="UserName">
    <UserName>scada_citire</UserName>
    <Password><<cred>></Password>
  </UserIdentity>
  <Subscriptions PublishingInterval="1000">
    <Node Id="ns=3;s=&quot;DB_Gater&quot;.&quot;MetriCubi&quot;" Name="mc_zi"/>
    <Node Id="ns=3;s=&quot;DB_Gater&quot;.&quot;Avarie&quot;" Name="avarie"/>
  </Subscriptions>
</OpcUaClientConfig>
""",
    cred="pw_xml",
)

D.reg(
    "cherestea_dokuwiki_predare_tura_parola",
    (
        "dokuwiki/data/pages/gater/predare_tura_<<d8>>.txt",
        "wiki/pages/tura/<<yr>>_<<mo>>_<<n>>.txt",
    ),
    """====== Predare tură - <<dmy2>> ======

**Tura:** noapte (22:00-06:00)  **Predă:** <<first>> <<last>>  **Primește:** <<first2>> <<last2>>

===== Producție =====
  * gater panglică: 31,4 mc brad, 6,2 mc fag
  * uscătorul 2 la 18% umiditate, se scoate joi

===== Probleme =====
  * cuțitul de la multilamă schimbat, de comandat altul
  * PC-ul de la recepție buștean cere iar parola la Windows după update

===== Acces =====
^ Sistem ^ Utilizator ^ Parolă ^
| PC recepție (Windows) | receptie | <<cred>> |
| SUMAL | vezi plicul din seif | - |
""",
    cred="human_x",
    syntax="",
)

D.reg(
    "cherestea_kiln_drying_modbus_gateway_toml",
    ("uscator/gateway-<<n2>>.toml", "iot/<<org>>/kiln_gateway.toml"),
    """# gateway Modbus RTU -> MQTT pentru uscătoarele de cherestea (Mühlböck)
[modbus]
port = "/dev/ttyUSB0"
baud = 19200
slaves = [1, 2, 3]

[mqtt]
host = "<<ip>>"
port = 8883
username = "uscator<<n2>>"
password = "<<cred>>"
topic = "gater/uscator"
tls = true
""",
    cred="pw_dq",
)

D.reg(
    "cherestea_smartbill_api_token_js",
    ("facturare/smartbill_<<n>>.js", "scripts/<<org>>/factura_aviz.js"),
    """// emite factura în SmartBill după ce avizul SUMAL e închis
const axios = require('axios');

const SB_USER = '<<email>>';
const SB_TOKEN = '<<cred>>';
const auth = Buffer.from(`${SB_USER}:${SB_TOKEN}`).toString('base64');

module.exports = async function factura(aviz) {
  return axios.post('https://ws.smartbill.ro/SBORO/api/invoice', aviz, {
    headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
  });
};
""",
    cred="hex:32",
    syntax="",
)


def _fods(s: dict) -> str:
    rows = [
        ("Nume", "Post", "Utilizator", "Parolă"),
        (f"{s['first']} {s['last']}", "Recepție buștean", s["login"], s["cred"]),
        (f"{s['first2']} {s['last2']}", "Stivuitor", f"{s['fa2']}.{s['la2']}", "(resetată)"),
    ]
    body = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        f'<office:body><office:spreadsheet><table:table table:name="Angajati">{body}</table:table>'
        "</office:spreadsheet></office:body></office:document>\n"
    )


D.reg(
    "cherestea_flat_ods_angajati_parole",
    ("birou/angajati_<<yr>>_<<n>>.fods", "HR/parole_posturi_<<mo>><<yy>>.fods"),
    _fods,
    cred="human_x",
    syntax="xml",
)
