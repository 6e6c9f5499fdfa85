# ruff: noqa: E501
"""Family j: a pallet and forklift rental firm in Istanbul, Turkey (Turkish)."""

from __future__ import annotations

from seventyninth_spec import Fam

F = Fam(
    name="istanbul_forklift_pallet_rental",
    orgs=("istifpalet", "yukkaldir", "marmaraforklift", "paletci"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Elif", "elif"),
        ("Hüseyin", "huseyin"),
        ("Gülşen", "gulsen"),
        ("Çağrı", "cagri"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Aydın", "aydin"),
        ("Koç", "koc"),
    ),
    words=(
        "istanbul",
        "bogaz",
        "galata",
        "kadikoy",
        "tuzla",
        "gebze",
        "forklift",
        "palet",
        "istif",
        "depo",
        "simit",
        "cay",
        "lokum",
        "baklava",
        "kartal",
        "aslan",
        "fener",
        "cimbom",
        "bjk",
        "karadeniz",
        "yildiz",
        "deniz",
        "bahar",
        "efes",
    ),
    pets=("pamuk", "karabas", "boncuk", "tarcin", "zeytin", "minnos", "duman", "findik"),
    cc="+90",
)

# 1 WhatsApp (dd.mm.yyyy hh:mm - ) Turkish: warehouse tablet password
F.reg(
    "forklift_turkish_whatsapp_sifre_kiralama_tableti",
    ("WhatsApp Sohbeti - <<orgc>> Saha <<n>>.txt", "whatsapp/<<org>>_saha_<<iso>>.txt"),
    """<<day>>.<<mon>>.<<yr>> <<hh>>:<<mi>> - <<name2>>: Abi Tuzla deposundaki tabletin şifresi değişmiş, yeni şifre ne?
<<day>>.<<mon>>.<<yr>> <<hh>>:<<mi2>> - <<name>>: Kullanıcı: <<login>>
<<day>>.<<mon>>.<<yr>> <<hh>>:<<mi2>> - <<name>>: Şifre: <<cred>>
<<day>>.<<mon>>.<<yr>> <<hh>>:<<mi2>> - <<name>>: Kimseye verme, forkliftçiler de bilmesin
<<day>>.<<mon>>.<<yr>> <<hh2>>:<<mi>> - <<name2>>: Tamamdır abi 👍
""",
    cred="human",
    syntax="",
)

# 2 C#: iyzico secret key for online rental deposits
F.reg(
    "forklift_rental_deposit_iyzico_options_csharp",
    ("Kiralama.Web/Services/IyzicoService.cs", "<<org>>-web/Odeme/Iyzico<<n>>.cs"),
    """using Iyzipay;

namespace Kiralama.Web.Services
{
    public static class IyzicoAyarlar
    {
        public static Options Options() => new Options
        {
            ApiKey = "<<hex8>><<n6>>",
            SecretKey = "<<cred>>",
            BaseUrl = "https://api.iyzipay.com"
        };
    }
}
""",
    cred="alnum:32",
    syntax="",
)

# 3 TOML: CAN-bus telematics gateway on the rental forklifts
F.reg(
    "forklift_can_telematics_gateway_toml_mqtt",
    ("etc/forkgw/gateway.toml", "<<org>>/telematik/FL<<n4>>.toml"),
    """# Forklift telemetri geçidi (akü, çalışma saati, darbe sensörü)
[device]
serial = "FL<<n4>>"
model = "Linde E20"
can_bitrate = 250000

[mqtt]
broker = "mqtts://telemetri.<<dom>>:8883"
username = "fl<<n4>>"
password = "<<cred>>"
topic = "kiralama/forklift/FL<<n4>>"
""",
    cred="pw",
)

# 4 SOAP XML to the e-Fatura integrator with password
F.reg(
    "forklift_efatura_entegrator_soap_request_password",
    ("efatura/istek_<<iso>>.xml", "<<org>>/efatura/soap_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">
  <soapenv:Header>
    <tem:UserInfo>
      <tem:Username><<org>>_ws</tem:Username>
      <tem:Password><<cred>></tem:Password>
    </tem:UserInfo>
  </soapenv:Header>
  <soapenv:Body>
    <tem:SendInvoice>
      <tem:VknTckn><<n6>><<n4>></tem:VknTckn>
      <tem:InvoiceNo>KRL<<yr>><<n6>></tem:InvoiceNo>
    </tem:SendInvoice>
  </soapenv:Body>
</soapenv:Envelope>
""",
    cred="pw_xml",
)

# 5 UDL file for the Logo Tiger ERP SQL database
F.reg(
    "forklift_logo_tiger_udl_sql_password",
    ("Desktop/LOGO_<<n>>.udl", "<<org>>/muhasebe/tiger_<<yr>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=TIGERDB;Data Source=<<ip>>\\LOGO
""",
    cred="pw",
    syntax="",
)

# 6 Turkish e-mail: customer portal password
F.reg(
    "forklift_turkish_email_sifre_musteri_portali",
    ("posta/<<login>>/<<iso>>_portal.eml", "mail/<<org>>/<<n4>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Kiralama portalı giriş bilgileri
Date: Fri, <<d>> Feb <<yr>> <<hh>>:<<mi>>:<<ss>> +0300
Content-Type: text/plain; charset=utf-8

Merhaba <<first2>> Hanım/Bey,

Palet ve forklift kiralamalarınızı takip edebileceğiniz portal hesabınız açılmıştır:
Adres: https://portal.<<dom>>
Kullanıcı adı: <<login2>>
Şifre: <<cred>>

İyi çalışmalar,
<<name>>
<<orgc>> Forklift Kiralama – Tuzla
""",
    cred="human",
    syntax="",
)

# 7 VLC playlist of the yard cameras (RTSP userinfo)
F.reg(
    "forklift_yard_camera_dahua_rtsp_vlc_playlist",
    ("Masaüstü/kameralar_<<n>>.m3u", "<<org>>/guvenlik/saha_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Saha Giriş
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Şarj İstasyonu
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
""",
    cred="pw_url",
    syntax="",
)

# 8 Android res/values XML with the rental app's API key
F.reg(
    "forklift_driver_tablet_android_values_api_key",
    (
        "app/src/main/res/values/api_keys.xml",
        "<<org>>-tablet/app/src/prod/res/values/keys<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="api_base_url" translatable="false">https://api.<<dom>>/v1/</string>
    <string name="rental_api_key" translatable="false"><<cred>></string>
    <string name="app_name">Kiralama Saha</string>
</resources>
""",
    cred="x:frk_live_:32",
)
