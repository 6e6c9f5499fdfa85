# ruff: noqa: E501
"""Family j: a family sawmill and timber yard buying from the state forests in Podlasie (Poland)."""

from __future__ import annotations

import json

from sixtythird_spec import Fam, pick

F = Fam(
    "tartak_lesny_podlasie",
    ("tartakbor", "tartakbor"),
    "pl",
    ("marek", "agnieszka", "tomasz", "katarzyna", "pawel", "ewa", "grzegorz", "joanna"),
    ("Marek", "Agnieszka", "Tomasz", "Katarzyna", "Paweł", "Ewa", "Grzegorz", "Joanna"),
    ("kowalski", "zielinska", "wisniewski", "sokolowska", "bielecki", "wozniak", "kaminski"),
    (
        "sosna",
        "dab",
        "brzoza",
        "tartak",
        "puszcza",
        "zubr",
        "bialowieza",
        "deski",
        "kloda",
        "trociny",
        "jodla",
        "swierk",
        "hajnowka",
        "narew",
        "burek",
        "azor",
        "misiek",
    ),
    "48",
)

_PL = ("Żubr", "Łoś", "Świerk", "Jodła", "Dąb", "Sójka", "Łąka", "Bóbr")


def _fb_cred(r, s):
    return f"{pick(r, _PL)}{pick(r, ('', '.', '_', '!'))}{pick(r, F.words)}{r.randint(1, 99)}"


def _fb_mojibake(v: str) -> str:
    return v.encode("utf-8").decode("latin-1")


def _fb(s: dict) -> str:
    ts = 1_700_000_000_000 + int(s["nn"]) * 1000
    msgs = [
        {
            "sender_name": _fb_mojibake("Paweł Bielecki"),
            "timestamp_ms": ts + 60000,
            "content": _fb_mojibake("dzięki, działa"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": _fb_mojibake(s["lfirst"] + " " + s["clast"]),
            "timestamp_ms": ts + 30000,
            "content": _fb_mojibake(f"hasło do e-drewna: {s['cred']}"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": _fb_mojibake("Paweł Bielecki"),
            "timestamp_ms": ts,
            "content": _fb_mojibake(
                "jakie jest hasło do e-drewna? muszę złożyć ofertę na dłużycę sosnową"
            ),
            "is_geoblocked_for_viewer": False,
        },
    ]
    return json.dumps(
        {
            "participants": [
                {"name": _fb_mojibake("Paweł Bielecki")},
                {"name": _fb_mojibake(s["lfirst"] + " " + s["clast"])},
            ],
            "messages": msgs,
            "title": _fb_mojibake("Paweł Bielecki"),
            "is_still_participant": True,
            "thread_path": f"inbox/pawelbielecki_{s['nn']}",
        },
        indent=2,
    )


def _fb_dec(text: str) -> str:
    for m in json.loads(text)["messages"]:
        c = m["content"].encode("latin-1").decode("utf-8")
        if c.startswith("hasło do e-drewna: "):
            return c.split(": ", 1)[1]
    raise ValueError("no message")


F.reg(
    "tartak_messenger_json_export_haslo_mojibake",
    (
        "facebook-<<first>>/messages/inbox/pawelbielecki_<<nn>>/message_1.json",
        "fb_export_<<org>>_<<n>>/message_1.json",
    ),
    _fb,
    _fb_cred,
    decode=_fb_dec,
)

F.reg(
    "tartak_edrewno_auction_sync_ini",
    ("C:/Tartak/edrewno_<<n>>.ini", "biuro/<<org>>/aukcje.ini"),
    """; zakupy drewna - aukcje internetowe (portal e-drewno)
[konto]
nip = 54<<nn>>2<<nn>>
login = <<user>>
haslo = <<cred>>

[filtry]
nadlesnictwa = Hajnówka,Bielsk,Browsk
sortymenty = WC0,WB0,S2A
""",
    "pw",
)

F.reg(
    "tartak_optymalizator_s7_plc_notatki",
    ("Dokumentacja/linia_ciecia_<<n>>.txt", "serwis/<<org>>_plc.txt"),
    """LINIA CIĘCIA — optymalizator (przekazanie po serwisie <<dmy>>)
Sterownik: Siemens S7-1200 CPU 1214C, IP <<ip>>
Panel KTP700: <<ip10>>
Ochrona know-how bloku FB_Optymalizacja — hasło: <<cred>>
Hasło dostępu do CPU (poziom pełny): <<cred2>>
Serwisant: <<lfirst>> <<clast>>, tel. <<phone>>
""",
    "pw",
    extra=lambda r, s: {"cred2": F.draw(r, "pw", s)},
)

F.reg(
    "tartak_ksef_token_faktury_python",
    ("faktury/ksef_wysylka_<<n>>.py", "skrypty/<<org>>_ksef.py"),
    '''"""Wysyłka faktur za tarcicę do KSeF (token autoryzacyjny z Aplikacji Podatnika)."""

import requests

NIP = "54<<nn>>2<<nn>>"
KSEF_TOKEN = "<<cred>>"
API = "https://ksef.mf.gov.pl/api"


def sesja() -> str:
    challenge = requests.post(
        f"{API}/online/Session/AuthorisationChallenge",
        json={"contextIdentifier": {"type": "onip", "identifier": NIP}},
        timeout=30,
    ).json()
    return challenge["challenge"]
''',
    "HEX:64",
)

F.reg(
    "tartak_email_haslo_ksiegowa_bank",
    ("Poczta/biuro_rachunkowe_<<n>>.eml", "Thunderbird/<<org>>/<<nn>>.eml"),
    """From: Biuro Rachunkowe Żubr <biuro@rachunki-hajnowka.pl>
To: <<email>>
Subject: dostęp do bankowości - przelewy za drewno
Date: Wed, <<d>> May <<year>> <<hms>> +0200
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Dzień dobry Panie <<lfirst>>,

ustawiłam dostęp tylko do podglądu rachunku, żeby rozliczać faktury z nadleśnictw.
Identyfikator: <<nn>><<n>>
Hasło tymczasowe: <<cred>>

Proszę zmienić po zalogowaniu.
Pozdrawiam, Joanna
""",
    "human",
)

F.reg(
    "tartak_suszarnia_kiln_controller_json",
    ("suszarnia/komora_<<n>>.json", "suszarnie/<<org>>/config.json"),
    """{
  "komora": <<n>>,
  "sterownik": "KDS-200",
  "program": "sosna_25mm",
  "temperatura_max_c": 78,
  "wilgotnosc_docelowa_pct": 12,
  "zdalny_dostep": {
    "adres": "<<ip>>",
    "uzytkownik": "serwis",
    "haslo": "<<cred>>"
  },
  "alarmy_sms": ["<<phone>>"]
}
""",
    "pw_json",
)

F.reg(
    "tartak_przelewy24_sklep_env",
    ("sklep-drewno/.env", "deploy/<<org>>_<<n>>.env"),
    """APP_URL=https://sklep.<<dom>>
P24_MERCHANT_ID=<<mid>>
P24_POS_ID=<<mid>>
P24_CRC=<<crc>>
P24_API_KEY=<<cred>>
P24_SANDBOX=false
""",
    "hex:32",
    extra=lambda r, s: {"mid": F.draw(r, "digits:6", s), "crc": F.draw(r, "hex:16", s)},
)

F.reg(
    "tartak_subiekt_sqlcmd_bat_backup",
    ("C:/Kopie/backup_subiekt_<<n>>.bat", "biuro/<<org>>_kopia.bat"),
    """@echo off
rem kopia bazy Subiekt/Rachmistrz co piatek
set DATA=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S <<host>>\\INSERTGT -U sa -P <<cred>> -Q "BACKUP DATABASE [TARTAK_<<year>>] TO DISK='D:\\Kopie\\tartak_%DATA%.bak'"
""",
    "pw_bare",
)
