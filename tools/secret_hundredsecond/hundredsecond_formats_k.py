# ruff: noqa: E501
"""Family k: a civil-defence siren office in Amman, Jordan (Arabic, English)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredsecond_spec import Fam, Slots, reg, sym_pw

F = Fam(
    name="civil_defence_siren_amman",
    orgs=("nafirsafe", "safaralink", "nidaawatch", "tahdhirnet"),
    tld="org.jo",
    first=(
        ("محمد", "mohammad"),
        ("ليلى", "layla"),
        ("أحمد", "ahmad"),
        ("رنا", "rana"),
        ("خالد", "khaled"),
        ("هبة", "hiba"),
        ("عمر", "omar"),
        ("سارة", "sara"),
    ),
    last=(
        ("الخطيب", "alkhatib"),
        ("العمري", "alomari"),
        ("الزعبي", "alzoubi"),
        ("حداد", "haddad"),
        ("النسور", "alnsour"),
        ("المجالي", "almajali"),
    ),
    words=(
        "amman",
        "petra",
        "salam",
        "nashama",
        "zaitoun",
        "jabal",
        "qamar",
        "nour",
        "falafel",
        "safara",
        "aqaba",
        "wadi",
        "karak",
        "irbid",
        "mansaf",
        "knafeh",
    ),
    pets=("bousi", "loulou", "simba", "bobby", "zaatar", "fluffy"),
    places=("amman", "zarqa", "irbid", "aqaba", "madaba", "salt"),
    cc="+962",
)

reg(
    F,
    "safara_arabic_whatsapp_kalimat_al_sir_panel",
    ("WhatsApp/محادثة واتساب مع غرفة الصفارات.txt", "exports/whatsapp/<<org>>_sirens_<<date>>.txt"),
    """<<dmys>>, <<hh>>:<<mi>> - <<first>> <<last>>: يا جماعة تم تغيير كلمة السر للوحة التحكم بالصفارات
<<dmys>>, <<hh>>:<<mi>> - <<first2>> <<last2>>: شو الجديدة؟ عندنا فحص الصفارات الشهري بكرا الساعة ١١
<<dmys>>, <<hh2>>:02 - <<first>> <<last>>: المستخدم: operator<<n>>
<<dmys>>, <<hh2>>:02 - <<first>> <<last>>: كلمة السر: <<cred>>
<<dmys>>, <<hh2>>:04 - <<first2>> <<last2>>: تمام، مشكور 👍
""",
    "human",
    "",
)

reg(
    F,
    "safara_siren_rtu_snmpd_conf_v3_user",
    ("etc/snmp/snmpd.conf", "backup/rtu-<<place>>-<<nn>>/etc/snmp/snmpd.conf"),
    """# Siren RTU <<place>>-<<nn>> – polled by the NMS in the siren office
sysLocation    <<placec>> civil defence tower <<nn>>
sysContact     noc@<<dom>>
agentAddress   udp:161
createUser sirenops SHA-256 "<<cred>>" AES "<<cred>>"
rouser sirenops priv
""",
    "pw_dq",
    "",
)

reg(
    F,
    "safara_tetra_sds_gateway_yaml",
    ("opt/sds-gateway/config.yml", "etc/<<org>>/tetra-sds-<<place>>.yml"),
    """# TETRA SDS gateway – pushes siren activation status to the control room
tetra:
  radio: Motorola MTM5400
  peripheral_port: /dev/ttyUSB0
  issi: <<nnnn>><<nn>>
sds_api:
  url: https://sds.<<dom>>/api/v1/messages
  username: siren-gw
  password: '<<cred>>'
sirens:
  - id: <<place>>-<<nn>>
    group_issi: 90<<nnnn>>
""",
    "pw_sq",
)


def _xml_pw(rng: random.Random, s: Slots) -> str:
    return sym_pw(rng, "&<>")


def _xml_extra(rng: random.Random, s: Slots) -> Slots:
    return {"esc": escape(s["cred"])}


def _dec_xml(text: str) -> str:
    node = ET.fromstring(text.encode()).find(".//Password")
    if node is None or node.text is None:
        raise ValueError("no Password")
    return node.text


reg(
    F,
    "safara_alert_sms_gateway_config_xml_escaped",
    (
        "SirenAlertService/App_Data/SmsGateway.config.xml",
        "inetpub/<<org>>/alerts/sms_gateway_<<place>>.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<!-- بوابة الرسائل القصيرة لإنذارات الدفاع المدني -->
<SmsGateway>
  <Provider>Zain Bulk SMS</Provider>
  <Endpoint>https://bulksms.<<dom>>/api/send</Endpoint>
  <SenderId><<orgu>></SenderId>
  <Username>siren_<<place>></Username>
  <Password><<esc>></Password>
  <DefaultLanguage>ar</DefaultLanguage>
</SmsGateway>
""",
    _xml_pw,
    None,
    _xml_extra,
    _dec_xml,
)

reg(
    F,
    "safara_siren_test_schedule_ics_description",
    ("calendar/siren_tests_<<year>>.ics", "Downloads/فحص_الصفارات_<<month>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART;TZID=Asia/Amman:<<year>><<month>><<day>>T110000
DTEND;TZID=Asia/Amman:<<year>><<month>><<day>>T113000
SUMMARY:فحص الصفارات الشهري – <<placec>>
DESCRIPTION:الدخول إلى لوحة التحكم: operator<<n>> / كلمة السر <<cred>> – ل
 ا تنسوا تسجيل نتيجة كل صفارة
UID:<<uuid>>@<<dom>>
END:VEVENT
END:VCALENDAR
""",
    "human",
    "",
)

reg(
    F,
    "safara_control_room_net_use_bat",
    ("scripts/map_siren_share.bat", "Users/<<fa>>/Desktop/سجلات.bat"),
    """@echo off
rem Map the siren log share on the control room PC
net use S: /delete /y >nul 2>&1
net use S: \\\\<<ip>>\\siren_logs /user:<<orgu>>\\<<login>> <<cred>> /persistent:no
robocopy S:\\<<place>> D:\\SirenLogs\\<<place>> *.csv /MIR /R:1 /W:5
""",
    "pw_bare",
    "",
)

reg(
    F,
    "safara_chirpstack_toml_postgres_dsn",
    ("etc/chirpstack/chirpstack.toml", "opt/<<org>>/lorawan/chirpstack-<<place>>.toml"),
    """# LoRaWAN siren-status sensors (battery, door, horn current)
[logging]
  level="info"

[postgresql]
  dsn="postgres://chirpstack:<<cred>>@<<ip>>/chirpstack?sslmode=disable"
  max_open_connections=10

[redis]
  servers=["redis://localhost/"]

[network]
  net_id="000000"
  enabled_regions=["eu868"]
""",
    "pw_url",
)

reg(
    F,
    "safara_siren_panel_bare_rsa_private_key",
    ("keys/siren_panel_<<place>>_id_rsa", "home/<<fa>>/.ssh/id_rsa_sirens_<<nn>>"),
    "<<cred>>\n",
    "pem",
    "",
)
