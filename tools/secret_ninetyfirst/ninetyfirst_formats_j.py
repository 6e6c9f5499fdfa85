# ruff: noqa: E501
"""Family j: a cathedral treasury museum at Etchmiadzin, Armenia (Armenian script; Viber,
Idram and Ameriabank vPOS for donations and tickets, Hikvision ISAPI for the vault cameras, an
MS SQL collection database, rsync of manuscript scans, a flat-ODS sheet of logins)."""

from __future__ import annotations

from ninetyfirst_corpus import gen_pw
from ninetyfirst_spec import Fam

FAM = Fam(
    name="etchmiadzin_treasury_armenia",
    orgs=("gandzatun", "mayratachar", "vagharshapatmuseum"),
    titles=("Մայր Աթոռի գանձատուն", "Էջմիածնի գանձարան", "Վաղարշապատի եկեղեցական թանգարան"),
    tld="am",
    first=(
        ("Արամ", "aram"),
        ("Անի", "ani"),
        ("Տիգրան", "tigran"),
        ("Նարե", "nare"),
        ("Գոռ", "gor"),
        ("Լիլիթ", "lilit"),
        ("Դավիթ", "davit"),
        ("Մարիամ", "mariam"),
        ("Հայկ", "hayk"),
        ("Սոնա", "sona"),
    ),
    last=(
        ("Հովհաննիսյան", "hovhannisyan"),
        ("Սարգսյան", "sargsyan"),
        ("Պետրոսյան", "petrosyan"),
        ("Գրիգորյան", "grigoryan"),
        ("Մկրտչյան", "mkrtchyan"),
        ("Ավետիսյան", "avetisyan"),
        ("Հարությունյան", "harutyunyan"),
        ("Խաչատրյան", "khachatryan"),
    ),
    words=(
        "ararat",
        "sevan",
        "khachkar",
        "lavash",
        "dolma",
        "garni",
        "geghard",
        "matenadaran",
        "duduk",
        "tsiran",
        "nur",
        "hayastan",
        "yerevan",
        "mesrop",
        "vardavar",
        "zvartnots",
        "gandz",
        "surb",
    ),
    uwords=(),
    pets=("bobik", "murzik", "kuki", "chalo", "zizi", "mishik", "tuzik"),
    city="Vagharshapat",
    cc="+374 9",
)

FAM.reg(
    "etchmiadzin_armenian_viber_copied_gaghtnabar",
    ("notes/viber_<<date>>.txt", "Desktop/viber_copy_<<n>>.txt"),
    """[<<d>>.<<mo>>.<<y>>, <<time>>] <<name>>: Բարև, պահոցի տեսախցիկների համակարգչի գաղտնաբառը ո՞րն է
[<<d>>.<<mo>>.<<y>>, <<time>>] <<name2>>: օգտանուն՝ vault
[<<d>>.<<mo>>.<<y>>, <<time>>] <<name2>>: գաղտնաբառ՝ <<cred>>
[<<d>>.<<mo>>.<<y>>, <<time>>] <<name>>: Շնորհակալություն 🙏
""",
    "human",
)

FAM.reg(
    "etchmiadzin_vault_nvr_isapi_python_digest",
    ("scripts/vault_snapshots.py", "home/<<fa>>/nvr/snap_<<n>>.py"),
    '''"""Save a snapshot from every vault camera each hour (Hikvision NVR, ISAPI)."""

import datetime
import pathlib

import requests
from requests.auth import HTTPDigestAuth

NVR = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")
OUT = pathlib.Path("/srv/vault-snapshots")

for ch in (101, 201, 301, 401):
    r = requests.get(f"{NVR}/ISAPI/Streaming/channels/{ch}/picture", auth=AUTH, timeout=20)
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M")
    (OUT / f"ch{ch}-{stamp}.jpg").write_bytes(r.content)
''',
    "pw_dq",
)

FAM.reg(
    "etchmiadzin_idram_donations_php_secret",
    ("www/nvirabervutyun/idram.php", "public_html/<<org>>-<<n>>/donate/idram_config.php"),
    """<?php
// Նվիրաբերություն -- Idram
define('IDRAM_EDP_REC_ACCOUNT', '110<<n4>><<n3>>');
define('IDRAM_SECRET_KEY', '<<cred>>');
define('IDRAM_SUCCESS_URL', 'https://<<dom>>/donate/success');
define('IDRAM_FAIL_URL', 'https://<<dom>>/donate/fail');
define('IDRAM_LANGUAGE', 'AM');
""",
    "p:idram",
)

FAM.reg(
    "etchmiadzin_ameria_vpos_appsettings_json",
    ("Tickets.Web/appsettings.Production.json", "srv/tickets-<<n>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": { "Tickets": "Server=<<ip>>;Database=Tickets;Trusted_Connection=True;TrustServerCertificate=True" },
  "AmeriaVpos": {
    "BaseUrl": "https://services.ameriabank.am/VPOS/api/VPOS/",
    "ClientID": "<<uuid>>",
    "Username": "<<n4>><<n3>>",
    "Password": "<<cred>>",
    "Currency": "051",
    "BackURL": "https://tickets.<<dom>>/payment/result"
  },
  "AllowedHosts": "*"
}
""",
    "pw_json",
)

FAM.reg(
    "etchmiadzin_armenian_email_gaghtnabar_catalogue",
    ("mail/<<date>>-catalog.eml", "Maildir/cur/<<ts>>.<<n4>>.<<org>>:2,S"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Հավաքածուի էլեկտրոնային կատալոգի մուտք
Date: <<d>> Sep <<y>> <<time>>:30 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Հարգելի <<first2>>,

Ուղարկում եմ գանձատան հավաքածուի կատալոգի (SQL Server) մուտքի տվյալները,
նոր ձեռագրերի նկարագրությունները մուտքագրելու համար։

Սերվեր՝ <<ip>>\\COLLECTION
Օգտանուն՝ <<user>>
Գաղտնաբառ՝ <<cred>>

Խնդրում եմ առաջին մուտքից հետո փոխել։

Հարգանքով՝
<<name>>
<<title>>
""",
    "human",
)

FAM.reg(
    "etchmiadzin_collection_db_sqlcmd_backup_bat",
    ("scripts/backup_collection.bat", "C/Tasks/pahustayin_<<n>>.bat"),
    """@echo off
rem Հավաքածուի բազայի գիշերային պահուստ
set STAMP=%DATE:~-4%%DATE:~3,2%%DATE:~0,2%
sqlcmd -S <<ip>>\\COLLECTION -U backup_op -P "<<cred>>" -Q "BACKUP DATABASE [Gandzatun] TO DISK='D:\\Backup\\Gandzatun_%STAMP%.bak' WITH COMPRESSION"
robocopy D:\\Backup \\\\<<ip2>>\\backup\\sql /MIR /R:2 /W:5 /LOG:D:\\Backup\\robocopy.log
""",
    lambda rng: gen_pw(rng, sym="#*+-_.?@~"),
)

FAM.reg(
    "etchmiadzin_manuscript_scans_rsyncd_secrets",
    ("etc/rsyncd.secrets", "etc/rsync/scans-<<n>>.secrets"),
    """scanstation:<<cred>>
""",
    "pw_bare",
)


def _fods(s: dict) -> str:
    rows = [
        ("Համակարգ", "Օգտանուն", "Գաղտնաբառ"),
        ("Wi-Fi Gandzatun-Staff", "-", s["cred"]),
        ("Synology NAS", "admin", "տես տետրը"),
        ("Կայք (WordPress)", s["user"], "փոխված է"),
    ]
    body = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        f'<office:body><office:spreadsheet><table:table table:name="Մուտքեր {s["y"]}">{body}</table:table>'
        "</office:spreadsheet></office:body></office:document>\n"
    )


FAM.reg(
    "etchmiadzin_logins_flat_ods_cell",
    ("shared/it/mutqer_<<y>>.fods", "Documents/gaghtnabarer_<<n>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)
