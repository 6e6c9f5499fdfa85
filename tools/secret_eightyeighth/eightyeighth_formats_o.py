# ruff: noqa: E501
"""Family o: a ham-radio satellite tracker in Đà Nẵng, Vietnam (Vietnamese): a SatNOGS
station, the N2YO API, Zalo copied text, Space-Track from a bash history, VNPay for kit
orders, a Docker config.json auth (base64, encoded), MoMo and a bare SSH key for the ground
station."""

from __future__ import annotations

import json
import random

from eightyeighth_corpus import rsa_pem
from eightyeighth_spec import VETINH as F
from eightyeighth_spec import Slots, alnum, dec_basic, enc_basic, pick


def _sat(rng: random.Random, s: Slots) -> None:
    s["sat"] = pick(rng, ("ISS", "SO-50", "AO-91", "NOAA-19", "MeteorM2-3", "RS-44", "NanoDragon"))
    s["norad"] = str(pick(rng, (25544, 27607, 43017, 33591, 57166, 44909, 49394)))
    s["call"] = "XV" + str(rng.randint(1, 9)) + alnum(rng, 2, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    s["stid"] = str(rng.randint(1000, 3999))


F.reg(
    "vetinh_satnogs_client_default_api_token",
    ("etc/default/satnogs-client", "satnogs-backup-<<stid>>/satnogs-client.env"),
    """# satnogs-setup - trạm mặt đất <<call>> (Đà Nẵng), station <<stid>>
SATNOGS_API_TOKEN="<<cred>>"
SATNOGS_STATION_ID="<<stid>>"
SATNOGS_STATION_LAT="16.0544"
SATNOGS_STATION_LON="108.2022"
SATNOGS_STATION_ELEV="12"
SATNOGS_SOAPY_RX_DEVICE="driver=rtlsdr"
SATNOGS_RX_SAMP_RATE="2.048e6"
SATNOGS_RIG_IP="127.0.0.1"
SATNOGS_ROT_MODEL="ROT_MODEL_DUMMY"
HAMLIB_UTILS_ROT_ENABLED="False"
""",
    cred="p:satnogs",
    syntax="",
    extra=_sat,
)


F.reg(
    "vetinh_n2yo_visual_passes_python_api_key",
    ("vetinh/qua_dau.py", "home/<<user>>/vetinh/passes_<<norad>>.py"),
    '''"""Các lần vệ tinh bay qua Đà Nẵng (N2YO) - gửi lịch cho câu lạc bộ."""

import requests

N2YO_KEY = "<<cred>>"
LAT, LON, ALT = 16.0544, 108.2022, 12

url = f"https://api.n2yo.com/rest/v1/satellite/radiopasses/<<norad>>/{LAT}/{LON}/{ALT}/2/10/&apiKey={N2YO_KEY}"
for p in requests.get(url, timeout=15).json().get("passes", []):
    print("<<sat>>", p["startUTC"], "độ cao cực đại", p["maxEl"])
''',
    cred="p:n2yo",
    syntax="py",
    extra=_sat,
)


def _zalo(s: Slots) -> str:
    return f"""{s["name2"]} {s["time"]}
Anh ơi, mật khẩu tài khoản SatNOGS của clb là gì vậy? Em muốn lên lịch quan sát {s["sat"]} tối nay

{s["name"]} {s["time"]}
tài khoản {s["call"]}

{s["name"]} {s["time2"]}
{s["cred"]}

{s["name2"]} {s["time2"]}
Cảm ơn anh nhiều 🛰️
"""


F.reg(
    "vetinh_zalo_copied_text_mat_khau_satnogs",
    ("Documents/zalo_clb_vetinh_<<ymd>>.txt", "Ghi chú/zalo-<<n>>.txt"),
    _zalo,
    cred="human",
    syntax="",
    extra=_sat,
)


F.reg(
    "vetinh_space_track_curl_login_bash_history",
    ("home/<<user>>/.bash_history", "home/pi/.bash_history.bak<<n>>"),
    """cd ~/vetinh/tle
curl -c cookies.txt -b cookies.txt https://www.space-track.org/ajaxauth/login -d 'identity=<<email>>&password=<<cred>>'
curl -b cookies.txt "https://www.space-track.org/basicspacedata/query/class/gp/NORAD_CAT_ID/<<norad>>/format/tle" -o <<norad>>.tle
cat <<norad>>.tle
gpredict &
rotctld -m 603 -r /dev/ttyUSB0 &
""",
    cred="human_x",
    syntax="",
    extra=_sat,
)


F.reg(
    "vetinh_vnpay_kit_orders_php_hash_secret",
    ("shop-kit-anten/config.php", "public_html/<<org>>/vnpay/config.php"),
    """<?php
// Bán bộ kit anten Yagi cho thành viên CLB vệ tinh - VNPay
date_default_timezone_set('Asia/Ho_Chi_Minh');

$vnp_TmnCode = "<<tmn>>";
$vnp_HashSecret = "<<cred>>";
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/vnpay/return.php";
$apiUrl = "https://merchant.vnpay.vn/merchant_webapi/merchant.html";
""",
    cred="p:vnpay",
    syntax="",
    extra=lambda rng, s: s.update(tmn=alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
)


def _docker(s: Slots) -> str:
    return json.dumps(
        {
            "auths": {
                "ghcr.io": {"auth": s["enc"]},
                "https://index.docker.io/v1/": {},
            },
            "currentContext": "default",
        },
        indent="\t",
    )


F.reg(
    "vetinh_docker_config_json_ghcr_auth_base64",
    ("home/<<user>>/.docker/config.json", "root/.docker/config.json.<<ymd>>"),
    _docker,
    cred="p:github_pat",
    extra=lambda rng, s: s.update(ghuser=s["user"].replace(".", "-")),
    enc=lambda v, s: enc_basic(s["ghuser"], v),
    decode=lambda text: dec_basic(json.loads(text)["auths"]["ghcr.io"]["auth"]),
)


F.reg(
    "vetinh_momo_ipn_node_partner_secret_key",
    ("kit-shop/momo.js", "sites/<<org>>/payment/momo-<<n>>.js"),
    """// Thanh toán MoMo cho đơn hàng kit anten - ký HMAC SHA256
const crypto = require("crypto");

const partnerCode = "MOMO<<pc>>";
const accessKey = "<<ak>>";
const secretKey = "<<cred>>";

function sign(orderId, amount, requestId, orderInfo, redirectUrl, ipnUrl) {
  const raw = `accessKey=${accessKey}&amount=${amount}&extraData=&ipnUrl=${ipnUrl}&orderId=${orderId}&orderInfo=${orderInfo}&partnerCode=${partnerCode}&redirectUrl=${redirectUrl}&requestId=${requestId}&requestType=captureWallet`;
  return crypto.createHmac("sha256", secretKey).update(raw).digest("hex");
}

module.exports = { sign };
""",
    cred="p:momo",
    syntax="",
    extra=lambda rng, s: s.update(
        pc=alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), ak=alnum(rng, 16)
    ),
)


F.reg(
    "vetinh_ground_station_ssh_id_rsa_bare_key_file",
    ("home/<<user>>/.ssh/id_rsa_tram_<<stid>>", "Desktop/tram-mat-dat-<<stid>>.pem"),
    "<<cred>>\n",
    cred=lambda rng, f, s: rsa_pem(rng),
    syntax="",
    extra=_sat,
)
