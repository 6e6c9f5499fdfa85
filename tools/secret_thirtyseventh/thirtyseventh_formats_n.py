# ruff: noqa: E501
"""Family n: marionette theatres of Prague and Czech touring puppet companies (divadlo loutek)."""

from __future__ import annotations

import random

from thirtyseventh_spec import dec_concat, enc_concat, human_with, reg

FAM = "marionette_prague_divadlo_loutky"
CZ = (
    "Tereza",
    "Jiří",
    "Kateřina",
    "Ondřej",
    "Lucie",
    "Tomáš",
    "Markéta",
    "Vojtěch",
    "Zdeňka",
    "Petr",
    "Hana",
    "Matěj",
)
WORDS = (
    "marioneta",
    "loutka",
    "kasparek",
    "spejbl",
    "hurvinek",
    "divadlo",
    "vltava",
    "karluv",
    "kasparku",
    "zlatovlaska",
    "vodnik",
    "pohadka",
)

reg(
    FAM,
    "marionette_czech_email_heslo_pokladna",
    ("posta/<<org>>/odeslane/<<id>>.eml", "Mail/pokladna_<<date>>.eml"),
    """\
From: <<p1>> <provoz@<<dom>>>
To: pokladna@<<dom>>
Subject: Nové heslo do pokladního systému
Date: <<day>> <<mon>> <<year>> <<time>>:00 +0100
Content-Type: text/plain; charset=UTF-8

Ahoj,

od zítřka platí pro pokladnu (představení Don Giovanni pro marionety) nové heslo:

    <<cred>>

Uživatel zůstává "pokladna<<n>>". Prosím nepiš si ho na lísteček pod klávesnici.

Díky,
<<p1>>
""",
    human_with(*WORDS, names=CZ),
    syntax="",
    people=CZ,
)

reg(
    FAM,
    "marionette_jeviste_svetla_console_json_admin",
    ("<<org>>/svetla/console_network.json", "lighting/showfile_<<n>>/network.json"),
    """\
{
  "console": "Jevištní pult <<n>>",
  "artnet": {"universe": <<n>>, "subnet": 0, "ip": "<<lan>>"},
  "remote": {
    "enabled": true,
    "user": "osvetlovac",
    "password": "<<cred>>"
  },
  "cues": <<num>>
}
""",
    "pw_json",
)

reg(
    FAM,
    "marionette_ticket_site_apache_setenv_api_key",
    ("etc/apache2/sites-available/<<org>>-vstupenky.conf", "apache/vhosts/vstupenky.conf"),
    """\
<VirtualHost *:443>
    ServerName vstupenky.<<dom>>
    DocumentRoot /var/www/vstupenky/public

    SetEnv TICKETS_BACKEND https://api.<<dom>>/v3
    SetEnv TICKETS_API_KEY <<cred>>
    SetEnv APP_LOCALE cs_CZ

    SSLEngine on
    SSLCertificateFile /etc/ssl/certs/vstupenky.pem
    SSLCertificateKeyFile /etc/ssl/private/vstupenky.key
</VirtualHost>
""",
    "x:lkt_live_:40",
    syntax="",
)

reg(
    FAM,
    "marionette_skener_fstab_cifs_password",
    ("etc/fstab", "<<org>>/archiv/fstab.txt"),
    """\
# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<uuid2>> /boot/efi       vfat    umask=0077      0       1
# archiv loutek a scénářů (skenovaný archiv 1920-1990)
//<<lan>>/archiv /mnt/archiv cifs username=skener,password=<<cred>>,uid=1000,iocharset=utf8,vers=3.0 0 0
""",
    "pw_bare",
    syntax="",
)

reg(
    FAM,
    "marionette_zajezd_dodavka_powershell_securestring_plain",
    ("scripts/zajezd_sync.ps1", "<<org>>/it/Sync-TourPhotos.ps1"),
    """\
# Nahrání fotek ze zájezdu (festival Chrudim) na NAS divadla
$user = "DIVADLO\\zajezd"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)

New-PSDrive -Name N -PSProvider FileSystem -Root "\\\\<<lan>>\\foto" -Credential $cred | Out-Null
Copy-Item -Path "$env:USERPROFILE\\Pictures\\Zajezd\\*" -Destination "N:\\<<year>>\\" -Recurse
Remove-PSDrive N
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "marionette_chrudim_grant_slack_export_json_message",
    ("slack-export/granty/<<date>>.json", "<<org>>/slack/granty_<<date>>.json"),
    """\
[
  {
    "type": "message",
    "user": "U0<<hex8>>",
    "text": "Kdo podává grant na ministerstvo? Přístup do portálu je pod mým jménem",
    "ts": "<<epoch>>.000100"
  },
  {
    "type": "message",
    "user": "U0<<hex12>>",
    "text": "login je divadlo.<<n>>, heslo <<cred>>",
    "ts": "<<epoch>>.000200"
  }
]
""",
    "pw_json",
)

reg(
    FAM,
    "marionette_divadlo_site_makefile_github_token",
    ("web/Makefile", "<<org>>-web/Makefile"),
    """\
HUGO ?= hugo
GITHUB_TOKEN := <<cred>>
REPO := <<org>>/divadlo-web

build:
\t$(HUGO) --minify

release: build
\tgh release create v$(shell date +%Y%m%d) public.zip --repo $(REPO)

deploy: build
\tcurl -sH "Authorization: token $(GITHUB_TOKEN)" -X POST https://api.github.com/repos/$(REPO)/dispatches -d '{"event_type":"deploy"}'

.PHONY: build release deploy
""",
    "p:github_pat",
    syntax="",
)


def _concat_extra(rng: random.Random, v: dict) -> dict:
    return {"enc": enc_concat(rng, v["cred"])}


reg(
    FAM,
    "marionette_box_office_csharp_string_concat_password",
    ("Pokladna/Db.cs", "<<org>>.Pokladna/Data/Connection.cs"),
    """\
using System.Data.SqlClient;

namespace Pokladna.Data
{
    internal static class Connection
    {
        // heslo rozdělené, aby ho nenašel "grep" (nápad pana <<lastc>>)
        private static readonly string Pwd = <<enc>>;

        public static SqlConnection Open()
        {
            var cs = "Server=<<ip>>;Database=pokladna;User Id=pokladna;Password=" + Pwd + ";";
            var c = new SqlConnection(cs);
            c.Open();
            return c;
        }
    }
}
""",
    "pw_dq",
    syntax="",
    extra=_concat_extra,
    decode=lambda t: dec_concat(t.split("string Pwd = ", 1)[1].split(";", 1)[0]),
)
