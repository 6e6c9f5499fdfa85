# ruff: noqa: E501
"""Family n: a Japanese gakudō hoiku (放課後児童クラブ, after-school club for primary
pupils) in Kawasaki run by a parents' NPO: LINE, Chatwork, PAY.JP, kintone, a Sakura
rental-server homepage, Japanese e-mails and a LINE talk history."""

from __future__ import annotations

import base64
import datetime
import json
import random
import re

from hundredthirtyfifth_spec import Fam, Slots, alnum, enc_b64, gen_pw, hexs

FAM = Fam(
    "gakudo_houkago_hoiku",
    orgs=("himawari", "nijiiro", "kodamakko", "donguri"),
    tld="or.jp",
    first=(
        "美咲",
        "陽子",
        "由美",
        "恵子",
        "直美",
        "裕子",
        "真由美",
        "香織",
        "健太",
        "大輔",
        "彩",
        "麻衣",
        "理恵",
        "智子",
    ),
    first_latin=(
        "Misaki",
        "Yoko",
        "Yumi",
        "Keiko",
        "Naomi",
        "Yuko",
        "Mayumi",
        "Kaori",
        "Kenta",
        "Daisuke",
        "Aya",
        "Mai",
        "Rie",
        "Tomoko",
    ),
    last=(
        "佐藤",
        "鈴木",
        "高橋",
        "田中",
        "伊藤",
        "渡辺",
        "山本",
        "中村",
        "小林",
        "加藤",
        "吉田",
        "山田",
    ),
    last_latin=(
        "Sato",
        "Suzuki",
        "Takahashi",
        "Tanaka",
        "Ito",
        "Watanabe",
        "Yamamoto",
        "Nakamura",
        "Kobayashi",
        "Kato",
        "Yoshida",
        "Yamada",
    ),
    words=(
        "himawari",
        "sakura",
        "kodomo",
        "nijiiro",
        "usagi",
        "tanpopo",
        "gakudo",
        "houkago",
        "hoiku",
        "kawasaki",
        "totoro",
        "doraemon",
        "anpanman",
        "pikachu",
        "yukidaruma",
        "momiji",
        "kinoko",
        "donguri",
    ),
    pets=("pochi", "tama", "momo", "hana", "chibi", "kuro", "sora", "coco"),
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
    phone="+81 90-####-####",
    city=("川崎市中原区", "川崎市高津区", "川崎市宮前区", "川崎市多摩区", "川崎市幸区"),
)
reg = FAM.reg
ORG_JA = {
    "himawari": "ひまわり",
    "nijiiro": "にじいろ",
    "kodamakko": "こだまっこ",
    "donguri": "どんぐり",
}


def line_token(rng: random.Random, s: Slots) -> str:
    while True:
        t = base64.b64encode(bytes(rng.randrange(256) for _ in range(128))).decode()
        if "/" in t:
            return t


def line_settings(s: Slots) -> str:
    obj = {
        "club_name": f"{ORG_JA[s['org']]}学童クラブ",
        "line": {
            "channel_id": s["chid"],
            "channel_secret": s["chsec"],
            "channel_access_token": s["cred"],
            "webhook_url": f"https://{s['dom']}/line/webhook",
        },
        "notify": {"enabled": True, "pickup_time": "17:30", "message": "お迎えの時間です"},
        "updated_at": f"{s['year']}-{s['mo']}-{s['d']} {s['hh']}:{s['mi']}:{s['ss']}",
    }
    return json.dumps(obj, ensure_ascii=True, separators=(",", ":")).replace("/", "\\/") + "\n"


reg(
    "gakudo_line_messaging_settings_php_json_escaped",
    ("storage/app/<<org>>/settings.json", "wp-content/uploads/<<org>>-line/settings.json"),
    line_settings,
    line_token,
    extra=lambda rng, s: {"chid": str(rng.randint(1650000000, 2009999999)), "chsec": hexs(rng, 32)},
    decode=lambda text: json.loads(text)["line"]["channel_access_token"],
)

WEEKDAY_JA = "月火水木金土日"


def line_chat_extra(rng: random.Random, s: Slots) -> Slots:
    wd = datetime.date(int(s["year"]), int(s["mo"]), int(s["d"])).weekday()
    return {"wd": WEEKDAY_JA[wd], "org_ja": ORG_JA[s["org"]]}


reg(
    "gakudo_line_talk_history_pasuwado",
    (
        "[LINE] <<org_ja>>学童 保護者連絡のトーク.txt",
        "line-backup/<<org>>/[LINE] 1年生保護者<<n>>.txt",
    ),
    """[LINE] <<org_ja>>学童 保護者連絡のトーク履歴
保存日時：<<year>>/<<mo>>/<<d>> 21:04

<<year>>/<<mo>>/<<d>>(<<wd>>)
<<hh>>:<<mi>>	<<last>> <<first>>	お疲れさまです。本日から連絡アプリのログイン方法が変わりました🙇‍♀️
<<hh>>:<<mi2>>	<<last2>>	IDとパスワードをもう一度教えていただけますか？
<<hh>>:<<mi2>>	<<last>> <<first>>	ID：<<org>>_hogosha
<<hh>>:<<mi2>>	<<last>> <<first>>	パスワード：<<cred>>
<<hh>>:<<mi3>>	<<last2>>	ありがとうございます！
<<hh>>:<<mi3>>	<<last>> <<first>>	グループ外には共有しないようお願いします
""",
    extra=line_chat_extra,
)

reg(
    "gakudo_chatwork_checkin_apps_script",
    ("gas/<<org>>/入退室通知.gs", "apps-script/<<org>>_checkin.gs"),
    """// 入退室記録（スプレッドシート）をChatworkに通知する（Google Apps Script）
const CHATWORK_TOKEN = '<<cred>>';
const ROOM_ID = '<<room>>';

function onFormSubmit(e) {
  const name = e.namedValues['児童名'][0];
  const kind = e.namedValues['入室/退室'][0];
  const time = Utilities.formatDate(new Date(), 'Asia/Tokyo', 'HH:mm');
  const body = `[info][title]${kind}のお知らせ[/title]${name}さんが${time}に${kind}しました。[/info]`;
  UrlFetchApp.fetch(`https://api.chatwork.com/v2/rooms/${ROOM_ID}/messages`, {
    method: 'post',
    headers: { 'X-ChatWorkToken': CHATWORK_TOKEN },
    payload: { body: body },
  });
}
""",
    "hex:32",
    extra=lambda rng, s: {"room": str(rng.randint(100000000, 399999999))},
)

reg(
    "gakudo_payjp_riyouryou_ruby",
    ("lib/<<org>>/payjp_charge.rb", "scripts/monthly_fee_<<year>>.rb"),
    """# 学童保育 利用料（月額・おやつ代）のカード決済 – PAY.JP
require "payjp"

Payjp.api_key = "<<cred>>"

def charge_monthly_fee(customer_id, amount_yen, month)
  Payjp::Charge.create(
    amount: amount_yen,
    currency: "jpy",
    customer: customer_id,
    description: "#{month}月分 利用料・おやつ代",
    metadata: { club: "<<org>>" }
  )
end
""",
    "p:payjp",
)

reg(
    "gakudo_email_hogosha_shoki_pasuwado",
    ("mail/<<org>>/連絡帳アプリ初期パスワード.eml", "outbox/hogosha_<<nnn>>.eml"),
    """From: <<org>>学童保育室 <info@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?<<subj>>?=
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<last>> 様

いつもお世話になっております。<<org_ja>>学童保育室の<<last2>>です。
連絡帳アプリ（保護者用）の初期パスワードをお知らせします。

ログインID：<<user>>
初期パスワード：<<cred>>

初回ログイン後に変更をお願いいたします。
ご不明な点がございましたら、お気軽にお問い合わせください。

<<org_ja>>学童保育室 <<last2>>
""",
    extra=lambda rng, s: {
        "subj": enc_b64("連絡帳アプリ 初期パスワードのお知らせ"),
        "org_ja": ORG_JA[s["org"]],
    },
)

reg(
    "gakudo_filezilla_sitemanager_sakura_base64_pass",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "pc-backup/<<org>>/FileZilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.<<n>>" platform="windows">
    <Servers>
        <Server>
            <Host><<acct>>.sakura.ne.jp</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<acct>></User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <EncodingType>Auto</EncodingType>
            <BypassProxy>0</BypassProxy>
            <Name>学童ホームページ（さくら）</Name>
            <SyncBrowsing>0</SyncBrowsing>
            <DirectoryComparison>0</DirectoryComparison>
        </Server>
    </Servers>
</FileZilla3>
""",
    lambda rng, s: alnum(rng, 10, "abcdefghijkmnpqrstuvwxyz23456789"),
    extra=lambda rng, s: {"acct": f"{s['org']}{rng.randint(1, 99)}", "enc": enc_b64(s["cred"])},
    decode=lambda text: base64.b64decode(
        re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text).group(1)
    ).decode(),
)

reg(
    "gakudo_kintone_attendance_rest_client_js",
    ("kintone/<<org>>/sync-attendance.js", "scripts/kintone_<<year>>.js"),
    """// 入退室アプリ（kintone）から月次の利用日数を集計する
const { KintoneRestAPIClient } = require("@kintone/rest-api-client");

const client = new KintoneRestAPIClient({
  baseUrl: "https://<<sub>>.cybozu.com",
  auth: { apiToken: "<<cred>>" },
});

async function monthlyDays(appId, month) {
  const records = await client.record.getAllRecords({
    app: appId,
    condition: `日付 like "${month}"`,
    fields: ["児童名", "日付", "入室", "退室"],
  });
  const days = {};
  for (const r of records) {
    const name = r["児童名"].value;
    days[name] = (days[name] || 0) + 1;
  }
  return days;
}

module.exports = { monthlyDays };
""",
    "alnum:40",
    extra=lambda rng, s: {"sub": f"{s['org']}-gakudo"},
)


def shift_rows(rng: random.Random, s: Slots) -> Slots:
    roles = ("放課後児童支援員", "補助員", "主任", "事務")
    rows = []
    for _ in range(rng.randint(1, 3)):
        f, la, fa, lla = FAM.person(rng)
        rows.append(
            f"{la} {f},{rng.choice(roles)},{fa.lower()}.{lla.lower()},{gen_pw(rng, 10, '')},"
        )
    rows.insert(
        rng.randrange(len(rows) + 1),
        f"{s['last']} {s['first']},放課後児童支援員,{s['user']},{s['cred']},新任",
    )
    return {"rows": "\n".join(rows)}


reg(
    "gakudo_shienin_account_list_csv",
    ("shared/<<org>>/職員アカウント一覧.csv", "export/staff_accounts_<<year>><<mo>>.csv"),
    """氏名,役割,ログインID,パスワード,備考
<<rows>>
""",
    extra=shift_rows,
)
