# ruff: noqa: E501
"""Family f: a neighbourhood toy shop (おもちゃ屋) in Osaka (Japan); Japanese."""

from __future__ import annotations

import base64
import re

from hundredtwentyeighth_spec import Fam, alnum, pick

F = Fam(
    name="omocha_gangu_toyshop",
    orgs=("omochabako", "tsumikiya", "kendamadou", "hoshinoomocha"),
    tld="co.jp",
    first=(
        ("健太", "kenta"),
        ("由美", "yumi"),
        ("翔", "sho"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
        ("拓海", "takumi"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("山本", "yamamoto"),
    ),
    words=(
        "omocha",
        "kendama",
        "tsumiki",
        "daruma",
        "tanuki",
        "sakura",
        "hanabi",
        "osaka",
        "tamago",
        "gundam",
        "pikachu",
        "tora",
        "hanshin",
        "natsu",
        "yuki",
        "koma",
        "kokeshi",
        "ramen",
    ),
    pets=("pochi", "tama", "kuro", "momo", "hachi"),
    cc="+81",
    city="大阪",
)

F.reg(
    "omocha_line_official_push_apps_script",
    ("gas/<<org>>_line_push.gs", "AppsScript/<<fa>>/入荷通知.gs"),
    """// 新入荷をLINE公式アカウントで配信（スプレッドシートから）
const CHANNEL_ACCESS_TOKEN = '<<cred>>';

function pushNewArrivals() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('入荷');
  const items = sheet.getRange('A2:A10').getValues().flat().filter(String);
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/broadcast', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
    payload: JSON.stringify({ messages: [{ type: 'text', text: '新入荷: ' + items.join('、') }] }),
  });
}
""",
    "p:line_token",
    syntax="",
)

F.reg(
    "omocha_square_inventory_count_ruby",
    ("scripts/zaiko_square.rb", "<<org>>/bin/square_<<year>>.rb"),
    """# Square POS の在庫数を CSV に書き出す（棚卸し用）
require "square"
require "csv"

client = Square::Client.new(
  access_token: "<<cred>>",
  environment: "production"
)

res = client.inventory.batch_retrieve_inventory_counts(body: { location_ids: ["<<loc>>"] })
CSV.open("zaiko_#{Date.today}.csv", "w") do |csv|
  res.data.counts.each { |c| csv << [c[:catalog_object_id], c[:quantity]] }
end
""",
    "p:square",
    syntax="",
    extra=lambda rng, s: {"loc": alnum(rng, 13, "ABCDEFGHJKLMNPQRSTVWXYZ0123456789")},
)

F.reg(
    "omocha_smaregi_platform_app_yaml",
    ("config/smaregi.yml", "deploy/<<org>>/smaregi_<<n>>.yaml"),
    """smaregi:
  contract_id: skj<<num>>
  client_id: <<cid>>
  client_secret: <<cred>>
  scope: pos.products:read pos.stock:write
stores:
  - id: 1
    name: 本店
""",
    "p:smaregi",
    extra=lambda rng, s: {"cid": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "omocha_paypay_opa_merchant_properties",
    ("src/main/resources/paypay.properties", "<<org>>-ec/config/paypay_<<year>>.properties"),
    """# PayPay オンライン決済 (本番)
paypay.merchantId=<<num>>0000<<n>>
paypay.apiKey=a_<<ak>>
paypay.apiSecret=<<cred>>
paypay.productionMode=true
paypay.redirectUrl=https://<<dom>>/cart/done
""",
    "p:paypay",
    syntax="",
    extra=lambda rng, s: {"ak": alnum(rng, 10) + "_" + alnum(rng, 4)},
)

F.reg(
    "omocha_rakuten_rms_service_secret_toml",
    ("rms/<<org>>.toml", "tools/rakuten_<<fa>>.toml"),
    """# 楽天RMS WEB SERVICE 受注取得
[rms]
shop_url = "<<org>>"
service_secret = "<<cred>>"
license_key = "SL<<num>>_<<lk>>"
endpoint = "https://api.rms.rakuten.co.jp/es/2.0/order/searchOrder/"

[notify]
mail = "<<email>>"
""",
    lambda rng, f: f"SP{rng.randint(100000, 999999)}_{alnum(rng, 16)}",
    extra=lambda rng, s: {"lk": alnum(rng, 16)},
)

F.reg(
    "omocha_line_talk_history_pasuwado",
    ("LINE/[LINE] <<first>>とのトーク.txt", "backup/line_<<fa>>_<<num>>.txt"),
    """[LINE] <<first>>とのトーク履歴
保存日時：<<date>> <<time>>

<<date>>(土)
<<time>>\t<<first>>\tお疲れさまです！Airレジのパスワード忘れちゃいました…
<<time2>>\t<<first2>> <<last>>\tID は <<email>>
<<time2>>\t<<first2>> <<last>>\t<<cred>>
<<time2>>\t<<first>>\tありがとうございます🙇
""",
    "human",
    syntax="",
)


def _unattend(rng, s):
    raw = (s["cred"] + "Password").encode("utf-16-le")
    return {"enc": base64.b64encode(raw).decode()}


def _dec_unattend(text: str) -> str:
    m = re.search(r"<Password>\s*<Value>([A-Za-z0-9+/=]+)</Value>", text)
    assert m
    return base64.b64decode(m.group(1)).decode("utf-16-le").removesuffix("Password")


F.reg(
    "omocha_register_pc_unattend_autologon_b64",
    ("Sysprep/<<org>>_unattend.xml", "レジPC/unattend_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <AutoLogon>
        <Password>
          <Value><<enc>></Value>
          <PlainText>false</PlainText>
        </Password>
        <Enabled>true</Enabled>
        <Username>regi</Username>
      </AutoLogon>
      <TimeZone>Tokyo Standard Time</TimeZone>
      <ComputerName>REGI-<<serial>></ComputerName>
    </component>
  </settings>
</unattend>
""",
    "human",
    extra=_unattend,
    decode=_dec_unattend,
)

F.reg(
    "omocha_yamato_b2_memo_photo_ocr",
    ("scan/メモ_<<num>>.txt", "ocr/yamato_b2_<<date>>.txt"),
    """ヤマト B2クラウド
お客様コード <<phone_raw>>
パスワード
<<cred>>
※ 発送は月・木
""",
    lambda rng, f: pick(rng, (f.human(rng), f.human(rng, "._-"))),
    syntax="",
)
