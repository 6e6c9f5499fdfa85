"""Family g: a sanuki udon noodle shop in Takamatsu, Kagawa, Japan; Japanese."""

from __future__ import annotations

import json

from hundrednineteenth_spec import Fam

FAM = Fam(
    name="udon_noodle_shop_kagawa",
    orgs=("sanukiya",),
    tld="jp",
    first=(
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("陽子", "yoko"),
        ("翔太", "shota"),
        ("和子", "kazuko"),
    ),
    last=(
        ("山田", "yamada"),
        ("高橋", "takahashi"),
        ("大西", "onishi"),
        ("香川", "kagawa"),
        ("森", "mori"),
        ("松本", "matsumoto"),
    ),
    words=(
        "sanuki",
        "udon",
        "kamatama",
        "takamatsu",
        "konpira",
        "tempura",
        "dashi",
        "iriko",
        "shodoshima",
        "kagawa",
        "zaru",
        "kitsune",
        "sakura",
        "ritsurin",
        "setouchi",
        "menya",
    ),
    pets=("pochi", "tama", "kuro", "momo", "hachi", "koro"),
    cc="+81 90-",
    phrases=("ganbare", "arigatou", "oishii"),
)

FAM.reg(
    "udon_line_messaging_api_reservation_bot_py",
    ("line-bot/app.py", "udon-bot-<<n>>/main.py"),
    '''"""LINE公式アカウント: 釜玉の予約・整理券ボット."""

from flask import Flask, abort, request
from linebot.v3 import WebhookHandler
from linebot.v3.messaging import Configuration

CHANNEL_SECRET = "<<cred>>"
CHANNEL_ACCESS_TOKEN = "<<tok>>"

app = Flask(__name__)
handler = WebhookHandler(CHANNEL_SECRET)
configuration = Configuration(access_token=CHANNEL_ACCESS_TOKEN)


@app.route("/callback", methods=["POST"])
def callback():
    signature = request.headers.get("X-Line-Signature", "")
    if not signature:
        abort(400)
    handler.handle(request.get_data(as_text=True), signature)
    return "OK"
''',
    "p:line_secret",
    extra=lambda r, s: {
        "tok": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(172)
        )
        + "="
    },
)

FAM.reg(
    "udon_line_talk_history_txt_pasuwado_uber_eats",
    (
        "LINE/[LINE] 店スタッフのトーク_<<n>>.txt",
        "exports/[LINE] <<ln>>とのトーク履歴_<<date>>.txt",
    ),
    """[LINE] 店スタッフのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<time>>

<<y>>/<<mo>>/<<d>>(土)
<<time>>\t<<ln>><<fn>>\tUber Eatsのタブレット、またログアウトされてます…
<<t2>>\t<<ln2>><<fn2>>\tメール <<email>>
<<t2>>\t<<ln2>><<fn2>>\tパスワード <<cred>>
<<t3>>\t<<ln>><<fn>>\t入れました！ありがとうございます🙇
""",
    "human",
    syntax="",
)

FAM.reg(
    "udon_paypay_opa_webpayment_env",
    ("takeout-site/.env", "takeout-<<n>>/.env.production"),
    """# PayPay for Business (ウェブペイメント) - テイクアウト予約
PAYPAY_MERCHANT_ID=<<n4>><<n4>><<n4>><<n4>><<n3>>
PAYPAY_API_KEY=a_<<k1>>_<<k2>>
PAYPAY_API_SECRET=<<cred>>
PAYPAY_PRODUCTION_MODE=true
""",
    "b64:32",
    syntax="",
    extra=lambda r, s: {
        "k1": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(10)),
        "k2": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(4)),
    },
)

FAM.reg(
    "udon_square_sales_report_ruby_token",
    ("scripts/square_daily_<<n>>.rb", "tools/uriage_report.rb"),
    """# 売上日報 (Square) -> freee 取込用CSV
require 'square'

client = Square::Client.new(
  access_token: '<<cred>>',
  environment: 'production'
)

result = client.payments.list_payments(begin_time: "#{Date.today}T00:00:00+09:00")
result.data.payments.each do |p|
  puts [p[:id], p[:amount_money][:amount], p[:created_at]].join(',')
end
""",
    "p:square",
    syntax="",
)


def _freee(s):
    doc = {
        "access_token": s["hex8"] * 8,
        "token_type": "bearer",
        "expires_in": 21600,
        "refresh_token": s["cred"],
        "scope": "read write",
        "created_at": int(s["ts"]),
        "company_id": int(s["n4"]) * 1000 + int(s["n3"]),
    }
    return json.dumps(doc, indent=2) + "\n"


FAM.reg(
    "udon_freee_accounting_oauth_token_cache_json",
    ("freee-sync/token.json", "home/<<fa>>/.config/freee_<<n>>/token.json"),
    _freee,
    "hex:64",
)

FAM.reg(
    "udon_ticket_machine_back_office_note_ocr",
    ("scans/券売機メモ_<<n>>.txt", "photos/OCR_IMG_<<n4>>.txt"),
    """券売機 管理画面 (<<dmy>> 業者さん設定)
ID: admin
パス
<<cred>>
※ 釜玉・ざる 価格変更はここから
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "udon_japanese_email_demaecan_kanrigamen_pasuwado",
    ("Mail/出前館_<<n>>.eml", "Thunderbird/Inbox/demaecan_<<dmyd>>.eml"),
    """From: <<ln>> <<fn>> <<<email>>>
To: <<fa2>>@<<dom>>
Subject: 出前館 加盟店管理画面のログイン情報
Date: <<dmy>> <<time>> +0900
Content-Type: text/plain; charset=UTF-8

<<ln2>>さん

お疲れさまです。来週から出前館の受付をお願いします。
管理画面: https://partner.demae-can.com/
ログインID: <<user>>
パスワード: <<cred>>

閉店30分前には受付停止にしてください。
<<ln>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "udon_camera_pi_fstab_cifs_linkstation",
    ("etc/fstab", "pi-camera-<<n>>/etc/fstab"),
    """# /etc/fstab: 防犯カメラ録画 -> LinkStation
proc            /proc           proc    defaults          0       0
PARTUUID=<<hex8>>-01  /boot/firmware  vfat    defaults          0       2
PARTUUID=<<hex8>>-02  /               ext4    defaults,noatime  0       1
//<<lan>>/camera  /mnt/nas  cifs  username=<<fa>>,password=<<cred>>,uid=1000,iocharset=utf8  0  0
""",
    "pw_bare",
    syntax="",
)
