"""Family b: a regional (aimag) television station in Mongolia (Mongolian Cyrillic)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import re

from sixtyseventh_corpus import alnum
from sixtyseventh_spec import AIMAG as F


def _yt_key(rng, fam) -> str:
    return "-".join(alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5))


F.reg(
    "obs_service_json_youtube_stream_key",
    (
        "AppData/Roaming/obs-studio/basic/profiles/<<org>>_live/service.json",
        "home/<<login>>/.config/obs-studio/basic/profiles/Medee<<n>>/service.json",
    ),
    lambda s: json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmps://a.rtmps.youtube.com:443/live2",
                "service": "YouTube - RTMPS",
                "stream_key_link": "https://www.youtube.com/live_dashboard",
            },
            "type": "rtmp_common",
        },
        indent=4,
    ),
    cred=_yt_key,
)


def _tg_export(s: dict) -> str:
    msgs = [
        (s["fn"], f"{s['fn2']}, {s['city']} сумын сурвалжлагын машин маргааш 8 цагт гарна."),
        (s["fn2"], "За ойлголоо. Facebook хуудасны нууц үг солигдсон уу?"),
        (s["fn"], ["Тийм. Шинэ нууц үг: ", {"type": "code", "text": s["cred"]}]),
        (s["fn2"], "Баярлалаа 👍"),
    ]
    out = []
    for i, (who, text) in enumerate(msgs):
        ents = (
            [{"type": "plain", "text": text[0]}, text[1]]
            if isinstance(text, list)
            else [{"type": "plain", "text": text}]
        )
        out.append(
            {
                "id": 4100 + s["n"] * 10 + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{10 + i * 7:02d}",
                "date_unixtime": str(int(s["ts"]) + i * 60),
                "from": who,
                "from_id": f"user{5000000000 + s['n5'] + i % 2}",
                "text": text,
                "text_entities": ents,
            }
        )
    return json.dumps(
        {
            "name": "Мэдээний алба",
            "type": "private_group",
            "id": 1700000000 + s["n5"],
            "messages": out,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "mongolian_telegram_result_json_nuuts_ug",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/<<org>>/tg-<<date>>/result.json"),
    _tg_export,
    cred="human",
)

F.reg(
    "qpay_v2_merchant_php_config",
    ("config/qpay.php", "<<org>>-shop/config/qpay.php", "www/subscribe/config/qpay.php"),
    """<?php
// QPay v2 - Захиалгат сувгийн сарын төлбөр (<<orgc>> TV)
return [
    'base_url'      => 'https://merchant.qpay.mn/v2',
    'username'      => '<<qu>>',
    'password'      => '<<cred>>',
    'invoice_code'  => '<<qi>>_INVOICE',
    'callback_url'  => 'https://<<dom>>/qpay/callback',
    'sender_branch' => '<<city>>',
];
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: {"qu": s["org"].upper(), "qi": s["org"].upper()},
)


def _rtsp(s: dict) -> str:
    lines = [f"# {s['city']} студи - камерууд ({s['dmy']})"]
    for i in range(1, 5):
        lines.append(
            f"cam{i}  rtsp://admin:{s['cred']}@{s['lan'].rsplit('.', 1)[0]}.{60 + i}:554/Streaming/Channels/{i}01"
        )
    lines.append("# NVR вэб: http://" + s["lan"] + "  (admin)")
    return "\n".join(lines) + "\n"


F.reg(
    "studio_camera_rtsp_url_list",
    ("studio/cameras-<<n>>.txt", "Desktop/камер_<<date>>.txt", "docs/<<org>>/rtsp.txt"),
    _rtsp,
    cred="pw_url",
    syntax="",
)

F.reg(
    "rundown_dotnet_appsettings_sqlserver",
    ("NewsRundown/appsettings.Production.json", "srv/<<org>>/rundown/appsettings.json"),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "ConnectionStrings": {
                "Rundown": f"Server={s['ip']},1433;Database=MedeeRundown;User Id=rundown_app;Password={s['cred']};TrustServerCertificate=True"
            },
            "Station": {"Name": f"{s['orgc']} TV", "City": s["city"]},
        },
        ensure_ascii=False,
        indent=2,
    ),
    cred="pw_json",
)


def _fz(s: dict) -> str:
    enc = base64.b64encode(s["cred"].encode()).decode()
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.mnb.mn</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>{s["org"]}_news</User>
            <Pass encoding="base64">{enc}</Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <Name>Мэдээ солилцоо - MNB</Name>
            <Comments>{s["fn"]} {s["ln"]}: өдөр бүр 17:00 цагт сюжет илгээх</Comments>
            <LocalDir />
            <RemoteDir />
            <SyncBrowsing>0</SyncBrowsing>
        </Server>
    </Servers>
</FileZilla3>
"""


def _dec_fz(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "filezilla_sitemanager_news_exchange_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "backup/<<login>>/FileZilla/sitemanager-<<date>>.xml",
    ),
    _fz,
    cred="pw_xml",
    decode=_dec_fz,
)

F.reg(
    "mongolian_email_uplink_encoder_nuuts_ug",
    ("mail/<<login>>/Inbox/<<n5>>.eml", "Maildir/cur/<<ts>>.M<<n3>>.<<org>>:2,S"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Encoder-ийн нэвтрэх мэдээлэл
Date: <<d>> Mar <<y>> <<time>>:12 +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Сайн байна уу, <<fn2>>!

Хиймэл дагуулын кодлогчийн (encoder) вэб удирдлага руу орох мэдээлэл:

  Хаяг: https://<<lan>>/
  Хэрэглэгч: operator
  Нууц үг: <<cred>>

Наадмын шууд дамжуулалтын өмнө битрейтийг 8 Mbps болгож шалгаарай.
Өөр хүнд бүү дамжуулаарай.

Хүндэтгэсэн,
<<fn>>
<<orgc>> TV, <<city>>
<<phone>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "crontab_sshpass_rsync_archive",
    ("var/spool/cron/crontabs/<<login>>", "etc/cron.d/<<org>>-archive", "ops/crontab-<<n>>.txt"),
    """# Архив: өдрийн мэдээний файлуудыг Улаанбаатар руу илгээх
MAILTO=<<email>>
30 2 * * * sshpass -p '<<cred>>' rsync -az --remove-source-files /srv/archive/$(date +\\%Y\\%m\\%d)/ archive@<<pub_ip>>:/data/<<org>>/ >> /var/log/archive-sync.log 2>&1
0 4 * * 0 find /srv/archive -type f -mtime +30 -delete
""",
    cred="pw_sq",
    syntax="",
)
