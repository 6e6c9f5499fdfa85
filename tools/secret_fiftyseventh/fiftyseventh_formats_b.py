"""Family b: a ryokan (hot-spring inn) in Hakone, Japan."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import re

from fiftyseventh_spec import Fam

F = Fam(
    "hakone_ryokan_inn",
    ("hakoneyado", "yumotoso", "gorakan"),
    "jp",
    ("陽子", "健一", "美咲", "翔太", "由美", "浩二"),
    ("佐藤", "鈴木", "高橋", "渡辺", "小林"),
    ("yoko", "kenichi", "misaki", "shota", "yumi", "koji"),
    ("sato", "suzuki", "takahashi", "watanabe", "kobayashi"),
    (
        "yumoto",
        "ashinoko",
        "sakura",
        "momiji",
        "onsen",
        "fujisan",
        "kaiseki",
        "yukata",
        "owakudani",
        "tsubaki",
    ),
    "hakone",
    "81",
)

F.reg(
    "hakone_line_talk_history_pasuwado_wifi",
    ["line/[LINE]_フロント_<<n>>.txt", "exports/line_front_<<ymd>>.txt"],
    """[LINE] フロントのトーク履歴
保存日時：<<date>> <<time>>

<<date>>(火)
<<time>>\t<<last>> <<first>>\t本館のWi-Fi、ルーター交換したのでパスワード変わりました
<<time>>\t<<last>> <<first>>\tSSID: <<orgc>>_Guest
<<time>>\t<<last>> <<first>>\tパスワード: <<cred>>
<<time>>\t女将\t了解です。客室の案内カードも差し替えておきます
<<time>>\t<<last>> <<first>>\t[スタンプ]
""",
    "human_x",
    syntax="",
)

F.reg(
    "hakone_tl_lincoln_site_controller_xml",
    ["sitecontroller/<<org>>/tllincoln_<<n>>.xml", "pms/interface/tl_<<org>>.xml"],
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- サイトコントローラー連携設定 (在庫・料金) -->
<SiteController vendor="TL-Lincoln">
  <Facility code="<<hid>>" name="<<orgc>>"/>
  <Account>
    <SystemId>P<<hid>></SystemId>
    <LoginId><<org>>_if</LoginId>
    <LoginPassword><<cred>></LoginPassword>
  </Account>
  <Channels>
    <Channel id="JLN" name="じゃらんnet"/>
    <Channel id="RTB" name="楽天トラベル"/>
    <Channel id="IKY" name="一休.com"/>
  </Channels>
</SiteController>
""",
    "pw_xml",
)

F.reg(
    "hakone_front_office_client_ini_sqlserver",
    ["FrontOffice/<<org>>/fo_client.ini", "C:/FO/config/fo_<<n2>>.ini"],
    """[General]
HotelName=<<orgc>>
Terminal=FRONT<<n2>>
Language=ja-JP

[Database]
Provider=SQLOLEDB
DataSource=<<ip>>,1433
Catalog=FO_<<org>>
UserID=fo_user
Password=<<cred>>

[Printer]
Receipt=EPSON TM-T88VI
""",
    "pw",
)

F.reg(
    "hakone_ota_accounts_csv_japanese_headers",
    ["事務/OTA_ログイン一覧_<<n>>.csv", "backoffice/ota_accounts_<<y>>.csv"],
    """サイト名,管理画面URL,ログインID,パスワード,担当,備考
じゃらんnet,https://www.jalan.net/jalan/doc/howto/,<<org>>_jln,<<cred>>,<<last>>,
楽天トラベル,https://hotel.travel.rakuten.co.jp/,<<hid>>,（<<last>>さんに確認）,<<last>>,2段階認証あり
Booking.com,https://admin.booking.com/,<<org>>.bkg,（スマホ認証）,女将,
""",
    "human",
    syntax="",
)

F.reg(
    "hakone_boiler_monitor_home_assistant_secrets_yaml",
    ["homeassistant/secrets.yaml", "ha-<<org>>/config/secrets.yaml"],
    """# 源泉・ボイラー監視 (Home Assistant)
mqtt_broker: <<ip>>
mqtt_user: boiler
mqtt_password: "<<cred>>"
switchbot_token: "<<cred2>>"
latitude_home: 35.23
longitude_home: 139.10
""",
    "pw_dq",
    extra=lambda rng, s: {"cred2": "".join(rng.choice("0123456789abcdef") for _ in range(96))},
)

F.reg(
    "hakone_smaregi_pos_api_client_js",
    ["pos-sync/<<org>>/smaregi.js", "scripts/smaregi_<<n>>.mjs"],
    """// 売店・食事処のPOS(スマレジ)から売上を取り込む
const CONTRACT_ID = 'sb_<<hex8>>';
const CLIENT_ID = '<<hex32>>';
const CLIENT_SECRET = '<<cred>>';

export async function token() {
  const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
  const res = await fetch(`https://id.smaregi.jp/app/${CONTRACT_ID}/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&scope=pos.transactions:read',
  });
  return (await res.json()).access_token;
}
""",
    "hex:64",
    syntax="",
    extra=lambda rng, s: {"hex32": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "hakone_handover_notebook_ocr_kanri_gamen",
    ["scans/申し送り_<<ymd>>.txt", "ocr/handover_<<n>>.txt"],
    """申し送りノート　<<date>>　夜勤→早番

・302号室　夕食アレルギー（えび）厨房に連絡済み
・送迎バス 14:30 湯本駅 4名
・予約管理画面（ねっぱん）のログイン変更
　ID　<<org>>01
　PW　<<cred>>
　→ 女将と<<last>>さんだけ共有
・貸切風呂「椿」清掃 16:00

担当　<<last>>
""",
    "human",
    syntax="",
)


def _unattend(rng: random.Random, s: dict) -> dict:
    raw = (s["cred"] + "Password").encode("utf-16-le")
    return {"enc": base64.b64encode(raw).decode()}


def _dec_unattend(text: str) -> str:
    m = re.search(r"<AutoLogon>.*?<Value>([^<]+)</Value>", text, re.S)
    assert m
    raw = base64.b64decode(m.group(1)).decode("utf-16-le")
    return raw[: -len("Password")]


F.reg(
    "hakone_checkin_kiosk_unattend_autologon_b64",
    ["kiosk/<<org>>/unattend.xml", "deploy/kiosk_<<n2>>/autounattend.xml"],
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <AutoLogon>
        <Password>
          <Value><<enc>></Value>
          <PlainText>false</PlainText>
        </Password>
        <Enabled>true</Enabled>
        <Username>kiosk</Username>
      </AutoLogon>
      <TimeZone>Tokyo Standard Time</TimeZone>
      <ComputerName>CHECKIN-<<n2>></ComputerName>
    </component>
  </settings>
</unattend>
""",
    "pw_xml",
    extra=_unattend,
    decode=_dec_unattend,
)
