"""Family p: a rooftop-solar monitoring service (屋根上太陽光の遠隔監視) in Japan; Japanese."""

from __future__ import annotations

import json

from eightieth_spec import Fam, dec_b64, enc_b64

F = Fam(
    name="rooftop_pv_monitoring_japan",
    orgs=("hikarimonitor", "yanewatch", "taiyoumimamori"),
    tld="co.jp",
    first=("kenta", "yoko", "sho", "misaki", "daisuke", "yumi", "takuya", "megumi"),
    last=("sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "yamamoto", "nakamura"),
    first_l=("健太", "陽子", "翔", "美咲", "大輔", "由美", "拓也", "恵"),
    last_l=("佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村"),
    words=(
        "taiyou",
        "hikari",
        "sakura",
        "fujisan",
        "yane",
        "denki",
        "hatsuden",
        "tokyo",
        "osaka",
        "sendai",
        "kumamoto",
        "genki",
        "ganbare",
        "tanuki",
        "neko",
        "hokkaido",
        "ramen",
        "onsen",
    ),
    pets=("pochi", "momo", "hana", "kotaro", "sora", "maru"),
    places=("仙台", "熊本", "静岡", "浜松", "福岡", "宇都宮"),
    cc="+81",
    mobile=("90", "80", "70"),
    family_name_first=True,
)

F.reg(
    "yanepv_line_chat_export_pasuwado",
    ("[LINE] 監視チームとのトーク_<<n>>.txt", "line/保守_<<date>>.txt"),
    """[LINE] 監視チームのトーク履歴
保存日時：<<date>> <<time>>

<<date>>(月)
<<time>>\t<<full>>\t<<place>>のお客様の発電量がゼロになってます。FusionSolarに入れますか？
<<time2>>\t<<full2>>\tIDは<<user>>、パスワードは <<cred>> です
<<time3>>\t<<full>>\t入れました！ありがとうございます
""",
    cred="human",
    syntax="",
)

F.reg(
    "yanepv_solaredge_monitoring_api_python",
    ("monitor/solaredge_daily_<<n>>.py", "scripts/発電量取得.py"),
    """# SolarEdge Monitoring API - 契約サイトの日次発電量
import requests

API_KEY = "<<cred>>"
BASE = "https://monitoringapi.solaredge.com"


def energy(site_id, start, end):
    p = {"timeUnit": "DAY", "startDate": start, "endDate": end, "api_key": API_KEY}
    return requests.get(f"{BASE}/site/{site_id}/energy", params=p, timeout=30).json()
""",
    cred="p:solaredge",
)


def _p_fusion(s):
    doc = {
        "northbound": {
            "baseUrl": "https://jp5.fusionsolar.huawei.com/thirdData",
            "userName": f"api_{s['org']}",
            "systemCode": s["cred"],
        },
        "pollMinutes": 15,
        "stations": [f"NE={s['n6']}{s['n3']}"],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


F.reg(
    "yanepv_fusionsolar_northbound_systemcode_json",
    ("collector/fusionsolar_<<n>>.json", "config/huawei_northbound.json"),
    _p_fusion,
    cred="pw_json",
)


def _p_b64(rng, s):
    pw = F.draw(rng, "human")
    return {"cred": pw, "e": enc_b64(pw)}


F.reg(
    "yanepv_isolarcloud_env_base64_password",
    ("sungrow-collector/.env", "collector-<<n>>/.env"),
    """# Sungrow iSolarCloud 収集 (パスワードは base64)
ISOLAR_APPKEY=<<appkey>>
ISOLAR_ACCOUNT=<<email>>
ISOLAR_PASSWORD_B64=<<e>>
ISOLAR_REGION=jp
""",
    cred="human",
    extra=lambda rng, s: {**_p_b64(rng, s), "appkey": F.draw(rng, "HEX:32")},
    decode=lambda t: dec_b64(t, r"ISOLAR_PASSWORD_B64=(\S+)"),
)

F.reg(
    "yanepv_dokuwiki_page_setsuzoku_joho",
    ("data/pages/customers/<<n>>_setsuzoku.txt", "wiki/pages/sites/site_<<n3>>.txt"),
    """====== <<place>> 邸 屋根上 5.5kW ======

  * パワコン: オムロン KPV-A55
  * 計測ユニット: エコめがね
  * 設置日: <<date>>

===== 接続情報 =====

^ 項目 ^ 値 ^
| ルーター管理画面 | http://<<ip>>/ |
| ユーザー | admin |
| パスワード | <<cred>> |

担当: <<full>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "yanepv_enphase_token_home_assistant_secrets",
    ("homeassistant/secrets.yaml", "ha-<<n>>/config/secrets.yaml"),
    """# Home Assistant secrets - お客様宅 Envoy 連携
envoy_host: <<ip>>
envoy_token: '<<cred>>'
mqtt_user: ha
""",
    cred="p:enphase_jwt",
)

F.reg(
    "yanepv_report_upload_sftp_rsa_key",
    ("keys/report_upload_<<n>>.pem", "home/<<first>>/.ssh/id_rsa_<<org>>"),
    """<<cred>>
""",
    cred="rsa",
    syntax="",
)

F.reg(
    "yanepv_payjp_secret_key_ruby",
    ("config/initializers/payjp.rb", "billing-<<n>>/config/initializers/payjp.rb"),
    """# 月額監視サービスの課金 (PAY.JP)
require "payjp"

Payjp.api_key = "<<cred>>"
Payjp.open_timeout = 30
Payjp.read_timeout = 90
""",
    cred="p:payjp_sk",
    syntax="",
)
