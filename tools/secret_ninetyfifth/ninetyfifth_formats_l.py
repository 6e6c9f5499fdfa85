# ruff: noqa: E501
"""Family l: a content-moderation team in Da Nang, Vietnam (Vietnamese)."""

from __future__ import annotations

import json

from ninetyfifth_spec import Fam, dec_json_key, pick

F = Fam(
    name="danang_content_moderation_team",
    key="dngmod",
    orgs=("songhanreview", "kiemduyet", "nonnuocsafe"),
    tld="vn",
    first=(
        ("Nguyễn Thị Lan", "lan"),
        ("Trần Minh Quân", "quan"),
        ("Lê Thu Hà", "ha"),
        ("Phạm Đức Anh", "ducanh"),
        ("Võ Ngọc Trâm", "tram"),
        ("Huỳnh Gia Bảo", "giabao"),
        ("Đặng Mỹ Linh", "mylinh"),
        ("Bùi Văn Tài", "tai"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Võ", "vo"),
        ("Huỳnh", "huynh"),
    ),
    words=(
        "anhyeuem",
        "danang",
        "songhan",
        "caphe",
        "banhmi",
        "miquang",
        "nonnuoc",
        "bana",
        "hoian",
        "matkhau",
        "yeuem",
        "trangsang",
        "muahe",
        "phuong",
        "bienxanh",
        "haiyen",
    ),
    pets=("miu", "lu", "bong", "vang", "mit", "na"),
    months=(
        "thang1",
        "thang2",
        "thang3",
        "thang4",
        "thang5",
        "thang6",
        "thang7",
        "thang8",
        "thang9",
        "thang10",
        "thang11",
        "thang12",
    ),
    walks=("qwerty", "123qwe", "1qaz2wsx", "asdfgh"),
    sites=("danang", "haichau", "sontra", "lienchieu"),
    cc="84",
)

F.reg(
    "vietnamese_zalo_copy_mat_khau_tool",
    ("ghichu/zalo_nhom_ca_dem_<<date>>.txt", "Desktop/zalo <<site>>.txt"),
    """<<fn>> <<time>>
Mọi người ơi, tool duyệt nội dung bị đăng xuất hết rồi 😢

<<fn2>> <<time>>
Chị vừa đổi mật khẩu tài khoản chung ca đêm nha
TK: moderator.<<site>>
MK: <<cred>>

<<fn>> <<time>>
Dạ em cảm ơn chị, vào được rồi ạ 👍
""",
    "human",
    syntax="",
)

_VI = (
    "Phượng",
    "SôngHàn",
    "CàPhê",
    "MưaĐêm",
    "Biển",
    "Trăng",
    "HồngNhung",
    "ĐàNẵng",
    "BàNà",
    "MỹKhê",
)


def _vi_pw(rng):
    return f"{pick(rng, _VI)}{rng.randint(1, 2026)}{pick(rng, ('@', '!', '#', '.', '*'))}"


F.reg(
    "review_tool_json_unicode_escaped_mat_khau",
    ("cauhinh/reviewer_<<agent>>.json", "export/<<site>>/tai_khoan_<<date>>.json"),
    lambda s: json.dumps(
        {
            "nhom": f"Kiểm duyệt ca đêm {s['site']}",
            "cap_nhat": s["date"],
            "tai_khoan": [
                {
                    "cong_cu": "Queue review",
                    "ten_dang_nhap": f"rv.{s['fa']}",
                    "mat_khau": s["cred"],
                    "nguoi_giu": s["fn"],
                },
                {
                    "cong_cu": "Escalation board",
                    "ten_dang_nhap": f"rv.{s['fa2']}",
                    "mat_khau": None,
                    "nguoi_giu": s["fn2"],
                },
            ],
        },
        indent=2,
    ),
    _vi_pw,
    decode=dec_json_key("tai_khoan", "0", "mat_khau"),
)

F.reg(
    "moderation_queue_redis_conf_requirepass",
    ("etc/redis/redis.conf", "queue/<<site>>/redis-moderation.conf"),
    """# Redis for the review queue (images + comments waiting for a moderator)
bind <<ip>> 127.0.0.1
protected-mode yes
port 6379
timeout 0
tcp-keepalive 300
daemonize no
supervised systemd
loglevel notice
databases 4
save 900 1
maxmemory 2gb
maxmemory-policy allkeys-lru
requirepass <<cred>>
appendonly yes
""",
    "b64np:32",
    syntax="",
)

F.reg(
    "momo_ipn_secret_key_python",
    ("billing/momo_ipn.py", "services/<<site>>/payout/momo_ipn.py"),
    '''"""Xác thực IPN từ MoMo (thanh toán gói kiểm duyệt cho khách doanh nghiệp)."""

import hashlib
import hmac

PARTNER_CODE = "MOMO<<orgu>>"
ACCESS_KEY = "<<ak>>"
SECRET_KEY = "<<cred>>"


def verify(body: dict) -> bool:
    raw = (
        f"accessKey={ACCESS_KEY}&amount={body['amount']}&extraData={body['extraData']}"
        f"&message={body['message']}&orderId={body['orderId']}&orderInfo={body['orderInfo']}"
        f"&orderType={body['orderType']}&partnerCode={PARTNER_CODE}&payType={body['payType']}"
        f"&requestId={body['requestId']}&responseTime={body['responseTime']}"
        f"&resultCode={body['resultCode']}&transId={body['transId']}"
    )
    sig = hmac.new(SECRET_KEY.encode(), raw.encode(), hashlib.sha256).hexdigest()
    return hmac.compare_digest(sig, body["signature"])
''',
    "p:momo",
    extra=lambda rng, s: {
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    },
)

F.reg(
    "hive_moderation_api_curl_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """ls ~/samples
curl --request POST --url https://api.thehive.ai/api/v2/task/sync --header 'accept: application/json' --header 'authorization: token <<cred>>' --form 'media=@/home/<<fa>>/samples/flagged_<<ticket>>.jpg'
curl -s https://api.thehive.ai/api/v2/task/sync -H 'authorization: token <<cred>>' -F 'url=https://cdn.<<dom>>/u/<<ticket>>.png' | jq '.status[0].response.output[0].classes[:5]'
htop
exit
""",
    "p:hive",
    syntax="",
)

F.reg(
    "keepass_export_csv_team_vault",
    ("kho/keepass_export_<<date>>.csv", "Downloads/ca_dem_<<site>>.csv"),
    """"Account","Login Name","Password","Web Site","Comments"
"Review dashboard - ca đêm","rv.<<site>>","<<cred>>","https://review.<<dom>>","Tài khoản chung, đổi mỗi 30 ngày"
"Wellbeing portal","<<user>>","","https://care.<<dom>>","Đăng nhập bằng SSO"
""",
    "human",
    syntax="",
)

F.reg(
    "telegram_html_export_vi_reply_only",
    ("ChatExport_<<date>>/messages.html", "telegram/<<site>>/messages.html"),
    """<!DOCTYPE html>
<html>
 <head><meta charset="utf-8"/><title>Exported Data</title><link href="css/style.css" rel="stylesheet"/></head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold">Trưởng ca <<site>></div></div></div>
   <div class="page_body chat_page">
    <div class="history">
     <div class="message default clearfix" id="message<<ticket>>">
      <div class="body">
       <div class="pull_right date details" title="<<dmy_dot>> <<time>>:<<ss>> UTC+07:00"><<time>></div>
       <div class="from_name"><<fn>></div>
       <div class="text">Anh ơi cho em xin mật khẩu tài khoản escalation với</div>
      </div>
     </div>
     <div class="message default clearfix" id="message<<ticket>>1">
      <div class="body">
       <div class="pull_right date details" title="<<dmy_dot>> <<time>>:<<ss>> UTC+07:00"><<time>></div>
       <div class="from_name"><<fn2>></div>
       <div class="text"><<cred>></div>
      </div>
     </div>
    </div>
   </div>
  </div>
 </body>
</html>
""",
    "human_x",
    syntax="",
)

F.reg(
    "monitor_sticky_note_ocr_vpn",
    ("scan/ocr_ban_<<n>>_<<date>>.txt", "audit/<<site>>/anh_ban_lam_viec_<<n>>.txt"),
    """[OCR - ảnh bàn làm việc số <<n>>, kiểm tra an ninh <<dmy>>]
VPN ca dem
<<user>>
<<cred>>
goi IT: <<phone>>
""",
    "human",
    syntax="",
)
