# ruff: noqa: E501
"""Family j: a hearing-aid shop (補聴器専門店) in Osaka, Japan; Japanese."""

from __future__ import annotations

import base64

from sixtyninth_corpus import alnum
from sixtyninth_spec import Fam, after, email

FAM = Fam(
    name="hochouki_japan_hearing_aids",
    orgs=("mimiyorisu", "kikoeplus", "otonohoshi", "hochoukisato", "mimiakari"),
    tld="co.jp",
    first=(
        ("裕子", "yuko"),
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("恵", "megumi"),
        ("翔", "sho"),
        ("由美", "yumi"),
        ("誠", "makoto"),
        ("直子", "naoko"),
        ("拓也", "takuya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
    ),
    words=(
        "sakura",
        "fuji",
        "osaka",
        "tsuki",
        "hoshi",
        "umi",
        "yama",
        "momiji",
        "natsu",
        "fuyu",
        "haru",
        "tanuki",
        "takoyaki",
        "kaminari",
        "hikari",
        "midori",
        "sora",
        "kotori",
        "dotonbori",
        "tsutenkaku",
    ),
    pets=("Pochi", "Tama", "Hachi", "Momo", "Kuro", "Shiro", "Coco"),
    places=("大阪市北区", "堺市", "豊中市", "吹田市", "枚方市", "東大阪市"),
    phone_pat="+81 90-####-####",
)
R = FAM.reg

WD = "月火水木金土日"


# 1. LINE talk history export: the value alone in a reply --------------------------------------------------------
def _line(s):
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['ln2']} {s['fn2']}"
    day = f"{s['year']}/{s['mo']}/{s['d']}({WD[int(str(s['d'])) % 7]})"
    return (
        f"[LINE] {b}とのトーク履歴\n保存日時：{s['year']}/{s['mo']}/{s['d']} 21:14\n\n{day}\n"
        f"{s['hh']}:05\t{b}\tNoahのパスワード変わりました？ログインできません💦\n"
        f"{s['hh']}:07\t{a}\tはい、昨日変えました\n"
        f"{s['hh']}:07\t{a}\t{s['cred']}\n"
        f"{s['hh']}:08\t{b}\tありがとうございます！入れました\n"
        f"{s['hh']}:09\t{a}\t[スタンプ]\n"
    )


R(
    "hochouki_line_talk_history_pasuwado",
    ("LINE/[LINE] <<ln2>>とのトーク.txt", "Downloads/talk_<<fa2>>_<<date>>.txt"),
    _line,
    "human",
    syntax="",
)

# 2. PAY.JP charge in the shop's Ruby (Sinatra) app ------------------------------------------------------------------
R(
    "hochouki_payjp_charge_ruby",
    ("shop/app.rb", "srv/<<org>>-ec/lib/payment.rb"),
    """# 補聴器電池・アクセサリー通販 - PAY.JP決済
require 'sinatra'
require 'payjp'

Payjp.api_key = '<<cred>>'

post '/charge' do
  charge = Payjp::Charge.create(
    amount: params[:amount].to_i,
    card: params['payjp-token'],
    currency: 'jpy',
    description: "<<orgc>> オンラインショップ"
  )
  redirect "/thanks?id=#{charge.id}"
end
""",
    "p:payjp",
    syntax="",
)

# 3. Noah (HIMSA) server database INI -----------------------------------------------------------------------------------
R(
    "hochouki_noah_fitting_server_database_ini",
    ("Noah/NoahServer.ini", "C:/ProgramData/HIMSA/<<org>>/NoahServer.ini"),
    """; Noah 4 サーバー設定（店舗間共有）
[Database]
Server=<<lan>>\\NOAHSQL
Catalog=Noah4
User=noah_srv
Password=<<cred>>

[Backup]
Path=\\\\<<lan>>\\backup\\noah
Hour=22
""",
    "pw",
)


# 4. Japanese e-mail with a base64 body (encoded) ---------------------------------------------------------------------------
def _mail(s):
    body = (
        f"{s['ln']}様\n\nいつもお世話になっております。\n"
        "補聴器メーカー販売店様向けポータルのアカウントを発行いたしました。\n\n"
        f"ログインID：{s['user']}\n"
        f"パスワード：{s['cred']}\n\n"
        "初回ログイン時に変更をお願いいたします。\n\n"
        f"{s['ln2']} {s['fn2']}\n営業部\n"
    )
    enc = base64.encodebytes(body.encode()).decode()
    return email(
        s,
        str(s["email2"]),
        str(s["email"]),
        "販売店ポータル アカウント発行のお知らせ",
        enc,
        cte="base64",
    )


def _mail_decode(text: str) -> str:
    body = base64.b64decode("".join(text.split("\n\n", 1)[1].split())).decode()
    return after(body, "パスワード：")


R(
    "hochouki_japanese_email_base64_body_portal",
    ("Mail/受信トレイ/<<hx>>.eml", "Thunderbird/Inbox/portal-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
    decode=_mail_decode,
)

# 5. Chatwork notification in Python: the API token -------------------------------------------------------------------------
R(
    "hochouki_chatwork_fitting_reminder_python",
    ("scripts/chatwork_notify.py", "tools/<<org>>/fitting_reminder.py"),
    '''"""明日のフィッティング予約をChatworkの店舗グループに通知する。"""

import requests

CHATWORK_TOKEN = "<<cred>>"
ROOM_ID = "<<room>>"


def notify(body: str) -> int:
    r = requests.post(
        f"https://api.chatwork.com/v2/rooms/{ROOM_ID}/messages",
        headers={"X-ChatWorkToken": CHATWORK_TOKEN},
        data={"body": body},
        timeout=15,
    )
    return r.status_code


if __name__ == "__main__":
    print(notify("[info][title]明日の予約[/title]10:00 調整 / 14:30 試聴[/info]"))
''',
    "p:chatwork",
    extra=lambda rng, s: {"room": alnum(rng, 9, "0123456789")},
)

# 6. freee accounting OAuth client in YAML --------------------------------------------------------------------------------------
R(
    "hochouki_freee_accounting_oauth_yaml",
    ("config/freee.yml", "srv/<<org>>/settings/freee.yaml"),
    """# freee会計 連携（売上・補聴器助成金の入金消込）
freee:
  company_id: <<num>><<nn>>
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  redirect_uri: urn:ietf:wg:oauth:2.0:oob
  token_file: /srv/<<org>>/freee_token.json
""",
    "p:freee",
    extra=lambda rng, s: {"cid": alnum(rng, 43)},
)

# 7. bash history: smbclient to the shop NAS with -U user%password -------------------------------------------------------------
R(
    "hochouki_nas_smbclient_user_percent_history",
    ("home/<<user>>/.bash_history", "Users/<<user>>/.zsh_history"),
    """cd ~/Downloads
smbclient -L //<<lan>> -N
smbclient //<<lan>>/fitting -U '<<user>>%<<cred>>' -c 'ls audiogram/<<year>>'
smbclient //<<lan>>/fitting -U '<<user>>%<<cred>>' -c 'get audiogram/<<year>>/<<date>>.pdf'
open <<date>>.pdf
""",
    "pw_sq",
    syntax="",
)


# 8. OCR of a sticky memo (付箋) by the counter: guest Wi-Fi -----------------------------------------------------------------------
def _memo(s):
    return f"お客様用 Wi-Fi\nSSID: {s['org']}-guest\nPW\n{s['cred']}\n※補聴器アプリ設定用\n"


R(
    "hochouki_counter_sticky_memo_ocr_wifi",
    ("スキャン/付箋_<<date>>.txt", "ocr/<<org>>/memo-<<num>>.txt"),
    _memo,
    "human",
    syntax="",
)
