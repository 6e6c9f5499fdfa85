# ruff: noqa: E501
"""Family m: a school bus operator (أتوبيسات مدارس) in Cairo, Egypt (Egyptian Arabic): a Traccar
GPS server, Paymob and Fawry for the bus subscription, WhatsApp, driver-app logins, bus DVR
cameras over RTSP, Firebase push to the parents' app, e-mail."""

from __future__ import annotations

from seventysecond_spec import Fam

F = Fam(
    name="otobis_school_bus_cairo",
    key="otobis",
    orgs=("safarbus", "nilemovers", "madrasatrans", "tariqelamal"),
    orgnames=("سفر باص", "نايل موفرز", "مدرسة ترانس", "طريق الأمل"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("منى", "mona"),
        ("ياسمين", "yasmin"),
        ("كريم", "karim"),
        ("هبة", "heba"),
        ("مصطفى", "mostafa"),
        ("نورا", "noura"),
    ),
    last=(
        ("عبد الله", "abdallah"),
        ("حسن", "hassan"),
        ("السيد", "elsayed"),
        ("إبراهيم", "ibrahim"),
        ("فاروق", "farouk"),
        ("منصور", "mansour"),
        ("شاكر", "shaker"),
    ),
    words=(
        "masr",
        "cairo",
        "nile",
        "ahly",
        "zamalek",
        "maadi",
        "heliopolis",
        "tahrir",
        "koshary",
        "salah",
        "habibi",
        "bus",
        "madrasa",
        "nasrcity",
        "sphinx",
        "mohandessin",
    ),
    words_u=(),
    pets=("lucy", "max", "simba", "bondok", "meshmesh", "loz"),
    cc="+20 10",
    cities=("المعادي", "مدينة نصر", "التجمع الخامس", "الشيخ زايد", "مصر الجديدة"),
)

F.reg(
    "traccar_gps_server_config_xml",
    (
        "opt/traccar/conf/traccar.xml",
        "traccar-<<org>>/conf/traccar.xml",
        "srv/gps<<n>>/traccar.xml",
    ),
    """<?xml version='1.0' encoding='UTF-8'?>

<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>

<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=Africa/Cairo&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.url'>https://gps.<<dom>></entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "paymob_secret_key_laravel_env",
    ("subscriptions/.env", "<<org>>-parents/.env", "srv/<<org>>/api/.env"),
    """APP_NAME=<<org>>
APP_ENV=production
APP_LOCALE=ar
# اشتراك الباص - Paymob Unified Checkout
PAYMOB_PUBLIC_KEY=egy_pk_live_<<pk>>
PAYMOB_SECRET_KEY=<<cred>>
PAYMOB_INTEGRATION_ID=<<nnn>><<nnn>>
PAYMOB_HMAC=
""",
    "p:paymob",
    extra=lambda r, s: s.update(
        pk="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    ),
)

F.reg(
    "arabic_whatsapp_kelmet_el_ser_driver_app",
    (
        "WhatsApp Chat with مشرفين الباصات.txt",
        "WhatsApp Chat with <<first2>> <<last2>> (<<n>>).txt",
    ),
    """<<dmy>>, <<time>> - <<first>> <<last>>: يا أستاذة، أبلكيشن السواقين عامل لوج أوت على تابلت باص <<nn>>
<<dmy>>, <<time>> - <<first2>> <<last2>>: اليوزر bus<<nn>> وكلمة السر <<cred>>
<<dmy>>, <<time2>> - <<first2>> <<last2>>: ماتديهاش لحد غير السواق
<<dmy>>, <<time2>> - <<first>> <<last>>: تمام، شكراً 🙏
""",
    "human",
)

F.reg(
    "fawry_security_key_java_constants",
    (
        "src/main/java/eg/<<org>>/pay/FawryConfig.java",
        "<<org>>-billing/src/main/java/FawryConfig.java",
    ),
    """package eg.<<org>>.pay;

/** Fawry Pay: school bus term subscription (pay at Fawry kiosks or in-app). */
public final class FawryConfig {
    public static final String BASE_URL = "https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge";
    public static final String MERCHANT_CODE = "<<mc>>";
    public static final String SECURITY_KEY = "<<cred>>";
    public static final int EXPIRY_HOURS = <<nn>>;

    private FawryConfig() {}
}
""",
    "p:fawry",
    syntax="",
    extra=lambda r, s: s.update(
        mc="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(24)
        )
        + "=="
    ),
)

F.reg(
    "routes_csv_arabic_driver_logins",
    ("خطوط_الباصات_<<year>>.csv", "routes/driver_app_logins_<<mo>>_<<year>>.csv"),
    """رقم الباص,خط السير,السواق,اليوزر,كلمة السر
<<nn>>,<<city>> - المدرسة,<<first>> <<last>>,bus<<nn>>,<<cred>>
<<nnn>>,التجمع - المدرسة,<<first2>> <<last2>>,bus<<nnn>>,تتغير
""",
    "human",
)

F.reg(
    "bus_dvr_rtsp_urls_m3u",
    ("cameras/buses_<<date>>.m3u", "Desktop/كاميرات الباصات <<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,باص <<nn>> - كاميرا أمامية
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,باص <<nn>> - كاميرا داخلية
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    "human_url",
)

F.reg(
    "firebase_fcm_server_key_php_push",
    ("api/notify_parents.php", "<<org>>/push/fcm_<<n>>.php", "public_html/<<org>>/push.php"),
    """<?php
// إشعار ولي الأمر: الباص على بعد 5 دقائق
define('FCM_SERVER_KEY', '<<cred>>');

function notifyParent($token, $busNo) {
    $msg = ['to' => $token, 'notification' => ['title' => 'الباص قرّب', 'body' => "باص رقم $busNo على بعد 5 دقائق"]];
    $ch = curl_init('https://fcm.googleapis.com/fcm/send');
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: key=' . FCM_SERVER_KEY, 'Content-Type: application/json']);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($msg));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    "p:fcm",
    syntax="",
)

F.reg(
    "arabic_email_kelmet_el_morour_gps_portal",
    ("mail/gps_portal_<<nnn>>.eml", "Outlook/Inbox/<<ts>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?2K3Ys9in2Kgg2KjZiNix2KrYp9mEINiq2KrYqNi5INin2YTYqNin2LXYp9iq?=
Date: Sun, <<d>> Sep <<year>> 08:<<mi>>:00 +0200
Content-Type: text/plain; charset=utf-8

صباح الخير أستاذ <<first2>>،

ده حساب بورتال تتبع الباصات لإدارة المدرسة:
الرابط: https://gps.<<dom>>
اسم المستخدم: school<<nn>>@<<dom>>
كلمة المرور: <<cred>>

برجاء تغييرها بعد أول دخول.
<<first>> <<last>> - إدارة التشغيل
""",
    "human",
    syntax="",
)
