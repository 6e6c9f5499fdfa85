"""Family i: an Iranian cement plant (کارخانه سیمان) near Isfahan: kiln control, the historian,
the lab and the weighbridge."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import re

from fiftythird_spec import Fam, gen_pw

I = Fam(  # noqa: E741
    "siman_karkhane_isfahan",
    orgs=("simanzagros", "sepahan-siman", "siman-naein"),
    tld="ir",
    people=(
        ("رضا", "احمدی", "reza", "ahmadi"),
        ("مریم", "کریمی", "maryam", "karimi"),
        ("علی", "حسینی", "ali", "hosseini"),
        ("زهرا", "رحیمی", "zahra", "rahimi"),
        ("مهدی", "نوروزی", "mehdi", "norouzi"),
        ("سارا", "جعفری", "sara", "jafari"),
        ("حمید", "صادقی", "hamid", "sadeghi"),
    ),
    words=(
        "kureh",
        "siman",
        "klinker",
        "asiab",
        "sepahan",
        "isfahan",
        "zayandeh",
        "naqsh",
        "jahan",
        "kiln",
        "silo",
        "tabas",
    ),
    seasons=("bahar", "tabestan", "paeez", "zemestan"),
    cc="+98",
    sites=("کوره ۲", "آسیاب سیمان ۱", "آزمایشگاه کیفیت", "باسکول ورودی", "پست برق اصلی"),
)


def _k8s_extra(rng, s):
    return {
        "cred_b64": base64.b64encode(str(s["cred"]).encode()).decode(),
        "user_b64": base64.b64encode(b"historian_ro").decode(),
    }


I.reg(
    "siman_k8s_secret_historian_data_base64",
    ("deploy/historian-dashboard/secret.yaml", "k8s/plant-<<n2>>/historian-db-secret.yml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: historian-db
  namespace: kiln-dashboards
  labels:
    app: kiln-dashboard
type: Opaque
data:
  username: <<user_b64>>
  password: <<cred_b64>>
""",
    cred="pw",
    extra=_k8s_extra,
    decode=lambda text: base64.b64decode(re.search(r"\n  password: (\S+)", text).group(1)).decode(),  # type: ignore[union-attr]
)

I.reg(
    "siman_bale_chat_copy_ramz_kureh",
    ("گوشی/بله/گروه_تعمیرات_<<n2>>.txt", "export/bale_kiln_<<date>>.txt"),
    """[<<time>> <<year>>/<<mo>>/<<dd>>] <<fn>> <<ln>>: سلام، کسی رمز جدید سیستم کنترل <<site>> رو داره؟ پیمانکار امروز عوضش کرده
[<<time>> <<year>>/<<mo>>/<<dd>>] <<fn2>> <<ln2>>: نام کاربری operator
[<<time2>> <<year>>/<<mo>>/<<dd>>] <<fn2>> <<ln2>>: رمز: <<cred>>
[<<time2>> <<year>>/<<mo>>/<<dd>>] <<fn>> <<ln>>: ممنون، وارد شدم
""",
    cred="human",
    syntax="",
)

I.reg(
    "siman_ignition_gateway_script_lab_analyzer",
    ("ignition/scripts/lab_xrf_import.py", "projects/kiln<<n1>>/script-python/lab/xrf_<<n2>>.py"),
    """# Gateway timer script: pull XRF results from the lab analyzer web service every 5 minutes
ANALYZER_URL = "http://<<ip>>:8080/api/results/latest"
ANALYZER_USER = "ignition"
ANALYZER_PASSWORD = "<<cred>>"


def pull_results(system):
    client = system.net.httpClient(timeout=10000)
    resp = client.get(ANALYZER_URL, username=ANALYZER_USER, password=ANALYZER_PASSWORD)
    if resp.good:
        data = resp.json
        system.tag.writeBlocking(["[default]Lab/XRF/CaO", "[default]Lab/XRF/SiO2"], [data["CaO"], data["SiO2"]])
    else:
        system.util.getLogger("xrf").warn("analyzer returned %s" % resp.statusCode)
""",
    cred="pw_dq",
)

I.reg(
    "siman_sqlcmd_backup_bat_sa",
    ("scripts/backup_historian.bat", "D:/Scripts/پشتیبان_<<n2>>.bat"),
    """@echo off
rem پشتیبان‌گیری شبانه از دیتابیس تاریخچه کوره
set STAMP=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\HISTORIAN -U sa -P <<cred>> -Q "BACKUP DATABASE [Runtime] TO DISK='E:\\Backup\\Runtime_%STAMP%.bak' WITH COMPRESSION"
robocopy E:\\Backup \\\\<<ip2>>\\backup\\historian /MIR /R:2 /W:5
""",
    cred=lambda rng, s: gen_pw(rng, sym="-_.@+"),
    syntax="",
)

I.reg(
    "siman_persian_email_ramz_obur_lims",
    ("ایمیل/<<date>>_دسترسی_LIMS.eml", "mail/lab/lims_access_<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?2K/Ys9iq2LHYs9uMINio2Ycg2LPYp9mF2KfZhtmHIExJTVM=?=
Date: Sat, <<dd>> Jan <<year>> 09:05:40 +0330
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

سلام خانم <<ln2>>،

حساب کاربری شما در سامانه LIMS آزمایشگاه کیفیت ایجاد شد:
نشانی: https://lims.<<dom>>
نام کاربری: <<user2>>
رمز عبور: <<cred>>

لطفاً بعد از اولین ورود رمز را تغییر دهید.

با احترام
<<fn>> <<ln>> – واحد فناوری اطلاعات
""",
    cred="pw",
    syntax="",
)

I.reg(
    "siman_dastgahha_csv_ramz_persian_headers",
    ("فنی/فهرست_دستگاه‌ها_<<year>>.csv", "tech/devices_<<n2>>.csv"),
    """نام دستگاه,محل,آدرس IP,نام کاربری,رمز عبور,توضیحات
HMI کوره,<<site>>,<<ip>>,admin,<<cred>>,رمز جدید پس از تعمیرات
سوئیچ اتاق کنترل,اتاق کنترل مرکزی,<<ip2>>,admin,مثل بالا,
دوربین باسکول,باسکول ورودی,<<ip3>>,admin,,تغییر داده نشده
""",
    cred="human",
    syntax="",
)

I.reg(
    "siman_docker_compose_influx_init_admin_token",
    ("monitoring/docker-compose.yml", "srv/kiln-metrics-<<n2>>/docker-compose.yml"),
    """services:
  influxdb:
    image: influxdb:2.7
    restart: always
    ports:
      - "8086:8086"
    environment:
      DOCKER_INFLUXDB_INIT_MODE: setup
      DOCKER_INFLUXDB_INIT_USERNAME: admin
      DOCKER_INFLUXDB_INIT_PASSWORD_FILE: /run/secrets/influx_pw
      DOCKER_INFLUXDB_INIT_ORG: <<org>>
      DOCKER_INFLUXDB_INIT_BUCKET: kiln
      DOCKER_INFLUXDB_INIT_ADMIN_TOKEN: "<<cred>>"
    volumes:
      - influx-data:/var/lib/influxdb2
volumes:
  influx-data:
""",
    cred="p:influx",
)

I.reg(
    "siman_sms_panel_api_key_php",
    ("baskool/sms/notify.php", "weighbridge-<<n2>>/includes/sms.php"),
    """<?php
// ارسال پیامک به راننده پس از توزین در باسکول
require __DIR__ . '/vendor/autoload.php';

$api = new \\Kavenegar\\KavenegarApi('<<cred>>');
$sender = '1000<<n4>>';
function notify_driver($api, $sender, $mobile, $ticket, $net) {
    $msg = "بارنامه $ticket ثبت شد. وزن خالص: $net کیلوگرم";
    return $api->Send($sender, $mobile, $msg);
}
""",
    cred=lambda rng, s: "".join(
        rng.choice("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        for _ in range(88)
    ),
    syntax="",
)
