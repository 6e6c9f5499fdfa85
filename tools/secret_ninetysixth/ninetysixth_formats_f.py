# ruff: noqa: E501
"""Family f: the admissions and admin office of an international school in Hanoi, Vietnam:
Vietnamese (Latin script with diacritics) and English."""

from __future__ import annotations

import html
import random

from ninetysixth_spec import Fam, after, enc_html_num

F = Fam(
    name="international_school_admin_vietnam",
    orgs=("belvaren-school", "bis-hanoi", "belvarenacademy", "westlake-intl"),
    tlds=("edu.vn", "vn", "com.vn"),
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Đức", "duc"),
        ("Thảo", "thao"),
        ("Quang", "quang"),
        ("Ngọc", "ngoc"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
        ("Đặng", "dang"),
    ),
    words=(
        "hoankiem",
        "halong",
        "pho",
        "bunCha",
        "tayho",
        "longbien",
        "sapa",
        "hue",
        "hoian",
        "banhmi",
        "caphe",
        "tet",
        "sen",
        "mekong",
        "trangan",
        "vinhphuc",
        "hanoi",
        "aodai",
    ),
    pets=("milu", "vang", "muc", "bong", "mimi", "lu"),
    cc="84",
    city=("Hà Nội", "hanoi"),
    family_first=True,
)

F.reg(
    "intlschool_vietnamese_zalo_copied_text_mat_khau",
    ("Documents/zalo_<<ymd>>.txt", "Desktop/tin_nhan_<<n>>.txt"),
    """[<<time>> <<date_sl>>] <<name2>>: Chị ơi, em quên mật khẩu PowerSchool rồi 😭
[<<time>> <<date_sl>>] <<name>>: Tài khoản <<user>> đúng không em
[<<time>> <<date_sl>>] <<name>>: Mật khẩu mới: <<cred>>
[<<time>> <<date_sl>>] <<name>>: Đăng nhập xong đổi luôn nhé
[<<time>> <<date_sl>>] <<name2>>: Dạ em cảm ơn chị ạ
""",
    "human",
)

F.reg(
    "intlschool_managebac_api_token_python",
    ("scripts/managebac_export_<<n>>.py", "home/<<user>>/admissions/mb_classes.py"),
    '''"""Export class rosters from ManageBac for the bus and canteen lists."""

import csv
import requests

MB_API = "https://api.managebac.com/v2"
MB_TOKEN = "<<cred>>"


def rosters(year_group: int) -> list[dict]:
    resp = requests.get(
        f"{MB_API}/year-groups/{year_group}/students",
        headers={"auth-token": MB_TOKEN},
        timeout=30,
    )
    resp.raise_for_status()
    return resp.json()["students"]


if __name__ == "__main__":
    with open("rosters_<<ymd>>.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        for s in rosters(<<n>>):
            w.writerow([s["id"], s["first_name"], s["last_name"], s["homeroom_advisor_id"]])
''',
    "alnum:40",
)

VN_WORDS = (
    "HồGươm",
    "HạLong",
    "PhởBò",
    "ÁoDài",
    "SôngHồng",
    "TâyHồ",
    "BánhMì",
    "CàPhê",
    "ĐàLạt",
    "HuếXưa",
)


def _vn_pw(rng: random.Random, sl: dict[str, object]) -> str:
    w = VN_WORDS[rng.randrange(len(VN_WORDS))]
    return f"{w}{rng.randint(1990, 2025)}{rng.choice('!@#&.')}"


F.reg(
    "intlschool_parent_portal_saved_html_numeric_entities",
    ("Downloads/Parent Portal - Account <<n>>.html", "Saved Pages/portal_<<ymd>>/account.html"),
    """<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>Tài khoản phụ huynh — <<org>></title></head>
<body>
<h2>Th&#244;ng tin &#273;&#259;ng nh&#7853;p / Login details</h2>
<table class="creds">
<tr><th>Ph&#7909; huynh</th><td><<name_a>></td></tr>
<tr><th>T&#234;n &#273;&#259;ng nh&#7853;p</th><td><<user>></td></tr>
<tr><th>M&#7853;t kh&#7849;u</th><td class="pw"><<enc>></td></tr>
</table>
<p>Vui l&#242;ng &#273;&#7893;i m&#7853;t kh&#7849;u sau l&#7847;n &#273;&#259;ng nh&#7853;p &#273;&#7847;u ti&#234;n.</p>
</body></html>
""",
    _vn_pw,
    syntax="",
    extra=lambda r, sl: {"enc": enc_html_num(str(sl["cred"]))},
    decode=after(r'<td class="pw">(.*?)</td>', html.unescape),
)

F.reg(
    "intlschool_vnpay_hash_secret_web_config",
    ("FeesPortal/Web.config", "inetpub/wwwroot/fees<<n>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="vnp_Url" value="https://pay.vnpay.vn/vpcpay.html" />
    <add key="vnp_Returnurl" value="https://fees.<<dom>>/vnpay_return.aspx" />
    <add key="vnp_TmnCode" value="<<tmn>>" />
    <add key="vnp_HashSecret" value="<<cred>>" />
  </appSettings>
  <connectionStrings>
    <add name="Fees" connectionString="Server=<<ip>>;Database=SchoolFees;Integrated Security=True" />
  </connectionStrings>
</configuration>
""",
    "p:vnpay",
    extra=lambda r, sl: {
        "tmn": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8))
    },
)

F.reg(
    "intlschool_canteen_momo_ipn_dotenv",
    ("canteen-topup/.env", "srv/canteen-<<n>>/.env"),
    """NODE_ENV=production
PORT=3008
MOMO_PARTNER_CODE=MOMO<<pc>>
MOMO_ACCESS_KEY=<<ak>>
MOMO_SECRET_KEY=<<cred>>
MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create
MOMO_IPN_URL=https://canteen.<<dom>>/momo/ipn
""",
    "p:momo",
    syntax="",
    extra=lambda r, sl: {
        "pc": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8)),
        "ak": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    },
)

F.reg(
    "intlschool_gam_workspace_bash_history",
    ("home/<<user>>/.bash_history", "Users/<<user>>/gam_history_<<n>>.txt"),
    """gam info domain
gam print users query "orgUnitPath='/Staff/Admissions'"
gam create user <<user2>>@<<dom>> firstname "<<fa2>>" lastname "<<la2>>" org /Staff/Admissions
gam update user <<user2>>@<<dom>> password '<<cred>>' changepassword on
gam user <<user2>>@<<dom>> add license Google-Apps
gam print groups | grep -i admissions
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "intlschool_library_koha_conf_xml",
    ("etc/koha/sites/library<<n>>/koha-conf.xml", "backup/koha_<<ymd>>/koha-conf.xml"),
    """<yazgfs>
<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_library</database>
 <hostname><<ip>></hostname>
 <port>3306</port>
 <user>koha_library</user>
 <pass><<cred>></pass>
 <tls>no</tls>
 <intranetdir>/usr/share/koha/intranet/cgi-bin</intranetdir>
 <opacdir>/usr/share/koha/opac/cgi-bin/opac</opacdir>
 <lang>vi-VN</lang>
 <timezone>Asia/Ho_Chi_Minh</timezone>
</config>
</yazgfs>
""",
    "pw_xml",
)

F.reg(
    "intlschool_staff_wifi_csv_vietnamese_headers",
    ("Shared/IT/wifi_<<y>>.csv", "Desktop/danh_sach_wifi_<<n>>.csv"),
    """Phòng,Tên Wi-Fi,Mật khẩu,Ghi chú
Phòng tuyển sinh,BIS-Admin-<<n>>,<<cred>>,chỉ nhân viên
Thư viện,BIS-Library,(dùng tài khoản trường),802.1X
Phòng khách,BIS-Guest,xem bảng lễ tân,đổi hàng tuần
""",
    "human_x",
    syntax="",
)
