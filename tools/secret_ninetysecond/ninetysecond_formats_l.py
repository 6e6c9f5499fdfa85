"""Family l: a Taiwanese civic-tech volunteer team (公民科技 / 零時政府-style hackathon
project) in Taipei / Tainan (Traditional Chinese, English): Kubernetes, HackMD, Slack, a LINE
bot, GitHub, LINE chat exports, ECPay donations, PostgreSQL and a Google Sheets service
account."""

from __future__ import annotations

import base64
import json
import random
import re

from ninetysecond_spec import DIGITS, LOWER, Fam, alnum, hexs, rsa_pem

TW = Fam(
    name="gongmin_keji_taiwan",
    orgs=(
        ("gongminlab", "公民實驗室"),
        ("toupiaokanban", "投票看板志工團"),
        ("kaifangzhengfu", "開放政府小組"),
        ("minyijiexi", "民意解析專案"),
    ),
    tld="tw",
    first=(
        ("怡君", "yijun"),
        ("志明", "chihming"),
        ("雅婷", "yating"),
        ("家豪", "chiahao"),
        ("淑芬", "shufen"),
        ("冠宇", "kuanyu"),
        ("詩涵", "shihhan"),
        ("宗翰", "tsunghan"),
        ("佳穎", "chiaying"),
        ("俊傑", "chunchieh"),
    ),
    last=(
        ("陳", "chen"),
        ("林", "lin"),
        ("黃", "huang"),
        ("張", "chang"),
        ("李", "lee"),
        ("王", "wang"),
        ("吳", "wu"),
        ("劉", "liu"),
    ),
    words=(
        "taiwan",
        "formosa",
        "jiayou",
        "yushan",
        "mazu",
        "zhenzhu",
        "xiaolongbao",
        "opendata",
        "minzhu",
        "alishan",
        "gongmin",
        "tofu",
        "niurou",
        "hackath0n",
        "taipei101",
        "bubu",
    ),
    pets=("doudou", "mimi", "lucky", "qiuqiu", "xiaohei", "bubu", "maomao", "hana"),
    cc="+886",
    places=(
        "taipei",
        "taichung",
        "tainan",
        "kaohsiung",
        "hsinchu",
        "keelung",
        "hualien",
        "taoyuan",
    ),
)


def _tw_k8s(rng: random.Random, s: dict[str, object]) -> None:
    s["pw_b64"] = base64.b64encode(str(s["cred"]).encode()).decode()
    s["user_b64"] = base64.b64encode(f"{s['place']}_app".encode()).decode()


TW.reg(
    "gongmin_k8s_secret_data_base64_db",
    ("k8s/<<place>>/db-secret.yaml", "deploy/overlays/prod/secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: vote-dashboard-db
  namespace: <<place>>
  labels:
    app.kubernetes.io/part-of: <<org>>
type: Opaque
data:
  POSTGRES_USER: <<user_b64>>
  POSTGRES_PASSWORD: <<pw_b64>>
""",
    "pw",
    extra=_tw_k8s,
    decode=lambda t: base64.b64decode(re.search(r"POSTGRES_PASSWORD: (\S+)", t).group(1)).decode(),
)

TW.reg(
    "gongmin_hackmd_note_slack_bot_token",
    ("hackmd/<<org>>-<<date>>.md", "notes/hackathon_<<n>>_共筆.md"),
    """# 第 <<n>> 次黑客松 - <<orgname>> 共筆

###### tags: `g0v` `<<place>>` `選舉`

## 進度
- 開票即時看板：前端 OK，後端還差中選會資料格式轉換
- Slack 通知機器人 @開票小幫手 已上線

## 機器人設定（先放這裡，之後搬去 vault）
```
SLACK_BOT_TOKEN=<<cred>>
SLACK_CHANNEL=#開票-<<place>>
```

## 下次分工
- <<ln>><<fn>>：資料清洗
- <<ln2>><<fn2>>：視覺化
""",
    "p:slack_bot",
    syntax="",
)

TW.reg(
    "gongmin_line_bot_channel_access_token_python",
    ("linebot/app.py", "bots/<<place>>_ballot_bot/app.py"),
    '''"""LINE 機器人：查詢投開票所位置。"""

from flask import Flask, abort, request
from linebot.v3 import WebhookHandler
from linebot.v3.messaging import Configuration

CHANNEL_ACCESS_TOKEN = "<<cred>>"
CHANNEL_SECRET_HEX = "<<chs>>"

configuration = Configuration(access_token=CHANNEL_ACCESS_TOKEN)
handler = WebhookHandler(CHANNEL_SECRET_HEX)
app = Flask(__name__)


@app.post("/callback")
def callback():
    signature = request.headers.get("X-Line-Signature", "")
    body = request.get_data(as_text=True)
    try:
        handler.handle(body, signature)
    except Exception:
        abort(400)
    return "OK"
''',
    "p:line_channel_token",
    extra=lambda rng, s: s.update(chs=hexs(rng, 32)),
)

TW.reg(
    "gongmin_git_credentials_store_pat",
    ("home/<<fa>>/.git-credentials", "Users/<<fa>>/.git-credentials"),
    "https://<<fa>><<n>>:<<cred>>@github.com\n",
    "p:github_pat",
    syntax="",
)


def _tw_line(s: dict[str, object]) -> str:
    y, mo, d = s["year"], s["mo"], s["d"]
    return (
        f"[LINE] 與{s['orgname']}核心群的聊天記錄\n"
        f"儲存日期：{y}/{mo:02d}/{d:02d} {s['time']}\n\n"
        f"{y}/{mo:02d}/{d:02d}（六）\n"
        f"{s['time']}\t{s['ln']}{s['fn']}\t伺服器主機的 root 密碼誰有？要更新憑證\n"
        f"{s['time2']}\t{s['ln2']}{s['fn2']}\t{s['cred']}\n"
        f"{s['time2']}\t{s['ln2']}{s['fn2']}\t用完記得收回喔\n"
        f"{s['time2']}\t{s['ln']}{s['fn']}\t[貼圖]\n"
    )


TW.reg(
    "gongmin_line_chat_export_txt_mima_root",
    ("[LINE] 與核心群的聊天_<<n>>.txt", "line_backup/core_<<place>>_<<date>>.txt"),
    _tw_line,
    "human",
    syntax="",
)

TW.reg(
    "gongmin_ecpay_donation_node_config_js",
    ("config/ecpay.js", "donate/<<place>>/ecpay.config.js"),
    """// 小額捐款（綠界 ECPay 全方位金流）正式環境
module.exports = {
  OperationMode: "Production",
  MercProfile: {
    MerchantID: "<<mid>>",
    HashKey: "<<cred>>",
    HashIV: "<<iv>>",
  },
  IgnorePayment: ["ATM", "BARCODE"],
  IsProjectContractor: false,
  ReturnURL: "https://<<dom>>/api/ecpay/return",
};
""",
    "p:ecpay_hashkey",
    syntax="",
    extra=lambda rng, s: s.update(mid=rng.randint(3000000, 3999999), iv=alnum(rng, 16)),
)

TW.reg(
    "gongmin_docker_compose_postgres_password",
    ("docker-compose.yml", "infra/<<place>>/compose.yaml"),
    """services:
  db:
    image: postgis/postgis:16-3.4
    restart: always
    environment:
      POSTGRES_DB: votes
      POSTGRES_USER: votes
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  api:
    build: ./api
    depends_on: [db]
    environment:
      DATABASE_URL: postgres://votes@db:5432/votes
volumes:
  pgdata:
""",
    "pw",
)


def _tw_sa(rng: random.Random, s: dict[str, object]) -> None:
    pem = rsa_pem(rng, pkcs8=True) + "\n"
    proj = f"{s['org']}-{alnum(rng, 6, LOWER + DIGITS)}"
    data = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": hexs(rng, 40),
        "private_key": pem,
        "client_email": f"sheets-sync@{proj}.iam.gserviceaccount.com",
        "client_id": alnum(rng, 21, DIGITS),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/sheets-sync%40{proj}.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    s["json"] = json.dumps(data, indent=2)
    s["needle"] = json.dumps(pem)[1:-1]


TW.reg(
    "gongmin_sheets_service_account_json_key",
    ("credentials/<<place>>-sheets-sync.json", "secrets/gcp_<<n>>.json"),
    "<<json>>\n",
    "pw_alnum",
    extra=_tw_sa,
)
