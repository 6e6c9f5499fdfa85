"""Family j: a hammam (Turkish bath) in Istanbul, Turkey (Turkish)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam

F = Fam(
    name="hamam_kese_istanbul",
    prefix="hamam",
    orgs=("kesekopuk", "kurnabasi", "gobektasi", "pestemal"),
    tld="com.tr",
    first=(
        ("Ayşe", "ayse"),
        ("Mehmet", "mehmet"),
        ("Gülşen", "gulsen"),
        ("Hüseyin", "huseyin"),
        ("Şule", "sule"),
        ("Oğuz", "oguz"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Öztürk", "ozturk"),
        ("Çelik", "celik"),
        ("Şahin", "sahin"),
        ("Doğan", "dogan"),
    ),
    words=(
        "kese",
        "kopuk",
        "kurna",
        "pestemal",
        "gobektasi",
        "galata",
        "uskudar",
        "simit",
        "lokum",
        "cayci",
        "bogaz",
        "fenerbahce",
        "galatasaray",
        "besiktas",
    ),
    pets=("pamuk", "boncuk", "tarcin", "karabas", "minnos"),
    cc="+90",
)

F.reg(
    "whatsapp_sifre_otel_rezervasyon",
    ("WhatsApp Chat - <<Org>> Resepsiyon.txt", "sohbet/<<fa>>_whatsapp.txt"),
    """<<dmy2>> <<hm>> - <<fn>>: Abi otel paneline giremiyorum, şifre neydi?
<<dmy2>> <<hm2>> - <<fn2>>: kullanıcı adı <<login>>
<<dmy2>> <<hm2>> - <<fn2>>: şifre <<cred>>
<<dmy2>> <<hm2>> - <<fn2>>: turistlerin rezervasyonlarını oradan onayla
<<dmy2>> <<hm2>> - <<fn>>: tamamdır sağ ol
""",
    "human",
)

F.reg(
    "iyzico_secret_laravel_config_php",
    ("config/iyzico.php", "<<org>>-web/config/services_iyzico.php"),
    """<?php

return [
    // kese + köpük paketleri için online ödeme
    'base_url' => 'https://api.iyzipay.com',
    'api_key' => '<<apik>>',
    'secret_key' => '<<cred>>',
    'callback' => 'https://<<dom>>/odeme/sonuc',
];
""",
    "p:iyzico",
    "",
    extra=lambda rng, s: {"apik": s["uuid"].replace("-", "")},
)

F.reg(
    "paytr_merchant_salt_python_iframe",
    ("odeme/paytr_token.py", "app/<<org>>/payments/paytr.py"),
    """import base64
import hashlib
import hmac

MERCHANT_ID = "<<id>>"
MERCHANT_KEY = b"<<mkey>>"
MERCHANT_SALT = b"<<cred>>"


def paytr_token(user_ip: str, oid: str, email: str, amount: int, basket: str) -> str:
    hash_str = f"{MERCHANT_ID}{user_ip}{oid}{email}{amount}{basket}0" "0TL0"
    digest = hmac.new(MERCHANT_KEY, hash_str.encode() + MERCHANT_SALT, hashlib.sha256).digest()
    return base64.b64encode(digest).decode()
""",
    "alnum:16",
    extra=lambda rng, s: {"mkey": s["uuid"].replace("-", "")[:16]},
)

F.reg(
    "netgsm_sms_reminder_bash",
    ("bin/randevu_sms.sh", "scripts/<<org>>_netgsm.sh"),
    """#!/bin/bash
# yarınki randevulara hatırlatma SMS'i (Netgsm)
USERCODE=850<<id>>
SIFRE='<<cred>>'
while IFS=';' read -r ad tel saat; do
  curl -s "https://api.netgsm.com.tr/sms/send/get/?usercode=${USERCODE}&password=${SIFRE}&gsmno=${tel}&message=Sayin%20${ad}%20randevunuz%20yarin%20${saat}&msgheader=<<ORG>>"
done < /srv/randevu/yarin.csv
""",
    "pw_sq",
    "",
    extra=lambda rng, s: {"ORG": s["org"].upper()},
)

F.reg(
    "email_sifre_muhasebe_earsiv",
    ("Posta/Giden/<<date>> e-Arsiv.eml", "mail/<<fa>>_muhasebeci.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: muhasebe@<<la>>mali.com.tr
Subject: e-Arşiv portal şifresi
Date: Wed, 15 Jan <<year>> <<hm>>:00 +0300
Content-Type: text/plain; charset=utf-8

Merhaba <<fn2>> Bey,

Ocak faturaları için GİB e-Arşiv portal bilgileri:
Kullanıcı kodu: <<id>><<n>>
Şifre: <<cred>>

İyi çalışmalar,
<<fn>>
""",
    "human",
    "",
)

F.reg(
    "kurna_boiler_controller_ini",
    ("kazan/kontrol.ini", "opt/<<org>>-kazan/kontrol.ini"),
    """[kazan]
model = Viessmann Vitodens
hedef_sicaklik = 48
gobektasi_sicaklik = 42

[uzak_erisim]
url = http://<<ip>>:8080
kullanici = teknik
sifre = <<cred>>
""",
    "pw",
)

F.reg(
    "telegram_copied_text_sifre_kamera",
    ("telegram/<<fa>>_<<date>>.txt", "notlar/telegram_kamera_<<org>>.txt"),
    """<<fn>>, [<<dmy2>> <<hm>>]
Kamera uygulamasına (Hik-Connect) giriş yapamıyorum

<<fn2>>, [<<dmy2>> <<hm2>>]
<<email>>
<<cred>>

<<fn>>, [<<dmy2>> <<hm2>>]
Oldu, teşekkürler
""",
    "human",
)

F.reg(
    "hotelrunner_channel_xml_credentials",
    ("entegrasyon/hotelrunner.xml", "<<org>>/channel/hotelrunner_<<year>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<channelConfig provider="HotelRunner" property="<<Org>> Hamamı">
  <endpoint>https://app.hotelrunner.com/api/v2/apps/infos</endpoint>
  <hrId><<id>></hrId>
  <username><<login>></username>
  <password><<cred>></password>
  <products>
    <product code="KESE-KOPUK" price="1200" currency="TRY"/>
  </products>
</channelConfig>
""",
    "pw_xml",
)
