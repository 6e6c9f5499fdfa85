# ruff: noqa: E501
"""Family k: a road cycling club and bike shop in Hanoi (Vietnamese)."""

from __future__ import annotations

import base64
import json

from sixtysixth_spec import Fam

FAM = Fam(
    "hanoi_road_cycling_club",
    ("vongxeviet",),
    "com.vn",
    ("Minh", "Lan", "Hùng", "Thảo", "Tuấn", "Hương", "Đức", "Mai"),
    ("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng"),
    (
        "xedap",
        "dapxe",
        "hanoi",
        "hoankiem",
        "taybac",
        "sapa",
        "banhmi",
        "catba",
        "hoguom",
        "tamdao",
        "bavi",
        "langson",
        "caphe",
        "yenbai",
        "mocchau",
        "hagiang",
    ),
    "84",
    ("Minh", "Lan", "Hung", "Thao", "Tuan", "Huong", "Duc", "Mai"),
    ("Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang"),
    ("Milu", "Bong", "Mit", "Na", "Lu"),
)

FAM.reg(
    "hanoibike_zalo_group_copy_mat_khau",
    ("Zalo/nhom_CLB_<<org>>_<<n>>.txt", "Documents/zalo_doi_dua_<<n>>.txt"),
    """[<<time>> <<dd>>/<<mm>>/<<year>>] <<last>> <<first>>: Ai biết mật khẩu tài khoản Strava của CLB không? Mình cần tạo sự kiện đạp Tam Đảo CN này
[<<time>> <<dd>>/<<mm>>/<<year>>] <<first2>>: email clb, mật khẩu <<cred>>
[<<time2>> <<dd>>/<<mm>>/<<year>>] <<last>> <<first>>: ok cảm ơn anh, 5h30 tập trung ở Hồ Tây nhé cả nhà
""",
    "human",
    syntax="",
)


def _docker_extra(r, s):
    return {"auth": base64.b64encode(f"{s['org']}shop:{s['cred']}".encode()).decode()}


def _docker_dec(text: str) -> str:
    auths = json.loads(text)["auths"]
    raw = next(iter(auths.values()))["auth"]
    return base64.b64decode(raw).decode().split(":", 1)[1]


FAM.reg(
    "hanoibike_shop_docker_config_json_auth",
    ("home/<<lf>>/.docker/config.json", "root/.docker/config_<<org>>_<<n>>.json"),
    """{
  "auths": {
    "registry.<<dom>>": {
      "auth": "<<auth>>"
    }
  },
  "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"}
}
""",
    "pw_json",
    extra=_docker_extra,
    decode=_docker_dec,
)

FAM.reg(
    "hanoibike_shop_vnpay_hash_secret_appsettings",
    ("CuaHangXeDap/appsettings.Production.json", "srv/<<org>>-shop-<<n>>/appsettings.json"),
    """{
  "ConnectionStrings": {"Shop": "Server=localhost;Database=cuahang;Trusted_Connection=True"},
  "VnPay": {
    "TmnCode": "<<orgu>><<nn>>",
    "HashSecret": "<<cred>>",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "ReturnUrl": "https://<<dom>>/thanh-toan/ket-qua"
  },
  "AllowedHosts": "*"
}
""",
    "p:vnpay",
)

FAM.reg(
    "hanoibike_strava_club_leaderboard_python",
    ("home/<<lf>>/bxh/strava_bxh_<<n>>.py", "opt/clb-<<org>>/leaderboard_<<nn>>.py"),
    '''"""Bảng xếp hạng tuần của CLB từ Strava -> đăng lên nhóm Zalo."""
import requests

CLIENT_ID = "<<n4>><<nn>>"
CLIENT_SECRET = "<<cred>>"
REFRESH = "<<refresh>>"
CLUB_ID = <<n4>><<n>>

tok = requests.post(
    "https://www.strava.com/oauth/token",
    data={"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "grant_type": "refresh_token", "refresh_token": REFRESH},
    timeout=20,
).json()["access_token"]
acts = requests.get(
    f"https://www.strava.com/api/v3/clubs/{CLUB_ID}/activities", headers={"Authorization": f"Bearer {tok}"}, timeout=20
).json()
''',
    "p:strava",
    extra=lambda r, s: {"refresh": FAM.draw(r, "hex:40", s)},
)

FAM.reg(
    "hanoibike_momo_partner_secret_node",
    ("srv/<<org>>-shop/config/momo.js", "home/<<lf>>/shop-<<n>>/momo.config.js"),
    """// Thanh toán MoMo cho đơn sửa xe / phụ tùng
module.exports = {
  partnerCode: 'MOMO<<orgu>><<nn>>',
  accessKey: '<<access>>',
  secretKey: '<<cred>>',
  endpoint: 'https://payment.momo.vn/v2/gateway/api/create',
  redirectUrl: 'https://<<dom>>/momo/return',
};
""",
    "p:momo",
    syntax="",
    extra=lambda r, s: {"access": FAM.draw(r, "alnum:16", s)},
)


def _fods(s: dict) -> str:
    def row(*cells):
        return (
            "<table:table-row>"
            + "".join(
                f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
                for c in cells
            )
            + "</table:table-row>"
        )

    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        ' <office:body><office:spreadsheet><table:table table:name="Tai khoan CLB">\n'
        "  " + row("Dịch vụ", "Tài khoản", "Mật khẩu", "Ghi chú") + "\n"
        "  "
        + row("Garmin Connect", f"clb.{s['org']}@gmail.com", s["cred"], "đồng hồ của đội đua")
        + "\n"
        "  " + row("Zalo OA", s["phone"], "đăng nhập bằng QR", "") + "\n"
        " </table:table></office:spreadsheet></office:body>\n</office:document>\n"
    )


FAM.reg(
    "hanoibike_club_accounts_flat_ods",
    ("Documents/CLB/tai_khoan_clb_<<year>>.fods", "Drive/<<org>>/danh_sach_tai_khoan_<<n>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)

FAM.reg(
    "hanoibike_vietnamese_email_kiotviet_mat_khau",
    ("Mail/<<org>>/Da gui/<<n>>.eml", "Thunderbird/<<lf>>/Sent_<<n>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?T=C3=A0i_kho=E1=BA=A3n_b=C3=A1n_h=C3=A0ng?=
Date: Tue, <<dd>> Jul <<year>> <<time>>:27 +0700
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào em,

Từ tuần sau em trông cửa hàng buổi tối nhé. Tài khoản phần mềm bán hàng:
Tên gian hàng: <<org>>
Tên đăng nhập: nhanvien<<nn>>
Mật khẩu: <<cred>>

Nhớ kiểm kho săm lốp 700x25 trước khi đóng cửa.
Anh <<first>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "hanoibike_workshop_pc_cmdkey_net_use_bat",
    ("C:/Users/<<lf>>/Desktop/ket_noi_nas_<<n>>.bat", "C:/Scripts/<<org>>_mapdrive_<<nn>>.bat"),
    """@echo off
rem Ket noi o mang NAS (anh khach hang, hoa don) khi bat may xuong sua xe
cmdkey /add:<<lan>> /user:xuong /pass:<<cred>>
net use Z: \\\\<<lan>>\\xuong /persistent:yes
echo Da ket noi Z:
""",
    "pw_bare",
    syntax="",
)
