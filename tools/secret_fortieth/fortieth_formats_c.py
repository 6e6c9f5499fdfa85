"""Family c: a qawwali party in Lahore (Pakistan): Sufi devotional singers, harmonium and
tabla players who play shrine gatherings, weddings and recorded concerts."""

# ruff: noqa: E501

from fortieth_spec import DIGITS, LOWER, Family, alnum, hexs

F = Family(
    "lahore_qawwali_harmonium",
    ("qawwal-ghar-lahore",),
    "com.pk",
    ("Imran", "Ayesha", "Bilal", "Faisal", "Sana", "Usman", "Rizwan", "Zainab"),
    ("Qureshi", "Chaudhry", "Butt", "Malik", "Sheikh", "Niazi", "Siddiqui", "Rizvi"),
    (
        "sufi",
        "qawwali",
        "tabla",
        "harmonium",
        "mehfil",
        "dholak",
        "lahore",
        "anarkali",
        "ishq",
        "raag",
        "sama",
        "darbar",
    ),
)

F.reg(
    "qawwali_roman_urdu_whatsapp_paswurd_youtube",
    ("WhatsApp Chat with <<first2>>.txt", "backup/whatsapp/<<user2>>_<<ymd>>.txt"),
    """<<mdy>>, <<time>> - <<first>>: Bhai YouTube channel ka password kya hai? kal wali mehfil upload karni hai
<<mdy>>, <<time>> - <<first2>>: email wohi hai <<email>>
<<mdy>>, <<time2>> - <<first2>>: پاس ورڈ: <<cred>>
<<mdy>>, <<time2>> - <<first2>>: thumbnail mein Ustad ji ki photo lagana
<<mdy>>, <<time2>> - <<first>>: ji shukriya 🙏
""",
    "human",
)

F.reg(
    "qawwali_youtube_upload_oauth_client_secret_json",
    (
        "client_secret_<<big>>-<<cid>>.apps.googleusercontent.com.json",
        "uploader/client_secrets.json",
    ),
    """{"installed":{"client_id":"<<big>><<num>>-<<cid>>.apps.googleusercontent.com","project_id":"qawwali-uploads-<<num>>","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"<<cred>>","redirect_uris":["http://localhost"]}}
""",
    "p:gocspx",
    extra=lambda rng, c, v: {"cid": alnum(rng, 32, LOWER + DIGITS)},
)

F.reg(
    "qawwali_mehfil_rsync_password_export_sh",
    ("scripts/push_recordings.sh", "home/<<user>>/bin/archive_mehfil_<<nn>>.sh"),
    """#!/bin/sh
# raat ki recordings NAS par bhejna (har mehfil ke baad chalayen)
set -e
SRC=/media/recordings/mehfil_<<ymd>>
export RSYNC_PASSWORD='<<cred>>'
rsync -avz --progress "$SRC"/ rsync://archive@<<host>>/qawwali/<<year>>/
echo "done: $(du -sh "$SRC")"
""",
    "pw_sq",
)

F.reg(
    "qawwali_tickets_jazzcash_integrity_salt_php",
    ("config/jazzcash.php", "tickets/app/config/payments_<<nn>>.php"),
    """<?php

return [
    'jazzcash' => [
        'environment'    => 'live',
        'merchant_id'    => 'MC<<big>>',
        'password'       => env('JAZZCASH_PASSWORD'),
        'integrity_salt' => '<<cred>>',
        'currency'       => 'PKR',
        'language'       => 'EN',
        'return_url'     => 'https://tickets.<<dom>>/jazzcash/return',
    ],
];
""",
    "alnum:10",
)

F.reg(
    "qawwali_booking_android_okhttp_credentials_basic",
    (
        "app/src/main/java/pk/qawwalghar/booking/Api.kt",
        "android/booking/src/main/kotlin/Api<<nn>>.kt",
    ),
    """package pk.qawwalghar.booking

import okhttp3.Credentials
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.gson.GsonConverterFactory

object Api {
    private const val BASE = "https://api.<<dom>>/v1/"
    private val auth = Credentials.basic("booking-app", "<<cred>>")

    private val client = OkHttpClient.Builder()
        .addInterceptor { chain ->
            chain.proceed(chain.request().newBuilder().header("Authorization", auth).build())
        }
        .build()

    val service: BookingService = Retrofit.Builder()
        .baseUrl(BASE)
        .client(client)
        .addConverterFactory(GsonConverterFactory.create())
        .build()
        .create(BookingService::class.java)
}
""",
    "pw_dq",
)

F.reg(
    "qawwali_mehfil_calendar_ics_stream_key",
    ("calendar/mehfil_<<ymd>>.ics", "Downloads/invite-<<num>>.ics"),
    r"""BEGIN:VCALENDAR
PRODID:-//Google Inc//Google Calendar 70.9054//EN
VERSION:2.0
CALSCALE:GREGORIAN
METHOD:REQUEST
BEGIN:VEVENT
DTSTART:<<ymd>>T140000Z
DTEND:<<ymd>>T180000Z
DTSTAMP:<<ymd>>T090000Z
ORGANIZER;CN=<<name>>:mailto:<<email>>
UID:<<hex32>>@google.com
SUMMARY:Mehfil-e-Sama - live on YouTube
DESCRIPTION:OBS settings for tonight:\nServer: rtmp://a.rtmp.youtube.com/li
 ve2\nStream key: <<cred>>\nSound check 6 baje. Harmonium mic 2\, ta
 bla mic 3.
LOCATION:Darbar hall\, Lahore
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
""",
    "p:yt_stream",
)

F.reg(
    "qawwali_urdu_email_bank_paswurd",
    ("mail/<<ymd>>_bank_login.eml", "Mail/Sent/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Business banking login
Date: <<rfc>> +0500
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

السلام علیکم <<first2>> صاحب،

پروگرام کی ادائیگیوں (ساؤنڈ، ٹرانسپورٹ، فنکاروں کا معاوضہ) کے لیے بینک کا لاگ اِن:

یوزر: <<user>><<nn>>
پاس ورڈ: <<cred>>

براہ کرم کسی کو نہ بتائیں، اور ہر ادائیگی کی رسید گروپ میں بھیج دیں۔

والسلام
<<first>>
""",
    "human",
)

F.reg(
    "qawwali_audio_archive_b2_authorize_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd ~/recordings
ls -lh
b2 version
b2 account authorize <<keyid>> <<cred>>
b2 sync --threads 4 ./<<year>>/ b2://qawwali-archive-<<num>>/<<year>>/
b2 ls b2://qawwali-archive-<<num>>/<<year>>/
""",
    "p:b2_key",
    syntax="",
    extra=lambda rng, c, v: {"keyid": "005" + hexs(rng, 22)},
)
