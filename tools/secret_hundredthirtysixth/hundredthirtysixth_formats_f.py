# ruff: noqa: E501
"""Family f: a truck weighbridge (waga samochodowa) at an aggregate quarry in Świętokrzyskie, Poland."""

from __future__ import annotations

import html
import json

from hundredthirtysixth_spec import SYM_JSON, Fam, after, enc_xml, gen_pw, uuid4

F = Fam(
    name="poland_waga_samochodowa_kruszywo",
    orgs=("wagaskala", "kamieniolomek", "zwirbud"),
    tld="pl",
    first=(
        "piotr",
        "anna",
        "krzysztof",
        "katarzyna",
        "tomasz",
        "agnieszka",
        "pawel",
        "malgorzata",
        "lukasz",
        "magdalena",
    ),
    last=(
        "nowak",
        "kowalski",
        "wisniewski",
        "wojcik",
        "kaminski",
        "lewandowski",
        "zielinski",
        "szymanski",
        "wozniak",
        "dabrowski",
    ),
    words=(
        "kruszywo",
        "zwir",
        "piasek",
        "wywrotka",
        "kopalnia",
        "waga",
        "legia",
        "korona",
        "wisla",
        "kamien",
        "grys",
        "bazalt",
        "majowka",
        "barbórka",
    ),
    cities=("Kielce", "Chęciny", "Morawica", "Sitkówka", "Bukowa", "Piekoszów"),
    cc="+48 6",
    plates=("TK DDDDD", "TKI DDLL", "TLW DDDLL"),
    lfirst=(
        "Piotr",
        "Anna",
        "Krzysztof",
        "Katarzyna",
        "Tomasz",
        "Agnieszka",
        "Paweł",
        "Małgorzata",
        "Łukasz",
        "Magdalena",
    ),
    llast=(
        "Nowak",
        "Kowalski",
        "Wiśniewski",
        "Wójcik",
        "Kamiński",
        "Lewandowski",
        "Zieliński",
        "Szymański",
        "Woźniak",
        "Dąbrowski",
    ),
)


def _xml_pw(rng, s):
    while True:
        pw = gen_pw(rng, sym="&<>!#_")
        if any(c in pw for c in "&<>"):
            return pw


F.reg(
    "waga_program_wagowy_app_config_xml_entities",
    ("ProgramWagowy/<<org>>/ProgramWagowy.exe.config", "C/Waga/<<city>>/app.config.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="WagaDb"
         connectionString="Data Source=<<ip>>\\WAGA;Initial Catalog=Wazenia;User ID=waga;Password=<<enc>>;"
         providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Zaklad" value="<<orgu>> Sp. z o.o. - <<city>>" />
    <add key="Miernik" value="AXIS SE-01" />
    <add key="PortCOM" value="COM2" />
    <add key="DrukujKwit" value="true" />
    <add key="KameraPrzod" value="<<ip2>>" />
  </appSettings>
</configuration>
""",
    _xml_pw,
    syntax="xml",
    extra=lambda rng, s: {"enc": enc_xml(str(s["cred"]))},
    decode=lambda t: html.unescape(after(r"Password=((?:[^;&]|&[a-z]+;)*);", t)),
)

F.reg(
    "waga_subiekt_gt_sqlcmd_kopia_bat",
    ("Kopie/<<org>>/kopia_subiekt.bat", "Skrypty/<<org>>_backup_insertgt_<<n>>.bat"),
    """@echo off
REM Kopia bazy Subiekt GT przed zamknięciem miesiąca - <<orgu>>
REM autor: <<user>>, <<dmy_dot>>
set D=%DATE:~-4%%DATE:~3,2%%DATE:~0,2%
sqlcmd -S <<ip>>\\INSERTGT -U sa -P <<cred>> -Q "BACKUP DATABASE [<<orgu>>] TO DISK='D:\\Kopie\\<<org>>_%D%.bak' WITH INIT, COMPRESSION"
if errorlevel 1 (
  echo Blad kopii %D% >> D:\\Kopie\\bledy.log
) else (
  forfiles /p D:\\Kopie /m *.bak /d -30 /c "cmd /c del @path"
)
""",
    "pw_bare",
    syntax="",
)


def _bdo(s):
    cfg = {
        "bdo": {
            "apiUrl": "https://rejestr-bdo.mos.gov.pl/api/WasteRegister",
            "clientId": s["cid"],
            "clientSecret": s["cred"],
            "eupId": s["eup"],
            "numerRejestrowy": f"000{s['num6']}",
        },
        "kpo": {"kodOdpadu": "01 04 08", "automatycznePotwierdzenie": True},
        "waga": {"miejsce": s["city"], "stanowisko": s["n"]},
    }
    return json.dumps(cfg, indent=4, ensure_ascii=False) + "\n"


F.reg(
    "waga_bdo_kpo_api_client_json",
    ("integracja-bdo/<<org>>/appsettings.json", "Waga/<<org>>/bdo_<<city>>.json"),
    _bdo,
    "hex:128",
    extra=lambda rng, s: {"cid": uuid4(rng), "eup": uuid4(rng)},
)

F.reg(
    "waga_ksef_token_faktury_python",
    ("faktury_ksef/<<org>>/config.py", "integracje/<<org>>/ksef_wysylka.py"),
    '''"""Wysyłka faktur za kruszywo (z kwitów wagowych) do KSeF."""

KSEF_URL = "https://ksef.mf.gov.pl/api"
NIP = "<<num6>><<num4>>"
KSEF_TOKEN = "<<cred>>"

STAWKA_VAT = 23
KATALOG_KWITOW = r"D:\\Waga\\Kwity"
''',
    "p:ksef",
)

F.reg(
    "waga_whatsapp_haslo_program_zmiana",
    ("WhatsApp/Czat WhatsApp z <<full2>>.txt", "kopie/<<org>>/Czat WhatsApp z Waga <<city>>.txt"),
    """<<dmy_dot>>, <<hm>> - <<full2>>: Dzień dobry, jakie jest hasło do programu wagowego? nowy operator na drugiej zmianie
<<dmy_dot>>, <<hm2>> - <<full>>: login operator<<n>>
<<dmy_dot>>, <<hm2>> - <<full>>: hasło <<cred>>
<<dmy_dot>>, <<hm2>> - <<full>>: niech sobie zmieni po zalogowaniu
<<dmy_dot>>, <<hm3>> - <<full2>>: ok dzięki, działa
<<dmy_dot>>, <<hm3>> - <<full2>>: <<plate>> wjechała z grysem 8-16, waga brutto <<kg>> kg
""",
    "human",
    syntax="",
)

F.reg(
    "waga_kamera_anpr_modul_ini",
    ("Waga/<<org>>/ModulANPR.ini", "ProgramWagowy/<<city>>/kamery<<n>>.ini"),
    """[Ogolne]
Zaklad=<<orgu>>
Stanowisko=<<n>>
AutoOdczyt=1

[Kamera1]
Opis=Wjazd
Adres=<<ip>>
Port=80
Uzytkownik=admin
Haslo=<<cred>>
Kanal=1

[Kamera2]
Opis=Wyjazd
Adres=<<ip2>>
Port=80
Uzytkownik=admin
Kanal=1

[Zdjecia]
Katalog=D:\\Waga\\Zdjecia
Dni=90
""",
    "pw",
)

F.reg(
    "waga_email_haslo_teamviewer_serwis",
    (
        "Poczta/<<first>>/Serwis wagi - dostep zdalny.eml",
        "poczta/<<org>>/<<date>>_serwis_teamviewer.eml",
    ),
    """From: Serwis Wag Sp. j. <serwis@serwiswag-kielce.pl>
To: <<full>> <<<email>>>
Subject: Re: Waga samochodowa - błąd legalizacji
Date: <<d>> <<mon>> <<y>> <<hms>> +0200
Content-Type: text/plain; charset=utf-8

Dzień dobry Pani/Panie <<llast>>,

proszę zostawić włączony komputer wagowy, połączymy się zdalnie jutro około 8:00.
Ustawiłem stałe hasło do TeamViewera, żeby nie trzeba było dzwonić po każdy kod:

ID: 1 <<nnn>> <<nnn2>> <<nnn3>>
Hasło: <<cred>>

Proszę nie zmieniać ustawień miernika do naszej wizyty.

Pozdrawiam
<<full2>>
Serwis Wag Sp. j.
""",
    "human",
    syntax="",
)


def _szlaban(s):
    cfg = {
        "urzadzenie": "Sterownik szlabanu i sygnalizatorów S2",
        "siec": {"ip": s["ip"], "maska": "255.255.255.0", "brama": s["ip2"]},
        "web": {"login": "admin", "haslo": s["cred"], "port": 80},
        "wejscia": {"petla_wjazd": 1, "petla_wyjazd": 2},
        "wyjscia": {"szlaban": 1, "sygnalizator_czerwony": 2, "sygnalizator_zielony": 3},
        "firmware": "2.3.7",
    }
    return json.dumps(cfg, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "waga_sterownik_szlabanu_backup_json",
    ("kopie/<<org>>/sterownik_szlabanu_<<date>>.json", "Waga/<<city>>/szlaban<<n>>_backup.json"),
    _szlaban,
    lambda rng, s: gen_pw(rng, sym=SYM_JSON),
)
