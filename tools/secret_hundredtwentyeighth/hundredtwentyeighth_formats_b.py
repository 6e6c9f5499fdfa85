# ruff: noqa: E501
"""Family b: a hardware and tools store (sklep żelazny / narzędziowy) in Poland; Polish."""

from __future__ import annotations

import json

from hundredtwentyeighth_spec import SYM_INI, Fam, gen_pw

B = Fam(
    name="narzedziowy_zelazny",
    orgs=("ferrobaza", "narzedziex", "mlotekpol", "srubex"),
    tld="pl",
    first=(
        ("Krzysztof", "krzysztof"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
        ("Grzegorz", "grzegorz"),
        ("Ewa", "ewa"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
    ),
    words=(
        "mlotek",
        "młotek",
        "wiertarka",
        "sruba",
        "gwozdz",
        "kielce",
        "legia",
        "lech",
        "pierogi",
        "zubr",
        "bursztyn",
        "wisla",
        "tatry",
        "kasztan",
        "bigos",
        "dziadek",
        "sklep",
        "farba",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "kropka"),
    cc="+48",
    city="Kielce",
)

B.reg(
    "zelazny_subiekt_gt_sqlcmd_backup_bat",
    ("C/InsERT/backup_<<org>>.bat", "Pulpit/kopia_subiekt_<<year>>.bat"),
    """@echo off
rem Kopia bazy Subiekt GT sklepu <<org>> - uruchamiane z Harmonogramu zadań o 21:30
set SERWER=<<lan>>\\INSERTGT
set BAZA=<<org>>
sqlcmd -S %SERWER% -U sa -P <<cred>> -Q "BACKUP DATABASE [%BAZA%] TO DISK='D:\\Kopie\\%BAZA%_%date:~-4%%date:~3,2%%date:~0,2%.bak' WITH INIT"
if errorlevel 1 echo Błąd kopii >> D:\\Kopie\\log.txt
""",
    "pw_bare",
    syntax="",
)

B.reg(
    "zelazny_allegro_rest_client_secret_php",
    ("allegro/<<org>>/config.php", "integracje/allegro_<<fa>>.php"),
    """<?php
// Integracja Allegro REST API - wystawianie ofert z magazynu (<<org>>)
return [
    'allegro' => [
        'client_id' => '<<hex32>>',
        'client_secret' => '<<cred>>',
        'redirect_uri' => 'https://<<dom>>/allegro/callback',
        'sandbox' => false,
    ],
    'magazyn' => ['domyslny' => 'MAG-1', 'vat' => 23],
];
""",
    "p:allegro",
    syntax="",
    extra=lambda rng, s: {"hex32": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

B.reg(
    "zelazny_inpost_shipx_token_json",
    ("wysylki/<<org>>/inpost.json", "config/shipx_<<fa>>.json"),
    lambda s: json.dumps(
        {
            "organization_id": int(s["num"]),
            "api_url": "https://api-shipx-pl.easypack24.net/v1",
            "token": s["cred"],
            "default_sender": {"company_name": s["org"], "email": s["email"], "phone": s["phone"]},
            "paczkomat_domyslny": "KIE01M",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "p:jwt_hs",
)

B.reg(
    "zelazny_przelewy24_crc_sklep_ini",
    ("sklep/<<org>>/platnosci.ini", "shoper_<<year>>/p24.ini"),
    """[przelewy24]
merchant_id = <<num>>
pos_id = <<num>>
crc = <<cred>>
api_key = <<hex32>>
tryb = produkcja

[powiadomienia]
email = <<email>>
""",
    "p:p24",
    extra=lambda rng, s: {"hex32": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)


def _messenger(s):
    msgs = [
        {
            "sender_name": s["first"],
            "timestamp_ms": int(s["ts"]) * 1000 + 9000,
            "content": "dzięki, działa 👍",
        },
        {
            "sender_name": s["first2"],
            "timestamp_ms": int(s["ts"]) * 1000 + 5000,
            "content": s["cred"],
        },
        {
            "sender_name": s["first2"],
            "timestamp_ms": int(s["ts"]) * 1000 + 3000,
            "content": f"login {s['login']}",
        },
        {
            "sender_name": s["first"],
            "timestamp_ms": int(s["ts"]) * 1000,
            "content": "jakie jest hasło do panelu hurtowni? klient czeka na fakturę",
        },
    ]
    return json.dumps(
        {
            "participants": [{"name": s["first"]}, {"name": s["first2"]}],
            "messages": msgs,
            "title": s["first2"],
            "is_still_participant": True,
        },
        ensure_ascii=False,
        indent=2,
    )


B.reg(
    "zelazny_messenger_json_haslo_hurtownia",
    (
        "messages/inbox/<<fa2>>_<<num>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/hurtownia_<<num>>/message_1.json",
    ),
    _messenger,
    "human",
)

B.reg(
    "zelazny_sms_backup_xml_haslo_wifi",
    ("SMSBackupRestore/sms-<<date>>.xml", "telefon_<<fa>>/sms-<<num>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Dzień dobry, jutro przyjdzie nowy pracownik na magazyn, jakie hasło do wifi sklepu?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" subject="null" body="Sieć <<org>>_sklep, hasło <<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" subject="null" body="Ok dziękuję" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" contact_name="<<first>> <<last>>" />
</smses>
""",
    "human",
)

B.reg(
    "zelazny_przekazanie_zmiany_notatka_txt",
    ("Dokumenty/przekazanie_<<date>>.txt", "kierownik/<<fa>>_notatki_<<year>>.txt"),
    """PRZEKAZANIE SKLEPU - <<ddmm>>
od: <<first>> <<last>>  dla: <<first2>>

1. Dostawa farb Śnieżka w czwartek, paleta na zaplecze.
2. Kasa fiskalna Posnet - papier w szufladzie pod ladą.
3. Panel hurtowni (b2b.hurtownia-<<la>>.pl)
   login: <<login>>
   hasło: <<cred>>
4. Klucze do magazynu u pana <<last>>.
5. Nie wydawać towaru na fakturę bez NIP-u!
""",
    "human",
    syntax="",
)

B.reg(
    "zelazny_pc_market_kasa_ini",
    ("PCMarket/<<org>>/pcm.ini", "C/PCMarket7/kasa<<n>>.ini"),
    """[Baza]
Serwer=<<lan>>
Port=1433
Nazwa=PCM_<<org>>
Uzytkownik=pcmkasa
Haslo=<<cred>>

[Kasa]
Numer=<<n>>
Drukarka=POSNET_THERMAL_HD
Waga=Rhewa 82

[Etykiety]
Drukarka=Zebra GK420t
""",
    lambda rng, f: f.human(rng, "._-") if rng.random() < 0.5 else gen_pw(rng, sym=SYM_INI),
)
