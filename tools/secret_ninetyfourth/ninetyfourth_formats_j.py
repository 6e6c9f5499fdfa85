"""Family j: a freelance UX researcher in Fukuoka, Japan (Japanese)."""

from __future__ import annotations

from ninetyfourth_spec import Fam

FUKUOKA = Fam(
    name="fukuoka_ux_researcher",
    orgs=("kikitorilab", "tenjinux", "hakataresearch", "momochidesign"),
    tld="co.jp",
    first=(
        ("美咲", "misaki"),
        ("翔太", "shota"),
        ("陽菜", "hina"),
        ("大輝", "daiki"),
        ("結衣", "yui"),
        ("健太", "kenta"),
        ("さくら", "sakura"),
        ("拓海", "takumi"),
    ),
    last=(
        ("田中", "tanaka"),
        ("中村", "nakamura"),
        ("山口", "yamaguchi"),
        ("松本", "matsumoto"),
        ("井上", "inoue"),
        ("古賀", "koga"),
    ),
    words=(
        "hakata",
        "mentaiko",
        "yatai",
        "tenjin",
        "hawks",
        "dazaifu",
        "nakasu",
        "momochi",
        "umeboshi",
        "tonkotsu",
        "itoshima",
        "nokonoshima",
    ),
    pets=("pochi", "mugi", "kotaro", "sora", "hana", "chibi"),
    cc="+81",
    city="Fukuoka",
)
F = FUKUOKA.reg

F(
    "fukuoka_line_chat_export_pasuwado",
    ("Documents/[LINE] <<cln_l>>さんとのトーク.txt", "line/talk_<<cln>>_<<n>>.txt"),
    """[LINE] <<cln_l>> <<cfn_l>>とのトーク履歴
保存日時：<<year>>/<<mm>>/<<dd>> <<time2>>

<<year>>/<<mm>>/<<dd>>(水)
<<time>>	<<cln_l>> <<cfn_l>>	明日のユーザーインタビュー、Maze のアカウント共有しますね
<<time>>	<<cln_l>> <<cfn_l>>	ID: <<cmail>>
<<time2>>	<<cln_l>> <<cfn_l>>	パスワード: <<cred>>
<<time2>>	<<ln_l>> <<fn_l>>	ありがとうございます！ログインできました
<<time2>>	<<cln_l>> <<cfn_l>>	[スタンプ]
""",
    "human",
)

F(
    "fukuoka_airtable_research_repo_pat_py",
    ("research-repo/sync_insights.py", "tools/airtable_<<org>>_<<n>>.py"),
    '''"""Dovetail のハイライトを Airtable のリサーチリポジトリに転記する。"""

from pyairtable import Api

AIRTABLE_PAT = "<<cred>>"
BASE_ID = "app<<nn>>KqZ<<n>>"

api = Api(AIRTABLE_PAT)
table = api.table(BASE_ID, "Insights")


def add(insight: str, participant: str, tag: str) -> None:
    table.create({"Insight": insight, "Participant": participant, "Tag": tag})
''',
    "p:airtable",
)

F(
    "fukuoka_notion_integration_ntn_env",
    ("interview-notes/.env", "projects/<<org>>-<<n>>/.env.local"),
    """# Notion インテグレーション（インタビュー記録DB）
NOTION_TOKEN=<<cred>>
NOTION_DATABASE_ID=<<uuid>>
RECORDING_DIR=~/Movies/Interviews
""",
    "p:notion",
)

F(
    "fukuoka_research_tools_accounts_tsv_japanese_headers",
    ("Documents/ツール一覧_<<year>>.tsv", "案件/<<org>>/accounts_<<n>>.tsv"),
    """ツール\tログインID\tパスワード\t備考
Maze\t<<gmail>>\t<<hp>>\tクライアント契約
UserTesting\t<<email>>\t<<cred>>\t<<mm>>月末まで
Lookback\t<<email>>\t(SSO)\tGoogleログイン
Calendly\t<<gmail>>\t-\t
""",
    "human_x",
)

F(
    "fukuoka_ppap_zip_password_email",
    ("mail/<<cln>>_<<nn>>_password.eml", "Mail/送信済み/パスワード_<<n>>.eml"),
    """From: <<ln_l>> <<fn_l>> <<<email>>>
To: <<cln_l>>様 <<<cmail>>>
Subject: 【パスワードのお知らせ】ユーザビリティテスト報告書_<<year>><<mm>><<dd>>.zip
Date: Thu, <<dd>> Nov <<year>> <<time>>:<<sec>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

<<cln_l>>様

先ほどお送りした添付ファイルのパスワードをお知らせいたします。

<<cred>>

よろしくお願いいたします。
<<ln_l>>
""",
    "pw_alnum",
    syntax="",
)

F(
    "fukuoka_usability_session_ics_prototype_password",
    ("Calendar/usability_<<n>>.ics", "Downloads/session_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mm>><<dd>>T010000Z
DTEND:<<year>><<mm>><<dd>>T020000Z
UID:<<uuid>>@google.com
SUMMARY:ユーザビリティテスト #<<n>>（<<org>>）
DESCRIPTION:プロトタイプ：https://<<host>>/proto\\nパスワード保護：<<cred>>\\n参加者には画面共有をお願いする
LOCATION:Zoom
END:VEVENT
END:VCALENDAR
""",
    "human_x",
)

F(
    "fukuoka_lookback_recorder_plist",
    (
        "Library/Preferences/io.lookback.recorder.plist",
        "backup/prefs_<<n>>/io.lookback.recorder.plist",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>AccountEmail</key>
	<string><<email>></string>
	<key>APIToken</key>
	<string><<cred>></string>
	<key>DefaultProject</key>
	<string><<org>>-<<n>></string>
	<key>UploadOnWifiOnly</key>
	<true/>
</dict>
</plist>
""",
    "x:lbk_:40",
)

F(
    "fukuoka_coworking_wifi_qr_string",
    ("Pictures/qr_decoded_<<n>>.txt", "notes/tenjin_cowork_<<dd>>.txt"),
    """WIFI:T:WPA;S:Tenjin-Cowork-<<n>>F;P:<<cred>>;;
""",
    "human_x",
)
