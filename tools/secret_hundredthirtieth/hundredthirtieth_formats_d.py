# ruff: noqa: E501
"""Family d: a freight forwarder's desk in Gdynia, Poland (Polish; PUESC / AIS web services,
Trans.eu, Subiekt GT, SENT GPS locators, KSeF, FileZilla, Messenger)."""

from __future__ import annotations

import json

from hundredthirtieth_spec import Fam, after, dec_b64, enc_b64, pick, reg

F = Fam(
    name="spedycja_gdynia_forwarder_desk",
    orgs=("baltspedix", "mewalogistyka", "kaszubcargo", "sopotfracht", "helspedycja"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Katarzyna", "katarzyna"),
        ("Michał", "michal"),
        ("Magdalena", "magdalena"),
        ("Tomasz", "tomasz"),
        ("Joanna", "joanna"),
    ),
    last=(
        ("Kowalski", "kowalski"),
        ("Wiśniewska", "wisniewska"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Szymański", "szymanski"),
    ),
    words=(
        "gdynia",
        "baltyk",
        "kontener",
        "spedycja",
        "morze",
        "statek",
        "bursztyn",
        "kaszuby",
        "mewa",
        "pierogi",
        "sopot",
        "wiosna",
        "jesien",
        "kotwica",
        "latarnia",
        "dar",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "kicia", "fafik", "luna"),
    places=("Gdynia", "Gdansk", "Sopot", "Rumia", "Reda", "Wejherowo"),
    cc="+4850",
)

PL_WORDS = ("Łódka", "Żuraw", "Wrzesień", "Gdańsk", "Źródło", "Słońce", "Żaglówka", "Kościół")

reg(
    F,
    "spedycja_puesc_ais_zeep_client_ini",
    ("puesc/puesc_client.ini", "config/ais_<<org>>.ini"),
    """; klient usług sieciowych PUESC (AIS/IMPORT, AIS/EXPORT) - zeep + WS-Security
[puesc]
wsdl = https://puesc.gov.pl/seap_ws/services/AIS?wsdl
login = <<user>>.<<org>>
haslo = <<cred>>
nr_eori = PL58<<big>>00000
timeout = 60

[kolejka]
katalog_wyjscie = /srv/puesc/out
katalog_upo = /srv/puesc/upo
""",
    "human",
)

reg(
    F,
    "spedycja_trans_eu_api_integration_yaml",
    ("integrations/transeu.yaml", "config/gielda_<<n>>.yaml"),
    """# integracja z giełdą Trans.eu - wystawianie zleceń frachtu
transeu:
  api_url: https://api.platforma.trans.eu
  auth_url: https://auth.system.trans.eu/oauth2/token
  client_id: "<<org>>-tms"
  client_secret: "<<cred>>"
  company_id: <<big>>
  default_loading_place: "Gdynia, Terminal <<place>>"
poll_minutes: 5
""",
    "p:transeu",
)


def _pl_cred(rng, s):
    return (
        f"{pick(rng, PL_WORDS)}{pick(rng, ('', '_', '.'))}{rng.randint(10, 2026)}{pick(rng, '!#*')}"
    )


def _mojibake(t: str) -> str:
    return t.encode("utf-8").decode("latin-1")


def _messenger(s):
    msgs = [
        (s["fn2"] + " " + s["ln2"], "Dobra, wszystko jasne, dzięki 🙏"),
        (s["fn"] + " " + s["ln"], f"hasło do portalu: {s['cred']}"),
        (s["fn"] + " " + s["ln"], f"login do portalu armatora: {s['user']}"),
        (s["fn2"] + " " + s["ln2"], f"Potrzebuję zalogować się do Maersk, kontener {s['box']}"),
    ]
    data = {
        "participants": [
            {"name": _mojibake(s["fn"] + " " + s["ln"])},
            {"name": _mojibake(s["fn2"] + " " + s["ln2"])},
        ],
        "messages": [
            {
                "sender_name": _mojibake(who),
                "timestamp_ms": int(s["epoch"]) * 1000 - i * 60000,
                "content": _mojibake(c),
                "is_geoblocked_for_viewer": False,
            }
            for i, (who, c) in enumerate(msgs)
        ],
        "title": _mojibake(s["fn2"] + " " + s["ln2"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['big']}",
    }
    return json.dumps(data, indent=2) + "\n"


def _dec_messenger(t: str) -> str:
    for m in json.loads(t)["messages"]:
        c = m["content"].encode("latin-1").decode("utf-8")
        if c.startswith("hasło do portalu: "):
            return c[len("hasło do portalu: ") :]
    raise ValueError("no password message")


reg(
    F,
    "spedycja_messenger_json_mojibake_haslo",
    (
        "your_activity_across_facebook/messages/inbox/<<fa2>><<la2>>_<<big>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/<<fa2>>_<<n>>/message_1.json",
    ),
    _messenger,
    _pl_cred,
    decode=_dec_messenger,
)

reg(
    F,
    "spedycja_subiekt_gt_sqlcmd_backup_bat",
    ("backup/subiekt_kopia.bat", "C/Skrypty/kopia_<<n>>.bat"),
    """@echo off
rem Kopia bazy Subiekt GT (InsERT) - uruchamiane z harmonogramu zadań co noc
set SERWER=<<ip>>\\INSERTGT
set BAZA=<<orgu>>_GT
sqlcmd -S %SERWER% -U sa -P <<cred>> -Q "BACKUP DATABASE [%BAZA%] TO DISK='D:\\Kopie\\%BAZA%_%DATE:~-4%%DATE:~3,2%%DATE:~0,2%.bak' WITH INIT"
if errorlevel 1 echo Blad kopii %DATE% >> D:\\Kopie\\bledy.log
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "spedycja_sent_gps_locator_gateway_json",
    ("sent/locator_gateway.json", "config/sent_geo_<<n>>.json"),
    """{
  "system": "SENT-GEO",
  "operator": "<<orgc>> Sp. z o.o.",
  "endpoint": "https://sentgeo.puesc.gov.pl/api/v1/locations",
  "locators": ["<<big>>", "<<nn>>77"],
  "apiKey": "<<cred>>",
  "intervalSeconds": 120
}
""",
    "uuid",
)

reg(
    F,
    "spedycja_polish_email_haslo_portal_armatora",
    ("Poczta/Odebrane/<<epoch>>.eml", "mail/<<fa>>/INBOX/<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Re: dostęp do portalu armatora (booking <<bl>>)
Date: Thu, 12 Feb <<year>> 15:03:10 +0100
Content-Type: text/plain; charset=UTF-8

Cześć <<fn>>,

na czas mojego urlopu przejmujesz bookingi. Dane do portalu armatora:
login: <<email2>>
hasło: <<cred>>

Kontener <<box>> ma zwolnienie z terminalu BCT, awizacja na piątek.
Nie zmieniaj hasła, bo mam je też w TMS-ie.

Pozdrawiam,
<<fn2>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "spedycja_comarch_optima_ksef_token_env",
    ("ksef/.env", "srv/<<org>>/optima-ksef-bridge/.env"),
    """# mostek Comarch ERP Optima -> KSeF (faktury ustrukturyzowane)
KSEF_ENV=prod
KSEF_NIP=58<<big>>
KSEF_TOKEN=<<cred>>
OPTIMA_SQL=<<ip>>\\OPTIMA
OPTIMA_DB=CDN_<<orgu>>
""",
    "HEX:64",
    syntax="",
)

reg(
    F,
    "spedycja_filezilla_sitemanager_base64_pass",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>edi.<<dom>></Host>
            <Port>21</Port>
            <Protocol>4</Protocol>
            <Type>0</Type>
            <User><<user>></User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <Name>EDI agent <<place>> (IFTMIN)</Name>
            <SyncBrowsing>0</SyncBrowsing>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
    enc=lambda cred, s: enc_b64(cred),
    decode=lambda t: dec_b64(after(t, '<Pass encoding="base64">', "<")),
)
