# ruff: noqa: E501
"""Family c: an outsourced call centre in Chișinău (Moldova): Romanian and Russian."""

from __future__ import annotations

import base64
import json
import random
import re

from fortyeighth_spec import Fam, dec_after

F = Fam(
    "chisinau_callcentre_moldova",
    "chisinau",
    ("nistrucall", "codrulinie", "botanicacc", "bacvonline"),
    "md",
    (
        "ion",
        "mihaela",
        "dumitru",
        "natalia",
        "vasile",
        "cristina",
        "serghei",
        "olga",
        "victor",
        "doina",
    ),
    ("rusu", "ciobanu", "lungu", "munteanu", "cebotari", "popa", "sandu", "rotaru"),
    (
        "codru",
        "nistru",
        "mamaliga",
        "vinul",
        "cricova",
        "botanica",
        "ciocana",
        "martisor",
        "dor",
        "izvor",
        "placinta",
        "orhei",
    ),
    "373",
    ("Chisinau", "Balti", "Orhei", "Ungheni", "Cahul"),
    local=(
        "Ion",
        "Mihaela",
        "Дмитрий",
        "Наталья",
        "Vasile",
        "Cristina",
        "Сергей",
        "Ольга",
        "Victor",
        "Doina",
    ),
)

F.reg(
    "asterisk_manager_conf_ami_secret",
    ("etc/asterisk/manager.conf", "pbx<<n>>/asterisk/manager.conf.<<date>>"),
    """;
; Asterisk Manager Interface - <<orgc>> contact centre
;
[general]
enabled = yes
port = 5038
bindaddr = 0.0.0.0
displayconnects = no

[crm_dialer]
secret = <<cred>>
deny = 0.0.0.0/0.0.0.0
permit = <<ip>>/255.255.255.255
read = system,call,log,verbose,command,agent,user,originate
write = system,call,agent,user,originate
writetimeout = 5000
""",
    "pw",
)


def _pjsip(rng: random.Random, s: dict) -> None:
    s["ext"] = 6000 + s["n"]


F.reg(
    "pjsip_trunk_auth_password",
    ("etc/asterisk/pjsip.d/trunk_<<org>>.conf", "pbx<<n>>/pjsip_wizard.conf"),
    """[moldtelecom-trunk]
type = registration
outbound_auth = moldtelecom-auth
server_uri = sip:sip.moldtelecom.md
client_uri = sip:<<n5>><<n3>>@sip.moldtelecom.md
retry_interval = 60

[moldtelecom-auth]
type = auth
auth_type = userpass
username = <<n5>><<n3>>
password = <<cred>>

[moldtelecom-aor]
type = aor
contact = sip:sip.moldtelecom.md

[<<ext>>]
type = endpoint
context = agents
disallow = all
allow = alaw,ulaw
auth = <<ext>>
aors = <<ext>>
""",
    "pw_bare",
    extra=_pjsip,
)

F.reg(
    "romanian_viber_copy_parola_crm",
    ("viber/<<city>>_supervizori_<<n>>.txt", "Desktop/viber_tura_noapte_<<date>>.txt"),
    """[<<dmy>> <<time>>] <<name>>: Bună seara, cine are parola de la CRM pentru contul de supervizor?
[<<dmy>> <<time>>] <<name2>>: eu
[<<dmy>> <<time2>>] <<name2>>: user: supervizor.noapte
[<<dmy>> <<time2>>] <<name2>>: parola: <<cred>>
[<<dmy>> <<time2>>] <<name>>: Mersi mult! Intru acum
[<<dmy>> <<time2>>] <<name2>>: nu uita să te deloghezi la 7 dimineața
""",
    "human",
)


def _tg(s: dict) -> str:
    msgs = [
        (s["lname"], "Коллеги, завтра переходим на новый софтфон"),
        (s["lname2"], "а логин/пароль те же?"),
        (s["lname"], f"нет, логин agent{s['n3']}"),
        (s["lname"], f"пароль: {s['cred']}"),
        (s["lname2"], "спасибо 👍"),
    ]
    out = []
    for i, (who, text) in enumerate(msgs):
        out.append(
            {
                "id": s["n5"] + i,
                "type": "message",
                "date": s["ts"],
                "date_unixtime": str(s["epoch"] + i * 40),
                "from": who,
                "from_id": f"user{5000000000 + s['n5'] * 7 + (i % 2)}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    doc = {
        "name": f"Смена {s['city']} — операторы",
        "type": "private_group",
        "id": 4000000000 + s["n5"],
        "messages": out,
    }
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


F.reg(
    "russian_telegram_json_parol_softphone",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_smena_<<n>>/result.json"),
    _tg,
    "human",
)


def _mime(rng: random.Random, s: dict) -> None:
    body = (
        f"Bună ziua, {s['first2'].capitalize()},\n\n"
        f"Vă trimit datele de acces pentru platforma de înregistrări a apelurilor (QA):\n\n"
        f"Adresa: https://qa.{s['dom']}/login\n"
        f"Utilizator: {s['user2']}\n"
        f"Parola: {s['cred']}\n\n"
        f"Vă rog să o schimbați la prima autentificare.\n\n"
        f"Cu stimă,\n{s['name']}\nDepartamentul IT, {s['orgc']}\n"
    )
    raw = base64.b64encode(body.encode()).decode()
    s["body"] = "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))
    s["bnd"] = f"----=_Part_{s['n5']}_{s['hex8']}"


def _dec_mime(text: str) -> str:
    part = text.split("Content-Transfer-Encoding: base64\n\n", 1)[1].split("\n--", 1)[0]
    return dec_after("Parola:", base64.b64decode(re.sub(r"\s", "", part)).decode())


F.reg(
    "mime_base64_email_parola_qa",
    ("Mail/Trimise/<<date>>_acces_qa_<<n>>.eml", "thunderbird/export/<<user2>>_qa.eml"),
    """From: <<name>> <it@<<dom>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?B?QWNjZXMgcGxhdGZvcm1hIFFB?=
Date: <<date>> <<time>>:40 +0200
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="<<bnd>>"

--<<bnd>>
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

<<body>>
--<<bnd>>--
""",
    "human",
    extra=_mime,
    decode=_dec_mime,
)

F.reg(
    "vicidial_astguiclient_conf",
    ("etc/astguiclient.conf", "vicibox<<n>>/astguiclient.conf.orig"),
    """# astguiclient.conf - configuration elements for the astguiclient package
# this is the astguiclient configuration file
# all comments will be lost if you run install.pl again

# Paths used by astGUIclient
PATHhome => /usr/share/astguiclient
PATHlogs => /var/log/astguiclient
PATHagi => /var/lib/asterisk/agi-bin
PATHweb => /srv/www/htdocs
PATHsounds => /var/lib/asterisk/sounds
PATHmonitor => /var/spool/asterisk/monitor

# The IP address of this machine
VARserver_ip => <<ip>>

# Database connection information
VARDB_server => <<ip>>
VARDB_database => asterisk
VARDB_user => cron
VARDB_pass => <<cred>>
VARDB_custom_user => custom
VARDB_custom_pass => <<hex8>>
VARDB_port => 3306

# Alpha-Numeric list of the astGUIclient processes to be kept running
VARactive_keepalives => 123468
""",
    "pw_bare",
)

F.reg(
    "genesys_cloud_oauth_client_py",
    ("reports/genesys_export_<<n>>.py", "<<org>>-wfm/genesys_client.py"),
    """import PureCloudPlatformClientV2 as pc

REGION = pc.PureCloudRegionHosts.eu_central_1
CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"


def client():
    pc.configuration.host = REGION.get_api_host()
    api = pc.api_client.ApiClient().get_client_credentials_token(CLIENT_ID, CLIENT_SECRET)
    return pc.AnalyticsApi(api)


if __name__ == "__main__":
    body = pc.ConversationAggregationQuery()
    body.interval = "<<date>>T00:00:00Z/<<date>>T23:59:59Z"
    body.metrics = ["tHandle", "tTalk", "nOffered"]
    print(client().post_analytics_conversations_aggregates_query(body))
""",
    "b64u:32",
)

F.reg(
    "agent_desk_sticky_note_ocr",
    ("scans/birou_<<n>>_ocr.txt", "QA/foto_pupitru_<<n3>>.ocr.txt"),
    """STATIA <<n>> - <<city>>
login Windows: agent<<n3>>
parola: <<cred>>
softfon ext. <<n3>>
NU LIPITI PAROLE PE MONITOR!!
""",
    "human",
)
