# ruff: noqa: E501
"""Family n: a traditional horishi (tebori hand-poke irezumi) studio in Asakusa (Taitō, Tokyo,
Japan), Japanese."""

from __future__ import annotations

from hundredfortieth_spec import Fam, after, dec_b64, enc_b64, pick

N = Fam(
    "irezumi_horishi_asakusa",
    orgs=("horiryu", "asakusahori", "sumidabori"),
    tld="jp",
    first="健太/kenta 大輔/daisuke 美咲/misaki 翔/sho 彩/aya 拓也/takuya 由美/yumi 龍/ryu 真央/mao 慎吾/shingo 葵/aoi 剛/tsuyoshi",
    last="佐藤/sato 鈴木/suzuki 高橋/takahashi 田中/tanaka 渡辺/watanabe 伊藤/ito 山本/yamamoto 中村/nakamura 小林/kobayashi 加藤/kato 吉田/yoshida 松本/matsumoto",
    words=(
        "horimono",
        "irezumi",
        "ryujin",
        "koi",
        "sakura",
        "botan",
        "fudo",
        "kannon",
        "asakusa",
        "sumida",
        "tebori",
        "namikiri",
        "kintaro",
        "momiji",
        "fujin",
    ),
    pets=("Pochi", "Kuro", "Tama", "Hachi", "Momo", "Sora", "Koro", "Mugi"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwe123", "zxcvbn", "asdf1234"),
    clubs=("Giants1934", "Tigers1935", "Swallows1950", "Carp1949", "Hawks1938"),
    cc="+81 90-####-####",
    city="台東区",
)

_JA_DAYS = "月火水木金土日"


def _fz(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
	<Servers>
		<Server>
			<Host>sv{s["n6"] % 20000}.xserver.jp</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>{s["org"]}@{s["dom"]}</User>
			<Pass encoding="base64">{enc_b64(s["cred"])}</Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<EncodingType>Auto</EncodingType>
			<BypassProxy>0</BypassProxy>
			<Name>ホームページ (Xserver)</Name>
			<RemoteDir>1 0 11 public_html</RemoteDir>
			<SyncBrowsing>0</SyncBrowsing>
			<DirectoryComparison>0</DirectoryComparison>
		</Server>
	</Servers>
</FileZilla3>
"""


N.reg(
    "horishi_filezilla_sitemanager_base64_pass",
    (
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "PC移行/<<org>>/FileZilla/sitemanager.xml",
    ),
    _fz,
    cred="human",
    decode=lambda t: dec_b64(after(t, r'<Pass encoding="base64">([^<]+)</Pass>')),
)

N.reg(
    "horishi_square_access_token_python",
    ("uriage/square_daily.py", "<<org>>/tools/square_uriage.py"),
    '''"""Square の当日売上を集計して LINE に送る（閉店後に手動実行）。"""

import datetime as dt

from square.client import Client

client = Client(access_token="<<cred>>", environment="production")
LOCATION_ID = "L<<loc>>"


def today_total() -> int:
    start = dt.datetime.now().replace(hour=0, minute=0, second=0).astimezone().isoformat()
    res = client.payments.list_payments(begin_time=start, location_id=LOCATION_ID)
    return sum(p["amount_money"]["amount"] for p in res.body.get("payments", []))


if __name__ == "__main__":
    print(f"本日の売上: {today_total():,} 円")
''',
    cred="p:square",
    extra=lambda rng, s: s.update(
        loc="".join(pick(rng, "ABCDEFGHJKMNPQRSTVWXYZ0123456789") for _ in range(12))
    ),
)


def _line_ja(s: dict) -> str:
    day = _JA_DAYS[int(s["wd"])]
    me = f"{s['last']} {s['first']}"
    other = f"{s['last2']} {s['first2']}"
    return (
        f"[LINE] {other}とのトーク履歴\n"
        f"保存日時：{s['year']}/{s['mo']}/{s['dd']} {s['time']}\n\n"
        f"{s['year']}/{s['mo']}/{s['dd']}({day})\n"
        f"{s['time']}\t{other}\t親方、予約サイトのパスワード変わりました？ログインできません\n"
        f"{s['time2']}\t{me}\t変えた。ID はいつものメール\n"
        f"{s['time2']}\t{me}\t{s['cred']}\n"
        f"{s['time2']}\t{other}\t入れました！来週の額彫りの予約、確定しておきます\n"
        f"{s['time2']}\t{me}\t[スタンプ]\n"
    )


N.reg(
    "horishi_japanese_line_chat_export_pasuwado",
    ("LINE/[LINE] <<fa2>>とのトーク.txt", "backup/line/<<org>>_<<date>>.txt"),
    _line_ja,
    cred="human",
)

N.reg(
    "horishi_freee_accounting_oauth_yaml",
    ("keiri/freee.yml", "config/<<org>>/freee.yaml"),
    """# freee会計 — 施術代の売上を毎晩取引として登録
freee:
  company_id: <<n6>>
  client_id: "<<cid>>"
  refresh_token: "<<cred>>"
  token_url: https://accounts.secure.freee.co.jp/public_api/token
torihiki:
  account_item: 売上高
  tax_code: 129
  memo: 施術料（<<orgc>>）
""",
    cred="b64u:32",
    extra=lambda rng, s: s.update(cid=str(rng.randint(10**14, 10**15 - 1))),
)

N.reg(
    "horishi_ntt_hgw_label_ocr_angoka_key",
    ("scan/ルーター_<<date>>.txt", "photos/ocr/hgw_<<nn>>.txt"),
    """NTT  ホームゲートウェイ  PR-600MI
製造番号 <<serial>>
ネットワーク名(SSID)-1 : pr600mi-<<x6>>-1
暗号化キー : <<cred>>
ネットワーク名(SSID)-2 : pr600mi-<<x6>>-2 (WEP)
初期 ID : user
""",
    cred="lower:13",
    extra=lambda rng, s: s.update(x6="".join(pick(rng, "0123456789abcdef") for _ in range(6))),
)

N.reg(
    "horishi_japanese_email_stores_yoyaku_login",
    ("mail/stores/<<date>>_ログイン情報.eml", "Thunderbird/Inbox/<<hex8>>.eml"),
    """From: <<last2>> <<first2>> <<<fa2>>@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?44Ot44Kw44Kk44Oz5oOF5aCx77yIU1RPUkVTIOS6iOe0hO+8iQ==?=
Date: <<maildate>> +0900
Content-Type: text/plain; charset=UTF-8

<<last>>さん

お疲れさまです。<<last2>>です。
STORES 予約の管理画面を作りました。来月から予約はこちらで受け付けます。

管理画面: https://manage.stores.jp/reserve
ログインID: <<email>>
パスワード: <<cred>>

初回ログイン後に変更してください。
刺青の方は入浴施設のご案内も予約確認メールに入れてあります。

よろしくお願いします。
<<last2>>
""",
    cred="pw",
    syntax="",
)

N.reg(
    "horishi_sakura_server_my_cnf",
    ("home/<<org>>/.my.cnf", "sakura-backup/<<date>>/home/<<org>>/.my.cnf"),
    """[client]
host=mysql<<n>>.<<org>>.sakura.ne.jp
user=<<org>>
password=<<cred>>
default-character-set=utf8mb4

[mysqldump]
single-transaction
""",
    cred="pw",
    syntax="",
)

N.reg(
    "horishi_accounts_csv_japanese_headers",
    ("書類/アカウント一覧_<<year>>.csv", "Dropbox/<<orgc>>/accounts_<<nn>>.csv"),
    """サービス,ログインID,パスワード,備考
Instagram,<<org>>_tebori,(<<first2>>が管理),二段階認証
Square,<<email>>,<<cred>>,カード決済・売上
STORES 予約,<<email>>,Googleでログイン,予約受付
Xserver,<<org>>,(別紙),ホームページ・メール
""",
    cred="human_x",
    syntax="",
)
