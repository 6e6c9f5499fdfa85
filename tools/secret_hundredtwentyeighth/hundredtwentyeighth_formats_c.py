# ruff: noqa: E501
"""Family c: a furniture showroom (mobilya teşhir salonu) in Bursa / İnegöl (Turkey); Turkish."""

from __future__ import annotations

from hundredtwentyeighth_spec import Fam, dec_qp_after, enc_qp, pick

C = Fam(
    name="mobilya_teshir_salonu",
    orgs=("mobilyakonak", "inegolkoltuk", "divanpera", "salonbeyaz"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Hüseyin", "huseyin"),
        ("Elif", "elif"),
        ("Burak", "burak"),
        ("Gülşen", "gulsen"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Aydın", "aydin"),
    ),
    words=(
        "koltuk",
        "kanepe",
        "yatak",
        "sedir",
        "inegol",
        "bursa",
        "galatasaray",
        "fenerbahce",
        "lale",
        "simit",
        "kahve",
        "cinar",
        "bogaz",
        "deniz",
        "yildiz",
        "aslan",
        "masa",
        "sandalye",
    ),
    pets=("pamuk", "karabas", "tarcin", "boncuk", "duman"),
    cc="+90",
    city="Bursa",
)
TR_WORDS = (
    "Şişli",
    "Çınar",
    "Kanepeği",
    "Gökyüzü",
    "Köşe",
    "Yıldız",
    "Güneş",
    "Işık",
    "Düğün",
    "Büfe",
)

C.reg(
    "mobilya_android_whatsapp_sifre_depo",
    ("WhatsApp/<<first>> Depo ile WhatsApp Sohbeti.txt", "yedek/whatsapp_<<fa>>_<<num>>.txt"),
    """<<ddmm>> <<time>> - Mesajlar ve aramalar uçtan uca şifrelidir.
<<ddmm>> <<time>> - <<first>> <<last>>: Abi depo bilgisayarı açılmıyor, Mikro şifresi neydi?
<<ddmm>> <<time2>> - <<first2>>: Kullanıcı <<login>>
<<ddmm>> <<time2>> - <<first2>>: şifre <<cred>>
<<ddmm>> <<time2>> - <<first2>>: Kimseye verme, akşam değiştiririz
<<ddmm>> <<time2>> - <<first>> <<last>>: Tamamdır abi 👍
""",
    "human",
    syntax="",
)

C.reg(
    "mobilya_iyzico_laravel_config_php",
    ("config/iyzico.php", "<<org>>-site/config/odeme_<<year>>.php"),
    """<?php

// Showroom web sitesi - taksitli kart ödemesi (iyzico)
return [
    'base_url' => 'https://api.iyzipay.com',
    'api_key' => '<<api>>',
    'secret_key' => '<<cred>>',
    'taksit' => [2, 3, 6, 9],
    'bildirim_eposta' => '<<email>>',
];
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {
        "api": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz")
            for _ in range(32)
        )
    },
)

C.reg(
    "mobilya_trendyol_seller_stock_python",
    ("entegrasyon/trendyol_stok.py", "scripts/<<fa>>/trendyol_<<org>>.py"),
    '''"""Trendyol mağazasına depo stoklarını gönderir (her gece cron ile)."""

import requests

SATICI_ID = <<num>>
API_KEY = "<<api>>"
API_SECRET = "<<cred>>"
URL = f"https://api.trendyol.com/sapigw/suppliers/{SATICI_ID}/products/price-and-inventory"


def gonder(kalemler):
    r = requests.post(
        URL,
        json={"items": kalemler},
        auth=(API_KEY, API_SECRET),
        headers={"User-Agent": f"{SATICI_ID} - <<org>>"},
        timeout=60,
    )
    r.raise_for_status()
    return r.json()["batchRequestId"]
''',
    "p:trendyol",
    extra=lambda rng, s: {
        "api": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(20)
        )
    },
)

C.reg(
    "mobilya_netgsm_kampanya_sms_curl_sh",
    ("kampanya/sms_gonder.sh", "home/<<fa>>/bin/netgsm_<<org>>.sh"),
    """#!/bin/sh
# Bayram indirimi SMS'i - müşteri listesi musteriler.txt
MSG="<<org>> showroom: tum koltuk takimlarinda %20 indirim! Iptal icin RET yazin"
while read -r tel; do
  curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=<<phone_raw>>&password=<<cred>>&gsmno=${tel}&message=$(printf %s "$MSG" | jq -sRr @uri)&msgheader=<<org>>"
  sleep 1
done < musteriler.txt
""",
    "pw_url",
    syntax="",
)

C.reg(
    "mobilya_mikro_erp_sqloledb_udl",
    ("Masaustu/mikro_<<org>>.udl", "Mikro/baglanti_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=<<login>>;Initial Catalog=MikroDB_V16_<<org>>;Data Source=<<lan>>\\MIKRO
""",
    "pw",
    syntax="",
)


def _tr_pw(rng, f):
    return f"{pick(rng, TR_WORDS)}{pick(rng, ('', '.', '!', '_'))}{rng.randint(1, 2026)}{pick(rng, ('', '*', '?'))}"


def _qp(rng, s):
    return {
        "body": enc_qp(
            f"Merhaba {s['first2']} Hanım,\n\nMuhasebe programına uzaktan giriş bilgileri:\n\nKullanıcı: {s['login']}\nParola: {s['cred']}\n\nİyi çalışmalar,\n{s['first']} {s['last']}\n"
        )
    }


C.reg(
    "mobilya_muhasebe_eposta_quoted_printable_parola",
    ("posta/<<date>>_muhasebe.eml", "Thunderbird/<<fa>>/muhasebe_<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Muhasebe_giri=C5=9F_bilgileri?=
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    _tr_pw,
    syntax="",
    extra=_qp,
    decode=dec_qp_after("Parola: "),
)

C.reg(
    "mobilya_showroom_misafir_hostapd_conf",
    ("etc/hostapd/hostapd_<<org>>.conf", "router/<<fa>>/hostapd.conf"),
    """interface=wlan0
driver=nl80211
ssid=<<org>>_Misafir
country_code=TR
hw_mode=g
channel=6
wpa=2
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
wpa_passphrase=<<cred>>
""",
    "human_x",
    syntax="",
)

C.reg(
    "mobilya_paytr_iframe_odeme_dotenv",
    ("<<org>>-web/.env", "deploy/<<org>>/.env.production"),
    """APP_NAME=<<org>>
APP_ENV=production
PAYTR_MERCHANT_ID=<<num>>
PAYTR_MERCHANT_KEY=<<cred>>
PAYTR_MERCHANT_SALT=<<salt>>
PAYTR_OK_URL=https://<<dom>>/odeme/basarili
""",
    "p:paytr",
    syntax="",
    extra=lambda rng, s: {
        "salt": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789")
            for _ in range(16)
        )
    },
)
