# ruff: noqa: E501
"""Family d: a Thai TikTok live-commerce host and her small team in Bangkok (Thai)."""

from __future__ import annotations

import json

from ninetythird_spec import FAM_D, alnum, hexs


def _moji(text: str) -> str:
    """Messenger's JSON export writes UTF-8 bytes as Latin-1 code points."""
    return text.encode().decode("latin-1")


FAM_D.reg(
    "tiktok_shop_open_api_sign_python",
    ("live_tools/tiktok_shop_orders.py", "<<org>>/tts_api_<<n>>.py"),
    '''"""ดึงออเดอร์จาก TikTok Shop Open API หลังไลฟ์ขายของ - <<orgc>>"""

import hashlib
import hmac
import time

import requests

APP_KEY = "6<<ak>>"
APP_SECRET = "<<cred>>"
SHOP_CIPHER = "ROW_<<cipher>>"
BASE = "https://open-api.tiktokglobalshop.com"


def sign(path: str, params: dict, body: str = "") -> str:
    s = path + "".join(f"{k}{params[k]}" for k in sorted(params) if k not in ("sign", "access_token"))
    s = APP_SECRET + s + body + APP_SECRET
    return hmac.new(APP_SECRET.encode(), s.encode(), hashlib.sha256).hexdigest()


def orders(access_token: str) -> dict:
    path = "/order/202309/orders/search"
    params = {"app_key": APP_KEY, "timestamp": int(time.time()), "shop_cipher": SHOP_CIPHER, "page_size": 50}
    params["sign"] = sign(path, params, "{}")
    return requests.post(BASE + path, params=params, json={}, headers={"x-tts-access-token": access_token}, timeout=20).json()
''',
    "p:tiktok_shop",
    extra=lambda r, s: {
        "ak": alnum(r, 12, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "cipher": alnum(r, 24),
    },
)

FAM_D.reg(
    "line_chat_export_thai_rahat_seller_center",
    ("LINE/[LINE] แชทกับ ทีมไลฟ์ <<orgc>>.txt", "backup/line_<<org>>_<<n>>.txt"),
    """[LINE] แชทกับ ทีมไลฟ์ <<orgc>>
บันทึกเมื่อ: <<y>>/<<mo>>/<<d>> <<hh>>:<<mi>>

<<y>>/<<mo>>/<<d>>(อ.)
<<hh>>:<<mi>>	<<fn>>	พี่คะ รหัสเข้า TikTok Seller Center เปลี่ยนแล้วเหรอคะ เข้าไม่ได้
<<hh>>:<<mi2>>	<<fn2>>	ใช่จ้า เปลี่ยนเมื่อวานหลังไลฟ์
<<hh>>:<<mi2>>	<<fn2>>	รหัสใหม่ <<cred>>
<<hh>>:<<mi3>>	<<fn>>	ขอบคุณค่ะ คืนนี้ไลฟ์สองทุ่มนะคะ ของแถมเป็นลิปมินิ
<<hh>>:<<mi3>>	<<fn2>>	[สติกเกอร์]
""",
    "human",
    syntax="",
)

FAM_D.reg(
    "obs_websocket_plugin_config_server_password",
    (
        "AppData/Roaming/obs-studio/plugin_config/obs-websocket/config.json",
        "home/<<fa>>/.config/obs-studio/plugin_config/obs-websocket/config_<<n>>.json",
    ),
    lambda s: json.dumps(
        {
            "alerts_enabled": False,
            "auth_required": True,
            "first_load": False,
            "server_enabled": True,
            "server_password": s["cred"],
            "server_port": 4455,
        },
        indent=4,
    ),
    "alnum:16",
)

FAM_D.reg(
    "omise_skey_nextjs_env_local",
    ("<<org>>-shop/.env.local", "web/<<org>>/.env.production.local"),
    """# หน้าร้านสำหรับลูกค้าที่ดูไลฟ์แล้วกดลิงก์ (<<orgc>>)
NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_OMISE_PUBLIC_KEY=pkey_5<<pk>>
OMISE_SECRET_KEY=<<cred>>
PROMPTPAY_ID=<<phone>>
LINE_NOTIFY_GROUP=ทีมแพ็คของ
""",
    "p:omise",
    syntax="",
    extra=lambda r, s: {"pk": alnum(r, 18, "abcdefghijklmnopqrstuvwxyz0123456789")},
)


def _stream_key(r, s):
    return f"stream-{alnum(r, 19, '0123456789')}?expire={s['epoch']}&sign={hexs(r, 32)}"


FAM_D.reg(
    "tiktok_live_rtmp_key_obs_service_json",
    (
        "AppData/Roaming/obs-studio/basic/profiles/TikTok_Live/service.json",
        "obs-studio/basic/profiles/<<org>>_<<n>>/service.json",
    ),
    lambda s: json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmp://push-rtmp-l11-sg01.tiktokcdn.com/game/",
                "use_auth": False,
            },
            "type": "rtmp_custom",
        },
        indent=4,
    ),
    _stream_key,
)

FAM_D.reg(
    "shopee_open_platform_partner_key_go",
    ("shopee-sync/main.go", "<<org>>/cmd/shopee_<<n>>/main.go"),
    """// ซิงก์สต็อกระหว่าง TikTok Shop กับ Shopee หลังไลฟ์ - <<orgc>>
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
)

const (
	partnerID  = <<n2>>
	partnerKey = "<<cred>>"
	shopID     = <<uid>>
	host       = "https://partner.shopeemobile.com"
)

func sign(path string, ts int64, accessToken string) string {
	base := fmt.Sprintf("%d%s%d%s%d", partnerID, path, ts, accessToken, shopID)
	m := hmac.New(sha256.New, []byte(partnerKey))
	m.Write([]byte(base))
	return hex.EncodeToString(m.Sum(nil))
}

func main() {
	ts := time.Now().Unix()
	fmt.Println(host+"/api/v2/product/get_item_list?sign=", sign("/api/v2/product/get_item_list", ts, ""))
}
""",
    "p:shopee_partner",
    syntax="",
)


def _messenger(s):
    base = s["epoch"] * 1000
    doc = {
        "participants": [{"name": _moji(s["fn"])}, {"name": _moji(s["fn2"])}],
        "messages": [
            {
                "sender_name": _moji(s["fn2"]),
                "timestamp_ms": base + 61000,
                "content": _moji("ขอบคุณค่ะ 🙏"),
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": _moji(s["fn"]),
                "timestamp_ms": base + 42000,
                "content": s["cred"],
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": _moji(s["fn2"]),
                "timestamp_ms": base,
                "content": _moji("พี่ รหัสไวไฟห้องไลฟ์อะไรนะ มือถือสำรองต่อไม่ได้"),
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": _moji(s["fn2"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}_{s['n2']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2)


FAM_D.reg(
    "messenger_json_thai_reply_only_value",
    (
        "messages/inbox/<<fa2>>_<<n2>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/<<fa2>>_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _scene(s):
    doc = {
        "name": "ไลฟ์ขายของ " + s["orgc"],
        "current_scene": "ไลฟ์หลัก",
        "sources": [
            {
                "id": "ffmpeg_source",
                "name": "กล้อง Tapo โต๊ะสินค้า",
                "settings": {
                    "input": f"rtsp://{s['cam']}:{s['cred']}@{s['lan']}:554/stream1",
                    "is_local_file": False,
                    "restart_on_activate": True,
                    "buffering_mb": 2,
                },
                "versioned_id": "ffmpeg_source",
            },
            {
                "id": "text_ft2_source_v2",
                "name": "ราคาโปร",
                "settings": {"text": "ลด 50% เฉพาะในไลฟ์"},
                "versioned_id": "text_ft2_source_v2",
            },
        ],
        "scene_order": [{"name": "ไลฟ์หลัก"}],
    }
    return json.dumps(doc, ensure_ascii=False, indent=4)


FAM_D.reg(
    "obs_scene_collection_tapo_rtsp_source",
    (
        "AppData/Roaming/obs-studio/basic/scenes/<<org>>_live.json",
        "obs-studio/basic/scenes/ไลฟ์_<<n>>.json",
    ),
    _scene,
    "pw_url",
    extra=lambda r, s: {"cam": f"tapo{s['fa']}"},
)
