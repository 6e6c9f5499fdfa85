# ruff: noqa: E501
"""Family e: an archaeological site office at Persepolis (Takht-e Jamshid), Fars, Iran
(Persian in Arabic script; Arches heritage inventory, QGIS / PostGIS, a MikroTik router in the
site office, Kavenegar SMS for visitor groups, photogrammetry uploads, duplicity backups)."""

from __future__ import annotations

from ninetyfirst_spec import Fam

FAM = Fam(
    name="persepolis_dig_office_iran",
    orgs=("takhtejamshid", "kavoshpars", "pasargadkavosh"),
    titles=("پایگاه میراث جهانی تخت جمشید", "دفتر کاوش‌های باستان‌شناسی پارس", "پایگاه پاسارگاد"),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("زهرا", "zahra"),
        ("حسین", "hossein"),
        ("فاطمه", "fatemeh"),
        ("امیر", "amir"),
        ("نرگس", "narges"),
        ("سعید", "saeed"),
        ("لیلا", "leila"),
    ),
    last=(
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("شیرازی", "shirazi"),
        ("جعفری", "jafari"),
        ("موسوی", "mousavi"),
        ("صادقی", "sadeghi"),
    ),
    words=(
        "persepolis",
        "jamshid",
        "darius",
        "kourosh",
        "pasargad",
        "shiraz",
        "hafez",
        "saadi",
        "nowruz",
        "golestan",
        "apadana",
        "faravahar",
        "marvdasht",
        "anar",
        "zereshk",
        "cheshmeh",
        "setareh",
        "bahar",
    ),
    uwords=(),
    pets=("pishi", "malous", "gorbe", "shirin", "pashmak", "jessie", "loulou"),
    city="Marvdasht",
    cc="+98 91",
)

FAM.reg(
    "persepolis_persian_telegram_copied_ramz",
    ("notes/telegram_copy_<<date>>.txt", "Desktop/پیام-<<n>>.txt"),
    """<<name>>, [<<d>>.<<mo>>.<<y>> <<time>>]
سلام، لپ‌تاپ ایستگاه توتال استیشن رو روشن کردم ولی رمز ویندوز رو ندارم

<<name2>>, [<<d>>.<<mo>>.<<y>> <<time>>]
کاربر: survey
رمز: <<cred>>

<<name2>>, [<<d>>.<<mo>>.<<y>> <<time>>]
بعد از کار حتماً خاموشش کن، باتری ژنراتور کمه
""",
    "human",
)

FAM.reg(
    "persepolis_visitor_sms_kavenegar_laravel_env",
    ("www/bazdid/.env", "var/www/<<org>>-tour-<<n>>/.env"),
    """APP_NAME="Bazdid Takht-e Jamshid"
APP_ENV=production
APP_URL=https://bazdid.<<dom>>
APP_LOCALE=fa
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=bazdid
DB_USERNAME=bazdid
DB_PASSWORD=
KAVENEGAR_API_KEY=<<cred>>
KAVENEGAR_SENDER=1000<<n4>><<n3>>
ZARINPAL_MERCHANT_ID=<<uuid>>
ZARINPAL_SANDBOX=false
""",
    "p:kavenegar",
)

FAM.reg(
    "persepolis_photogrammetry_lftp_upload_sh",
    ("scripts/upload_photogrammetry.sh", "home/<<fa>>/bin/sync_trench_<<n>>.sh"),
    """#!/bin/bash
# ارسال عکس‌های فتوگرامتری ترانشه به سرور مرکزی -- هر شب
SRC=/data/photogrammetry/trench_<<n>>
DEST=/incoming/<<y>>/trench_<<n>>
lftp -u photog,'<<cred>>' -p 22 sftp://<<ip>> -e "set sftp:auto-confirm yes; mirror -R --only-newer $SRC $DEST; bye"
echo "$(date -Is) trench_<<n>> synced" >> /var/log/photog_sync.log
""",
    "pw_sq",
)

FAM.reg(
    "persepolis_qgis_pg_service_conf",
    ("home/<<fa>>/.pg_service.conf", "qgis/profiles/default/pg_service-<<n>>.conf"),
    """# QGIS -- پایگاه داده کاوش (PostGIS)
[kavosh]
host=<<ip>>
port=5432
dbname=kavosh_<<y>>
user=<<user>>
password=<<cred>>
sslmode=disable

[kavosh_readonly]
host=<<ip>>
port=5432
dbname=kavosh_<<y>>
user=qgis_view
""",
    "pw",
)

FAM.reg(
    "persepolis_site_office_mikrotik_export_psk",
    ("backup/mikrotik_<<date>>.rsc", "network/dafter_<<n>>.rsc"),
    """# <<date>> <<time>>:03 by RouterOS 7.14.3
# software id = <<hex8>>
#
# model = hAP ac2
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=dafter supplicant-identity="" wpa2-pre-shared-key="<<cred>>"
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=dafter ssid=Kavosh-Office
/ip address
add address=<<ip>>/24 interface=bridge network=<<ip2>>
/system identity
set name=<<org>>-office
""",
    "pw_bare",
)

FAM.reg(
    "persepolis_field_season_minutes_persian",
    ("docs/صورتجلسه-فصل-<<n>>.txt", "minutes/sooratjalase_<<date>>.txt"),
    """صورتجلسه جلسه هماهنگی فصل کاوش
تاریخ: <<date>>   محل: <<title>>
حاضرین: <<name>>، <<name2>>، نماینده پایگاه

۱. برنامه کاوش ترانشه <<n>> از شنبه آغاز می‌شود.
۲. لپ‌تاپ ثبت یافته‌ها (Arches) تحویل <<name2>> شد.
   نام کاربری: <<user>>
   رمز: <<cred>>
۳. کارت حافظه‌های پهپاد هر روز در دفتر تحویل داده شود.
۴. هماهنگی با پایگاه برای بازدید گروه دانشجویی.
""",
    "human",
)

FAM.reg(
    "persepolis_arches_settings_local_py",
    ("arches/kavosh/settings_local.py", "srv/arches-<<org>>-<<n>>/kavosh/settings_local.py"),
    """# Arches 7.5 -- ثبت آثار و یافته‌ها
import os

DEBUG = False
ALLOWED_HOSTS = ["arches.<<dom>>", "<<ip>>"]
DATABASES = {
    "default": {
        "ENGINE": "django.contrib.gis.db.backends.postgis",
        "NAME": "kavosh",
        "USER": "arches",
        "PASSWORD": '<<cred>>',
        "HOST": "<<ip>>",
        "PORT": "5432",
        "POSTGIS_TEMPLATE": "template_postgis",
    }
}
ELASTICSEARCH_HOSTS = [{"scheme": "http", "host": "localhost", "port": 9200}]
LANGUAGE_CODE = "fa"
TIME_ZONE = "Asia/Tehran"
MEDIA_ROOT = os.path.join("/srv", "arches-media")
""",
    "pw_sq",
)

FAM.reg(
    "persepolis_duplicity_gpg_passphrase_cron",
    ("etc/cron.d/duplicity-kavosh", "var/spool/cron/crontabs/<<fa>>"),
    """# پشتیبان‌گیری رمزنگاری‌شده از پایگاه داده و عکس‌ها
SHELL=/bin/bash
0 3 * * * root PASSPHRASE='<<cred>>' duplicity --full-if-older-than 1M /srv/kavosh sftp://backup@<<ip2>>//backup/kavosh >> /var/log/duplicity.log 2>&1
30 4 * * 1 root PASSPHRASE='<<cred>>' duplicity remove-older-than 6M --force sftp://backup@<<ip2>>//backup/kavosh
""",
    "pw_sq",
)
