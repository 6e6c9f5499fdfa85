# ruff: noqa: E501
"""Family b: a secondary school's IT teacher (liceum) in Poland (Polish)."""

from __future__ import annotations

import json

from hundredeighteenth_spec import Fam, accent_pw, dec_qp_after, enc_qp

PL = Fam(
    name="liceum_informatyka_pracownia",
    orgs=("kopernikowo", "zielonagorka", "lo3sobieski"),
    tld="edu.pl",
    first=(
        ("Katarzyna", "katarzyna"),
        ("Piotr", "piotr"),
        ("Małgorzata", "malgorzata"),
        ("Tomasz", "tomasz"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Zofia", "zofia"),
        ("Paweł", "pawel"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Lewandowska", "lewandowska"),
    ),
    words=(
        "szkola",
        "matura",
        "liceum",
        "krakow",
        "wisla",
        "legia",
        "pierogi",
        "kopernik",
        "informatyka",
        "dziennik",
        "wakacje",
        "jesien",
        "zima",
        "kwiatek",
        "slonce",
        "tatry",
        "baltyk",
        "orzel",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "puszek", "luna", "kluska"),
    cc="+48",
    grades=("1a", "2b", "3c", "4d", "2e"),
)
ACCENTED = ("żubr", "źródło", "jabłko", "łąka", "wiśnia", "gęś", "słońce", "żółw", "różyczka")

PL.reg(
    "liceum_librus_synergia_scraper_py",
    ("skrypty/librus_oceny_<<n>>.py", "home/<<fa>>/librus/pobierz_<<y>>.py"),
    """#!/usr/bin/env python3
# Pobiera oceny klasy <<grade>> z Librus Synergia do arkusza (wychowawca: <<fn>> <<ln>>)
import requests

LOGIN = '<<n>>u'
HASLO = '<<cred>>'

s = requests.Session()
s.get("https://api.librus.pl/OAuth/Authorization?client_id=46&response_type=code&scope=mydata")
r = s.post(
    "https://api.librus.pl/OAuth/Authorization?client_id=46",
    data={"action": "login", "login": LOGIN, "pass": HASLO},
)
r.raise_for_status()
print(s.get("https://synergia.librus.pl/gateway/api/2.0/Grades").json()["Grades"][:5])
""",
    "pw_sq",
)

PL.reg(
    "liceum_m365_a1_graph_sync_ps1",
    ("Skrypty/Sync-Uczniowie-<<y>>.ps1", "C:/Admin/m365/sync_<<n>>.ps1"),
    """# Synchronizacja kont uczniów (Microsoft 365 A1) z eksportu Vulcan
$TenantId     = "<<uuid>>"
$ClientId     = "<<cid>>"
$ClientSecret = "<<cred>>"

$body = @{
    grant_type    = "client_credentials"
    scope         = "https://graph.microsoft.com/.default"
    client_id     = $ClientId
    client_secret = $ClientSecret
}
$token = (Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$TenantId/oauth2/v2.0/token" -Body $body).access_token
Import-Csv .\\uczniowie_<<grade>>.csv -Delimiter ';' | ForEach-Object {
    Write-Host "Tworzę konto $($_.Imie) $($_.Nazwisko)"
}
""",
    "p:entra_secret",
    extra=lambda rng, s: {"cid": PL.cred(rng, "uuid")},
)

PL.reg(
    "liceum_moodle_config_php_dbpass",
    ("var/www/moodle/config.php", "srv/e-lekcje.<<org>>/config.php"),
    """<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array (
  'dbpersist' => 0,
  'dbport' => '',
  'dbsocket' => '',
  'dbcollation' => 'utf8mb4_polish_ci',
);

$CFG->wwwroot   = 'https://e-lekcje.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

$CFG->directorypermissions = 0777;

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

PL.reg(
    "liceum_pracownia_mikrotik_rsc_export",
    ("mikrotik/pracownia_<<n>>.rsc", "backup/hAP-sala<<n2>>-<<date>>.rsc"),
    """# <<date>> <<hms>> by RouterOS 7.14.3
# software id = <<hex8>>
#
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=pracownia supplicant-identity="" wpa2-pre-shared-key="<<cred>>"
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=poland disabled=no mode=ap-bridge security-profile=pracownia ssid="Sala<<n2>>-Informatyka"
/ip address
add address=192.168.<<n2>>.1/24 interface=bridge network=192.168.<<n2>>.0
/system identity
set name=pracownia-<<n2>>
""",
    "human_x",
)


def _messenger(s: dict) -> str:
    def moj(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    ts = int(s["ts"]) * 1000
    doc = {
        "participants": [
            {"name": moj(f"{s['fn']} {s['ln']}")},
            {"name": moj(f"{s['fn2']} {s['ln2']}")},
        ],
        "messages": [
            {
                "sender_name": moj(f"{s['fn']} {s['ln']}"),
                "timestamp_ms": ts + 90000,
                "content": moj("Dzięki, działa!"),
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": moj(f"{s['fn2']} {s['ln2']}"),
                "timestamp_ms": ts + 60000,
                "content": s["cred"],
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": moj(f"{s['fn2']} {s['ln2']}"),
                "timestamp_ms": ts + 30000,
                "content": moj("Login: sekretariat, hasło zaraz podam"),
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": moj(f"{s['fn']} {s['ln']}"),
                "timestamp_ms": ts,
                "content": moj("Pani dyrektor, jakie jest hasło do komputera w sekretariacie?"),
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": moj(f"{s['fn2']} {s['ln2']}"),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2) + "\n"


PL.reg(
    "liceum_messenger_json_haslo_wicedyrektor",
    (
        "facebook-<<fa>><<n>>/messages/inbox/<<fa2>><<la2>>_<<n>>/message_1.json",
        "messenger_export_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _qp_mail(s: dict) -> str:
    body = (
        f"Dzień dobry Pani {s['fn']},\n\n"
        "w załączeniu instrukcja logowania do systemu SIOEO na próbną maturę z informatyki.\n"
        f"Login szkoły: {s['n']}{s['n2']}\n"
        f"Hasło: {s['cred']}\n\n"
        "Proszę nie przekazywać hasła uczniom. Próbna matura odbędzie się w sali nr "
        f"{s['n2']}.\n\nPozdrawiam serdecznie\n{s['fn2']} {s['ln2']}\nnauczyciel informatyki\n"
    )
    head = (
        f"From: {s['fn2']} {s['ln2']} <{s['email2']}>\n"
        f"To: {s['email']}\n"
        f"Subject: =?UTF-8?Q?Has=C5=82o_do_SIOEO_=E2=80=93_pr=C3=B3bna_matura?=\n"
        f"Date: Tue, {s['d']} Mar {s['y']} {s['hms']} +0100\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n"
    )
    return head + "\n" + enc_qp(body)


PL.reg(
    "liceum_sioeo_email_quoted_printable_haslo",
    ("Poczta/Wyslane/sioeo_<<n>>.eml", "eml/matura_probna_<<date>>.eml"),
    _qp_mail,
    lambda rng: accent_pw(rng, ACCENTED),
    decode=dec_qp_after("Hasło: "),
)

PL.reg(
    "liceum_sklepik_mysqldump_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd /var/www/sklepik
ls -la
sudo systemctl status mariadb
mysqldump -u sklepik -p'<<cred>>' sklepik > /backup/sklepik_<<date>>.sql
gzip /backup/sklepik_<<date>>.sql
scp /backup/sklepik_<<date>>.sql.gz <<fa>>@<<host>>:/backup/
df -h
exit
""",
    "pw_sq",
)

PL.reg(
    "liceum_chromebook_google_admin_csv",
    ("Pobrane/konta_uczniow_<<grade>>_<<n>>.csv", "gsuite/import_<<date>>.csv"),
    """First Name [Required],Last Name [Required],Email Address [Required],Password [Required],Org Unit Path [Required],Change Password at Next Sign-In
<<fn>>,<<ln>>,<<email>>,<<cred>>,/Uczniowie/<<grade>>,FALSE
<<fn2>>,<<ln2>>,<<email2>>,<<cred2>>,/Uczniowie/<<grade>>,TRUE
""",
    "human",
    extra=lambda rng, s: {"cred2": PL.human(rng)},
)
