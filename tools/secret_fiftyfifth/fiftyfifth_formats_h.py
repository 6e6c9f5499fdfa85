# ruff: noqa: E501
"""Family h: a theatre's technical staff in Alexandria (Egypt), in Arabic (and Greek)."""

from __future__ import annotations

import base64
import json

from fiftyfifth_spec import Fam, alnum, digits

FAM = Fam(
    "masrah_alexandria_backstage",
    ("fanarmasrah",),
    "eg",
    (
        "ahmed|أحمد",
        "mona|منى",
        "karim|كريم",
        "nour|نور",
        "youssef|يوسف",
        "salma|سلمى",
        "omar|عمر",
        "hana|هنا",
    ),
    ("elsayed|السيد", "fahmy|فهمي", "mansour|منصور", "ezzat|عزت", "ragab|رجب", "shaker|شاكر"),
    (
        "manshia",
        "corniche",
        "stanley",
        "fanar",
        "kawalees",
        "sitara",
        "masrah",
        "qaitbay",
        "montaza",
        "ezzaria",
    ),
    "20",
    "الإسكندرية",
)

FAM.reg(
    "fanar_arabic_whatsapp_kalimat_sir_console",
    ("محادثات/WhatsApp Chat with فريق الإضاءة <<n>>.txt", "exports/whatsapp_kawalees_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<name>>: يا جماعة حد فاكر كلمة السر بتاعة كمبيوتر الإضاءة؟ البروفة بعد ساعة
<<dmy>>, <<time>> - <<name2>>: اليوزر lighting
<<dmy>>, <<time>> - <<name2>>: وكلمة السر <<cred>>
<<dmy>>, <<time>> - <<name2>>: ومتنساش تعمل save للشو قبل ما تقفل
<<dmy>>, <<time>> - <<name>>: تمام شكرا 🙏
""",
    "human",
    syntax="",
)


def _paymob(rng):
    payload = json.dumps(
        {"class": "Merchant", "profile_pk": int(digits(rng, 6)), "name": alnum(rng, 10).lower()},
        separators=(",", ":"),
    )
    hdr = base64.urlsafe_b64encode(b'{"alg":"HS512","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
    sig = alnum(rng, 86, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    return base64.b64encode(f"{hdr}.{body}.{sig}".encode()).decode()


FAM.reg(
    "fanar_box_office_paymob_api_key_php",
    ("tickets/config/paymob_<<n>>.php", "www/<<org>>/box-office/includes/payment.php"),
    """<?php
// شباك التذاكر الإلكتروني - بوابة الدفع Paymob
return [
    'api_key' => '<<cred>>',
    'integration_id_card' => <<n>>,
    'iframe_id' => <<nn>>,
    'currency' => 'EGP',
    'callback' => 'https://tickets.<<dom>>/paymob/callback',
];
""",
    _paymob,
    syntax="",
)

FAM.reg(
    "fanar_greek_email_kodikos_periodeia",
    ("mail/periodeia_athina_<<n>>.eml", "Mail/Inbox/theatro_<<org>>_<<n>>.eml"),
    """From: Νίκος Παπαδόπουλος <n.papadopoulos@theatro-pireos.gr>
To: <<email>>
Subject: Πρόσβαση στο σύστημα τεχνικών σχεδίων - περιοδεία <<year>>
Date: Sat, <<d>> Sep <<year>> <<time>>:14 +0300
Content-Type: text/plain; charset=UTF-8

Αγαπητέ/ή <<firstc>>,

για την περιοδεία της παράστασης στην Αθήνα, σας στέλνω την πρόσβαση στον φάκελο με
τα σχέδια φωτισμού και την κάτοψη της σκηνής:

Διεύθυνση: https://files.theatro-pireos.gr
Όνομα χρήστη: fanar_tech
Κωδικός: <<cred>>

Με εκτίμηση,
Νίκος Παπαδόπουλος
Τεχνικός διευθυντής
""",
    "pw",
    syntax="",
)

FAM.reg(
    "fanar_stage_cameras_go2rtc_rtsp_yaml",
    ("go2rtc/go2rtc.yaml", "backstage-pc-<<nn>>/go2rtc_<<n>>.yaml"),
    """# مراقبة المسرح من الكواليس (شاشة مدير المسرح)
streams:
  stage_wide: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
  stage_close: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
  fly_tower: ffmpeg:rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301#video=copy
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<ip>>:8555
""",
    "pw_url",
)

FAM.reg(
    "fanar_tech_roster_csv_arabic_columns",
    ("الفريق/جدول_الفنيين_<<n>>.csv", "shared/roster_<<ymd>>.csv"),
    """القسم,الاسم,المستخدم,كلمة المرور,ملاحظات
الإضاءة,<<name>>,<<login>>,<<cred>>,كونسول grandMA
الصوت,<<name2>>,sound_desk,<<cred2>>,ميكسر Yamaha CL5
الديكور,<<name>>,deco,اسأل المدير الفني,
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"cred2": FAM.human(rng, safe=True)},
)

FAM.reg(
    "fanar_website_drupal_settings_php_databases",
    ("web/sites/default/settings.php", "www/<<org>>-<<n>>/sites/default/settings.php"),
    """<?php

// موقع المسرح - Drupal 10
$databases['default']['default'] = [
  'database' => 'drupal_<<org>>',
  'username' => 'drupal',
  'password' => '<<cred>>',
  'prefix' => '',
  'host' => '<<ip>>',
  'port' => '3306',
  'namespace' => 'Drupal\\\\mysql\\\\Driver\\\\Database\\\\mysql',
  'driver' => 'mysql',
  'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
];

$settings['hash_salt'] = '<<salt>>';
$settings['config_sync_directory'] = '../config/sync';
$settings['trusted_host_patterns'] = ['^www\\\\.<<org>>\\\\.eg$'];
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {
        "salt": alnum(rng, 55, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    },
)

FAM.reg(
    "fanar_lobby_wifi_qr_string_txt",
    ("لافتات/wifi_qr_<<n>>.txt", "signage/lobby_wifi_<<ymd>>.txt"),
    """نص رمز QR لشبكة الواي فاي في البهو (يطبع على لافتة شباك التذاكر)
WIFI:T:WPA;S:<<orgc>>-Lobby;P:<<cred>>;H:false;;

شبكة الكواليس منفصلة - لا تطبع بياناتها هنا.
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "fanar_facebook_live_mifteh_al_bath",
    ("البث/ملاحظات_البث_<<ymd>>.txt", "live/notes_facebook_<<n>>.txt"),
    """بث مباشر لعرض الليلة على صفحة المسرح - <<dmy>>

السيرفر: rtmps://live-api-s.facebook.com:443/rtmp/
مفتاح البث: <<cred>>
الكاميرا: Blackmagic ATEM Mini Pro - المخرج <<name>>
بداية البث: <<time>>
""",
    "p:facebook",
    syntax="",
)
