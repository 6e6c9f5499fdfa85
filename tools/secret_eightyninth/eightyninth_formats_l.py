"""Family l: a tree-seedling nursery (苗木生産) in Saitama, Japan (Japanese): LINE, an online
shop's e-mails, an Ambient IoT soil-moisture logger, Square POS, a LINE Messaging API bot in Apps
Script, Yamato B2 Cloud shipping, ATOM Cam cameras."""
# ruff: noqa: E501

from __future__ import annotations

from eightyninth_spec import Fam

L = Fam(
    name="naegi_tree_nursery_japan",
    orgs=("midorien", "wakabanaegi", "sugiyamaen"),
    display=("みどり園", "若葉苗木株式会社", "杉山苗圃"),
    tld="co.jp",
    first=(
        ("浩", "hiroshi"),
        ("恵子", "keiko"),
        ("健太", "kenta"),
        ("由美", "yumi"),
        ("誠", "makoto"),
        ("さくら", "sakura"),
        ("翔", "sho"),
        ("明美", "akemi"),
    ),
    last=(
        ("田中", "tanaka"),
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("渡辺", "watanabe"),
        ("小林", "kobayashi"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
    ),
    words=(
        "naegi",
        "sakura",
        "hinoki",
        "sugi",
        "momiji",
        "matsu",
        "kaede",
        "tanuki",
        "wakaba",
        "midori",
        "fujisan",
        "tsubaki",
        "kinoko",
        "hanabi",
        "ume",
        "keyaki",
    ),
    pets=("pochi", "taro", "hana", "momo", "kotaro", "mugi", "sora"),
    cc="+81",
    tz="+09:00",
)

L.reg(
    "naegi_line_chat_export_pasuwado",
    ("LINE/[LINE] <<last2>><<first2>>とのトーク_<<n>>.txt", "line_backup/talk_<<d8>>.txt"),
    """[LINE] <<last2>><<first2>>とのトーク履歴
保存日時：<<ymd_slash>> <<time2>>

<<ymd_slash>>(月)
<<time>>\t<<last2>> <<first2>>\tネットショップの管理画面、パスワード変わりました？ログインできません
<<time>>\t<<last2>> <<first2>>\t桜の苗の注文が20件たまってます
<<time2>>\t<<last>> <<first>>\tID は <<login>> です
<<time2>>\t<<last>> <<first>>\tパスワード <<cred>>
<<time2>>\t<<last2>> <<first2>>\tありがとうございます！入れました
""",
    cred="human",
    syntax="",
)

L.reg(
    "naegi_japanese_email_online_shop_pasuwado",
    ("mail/<<d8>>_shop_<<n>>.eml", "Thunderbird/受信トレイ/<<n>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?44ON44OD44OI44K344On44OD44OX566h55CG55S76Z2i?=
Date: <<dmy>> <<hms>> +0900
Content-Type: text/plain; charset=utf-8

<<last2>>さん

お疲れさまです。来週から出荷の担当をお願いします。
ネットショップ管理画面のログイン情報です。

ログインID：<<login>>
パスワード：<<cred>>

他の人には教えないでください。
よろしくお願いします。

<<orgname>> <<last>>
""",
    cred="human",
    syntax="",
)

L.reg(
    "naegi_ambient_soil_logger_micropython",
    ("micropython/<<org>>/main_<<n>>.py", "pico/hatake<<n2>>/main.py"),
    """# 土壌水分センサ (育苗ハウス) -> Ambient にアップロード
import time

import network
import urequests

SSID = "naegi-house<<n2>>"
WIFI_PW = "<<wifi>>"
CHANNEL_ID = <<n>><<n2>>
WRITE_KEY = "<<cred>>"

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect(SSID, WIFI_PW)

while True:
    moist = read_moisture()
    urequests.post(f"http://ambidata.io/api/v2/channels/{CHANNEL_ID}/data", json={"writeKey": WRITE_KEY, "d1": moist})
    time.sleep(300)
""",
    cred="hex:16",
    extra=lambda rng, s: s.update(wifi="${WIFI_PW}"),
)

L.reg(
    "naegi_square_pos_access_token_ruby",
    ("scripts/<<org>>/square_uriage_<<n>>.rb", "pos/square_daily_<<n2>>.rb"),
    """# 直売所の Square 売上を毎日集計してスプレッドシートへ
require 'square'

client = Square::Client.new(
  access_token: '<<cred>>',
  environment: 'production'
)

result = client.payments.list_payments(begin_time: (Time.now - 86_400).iso8601)
total = result.data.payments.sum { |p| p[:amount_money][:amount] }
puts "本日の売上: #{total} 円"
""",
    cred="p:square",
    syntax="",
)

L.reg(
    "naegi_line_messaging_token_apps_script",
    ("gas/<<org>>/コード_<<n>>.gs", "apps-script/order_notify_<<n2>>.gs"),
    """// 注文フォーム送信時に LINE で通知 (Google Apps Script)
const CHANNEL_ACCESS_TOKEN = '<<cred>>';
const TO = 'U<<to>>';

function onFormSubmit(e) {
  const msg = '新しい苗木の注文: ' + e.values.join(' / ');
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
    payload: JSON.stringify({ to: TO, messages: [{ type: 'text', text: msg }] }),
  });
}
""",
    cred="p:line",
    syntax="",
    extra=lambda rng, s: s.update(to="".join(rng.choice("0123456789abcdef") for _ in range(32))),
)

L.reg(
    "naegi_yamato_b2_cloud_shipping_ini",
    ("shukka/<<org>>/b2cloud_<<n2>>.ini", "C/ProgramData/NaegiShukka/b2_<<n>>.ini"),
    """[B2Cloud]
; ヤマト B2クラウド 送り状発行 (苗木の出荷)
CustomerCode=0<<n>><<n2>>0001
LoginId=<<login>>
Password=<<cred>>
Printer=EPSON LP-S180
InvoiceType=0

[Shop]
Name=<<orgname>>
Tel=<<phone>>
""",
    cred="pw",
)


def _sst(s: dict) -> str:
    items = [
        "出荷先",
        "担当",
        "ログインID",
        "パスワード",
        "メモ",
        "楽天RMS",
        s["login"],
        s["cred"],
        "月末に変更",
        f"{s['last']} {s['first']}",
        "更新日 " + str(s["ymd_slash"]),
    ]
    si = "".join(f"<si><t>{t}</t></si>" for t in items)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">{si}</sst>\n'
    )


L.reg(
    "naegi_xlsx_sharedstrings_shukka_logins",
    (
        "共有/出荷管理_<<yr>>_<<n>>/xl/sharedStrings.xml",
        "shukka/logins_<<mo>><<yy>>.xlsx/xl/sharedStrings.xml",
    ),
    _sst,
    cred="human_x",
)

L.reg(
    "naegi_atom_cam_go2rtc_rtsp_yaml",
    ("go2rtc/<<org>>/go2rtc.yaml", "nas/house<<n2>>/go2rtc.yaml"),
    """# 育苗ハウスの ATOM Cam (RTSP 有効化済み)
streams:
  house1: rtsp://atom:<<cred>>@<<lan>>:8554/unicast
  house2: rtsp://atom:<<cred>>@<<ip>>:8554/unicast
  gate: rtsp://<<ip2>>:8554/unicast
""",
    cred="pw_url",
)
