# ruff: noqa: E501
"""Family h: willow basketry weavers (growing beds, courses, craft fairs)."""

from thirtythird_spec import reg

F = "basketry_willow_weavers"

reg(
    F,
    "basketry_willow_bed_irrigation_controller_json",
    ("irrigation/controller_<<n>>.json", "beds/<<org>>/opensprinkler.json"),
    """{
  "device": "osb-<<hex8>>",
  "zones": [
    {"id": 1, "name": "Black Maul bed", "minutes": 25},
    {"id": 2, "name": "Flanders Red bed", "minutes": 20}
  ],
  "cloud": {
    "endpoint": "https://cloud.<<dom>>/api",
    "device_token": "<<cred>>"
  }
}
""",
    "hex:32",
)

reg(
    F,
    "basketry_course_bookings_wp_config",
    ("wp-config.php", "public_html/<<org>>/wp-config.php"),
    """<?php
/** course bookings site */
define( 'DB_NAME', 'wp_courses' );
define( 'DB_USER', 'wp_courses' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wpc_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "basketry_ukrainian_telegram_parol",
    ("telegram/chat_<<n>>.txt", "exports/<<org>>_telegram.txt"),
    """<<first>>, [<<day>>.<<month>>.<<year>> <<hh>>:<<mm>>]
Доброго ранку! Замовлення лози на ярмарок оформлюємо через сайт постачальника

<<first2>>, [<<day>>.<<month>>.<<year>> <<hh>>:<<mm>>]
А який там логін і пароль?

<<first>>, [<<day>>.<<month>>.<<year>> <<hh>>:<<mm>>]
логін <<email>>
пароль <<cred>>
""",
    "human",
)

reg(
    F,
    "basketry_korean_kakaotalk_bimilbeonho",
    ("kakao/talk_<<n>>.txt", "chat/<<org>>_kakao.txt"),
    """<<year>>년 <<month>>월 <<day>>일 오후 <<hh>>:<<mm>>, <<first>> : 다음 주 바구니 공예 수업 신청서 확인해 주세요
<<year>>년 <<month>>월 <<day>>일 오후 <<hh>>:<<mm>>, <<first2>> : 관리자 페이지 비밀번호 바뀌었나요?
<<year>>년 <<month>>월 <<day>>일 오후 <<hh>>:<<mm>>, <<first>> : 네 새 비밀번호 <<cred>> 입니다
""",
    "human",
)

reg(
    F,
    "basketry_willow_merchant_lftp_bookmarks",
    ("home/<<user>>/.local/share/lftp/bookmarks", "backup/<<org>>/lftp_bookmarks"),
    """merchant sftp://<<user>>:<<cred>>@sftp.<<dom>>/orders
website ftp://<<user>>@ftp.<<dom>>/htdocs
""",
    "pw_url",
)

reg(
    F,
    "basketry_craft_fair_card_reader_csharp_initializer",
    ("FairTill/Payments/ReaderSetup.cs", "src/<<org>>/ReaderConfig.cs"),
    """namespace FairTill.Payments;

public static class ReaderSetup
{
    public static ReaderClientOptions Options() => new ReaderClientOptions
    {
        ClientId = "<<id>>",
        ClientSecret = "<<cred>>",
        Scope = "READ:PAYMENT WRITE:PAYMENT",
        Environment = ReaderEnvironment.Live,
    };
}
""",
    "b64u:36",
    syntax="",
)

reg(
    F,
    "basketry_orders_backup_crontab_mysqldump",
    ("var/spool/cron/crontabs/<<user>>", "crontab/<<org>>_backup.cron"),
    """MAILTO=<<email>>
# m h dom mon dow command
15 2 * * * mysqldump -u backup -p'<<cred>>' willow_orders | gzip > /srv/backup/orders_$(date +\\%F).sql.gz
30 2 * * 0 find /srv/backup -name 'orders_*.sql.gz' -mtime +30 -delete
""",
    "pw_sq",
)


def _ghost(rng, c):
    from thirtythird_spec import cred

    return f"{cred(rng, 'hex:24', c)}:{cred(rng, 'hex:64', c)}"


reg(
    F,
    "basketry_blog_ghost_admin_api_key_python",
    ("blog/post_course_dates.py", "tools/<<org>>_ghost.py"),
    """import datetime

import jwt
import requests

ADMIN_API_KEY = "<<cred>>"
GHOST_URL = "https://blog.<<dom>>"


def token():
    kid, secret = ADMIN_API_KEY.split(":")
    iat = int(datetime.datetime.now().timestamp())
    payload = {"iat": iat, "exp": iat + 300, "aud": "/admin/"}
    return jwt.encode(payload, bytes.fromhex(secret), algorithm="HS256", headers={"kid": kid})


requests.post(f"{GHOST_URL}/ghost/api/admin/posts/", headers={"Authorization": f"Ghost {token()}"})
""",
    _ghost,
)
