# ruff: noqa: E501
"""Family a: a visiting home-nursing station in Yokohama (Japan; Japanese)."""

from __future__ import annotations

from hundredseventh_spec import Fam, dec_basic, enc_b64, reg

FAM = Fam(
    name="houmon_kango_yokohama",
    orgs=("hanamizuki", "sakuranote", "aozorakango", "kohaku-care"),
    tld="co.jp",
    first=("花子", "美咲", "陽子", "健太", "直樹", "由美", "さくら", "翔太"),
    first_a=("hanako", "misaki", "yoko", "kenta", "naoki", "yumi", "sakura", "shota"),
    last=("佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "中村", "小林"),
    last_a=("sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "nakamura", "kobayashi"),
    words=(
        "sakura",
        "hanami",
        "kango",
        "yokohama",
        "minato",
        "tsubaki",
        "fujisan",
        "momiji",
        "ohisama",
        "nagomi",
    ),
    pets=("pochi", "tama", "kotetsu", "mugi", "hachi", "sora"),
    cc="+81",
    cities=("yokohama", "kawasaki", "fujisawa"),
)


def _basic(rng, s):
    s["enc"] = enc_b64(f"{s['login']}:{s['cred']}")


reg(
    FAM,
    "kango_chatwork_copied_thread_ibow_pasuwado",
    ("chatwork/申し送り_<<mon>><<day>>.txt", "Desktop/chatwork_copy_<<n>>.txt"),
    """<<last>> <<first>>
<<year>>年<<m1>>月<<d1>>日 <<hh>>:<<mi>>
[To:<<n4>>] <<last>>さん
新しい看護師さん用の iBow アカウント作りました。
[info][title]iBow ログイン情報[/title]事業所コード: <<n4>>
ID: <<login>>
パスワード: <<cred>>[/info]
初回ログイン後に変更してくださいね。

<<first2>>
<<year>>年<<m1>>月<<d1>>日 <<hh>>:<<mi>>
ありがとうございます!確認します🙏
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "kango_kintone_visit_records_python_api_token",
    ("scripts/kintone_houmon_export.py", "tools/visit_sync_<<n>>.py"),
    '''"""kintone の訪問記録アプリから月次集計を作る (<<org>>)."""

import csv
import requests

SUBDOMAIN = "<<org>>"
APP_ID = <<n>>
API_TOKEN = "<<cred>>"


def fetch(month: str) -> list[dict]:
    url = f"https://{SUBDOMAIN}.cybozu.com/k/v1/records.json"
    headers = {"X-Cybozu-API-Token": API_TOKEN}
    q = f'訪問日 like "{month}" order by 訪問日 asc limit 500'
    r = requests.get(url, headers=headers, params={"app": APP_ID, "query": q}, timeout=30)
    r.raise_for_status()
    return r.json()["records"]


if __name__ == "__main__":
    rows = fetch("<<year>>-<<mon>>")
    with open("visits.csv", "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f)
        for rec in rows:
            w.writerow([rec["利用者名"]["value"], rec["訪問日"]["value"], rec["担当"]["value"]])
''',
    "alnum:40",
)

reg(
    FAM,
    "kango_line_works_bot_client_config_json",
    ("lineworks/bot_config.json", "config/lw_<<org>>_bot.json"),
    """{
  "botName": "訪問スケジュール通知",
  "domainId": <<n4>><<n>>,
  "clientId": "<<rid>><<serial>>",
  "clientSecret": "<<cred>>",
  "serviceAccount": "<<rid>>.serviceaccount@<<org>>",
  "privateKeyPath": "./private_<<n>>.key",
  "botId": <<n4>><<n4>>,
  "channel": "訪問看護ステーション<<last>>"
}
""",
    "alnum:10",
)

reg(
    FAM,
    "kango_handover_note_keybox_and_kaipoke_login",
    ("申し送り/<<year>><<mon>><<day>>_夜間.md", "notes/handover_<<date>>.md"),
    """# 申し送り <<date>> (夜間オンコール)

## 利用者宅
- <<last>>様宅: 玄関キーボックス 右側の郵便受けの下。番号は事務所のホワイトボード。
- 緊急時は長女 <<first2>>さん <<phone>>

## システム
- カイポケ 代行ログイン (オンコール用): <<login>> / <<cred>>
- 記録は翌朝 9 時までに入力

以上、よろしくお願いします。<<last>>
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "kango_freee_payroll_dotenv_client_secret",
    ("<<org>>-payroll/.env", "payroll/.env.production"),
    """# freee 人事労務 連携 (給与明細の自動配信)
FREEE_CLIENT_ID=<<n4>><<rid>><<n4>>
FREEE_CLIENT_SECRET=<<cred>>
FREEE_COMPANY_ID=<<n4>><<n>>
FREEE_REDIRECT_URI=https://<<host>>/oauth/callback
MAIL_FROM=kyuyo@<<dom>>
""",
    "b64u:64",
    syntax="",
)

reg(
    FAM,
    "kango_nas_backup_smbclient_crontab",
    ("crontab_<<org>>.txt", "etc/cron.d/kango_backup"),
    """# 訪問記録 PDF を NAS にバックアップ (毎晩 2:30)
MAILTO=it@<<dom>>
30 2 * * * root smbclient //<<ip3>>/kiroku -U <<login>>%<<cred>> -c 'prompt OFF; recurse ON; lcd /srv/kiroku; mput *' >> /var/log/kiroku_backup.log 2>&1
""",
    "pw_bare",
    syntax="",
)

reg(
    FAM,
    "kango_iphone_shortcut_curl_history_basic_b64",
    (".bash_history", "home/<<login>>/.zsh_history"),
    """cd ~/kango-tools
ls -la
curl -s -H "Authorization: Basic <<enc>>" https://<<host>>/api/v1/visits?date=<<date>> | jq .
curl -s -H "Authorization: Basic <<enc>>" https://<<host>>/api/v1/staff | jq '.[].name'
git pull
exit
""",
    "human",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)

reg(
    FAM,
    "kango_visit_calendar_ics_wifi_description",
    ("calendar/訪問予定_<<mon>>.ics", "export/houmon_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mon>><<day>>T<<hh>>0000
DTEND:<<year>><<mon>><<day>>T<<hh>>4500
UID:<<uuid>>@google.com
SUMMARY:<<last>>様 訪問 (リハビリ)
LOCATION:横浜市<<city>>
DESCRIPTION:見守りカメラのWi-Fi: <<org>>-home / <<cred>>\\n駐車は裏の空き地
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
