# ruff: noqa: E501
"""Family c: a primary-school PTA (保護者会) in Saitama, Japan (Japanese)."""

from __future__ import annotations

from fiftyeighth_spec import Fam

F = Fam(
    "ptakai_hogosha_saitama",
    ("hinodeptakai",),
    "jp",
    (
        "misaki",
        "yuko",
        "takeshi",
        "naoko",
        "hiroshi",
        "aya",
        "kenji",
        "sachiko",
        "daisuke",
        "megumi",
    ),
    ("tanaka", "suzuki", "sato", "watanabe", "ito", "yamamoto", "nakamura", "kobayashi"),
    (
        "hinode",
        "sakura",
        "undokai",
        "bazaar",
        "tomodachi",
        "himawari",
        "omatsuri",
        "midori",
        "kodomo",
        "hoshizora",
        "tanuki",
        "daruma",
    ),
    ("pochi", "momo", "hachi", "kuro", "tama", "sora"),
    ("haru", "natsu", "aki", "fuyu"),
    "+81",
    "さいたま市",
    nat_first=("美咲", "優子", "武", "直子", "博", "彩", "健二", "幸子", "大輔", "恵"),
    nat_last=("田中", "鈴木", "佐藤", "渡辺", "伊藤", "山本", "中村", "小林"),
)

F.reg(
    "hogosha_line_talk_export_pasuwado",
    ("[LINE] 保護者会役員<<year>>のトーク.txt", "LINE_export/役員会_<<date>>.txt"),
    "[LINE] 保護者会役員<<year>>のトーク履歴\n保存日時：<<year>>/<<mo>>/<<d>> 22:10\n\n<<year>>/<<mo>>/<<d>>(木)\n"
    "<<time>>\t<<lname>> <<fname>>\t学校ホームページの管理画面、ログインできる方いますか？\n"
    "<<time2>>\t<<lname>> <<fname2>>\tID: pta_admin\n<<time2>>\t<<lname>> <<fname2>>\tパスワードは <<cred>> です\n"
    "<<time2>>\t<<lname>> <<fname>>\tありがとうございます！助かります🙇‍♀️\n",
    cred="human",
)

F.reg(
    "hogosha_meibo_csv_renrakumo_login",
    ("名簿/保護者名簿_<<year>>年度.csv", "PTA共有/連絡網_<<mo>>月.csv"),
    "学年,組,児童氏名,保護者氏名,電話番号,連絡網アプリID,初期パスワード\n"
    "4,2,<<lname>> 陽菜,<<lname>> <<fname>>,090-<<num>>-<<num>>,<<user>>,<<cred>>\n"
    "3,1,鈴木 蓮,鈴木 恵,080-1234-5678,suzuki.m,（本人設定済）\n",
    cred="human",
    syntax="",
)

F.reg(
    "hogosha_gas_line_messaging_channel_token",
    ("GAS/連絡網通知/コード.gs", "apps-script/pta_notify_<<year>>.gs"),
    "// 保護者会 連絡網 自動通知（Googleフォーム送信時）\n// 作成: <<lname>> <<year>>年度\nconst CHANNEL_ACCESS_TOKEN = '<<cred>>';\n"
    "const GROUP_ID = 'C<<hex32>>';\n\nfunction onFormSubmit(e) {\n  const ans = e.namedValues;\n"
    "  const text = `【連絡】${ans['件名']}\\n${ans['本文']}`;\n  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', {\n"
    "    method: 'post',\n    contentType: 'application/json',\n    headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },\n"
    "    payload: JSON.stringify({ to: GROUP_ID, messages: [{ type: 'text', text: text }] }),\n  });\n}\n",
    cred="p:line",
    syntax="",
)

F.reg(
    "hogosha_hikitsugi_docx_document_xml",
    ("引継ぎ書_<<year>>/word/document.xml", "hikitsugi_<<date>>_docx/word/document.xml"),
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
    "<w:p><w:r><w:t>保護者会 広報部 引継ぎ書（<<year>>年度）</w:t></w:r></w:p>"
    "<w:p><w:r><w:t>1. ホームページ（WordPress）</w:t></w:r></w:p>"
    "<w:p><w:r><w:t>管理画面: https://<<dom>>/wp-admin</w:t></w:r></w:p>"
    "<w:p><w:r><w:t>ユーザー名: koho<<n>></w:t></w:r></w:p>"
    '<w:p><w:r><w:t xml:space="preserve">パスワード: </w:t></w:r><w:r><w:t><<cred>></w:t></w:r></w:p>'
    "<w:p><w:r><w:t>2. 写真はGoogleドライブの共有フォルダへ</w:t></w:r></w:p></w:body></w:document>\n",
    cred="pw_xml",
)

F.reg(
    "hogosha_bazaar_square_pos_yaml",
    ("bazaar_register/config_<<year>>.yaml", "バザー/レジ設定/square_<<n>>.yml"),
    "# バザー会計アプリ設定（Square POS）\nevent: 日の出小 バザー <<year>>\nsquare:\n  environment: production\n"
    "  location_id: L<<hex8>>\n  access_token: <<cred>>\nreceipt:\n  shop_name: 日の出小学校保護者会\n  tel: 048-<<num>>-<<num>>\n",
    cred="p:square",
)

F.reg(
    "hogosha_ppap_zip_password_mail",
    ("メール/Re_会計報告_<<date>>.eml", "mail/ppap_<<num>>.eml"),
    "From: <<email>>\nTo: yakuin@<<dom>>\nSubject: =?UTF-8?B?44OR44K544Ov44O844OJ44Gu44GK55+l44KJ44Gb?=\nDate: Fri, <<d>> Jun <<year>> <<time>>:12 +0900\n"
    "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n\n役員各位\n\nお疲れ様です。会計の<<lname>>です。\n"
    "先ほどお送りした「会計報告_<<year>>.zip」のパスワードをお知らせします。\n\nパスワード：<<cred>>\n\nよろしくお願いいたします。\n",
    cred="pw_alnum",
)

F.reg(
    "hogosha_nas_backup_sshpass_rsync_sh",
    ("pta_pc/backup_nas_<<n>>.sh", "scripts/写真バックアップ_<<year>>.sh"),
    '#!/bin/bash\n# 行事写真をNAS(Synology)へバックアップ  毎週日曜 cron\nSRC="/home/pta/Pictures/行事"\n'
    "sshpass -p '<<cred>>' rsync -av --delete -e 'ssh -p 22' \"$SRC/\" pta@<<lan>>:/volume1/photo/<<year>>/\n"
    'echo "$(date) backup done" >> ~/backup.log\n',
    cred="pw_sq",
    syntax="",
)

F.reg(
    "hogosha_yakuinkai_ics_zoom_pwd_link",
    ("カレンダー/役員会_<<date>>.ics", "invites/yakuinkai_<<num>>.ics"),
    "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\nMETHOD:REQUEST\nBEGIN:VEVENT\n"
    "DTSTART:<<year>><<mo>><<d>>T110000Z\nDTEND:<<year>><<mo>><<d>>T120000Z\nUID:<<uuid>>@google.com\nSUMMARY:保護者会 役員会（オンライン）\n"
    "DESCRIPTION:Zoomミーティングに参加する\\nhttps://us06web.zoom.us/j/8<<num>><<num>>?pwd=<<cred>>\\n\\nミーティングID: 8<<num>> <<num>>\n"
    "ORGANIZER;CN=<<lname>> <<fname>>:mailto:<<email>>\nEND:VEVENT\nEND:VCALENDAR\n",
    cred="alnum:32",
)
