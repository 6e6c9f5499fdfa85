"""Family b: pensioners in Tokyo (Japan) with a smart TV, a recorder and the children's help
by LINE and e-mail; Japanese."""

from __future__ import annotations

import base64
import email
import re

from fiftyninth_spec import DIGITS, UPPER, Fam, alnum

F = Fam(
    "tokyo_pensioner_smart_tv",
    tld="jp",
    orgs=("sakuranami", "kotatsuplay", "hikarinoie"),
    first=(
        ("和子", "kazuko"),
        ("茂", "shigeru"),
        ("洋子", "yoko"),
        ("健一", "kenichi"),
        ("美智子", "michiko"),
        ("博", "hiroshi"),
        ("翔太", "shota"),
        ("さくら", "sakura"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("渡辺", "watanabe"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
    ),
    words=(
        "sakura",
        "fujisan",
        "kabuki",
        "giants",
        "tanuki",
        "momiji",
        "asakusa",
        "sumida",
        "enka",
        "bonsai",
    ),
    pets=("pochi", "tama", "momo", "hachi", "kotaro", "mugi"),
    mail=("docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "nifty.com", "gmail.com"),
    cc="+81",
    ssid=("aterm-", "Buffalo-G-", "elecom2g-", "SAKURA_HOME", "jcom-"),
)


F.reg(
    "tokyo_line_talk_history_pasuwado_musuko",
    ("LINE/[LINE] <<fa>>とのトーク<<n>>.txt", "Download/LINE_トーク履歴_<<fa>>_<<ymd>>.txt"),
    """[LINE] <<fn>>とのトーク履歴
保存日時：<<year>>/03/02 10:11

<<year>>/03/01(土)
10:02\t<<fn>>\tお父さん、テレビのNetflix見られるようにしたよ
10:02\t<<fn>>\tログインのメールは <<email>>
10:03\t<<fn>>\tパスワードは <<cred>>
10:03\t<<fn>>\t紙に書いてテレビの横に貼っておいてね
10:15\tお父さん\tありがとう。お母さんが韓国ドラマを見たいそうです
10:16\t<<fn>>\t[スタンプ]
""",
    cred="human",
)


def _mail_text(s: dict) -> str:
    body = (
        f"おばあちゃんへ\n\n{s['fn']}です。Nintendo Switchのアカウントを作りました。\n"
        f"ログインID：{s['login']}\nパスワード：{s['cred']}\n\n"
        "お正月に遊びに行くときに一緒にマリオカートをやろうね。\n"
    )
    enc = base64.b64encode(body.encode()).decode()
    lines = "\n".join(enc[i : i + 76] for i in range(0, len(enc), 76))
    return (
        f"From: {s['fn']} <{s['email']}>\nTo: {s['email2']}\n"
        "Subject: =?UTF-8?B?44K544Kk44OD44OB44Gu44OR44K544Ov44O844OJ?=\n"
        f"Date: Tue, 27 Dec {s['year']} 19:40:02 +0900\nMIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\nContent-Transfer-Encoding: base64\n\n'
        f"{lines}\n"
    )


def _mail_dec(text: str) -> str:
    body = email.message_from_string(text).get_payload(decode=True).decode()
    return re.search(r"パスワード：(\S+)", body).group(1)


F.reg(
    "tokyo_mime_base64_mail_mago_switch",
    ("メール/受信/<<fa>>_Switch_<<ymd>>.eml", "Mail/Inbox/mago-<<n>>.eml"),
    _mail_text,
    cred="human",
    decode=_mail_dec,
)

F.reg(
    "tokyo_bravia_ip_control_x_auth_psk_curl",
    ("home/<<fa>>/bin/tv_power_<<n>>.sh", "raspi/scripts/bravia_off_<<ymd>>.sh"),
    """#!/bin/bash
# 夜11時にリビングのBRAVIAを消す (cron: 0 23 * * *)
# テレビ側: 設定 > ネットワーク > IP制御 > 認証「ノーマルおよび事前共有キー」
TV=<<lan>>
curl -s -X POST "http://${TV}/sony/system" \\
  -H "Content-Type: application/json" \\
  -H "X-Auth-PSK: <<cred>>" \\
  -d '{"method":"setPowerStatus","id":55,"params":[{"status":false}],"version":"1.0"}'
""",
    cred="human_x",
)

F.reg(
    "tokyo_webos_tv_client_key_json",
    ("home/<<fa>>/.config/lgtv/config-<<n>>.json", "raspi/lgtv_<<la>>_<<ymd>>.json"),
    """{
  "tv_ip": "<<lan>>",
  "mac": "<<mac>>",
  "client_key": "<<cred>>",
  "name": "居間のテレビ",
  "ssl": true
}
""",
    cred="hex:32",
)

F.reg(
    "tokyo_nenkin_net_memo_ocr",
    ("スキャン/メモ_ねんきんネット_<<ymd>>.txt", "Scans/OCR/fusen_<<n>>.txt"),
    """ねんきんネット
基礎年金番号 <<n4>>-<<n3>><<n3>>
ユーザID <<n4>>-<<n4>>-<<n4>>-<<n4>>
パスワード
<<cred>>
(<<dmy>> 変更 ― 息子に聞くこと)
""",
    cred="human",
)


def _jpki(rng, fam):
    return alnum(rng, rng.randint(8, 12), UPPER + DIGITS)


F.reg(
    "tokyo_calendar_ics_mynaportal_signing_pw",
    ("カレンダー/家族_<<ymd>>.ics", "Calendar/export_<<fa>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Apple Inc.//macOS 14.5//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTAMP:<<ymd>>T090000Z
DTSTART;VALUE=DATE:<<ymd>>
SUMMARY:確定申告 e-Tax (マイナンバーカード)
DESCRIPTION:署名用電子証明書のパスワード: <<cred>>\\n利用者証明用の暗証番号はお母さんの手帳
LOCATION:自宅
END:VEVENT
END:VCALENDAR
""",
    cred=_jpki,
    syntax="",
)

F.reg(
    "tokyo_epgstation_recorder_config_yml",
    ("home/<<fa>>/EPGStation/config/config-<<n>>.yml", "raspi/epgstation/config.<<ymd>>.yml"),
    """port: 8888
mirakurunPath: http://<<lan>>:40772/

dbtype: mysql
mysql:
    host: 127.0.0.1
    port: 3306
    user: epgstation
    password: '<<cred>>'
    database: epgstation

epgUpdateIntervalTime: 10
conflictPriority: 1
recPriority: 2
recordedFormat: '%YEAR%年%MONTH%月%DAY%日%HOUR%時%MIN%分_%TITLE%'
recorded:
    - name: recorded
      path: '/mnt/nas/録画'
""",
    cred="pw_sq",
)


F.reg(
    "tokyo_katei_accounts_csv_japanese_columns",
    ("Documents/家のパスワード_<<year>>.csv", "USB/まとめ/アカウント一覧_<<n>>.csv"),
    """サービス,ID,パスワード,メモ
楽天,<<email>>,（手帳）,お父さん
ひかりTV,<<login>>,<<cred>>,居間のテレビ
DAZN,<<email2>>,（<<fn>>が管理）,ジャイアンツ戦
TVer,,,ログイン不要
""",
    cred="human",
)
