# ruff: noqa: E501
"""Family e: a second-hand bookshop (sahaf) in Istanbul, Turkey (Turkish; Nadirkitap seller
account, iyzico, Trendyol, Yurtiçi Kargo, shop camera, MySQL stock database)."""

from __future__ import annotations

from hundredsixth_spec import Fam, alnum, reg

F = Fam(
    name="sahaf_ikinciel_kitap",
    orgs=("sahafkose", "eskisayfa", "kitapkurdu"),
    tld="com.tr",
    first=(
        ("Ayşe", "ayse"),
        ("Mehmet", "mehmet"),
        ("Zeynep", "zeynep"),
        ("Mustafa", "mustafa"),
        ("Elif", "elif"),
        ("Emre", "emre"),
        ("Fatma", "fatma"),
        ("Hakan", "hakan"),
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
        "kitap",
        "sahaf",
        "kedi",
        "lale",
        "cay",
        "simit",
        "bogaz",
        "galata",
        "marti",
        "deniz",
        "gunes",
        "yaprak",
        "eski",
        "nostalji",
        "beyoglu",
    ),
    pets=("pamuk", "tekir", "boncuk", "karabas", "zeytin", "duman"),
    seasons=("bahar", "yaz", "sonbahar", "kis", "bayram", "ramazan"),
    cc="90",
)

reg(
    F,
    "sahaf_iyzico_checkout_php_config_secret_key",
    ("site/config/iyzico.php", "public_html/<<org>>/odeme/ayarlar.php"),
    """<?php
// iyzico ödeme ayarları - canlı ortam
$options = new \\Iyzipay\\Options();
$options->setApiKey('<<apikey>>');
$options->setSecretKey('<<cred>>');
$options->setBaseUrl('https://api.iyzipay.com');
return $options;
""",
    "p:iyzico",
    syntax="",
    extra=lambda r, s: {"apikey": alnum(r, 32)},
)

reg(
    F,
    "sahaf_turkish_whatsapp_sifre_nadirkitap_magaza",
    (
        "WhatsApp/<<first>> ile WhatsApp Sohbeti.txt",
        "telefon/yedek/WhatsApp Sohbeti - Sahaf <<n>>.txt",
    ),
    """<<d>>.<<m>>.<<y>> <<hh>>:<<mi>> - <<first2>>: Abi Nadirkitap mağaza paneline giremiyorum, şifre değişti mi?
<<d>>.<<m>>.<<y>> <<hh>>:<<mi>> - <<first>> <<last>>: Evet dün değiştirdim
<<d>>.<<m>>.<<y>> <<hh>>:<<mi>> - <<first>> <<last>>: kullanıcı: <<org>>sahaf
<<d>>.<<m>>.<<y>> <<hh>>:<<mi>> - <<first>> <<last>>: şifre: <<cred>>
<<d>>.<<m>>.<<y>> <<hh>>:<<mi>> - <<first2>>: Tamamdır, 40 kitabı listeliyorum akşama kadar 📚
""",
    "human",
    syntax="",
)

reg(
    F,
    "sahaf_trendyol_seller_api_env_secret",
    ("entegrasyon/.env", "srv/pazaryeri-<<org>>/.env"),
    """# Trendyol pazaryeri entegrasyonu
TRENDYOL_SUPPLIER_ID=<<nnn>><<n>>1
TRENDYOL_API_KEY=<<apikey>>
TRENDYOL_API_SECRET=<<cred>>
NADIRKITAP_EXPORT_DIR=/srv/pazaryeri/export
STOK_DB_URL=mysql://stok@localhost/stok
""",
    "alnum:20",
    syntax="",
    extra=lambda r, s: {"apikey": alnum(r, 20)},
)

reg(
    F,
    "sahaf_yurtici_kargo_soap_request_ws_password",
    ("kargo/istekler/createShipment-<<nnn>>.xml", "logs/yurtici/<<date>>-<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ship="http://yurticikargo.com.tr/ShippingOrderDispatcherServices">
  <soapenv:Body>
    <ship:createShipment>
      <wsUserName><<org>>_ws</wsUserName>
      <wsPassword><<cred>></wsPassword>
      <userLanguage>TR</userLanguage>
      <ShippingOrderVO>
        <cargoKey>SHF<<nnn>><<n>></cargoKey>
        <invoiceKey>FTR<<nnn>></invoiceKey>
        <receiverCustName><<first2>> <<last>></receiverCustName>
        <receiverAddress>Moda Cad. No:<<n>> Kadıköy İstanbul</receiverAddress>
        <receiverPhone1><<phone>></receiverPhone1>
      </ShippingOrderVO>
    </ship:createShipment>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)

reg(
    F,
    "sahaf_stok_spreadsheetml_hesaplar_sifre_cell",
    ("Belgeler/hesaplar_<<y>>.xml", "dukkan/excel/sifreler-<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Hesaplar">
  <Table>
   <Row><Cell><Data ss:Type="String">Site</Data></Cell><Cell><Data ss:Type="String">Kullanıcı</Data></Cell><Cell><Data ss:Type="String">Şifre</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">nadirkitap.com</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">e-Arşiv (GİB)</Data></Cell><Cell><Data ss:Type="String"><<nnn>>4455</Data></Cell><Cell><Data ss:Type="String">(muhasebecide)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

reg(
    F,
    "sahaf_dukkan_kamera_vlc_m3u_rtsp_userinfo",
    ("Masaüstü/kamera.m3u", "dukkan/kameralar-<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Dükkan - kasa
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Dükkan - raflar
rtsp://admin:<<cred>>@<<ip2>>:554/Streaming/Channels/201
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "sahaf_telegram_copied_text_reply_value_only",
    ("notlar/telegram_<<date>>.txt", "kopyalanan/tg-<<fa>>-<<n>>.txt"),
    """[<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>] <<first2>>: kasa bilgisayarı açılmıyor, windows şifresi neydi
[<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>] <<first>> <<last>>: <<cred>>
[<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>] <<first2>>: 👍
""",
    "human",
    syntax="",
)

reg(
    F,
    "sahaf_stok_mysqldump_my_cnf_client",
    ("home/<<fa>>/.my.cnf", "yedek/<<org>>/my-<<n>>.cnf"),
    """# gece yedeği için (mysqldump stok > /yedek/stok.sql)
[client]
user=stok_yedek
password=<<cred>>
host=127.0.0.1

[mysqldump]
single-transaction
""",
    "pw",
    syntax="",
)
