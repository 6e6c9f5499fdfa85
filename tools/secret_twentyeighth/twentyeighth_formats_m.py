"""Family: sushi counters and omakase bars (reservations, fish orders, delivery tablets)."""

from __future__ import annotations

from twentyeighth_spec import alnum, reg

F = "sushi_omakase_nigiri_sushiya"

reg(
    F,
    "sushi_reservations_django_settings_databases",
    ("reservations/settings/production.py", "<<org>>_site/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["book.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "omakase",
        "USER": "omakase",
        "PASSWORD": "<<v>>",
        "HOST": "<<host>>",
        "PORT": "5432",
    }
}

COUNTER_SEATS = 10
SITTINGS = ["18:00", "20:30"]
""",
    "pw_dq",
)

reg(
    F,
    "sushi_fish_wholesaler_japanese_email_login",
    ("mail/<<y>>/仲卸_ログイン.eml", "<<org>>/mail/fish_order_portal_<<mm>>.eml"),
    """From: <<last>> <<<email>>>
To: <<last2>> <<<f>>@<<dom>>>
Subject: 発注サイトのログイン情報
Date: Thu, <<d>> <<mon>> <<y>> 04:<<mi>>:10 +0900
Content-Type: text/plain; charset=UTF-8

<<last2>>様

いつもお世話になっております。
明日からの発注はこちらのサイトでお願いします。

ログインID：<<org>><<n>>
パスワード：<<v>>

本マグロ、コハダは前日18時までにお願いします。
よろしくお願いいたします。
""",
    "human",
    "",
)

reg(
    F,
    "sushi_delivery_tablet_yaml_client_secret",
    ("delivery-bridge/config.yaml", "<<org>>/orders/platforms.yml"),
    """platforms:
  ubereats:
    store_id: <<id>>
    client_id: <<alnum32>>
    client_secret: "<<v>>"
  printer:
    host: <<ip>>
    port: 9100
    kitchen_copy: true
""",
    "alnum40",
    extra=lambda rng, s: {"alnum32": alnum(rng, 32)},
)

reg(
    F,
    "sushi_fridge_sensors_inventory_csv",
    ("haccp/sensors_<<y>>.csv", "<<org>>/kitchen/fridge_probes.csv"),
    """location,model,mac,ip,web_user,web_password,alarm_max_c
Neta case,TempProbe-2,00:1A:<<hex8>>,<<ip>>,admin,<<v>>,4
Walk-in,TempProbe-2,00:1A:<<hex8>>,<<ip>>,admin,<<v>>,5
Rice station,TempProbe-1,00:1A:<<hex8>>,<<ip>>,admin,<<v>>,65
""",
    "pw_bare",
    "",
)

reg(
    F,
    "sushi_staff_kakaotalk_korean_bimilbeonho",
    ("KakaoTalk_<<y>><<mm>><<dd>>_주방.txt", "<<org>>/kakao/staff_<<mm>>.txt"),
    """<<y>>년 <<mm>>월 <<dd>>일 오후 3:<<mi>>, <<first>> : 포스기 관리자 비밀번호 아시는 분?
<<y>>년 <<mm>>월 <<dd>>일 오후 3:<<mi>>, <<first2>> : 아이디 manager
<<y>>년 <<mm>>월 <<dd>>일 오후 3:<<mi>>, <<first2>> : 비밀번호 <<v>>
<<y>>년 <<mm>>월 <<dd>>일 오후 3:<<mi>>, <<first>> : 감사합니다!
""",
    "human",
    "",
)

reg(
    F,
    "sushi_online_orders_resend_python",
    ("orders/notify.py", "<<org>>/app/emails.py"),
    """import resend

resend.api_key = "<<v>>"


def send_confirmation(to, booking):
    resend.Emails.send({
        "from": "Omakase <book@<<dom>>>",
        "to": [to],
        "subject": f"Your seat at the counter, {booking['date']}",
        "html": f"<p>See you at {booking['time']}.</p>",
    })
""",
    "p:resend",
)

reg(
    F,
    "sushi_counter_music_spotify_dotenv",
    ("counter-music/.env", "<<org>>/playlist-bot/.env"),
    """SPOTIFY_CLIENT_ID=<<hex8>><<hex8>><<hex8>><<hex8>>
SPOTIFY_CLIENT_SECRET=<<v>>
SPOTIFY_REDIRECT_URI=http://localhost:8888/callback
PLAYLIST_DINNER=37i9dQZF1<<hex8>>
""",
    "hex32",
    "",
)

reg(
    F,
    "sushi_reservations_php_curl_bearer",
    ("wp-content/themes/<<org>>/inc/reservations.php", "<<org>>-site/inc/book.php"),
    """<?php
function omakase_availability($date) {
    $ch = curl_init('https://api.<<dom>>/2_4/venues/<<org>>/availability?date=' . urlencode($date));
    curl_setopt($ch, CURLOPT_HTTPHEADER, [
        'Authorization: Bearer <<v>>',
        'Accept: application/json',
    ]);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $out = curl_exec($ch);
    curl_close($ch);
    return json_decode($out, true);
}
""",
    "x:svr_:48",
    "",
)
