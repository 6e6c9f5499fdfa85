# ruff: noqa: E501
"""Family f: a baseball sports-data startup in Taichung (Taiwan): Mandarin (Traditional)."""

from __future__ import annotations

import base64
import random
import re

from fortyeighth_spec import Fam, ipynb

F = Fam(
    "taichung_baseball_stats_startup",
    "taichung",
    ("dazhongstats", "bangqiudata", "fengjiaanalytics", "lihpaosports"),
    "com.tw",
    (
        "chihao",
        "yating",
        "weilun",
        "shuhui",
        "junjie",
        "peiyu",
        "chengen",
        "yuting",
        "kuanyu",
        "hsinyi",
    ),
    ("chen", "lin", "huang", "chang", "lee", "wang", "wu", "liu"),
    (
        "bangqiu",
        "zhuangyuan",
        "fengjia",
        "dakeng",
        "taiyang",
        "xiaolong",
        "boba",
        "tianmu",
        "homerun",
        "bullpen",
        "shuiguo",
        "lamian",
    ),
    "886",
    ("Taichung", "Fengyuan", "Wufeng", "Taoyuan", "Hsinchu"),
    local=("志豪", "雅婷", "偉倫", "淑慧", "俊傑", "佩玉", "承恩", "郁婷", "冠宇", "欣怡"),
)

F.reg(
    "line_chat_export_mima_database",
    ("LINE/[LINE] 與數據組的聊天_<<n>>.txt", "exports/line_backend_<<date>>.txt"),
    """[LINE] 與數據組的聊天記錄
儲存日期：<<date>> <<time>>

<<date>>（週三）
<<time>>\t<<lname>>\t今晚中職賽後的資料庫連不上，誰有新密碼？
<<time>>\t<<lname2>>\t主機 <<host>> 帳號 stats_rw
<<time2>>\t<<lname2>>\t密碼：<<cred>>
<<time2>>\t<<lname>>\t收到 謝謝
<<time2>>\t<<lname2>>\t[貼圖]
""",
    "human",
)

F.reg(
    "scrapy_settings_rotating_proxy_py",
    ("crawler/<<word>>/settings.py", "<<org>>-scraper-<<n>>/settings.py"),
    """BOT_NAME = "cpbl_stats"
SPIDER_MODULES = ["cpbl_stats.spiders"]
NEWSPIDER_MODULE = "cpbl_stats.spiders"

ROBOTSTXT_OBEY = True
CONCURRENT_REQUESTS = 8
DOWNLOAD_DELAY = 1.5

DOWNLOADER_MIDDLEWARES = {
    "rotating_proxies.middlewares.RotatingProxyMiddleware": 610,
    "rotating_proxies.middlewares.BanDetectionMiddleware": 620,
}
ROTATING_PROXY_LIST = [
    "http://<<user>>:<<cred>>@gate.proxy-tw.net:7000",
    "http://<<user>>:<<cred>>@gate.proxy-tw.net:7001",
]

FEEDS = {"s3://<<org>>-raw/box/%(name)s/%(time)s.jsonl": {"format": "jsonlines"}}
""",
    "pw_url",
)


def _k8s(rng: random.Random, s: dict) -> None:
    s["enc"] = base64.b64encode(s["cred"].encode()).decode()
    s["enc_user"] = base64.b64encode(b"stats_api").decode()
    s["enc_host"] = base64.b64encode(str(s["host"]).encode()).decode()


def _dec_k8s(text: str) -> str:
    m = re.search(r"POSTGRES_PASSWORD: (\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "k8s_secret_data_base64_stats_api",
    ("k8s/<<word>>/secret-db.yaml", "deploy/overlays/prod-<<n>>/db-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: stats-api-db
  namespace: <<org>>
  labels:
    app.kubernetes.io/name: stats-api
type: Opaque
data:
  POSTGRES_USER: <<enc_user>>
  POSTGRES_PASSWORD: <<enc>>
  POSTGRES_HOST: <<enc_host>>
""",
    "pw",
    extra=_k8s,
    decode=_dec_k8s,
)

F.reg(
    "clickhouse_users_d_ingest_xml",
    ("clickhouse/users.d/ingest_<<n>>.xml", "etc/clickhouse-server/users.d/<<org>>.xml"),
    """<clickhouse>
    <users>
        <pitch_ingest>
            <password><<cred>></password>
            <networks>
                <ip>10.0.0.0/8</ip>
            </networks>
            <profile>default</profile>
            <quota>default</quota>
            <access_management>0</access_management>
        </pitch_ingest>
    </users>
</clickhouse>
""",
    "pw_xml",
)

F.reg(
    "dbt_profiles_yml_postgres",
    ("home/<<first>>/.dbt/profiles.yml", "analytics-<<n>>/profiles.yml"),
    """cpbl_warehouse:
  target: prod
  outputs:
    prod:
      type: postgres
      host: <<host>>
      user: dbt_<<first>>
      password: '<<cred>>'
      port: 5432
      dbname: warehouse
      schema: marts
      threads: 4
""",
    "pw_sq",
)

F.reg(
    "airflow_conn_uri_dotenv",
    ("airflow/.env", "<<org>>-pipelines-<<n>>/.env"),
    """AIRFLOW_UID=50000
AIRFLOW__CORE__EXECUTOR=LocalExecutor
AIRFLOW__CORE__LOAD_EXAMPLES=False
AIRFLOW_CONN_STATS_PG=postgresql://airflow_<<word>>:<<cred>>@<<ip>>:5432/stats
AIRFLOW_VAR_SEASON=<<y>>
""",
    "pw_url",
)


def _nb(s: dict) -> str:
    return ipynb(
        [
            ("import requests, pandas as pd\n", None),
            (
                f'API_KEY = "{s["cred"]}"\nBASE = "https://api.sportradar.com/baseball/trial/v8/en"\n',
                None,
            ),
            (
                "r = requests.get(f\"{BASE}/league/hierarchy.json\", params={'api_key': API_KEY})\nprint(r.url)\nprint(r.status_code)\n",
                f"https://api.sportradar.com/baseball/trial/v8/en/league/hierarchy.json?api_key={s['cred']}\n200\n",
            ),
            ("df = pd.json_normalize(r.json()['leagues'])\ndf.head()\n", None),
        ]
    )


F.reg(
    "sportradar_exploration_ipynb",
    ("notebooks/<<first>>_sportradar_<<n>>.ipynb", "research/<<word>>_feed_check.ipynb"),
    _nb,
    "p:sportradar",
)

F.reg(
    "chinese_jira_ticket_mima_vendor",
    ("jira/STAT-<<n3>>.txt", "tickets/export_<<date>>_STAT-<<n3>>.txt"),
    """[STAT-<<n3>>] 球場雷達測速資料 FTP 無法登入
狀態: 處理中    優先順序: 高    經辦人: <<lname2>>
建立者: <<lname>>    建立時間: <<date>> <<time>>

描述:
洲際棒球場的測速廠商換了新的 FTP，昨晚的資料沒有進來。
廠商給的資訊：
  主機: ftp.radar-vendor.tw
  帳號: <<org>>_feed
  密碼: <<cred>>

留言 (<<lname2>>, <<time2>>):
已更新 airflow 連線，今晚再觀察一次。
""",
    "human",
)
