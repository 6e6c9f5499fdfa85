"""Family n: light-van parcel delivery contractors (keikamotsu) in Kanagawa (Japan), with
Vietnamese drivers among them."""

from __future__ import annotations

from sixtieth_spec import Fam

FAM = Fam(
    "keikamotsu_takuhai_kanagawa",
    orgs=("hakobune",),
    tld="jp",
    people=(
        ("健太", "kenta"),
        ("翔太", "shota"),
        ("大輔", "daisuke"),
        ("直樹", "naoki"),
        ("美咲", "misaki"),
        ("陽子", "yoko"),
        ("拓也", "takuya"),
        ("誠", "makoto"),
    ),
    surnames=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
    ),
    words=(
        "sakura",
        "fujisan",
        "yokohama",
        "hakobu",
        "nimotsu",
        "kuruma",
        "takuhai",
        "ramen",
        "doraemon",
        "totoro",
        "shonan",
        "baystars",
        "tora",
        "kaze",
    ),
    pets=("pochi", "momo", "sora", "kotaro", "hana", "maru", "choco"),
    cities=("横浜市", "川崎市", "相模原市", "藤沢市", "厚木市", "平塚市"),
    cc="+81",
)

FAM.reg(
    "keikamotsu_line_talk_history_txt_pasuwado",
    ("LINE/[LINE] <<last>>とのトーク_<<n>>.txt", "Downloads/line_talk_<<n>>.txt"),
    """[LINE] <<last>><<first>>とのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> 21:<<mi>>

<<y>>/<<mo>>/<<d>>(火)
08:12	<<last2>><<first2>>	おはようございます。配送アプリが急にログアウトされました
08:15	<<last>><<first>>	ID <<login2>>
08:15	<<last>><<first>>	パスワード <<cred>>
08:16	<<last>><<first>>	今日は<<city>>の再配達が多いので気をつけて
08:20	<<last2>><<first2>>	ありがとうございます！
""",
    "human",
    syntax="",
)

FAM.reg(
    "keikamotsu_line_messaging_channel_token_gas",
    ("GAS/haisou_tsuuchi_<<n>>.gs", "Drive/配送通知_<<n>>.gs"),
    """// 不在票の再配達依頼をドライバーのLINEグループに通知
const CHANNEL_ACCESS_TOKEN = '<<cred>>';
const GROUP_ID = 'C<<gid>>';

function notify(text) {
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
    payload: JSON.stringify({ to: GROUP_ID, messages: [{ type: 'text', text: text }] }),
  });
}
""",
    "p:line",
    syntax="",
    extra=lambda rng, s: {"gid": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

FAM.reg(
    "keikamotsu_vietnamese_zalo_mat_khau_app_giao_hang",
    ("Zalo/tin_nhan_<<n>>.txt", "Documents/zalo_anh_Minh_<<n>>.txt"),
    """Nguyễn Văn Minh  <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Anh ơi em không vào được app giao hàng, nó báo sai mật khẩu
Trần Quốc Huy  <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
tài khoản <<login2>>
mật khẩu <<cred>>
đừng đổi nha, cả nhóm xài chung
Nguyễn Văn Minh  <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Dạ em cảm ơn anh
""",
    "human",
    syntax="",
)

FAM.reg(
    "keikamotsu_chatwork_daily_report_bash",
    ("scripts/nippo_<<n>>.sh", "home/<<login>>/bin/chatwork_report_<<n>>.sh"),
    """#!/bin/bash
# 日報をChatworkの配送グループに投稿
TOKEN=<<cred>>
ROOM=<<n>>
BODY="本日の配達完了 $(wc -l < /srv/nippo/$(date +%Y%m%d).csv) 件"
curl -s -X POST -H "X-ChatWorkToken: $TOKEN" -d "body=$BODY" "https://api.chatwork.com/v2/rooms/$ROOM/messages"
""",
    "hex:32",
    syntax="",
)

FAM.reg(
    "keikamotsu_etc_meisai_csv_id_pasuwado",
    ("経理/ETC利用照会_<<n>>.csv", "Desktop/etc_cards_<<n>>.csv"),
    """車両番号,ETCカード番号下4桁,利用照会サービスID,パスワード,備考
横浜480 あ <<n4>>,<<n4>>,<<login>><<n2>>,<<cred>>,<<first>>さん担当
相模480 け <<n4>>,<<n4>>,<<login>><<n2>>,同上,
""",
    "human",
    syntax="",
)

FAM.reg(
    "keikamotsu_email_pasuwado_haisou_kanri",
    ("メール/送信済み/アカウント_<<n>>.eml", "mail/sent/account_<<n>>.eml"),
    """From: <<orgc>>配送 <info@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?6YWN6YCB566h55CG44K344K544OG44Og44Gu44Ki44Kr44Km44Oz44OI?=
Date: Wed, <<d>> Jul <<y>> <<time>>:20 +0900
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

<<last2>>様

お疲れ様です。<<orgc>>の<<last>>です。
来週から<<city>>エリアを担当していただきます。配送管理システムのアカウントです。

ログインID：<<login2>>
パスワード：<<cred>>

よろしくお願いいたします。
""",
    "pw",
    syntax="",
)

FAM.reg(
    "keikamotsu_dashcam_cloud_yaml_api_key",
    ("dashcam/cloud_<<n>>.yaml", "車両/ドラレコ設定_<<n>>.yml"),
    """fleet: <<orgc>> 軽貨物
cloud:
  endpoint: https://api.drarec-cloud.jp/v1
  api_key: <<cred>>
  upload_events: [harsh_brake, collision, speeding]
vehicles:
  - plate: 横浜480あ<<n4>>
    driver: <<last>>
  - plate: 相模480け<<n4>>
    driver: <<last2>>
""",
    "alnum:40",
)

FAM.reg(
    "keikamotsu_memo_photo_ocr_gasoline_card_web",
    ("写真/メモ_<<n>>.txt", "OCR/memo_<<n>>.txt"),
    """ガソリンカード WEB明細
ID <<login>><<n2>>
PW
<<cred>>
毎月10日締め → <<first>>さんに報告
""",
    "human",
    syntax="",
)
