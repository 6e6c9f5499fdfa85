# ruff: noqa: E501
"""Family g: a pottery studio and kiln with a web shop and a classroom in Mashiko, Japan
(Japanese)."""

from __future__ import annotations

import random

from seventysixth_spec import Fam, chat_line

F = Fam(
    name="mashiko_pottery_japan",
    orgs=("mashikama", "tsuchiya", "kamamoto"),
    tld="jp",
    first=(
        ("陽子", "yoko"),
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("拓也", "takuya"),
        ("由美", "yumi"),
        ("翔", "sho"),
        ("さくら", "sakura"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
    ),
    words=(
        "sakura",
        "mashiko",
        "kama",
        "tsuchi",
        "yuyaku",
        "sumi",
        "fuji",
        "kiku",
        "tanuki",
        "matcha",
        "ume",
        "momiji",
        "yakimono",
        "rokuro",
        "kintsugi",
        "hinoki",
        "tsuki",
    ),
    pets=("mochi", "kuro", "hana", "pochi", "tama", "sora", "kinako"),
    cc="+8190",
    places=("Mashiko", "Kasama", "Utsunomiya", "Tokyo", "Seto", "Mino"),
)


# 1. BASE shop API client secret (Python)
F.reg(
    "mashiko_base_shop_api_oauth_client_py",
    ("home/<<fa>>/base_shop/sync_items.py", "opt/<<org>>/base_stock.py"),
    """# BASE (thebase.in) 在庫同期 - 器の在庫をスプレッドシートから反映
import requests

CLIENT_ID = "<<h8>><<h8>><<h8>><<h8>>"
CLIENT_SECRET = "<<cred>>"
REDIRECT_URI = "https://<<dom>>/base/callback"
TOKEN_URL = "https://api.thebase.in/1/oauth/token"


def refresh(refresh_token: str) -> dict:
    r = requests.post(TOKEN_URL, data={
        "grant_type": "refresh_token",
        "client_id": CLIENT_ID,
        "client_secret": CLIENT_SECRET,
        "refresh_token": refresh_token,
        "redirect_uri": REDIRECT_URI,
    }, timeout=20)
    return r.json()
""",
    "hex:32",
)


# 2. LINE chat export in Japanese


def _line(s: dict) -> str:
    rng = random.Random(s["ts"])
    head = f"[LINE] {s['fn2']}とのトーク履歴\n保存日時：{s['y']}/{s['mo']}/{s['d']} 21:40\n"
    lines = [
        (f"{s['ln']}{s['fn']}", "お疲れさまです！BASEの管理画面のパスワード教えてもらえますか？"),
        (str(s["fn2"]), f"メール {s['email']}"),
        (str(s["fn2"]), f"パスワード {s['cred']}"),
        (f"{s['ln']}{s['fn']}", "ありがとうございます🙇"),
    ]
    return chat_line(rng, head, lines, s["y"], s["mo"], s["d"], rng.choice("月火水木金土日"))


F.reg(
    "mashiko_japanese_line_talk_history_txt",
    ("Documents/[LINE] <<fa2>>とのトーク.txt", "Downloads/LINE_<<fa2>>_<<date>>.txt"),
    _line,
    "human",
)

# 3. Square access token in Google Apps Script
F.reg(
    "mashiko_square_pos_sales_apps_script_gs",
    ("apps-script/<<org>>-sales/Code.gs", "gas/square_uriage_<<n>>.gs"),
    """// Square POS (窯出し市・陶器市) の売上をスプレッドシートに記録
const SQUARE_TOKEN = '<<cred>>';
const LOCATION_ID = 'L<<h8>>';

function fetchPayments() {
  const res = UrlFetchApp.fetch('https://connect.squareup.com/v2/payments?location_id=' + LOCATION_ID, {
    headers: { Authorization: 'Bearer ' + SQUARE_TOKEN, 'Square-Version': '2024-10-17' },
  });
  const sheet = SpreadsheetApp.getActive().getSheetByName('売上');
  JSON.parse(res.getContentText()).payments.forEach(p =>
    sheet.appendRow([p.created_at, p.amount_money.amount, p.note || '']));
}
""",
    "p:square",
    syntax="",
)

# 4. Kiln controller (Raspberry Pi) config.py with a LINE Messaging API token
F.reg(
    "mashiko_kiln_pi_controller_config_line_alert",
    ("home/<<fa>>/kiln-controller/config.py", "opt/kiln-controller-<<n>>/config.py"),
    """import logging

log_level = logging.INFO
listening_port = 8081

# 電気窯 (Skutt) - 素焼き / 本焼き
temp_scale = "c"
sensor_time_wait = 2
pid_kp = 25
pid_ki = 10
pid_kd = 200

# 窯の温度異常を LINE に通知
line_channel_access_token = "<<cred>>"
line_notify_user = "U<<h8>><<h8>><<h8>><<h8>>"
""",
    "p:line_token",
)

# 5. CSV of account logins with Japanese headers
F.reg(
    "mashiko_studio_accounts_csv_japanese_headers",
    ("Documents/アカウント一覧.csv", "共有/<<orgc>>/accounts_<<y>>.csv"),
    """サービス,ログインID,パスワード,メモ
ヤマトB2クラウド,<<nn>><<n>>0<<n>>,<<cred>>,発送用
BASE,<<email>>,(LINE参照),
クリックポスト,<<email2>>,-,Yahoo連携
""",
    "human_x",
)

# 6. PAY.JP live key in .env (classroom booking site)
F.reg(
    "mashiko_payjp_classroom_booking_dotenv",
    ("srv/<<org>>-kyoshitsu/.env", "home/<<fa>>/booking/.env"),
    """# 陶芸教室 予約サイト
RAILS_ENV=production
DATABASE_URL=postgres://booking@localhost/<<org>>_booking
PAYJP_PUBLIC_KEY=pk_live_<<h8>><<h8>><<h8>>
PAYJP_SECRET_KEY=<<cred>>
MAILER_FROM=kyoshitsu@<<dom>>
""",
    "p:payjp",
)

# 7. Japanese e-mail with the classroom Wi-Fi password
F.reg(
    "mashiko_japanese_email_classroom_wifi",
    ("Mail/送信済み/<<date>>_wifi.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    """From: <<ln>> <<fn>> <<<email>>>
To: <<email2>>
Subject: 土曜クラスの件（Wi-Fi）
Date: Sat, <<d>> May <<y>> <<hh>>:<<mi>>:55 +0900
Content-Type: text/plain; charset=UTF-8

<<fn2>>さん

お疲れさまです。土曜の陶芸教室、ろくろ場のタブレット用にWi-Fiをお使いください。
SSID: <<orgc>>_studio
パスワード: <<cred>>

窯焚きは日曜の朝からです。よろしくお願いします。
<<ln>>
""",
    "human",
)

# 8. rsync password file (bare value) for the photo NAS
F.reg(
    "mashiko_photo_nas_rsync_password_file",
    ("etc/rsyncd.<<org>>.pass", "home/<<fa>>/.rsync_nas_pass"),
    "<<cred>>\n",
    "pw_bare",
    syntax="",
)
