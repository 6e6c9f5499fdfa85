"""Family c: a portrait and wedding photo studio in Nagoya, Japan (Japanese)."""

from hundredtwentieth_spec import Fam, dec_qp, enc_qp, gen_pw

F = Fam(
    name="shashinkan_portrait_nagoya",
    orgs=("hikariza", "sakuraprint", "egaoshashin", "kisekistudio"),
    tld="co.jp",
    first=(
        ("陽菜", "hina"),
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("結衣", "yui"),
        ("健太", "kenta"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("伊藤", "ito"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
    ),
    words=(
        "sakura",
        "hikari",
        "yume",
        "sora",
        "kokoro",
        "hoshi",
        "tsuki",
        "nagoya",
        "shachi",
        "kiseki",
        "egao",
        "hanabi",
        "misokatsu",
    ),
    pets=("pochi", "hachi", "kuro", "mugi", "koko", "maru"),
    cc="81",
    city="名古屋",
)

F.reg(
    "shashinkan_line_talk_history_pasuwaado",
    ("[LINE] <<ln>>とのトーク<<nn>>.txt", "line/talk_<<fa>>_<<date>>.txt"),
    """[LINE] <<ln>><<fn>>とのトーク履歴
保存日時：<<y>>/<<m>>/<<d>> <<hh>>:<<mi>>

<<y>>/<<m>>/<<d>>(土)
<<hh>>:<<mi>>\t<<ln>><<fn>>\t明日の前撮り、スタジオのMacにログインできないです💦
<<hh>>:<<mi>>\t<<fn2>>\tアカウントはstudio、パスワードは↓
<<hh>>:<<mi>>\t<<fn2>>\t<<cred>>
<<hh>>:<<mi>>\t<<ln>><<fn>>\t入れました！ありがとうございます🙇
""",
    cred="human",
)

F.reg(
    "shashinkan_studio_pc_net_use_nas_bat",
    ("scripts/mount_nas_<<nn>>.bat", "Desktop/<<fa>>/NAS接続.bat"),
    """@echo off
rem 撮影データ用NAS (TeraStation) を Z: に接続
net use Z: /delete /y >nul 2>&1
net use Z: \\\\<<ip>>\\photo /user:<<fa>> <<cred>> /persistent:yes
robocopy "C:\\CaptureOne\\Sessions" "Z:\\<<y>>\\sessions" /E /XO /R:1 /W:1
""",
    cred="pw_bare",
)

F.reg(
    "shashinkan_payjp_online_booking_ruby",
    ("app/config/initializers/payjp_<<nn>>.rb", "<<org>>/config/initializers/payjp.rb"),
    """# 撮影予約の前金決済 (PAY.JP)
require "payjp"

Payjp.api_key = '<<cred>>'
Payjp.open_timeout = 30
Payjp.read_timeout = 90

PAYJP_PUBLIC_KEY = "pk_live_<<hex40>>"
""",
    cred="p:payjp",
    syntax="",
)

F.reg(
    "shashinkan_japanese_email_download_pasuwaado",
    ("mail/送信済み/<<date>>_<<fa>>.eml", "Maildir/.Sent/cur/<<nnn>>.<<fa>>:2,S"),
    """From: <<orgc>> フォトスタジオ <info@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?44CQ5YaZ55yf44OH44O844K/44Gu44GU5qGI5YaF44CR?=
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<ln>> 様

先日は七五三のご撮影、誠にありがとうございました。
お写真データのご用意ができましたので、下記よりダウンロードしてください。

URL：https://<<org>>.pixieset.com/753-<<fa>>/
パスワード：<<cred>>

公開期限は<<y>>年<<m>>月末日です。

<<orgc>> <<city>>店 <<fn2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "shashinkan_booking_rails_config_yml_smtp",
    ("config/settings_<<nn>>.yml", "<<org>>-booking/config/settings.yml"),
    """production:
  studio_name: "<<orgc>> <<city>>"
  mailer:
    address: smtp.lolipop.jp
    port: 465
    user_name: yoyaku@<<dom>>
    password: '<<cred>>'
    ssl: true
  reminder_hours: 24
""",
    cred="pw_sq",
)

F.reg(
    "shashinkan_camera_ftp_transfer_plist",
    ("Library/Preferences/jp.<<org>>.tetherftp.plist", "backup/ipad-<<fa>>/tetherftp-<<nn>>.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>FTPServer</key><string><<ip>></string>
  <key>FTPPort</key><integer>21</integer>
  <key>FTPUser</key><string>a7iv_<<fa>></string>
  <key>FTPPassword</key><string><<cred>></string>
  <key>TargetFolder</key><string>/tether/<<date>></string>
</dict>
</plist>
""",
    cred="pw_xml",
)

F.reg(
    "shashinkan_wasabi_backup_aws_credentials",
    ("Users/<<fa>>/.aws/credentials", "nas/config/wasabi-<<nn>>.credentials"),
    """[default]
region = ap-northeast-1

[wasabi-<<org>>]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    cred="p:aws_secret",
    syntax="ini",
    extra=lambda r, s: {
        "akid": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    },
)


def _qp(r, s):
    return {"enc": enc_qp(f"アルバム注文サイトのパスワード：{s['cred']}\n")}


F.reg(
    "shashinkan_album_lab_email_quoted_printable",
    ("mail/受信/<<date>>_album_<<nn>>.eml", "Maildir/cur/<<nnn>>.lab-<<fa>>:2,S"),
    """From: アルバム工房 <order@album-lab.jp>
To: <<email>>
Subject: =?UTF-8?B?44Ki44Or44OQ44Og5Y+X5rOo44K144Kk44OI?=
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    cred=lambda r: gen_pw(r, sym="=") + "=",
    syntax="",
    extra=_qp,
    decode=lambda t: dec_qp(t, "パスワード："),
)
