# ruff: noqa: E501
"""Family f: a crane and scaffolding hire firm in Turkey (Kocaeli / Istanbul), Turkish."""

from __future__ import annotations

import random

from seventyfirst_spec import Fam, Slots, alnum

F = Fam(
    name="vinc_iskele_kiralama",
    orgs=("vincmarmara", "iskeletas", "kaldirvinc", "gebzeiskele"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Elif", "elif"),
        ("Hüseyin", "huseyin"),
        ("Zeynep", "zeynep"),
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
        "vinc",
        "iskele",
        "kartal",
        "aslan",
        "galata",
        "bogaz",
        "deniz",
        "gunes",
        "yildiz",
        "karadeniz",
        "fenerbahce",
        "cimbom",
        "kadikoy",
        "simit",
        "çınar",
        "şimşek",
    ),
    pets=("pamuk", "boncuk", "karabas", "duman", "tarcin", "minnos"),
    cc="+90",
)

F.reg(
    "vinc_turkish_whatsapp_sifre_operator",
    (
        "telefon/WhatsApp/_chat_<<fa>>_<<n>>.txt",
        "yedek/<<org>>/WhatsApp Sohbeti - Vinç Operatörleri <<y>>.txt",
    ),
    """[<<dmy>> <<t1>>:12] <<first>> <<last>>: Abi yük moment sistemi panelinden log alamıyorum, şifre istiyor
[<<dmy>> <<t2>>:40] <<first2>> <<last2>>: Liebherr servis şifresi değişti geçen hafta
[<<dmy>> <<t2>>:58] <<first2>> <<last2>>: kullanıcı: <<user>>
[<<dmy>> <<t3>>:05] <<first2>> <<last2>>: şifre: <<cred>>
[<<dmy>> <<t4>>:31] <<first>> <<last>>: Tamamdır abi girdim 👍
[<<dmy>> <<t5>>:02] <<first2>> <<last2>>: ‎Bu mesaj silindi.
""",
    "human",
    syntax="",
)

F.reg(
    "vinc_crane_telematics_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge_<<org>>.conf", "telematik-gw<<n>>/mosquitto/bridge.conf"),
    """# Kule vinç telemetrisi (rüzgar, yük, açı) -> merkez MQTT sunucusu
connection merkez-bridge
address mqtt.<<dom>>:8883
bridge_protocol_version mqttv311
bridge_cafile /etc/mosquitto/certs/ca.crt
remote_clientid vinc-<<nnn>>
remote_username <<user>>
remote_password <<cred>>
topic vinc/+/telemetry out 1 "" santiye/<<n>>/
cleansession false
""",
    "pw_bare",
    syntax="",
)


def _iyz(rng: random.Random, s: Slots) -> None:
    s["apikey"] = alnum(rng, 32)


F.reg(
    "vinc_iyzico_secret_key_csharp",
    ("src/<<orgc>>.Odeme/IyzicoAyarlari.cs", "web-<<n>>/Services/OdemeServisi.cs"),
    """using Iyzipay;

namespace <<orgc>>.Odeme
{
    public static class IyzicoAyarlari
    {
        // Kiralama depozitosu tahsilatı (canlı ortam)
        public static Options Olustur() => new Options
        {
            ApiKey = "<<apikey>>",
            SecretKey = "<<cred>>",
            BaseUrl = "https://api.iyzipay.com"
        };
    }
}
""",
    "alnum:32",
    syntax="",
    extra=_iyz,
)

F.reg(
    "vinc_netgsm_sms_php_curl",
    ("panel/<<org>>/sms_gonder.php", "crm-<<n>>/lib/netgsm.php"),
    """<?php
// Kiralama bitiş hatırlatma SMS'i (Netgsm)
$usercode = '850<<num7>>';
$password = '<<cred>>';
$header   = '<<orgu>>';

function smsGonder(string $tel, string $mesaj): string {
    global $usercode, $password, $header;
    $url = 'https://api.netgsm.com.tr/sms/send/get?usercode=' . $usercode
        . '&password=' . urlencode($password) . '&gsmno=' . $tel
        . '&message=' . urlencode($mesaj) . '&msgheader=' . $header;
    return file_get_contents($url);
}
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "vinc_logo_tiger_sql_udl_file",
    ("muhasebe/Logo_<<org>>_<<n>>.udl", "C/LOGO/baglanti_<<y>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=logo;Initial Catalog=TIGER_<<orgu>>;Data Source=<<lan>>\\LOGO
""",
    "pw",
    syntax="",
)

F.reg(
    "vinc_yard_gate_anpr_camera_xml",
    ("saha/plaka_tanima/<<org>>_kapi<<n>>.xml", "anpr/config/gate_<<date>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<PlakaTanima surum="3.2">
  <Kamera ad="Depo giriş kapısı" ip="<<lan>>" port="80">
    <Kullanici>admin</Kullanici>
    <Sifre><<cred>></Sifre>
    <Akis>rtsp://<<lan>>:554/cam/realmonitor?channel=1&amp;subtype=0</Akis>
  </Kamera>
  <Bariyer role="1" acikKalmaSn="12"/>
  <Veritabani>Server=<<lan>>;Database=Giris;Integrated Security=true</Veritabani>
</PlakaTanima>
""",
    "pw_xml",
)

F.reg(
    "vinc_parasut_oauth_client_secret_yaml",
    ("config/parasut_<<org>>.yml", "fatura-<<n>>/config/parasut.yaml"),
    """# Paraşüt ön muhasebe – kiralama faturalarını otomatik kes
parasut:
  company_id: <<nnnn>><<nn>>
  client_id: "<<h24>>"
  client_secret: "<<cred>>"
  username: "<<email>>"
  redirect_uri: "urn:ietf:wg:oauth:2.0:oob"
fatura:
  kdv: 20
  seri: "KRL"
""",
    "alnum:64",
    extra=lambda rng, s: s.update(nn=rng.randint(10, 99)),
)


def _ssml(s: Slots) -> str:
    def row(*cells: object) -> str:
        return (
            "   <Row>"
            + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in cells)
            + "</Row>"
        )

    rows = "\n".join(
        (
            row("Operatör", "Belge", "Geçerlilik", "Takip programı kullanıcı", "Şifre"),
            row(
                f"{s['first']} {s['last']}",
                "MYK Kule Vinç Operatörü Seviye 4",
                f"{s['d']}.{s['mo']}.{int(s['y']) + 5}",
                s["user"],
                s["cred"],
            ),
            row(
                f"{s['first2']} {s['last2']}",
                "MYK İskele Kurulumcusu Seviye 3",
                f"{s['d2']}.{s['mo']}.{int(s['y']) + 4}",
                s["user2"],
                "ofisten alınacak",
            ),
        )
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Operatörler">
  <Table>
{rows}
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "vinc_operator_certificates_spreadsheetml",
    ("ik/operator_belgeleri_<<y>>.xml", "ofis/<<org>>/Operatorler_<<n>>.xml"),
    _ssml,
    "human",
)
