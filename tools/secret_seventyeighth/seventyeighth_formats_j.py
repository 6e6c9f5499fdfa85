# ruff: noqa: E501
"""Family j: a Turkish municipality's local tax office (belediye emlak vergisi / gelir müdürlüğü)."""

from __future__ import annotations

import random

from seventyeighth_spec import Fam, Slots, alnum, dec_pct_userinfo, enc_pct

FAM = Fam(
    name="emlak_vergisi_tahsilat",
    key="emlak",
    orgs=(
        ("Yeşilova Belediyesi Mali Hizmetler Müdürlüğü", "emlakyesilova"),
        ("Karaçam Belediyesi Gelir Müdürlüğü", "karacambel"),
        ("Dereköy Belediyesi Tahsilat Servisi", "derekoybel"),
    ),
    tld="bel.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Zeynep", "zeynep"),
        ("Hüseyin", "huseyin"),
        ("Elif", "elif"),
        ("Emre", "emre"),
        ("Gülşen", "gulsen"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "galatasaray",
        "fenerbahce",
        "besiktas",
        "trabzon",
        "çay",
        "simit",
        "lale",
        "nazar",
        "kardeş",
        "bereket",
        "vergi",
        "yaprak",
        "deniz",
        "güneş",
        "kartal",
        "yesilova",
    ),
    pets=("pamuk", "boncuk", "karabaş", "tekir", "minnoş", "duman"),
    cc="+90",
    places=("Yeşilova", "Karaçam", "Dereköy", "Çarşı", "Cumhuriyet Mahallesi"),
)

R = FAM.reg

# 1 PHP: iyzico options for online tax payment
R(
    "iyzico_online_vergi_odeme_php",
    ("e-belediye/odeme/iyzico_ayar.php", "app/Config/Iyzico.php"),
    """<?php
// Emlak / ÇTV online ödeme – <<org>>
$options = new \\Iyzipay\\Options();
$options->setApiKey('<<ak>>');
$options->setSecretKey('<<cred>>');
$options->setBaseUrl('https://api.iyzipay.com');
return $options;
""",
    cred="p:iyzico",
    syntax="",
    extra=lambda rng, s: {"ak": alnum(rng, 32)},
)

# 2 WhatsApp in Turkish: şifre for the e-Belediye back office
R(
    "turkish_whatsapp_sifre_ebelediye",
    ("WhatsApp/WhatsApp Sohbeti - Gelir Servisi.txt", "İndirilenler/WhatsApp Chat with <<fa>>.txt"),
    """<<dmy>> <<time>> - <<first2>>: <<first>> Bey, e-Belediye arka ofise giremiyorum, şifre değişmiş galiba
<<dmy>> <<time2>> - <<first>>: Kullanıcı adı <<login>>
<<dmy>> <<time2>> - <<first>>: Şifre: <<cred>>
<<dmy>> <<time2>> - <<first2>>: Çok teşekkürler, girdim 🙏
""",
    cred="human",
    syntax="",
)


# 3 percent-encoded password in a PostgreSQL URL (encoded)
def _sym_pw(rng: random.Random, s: Slots) -> str:
    return FAM.human(rng) + rng.choice("@#%/:?")


R(
    "tahsilat_report_percent_encoded_db_url",
    ("rapor/.env", "srv/tahsilat-rapor/config.env"),
    lambda s: (
        f"""# Günlük tahsilat raporu (Metabase) – {s["org"]}
MB_DB_TYPE=postgres
MB_DB_CONNECTION_URI=postgres://rapor_{s["la"]}:{s["enc"]}@{s["ip"]}:5432/gelir?sslmode=require
MB_SITE_LOCALE=tr
"""
    ),
    cred=_sym_pw,
    enc=enc_pct,
    syntax="",
    decode=dec_pct_userinfo,
)

# 4 .bat: e-imza (PFX) signing of the e-tebligat batch
R(
    "e_imza_pfx_signtool_bat",
    ("C:/Tebligat/imzala.bat", "D:/gelir/e-imza/toplu_imza.bat"),
    """@echo off
rem Toplu e-tebligat PDF imzalama – <<org>>
set PFX=C:\\Tebligat\\sertifika\\<<la>>_kurum.pfx
for %%f in (C:\\Tebligat\\giden\\*.pdf) do (
  java -jar C:\\Tebligat\\imzager.jar -in "%%f" -pfx %PFX% -pass <<cred>>
)
""",
    cred="human_x",
    syntax="",
)

# 5 Netcad GIS connection INI
R(
    "netcad_gis_baglanti_ini",
    ("Netcad/NetcadGIS/baglanti.ini", "Users/<<login>>/AppData/Roaming/Netcad/db.ini"),
    """[Baglanti]
Sunucu=<<ip>>
Port=5432
Veritabani=kent_bilgi_sistemi
Kullanici=ncz_<<la>>
Sifre=<<cred>>
Sema=emlak

[Harita]
Projeksiyon=ITRF96_3
""",
    cred="pw",
    syntax="ini",
)

# 6 Python: NetGSM SMS reminders for tax instalments
R(
    "netgsm_taksit_hatirlatma_python",
    ("scripts/taksit_sms.py", "gelir/sms/netgsm_gonder.py"),
    '''"""Emlak vergisi 1. taksit hatırlatma SMS'i (NetGSM)."""

import requests

USERCODE = "850<<num>><<n>>"
PASSWORD = "<<cred>>"
HEADER = "YESILOVABL"


def gonder(telefon, mesaj):
    return requests.get(
        "https://api.netgsm.com.tr/sms/send/get",
        params={"usercode": USERCODE, "password": PASSWORD, "gsmno": telefon, "message": mesaj, "msgheader": HEADER},
        timeout=15,
    ).text
''',
    cred="pw_dq",
)

# 7 Turkish e-mail: GİB / bank collection account
R(
    "turkish_email_sifre_banka_tahsilat",
    ("Posta/Gelen/<<ymd_compact>>_tahsilat.eml", "Outlook/Inbox/<<num>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: Banka online tahsilat entegrasyonu – kullanıcı bilgileri
Date: <<dmy>> <<time>>
Content-Type: text/plain; charset=UTF-8

Merhaba <<first>> Hanım/Bey,

Ziraat Bankası kurum tahsilat ekranı için kullanıcınız tanımlandı:
Kullanıcı: <<slug>>_<<la>>
Şifre: <<cred>>

İlk girişte SMS ile doğrulama istenecektir.
Saygılarımla,
<<first2>> – Bilgi İşlem
""",
    cred="human",
    syntax="",
)

# 8 Spring Boot application.yml for the e-Belediye backend
R(
    "ebelediye_spring_application_yml",
    ("ebelediye-api/src/main/resources/application-prod.yml", "config/application.yml"),
    """spring:
  datasource:
    url: jdbc:postgresql://<<ip>>:5432/ebelediye
    username: ebelediye_app
    password: "<<cred>>"
  jpa:
    open-in-view: false
server:
  port: 8080
belediye:
  kod: "<<slug>>"
""",
    cred="pw_dq",
)
