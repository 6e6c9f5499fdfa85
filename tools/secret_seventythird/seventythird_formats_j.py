# ruff: noqa: E501
"""Family j: a fishmonger (鮮魚店) at an outer market in Tokyo, Japan; Japanese."""

from __future__ import annotations

import json

from seventythird_spec import Fam

F = Fam(
    name="sengyo_tsukiji_fishmonger",
    orgs=("uoichiba", "uomasa", "tsukijiuoka", "sakanayamaru"),
    tld="co.jp",
    first=(
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("翔太", "shota"),
        ("恵子", "keiko"),
        ("誠", "makoto"),
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
        "maguro",
        "saba",
        "sanma",
        "katsuo",
        "hamachi",
        "ikura",
        "uni",
        "tsukiji",
        "toyosu",
        "tairyo",
        "sakana",
        "giants",
        "tigers",
        "fuji",
        "sakura",
        "ebisu",
        "kaisen",
        "tako",
        "hokke",
    ),
    pets=("pochi", "tama", "momo", "chibi", "koro", "sora"),
    cc="+81",
    city="東京都中央区",
)

F.reg(
    "sengyo_smaregi_pos_platform_api_python",
    ("scripts/smaregi_uriage_<<n3>>.py", "home/<<first_a>>/uoichi/smaregi_<<date>>.py"),
    '''"""スマレジ・プラットフォームAPI: 前日の取引を取得して仕入れ表に書き出す"""
import requests

CONTRACT_ID = "sb_<<hex8>>"
CLIENT_ID = "<<hex32>>"
CLIENT_SECRET = "<<cred>>"


def token():
    r = requests.post(
        f"https://id.smaregi.jp/app/{CONTRACT_ID}/token",
        data={"grant_type": "client_credentials", "scope": "pos.transactions:read"},
        auth=(CLIENT_ID, CLIENT_SECRET),
        timeout=20,
    )
    return r.json()["access_token"]
''',
    "p:smaregi",
)

F.reg(
    "sengyo_line_official_account_gas_channel_token",
    ("gas/本日のおすすめ配信_<<n>>.gs", "AppsScript/<<org>>/line_push_<<date>>.gs"),
    """// 毎朝7時: スプレッドシートの「本日のおすすめ」(本マグロ中トロ、生さんま…)をLINE公式アカウントで配信
const CHANNEL_ACCESS_TOKEN = '<<cred>>';

function pushOsusume() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('本日のおすすめ');
  const text = sheet.getRange('A2:A8').getValues().flat().filter(String).join('\\n');
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/broadcast', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
    payload: JSON.stringify({ messages: [{ type: 'text', text: '【本日のおすすめ】\\n' + text }] }),
  });
}
""",
    "p:line_channel",
    syntax="",
)

F.reg(
    "sengyo_freee_kaikei_refresh_token_json",
    ("freee/token_<<org>>.json", "config/freee_<<n3>>.json"),
    lambda s: json.dumps(
        {
            "company_id": s["n6"] + s["n"],
            "client_id": s["hex32"] + s["hex32"],
            "access_token": "",
            "refresh_token": s["cred"],
            "token_type": "bearer",
            "scope": "read write",
            "created_at": s["ts"],
        },
        indent=2,
    ),
    "p:freee",
)


def _line(s: dict) -> str:
    return (
        f"[LINE] {s['first2']}とのトーク履歴\n保存日時：{s['year']}/{s['mo']}/{s['d']} 21:04\n\n"
        f"{s['year']}/{s['mo']}/{s['d']}(水)\n"
        f"{s['time']}\t{s['first']}\tUber Eatsのタブレット、ログアウトしちゃいました…パスワード教えてください🙇\n"
        f"{s['time']}\t{s['first2']}\tID {s['email']}\n"
        f"{s['time2']}\t{s['first2']}\tパスワード {s['cred']}\n"
        f"{s['time2']}\t{s['first2']}\t明日は豊洲が休みなので仕込み少なめで\n"
        f"{s['time2']}\t{s['first']}\t了解です！\n"
    )


F.reg(
    "sengyo_japanese_line_talk_history_pasuwado",
    ("LINE/[LINE] <<first2_a>>とのトーク_<<n>>.txt", "Downloads/トーク履歴_<<date>>.txt"),
    _line,
    "human",
    syntax="",
)

F.reg(
    "sengyo_ondotori_reizoko_logger_ini",
    ("ondotori/upload_<<org>>.ini", "C/TandD/webstorage_<<n>>.ini"),
    """[WebStorage]
; おんどとり WebStorage API - 冷蔵ショーケース・冷凍庫の温度 (HACCP記録)
api-key = <<cred>>
login-id = tbac<<n4>>
remote-serial = 5214<<n4>>

[Alert]
showcase_max = 5.0
freezer_max = -18.0
mail = <<email>>
""",
    "alnum:32",
)

F.reg(
    "sengyo_demaecan_tablet_memo_ocr_pasu",
    ("メモ/出前館_<<n3>>.txt", "scan/memo_<<date>>.txt"),
    """出前館 加盟店管理画面
ID: <<org>><<n>>
パス
<<cred>>
※ 閉店時はタブレットを「受付停止」に
""",
    "human_x",
    syntax="",
)

F.reg(
    "sengyo_synology_hyper_backup_rclone_wasabi_conf",
    ("volume1/homes/admin/.config/rclone/rclone.conf", "nas/<<org>>/rclone_<<n>>.conf"),
    """[wasabi-jimusho]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = ap-northeast-1
endpoint = s3.ap-northeast-1.wasabisys.com
acl = private
""",
    "p:aws_secret",
    syntax="",
    extra=lambda rng, s: {
        "akid": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    },
)

F.reg(
    "sengyo_chatwork_nyuka_cron_curl_token",
    ("var/spool/cron/crontabs/<<first_a>>", "backup/crontab_<<org>>_<<n>>.txt"),
    """# 入荷予定をChatworkの「店舗連絡」に毎朝5時に投稿
MAILTO=""
0 5 * * 1-6 /usr/bin/curl -s -X POST -H "X-ChatWorkToken: <<cred>>" -d "body=$(cat /home/<<first_a>>/nyuka/$(date +\\%F).txt)" https://api.chatwork.com/v2/rooms/<<n6>>/messages
30 13 * * * /home/<<first_a>>/bin/uriage_report.sh >/dev/null 2>&1
""",
    "p:chatwork",
    syntax="",
)
