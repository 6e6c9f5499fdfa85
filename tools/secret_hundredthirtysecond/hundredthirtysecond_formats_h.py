# ruff: noqa: E501
"""Family h: a podiatrist's practice (podoloji merkezi) in İzmir, Turkey (Turkish)."""

from __future__ import annotations

from hundredthirtysecond_spec import Fam

FAM = Fam(
    name="podolog_podoloji",
    orgs=("adimpodo", "ayakizi", "tabanpodo", "izpodoloji"),
    tld="com.tr",
    first=(
        ("Elif", "elif"),
        ("Burak", "burak"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Şule", "sule"),
        ("Gökhan", "gokhan"),
        ("Büşra", "busra"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Öztürk", "ozturk"),
        ("Aydın", "aydin"),
    ),
    words=(
        "izmir",
        "kordon",
        "boyoz",
        "karsiyaka",
        "goztepe",
        "ayak",
        "tirnak",
        "nasir",
        "ege",
        "deniz",
        "kumru",
        "alsancak",
        "bornova",
        "lale",
    ),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "zeytin", "minnos", "duman"),
    cc="+90 5",
    cities=("İzmir", "Bornova", "Karşıyaka", "Buca"),
)
F = FAM

F.reg(
    "podolog_whatsapp_turkce_sifre_randevu",
    ("WhatsApp/<<first2>> ile WhatsApp Sohbeti.txt", "sohbetler/resepsiyon_<<fa2>>_<<ymdc>>.txt"),
    """<<dd>>.<<mo>>.<<year>> <<time>> - <<first>> <<last>>: Hocam randevu programına giremiyorum, şifre hatalı diyor
<<dd>>.<<mo>>.<<year>> <<time2>> - <<first2>> <<last2>>: Dün değiştirdim, kullanıcı adı <<fa>>
<<dd>>.<<mo>>.<<year>> <<time2>> - <<first2>> <<last2>>: Şifre: <<cred>>
<<dd>>.<<mo>>.<<year>> <<time2>> - <<first>> <<last>>: Tamamdır teşekkürler 🙏
<<dd>>.<<mo>>.<<year>> <<time2>> - <<first2>> <<last2>>: Bu mesaj silindi
""",
    cred="human",
    syntax="",
)

F.reg(
    "podolog_iyzico_laravel_config_php",
    ("config/iyzico.php", "<<org>>-web/config/odeme_<<n>>.php"),
    """<?php
// iyzico - online randevu kaporası (pedikür / batık tırnak tedavisi)
return [
    'base_url'   => 'https://api.iyzipay.com',
    'api_key'    => '<<hexid>><<n2>>',
    'secret_key' => '<<cred>>',
    'callback'   => 'https://<<domain>>/odeme/sonuc',
];
""",
    cred="p:iyzico",
    syntax="",
)

F.reg(
    "podolog_netgsm_sms_curl_script",
    ("scripts/hatirlatma_sms.sh", "<<org>>/cron/netgsm_<<n>>.sh"),
    """#!/bin/bash
# ertesi günün randevuları için Netgsm SMS hatırlatması
USERCODE=850<<n2>><<n2>>
MSG="Sayin hastamiz, yarin saat $2 randevunuz vardir. <<orgc>> Podoloji"
curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=${USERCODE}&password=<<cred>>&gsmno=$1&message=$(printf %s "$MSG" | jq -sRr @uri)&msgheader=<<org>>"
""",
    cred="pw_url",
    syntax="",
)

F.reg(
    "podolog_randevu_django_settings",
    ("randevu/settings/production.py", "<<org>>_site/<<org>>/settings_<<n>>.py"),
    """from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<domain>>", "www.<<domain>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "randevu",
        "USER": "randevu",
        "PASSWORD": '<<cred>>',
        "HOST": "127.0.0.1",
        "PORT": "5432",
    }
}

EMAIL_HOST = "smtp.yandex.com.tr"
EMAIL_HOST_USER = "randevu@<<domain>>"
EMAIL_HOST_PASSWORD = "<<cred2>>"
EMAIL_PORT = 465
EMAIL_USE_SSL = True
""",
    cred="pw_sq",
    extra=lambda rng, s, fam: {"cred2": fam.draw(rng, "pw_dq")},
)

F.reg(
    "podolog_email_parasut_muhasebe_sifre",
    ("Posta/Gelen/parasut-<<fa>>-<<n>>.eml", "mail-yedek/<<org>>/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Paraşüt muhasebe girişi
Date: <<rfcdate>> +0300
Content-Type: text/plain; charset=utf-8

Merhaba <<first>> Hanım,

e-Arşiv faturaları artık siz keseceksiniz. Paraşüt giriş bilgileri:
E-posta: muhasebe@<<domain>>
Şifre: <<cred>>

Mali müşavirimiz de aynı hesabı kullanıyor, lütfen şifreyi değiştirmeyin.
İyi çalışmalar,
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "podolog_bekleme_tv_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "raspi-bekleme-tv/wpa_supplicant_<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=TR

network={
    ssid="<<orgc>>_Personel"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "podolog_hesaplar_flat_ods",
    ("Belgeler/hesaplar_<<year>>.fods", "ortak/<<org>>/sifreler_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Hesaplar">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Sistem</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Kullanıcı adı</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Şifre</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>e-Nabız / SGK Provizyon</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<fa>><<n>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Instagram</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>@<<org>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>telefonda kayıtlı</text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="human_x",
    syntax="xml",
)

F.reg(
    "podolog_pedobarografi_pc_not",
    ("tarama/not_<<ymdc>>.txt", "ocr/<<org>>/cihaz_notu_<<n>>.txt"),
    """pedobarografi bilgisayarı
<<cred>>
""",
    cred="human",
    syntax="",
)
