"""Family b: felucca sailors of Aswan (Egypt): sailing-boat captains on the Nile who sell
sunset trips, Nubian-village visits and overnight voyages."""

# ruff: noqa: E501

import random

from fortieth_spec import Family, alnum

F = Family(
    "aswan_nile_felucca_sailors",
    ("aswan-feluka-tours", "elephantine-sailing"),
    "com.eg",
    ("Mahmoud", "Youssef", "Nour", "Mona", "Karim", "Hassan", "Fatma", "Salma"),
    ("Abdelrahman", "Elsayed", "Fathy", "Mostafa", "Hamdy", "Shenouda", "Ibrahim", "Abdelaziz"),
    (
        "feluka",
        "aswan",
        "elephantine",
        "nubia",
        "kitchener",
        "shams",
        "nakhl",
        "markib",
        "asfour",
        "sahel",
        "gharb",
        "philae",
    ),
)

DJANGO = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


def _django_key(rng: random.Random) -> str:
    return alnum(rng, 1, "abcdefghijklmnopqrstuvwxyz") + alnum(rng, 49, DJANGO)


F.reg(
    "felucca_booking_paymob_api_key_env",
    (".env", "booking/.env.production", "srv/feluka-<<nn>>/.env"),
    """APP_NAME="Aswan Feluka Booking"
APP_ENV=production
APP_URL=https://book.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=feluka
DB_USERNAME=feluka
DB_PASSWORD=${DB_PASS}

PAYMOB_API_KEY=<<cred>>
PAYMOB_INTEGRATION_ID=<<big>>
PAYMOB_IFRAME_ID=<<num>><<n>>
PAYMOB_CURRENCY=EGP
""",
    "p:paymob",
)

F.reg(
    "felucca_arabic_whatsapp_kalimat_sir_reply",
    (
        "exports/WhatsApp Chat - <<first2>> <<last2>>.txt",
        "Phone/WhatsApp/chat_<<user2>>_<<ymd>>.txt",
    ),
    """<<dmy_slash>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<dmy_slash>>, <<time>> - <<first>>: يا ريس <<first2>>، السياح الألمان عايزين واي فاي على المركب الكبير
<<dmy_slash>>, <<time>> - <<first>>: كلمة السر بتاعة الراوتر إيه؟
<<dmy_slash>>, <<time2>> - <<first2>>: ثانية أشوفها
<<dmy_slash>>, <<time2>> - <<first2>>: <<cred>>
<<dmy_slash>>, <<time2>> - <<first>>: تمام شكرا 🙏
""",
    "human",
)

F.reg(
    "felucca_sunset_trips_django_settings_secret_key",
    ("feluka_site/settings.py", "src/<<nn>>/feluka/settings/production.py"),
    '''"""Django settings for the felucca tours site."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = '<<cred>>'

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.staticfiles",
    "trips",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "feluka",
        "USER": "feluka",
        "PASSWORD": os.environ.get("DB_PASSWORD", ""),
        "HOST": "localhost",
    }
}

LANGUAGE_CODE = "ar"
TIME_ZONE = "Africa/Cairo"
USE_TZ = True
STATIC_ROOT = BASE_DIR / "static"
''',
    _django_key,
)

F.reg(
    "felucca_channel_manager_ota_message_password_xml",
    ("channel-manager/ota_avail_<<ymd>>.xml", "integrations/ota/<<org>>_notif.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="<<uuid>>" TimeStamp="<<date>>T<<time>>:00+02:00" Version="1.0">
  <POS>
    <Source>
      <RequestorID Type="22" ID="<<org>>" MessagePassword="<<cred>>"/>
    </Source>
  </POS>
  <AvailStatusMessages HotelCode="FEL<<num>>">
    <AvailStatusMessage BookingLimit="<<n>>">
      <StatusApplicationControl Start="<<date>>" End="<<date>>" InvTypeCode="SUNSET2H" RatePlanCode="BAR"/>
    </AvailStatusMessage>
  </AvailStatusMessages>
</OTA_HotelAvailNotifRQ>
""",
    "pw_xml",
)

F.reg(
    "felucca_franco_arabic_sms_wifi_password",
    ("sms/backup_<<ymd>>.txt", "Phone/SMS/<<first>>_<<num>>.txt"),
    """From: +20 10 <<num>> <<num>>
Date: <<dmy_slash>> <<time>>

ya basha el password beta3 el wifi fel markib el gedida: <<cred>>
matdihoosh le 7ad gher el zbayen 😅
""",
    "human",
)

F.reg(
    "felucca_reis_daftar_ocr_arabic_label_next_line",
    ("scans/ocr/daftar_<<ymd>>_p<<n>>.txt", "Documents/OCR/notebook-<<num>>.txt"),
    """--- OCR page <<n>> (scan_<<ymd>>.jpg, confidence 0.8<<n>>) ---
دفتر الريس <<first>>
رحلات الغروب - <<dmy_slash>>
ايميل الحجوزات
<<email>>
الباسورد
<<cred>>
بنزين موتور 250 ج
حبال جديدة 2x
""",
    "human",
)

F.reg(
    "felucca_whatsapp_cloud_api_node_token",
    ("notify/whatsapp.js", "server/src/services/wa_confirm_<<nn>>.js"),
    """// إرسال تأكيد الحجز على واتساب (WhatsApp Cloud API)
const axios = require("axios");

const PHONE_NUMBER_ID = "1<<big>><<big>>";
const WA_TOKEN = "<<cred>>";

async function sendConfirmation(to, guestName, tripDate) {
  return axios.post(
    `https://graph.facebook.com/v19.0/${PHONE_NUMBER_ID}/messages`,
    {
      messaging_product: "whatsapp",
      to,
      type: "template",
      template: {
        name: "booking_confirmed",
        language: { code: "ar" },
        components: [{ type: "body", parameters: [{ type: "text", text: guestName }, { type: "text", text: tripDate }] }],
      },
    },
    { headers: { Authorization: `Bearer ${WA_TOKEN}` } }
  );
}

module.exports = { sendConfirmation };
""",
    "p:meta",
)

F.reg(
    "felucca_marsa_cctv_isapi_curl_digest_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """ls
cd /opt/cam
ping -c 3 <<ip2>>
curl --digest -u admin:<<cred>> "http://<<ip2>>/ISAPI/Streaming/channels/101/picture" -o dock_$(date +%H%M).jpg
ls -la
crontab -e
exit
""",
    "pw_bare",
)
