# ruff: noqa: E501
"""Family g: a cross-border trucking agent at Kapıkule, Turkey / Bulgaria (Turkish and
Bulgarian; BİLGE / NCTS, U-ETDS, BGTOLL, Logo Tiger, iyzico, PayTR, Viber)."""

from __future__ import annotations

from hundredthirtieth_spec import Fam, after, dec_xml, enc_xml, reg, with_chars

F = Fam(
    name="kapikule_tir_border_trucking_agent",
    orgs=("sinirkapi", "ankaranakliye", "trakyatir", "edirnelojistik", "mericyolu"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Emine", "emine"),
        ("Hüseyin", "huseyin"),
        ("Zeynep", "zeynep"),
        ("Murat", "murat"),
        ("Георги", "georgi"),
        ("Иван", "ivan"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Петров", "petrov"),
        ("Димитров", "dimitrov"),
    ),
    words=(
        "kapikule",
        "edirne",
        "dorse",
        "gumruk",
        "sinir",
        "selimiye",
        "meric",
        "ciger",
        "trakya",
        "kirkpinar",
        "kartal",
        "aslan",
        "yolcu",
        "tir",
        "kamyon",
        "sofya",
    ),
    pets=("pamuk", "karabas", "boncuk", "tekir", "duman", "zeytin", "sharo"),
    places=("Edirne", "Kapikule", "Svilengrad", "Halkali", "Corlu", "Luleburgaz"),
    cc="+90532",
)

reg(
    F,
    "kapikule_bilge_ncts_sifre_not_txt",
    ("Desktop/not_gumruk.txt", "Belgelerim/sifreler_<<n>>.txt", "Masaustu/bilge_<<date>>.txt"),
    """BİLGE / NCTS (transit beyan) - <<orgc>> adına
kullanıcı: <<user>>
şifre: <<cred>>

e-imza kart okuyucu: ACS ACR39U, sürücü C:\\Surucu klasöründe
T1 açılışları Kapıkule Gümrük Müdürlüğü, garanti TIR karnesi ile
""",
    "human",
    syntax="",
)

reg(
    F,
    "kapikule_turkish_whatsapp_uetds_sifre",
    ("WhatsApp Sohbeti - <<fn2>> <<ln2>>.txt", "Yedek/WhatsApp Sohbeti - Şoförler <<n>>.txt"),
    """<<dot>> <<time>> - <<fn>> <<ln>>: Abi araç Kapıkule'de bekliyor, U-ETDS bildirimi yapılmamış diyorlar
<<dot>> <<time>> - <<fn2>> <<ln2>>: Ofisten kimse yok, sen gir yap
<<dot>> <<time2>> - <<fn>> <<ln>>: Şifre neydi?
<<dot>> <<time2>> - <<fn2>> <<ln2>>: kullanıcı adı <<user>> şifre <<cred>>
<<dot>> <<time2>> - <<fn2>> <<ln2>>: Plaka 22 AK <<nn>>, sefer no <<nn>>
<<dot>> <<time2>> - <<fn>> <<ln>>: Tamam abi hallettim 👍
""",
    "human",
    syntax="",
)

reg(
    F,
    "kapikule_bulgarian_viber_parola_bgtoll",
    ("Viber/копие_чат_<<fa2>>_<<n>>.txt", "Documents/viber_bgtoll_<<date>>.txt"),
    """[<<dot>> <<time>>] Георги Петров: Камионът е на Капитан Андреево, трябва маршрутна карта за BGTOLL
[<<dot>> <<time>>] <<fn2>> <<ln2>>: Влез в профила на фирмата
[<<dot>> <<time2>>] Георги Петров: Каква е паролата?
[<<dot>> <<time2>>] <<fn2>> <<ln2>>: потребител <<email>>
[<<dot>> <<time2>>] <<fn2>> <<ln2>>: паролата е <<cred>>
[<<dot>> <<time2>>] Георги Петров: Благодаря, купих я
""",
    "human",
    syntax="",
)

reg(
    F,
    "kapikule_logo_tiger_mssql_udl_file",
    ("LOGO/Tiger3/baglanti_<<n>>.udl", "Desktop/tiger_<<org>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=TIGER3;Data Source=<<ip>>\\LOGO
""",
    "pw",
    syntax="",
)

reg(
    F,
    "kapikule_uetds_soap_client_php",
    ("uetds/bildirim.php", "public_html/uetds/sefer_<<n>>.php"),
    """<?php
// U-ETDS (Ulaştırma Elektronik Takip Denetim Sistemi) sefer bildirimi
$client = new SoapClient(
    'https://servis.turkiye.gov.tr/services/g2g/kdgm/uetdsesya?wsdl',
    [
        'login'    => '<<big>>',
        'password' => '<<cred>>',
        'trace'    => 1,
    ]
);
$sefer = [
    'aracPlaka' => '22AK<<nn>>',
    'hareketTarihi' => '<<date>>',
    'sinirKapisi' => 'Kapıkule',
];
$cevap = $client->yukBildirimEkle(['yukBilgileri' => $sefer]);
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "kapikule_iyzico_odeme_secret_csharp",
    ("OdemeServisi/IyzicoAyarlari.cs", "src/Nakliye.Odeme/Iyzico_<<n>>.cs"),
    """using Iyzipay;

namespace Nakliye.Odeme
{
    // Navlun ön ödemeleri - iyzico canlı ortam
    public static class IyzicoAyarlari
    {
        public static Options Secenekler() => new Options
        {
            ApiKey = "<<apikey>>",
            SecretKey = "<<cred>>",
            BaseUrl = "https://api.iyzipay.com"
        };
    }
}
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {
        "apikey": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

reg(
    F,
    "kapikule_ncts_soap_wsse_xml_escaped_password",
    ("ncts/istek_<<n>>.xml", "logs/ncts_soap_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd" xmlns:ncts="http://ggm.gov.tr/ncts">
  <soapenv:Header>
    <wsse:Security>
      <wsse:UsernameToken>
        <wsse:Username><<user>></wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText"><<enc>></wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <ncts:TransitBeyanSorgula><ncts:MRN>26TR2201<<big>></ncts:MRN></ncts:TransitBeyanSorgula>
  </soapenv:Body>
</soapenv:Envelope>
""",
    with_chars("pw_xml", "&<>'", F),
    enc=lambda cred, s: enc_xml(cred),
    decode=lambda t: dec_xml(after(t, 'PasswordText">', "<")),
)

reg(
    F,
    "kapikule_paytr_merchant_key_python",
    ("odeme/paytr_ayar.py", "nakliye_portal/paytr_<<n>>.py"),
    '''"""PayTR iFrame API - navlun tahsilatı."""

import base64
import hashlib
import hmac

MERCHANT_ID = "<<nn>>12"
MERCHANT_KEY = "<<cred>>"
MERCHANT_SALT = "<<salt>>"


def paytr_token(hash_str: str) -> str:
    raw = hmac.new(MERCHANT_KEY.encode(), (hash_str + MERCHANT_SALT).encode(), hashlib.sha256).digest()
    return base64.b64encode(raw).decode()
''',
    "p:paytr",
    extra=lambda rng, s: {
        "salt": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789")
            for _ in range(16)
        )
    },
)
