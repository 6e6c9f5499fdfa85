# ruff: noqa: E501
"""Family l: a doctor-helicopter air-rescue base in Nagano, Japan (Japanese)."""

from __future__ import annotations

from hundredsecond_spec import Fam, Slots, reg

F = Fam(
    name="air_rescue_doctorheli_base",
    orgs=("soraheli", "tsubasamed", "kazebase", "hikariair"),
    tld="or.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健一", "kenichi"),
        ("陽子", "yoko"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
        ("拓海", "takumi"),
        ("由美", "yumi"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
    ),
    words=(
        "sakura",
        "fuji",
        "sora",
        "tsubasa",
        "heli",
        "kaze",
        "yama",
        "hoshi",
        "ganbare",
        "hikari",
        "umi",
        "kumo",
        "azusa",
        "daijoubu",
        "kintaro",
        "hotaka",
    ),
    pets=("pochi", "hachi", "tama", "momo", "kuro", "shiro"),
    places=("matsumoto", "saku", "azumino", "ina", "suwa", "iida"),
    cc="+81",
)

reg(
    F,
    "doctorheli_chatwork_api_token_python",
    ("tools/chatwork_mission_post.py", "opt/<<org>>/notify/chatwork.py"),
    '''"""出動要請をChatworkの運航管理ルームに投稿する。"""

import requests

CHATWORK_API_TOKEN = "<<cred>>"
ROOM_ID = <<nnnn>><<nnnn>>


def post(body):
    return requests.post(
        f"https://api.chatwork.com/v2/rooms/{ROOM_ID}/messages",
        headers={"X-ChatWorkToken": CHATWORK_API_TOKEN},
        data={"body": body},
        timeout=10,
    )


if __name__ == "__main__":
    post("[info][title]ドクターヘリ出動[/title]<<place>> ランデブーポイント <<hh>>:<<mi>>[/info]")
''',
    "hex:32",
)

reg(
    F,
    "doctorheli_line_works_japanese_copied_pasuwado",
    ("メモ/LINEWORKS_コピー_<<date>>.txt", "Desktop/<<org>>_運航_<<month>><<day>>.txt"),
    """<<last>> <<first>> <<hh>>:<<mi>>
格納庫の気象端末、パスワード変わりました

<<last2>> <<first2>> <<hh>>:<<mi>>
了解です。新しいのは？明日朝一で点検します

<<last>> <<first>> <<hh2>>:01
ID: hangar<<n>>
パスワード: <<cred>>

<<last2>> <<first2>> <<hh2>>:02
ありがとうございます🙇
""",
    "human",
    "",
)

reg(
    F,
    "doctorheli_fr24feed_ini_sharing_key",
    ("etc/fr24feed.ini", "boot/<<place>>-feeder/fr24feed.ini"),
    """receiver="beast-tcp"
fr24key="<<cred>>"
host="127.0.0.1:30005"
bs="no"
raw="no"
logmode="1"
logpath="/var/log/fr24feed"
mlat="yes"
mlat-without-gps="yes"
""",
    "HEX:16",
    "",
)

reg(
    F,
    "doctorheli_jma_weather_lftp_sftp_script",
    ("opt/<<org>>/weather/fetch_jma.lftp", "home/<<fa>>/bin/weather_<<place>>.lftp"),
    """# 気象データ（レーダー・METAR）を運航管理会社のSFTPから取得
set sftp:auto-confirm yes
set net:max-retries 3
open -u heli_<<place>>,'<<cred>>' sftp://wx.<<dom>>:22
mirror --only-newer /radar/nagano /data/weather/radar
mirror --only-newer /metar /data/weather/metar
bye
""",
    "pw_sq",
    "",
)

reg(
    F,
    "doctorheli_japanese_email_pasuwado_kenshu",
    ("Mail/研修/<<date>>_eラーニング.eml", "Outlook/受信トレイ/<<ts>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<last2>> <<first2>> <<<email2>>>
Subject: 【連絡】フライトナース研修 eラーニングのアカウント
Date: Thu, <<day>> Jun <<year>> <<hh>>:<<mi>>:44 +0900
Content-Type: text/plain; charset=UTF-8

<<last2>>さん

お疲れ様です。研修用eラーニングの共用アカウントを作成しました。

ログインID：<<login>>
パスワード：<<cred>>

受講後は各自でパスワードを変更してください。
よろしくお願いいたします。

<<orgc>> 航空救急基地 <<placec>>
<<last>> <<first>>
""",
    "human",
    "",
)

reg(
    F,
    "doctorheli_hangar_nas_smb_credentials_file",
    ("etc/samba/.smbcred_hangar", "root/.smb/<<place>>_nas.cred"),
    """username=hangar
password=<<cred>>
domain=<<orgu>>
""",
    "pw",
    "",
)

reg(
    F,
    "doctorheli_kintone_mission_log_api_token_js",
    ("kintone/upload_mission.js", "srv/<<org>>/kintone-sync/index.js"),
    """// 出動記録をkintoneアプリに登録（運航管理）
const { KintoneRestAPIClient } = require("@kintone/rest-api-client");

const client = new KintoneRestAPIClient({
  baseUrl: "https://<<org>>.cybozu.com",
  auth: { apiToken: "<<cred>>" },
});

async function addMission(rec) {
  return client.record.addRecord({ app: <<nn>>, record: rec });
}

module.exports = { addMission };
""",
    "alnum:40",
    "",
)


def _fods(s: Slots) -> str:
    rows = [
        ("氏名", "職種", "システム", "ID", "パスワード"),
        (
            f"{s['last']} {s['first']}",
            "フライトドクター",
            "電子カルテ閲覧端末",
            s["login"],
            s["cred"],
        ),
        (f"{s['last2']} {s['first2']}", "整備士", "整備記録", s["login2"], "（本人管理）"),
    ]

    def cell(v: str) -> str:
        return (
            f'<table:table-cell office:value-type="string"><text:p>{v}</text:p></table:table-cell>'
        )

    body = "".join(
        "<table:table-row>" + "".join(cell(v) for v in r) + "</table:table-row>" for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        f'<office:body><office:spreadsheet><table:table table:name="クルー{s["month"]}月">{body}</table:table>'
        "</office:spreadsheet></office:body></office:document>\n"
    )


reg(
    F,
    "doctorheli_crew_roster_flat_ods_logins",
    ("共有/クルー表_<<year>><<month>>.fods", "Documents/<<org>>/crew_roster_<<nn>>.fods"),
    _fods,
    "human_xml",
    "xml",
)
