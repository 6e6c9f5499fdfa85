# ruff: noqa: E501
"""Family m: a hospital pharmacy store in Japan (Japanese): ORCA receipt software, YUYAMA
dispensing machines, the dispensary PC's Windows autologon, SwitchBot thermometers in the drug
fridges, PAY.JP at the OTC shop, LINE between pharmacists."""

from __future__ import annotations

import csv
import io

from hundredtwentyfirst_spec import Fam

F = Fam(
    name="yakuzaibu_hospital_pharmacy_japan",
    orgs=(
        ("sakuradai", "さくら台総合病院 薬剤部"),
        ("midorigaoka", "緑ヶ丘記念病院 薬剤科"),
        ("kaiseikai", "医療法人 海星会病院"),
        ("hinodehosp", "日の出中央病院"),
    ),
    tld="or.jp",
    first=(
        ("花子", "hanako"),
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("翔太", "shota"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("恵", "megumi"),
        ("拓也", "takuya"),
    ),
    last=(
        ("山田", "yamada"),
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("伊藤", "ito"),
        ("渡辺", "watanabe"),
    ),
    words=(
        "sakura",
        "fujisan",
        "tokyo",
        "osaka",
        "kusuri",
        "yakuzai",
        "tanuki",
        "hanabi",
        "ramen",
        "giants",
        "tigers",
        "hokkaido",
        "momiji",
        "natsu",
        "arigato",
    ),
    pets=("pochi", "tama", "hachi", "mugi", "kuro", "shiro"),
    towns=("札幌", "仙台", "横浜", "名古屋", "福岡", "金沢"),
    cc="81",
)


def _line(s: dict) -> str:
    return f"""[LINE] 薬剤部 当直のトーク履歴
保存日時：{s["year"]}/{s["n2"] % 12 + 1:02d}/{s["n"] % 28 + 1:02d} {s["time"]}

{s["year"]}/{s["n2"] % 12 + 1:02d}/{s["n"] % 28 + 1:02d}(金)
{s["time"]}\t{s["ln"]}{s["fn"]}\t夜間の電子カルテ、薬剤部端末のパスワード変更されました
{s["time"]}\t{s["ln"]}{s["fn"]}\t{s["cred"]}
{s["time2"]}\t{s["ln2"]}{s["fn2"]}\t了解です、ありがとうございます🙇
"""


F.reg(
    "yakuzai_jp_line_talk_history_pasuwado",
    ("LINE/[LINE] 薬剤部 当直_<<n>>.txt", "Downloads/line_yakuzai_<<d8>>.txt"),
    _line,
    "human",
)

F.reg(
    "yakuzai_jp_orca_receipt_api_python",
    ("orca/orca_api_client.py", "scripts/orca_medication_<<n>>.py"),
    """import requests

# 日医標準レセプトソフト (ORCA) API — 院内処方の取得
ORCA_HOST = "http://<<ip>>:8000"
ORCA_USER = "ormaster"
ORCA_PASS = "<<cred>>"


def medical_get(patient_id):
    xml = f"<data><medicalgetreq type='record'><Patient_ID type='string'>{patient_id}</Patient_ID></medicalgetreq></data>"
    r = requests.post(f"{ORCA_HOST}/api01rv2/medicalgetv2?class=01", data=xml.encode("utf-8"),
                      auth=(ORCA_USER, ORCA_PASS), timeout=30)
    r.raise_for_status()
    return r.text
""",
    "pw_dq",
)

F.reg(
    "yakuzai_jp_yuyama_dispensing_link_ini",
    ("YUYAMA/Link/YSLink.ini", "C/YUYAMA_<<n>>/YSLink.ini"),
    """[System]
Facility=<<orgname>>
Machine=YS-TR<<n3>>

[HIS]
Host=<<ip>>
Port=<<port>>
Protocol=JAHIS

[DB]
Server=<<ip2>>\\YUYAMA
Database=YSLink
User=yslink
Password=<<cred>>
""",
    "pw",
)

F.reg(
    "yakuzai_jp_payjp_otc_shop_ruby_initializer",
    ("shop/config/initializers/payjp.rb", "otc-shop-<<n>>/config/initializers/payjp.rb"),
    """# 院内売店（OTC・衛生用品）オンライン注文 — PAY.JP
require 'payjp'

Payjp.api_key = '<<cred>>'
Payjp.open_timeout = 30
Payjp.read_timeout = 90
""",
    "p:payjp",
    syntax="",
)

F.reg(
    "yakuzai_jp_email_shinki_account_pasuwado",
    ("メール/新規アカウント_<<n>>.eml", "Thunderbird/Inbox/account_<<d8>>.eml"),
    """From: 医療情報部 <iryojoho@<<dom>>>
To: <<email>>
Subject: 【薬剤部】電子カルテ新規アカウントのお知らせ
Date: <<iso>> <<time>>
Content-Type: text/plain; charset=UTF-8

<<ln>> <<fn>> 様

電子カルテの新規アカウントを発行しました。

ユーザーID：<<user>>
初期パスワード：<<cred>>

初回ログイン時に変更してください。
医療情報部 <<ln2>>
""",
    "human",
    syntax="",
)


def _csv(s: dict) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(["端末名", "設置場所", "ログインID", "パスワード", "備考"])
    w.writerow([f"YKZ-PC{s['n2']:02d}", "調剤室", s["user"], s["cred"], "共用"])
    w.writerow([f"YKZ-PC{s['n2'] + 1:02d}", "注射調剤", s["user2"], "※個人管理", ""])
    return buf.getvalue()


F.reg(
    "yakuzai_jp_shared_terminals_csv_japanese_headers",
    ("薬剤部/共用端末一覧_<<n>>.csv", "share/yakuzai_terminals_<<d8>>.csv"),
    _csv,
    "human_x",
)

F.reg(
    "yakuzai_jp_switchbot_fridge_thermometer_python",
    ("fridge/switchbot_temp.py", "scripts/reizoko_ondo_<<n>>.py"),
    """import base64
import hashlib
import hmac
import time
import uuid

import requests

# 薬品冷蔵庫の温度監視（SwitchBot 温湿度計）2〜8℃
TOKEN = "<<cred>>"
SECRET = "<<sec>>"
DEVICE = "<<dev>>"


def headers():
    t = str(int(time.time() * 1000))
    nonce = str(uuid.uuid4())
    sign = base64.b64encode(hmac.new(SECRET.encode(), (TOKEN + t + nonce).encode(), hashlib.sha256).digest())
    return {"Authorization": TOKEN, "t": t, "nonce": nonce, "sign": sign.decode()}


r = requests.get(f"https://api.switch-bot.com/v1.1/devices/{DEVICE}/status", headers=headers(), timeout=10)
print(r.json()["body"]["temperature"])
""",
    "hex:96",
    extra=lambda rng, s: {
        "sec": "".join(rng.choice("0123456789abcdef") for _ in range(32)),
        "dev": "".join(rng.choice("0123456789ABCDEF") for _ in range(12)),
    },
)

F.reg(
    "yakuzai_jp_dispensary_pc_autologon_reg",
    ("調剤室PC/autologon_<<n>>.reg", "setup/yakuzai_autologon_<<d8>>.reg"),
    """Windows Registry Editor Version 5.00

; 調剤室 共用PC 自動ログオン（夜間も止めないこと）
[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="yakuzai<<n2>>"
"DefaultDomainName"="<<org>>"
"DefaultPassword"="<<cred>>"
""",
    "pw_dq",
    syntax="",
)
