# ruff: noqa: E501
"""Family d: a kaportacı / boyahane (panel-beater and paint shop) in Karşıyaka, İzmir (Turkey):
Turkish."""

from __future__ import annotations

from hundredninth_spec import Fam, alnum, hexs, reg

F = Fam(
    name="kaportaci_boyahane_karsiyaka",
    orgs=("kaportaciler", "boyaustasi", "karsiyakakaporta", "egeboya", "bostanlioto"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Hüseyin", "huseyin"),
        ("Elif", "elif"),
        ("Gökhan", "gokhan"),
        ("Murat", "murat"),
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
        "kaporta",
        "boya",
        "macun",
        "zimpara",
        "vernik",
        "izmir",
        "kordon",
        "boyoz",
        "gevrek",
        "karsiyaka",
        "goztepe",
        "kumru",
        "bornova",
        "lodos",
        "kafkas",
        "altay",
        "egeli",
    ),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "minnos"),
    cities=("izmir", "karsiyaka", "bornova", "buca", "manisa"),
    cc="+90",
)

reg(
    F,
    "kaportaci_turkish_whatsapp_sifre_eksper_portali",
    ("WhatsApp/WhatsApp Sohbeti - <<fa>> Usta.txt", "yedek/sohbet_<<n>>.txt"),
    """<<dmy>> <<t1>> - <<fn>> <<ln>>: Abi sigorta eksper portalına giremiyorum, şifre değişmiş
<<dmy>> <<t2>> - <<fn2>> Usta: Kullanıcı <<org>>servis
<<dmy>> <<t2>> - <<fn2>> Usta: Şifre: <<cred>>
<<dmy>> <<t3>> - <<fn>> <<ln>>: Tamamdır girdim. Doblo'nun sol çamurluk fotoğraflarını yükledim
<<dmy>> <<t4>> - <<fn2>> Usta: Eyvallah. Boyaya yarın sabah girer, macunu akşam çek
""",
    "human",
    syntax="",
)

reg(
    F,
    "kaportaci_parasut_efatura_oauth_python",
    ("muhasebe/parasut_fatura.py", "scripts/<<org>>/efatura_kes.py"),
    '''"""Paraşüt üzerinden e-Fatura / e-Arşiv kesme (onarım bitince sigorta şirketine)."""

import requests

TOKEN_URL = "https://api.parasut.com/oauth/token"
CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"
COMPANY_ID = <<n4>>


def token(username: str, password: str) -> str:
    r = requests.post(
        TOKEN_URL,
        data={
            "grant_type": "password",
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
            "username": username,
            "password": password,
            "redirect_uri": "urn:ietf:wg:oauth:2.0:oob",
        },
        timeout=20,
    )
    return r.json()["access_token"]
''',
    "hex:64",
    extra=lambda rng, s: s.update(cid=hexs(rng, 64)),
)

reg(
    F,
    "kaportaci_iyzico_odeme_secret_key_php",
    ("site/odeme/iyzico_ayar.php", "public_html/<<org>>/inc/iyzico.php"),
    """<?php
// iyzico - randevu kaparosu ve boya onarımı online ödeme
$options = new \\Iyzipay\\Options();
$options->setApiKey("<<api>>");
$options->setSecretKey("<<cred>>");
$options->setBaseUrl("https://api.iyzipay.com");
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: s.update(api=alnum(rng, 32)),
)

reg(
    F,
    "kaportaci_netgsm_sms_crontab_curl",
    ("var/spool/cron/crontabs/<<fa>>", "etc/cron.d/arac_hazir_sms_<<n>>"),
    """# Araç hazır SMS (boya fırını çıkışı sonrası) - her gün 17:30
30 17 * * 1-6 /usr/bin/curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=850<<n4>>&password=<<cred>>&gsmno=$(cat /srv/hazir/tel.txt)&message=Aracınız+hazırdır&msgheader=<<orgc>>" >> /var/log/sms.log 2>&1
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "kaportaci_mixit_boya_terazisi_bulut_ini",
    ("ProgramData/Sikkens/MIXIT/cloud.ini", "C:/MIXIT/<<org>>/sync.ini"),
    """[Cloud]
Server=https://mixit.sikkens-vr.com
Account=<<org>>-izmir
User=<<user>>
Password=<<cred>>
SyncIntervalMin=15

[Scale]
Port=COM3
Model=PMA.Evolution
""",
    "pw",
)

reg(
    F,
    "kaportaci_dvr_hareket_telegram_bot_yaml",
    ("opt/dvr-bildirim/config.yaml", "home/<<fa>>/kamera/bildirim.yml"),
    """# Hikvision DVR hareket algılama -> Telegram grubu (gece boyahane)
dvr:
  host: <<ip>>
  kanal: [1, 3]
telegram:
  bot_token: "<<cred>>"
  chat_id: -100<<n4>><<n4>>
  mesaj: "Boyahane gece hareket var!"
""",
    "p:telegram",
)

reg(
    F,
    "kaportaci_sigorta_hasar_eposta_sifreniz",
    ("posta/gelen/<<date>>_hasar_<<n>>.eml", "Mail/INBOX/hasar-dosyasi-<<n>>.eml"),
    """From: Anlaşmalı Servis Destek <servis@sigortaportal.com.tr>
To: <<email>>
Subject: Anlaşmalı servis portalı hesabınız oluşturuldu
Date: Wed, <<d>> Apr <<y>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=UTF-8

Sayın <<fn>> <<ln>>,

<<orgc>> Oto Kaporta Boya için anlaşmalı servis portalı hesabınız oluşturulmuştur.

Kullanıcı adınız: <<user>>
Geçici şifreniz: <<cred>>

Hasar dosyası, ekspertiz fotoğrafı ve fatura yüklemeleri bu hesap üzerinden yapılacaktır.

Saygılarımızla
""",
    "human",
    syntax="",
)

reg(
    F,
    "kaportaci_signal_kopyalanan_tek_deger",
    ("notlar/signal_<<n>>.txt", "Desktop/signal kopya <<date>>.txt"),
    """[<<dmy>> <<t1>>] <<fn>>: usta wifi neydi boyahanenin
[<<dmy>> <<t2>>] <<fn2>>: <<cred>>
[<<dmy>> <<t2>>] <<fn>>: 👍
""",
    "human_x",
    syntax="",
)
