# ruff: noqa: E501
"""Family j: a neighbourhood photo lab (minilab, prints, ID photos) in Kichijōji, Tokyo (Japan; Japanese)."""

from __future__ import annotations

import base64
import email
import json

from eightyfourth_spec import Fam, xe
from secret_corpus_kit import alnum, hexs

FAM = Fam(
    name="shashin_kichijoji_fotolabo",
    orgs=("fotomusashino", "kichiphoto", "hikarilabo"),
    tld="co.jp",
    first=(
        ("健太", "kenta"),
        ("さくら", "sakura"),
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("由美", "yumi"),
        ("拓也", "takuya"),
        ("恵", "megumi"),
        ("誠", "makoto"),
        ("彩", "aya"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
    ),
    words=(
        "shashin",
        "sakura",
        "fuji",
        "kichijoji",
        "inokashira",
        "neko",
        "hikari",
        "film",
        "tokyo",
        "ramen",
        "yuki",
        "hanabi",
        "giants",
        "tora",
        "sora",
        "momiji",
    ),
    pets=("pochi", "tama", "kuro", "momo", "choco", "hana"),
    places=("kichijoji", "mitaka", "musashino", "koenji", "ogikubo", "nishiogi", "kokubunji"),
    cc="+81",
)


_SUBJ = base64.b64encode("オンラインアルバムのご案内".encode()).decode()


def _b64_mail(s):
    body = f"""{s["ln2"]} 様

いつも{s["orgc"]}をご利用いただきありがとうございます。
七五三・成人式のお写真データをオンラインアルバムにアップロードいたしました。
下記のURLとパスワードでご覧いただけます（公開期限：30日）。

URL：https://album.{s["dom"]}/g/{s["hex8"]}
パスワード：{s["cred"]}

追加プリントやフォトブックのご注文もアルバム画面から承ります。

{s["orgc"]} 吉祥寺店
{s["ln"]} {s["fn"]}
TEL 0422-{s["nn"]}-{s["id"][:4]}
"""
    enc = base64.encodebytes(body.encode("utf-8")).decode()
    return (
        f"From: {s['orgc']} <info@{s['dom']}>\n"
        f"To: {s['fa2']}.{s['la2']}@docomo.ne.jp\n"
        f"Subject: =?UTF-8?B?{_SUBJ}?=\n"
        f"Date: {s['rfcdate']} +0900\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: base64\n\n" + enc
    )


def _dec_b64_mail(text):
    msg = email.message_from_string(text)
    body = msg.get_payload(decode=True).decode("utf-8")
    return body.split("パスワード：", 1)[1].split("\n", 1)[0].strip()


FAM.reg(
    "shashin_japanese_email_base64_body_album_password",
    ("メール/送信済み/<<id>>.eml", "mail/sent/album_<<n>>_<<date>>.eml"),
    _b64_mail,
    "human_x",
    syntax="",
    decode=_dec_b64_mail,
)

FAM.reg(
    "shashin_line_messaging_channel_token_env",
    ("line-bot/.env", "apps/<<org>>-yoyaku-<<n>>/.env"),
    """# LINE公式アカウント：証明写真・七五三撮影の予約ボット
LINE_CHANNEL_ID=<<id>><<nn>>
LINE_CHANNEL_SECRET=<<csec>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
RESERVATION_DB=postgres://yoyaku@<<ip>>/yoyaku
""",
    "p:line_channel",
    extra=lambda r, s: {"csec": hexs(r, 32)},
)

FAM.reg(
    "shashin_payjp_secret_key_rails_initializer",
    ("config/initializers/payjp.rb", "<<org>>-print-<<n>>/config/initializers/payjp.rb"),
    """# PAY.JP - ネットプリント注文（L判・2L判・フォトブック）のカード決済
require 'payjp'

Payjp.api_key = '<<cred>>'
Payjp.open_timeout = 30
Payjp.read_timeout = 90

Rails.application.config.x.payjp_public_key = 'pk_live_<<pk>>'
""",
    "p:payjp_sk",
    extra=lambda r, s: {"pk": hexs(r, 24)},
)

FAM.reg(
    "shashin_line_chat_export_japanese_pasuwado",
    ("[LINE] <<ln2>>とのトーク_<<n>>.txt", "LINE/talk_<<fa2>>_<<date>>.txt"),
    """[LINE] <<ln2>> <<fn2>>とのトーク履歴
保存日時：<<yyyy>>/<<mm>>/<<dd>> <<hh2>>:<<mi>>

<<yyyy>>/<<mm>>/<<dd>>(<<ja_wd>>)
<<hh>>:<<mi>>	<<ln2>> <<fn2>>	店長、フロンティアの端末のWindowsパスワードって何でしたっけ？更新で再起動しちゃって…
<<hh>>:<<mi2>>	<<ln>> <<fn>>	ユーザーはlabo
<<hh>>:<<mi2>>	<<ln>> <<fn>>	<<cred>>
<<hh>>:<<mi2>>	<<ln2>> <<fn2>>	入れました！ありがとうございます🙇
<<hh2>>:<<mi>>	<<ln>> <<fn>>	[スタンプ]
""",
    "human",
)

FAM.reg(
    "shashin_roes_lab_config_xml_ftp",
    ("ROES/labs/<<org>>/lab_config.xml", "roes-server/config/lab_<<n>>.xml"),
    lambda s: (
        f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- ROES (Remote Order Entry System) - プロ写真家向け受注設定 -->
<ROESLab id="{s["org"]}" name="{xe(s["orgc"])} Pro Lab">
  <Contact email="pro@{s["dom"]}" phone="0422-{s["nn"]}-{s["id"][:4]}"/>
  <Transfer protocol="ftp">
    <Host>{s["pub"]}</Host>
    <Port>21</Port>
    <User>roes_upload</User>
    <Password>{xe(s["cred"])}</Password>
    <RemoteDir>/orders/incoming</RemoteDir>
  </Transfer>
  <Products catalog="catalog_{s["yyyy"]}.xml" currency="JPY"/>
</ROESLab>
"""
    ),
    "pw_xml",
)

FAM.reg(
    "shashin_rsyncd_secrets_bare_line",
    ("etc/rsyncd.secrets", "nas-<<n>>/etc/rsyncd.secrets"),
    "frontier:<<cred>>\n",
    "pw_bare",
)

FAM.reg(
    "shashin_frontier_order_pc_cmdkey_bat",
    ("受付PC/起動時_<<n>>.bat", "C/Labo/connect_frontier_<<place>>.bat"),
    """@echo off
rem 受付端末 → Fuji Frontier (DX100 / LP5700) のホットフォルダーに接続
cmdkey /add:FRONTIER-<<n>> /user:FRONTIER-<<n>>\\labo /pass:<<cred>>
net use O: \\\\FRONTIER-<<n>>\\ORDER /persistent:yes
start "" "C:\\Program Files\\FUJIFILM\\OrderIT\\OrderIT.exe"
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "shashin_square_access_token_json_config",
    ("pos-sync/config.json", "tools/<<org>>-uriage-<<n>>/config.json"),
    lambda s: (
        json.dumps(
            {
                "店舗": f"{s['orgc']} 吉祥寺店",
                "square": {
                    "environment": "production",
                    "location_id": s["loc"],
                    "access_token": s["cred"],
                },
                "export_dir": "D:/売上/square",
                "notify": {"line_notify_channel": "売上報告"},
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    ),
    lambda r, s: (
        "EAAA" + alnum(r, 60, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    ),
    extra=lambda r, s: {"loc": "L" + alnum(r, 12).upper()},
)
