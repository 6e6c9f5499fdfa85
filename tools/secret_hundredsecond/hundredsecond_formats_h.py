# ruff: noqa: E501
"""Family h: an earthquake search-and-rescue dog unit in Türkiye (Turkish)."""

from __future__ import annotations

from hundredsecond_spec import Fam, alnum, reg

F = Fam(
    name="search_dog_unit_turkiye",
    orgs=("izsurucu", "patiarama", "enkazdost", "kangalekip"),
    tld="org.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Oğuz", "oguz"),
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
        "kopek",
        "karabas",
        "arama",
        "kurtarma",
        "enkaz",
        "deprem",
        "umut",
        "cesur",
        "pati",
        "kangal",
        "anadolu",
        "gonullu",
        "iz",
        "sadik",
        "yildiz",
        "hatay",
    ),
    pets=("karabas", "pamuk", "duman", "zeytin", "boncuk", "tarcin"),
    places=("hatay", "kahramanmaras", "izmir", "adiyaman", "malatya", "duzce"),
    cc="+90",
)

reg(
    F,
    "kopekli_turkish_whatsapp_ios_sifre_kulube",
    ("WhatsApp Chat - K9 Ekip <<placec>>/_chat.txt", "exports/whatsapp/<<org>>_k9_<<date>>.txt"),
    """[<<dmy>> <<hh>>:<<mi>>:12] <<first>> <<last>>: Arkadaşlar kulübe kamerası ve eğitim tableti için şifre değişti
[<<dmy>> <<hh>>:<<mi>>:40] <<first2>> <<last2>>: Yenisi ne hocam? Yarın sabah <<pet>> ile enkaz eğitimi var
[<<dmy>> <<hh2>>:02:03] <<first>> <<last>>: Kullanıcı: k9ekip
[<<dmy>> <<hh2>>:02:09] <<first>> <<last>>: Şifre: <<cred>>
[<<dmy>> <<hh2>>:03:30] <<first2>> <<last2>>: Tamamdır, sağ ol 🐕
""",
    "human",
    "",
)

reg(
    F,
    "kopekli_training_app_firebase_config_ts",
    ("k9-egitim-app/src/environments/environment.prod.ts", "apps/<<org>>-iz/src/firebase.ts"),
    """// K9 eğitim kayıtları (koku izi, enkaz, alan arama)
export const environment = {
  production: true,
  firebase: {
    apiKey: "<<cred>>",
    authDomain: "<<org>>-k9.firebaseapp.com",
    projectId: "<<org>>-k9",
    storageBucket: "<<org>>-k9.appspot.com",
    messagingSenderId: "<<nnnn>><<nnnn>><<nnnn>>",
    appId: "1:<<nnnn>><<nnnn>><<nnnn>>:web:<<hex12>><<hex8>>",
  },
};
""",
    "p:google_api",
    "",
)

reg(
    F,
    "kopekli_iyzico_bagis_checkout_php",
    ("bagis/config/iyzico.php", "public_html/<<org>>/bagis/iyzico_ayar.php"),
    """<?php
// Bağış sayfası – iyzico canlı ortam (K9 mama ve veteriner fonu)
return [
    'apiKey' => '<<api>>',
    'secretKey' => '<<cred>>',
    'baseUrl' => 'https://api.iyzipay.com',
    'callbackUrl' => 'https://<<dom>>/bagis/sonuc',
    'currency' => 'TRY',
];
""",
    "alnum:32",
    "",
    lambda rng, s: {"api": alnum(rng, 32)},
)

reg(
    F,
    "kopekli_netgsm_sms_curl_query_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<place>>"),
    """cd /opt/alarm
ls
curl "https://api.netgsm.com.tr/sms/send/get?usercode=850<<nnnn>><<nnn>>&password=<<cred>>&gsmno=<<phone2>>&message=Ekip+toplanma+<<hh>>:<<mi>>+depo&msgheader=<<orgu>>"
curl "https://api.netgsm.com.tr/balance/list/get?usercode=850<<nnnn>><<nnn>>&password=<<cred>>&tip=1"
tail -n 50 /var/log/alarm.log
""",
    "human_url",
    "",
)

reg(
    F,
    "kopekli_afad_volunteer_portal_email_sifre",
    ("Mail/AFAD/<<date>>_portal.eml", "Thunderbird/Gelen/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Gönüllü portalı – ekip hesabı
Date: Mon, <<day>> Feb <<year>> <<hh>>:<<mi>>:20 +0300
Content-Type: text/plain; charset=utf-8

Merhaba <<first2>>,

AFAD gönüllü portalında ekibimizin ortak hesabını güncelledim. Sertifika
yenileme belgeleri (<<pet>> ve Duman) oraya yüklenecek.

Kullanıcı adı: <<login>>
Şifre: <<cred>>

Lütfen kimseyle paylaşma, ben haftaya tekrar değiştireceğim.

Sevgiler,
<<first>>
""",
    "human",
    "",
)

reg(
    F,
    "kopekli_kennel_camera_go2rtc_yaml_rtsp",
    ("opt/go2rtc/go2rtc.yaml", "homeassistant/go2rtc_<<place>>.yaml"),
    """streams:
  kulube_1: rtsp://admin:<<cred>>@<<ip>>:554/h264Preview_01_main
  kulube_1_sub: rtsp://admin:<<cred>>@<<ip>>:554/h264Preview_01_sub
  egitim_alani: ffmpeg:http://<<ip2>>/cgi-bin/snapshot.cgi#video=h264

webrtc:
  candidates:
    - <<pubip>>:8555
""",
    "pw_url",
)

reg(
    F,
    "kopekli_thermal_drone_dji_msdk_gradle_properties",
    ("k9-drone-app/gradle.properties", "android/<<org>>-termal/gradle.properties"),
    """# Termal drone (Mavic 3T) – köpek ekibine arama alanı gösterimi
org.gradle.jvmargs=-Xmx4096m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
AIRCRAFT_API_KEY=<<cred>>
""",
    "hex:24",
    "",
)

reg(
    F,
    "kopekli_k9_certification_tsv_logins",
    ("belgeler/k9_sertifika_<<year>>.tsv", "Masaüstü/<<org>>_kopekler_<<month>>.tsv"),
    """Köpek\tIrk\tİdareci\tSertifika\tPortal kullanıcı\tPortal şifre
<<pet>>\tBelçika Malinois\t<<first>> <<last>>\tINSARAG <<year>>\t<<login>>\t<<cred>>
Duman\tAlman Kurt Köpeği\t<<first2>> <<last2>>\tulusal\t<<login2>>\t(<<first2>> biliyor)
""",
    "human",
    "",
)
