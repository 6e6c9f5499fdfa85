"""Family d: a town cinema in Lankaran (Azerbaijan), Azerbaijani."""

from __future__ import annotations

import json
import quopri

from fiftyfirst_spec import Fam, after, enc_qp

F = Fam(
    "kinoteatr_lankaran_azeri",
    ("lankarankino",),
    "az",
    (
        ("Aysel", "Aysel"),
        ("Rəşad", "Rashad"),
        ("Günel", "Gunel"),
        ("Elçin", "Elchin"),
        ("Nərmin", "Narmin"),
        ("Tural", "Tural"),
    ),
    (
        ("Məmmədov", "Mammadov"),
        ("Əliyeva", "Aliyeva"),
        ("Hüseynov", "Huseynov"),
        ("Quliyeva", "Guliyeva"),
        ("Səfərov", "Safarov"),
    ),
    (
        "lənkəran",
        "xəzər",
        "kinoteatr",
        "seans",
        "bilet",
        "ekran",
        "çaybağı",
        "narıncı",
        "lerik",
        "muğam",
    ),
    ("boncuk", "pişik", "mestan", "qaraca"),
    "994",
)

F.reg(
    "kinoteatr_azeri_whatsapp_sifre_kassa",
    ("WhatsApp/WhatsApp Chat - Kassa <<id>>.txt", "exports/kassa_qrupu_<<date>>.txt"),
    """<<dmy>> <<time>> - <<first>>: Kassa proqramına girə bilmirəm, şifrəni dəyişmisiniz?
<<dmy>> <<time>> - <<first2>>: Bəli, dünən dəyişdim
<<dmy>> <<time>> - <<first2>>: istifadəçi: kassa<<n>>
<<dmy>> <<time>> - <<first2>>: şifrə: <<cred>>
<<dmy>> <<time2>> - <<first>>: Sağ ol, oldu ✅
""",
    "human",
    syntax="",
)

F.reg(
    "kinoteatr_kdm_ftp_netrc_projection_pc",
    ("home/proyeksiya<<nn>>/.netrc", "backup/tms<<nn>>/home/ims/.netrc"),
    """machine kdm.<<dom>>
login lankaran<<nn>>
password <<cred>>

machine ftp.dcp-delivery.az login <<user>> password <<cred>>
""",
    "pw_bare",
    syntax="",
)


def _appsettings(s):
    return (
        json.dumps(
            {
                "Logging": {"LogLevel": {"Default": "Warning"}},
                "ConnectionStrings": {"Kino": "Data Source=kino.db"},
                "Ticketing": {
                    "BaseUrl": "https://api.iticket.az/partner/v2/",
                    "VenueId": s["id"],
                    "ApiKey": s["cred"],
                },
                "AllowedHosts": "*",
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "kinoteatr_ticketing_partner_api_appsettings_json",
    ("KinoSite<<id>>/appsettings.Production.json", "inetpub/kino<<nn>>/appsettings.json"),
    _appsettings,
    "x:itk_live_:32",
)

F.reg(
    "kinoteatr_projector_snmp_exporter_v3_yaml",
    ("monitoring/snmp_<<nn>>.yml", "etc/prometheus/snmp-<<id>>.yml"),
    """auths:
  booth_v3:
    version: 3
    username: booth
    security_level: authPriv
    auth_protocol: SHA
    password: <<cred>>
    priv_protocol: AES
    priv_password: <<cred>>
modules:
  projector:
    walk:
      - 1.3.6.1.2.1.1
      - 1.3.6.1.4.1.<<id>>
""",
    "pw_alnum",
)


def _kassa_cred(rng, s):
    while True:
        v = F.human(rng, plain=False)
        if any(ord(c) > 127 for c in v):
            return v


def _qp_extra(rng, s):
    body = (
        f"Salam {s['first2']} xanım,\n\n"
        f"Mühasibat proqramının yeni şifrəsi aşağıdadır (Səfərov müəllimə də göndərin):\n\n"
        f"İstifadəçi: {s['user']}\nŞifrə: {s['cred']}\n\n"
        f"Hörmətlə,\n{s['name']}\n"
    )
    s["enc"] = enc_qp(body)


F.reg(
    "kinoteatr_accountant_email_quoted_printable_sifre",
    ("Mail/muhasib_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<email>>
To: <<email2>>
Subject: =?UTF-8?Q?M=C3=BChasibat_proqram=C4=B1?=
Date: <<dmy>> <<time>> +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    _kassa_cred,
    syntax="",
    extra=_qp_extra,
    decode=lambda t: after(quopri.decodestring(t.split("\n\n", 1)[1].encode()).decode(), "Şifrə: "),
)

F.reg(
    "kinoteatr_bar_pos_rkeeper_ini",
    ("RK7/RK7SRV_<<nn>>.INI", "backup/bar<<id>>/RK7SRV.INI"),
    """[REFSERVER]
Server=RK7REF<<n>>
NetServerName=<<ip2>>

[SQL]
Provider=SQLOLEDB
DataSource=<<ip2>>\\SQLEXPRESS
Database=RK7
UserName=rk7
Password=<<cred>>

[CASH]
CashGroup=<<n>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "kinoteatr_poster_site_wp_config_php",
    ("kino<<id>>/public_html/wp-config.php", "sites/kino<<nn>>/wp-config.php"),
    """<?php
define( 'DB_NAME', 'kino_wp<<nn>>' );
define( 'DB_USER', 'kino_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'lk_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "kinoteatr_projection_booth_logbook_ocr",
    ("scan/jurnal_<<date>>.txt", "ocr/booth_log_<<id>>.txt"),
    """PROYEKSİYA JURNALI  <<dmy>>
Zal 1 — 19:00 seans, DCP yükləndi, KDM <<dmy>>-dək
Lampa saatı: <<id>>

IMS server (panel)
login: admin
şifrə: <<cred>>

imza: <<name>>
""",
    "human",
    syntax="",
)
