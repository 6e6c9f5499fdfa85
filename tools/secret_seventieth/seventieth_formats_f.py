# ruff: noqa: E501
"""Family f: an offshore call centre in Antananarivo (Madagascar), Malagasy and French."""

from __future__ import annotations

import json

from seventieth_spec import Fam, alnum, hexs, pick

F = Fam(
    name="antananarivo_offshore_callcentre",
    orgs=("tanaconnect", "analakelycall", "ivatofono"),
    tld="mg",
    first=(
        ("Hery", "hery"),
        ("Fara", "fara"),
        ("Tiana", "tiana"),
        ("Njaka", "njaka"),
        ("Voahangy", "voahangy"),
        ("Andry", "andry"),
        ("Mialy", "mialy"),
        ("Faniry", "faniry"),
    ),
    last=(
        ("Rakotomalala", "rakotomalala"),
        ("Randriamampionona", "randriamampionona"),
        ("Rasoanaivo", "rasoanaivo"),
        ("Andrianarisoa", "andrianarisoa"),
        ("Razafindrakoto", "razafindrakoto"),
        ("Ravelojaona", "ravelojaona"),
    ),
    words=(
        "tana",
        "analakely",
        "zebu",
        "ravitoto",
        "romazava",
        "mofo",
        "vanille",
        "varika",
        "baobab",
        "fitiavana",
        "tsara",
        "ankoay",
        "sakay",
        "koba",
        "fihavanana",
        "madio",
        "tantely",
        "vary",
    ),
    pets=("kiki", "rex", "bobby", "titi", "mimi", "vony"),
    towns=("Antananarivo", "Antsirabe", "Toamasina", "Fianarantsoa", "Ivato"),
    cc="+261",
)

F.reg(
    "tana_callcentre_vicidial_astguiclient_conf",
    ("etc/astguiclient.conf", "backup/<<org>>-dialer<<n>>/etc/astguiclient.conf"),
    """# astguiclient.conf - configuration file
# <<orgc>> - plateau <<town>>

PATHhome => /usr/share/astguiclient
PATHlogs => /var/log/astguiclient
PATHagi => /var/lib/asterisk/agi-bin
PATHweb => /var/www/html
PATHsounds => /var/lib/asterisk/sounds
PATHmonitor => /var/spool/asterisk/monitor

VARserver_ip => <<ip>>

VARDB_server => localhost
VARDB_database => asterisk
VARDB_user => cron
VARDB_pass => <<cred>>
VARDB_custom_user => custom
VARDB_port => 3306

VARactive_keepalives => 12345689EC
VARasterisk_version => 16.X
""",
    "pw",
    syntax="",
)

F.reg(
    "tana_callcentre_asterisk_pjsip_trunk_france",
    ("etc/asterisk/pjsip.conf", "asterisk/<<org>>/pjsip_trunks_<<d8>>.conf"),
    """; Trunk SIP vers l'opérateur en France (appels sortants campagne)
[trunk-fr]
type=registration
outbound_auth=trunk-fr-auth
server_uri=sip:sip.voixpro-telecom.fr
client_uri=sip:<<did>>@sip.voixpro-telecom.fr
retry_interval=60

[trunk-fr-auth]
type=auth
auth_type=userpass
username=<<did>>
password=<<cred>>

[trunk-fr-endpoint]
type=endpoint
context=from-trunk
disallow=all
allow=alaw,g729
outbound_auth=trunk-fr-auth
aors=trunk-fr-aor
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {"did": f"0033{rng.randint(100000000, 999999999)}"},
)


def _messenger(s: dict) -> str:
    msgs = [
        (s["fa2"], "Veloma! Tsy afaka miditra amin'ny CRM aho androany"),
        (s["fa"], "Inona ny olana?"),
        (s["fa2"], "Hadino ny teny miafina vaovao. Azonao omena ve?"),
        (s["fa"], s["cred"]),
        (s["fa2"], "Misaotra betsaka! Tafiditra aho"),
    ]
    data = {
        "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['fn2']} {s['ln2']}"}],
        "messages": [
            {
                "sender_name": f"{s['fn']} {s['ln']}"
                if who == s["fa"]
                else f"{s['fn2']} {s['ln2']}",
                "timestamp_ms": s["ms"] - i * 61000,
                "content": txt,
                "is_geoblocked_for_viewer": False,
            }
            for i, (who, txt) in enumerate(reversed(msgs))
        ],
        "title": f"{s['fn2']} {s['ln2']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['nnnn']}",
        "magic_words": [],
    }
    return json.dumps(data, ensure_ascii=False, indent=2)


F.reg(
    "tana_callcentre_malagasy_messenger_json_teny_miafina",
    (
        "messages/inbox/<<fa2>><<la2>>_<<nnnn>>/message_1.json",
        "facebook-<<fa>><<n>>/messages/inbox/<<fa2>>_<<nnnn>>/message_1.json",
    ),
    _messenger,
    "human",
)

F.reg(
    "tana_callcentre_mvola_merchant_api_python",
    ("mvola/paiement_recharge.py", "srv/<<org>>/mvola_client_<<n>>.py"),
    '''"""Paiement des bonus agents par MVola (API Telma)."""

import base64
import json
import urllib.request

CONSUMER_KEY = "<<ckey>>"
CONSUMER_SECRET = "<<cred>>"
MERCHANT_MSISDN = "034<<msisdn>>"


def access() -> str:
    basic = base64.b64encode(f"{CONSUMER_KEY}:{CONSUMER_SECRET}".encode()).decode()
    req = urllib.request.Request(
        "https://api.mvola.mg/token",
        data=b"grant_type=client_credentials&scope=EXT_INT_MVOLA_SCOPE",
        headers={"Authorization": "Basic " + basic, "Cache-Control": "no-cache"},
    )
    return json.load(urllib.request.urlopen(req))["access_token"]
''',
    "p:mvola_secret",
    extra=lambda rng, s: {"ckey": alnum(rng, 28), "msisdn": rng.randint(1000000, 9999999)},
)

F.reg(
    "tana_callcentre_french_email_client_acces_crm",
    ("mail/Inbox/<<d8>>_acces_crm.eml", "Thunderbird/<<fa>>/Inbox/<<nnnn>>.eml"),
    """From: Responsable Relation Client <crc@<<client>>.fr>
To: <<fn>> <<ln>> <<<email>>>
Subject: Accès CRM pour l'équipe de Tana - campagne fidélisation
Date: Thu, 6 Mar <<year>> <<time>>:00 +0100
Content-Type: text/plain; charset=utf-8

Bonjour <<fn>>,

Comme convenu, voici le compte partagé pour vos superviseurs sur notre CRM :

  URL : https://crm.<<client>>.fr
  Identifiant : tana.superviseur
  Mot de passe provisoire : <<cred>>

Merci de ne pas le diffuser aux téléconseillers, chacun aura son compte lundi.

Bien cordialement,
Service Relation Client
""",
    "human",
    extra=lambda rng, s: {
        "client": pick(rng, ("energiesud", "mutuelle-azur", "telecomplus", "assurvie"))
    },
)


def _ssml(s: dict) -> str:
    head = ("Matricule", "Agent", "Poste SIP", "Mot de passe SIP", "Plateau")
    rows = [head]
    for i in range(4):
        pw = s["cred"] if i == s["row"] else s["others"][i]
        rows.append(
            (f"TNR{s['nnnn'] + i}", s["names"][i], str(2000 + s["n"] * 10 + i), pw, s["town"])
        )

    def cell(v: str) -> str:
        return f'<Cell><Data ss:Type="String">{v}</Data></Cell>'

    body = "\n".join(f"   <Row>{''.join(cell(c) for c in r)}</Row>" for r in rows)
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Agents">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "tana_callcentre_agents_spreadsheetml_sip_logins",
    ("RH/agents_plateau_<<d8>>.xml", "Documents/<<orgc>>/postes_sip_<<n>>.xml"),
    _ssml,
    "pw_xml",
    extra=lambda rng, s: {
        "row": rng.randrange(4),
        "others": [alnum(rng, 12) for _ in range(4)],
        "names": [f"{pick(rng, F.first)[0]} {pick(rng, F.last)[0]}" for _ in range(4)],
    },
)

F.reg(
    "tana_callcentre_zoho_desk_refresh_token_env",
    ("ticketing/.env", "srv/<<org>>-sync/.env"),
    """# Synchronisation tickets Zoho Desk -> reporting
ZOHO_DC=eu
ZOHO_CLIENT_ID=1000.<<cid>>
ZOHO_CLIENT_SECRET=<<csec>>
ZOHO_REFRESH_TOKEN=<<cred>>
ZOHO_ORG_ID=<<orgid>>
REPORT_TZ=Indian/Antananarivo
""",
    lambda rng, fam: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
    extra=lambda rng, s: {
        "cid": alnum(rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "csec": hexs(rng, 42),
        "orgid": rng.randint(10**8, 10**9),
    },
)

F.reg(
    "tana_callcentre_microsip_ini_account",
    ("AppData/Roaming/MicroSIP/microsip.ini", "Users/<<fa>>/AppData/Roaming/MicroSIP/microsip.ini"),
    """[Settings]
accountId=1
singleMode=1
ringingSound=
audioCodecs=PCMA/8000/1 G729/8000/1
enableLog=0

[Account1]
label=<<orgc>> poste <<nn>>
server=<<ip>>
proxy=
domain=<<ip>>
username=<<nn>>
password=<<cred>>
authID=<<nn>>
displayName=<<fa>>
transport=udp
""",
    "pw",
)
