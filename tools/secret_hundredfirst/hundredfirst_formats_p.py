# ruff: noqa: E501
"""Family p: a fashion brand's sourcing office in Senba, Osaka, Japan (Japanese)."""

from __future__ import annotations

from hundredfirst_spec import Fam, reg

F = Fam(
    name="osaka_senba_brand_sourcing_office",
    orgs=("senbasourcing", "naniwaapparel", "umedamode", "dotonboristyle"),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("健一", "kenichi"),
        ("さくら", "sakura"),
        ("拓也", "takuya"),
        ("陽子", "yoko"),
    ),
    last=(
        ("田中", "tanaka"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("吉田", "yoshida"),
        ("松本", "matsumoto"),
    ),
    words=(
        "osaka",
        "namba",
        "umeda",
        "tsutenkaku",
        "takoyaki",
        "hanshin",
        "tigers",
        "sakura",
        "fujisan",
        "kitsune",
        "okonomiyaki",
        "dotonbori",
        "kansai",
        "momiji",
        "tanuki",
        "arigato",
    ),
    pets=("pochi", "tama", "hachi", "momo", "kuro", "maru"),
    cc="81",
    places=("osaka", "umeda", "kobe", "kyoto", "tokyo", "shinsaibashi"),
)

reg(
    F,
    "senba_line_talk_export_pasuwado",
    ("LINE/[LINE] <<l2l>><<f2l>>とのトーク_<<n>>.txt", "line/sourcing_team_<<ymd>>.txt"),
    """[LINE] <<l2l>><<f2l>>とのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<hm2>>

<<y>>/<<mo>>/<<d>>(火)
<<hm>>\t<<ll>><<fl>>\tお疲れ様です。ベトナム工場の生産管理システムのパスワード教えていただけますか？
<<hm2>>\t<<l2l>><<f2l>>\tID: <<org>>_jp
<<hm2>>\t<<l2l>><<f2l>>\tパスワード: <<cred>>
<<hm2>>\t<<ll>><<fl>>\tありがとうございます！🙇‍♀️
""",
    "human",
    syntax="",
)

reg(
    F,
    "senba_chatwork_token_apps_script",
    ("gas/納期アラート_<<n>>.gs", "apps-script/<<org>>/chatwork_notify.gs"),
    """// 工場の出荷遅延をスプレッドシートからChatworkに通知
const CW_TOKEN = '<<cred>>';
const ROOM_ID = '<<nnnn>><<nnnn>>';

function notifyDelays() {
  const rows = SpreadsheetApp.getActive().getSheetByName('納期').getDataRange().getValues();
  const late = rows.filter(r => r[5] === '遅延').map(r => `${r[0]} ${r[1]} (${r[2]})`);
  if (!late.length) return;
  UrlFetchApp.fetch(`https://api.chatwork.com/v2/rooms/${ROOM_ID}/messages`, {
    method: 'post',
    headers: { 'X-ChatWorkToken': CW_TOKEN },
    payload: { body: '[info][title]納期遅延[/title]' + late.join('\\n') + '[/info]' },
  });
}
""",
    "p:chatwork",
    syntax="",
)

reg(
    F,
    "senba_kintone_api_token_node",
    ("kintone-sync/<<org>>/index.js", "scripts/kintone_factory_<<n>>.js"),
    """// 工場台帳アプリ (kintone) から監査期限を取得
const { KintoneRestAPIClient } = require("@kintone/rest-api-client");

const client = new KintoneRestAPIClient({
  baseUrl: "https://<<org>>.cybozu.com",
  auth: { apiToken: "<<cred>>" },
});

async function expiringAudits() {
  return client.record.getAllRecords({ app: <<nn>>, condition: 'audit_expiry < FROM_TODAY(60, DAYS)' });
}

module.exports = { expiringAudits };
""",
    "p:kintone",
    syntax="",
)

reg(
    F,
    "senba_shopify_admin_token_python",
    ("tools/shopify_leadtime_<<n>>.py", "sourcing/<<org>>/shopify_sync.py"),
    '''"""Push factory lead times into the brand's Shopify product metafields."""

import requests

SHOP = "<<org>>-store.myshopify.com"
TOKEN = "<<cred>>"


def set_leadtime(product_id: int, days: int) -> None:
    requests.post(
        f"https://{SHOP}/admin/api/2024-07/products/{product_id}/metafields.json",
        json={"metafield": {"namespace": "sourcing", "key": "lead_time_days", "value": days, "type": "number_integer"}},
        headers={"X-Shopify-Access-Token": TOKEN},
        timeout=20,
    )
''',
    "p:shopify",
)

reg(
    F,
    "senba_naccs_customs_japanese_email",
    ("mail/naccs_<<ymd>>.eml", "輸入/<<fa>>/通関_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: tsukan@<<l2a>>-logi.co.jp
Subject: 【輸入通関】NACCS利用者ID・パスワードの件（<<po>>）
Date: <<dmy>> <<hm>> +0900
Content-Type: text/plain; charset=utf-8

<<l2l>>様

いつもお世話になっております。
バングラデシュ工場からのニット製品の輸入申告につき、下記をご利用ください。
利用者ID：<<orgu>><<nn>>
パスワード：<<cred>>

よろしくお願いいたします。
<<ll>> <<fl>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "senba_plm_db_k8s_secret_stringdata_yaml",
    ("k8s/plm/secret-db_<<n>>.yaml", "deploy/<<org>>/plm-db-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: plm-db
  namespace: sourcing
type: Opaque
stringData:
  POSTGRES_USER: plm
  POSTGRES_PASSWORD: '<<cred>>'
  POSTGRES_DB: plm_<<org>>
""",
    "pw_sq",
)

reg(
    F,
    "senba_vendor_portal_tsv_logins",
    ("工場/ベンダーポータル_<<y>>.tsv", "sourcing/<<fa>>/vendor_logins_<<nn>>.tsv"),
    """工場名\t国\tポータル\tID\tパスワード
<<place>> Knit\tBD\tWRAP\t<<org>>-wrap\t<<cred>>
Song Be Sportswear\tVN\tHigg\t<<email>>\t(本人確認中)
""",
    "human_x",
    syntax="",
)

reg(
    F,
    "senba_aws_credentials_profile",
    ("home/<<fa>>/.aws/credentials", "Users/<<fa>>/.aws/credentials_<<n>>"),
    """[default]
region = ap-northeast-1

[sourcing-reports]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda r, s: s.update(
        akid="AKIA" + "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
    ),
)
