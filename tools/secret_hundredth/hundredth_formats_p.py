# ruff: noqa: E501
"""Family p: a community clothing bank in Chiang Mai, Thailand (Thai)."""

from __future__ import annotations

import base64
import random

from hundredth_spec import Fam, Slots, after

FAM = Fam(
    name="suea_phaa_panpan",
    orgs=("phaapanjai",),
    tld="or.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดารัตน์", "sudarat"),
        ("อนุชา", "anucha"),
        ("กาญจนา", "kanchana"),
        ("วีระพงษ์", "weerapong"),
        ("นภัสสร", "napatsorn"),
        ("ธนากร", "thanakorn"),
        ("พิมพ์ชนก", "pimchanok"),
        ("ณัฐวุฒิ", "nattawut"),
        ("ปวีณา", "paweena"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ใจดี", "jaidee"),
        ("สุขเกษม", "sukkasem"),
        ("ทองคำ", "thongkham"),
        ("วงศ์ใหญ่", "wongyai"),
        ("คำแสน", "khamsaen"),
    ),
    words=(
        "panjai",
        "suea",
        "chiangmai",
        "doisuthep",
        "khaosoi",
        "songkran",
        "yipeng",
        "sabai",
        "namjai",
        "lanna",
        "ping",
        "mali",
        "chang",
        "krathong",
        "sanuk",
        "nimman",
    ),
    pets=("moo", "khao", "dum", "mali", "mochi", "tubtim", "kapi", "somo"),
    cc="+66",
)
reg = FAM.reg


def _mime(r: random.Random, s: Slots) -> str:
    body = (
        f"สวัสดีค่ะคุณ{s['first']}\n\n"
        "ขอบคุณที่มาช่วยงานคัดแยกเสื้อผ้าบริจาคนะคะ\n"
        "บัญชีสำหรับระบบสต็อก (Google Workspace ของมูลนิธิ) ค่ะ\n\n"
        f"ชื่อผู้ใช้: stock@{s['dom']}\n"
        f"รหัสผ่าน: {s['cred']}\n\n"
        "รบกวนอย่าบันทึกรหัสไว้ในมือถือส่วนตัวนะคะ\n"
        f"{s['first2']}\n"
    )
    enc = base64.encodebytes(body.encode("utf-8")).decode("ascii")
    return (
        f"From: {s['fa2']} <{s['email2']}>\n"
        f"To: {s['fa']} <{s['email']}>\n"
        "Subject: =?UTF-8?B?4Lia4Lix4LiN4LiK4Li14Lij4Liw4Lia4Lia4Liq4LiV4LmH4Lit4LiB?=\n"
        f"Date: {s['d']} Jul {s['y']} {s['hh']}:{s['mm']}:{s['ss']} +0700\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: base64\n"
        "\n"
        f"{enc}"
    )


def _dec_mime(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(base64.b64decode("".join(body.split())).decode("utf-8"), "รหัสผ่าน: ")


reg(
    "suea_thai_email_base64_body_rahat_phan",
    ("mail/บัญชีสต็อก_<<fa>>.eml", "Inbox/<<y>><<mo>><<d>>_stock_<<k>>.eml"),
    _mime,
    "human",
    syntax="",
    decode=_dec_mime,
)

reg(
    "suea_line_chat_export_rahat_phan",
    ("LINE/[LINE] แชทกับ ทีมคัดแยก_<<k>>.txt", "line/chat_sorting_<<fa>>.txt"),
    """[LINE] ประวัติการแชทใน ทีมคัดแยกเสื้อผ้า
วันที่บันทึก: <<d>>/<<mo>>/<<y>> <<hh>>:<<mm>>

<<y>>.<<mo>>.<<d>> วันเสาร์
<<hh>>:<<mm>> <<first2>> พี่คะ รหัสผ่านแท็บเล็ตหน้าร้านแจกเสื้อผ้าคืออะไรคะ
<<hh>>:<<mm>> <<first>> รหัสผ่าน <<cred>>
<<hh>>:<<mm>> <<first>> ห้ามบอกน้องอาสาใหม่นะ
<<hh>>:<<mm>> <<first2>> ขอบคุณค่ะ 🙏
""",
    "human",
    syntax="",
)

reg(
    "suea_line_messaging_channel_token_apps_script",
    ("gas/line_oa_แจ้งเตือน_<<k>>.gs", "apps-script/line_notify_<<fa>>.gs"),
    """// LINE OA แจ้งเตือนผู้บริจาคเมื่อเสื้อผ้าถึงศูนย์ (Messaging API)
const CHANNEL_ACCESS_TOKEN = '<<cred>>';

function pushThanks(userId, count) {
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN },
    payload: JSON.stringify({ to: userId, messages: [{ type: 'text', text: 'ขอบคุณที่บริจาคเสื้อผ้า ' + count + ' ชิ้นค่ะ' }] }),
  });
}
""",
    "p:line_channel",
    syntax="",
)

reg(
    "suea_omise_secret_key_php_donations",
    ("donate/omise_config_<<k>>.php", "wp-content/plugins/panjai-donate/omise-<<fa>>.php"),
    """<?php
// รับบริจาคผ่าน PromptPay QR / บัตร (Omise)
define('OMISE_PUBLIC_KEY', 'pkey_5<<pk>>');
define('OMISE_SECRET_KEY', '<<cred>>');
define('OMISE_API_VERSION', '2019-05-29');
require_once dirname(__FILE__) . '/omise-php/lib/Omise.php';
""",
    "p:omise",
    syntax="",
    extra=lambda r, s: {
        "pk": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(18))
    },
)

reg(
    "suea_shopee_open_platform_partner_key_env",
    ("shopee-sync/.env", "deploy/shop-mue-song-<<k>>.env"),
    """# ร้านเสื้อผ้ามือสองการกุศลบน Shopee - Open Platform v2
SHOPEE_PARTNER_ID=2<<n>><<k>>
SHOPEE_PARTNER_KEY=<<cred>>
SHOPEE_SHOP_ID=<<n>>0<<k>>
SHOPEE_REDIRECT=https://<<dom>>/shopee/callback
""",
    "hex:64",
    syntax="",
)

reg(
    "suea_tapo_camera_go2rtc_yaml",
    ("go2rtc/go2rtc.yaml", "config/go2rtc_<<k>>.yaml"),
    """# กล้องโกดังเสื้อผ้า (TP-Link Tapo C200) ผ่าน go2rtc
streams:
  godang_front: rtsp://tapoadmin:<<cred>>@<<ip>>:554/stream1
  godang_back: rtsp://tapoadmin:<<cred>>@<<ip2>>:554/stream2
api:
  listen: ":1984"
""",
    "pw_url",
)

reg(
    "suea_sorting_sheet_csv_thai_headers",
    ("sheets/คัดแยก_<<mo>>_<<y>>.csv", "exports/volunteer_accounts_<<k>>.csv"),
    """ชื่อ,หน้าที่,อีเมล,รหัสผ่าน,หมายเหตุ
<<first>> <<last>>,หัวหน้าคัดแยก,<<email>>,<<cred>>,บัญชีแท็บเล็ตหน้าร้าน
<<first2>> <<last2>>,อาสาสมัคร,<<email2>>,,รอเปิดใช้
""",
    "human_x",
    syntax="",
)

reg(
    "suea_wordpress_wp_config_php_db_password",
    ("public_html/wp-config.php", "www/panjai-<<k>>/wp-config.php"),
    """<?php
/** เว็บไซต์มูลนิธิ - WordPress */
define( 'DB_NAME', 'panjai_wp' );
define( 'DB_USER', 'panjai_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'AUTH_KEY',         '<<salt1>>' );
define( 'SECURE_AUTH_KEY',  '<<salt2>>' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
    extra=lambda r, s: {
        "salt1": "".join(
            r.choice(
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#%^*()-_[]{}<>~+=|:;.,"
            )
            for _ in range(64)
        ),
        "salt2": "".join(
            r.choice(
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#%^*()-_[]{}<>~+=|:;.,"
            )
            for _ in range(64)
        ),
    },
)
