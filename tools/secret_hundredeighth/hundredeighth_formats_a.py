"""Family a: a trekking agency in Thamel, Kathmandu (Nepal): Nepali in Devanagari, English."""

from __future__ import annotations

from hundredeighth_spec import Fam, after, enc_basic, hexs, un_basic

F = Fam(
    name="thamel_trekking_permit_agency",
    prefix="thamel",
    orgs=("himalsathi", "sagarwalk", "annapurnastep"),
    tld="com.np",
    first=(
        ("पेम्बा", "pemba"),
        ("आङ", "ang"),
        ("निमा", "nima"),
        ("सुनिता", "sunita"),
        ("बिष्णु", "bishnu"),
        ("दावा", "dawa"),
        ("सरिता", "sarita"),
        ("मिङ्मा", "mingma"),
    ),
    last=(
        ("शेर्पा", "sherpa"),
        ("गुरुङ", "gurung"),
        ("तामाङ", "tamang"),
        ("श्रेष्ठ", "shrestha"),
        ("राई", "rai"),
        ("थापा", "thapa"),
    ),
    words=(
        "sagarmatha",
        "lukla",
        "namche",
        "momo",
        "chiya",
        "dalbhat",
        "himal",
        "annapurna",
        "pokhara",
        "thamel",
        "dhaulagiri",
        "tengboche",
        "gokyo",
        "langtang",
        "manaslu",
        "khumbu",
        "rhododendron",
        "yeti",
        "dashain",
        "tihar",
        "kathmandu",
        "mustang",
    ),
    pets=("kalu", "bhote", "tiger", "jhyaure", "lalu", "maya", "moti"),
    cc="977",
    town="काठमाडौं",
)

F.reg(
    "nepali_viber_chat_paswordko",
    ("exports/viber/Viber_<<fa>>_<<date>>.txt", "phone/backup/viber-chat-<<fa2>>-<<y>><<mo>>.txt"),
    """[<<dmy>>, <<hh>>:<<mm>>] <<fn>> दाइ: बोकुनको एकाउन्ट खोल्न मिलेन, लुक्लाबाट बुकिङ हेर्नु छ
[<<dmy>>, <<hh>>:<<mm2>>] <<fn2>>: युजर <<user>> हो, पासवर्ड <<cred>>
[<<dmy>>, <<hh>>:<<mm2>>] <<fn2>>: अरूलाई नदिनु है, भोलि फेर्छु
[<<dmy>>, <<hh>>:<<mm2>>] <<fn>> दाइ: धन्यवाद 🙏 नाम्चेमा नेट अलि ढिलो छ
""",
    "human",
)

F.reg(
    "bokun_channel_manager_django_settings",
    ("booking/<<org>>/settings/production.py", "srv/<<org>>-site/config/settings_live.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

# Bokun channel manager (trips: EBC, Annapurna circuit, Langtang)
BOKUN_API_BASE = "https://api.bokun.io"
BOKUN_ACCESS_KEY = "<<ak>>"
BOKUN_SECRET_KEY = "<<cred>>"
BOKUN_VENDOR_ID = <<nn>>

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "treks",
        "HOST": "<<ip>>",
        "USER": "<<org>>",
        "PASSWORD": open("/run/secrets/db_pw").read().strip(),
    }
}
""",
    "hex:32",
    extra=lambda rng, s: {"ak": hexs(rng, 32)},
)

F.reg(
    "inreach_mapshare_family_email",
    ("mail/sent/<<date>>-mapshare-<<la>>.eml", "outbox/<<fa>>_inreach_<<nn>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Live tracking / लाइभ ट्र्याकिङ - Everest Base Camp group <<nn>>
Date: <<dmy>> <<hh>>:<<mm>> +0545
Content-Type: text/plain; charset=utf-8

Namaste,

Your family can follow the group on the Garmin inReach MapShare page while we are on the trail:

  https://share.garmin.com/<<orgc>><<n>>
  MapShare password: <<cred>>

नक्सा हरेक १० मिनेटमा अपडेट हुन्छ। लुक्ला उडान रद्द भए हामी SMS पठाउँछौं।

<<fn>> <<ln>>
<<org>> Treks & Expedition, Thamel
""",
    "human",
)

F.reg(
    "khalti_payment_laravel_env",
    ("www/<<org>>/.env", "deploy/<<org>>-booking/.env.production"),
    """APP_NAME="<<orgc>> Treks"
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=<<org>>_booking
DB_USERNAME=<<org>>
DB_PASSWORD="${DB_PASSWORD}"

KHALTI_PUBLIC_KEY=live_public_key_<<pk>>
KHALTI_LIVE_KEY=<<cred>>
KHALTI_RETURN_URL=https://<<dom>>/payment/khalti/return
ESEWA_MERCHANT_CODE=NP-ES-<<orgu>>
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: {
        "pk": hexs(rng, 32),
    },
)

F.reg(
    "tims_permit_portal_selenium_py",
    ("scripts/permits/tims_<<fa>>.py", "office/automation/acap_permit_<<nn>>.py"),
    """#!/usr/bin/env python3
\"\"\"Fill TIMS / ACAP permit forms for tomorrow's groups (run from the office PC).\"\"\"
import csv

from selenium import webdriver
from selenium.webdriver.common.by import By

PORTAL = "https://tims.ntb.gov.np/agency/login"
AGENCY_USER = "<<user>>"
AGENCY_PASS = '<<cred>>'

driver = webdriver.Chrome()
driver.get(PORTAL)
driver.find_element(By.NAME, "username").send_keys(AGENCY_USER)
driver.find_element(By.NAME, "password").send_keys(AGENCY_PASS)
driver.find_element(By.ID, "login").click()

with open("groups_<<date>>.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        print("permit for", row["passport"], row["trek"])
""",
    "pw_sq",
)

F.reg(
    "porter_guide_roster_csv_devanagari",
    ("office/roster/<<y>>-<<mo>>-guides.csv", "shared/कर्मचारी_<<y>>_<<nn>>.csv"),
    """नाम,थर,फोन,भूमिका,इमेल,पासवर्ड
<<fn>>,<<ln>>,<<phone>>,गाइड,<<email>>,<<cred>>
<<fn2>>,शेर्पा,<<phone2>>,भरिया,,
""",
    "human_x",
)

F.reg(
    "office_mikrotik_export_rsc",
    ("it/router/<<org>>-hap-<<date>>.rsc", "backup/mikrotik/thamel-office-<<nn>>.rsc"),
    """# <<date>> by RouterOS 7.14.3
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=guests wpa2-pre-shared-key=<<wifi>>
/ip pool add name=dhcp ranges=192.168.88.10-192.168.88.254
/user
add name=<<user>> group=full password=<<cred>>
/system identity set name=<<org>>-thamel
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {"wifi": "namaste" + str(rng.randint(1000, 9999))},
)

F.reg(
    "guest_portal_curl_basic_history",
    ("home/<<fa>>/.bash_history", "office/pc-<<n>>/<<fa>>.bash_history"),
    """cd ~/booking-sync
ls -la exports/
curl -s -H "Authorization: Basic <<cred>>" https://api.<<dom>>/v1/departures?month=<<mo>> | jq .
python3 sync_rezdy.py --since <<date>>
ssh <<user>>@<<ip>>
""",
    "pw_dq",
    syntax="",
    encode=enc_basic,
    decode=after(r"Basic ([A-Za-z0-9+/=]+)", un_basic),
)
