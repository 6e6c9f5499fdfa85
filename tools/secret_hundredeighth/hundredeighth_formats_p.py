"""Family p: the warden of Paiyun Lodge below Yushan (Taiwan): Traditional Chinese."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hundredeighth_spec import Fam, alnum, enc_xml_hex, prov

F = Fam(
    name="paiyun_yushan_hut_warden",
    prefix="paiyun",
    orgs=("paiyunlodge",),
    tld="tw",
    first=(
        ("志明", "chihming"),
        ("淑芬", "shufen"),
        ("建宏", "chienhung"),
        ("怡君", "yichun"),
        ("家豪", "chiahao"),
        ("雅婷", "yating"),
        ("冠宇", "kuanyu"),
        ("佩珊", "peishan"),
    ),
    last=(
        ("陳", "chen"),
        ("林", "lin"),
        ("黃", "huang"),
        ("張", "chang"),
        ("高", "kao"),
        ("伍", "wu"),
    ),
    words=(
        "yushan",
        "paiyun",
        "tataka",
        "alishan",
        "xueshan",
        "bunun",
        "taroko",
        "bubble",
        "boba",
        "xiaolongbao",
        "taipei",
        "taichung",
        "kaohsiung",
        "hehuan",
        "qilai",
        "formosa",
        "shanwu",
        "lushan",
        "jiayou",
        "mango",
    ),
    pets=("wangcai", "xiaohei", "doudou", "mimi", "lucky", "qiuqiu"),
    cc="886",
    town="嘉義",
)

F.reg(
    "line_chat_mima_hut_booking",
    ("phone/[LINE] 排雲山莊管理員_<<date>>.txt", "exports/line/hut_<<fa>>_<<nn>>.txt"),
    """[LINE] 排雲管理群組的聊天記錄
儲存日期：<<y>>/<<mo>>/<<d>> <<hh>>:<<mm>>

<<y>>/<<mo>>/<<d>>（六）
<<hh>>:<<mm>>	<<fn2>>	山屋床位系統的密碼是多少？我要補登明天的隊伍
<<hh>>:<<mm2>>	<<ln>><<fn>>	帳號 <<user>>
<<hh>>:<<mm2>>	<<ln>><<fn>>	密碼 <<cred>>
<<hh>>:<<mm2>>	<<fn2>>	謝謝！今天風很大，主峰線先管制
""",
    "human",
    syntax="",
)

F.reg(
    "ecpay_hash_key_iv_php",
    ("www/<<org>>-<<nn>>/config/ecpay.php", "site/<<org>>/payment/ecpay_<<fa>>.php"),
    """<?php
// 綠界 ECPay：山屋餐費與睡袋租借
return [
    'MerchantID' => '3<<nn>>12',
    'HashKey' => '<<cred>>',
    'HashIV' => '<<iv>>',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
];
""",
    "alnum:16",
    syntax="",
    extra=lambda rng, s: {"iv": alnum(rng, 16)},
)

F.reg(
    "hut_solar_inverter_mqtt_yaml",
    ("hut/<<org>>/solar-<<nn>>.yaml", "iot/paiyun-<<fa>>/inverter.yml"),
    """# 太陽能逆變器 + 電池監控 (Victron Cerbo GX -> MQTT)
mqtt:
  broker: <<ip>>
  port: 1883
  user: paiyun_solar
  password: '<<cred>>'
victron:
  portal_id: <<id>>
  topics: [battery/soc, pv/yield]
""",
    "pw_sq",
)


def _xml_dec(text: str) -> str:
    root = ET.fromstring(text.encode())
    node = root.find("./account/password")
    assert node is not None and node.text
    return node.text


F.reg(
    "hut_radio_gateway_xml_entity_escaped",
    ("hut/radio/gateway-<<nn>>.xml", "backup/<<fa>>-<<date>>/radio_gateway.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<gateway name="排雲中繼站" channel="<<n>>">
  <account>
    <user><<user>></user>
    <password><<cred>></password>
  </account>
  <uplink host="<<ip>>" port="5060"/>
</gateway>
""",
    "pw_json",
    encode=enc_xml_hex,
    decode=_xml_dec,
)

F.reg(
    "inreach_explore_chinese_email",
    ("mail/<<date>>-inreach-<<fa>>.eml", "outbox/衛星通訊-<<nn>>.eml"),
    """From: <<email>>
To: <<email2>>
Subject: inReach Explore 帳號交接
Date: <<dmy>> <<hh>>:<<mm>> +0800
Content-Type: text/plain; charset=utf-8

<<fn2>> 你好，

下週換你上山值班。山屋的 Garmin inReach 是綁在公用的 Explore 帳號：
帳號：<<email>>
密碼：<<cred>>

MapShare 頁面已經設成公開，山難通報時直接用 SOS。
<<ln>><<fn>>
""",
    "human",
)

F.reg(
    "reservation_laravel_env_newebpay",
    ("web/<<org>>-<<nn>>/.env", "srv/<<org>>/booking-<<fa>>/.env"),
    """APP_NAME=PaiyunBooking
APP_URL=https://<<dom>>
NEWEBPAY_MERCHANT_ID=MS<<nn>>3
NEWEBPAY_HASH_KEY=<<cred>>
NEWEBPAY_HASH_IV=<<iv>>
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: {"iv": alnum(rng, 16)},
)

F.reg(
    "warden_notebook_ocr_next_line",
    ("scans/管理員筆記_<<date>>.txt", "ocr/notebook-<<fa>>-<<nn>>.txt"),
    """排雲山莊 值班筆記 p.<<n>>
發電機 06:00 開 / 21:00 關
無線電 頻道 <<n>>
山屋 Wi-Fi (Starlink)
<<cred>>
登山口 塔塔加 管制站 電話 05-<<nn>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "hut_uplink_wireguard_conf",
    ("etc/wireguard/wg0-<<nn>>.conf", "hut/<<fa>>/wg-paiyun.conf"),
    """[Interface]
PrivateKey = <<cred>>
Address = 10.66.<<n>>.2/32
DNS = 1.1.1.1

[Peer]
PublicKey = <<pub>>
Endpoint = <<pubip>>:51820
AllowedIPs = 10.66.0.0/16
PersistentKeepalive = 25
""",
    "p:wg",
    syntax="",
    extra=lambda rng, s: {"pub": prov(rng, "wg")},
)
