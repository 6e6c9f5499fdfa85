# ruff: noqa: E501
"""Family m: an Osaka fire-safety inspection office (Japan; Japanese)."""

from __future__ import annotations

import base64

from seventyfifth_spec import Fam, after, alnum

F = Fam(
    name="osaka_fire_safety_inspector",
    orgs=("shobosafe", "naniwabosai", "kansaitenken"),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("健一", "kenichi"),
        ("由美", "yumi"),
        ("大輔", "daisuke"),
        ("陽子", "yoko"),
        ("拓也", "takuya"),
        ("真理子", "mariko"),
    ),
    last=(
        ("田中", "tanaka"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("松本", "matsumoto"),
        ("井上", "inoue"),
        ("木村", "kimura"),
    ),
    words=(
        "bosai",
        "shoboshi",
        "osaka",
        "naniwa",
        "tsutenkaku",
        "takoyaki",
        "okonomiyaki",
        "hanshin",
        "tigers",
        "sakura",
        "yuki",
        "hikari",
        "umeda",
        "namba",
        "dotonbori",
        "kuidaore",
        "tenjin",
        "momiji",
        "sora",
        "kaze",
    ),
    pets=("pochi", "tama", "kuro", "momo", "sora", "hachi"),
    cc="+81",
)

F.reg(
    "osakabosai_kintone_inspection_records_python_token",
    ("kintone/点検記録_upload_<<org>>.py", "scripts/kintone_tenken_<<n>>.py"),
    '''"""消防用設備等点検結果を kintone アプリに登録する"""

import requests

DOMAIN = "<<org>>.cybozu.com"
APP_ID = <<n>>
API_TOKEN = "<<cred>>"

rec = {
    "物件名": {"value": "梅田第<<site>>ビル"},
    "点検日": {"value": "<<date>>"},
    "不備": {"value": "誘導灯バッテリー交換要"},
}
r = requests.post(
    f"https://{DOMAIN}/k/v1/record.json",
    json={"app": APP_ID, "record": rec},
    headers={"X-Cybozu-API-Token": API_TOKEN},
    timeout=30,
)
print(r.json())
''',
    cred="alnum:40",
)

F.reg(
    "osakabosai_line_works_service_account_key_file",
    ("lineworks/private_<<y>>0<<site1>><<nn>>.key", "keys/<<org>>_works_bot_<<n>>.key"),
    "<<cred>>\n",
    cred="rsa8",
    syntax="",
    extra=lambda rng, s: {"site1": str(rng.randint(1, 9))},
)


def _mime_b64(s: dict[str, str]) -> str:
    body = (
        f"{s['ln2']}様\n\nいつもお世話になっております。\n"
        f"防火対象物点検報告書の電子申請用アカウントをお送りします。\n\n"
        f"ID：{s['fa2']}{s['site']}\nパスワード：{s['cred']}\n\n"
        f"よろしくお願いいたします。\n{s['ln']} {s['fn']}\n"
    )
    enc = base64.encodebytes(body.encode()).decode()
    return (
        f"From: {s['ln']} {s['fn']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?B?44Ki44Kr44Km44Oz44OI44Gu44GU5qGI5YaF?=\n"
        f"Date: {s['date']} {s['time']} +0900\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: base64\n\n" + enc
    )


def _dec_mime(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after("パスワード：", base64.b64decode("".join(body.split())).decode())


F.reg(
    "osakabosai_japanese_email_base64_body_pasuwado",
    ("mail/<<org>>_申請アカウント_<<date>>.eml", "outlook/shinsei_<<n>>.eml"),
    _mime_b64,
    cred="human",
    decode=_dec_mime,
)

F.reg(
    "osakabosai_payjp_inspection_fee_node_secret",
    ("billing/payjp_<<org>>.js", "server/charges_<<n>>.js"),
    """// 点検料金のカード決済 (PAY.JP)
const payjp = require('payjp')('<<cred>>');

async function chargeInspection(customerId, yen) {
  return payjp.charges.create({ amount: yen, currency: 'jpy', customer: customerId, description: '消防設備点検 <<date>>' });
}

module.exports = { chargeInspection };
""",
    cred="p:payjp",
    syntax="",
)

F.reg(
    "osakabosai_chatwork_report_apps_script_token",
    ("gas/点検完了通知_<<org>>.gs", "apps_script/chatwork_notify_<<n>>.gs"),
    """// 点検完了をチャットワークの案件ルームに通知する
var CW_TOKEN = '<<cred>>';
var ROOM_ID = '<<nn>><<n>>';

function notifyDone(building, inspector) {
  UrlFetchApp.fetch('https://api.chatwork.com/v2/rooms/' + ROOM_ID + '/messages', {
    method: 'post',
    headers: { 'X-ChatWorkToken': CW_TOKEN },
    payload: { body: '[info]' + building + ' の点検が完了しました（担当: ' + inspector + '）[/info]' },
  });
}
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "osakabosai_line_talk_history_pasuwado_freee",
    ("line/[LINE] <<fa>>とのトーク.txt", "backup/line_jimusho_<<n>>.txt"),
    """[LINE] <<ln>><<fn>>とのトーク履歴
保存日時：<<date>> <<time2>>

<<date>>(水)
<<time>>\t<<ln>><<fn>>\tfreeeの請求書が出せません。ログイン情報を教えてください
<<time2>>\t<<ln2>><<fn2>>\tメール <<email2>>
<<time2>>\t<<ln2>><<fn2>>\tパスワード <<cred>>
<<time2>>\t<<ln>><<fn>>\t入れました！ありがとうございます
""",
    cred="human",
)

F.reg(
    "osakabosai_freee_api_client_secret_yaml",
    ("config/freee_<<org>>.yml", "deploy/kaikei/freee_<<n>>.yaml"),
    """freee:
  company_id: <<nn>><<n>>
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  redirect_uri: "urn:ietf:wg:oauth:2.0:oob"
invoice:
  template: "点検報告書付き請求書"
  due_days: 30
""",
    cred="alnum:43",
    extra=lambda rng, s: {"cid": alnum(rng, 43)},
)

F.reg(
    "osakabosai_fire_panel_remote_gateway_ini",
    ("gateway/受信機_<<org>>.ini", "etc/firepanel/building<<site>>.ini"),
    """; 自動火災報知設備 受信機 遠隔監視ゲートウェイ
[panel]
model = P型1級受信機
serial_port = /dev/ttyUSB0
baud = 9600

[upload]
url = https://monitor.<<dom>>/api/events
user = gw<<site>>
password = <<cred>>
interval = 60
""",
    cred="pw",
)
