# ruff: noqa: E501
"""Family p: a sea-taxi (water-taxi) service on the Bosphorus, Istanbul, Turkey (Turkish)."""

from __future__ import annotations

from seventyfourth_spec import Fam, dec_url_userinfo, enc_url, gen_pw, must_have

BOGAZ = Fam(
    name="bosphorus_deniz_taksi",
    orgs=("denizkayik", "bogazmavi", "karakoytaksi"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Fatma", "fatma"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Hüseyin", "huseyin"),
        ("Gökhan", "gokhan"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Aydın", "aydin"),
        ("Arslan", "arslan"),
    ),
    words=(
        "bogaz",
        "deniz",
        "kadikoy",
        "besiktas",
        "karakoy",
        "uskudar",
        "galata",
        "marti",
        "simit",
        "vapur",
        "lodos",
        "poyraz",
        "fenerbahce",
        "galatasaray",
        "kizkulesi",
        "istanbul",
        "bebek",
        "cengelkoy",
    ),
    pets=("Pamuk", "Boncuk", "Tarcin", "Karabas", "Duman", "Limon"),
    cc="+90",
    vessels=("Deniz Taksi 7", "Martı 3", "Lodos", "Boğaziçi 12", "Kız Kulesi"),
    places=("Karaköy", "Kadıköy", "Üsküdar", "Beşiktaş", "Bebek"),
)
F = BOGAZ.reg

F(
    "denizataksi_turkish_whatsapp_sifre_rezervasyon",
    (
        "WhatsApp/WhatsApp Sohbeti - Operasyon.txt",
        "İndirilenler/WhatsApp Sohbeti - <<fn2>> <<n>>.txt",
    ),
    """<<dmyd>> <<time>> - <<fn2>> <<ln2>>: Abi rezervasyon paneline giremiyorum, şifre mi değişti?
<<dmyd>> <<time>> - <<fn>> <<ln>>: Evet dün değiştirdim
<<dmyd>> <<time>> - <<fn>> <<ln>>: kullanıcı <<user>>
<<dmyd>> <<time2>> - <<fn>> <<ln>>: şifre <<cred>>
<<dmyd>> <<time2>> - <<fn2>> <<ln2>>: Tamamdır abi sağ ol 👍 <<vessel>> <<place>> iskelesinde bekliyor
""",
    cred="human",
)

F(
    "denizataksi_iyzico_checkout_csharp",
    ("Odeme/IyzicoSettings.cs", "src/<<orgc>>.Booking/Payments/IyzicoSettings.cs"),
    """using Iyzipay;

namespace DenizTaksi.Payments
{
    // Online deniz taksi çağırma - kartla ön ödeme (iyzico)
    public static class IyzicoSettings
    {
        public static Options Create() => new Options
        {
            ApiKey = "<<serial>><<hex8>>",
            SecretKey = "<<cred>>",
            BaseUrl = "https://api.iyzipay.com",
        };
    }
}
""",
    cred="p:iyzico_secret",
    syntax="",
)

F(
    "denizataksi_paytr_iframe_php_merchant_key",
    ("odeme/paytr_config.php", "www/<<org>>/odeme/paytr.php"),
    """<?php
// PayTR iFrame API - kurumsal müşteri (otel) deniz taksi faturaları
$merchant_id   = '<<n4>><<n2>>';
$merchant_key  = '<<cred>>';
$merchant_salt = getenv('PAYTR_SALT');
$merchant_ok_url   = 'https://www.<<dom>>/odeme/basarili';
$merchant_fail_url = 'https://www.<<dom>>/odeme/hata';
$test_mode = 0;
""",
    cred="p:paytr_key",
    syntax="",
)


def _url_pw(rng, s):
    return must_have("@#:/?$", lambda r, _s: gen_pw(r, sym="@#:/?$!"))(rng, s)


def _dispatch_env(s):
    return f"""# Çağrı / dispeçer uygulaması (tekne atama, iskele kuyruğu)
NODE_ENV=production
DATABASE_URL=postgresql://dispatch:{enc_url(s["cred"])}@{s["ip"]}:5432/denizTaksi?sslmode=require
REDIS_URL=redis://{s["ip2"]}:6379/0
IYZICO_BASE_URL=https://api.iyzipay.com
"""


F(
    "denizataksi_dispatch_database_url_percent_encoded",
    ("dispatch/.env", "srv/<<org>>/cagri/.env.production"),
    _dispatch_env,
    cred=_url_pw,
    syntax="",
    decode=dec_url_userinfo("postgresql"),
)

F(
    "denizataksi_netgsm_sms_xml_request",
    ("sms/netgsm_request.xml", "integrasyon/<<org>>/netgsm_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<mainbody>
  <header>
    <company dil="TR">Netgsm</company>
    <usercode>850<<n4>><<n>></usercode>
    <password><<cred>></password>
    <type>1:n</type>
    <msgheader>DENIZTAKSI</msgheader>
  </header>
  <body>
    <msg><![CDATA[Tekneniz <<vessel>> 5 dk icinde <<place>> iskelesinde. Iyi yolculuklar!]]></msg>
    <no><<n4>><<n4>></no>
  </body>
</mainbody>
""",
    cred="pw_xml",
)

F(
    "denizataksi_boat_tracker_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "traccar/<<org>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- Teknelerdeki GPS izleyiciler (Teltonika FMB) -> Traccar -->
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://<<ip>>:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='teltonika.port'>5027</entry>
</properties>
""",
    cred="pw_xml",
)

F(
    "denizataksi_pier_kiosk_anydesk_sticky_ocr",
    ("scans/ocr/iskele_kiosk_<<ymd>>.txt", "Belgeler/OCR/not_anydesk_<<n>>.txt"),
    """İSKELE KİOSK
AnyDesk <<n>> <<n>> <<n>>
şifre:
<<cred>>
""",
    cred="human_x",
)

F(
    "denizataksi_email_sifre_liman_portal_turkish",
    ("Posta/Gönderilenler/<<ymd>>_liman_portal.eml", "Thunderbird/<<user>>/Sent/sifre_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Liman Başkanlığı e-işlemler hesabı (sefer bildirimleri)
Date: Mon, <<d>> May <<y>> <<hms>> +0300
Content-Type: text/plain; charset=UTF-8

Merhaba <<fn2>>,

Yarından itibaren sefer ve yolcu bildirimlerini sen yapacaksın. Şirket hesabı:

Kullanıcı adı: <<user>>
Şifre: <<cred>>

Lütfen kimseyle paylaşma; kaptanlara sadece tekne tabletindeki uygulamayı kullanmalarını söyle.

Kolay gelsin,
<<fn>> <<ln>>
<<orgc>> Deniz Taksi - Operasyon
""",
    cred="human",
)
