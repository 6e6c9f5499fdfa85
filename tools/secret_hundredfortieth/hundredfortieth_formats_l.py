# ruff: noqa: E501
"""Family l: a sak yant samnak (a master's house for sacred tattoos) in Nakhon Chai Si
(Nakhon Pathom, Thailand), Thai and English."""

from __future__ import annotations

from hundredfortieth_spec import Fam, alnum, hexs

L = Fam(
    "sakyant_samnak_nakhonchaisi",
    orgs=("yantsakda", "samnakyant", "haewyant"),
    tld="co.th",
    first="สมชาย/somchai นภา/napa ธนพล/thanaphon สุภาพร/supaporn อาทิตย์/athit พิมพ์ชนก/pimchanok วีระ/weera กาญจนา/kanchana ณัฐ/nat ปิยะ/piya ศิริ/siri บุญมี/boonmee",
    last="ศรีสุข/srisuk แก้วมณี/kaewmanee ทองดี/thongdee บุญเรือง/boonruang สุขใจ/sukjai วงศ์ไทย/wongthai ใจดี/jaidee พรหมมา/promma มั่นคง/mankong รัตนพันธ์/rattanaphan",
    words=(
        "sakyant",
        "yant",
        "haew",
        "hanuman",
        "suea",
        "gaoyod",
        "paedtidt",
        "nakhon",
        "chaisi",
        "sawasdee",
        "mongkol",
        "chokdee",
        "ajarn",
        "kata",
        "wankhru",
    ),
    pets=("Mali", "Moo", "Kai", "Dum", "Khao", "Som", "Toon", "Boo"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwe123", "zxcvbn", "123qweasd"),
    clubs=("Chok999", "Mongkol9999", "Yant9999", "Buriram1970", "Lucky9999"),
    cc="+66 8# ### ####",
    city="นครชัยศรี",
)

_TH_DAYS = ("วันจันทร์", "วันอังคาร", "วันพุธ", "วันพฤหัสบดี", "วันศุกร์", "วันเสาร์", "วันอาทิตย์")

L.reg(
    "samnak_line_messaging_channel_token_python",
    ("linebot/app.py", "<<org>>-line-oa/bot.py"),
    '''"""LINE OA ของสำนัก: ตอบคิวสักยันต์ + แจ้งวันไหว้ครู"""

from flask import Flask, abort, request
from linebot.v3 import WebhookHandler
from linebot.v3.exceptions import InvalidSignatureError
from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, ReplyMessageRequest, TextMessage
from linebot.v3.webhooks import MessageEvent, TextMessageContent

app = Flask(__name__)
configuration = Configuration(access_token="<<cred>>")
handler = WebhookHandler("<<chsecret>>")


@app.route("/callback", methods=["POST"])
def callback():
    signature = request.headers["X-Line-Signature"]
    body = request.get_data(as_text=True)
    try:
        handler.handle(body, signature)
    except InvalidSignatureError:
        abort(400)
    return "OK"


@handler.add(MessageEvent, message=TextMessageContent)
def handle_message(event):
    text = "สวัสดีครับ คิวสักยันต์เปิดทุกวันเสาร์ 9:00-15:00 ค่าครู 500 บาท + ดอกไม้ธูปเทียน"
    with ApiClient(configuration) as api_client:
        MessagingApi(api_client).reply_message(
            ReplyMessageRequest(reply_token=event.reply_token, messages=[TextMessage(text=text)])
        )
''',
    cred="p:line_channel",
    extra=lambda rng, s: s.update(chsecret=hexs(rng, 32)),
)

L.reg(
    "samnak_line_notify_cron_bash",
    ("scripts/notify_queue.sh", "home/<<fa>>/bin/line_notify_<<org>>.sh"),
    """#!/bin/bash
# แจ้งจำนวนคิวพรุ่งนี้เข้ากลุ่ม LINE ของลูกศิษย์ (cron 20:00)
TOKEN='<<cred>>'
COUNT=$(sqlite3 /home/<<fa>>/queue.db "select count(*) from queue where day = date('now','+1 day');")
curl -s -X POST https://notify-api.line.me/api/notify \\
  -H "Authorization: Bearer ${TOKEN}" \\
  -F "message=พรุ่งนี้มีคิวสักยันต์ ${COUNT} คน อาจารย์เริ่ม 9 โมง"
""",
    cred="p:line_notify",
)


def _line_chat(s: dict) -> str:
    day = _TH_DAYS[int(s["wd"])]
    return (
        f"[LINE] ประวัติการแชทใน {s['full2']}\n"
        f"วันที่บันทึก: {s['dd']}/{s['mo']}/{s['year']} {s['time']}\n\n"
        f"{day}, {s['dd']}/{s['mo']}/{s['year']}\n"
        f"{s['time']}\t{s['full2']}\tพี่ครับ เข้าเพจเฟซบุ๊กสำนักไม่ได้ รหัสเปลี่ยนหรือเปล่า\n"
        f"{s['time2']}\t{s['full']}\tเปลี่ยนแล้ว อีเมล {s['email']}\n"
        f"{s['time2']}\t{s['full']}\tรหัสผ่าน {s['cred']}\n"
        f"{s['time2']}\t{s['full']}\tโพสต์รูปวันไหว้ครูด้วยนะ อย่าลืมติดแท็กสำนัก\n"
        f"{s['time2']}\t{s['full2']}\t[สติกเกอร์]\n"
    )


L.reg(
    "samnak_thai_line_chat_export_rahat_phan",
    ("LINE/[LINE] แชทกับ <<fa2>>.txt", "backup/line/<<org>>_<<date>>.txt"),
    _line_chat,
    cred="human",
)

L.reg(
    "samnak_omise_php_skey_constants",
    ("payment/omise_config.php", "public_html/<<org>>/donate/omise.php"),
    """<?php
// ทำบุญ / ค่าครูออนไลน์ ผ่าน Omise (บัตร + PromptPay)
define('OMISE_PUBLIC_KEY', 'pkey_<<pk>>');
define('OMISE_SECRET_KEY', '<<cred>>');
define('OMISE_API_VERSION', '2019-05-29');
define('DONATE_MIN_THB', 100);
define('RETURN_URI', 'https://<<dom>>/donate/thanks');
""",
    cred="p:omise_skey",
    extra=lambda rng, s: s.update(
        pk=str(rng.randint(5, 6)) + alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")
    ),
)

L.reg(
    "samnak_nvr_rtsp_vlc_playlist_m3u",
    ("cctv/กล้องสำนัก.m3u", "Desktop/<<org>>_cctv_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,กล้อง 1 หน้าสำนัก
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,กล้อง 2 ห้องสัก
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
#EXTINF:-1,กล้อง 3 ที่จอดรถ
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/301
""",
    cred="pw_url",
)

L.reg(
    "samnak_facebook_page_token_autoreply_node",
    ("fb-bot/index.js", "<<org>>-messenger/server.js"),
    """// ตอบแชทเพจอัตโนมัติ (คิว, ค่าครู, ข้อห้ามหลังสัก)
const express = require('express');
const app = express();
app.use(express.json());

const PAGE_ACCESS_TOKEN = '<<cred>>';
const VERIFY = '<<verify>>';

app.get('/webhook', (req, res) => {
  if (req.query['hub.verify_token'] === VERIFY) return res.send(req.query['hub.challenge']);
  res.sendStatus(403);
});

app.post('/webhook', async (req, res) => {
  for (const entry of req.body.entry || []) {
    for (const ev of entry.messaging || []) {
      if (!ev.message) continue;
      await fetch(`https://graph.facebook.com/v19.0/me/messages?access_token=${PAGE_ACCESS_TOKEN}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ recipient: { id: ev.sender.id }, message: { text: 'สวัสดีครับ สำนักเปิดคิวทุกวันเสาร์ ไม่ต้องจองล่วงหน้า' } }),
      });
    }
  }
  res.sendStatus(200);
});

app.listen(3000);
""",
    cred="p:fb_page",
    extra=lambda rng, s: s.update(verify=f"{s['org']}{rng.randint(100, 999)}"),
)

L.reg(
    "samnak_wai_khru_registration_laravel_env",
    ("waikhru/.env", "sites/waikhru.<<dom>>/.env"),
    """APP_NAME="ลงทะเบียนไหว้ครู <<year>>"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://waikhru.<<dom>>
APP_LOCALE=th

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=waikhru
DB_USERNAME=waikhru
DB_PASSWORD=<<cred>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.gmail.com
MAIL_PORT=587
MAIL_USERNAME=<<org>>.waikhru@gmail.com
MAIL_FROM_NAME="สำนัก <<orgc>>"
""",
    cred="pw_url",
)

L.reg(
    "samnak_thai_email_rahat_phan_efiling",
    ("mail/accountant/efiling_<<year>>.eml", "Gmail/Inbox/<<hex8>>.eml"),
    """From: <<full2>> <<<fa2>>.acc@gmail.com>
To: <<email>>
Subject: =?UTF-8?B?4Lij4Lir4Lix4Liq4Lic4LmI4Liy4LiZ4Lii4Li34LmI4LiZ4Lig4Liy4Lip4Li1?=
Date: <<maildate>> +0700
Content-Type: text/plain; charset=UTF-8

เรียน คุณ<<first>>

ดิฉันสมัครยื่นภาษีออนไลน์ (e-Filing กรมสรรพากร) ให้สำนักเรียบร้อยแล้วค่ะ
เลขประจำตัวผู้เสียภาษี: <<taxid>>
รหัสผ่าน: <<cred>>

ภ.ง.ด.90 ต้องยื่นภายในเดือนมีนาคม ขอใบเสร็จค่าครูกับรายการทำบุญทั้งปีด้วยนะคะ

ขอบคุณค่ะ
<<full2>>
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(taxid=f"{rng.randint(1, 3)}{rng.randint(10**11, 10**12 - 1)}"),
)
