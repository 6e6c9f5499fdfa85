# ruff: noqa: E501
"""Family b: a hardware incubator in Hsinchu, Taiwan (Traditional Chinese, English)."""

from __future__ import annotations

from ninetyninth_corpus import alnum
from ninetyninth_spec import Fam, ec_pem

F = Fam(
    name="hardware_incubator_hsinchu",
    orgs=("fengchenglab", "yushanproto", "zhuqianforge"),
    tld="com.tw",
    first=(
        ("怡君", "yichun"),
        ("志豪", "chihhao"),
        ("雅婷", "yating"),
        ("家豪", "chiahao"),
        ("淑芬", "shufen"),
        ("建宏", "chienhung"),
        ("冠廷", "kuanting"),
    ),
    last=(
        ("陳", "chen"),
        ("林", "lin"),
        ("黃", "huang"),
        ("張", "chang"),
        ("王", "wang"),
        ("李", "lee"),
        ("吳", "wu"),
    ),
    words=(
        "jiayou",
        "yushan",
        "xiaolong",
        "zhenzhu",
        "fengcheng",
        "chiayi",
        "alishan",
        "gongwan",
        "naicha",
        "mochi",
        "baozi",
        "taroball",
        "zhubei",
        "hsinchu",
        "kaohsiung",
        "danshui",
    ),
    pets=("doudou", "lele", "niuniu", "kiki", "huahua", "mochi", "qiuqiu"),
    cc="886",
    city="新竹",
)

F.reg(
    "hsinchu_hwinc_platformio_espota_auth_ini",
    ("firmware/platformio.ini", "<<org>>-sensor-node/platformio.ini"),
    """; PlatformIO Project Configuration File
; 量產前記得把 OTA 密碼換掉 (<<fn>>)

[platformio]
default_envs = node_ota

[env]
platform = espressif32@6.7.0
board = esp32-s3-devkitc-1
framework = arduino
monitor_speed = 115200
lib_deps =
    knolleary/PubSubClient@^2.8
    bblanchon/ArduinoJson@^7.0.4

[env:node_usb]
upload_protocol = esptool

[env:node_ota]
upload_protocol = espota
upload_port = <<ip>>
upload_flags =
    --port=3232
    --auth=<<cred>>
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "hsinchu_hwinc_line_group_export_mima_altium",
    ("[LINE] 與 <<org>> 硬體組 的聊天記錄.txt", "line_export/硬體組_<<y>><<mo>><<d>>.txt"),
    """[LINE] 與<<org>> 硬體組的聊天記錄
儲存日期：<<y>>/<<mo>>/<<d>> <<t6>>

<<y>>/<<mo>>/<<d>>（週二）
<<t1>>	<<ln>><<fn>>	Altium 365 的共用帳號有人改過密碼嗎？我登不進去
<<t2>>	<<ln2>><<fn2>>	昨天 IT 改了，帳號一樣是 layout@<<dom>>
<<t3>>	<<ln2>><<fn2>>	新密碼：<<cred>>
<<t4>>	<<ln>><<fn>>	收到 感謝🙏 打樣那版 Gerber 我今晚丟 JLC
<<t5>>	<<ln2>><<fn2>>	[貼圖]
""",
    cred="human",
)

F.reg(
    "hsinchu_hwinc_firmware_release_actions_s3_yaml",
    (".github/workflows/firmware-release.yml", ".github/workflows/build-<<n>>.yml"),
    """name: firmware release

on:
  push:
    tags: ["v*"]

env:
  AWS_REGION: ap-northeast-1
  # TODO(<<fa>>): 搬到 repository secrets，demo day 前先這樣
  AWS_ACCESS_KEY_ID: <<akid>>
  AWS_SECRET_ACCESS_KEY: "<<cred>>"

jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.11"
      - run: pip install platformio && pio run -e node_usb
      - run: aws s3 cp .pio/build/node_usb/firmware.bin s3://<<org>>-fw/${GITHUB_REF_NAME}/firmware.bin
""",
    cred="p:aws_secret",
    extra=lambda r, s: {"akid": "AKIA" + alnum(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

F.reg(
    "hsinchu_hwinc_lab_nas_rsync_crontab",
    ("crontab/lab-pc-<<n>>.txt", "etc/cron.d/<<org>>-nas-backup"),
    """# m h dom mon dow user command
# 每天晚上把示波器截圖和量測資料備份到 Synology (DS923+)
SHELL=/bin/bash
MAILTO=<<email>>
30 23 * * * <<fa>> RSYNC_PASSWORD=<<cred>> rsync -az --delete /home/<<fa>>/measure/ rsync://labsync@<<ip>>/lab-data/measure/ >> /var/log/nas-rsync.log 2>&1
0 3 * * 0 <<fa>> find /home/<<fa>>/measure -name '*.tmp' -delete
""",
    cred="pw_bare",
)

F.reg(
    "hsinchu_hwinc_zh_email_firmware_signing_ec_key",
    ("mail/韌體簽章金鑰_<<date>>.eml", "Outlook/Sent/fw-signing-key-<<mo>><<d>>.eml"),
    """From: <<ln>><<fn>> <<<email>>>
To: <<ln2>><<fn2>> <<<email2>>>
Subject: =?UTF-8?B?6Z+M6auU57Ch56ug6YeR6ZGw?=
Date: Thu, <<d>> Oct <<y>> <<hh>>:<<mi>>:33 +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<fn2>> 你好，

secure boot 的簽章私鑰先貼給你，你那邊的 CI 要用 (espsecure.py sign_data)。
用完請存到 Bitwarden 然後把這封信刪掉，謝謝！

<<cred>>

<<ln>><<fn>>
<<org>> 硬體組 | 新竹市東區光復路二段 <<nn>> 號
""",
    cred=lambda r, s: ec_pem(r),
    syntax="",
)

F.reg(
    "hsinchu_hwinc_mosquitto_cloud_bridge_conf",
    ("mosquitto/conf.d/bridge.conf", "etc/mosquitto/conf.d/<<org>>-bridge.conf"),
    """# 實驗室 broker -> 雲端 (EMQX) 橋接
connection <<org>>-cloud
address mqtt.<<dom>>:8883
bridge_protocol_version mqttv311
bridge_cafile /etc/mosquitto/certs/emqx-ca.crt
remote_clientid lab-bridge-<<n>>
remote_username bridge_<<fa>>
remote_password <<cred>>
topic sensors/# out 1 lab/ cloud/
topic ota/# in 1 lab/ cloud/
try_private true
cleansession false
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "hsinchu_hwinc_devkit_secrets_h_wifi_define",
    ("firmware/include/secrets.h", "<<org>>-devkit/src/secrets.h"),
    """// secrets.h -- 不要 commit（已經在 .gitignore 了嗎？<<fa>> 請確認）
#pragma once

#define WIFI_SSID     "<<org>>-Lab-5G"
#define WIFI_PASSWORD "<<cred>>"

#define MQTT_HOST     "<<ip>>"
#define MQTT_PORT     1883
#define DEVICE_ID     "proto-<<nn>>"
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "hsinchu_hwinc_ecpay_hashkey_php_config",
    ("<<org>>-shop/config/ecpay.php", "preorder-site-v<<n>>/app/config/ecpay.php"),
    """<?php
// 綠界 ECPay 金流設定（募資預購頁）
return [
    'MerchantID' => '<<mid>>',
    'HashKey'    => '<<cred>>',
    'HashIV'     => '<<iv>>',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    'ReturnURL'  => 'https://preorder.<<dom>>/ecpay/return',
    'ClientBackURL' => 'https://preorder.<<dom>>/thanks',
];
""",
    cred="alnum:16",
    syntax="",
    extra=lambda r, s: {"mid": r.randint(3000000, 3999999), "iv": alnum(r, 16)},
)
