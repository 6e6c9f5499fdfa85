# ruff: noqa: E501
"""Family e: a broker ubezpieczeniowy (insurance broker) office in Poland: Insly, insurers'
agent portals, Przelewy24, SMSAPI, Comarch ERP Optima, a Synology NAS; Polish e-mail, Signal
chat and a flat ODS sheet."""

from __future__ import annotations

from eightyseventh_spec import Fam

F = Fam(
    name="ubezpieczenia_insurance_broker",
    orgs=("polisakrakus", "wislaasekuracja"),
    brands=("Polisa Krakus Multiagencja", "Wisła Asekuracja Broker"),
    tld="pl",
    first=(
        ("Katarzyna", "katarzyna"),
        ("Paweł", "pawel"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Grzegorz", "grzegorz"),
        ("Zofia", "zofia"),
        ("Tomasz", "tomasz"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewska", "wisniewska"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Woźniak", "wozniak"),
        ("Mazur", "mazur"),
    ),
    words=(
        "pierogi",
        "wawel",
        "smok",
        "kielbasa",
        "bursztyn",
        "zubr",
        "tatry",
        "zapiekanka",
        "wiosna",
        "słoneczko",
        "żurek",
        "kopernik",
    ),
    pets=("burek", "azor", "filemon", "mruczek", "reksio", "luna"),
    places=(
        ("Kraków", "krakow"),
        ("Nowa Huta", "nowahuta"),
        ("Tarnów", "tarnow"),
        ("Wieliczka", "wieliczka"),
        ("Rzeszów", "rzeszow"),
    ),
    cc="+48",
    mobile=("50", "60", "69", "72", "79"),
    nlocal=7,
)

F.reg(
    "ubezp_insly_policy_sync_python",
    ("insly_sync/sync_polis.py", "skrypty/<<placea>>_insly_export.py"),
    '''"""Nocny eksport polis z Insly do arkusza odnowień."""

import csv

import requests

INSLY_URL = "https://<<org>>.insly.com/api/v1"
INSLY_API_KEY = "<<cred>>"


def polisy_do_odnowienia(dni: int = 30) -> list[dict]:
    r = requests.get(
        f"{INSLY_URL}/policy/expiring",
        params={"days": dni},
        headers={"Authorization": f"Bearer {INSLY_API_KEY}"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["policies"]


with open("odnowienia_<<ymd>>.csv", "w", newline="", encoding="utf-8") as fh:
    w = csv.writer(fh, delimiter=";")
    for p in polisy_do_odnowienia():
        w.writerow([p["number"], p["customer"], p["end_date"]])
''',
    cred="alnum:48",
)

F.reg(
    "ubezp_polish_email_haslo_eagent",
    ("Poczta/Odebrane/<<ymd>>_eagent_<<n3>>.eml", "thunderbird/<<fa>>/INBOX_<<n2>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Dostęp do portalu agenta - OC/AC <<place>>
Date: Wed, <<day>> Mar <<year>> <<hms>> +0100
Content-Type: text/plain; charset=UTF-8

Cześć <<fn>>,

od poniedziałku przejmujesz kalkulacje OC/AC. Dane do portalu agenta towarzystwa:

login: <<user>>
hasło: <<cred>>

Portal wymusza zmianę hasła co 30 dni, więc za miesiąc ustaw swoje.
Proszę nie przesyłać tego dalej.

Pozdrawiam,
<<fn2>> <<ln2>>
<<brand>>
""",
    cred="human",
)

F.reg(
    "ubezp_przelewy24_crc_php_config",
    ("wp-content/plugins/skladki-p24/config.php", "platnosci/<<placea>>/p24_config.php"),
    """<?php
// Przelewy24 - opłacanie składek online
define('P24_MERCHANT_ID', <<n6>>);
define('P24_POS_ID', <<n6>>);
define('P24_CRC', '<<cred>>');
define('P24_API_KEY', getenv('P24_API_KEY'));
define('P24_SANDBOX', false);
define('P24_RETURN_URL', 'https://<<dom>>/skladka/dziekujemy');
""",
    cred="p:p24_crc",
)

F.reg(
    "ubezp_smsapi_oauth_env",
    (".env.local", "przypomnienia-sms/<<placea>>/.env"),
    """# przypomnienia o końcu polisy (SMSAPI.pl)
SMSAPI_TOKEN=<<cred>>
SMSAPI_SENDER=<<sender>>
DNI_PRZED_KONCEM=14
""",
    cred="alnum:40",
    extra=lambda rng, s: {"sender": str(s["org"])[:11]},
)

F.reg(
    "ubezp_comarch_optima_connection_config",
    ("Comarch ERP Optima/Optima.exe.<<n2>>.config", "optima_<<placea>>/app.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="CDN_Konfig" connectionString="Data Source=<<ip>>\\OPTIMA;Initial Catalog=CDN_KNF_Konfiguracja;User ID=sa;Password=<<cred>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Firma" value="<<org>>" />
  </appSettings>
</configuration>
""",
    cred="pw_xml",
    syntax="xml",
)

F.reg(
    "ubezp_signal_copied_haslo_ufg",
    ("Dokumenty/signal_<<fa>>_<<ymd>>.txt", "notatki/signal_biuro_<<n3>>.txt"),
    """[<<dmy_dot>>, <<time>>] <<fn>> <<ln>>: Kasia, jakie jest hasło do UFG (sprawdzanie OC pojazdu)?
[<<dmy_dot>>, <<time>>] <<fn2>> <<ln2>>: login ten sam co zawsze, hasło <<cred>>
[<<dmy_dot>>, <<time2>>] <<fn>> <<ln>>: dzięki, działa 🙏
""",
    cred="human",
)


def _fods(s: dict) -> str:
    rows = [
        ("Towarzystwo", "Login", "Hasło", "Uwagi"),
        ("portal agenta (OC/AC)", s["user"], s["cred"], "zmiana co 30 dni"),
        ("CEPiK zapytania", s["user2"], "w sejfie", ""),
    ]
    xml_rows = "\n".join(
        "    <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Portale {s["placea"]}">
{xml_rows}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


F.reg(
    "ubezp_portale_towarzystw_flat_ods",
    ("Biuro/portale_towarzystw_<<n2>>.fods", "wspolne/<<placea>>/hasla_portale.fods"),
    _fods,
    cred="human_x",
    syntax="xml",
)

F.reg(
    "ubezp_synology_rsync_crontab",
    ("etc/crontab.<<placea>>", "volume1/homes/<<fa>>/crontab.txt"),
    """# kopia skanów polis na NAS w drugim biurze
SHELL=/bin/sh
RSYNC_PASSWORD=<<cred>>
0 22 * * 1-5 root rsync -az /volume1/skany/ rsync://kopie@<<ip2>>/skany_<<placea>>/
""",
    cred="pw_bare",
)
