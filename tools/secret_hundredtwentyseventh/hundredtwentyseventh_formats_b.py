# ruff: noqa: E501
"""Family b: a dry cleaner (クリーニング店) in Nagoya, Japan (Japanese)."""

from __future__ import annotations

import json

from hundredtwentyseventh_spec import Fam, enc_json_u

F = Fam(
    name="kuriningu_dryclean_shop",
    prefix="kuriningu",
    orgs=("shiroiito", "sentakuya", "hakuyosha", "kirarin"),
    shops=("白い糸クリーニング 栄店", "せんたく屋 大須店", "きらりんクリーニング 本山店"),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健一", "kenichi"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("恵子", "keiko"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
    ),
    words=(
        "sentaku",
        "shiminuki",
        "airon",
        "wafuku",
        "sakura",
        "dragons",
        "nagoya",
        "miso",
        "tebasaki",
        "kishimen",
        "hanabi",
        "momiji",
        "osu",
        "sakae",
    ),
    pets=("pochi", "mugi", "kotaro", "hana", "sora", "chibi"),
    cc="+81",
    places=("sakae", "osu", "motoyama", "kanayama"),
    accented=("さくら", "せんたく", "もみじ", "しろ", "はなび"),
)

F.reg(
    "line_messaging_channel_token_php",
    ("line-bot/config_<<org>>.php", "www/<<org>>/line/settings<<n>>.php"),
    """<?php
// 仕上がりお知らせ LINE 公式アカウント (<<shop>>)
return [
    'channel_id'           => '<<mid>>',
    'channel_access_token' => '<<cred>>',
    'liff_id'              => '<<mid>>-<<hx>>',
    'notify_template'      => 'お預かりの品物 (伝票番号 %s) の仕上がりました。',
];
""",
    "p:line_cat",
    "",
)

F.reg(
    "smaregi_pos_api_client_yaml",
    ("pos/smaregi_<<org>>.yaml", "config/smaregi-<<place>>-<<n>>.yml"),
    """# スマレジ API (受付・会計データ取り込み)
smaregi:
  contract_id: "<<org>><<n3>>"
  client_id: "<<hx>><<hx>>"
  client_secret: '<<cred>>'
  token_url: https://id.smaregi.jp/app/<<org>><<n3>>/token
  store_id: <<n>>
export:
  dir: /srv/kuriningu/export
  schedule: "0 22 * * *"
""",
    "hex:64",
)

F.reg(
    "honbu_email_pasuwado_uketsuke",
    ("mail/<<date>>_受付端末_<<n>>.eml", "Outlook/送信済み/<<ts>>.eml"),
    """From: <<ln>> <<fn>> <<<email>>>
To: <<email2>>
Subject: 受付端末のログイン情報
Date: Mon, <<d>> Apr <<year>> <<hms>> +0900
Content-Type: text/plain; charset=UTF-8

<<ln2>>さん

お疲れさまです。<<place>>店の受付タブレット（POS）のログイン情報です。
ID：<<user>>
パスワード：<<cred>>

初回ログイン後は変更しなくて大丈夫です。
よろしくお願いします。
<<ln>>
""",
    "human",
    "",
)

F.reg(
    "payjp_card_secret_key_ruby",
    ("app/config/initializers/payjp_<<n>>.rb", "<<org>>-takuhai/config/initializers/payjp.rb"),
    """# 宅配クリーニング決済 (PAY.JP)
require "payjp"

Payjp.api_key = "<<cred>>"
Payjp.open_timeout = 30
Payjp.read_timeout = 90
PAYJP_PUBLIC = "pk_live_<<hx>><<hx>>"
""",
    "p:payjp",
    "",
)

F.reg(
    "tag_printer_raspi_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "tagprinter<<n>>/etc/wpa_supplicant/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=JP

# タグプリンター用ラズパイ (<<place>>店 受付カウンター)
network={
    ssid="<<org>>-<<place>>-2G"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human",
    "",
)

F.reg(
    "line_talk_history_reply_only",
    ("Downloads/[LINE] <<fn>>とのトーク_<<n>>.txt", "LINE/トーク履歴_<<org>>_<<n>>.txt"),
    """[LINE] <<fn>>とのトーク履歴
保存日時：<<year>>/<<mo>>/<<d>> <<time>>

<<year>>/<<mo>>/<<d>>(水)
<<time>>	<<ln>> <<fn>>	お疲れさまです！Airレジのパス変わりましたか？ログインできないです
<<t2>>	<<ln2>> <<fn2>>	はい、昨日変えました
<<t2>>	<<ln2>> <<fn2>>	<<cred>>
<<t2>>	<<ln>> <<fn>>	入れました！ありがとうございます🙇
""",
    "human",
    "",
)


def _json_u(s):
    doc = {
        "version": 3,
        "store": s["shop"],
        "device": f"受付タブレット{s['n']}",
        "accounts": [
            {"service": "クリーニング受付アプリ", "login": s["user"], "password": "@@ENC@@"},
        ],
        "updated": s["date"],
    }
    return json.dumps(doc, ensure_ascii=True, indent=2).replace("@@ENC@@", str(s["enc"]))


def _dec_json_u(text: str) -> str:
    return json.loads(text)["accounts"][0]["password"]


F.reg(
    "tablet_backup_json_unicode_escaped_pasuwado",
    (
        "backup/tablet<<n>>_accounts.json",
        "Android/data/jp.<<org>>.uketsuke/files/export_<<date>>.json",
    ),
    _json_u,
    lambda rng, f: f.accented_pw(rng),
    encode=enc_json_u,
    decode=_dec_json_u,
)

F.reg(
    "nas_synology_rsync_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "etc/cron.d/<<org>>-backup<<n>>"),
    """# 毎晩 受付データを本店の Synology NAS に送る
SHELL=/bin/bash
30 23 * * * RSYNC_PASSWORD='<<cred>>' rsync -az --delete /srv/kuriningu/export/ rsync://backup@<<ip>>/<<org>>_<<place>>/ >> /var/log/nas_rsync.log 2>&1
0 4 * * 0 find /srv/kuriningu/export -mtime +90 -delete
""",
    "pw_sq",
    "",
)
