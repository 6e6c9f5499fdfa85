# ruff: noqa: E501
"""Family h: a Sikh gurdwara management committee (prabandhak committee) in Punjab, India, in
Punjabi (Gurmukhi) and English."""

from __future__ import annotations

from hundredfourteenth_spec import ALNUM, Fam, alnum

FAM = Fam(
    name="gurdwara_prabandhak_punjab",
    orgs=("gurdwarasangat", "nanaksar", "dukhniwaran", "sachkhandsahib", "bababudha"),
    tld="org.in",
    first=(
        ("ਹਰਪ੍ਰੀਤ", "Harpreet"),
        ("ਗੁਰਪ੍ਰੀਤ", "Gurpreet"),
        ("ਮਨਜੀਤ", "Manjit"),
        ("ਜਸਵਿੰਦਰ", "Jaswinder"),
        ("ਕੁਲਦੀਪ", "Kuldeep"),
        ("ਸਿਮਰਨ", "Simran"),
        ("ਅਮਨਦੀਪ", "Amandeep"),
    ),
    last=(
        ("ਸਿੰਘ", "Singh"),
        ("ਕੌਰ", "Kaur"),
        ("ਗਿੱਲ", "Gill"),
        ("ਸੰਧੂ", "Sandhu"),
        ("ਢਿੱਲੋਂ", "Dhillon"),
        ("ਬਰਾੜ", "Brar"),
        ("ਗਰੇਵਾਲ", "Grewal"),
    ),
    words=(
        "waheguru",
        "khalsa",
        "langar",
        "sangat",
        "seva",
        "simran",
        "gurbani",
        "ardas",
        "panth",
        "vaisakhi",
        "amritsar",
        "fateh",
        "chardikala",
        "nishan",
        "kirtan",
        "karah",
        "gurpurab",
    ),
    pets=("sheru", "moti", "tommy", "rani", "kalu", "bholu"),
    cc="+91",
)

R = FAM.reg


def _wa(s: dict) -> str:
    h = int(s["hh"])
    t = f"{(h - 1) % 12 + 1}:{s['mi']} {'am' if h < 12 else 'pm'}"
    d = f"{s['day']}/{s['mon']}/{str(s['year'])[2:]}"
    return (
        f"{d}, {t} - {s['fn2']} {s['ln2']}: ਵਾਹਿਗੁਰੂ ਜੀ ਕਾ ਖ਼ਾਲਸਾ ਵਾਹਿਗੁਰੂ ਜੀ ਕੀ ਫ਼ਤਹਿ। ਕੀਰਤਨ ਲਾਈਵ ਵਾਲੇ YouTube ਖਾਤੇ ਦਾ ਪਾਸਵਰਡ ਭੇਜ ਦਿਓ ਜੀ\n"
        f"{d}, {t} - {s['fn']} {s['ln']}: ਈਮੇਲ gurdwara.live@gmail.com\n"
        f"{d}, {t} - {s['fn']} {s['ln']}: ਪਾਸਵਰਡ {s['cred']}\n"
        f"{d}, {t} - {s['fn2']} {s['ln2']}: 🙏 ਧੰਨਵਾਦ ਜੀ\n"
    )


R(
    "gurdwara_whatsapp_punjabi_password_kirtan_live",
    (
        "WhatsApp Chat with Seva Committee <<n>>.txt",
        "Download/WhatsApp Chat - ਗੁਰਦੁਆਰਾ ਕਮੇਟੀ <<n>>/_chat.txt",
    ),
    _wa,
    "human",
    syntax="",
)

R(
    "gurdwara_razorpay_golak_donation_env",
    ("golak-online/.env", "var/www/daswandh-<<n>>/.env"),
    """# Online golak / daswandh - Razorpay
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_URL=https://<<dom>>/razorpay/webhook
RECEIPT_PREFIX=GOLAK-<<year>>
""",
    "p:razorpay",
    syntax="",
    extra=lambda rng, s: {"kid": alnum(rng, 14, ALNUM)},
)

R(
    "gurdwara_fast2sms_ardas_reminder_php",
    ("sms/ardas_reminder.php", "public_html/<<org>>/cron/sms_<<n>>.php"),
    """<?php
// ਅਖੰਡ ਪਾਠ / ਅਰਦਾਸ ਬੁਕਿੰਗ ਦੀ ਯਾਦ - Fast2SMS
$apiKey = '<<cred>>';
$numbers = implode(',', array_column($bookings, 'phone'));
$msg = urlencode('Gurdwara ' . $org . ': Akhand Path bhog kal savere 9 vaje. Waheguru ji.');
$ch = curl_init("https://www.fast2sms.com/dev/bulkV2?authorization=$apiKey&route=q&message=$msg&numbers=$numbers");
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    "alnum:80",
    syntax="",
)

R(
    "gurdwara_nginx_rtmp_push_youtube_conf",
    ("etc/nginx/nginx.conf", "etc/nginx/conf.d/kirtan_rtmp_<<n>>.conf"),
    """rtmp {
    server {
        listen 1935;
        chunk_size 4096;
        # Darbar Sahib hall camera -> YouTube + local record
        application live {
            live on;
            record all;
            record_path /srv/kirtan/recordings;
            push rtmp://a.rtmp.youtube.com/live2/<<cred>>;
        }
    }
}
""",
    "p:youtube",
    syntax="",
)

R(
    "gurdwara_cp_plus_dvr_rtsp_urls_txt",
    ("CCTV/rtsp_links.txt", "Desktop/camera_<<n>>.txt"),
    """ਲੰਗਰ ਹਾਲ   rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
ਜੋੜਾ ਘਰ    rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
ਮੁੱਖ ਗੇਟ    rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=1
""",
    "pw_url",
    syntax="",
)

R(
    "gurdwara_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/secrets_<<n>>.yaml"),
    """# Langar hall fans, geyser and divan hall lights
wifi_ssid: "Gurdwara-<<org>>"
wifi_password: '<<cred>>'
mqtt_user: homeassistant
latitude: 31.<<n2>>
longitude: 75.<<n2>>
""",
    "pw_sq",
)


def _sms(s: dict) -> str:
    body = f"ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਜੀ, ਵੈੱਬਸਾਈਟ ਐਡਮਿਨ ਦਾ ਨਵਾਂ ਪਾਸਵਰਡ: {s['cred']} (ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ)"
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="{s["uid"]}" backup_date="{s["ms"]}" type="full">
  <sms protocol="0" address="{s["phone"]}" date="{s["ms"]}" type="1" subject="null" body="{body}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["ms"]}" sub_id="1" readable_date="{s["day"]}-{s["mon"]}-{s["year"]} {s["time"]}" contact_name="{s["fn"]} {s["ln"]}" />
  <sms protocol="0" address="{s["phone"]}" date="{s["ms"] + 60000}" type="2" subject="null" body="ਠੀਕ ਹੈ ਜੀ, ਮਿਲ ਗਿਆ 🙏" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["day"]}-{s["mon"]}-{s["year"]} {s["time"]}" contact_name="{s["fn"]} {s["ln"]}" />
</smses>
"""


R(
    "gurdwara_sms_backup_xml_punjabi_navan_password",
    ("SMSBackupRestore/sms-<<date>><<n>>.xml", "Download/sms-<<n2>>.xml"),
    _sms,
    "human_x",
)

R(
    "gurdwara_akhand_path_booking_ics_description",
    ("calendar/akhand_path_<<n>>.ics", "Downloads/booking_<<n2>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mon>><<day>>T033000Z
DTEND:<<year>><<mon>><<day>>T043000Z
UID:<<uid>>@google.com
SUMMARY:ਅਖੰਡ ਪਾਠ ਸਾਹਿਬ ਭੋਗ - <<fa>> parivar
DESCRIPTION:ਲਾਈਵ ਪ੍ਰਸਾਰਣ ਲਈ ਵੈੱਬਸਾਈਟ ਐਡਮਿਨ\\nuser: seva<<n>>\\npassword: <<cred>>\\nਕੈਮਰਾ ਹਾਲ ਦੇ ਪਿੱਛੇ
LOCATION:Darbar Hall
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
