# ruff: noqa: E501
"""Family f: a tram maintenance workshop (depot) in Hiroshima, Japan (Japanese)."""

from __future__ import annotations

import random

from hundredtwentyfourth_spec import Fam

F = Fam(
    name="romendensha_shako_workshop",
    key="shako",
    orgs=("kawasemitram", "hakatatram", "setodensha"),
    tld="co.jp",
    first=(
        ("健太", "kenta"),
        ("陽子", "yoko"),
        ("翔", "sho"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("恵", "megumi"),
    ),
    last=(
        ("田中", "tanaka"),
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("渡辺", "watanabe"),
        ("山本", "yamamoto"),
    ),
    words=(
        "densha",
        "sakura",
        "hiroshima",
        "romen",
        "shako",
        "shinkansen",
        "fujisan",
        "momiji",
        "kaizen",
        "tsubasa",
        "hikari",
        "kodama",
        "nozomi",
        "carp",
    ),
    pets=("pochi", "tama", "hachi", "kuro", "momo"),
    cc="+81",
    cities=("Hiroshima", "Nagasaki", "Kumamoto", "Kochi", "Okayama"),
)


# 1 LINE chat history (Japanese)
def _line(s: dict) -> str:
    y, m, d = s["date"].split("-")
    return (
        f"[LINE] 車庫保守班のトーク履歴\n保存日時：{y}/{m}/{d} 18:20\n\n"
        f"{y}/{m}/{d}(火)\n"
        f"17:02\t{s['last']}{s['first']}\t検修庫のタブレット、パスワード何でしたっけ？\n"
        "17:05\t班長\t" + s["cred"] + "\n"
        "17:05\t班長\t朝礼で変えたやつです\n"
        f"17:06\t{s['last']}{s['first']}\t了解です、ありがとうございます\n"
    )


F.reg(
    "line_talk_history_pasuwado",
    ("Documents/LINE/[LINE]車庫保守班_<<date>>.txt", "Downloads/line_talk_<<user>>_<<num>>.txt"),
    _line,
    "human",
)

# 2 .netrc for the wheel-lathe CNC FTP
F.reg(
    "wheel_lathe_cnc_ftp_netrc",
    ("home/<<user>>/.netrc", "root/.netrc"),
    """machine <<ip>>
login fanuc
password <<cred>>

machine nas.<<dom>>
login backup
password anonymous@
""",
    "pw_bare",
)

# 3 Rails database.yml of the maintenance records system
F.reg(
    "maintenance_records_rails_database_yml",
    ("srv/<<org>>/kenshu/config/database.yml", "var/www/<<org>>-maint/config/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

production:
  <<: *default
  host: <<ip>>
  database: kenshu_production
  username: kenshu
  password: '<<cred>>'
""",
    "pw_sq",
)

# 4 PAY.JP key in the parts shop (Ruby)
F.reg(
    "payjp_parts_shop_ruby_initializer",
    (
        "srv/<<org>>/goods-shop/config/initializers/payjp.rb",
        "var/www/<<org>>-goods/config/initializers/payjp.rb",
    ),
    """# 電車グッズ通販 (PAY.JP 本番)
require 'payjp'

Payjp.api_key = '<<cred>>'
Payjp.open_timeout = 30
Payjp.read_timeout = 90
""",
    "p:payjp",
)

# 5 Japanese e-mail with a temporary password
F.reg(
    "japanese_email_kari_pasuwado",
    ("Mail/Inbox/<<date>>_kari_password.eml", "Documents/mail/<<user>>_<<hex8>>.eml"),
    """From: システム管理 <sysadmin@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?44CQ6YeN6KaB44CR5Luu44OR44K544Ov44O844OJ44Gu44GK55+l44KJ44Gb?=
Date: <<date>> 09:<<num>> +0900
Content-Type: text/plain; charset=UTF-8

<<last>> <<first>> 様

検修管理システムのアカウントを発行しました。

ログインID：<<user>>
仮パスワード：<<cred>>

初回ログイン時に変更してください。

<<org>> 車両部 システム担当
""",
    "human",
)

# 6 curl with digest auth to the overhead-line camera (bash history)
F.reg(
    "overhead_line_camera_axis_curl_digest",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """ssh pi@<<ip>>
curl --digest -u root:'<<cred>>' "http://<<ip>>/axis-cgi/jpg/image.cgi?resolution=1920x1080" -o kasen_<<date>>.jpg
ls -la *.jpg
""",
    "pw_sq",
)

# 7 XLSX sharedStrings of the parts inventory with a password cell
F.reg(
    "parts_inventory_xlsx_sharedstrings",
    ("buhin_zaiko_<<year>>/xl/sharedStrings.xml", "unzipped/<<org>>_parts/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9"><si><t>部品番号</t></si><si><t>品名</t></si><si><t>在庫数</t></si><si><t>パンタグラフすり板</t></si><si><t>ブレーキライニング</t></si><si><t>発注システム</t></si><si><t>ID: <<user>></t></si><si><t>PW</t></si><si><t><<cred>></t></si></sst>
""",
    "human_x",
)


# 8 IC-card gateway .env with an invented-prefix key
def _ic(rng: random.Random, fam: Fam, s: dict) -> str:
    from hundredtwentyfourth_spec import alnum

    return "icgw_live_" + alnum(rng, 40)


F.reg(
    "ic_card_reader_gateway_dotenv",
    ("opt/<<org>>/icgw/.env", "home/<<user>>/ic-reader-bridge/.env"),
    """NODE_ENV=production
READER_PORT=/dev/ttyACM0
ICGW_ENDPOINT=https://icgw.<<dom>>/v1/taps
ICGW_API_KEY=<<cred>>
DEPOT_CODE=<<num>>
""",
    _ic,
)
