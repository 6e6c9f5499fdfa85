# ruff: noqa: E501
"""Family d: kurundu (Ceylon cinnamon) peelers and exporters of the south coast, Sri Lanka."""

from __future__ import annotations

import urllib.parse

from fortythird_spec import Fam, prov

F = Fam(
    "kurundu_cinnamon_peelers",
    ("kurunduwatta", "alpitiyaspice", "ceylonquill", "karandeniya", "ambalangodakurundu"),
    "lk",
    ("nimal", "kumari", "chaminda", "dilani", "ruwan", "sanduni", "tharindu", "malathi"),
    ("perera", "fernando", "wickramasinghe", "jayasuriya", "silva", "rajapaksha", "kumara"),
    (
        "kurundu",
        "quill",
        "alba",
        "galle",
        "ambalangoda",
        "kottu",
        "hoppers",
        "lanka",
        "poya",
        "kandy",
    ),
    ("rocky", "tiger", "kalu", "sudda", "bubu"),
    "94",
)

F.reg(
    "kurundu_sinhala_whatsapp_murapadaya",
    ("WhatsApp Chat with <<first>>.txt", "whatsapp_<<date>>_<<org>>.txt"),
    """<<day>>/<<month>>/<<year>>, <<time>> - <<first>> <<last>>: අයියා, export portal එකේ password එක මොකක්ද?
<<day>>/<<month>>/<<year>>, <<hh>>:58 - <<first2>>: මුරපදය <<cred>>
<<day>>/<<month>>/<<year>>, <<hh>>:59 - <<first2>>: username එක <<user>>
<<day>>/<<month>>/<<year>>, <<hh>>:59 - <<first>> <<last>>: හරි ස්තූතියි
""",
    "human",
)

F.reg(
    "kurundu_tamil_sms_kadavuchol_reply_only",
    ("sms/<<first>>_<<date>>.txt", "backup/sms_<<nn>>.txt"),
    """<<phone>> (<<date>> <<time>>): அண்ணா, கடை கணினியின் கடவுச்சொல் என்ன?
Me (<<date>> <<hh>>:47): <<cred>>
<<phone>> (<<date>> <<hh>>:48): நன்றி
""",
    "human",
)


def _decurl(text: str) -> str:
    raw = text.split("mssql+pyodbc://", 1)[1].split("@", 1)[0].split(":", 1)[1]
    return urllib.parse.unquote(raw)


F.reg(
    "kurundu_grading_flask_sqlalchemy_uri_percent_encoded",
    ("<<org>>/grading/instance/config.py", "srv/<<org>>/config.py"),
    """SECRET_KEY_FALLBACKS = []
SQLALCHEMY_DATABASE_URI = (
    "mssql+pyodbc://grader:<<enc>>@<<host>>:1433/quill_grades"
    "?driver=ODBC+Driver+18+for+SQL+Server&Encrypt=yes"
)
SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
""",
    "pw_json",
    encode=lambda v, s: urllib.parse.quote(v, safe=""),
    decode=_decurl,
)

F.reg(
    "kurundu_export_sltda_lankapay_gateway_java_properties",
    (
        "<<org>>/src/main/resources/application-prod.properties",
        "deploy/<<org>>/application.properties",
    ),
    """server.port=8443
spring.datasource.url=jdbc:mysql://<<ip>>:3306/exports
spring.datasource.username=exports_app
spring.datasource.password=<<cred>>
lankapay.merchant.id=<<nn>><<nn>>
""",
    "pw",
    syntax="",
)

F.reg(
    "kurundu_shipping_sftp_filezilla_sitemanager_xml",
    (
        "<<user>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "filezilla_backup_<<date>>/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host><<host>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <Type>0</Type>
            <User>shipping</User>
            <Pass><<cred>></Pass>
            <Logontype>1</Logontype>
            <Name>Colombo forwarder</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
)

F.reg(
    "kurundu_buyers_hubspot_private_app_token_gs",
    ("apps-script/<<org>>_crm/Code.gs", "<<user>>/crm_sync.gs"),
    """function syncBuyers() {
  const token = 'pat-eu1-<<cred>>';
  const res = UrlFetchApp.fetch('https://api.hubapi.com/crm/v3/objects/contacts?limit=100', {
    headers: { Authorization: 'Bearer ' + token },
  });
  Logger.log(res.getResponseCode());
}
""",
    "uuid",
    syntax="",
)

F.reg(
    "kurundu_factory_mikrotik_export_rsc",
    ("<<org>>/router/export_<<date>>.rsc", "backup/mikrotik_<<nn>>.rsc"),
    """# <<date>> <<time>>:02 by RouterOS 7.14.2
# model = RB4011iGS+
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=factory wpa2-pre-shared-key=<<cred>>
/ppp secret
add name=<<user>> password=<<cred>> profile=default-encryption service=l2tp
""",
    "pw_bare",
)

F.reg(
    "kurundu_quill_weighing_scale_python_serial_tg_bot",
    ("<<org>>/scale/scale_bot.py", "pi/<<user>>/scale_bot.py"),
    """import serial
import telebot

BOT = telebot.TeleBot("<<cred>>")
CHAT_ID = -100<<nn>><<nn>><<nn>>

port = serial.Serial("/dev/ttyUSB0", 9600, timeout=2)
while True:
    line = port.readline().decode().strip()
    if line.startswith("ST,GS"):
        BOT.send_message(CHAT_ID, f"Quill bale: {line[6:]} kg")
""",
    lambda rng: prov(rng, "telegram_bot"),
)
