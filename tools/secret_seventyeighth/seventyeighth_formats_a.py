# ruff: noqa: E501
"""Family a: a Polish gmina town hall's IT desk (urząd gminy, informatyk)."""

from __future__ import annotations

import random

from seventyeighth_spec import Fam, Slots, dec_qp_line, enc_qp, hexs, opt, xml_text

FAM = Fam(
    name="urzad_gminy_informatyk",
    key="urzad",
    orgs=(
        ("Urząd Gminy Olszyny", "gminaolszyny"),
        ("Urząd Gminy Wierzba", "gminawierzba"),
        ("Urząd Miasta i Gminy Łąkowo", "umig-lakowo"),
    ),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Grzegorz", "grzegorz"),
        ("Małgorzata", "malgorzata"),
        ("Krzysztof", "krzysztof"),
        ("Joanna", "joanna"),
        ("Paweł", "pawel"),
        ("Beata", "beata"),
    ),
    last=(
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zając", "zajac"),
        ("Dąbrowska", "dabrowska"),
        ("Szymański", "szymanski"),
        ("Woźniak", "wozniak"),
        ("Kamińska", "kaminska"),
    ),
    words=(
        "gmina",
        "sołectwo",
        "wierzba",
        "bocian",
        "kapusta",
        "pierogi",
        "dożynki",
        "urząd",
        "jesień",
        "żubr",
        "kasztan",
        "remiza",
        "zamek",
        "sosna",
        "podatki",
        "wójt",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "kropka", "filemon", "puszek"),
    cc="+48",
    places=("Olszyny", "Wierzba", "Łąkowo", "Dębina", "Kamionka"),
)

R = FAM.reg


def _diacritic_pw(rng: random.Random, s: Slots) -> str:
    while True:
        pw = FAM.human(rng)
        if any(not c.isascii() for c in pw):
            return pw


# 1 QGIS / PostGIS pg_service.conf
R(
    "qgis_postgis_pg_service_conf",
    (
        "C:/Users/<<login>>/AppData/Roaming/postgresql/.pg_service.conf",
        "home/<<login>>/.pg_service.conf",
    ),
    """# usługi PostGIS dla QGIS – plan miejscowy, ewidencja dróg gminnych
[mpzp_<<slug>>]
host=<<host>>
port=5432
dbname=gis_mpzp
user=qgis_<<la>>
password=<<cred>>
sslmode=prefer

[drogi_gminne]
host=<<ip>>
port=5432
dbname=ewidencja_drog
user=qgis_<<la>>
password=<<cred>>
""",
    cred="pw",
    syntax="ini",
)


# 2 quoted-printable Polish e-mail with the EZD RP temporary password (encoded)
def _qp_mail(s: Slots) -> str:
    body = f"""Dzień dobry Pani {s["first"]},

założyłem Pani konto w EZD RP (elektroniczne zarządzanie dokumentacją).
Login: {s["login"]}
Hasło tymczasowe: {s["cred"]}

Przy pierwszym logowaniu system poprosi o zmianę hasła. Proszę nie zapisywać go na karteczce przy monitorze :)

Pozdrawiam
{s["first2"]}
Informatyk, {s["org"]}
tel. {s["phone"]}
"""
    return (
        f"From: informatyk@{s['dom']}\n"
        f"To: {s['email']}\n"
        f"Subject: =?UTF-8?Q?Konto_EZD_RP_=E2=80=93_has=C5=82o?=\n"
        f"Date: {s['dmy']} {s['time']}\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n"
        "\n" + enc_qp(body) + "\n"
    )


R(
    "ezd_rp_account_email_quoted_printable_haslo",
    (
        "poczta/Odebrane/<<ymd_compact>>_konto_ezd.eml",
        "Thunderbird/Profiles/urzad/Inbox/<<num>>.eml",
    ),
    _qp_mail,
    cred=_diacritic_pw,
    syntax="",
    decode=dec_qp_line("Hasło tymczasowe:"),
)

# 3 EZD RP / e-services docker .env
R(
    "ezd_docker_compose_dotenv",
    ("srv/ezd-rp/.env", "opt/eurzad/docker/.env"),
    """# EZD RP – instancja gminna (<<org>>)
COMPOSE_PROJECT_NAME=ezd_<<slug>>
EZD_URL=https://ezd.<<dom>>
POSTGRES_HOST=<<ip>>
POSTGRES_DB=ezd
POSTGRES_USER=ezd_app
POSTGRES_PASSWORD=<<cred>>
EPUAP_SKRYTKA=/<<slug>>/SkrytkaESP
SMTP_HOST=poczta.<<dom>>
""",
    cred="pw_alnum",
    syntax="",
)

# 4 Messenger copied text: the reply is only the value
R(
    "messenger_copied_reply_only_value",
    ("Pulpit/messenger_<<fa>>.txt", "Dokumenty/rozmowy/<<fa2>>_<<ymd_compact>>.txt"),
    """<<first2>> <<time>>
<<first>>, jakie jest hasło do wifi dla interesantów na parterze? bo pani z OPS pyta

<<first>> <<time2>>
<<cred>>

<<first2>> <<time2>>
dzięki 👍
""",
    cred="human",
    syntax="",
)

# 5 Przelewy24 PHP config for local fees (opłata za odpady, podatek)
R(
    "przelewy24_oplaty_php_config",
    ("var/www/eoplaty/config/przelewy24.php", "htdocs/platnosci/config.local.php"),
    """<?php
// Płatności online: podatek od nieruchomości, opłata za odpady – <<org>>
return [
    'p24' => [
        'merchant_id' => <<mid>>,
        'pos_id' => <<mid>>,
        'crc' => '<<crc>>',
        'api_key' => '<<cred>>',
        'sandbox' => false,
        'url_return' => 'https://eoplaty.<<dom>>/dziekujemy',
    ],
];
""",
    cred="p:p24_api",
    syntax="",
    extra=lambda rng, s: {"mid": str(rng.randint(100000, 399999)), "crc": hexs(rng, 16)},
)

# 6 MikroTik export: guest hotspot for residents
R(
    "mikrotik_hotspot_mieszkancy_rsc_export",
    ("backup/mikrotik/urzad_<<ymd_compact>>.rsc", "IT/konfiguracje/hap_ac_parter.rsc"),
    """# <<date>> <<time>>:<<sec>> by RouterOS 7.14.3
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=mieszkancy supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=mieszkancy ssid="Gmina-<<place>>-Free"
/ip address
add address=<<ip2>>/24 interface=bridge network=<<ip2>>
/system identity
set name=urzad-parter
""",
    cred="human_x",
    syntax="",
)

# 7 bash history: mounting the shared drive with smbclient
R(
    "smbclient_wydzial_bash_history",
    ("home/<<login>>/.bash_history", "root/.bash_history"),
    """cd /mnt
ls -la
smbclient -L //nas.<<dom>> -N
smbclient //nas.<<dom>>/wydzial_finansowy -U <<login>>%<<cred>> -c 'ls'
sudo mount -t cifs //nas.<<dom>>/skany /mnt/skany -o username=<<login>>,password=<<cred>>,vers=3.0
df -h
exit
""",
    cred="pw_bare",
    syntax="",
)


# 8 XLSX sharedStrings: accounts list of the departments
def _shared(s: Slots) -> str:
    cells = [
        "Wydział",
        "System",
        "Login",
        "Hasło",
        "Uwagi",
        "Podatki",
        "Płatnik / ZUS",
        s["login"],
        s["cred"],
        f"zmiana {s['dmy']}",
        "Ewidencja ludności",
        "ŹRÓDŁO",
        f"{s['fa2']}.ewid",
        "karta kryptograficzna",
    ]
    si = "".join(f"<si><t>{xml_text(c)}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">'
        f"{si}</sst>\n"
    )


R(
    "konta_wydzialy_xlsx_sharedstrings",
    (
        "IT/hasla_wydzialy.xlsx/xl/sharedStrings.xml",
        "wspolne/informatyk/konta_<<year>>.xlsx/xl/sharedStrings.xml",
    ),
    _shared,
    cred=lambda rng, s: (
        opt(rng, FAM.human(rng), FAM.human(rng, plain=True))
        if rng.random() < 0.7
        else hexs(rng, 12)
    ),
    syntax="xml",
)
