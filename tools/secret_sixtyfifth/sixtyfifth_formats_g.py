# ruff: noqa: E501
"""Family g: the management (site yönetimi) of an apartment complex in Kadıköy, Istanbul,
Turkish."""

from __future__ import annotations

from sixtyfifth_spec import Fam, people_rows

F = Fam(
    "siteyonetimi_kadikoy",
    orgs=("modasitesi", "bagdatkonutlari", "yonetimpro"),
    tld="com.tr",
    first=("mehmet", "ayse|Ayşe", "mustafa", "fatma", "emre", "zeynep", "murat", "elif"),
    last=(
        "yilmaz|Yılmaz",
        "kaya",
        "demir",
        "sahin|Şahin",
        "celik|Çelik",
        "yildiz|Yıldız",
        "aydin|Aydın",
        "ozturk|Öztürk",
    ),
    words=(
        "galatasaray",
        "fenerbahce",
        "bogazici",
        "kadikoy",
        "moda",
        "simit",
        "lale",
        "cinar",
        "marti",
        "kumpir",
        "baklava",
        "yildiz",
        "deniz",
        "papatya",
        "karakedi",
        "kestane",
    ),
    cc="+90",
    city="İstanbul",
)

F.reg(
    "sitey_yonetim_whatsapp_sifre_otopark",
    ("WhatsApp Sohbeti - <<org>> Yönetim.txt", "Telefon/WhatsApp/<<org>>_blok_<<n>>.txt"),
    """<<dmy>> <<m1>> - <<first_l>> <<last_l>>: Otopark kapısının uygulaması açılmıyor, şifre mi değişti?
<<dmy>> <<m2>> - Site Yönetimi (<<f2_l>>): Evet, firma sistemi yeniledi
<<dmy>> <<m2>> - Site Yönetimi (<<f2_l>>): Kullanıcı: <<user>>
<<dmy>> <<m3>> - Site Yönetimi (<<f2_l>>): Şifre: <<cred>>
<<dmy>> <<m4>> - <<first_l>> <<last_l>>: Tamamdır, açıldı teşekkürler 🙏
<<dmy>> <<m5>> - Site Yönetimi (<<f2_l>>): Lütfen şifreyi kimseyle paylaşmayın
""",
    cred="human",
)

F.reg(
    "sitey_iyzico_aidat_odeme_php",
    ("public_html/aidat/config/iyzico.php", "<<org>>-aidat/app/odeme_<<y>>.php"),
    """<?php
// Aidat ödeme sayfası - <<org>> Site Yönetimi
require_once __DIR__ . '/../vendor/autoload.php';

function iyzicoOptions(): \\Iyzipay\\Options
{
    $options = new \\Iyzipay\\Options();
    $options->setApiKey("<<apikey>>");
    $options->setSecretKey("<<cred>>");
    $options->setBaseUrl("https://api.iyzipay.com");
    return $options;
}
""",
    cred="alnum:32",
    extra=lambda rng, s: {"apikey": F.draw(rng, "alnum:32")},
    syntax="",
)

F.reg(
    "sitey_jenerator_asansor_izleme_ini",
    ("C:/SiteIzleme/<<org>>/ayarlar.ini", "izleme/<<org>>_blok<<n>>.ini"),
    """; Jeneratör ve asansör izleme paneli - <<org>>
[modbus]
host = <<ip>>
port = 502
unit_id = <<n>>

[panel]
adres = http://<<ip2>>:8080
kullanici = yonetim
sifre = <<cred>>

[alarm]
sms_numarasi = <<phone>>
yakit_esik = 25
""",
    cred="pw",
)

F.reg(
    "sitey_dahua_kamera_curl_digest_history",
    ("home/<<user>>/.bash_history", "root/<<org>>/.bash_history"),
    """ls /mnt/kamera
curl --digest -u admin:'<<cred>>' "http://<<ip>>/cgi-bin/snapshot.cgi?channel=1" -o giris.jpg
curl --digest -u admin:'<<cred>>' "http://<<ip>>/cgi-bin/snapshot.cgi?channel=4" -o otopark.jpg
scp giris.jpg otopark.jpg yonetim@<<ip2>>:/srv/arsiv/
df -h
""",
    cred="pw_sq",
    syntax="",
)


def _sakin(rng, s):
    rows = people_rows(rng, F, 4)
    k = rng.randrange(4)
    out = []
    for i, (fl, ll, _login, pw) in enumerate(rows):
        phone = f"0{rng.randint(530, 559)} {rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
        if i == k:
            fl, ll, pw = s["first_l"], s["last_l"], s["cred"]
        out.append(f"{'ABC'[rng.randrange(3)]},{rng.randint(1, 40)},{fl} {ll},{phone},{pw}")
    return {"rows": "\n".join(out)}


F.reg(
    "sitey_sakinler_aidat_csv_uygulama_sifre",
    ("Yonetim/sakinler_<<y>>.csv", "Masaüstü/<<org>> sakin listesi <<n>>.csv"),
    """Blok,Daire,Ad Soyad,Telefon,Uygulama Şifresi
<<rows>>
""",
    cred="human",
    extra=_sakin,
)

F.reg(
    "sitey_netgsm_toplu_sms_python",
    ("yonetim-scripts/aidat_hatirlatma.py", "home/<<user>>/<<org>>/sms_<<y>>.py"),
    '''"""Aidat hatırlatma SMS'i (Netgsm). Her ayın 5'inde cron ile çalışır."""

import csv

import requests

NETGSM_USERCODE = "850<<n3>><<pin>>"
NETGSM_PASSWORD = "<<cred>>"
BASLIK = "<<org>>"[:11].upper()


def gonder(numara: str, mesaj: str) -> str:
    r = requests.get(
        "https://api.netgsm.com.tr/sms/send/get",
        params={
            "usercode": NETGSM_USERCODE,
            "password": NETGSM_PASSWORD,
            "gsmno": numara,
            "message": mesaj,
            "msgheader": BASLIK,
        },
        timeout=15,
    )
    return r.text


with open("borclular.csv", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        gonder(row["telefon"], f"Sayın {row['ad']}, {row['ay']} ayı aidatınız ({row['tutar']} TL) ödenmemiştir.")
''',
    cred="pw_dq",
)

F.reg(
    "sitey_yonetici_devir_email_sifre",
    ("Posta/Gönderilen/Yönetim devri - <<org>>.eml", "mail/<<org>>/sent/devir_<<n3>>.eml"),
    """From: <<first_l>> <<last_l>> <<<email>>>
To: <<f2_l>> <<l2_l>> <<<email2>>>
Subject: =?UTF-8?Q?Y=C3=B6netim_devri_-_=C5=9Fifreler?=
Date: Mon, <<d>> Jan <<y>> 19:40:12 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<f2_l>> Bey/Hanım merhaba,

Genel kurulda yönetimi size devrettik, hayırlı olsun. Kullandığım hesaplar:

- Site yönetim programı (aidat takibi): https://panel.<<dom>>
  kullanıcı: yonetim  şifre: <<cred>>
- Banka (site hesabı): şubeye birlikte gidip imza sirkülerini değiştirelim
- Asansör bakım firması: sözleşme dolapta, yıllık bakım Mart'ta

Kolay gelsin,
<<first_l>>
""",
    cred="human_d",
)

F.reg(
    "sitey_mikrotik_rsc_export_wpa2_psk",
    ("yedek/mikrotik_<<org>>_<<date>>.rsc", "Masaüstü/router-yedek-<<n>>.rsc"),
    """# <<mo>>/<<d>>/<<y>> <<hms>> by RouterOS 7.14.3
# software id = <<swid>>
#
# model = RB2011UiAS-2HnD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=sakinler supplicant-identity=MikroTik wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=sakinler ssid=<<ssid>>
/ip address
add address=<<ip>>/24 interface=bridge network=<<ip>>
/system identity
set name=<<org>>-yonetim
""",
    cred="human",
    extra=lambda rng, s: {"swid": f"{F.draw(rng, 'UPAL:4')}-{F.draw(rng, 'UPAL:4')}"},
    syntax="",
)
