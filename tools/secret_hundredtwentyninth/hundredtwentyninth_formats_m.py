# ruff: noqa: E501
"""Family m: a water-heater repair service in Hanoi, Vietnam (Vietnamese)."""

from __future__ import annotations

from hundredtwentyninth_spec import Fam, jdump

F = Fam(
    name="nonglanh_water_heater_hanoi",
    orgs=("nuocnongviet",),
    tld="vn",
    first=(
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Minh", "minh"),
        ("Thảo", "thao"),
        ("Dũng", "dung"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
    ),
    words=(
        "nuocnong",
        "hanoi",
        "hoasen",
        "mattroi",
        "bien",
        "rong",
        "songhong",
        "phuong",
        "anhdao",
        "caphe",
        "phobo",
        "hoankiem",
        "tet",
        "muaxuan",
        "trangan",
        "hoalan",
        "bachdang",
        "longbien",
    ),
    pets=("milo", "vang", "bong", "misa", "lu", "ki"),
    cc="+84",
    places=("Cầu Giấy", "Đống Đa", "Hoàng Mai", "Thanh Xuân", "Long Biên", "Hà Đông", "Tây Hồ"),
)

F.reg(
    "nonglanh_zalo_copied_chat_mat_khau_kiotviet",
    ("Zalo/nhom_ky_thuat_<<n>>.txt", "ghichu/zalo_<<place>>_<<d>>.txt"),
    """<<fn>> <<ln>> (<<hh>>:<<mi>> <<dd>>/<<mo>>/<<y>>)
Anh em ơi, đổi mật khẩu KiotViet rồi nhé

<<fn>> <<ln>> (<<hh>>:<<mi>> <<dd>>/<<mo>>/<<y>>)
tài khoản: <<user>>
mật khẩu: <<cred>>

<<fn2>> <<ln2>> (<<hh>>:<<mi>> <<dd>>/<<mo>>/<<y>>)
Ok anh. Chiều nay em qua <<place>> thay thanh đốt bình Ariston 30L cho khách
""",
    "human",
    syntax="",
)

F.reg(
    "nonglanh_momo_partner_secret_node",
    ("payment/momo.js", "src/<<org>>/momo_<<n>>.js"),
    """// Thanh toán phí sửa chữa qua ví MoMo
const crypto = require("crypto");

const partnerCode = "MOMO<<pc>>";
const accessKey = "<<ak>>";
const secretKey = "<<cred>>";

function sign(raw) {
  return crypto.createHmac("sha256", secretKey).update(raw).digest("hex");
}

module.exports = { partnerCode, accessKey, sign, endpoint: "https://payment.momo.vn/v2/gateway/api/create" };
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: {
        "pc": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8)),
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    },
)

F.reg(
    "nonglanh_vnpay_hash_secret_java_properties",
    ("src/main/resources/vnpay.properties", "booking-<<n>>/config/vnpay.properties"),
    """# VNPAY - đặt lịch sửa bình nóng lạnh online
vnp_TmnCode=<<tmn>>
vnp_HashSecret=<<cred>>
vnp_PayUrl=https://pay.vnpay.vn/vpcpay.html
vnp_ReturnUrl=https://<<dom>>/dat-lich/ket-qua
""",
    lambda rng, f: "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(32)),
    syntax="",
    extra=lambda rng, s: {
        "tmn": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8))
    },
)

F.reg(
    "nonglanh_kiotviet_public_api_client_secret_python",
    ("tools/kiotviet_don_hang.py", "scripts/kv_sync_<<n>>.py"),
    """# Lấy đơn sửa chữa từ KiotViet sang Google Sheet
import requests

CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"
RETAILER = "<<org>>"

tok = requests.post(
    "https://id.kiotviet.vn/connect/token",
    data={"scopes": "PublicApi.Access", "grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
    timeout=20,
).json()["access_token"]
orders = requests.get("https://public.kiotapi.com/orders", headers={"Retailer": RETAILER, "Authorization": f"Bearer {tok}"}, timeout=20).json()
print(len(orders["data"]), "đơn")
""",
    "hex:40",
)

F.reg(
    "nonglanh_order_app_database_url_dotenv",
    ("dat-lich/.env", "home/<<fa>>/app-<<n>>/.env"),
    """NODE_ENV=production
PORT=8080
DATABASE_URL=postgresql://nonglanh:<<cred>>@<<ip>>:5432/dat_lich
GHN_SHOP_ID=<<n6>>
ZALO_OA_ID=<<n6>><<n4>>
""",
    "pw_url",
    syntax="",
)

F.reg(
    "nonglanh_messenger_json_reply_only_value",
    (
        "facebook-<<org>>/messages/inbox/<<fa>><<la>>_<<n4>>/message_1.json",
        "fb_export/<<fa>>_<<n>>/message_1.json",
    ),
    lambda s: jdump(
        {
            "participants": [{"name": f"{s['ln']} {s['fn']}"}, {"name": "Điện Nước Nóng Việt"}],
            "messages": [
                {
                    "sender_name": f"{s['ln']} {s['fn']}",
                    "timestamp_ms": int(s["ts"]) * 1000 + 45000,
                    "content": s["cred"],
                },
                {
                    "sender_name": "Điện Nước Nóng Việt",
                    "timestamp_ms": int(s["ts"]) * 1000,
                    "content": "Chị gửi em mật khẩu wifi để em cài app điều khiển bình nóng lạnh nhé",
                },
            ],
            "title": f"{s['ln']} {s['fn']}",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa']}{s['la']}_{s['n4']}",
        }
    ),
    "human",
)

F.reg(
    "nonglanh_so_tay_ocr_pass_wifi_khach",
    ("scan/so_tay_<<n4>>.txt", "ocr/phieu_<<place>>_<<n>>.txt"),
    """PHIẾU SỬA CHỮA - <<orgc>>        Số: <<n4>>
Ngày <<dd>>/<<mo>>/<<y>>   KTV: <<fn2>>
Khách: chị <<fn>>, <<place>>   ĐT: <<phone>>
Bình: Ferroli 20L - thay rơ le nhiệt, vệ sinh cặn
Lắp công tắc wifi hẹn giờ
Pass wifi:
<<cred>>
Tổng: 850.000đ  - đã thu tiền mặt
""",
    "human",
    syntax="",
)

F.reg(
    "nonglanh_misa_meinvoice_appsettings_json",
    ("HoaDon/appsettings.json", "services/einvoice-<<n>>/appsettings.Production.json"),
    lambda s: jdump(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "MeInvoice": {
                "BaseUrl": "https://api.meinvoice.vn/api/integration",
                "TaxCode": "01" + s["n6"] + "23",
                "Username": s["email"],
                "Password": s["cred"],
                "AppId": s["uuid"],
            },
        }
    ),
    "pw_json",
)
