# ruff: noqa: E501
"""Family g: a reinsurance analyst at a broker in Tokyo, Japan (Japanese)."""

from __future__ import annotations

import base64
import json

from hundredtwentythird_spec import Fam, draw, grab

F = Fam(
    name="saiho_reinsurance_analyst_japan",
    orgs=("sakuraresure", "fujire", "kaiunre"),
    tld="co.jp",
    first=(
        ("健太", "kenta"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("美咲", "misaki"),
        ("翔", "sho"),
        ("直子", "naoko"),
        ("拓也", "takuya"),
        ("彩", "aya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
    ),
    words=(
        "sakura",
        "fujisan",
        "tokyo",
        "kaminari",
        "tsunami",
        "jishin",
        "momiji",
        "kitsune",
        "ramen",
        "hanabi",
        "yokohama",
        "taiyo",
        "nagoya",
        "yuki",
    ),
    pets=("pochi", "tama", "mugi", "kotaro", "hana", "sora"),
    cc="+81",
)


def _k8s(rng, s):
    return {
        "enc": base64.b64encode(s["cred"].encode()).decode(),
        "uenc": base64.b64encode(b"SVC_CATMODEL").decode(),
    }


F.reg(
    "saiho_catmodel_k8s_secret_data_password_b64",
    ("k8s/catmodel/snowflake-secret.yaml", "deploy/overlays/prod_<<n>>/secret-snowflake.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: snowflake-catmodel
  namespace: reinsurance-analytics
  labels:
    app: treaty-pricing
type: Opaque
data:
  SNOWFLAKE_USER: <<uenc>>
  SNOWFLAKE_PASSWORD: <<enc>>
""",
    cred="pw",
    extra=_k8s,
    decode=lambda t: base64.b64decode(grab(r"SNOWFLAKE_PASSWORD: (\S+)", t)).decode(),
)

F.reg(
    "saiho_snowflake_connections_toml_treaty",
    ("home/<<fa>>/.snowflake/connections.toml", "Users/<<fa>>/snowflake_<<n>>/connections.toml"),
    """[default]
account = "<<org>>-jp<<n4>>"
user = "<<fa>>.<<la>>"
password = "<<cred>>"
warehouse = "ANALYST_WH"
database = "TREATY"
schema = "CEDED"
role = "RE_ANALYST"

[bordereaux]
account = "<<org>>-jp<<n4>>"
user = "<<fa>>.<<la>>"
authenticator = "externalbrowser"
""",
    cred="pw_dq",
)


def _nb(s):
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": ["# 台風シナリオ別 PML 集計（再保険特約）"],
        },
        {
            "cell_type": "code",
            "execution_count": 3,
            "metadata": {},
            "outputs": [
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": ["s3://cat-results/2025Q3/ に 412 ファイル\n"],
                }
            ],
            "source": [
                "import boto3\n",
                "s3 = boto3.client('s3', region_name='ap-northeast-1',\n",
                f"    aws_access_key_id='AKIA{s['akid']}',\n",
                f"    aws_secret_access_key='{s['cred']}')\n",
                "objs = s3.list_objects_v2(Bucket='cat-results', Prefix='2025Q3/')\n",
                "print(f\"s3://cat-results/2025Q3/ に {objs['KeyCount']} ファイル\")",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 4,
            "metadata": {},
            "outputs": [],
            "source": ["pml = pd.read_parquet('pml_typhoon.parquet')"],
        },
    ]
    return json.dumps(
        {
            "cells": cells,
            "metadata": {
                "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "saiho_typhoon_pml_ipynb_aws_secret_key",
    ("notebooks/typhoon_pml_<<n>>.ipynb", "analysis/<<fa>>/catmodel_<<date>>.ipynb"),
    _nb,
    cred="p:aws_secret",
    syntax="json",
    extra=lambda rng, s: {"akid": draw(rng, "alnum:16", F).upper()},
)

F.reg(
    "saiho_lineworks_bot_renewal_alert_yaml",
    ("bots/lineworks_renewal.yaml", "config/lw_bot_<<n>>.yml"),
    """# 特約更改アラート Bot（LINE WORKS API 2.0）
lineworks:
  client_id: <<cid>>
  client_secret: <<cred>>
  service_account: <<sa>>.serviceaccount@<<org>>
  private_key_path: /etc/lw/private_<<n>>.key
  bot_id: <<n6>>
  channel_id: <<uuid>>
schedule: "0 9 * * 1-5"
""",
    cred="alnum:10",
    extra=lambda rng, s: {
        "cid": draw(rng, "alnum:20", F),
        "sa": draw(rng, "alnum:5", F).lower(),
        "uuid": draw(rng, "uuid", F),
    },
)

F.reg(
    "saiho_japanese_email_ppap_zip_pasuwado",
    ("Outlook/送信済み/<<n>>_パスワード.eml", "mail/sent/ppap_<<date>>.eml"),
    """From: <<last>> <<first>> <<<fa>>.<<la>>@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?44OR44K544Ov44O844OJ44Gu44GK55+l44KJ44Gb?=
Date: Thu, <<d>> Oct <<y>> <<time>>:02 +0900
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<last2>>様

いつもお世話になっております。<<orgt>>の<<last>>です。
先ほどお送りした「<<y>>年度 火災特約 ボーダロー.zip」のパスワードをお知らせいたします。

パスワード：<<cred>>

よろしくお願いいたします。
""",
    cred="human",
    syntax="",
)

F.reg(
    "saiho_excel_vba_oracle_oledb_connection",
    ("vba/TreatyLoader_<<n>>.bas", "Excel/特約集計/Module1.bas"),
    """Attribute VB_Name = "Module1"
' 特約データ取込（Oracle 契約管理DB）
Public Sub LoadTreaties()
    Dim cn As Object, rs As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=OraOLEDB.Oracle;Data Source=<<ip>>:1521/REPROD;User Id=re_read;Password=<<cred>>;"
    Set rs = cn.Execute("SELECT treaty_id, cedent, layer, premium FROM treaty_master WHERE uw_year = <<y>>")
    Sheets("特約").Range("A2").CopyFromRecordset rs
    rs.Close: cn.Close
End Sub
""",
    cred="pw",
    syntax="",
)

F.reg(
    "saiho_renviron_verisk_touchstone_api_key",
    ("home/<<fa>>/.Renviron", "projects/cat-pricing-<<n>>/.Renviron"),
    """R_LIBS_USER=~/R/library
TZ=Asia/Tokyo
TOUCHSTONE_API_URL=https://touchstone.<<org>>.co.jp/api/v1
TOUCHSTONE_API_KEY=<<cred>>
""",
    cred="hex:40",
    syntax="",
)

F.reg(
    "saiho_slack_thread_copy_reply_only_value",
    ("slack/re-analytics_<<date>>.txt", "Desktop/slack_copy_<<n>>.txt"),
    """<<last>> <<first>>  <<time>>
AIR の Touchstone、共有アカウントのパスワード誰か分かりますか？ 本日中に台風シナリオ回したいです🙏

<<last2>> <<first2>>  <<time>>
<<cred>>

<<last>> <<first>>  <<time>>
ありがとうございます！
""",
    cred="human",
    syntax="",
)
