# ruff: noqa: E501
"""Family o: a Turkish women's rights collective (kadın dayanışma kolektifi) in Istanbul /
Izmir (Turkish): WhatsApp, iyzico and PayTR donations, a Ghost blog, e-mail, Netgsm SMS, a
Nextcloud WebDAV mount and a KeePassXC CSV export."""

from __future__ import annotations

import json
import random

from ninetysecond_spec import Fam, alnum

TR = Fam(
    name="kadin_kolektifi_turkiye",
    orgs=(
        ("dayanisma", "Kadın Dayanışma Kolektifi"),
        ("morsesler", "Mor Sesler Kadın Derneği"),
        ("esitlikagi", "Eşitlik Ağı İzmir"),
        ("kadinmeclisi", "Mahalle Kadın Meclisi Kadıköy"),
    ),
    tld="org.tr",
    first=(
        ("Elif", "elif"),
        ("Zeynep", "zeynep"),
        ("Ayşe", "ayse"),
        ("Deniz", "deniz"),
        ("Selin", "selin"),
        ("Fatma", "fatma"),
        ("Ece", "ece"),
        ("Melis", "melis"),
        ("Derya", "derya"),
        ("Gül", "gul"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Aydın", "aydin"),
        ("Öztürk", "ozturk"),
        ("Arslan", "arslan"),
    ),
    words=(
        "ozgurluk",
        "dayanisma",
        "kadin",
        "esitlik",
        "mor",
        "istanbul",
        "bogaz",
        "lale",
        "simit",
        "gunes",
        "umut",
        "yasam",
        "ozgur",
        "kizkulesi",
        "papatya",
        "kardelen",
    ),
    pets=("pamuk", "boncuk", "tarcin", "zeytin", "duman", "minnos", "findik", "karamel"),
    cc="+90",
    places=("istanbul", "ankara", "izmir", "diyarbakir", "eskisehir", "mersin", "bursa", "antalya"),
)


def _tr_wa(s: dict[str, object]) -> str:
    d = f"{s['d']:02d}.{s['mo']:02d}.{s['year']}"
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{d} {s['time']} - Mesajlar ve aramalar uçtan uca şifrelidir. Bu sohbetin dışında bulunan hiç kimse, WhatsApp bile, bunları okuyamaz ve dinleyemez.\n"
        f"{d} {s['time']} - {a}: Kızlar 8 Mart afişini Instagram'a yükleyeceğim, hesabın şifresi değişti mi?\n"
        f"{d} {s['time2']} - {b}: Evet geçen hafta değiştirdik, yeni şifre: {s['cred']}\n"
        f"{d} {s['time2']} - {b}: Kimseyle paylaşma lütfen 💜\n"
        f"{d} {s['time2']} - {a}: Tamamdır canım, teşekkürler\n"
    )


TR.reg(
    "kolektif_whatsapp_turkish_sifre_instagram",
    ("WhatsApp Sohbeti - Kolektif Koordinasyon <<n>>.txt", "yedek/whatsapp_<<place>>_<<date>>.txt"),
    _tr_wa,
    "human",
    syntax="",
)

TR.reg(
    "kolektif_iyzico_bagis_python",
    ("bagis/iyzico_odeme.py", "scripts/<<place>>_bagis.py"),
    '''"""Dayanışma fonu bağışları - iyzico ödeme formu başlatma."""

import iyzipay

options = {
    "api_key": "<<akey>>",
    "secret_key": "<<cred>>",
    "base_url": iyzipay.base_url.PRODUCTION,
}

request = {
    "locale": "tr",
    "conversationId": "<<n>><<d>><<mo>>",
    "price": "250.0",
    "paidPrice": "250.0",
    "currency": "TRY",
    "basketId": "DAYANISMA-<<year>>",
    "paymentGroup": "PRODUCT",
    "callbackUrl": "https://<<dom>>/bagis/sonuc",
}
form = iyzipay.CheckoutFormInitialize().create(request, options)
print(form.read().decode("utf-8"))
''',
    "p:iyzico_secret",
    extra=lambda rng, s: s.update(akey=alnum(rng, 32)),
)

TR.reg(
    "kolektif_paytr_iframe_php_merchant_key",
    ("odeme/paytr_token.php", "public_html/<<place>>/paytr.php"),
    """<?php
// Atölye katılım ücreti - PayTR iFrame API
$merchant_id   = '<<mid>>';
$merchant_key  = '<<cred>>';
$merchant_salt = '<<salt>>';

$email          = $_POST['eposta'];
$payment_amount = 15000; // 150,00 TL
$merchant_oid   = 'ATL' . time();
$user_basket    = base64_encode(json_encode([['Atölye katılım', '150.00', 1]]));
$hash_str = $merchant_id . $_SERVER['REMOTE_ADDR'] . $merchant_oid . $email . $payment_amount . $user_basket . '0' . '0' . 'TL' . '0';
$paytr_token = base64_encode(hash_hmac('sha256', $hash_str . $merchant_salt, $merchant_key, true));
""",
    "p:paytr_key",
    syntax="",
    extra=lambda rng, s: s.update(mid=rng.randint(100000, 499999), salt=alnum(rng, 16)),
)


def _tr_ghost(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "url": f"https://{s['dom']}",
            "server": {"port": 2368, "host": "127.0.0.1"},
            "database": {
                "client": "mysql",
                "connection": {
                    "host": "localhost",
                    "user": "ghost_kolektif",
                    "password": s["cred"],
                    "database": "ghost_prod",
                },
            },
            "mail": {"transport": "Direct"},
            "logging": {"transport": ["file", "stdout"]},
            "process": "systemd",
            "paths": {"contentPath": "/var/www/ghost/content"},
        },
        indent=2,
    )


TR.reg(
    "kolektif_ghost_blog_config_production_json",
    ("var/www/ghost/config.production.json", "blog/<<place>>/config.production.json"),
    _tr_ghost,
    "pw_json",
)

TR.reg(
    "kolektif_turkish_email_sifre_dernek_portal",
    ("posta/<<fa>>/<<ts>>.eml", "thunderbird/<<date>>_dernekbis.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?Q?DERBIS_giri=C5=9F_bilgileri?=
Date: <<date>> <<time>>:51 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Merhaba <<fn2>>,

Yıllık beyannameyi sen yükleyeceğin için dernek bilgi sistemi (DERBİS) kullanıcı bilgilerini iletiyorum:

Kullanıcı adı: <<login>>
Şifre: <<cred>>

Yükledikten sonra bana haber verir misin? Şifreyi değiştireceğim.

Sevgiyle,
<<fn>>
""",
    "human",
    syntax="",
)

TR.reg(
    "kolektif_netgsm_sms_bash_curl_query",
    ("scripts/sms_duyuru.sh", "sunucu/<<place>>/netgsm_gonder.sh"),
    """#!/usr/bin/env bash
# Eylem / buluşma duyurusu - Netgsm toplu SMS
set -euo pipefail

USERCODE="850<<n>><<d>>4<<mo>>"
PASSWORD="<<cred>>"
BASLIK="KOLEKTIF"
MESAJ="Cumartesi 14:00 <<town>> buluşması. Dayanışma yaşatır! STOP yaz SMS almak istemiyorsan."

while read -r numara; do
  curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=${USERCODE}&password=${PASSWORD}&gsmno=${numara}&message=$(printf %s "$MESAJ" | jq -sRr @uri)&msgheader=${BASLIK}"
  echo
done < numaralar_<<place>>.txt
""",
    "pw_url",
    syntax="",
)

TR.reg(
    "kolektif_davfs2_secrets_nextcloud",
    ("etc/davfs2/secrets", "home/<<fa>>/.davfs2/secrets"),
    """# davfs2 secrets file - kolektif ortak klasör
# mount point / server url    username    password
/mnt/kolektif <<login>> <<cred>>
https://bulut.<<dom>>/remote.php/dav/files/<<login>>/ <<login>> <<cred>>
""",
    "pw_bare",
    syntax="",
)


def _tr_kp(rng: random.Random, s: dict[str, object]) -> None:
    s["other"] = TR.human(rng, safe=True)


TR.reg(
    "kolektif_keepassxc_csv_export_sifre",
    ("Belgeler/kolektif_kasa_<<date>>.csv", "Downloads/KeePassXC_export_<<n>>.csv"),
    """"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
"Root/Sosyal medya","Instagram","<<org>>_kolektif","<<other>>","https://instagram.com","2FA telefonda","","0","<<date>>T<<time>>:00Z","<<date>>T<<time>>:00Z"
"Root/Banka","Dernek hesabı internet şubesi","<<login>>","<<cred>>","https://esube.bank.com.tr","Müşteri no: <<n>><<d>>0<<mo>>","","0","<<date>>T<<time>>:00Z","<<date>>T<<time>>:00Z"
""",
    "human_x",
    syntax="",
    extra=_tr_kp,
)
