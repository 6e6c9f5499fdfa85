# ruff: noqa: E501
"""Family e: a tiệm sửa xe máy (motorcycle repair shop) in Gò Vấp, Ho Chi Minh City (Vietnam):
Vietnamese."""

from __future__ import annotations

import json
import random

from hundredninth_spec import Fam, alnum, dec_html, enc_html, hexs, jdump, reg, uuid4

F = Fam(
    name="xemay_suaxe_govap",
    orgs=("xedoanh", "honda3anh", "suaxetuan", "xemaygovap", "phutungbay"),
    tld="vn",
    first=(
        ("An", "an"),
        ("Bình", "binh"),
        ("Thảo", "thao"),
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Dũng", "dung"),
        ("Tuấn", "tuan"),
        ("Văn Hải", "hai"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Huỳnh", "huynh"),
        ("Võ", "vo"),
    ),
    words=(
        "suaxe",
        "xemay",
        "honda",
        "wave",
        "dream",
        "exciter",
        "saigon",
        "govap",
        "banhmi",
        "caphe",
        "bongda",
        "hoasen",
        "matroi",
        "anhyeu",
        "yeuem",
        "phuotthu",
        "nhot",
        "bugi",
    ),
    pets=("mic", "vang", "bong", "lu", "ki"),
    cities=("saigon", "govap", "thuduc", "binhduong", "cantho"),
    cc="+84",
    family_first=True,
)

reg(
    F,
    "xemay_zalo_chat_mat_khau_kiotviet",
    ("Zalo/tin nhan <<fa>> <<date>>.txt", "Documents/zalo_tiem_<<n>>.txt"),
    """<<fn>> <<ln>> <<t1>> <<dmy_sl>>
Anh ơi máy bán hàng KiotViet đòi đăng nhập lại rồi

Chú <<fn2>> <<t2>> <<dmy_sl>>
Tên gian hàng: <<org>>
Tài khoản: admin
Mật khẩu: <<cred>>

<<fn>> <<ln>> <<t3>> <<dmy_sl>>
Dạ vào được rồi. Chiếc Wave thay nhớt với bugi xong, khách lấy lúc 5h
""",
    "human",
    syntax="",
)

reg(
    F,
    "xemay_momo_ipn_secret_key_node",
    ("server/config/momo.js", "src/<<org>>/thanhtoan/momo.js"),
    """// Thanh toán MoMo cho đặt lịch bảo dưỡng (AIO v2)
module.exports = {
  partnerCode: 'MOMO<<pc>>',
  accessKey: '<<ak>>',
  secretKey: '<<cred>>',
  endpoint: 'https://payment.momo.vn/v2/gateway/api/create',
  ipnUrl: 'https://<<dom>>/api/momo/ipn',
};
""",
    "p:momo",
    syntax="",
    extra=lambda rng, s: s.update(
        pc=alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), ak=alnum(rng, 16)
    ),
)

reg(
    F,
    "xemay_kiotviet_public_api_client_secret_python",
    ("scripts/kiotviet_ton_kho.py", "tools/<<org>>/dong_bo_phu_tung.py"),
    '''"""Đồng bộ tồn kho phụ tùng từ KiotViet sang Google Sheet mỗi tối."""

import requests

CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"
RETAILER = "<<org>>"

tok = requests.post(
    "https://id.kiotviet.vn/connect/token",
    data={"scopes": "PublicApi.Access", "grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
    timeout=20,
).json()["access_token"]
hdr = {"Retailer": RETAILER, "Authorization": f"Bearer {tok}"}
print(requests.get("https://public.kiotapi.com/products?pageSize=100", headers=hdr, timeout=20).status_code)
''',
    "HEX:40",
)

reg(
    F,
    "xemay_imou_camera_tiem_ffmpeg_bash_history",
    ("root/.bash_history", "home/<<fa>>/.bash_history"),
    """sudo apt install ffmpeg
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0" -t 60 -c copy /mnt/usb/tiem_$(date +%F).mp4
ls /mnt/usb
df -h
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "xemay_so_tay_ocr_mat_khau_dong_sau",
    ("scan/so_tay_<<n>>.txt", "Pictures/OCR/so-ghi-chep-<<date>>.txt"),
    """SỔ GHI CHÉP TIỆM - <<orgc>>
Ngày <<dmy_sl>>
Wifi tiệm: <<org>>_5G
mật khẩu facebook page
<<cred>>
Nợ: anh <<fn2>> thay vỏ + ruột 180k (chưa trả)
Nhớt Motul 4 thùng - đặt thêm
""",
    "human",
    syntax="",
)


def _fb(s: dict) -> str:
    return jdump(
        {
            "page_id": s["n4"] + s["n4"] + s["n"],
            "page_name": f"Sửa Xe {s['orgc']} Gò Vấp",
            "graph_version": "v19.0",
            "page_access_token": s["cred"],
            "auto_reply": {"enabled": True, "text": "Tiệm mở cửa 7h-20h, gọi " + s["phone"]},
        }
    )


reg(
    F,
    "xemay_facebook_page_access_token_json",
    ("bot/fb_page.json", "config/<<org>>/messenger_bot.json"),
    _fb,
    "p:whatsapp",
)


def _sa(rng: random.Random, s: dict) -> str:
    s["kid"] = hexs(rng, 40)
    s["proj"] = f"so-sach-{s['org']}-{rng.randint(100, 999)}"
    return json.dumps(s["cred"])[1:-1]


reg(
    F,
    "xemay_google_sheets_service_account_json",
    ("keys/<<org>>-sheets.json", "credentials/service_account_<<n>>.json"),
    lambda s: jdump(
        {
            "type": "service_account",
            "project_id": s["proj"],
            "private_key_id": s["kid"],
            "private_key": s["cred"] + "\n",
            "client_email": f"sheets-bot@{s['proj']}.iam.gserviceaccount.com",
            "client_id": s["n4"] * 5,
            "token_uri": "https://oauth2.googleapis.com/token",
        }
    ),
    "pem8",
    extra=_sa,
)

VN_PW = ("Hoasen", "Xemay", "Suaxe", "Bongda", "Caphe", "Exciter")


def _vn_pw(rng: random.Random) -> str:
    return f"{VN_PW[rng.randrange(len(VN_PW))]}{rng.choice('@#!&.')}{rng.randint(1990, 2026)}"


def _html(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_html(s["cred"])


reg(
    F,
    "xemay_bang_tai_khoan_html_entities",
    ("web/admin/tai_khoan_<<n>>.html", "backup/<<org>>/taikhoan.html"),
    """<html><head><meta charset="utf-8"><title>Tài khoản tiệm</title></head>
<body><table border="1">
<tr><th>Dịch vụ</th><th>Tài khoản</th><th>Mật khẩu</th></tr>
<tr><td>Shopee phụ tùng</td><td><<org>>.shop</td><td class="mk"><<enc>></td></tr>
<tr><td>Honda HEAD portal</td><td><<user>></td><td>(hỏi chú <<fn2>>)</td></tr>
</table></body></html>
""",
    _vn_pw,
    syntax="",
    extra=_html,
    decode=dec_html(r'<td class="mk">([^<]+)</td>'),
)

_ = uuid4
