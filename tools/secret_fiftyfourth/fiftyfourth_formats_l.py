"""Family l: a certified tax accountant's office (税理士事務所) in Sendai (Japan), Japanese."""

# ruff: noqa: E501

import random

from fiftyfourth_spec import SENDAI as F
from fiftyfourth_spec import Slots, dec_html_between, enc_html, gen_pw

F.reg(
    "sendai_freee_api_refresh_token_python",
    ("freee/<<org>>/torikomi.py", "scripts/freee_sync_<<num>>.py"),
    '''"""freee会計の取引を月次で取り込む(顧問先 <<org_cap>>)"""

import requests

CLIENT_ID = "<<hex16>><<hex8>>"
CLIENT_SECRET = "<<cred>>"
REFRESH_TOKEN_FILE = "/srv/freee/<<org>>/refresh_token"
COMPANY_ID = <<big>>


def access_token() -> str:
    with open(REFRESH_TOKEN_FILE) as fh:
        refresh = fh.read().strip()
    r = requests.post(
        "https://accounts.secure.freee.co.jp/public_api/token",
        data={"grant_type": "refresh_token", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "refresh_token": refresh},
        timeout=20,
    )
    return r.json()["access_token"]
''',
    cred="b64u:32",
)

F.reg(
    "sendai_chatwork_log_pasuwado_etax",
    ("chatwork/<<org>>_所内連絡_<<num>>.txt", "log/chatwork_<<date>>.txt"),
    """[<<date>> <<time>>] <<last>> <<first>>
[To:<<num>>] <<last2>>さん
顧問先(<<org_cap>>様)の電子申告、利用者識別番号はいつもの台帳に記載済みです。
暗証番号は <<cred>> です。申告後に台帳へ受付番号を書いておいてください。

[<<date>> <<time2>>] <<last2>> <<first2>>
承知しました。送信完了したら報告します。
""",
    cred="human",
)

F.reg(
    "sendai_email_eltax_ansho_bangou_kyuyo",
    ("mail/<<fname>>/<<date>>_eltax.eml", "受信箱/給与支払報告_<<num>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<email2>>
Subject: eLTAX 給与支払報告書の提出について
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

<<last2>>さん

お疲れさまです。顧問先の給与支払報告書をeLTAXで提出してください。

利用者ID:<<big>>00
暗証番号:<<cred>>

PCdeskのフォルダは「年末調整<<year>>」です。
よろしくお願いいたします。

<<last>>
""",
    cred="human",
)

F.reg(
    "sendai_zengin_furikomi_winscp_script_url",
    ("kyuyo/<<org>>/upload_furikomi.txt", "winscp/<<num>>/sofu.txt"),
    """# 給与振込データ(全銀フォーマット)を銀行のファイル伝送サービスへ送信
option batch abort
option confirm off
open ftps://fb<<num>>:<<cred>>@fb.77bank.co.jp:990/ -explicit
cd /upload
put D:\\給与\\<<year>><<mm>>\\FURIKOMI_<<year>><<mm>>25.txt
close
exit
""",
    cred="pw_url",
)


def _vba(rng: random.Random, s: Slots) -> Slots:
    return {"sheet": rng.choice(("マイナンバー台帳", "扶養控除等申告", "顧問先一覧"))}


F.reg(
    "sendai_excel_vba_workbook_open_password",
    ("マクロ/<<org>>_nenmatsu.bas", "excel/<<num>>/Module1.bas"),
    """Attribute VB_Name = "Module1"
' 年末調整: <<sheet>> ブックを開いて集計表へ転記
Sub 集計()
    Dim wb As Workbook
    Set wb = Workbooks.Open(Filename:="\\\\<<ip>>\\共有\\<<sheet>>_<<year>>.xlsx", Password:="<<cred>>", ReadOnly:=True)
    wb.Worksheets(1).Range("A2:K200").Copy ThisWorkbook.Worksheets("集計").Range("A2")
    wb.Close SaveChanges:=False
End Sub
""",
    cred="pw_dq",
    extra=_vba,
)

F.reg(
    "sendai_mf_cloud_api_client_secret_yaml",
    ("mf/<<org>>/config.yml", "renkei/moneyforward_<<num>>.yaml"),
    """# マネーフォワード クラウド会計 API 連携設定
client:
  id: "<<hex8>>-<<num>>"
  secret: "<<cred>>"
  redirect_uri: "https://renkei.<<dom>>/callback"
office: "<<org_cap>>"
schedule:
  cron: "0 6 * * *"
""",
    cred="b64u:32",
)

F.reg(
    "sendai_kintone_api_token_customer_js",
    ("kintone/<<org>>/sync.js", "customize/<<num>>/kokyaku.js"),
    """// 顧客管理アプリ(kintone)から申告スケジュールを取得
const KINTONE_DOMAIN = '<<org>>.cybozu.com';
const API_TOKEN = '<<cred>>';

async function fetchSchedule() {
  const res = await fetch(`https://${KINTONE_DOMAIN}/k/v1/records.json?app=<<num2>>`, {
    headers: { 'X-Cybozu-API-Token': API_TOKEN },
  });
  return (await res.json()).records;
}
""",
    cred="alnum:40",
    syntax="",
)


def _html(rng: random.Random, s: Slots) -> Slots:
    while True:
        pw = gen_pw(rng, sym="&<>\"'")
        if "&" in pw or "<" in pw or ">" in pw or '"' in pw or "'" in pw:
            break
    return {"cred": pw, "cred_html": enc_html(pw)}


F.reg(
    "sendai_kokyaku_html_table_entity_escaped",
    ("export/<<org>>/顧問先一覧_<<num>>.html", "shared/kokyaku_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><title>顧問先ログイン一覧</title></head>
<body>
<table border="1">
<tr><th>顧問先</th><th>サービス</th><th>ID</th><th>パスワード</th></tr>
<tr><td><<org_cap>></td><td>e-Tax</td><td><<big>>00</td><td>※台帳参照</td></tr>
<tr><td><<last>> <<first>></td><td>銀行ネットバンキング</td><td><<login>></td><td class="pw"><<cred_html>></td></tr>
</table>
</body>
</html>
""",
    extra=_html,
    decode=dec_html_between('<td class="pw">', "</td>"),
)
