"""Family e: a ryokan (traditional inn with hot springs) in Hakone, Japan (Japanese)."""

# ruff: noqa: E501

from __future__ import annotations

import base64

from hundredtwentyfifth_spec import Fam, after, fill, gen, jdump

F = Fam(
    name="onseninn_ryokan_japan",
    orgs=("yumekawaso",),
    tld="co.jp",
    first=(
        ("美咲", "misaki"),
        ("健太", "kenta"),
        ("陽子", "yoko"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("翔", "sho"),
        ("恵子", "keiko"),
        ("誠", "makoto"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("山本", "yamamoto"),
    ),
    words=(
        "onsen",
        "sakura",
        "momiji",
        "yukata",
        "hakone",
        "fujisan",
        "kaiseki",
        "tatami",
        "hinoki",
        "rotenburo",
        "okami",
        "matcha",
        "yuzu",
        "tsubaki",
        "kotatsu",
        "omotenashi",
        "ashinoko",
        "owakudani",
    ),
    pets=("pochi", "hana", "momo", "kuro", "shiro", "coco", "maru"),
    cc="81",
    city="箱根",
)

F.reg(
    "onseninn_line_talk_history_pasuwado",
    ("LINE/[LINE] <<fn2>>とのトーク.txt", "backup/<<fa>>/line_talk_<<n>>.txt"),
    """[LINE] <<fn2>>とのトーク履歴
保存日時：<<year>>/<<mo>>/<<dd>> <<time>>

<<year>>/<<mo>>/<<dd>>(火)
<<time>>\t<<ln>><<fn>>\tじゃらんの管理画面、パスワード変わった？ログインできない😢
<<time2>>\t<<fn2>>\t昨日変えました
<<time2>>\t<<fn2>>\t<<cred>>
<<time2>>\t<<ln>><<fn>>\tありがとう！入れました
""",
    cred="human",
)

F.reg(
    "onseninn_tl_lincoln_site_controller_ini",
    ("TLLincoln/tl_<<org>>_<<n>>.ini", "C:/PMS/<<fa>>/sitecontroller.ini"),
    """; TL-リンカーン サイトコントローラー連携設定
[TLLincoln]
SystemId=TL<<num>>
UserId=<<user>>
Password=<<cred>>
Endpoint=https://www.tl-lincoln.net/pmsservice/V1

[Rooms]
Washitsu10=和室10畳 露天風呂付
Washitsu8=和室8畳
""",
    cred="pw",
)

F.reg(
    "onseninn_payjp_secret_key_ruby",
    (
        "app/config/initializers/payjp.rb",
        "<<org>>-yoyaku/config/initializers/payjp_<<n>>.rb",
        "lib/<<fa>>/payjp.rb",
    ),
    """# PAY.JP 事前決済（宿泊プラン）
require 'payjp'

Payjp.api_key = '<<cred>>'
Payjp.open_timeout = 30

PAYJP_PUBLIC = 'pk_live_<<pk>>'
""",
    cred="xh:sk_live_:48",
    syntax="",
    extra=lambda rng, s: {"pk": gen(rng, "hex:48")},
)

F.reg(
    "onseninn_okami_notebook_ocr_next_line",
    ("scans/女将メモ_<<date>>.txt", "ocr/notebook_<<n>>.txt"),
    """予約サイト一覧（女将メモ）
楽天トラベル
ID <<user>>
パスワード
<<cred>>
一休 → <<fn2>>さんに聞く
ボイラー業者 0460-<<num>>
""",
    cred="human",
    syntax="",
)

_JA_BODY = """<<fn2>>さん

お疲れさまです。<<ln>>です。
予約管理システム（ねっぱん！）のアカウントを作成しました。

ログインID：<<user>>
パスワード：<<cred>>

初回ログイン後に変更してください。
よろしくお願いいたします。
"""


def _ja_mail(s):
    body = base64.encodebytes(fill(_JA_BODY, **s).encode("utf-8")).decode("ascii")
    head = fill(
        """From: =?UTF-8?B?5L2Q6Jek?= <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?44Ki44Kr44Km44Oz44OI5L2c5oiQ44Gu44GK55+l44KJ44Gb?=
Date: <<dd>> Jun <<year>> <<time>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

""",
        **s,
    )
    return head + body


def _dec_ja_mail(text: str) -> str:
    body = base64.b64decode("".join(text.split("\n\n", 1)[1].split())).decode("utf-8")
    return after(r"パスワード：(\S+)", body)


F.reg(
    "onseninn_japanese_email_base64_body_pasuwado",
    ("mail/<<fa>>/<<date>>_neppan.eml", "Thunderbird/<<org>>/sent_<<n>>.eml"),
    _ja_mail,
    cred="human",
    syntax="",
    decode=_dec_ja_mail,
)

F.reg(
    "onseninn_jalan_playwright_login_ts",
    ("scraper/jalan_<<n>>.ts", "tools/<<fa>>/jalan-reviews.ts"),
    """// じゃらんnet 管理画面から口コミを取得
import { chromium } from 'playwright';

(async () => {
  const browser = await chromium.launch();
  const page = await browser.newPage();
  await page.goto('https://wwwi.jalan.net/yado/');
  await page.fill('#loginId', '<<user>>');
  await page.fill('#password', '<<cred>>');
  await page.click('button[type=submit]');
  await page.waitForSelector('.review-list');
  await browser.close();
})();
""",
    cred="pw_sq",
    syntax="",
)


def _hyper(s):
    return jdump(
        {
            "task_name": f"{s['org']}-yoyaku-daily",
            "target": {
                "type": "s3_compatible",
                "endpoint": "s3.ap-northeast-1.wasabisys.com",
                "bucket": f"{s['org']}-nas-backup",
                "access_key": s["ak"],
                "secret_key": s["cred"],
            },
            "schedule": {"daily": "03:30"},
        }
    )


F.reg(
    "onseninn_synology_hyper_backup_wasabi_json",
    ("nas/hyperbackup_<<n>>.json", "config/<<fa>>/wasabi_task.json"),
    _hyper,
    cred="p:aws_secret",
    extra=lambda rng, s: {"ak": gen(rng, "ALNUM:20")},
)

F.reg(
    "onseninn_guest_wifi_flat_ods_cells",
    ("共有/Wi-Fi一覧_<<n>>.fods", "front/<<fa>>/wifi_<<date>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Wi-Fi">
    <table:table-row><table:table-cell office:value-type="string"><text:p>場所</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>SSID</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>パスワード</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>本館・客室</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<orgcap>>_Guest</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>客室の案内に記載</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>事務所</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<orgcap>>_Office</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="human_x",
    syntax="xml",
)
