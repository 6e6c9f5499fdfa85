"""Family l: a Japanese building facility-management company in Osaka (ビル管理): central
monitoring, BACnet gateways, routers and the daily reports."""

# ruff: noqa: E501

from __future__ import annotations

from fiftythird_spec import Fam, gen_pw

L = Fam(
    "biru_kanri_bacnet_osaka",
    orgs=("naniwa-facility", "kanrisoken", "yodogawa-bm"),
    tld="co.jp",
    people=(
        ("裕二", "田中", "yuji", "tanaka"),
        ("美咲", "山本", "misaki", "yamamoto"),
        ("健太", "中村", "kenta", "nakamura"),
        ("由美", "小林", "yumi", "kobayashi"),
        ("翔", "吉田", "sho", "yoshida"),
        ("直樹", "松本", "naoki", "matsumoto"),
        ("彩", "井上", "aya", "inoue"),
    ),
    words=(
        "naniwa",
        "umeda",
        "namba",
        "sakura",
        "kanshi",
        "chiller",
        "kucho",
        "denki",
        "yodogawa",
        "tsutenkaku",
        "takoyaki",
        "biru",
    ),
    seasons=("haru", "natsu", "aki", "fuyu"),
    cc="+81",
    sites=("梅田第二ビル", "なんばセンタービル", "本町オフィスタワー", "堺筋ビル"),
)

L.reg(
    "biru_yamaha_rtx_config_pp_auth_myname",
    ("router/rtx830_<<n2>>_config.txt", "ビル別/<<n3>>/RTX1210_config_<<date>>.txt"),
    """#
# Admin
#
login password encrypted <<hex8>>4B1D2F3A
administrator password encrypted <<hex8>>9C0E7716
console character ja.utf8
#
# WAN connection (フレッツ光 / 中央監視用固定IP)
#
pp select 1
 pp keepalive interval 30 retry-interval=30 count=12
 pppoe use lan2
 pp auth accept pap chap
 pp auth myname <<isp_user>>@fixed.isp-ocn.ne.jp <<cred>>
 ppp lcp mru on 1454
 ip pp address <<pub>>/32
 ip pp nat descriptor 1000
 pp enable 1
#
ip route default gateway pp 1
ip lan1 address <<ip>>/24
""",
    cred="pw_alnum",
    syntax="",
    extra=lambda rng, s: {"isp_user": "ab" + "".join(rng.choice("0123456789") for _ in range(8))},
)

L.reg(
    "biru_japanese_email_pasuwado_kanshi",
    ("メール/<<date>>_中央監視リモート.eml", "mail/kanshi/remote_<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?5Lit5aSu55uj6KaW44Oq44Oi44O844OI5o6l57aa?=
Date: Thu, <<dd>> Dec <<year>> 17:45:12 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<ln2>>さん

お疲れ様です。<<ln>>です。
<<site>>の中央監視装置のリモート接続アカウントを作成しました。

URL：https://<<ip>>/bems/
ユーザー名：<<user2>>
パスワード：<<cred>>

年末年始の当番の方と共有してください。社外には出さないようお願いします。

<<ln>> <<fn>>
""",
    cred="pw",
    syntax="",
)

L.reg(
    "biru_bacnet_gateway_settings_ini_admin",
    ("bacnet-gw/settings_<<n2>>.ini", "現場/<<n3>>/BACnetGW/settings.ini"),
    """; BACnet/IP ⇔ Modbus ゲートウェイ 設定エクスポート
[Device]
Name=BGW-<<n2>>
DeviceInstance=<<n4>>
Location=<<site>> B1F 電気室

[Network]
IP=<<ip>>
Subnet=255.255.255.0
Gateway=<<ip2>>
BACnetPort=47808

[Admin]
User=admin
Password=<<cred>>
HttpsOnly=1

[ModbusRTU]
Port=COM1
Baud=9600
Parity=Even
""",
    cred="pw",
)

L.reg(
    "biru_chatwork_alarm_notify_python",
    ("kanshi/alarm_notify.py", "scripts/chatwork_<<n2>>/notify.py"),
    '''"""中央監視の重故障アラームを Chatwork の当番ルームへ通知する。"""

import requests

CHATWORK_TOKEN = "<<cred>>"
ROOM_ID = "<<n5>><<n4>>"


def notify(building, point, message):
    body = f"[info][title]{building} 重故障[/title]{point}: {message}[/info]"
    requests.post(
        f"https://api.chatwork.com/v2/rooms/{ROOM_ID}/messages",
        headers={"X-ChatWorkToken": CHATWORK_TOKEN},
        data={"body": body},
        timeout=10,
    )
''',
    cred="p:chatwork",
)

L.reg(
    "biru_kanshi_nippou_txt_pc_pasuwado",
    ("日報/<<year>><<mo>><<dd>>_日報_<<last>>.txt", "nippou/<<date>>_<<n3>>.txt"),
    """業務日報　<<year>>年<<mo>>月<<dd>>日　<<site>>　担当：<<ln>>

・08:30 朝礼、巡回点検（B1F 機械室、屋上冷却塔）異常なし
・10:15 空調機 AHU-<<n1>> 給気温度上昇警報 → フィルター清掃で復旧
・13:00 メーカー来館、中央監視PCのWindows更新実施。ログインパスワードが変更された。
　　　　新パスワード：<<cred>>（監視室の引継ぎノートにも記載済み）
・17:30 夜間当番へ引継ぎ（<<ln2>>さん）
""",
    cred="human",
    syntax="",
)

L.reg(
    "biru_kiki_daicho_spreadsheetml_pasuwado",
    ("台帳/機器台帳_<<year>>.xml", "shared/daicho/kiki_<<n2>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="ネットワーク機器">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">ビル</Data></Cell>
    <Cell><Data ss:Type="String">機器</Data></Cell>
    <Cell><Data ss:Type="String">IPアドレス</Data></Cell>
    <Cell><Data ss:Type="String">ID</Data></Cell>
    <Cell><Data ss:Type="String">パスワード</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String"><<site>></Data></Cell>
    <Cell><Data ss:Type="String">電力デマンド監視装置</Data></Cell>
    <Cell><Data ss:Type="String"><<ip>></Data></Cell>
    <Cell><Data ss:Type="String">admin</Data></Cell>
    <Cell><Data ss:Type="String"><<cred>></Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String"><<site>></Data></Cell>
    <Cell><Data ss:Type="String">防犯カメラNVR</Data></Cell>
    <Cell><Data ss:Type="String"><<ip2>></Data></Cell>
    <Cell><Data ss:Type="String">admin</Data></Cell>
    <Cell><Data ss:Type="String">※管理会社保管</Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="pw_xml",
)

L.reg(
    "biru_energy_server_sshpass_rsync_bash",
    ("scripts/bems_log_sync.sh", "kanshi/cron/sync_energy_<<n2>>.sh"),
    """#!/bin/bash
# BEMS のトレンドCSVを集計サーバーへ毎時転送
set -eu
SRC=/var/bems/trend/
DST=bems@<<ip>>:/data/trend/<<n3>>/
sshpass -p '<<cred>>' rsync -az -e "ssh -o StrictHostKeyChecking=no" "$SRC" "$DST"
logger -t bems-sync "sync done $(date +%H:%M)"
""",
    cred=lambda rng, s: gen_pw(rng, sym="-_.@+#%"),
    syntax="",
)

L.reg(
    "biru_line_works_bot_private_key_pem",
    ("lineworks-bot/private_<<n5>>.key", "kanshi/bot/<<org>>_lineworks_<<n2>>.key"),
    """<<cred>>
""",
    cred="rsa8",
    syntax="",
)
