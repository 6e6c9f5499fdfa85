# ruff: noqa: E501
"""Family c: a wedding and event catering company near Kraków, Poland; Polish."""

from __future__ import annotations

import json

from hundrednineteenth_spec import Fam

FAM = Fam(
    name="wesele_catering_krakow",
    orgs=("pierogowo", "smakowita"),
    tld="pl",
    first=(
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Agnieszka", "agnieszka"),
        ("Krzysztof", "krzysztof"),
        ("Zofia", "zofia"),
        ("Łukasz", "lukasz"),
        ("Bożena", "bozena"),
    ),
    last=(
        ("Wiśniewska", "wisniewska"),
        ("Kowalczyk", "kowalczyk"),
        ("Zając", "zajac"),
        ("Wójcik", "wojcik"),
        ("Dąbrowski", "dabrowski"),
        ("Nowak", "nowak"),
    ),
    words=(
        "pierogi",
        "bigos",
        "wesele",
        "krakow",
        "wawel",
        "zurek",
        "oscypek",
        "kielbasa",
        "tatry",
        "wisla",
        "smacznego",
        "kapusta",
        "rosol",
        "sernik",
        "zakopane",
        "kotlet",
    ),
    pets=("burek", "azor", "reksio", "kropka", "puszek", "misia"),
    cc="+48 ",
    phrases=("sto lat", "gorzko gorzko", "na zdrowie"),
)


def _messenger(s):
    msgs = [
        {
            "sender_name": s["fn"] + " " + s["ln"],
            "timestamp_ms": int(s["ts"]) * 1000 + 9000,
            "content": "dzięki, działa 👍",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["fn2"] + " " + s["ln2"],
            "timestamp_ms": int(s["ts"]) * 1000 + 4000,
            "content": "hasło: " + s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["fn2"] + " " + s["ln2"],
            "timestamp_ms": int(s["ts"]) * 1000 + 2000,
            "content": "login to " + s["email"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["fn"] + " " + s["ln"],
            "timestamp_ms": int(s["ts"]) * 1000,
            "content": "Jak się logowało do panelu sali w Dworku? Muszę wgrać menu na sobotę",
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [{"name": s["fn"] + " " + s["ln"]}, {"name": s["fn2"] + " " + s["ln2"]}],
        "messages": msgs,
        "title": s["fn2"] + " " + s["ln2"],
        "is_still_participant": True,
        "thread_path": "inbox/" + s["fa2"] + "_" + str(s["n4"]),
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


FAM.reg(
    "wesele_messenger_json_haslo_panel_sali",
    (
        "messages/inbox/<<fa2>>_<<n4>>/message_1.json",
        "facebook-<<fa>><<n>>/messages/inbox/<<fa2>>_<<la2>>/message_1.json",
    ),
    _messenger,
    "human",
)

FAM.reg(
    "wesele_subiekt_gt_sqlserver_connection_ini",
    ("InsERT/Subiekt_GT_<<n>>.ini", "C/ProgramData/InsERT/gt/podmiot_<<org>>_<<n3>>.ini"),
    """[Serwer]
Nazwa=<<ip>>\\INSERTGT
Autentykacja=SQL
Uzytkownik=sa
Haslo=<<cred>>

[Podmiot]
Nazwa=<<orgc>> Catering Sp. z o.o.
Baza=<<org>>_<<y>>
NIP=67<<n4>><<n4>>
""",
    "pw",
)

FAM.reg(
    "wesele_fakturownia_api_token_bash_history",
    ("home/<<fa>>/.bash_history", "backup/laptop_biuro_<<n>>/.bash_history"),
    """ls faktury/
cd faktury && python3 eksport_wesela.py --miesiac <<mo>>
curl -s "https://<<org>>.fakturownia.pl/invoices.json?period=this_month&api_token=<<cred>>" | jq '.[].number'
curl -s https://<<org>>.fakturownia.pl/clients.json?api_token=<<cred>> -o klienci.json
git status
exit
""",
    "alnum:20",
    syntax="",
)

FAM.reg(
    "wesele_przelewy24_zadatek_php_config",
    ("zamowienia/config/przelewy24.php", "www/<<org>>-<<n>>/app/config/p24.php"),
    """<?php
// Przelewy24 - zadatki za wesela i komunie
return [
    'merchant_id' => <<n4>><<n3>>,
    'pos_id' => <<n4>><<n3>>,
    'crc' => '<<crc>>',
    'api_key' => '<<cred>>',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/zadatek/dziekujemy',
];
""",
    "hex:32",
    syntax="",
    extra=lambda r, s: {"crc": "".join(r.choice("0123456789abcdef") for _ in range(16))},
)

FAM.reg(
    "wesele_email_haslo_galeria_degustacji",
    ("Poczta/Wyslane/degustacja_<<dmyd>>.eml", "Thunderbird/Sent/galeria_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fa2>>.<<la2>>@gmail.com
Subject: Degustacja menu weselnego - zdjęcia i panel klienta
Date: <<dmy>> <<time>> +0100
Content-Type: text/plain; charset=UTF-8

Dzień dobry Pani <<fn2>>,

dziękujemy za sobotnią degustację! Zdjęcia dań i kalkulację znajdzie Pani w panelu klienta:
https://panel.<<dom>>/klient/<<n4>>
login: <<fa2>>.<<la2>>
hasło: <<cred>>

Prosimy o potwierdzenie liczby gości do końca miesiąca.

Pozdrawiam serdecznie
<<fn>> <<ln>>
<<orgc>> Catering, tel. <<phone>>
""",
    "human",
    syntax="",
)


def _shared(s):
    items = [
        "Imię",
        "Login POSbistro",
        "PIN/hasło",
        s["fn"],
        s["user"],
        s["cred"],
        s["fn2"],
        s["user2"],
        "zmiana hasła 1x w miesiącu",
    ]
    body = "".join(f"<si><t>{i}</t></si>" for i in items)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">{body}</sst>\n'


FAM.reg(
    "wesele_kelnerzy_xlsx_sharedstrings_posbistro",
    (
        "grafik_kelnerzy_<<mo>>_<<y>>/xl/sharedStrings.xml",
        "unzipped/obsada_<<n>>/xl/sharedStrings.xml",
    ),
    _shared,
    "pw_xml",
)

FAM.reg(
    "wesele_chlodnia_teltonika_sms_commands_note",
    ("notatki/teltonika_chlodnia_<<n>>.txt", "Dokumenty/auto_dostawcze_<<la>>.txt"),
    """Bus chłodnia KR <<n4>>X - lokalizator Teltonika FMB920
Komendy SMS na nr <<phone>> (format: login hasło komenda):
  <<fa>> <<cred>> getgps
  <<fa>> <<cred>> getinfo
  <<fa>> <<cred>> setdigout 1
Temperatura z czujnika: io 72 (odczyt w FOTA WEB)
""",
    "pw_alnum",
    syntax="",
)

FAM.reg(
    "wesele_nas_hyper_backup_id_rsa_bare",
    ("klucze/id_rsa_nas_<<n>>", "backup/synology_<<org>>_<<n3>>.key"),
    "<<cred>>\n",
    "pem",
    syntax="",
)
