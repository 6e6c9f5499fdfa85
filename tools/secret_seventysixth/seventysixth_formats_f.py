# ruff: noqa: E501
"""Family f: a joinery and solid-wood furniture workshop in Małopolska, Poland (Polish)."""

from __future__ import annotations

import json
import quopri
import random

from seventysixth_spec import Fam, after, enc_qp

F = Fam(
    name="stolarnia_joinery_polish",
    orgs=("stolwerk", "debowydom", "heblarz"),
    tld="pl",
    first=(
        ("Krzysztof", "krzysztof"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
        ("Wojciech", "wojciech"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Stolarczyk", "stolarczyk"),
    ),
    words=(
        "dab",
        "buk",
        "sosna",
        "jesion",
        "orzech",
        "stolarz",
        "krzeslo",
        "komoda",
        "szafa",
        "debowy",
        "zakopane",
        "bieszczady",
        "wisla",
        "pierogi",
        "modrzew",
        "heblarka",
        "tatry",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "filemon", "kropka", "luna"),
    cc="+4860",
    places=("Krakow", "Poznan", "Gdansk", "Zakopane", "Rzeszow", "Nowytarg"),
)


# 1. Przelewy24 CRC key in .env.local
F.reg(
    "stolarnia_przelewy24_crc_symfony_env_local",
    ("var/www/<<org>>/.env.local", "srv/sklep-<<org>>/.env.local"),
    """APP_ENV=prod
APP_SECRET=<<h8>><<h8>><<h8>><<h8>>
DATABASE_URL="mysql://sklep@127.0.0.1:3306/<<org>>?serverVersion=8.0"
###> przelewy24 ###
P24_MERCHANT_ID=<<nn>><<n>>
P24_POS_ID=<<nn>><<n>>
P24_CRC=<<cred>>
P24_SANDBOX=0
###< przelewy24 ###
""",
    "p:p24_crc",
)

# 2. Allegro REST API client secret (YAML)
F.reg(
    "stolarnia_allegro_rest_client_secret_yaml",
    ("opt/<<org>>/allegro/config.yml", "home/<<fa>>/allegro-sync/config.yaml"),
    """# synchronizacja ofert mebli z Allegro
allegro:
  environment: production
  client_id: "<<h8>><<h8>><<h8>><<h8>>"
  client_secret: "<<cred>>"
  redirect_uri: "https://<<dom>>/allegro/callback"
  token_file: /opt/<<org>>/allegro/token.json
shop:
  name: "<<orgc>> meble z drewna"
  stock_sheet: /srv/magazyn/stany.csv
""",
    "p:allegro",
)


# 3. Quoted-printable Polish e-mail with an accented password (encoded)

_PL = (
    "Dębowa",
    "Żółw",
    "Jesień",
    "Sośnina",
    "Łódź",
    "Wiśnia",
    "Źdźbło",
    "Gałąź",
    "Świerk",
    "Ważka",
)


def _pl_pw(rng: random.Random, fam: Fam) -> str:
    w = rng.choice(_PL)
    form = rng.randrange(3)
    if form == 0:
        return f"{w}{rng.randint(1970, 2026)}{rng.choice('!#.')}"
    if form == 1:
        return f"{w}{rng.choice(fam.pets).capitalize()}{rng.randint(1, 99)}"
    return f"{rng.choice(fam.words)}.{w.lower()}{rng.randint(10, 99)}"


def _qp_mail(s: dict) -> str:
    body = (
        f"Cześć {s['fn2']},\n\n"
        f"przesyłam dostęp do panelu sklepu (zamówienia na stoły dębowe):\n"
        f"Login: {s['user']}\n"
        f"Hasło: {s['cred']}\n\n"
        f"Po zalogowaniu zmień hasło, proszę.\n"
        f"Pozdrawiam,\n{s['fn']} {s['ln']}\n{s['orgc']} - stolarnia\n"
    )
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        f"Subject: =?UTF-8?Q?Dost=C4=99p_do_panelu_sklepu?=\n"
        f"Date: Tue, {s['d']} Feb {s['y']} {s['hh']}:{s['mi']}:07 +0100\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(quopri.decodestring(body.encode()).decode(), "Hasło:")


F.reg(
    "stolarnia_polish_email_quoted_printable_haslo",
    ("Mail/Wyslane/<<date>>_panel.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    _qp_mail,
    _pl_pw,
    decode=_dec_qp,
)

# 4. .smbcredentials for the CNC nesting share
F.reg(
    "stolarnia_cnc_nesting_share_smbcredentials",
    ("home/<<fa>>/.smbcredentials", "root/.smb-cnc-<<org>>"),
    """username=cnc
password=<<cred>>
domain=WARSZTAT
""",
    "pw",
    syntax="",
)


# 5. Facebook Messenger JSON export in Polish


def _msgr(s: dict) -> str:
    t = int(s["ts"]) * 1000
    doc = {
        "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['fn2']} {s['ln2']}"}],
        "messages": [
            {
                "sender_name": f"{s['fn']} {s['ln']}",
                "timestamp_ms": t + 91000,
                "content": "Dzięki, działa 👍",
            },
            {
                "sender_name": f"{s['fn2']} {s['ln2']}",
                "timestamp_ms": t + 60000,
                "content": f"hasło do InPost Managera: {s['cred']}",
            },
            {
                "sender_name": f"{s['fn']} {s['ln']}",
                "timestamp_ms": t,
                "content": "Podeślesz hasło do InPostu? Muszę nadać komodę",
            },
        ],
        "title": f"{s['fn2']} {s['ln2']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['nn']}",
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "stolarnia_messenger_export_message_1_json",
    (
        "messages/inbox/<<fa2>><<la2>>_<<nn>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/<<fa2>>_<<n>>/message_1.json",
    ),
    _msgr,
    "human",
)

# 6. InPost ShipX token in PHP
F.reg(
    "stolarnia_inpost_shipx_bearer_php_client",
    ("var/www/<<org>>/src/Shipping/InpostClient.php", "home/<<fa>>/sklep/inpost.php"),
    """<?php
// Nadawanie paczek InPost (ShipX API) - meble małogabarytowe
const SHIPX_URL = 'https://api-shipx-pl.easypack24.net/v1';
const SHIPX_ORG_ID = <<nn>><<n>>;
const SHIPX_TOKEN = '<<cred>>';

function shipx_post(string $path, array $body): array {
    $ch = curl_init(SHIPX_URL . $path);
    curl_setopt_array($ch, [
        CURLOPT_POST => true,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . SHIPX_TOKEN, 'Content-Type: application/json'],
        CURLOPT_POSTFIELDS => json_encode($body),
    ]);
    return json_decode(curl_exec($ch), true);
}
""",
    "jwt",
    syntax="",
)

# 7. PowerShell backup of the Subiekt GT database
F.reg(
    "stolarnia_subiekt_gt_invoke_sqlcmd_ps1",
    ("Skrypty/backup_subiekt.ps1", "Users/<<fa>>/Documents/kopia_subiekt_<<n>>.ps1"),
    """# Kopia bazy Subiekt GT (InsERT) - uruchamiane z Harmonogramu zadań
$Data = Get-Date -Format 'yyyyMMdd'
Invoke-Sqlcmd -ServerInstance '.\\INSERTGT' -Username 'sa' -Password '<<cred>>' `
  -Query "BACKUP DATABASE [<<orgc>>] TO DISK = N'D:\\Kopie\\Subiekt_$Data.bak' WITH INIT"
Copy-Item "D:\\Kopie\\Subiekt_$Data.bak" '\\\\<<lan>>\\kopie\\' -Force
""",
    "pw_sq",
    syntax="",
)

# 8. Sticky-note OCR: AnyDesk on the CNC PC
F.reg(
    "stolarnia_cnc_pc_anydesk_sticky_note_ocr",
    ("Skany/karteczka_<<date>>.txt", "Pictures/OCR/cnc_pc_<<nn>>.txt"),
    """KOMPUTER CNC (hala 2)
AnyDesk: <<nn>> <<n>>8 <<nn>>
hasło
<<cred>>
nie wyłączać w nocy!!
""",
    "human",
)
