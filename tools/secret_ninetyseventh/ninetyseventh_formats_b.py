# ruff: noqa: E501
"""Family b: a hospital pharmacy's store (apteka szpitalna, magazyn) in Poland: Polish;
AMMS on Oracle, ZSMOPL reporting, LAB-EL temperature loggers, Omnicell cabinets, KSeF
e-invoices, e-recepta (P1) integration."""

from __future__ import annotations

import json

from ninetyseventh_spec import Fam, shared_strings

F = Fam(
    name="apteka_szpitalna_magazyn",
    prefix="apteka",
    orgs=("szpitalwisla", "wojewodzki", "medikraks", "szpitalmazur", "zozlublin"),
    tld="pl",
    first=(
        ("Agnieszka", "agnieszka"),
        ("Małgorzata", "malgorzata"),
        ("Krzysztof", "krzysztof"),
        ("Paweł", "pawel"),
        ("Joanna", "joanna"),
        ("Tomasz", "tomasz"),
        ("Łukasz", "lukasz"),
        ("Ewa", "ewa"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewska", "wisniewska"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Zieliński", "zielinski"),
        ("Dąbrowska", "dabrowska"),
    ),
    words=(
        "apteka",
        "magazyn",
        "szpital",
        "wisla",
        "zubr",
        "bocian",
        "pierogi",
        "lipiec",
        "slonce",
        "jesien",
        "tatry",
        "mazury",
        "legia",
        "kopernik",
        "bursztyn",
        "sokol",
    ),
    pets=("burek", "azor", "reksio", "filemon", "mruczek", "kicia", "puszek"),
    cc="+48",
    cities=("krakow", "lodz", "poznan", "lublin", "gdansk", "wroclaw", "rzeszow"),
    walks=("qwerty", "1qaz2wsx", "qazwsx", "zaq12wsx", "asdfgh"),
    tz="+0200",
)

F.reg(
    "amms_sqlplus_raport_zuzycia_bat",
    (
        "C:/Apteka/raporty/zuzycie_oddzialy_<<n>>.bat",
        "\\\\<<org>>-fs\\apteka\\skrypty\\eksport_<<mo>>.bat",
    ),
    """@echo off
rem Raport zuzycia lekow wg oddzialow - AMMS (Oracle)
set NLS_LANG=POLISH_POLAND.EE8MSWIN1250
set OKRES=<<y>>-<<mo>>
sqlplus -s amms_apteka/<<cred>>@AMMSPROD @C:\\Apteka\\raporty\\zuzycie.sql %OKRES% > C:\\Apteka\\raporty\\zuzycie_%OKRES%.csv
echo Gotowe. Plik w C:\\Apteka\\raporty
""",
    "pw_bare",
    "",
)

F.reg(
    "zsmopl_komunikat_wyslij_py",
    ("zsmopl/wyslij_raport_<<n>>.py", "apteka-<<org>>/zsmopl_client.py"),
    """\"\"\"Wysyłka komunikatów do ZSMOPL (raporty dobowe obrotu) - apteka szpitalna <<orgc>>.\"\"\"

import requests
from requests_pkcs12 import post

ZSMOPL_URL = "https://zsmopl.ezdrowie.gov.pl/zsmopl-ws/raportowanie"
ID_PODMIOTU = "<<nnnn>><<nnn>>"
CERT_P12 = r"C:\\Apteka\\certyfikaty\\zsmopl_<<org>>.p12"
P12_PASSWORD = '<<cred>>'


def wyslij(xml_path):
    with open(xml_path, "rb") as f:
        body = f.read()
    return post(
        ZSMOPL_URL,
        data=body,
        headers={"Content-Type": "application/xml"},
        pkcs12_filename=CERT_P12,
        pkcs12_password=P12_PASSWORD,
        timeout=60,
    )
""",
    "pw_sq",
)

F.reg(
    "label_lbx_rejestratory_temp_ini",
    ("C:/LAB-EL/LBX/lbx_<<org>>.ini", "C:/ProgramData/LAB-EL/LBX<<n>>/serwer.ini"),
    """; LBX - monitoring temperatury magazynu leków (LB-515, LB-520)
[Serwer]
Port=5001
Lokalizacja=Apteka szpitalna - magazyn <<n>>

[BazaDanych]
Typ=MSSQL
Serwer=<<ip>>\\SQLEXPRESS
Baza=LBX_APTEKA
Uzytkownik=lbx_zapis
Haslo=<<cred>>

[Alarmy]
SMS=<<phone>>
Email=apteka@<<dom>>
ProgMin=2
ProgMax=8
""",
    "pw",
)

F.reg(
    "messenger_json_haslo_omnicell",
    (
        "messages/inbox/<<fa>><<la>>_<<nnnn>>/message_1.json",
        "facebook-<<user>>/messages/inbox/apteka_dyzur_<<nn>>/message_1.json",
    ),
    lambda s: json.dumps(
        {
            "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['fn2']} {s['ln2']}"}],
            "messages": [
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": s["ts"] * 1000 + 4120,
                    "content": "Dzięki, wszystko działa 👍",
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['fn2']} {s['ln2']}",
                    "timestamp_ms": s["ts"] * 1000 + 2210,
                    "content": str(s["cred"]),
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['fn2']} {s['ln2']}",
                    "timestamp_ms": s["ts"] * 1000 + 1800,
                    "content": f"login {s['user2']}, hasło zaraz wyślę osobno",
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": s["ts"] * 1000,
                    "content": "Cześć, jakie jest hasło do szafy Omnicell na SOR? Mam nocny dyżur",
                    "is_geoblocked_for_viewer": False,
                },
            ],
            "title": f"{s['fn2']} {s['ln2']}",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['nnnn']}",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "human",
)

F.reg(
    "ksef_faktury_token_dotenv",
    ("ksef-import/.env", "apteka-<<org>>/ksef/.env.production"),
    """# Import faktur zakupowych z KSeF do magazynu apteki
KSEF_ENV=prod
KSEF_NIP=<<nnn>><<nnn>><<nn>><<nn>>
KSEF_TOKEN=<<cred>>
IMPORT_DIR=/srv/apteka/faktury/<<y>>
""",
    "HEX:64",
    "",
)

F.reg(
    "notatka_przekazania_dyzuru_txt",
    ("Pulpit/przekazanie_dyzuru_<<dmy_dot>>.txt", "apteka/notatki/dyzur_<<date>>.txt"),
    """PRZEKAZANIE DYŻURU – apteka szpitalna, <<dmy_dot>>
od: mgr farm. <<fn>> <<ln>>   do: mgr farm. <<fn2>> <<ln2>>

- cytostatyki: przygotowane na oddział onkologii do 14:00, 2 zlecenia czekają
- lodówka nr <<n>>: alarm LAB-EL o 3:10, temp. wróciła do 5,1°C, wpis w zeszycie
- braki: heparyna 5000 j.m., zamówione w hurtowni na jutro
- AMMS moduł Apteka – konto tymczasowe dla praktykanta:
    login: prakt<<nn>>
    hasło: <<cred>>
  (po stażu zablokować!)
""",
    "human",
    "",
)

F.reg(
    "erecepta_p1_keystore_properties",
    (
        "apteka-integracja/src/main/resources/p1-<<org>>.properties",
        "/opt/apteka-p1/conf/application-prod<<n>>.properties",
    ),
    """# Integracja z platforma P1 (e-Recepta / e-Zlecenie) - apteka szpitalna
p1.endpoint=https://isus.ezdrowie.gov.pl/services/ObslugaReceptyWS
p1.idPodmiotu=<<nnnn>><<nnn>>
p1.keystore.path=/opt/apteka-p1/conf/wss_<<org>>.p12
p1.keystore.password=<<cred>>
p1.keystore.alias=<<org>>-wss
p1.tls.truststore=/opt/apteka-p1/conf/truststore.jks
""",
    "pw",
    "",
)

F.reg(
    "magazyn_xlsx_sharedstrings_hasla",
    (
        "konta_magazyn_<<y>>/xl/sharedStrings.xml",
        "wydruki/uzytkownicy_apteka_<<n>>/xl/sharedStrings.xml",
    ),
    lambda s: shared_strings(
        [
            "Użytkownik",
            "Imię i nazwisko",
            "System",
            "Hasło",
            str(s["user"]),
            f"{s['fn']} {s['ln']}",
            "AMMS Apteka",
            str(s["cred"]),
            str(s["user2"]),
            f"{s['fn2']} {s['ln2']}",
            "Omnicell",
            "karta + PIN",
        ]
    ),
    "human_x",
)
