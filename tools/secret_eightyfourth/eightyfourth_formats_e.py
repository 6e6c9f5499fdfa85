# ruff: noqa: E501
"""Family e: a hand bookbindery in Žižkov, Prague (Czechia; Czech)."""

from __future__ import annotations

import email
import json

from eightyfourth_spec import Fam, after, enc_qp
from secret_corpus_kit import alnum, hexs

FAM = Fam(
    name="knihvazba_zizkov_bookbinder",
    orgs=("vazarnazizkov", "knihariprazak", "hrbetavazba"),
    tld="cz",
    first=(
        ("Jiří", "jiri"),
        ("Tereza", "tereza"),
        ("Petr", "petr"),
        ("Lenka", "lenka"),
        ("Tomáš", "tomas"),
        ("Kateřina", "katerina"),
        ("Ondřej", "ondrej"),
        ("Markéta", "marketa"),
        ("Vojtěch", "vojtech"),
        ("Zuzana", "zuzana"),
    ),
    last=(
        ("Novák", "novak"),
        ("Dvořák", "dvorak"),
        ("Procházka", "prochazka"),
        ("Černý", "cerny"),
        ("Kučera", "kucera"),
        ("Veselá", "vesela"),
        ("Horák", "horak"),
        ("Marek", "marek"),
    ),
    words=(
        "vazba",
        "kniha",
        "hrbet",
        "prebal",
        "kuze",
        "papir",
        "lepidlo",
        "sparta",
        "slavia",
        "pivo",
        "knedlik",
        "vltava",
        "zizkov",
        "tiskar",
        "polokuze",
        "plátno",
    ),
    pets=("alik", "micka", "rex", "bara", "max", "ferda"),
    places=("praha", "zizkov", "vinohrady", "karlin", "brno", "plzen", "kladno"),
    cc="+420",
    walks=("qwertz", "asdfgh", "123qwe", "yxcvb", "qwert123"),
)

FAM.reg(
    "knihvazba_fakturoid_api_token_requests",
    ("skripty/fakturoid_export.py", "home/<<fa>>/fakturoid_<<n>>.py"),
    '''"""Export faktur z Fakturoidu do CSV pro účetní (vazárna <<orgc>>)."""

import csv

import requests

SLUG = "<<org>>"
EMAIL = "<<email>>"
API_TOKEN = "<<cred>>"
UA = "VazarnaExport (<<email>>)"


def faktury(strana=1):
    url = f"https://app.fakturoid.cz/api/v2/accounts/{SLUG}/invoices.json"
    r = requests.get(url, auth=(EMAIL, API_TOKEN), headers={"User-Agent": UA}, params={"page": strana}, timeout=30)
    r.raise_for_status()
    return r.json()


with open("faktury.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    for fa in faktury():
        w.writerow([fa["number"], fa["client_name"], fa["total"], fa["status"]])
''',
    "p:fakturoid",
)

_ACC = (
    "Řemeslo",
    "Kožená",
    "Vazba",
    "Knížka",
    "Hřbet",
    "Přebal",
    "Šití",
    "Lepenka",
    "Dvořák",
    "Žižkov",
)


def _accented(r, s):
    a, b = r.sample(_ACC, 2)
    return r.choice(
        (
            f"{a}{b}{r.randint(10, 99)}",
            f"{a}-{b.lower()}{r.randint(1990, 2026)}",
            f"{a}{r.randint(1, 999)}!",
            f"{s['fac']}{a.lower()}{r.randint(10, 99)}",
        )
    )


def _qp_mail(s):
    body = f"""Ahoj {s["fn2"]},

posílám přístup do e-shopu (Shoptet), ať můžeš zadávat zakázky na vazbu diplomových prací
i když tu nebudu. Vazby v plátně a kůži mají od září nové ceny, prosím zkontroluj ceník.

Administrace: https://{s["org"]}.myshoptet.com/admin/
Uživatel: {s["email2"]}
Heslo: {s["cred"]}

Heslo si prosím po přihlášení změň.

Díky a měj se,
{s["fn"]}
"""
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['fn2']} {s['ln2']} <{s['email2']}>\n"
        "Subject: =?UTF-8?Q?P=C5=99=C3=ADstup_do_e-shopu?=\n"
        f"Date: {s['rfcdate']} +0100\n"
        f"Message-ID: <{s['uuid']}@{s['dom']}>\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=utf-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp(text):
    msg = email.message_from_string(text)
    return after(msg.get_payload(decode=True).decode("utf-8"), "Heslo:")


FAM.reg(
    "knihvazba_czech_email_quoted_printable_heslo_shoptet",
    ("Pošta/Odeslané/<<id>>.eml", "thunderbird/<<fa>>/Sent/pristup_<<n>>.eml"),
    _qp_mail,
    _accented,
    syntax="",
    decode=_dec_qp,
)

FAM.reg(
    "knihvazba_fio_api_token_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "crontab-<<org>>-<<n>>.txt"),
    """# m h  dom mon dow   command
# Stažení pohybů z Fio banky pro párování plateb za vazby (limit API: 1 dotaz / 30 s)
15 6 * * * curl -s "https://fioapi.fio.cz/v1/rest/last/<<cred>>/transactions.json" -o /srv/ucetnictvi/fio/$(date +\\%F).json
30 6 * * 1 /usr/local/bin/sparuj-platby --dir /srv/ucetnictvi/fio --mail <<email>>
0 2 * * * rsync -a /srv/zakazky/ /mnt/zaloha/zakazky/
""",
    "p:fio_token",
)

FAM.reg(
    "knihvazba_comgate_nette_neon_secret",
    ("app/config/local.neon", "web-<<org>>/config/comgate<<n>>.neon"),
    """# Platební brána ComGate - objednávky ručních vazeb
parameters:
	comgate:
		merchant: '<<id>><<n>>'
		secret: '<<cred>>'
		test: false
		country: CZ
		curr: CZK
		method: 'CARD_CZ_CSOB_2 BANK_ALL'

database:
	dsn: 'mysql:host=127.0.0.1;dbname=<<org>>'
	user: <<org>>
	password: %env.DB_PASSWORD%
""",
    "p:comgate_secret",
)

FAM.reg(
    "knihvazba_pohoda_mserver_powershell_password",
    ("skripty/pohoda_import_objednavek.ps1", "C/Skripty/pohoda_<<n>>.ps1"),
    """# Import objednávek z e-shopu do POHODY přes mServer (<<ip>>:444)
$mserver = "http://<<ip>>:444/xml"
$user = "<<login>>"
$pass = '<<cred>>'
$ico = "<<id>><<nn>>"

$auth = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes("${user}:${pass}"))
$headers = @{ "STW-Authorization" = "Basic $auth"; "STW-Application" = "VazarnaImport" }

Get-ChildItem "D:\\Objednavky\\*.xml" | ForEach-Object {
    $resp = Invoke-WebRequest -Uri $mserver -Method Post -InFile $_.FullName -Headers $headers -ContentType "text/xml"
    Write-Host "$($_.Name): $($resp.StatusCode)"
}
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "knihvazba_packeta_api_password_json",
    ("config/zasilkovna.json", "eshop-<<n>>/zasilkovna.json"),
    lambda s: (
        json.dumps(
            {
                "provider": "Zásilkovna (Packeta)",
                "apiKey": s["akey"],
                "apiPassword": s["cred"],
                "sender": {"label": s["org"], "email": s["email"], "phone": s["phone"]},
                "defaultWeightKg": 0.8,
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    ),
    "p:packeta_pw",
    extra=lambda r, s: {"akey": hexs(r, 16)},
)

FAM.reg(
    "knihvazba_czech_signal_copied_heslo_nas",
    ("Dokumenty/signal_<<fa2>>_<<date>>.txt", "poznamky/nas-heslo-<<n>>.txt"),
    """[<<dotdate>> <<hh>>:<<mi>>] <<fn2>> <<ln2>>: Ahoj, nejde mi přihlásit na Synology, potřebuju skeny té kroniky z Kladna
[<<dotdate>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: uživatel je dilna
[<<dotdate>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: heslo <<cred>>
[<<dotdate>> <<hh2>>:<<mi>>] <<fn2>> <<ln2>>: super, díky 🙂
""",
    "human",
)

FAM.reg(
    "knihvazba_shoptet_private_api_token_env",
    ("integrace/.env", "sync-<<org>>-<<n>>/.env"),
    """# Shoptet -> Pohoda synchronizace objednávek
SHOPTET_EHSOP_ID=<<id>>
SHOPTET_API_TOKEN=<<cred>>
POHODA_MSERVER=http://<<ip>>:444/xml
POHODA_USER=<<login>>
LOG_LEVEL=info
""",
    lambda r, s: f"{s['id']}-p-{r.randint(100000, 999999)}-{alnum(r, 40).lower()}",
)
