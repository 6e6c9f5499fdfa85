# ruff: noqa: E501
"""Family m: Njeguši pršut (smoked ham) smokehouses and konobas, Montenegro. Montenegrin in
Latin and Cyrillic script, and English."""

from __future__ import annotations

from fortyfifth_spec import Fam

F = Fam(
    "njegusi_prsut_montenegro",
    orgs=("lovcenprsut", "njegusikonoba", "cetinjesir", "pusnicanjegus"),
    tld="me",
    first=(
        "milos",
        "jelena",
        "vuk",
        "milica",
        "marko",
        "ana",
        "nikola",
        "dragana",
        "petar",
        "sanja",
    ),
    last=(
        "petrovic",
        "vukovic",
        "radonjic",
        "popovic",
        "djurovic",
        "martinovic",
        "raznatovic",
        "bozovic",
    ),
    words=(
        "pršut",
        "njeguši",
        "lovćen",
        "sir",
        "pušnica",
        "bukva",
        "kajmak",
        "cetinje",
        "konoba",
        "vino",
        "vranac",
        "krstač",
        "durmitor",
    ),
    seasons=("zima", "ljeto", "proljeće", "jesen"),
    cc="+382",
    pets=("žućo", "garo", "lesi"),
    local=("Милош Петровић", "Јелена Вуковић", "Марко Поповић", "Сања Божовић"),
)

F.reg(
    "prsut_montenegrin_viber_lozinka_kasa",
    ("Viber/<<first>>_<<n>>.txt", "chats/viber_<<org>>_<<date>>.txt"),
    """[<<dmy>> <<time>>] <<name>>: Đe si, koja je lozinka za kasu u konobi?
[<<dmy>> <<time2>>] <<name2>>: korisnik: <<user>>
[<<dmy>> <<time2>>] <<name2>>: lozinka: <<cred>>
[<<dmy>> <<time2>>] <<name2>>: nemoj je nikome davat
[<<dmy>> <<time2>>] <<name>>: Hvala brate 🍖
""",
    "human",
    syntax="",
)

F.reg(
    "prsut_cyrillic_email_lozinka_knjigovodja",
    ("Mail/Poslato/<<n4>>.eml", "mail/<<date>>_knjigovodja.eml"),
    """From: <<lname>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Приступ порталу Пореске управе
Date: Mon, <<day>> May <<year>> 09:55:02 +0200
Content-Type: text/plain; charset=utf-8

Поштовани,

шаљем приступ за е-пријаве пушнице:
корисничко име: <<user>>
лозинка: <<cred>>

Поздрав,
<<lname>>
""",
    "human",
)

F.reg(
    "prsut_smokehouse_shelly_cloud_auth_key_curl",
    ("scripts/pusnica_temp_<<n>>.sh", "bin/shelly_<<word>>.sh"),
    """#!/bin/bash
# Temperatura u pušnici (Shelly H&T) -> log
AUTH_KEY="<<cred>>"
curl -s -X POST "https://shelly-<<n>>-eu.shelly.cloud/device/status" \\
  -d "id=<<hex8>>abcd" -d "auth_key=${AUTH_KEY}" | jq '.data.device_status["temperature:0"].tC' >> /var/log/pusnica.log
""",
    lambda rng, s: (
        "MTk"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(69)
        )
    ),
    syntax="",
)

F.reg(
    "prsut_tourist_shop_prestashop_parameters_php",
    ("app/config/parameters.php", "shop/app/config/parameters_<<n>>.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => 'prsut_shop',
    'database_user' => 'prsut',
    'database_password' => '<<cred>>',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'locale' => 'sr-ME',
    'ps_caching' => 'CacheMemcache',
  ),
);
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "prsut_efiscal_pfx_password_csharp",
    ("Fiskalizacija/CertLoader.cs", "src/Fiscal/Cert<<n>>.cs"),
    """using System.Security.Cryptography.X509Certificates;

namespace Konoba.Fiskalizacija
{
    internal static class CertLoader
    {
        // Sertifikat za EFI (Poreska uprava Crne Gore)
        private const string PfxPath = @"C:\\Konoba\\cert\\<<org>>_efi.pfx";
        private const string PfxPassword = "<<cred>>";

        public static X509Certificate2 Load() =>
            new X509Certificate2(PfxPath, PfxPassword, X509KeyStorageFlags.MachineKeySet);
    }
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "prsut_konoba_pos_firebird_isql_script",
    ("backup/pos_backup_<<n>>.bat", "scripts/kasa_<<word>>.cmd"),
    """@echo off
rem Backup baze kase konobe (Firebird)
set ISC_USER=SYSDBA
"C:\\Program Files\\Firebird\\Firebird_3_0\\gbak.exe" -b -user SYSDBA -password <<cred>> localhost:C:\\Kasa\\KONOBA.FDB D:\\backup\\konoba_%date:~-4%.fbk
"C:\\Program Files\\Firebird\\Firebird_3_0\\isql.exe" -user SYSDBA -password <<cred>> localhost:C:\\Kasa\\KONOBA.FDB -i C:\\Kasa\\cleanup.sql
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "prsut_drying_room_grafana_ini_admin",
    ("etc/grafana/grafana.ini", "grafana/conf/custom_<<n>>.ini"),
    """[server]
http_port = 3000
domain = grafana.<<dom>>

[security]
admin_user = admin
admin_password = <<cred>>
disable_gravatar = true

[auth.anonymous]
enabled = false
""",
    "pw",
    syntax="ini",
)

F.reg(
    "prsut_accountant_sms_lozinka_reply_only",
    ("sms/<<first>>_<<date>>.txt", "Poruke/<<phone2>>_<<n>>.txt"),
    """<<name2>> <<dmy>> <<time>>
Pošalji mi lozinku za e-fakture, hitno je

Ja <<dmy>> <<time2>>
<<cred>>
""",
    "human_x",
    syntax="",
)
