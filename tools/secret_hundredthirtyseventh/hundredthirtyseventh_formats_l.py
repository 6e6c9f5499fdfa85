# ruff: noqa: E501
"""Family l: a border casino and herna (slot hall) near Rozvadov (Czech Republic): the
register of excluded persons (RVO) fetched with a client certificate, cash desk systems on
IIS, Fio banka API, Comgate in a Nette shop, POHODA imports, a poker tournament clock and
Czech e-mails and chats."""

from __future__ import annotations

import html

from hundredthirtyseventh_corpus import ALNUM, alnum
from hundredthirtyseventh_spec import Fam, after

F = Fam(
    name="herna_casino_rozvadov",
    orgs=("sumavakostka", "zetonplzen", "esorozvadov"),
    tld="cz",
    first=("Jiří", "Petra", "Tomáš", "Lenka", "Martin", "Jana", "Pavel", "Kateřina"),
    last=("Novák", "Svoboda", "Dvořák", "Černý", "Procházka", "Kučera"),
    ufirst=("jiri", "petra", "tomas", "lenka", "martin", "jana", "pavel", "katerina"),
    ulast=("novak", "svoboda", "dvorak", "cerny", "prochazka", "kucera"),
    words=(
        "kostka",
        "sumava",
        "plzen",
        "pivo",
        "rozvadov",
        "zeton",
        "eso",
        "krtek",
        "hrad",
        "vltava",
        "tatra",
        "lipa",
        "chodsko",
        "domazlice",
    ),
    cc="420",
    cities=("Rozvadov", "Plzeň", "Tachov", "Cheb", "Domažlice"),
    pets=("rex", "alik", "micka", "bety", "ferda", "azor"),
    teams=("Sparta", "Slavia", "Viktorka", "Banik", "Kometa", "Sigma"),
)


def _amp_pw(rng, fam):
    base = list(alnum(rng, rng.randint(12, 16), ALNUM))
    base.insert(rng.randrange(2, len(base)), "&")
    if rng.random() < 0.5:
        base.insert(rng.randrange(2, len(base)), rng.choice("<>!#"))
    return "".join(base)


def _webconfig(s):
    conn = html.escape(
        f"Data Source={s['ip']};Initial Catalog=Pokladna;User ID=pokladna_web;Password={s['cred']};Encrypt=False",
        quote=True,
    )
    return f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <!-- pokladna (cash desk) - herna {s["city"]} -->
    <add name="Pokladna" connectionString="{conn}" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Provozovna" value="{html.escape(s["orgc"])} {html.escape(s["city"])}" />
    <add key="Mena" value="CZK;EUR" />
  </appSettings>
</configuration>
"""


def _dec_webconfig(text: str) -> str:
    conn = html.unescape(after(r'connectionString="', text, r'[^"]+'))
    return after(r"Password=", conn, r"[^;]+")


F.reg(
    "herna_pokladna_iis_web_config_amp_entity",
    ("Pokladna.Web/Web.config", "inetpub/<<org>>/pokladna/web.config"),
    _webconfig,
    _amp_pw,
    syntax="xml",
    decode=_dec_webconfig,
)

F.reg(
    "herna_fio_banka_api_token_python",
    ("ucetnictvi/fio_vypisy.py", "<<org>>_skripty/fio_<<n>>.py"),
    '''"""Stáhne denní výpis z Fio banky (vklady z pokladen) do účetnictví."""
import datetime

import requests

FIO_TOKEN = "<<cred>>"


def vypis(den: datetime.date) -> dict:
    url = f"https://fioapi.fio.cz/v1/rest/periods/{FIO_TOKEN}/{den}/{den}/transactions.json"
    return requests.get(url, timeout=30).json()


if __name__ == "__main__":
    print(vypis(datetime.date.today() - datetime.timedelta(days=1)))
''',
    "p:fio_token",
)

F.reg(
    "herna_rvo_rejstrik_curl_p12_heslo_script",
    ("skripty/rvo_stahni.sh", "opt/<<org>>/rvo/rvo_sync_<<n>>.sh"),
    """#!/bin/sh
# Rejstřík fyzických osob vyloučených z účasti na hazardních hrách (RVO)
# stahuje se každou hodinu, certifikát provozovatele v rvo.p12
set -e
cd /opt/<<org>>/rvo
curl -sS --cert-type P12 --cert /opt/<<org>>/rvo/provozovatel.p12:<<cred>> \\
  -o rvo_delta.xml "https://rvo.<<domain>>/proxy/delta?since=$(cat last_sync)"
date -u +%Y-%m-%dT%H:%M:%SZ > last_sync
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "herna_czech_email_heslo_pokladni_system",
    (
        "mail/<<user>>/heslo_pokladna_<<ymd>>.eml",
        "Outlook/<<org>>/Odeslaná pošta/Pokladna <<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: smenovi@<<domain>>
Subject: Nové heslo do pokladního systému
Date: Fri, 14 Mar <<year>> 22:10:45 +0100
Content-Type: text/plain; charset=UTF-8

Ahoj,

po dnešní kontrole z celního úřadu jsem změnil heslo do pokladního systému
(účet směnového vedoucího):

Uživatel: smena<<n>>
Heslo: <<cred>>

Heslo nikomu nepřeposílejte a nepište ho na lísteček k pokladně.
Díky,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "herna_eshop_comgate_nette_neon",
    ("app/config/local.neon", "www/<<org>>/app/config/comgate_<<n>>.neon"),
    """parameters:
\tdatabase:
\t\tdsn: 'mysql:host=127.0.0.1;dbname=<<org>>_shop'
\t\tuser: <<org>>_shop

comgate:
\tmerchant: '<<mid>>'
\tsecret: '<<cred>>'
\ttest: false
\tcountry: CZ
\tcurr: CZK
""",
    "p:comgate",
    syntax="",
    extra=lambda rng, s: {"mid": str(rng.randint(100000, 999999))},
)

F.reg(
    "herna_messenger_copy_heslo_wifi_sal",
    ("chat/messenger_herna_<<ymd>>.txt", "chats/<<org>>/messenger_sal_<<n>>.txt"),
    """<<first>> <<last>>
Heslo na wifi v herně jsme změnili, staré znali štamgasti
<<first>> <<last>>
<<cred>>
<<first2>>
ok díky, dám ho i do tabletu na baru
<<first>> <<last>>
👍
""",
    "human_x",
    syntax="",
)

F.reg(
    "herna_poker_tournament_clock_env_database_url",
    ("poker-clock/.env", "<<org>>-turnaje/.env.production"),
    """# Turnajové hodiny (poker room) - obrazovky v sále
NODE_ENV=production
DATABASE_URL=postgres://clock:<<cred>>@<<ip>>:5432/turnaje
SESSION_SECRET_FILE=/run/secrets/session
SCREENS=6
LOCALE=cs-CZ
""",
    "pw_url",
    syntax="",
)

F.reg(
    "herna_pohoda_xml_import_bat",
    ("skripty/pohoda_import.bat", "C:/Skripty/<<org>>_pohoda_<<n>>.bat"),
    """@echo off
rem Import denních tržeb z pokladny do POHODY (spouští Plánovač úloh v 06:00)
set POHODA="C:\\Program Files (x86)\\STORMWARE\\POHODA\\Pohoda.exe"
set XML=\\\\<<ipl>>\\export\\trzby_%date:~-4%%date:~3,2%%date:~0,2%.xml
%POHODA% /XML "Import" "<<cred>>" "C:\\POHODA\\Skripty\\import_trzeb.xml"
if errorlevel 1 echo chyba importu >> C:\\Skripty\\pohoda.log
""",
    "pw_bare",
    syntax="",
)
