# ruff: noqa: E501
"""Family d: a news agency's bureau in Cairo, Egypt (Arabic, English)."""

from __future__ import annotations

from hundredtwentysixth_spec import Fam

F = Fam(
    name="nile_wire_cairo_agency_bureau",
    orgs=("nilewire", "akhbarwadi", "misrdispatch"),
    tld="com.eg",
    first=("أحمد", "منى", "محمود", "نورهان", "كريم", "ياسمين", "عمرو", "سلمى"),
    last=("عبد الله", "السيد", "حسن", "مصطفى", "إبراهيم", "فؤاد", "الشريف", "رمضان"),
    first_a=("ahmed", "mona", "mahmoud", "nourhan", "karim", "yasmin", "amr", "salma"),
    last_a=("abdallah", "elsayed", "hassan", "mostafa", "ibrahim", "fouad", "elsherif", "ramadan"),
    words=(
        "nile",
        "cairo",
        "zamalek",
        "ahly",
        "masr",
        "tahrir",
        "koshary",
        "sphinx",
        "giza",
        "maadi",
        "horus",
        "nefertiti",
        "alex",
        "salah",
    ),
    pets=("bosy", "lucy", "max", "mishmish", "loulou", "simba"),
    cc="20",
    city="القاهرة",
)

F.reg(
    "nilewire_arabic_whatsapp_kalimat_sirr_ftp",
    ("WhatsApp Chat with مكتب القاهرة <<n>>.txt", "exports/<<fa>>/WhatsApp Chat - Desk <<d8>>.txt"),
    """<<dmy>>, <<time>> - <<first>> <<last>>: صباح الخير يا جماعة
<<dmy>>, <<time>> - <<first2>>: الصور بتاعة المؤتمر مش بترفع على السيرفر، حد عنده الباسورد الجديد؟
<<dmy>>, <<time2>> - <<first>> <<last>>: اليوزر photos وكلمة السر <<cred>>
<<dmy>>, <<time2>> - <<first>> <<last>>: متبعتهاش لحد برا المكتب
<<dmy>>, <<time2>> - <<first2>>: تمام شكراً 🙏
""",
    "human",
)

F.reg(
    "nilewire_lftp_mirror_photos_cron_sh",
    ("bureau/bin/push_photos_<<n>>.sh", "home/<<login>>/scripts/mirror_<<d8>>.sh"),
    """#!/bin/sh
# يرفع صور المراسلين إلى خادم الوكالة الرئيسي كل 5 دقائق (cron)
SRC=/srv/photos/outgoing
LOG=/var/log/push_photos.log

lftp -u cairo_bureau,'<<cred>>' sftp://ftp.<<dom>> <<EOF_LFTP >>"$LOG" 2>&1
set sftp:auto-confirm yes
mirror -R --only-newer --parallel=3 "$SRC" /incoming/cairo
bye
EOF_LFTP
find "$SRC" -type f -mtime +3 -delete
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "nilewire_ninjs_feed_poller_py_api_key",
    ("bureau/feeds/poll_wire_<<n>>.py", "tools/wire_poller_<<d8>>.py"),
    """\"\"\"Polls the agency's ninjs 2.0 feed and drops new Arabic items into Superdesk ingest.\"\"\"

import json
import time
import urllib.request

FEED = 'https://api.<<dom>>/ninjs/v2/items?lang=ar&since={since}'
API_KEY = '<<cred>>'
INGEST = '/srv/superdesk/ingest/wire'


def fetch(since: int) -> list:
    req = urllib.request.Request(FEED.format(since=since), headers={'X-Api-Key': API_KEY})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)['items']


if __name__ == '__main__':
    since = int(time.time()) - 600
    for item in fetch(since):
        with open(f"{INGEST}/{item['guid']}.json", 'w', encoding='utf-8') as fh:
            json.dump(item, fh, ensure_ascii=False)
""",
    "hex:40",
)

F.reg(
    "nilewire_arabic_email_kalimat_al_murur_vpn",
    ("mail/bureau/<<d8>>_vpn_<<n>>.eml", "Maildir/cur/<<ts>>.M<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: حساب VPN للتغطية الميدانية
Date: Sun, 09 Mar <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

أهلاً <<first2>>،

تم إنشاء حساب VPN لك قبل السفر إلى العريش:

الخادم: vpn.<<dom>>
اسم المستخدم: <<fa2>>.field
كلمة المرور: <<cred>>

من فضلك غيّر كلمة المرور بعد أول دخول، ولا تستخدم شبكات الفنادق بدون VPN.

مع التحية،
<<first>> <<last>>
مدير مكتب القاهرة
""",
    "human",
)

F.reg(
    "nilewire_fortigate_ipsec_psk_cli_script",
    ("network/fgt_bureau_vpn_<<n>>.conf", "it/fortigate/hq-tunnel_<<d8>>.txt"),
    """config vpn ipsec phase1-interface
    edit "HQ-<<n2>>"
        set interface "wan1"
        set ike-version 2
        set peertype any
        set net-device disable
        set proposal aes256-sha256
        set remote-gw <<pip>>
        set psksecret <<cred>>
    next
end
config vpn ipsec phase2-interface
    edit "HQ-<<n2>>-p2"
        set phase1name "HQ-<<n2>>"
        set proposal aes256-sha256
    next
end
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "nilewire_telegram_alert_bot_systemd_unit",
    (
        "etc/systemd/system/urgent-alerts-<<n>>.service",
        "bureau/deploy/urgent_alerts_<<d8>>.service",
    ),
    """[Unit]
Description=Urgent wire alerts to the Cairo desk Telegram group
After=network-online.target

[Service]
Type=simple
User=wire
Environment=TELEGRAM_BOT_TOKEN=<<cred>>
Environment=TELEGRAM_CHAT_ID=-100<<n>>7<<n2>>
ExecStart=/usr/bin/python3 /opt/alerts/urgent.py
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
    "p:telegram_bot",
    syntax="",
)

F.reg(
    "nilewire_superdesk_settings_py_mail_mongo",
    ("superdesk/server/settings_<<n>>.py", "opt/superdesk/server/settings.py.<<d8>>"),
    """# Superdesk server settings - Cairo bureau instance
import os

from superdesk.default_settings import *  # noqa

SERVER_NAME = 'sd.<<dom>>'
DEFAULT_LANGUAGE = 'ar'
TIMEZONE = 'Africa/Cairo'

MONGO_URI = 'mongodb://superdesk:<<cred>>@<<ip>>:27017/superdesk'
ELASTICSEARCH_URL = 'http://<<ip>>:9200'
REDIS_URL = 'redis://localhost:6379/1'

MAIL_SERVER = 'smtp.<<dom>>'
MAIL_USERNAME = 'superdesk@<<dom>>'
MAIL_FROM = 'superdesk@<<dom>>'

INSTALLED_APPS.extend(['planning', 'analytics'])
LOG_LEVEL = os.environ.get('LOG_LEVEL', 'INFO')
""",
    "pw_url",
)

F.reg(
    "nilewire_router_label_photo_ocr_arabic",
    ("scans/IMG_<<n>>_ocr.txt", "photos/office/router_label_<<d8>>.txt"),
    """HUAWEI
HG8145V5
شبكة الواي فاي / SSID: NileWire-Bureau-<<n2>>
كلمة المرور:
<<cred>>
لا تعطيها للضيوف - استخدموا شبكة Guest
""",
    "human_x",
)
