# ruff: noqa: E501
"""Family p: a freelance foreign correspondent in Addis Ababa, Ethiopia (Amharic, English)."""

from __future__ import annotations

import json
import urllib.parse

from hundredtwentysixth_spec import Fam, enc_url, gen_pw, prov

F = Fam(
    name="selam_addis_freelance_correspondent",
    orgs=("selamdispatch", "abayfiles", "entotonotes"),
    tld="com.et",
    first=("ሰላም", "ዳዊት", "ሄለን", "ዮናስ", "ቤተልሔም", "ሚካኤል", "ማርታ", "አበበ"),
    last=("ተስፋዬ", "ገብረ", "አለሙ", "በቀለ", "ወልደ", "ታደሰ", "ኃይሌ", "መኮንን"),
    first_a=("selam", "dawit", "helen", "yonas", "betelhem", "michael", "martha", "abebe"),
    last_a=("tesfaye", "gebre", "alemu", "bekele", "wolde", "tadesse", "haile", "mekonnen"),
    words=(
        "addis",
        "abeba",
        "entoto",
        "buna",
        "injera",
        "abay",
        "lalibela",
        "axum",
        "meskel",
        "habesha",
        "tibs",
        "piassa",
        "gondar",
        "bole",
    ),
    pets=("bobi", "lucy", "jack", "tigist", "duchi", "ayo"),
    cc="251",
    city="Addis Ababa",
)


def _tg(s):
    return json.dumps(
        {
            "name": "ፎቶ ዴስክ / Photo desk",
            "type": "personal_chat",
            "id": int(s["ts"]) // 7,
            "messages": [
                {
                    "id": int(s["n"]),
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:{s['sec']}",
                    "date_unixtime": str(s["ts"]),
                    "from": f"{s['first']} {s['last']}",
                    "from_id": f"user{s['ts']}",
                    "text": "የማህደሩ የይለፍ ቃል ምንድን ነው? (archive login)",
                    "text_entities": [
                        {"type": "plain", "text": "የማህደሩ የይለፍ ቃል ምንድን ነው? (archive login)"}
                    ],
                },
                {
                    "id": int(s["n"]) + 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['time2']}:{s['sec']}",
                    "date_unixtime": str(int(s["ts"]) + 90),
                    "from": s["first2"],
                    "from_id": f"user{int(s['ts']) + 3}",
                    "text": f"የይለፍ ቃል: {s['cred']}",
                    "text_entities": [{"type": "plain", "text": f"የይለፍ ቃል: {s['cred']}"}],
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "selam_amharic_telegram_json_yilef_qal",
    (
        "Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
        "exports/tg_photodesk_<<d8>>/result.json",
    ),
    _tg,
    "human_x",
)


def _har(r, s):
    body = f"log={urllib.parse.quote(s['email'], safe='')}&pwd={enc_url(s['cred'])}&rememberme=forever&wp-submit=Log+In&testcookie=1"
    har = {
        "log": {
            "version": "1.2",
            "creator": {"name": "Firefox", "version": "128.0"},
            "entries": [
                {
                    "startedDateTime": f"{s['date']}T{s['time']}:{s['sec']}.000+03:00",
                    "request": {
                        "method": "POST",
                        "url": f"https://{s['dom']}/wp-login.php",
                        "httpVersion": "HTTP/2",
                        "headers": [
                            {"name": "Content-Type", "value": "application/x-www-form-urlencoded"}
                        ],
                        "postData": {"mimeType": "application/x-www-form-urlencoded", "text": body},
                    },
                    "response": {"status": 302, "statusText": "Found", "headers": []},
                    "timings": {"send": 0, "wait": 212, "receive": 1},
                }
            ],
        }
    }
    return {"body": json.dumps(har, indent=2)}


def _dec_har(text: str) -> str:
    body = json.loads(text)["log"]["entries"][0]["request"]["postData"]["text"]
    return urllib.parse.parse_qs(body)["pwd"][0]


F.reg(
    "selam_har_wp_login_form_urlencoded_pwd",
    ("debug/<<dom>>_login_<<n>>.har", "Downloads/<<org>>_<<d8>>.har"),
    "<<body>>",
    lambda r: gen_pw(r, sym="!@#$%&+"),
    syntax="json",
    extra=_har,
    decode=_dec_har,
)

F.reg(
    "selam_dropbox_upload_footage_python",
    ("scripts/upload_footage_<<n>>.py", "Users/<<login>>/tools/dbx_<<d8>>.py"),
    """\"\"\"Push the day's footage to the editor's shared Dropbox folder over hotel Wi-Fi.\"\"\"

import pathlib

import dropbox

TOKEN = '<<cred>>'
DEST = '/Desk Africa/Addis/<<date>>'

dbx = dropbox.Dropbox(TOKEN, timeout=900)
for f in sorted(pathlib.Path('~/footage/today').expanduser().glob('*.mp4')):
    with f.open('rb') as fh:
        dbx.files_upload(fh.read(), f'{DEST}/{f.name}', mode=dropbox.files.WriteMode.overwrite)
    print('uploaded', f.name)
""",
    "p:dropbox",
)

F.reg(
    "selam_email_to_foreign_desk_sftp_password",
    ("mail/<<d8>>_files_<<n>>.eml", "Maildir/.Sent/cur/<<ts>>.<<n>>.eml"),
    """From: <<first>> <<last>> <<<fa>>.<<la>>@proton.me>
To: foreigndesk@<<dom>>
Subject: Re: Files for the Tigray piece - how to collect
Date: Wed, 05 Feb <<year>> <<time>>:<<sec>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hi,

connection here is very slow so I put the raw interviews on my own server instead of WeTransfer:

sftp://files.<<org>>.com.et  (port 2222)
user: desk
password: <<cred>>

Transcripts in Amharic are in /transcripts, English translations in /en. ሰላም ይብዛልን.

Best,
<<first>>
""",
    "human",
)

F.reg(
    "selam_notes_txt_bare_veracrypt_line",
    ("Documents/notes_<<n>>.txt", "Desktop/ማስታወሻ_<<d8>>.txt"),
    """- call fixer re Bahir Dar permit
- buy SIM (Safaricom ET) for <<first2>>
vc
<<cred>>
- invoice <<n>> to desk, 14 days
""",
    "human_x",
)

F.reg(
    "selam_sshpass_rsync_bash_history",
    ("home/<<login>>/.bash_history", "laptop_<<n>>/.bash_history"),
    """cd ~/footage/<<date>>
ls -lh *.MP4
sshpass -p '<<cred>>' rsync -avP -e 'ssh -p 2222' ./ desk@files.<<org>>.com.et:/incoming/<<date>>/
ffprobe C0<<n2>>.MP4
exit
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "selam_bashrc_exports_aws_secret_s3_backup",
    ("home/<<login>>/.bashrc", "laptop_<<n>>/.bashrc.bak"),
    """# ~/.bashrc
[ -z "$PS1" ] && return
alias ll='ls -alF'
export EDITOR=nano
# footage backup bucket (eu-west-1)
export AWS_ACCESS_KEY_ID=<<akid>>
export AWS_SECRET_ACCESS_KEY=<<cred>>
export AWS_DEFAULT_REGION=eu-west-1
alias backup='aws s3 sync ~/footage s3://<<org>>-footage/ --storage-class STANDARD_IA'
""",
    "p:aws_secret",
    syntax="",
    extra=lambda r, s: {"akid": prov(r, "aws_id")},
)

F.reg(
    "selam_amharic_sms_text_reply_only",
    ("phone/sms_<<fa2>>_<<n>>.txt", "backup/messages_<<d8>>.txt"),
    """<<first2>> (<<phone>>)  <<dmy>> <<time>>
ሰላም! የሆቴሉ ዋይፋይ ይለፍ ቃል ስንት ነው? (hotel wifi?)

Me  <<dmy>> <<time2>>
<<cred>>

<<first2>> (<<phone>>)  <<dmy>> <<time2>>
አመሰግናለሁ 🙏
""",
    "human_x",
)
