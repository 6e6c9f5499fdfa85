"""Family c: an airline ground-handling company at Antalya airport, Turkey."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fiftyseventh_spec import Fam, basic, dec_basic

F = Fam(
    "antalya_apron_handlers",
    ("aprontek", "ayhandling", "lararaport"),
    "com.tr",
    ("Mehmet", "Ayşe", "Emre", "Zeynep", "Burak", "Elif"),
    ("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik"),
    ("mehmet", "ayse", "emre", "zeynep", "burak", "elif"),
    ("yilmaz", "kaya", "demir", "sahin", "celik"),
    (
        "apron",
        "pushback",
        "bagaj",
        "lara",
        "kundu",
        "konyaalti",
        "yolcu",
        "pist",
        "gate",
        "turuncu",
    ),
    "antalya",
    "90",
)

F.reg(
    "antalya_turkish_whatsapp_sifre_dcs_terminal",
    ["whatsapp/WhatsApp Chat with Ramp Vardiya <<n>>.txt", "chats/ramp_<<ymd>>.txt"],
    """<<dmy>> <<time>> - <<first>> <<last>>: Arkadaşlar DCS terminalinin ortak kullanıcısı yenilendi
<<dmy>> <<time>> - <<first>> <<last>>: kullanıcı: <<user>>
<<dmy>> <<time>> - <<first>> <<last>>: şifre: <<cred>>
<<dmy>> <<time>> - Vardiya Amiri: Tamam, gece vardiyasına da iletirim
<<dmy>> <<time>> - Vardiya Amiri: <Medya dahil edilmedi>
""",
    "human",
    syntax="",
)

F.reg(
    "antalya_ramp_tablet_app_config_json",
    ["mdm/ramp-tablet/<<org>>_config.json", "apps/turnaround/config_<<n>>.json"],
    """{
  "station": "AYT",
  "company": "<<orgc>>",
  "turnaroundApi": "https://api.<<dom>>/v2/turnaround",
  "apiKey": "<<cred>>",
  "mqtt": {"host": "<<ip>>", "port": 8883, "topic": "ayt/gse/+/status"},
  "language": "tr",
  "timers": {"chocksOnToDoorOpen": 120, "boardingClose": 900}
}
""",
    "x:ayt_live_:40",
)


def _basic_extra(rng: random.Random, s: dict) -> dict:
    return {"enc": basic("loadctl", s["cred"])}


F.reg(
    "antalya_load_control_curl_basic_bash_history",
    ["home/<<fa>>/.bash_history", "ops/loadcontrol/<<fa>>_history_<<n2>>.txt"],
    """cd /opt/loadsheet
ls -la out/
curl -s -H "Authorization: Basic <<enc>>" https://lc.<<dom>>/api/flights/AYT/<<ymd>> | jq '.[].flightNo'
curl -s -H "Accept: application/json" https://lc.<<dom>>/api/health
tail -n 50 /var/log/loadsheet/sender.log
sudo systemctl restart loadsheet-sender
""",
    "pw_dq",
    syntax="",
    extra=_basic_extra,
    decode=dec_basic("Basic "),
)

F.reg(
    "antalya_gse_telematics_samsara_dotenv",
    ["gse-tracker/.env", "<<org>>-gse/.env.prod"],
    """# Yer hizmet ekipmanları (GSE) takip servisi
SAMSARA_API_TOKEN=<<cred>>
SAMSARA_ORG=<<org>>-ayt
ALERT_SPEED_KMH=25
APRON_GEOFENCE=ayt_apron_v3.geojson
""",
    "p:samsara",
    syntax="",
)

F.reg(
    "antalya_turkish_email_sifre_sita_portal",
    ["mail/<<org>>/<<n>>.eml", "outlook/export/<<ymd>>_<<n>>.eml"],
    """From: <<first>> <<last>> <<<email>>>
To: ayt-ops@<<dom>>
Subject: SITA portal erişimi - yaz sezonu
Date: Mon, <<d>> Apr <<y>> 07:<<mm>>:03 +0300
Content-Type: text/plain; charset=utf-8

Merhaba ekip,

Yaz sezonu için SITA WorldTracer portalına ortak istasyon hesabı tanımlandı.
Kullanıcı adı: AYT<<n2>>GH
Şifre: <<cred>>

Lütfen şifreyi kimseyle paylaşmayın, ilk girişte değiştirmeniz istenecek.

Saygılarımla,
<<first>> <<last>>
İstasyon Müdürü
""",
    "pw",
    syntax="",
)

F.reg(
    "antalya_baggage_reconciliation_sqlalchemy_py",
    ["brs/<<org>>/db.py", "services/brs_<<n>>/database.py"],
    '''"""Bagaj eşleştirme (BRS) veritabanı bağlantısı."""

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DATABASE_URL = "postgresql+psycopg2://brs_app:<<cred>>@<<host>>:5432/brs"

engine = create_engine(DATABASE_URL, pool_pre_ping=True, pool_size=5)
SessionLocal = sessionmaker(bind=engine, autoflush=False)
''',
    "pw_url",
)

F.reg(
    "antalya_crew_bus_openvpn_auth_user_pass",
    ["vpn/<<org>>/auth.txt", "openvpn/crewbus_<<n2>>.auth"],
    """<<user>>
<<cred>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "antalya_shift_roster_spreadsheetml_logins",
    ["vardiya/Vardiya_Listesi_<<n>>.xml", "shared/roster_<<ymd>>.xml"],
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Hesaplar">
  <Table>
   <Row><Cell><Data ss:Type="String">Sistem</Data></Cell><Cell><Data ss:Type="String">Kullanıcı</Data></Cell><Cell><Data ss:Type="String">Şifre</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Ramp planlama</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Yakıt ikmal</Data></Cell><Cell><Data ss:Type="String">fuel_ayt</Data></Cell><Cell><Data ss:Type="String">(kasada)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
)
