"""Family l: a jazz club / jazz kissa in Tokyo (Japanese)."""

from __future__ import annotations

import json

from hundredthirtyfirst_spec import Fam, dec_b64, enc_b64

F = Fam(
    name="kissa_jazz_club_tokyo",
    orgs=("aoikissa", "bluenotekichi", "yorunoongaku", "shinjukuswing"),
    tld="jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健一", "kenichi"),
        ("陽子", "yoko"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("拓也", "takuya"),
        ("彩", "aya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
    ),
    words=(
        "kissa",
        "bebop",
        "shinjuku",
        "kichijoji",
        "sakura",
        "yoru",
        "ongaku",
        "kanpai",
        "highball",
        "tsuki",
        "ame",
        "coltrane",
        "monk",
        "swing",
        "koenji",
        "vinyl",
        "sax",
    ),
    pets=("Pochi", "Tama", "Kuro", "Momo", "Hachi", "Sora"),
    cc="+81",
    city="東京",
)

F.reg(
    "kissa_line_japanese_chat_pasuwado_airregi",
    ("<<org>>/line/[LINE] スタッフ_<<n>>.txt", "Documents/LINE_<<org>>_<<date>>.txt"),
    """[LINE] スタッフのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<h0>>

<<y>>/<<mo>>/<<d>>(金)
<<h1>>\t<<last>><<first>>\tAirレジのパスワード変わりました？ログインできないです
<<h2>>\t<<last2>><<first2>>\t昨日変えました！
<<h3>>\t<<last2>><<first2>>\tID: <<org>>@airregi
<<h4>>\t<<last2>><<first2>>\tパスワード: <<cred>>
<<h5>>\t<<last>><<first>>\tありがとうございます🎷
""",
    "human",
    syntax="",
)

F.reg(
    "kissa_square_japan_sales_ruby",
    ("<<org>>/scripts/square_sales.rb", "home/<<fa>>/bin/uriage_<<n>>.rb"),
    """# 毎晩のライブチャージ売上を Square から取得して Google スプレッドシートへ
require "square"

client = Square::Client.new(
  access_token: "<<cred>>",
  environment: "production"
)

result = client.payments.list_payments(begin_time: "<<date>>T00:00:00+09:00")
puts result.data.payments.sum { |p| p[:amount_money][:amount] }
""",
    "p:square",
    syntax="",
)

F.reg(
    "kissa_paypay_for_business_yaml",
    ("<<org>>/config/paypay.yml", "srv/<<org>>/pos/paypay-<<n>>.yaml"),
    """# PayPay for Developers (動的QR) - ライブチャージ精算
paypay:
  api_key: a_<<hex8>>_<<n4>>
  api_secret: '<<cred>>'
  merchant_id: '<<n4>><<n4>><<n4>><<n3>>'
  production: true
""",
    "p:paypay",
)


def _docker_pw(text: str) -> str:
    auths = json.loads(text)["auths"]
    return dec_b64(next(iter(auths.values()))["auth"]).split(":", 1)[1]


F.reg(
    "kissa_reservation_docker_config_json_auth",
    ("home/<<fa>>/.docker/config.json", "<<org>>/server/docker-config-<<n>>.json"),
    lambda s: json.dumps(
        {
            "auths": {f"registry.{s['dom']}": {"auth": s["enc"]}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    ),
    "pw_json",
    encode=lambda n, s: enc_b64(f"{s['org']}:{n}"),
    decode=_docker_pw,
)

F.reg(
    "kissa_japanese_email_pasuwado_jasrac_portal",
    ("mail/<<org>>/jasrac-<<date>>.eml", "<<fa>>/Mail/Sent/<<n3>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<email2>>
Subject: 【共有】JASRAC 利用許諾ポータルのログイン情報
Date: Mon, <<d>> Sep <<y>> 17:40:02 +0900
Content-Type: text/plain; charset=utf-8

<<last2>>さん

お疲れさまです。演奏曲目報告はこちらから入力をお願いします。
ログインID：<<org>>_<<n3>>
パスワード：<<cred>>

よろしくお願いします。
<<last>>
""",
    "human",
    syntax="",
)

F.reg(
    "kissa_live_reservation_wp_config_php",
    ("<<org>>/www/wp-config.php", "var/www/<<org>>-live/wp-config.php"),
    """<?php
/** ライブ予約サイト (WordPress + Booking Package) */
define( 'DB_NAME', 'live_yoyaku' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "kissa_record_archive_rsyncd_secrets",
    ("etc/rsyncd.secrets", "<<org>>/nas/rsyncd.secrets.<<n>>"),
    """<<org>>:<<cred>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "kissa_obs_livestream_service_json",
    (
        "<<org>>/obs/basic/profiles/Live/service.json",
        "Users/<<fa>>/AppData/Roaming/obs-studio/basic/profiles/<<org>><<n>>/service.json",
    ),
    lambda s: json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmp://a.rtmp.youtube.com/live2",
                "service": "YouTube - RTMPS",
            },
            "type": "rtmp_common",
        },
        indent=4,
    ),
    lambda r, f: "-".join(
        "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(4))
        for _ in range(5)
    ),
)
