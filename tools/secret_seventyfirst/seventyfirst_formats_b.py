# ruff: noqa: E501
"""Family b: an architecture studio in Japan (Tokyo), Japanese."""

from __future__ import annotations

import base64
import datetime
import json
import random

from seventyfirst_spec import Fam, Slots, after, enc_b64_lines

F = Fam(
    name="kenchiku_sekkei_tokyo",
    orgs=("kozukata", "hinokisha", "shojiform", "mado"),
    tld="jp",
    first=(
        ("陽菜", "hina"),
        ("大輔", "daisuke"),
        ("美咲", "misaki"),
        ("健太", "kenta"),
        ("さくら", "sakura"),
        ("翔太", "shota"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
    ),
    words=(
        "sakura",
        "fuji",
        "yukiguni",
        "sora",
        "kaze",
        "tatami",
        "shoji",
        "hinoki",
        "sugi",
        "hikari",
        "midori",
        "tsuki",
        "umibe",
        "engawa",
        "kenchiku",
        "giants",
    ),
    pets=("pochi", "tama", "momo", "kuro", "hachi", "mugi"),
    cc="+81",
)

_WD = "月火水木金土日"


def _line_day(rng: random.Random, s: Slots) -> None:
    day = datetime.date(int(s["y"]), int(s["mo"]), int(s["d"]))
    s["ymd"] = day.strftime("%Y/%m/%d")
    s["wd"] = _WD[day.weekday()]
    s["grp"] = rng.choice(("設計部", "現場チーム", "コンペ2025", "所内連絡"))


F.reg(
    "sekkei_japanese_line_talk_history_pasuwado",
    ("スマホ/LINE/[LINE] <<grp>>のトーク_<<n>>.txt", "backup/<<fa>>/line_talk_<<date>>.txt"),
    """[LINE] <<grp>>のトーク履歴
保存日時：<<ymd>> <<t5>>

<<ymd>>(<<wd>>)
<<t1>>	<<last>><<first>>	BIMcloudのパスワード変わりました
<<t2>>	<<last>><<first>>	ID <<user>>
<<t2>>	<<last>><<first>>	<<cred>>
<<t3>>	<<last2>><<first2>>	了解です！ありがとうございます
<<t4>>	<<last2>><<first2>>	[スタンプ]
""",
    "human",
    syntax="",
    extra=_line_day,
)


def _bimcloud(s: Slots) -> str:
    doc = {
        "server": f"https://bimcloud.{s['dom']}:22001",
        "projectsRoot": f"/Projects/{s['y']}",
        "backupTarget": f"\\\\{s['lan']}\\bim_backup",
        "login": {"username": s["user"], "password": s["cred"]},
        "keepDays": 30,
        "notify": s["email"],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "sekkei_bimcloud_backup_script_config_json",
    ("tools/bimcloud_backup/config_<<org>>.json", "C/BIMcloud/backup/<<n>>/settings.json"),
    _bimcloud,
    "pw_json",
)

F.reg(
    "sekkei_chatwork_api_token_gas_script",
    ("gas/<<org>>/現場写真通知_<<n>>.gs", "apps-script/chatwork_notify_<<fa>>.gs"),
    """// 現場写真フォルダに新しいファイルが追加されたら Chatwork に通知する
const CHATWORK_TOKEN = '<<cred>>';
const ROOM_ID = '<<num7>>';
const FOLDER_ID = '1<<h8>>AbC<<nnn>>';

function notifyNewPhotos() {
  const folder = DriveApp.getFolderById(FOLDER_ID);
  const files = folder.getFiles();
  let body = '[info][title]現場写真アップロード[/title]';
  while (files.hasNext()) {
    body += files.next().getName() + '\\n';
  }
  body += '[/info]';
  UrlFetchApp.fetch('https://api.chatwork.com/v2/rooms/' + ROOM_ID + '/messages', {
    method: 'post',
    headers: { 'X-ChatWorkToken': CHATWORK_TOKEN },
    payload: { body: body },
  });
}
""",
    "p:chatwork",
    syntax="",
)

F.reg(
    "sekkei_backlog_api_key_env",
    ("repos/<<org>>-issue-sync/.env", "scripts/backlog_<<n>>/.env"),
    """# Backlog 課題 → 図面リスト同期
BACKLOG_SPACE=<<org>>
BACKLOG_DOMAIN=backlog.jp
BACKLOG_API_KEY=<<cred>>
BACKLOG_PROJECT_KEY=KEN<<n>>
DRAWINGS_DIR=/mnt/nas/図面/<<y>>
""",
    "p:backlog",
    syntax="",
)

F.reg(
    "sekkei_nas_smb_fstab_credentials",
    ("render-<<n>>/etc/fstab", "ws-<<fa>>/etc/fstab"),
    """# /etc/fstab: static file system information.
UUID=<<uid>> /               ext4    errors=remount-ro 0       1
/swapfile                                 none            swap    sw              0       0
# 所内NAS（図面・パース）
//<<lan>>/design  /mnt/design  cifs  username=<<user>>,password=<<cred>>,uid=1000,gid=1000,iocharset=utf8,vers=3.0  0  0
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "sekkei_freee_oauth_client_secret_yaml",
    ("integrations/freee/<<org>>_settings.yml", "経理/freee連携/config_<<n>>.yaml"),
    """# freee会計 API 連携（請求書の自動作成）
freee:
  company_id: <<num7>>
  client_id: "<<h32>>"
  client_secret: "<<cred>>"
  redirect_uri: "urn:ietf:wg:oauth:2.0:oob"
  scope: "read write"
invoice:
  template_id: <<nnn>>
  tax_rate: 10
""",
    "alnum:43",
)


def _mail_b64(rng: random.Random, s: Slots) -> None:
    body = (
        f"{s['last2']}様\n\n"
        f"いつもお世話になっております。{s['orgc']}設計事務所の{s['last']}です。\n"
        "確認申請図一式を共有フォルダにアップロードしました。\n\n"
        f"URL：https://files.{s['dom']}/s/{s['h8']}\n"
        f"パスワード：{s['cred']}\n\n"
        "ご確認のほどよろしくお願いいたします。\n"
    )
    s["body"] = enc_b64_lines(body)


def _dec_mail_b64(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(base64.b64decode("".join(body.split())).decode("utf-8"), "パスワード：")


F.reg(
    "sekkei_japanese_email_base64_body_pasuwado",
    ("mail/<<fa>>/sent/<<date>>_確認申請.eml", "Outlook/<<org>>/<<ts>>.eml"),
    """From: <<email>>
To: <<email2>>
Subject: =?UTF-8?B?56K66KqN55Sz6KuL5Zuz44Gu5YWx5pyJ?=
Date: <<d>> Apr <<y>> <<hh>>:<<mi>>:00 +0900
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

<<body>>
""",
    "human",
    syntax="",
    extra=_mail_b64,
    decode=_dec_mail_b64,
)

F.reg(
    "sekkei_render_node_rsa_key_pem",
    ("render/keys/<<fa>>_render<<n>>.pem", "共有/鍵/<<org>>_deploy_<<n>>.pem"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
