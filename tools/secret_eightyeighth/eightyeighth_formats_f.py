# ruff: noqa: E501
"""Family f: an amateur astronomer in Isfahan, Iran (Persian): astrometry.net plate solving,
an allsky camera uploading by SFTP, Telegram copied text, Zarinpal for a star-party workshop,
a cloud-cover check against OpenWeather, a Persian e-mail, an rsync password file and a
MySQL option file for the observation log."""

from __future__ import annotations

import random

from eightyeighth_spec import NOJUM as F
from eightyeighth_spec import Slots, pick


def _sky(rng: random.Random, s: Slots) -> None:
    s["target"] = pick(rng, ("M42", "M31", "NGC7000", "M13", "IC434", "M45", "NGC2244"))
    s["scope"] = pick(rng, ("ED80", "C8", "Newton200", "RedCat51"))
    s["site"] = pick(rng, ("مرنجاب", "ابیانه", "کویر ورزنه", "قمصر"))
    s["nights"] = str(rng.randint(2, 9))


F.reg(
    "nojum_astrometry_nova_client_api_key_script",
    ("astro/solve_<<target>>.sh", "home/<<user>>/bin/platesolve.sh"),
    """#!/bin/bash
# حل صفحه (plate solve) عکس‌های <<target>> با nova.astrometry.net
# تلسکوپ: <<scope>>  - رصد در <<site>>
APIKEY=<<cred>>
for f in ~/astro/<<target>>/lights/*.fits; do
    python3 ~/astrometry/net/client/client.py --server http://nova.astrometry.net/api/ \\
        --apikey "$APIKEY" --upload "$f" --wcs "${f%.fits}.wcs" --private y
done
""",
    cred="p:astrometry",
    syntax="",
    extra=_sky,
)


F.reg(
    "nojum_allsky_ftp_settings_sh_remote_password",
    ("allsky/config/ftp-settings.sh", "home/pi/allsky-<<ymd>>/config/ftp-settings.sh"),
    """#!/bin/bash

# Set PROTOCOL to "local" if you want to copy files to the local web server,
# or to one of the remote protocols below.
PROTOCOL="sftp"

IMAGE_DIR="/allsky/"
VIDEOS_DIR="/allsky/videos/"
KEOGRAM_DIR="/allsky/keograms/"
STARTRAILS_DIR="/allsky/startrails/"

REMOTE_HOST="<<dom>>"
REMOTE_PORT="22"
REMOTE_USER="<<user>>"
REMOTE_PASSWORD="<<cred>>"
LFTP_COMMANDS="set net:max-retries 2; set net:timeout 20"

# آسمان <<site>> هر ۵ دقیقه به سایت انجمن آپلود می‌شود
IMG_UPLOAD_FREQUENCY=5
""",
    cred="pw_dq",
    syntax="",
    extra=_sky,
)


def _tg_copy(s: Slots) -> str:
    return f"""[{s["dmy"]} {s["time"]}] {s["name2"]}:
سلام، برای رصد {s["target"]} در {s["site"]} رمز سایت انجمن نجوم رو داری؟ می‌خوام گزارش رو آپلود کنم

[{s["dmy"]} {s["time"]}] {s["name"]}:
نام کاربری: {s["user"]}
رمز: {s["cred"]}

[{s["dmy"]} {s["time2"]}] {s["name2"]}:
ممنون 🙏 عکس‌های {s["scope"]} رو هم می‌فرستم
"""


F.reg(
    "nojum_telegram_copied_text_ramz_anjoman_site",
    ("Documents/تلگرام_<<ymd>>.txt", "Desktop/chat-anjoman-<<n>>.txt"),
    _tg_copy,
    cred="human",
    syntax="",
    extra=_sky,
)


F.reg(
    "nojum_zarinpal_star_party_workshop_php",
    ("public_html/<<org>>/kargah/pay.php", "www/starparty/config/zarinpal.php"),
    """<?php
// ثبت‌نام کارگاه رصد <<site>> (<<nights>> شب) - پرداخت زرین‌پال
$merchant_id = '<<cred>>';
$amount = 2500000; // ریال
$callback = 'https://<<dom>>/kargah/verify.php';

$data = [
    'merchant_id' => $merchant_id,
    'amount' => $amount,
    'callback_url' => $callback,
    'description' => 'کارگاه عکاسی نجومی <<target>>',
    'metadata' => ['mobile' => '<<phone>>', 'email' => '<<email>>'],
];
$ch = curl_init('https://api.zarinpal.com/pg/v4/payment/request.json');
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($data));
curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json', 'Accept: application/json']);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$result = json_decode(curl_exec($ch), true);
header('Location: https://www.zarinpal.com/pg/StartPay/' . $result['data']['authority']);
""",
    cred="uuid",
    syntax="",
    extra=_sky,
)


F.reg(
    "nojum_clear_sky_check_python_openweather_key",
    ("astro/aseman_saf.py", "home/<<user>>/scripts/clouds_<<site>>.py"),
    '''"""بررسی ابرناکی قبل از رصد - اگر ابر کمتر از ۲۰٪ بود، سوار (mount) را روشن کن."""

import requests

OWM_KEY = "<<cred>>"
LAT, LON = 32.65, 51.67


def cloud_cover() -> int:
    r = requests.get(
        "https://api.openweathermap.org/data/2.5/weather",
        params={"lat": LAT, "lon": LON, "appid": OWM_KEY, "units": "metric", "lang": "fa"},
        timeout=10,
    )
    return r.json()["clouds"]["all"]


if __name__ == "__main__":
    c = cloud_cover()
    print("ابر:", c, "%")
    if c < 20:
        print("آسمان صاف است - <<target>> با <<scope>>")
''',
    cred="p:openweather",
    syntax="py",
    extra=_sky,
)


F.reg(
    "nojum_persian_email_ramz_forum_rasad",
    ("Mail/sent/<<ymd>>-ramz.eml", "Thunderbird/Sent/<<n>>-forum.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?B?2LHZhdiyINin2YbYrNmF2YY=?=
Date: Thu, <<day>> Oct <<year>> <<time>>:00 +0330
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

سلام <<first2>> جان،

برای اردوی رصدی <<site>> اطلاعات ورود به انجمن آنلاین را می‌فرستم:

نام کاربری: <<user>>
رمز عبور: <<cred>>

لطفاً بعد از ورود رمز را عوض نکن، بقیه اعضا هم از همین حساب استفاده می‌کنند.
عکس‌های <<target>> را در بخش گالری بگذار.

با سپاس
<<first>>
""",
    cred="human",
    syntax="",
    extra=_sky,
)


F.reg(
    "nojum_rsyncd_secrets_astrophoto_nas",
    ("etc/rsyncd.secrets", "home/<<user>>/.rsync-<<org>>.secret"),
    """<<user>>:<<cred>>
""",
    cred="human",
    syntax="",
)


F.reg(
    "nojum_observation_log_my_cnf_client_password",
    ("home/<<user>>/.my.cnf", "astro/db/<<org>>.my.cnf"),
    """# دفترچه رصد (MySQL) - لاگ شب‌های رصد و تصاویر
[client]
user = rasad
password = <<cred>>
host = <<lip>>
database = daftar_rasad
default-character-set = utf8mb4
""",
    cred="pw",
    syntax="ini",
)
