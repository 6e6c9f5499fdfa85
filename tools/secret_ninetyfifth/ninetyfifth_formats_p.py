# ruff: noqa: E501
"""Family p: a night-shift IT service desk in Fukuoka, Japan (Japanese)."""

from __future__ import annotations

import base64

from ninetyfifth_spec import Fam, dec_b64_after

F = Fam(
    name="fukuoka_nightshift_it_servicedesk",
    key="fukdesk",
    orgs=("hakatadesk", "tenjinsupport", "genkaiops"),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("健太", "kenta"),
        ("彩花", "ayaka"),
        ("拓也", "takuya"),
        ("真由", "mayu"),
    ),
    last=(
        ("田中", "tanaka"),
        ("中村", "nakamura"),
        ("松尾", "matsuo"),
        ("古賀", "koga"),
        ("井上", "inoue"),
        ("山口", "yamaguchi"),
    ),
    words=(
        "sakura",
        "hakata",
        "tonkotsu",
        "mentaiko",
        "hawks",
        "yatai",
        "nakasu",
        "tenjin",
        "daisuki",
        "neko",
        "yamakasa",
        "genkai",
        "ramen",
        "arigatou",
        "hoshi",
        "umi",
    ),
    pets=("pochi", "tama", "momo", "kotetsu", "hachi", "mugi"),
    months=(
        "mutsuki",
        "kisaragi",
        "yayoi",
        "uzuki",
        "satsuki",
        "minazuki",
        "fumizuki",
        "hazuki",
        "nagatsuki",
        "kannazuki",
        "shimotsuki",
        "shiwasu",
    ),
    walks=("qwerty", "1qaz2wsx", "asdfghjk", "zaq12wsx"),
    sites=("fukuoka", "hakata", "tenjin", "momochi"),
    cc="81",
)

F.reg(
    "line_chat_export_pasuwado",
    ("[LINE] 夜間サービスデスクのトーク.txt", "exports/line/<<site>>_<<date>>.txt"),
    """[LINE] 夜間サービスデスクのトーク履歴
保存日時：<<y>>/<<m>>/<<d>> <<hh>>:<<mi>>

<<y>>/<<m>>/<<d>>(火)
<<time>>\t<<ln>> <<fn>>\tすみません、踏み台サーバの共用アカウントのパスワード変わりました？
<<time>>\t<<ln2>> <<fn2>>\t変わりました！ユーザー名はopsnightのままです
<<time>>\t<<ln2>> <<fn2>>\tパスワード：<<cred>>
<<time>>\t<<ln>> <<fn>>\tありがとうございます🙇 入れました
""",
    "human",
    syntax="",
)


def _k8s(rng, s):
    return {
        "enc": base64.b64encode(s["cred"].encode()).decode(),
        "eenc": base64.b64encode(f"nightdesk@{s['dom']}".encode()).decode(),
    }


F.reg(
    "k8s_secret_data_base64_jira_token",
    ("k8s/overlays/prod/jira-bridge-secret.yaml", "manifests/<<site>>/secret-jira.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: jira-bridge
  namespace: servicedesk
  labels:
    app: alert-to-jira
type: Opaque
data:
  JIRA_EMAIL: <<eenc>>
  JIRA_API_TOKEN: <<enc>>
""",
    "p:jira",
    extra=_k8s,
    decode=dec_b64_after(r"JIRA_API_TOKEN: (\S+)"),
)

F.reg(
    "backlog_api_key_python",
    ("tools/backlog_nightly_issues.py", "scripts/<<site>>/backlog_kadai.py"),
    '''"""夜間に受けた問い合わせを Backlog の課題として登録する。"""

import csv

import requests

SPACE = "https://<<org>>.backlog.jp"
API_KEY = "<<cred>>"
PROJECT_ID = <<ticket>>

with open("yakan_toiawase.csv", encoding="utf-8-sig") as fh:
    for row in csv.DictReader(fh):
        requests.post(
            f"{SPACE}/api/v2/issues",
            params={"apiKey": API_KEY},
            data={"projectId": PROJECT_ID, "summary": row["件名"], "issueTypeId": 1, "priorityId": 3, "description": row["内容"]},
            timeout=20,
        )
''',
    "p:backlog",
)

F.reg(
    "zabbix_server_conf_dbpassword",
    ("etc/zabbix/zabbix_server.conf", "zabbix/<<site>>/zabbix_server.conf"),
    """############ GENERAL PARAMETERS #################
ListenPort=10051
LogFile=/var/log/zabbix/zabbix_server.log
LogFileSize=0
PidFile=/run/zabbix/zabbix_server.pid
SocketDir=/run/zabbix
DBHost=<<ip>>
DBName=zabbix
DBUser=zabbix
DBPassword=<<cred>>
SNMPTrapperFile=/var/log/snmptrap/snmptrap.log
Timeout=4
AlertScriptsPath=/usr/lib/zabbix/alertscripts
LogSlowQueries=3000
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "ppap_email_zip_password_only",
    ("mail/受信トレイ/<<ts>>.eml", "archive/<<fa>>/<<ts>>.eml"),
    """From: <<ln2>> <<fn2>> <<<email2>>>
To: <<email>>
Subject: 【パスワード通知】障害報告書_<<y>><<m>><<d>>.zip
Date: <<date>> <<time>> +0900
Content-Type: text/plain; charset="UTF-8"

<<ln>>様

お世話になっております。<<orgc>> 夜間サービスデスクの<<ln2>>です。
先ほど別メールにてお送りしたファイルのパスワードをお知らせいたします。

<<cred>>

よろしくお願いいたします。
""",
    "human",
    syntax="",
)

F.reg(
    "slack_bot_xoxb_notify_sh",
    ("bin/notify_escalation.sh", "scripts/<<site>>/slack_notify.sh"),
    """#!/bin/bash
# 夜間エスカレーションを #sd-escalation に投稿
SLACK_BOT_TOKEN="<<cred>>"
CHANNEL="C0<<ticket>>"
MSG="$1"
curl -s -X POST https://slack.com/api/chat.postMessage \\
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \\
  -H "Content-Type: application/json; charset=utf-8" \\
  -d "{\\"channel\\":\\"${CHANNEL}\\",\\"text\\":\\"[夜間] ${MSG}\\"}"
""",
    "p:slack",
    syntax="",
)

F.reg(
    "sshpass_crontab_nas_backup",
    ("var/spool/cron/opsnight", "crontab_<<site>>_opsnight.txt"),
    """MAILTO=""
# 毎晩 02:30 に問い合わせ管理DBのダンプをNASへ転送
30 2 * * * /usr/local/bin/dump_helpdesk.sh && sshpass -p '<<cred>>' rsync -az /backup/helpdesk/ backup@<<ip>>:/volume1/helpdesk/
0 5 * * * find /backup/helpdesk -mtime +7 -delete
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "hikitsugi_handover_memo_txt",
    ("引継ぎ/<<y>><<m>><<d>>_夜勤.txt", "share/<<site>>/hikitsugi_<<date>>.txt"),
    """■ 夜勤引継ぎメモ　<<y>>/<<m>>/<<d>>　担当：<<ln>>

【対応中】
・#<<ticket>> 顧客VPN接続不可 → ベンダー回答待ち（朝9時に再確認）
・ファイルサーバ容量 92%、古いログ削除済み

【共有】
監視端末(Zabbix画面)が自動ログアウトしていたので再ログインしました。
  ユーザー：nightwatch
  パスワード：<<cred>>
※朝番の方、変更しないでください。

以上、よろしくお願いします。
""",
    "human",
    syntax="",
)
