"""Family p: a certified public accountant's bureau (mali müşavirlik bürosu) in İzmir
(Turkey), Turkish."""

# ruff: noqa: E501

from fiftyfourth_spec import IZMIR as F

F.reg(
    "izmir_turkish_whatsapp_sifre_edevlet_mukellef",
    ("whatsapp/WhatsApp Sohbeti - <<first>>.txt", "mukellefler/<<lname>>/sohbet_<<num>>.txt"),
    """<<ddmmyyyy>> <<time>> - <<first>> <<last>>: Merhaba, e-Devlet şifremi değiştirdim, beyannameyi verebilirsiniz
<<ddmmyyyy>> <<time>> - <<first>> <<last>>: TC aynı, yeni şifre <<cred>>
<<ddmmyyyy>> <<time2>> - <<first2>> <<last2>>: Teşekkürler, tahakkuk fişini akşam gönderirim
""",
    cred="human",
)

F.reg(
    "izmir_efatura_entegrator_soap_login_xml",
    ("entegrator/<<org>>/login_<<num>>.xml", "efatura/soap/giris_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ser="http://service.efatura.izibiz.com.tr">
  <soapenv:Header/>
  <soapenv:Body>
    <ser:LoginRequest>
      <REQUEST_HEADER>
        <SESSION_ID>-1</SESSION_ID>
        <APPLICATION_NAME><<org_cap>> Muhasebe</APPLICATION_NAME>
      </REQUEST_HEADER>
      <USER_NAME><<org>>_efatura</USER_NAME>
      <PASSWORD><<cred>></PASSWORD>
    </ser:LoginRequest>
  </soapenv:Body>
</soapenv:Envelope>
""",
    cred="pw_xml",
)

F.reg(
    "izmir_logo_tiger_unityobjects_csharp_login",
    ("entegrasyon/<<org>>/LogoBaglanti.cs", "src/Muhasebe/Logo<<num>>.cs"),
    """using UnityObjects;

namespace Muhasebe.Entegrasyon
{
    // Logo Tiger fatura aktarımı
    public static class LogoBaglanti
    {
        private const string Kullanici = "LOGO";
        private const string Sifre = "<<cred>>";
        private const int FirmaNo = <<num2>>;

        public static UnityApplication Ac()
        {
            var app = new UnityApplication();
            if (!app.Login(Kullanici, Sifre, FirmaNo, 1))
                throw new System.Exception(app.GetLastErrorString());
            return app;
        }
    }
}
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "izmir_iyzico_api_secret_key_php",
    ("odeme/<<org>>/iyzico_ayarlar.php", "web/odeme_<<num>>.php"),
    """<?php
// Müşavirlik ücreti tahsilatı - iyzico
$options = new \\Iyzipay\\Options();
$options->setApiKey('<<hex32>>');
$options->setSecretKey('<<cred>>');
$options->setBaseUrl('https://api.iyzipay.com');
""",
    cred="alnum:32",
    syntax="",
)

F.reg(
    "izmir_turkish_email_sifre_sgk_ebildirge",
    ("posta/<<fname>>/<<date>>_sgk.eml", "gelen_kutusu/<<num>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: SGK e-Bildirge işyeri şifresi
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

Merhaba <<first2>>,

Yeni mükellefin SGK e-Bildirge bilgileri aşağıdadır, APHB'yi ayın 26'sına kadar verelim:

Kullanıcı adı: <<big>>
Sistem şifresi: <<num>>
İşyeri şifresi: <<cred>>

Saygılarımla,
<<first>> <<last>>
SMMM - <<org_cap>>
""",
    cred="human",
)

F.reg(
    "izmir_netsis_spring_datasource_properties",
    ("netsis/<<org>>/application.properties", "rapor/<<num>>/application-prod.properties"),
    """# Netsis rapor servisi
server.port=8085
spring.datasource.url=jdbc:sqlserver://<<ip>>:1433;databaseName=NETSIS_<<year>>;encrypt=false
spring.datasource.username=netsis_rapor
spring.datasource.password=<<cred>>
spring.jpa.hibernate.ddl-auto=none
""",
    cred="pw",
    syntax="",
)

F.reg(
    "izmir_parasut_api_client_secret_ruby",
    ("parasut/<<org>>/sync.rb", "scripts/parasut_aktar_<<num>>.rb"),
    """require 'oauth2'

# Paraşüt ön muhasebe -> büro takip sistemi
client = OAuth2::Client.new(
  '<<hex16>><<hex8>>',
  '<<cred>>',
  site: 'https://api.parasut.com',
  token_url: '/oauth/token'
)
token = client.password.get_token('<<email>>', ENV.fetch('PARASUT_PASSWORD'), redirect_uri: 'urn:ietf:wg:oauth:2.0:oob')
puts token.get('/v4/<<big>>/sales_invoices').parsed['data'].size
""",
    cred="hex:64",
    syntax="",
)

F.reg(
    "izmir_mali_muhur_openssl_passin_history",
    ("home/<<fname>>/.bash_history", "sunucu/<<org>>/history_<<num>>.txt"),
    """cd /srv/edefter/<<year>>
ls *.p12
openssl pkcs12 -in mali_muhur_<<org>>.p12 -passin pass:<<cred>> -nokeys -out muhur_cert.pem
openssl x509 -in muhur_cert.pem -noout -enddate
exit
""",
    cred="pw_bare",
)
