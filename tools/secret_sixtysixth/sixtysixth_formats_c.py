"""Family c: a children's swimming school with an indoor pool in Japan (Japanese)."""

from __future__ import annotations

import base64

from sixtysixth_spec import Fam, after

FAM = Fam(
    "suiei_kids_swim_japan",
    ("mizukaze", "namisora"),
    "co.jp",
    ("陽菜", "翔太", "美咲", "健一", "由美", "大輔", "彩", "拓也"),
    ("佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "中村"),
    (
        "suiei",
        "puuru",
        "kurooru",
        "hiraoyogi",
        "sakura",
        "fujisan",
        "umi",
        "nami",
        "kaeru",
        "iruka",
        "kujira",
        "mizu",
        "natsu",
        "tanuki",
        "batafurai",
        "ganbare",
    ),
    "81",
    ("Hina", "Shota", "Misaki", "Kenichi", "Yumi", "Daisuke", "Aya", "Takuya"),
    ("Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Nakamura"),
    ("pochi", "momo", "kuro", "hachi", "sora", "kotaro"),
)

FAM.reg(
    "swimjp_line_talk_history_pasuwaado",
    ("LINE/[LINE] 受付スタッフ_<<n>>.txt", "Downloads/[LINE] <<first>>とのトーク_<<n>>.txt"),
    """[LINE] グループ「<<orgc>>受付スタッフ」のトーク履歴
保存日時：<<year>>/<<mm>>/<<dd>> <<time>>

<<year>>/<<mm>>/<<dd>>(土)
<<time>>\t<<last>> <<first>>\t予約システムのログインできません…
<<time>>\t<<first2>>\t昨日パスワード変えました！
<<time2>>\t<<first2>>\t新しいのは <<cred>> です
<<time2>>\t<<last>> <<first>>\tありがとうございます🙏
""",
    "human",
)


def _k8s_extra(r, s):
    return {
        "b64": base64.b64encode(str(s["cred"]).encode()).decode(),
        "b64u": base64.b64encode(b"yoyaku").decode(),
    }


FAM.reg(
    "swimjp_booking_k8s_secret_data_base64",
    ("k8s/<<org>>-yoyaku/secret.yaml", "deploy/<<org>>/db-secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: yoyaku-db
  namespace: <<org>>
  labels:
    app: yoyaku
type: Opaque
data:
  DB_USER: <<b64u>>
  DB_PASSWORD: <<b64>>
""",
    "pw",
    extra=_k8s_extra,
    decode=lambda t: base64.b64decode(after("DB_PASSWORD: ")(t)).decode(),
)

FAM.reg(
    "swimjp_pool_chlorine_ambient_writekey_py",
    ("home/pi/enso/<<org>>_ambient_<<n>>.py", "home/pi/puuru/suishitsu_<<nn>>.py"),
    """#!/usr/bin/env python3
# プールの残留塩素・水温を Ambient に送信（5分ごと cron）
import ambient
import serial

CHANNEL_ID = <<n4>><<nn>>
WRITE_KEY = "<<cred>>"

am = ambient.Ambient(CHANNEL_ID, WRITE_KEY)
with serial.Serial("/dev/ttyUSB0", 9600, timeout=5) as s:
    enso, suion, ph = (float(x) for x in s.readline().decode().split(","))
am.send({"d1": enso, "d2": suion, "d3": ph})
""",
    "hex:16",
)

FAM.reg(
    "swimjp_membership_kintone_api_token_js",
    ("kintone/<<org>>/kaiin_customize_<<n>>.js", "src/<<org>>-kintone/furikae_<<nn>>.js"),
    """(function () {
  'use strict';
  // 会員アプリ → 振替予約アプリへコピー（受付用カスタマイズ）
  const FURIKAE_APP = <<nn>>;
  const API_TOKEN = '<<cred>>';

  kintone.events.on('app.record.detail.show', function (event) {
    const body = {app: FURIKAE_APP, record: {kaiin_no: {value: event.record.kaiin_no.value}}};
    kintone.proxy('https://<<org>>.cybozu.com/k/v1/record.json', 'POST',
      {'X-Cybozu-API-Token': API_TOKEN, 'Content-Type': 'application/json'}, body);
    return event;
  });
})();
""",
    "alnum:40",
    syntax="",
)

FAM.reg(
    "swimjp_coach_email_pasuwaado_kanri",
    ("Mail/<<org>>/送信済み/<<n>>.eml", "Outlook/<<lf>>_引継ぎ_<<n>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?5byV57aZ44GO?=
Date: Mon, <<dd>> Apr <<year>> <<time>>:40 +0900
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<first2>>さん

お疲れ様です。来月からの育休中の引継ぎです。

・進級テストの記録は共有フォルダ「記録」にあります
・管理画面のID：<<org>>_coach
・パスワード：<<cred>>
・更衣室ロッカーのマスターキーは事務所の金庫です

よろしくお願いします。
<<last>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "swimjp_locker_controller_mqtt_json",
    ("locker/<<org>>/controller_<<nn>>.json", "etc/locker-ctl/<<org>>_<<n>>.json"),
    """{
  "site": "<<orgc>> スイミング",
  "lockers": {"first": 1, "last": <<n>>, "wristband": "mifare"},
  "mqtt": {
    "host": "<<lan>>",
    "port": 1883,
    "username": "locker<<nn>>",
    "password": "<<cred>>",
    "topic": "<<org>>/locker/#"
  },
  "autoRelease": "22:30"
}
""",
    "pw_json",
)

FAM.reg(
    "swimjp_meet_timing_results_ftp_ini",
    ("C:/TimingSys/<<org>>/upload.ini", "C:/Users/<<lf>>/Documents/記録会_<<n>>/upload.ini"),
    """[General]
Meet=<<orgc>>記録会 <<year>>
Pool=25m x 6

[Touchpad]
Port=COM3
Lanes=6

[Upload]
Enabled=1
Host=ftp.<<dom>>
User=kiroku
Password=<<cred>>
RemoteDir=/public_html/kiroku/<<year>>
""",
    "pw",
)

FAM.reg(
    "swimjp_tuition_payjp_secret_ruby",
    ("app/<<org>>-gessha/config/initializers/payjp.rb", "lib/<<org>>/gessha_<<n>>.rb"),
    """# 月謝の自動引き落とし（PAY.JP）
require 'payjp'

Payjp.api_key = '<<cred>>'
Payjp.open_timeout = 30

module Gessha
  PLAN_ID = 'kids_<<nn>>'
end
""",
    lambda r, s: "sk_live_" + FAM.draw(r, "hex:48", s),
    syntax="",
)
