# ruff: noqa: E501
"""Family a: a small-animal veterinary clinic in Kraków (Poland, Polish)."""

from __future__ import annotations

import random

from eightyfirst_spec import FA as F
from eightyfirst_spec import Slots, dec_qp_after, enc_qp, hexs, pick, spreadsheetml, wa

F.reg(
    "provet_cloud_sync_python_token",
    ("scripts/provet_sync_<<org>>.py", "opt/<<org>>/provet/eksport_wizyt_<<yy>>.py"),
    '''"""Eksport wizyt z Provet Cloud do arkusza księgowej (<<fn>> <<ln>>, <<date>>)."""

import csv
import datetime

import requests

PROVET_URL = "https://provetcloud.com/<<id6>>/api/0.1"
PROVET_TOKEN = "<<cred>>"
HEADERS = {"Authorization": f"Token {PROVET_TOKEN}", "Accept": "application/json"}


def wizyty(dzien: datetime.date) -> list[dict]:
    r = requests.get(
        f"{PROVET_URL}/consultation/",
        headers=HEADERS,
        params={"start_date": dzien.isoformat(), "limit": 500},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["results"]


if __name__ == "__main__":
    with open("wizyty.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, delimiter=";")
        for v in wizyty(datetime.date.today()):
            w.writerow([v["id"], v["client"], v["patient"], v["invoice_total"]])
''',
    "hex:40",
)

F.reg(
    "przelewy24_php_config_crc",
    ("www/<<org>>.pl/config/przelewy24.php", "sklep-<<org>>/app/config/platnosci_<<yy>>.php"),
    """<?php
// Płatności online za wizyty i karmy weterynaryjne - Przelewy24
// konto: <<email>>, ustawione <<date>>
return [
    'p24' => [
        'merchant_id' => 1<<id6>>,
        'pos_id'      => 1<<id6>>,
        'crc'         => '<<crc>>',
        'api_key'     => '<<cred>>',
        'sandbox'     => false,
        'url_return'  => 'https://<<dom>>/platnosc/dziekujemy',
        'url_status'  => 'https://<<dom>>/api/p24/status',
    ],
];
""",
    "p:p24_api",
    extra=lambda rng, s: {"crc": hexs(rng, 16)},
)

F.reg(
    "rtg_orthanc_pacs_registered_users_json",
    ("etc/orthanc/orthanc.json", "srv/rtg/orthanc-<<org>>.json"),
    """{
  "Name": "RTG <<orgc>> <<city>>",
  "StorageDirectory": "/var/lib/orthanc/db",
  "IndexDirectory": "/var/lib/orthanc/db",
  "DicomAet": "RTGKRAKOW",
  "DicomPort": 4242,
  "HttpPort": 8042,
  "RemoteAccessAllowed": true,
  "AuthenticationEnabled": true,
  "RegisteredUsers": {
    "rtg": "<<cred>>"
  },
  "DicomModalities": {
    "vxvue": ["VXVUE_RTG", "<<ip>>", 104],
    "usg": ["MINDRAY_USG", "<<ip2>>", 104]
  }
}
""",
    "pw_json",
)


def _qp_pw(rng: random.Random, s: Slots) -> str:
    word = pick(
        rng, ("Łapka", "Żubr", "Kraków", "Wisła", "Jeż", "Kotełek", "Szczeniaczek", "Pączek")
    )
    return f"{word}{rng.randint(1, 99)}{pick(rng, '!#=*?')}{s['yy']}"


def _qp_email(s: Slots) -> str:
    body = (
        f"Dzień dobry {s['fn2']},\n\n"
        "od poniedziałku przejmujesz rejestrację zwierząt w bazie SAFE-ANIMAL "
        "(czipowanie w gabinecie nr 2). Dane do logowania na safe-animal.eu:\n\n"
        f"Login: {s['login']}\n"
        f"Hasło: {s['cred']}\n\n"
        "Po pierwszym logowaniu zmień hasło i nie zapisuj go na karteczce przy czytniku.\n"
        f"Pozdrawiam,\n{s['fn']} {s['ln']}\nLecznica {s['orgc']}, {s['city']}\n"
    )
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?Q?Has=C5=82o_do_SAFE-ANIMAL?=\n"
        f"Date: Mon, {s['dd']} Mar {s['year']} {s['hh']}:{s['mi']}:00 +0100\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="utf-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


F.reg(
    "safe_animal_email_quoted_printable_haslo",
    ("poczta/<<login>>/safe_animal_<<date>>.eml", "Thunderbird/Inbox/<<id6>>.eml"),
    _qp_email,
    _qp_pw,
    decode=dec_qp_after("Hasło:"),
)


def _wa_reply(s: Slots) -> str:
    msgs = [
        (
            s["fn"],
            f"{s['fn2']}, jakie jest hasło do Vetlinka w gabinecie? {s['pet']} czeka na wyniki morfologii",
        ),
        (s["fn2"], "chwila, sprawdzę"),
        (s["fn2"], str(s["cred"])),
        (s["fn"], "działa, dzięki 🙏"),
    ]
    return wa(s, msgs, int(str(s["n"])) % 2)


F.reg(
    "whatsapp_polish_reply_only_vetlink_haslo",
    ("WhatsApp/Czat WhatsApp z Recepcja <<orgc>>.txt", "eksport/whatsapp_<<fa>>_<<date>>.txt"),
    _wa_reply,
    "human",
    syntax="",
)


def _sheet(s: Slots) -> str:
    rows = [
        ["System", "Użytkownik", "Hasło", "Uwagi"],
        ["Provet Cloud", str(s["email"]), "SSO Google", "recepcja"],
        ["Idexx VetConnect PLUS", str(s["login"]), str(s["cred"]), f"wyniki lab, {s['fn']}"],
        ["SAFE-ANIMAL", str(s["login2"]), "zob. segregator", ""],
        ["Terminal eService", "—", "—", "PIN u kierownika"],
    ]
    return spreadsheetml("Loginy personel", rows)


F.reg(
    "spreadsheetml_loginy_personel_vetconnect",
    ("Dokumenty/Recepcja/loginy_<<yy>>.xml", "Pulpit/hasla_personel_<<org>>.xml"),
    _sheet,
    "human_x",
)

F.reg(
    "crontab_mysqldump_kartoteka",
    ("var/spool/cron/crontabs/root", "home/<<login>>/crontab_<<org>>.txt"),
    """# kopia kartoteki pacjentów (<<fn>>, <<date>>)
MAILTO=<<email>>
15 2 * * * mysqldump -h 127.0.0.1 -u kartoteka -p'<<cred>>' --single-transaction vet_kartoteka | gzip > /mnt/nas/backup/kartoteka_$(date +\\%F).sql.gz
40 2 * * 0 find /mnt/nas/backup -name 'kartoteka_*.sql.gz' -mtime +60 -delete
""",
    "pw_sq",
    syntax="",
)


def _ksef_token(rng: random.Random, s: Slots) -> str:
    """A KSeF authorisation token: date, EC, hex groups, NIP and a 64-hex secret."""
    head = f"{str(s['date']).replace('-', '')}-EC-{hexs(rng, 10, upper=True)}-{hexs(rng, 10, upper=True)}-{hexs(rng, 2, upper=True)}"
    return f"{head}|nip-{s['id6']}7734|{hexs(rng, 64)}"


F.reg(
    "ksef_fakturowanie_env_token",
    ("faktury-<<org>>/.env", "srv/ksef/<<org>>.env"),
    """# KSeF - faktury ustrukturyzowane lecznicy (NIP <<id6>>7734)
KSEF_ENV=prod
KSEF_NIP=<<id6>>7734
KSEF_TOKEN=<<cred>>
SMTP_HOST=poczta.<<dom>>
SMTP_USER=faktury@<<dom>>
""",
    _ksef_token,
    syntax="",
)
