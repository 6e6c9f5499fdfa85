# ruff: noqa: E501
"""Family o: an Osaka moving centre (引越しセンター), Japan: a LINE official account, Chatwork,
PAY.JP card payments, a Sakura VPS and container registry, an NEC Aterm router sticker, and
the PPAP habit of mailing a ZIP's password separately."""

from __future__ import annotations

import base64
import datetime
import json

from hundredthirtyninth_corpus import rsa_pem
from hundredthirtyninth_spec import JP, gen_pw, hexs, pick

F = JP

F.reg(
    "hikkoshi_line_messaging_channel_token_env",
    ("line-bot/.env", "<<org>>/mitsumori-bot/.env.production"),
    """# 見積もり受付 LINE 公式アカウント bot（<<org>> 引越センター）
PORT=3000
TZ=Asia/Tokyo

LINE_CHANNEL_ID=<<chid>>
LINE_CHANNEL_SECRET=<<chsec>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>

# 見積もりフォーム
MITSUMORI_FORM_URL=https://<<dom>>/mitsumori
NOTIFY_CHATWORK_ROOM=<<room>>
""",
    "p:line",
    extra=lambda rng, s: {
        "chid": str(rng.randint(1650000000, 2009999999)),
        "chsec": hexs(rng, 32),
        "room": str(rng.randint(10**8, 10**9 - 1)),
    },
)


def _docker(s) -> str:
    doc = {
        "auths": {
            f"{s['org']}.sakuracr.jp": {"auth": s["auth"]},
        },
        "currentContext": "default",
        "plugins": {"-x-cli-hints": {"enabled": "true"}},
    }
    return json.dumps(doc, indent="\t") + "\n"


def _docker_extra(rng, s):
    return {"auth": base64.b64encode(f"{s['fa']}:{s['cred']}".encode()).decode()}


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    first = next(iter(auths.values()))
    return base64.b64decode(first["auth"]).decode().split(":", 1)[1]


F.reg(
    "hikkoshi_sakuracr_docker_config_json_auth",
    ("home/<<fa>>/.docker/config.json", "<<org>>-deploy/ci-runner/docker-config<<n>>.json"),
    _docker,
    "pw",
    extra=_docker_extra,
    decode=_dec_docker,
)

F.reg(
    "hikkoshi_chatwork_api_token_gas",
    ("gas/見積もり通知.gs", "<<org>>/apps-script/notify_chatwork_<<n>>.gs"),
    """/**
 * 見積もりフォーム（Googleフォーム）送信時に Chatwork の営業ルームへ通知する
 * トリガー: フォーム送信時
 */
const CHATWORK_TOKEN = '<<cred>>';
const ROOM_ID = '<<room>>';

function onFormSubmit(e) {
  const v = e.namedValues;
  const body = '[info][title]新しい見積もり依頼[/title]'
    + 'お名前: ' + v['お名前'] + '\\n'
    + '引越し予定日: ' + v['引越し予定日'] + '\\n'
    + '旧住所: ' + v['現住所'] + ' → 新住所: ' + v['新住所'] + '[/info]';
  UrlFetchApp.fetch('https://api.chatwork.com/v2/rooms/' + ROOM_ID + '/messages', {
    method: 'post',
    headers: { 'X-ChatWorkToken': CHATWORK_TOKEN },
    payload: { body: body },
  });
}
""",
    "hex:32",
    extra=lambda rng, s: {"room": str(rng.randint(10**8, 10**9 - 1))},
)


def _line_chat(rng, s):
    day = datetime.date(int(s["y"]), int(s["mo"]), int(s["d"]))
    return {"wd": "月火水木金土日"[day.weekday()]}


F.reg(
    "hikkoshi_line_talk_history_pasuwado",
    (
        "Download/[LINE] 現場グループのトーク_<<y>><<mo>><<d>>.txt",
        "<<org>>/スマホ保存/[LINE] 現場グループ<<n>>のトーク.txt",
    ),
    """[LINE] 現場グループのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<hh>>:<<mi2>>

<<y>>/<<mo>>/<<d>>(<<wd>>)
<<hh>>:<<mi>>	<<last2>> <<first2>>	倉庫のタブレット、配車システムからログアウトされました。パスワード変わりましたか？
<<hh>>:<<mi2>>	<<last>> <<first>>	変えました。ID は <<user>> です
<<hh>>:<<mi2>>	<<last>> <<first>>	パスワード：<<cred>>
<<hh>>:<<mi2>>	<<last>> <<first>>	アルバイトさんには教えないでください🙏
<<hh>>:<<mi2>>	<<last2>> <<first2>>	了解です！明日の吹田の案件、2tロング2台で出ます
""",
    "human",
    extra=_line_chat,
)


def _aterm(rng, s):
    mac = hexs(rng, 6)
    return {
        "cred": hexs(rng, 13),
        "ssid": f"aterm-{mac}-g",
        "ssid5": f"aterm-{mac}-a",
        "webpw": gen_pw(rng, 8, sym="").lower(),
        "model": pick(rng, ("WX3600HP", "WG1200HS4", "WX5400HP")),
    }


F.reg(
    "hikkoshi_aterm_router_sticker_ocr_anngoukakey",
    ("スキャン/ルーター裏ラベル_<<n>>.txt", "<<org>>/総務/OCR/aterm_label_<<y>>.txt"),
    """Aterm <<model>>
NEC Platforms, Ltd.  MADE IN JAPAN
ネットワーク名(SSID)   <<ssid>>
                      <<ssid5>>
暗号化キー(AES)       <<cred>>
Web PW                 <<webpw>>
らくらくQRスタート
製造番号 <<n4>><<n3>><<n>>
""",
    "pw",
    extra=_aterm,
)


def _ppap(rng, s):
    return {
        "cred": gen_pw(rng, 12, sym=""),
        "fname": pick(rng, ("お見積書", "作業確認書", "請求書", "荷物リスト")),
    }


F.reg(
    "hikkoshi_ppap_zip_password_email",
    (
        "Mail/送信済み/<<y>><<mo>><<d>>_パスワード送付.eml",
        "<<org>>/営業/メール/ppap_<<la2>>_<<n>>.eml",
    ),
    """From: <<last>> <<first>> <<<email>>>
To: <<last2>> <<first2>> 様 <<<fa2>>.<<la2>>@<<la2>>-shoji.co.jp>
Subject: =?UTF-8?B?44OR44K544Ov44O844OJ44Gu44GK55+l44KJ44Gb?=
Date: <<d>> Mar <<y>> <<hh>>:<<mi>>:<<ss>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<last2>> 様

いつもお世話になっております。
<<org>> 引越センターの<<last>>です。

先ほどお送りいたしました「<<fname>>_<<y>><<mo>><<d>>.zip」の
解凍パスワードをお知らせいたします。

パスワード：<<cred>>

ご確認のほど、よろしくお願いいたします。

──────────────
<<org>> 引越センター 大阪営業所
<<last>> <<first>>
TEL <<phone>>
──────────────
""",
    "pw",
    extra=_ppap,
)

F.reg(
    "hikkoshi_sakura_vps_deploy_id_rsa",
    ("deploy/keys/id_rsa", "<<org>>/.ssh/id_rsa_sakura_vps<<n>>"),
    "<<cred>>\n",
    lambda rng, s: rsa_pem(rng, 2048),
    syntax="",
)

F.reg(
    "hikkoshi_payjp_secret_key_php",
    ("app/payment.php", "<<org>>-web/src/Payment/Payjp<<n>>.php"),
    """<?php
// 予約金（手付金）のカード決済 — PAY.JP
require __DIR__ . '/../vendor/autoload.php';

\\Payjp\\Payjp::setApiKey('<<cred>>');

function yoyaku_kessai(string $token, int $kingaku, string $mitsumori_no): \\Payjp\\Charge
{
    return \\Payjp\\Charge::create([
        'card' => $token,
        'amount' => $kingaku,
        'currency' => 'jpy',
        'description' => '引越し予約金 見積No.' . $mitsumori_no,
        'capture' => true,
    ]);
}
""",
    "p:payjp",
)
