# ruff: noqa: E501
"""Family c: a TV station's master control room in Japan (Japanese)."""

from __future__ import annotations

import json

from hundredtwentysixth_spec import Fam, draw

F = Fam(
    name="yamabiko_tv_master_control_room",
    orgs=("yamabikotv", "hokuseihoso", "kitaguni"),
    tld="co.jp",
    first=("翔太", "美咲", "健一", "由美", "大輔", "陽菜", "拓也", "真理子"),
    last=("佐藤", "高橋", "田中", "渡辺", "伊藤", "山本", "中村", "小林"),
    first_a=("shota", "misaki", "kenichi", "yumi", "daisuke", "hina", "takuya", "mariko"),
    last_a=("sato", "takahashi", "tanaka", "watanabe", "ito", "yamamoto", "nakamura", "kobayashi"),
    words=(
        "sakura",
        "yamabiko",
        "fuji",
        "hokusei",
        "sendai",
        "kitaguni",
        "yuki",
        "tsubasa",
        "hikari",
        "denpa",
        "hoso",
        "tokyo",
        "giants",
        "ramen",
    ),
    pets=("pochi", "tama", "momo", "kuro", "shiro", "hachi"),
    cc="81",
    city="仙台",
)

F.reg(
    "yamabiko_grassvalley_itx_site_config_xml",
    ("iTX/Config/SiteConfig_<<n>>.xml", "mcr/playout<<n2>>/iTX/SiteConfig.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<SiteConfiguration site="YMB-MCR" version="3.<<n2>>">
  <!-- 北星放送 主調整室 プレイアウト -->
  <Database type="SqlServer">
    <ConnectionString>Server=<<ip>>\\ITX;Database=iTXFramework;User Id=itx_svc;Password=<<cred>>;</ConnectionString>
  </Database>
  <Channels>
    <Channel id="1" name="YMB-HD" output="SDI-A" />
    <Channel id="2" name="YMB-1SEG" output="SDI-B" />
  </Channels>
  <MediaStore root="\\\\<<host>>\\media" />
  <Logging level="Info" path="D:\\iTX\\Logs" />
</SiteConfiguration>
""",
    "pw_xml",
)

F.reg(
    "yamabiko_japanese_line_talk_pasuwado",
    ("LINE/[LINE] マスター室 のトーク履歴_<<n>>.txt", "export/line_mcr_<<d8>>.txt"),
    """[LINE] マスター室 のトーク履歴
保存日時：<<date>> <<time>>

<<date>>(水)
<<time>>\t<<last>><<first>>\t夜勤の引継ぎです。送出サーバの管理画面のパスワードが変わりました
<<time>>\t<<last>><<first>>\tID: mcr_admin
<<time2>>\t<<last>><<first>>\tパス: <<cred>>
<<time2>>\t<<first2>>\t了解です、ありがとうございます🙇
<<time2>>\t<<first2>>\t[スタンプ]
""",
    "human",
)

F.reg(
    "yamabiko_net_snmp_conf_v3_createuser_authpass",
    ("etc/snmp/snmpd.conf", "mcr/monitor<<n2>>/snmpd.conf.<<d8>>"),
    """# 送信所・マスター監視用 (Zabbix から SNMPv3 で取得)
sysLocation    <<city>> 主調整室 ラック<<n2>>
sysContact     mcr@<<dom>>
agentAddress   udp:161

createUser mcrmon SHA "<<cred>>" AES "<<priv>>"
rouser mcrmon priv

view systemonly included .1.3.6.1.2.1.1
view systemonly included .1.3.6.1.2.1.25.1
""",
    "pw_dq",
    syntax="",
    extra=lambda r, s: {"priv": draw(r, "pw_dq")},
)


def _obs(s):
    return json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmps://a.rtmps.youtube.com:443/live2",
                "service": "YouTube - RTMPS",
                "stream_key_link": "https://www.youtube.com/live_dashboard",
            },
            "type": "rtmp_common",
        },
        indent=4,
        ensure_ascii=False,
    )


F.reg(
    "yamabiko_obs_service_json_youtube_simulcast",
    (
        "obs-studio/basic/profiles/サイマル配信<<n>>/service.json",
        "Users/<<login>>/AppData/Roaming/obs-studio/basic/profiles/YMB_<<n>>/service.json",
    ),
    _obs,
    "p:youtube_stream",
)

F.reg(
    "yamabiko_japanese_email_hikitsugi_vpn",
    ("mail/mcr/<<d8>>_引継ぎ_<<n>>.eml", "Maildir/.MCR/cur/<<ts>>.<<n>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: mcr-all@<<dom>>
Subject: 【引継ぎ】送信所リモートVPNの変更
Date: Thu, 06 Feb <<year>> <<time>>:<<sec>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

マスター各位

お疲れさまです。<<last>>です。
送信所リモート監視用の VPN アカウントを更新しました。

  接続先: vpn.<<dom>>
  ユーザー: mcr-remote
  パスワード: <<cred>>

夜勤の方は今夜から新しいパスワードでお願いします。
不明点は技術部（内線 <<n>>）まで。

<<last>> <<first>>
技術局 放送技術部
""",
    "human",
)

F.reg(
    "yamabiko_mcr_switch_cisco_username_password",
    ("network/mcr-sw<<n2>>_running-config.txt", "backup/switch/<<d8>>_mcr-core.cfg"),
    """!
! Last configuration change at <<time>>:<<sec>> JST <<date>>
!
version 15.2
no service password-encryption
!
hostname mcr-sw<<n2>>
!
username admin privilege 15 password 0 <<cred>>
!
ip domain-name <<dom>>
ptp mode boundary delay-req
ptp priority1 <<n2>>
!
interface Vlan<<n2>>
 description ST2110-RED
 ip address <<ip>> 255.255.255.0
!
line vty 0 4
 login local
 transport input ssh
!
end
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "yamabiko_kiki_ichiran_xlsx_sharedstrings",
    ("機器一覧_<<d8>>/xl/sharedStrings.xml", "mcr/docs/kiki_<<n>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="12"><si><t>機器名</t></si><si><t>IPアドレス</t></si><si><t>ユーザー</t></si><si><t>パスワード</t></si><si><t>備考</t></si><si><t>マルチビューワ</t></si><si><t><<ip>></t></si><si><t>admin</t></si><si><t><<cred>></t></si><si><t>Kaleido</t></si><si><t>ルーター制御</t></si><si><t>キーは別紙参照</t></si></sst>
""",
    "pw_xml",
)

F.reg(
    "yamabiko_evertz_routing_powershell_plaintext",
    ("scripts/Set-RouterSalvo_<<n>>.ps1", "mcr/tools/evertz_salvo_<<d8>>.ps1"),
    """# 夜間サルボ切替 (タスクスケジューラ 23:55 実行)
$ErrorActionPreference = 'Stop'
$router = 'http://<<ip>>/v.api/apis/EV/SERVICE'
$user = 'mcrauto'
$secure = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $secure)

$body = @{ salvo = 'NIGHT_<<n2>>'; execute = $true } | ConvertTo-Json
Invoke-RestMethod -Uri $router -Method Post -Body $body -Credential $cred -ContentType 'application/json'
Write-Output "$(Get-Date -Format s) salvo NIGHT_<<n2>> ok" | Out-File -Append D:\\mcr\\logs\\salvo.log
""",
    "pw_dq",
    syntax="",
)
