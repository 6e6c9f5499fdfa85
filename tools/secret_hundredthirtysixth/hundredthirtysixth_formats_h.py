# ruff: noqa: E501
"""Family h: a motorway toll plaza with HGS lanes (otoyol gişesi) in Turkey."""

from __future__ import annotations

import base64

from hundredthirtysixth_spec import Fam, after, alnum, basic_pw

F = Fam(
    name="turkey_otoyol_hgs_gise",
    orgs=("otoyolgecit", "gisekoru", "kopruyol"),
    tld="com.tr",
    first=(
        "mehmet",
        "ayse",
        "mustafa",
        "fatma",
        "emre",
        "zeynep",
        "burak",
        "elif",
        "murat",
        "esra",
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
        "ozdemir",
        "arslan",
    ),
    words=(
        "gise",
        "otoyol",
        "kopru",
        "bogaz",
        "galatasaray",
        "fenerbahce",
        "besiktas",
        "trabzon",
        "lokum",
        "simit",
        "vardiya",
        "bariyer",
        "anadolu",
        "karadeniz",
    ),
    cities=("İstanbul", "Kocaeli", "Bursa", "İzmir", "Sakarya", "Bolu"),
    cc="+90 5",
    plates=("34 LLL DDD", "41 LL DDDD", "16 L DDDD"),
    lfirst=(
        "Mehmet",
        "Ayşe",
        "Mustafa",
        "Fatma",
        "Emre",
        "Zeynep",
        "Burak",
        "Elif",
        "Murat",
        "Esra",
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
        "Özdemir",
        "Arslan",
    ),
)

F.reg(
    "otoyol_netgsm_sms_php",
    ("ihlal-bildirim/<<org>>/config/sms.php", "portal-<<org>>/inc/netgsm_ayar.php"),
    """<?php
// İhlalli geçiş bildirim SMS'leri (Netgsm)
$netgsm = [
    'usercode'  => '850<<num6>><<n>>',
    'password'  => '<<cred>>',
    'msgheader' => '<<orgu>>',
    'url'       => 'https://api.netgsm.com.tr/sms/send/get',
];

function ihlal_sms($telefon, $plaka, $tutar) {
    global $netgsm;
    $mesaj = "$plaka plakali aracinizin gecisi ihlalli olarak kaydedilmistir. Tutar: $tutar TL. 15 gun icinde odeyiniz.";
    $q = http_build_query($netgsm + ['gsmno' => $telefon, 'message' => $mesaj]);
    return file_get_contents($netgsm['url'] . '?' . $q);
}
""",
    "human",
    syntax="",
)

F.reg(
    "otoyol_iyzico_odeme_csharp",
    ("src/<<orgc>>.Odeme/IyzicoAyarlari.cs", "IhlalOdeme.Web/<<orgc>>/Odeme/Iyzico.cs"),
    """using Iyzipay;

namespace <<orgc>>.Odeme
{
    // İhlalli geçiş cezası online ödeme
    public static class IyzicoAyarlari
    {
        public static Options Options()
        {
            return new Options
            {
                ApiKey = "<<key>>",
                SecretKey = "<<cred>>",
                BaseUrl = "https://api.iyzipay.com"
            };
        }
    }
}
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {"key": alnum(rng, 32)},
)


def _curl_history(s):
    pair = base64.b64encode(f"{s['hgsuser']}:{s['cred']}".encode()).decode()
    return f"""cd /opt/hgs-entegrasyon
tail -f logs/gecis.log
systemctl status hgs-entegrasyon
curl -s https://hgs-api.{s["dom"]}/v1/ping
curl -s -H "Authorization: Basic {pair}" https://hgs-api.{s["dom"]}/v1/gecisler?tarih={s["date"]} | jq '.kayitlar | length'
curl -s -H "Authorization: Basic {pair}" -X POST https://hgs-api.{s["dom"]}/v1/mutabakat -d @mutabakat_{s["date"]}.json
ls -la mutabakat/
exit
"""


F.reg(
    "otoyol_hgs_mutabakat_curl_basic_history",
    ("home/<<user>>/.bash_history", "root/<<org>>-gise<<n>>/.bash_history"),
    _curl_history,
    "pw_alnum",
    syntax="",
    extra=lambda rng, s: {"hgsuser": f"{s['org']}_gise"},
    decode=lambda t: basic_pw(after(r"Basic ([A-Za-z0-9+/=]+)", t)),
)

F.reg(
    "otoyol_whatsapp_sifre_vardiya_amiri",
    (
        "WhatsApp/<<full2>> ile WhatsApp Sohbeti.txt",
        "yedek/<<org>>/Gişe Vardiya Amirleri ile WhatsApp Sohbeti <<n>>.txt",
    ),
    """<<dmy_dot>> <<hm>> - <<full2>>: Abi gişe <<lane>> kabin bilgisayarı açılmıyor şifre istiyor
<<dmy_dot>> <<hm2>> - <<full>>: kullanıcı adı gise<<lane>>
<<dmy_dot>> <<hm2>> - <<full>>: şifre <<cred>>
<<dmy_dot>> <<hm2>> - <<full>>: kimseye verme
<<dmy_dot>> <<hm3>> - <<full2>>: tamamdır açıldı sağol
<<dmy_dot>> <<hm3>> - <<full2>>: <<plate>> plakalı tır HGS etiketi okunmadı, manuel geçiş yaptım
""",
    "human",
    syntax="",
)

F.reg(
    "otoyol_plaka_okuma_appsettings_json",
    (
        "PlakaOkuma.Api/<<org>>/appsettings.Production.json",
        "deploy/<<org>>/plaka-okuma/appsettings.json",
    ),
    """{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  },
  "ConnectionStrings": {
    "PlakaDb": "Server=<<ip>>,1433;Database=PlakaOkuma;User Id=plaka_api;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Kameralar": {
    "IstasyonKodu": "<<orgu>>-<<nn>>",
    "GuvenEsigi": 0.85
  },
  "AllowedHosts": "*"
}
""",
    "pw_json",
)

F.reg(
    "otoyol_eposta_sifre_efatura_portal",
    (
        "Posta/<<first>>/e-Fatura portal kullanıcı bilgileri.eml",
        "eposta/<<org>>/<<date>>_efatura_kullanici.eml",
    ),
    """From: Entegratör Destek <destek@efaturamerkezi.com.tr>
To: <<full>> <<<email>>>
Subject: e-Fatura / e-Arşiv portal kullanıcı bilgileriniz
Date: <<d>> <<mon>> <<y>> <<hms>> +0300
Content-Type: text/plain; charset=utf-8

Sayın <<full>>,

<<orgu>> OTOYOL İŞLETMECİLİĞİ A.Ş. adına e-Fatura / e-Arşiv portal hesabınız oluşturulmuştur.

Portal adresi : https://portal.efaturamerkezi.com.tr
Kullanıcı adı : <<num6>><<num4>>
Şifre         : <<cred>>

Güvenliğiniz için ilk girişte şifrenizi değiştirmeniz gerekmektedir.

Saygılarımızla,
Entegratör Destek Ekibi
""",
    "pw",
    syntax="",
)

F.reg(
    "otoyol_pg_dump_yedek_cron_sh",
    ("opt/<<org>>/yedek/gecis_yedek.sh", "scripts/<<org>>/pg_yedek_gise<<n>>.sh"),
    """#!/bin/sh
# Gişe geçiş veritabanı gece yedeği
# crontab: 30 3 * * * /opt/gise/yedek/gecis_yedek.sh
export PGHOST=<<ip>>
export PGUSER=yedek
export PGPASSWORD='<<cred>>'
TARIH=$(date +%Y%m%d)
pg_dump -Fc gecisler > /yedek/gecisler_$TARIH.dump
find /yedek -name 'gecisler_*.dump' -mtime +14 -delete
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "otoyol_kabin_not_ocr",
    ("ocr/<<org>>/kabin<<lane>>_not.txt", "Fotograflar/<<city>>/IMG_<<num4>>_ocr.txt"),
    """GİŞE <<lane>> KABİN PC
kullanıcı: gise<<lane>>
şifre: <<cred>>
HGS okuyucu arıza -> Teknik <<phone>>
VARDİYA DEVİR FORMUNU DOLDURUNUZ!
""",
    "human",
    syntax="",
)
