# ruff: noqa: E501
"""Family l: water trucking and chlorination around Hodeidah, Yemen (Arabic, English): tank
sensors, KoBo servers, satellite terminals and WhatsApp notices to tanker drivers."""

from __future__ import annotations

from sixtyfirst_spec import Fam

F = Fam(
    "hodeidah_water_trucking",
    orgs=("qatra-water", "openwell-intl", "lastmile-logistics"),
    tld="org",
    first=("abdulla", "amal", "fuad", "samira", "nabil", "huda", "tareq", "arwa"),
    last=(
        "al-ahdal",
        "al-hakimi",
        "saleh",
        "al-sharabi",
        "qasim",
        "al-zubairi",
        "haidar",
        "al-maqtari",
    ),
    words=(
        "hodeidah",
        "tihama",
        "zabid",
        "bajil",
        "qamar",
        "sabr",
        "yemen",
        "maa",
        "nakhla",
        "bahr",
    ),
    places=("Hodeidah", "Bajil", "Zabid", "Bayt al-Faqih", "Al-Marawi'ah", "Al-Hali"),
    cc="+96777",
    country="yemen",
)

# 1. WhatsApp export (Arabic)
F.reg(
    "hodeidah_arabic_whatsapp_kalimat_al_sir_tank_laptop",
    ("WhatsApp Chat with فريق المياه <<place>>.txt", "chats/water_<<compact>>.txt"),
    """<<dmy>>, <<time>> - Amal Saleh: السلام عليكم، كلمة سر لابتوب المكتب اتغيرت؟
<<dmy>>, <<time>> - <<fn>> <<ln>>: وعليكم السلام، نعم الجديدة: <<cred>>
<<dmy>>, <<time2>> - Amal Saleh: شكراً، اشتغل
<<dmy>>, <<time2>> - <<fn>> <<ln>>: لا ترسلها لأحد من السواقين
""",
    "human",
)

# 2. Django settings of the trucking dashboard
F.reg(
    "hodeidah_trucking_dashboard_django_databases",
    ("dashboard/settings/production.py", "srv/trucking/<<org>>/settings_<<n>>.py"),
    """from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["trucking.<<dom>>", "<<ip>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.contrib.gis.db.backends.postgis",
        "NAME": "trucking",
        "USER": "trucking",
        "PASSWORD": '<<cred>>',
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
""",
    "pw_sq",
)

# 3. ESP32 tank-level sensor sketch (ThingsBoard token)
F.reg(
    "hodeidah_tank_level_esp32_thingsboard_token_ino",
    ("firmware/tank_level/tank_level.ino", "sensors/khazzan_<<nn>>/khazzan_<<nn>>.ino"),
    """// Ultrasonic tank level -> ThingsBoard (GSM via SIM800L)
#define TINY_GSM_MODEM_SIM800
#include <TinyGsmClient.h>
#include <ThingsBoard.h>

const char apn[] = "internet.y";
#define TOKEN "<<cred>>"
#define THINGSBOARD_SERVER "iot.<<dom>>"
#define TANK_ID "<<place>>-<<nn>>"

void loop() {
  float level = readLevelCm();
  tb.sendTelemetryFloat("level_cm", level);
  delay(600000);
}
""",
    "alnum:20",
    syntax="",
)

# 4. Arabic e-mail with the partner reporting portal
F.reg(
    "hodeidah_arabic_email_kalimat_al_murur_5w_portal",
    ("mail/5w_<<compact>>.eml", "outbox/<<hexid>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: بيانات الدخول إلى بوابة التقارير الشهرية
Date: <<dd>> Apr <<year>> 13:20:00 +0300
Content-Type: text/plain; charset=utf-8

الأخ العزيز،

تم إنشاء حساب لكم في بوابة تقارير المياه والإصحاح:
الرابط: https://5w.<<dom>>
اسم المستخدم: <<user>>
كلمة المرور: <<cred>>

يرجى تغيير كلمة المرور بعد أول دخول.
مع التحية،
<<fn>>
""",
    "human",
    syntax="",
)

# 5. Satellite-terminal handover in Arabic (markdown)
F.reg(
    "hodeidah_thuraya_ip_terminal_handover_arabic_md",
    ("handover/تسليم_<<compact>>.md", "Drive/Comms/thuraya_ip_<<n>>.md"),
    """# تسليم – الاتصالات

* جهاز Thuraya IP+ في غرفة الراديو، البطارية الاحتياطية في الخزنة.
* واجهة الإدارة: http://192.168.128.100
* المستخدم: admin
* كلمة المرور: `<<cred>>`
* راديو VHF: القناة 2 للمكتب، القناة 6 للقوافل. فحص الراديو 7:00 و 17:30.

سلّمه: <<fn>> <<ln>> – <<dmy>>
""",
    "human",
    syntax="",
)

# 6. kobo-install envfile (databases)
F.reg(
    "hodeidah_kobo_install_envfile_databases",
    ("kobo-env/envfiles/databases.txt", "srv/kobo-env/envfiles/databases_<<compact>>.txt"),
    """POSTGRES_DB=koboform
POSTGRES_USER=kobo
POSTGRES_PASSWORD=<<cred>>
KC_POSTGRES_DB=kobocat
KPI_POSTGRES_DB=koboform
MONGO_INITDB_ROOT_USERNAME=root
MONGO_INITDB_DATABASE=formhub
REDIS_PASSWORD=
""",
    "pw",
    syntax="",
)

# 7. xl/sharedStrings.xml of the drivers' roster workbook
F.reg(
    "hodeidah_xlsx_shared_strings_drivers_roster",
    ("roster_<<compact>>/xl/sharedStrings.xml", "xlsx/sawaqeen_<<n>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="10"><si><t>السائق</t></si><si><t>رقم الوايت</t></si><si><t>الهاتف</t></si><si><t>Tareq Qasim</t></si><si><t>Nabil Haidar</t></si><si><t><<phone>></t></si><si><t>حساب تطبيق التتبع</t></si><si><t><<user>></t></si><si><t>كلمة السر</t></si><si><t><<cred>></t></si></sst>
""",
    "pw_xml",
)

# 8. WhatsApp Cloud API token in the tanker notice script
F.reg(
    "hodeidah_whatsapp_cloud_api_token_tanker_notice",
    ("notify/tanker_notice.py", "scripts/ishaar_<<n>>.py"),
    """import requests

PHONE_ID = "1<<nn>>4455667788<<n>>"
TOKEN = "<<cred>>"


def notify(driver_phone: str, site: str) -> None:
    requests.post(
        f"https://graph.facebook.com/v19.0/{PHONE_ID}/messages",
        headers={"Authorization": f"Bearer {TOKEN}"},
        json={
            "messaging_product": "whatsapp",
            "to": driver_phone,
            "type": "template",
            "template": {"name": "tanker_dispatch", "language": {"code": "ar"}, "components": [{"type": "body", "parameters": [{"type": "text", "text": site}]}]},
        },
        timeout=30,
    ).raise_for_status()
""",
    "p:meta",
)
