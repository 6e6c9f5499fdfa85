# ruff: noqa: E501
"""Family m: an online grocery's dark store in Ho Chi Minh City (kho tối / cửa hàng tối): Zalo and
Messenger in Vietnamese, MoMo and VNPay, a percent-encoded database URL, KiotViet, an ESPHome
chiller sensor, a shift sheet CSV."""

from __future__ import annotations

import json
import random
import re
import urllib.parse

from hundredthird_spec import VNM as F
from hundredthird_spec import Fam, alnum, enc_url, gen_pw, pick

F.reg(
    "darkstore_zalo_copied_chat_mat_khau_kiotviet",
    ("Zalo/zalo_<<first2>>_<<date>>.txt", "ghi_chu/chat_zalo_kho_<<store>>.txt"),
    """<<first2>> <<hh>>:<<mi>>
Anh ơi mật khẩu KiotViet ca đêm là gì vậy, em đăng nhập không được

<<name>> <<hh>>:<<mi2>>
tk: <<login>>
mk: <<cred>>

<<first2>> <<hh>>:<<mi2>>
Dạ được rồi ạ, em soạn đơn rau củ luôn
""",
    "human",
)

F.reg(
    "darkstore_momo_partner_secret_key_node",
    ("checkout/momo.config.js", "giaohang-<<org>>/src/payments/momo_<<store>>.js"),
    """// Thanh toán ví MoMo cho đơn giao 30 phút
module.exports = {
  partnerCode: "MOMO<<pc>>",
  accessKey: "<<ak>>",
  secretKey: "<<cred>>",
  endpoint: "https://payment.momo.vn/v2/gateway/api/create",
  ipnUrl: "https://api.<<dom>>/momo/ipn",
};
""",
    "p:momo",
    extra=lambda rng, s: {"pc": alnum(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), "ak": alnum(rng, 16)},
)


def _vnpay(s: dict) -> str:
    return json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "ConnectionStrings": {
                "Kho": f"Server={s['ip']};Database=darkstore;Trusted_Connection=True"
            },
            "VnPay": {
                "TmnCode": s["tmn"],
                "HashSecret": s["cred"],
                "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                "ReturnUrl": f"https://{s['dom']}/thanh-toan/ket-qua",
            },
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "darkstore_vnpay_hash_secret_appsettings_json",
    ("DarkStore.Api/appsettings.Production.json", "kho-<<org>>-<<store>>/appsettings.json"),
    _vnpay,
    "p:vnpay",
    extra=lambda rng, s: {"tmn": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)


def _pct_pw(rng: random.Random, f: Fam, s: dict) -> str:
    return pick(
        rng,
        (
            gen_pw(rng, sym="@:/#?%"),
            f"{pick(rng, f.words).capitalize()}@{rng.randint(2020, 2026)}#",
        ),
    )


def _dburl(s: dict) -> str:
    return f"""# Ứng dụng soạn hàng (picker app) - kho {s["town"]}
NODE_ENV=production
DATABASE_URL=postgresql://picker_{s["store"]}:{enc_url(str(s["cred"]))}@{s["ip"]}:5432/darkstore
REDIS_URL=redis://{s["ip2"]}:6379/0
SLA_MINUTES=30
"""


def _dec_dburl(t: str) -> str:
    url = re.search(r"DATABASE_URL=(\S+)", t).group(1)
    return urllib.parse.unquote(urllib.parse.urlsplit(url).password or "")


F.reg(
    "darkstore_picker_app_database_url_percent_encoded",
    ("picker-app/.env", "picker-<<org>>-<<store>>/.env.production"),
    _dburl,
    _pct_pw,
    decode=_dec_dburl,
)

F.reg(
    "darkstore_kiotviet_public_api_client_secret_python",
    ("sync/kiotviet_ton_kho.py", "tools_<<org>>/kiotviet_<<store>>.py"),
    '''"""Đồng bộ tồn kho KiotViet -> app giao hàng."""

import requests

RETAILER = "<<org>>"
CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://id.kiotviet.vn/connect/token",
        data={"scopes": "PublicApi.Access", "grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
        timeout=30,
    )
    return r.json()["access_token"]
''',
    "HEX:40",
)


def _moji(x: str) -> str:
    return x.encode("utf-8").decode("latin-1")


def _messenger(s: dict) -> str:
    msgs = [
        (str(s["name"]), f"wifi kho: Kho{s['store']}_5G"),
        (str(s["name"]), f"mat khau {s['cred']}"),
        (str(s["first2"]), "Dạ em cảm ơn anh, máy quét kết nối được rồi"),
    ]
    return json.dumps(
        {
            "participants": [{"name": _moji(str(s["name"]))}, {"name": _moji(str(s["first2"]))}],
            "messages": [
                {
                    "sender_name": _moji(w),
                    "timestamp_ms": 1_740_000_000_000 + k * 60_000 + int(s["nn"]),
                    "content": _moji(c),
                    "is_geoblocked_for_viewer": False,
                }
                for k, (w, c) in enumerate(reversed(msgs))
            ],
            "title": _moji(str(s["first2"])),
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}_{s['nn']}",
        },
        indent=2,
    )


F.reg(
    "darkstore_messenger_json_mojibake_wifi_may_quet",
    (
        "messages/inbox/<<fa2>>_<<nn>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/kho<<store>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

F.reg(
    "darkstore_chiller_esphome_api_encryption_yaml",
    ("esphome/tu-mat-<<store>>.yaml", "esphome_<<org>>/chiller_<<n>>.yaml"),
    """esphome:
  name: tu-mat-<<store>>
  friendly_name: "Tủ mát kho <<store>>"
esp32:
  board: esp32dev
wifi:
  ssid: "Kho<<store>>_IoT"
  password: !secret wifi_password
api:
  encryption:
    key: "<<cred>>"
ota:
  - platform: esphome
sensor:
  - platform: dallas_temp
    name: "Nhiệt độ tủ mát"
    update_interval: 60s
""",
    "b64:32",
    syntax="",
)

F.reg(
    "darkstore_ca_truc_csv_tai_khoan_app",
    ("ca_truc/lich_ca_<<date>>.csv", "kho<<store>>/tai_khoan_nhan_vien_<<mo>>.csv"),
    """Họ tên,Ca,Vai trò,Tài khoản app,Mật khẩu
<<name2>>,Sáng,Soạn hàng,<<login2>>,đổi lần đầu
<<name>>,Đêm,Trưởng ca,<<login>>,<<cred>>
""",
    "human_x",
)
