# ruff: noqa: E501
"""Family g: a cobbler and key-cutter (szewc, dorabianie kluczy) in Wrocław, Poland (Polish)."""

from __future__ import annotations

import json

from hundredtwentyseventh_spec import Fam

F = Fam(
    name="szewc_keycutter_wroclaw",
    prefix="szewc",
    orgs=("kluczyk", "odrashoe", "szewcnarynku", "obcasik"),
    shops=("Szewc i Klucze „Kluczyk”", "Naprawa Obuwia Odra", "Szewc na Rynku – dorabianie kluczy"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Krzysztof", "krzysztof"),
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
    ),
    last=(
        ("Wiśniewski", "wisniewski"),
        ("Kowalska", "kowalska"),
        ("Wójcik", "wojcik"),
        ("Zieliński", "zielinski"),
        ("Szymańska", "szymanska"),
    ),
    words=(
        "szewc",
        "klucze",
        "obcas",
        "podeszwa",
        "wroclaw",
        "slask",
        "odra",
        "krasnal",
        "pierogi",
        "zubr",
        "bursztyn",
        "kotwica",
        "rynek",
        "slezanin",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "kropka", "puszek"),
    cc="+48",
    places=("Krzyki", "Biskupin", "Nadodrze", "Psie Pole"),
)

F.reg(
    "przelewy24_crc_key_php",
    ("sklep/config/p24_<<n>>.php", "wp-content/plugins/<<org>>-p24/config.php"),
    """<?php
// Przelewy24 – zaliczki za naprawy wysyłkowe
define('P24_MERCHANT_ID', <<n3>><<n3>>);
define('P24_POS_ID', <<n3>><<n3>>);
define('P24_CRC', '<<hx>><<n3>>a');
define('P24_API_KEY', '<<cred>>');
define('P24_SANDBOX', false);
""",
    "p:p24",
    "",
)

F.reg(
    "ksiegowa_email_haslo_subiekt",
    ("poczta/<<date>>_ksiegowa_<<n>>.eml", "Thunderbird/Wysłane/<<ts>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: biuro@rachunki-<<la2>>.pl
Subject: Dostęp do Subiekta – zakład <<place>>
Date: Thu, <<d>> May <<year>> <<hms>> +0200
Content-Type: text/plain; charset=UTF-8

Dzień dobry Pani <<fn2>>,

przesyłam dane do zdalnego logowania do Subiekta (przez AnyDesk):
użytkownik: <<user>>
hasło: <<cred>>

Faktury za kwiecień są już wystawione, paragony z kasy fiskalnej wyślę jutro.
Pozdrawiam
<<fn>> <<ln>>
""",
    "human",
    "",
)

F.reg(
    "silca_key_machine_cloud_ini",
    ("C:/Silca/Futura/config_<<n>>.ini", "ProgramData/Silca/<<org>>/futura.ini"),
    """; Silca Futura – połączenie z bazą kodów i aktualizacjami
[Machine]
Model=Futura Pro
Serial=FP<<n3>><<n3>>
Port=COM<<n>>

[Cloud]
Server=https://keycode.<<dom>>/api
Account=<<org>>
Password=<<cred>>
AutoUpdate=1
""",
    "pw",
)


def _msg(s):
    ts = int(s["ms"])
    doc = {
        "participants": [{"name": str(s["fn"]) + " " + str(s["ln"])}, {"name": str(s["fn2"])}],
        "messages": [
            {"sender_name": str(s["fn2"]), "timestamp_ms": ts + 60000, "content": str(s["cred"])},
            {
                "sender_name": str(s["fn"]) + " " + str(s["ln"]),
                "timestamp_ms": ts,
                "content": "jakie jest nowe hasło do kamery w zakładzie?",
            },
        ],
        "title": str(s["fn2"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}_{s['n3']}",
    }
    return json.dumps(doc, indent=2, ensure_ascii=False)


F.reg(
    "messenger_json_reply_only_haslo",
    (
        "messages/inbox/<<fa2>>_<<n3>>/message_1.json",
        "facebook-<<org>>/messages/inbox/<<fa2>>_<<n>>/message_1.json",
    ),
    _msg,
    "human",
)

F.reg(
    "smsapi_pl_odbior_naprawy_python",
    ("powiadomienia/smsapi_<<n>>.py", "<<org>>/sms_gotowe.py"),
    '''"""SMS do klienta: naprawa gotowa do odbioru (SMSAPI.pl)."""

from smsapi.client import SmsApiPlClient

TOKEN = "<<cred>>"
client = SmsApiPlClient(access_token=TOKEN)


def gotowe(numer: str, kwit: str) -> None:
    client.sms.send(to=numer, message=f"Buty z kwitu {kwit} gotowe do odbioru. {<<n>>} zl. Szewc <<place>>")
''',
    "p:smsapi",
)

F.reg(
    "subiekt_gt_sqlcmd_backup_bat",
    ("C:/Subiekt/backup_<<n>>.bat", "Skrypty/kopia_subiekt_<<place>>.bat"),
    """@echo off
rem Kopia bazy Subiekt GT (InsERT) na dysk USB
set DATA=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S <<lan>>\\INSERTGT -U sa -P <<cred>> -Q "BACKUP DATABASE [<<org>>] TO DISK='E:\\kopie\\subiekt_%DATA%.bak'"
if errorlevel 1 echo BLAD KOPII >> E:\\kopie\\log.txt
""",
    "pw_bare",
    "",
)

F.reg(
    "allegro_rest_client_secret_env",
    ("allegro-sync/.env", "integracje/allegro_<<n>>/.env"),
    """# Sprzedaż kluczy i akcesoriów na Allegro
ALLEGRO_CLIENT_ID=<<hx>><<hx>><<n3>>
ALLEGRO_CLIENT_SECRET=<<cred>>
ALLEGRO_REDIRECT_URI=https://<<dom>>/allegro/callback
MAGAZYN=<<place>>
""",
    "p:allegro",
    "",
)

F.reg(
    "fakturownia_api_token_yaml",
    ("faktury/fakturownia_<<n>>.yaml", "config/<<org>>-fakturownia.yml"),
    """# Fakturownia.pl – faktury za dorabianie kluczy dla wspólnot mieszkaniowych
fakturownia:
  domain: <<org>>.fakturownia.pl
  api_token: '<<cred>>/<<org>>'
  department_id: <<n3>><<n>>
  default_tax: 23
""",
    "alnum:20",
)
