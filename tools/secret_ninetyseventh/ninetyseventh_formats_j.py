# ruff: noqa: E501
"""Family j: a compounding pharmacy (majistral eczane) in İzmir, Turkey: Turkish; the İlaç Takip
Sistemi (ITS) track-and-trace service, SGK Medula, Botanik EOS pharmacy software, PayTR and
iyzico, Netgsm SMS, Home Assistant for the compounding-room fridge, WhatsApp and Signal."""

from __future__ import annotations

from ninetyseventh_spec import SYM_XML, Fam, dec_xml_field, pw_with, xml_escape

F = Fam(
    name="majistral_eczane_izmir",
    prefix="majistral",
    orgs=("eczaizmir", "kordoneczanesi", "boyozeczane", "egemajistral", "zeytineczane"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Elif", "elif"),
        ("Burak", "burak"),
        ("Özlem", "ozlem"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Aydın", "aydin"),
    ),
    words=(
        "izmir",
        "karsiyaka",
        "goztepe",
        "kordon",
        "boyoz",
        "gevrek",
        "kumru",
        "ege",
        "zeytin",
        "lavanta",
        "papatya",
        "merhem",
        "nazar",
        "deniz",
        "kahve",
        "alsancak",
    ),
    pets=("pamuk", "boncuk", "duman", "tarcin", "karabas", "minnos", "zeytin"),
    cc="+90",
    cities=("izmir", "bornova", "karsiyaka", "buca", "manisa", "aydin"),
    walks=("qwerty", "asdfgh", "1q2w3e", "qweasd", "zxcvbn"),
    tz="+0300",
)

F.reg(
    "its_bildirim_soap_xml_escaped_password",
    ("ITS/istekler/satis_bildirim_<<date>>_<<nnn>>.xml", "Botanik/ITS/log/request_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="http://its.saglik.gov.tr/ReceiptNotification">
  <soapenv:Header>
    <ns:Kullanici><<d12>>1</ns:Kullanici>
    <ns:Sifre><<enc>></ns:Sifre>
  </soapenv:Header>
  <soapenv:Body>
    <ns:ReceiptNotificationRequest>
      <ns:GLN>868<<d8>><<nn>></ns:GLN>
      <ns:PRODUCT><ns:GTIN>0869<<d8>><<n>></ns:GTIN><ns:SN><<hex8>></ns:SN></ns:PRODUCT>
    </ns:ReceiptNotificationRequest>
  </soapenv:Body>
</soapenv:Envelope>
""",
    lambda rng, s: pw_with(rng, "&<>", SYM_XML + "&<>"),
    encode=lambda v, s: xml_escape(v),
    decode=dec_xml_field(r"<ns:Sifre>(.*?)</ns:Sifre>"),
)

F.reg(
    "turkish_whatsapp_medula_sifre",
    ("WhatsApp Sohbeti - Eczane Kalfalar.txt", "WhatsApp Chat with <<fn>> Kalfa <<n>>.txt"),
    """<<dmy_dot>> <<hm>> - <<fn>> <<ln>>: Abla Medula şifresi değişmiş, provizyon alamıyorum 😕
<<dmy_dot>> <<hm>> - Ecz. <<fn2>> <<ln2>>: Evet sabah değiştirdim
<<dmy_dot>> <<hm2>> - Ecz. <<fn2>> <<ln2>>: Yeni şifre: <<cred>>
<<dmy_dot>> <<hm2>> - Ecz. <<fn2>> <<ln2>>: Majistral reçeteleri de akşama kadar girelim lütfen
<<dmy_dot>> <<hm2>> - <<fn>> <<ln>>: Tamamdır 👍
""",
    "human",
    "",
)

F.reg(
    "paytr_merchant_key_php",
    ("eczane-site/odeme/paytr_iframe_<<n>>.php", "public_html/<<org>>/paytr/ayar.php"),
    """<?php
// PayTR iFrame API - dermokozmetik online satış
$merchant_id   = '<<nnnn>><<nn>>';
$merchant_key  = '<<cred>>';
$merchant_salt = '<<hex8>>ZyXw';
$merchant_ok_url   = "https://www.<<dom>>/odeme/basarili";
$merchant_fail_url = "https://www.<<dom>>/odeme/hata";
$test_mode = 0;
""",
    "alnum:16",
    "",
)

F.reg(
    "iyzico_appsettings_json",
    ("EczaneWeb/appsettings.json", "<<org>>-web/appsettings.Production<<n>>.json"),
    """{
  "ConnectionStrings": { "Default": "Server=<<ip>>;Database=<<org>>;Trusted_Connection=True;" },
  "Iyzico": {
    "BaseUrl": "https://api.iyzipay.com",
    "ApiKey": "<<hex16>>Qw",
    "SecretKey": "<<cred>>"
  },
  "AllowedHosts": "*"
}
""",
    "p:iyzico_secret",
)

F.reg(
    "netgsm_hazir_ilac_sms_bash",
    ("scripts/hazir_ilac_sms_<<n>>.sh", "opt/<<org>>/sms_bildir.sh"),
    """#!/bin/bash
# Majistral ilacı hazır olan hastalara SMS (Netgsm)
TEL="$1"
AD="$2"
MESAJ="Sayin ${AD}, hazirlanan ilaciniz eczanemizden teslim alinabilir. <<orgc>>"
curl -s "https://api.netgsm.com.tr/sms/send/get?usercode=850<<nnn>><<nnnn>>&password=<<cred>>&gsmno=${TEL}&message=$(printf %s "$MESAJ" | jq -sRr @uri)&msgheader=<<org>>"
""",
    "pw_url",
    "",
)

F.reg(
    "botanik_eos_veritabani_ini",
    ("C:/Botanik/EOS/Ayarlar_<<n>>.ini", "C:/BotanikEOS/<<org>>/baglanti.ini"),
    """[Veritabani]
Sunucu=<<ip>>\\BOTANIK
Veritabani=EOS_<<org>>
Kullanici=eos_user
Sifre=<<cred>>

[Eczane]
Ad=<<orgc>> Eczanesi
GLN=868<<d8>><<nn>>
Il=<<city>>
""",
    "pw",
)

F.reg(
    "home_assistant_secrets_lab_fridge_yaml",
    ("homeassistant/secrets.yaml", "config/<<org>>/secrets.yaml"),
    """# Majistral laboratuvarı buzdolabı sensörü + kapı alarmı
wifi_ssid: "<<org>>-lab"
wifi_password: "<<cred>>"
netgsm_user: "850<<nnn>><<nnnn>>"
latitude_home: 38.4<<nnnn>>
longitude_home: 27.1<<nnnn>>
""",
    "pw_dq",
)

F.reg(
    "signal_copied_reply_only_sifre",
    ("Notlar/signal_<<fa>>_<<date>>.txt", "Belgeler/signal_kopya_<<nnnn>>.txt"),
    """[<<d>>.<<mo>>.<<y>> <<hm>>] <<fn>> <<ln>>: E-reçete sistemi için yeni kullanıcı açtım, şifre?
[<<d>>.<<mo>>.<<y>> <<hm2>>] <<fn2>> <<ln2>>: <<cred>>
[<<d>>.<<mo>>.<<y>> <<hm2>>] <<fn>> <<ln>>: 👍
""",
    "human",
    "",
)
