# ruff: noqa: E501
"""Family b: a domain and web hosting reseller in Brno (Czechia), Czech."""

from __future__ import annotations

import email
import random
import re

from seventieth_spec import Fam, alnum, enc_qp, pick

F = Fam(
    name="brno_webhosting_domain_reseller",
    orgs=("hostikbrno", "domenovka", "spilberkweb"),
    tld="cz",
    first=(
        ("Jan", "jan"),
        ("Petra", "petra"),
        ("Tomáš", "tomas"),
        ("Lucie", "lucie"),
        ("Jiří", "jiri"),
        ("Zuzana", "zuzana"),
        ("Ondřej", "ondrej"),
        ("Kateřina", "katerina"),
    ),
    last=(
        ("Novák", "novak"),
        ("Dvořáková", "dvorakova"),
        ("Svoboda", "svoboda"),
        ("Černá", "cerna"),
        ("Procházka", "prochazka"),
        ("Kučerová", "kucerova"),
        ("Veselý", "vesely"),
    ),
    words=(
        "pivo",
        "knedlik",
        "spilberk",
        "petrov",
        "morava",
        "svickova",
        "kozel",
        "hrad",
        "dracek",
        "slivovice",
        "tatranka",
        "lipa",
        "vltava",
        "krtek",
        "houby",
        "kolo",
        "zabka",
        "chata",
    ),
    pets=("alik", "ferda", "micka", "bety", "rex", "bobik"),
    towns=("Brno", "Olomouc", "Zlín", "Jihlava", "Znojmo", "Blansko"),
    cc="+420",
)

F.reg(
    "hostreseller_whmcs_configuration_php_db",
    ("whmcs/configuration.php", "var/www/<<org>>/billing/configuration.php"),
    """<?php
$license = 'Owned-<<lic>>';
$db_host = 'localhost';
$db_port = '';
$db_username = '<<org>>_whmcs';
$db_password = '<<cred>>';
$db_name = '<<org>>_whmcs';
$db_tls_ca = '';
$cc_encryption_hash = '<<cchash>>';
$templates_compiledir = 'templates_c';
$mysql_charset = 'utf8mb4';
$customadminpath = 'sprava';
date_default_timezone_set('Europe/Prague');
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {"lic": alnum(rng, 16), "cchash": alnum(rng, 64)},
)

F.reg(
    "hostreseller_wedos_wapi_dns_update_py",
    ("scripts/wedos_dns.py", "home/<<fa>>/bin/wapi_ddns.py"),
    '''#!/usr/bin/env python3
"""Aktualizace A záznamu u WEDOS přes WAPI (spouští cron každých 10 minut)."""

import datetime
import hashlib
import json
import urllib.parse
import urllib.request
import zoneinfo

WAPI_LOGIN = "<<email>>"
WAPI_PASSWORD = "<<cred>>"
DOMAIN = "<<dom>>"


def auth() -> str:
    hour = datetime.datetime.now(zoneinfo.ZoneInfo("Europe/Prague")).strftime("%H")
    pw_sha1 = hashlib.sha1(WAPI_PASSWORD.encode()).hexdigest()
    return hashlib.sha1((WAPI_LOGIN + pw_sha1 + hour).encode()).hexdigest()


def call(command: str, data: dict) -> dict:
    req = {"request": {"user": WAPI_LOGIN, "auth": auth(), "command": command, "data": data}}
    body = urllib.parse.urlencode({"request": json.dumps(req)}).encode()
    with urllib.request.urlopen("https://api.wedos.com/wapi/json", body, timeout=30) as r:
        return json.load(r)


if __name__ == "__main__":
    print(call("dns-row-update", {"domain": DOMAIN, "row_id": "<<nn>>", "ttl": 300, "rdata": "<<pub_ip>>"}))
''',
    "p:wedos_wapi",
)

_CZ = (
    "Řeřicha",
    "Žabička",
    "Šípek",
    "Čmelák",
    "Kůň",
    "Hříbek",
    "Dráček",
    "Švestka",
    "Ještěrka",
    "Třešeň",
)


def _cz_pw(rng: random.Random, fam: Fam) -> str:
    return f"{pick(rng, _CZ)}{rng.randint(10, 2026)}{rng.choice('!.-#*')}"


def _dec_qp(text: str) -> str:
    msg = email.message_from_string(text)
    body = msg.get_payload(decode=True).decode("utf-8")
    return re.search(r"Heslo: (\S+)", body).group(1)


F.reg(
    "hostreseller_czech_email_quoted_printable_heslo_ftp",
    (
        "mail/odeslane/<<d8>>_ftp_<<fa2>>.eml",
        "Maildir/.Sent/cur/<<ts>>.M<<nnnn>>P<<nn>>.<<org>>:2,S",
    ),
    """From: <<fn>> <<ln>> <podpora@<<dom>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?Q?P=C5=99=C3=ADstup_k_FTP_pro_web?=
Date: Tue, 14 May <<year>> <<time>>:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>
""",
    _cz_pw,
    extra=lambda rng, s: {"ftpuser": f"{s['fa2']}{rng.randint(1, 99)}"},
    encode=lambda v, s: enc_qp(
        f"Dobrý den, pane {s['ln2']},\n\nzakládáme Vám webhosting pro doménu {s['dom']}. "
        f"Přístupové údaje k FTP:\n\nServer: ftp.{s['dom']}\nUživatel: {s['ftpuser']}\nHeslo: {v}\n\n"
        f"Heslo si prosím po prvním přihlášení změňte v zákaznické administraci.\n\n"
        f"S pozdravem\n{s['fn']} {s['ln']}\ntechnická podpora, {s['town']}\n"
    ),
    decode=_dec_qp,
)

F.reg(
    "hostreseller_whm_api_token_root_bash_history",
    ("root/.bash_history", "home/<<fa>>/.bash_history"),
    """cd /home/<<org>>/public_html
ls -la
whmapi1 listaccts | grep <<fa2>>
/scripts/restartsrv_httpd
tail -n 50 /usr/local/apache/logs/error_log
curl -s -H "Authorization: whm root:<<cred>>" "https://<<host>>:2087/json-api/createacct?api.version=1&username=<<fa2>>web&domain=<<fa2>><<n>>.cz&plan=<<org>>_start"
curl -s -H "Authorization: whm root:<<cred>>" "https://<<host>>:2087/json-api/listaccts?api.version=1" | jq '.data.acct | length'
exit
""",
    "p:cpanel",
)

F.reg(
    "hostreseller_fio_banka_statement_crontab_token",
    ("var/spool/cron/crontabs/<<fa>>", "etc/cron.d/<<org>>-fakturace"),
    """# m h dom mon dow command
# platby od zákazníků z Fio banky -> párování faktur (WHMCS)
MAILTO=<<email>>
*/30 7-19 * * 1-5 curl -sf "https://fioapi.fio.cz/v1/rest/last/<<cred>>/transactions.json" -o /srv/fakturace/fio_last.json && php /srv/fakturace/sparuj.php
15 3 * * * /usr/local/bin/zalohy.sh >> /var/log/zalohy.log 2>&1
""",
    "p:fio",
    syntax="",
)

F.reg(
    "hostreseller_nette_comgate_config_local_neon",
    ("app/config/config.local.neon", "www/<<org>>-objednavky/config/local.neon"),
    """parameters:
	comgate:
		merchant: '<<merchant>>'
		secret: '<<cred>>'
		test: false
		country: CZ
		curr: CZK

database:
	dsn: 'mysql:host=127.0.0.1;dbname=<<org>>_obj'
	user: <<org>>_obj
	password: %env.DB_PASSWORD%

mail:
	smtp: true
	host: smtp.<<dom>>
""",
    "p:comgate",
    syntax="",
    extra=lambda rng, s: {"merchant": str(rng.randint(100000, 999999))},
)

F.reg(
    "hostreseller_mariadb_root_my_cnf_client",
    ("root/.my.cnf", "home/<<fa>>/.my.cnf"),
    """[client]
user=root
password=<<cred>>
host=localhost

[mysqldump]
user=root
password=<<cred>>
max_allowed_packet=512M
""",
    "pw",
    syntax="ini",
)

F.reg(
    "hostreseller_helpdesk_ticket_reply_prihlasovaci_udaje",
    ("helpdesk/tikety/<<nnnn>>_<<fa2>>.txt", "export/tickets/TCK-<<year>>-<<nnnn>>.txt"),
    """Tiket #<<nnnn>>  |  Stav: Vyřešeno  |  Oddělení: Technická podpora
Zákazník: <<fn2>> <<ln2>> (<<email2>>)
--------------------------------------------------------------
<<dmy>> <<time>>  <<fn2>> <<ln2>>:
Dobrý den, zapomněla jsem heslo do WordPressu na webu <<fa2>><<n>>.cz a nechodí mi e-mail pro obnovu.

<<dmy>> <<time2>>  <<fn>> <<ln>> (podpora):
Dobrý den, heslo jsme Vám nastavili ručně:
  adresa: https://<<fa2>><<n>>.cz/wp-admin
  uživatel: <<fa2>>
  heslo: <<cred>>
Po přihlášení si ho prosím změňte. Pěkný den přeje <<fn>>.
""",
    "human",
)
