"""Family c: a kilim and carpet shop in the Istanbul bazaar with a restoration workshop and
Persian suppliers: online shop payments, marketplace sync, cargo, cameras, chats."""

from __future__ import annotations

from thirtysixth_spec import human_with, provider, reg

FAM = "kilim_carpet_bazaar_shop"
ORGS = ("kilimhane-sirkeci",)
HUMAN = human_with(
    "kilim", "hali", "cicim", "sumak", "yastik", "kapalicarsi", "motif", "ilmek", "yorgan",
    "tabriz", "kashan", "heybe",
    firsts=("Mehmet", "Ayse", "Reza", "Elif", "Dariush", "Zeynep"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "kilim_eticaret_paytr_merchant_key_php",
    ("eticaret/<<n>>/odeme/paytr_ayar.php", "httpdocs/<<org>>-<<year>>/odeme/paytr.php"),
    """<?php
// PayTR iFrame API - kilim satış sitesi
$merchant_id   = '<<n3>><<n>>1';
$merchant_key  = '<<cred>>';
$merchant_salt = '<<hex8>>';
$email         = $_POST['email'];
$payment_amount = (int) round($_POST['tutar'] * 100);
$merchant_oid  = 'KLM' . time();
$user_ip = $_SERVER['REMOTE_ADDR'];
$hash_str = $merchant_id . $user_ip . $merchant_oid . $email . $payment_amount;
$paytr_token = base64_encode(hash_hmac('sha256', $hash_str . $merchant_salt, $merchant_key, true));
""",
    "p:paytr",
)

reg(
    FAM,
    ORGS,
    "kilim_turkish_telegram_sifre_depo_kamera",
    ("telegram/<<org>>/depo_grubu_<<n>>.txt", "yedek/<<first>>/sohbet_<<date>>.txt"),
    """<<ufirst>>, [<<date_eu>> <<time>>]
Reza bey depo kamerasına bakmak istiyor, şifreyi kim biliyor?

Mehmet Usta, [<<date_eu>> <<time>>]
kullanıcı admin

Mehmet Usta, [<<date_eu>> <<time>>]
şifre <<cred>>

<<ufirst>>, [<<date_eu>> <<time>>]
sağ ol ustam
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "kilim_persian_email_ramz_oboor_supplier_portal",
    ("posta/<<org>>/tabriz-tedarikci-<<n>>.eml", "mail/import/<<date>>_tabriz.eml"),
    """From: Dariush Ahmadi <sales@tabriz-farsh-<<n>>.ir>
To: <<email>>
Subject: =?UTF-8?B?2K/Ys9iq2LHYs9uMINio2Ycg2b7ZhtmE?=
Date: <<maildate>> +0330
Content-Type: text/plain; charset=utf-8

سلام آقای <<ulast>>،

حساب کاربری شما در پنل سفارش عمده فرش و گلیم ساخته شد.

نام کاربری: <<user>>
رمز عبور:
<<cred>>

لطفاً پس از اولین ورود رمز را تغییر دهید.
با احترام
داریوش
""",
    "pw",
)

reg(
    FAM,
    ORGS,
    "kilim_restoration_photos_s3cmd_s3cfg",
    ("home/<<user>>/.s3cfg", "restorasyon/<<n>>/s3cfg.conf"),
    """[default]
access_key = <<akid>>
secret_key = <<cred>>
bucket_location = eu-central-1
host_base = s3.amazonaws.com
host_bucket = %(bucket)s.s3.amazonaws.com
use_https = True
# restorasyon oncesi/sonrasi fotograflar: s3://<<org>>-restorasyon/
""",
    "p:aws_secret",
    extra=lambda rng, s: {"akid": provider(rng, "aws_id")},
)

reg(
    FAM,
    ORGS,
    "kilim_etsy_listing_sync_ruby_keystring",
    ("etsy-sync/<<n>>/lib/etsy_client.rb", "scripts/<<org>>/etsy_stok.rb"),
    """require "net/http"
require "json"

# Etsy v3: kilim ilanlarının stok adetlerini dükkan envanterinden güncelle
ETSY_KEYSTRING = "<<cred>>"
SHOP_ID = <<n3>><<n>>0

def etsy_get(path, oauth)
  uri = URI("https://openapi.etsy.com/v3/application#{path}")
  req = Net::HTTP::Get.new(uri)
  req["x-api-key"] = ETSY_KEYSTRING
  req["Authorization"] = "Bearer #{oauth}"
  Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| JSON.parse(h.request(req).body) }
end
""",
    "p:etsy",
)

reg(
    FAM,
    ORGS,
    "kilim_trendyol_seller_kotlin_const_secret",
    (
        "android/<<org>>/app/src/main/java/tr/kilim/TrendyolApi.kt",
        "magaza-app-<<n>>/src/TrendyolApi.kt",
    ),
    """package tr.kilim.magaza

import okhttp3.Credentials
import okhttp3.OkHttpClient
import okhttp3.Request

private const val SUPPLIER_ID = "<<n3>><<n>>"
private const val TRENDYOL_API_KEY = "<<akey>>"
private const val TRENDYOL_API_SECRET = "<<cred>>"

object TrendyolApi {
    private val client = OkHttpClient()

    fun urunler(): String {
        val req = Request.Builder()
            .url("https://api.trendyol.com/sapigw/suppliers/$SUPPLIER_ID/products?size=200")
            .header("Authorization", Credentials.basic(TRENDYOL_API_KEY, TRENDYOL_API_SECRET))
            .header("User-Agent", "$SUPPLIER_ID - SelfIntegration")
            .build()
        return client.newCall(req).execute().body!!.string()
    }
}
""",
    "p:trendyol",
    extra=lambda rng, s: {"akey": provider(rng, "trendyol")},
)

reg(
    FAM,
    ORGS,
    "kilim_dukkan_kamera_listesi_tsv",
    ("muhasebe/<<org>>/cihazlar_<<year>>.tsv", "paylasim/<<first>>/kameralar-<<n>>.tsv"),
    """cihaz\tyer\tip\tkullanici\tsifre
NVR\tdepo\t<<ip>>\tadmin\t<<cred>>
Kamera 1\tvitrin\t<<ip>>\tadmin\t(NVR ile ayni)
Kamera 2\tatolye\t<<ip>>\tadmin\t(NVR ile ayni)
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "kilim_kargo_gonderi_soap_xml_wspassword",
    ("kargo/<<org>>/createShipment_<<n>>.xml", "entegrasyon/yurtici/istek-<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ship="http://yurticikargo.com.tr/ShippingOrderDispatcherServices">
  <soapenv:Header/>
  <soapenv:Body>
    <ship:createShipment>
      <wsUserName><<user>></wsUserName>
      <wsPassword><<cred>></wsPassword>
      <userLanguage>TR</userLanguage>
      <ShippingOrderVO>
        <cargoKey>KLM<<n3>></cargoKey>
        <invoiceKey>F<<n3>><<n>></invoiceKey>
        <receiverCustName><<ufirst>> <<ulast>></receiverCustName>
        <cargoCount>1</cargoCount>
      </ShippingOrderVO>
    </ship:createShipment>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)
