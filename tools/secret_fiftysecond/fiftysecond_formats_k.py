# ruff: noqa: E501
"""Family k: a congress organiser in Ankara (Turkey) running medical and academic
congresses: registration, abstract system, payments, SMS, hotel blocks; Turkish."""

from __future__ import annotations

import re
import urllib.parse

from fiftysecond_spec import Fam, enc_url

F = Fam(
    "kongre_organizasyon_ankara",
    (("kongreufuk", "Ufuk Kongre Organizasyon"), ("laleevent", "Lale Kongre ve Etkinlik")),
    "com.tr",
    ("Elif", "Emre", "Zeynep", "Burak", "Ayşe", "Mert", "Selin", "Oğuz"),
    ("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Aydın", "Öztürk", "Arslan"),
    (
        "ankara",
        "lale",
        "kongre",
        "anadolu",
        "kapadokya",
        "simit",
        "bosphorus",
        "ufuk",
        "cinar",
        "kartal",
    ),
    ("Ankara", "İstanbul", "Antalya", "İzmir"),
    ("elif", "emre", "zeynep", "burak", "ayse", "mert", "selin", "oguz"),
    ("yilmaz", "kaya", "demir", "sahin", "celik", "aydin", "ozturk", "arslan"),
    "+90",
)

F.reg(
    "kongre_iyzico_odeme_dotenv_secret_key",
    ("kayit-sistemi/.env", "srv/kongre-<<year>>-<<n>>/.env"),
    """# <<year>> Ulusal Kongre kayıt sistemi
APP_URL=https://kayit.<<dom>>
DB_URL=mysql://kayit@<<ip>>:3306/kongre<<year>>
IYZICO_BASE_URL=https://api.iyzipay.com
IYZICO_API_KEY=<<hexid>><<hexid>>
IYZICO_SECRET_KEY=<<cred>>
ERKEN_KAYIT_BITIS=<<date>>
""",
    "p:iyzico",
)

F.reg(
    "kongre_whatsapp_turkce_sifre_kayit_paneli",
    ("WhatsApp Sohbeti - Kongre Ekibi <<n>>.txt", "Download/kongre_ekibi_<<n>>.txt"),
    """<<dmys>> <<hm>> - <<first2>>: Kayıt panelinin yönetici şifresi değişmiş, kimde var?
<<dmys>> <<hm>> - <<first>> <<last>>: kullanıcı adı yonetim, şifre <<cred>>
<<dmys>> <<hm>> - <<first>> <<last>>: Kongreden sonra değiştireceğim, kimseyle paylaşmayın
<<dmys>> <<hm2>> - <<first2>>: Tamamdır, girdim 👍
""",
    "human",
)

F.reg(
    "kongre_zoom_webinar_s2s_python_client_secret",
    ("scripts/zoom_webinar_kayit.py", "hibrit/zoom_<<n>>/sync_panelists.py"),
    '''"""Kongre hibrit oturumları: kayıtlı katılımcıları Zoom webinarına ekler."""
import requests

ACCOUNT_ID = "<<hexid>>Qw"
CLIENT_ID = "<<fa>><<n4>>Zk"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://zoom.us/oauth/token",
        params={"grant_type": "account_credentials", "account_id": ACCOUNT_ID},
        auth=(CLIENT_ID, CLIENT_SECRET),
        timeout=20,
    )
    return r.json()["access_token"]
''',
    "p:zoom_secret",
)

F.reg(
    "kongre_openconf_config_php_db_password",
    ("var/www/bildiri/config.php", "srv/openconf-<<n>>/config.php"),
    """<?php
// OpenConf - bildiri gönderim sistemi
define('OCC_DB_USER', 'openconf');
define('OCC_DB_PASSWORD', '<<cred>>');
define('OCC_DB_HOST', '<<host>>');
define('OCC_DB_NAME', 'openconf_<<year>>');
define('OCC_DB_PORT', '3306');
define('OCC_DB_TYPE', 'mysqli');
define('OCC_DB_PREFIX', '');
define('OCC_ENC_KEY', '');
define('OCC_INSTALL_COMPLETE', 1);
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "kongre_netgsm_sms_bash_curl_password_query",
    ("scripts/sms_hatirlatma.sh", "home/<<user>>/kongre/sms_<<n>>.sh"),
    """#!/bin/bash
# Katılımcılara oturum hatırlatma SMS'i (Netgsm)
MSG="Sayin katilimci, acilis oturumu yarin 09:00'da Salon A'da baslayacaktir."
while IFS=';' read -r ad tel; do
  curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=850<<n6>>&password=<<cred>>&gsmno=${tel}&message=${MSG// /%20}&msgheader=KONGRE"
done < katilimcilar.csv
""",
    "pw_url",
    syntax="",
)

F.reg(
    "kongre_eposta_sifre_otel_blok_extranet",
    ("Posta/Gelen/otel_blok_<<n>>.eml", "mail/otel_extranet_<<n6>>.eml"),
    """From: <<first>> <<last>> <<<email2>>>
To: <<email>>
Subject: Kongre oda bloku – extranet erişimi
Date: <<date>> <<hm>>:19 +0300
Content-Type: text/plain; charset=UTF-8

Merhaba,

<<city>> kongresi için ayırdığımız 120 odalık blokun isim listelerini extranet üzerinden
girebilirsiniz.
Kullanıcı adı: kongre<<n3>>
Şifre: <<cred>>

Opsiyon tarihi <<dmy>>; bu tarihten sonra girilmeyen odalar serbest bırakılacaktır.

Saygılarımızla,
<<first>> <<last>>, Satış Müdürü
""",
    "human",
)

F.reg(
    "kongre_yaka_karti_yazici_raspi_wpa_psk",
    ("boot/wpa_supplicant.conf", "etc/wpa_supplicant/wpa_supplicant-yaka<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=TR

# yaka kartı yazıcısı - kongre merkezi fuaye
network={
    ssid="KONGRE-KAYIT-<<n>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)


def _dec_mongo(text: str) -> str:
    m = re.search(r"mongodb\+srv://[^:]+:([^@]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


F.reg(
    "kongre_mobil_uygulama_yaml_mongodb_uri_percent",
    ("kongre-app/config/production.yaml", "srv/etkinlik-api-<<n>>/config.yaml"),
    """# Kongre mobil uygulaması API
server:
  port: 8080
  cors: ["https://app.<<dom>>"]
mongo:
  uri: "mongodb+srv://kongreapp:<<enc>>@cluster0.<<hexid>>.mongodb.net/kongre?retryWrites=true&w=majority"
push:
  provider: fcm
program_pdf: https://cdn.<<dom>>/program-<<year>>.pdf
""",
    "pw",
    extra=lambda rng, s: s.__setitem__("enc", enc_url(str(s["cred"]))),
    decode=_dec_mongo,
)
