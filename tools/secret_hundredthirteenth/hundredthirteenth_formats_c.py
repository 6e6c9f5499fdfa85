# ruff: noqa: E501
"""Family c: a fish auction (seri at the wholesale market) in Choshi, Japan: Japanese."""

from __future__ import annotations

import json

from hundredthirteenth_spec import Fam, b64s, unb64

F = Fam(
    name="choshi_fish_auction_seri",
    orgs=("choshiichiba", "sagamidai", "tonegawaseri", "inubougyoren"),
    tld="jp",
    first=(
        ("健太", "kenta"),
        ("翔", "sho"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("陽子", "yoko"),
        ("誠", "makoto"),
        ("由美", "yumi"),
        ("拓也", "takuya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("石毛", "ishige"),
        ("宮内", "miyauchi"),
        ("向後", "kogo"),
        ("渡辺", "watanabe"),
    ),
    words=(
        "sanma",
        "iwashi",
        "saba",
        "katsuo",
        "choshi",
        "inubou",
        "maguro",
        "seri",
        "ichiba",
        "kinmedai",
        "tairyo",
        "minato",
        "sakura",
        "kaisen",
    ),
    pets=("pochi", "hana", "koro", "momo", "tama"),
    cc="81",
)

F.reg(
    "choshi_seri_tablet_backend_laravel_env",
    ("seri-app/.env", "var/www/<<org>>-seri/.env"),
    """APP_NAME="Seri Tablet <<org>>"
APP_ENV=production
APP_URL=https://seri.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=seri
DB_USERNAME=seri_app
DB_PASSWORD=<<cred>>
QUEUE_CONNECTION=redis
""",
    "pw",
    syntax="",
)

F.reg(
    "choshi_japanese_line_chat_pasuwado_nyusatsu",
    ("LINE/[LINE] 仲買組合 <<nn>>.txt", "Downloads/[LINE] <<ln>>とのトーク.txt"),
    """[LINE] 仲買組合のトーク履歴
保存日時：<<date>> <<time>>

<<date>>(木)
<<time>>\t<<fn>> <<ln>>\t明日のサンマ入札、タブレットのログイン変わりました
<<time>>\t<<fn>> <<ln>>\tID: <<user>>
<<time>>\t<<fn>> <<ln>>\tパスワード: <<cred>>
<<time>>\t<<fn2>>\t了解です！ありがとうございます
""",
    "human",
    syntax="",
)


def _docker(rng, s):
    s["enc"] = b64s(f"{s['la']}:{s['cred']}")


F.reg(
    "choshi_buyers_portal_docker_config_auth_base64",
    ("home/<<fa>>/.docker/config.json", "ci/<<org>>/docker/config<<n>>.json"),
    lambda s: json.dumps(
        {
            "auths": {f"registry.{s['dom']}": {"auth": s["enc"]}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    ),
    "pw_json",
    extra=_docker,
    decode=lambda t: unb64(next(iter(json.loads(t)["auths"].values()))["auth"]).split(":", 1)[1],
)

F.reg(
    "choshi_price_board_signage_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "signage/<<org>>/wpa_supplicant-<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=JP

# 相場表示板 (セリ場 第<<n>>棟)
network={
    ssid="<<org>>-seriba"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)

F.reg(
    "choshi_traceability_kintone_api_token_js",
    ("kintone/customize/<<org>>_lot.js", "src/kintone_sync_<<nn>>.js"),
    """// 水揚げロット → kintone トレーサビリティアプリ 同期
const KINTONE_DOMAIN = "<<org>>.cybozu.com";
const APP_ID = <<n>>;
const API_TOKEN = "<<cred>>";

async function pushLot(lot) {
  const res = await fetch(`https://${KINTONE_DOMAIN}/k/v1/record.json`, {
    method: "POST",
    headers: { "X-Cybozu-API-Token": API_TOKEN, "Content-Type": "application/json" },
    body: JSON.stringify({ app: APP_ID, record: { 魚種: { value: lot.fish }, 重量: { value: lot.kg } } }),
  });
  return res.json();
}
""",
    "alnum:40",
    syntax="",
)

F.reg(
    "choshi_japanese_email_pasuwado_kaiin_portal",
    ("Mail/Sent/<<id8>>.eml", "Thunderbird/<<org>>/Inbox/<<ts>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: =?UTF-8?B?5Luy6LK35Lya5ZOh44Od44O844K/44Or?=
Date: Tue, <<dd>> Oct <<year>> <<time>>:40 +0900
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<ln>>様

いつもお世話になっております。
仲買会員ポータルのログイン情報をお送りします。

URL: https://portal.<<dom>>/login
ユーザーID: <<user>>
パスワード: <<cred>>

初回ログイン後、変更をお願いいたします。
<<org>> 市場課 <<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "choshi_landing_slips_xlsx_sharedstrings",
    ("xl/sharedStrings.xml", "unzipped/<<org>>_<<date>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8"><si><t>魚種</t></si><si><t>数量(kg)</t></si><si><t>買受人</t></si><si><t>サンマ</t></si><si><t>端末ログイン</t></si><si><t><<user>></t></si><si><t>パスワード</t></si><si><t><<cred>></t></si></sst>
""",
    "pw_xml",
)

F.reg(
    "choshi_accounting_freee_client_secret_python",
    ("tools/freee_invoice_<<nn>>.py", "scripts/<<org>>_freee.py"),
    """# 仲買人への請求書を freee 会計 API で発行
import requests

CLIENT_ID = "<<id8>><<nn>>"
CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://accounts.secure.freee.co.jp/public_api/token"


def refresh(refresh_token: str) -> str:
    r = requests.post(TOKEN_URL, data={
        "grant_type": "refresh_token",
        "client_id": CLIENT_ID,
        "client_secret": CLIENT_SECRET,
        "refresh_token": refresh_token,
    })
    return r.json()["access_token"]
""",
    "b64u:32",
)
