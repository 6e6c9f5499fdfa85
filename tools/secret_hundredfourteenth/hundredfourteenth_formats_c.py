# ruff: noqa: E501
"""Family c: a Buddhist temple office (寺務所) in Japan, in Japanese."""

from __future__ import annotations

import json

from hundredfourteenth_spec import ALNUM, Fam, alnum

FAM = Fam(
    name="otera_shamusho_japan",
    orgs=("renkoji", "jofukuji", "saikoin", "kozenji", "myorenji"),
    tld="or.jp",
    first=(
        ("健一", "Kenichi"),
        ("美智子", "Michiko"),
        ("浩", "Hiroshi"),
        ("恵子", "Keiko"),
        ("誠", "Makoto"),
        ("由美", "Yumi"),
        ("慈海", "Jikai"),
        ("良典", "Ryoten"),
    ),
    last=(
        ("田中", "Tanaka"),
        ("佐藤", "Sato"),
        ("山本", "Yamamoto"),
        ("鈴木", "Suzuki"),
        ("渡辺", "Watanabe"),
        ("中村", "Nakamura"),
        ("小林", "Kobayashi"),
    ),
    words=(
        "ohaka",
        "obon",
        "higan",
        "nenbutsu",
        "zazen",
        "kannon",
        "amida",
        "sakura",
        "momiji",
        "hotoke",
        "goshuin",
        "hondo",
        "jizo",
        "shakyo",
        "namu",
        "renge",
        "bonsho",
    ),
    pets=("pochi", "tama", "kuro", "momo", "hana", "chibi", "koro"),
    cc="+81",
)

R = FAM.reg

WD = "月火水木金土日"


def _line(s: dict) -> str:
    return (
        "[LINE] 寺務所のトーク履歴\n"
        f"保存日時：{s['year']}/{s['mon']}/{s['day']} {s['time']}\n\n"
        f"{s['year']}/{s['mon']}/{s['day']}({WD[int(s['day']) % 7]})\n"
        f"{s['hh']}:{s['mi']}\t{s['ln2']}{s['fn2']}\t御朱印の通販サイト、管理画面のパスワード教えてください。お盆の受付を始めたいので\n"
        f"{s['hh']}:{s['mi']}\t{s['ln']}{s['fn']}\tID は goshuin-admin です\n"
        f"{s['hh']}:{s['mi']}\t{s['ln']}{s['fn']}\t{s['cred']}\n"
        f"{s['hh']}:{s['mi']}\t{s['ln2']}{s['fn2']}\tありがとうございます🙏 合掌\n"
    )


R(
    "otera_line_talk_history_goshuin_pasuwado",
    ("LINE/[LINE] 寺務所のトーク.txt", "Downloads/[LINE] <<org>>寺務所_<<n>>.txt"),
    _line,
    "human",
    syntax="",
)

R(
    "otera_payjp_goshuin_webshop_rails_initializer",
    (
        "goshuin-shop/config/initializers/payjp.rb",
        "srv/<<org>>-shop/config/initializers/payjp_<<n>>.rb",
    ),
    """# 御朱印帳・御守りのオンライン授与所 (PAY.JP)
require "payjp"

Payjp.api_key = ENV.fetch("PAYJP_SECRET_KEY", "<<cred>>")
Payjp.open_timeout = 30
Payjp.read_timeout = 90

Rails.application.config.x.payjp_public_key = "pk_live_<<pk>>"
""",
    "p:payjp",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 24, "0123456789abcdef")},
)

R(
    "otera_bochi_kanri_sqlserver_adodb_vbs",
    ("寺務/墓地管理/台帳出力.vbs", "Shamusho/bochi_<<n>>.vbs"),
    """' 墓地管理台帳 (区画・使用者・管理料) を CSV に書き出す
Option Explicit
Dim cn, rs, fso, out
Set cn = CreateObject("ADODB.Connection")
cn.Open "Provider=SQLOLEDB;Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=BochiKanri;User ID=shamusho;Password=<<cred>>;"
Set rs = cn.Execute("SELECT 区画番号, 使用者, 管理料 FROM 区画 ORDER BY 区画番号")
Set fso = CreateObject("Scripting.FileSystemObject")
Set out = fso.CreateTextFile("C:\\寺務\\墓地管理\\台帳_" & Year(Date) & ".csv", True, True)
Do Until rs.EOF
  out.WriteLine rs(0) & "," & rs(1) & "," & rs(2)
  rs.MoveNext
Loop
out.Close
cn.Close
""",
    "pw_dq",
    syntax="",
)


def _fods(s: dict) -> str:
    rows = [
        ("サービス", "ID", "パスワード", "備考"),
        ("ホームページ (WordPress)", s["login"], "別紙", "業者管理"),
        ("寺務所メール", f"info@{s['dom']}", s["cred"], "さくらのメールボックス"),
        ("防犯カメラ", "admin", "業者に確認", ""),
    ]
    body = "\n".join(
        "    <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="アカウント一覧">
{body}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


R(
    "otera_account_ichiran_flat_ods",
    ("寺務/アカウント一覧_<<year>>.fods", "Documents/shamusho_accounts_<<n>>.fods"),
    _fods,
    "pw_xml",
    syntax="xml",
)

R(
    "otera_atem_mini_streaming_settings_xml",
    ("ATEM/法要配信_<<n>>.xml", "Documents/Blackmagic Design/ATEM/Streaming_<<org>>_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<streaming>
    <service>
        <name>YouTube (<<org>> 法要ライブ)</name>
        <servers>
            <server>
                <name>Primary</name>
                <url>rtmp://a.rtmp.youtube.com/live2</url>
            </server>
        </servers>
        <profiles>
            <profile name="Streaming High">
                <config resolution="1080p" fps="30"><bitrate>6000000</bitrate></config>
            </profile>
        </profiles>
        <key><<cred>></key>
    </service>
</streaming>
""",
    "p:youtube",
)

R(
    "otera_nas_rsync_password_root_crontab",
    ("var/spool/cron/crontabs/root", "etc/cron.d/kakocho_backup_<<n>>"),
    """# 過去帳スキャンと法要写真を毎晩 NAS へ
SHELL=/bin/sh
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
30 2 * * * RSYNC_PASSWORD=<<cred>> rsync -az --delete /srv/kakocho/ rsync://backup@<<ip>>/kakocho/ >> /var/log/kakocho.log 2>&1
0 3 * * 0 find /srv/shashin -mtime +400 -delete
""",
    "pw_bare",
    syntax="",
)


def _mail(s: dict) -> str:
    return (
        f"From: {s['ln2']} <support@web-{s['n']}.co.jp>\n"
        f"To: {s['ln']} {s['fn']} <info@{s['dom']}>\n"
        "Subject: =?UTF-8?B?44Ob44O844Og44Oa44O844K4566h55CG55S76Z2i44Gu44GU5qGI5YaF?=\n"
        f"Date: Tue, {s['day']} Jul {s['year']} {s['time']}:00 +0900\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n\n"
        f"{s['org']} 寺務所\n{s['ln']}様\n\n"
        "いつもお世話になっております。\n"
        "お盆・施餓鬼のお知らせ更新用に、ホームページ管理画面のアカウントをお送りします。\n\n"
        f"管理画面URL：https://www.{s['dom']}/wp-admin/\n"
        f"ログインID：{s['login']}\n"
        f"パスワード：{s['cred']}\n\n"
        "ご不明な点はお電話ください。\n"
        f"{s['ln2']}\n"
    )


R(
    "otera_web_vendor_email_kanrigamen_pasuwado",
    ("Thunderbird/Mail/寺務所/Inbox/<<n2>>.eml", "mail/info/cur/<<epoch>>.M<<n>>.eml"),
    _mail,
    "human_x",
    syntax="",
)


def _square(s: dict) -> str:
    return json.dumps(
        {
            "temple": s["org"],
            "square": {
                "environment": "production",
                "application_id": "sq0idp-" + s["appid"],
                "access_token": s["cred"],
                "location_id": s["loc"],
            },
            "items_csv": "omamori_juyo.csv",
        },
        ensure_ascii=False,
        indent=2,
    )


R(
    "otera_square_omamori_pos_sync_json",
    ("omamori-sync/config.json", "Users/<<fa>>/juyosho_<<n>>/square.json"),
    _square,
    lambda rng, fam: "EAAA" + alnum(rng, 60, ALNUM + "-_"),
    extra=lambda rng, s: {
        "appid": alnum(rng, 22, ALNUM + "-_"),
        "loc": "L" + alnum(rng, 12, "ABCDEFGHJKLMNPQRSTVWXYZ0123456789"),
    },
)
