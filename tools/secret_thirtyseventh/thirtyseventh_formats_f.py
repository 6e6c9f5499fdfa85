# ruff: noqa: E501
"""Family f: sapphire and gemstone pits, cutters and dealers of Ratnapura (Sri Lanka)."""

from __future__ import annotations

from thirtyseventh_spec import alnum, human_with, reg

FAM = "sapphire_ratnapura_gemstone"
LK = (
    "Nimal",
    "Kumari",
    "Chaminda",
    "Dilani",
    "Sunil",
    "Tharindu",
    "Nadeeka",
    "Ruwan",
    "Fathima",
    "Kavitha",
    "Suresh",
    "Ishara",
)
WORDS = (
    "sapphire",
    "padparadscha",
    "ratnapura",
    "illam",
    "nilam",
    "pushparaga",
    "sabaragamuwa",
    "eheliyagoda",
    "geuda",
    "ratna",
    "kataragama",
    "poson",
)

reg(
    FAM,
    "sapphire_sinhala_viber_murapadaya",
    ("viber/<<org>>_<<date>>.txt", "chats/illam_pit_<<n>>.txt"),
    """\
[<<dmy>> <<time>>] <<p1>>: අයියේ, CCTV app එකට log වෙන්න බෑ
[<<dmy>> <<time>>] <<p2>>: username එක pit<<n>>
[<<dmy>> <<time2>>] <<p2>>: මුරපදය
[<<dmy>> <<time2>>] <<p2>>: <<cred>>
[<<dmy>> <<time2>>] <<p1>>: හරි, ස්තූතියි 👍
""",
    human_with(*WORDS, names=LK),
    syntax="",
    people=LK,
)

reg(
    FAM,
    "sapphire_tamil_email_kadavuchol_ratna_portal",
    ("mail/<<org>>/outbox/<<id>>.eml", "Mail/dealer_portal_<<date>>.eml"),
    """\
From: <<p1>> <sales@<<dom>>>
To: <<p2>>@gemdealer.lk
Subject: இரத்தினக்கல் ஏல இணையத்தளம் - உள்நுழைவு
Date: <<day>> <<mon>> <<year>> <<time>>:00 +0530
Content-Type: text/plain; charset=UTF-8

வணக்கம் <<p2>>,

அடுத்த வார ஏலத்துக்கான (நீலம், பத்மராகம்) படங்கள் இணையத்தில் உள்ளன.
பயனர் பெயர்: dealer<<num>>
கடவுச்சொல்: <<cred>>

நன்றி,
<<p1>>
""",
    "pw",
    syntax="",
    people=LK,
)

reg(
    FAM,
    "sapphire_spectrometer_lab_app_config_connection_string",
    ("GemLab/App.config", "<<org>>-lab/GemLab.Desktop/App.config"),
    """\
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="GemLabDb"
         connectionString="Server=<<ip>>\\SQLEXPRESS;Database=GemCertificates;User Id=lab_client;Password=<<cred>>;TrustServerCertificate=True"
         providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="UvVisPort" value="COM<<n>>" />
    <add key="CertificatePrefix" value="RTN-<<year>>-" />
  </appSettings>
</configuration>
""",
    "pw_alnum",
    syntax="xml",
)

reg(
    FAM,
    "sapphire_vendesiya_site_django_settings_secret_key",
    ("auction/settings/production.py", "<<org>>_auction/settings.py"),
    """\
from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["auction.<<dom>>"]

SECRET_KEY = "<<cred>>"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "auction",
        "HOST": "<<ip>>",
        "USER": "auction",
        "PASSWORD": os.environ.get("AUCTION_DB_PASSWORD", ""),
    }
}
""",
    lambda r: alnum(r, 50, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)"),
)

reg(
    FAM,
    "sapphire_ratna_photos_aws_credentials_profile",
    ("home/<<user>>/.aws/credentials", "<<org>>/photo-uploader/aws_credentials.ini"),
    """\
[default]
region = ap-south-1

[gem-photos]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = ap-south-1
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda r, v: {"akid": "AKIA" + alnum(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

reg(
    FAM,
    "sapphire_export_licence_perl_lwp_credentials",
    ("scripts/ngja_export_licence.pl", "<<org>>/bin/licence_fetch.pl"),
    """\
#!/usr/bin/perl
use strict;
use warnings;
use LWP::UserAgent;

# Fetch export licence PDFs (National Gem & Jewellery Authority portal)
my $ua = LWP::UserAgent->new(timeout => 30);
$ua->credentials('licences.<<dom>>:443', 'NGJA Exporters', 'exp<<num>>', '<<cred>>');

my $res = $ua->get('https://licences.<<dom>>/exporter/<<num>>/latest.pdf');
die $res->status_line unless $res->is_success;
open my $fh, '>', "licence_<<date>>.pdf" or die $!;
print {$fh} $res->decoded_content(charset => 'none');
close $fh;
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "sapphire_illam_level_gateway_toml_password",
    ("<<org>>/pit-pumps/gateway.toml", "etc/pumpwatch/config.toml"),
    """\
# Water pumps of the gem pits (illam gravel), level sensors over LoRa
[site]
name = "Pit <<n>>, Eheliyagoda"
timezone = "Asia/Colombo"

[lora]
frequency = 923.2
spreading_factor = 9

[uplink]
url = "https://pumps.<<dom>>/ingest"
username = "pit<<n>>"
password = "<<cred>>"
""",
    "pw",
)

reg(
    FAM,
    "sapphire_ratna_appraisal_tsv_bare_column",
    ("<<org>>/valuation/stones_<<date>>.tsv", "shared/valuation_logins.tsv"),
    """\
lot\tstone\tcarat\torigin\tviewer_login\tviewer_pass
<<num>>\tblue sapphire\t<<n>>.41\tRatnapura\tval<<n>>\t<<cred>>
<<id>>\tpadparadscha\t2.<<n>>\tElahera\t\t
<<n>><<num>>\tstar sapphire\t<<n>>.08\tRakwana\t\t
""",
    "pw_alnum",
    syntax="",
)
