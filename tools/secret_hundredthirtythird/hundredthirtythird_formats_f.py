# ruff: noqa: E501
"""Family f: an akaryakıt istasyonu (petrol station with market and car wash) in Konya, Türkiye."""

from __future__ import annotations

from hundredthirtythird_corpus import DIGITS, alnum, pick
from hundredthirtythird_spec import Fam, prov

F = Fam(
    name="akaryakit_istasyonu_anadolu",
    orgs=("mevlanapetrol", "selcukakaryakit", "karatayenerji", "meramistasyon", "beysehirpetrol"),
    tld="com.tr",
    first=(
        "mehmet",
        "ayse",
        "mustafa",
        "fatma",
        "ahmet",
        "emine",
        "huseyin",
        "hatice",
        "murat",
        "zeynep",
    ),
    last=(
        "yilmaz",
        "kaya",
        "demir",
        "sahin",
        "celik",
        "yildiz",
        "ozturk",
        "aydin",
        "arslan",
        "dogan",
    ),
    lfirst=(
        "Mehmet",
        "Ayşe",
        "Mustafa",
        "Fatma",
        "Ahmet",
        "Emine",
        "Hüseyin",
        "Hatice",
        "Murat",
        "Zeynep",
    ),
    llast=(
        "Yılmaz",
        "Kaya",
        "Demir",
        "Şahin",
        "Çelik",
        "Yıldız",
        "Öztürk",
        "Aydın",
        "Arslan",
        "Doğan",
    ),
    words=(
        "konya",
        "mevlana",
        "pompaci",
        "benzin",
        "motorin",
        "kartal",
        "aslan",
        "mazot",
        "vardiya",
        "selcuk",
        "etliekmek",
        "kartalkaya",
        "istasyon",
        "meram",
        "yakit",
        "sahin",
    ),
    cities=("Konya", "Eregli", "Aksehir", "Beysehir", "Karaman", "Cumra"),
    cc="+90",
    tz="+0300",
    pets=("pamuk", "boncuk", "karabas", "tarcin", "minnos", "duman"),
)

F.reg(
    "akaryakit_market_iyzico_odeme_secret_php",
    ("market-siparis/config/iyzico.php", "public_html/<<org>>/odeme/ayarlar.php"),
    """<?php
// İstasyon market online sipariş - iyzico ödeme ayarları
require_once __DIR__ . '/../vendor/autoload.php';

$options = new \\Iyzipay\\Options();
$options->setApiKey("<<key>>");
$options->setSecretKey("<<cred>>");
$options->setBaseUrl("https://api.iyzipay.com");

$magaza = [
    'ad' => '<<org_cap>> Market',
    'il' => '<<city>>',
    'callback' => 'https://market.<<dom>>/odeme/sonuc',
];
""",
    "p:iyzico_secret",
    syntax="",
    extra=lambda rng, s: {"key": prov(rng, "iyzico_key")},
)

F.reg(
    "akaryakit_otomasyon_servisi_exe_config_xml",
    ("OtomasyonServisi/OtomasyonServisi.exe.config", "C:/Istasyon/<<org>>/Otomasyon.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Otomasyon" connectionString="Data Source=<<lan>>\\SQLEXPRESS;Initial Catalog=OTOMASYON;User ID=otomasyon;Password=<<cred>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="EpdkLisansNo" value="BAY/<<n3>>-<<n2>>/<<n5>>" />
    <add key="PompaProtokol" value="Mepsan" />
    <add key="PompaPort" value="COM3" />
    <add key="TankOkumaSaniye" value="60" />
    <add key="YazarKasaIp" value="<<lan>>" />
  </appSettings>
  <startup>
    <supportedRuntime version="v4.0" sku=".NETFramework,Version=v4.8" />
  </startup>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "akaryakit_whatsapp_muhasebe_efatura_portal_sifre",
    (
        "WhatsApp/<<lname2>> ile WhatsApp Sohbeti.txt",
        "yedek/WhatsApp Sohbeti - Muhasebe <<lname2>>.txt",
    ),
    """<<dmy_dot>> <<t1>> - <<lname>>: Hocam merhaba, e-Fatura portalına giremiyorum şifre hatalı diyor
<<dmy_dot>> <<t2>> - <<lname2>>: Merhaba <<lfirst>>, geçen hafta değiştirmiştik
<<dmy_dot>> <<t2>> - <<lname2>>: Kullanıcı kodu <<n6>>
<<dmy_dot>> <<t3>> - <<lname2>>: Şifre <<cred>>
<<dmy_dot>> <<t4>> - <<lname>>: Tamamdır girdim, sağ olun
<<dmy_dot>> <<t5>> - <<lname2>>: Rica ederim, pompacılara vermeyin lütfen
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"n6": alnum(rng, 6, DIGITS)},
)

F.reg(
    "akaryakit_parasut_fatura_aktarim_password_grant_python",
    ("entegrasyon/parasut_aktar.py", "<<org>>/scripts/parasut_<<n2>>.py"),
    '''"""Vardiya kapanışındaki toptan satışları (filo müşterileri) Paraşüt'e fatura olarak aktarır."""

import requests

PARASUT = "https://api.parasut.com"
FIRMA_ID = <<n6>>
CLIENT_ID = "<<cid>>"
KULLANICI = "<<mail>>"
SIFRE = "<<cred>>"


def token():
    r = requests.post(
        f"{PARASUT}/oauth/token",
        data={
            "grant_type": "password",
            "client_id": CLIENT_ID,
            "username": KULLANICI,
            "password": SIFRE,
            "redirect_uri": "urn:ietf:wg:oauth:2.0:oob",
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def fatura_olustur(musteri_id, satirlar):
    h = {"Authorization": f"Bearer {token()}", "Content-Type": "application/vnd.api+json"}
    body = {"data": {"type": "sales_invoices", "attributes": {"item_type": "invoice", "description": "Vardiya satışı"}}}
    return requests.post(f"{PARASUT}/v4/{FIRMA_ID}/sales_invoices", json=body, headers=h, timeout=30).json()
''',
    "human_x",
    syntax="py",
    extra=lambda rng, s: {"n6": rng.randint(100000, 999999), "cid": alnum(rng, 43)},
)

F.reg(
    "akaryakit_netgsm_fiyat_sms_curl_bash",
    ("scripts/fiyat_sms.sh", "opt/<<org>>/netgsm_bildir_<<n2>>.sh"),
    """#!/bin/bash
# Pompa fiyatı değişince filo müşterilerine SMS (NetGSM)
FIYAT_BENZIN="$1"
FIYAT_MOTORIN="$2"
MESAJ="<<org_up>>: Guncel fiyatlar Benzin ${FIYAT_BENZIN} TL Motorin ${FIYAT_MOTORIN} TL"
while read -r NO; do
  curl -s -G "https://api.netgsm.com.tr/sms/send/get/" \\
    --data-urlencode "usercode=850<<n7>>" \\
    --data-urlencode "password=<<cred>>" \\
    --data-urlencode "gsmno=${NO}" \\
    --data-urlencode "message=${MESAJ}" \\
    --data-urlencode "msgheader=<<org_up>>"
  sleep 1
done < /opt/<<org>>/filo_numaralar.txt
""",
    "pw_url",
    syntax="",
    extra=lambda rng, s: {"n7": alnum(rng, 7, DIGITS)},
)

F.reg(
    "akaryakit_kamera_kurulum_eposta_kayit_cihazi_sifre",
    ("Posta/Gelen/<<date>> kamera sistemi teslim.eml", "eposta/<<org>>/kamera_<<n3>>.eml"),
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: Kamera sistemi teslim bilgileri - <<org_cap>> istasyonu
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Sayın <<lname>>,

İstasyonunuza kurduğumuz 16 kameralı kayıt sistemi (pompa adaları, market, tank sahası)
teslim edilmiştir. Kayıt cihazı bilgileri aşağıdadır:

Yerel adres: http://<<lan>>
Kullanıcı adı: admin
Şifre: <<cred>>
Mobil izleme: Hik-Connect uygulaması, cihaz seri no DS-7716NI<<n5>>

Kayıtlar yaklaşık 30 gün saklanmaktadır. Herhangi bir sorunda bizi arayabilirsiniz.

Saygılarımızla,
<<lname2>>
Güvenlik Sistemleri - <<city>>
<<phone2>>
""",
    "human",
    syntax="",
)

F.reg(
    "akaryakit_sadakat_karti_redis_conf",
    ("etc/redis/redis.conf", "sadakat/<<org>>/redis_<<n2>>.conf"),
    """# Sadakat kartı puan servisi - oturum ve kampanya önbelleği
bind 127.0.0.1 <<lan>>
port 6379
protected-mode yes
daemonize yes
supervised systemd
pidfile /var/run/redis/redis-server.pid
loglevel notice
logfile /var/log/redis/redis-server.log
databases 4
save 900 1
save 300 10
dbfilename puan.rdb
dir /var/lib/redis
requirepass <<cred>>
maxmemory 256mb
maxmemory-policy allkeys-lru
""",
    "pw_bare",
    syntax="",
)


def _vardiya(rng, s):
    k = rng.randrange(6)
    rows = []
    for i in range(7):
        p = F.person(rng)
        pw = s["cred"] if i == k else F.human(rng)
        rows.append(
            f"{p['full']};{p['f']}{rng.randint(1, 99)};{pw};{pick(rng, ('08-16', '16-24', '24-08'))};{rng.randint(1, 6)}"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "akaryakit_vardiya_kasa_kullanicilari_noktali_virgul_csv",
    ("Belgeler/vardiya_kullanicilar_<<year>>.csv", "Masaustu/<<org>>/kasa_sifreler.csv"),
    """Personel;Kullanıcı Adı;Şifre;Vardiya;Pompa Adası
<<rows>>
""",
    "human",
    syntax="",
    extra=_vardiya,
)
