"""Family p: Turkish bathhouses (hamam) of Bursa (Turkey): scrub-mitt (kese) attendants,
marble basins (kurna), thermal boilers, bookings and e-invoices."""

# ruff: noqa: E501

import json
import random
import re

from fortieth_spec import SYM_JSON, Family, alnum, enc_json_u, pw_with

F = Family(
    "bursa_hamam_kese",
    ("bursa-kese-hamami", "kurna-termal-bursa"),
    "com.tr",
    ("Mehmet", "Ayse", "Mustafa", "Elif", "Emre", "Zeynep", "Hakan", "Fatma"),
    ("Yilmaz", "Kaya", "Demir", "Sahin", "Celik", "Aydin", "Ozturk", "Arslan"),
    (
        "hamam",
        "kese",
        "kurna",
        "bursa",
        "uludag",
        "kubbe",
        "pestemal",
        "kaplica",
        "gobektasi",
        "sabun",
        "tellak",
        "nalin",
    ),
)

F.reg(
    "hamam_turkish_whatsapp_sifre_kasa_reply",
    ("WhatsApp Chat with <<first2>>.txt", "yedek/whatsapp_<<user2>>_<<ymd>>.txt"),
    """<<dmy>> <<time>> - <<first>>: Abi kasa bilgisayarının şifresi neydi? Turist grubu geldi, fiş kesemiyorum
<<dmy>> <<time2>> - <<first2>>: bir dk
<<dmy>> <<time2>> - <<first2>>: <<cred>>
<<dmy>> <<time2>> - <<first>>: sağ ol abi 🙏
""",
    "human",
)

F.reg(
    "hamam_online_booking_iyzico_secret_appsettings",
    ("Hamam.Booking/appsettings.json", "src/Booking.Api/appsettings.Production.<<nn>>.json"),
    """{
  "Iyzico": {
    "ApiKey": "<<apikey>>",
    "SecretKey": "<<cred>>",
    "BaseUrl": "https://api.iyzipay.com"
  },
  "Booking": {
    "Currency": "TRY",
    "SlotMinutes": 45,
    "Kurna": 12
  },
  "AllowedHosts": "*"
}
""",
    "alnum:32",
    extra=lambda rng, c, v: {"apikey": alnum(rng, 32)},
)

F.reg(
    "hamam_randevu_sqlalchemy_create_engine_url",
    ("randevu/db.py", "app/database_<<nn>>.py"),
    '''"""Randevu sistemi (kese-köpük, kurna, masaj) veritabanı bağlantısı."""
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

engine = create_engine(
    "mysql+pymysql://randevu:<<cred>>@<<host>>/randevu?charset=utf8mb4",
    pool_pre_ping=True,
    pool_recycle=3600,
)
SessionLocal = sessionmaker(bind=engine, autoflush=False)
''',
    "pw_url",
)

F.reg(
    "hamam_kazan_dairesi_plc_expect_send_password",
    ("scripts/kazan_durum.exp", "home/<<user>>/bin/boiler_<<nn>>.exp"),
    """#!/usr/bin/expect -f
# Kazan dairesi PLC - günlük durum raporu
set timeout 20
spawn ssh admin@<<ip>>
expect "password:"
send "<<cred>>\\r"
expect "#"
send "show boiler status\\r"
expect "#"
send "exit\\r"
expect eof
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "hamam_turkish_helpdesk_ticket_sifre",
    ("destek/talep_<<num>>.txt", "tickets/<<ymd>>_<<num>>.txt"),
    """Talep No: <<num>>
Konu: Rezervasyon paneline giriş yapılamıyor
Açan: <<name>> (resepsiyon)
Durum: Çözüldü

<<dmy>> <<time>> - <<name>>:
Sabah vardiyasında panele giremiyoruz, şifre hatalı diyor.

<<dmy>> <<time2>> - <<name2>> (IT):
Şifre sıfırlandı. Kullanıcı adı: resepsiyon<<n>>
Yeni şifre: <<cred>>
İlk girişte değiştirmenizi rica ederim.
""",
    "pw",
)

F.reg(
    "hamam_e_arsiv_soap_wsse_password_xml",
    ("efatura/istek_<<ymd>>.xml", "logs/soap/earsiv_<<num>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd" xmlns:ear="http://earsiv.entegrator.com.tr/">
  <soapenv:Header>
    <wsse:Security>
      <wsse:UsernameToken>
        <wsse:Username><<big>><<num>></wsse:Username>
        <wsse:Password><<cred>></wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <ear:faturaOlustur>
      <ear:input>{"islemId":"<<uuid>>","vkn":"<<big>><<num>>"}</ear:input>
    </ear:faturaOlustur>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)


def _pw_json_u(rng: random.Random) -> str:
    return pw_with(rng, "<>&", SYM_JSON)


def _dec_json_u(text: str) -> str:
    m = re.search(r'"password":"((?:[^"\\]|\\.)*)"', text)
    if not m:
        raise ValueError("no password field")
    return json.loads('"' + m.group(1) + '"')


F.reg(
    "hamam_go_service_startup_log_json_unicode_escaped",
    ("logs/randevu-api.<<ymd>>.log", "var/log/randevu/api-<<nn>>.log"),
    """{"level":"info","ts":"<<date>>T<<time>>:01.112+0300","msg":"starting randevu-api","version":"1.<<n>>.0"}
{"level":"debug","ts":"<<date>>T<<time>>:01.113+0300","msg":"loaded config","db":{"host":"<<host>>","port":3306,"user":"randevu","password":"<<cred>>","name":"randevu"}}
{"level":"info","ts":"<<date>>T<<time>>:01.420+0300","msg":"listening","addr":":8080"}
""",
    _pw_json_u,
    syntax="",
    decode=_dec_json_u,
    enc=lambda v, c: enc_json_u(v, c),
)

F.reg(
    "hamam_misafir_wifi_mikrotik_rsc_export_passphrase",
    ("network/mikrotik_<<ymd>>.rsc", "backup/router-<<nn>>.rsc"),
    """# <<date>> <<time>>:00 by RouterOS 7.14.3
# software id = <<hex8>>
# model = RB4011iGS+
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=misafir passphrase=<<cred>>
/interface wifi
set [ find default-name=wifi1 ] configuration.ssid=Hamam-Misafir security=misafir
/ip dhcp-server network
add address=192.168.88.0/24 dns-server=1.1.1.1 gateway=192.168.88.1
""",
    "pw_bare",
    syntax="",
)
