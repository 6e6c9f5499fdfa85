"""Family g: bowling salons in Istanbul (Türkiye): lane scoring servers, iyzico and PayTR
for lane bookings, Netgsm SMS, Logo accounting, camera playlists, a .git-credentials with a
Turkish password and WhatsApp groups."""

from __future__ import annotations

import json
import urllib.parse

from hundredthirtyseventh_corpus import DIGITS, alnum
from hundredthirtyseventh_spec import Fam, after, prov

F = Fam(
    name="istanbul_bovling_salonu",
    orgs=("bogazpin", "lobutpark", "kadikoystrike"),
    tld="com.tr",
    first=("Emre", "Elif", "Burak", "Zeynep", "Mert", "Selin", "Oğuz", "Büşra"),
    last=("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın"),
    ufirst=("emre", "elif", "burak", "zeynep", "mert", "selin", "oguz", "busra"),
    ulast=("yilmaz", "kaya", "demir", "sahin", "celik", "ozturk", "aydin"),
    words=(
        "bovling",
        "strike",
        "kadikoy",
        "besiktas",
        "bogaz",
        "galata",
        "lale",
        "simit",
        "kelebek",
        "yildiz",
        "lobut",
        "kule",
        "moda",
        "uskudar",
    ),
    cc="90",
    cities=("Kadıköy", "Beşiktaş", "Ataşehir", "Bakırköy", "Maslak"),
    pets=("pamuk", "tarcin", "boncuk", "karabas", "minnos", "zeytin"),
    teams=("Fenerbahce", "Galatasaray", "Besiktas", "Trabzonspor", "Cimbom", "Kartal"),
)

TR_WORDS = (
    "Lobutçu",
    "Şimşek",
    "Kuleşehir",
    "Boğaziçi",
    "Gülbahçe",
    "Çınaraltı",
    "Üsküdarlı",
    "Ağaçlı",
)


def _tr_pw(rng, fam):
    w = rng.choice(TR_WORDS)
    return f"{w}{rng.choice(('1907', '1905', '1903', '34', '2024', '1453'))}{rng.choice('!.*@#')}"


def _gitcred(rng, s):
    return {"cred_url": urllib.parse.quote(s["cred"], safe="")}


def _dec_gitcred(text: str) -> str:
    return urllib.parse.unquote(after(r"https://[^:/\s]+:", text, r"[^@\s]+"))


F.reg(
    "bovling_git_credentials_turkish_letters_percent",
    ("home/<<user>>/.git-credentials", "Users/<<user>>/.git-credentials"),
    """https://<<user>>:<<cred_url>>@bitbucket.org
https://<<user>>-deploy:<<tok>>@github.com
""",
    _tr_pw,
    syntax="",
    extra=lambda rng, s: {**_gitcred(rng, s), "tok": prov(rng, "github")},
    decode=_dec_gitcred,
)

F.reg(
    "bovling_whatsapp_sifre_pist_sistemi",
    (
        "WhatsApp Sohbeti - <<orgc>> Resepsiyon <<n>>.txt",
        "chats/<<org>>/whatsapp_resepsiyon_<<ymd>>.txt",
    ),
    """<<dmy2>> 22:41 - <<first>> <<last>>: Arkadaşlar pist sisteminin yönetici şifresi değişti
<<dmy2>> 22:41 - <<first>> <<last>>: kullanıcı: yonetici
<<dmy2>> 22:42 - <<first>> <<last>>: şifre: <<cred>>
<<dmy2>> 22:43 - <<first2>>: Tamamdır abi 👍 gece vardiyasına da söylerim
<<dmy2>> 22:44 - <<first>> <<last>>: Müşteri ekranlarında açık bırakmayın lütfen
""",
    "human",
    syntax="",
)


def _iyzico(s):
    return (
        json.dumps(
            {
                "Logging": {"LogLevel": {"Default": "Warning"}},
                "Iyzico": {
                    "ApiKey": s["akey"],
                    "SecretKey": s["cred"],
                    "BaseUrl": "https://api.iyzipay.com",
                    "CallbackUrl": f"https://rezervasyon.{s['domain']}/odeme/sonuc",
                },
                "Lanes": {"Count": 16, "HourlyPriceTry": 650},
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "bovling_lane_booking_iyzico_appsettings_json",
    ("Rezervasyon.Api/appsettings.Production.json", "deploy/<<org>>/rezervasyon/appsettings.json"),
    _iyzico,
    "p:iyzico_secret",
    extra=lambda rng, s: {"akey": alnum(rng, 32)},
)

F.reg(
    "bovling_paytr_iframe_merchant_key_php",
    ("public_html/odeme/paytr_token.php", "www/<<org>>/odeme/paytr_<<n>>.php"),
    """<?php
## PayTR iFrame API - pist rezervasyonu ödeme token'ı
$merchant_id   = '<<mid>>';
$merchant_key  = '<<cred>>';
$merchant_salt = '<<salt>>';

$email = $_POST['email'];
$payment_amount = $_POST['tutar'] * 100;
$merchant_oid = 'PIST' . time();
$user_ip = $_SERVER['REMOTE_ADDR'];
$hash_str = $merchant_id . $user_ip . $merchant_oid . $email . $payment_amount;
$paytr_token = base64_encode(hash_hmac('sha256', $hash_str . $merchant_salt, $merchant_key, true));
""",
    "p:paytr_key",
    syntax="",
    extra=lambda rng, s: {"mid": alnum(rng, 6, DIGITS), "salt": prov(rng, "paytr_key")},
)

F.reg(
    "bovling_netgsm_sms_curl_get_script",
    ("scripts/tur_bildirim.sh", "home/<<user>>/bin/netgsm_sms_<<n>>.sh"),
    """#!/bin/bash
# Turnuva günü hatırlatma SMS'i (Netgsm)
GSM="$1"
MESAJ="$(echo "$2" | sed 's/ /%20/g')"
curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=850<<uc>>&password=<<cred>>&gsmno=${GSM}&message=${MESAJ}&msgheader=<<hdr>>"
""",
    "pw_url",
    syntax="",
    extra=lambda rng, s: {"uc": alnum(rng, 7, DIGITS), "hdr": s["orgc"][:11].upper()},
)

F.reg(
    "bovling_lane_scoring_server_ini_turkce",
    ("C:/PistSkor/Server/server.ini", "pistskor/<<org>>/server_<<n>>.ini"),
    """; Pist skor sunucusu - 16 pist
; şifreyi değiştirirseniz kasa bilgisayarındaki istemciyi de güncelleyin
[Sunucu]
Ad=<<orgc>> <<city>>
Port=5100
PistSayisi=16

[Veritabani]
Sunucu=<<ip>>\\SQLEXPRESS
Ad=PistSkor
Kullanici=skor_srv
Sifre=<<cred>>

[Kasa]
Yazici=\\\\KASA01\\Fis
""",
    "pw",
)

F.reg(
    "bovling_turkish_email_logo_tiger_parola",
    (
        "mail/<<user>>/logo_tiger_<<ymd>>.eml",
        "Outlook/<<org>>/Gelen Kutusu/Logo kullanici <<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: muhasebe@<<domain>>
Subject: Logo Tiger yeni kullanıcı bilgileri
Date: Tue, 11 Mar <<year>> 10:05:44 +0300
Content-Type: text/plain; charset=UTF-8

Merhaba <<first2>> Hanım,

Kafe ve pist gelirlerinin girilmesi için Logo Tiger'da size kullanıcı açtım:

Firma: 001 - <<orgc>> Bowling
Kullanıcı adı: <<user>>
Parola: <<cred>>

İlk girişte parolanızı değiştirmenizi rica ederim.
İyi çalışmalar,
<<first>> <<last>>
Bilgi İşlem
""",
    "human",
    syntax="",
)

F.reg(
    "bovling_lane_cameras_vlc_m3u_rtsp",
    ("Masaustu/kameralar_<<n>>.m3u", "Users/<<user>>/Desktop/pist_kameralari.m3u"),
    """#EXTM3U
#EXTINF:-1,Pist 1-4
rtsp://admin:<<cred>>@<<ipl>>:554/Streaming/Channels/101
#EXTINF:-1,Pist 5-8
rtsp://admin:<<cred>>@<<ipl>>:554/Streaming/Channels/201
#EXTINF:-1,Kasa
rtsp://admin:<<cred>>@<<ipl>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)
