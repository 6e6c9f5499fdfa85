# ruff: noqa: E501
"""Family e: pistachio orchards, sorting and export houses around Rafsanjan and Kerman, Iran."""

from __future__ import annotations

import re

from thirtyninth_spec import Fam, dec_html, enc_html, hexs, pw_with, reg

F = Fam(
    name="iran_pistachio_rafsanjan",
    tlds=("ir",),
    orgs=("pesteh-kavir", "pesteh-rafsanjan", "baghe-kerman", "pesteh-golestan"),
    first=("reza", "maryam", "hossein", "zahra", "ali", "fatemeh", "mehdi", "nasrin"),
    last=("rezaei", "hosseini", "mohammadi", "karimi", "ahmadi", "sadeghi", "kermani"),
    words=(
        "pesteh",
        "akbari",
        "kalleghochi",
        "ahmadaghaei",
        "fandoghi",
        "kavir",
        "bagh",
        "kerman",
        "qanat",
        "anar",
    ),
    pets=("pishi", "shirin", "gorbeh", "mamoosh", "jojo"),
    seasons=("Bahar", "Tabestan", "Paeiz", "Zemestan"),
    places=("Rafsanjan", "Kerman", "Anar", "Sirjan", "Damghan", "Zarand"),
)

reg(
    F,
    "pistachio_persian_telegram_ramz_gomrok_portal",
    ("chat/telegram_export_<<org>>_<<n>>.txt", "mobile/<<user>>/telegram/saderat_<<date>>.txt"),
    """<<first_t>> <<last_t>>, [<<date_sl>> <<time>>]
سلام آقای <<last2_t>>، برای اظهارنامه صادرات پسته اکبری به سامانه گمرک نیاز دارم

<<first2_t>> <<last2_t>>, [<<date_sl>> <<time>>]
نام کاربری: <<org>>
رمز عبور: <<cred>>

<<first2_t>> <<last2_t>>, [<<date_sl>> <<time>>]
لطفاً بعد از ثبت، رمز را عوض نکنید 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "pistachio_optical_sorter_line_yaml",
    ("sorter/<<org>>/line<<n>>/sorter.yaml", "karkhaneh/<<org>>/sort_line_<<n>>.yml"),
    """# دستگاه سورتینگ اپتیکال پسته - خط <<n>>
line: <<n>>
site: <<place>>
camera:
  exposure_us: 380
  reject_classes: [closed_shell, aflatoxin_suspect, stained]
plc:
  host: <<ip>>
  port: 102
  rack: 0
  slot: 1
reporting:
  db_url: "postgresql://sorter@<<host>>/sorting"
  db_password: '<<cred>>'
  push_every_s: 60
""",
    "pw_sq",
)

reg(
    F,
    "pistachio_export_b2b_django_settings_databases",
    ("b2b/<<org>>/b2b/settings/production.py", "site/<<org>>/config/settings_prod.py"),
    '''"""Production settings - pistachio B2B export catalogue (Akbari, Kalleghochi, Fandoghi)."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "b2b_pesteh",
        "USER": "b2b",
        "PASSWORD": "<<cred>>",
        "HOST": "<<host>>",
        "PORT": "5432",
    }
}

LANGUAGE_CODE = "fa-ir"
TIME_ZONE = "Asia/Tehran"
''',
    "pw_dq",
)

reg(
    F,
    "pistachio_harvest_sms_kavenegar_crontab_url_key",
    ("crontab/<<org>>.cron", "var/spool/cron/crontabs/<<user>>"),
    """# پیامک اطلاع‌رسانی نوبت برداشت به باغداران
SHELL=/bin/bash
MAILTO=""
# m h dom mon dow command
30 6 * 8-9 * curl -s "https://api.kavenegar.com/v1/<<cred>>/sms/send.json" --data-urlencode "receptor=0913<<n3>><<n4>>" --data-urlencode "message=نوبت برداشت باغ شما فردا است" >> /var/log/sms_bardasht.log 2>&1
0 20 * * 5 /opt/pesteh/bin/weekly_report.sh
""",
    lambda rng: hexs(rng, 64, upper=True) + "3D",
    syntax="",
)

reg(
    F,
    "pistachio_qanat_pump_esp32_secrets_header",
    ("firmware/qanat-pump/<<org>>/include/secrets.h", "bagh/<<org>>/esp32/pump_secrets_<<n>>.h"),
    """// موتور پمپ چاه / قنات - باغ پسته <<place>>
#pragma once

#define WIFI_SSID      "Bagh_<<place>>_<<n>>"
#define WIFI_PASSWORD  "<<wifi>>"
#define BLYNK_TEMPLATE_ID   "TMPL<<hex8>>"
#define BLYNK_TEMPLATE_NAME "Qanat Pump"
#define BLYNK_AUTH_TOKEN    "<<cred>>"
""",
    "p:blynk",
    syntax="",
    extra=lambda rng, v: v.__setitem__("wifi", "pesteh" + str(rng.randint(1000, 99999))),
)


def _html_table(rng, v):
    v["enc"] = enc_html(v["cred"])


reg(
    F,
    "pistachio_staff_logins_html_table_entities",
    ("hesabdari/<<org>>/karbaran_<<year>>.html", "export/<<org>>/users_sepidar_<<n>>.htm"),
    """<html dir="rtl"><head><meta charset="utf-8"><title>کاربران نرم‌افزار حسابداری</title></head>
<body>
<table border="1">
<tr><th>نام</th><th>سمت</th><th>نام کاربری</th><th>رمز</th></tr>
<tr><td><<first_t>> <<last_t>></td><td>حسابدار</td><td><<user>></td><td class="pw"><<enc>></td></tr>
<tr><td><<first2_t>> <<last2_t>></td><td>انباردار</td><td>anbar<<n>></td><td class="pw">(تغییر داده شد)</td></tr>
</table>
</body></html>
""",
    lambda rng: pw_with(rng, "&<>\"'"),
    syntax="",
    extra=_html_table,
    decode=lambda t: dec_html(re.search(r'<td class="pw">(.*?)</td>', t).group(1)),
)

reg(
    F,
    "pistachio_yield_r_dbconnect_rpostgres",
    ("tahlil/<<org>>/yield_<<year>>.R", "analysis/<<user>>/afla_yield.R"),
    """# تحلیل عملکرد باغ‌ها و آزمایش آفلاتوکسین - <<place>>
library(DBI)
library(dplyr)

con <- dbConnect(
  RPostgres::Postgres(),
  host = "<<host>>",
  dbname = "bagh",
  user = "tahlilgar",
  password = "<<cred>>"
)

bardasht <- dbGetQuery(con, "SELECT bagh_id, raghm, kg, afla_ppb FROM bardasht WHERE sal = <<year>>")
bardasht |> group_by(raghm) |> summarise(kg = sum(kg), afla = mean(afla_ppb))
dbDisconnect(con)
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "pistachio_importer_sftp_putty_ppk_file",
    ("keys/<<org>>/hamburg_sftp.ppk", "saderat/<<org>>/importer_<<n>>.ppk"),
    """PuTTY-User-Key-File-3: ssh-rsa
Encryption: none
Comment: <<org>>-export-<<year>>
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQC<<pub1>>
<<pub2>>
Private-Lines: 14
<<cred>>
Private-MAC: <<mac>>
""",
    "ppk",
    syntax="",
    extra=lambda rng, v: v.update(
        pub1="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(33)
        ),
        pub2="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(64)
        ),
        mac=hexs(rng, 64),
    ),
)
