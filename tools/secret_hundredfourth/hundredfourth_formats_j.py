# ruff: noqa: E501
"""Family j: a barber-products brand in Istanbul, Turkey (Turkish): beard oils, cologne and
razors sold on Trendyol and its own shop; iyzico and PayTR, Yurtiçi Kargo, an e-Fatura
integrator, Meta ads."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hundredfourth_corpus import gen_pw
from hundredfourth_spec import Fam, prov, wa, xml_esc

FAM = Fam(
    name="berber_istanbul_barber_grooming_brand",
    orgs=("usturaci", "sakalhane", "kolonyahane", "berberbaba"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Oğuz", "oguz"),
        ("Şeyma", "seyma"),
        ("Çağrı", "cagri"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Demir", "demir"),
        ("Kaya", "kaya"),
        ("Şahin", "sahin"),
        ("Öztürk", "ozturk"),
        ("Aydın", "aydin"),
        ("Çelik", "celik"),
    ),
    words=(
        "berber",
        "tiras",
        "sakal",
        "ustura",
        "kolonya",
        "limon",
        "galatasaray",
        "fenerbahce",
        "besiktas",
        "bogaz",
        "kartal",
        "aslan",
        "sultan",
        "yildiz",
        "deniz",
        "bereket",
        "lale",
        "nazar",
    ),
    pets=("pamuk", "boncuk", "tarcin", "karabas", "minnos", "duman"),
    cc="+90",
    city="Istanbul",
    lwords=("Güneş", "Çiçek", "Şükür"),
)

R = FAM.reg

R(
    "berber_turkish_whatsapp_sifre_trendyol_panel",
    ("WhatsApp Sohbeti - <<fn2>>.txt", "WhatsApp Chat with <<fn2>>.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "Abi Trendyol satıcı panelinin şifresi neydi? Sakal yağı kampanyasını açacağım",
                ),
                ("<<fn2>>", "Kullanıcı adı <<email>>"),
                ("<<fn2>>", "Şifre: <<cred>>"),
                ("<<fn>>", "Tamamdır abi sağ ol"),
                ("<<fn2>>", "Kampanyayı açınca fiyatları bir daha kontrol et"),
            ],
            style="dot",
        )
    ),
)

R(
    "berber_iyzico_secret_key_csharp_options",
    ("Odeme/IyzicoAyarlari.cs", "src/<<orgc>>.Web/Payments/IyzicoConfig.cs"),
    """using Iyzipay;

namespace <<orgc>>.Web.Payments
{
    // iyzico ödeme — web mağaza (sakal yağı, kolonya, ustura setleri)
    public static class IyzicoConfig
    {
        public static Options Options => new Options
        {
            ApiKey = "<<apikey>>",
            SecretKey = "<<cred>>",
            BaseUrl = "https://api.iyzipay.com"
        };
    }
}
""",
    "p:iyzico",
    "",
    extra=lambda rng, s: s.update(apikey=prov(rng, "iyzico")),
)

R(
    "berber_paytr_merchant_key_php_iframe",
    ("odeme/paytr_iframe.php", "public_html/<<org>>/paytr/token.php"),
    """<?php
// PayTR iFrame API — sipariş ödeme sayfası
$merchant_id   = '<<mid>>';
$merchant_key  = '<<cred>>';
$merchant_salt = '<<salt>>';

$email          = $_POST['email'];
$payment_amount = (int) round($_POST['tutar'] * 100);
$merchant_oid   = 'SIP' . time();
$user_ip        = $_SERVER['REMOTE_ADDR'];
$hash_str = $merchant_id . $user_ip . $merchant_oid . $email . $payment_amount . $user_basket . '0' . '0' . 'TL' . '0';
$paytr_token = base64_encode(hash_hmac('sha256', $hash_str . $merchant_salt, $merchant_key, true));
""",
    "p:paytr",
    "",
    extra=lambda rng, s: s.update(mid=rng.randint(100000, 999999), salt=prov(rng, "paytr")),
)


def _xml_pw(rng, s):
    return gen_pw(rng, sym="&<>'\"")


def _efatura_dec(text: str) -> str:
    el = ET.fromstring(text.encode()).find(".//{*}Password")
    assert el is not None and el.text
    return el.text


R(
    "berber_efatura_integrator_soap_xml_escaped_password",
    ("efatura/GetInboxInvoices_request.xml", "entegrator/<<org>>_soap_<<nn>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">
  <soapenv:Header/>
  <soapenv:Body>
    <tem:GetInboxInvoices>
      <tem:userInfo>
        <tem:Username><<vkn>>_<<org>></tem:Username>
        <tem:Password><<enc>></tem:Password>
      </tem:userInfo>
      <tem:query>
        <tem:ExecutionStartDate><<date>>T00:00:00</tem:ExecutionStartDate>
        <tem:PageSize>50</tem:PageSize>
      </tem:query>
    </tem:GetInboxInvoices>
  </soapenv:Body>
</soapenv:Envelope>
""",
    _xml_pw,
    encode=lambda pw, s: xml_esc(pw),
    decode=_efatura_dec,
    extra=lambda rng, s: s.update(vkn=rng.randint(10**9, 10**10 - 1)),
)

R(
    "berber_yurtici_kargo_ws_java_properties",
    ("src/main/resources/kargo.properties", "config/<<org>>-kargo.properties"),
    """# Yurtiçi Kargo web servisi — gönderi oluşturma
yurtici.ws.url=https://ws.yurticikargo.com/KOPSWebServices/ShippingOrderDispatcherServices
yurtici.ws.username=<<orgu>>GN
yurtici.ws.password=<<cred>>
yurtici.ws.language=TR
sender.city=İstanbul
sender.phone=<<phone2>>
""",
    "pw",
    "",
    extra=lambda rng, s: s.update(orgu=str(s["org"]).upper()),
)

R(
    "berber_turkish_email_sifre_muhasebe_gib",
    ("Posta/Gönderilmiş/<<nn>>.eml", "mail/gonderilen/gib_<<date>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?G=C4=B0B_=C5=9Fifresi?=
Date: Mon, <<day>> Jan <<year>> <<time>>:48 +0300
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Merhaba <<fn2>> Hanım,

KDV beyannamesi için İnteraktif Vergi Dairesi bilgilerimiz:

TC / VKN: <<vkn>>
Şifre: <<cred>>

Ocak ayı faturaları klasörde. Teşekkürler,
<<fn>> <<ln>> — <<orgc>>
""",
    "human",
    "",
    extra=lambda rng, s: s.update(vkn=rng.randint(10**9, 10**10 - 1)),
)

R(
    "berber_shop_kasa_notlari_wifi_txt",
    ("Masaüstü/kasa_notlari.txt", "dukkan/<<org>>_notlar_<<n>>.txt"),
    """KASA NOTLARI
- Z raporu her akşam 21:00
- POS (Ingenico) arıza: 0850 <<nn>> 00 00

Wi-Fi: Berber_<<orgc>>
Şifre:
<<cred>>
""",
    "human_x",
    "",
)

R(
    "berber_meta_ads_system_user_token_yaml",
    ("config/meta_ads.yml", "reklam/<<org>>_ads_<<n>>.yml"),
    """# Meta reklam raporu (Instagram / Facebook) — her sabah Google Sheets'e
meta:
  app_id: "<<appid>>"
  ad_account_id: "act_<<acct>>"
  system_user_token: "<<cred>>"
  api_version: "v21.0"
report:
  sheet_id: "<<sheet>>"
  currency: TRY
""",
    "p:meta",
    extra=lambda rng, s: s.update(
        appid=rng.randint(10**14, 10**15),
        acct=rng.randint(10**14, 10**15),
        sheet=__import__("hundredfourth_corpus").alnum(rng, 44),
    ),
)
