"""Family k: a (fictional) Kalvestran scholarship programme office in Amman, Jordan: Arabic
and English."""

from __future__ import annotations

import base64
import json

from ninetysixth_spec import Fam, jdump

F = Fam(
    name="scholarship_programme_jordan",
    orgs=("kalvestra-scholars", "kalvestra-edu", "amman-scholarships", "kalvestra-fund"),
    tlds=("jo", "org.jo", "edu.jo"),
    first=(
        ("محمد", "mohammad"),
        ("ليلى", "layla"),
        ("أحمد", "ahmad"),
        ("رنا", "rana"),
        ("خالد", "khaled"),
        ("دانا", "dana"),
        ("يزن", "yazan"),
        ("سارة", "sara"),
    ),
    last=(
        ("الخطيب", "alkhatib"),
        ("العبادي", "alabbadi"),
        ("حداد", "haddad"),
        ("المصري", "almasri"),
        ("النسور", "alnsour"),
        ("الزعبي", "alzoubi"),
        ("عبيدات", "obeidat"),
    ),
    words=(
        "petra",
        "wadirum",
        "jerash",
        "aqaba",
        "mansaf",
        "knafeh",
        "jabal",
        "abdoun",
        "sweifieh",
        "rainbow",
        "zarqa",
        "irbid",
        "falafel",
        "zaatar",
        "hashem",
        "ajloun",
        "deadsea",
        "madaba",
        "karak",
        "salt",
    ),
    pets=("loulou", "simba", "bsbs", "zaatar", "lucky", "mishmish"),
    cc="962",
    city=("عمّان", "amman"),
)

F.reg(
    "scholarship_arabic_whatsapp_android_kalimat_sir",
    (
        "WhatsApp Chat with مكتب المنح <<n>>.txt",
        "Android/media/com.whatsapp/WhatsApp/Exports/scholars_<<ymd>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:20 - <<name2>>: مرحبا، ما بقدر أدخل على بوابة الطلبات
<<d>>/<<mo>>/<<y>>, <<hh>>:21 - <<name2>>: اسم المستخدم <<user>>
<<d>>/<<mo>>/<<y>>, <<hh>>:24 - <<name>>: غيرتلك كلمة السر، الجديدة: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:25 - <<name2>>: تمام، شكراً كتير 🌹
""",
    "human",
)


def _docker(sl: dict[str, object]) -> str:
    return jdump(
        {
            "auths": {
                f"registry.{sl['dom']}": {"auth": sl["enc"]},
                "https://index.docker.io/v1/": {},
            },
            "HttpHeaders": {"User-Agent": "Docker-Client/26.1.3 (linux)"},
        }
    )


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    for v in auths.values():
        if "auth" in v:
            return base64.b64decode(v["auth"]).decode().split(":", 1)[1]
    raise ValueError("no auth")


F.reg(
    "scholarship_portal_docker_config_json_auth",
    ("home/<<user>>/.docker/config.json", "root/.docker/config_<<n>>.json"),
    _docker,
    "pw",
    syntax="json",
    extra=lambda r, sl: {"enc": base64.b64encode(f"{sl['user']}:{sl['cred']}".encode()).decode()},
    decode=_dec_docker,
)

F.reg(
    "scholarship_applications_wp_config_php",
    ("var/www/apply/wp-config.php", "srv/apply-<<n>>/wp-config.php"),
    """<?php
/** بوابة طلبات المنح — WordPress */
define( 'DB_NAME', 'apply_wp' );
define( 'DB_USER', 'apply_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', '<<ip>>' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'WPLANG', 'ar' );
$table_prefix = 'ks_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "scholarship_tap_payments_application_fee_env",
    ("apply-fees/.env", "home/<<user>>/apply-fees-<<n>>/.env"),
    """# Tap Payments — رسوم تقديم الطلب (JOD)
TAP_PUBLIC_KEY=pk_live_<<pk>>
TAP_SECRET_KEY=<<cred>>
TAP_MERCHANT_ID=<<mid>>
TAP_REDIRECT_URL=https://apply.<<dom>>/payment/return
""",
    "p:tap",
    syntax="",
    extra=lambda r, sl: {
        "pk": "".join(
            r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(24)
        ),
        "mid": str(r.randint(100000, 999999)),
    },
)


def _appsettings(sl: dict[str, object]) -> str:
    return jdump(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "AzureAd": {
                "Instance": "https://login.microsoftonline.com/",
                "TenantId": sl["uuid"],
                "ClientId": sl["cid"],
                "ClientSecret": sl["cred"],
            },
            "Mail": {"Sender": f"decisions@{sl['dom']}", "Culture": "ar-JO"},
        }
    )


F.reg(
    "scholarship_decision_mailer_graph_appsettings_json",
    ("DecisionMailer/appsettings.Production.json", "srv/decisions-<<n>>/appsettings.json"),
    _appsettings,
    "p:azure_secret",
    extra=lambda r, sl: {"cid": __import__("ninetysixth_spec").uuid4(r)},
)

F.reg(
    "scholarship_arabic_email_kalimat_al_murur_ielts",
    ("Mail/Inbox/<<ymd>>_<<n>>.eml", "Outlook/export/<<user>>/<<nnn>>.eml"),
    """From: <<name2_a>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?2KjZitin2YbYp9iqINin2YTYr9iu2YjZhA==?=
Date: <<date>> <<time>>:00 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

السلام عليكم <<fn>>،

تم إنشاء حسابك على منصة الاختبار التجريبي للغة الإنجليزية قبل المقابلة.
الرابط: https://prep.<<dom>>
اسم المستخدم: <<user>>
كلمة المرور: <<cred>>

يرجى تغيير كلمة المرور بعد أول دخول.

مع التحية،
<<name2>>
مكتب برنامج المنح — <<city>>
""",
    "human",
)

F.reg(
    "scholarship_alumni_crm_my_cnf_client",
    ("home/<<user>>/.my.cnf", "root/.my_<<n>>.cnf"),
    """[client]
host=<<ip>>
user=alumni_crm
password=<<cred>>
database=alumni

[mysqldump]
single-transaction=1
""",
    "pw",
    syntax="ini",
)

F.reg(
    "scholarship_sms_gateway_curl_shell_script",
    ("scripts/notify_shortlist_<<n>>.sh", "home/<<user>>/bin/sms_shortlist.sh"),
    """#!/usr/bin/env bash
# إرسال رسائل للمرشحين في القائمة القصيرة
set -euo pipefail
SMS_USER='<<org>>'
SMS_PASS='<<cred>>'
SENDER='KScholars'
while IFS=, read -r phone name; do
  msg="عزيزي/عزيزتي ${name}، تم اختيارك للمقابلة. يرجى مراجعة بريدك الإلكتروني."
  curl -sG "https://sms.<<dom>>/api/send" \\
    --data-urlencode "user=${SMS_USER}" --data-urlencode "pass=${SMS_PASS}" \\
    --data-urlencode "sender=${SENDER}" --data-urlencode "to=${phone}" --data-urlencode "msg=${msg}"
done < shortlist_<<ymd>>.csv
""",
    "pw_sq",
    syntax="",
)
