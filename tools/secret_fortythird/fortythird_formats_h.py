# ruff: noqa: E501
"""Family h: ao dai tailors of Hoi An, Vietnam."""

from __future__ import annotations

import quopri

from fortythird_spec import Fam, prov

F = Fam(
    "hoian_aodai_tailors",
    ("aodaihoa", "mayhoian", "lunglinh", "thuboncloth", "phoho"),
    "vn",
    ("lan", "minh", "thu", "hoang", "ngoc", "tuan", "mai", "phuong"),
    ("nguyen", "tran", "le", "pham", "vo", "huynh", "dang"),
    (
        "aodai",
        "hoian",
        "thubon",
        "caolau",
        "banhmi",
        "lua",
        "dentrang",
        "chuaCau",
        "phoco",
        "mayvai",
    ),
    ("milu", "vang", "bong", "lucky", "mochi"),
    "84",
)

F.reg(
    "hoian_vietnamese_zalo_mat_khau_paste",
    ("Zalo/exports/<<first>>_<<date>>.txt", "Documents/zalo_<<org>>_<<nn>>.txt"),
    """<<first>> <<last>>  <<time>> <<day>>/<<month>>/<<year>>
Chị ơi cho em xin mật khẩu trang quản lý đơn may với

<<first2>>  <<hh>>:31 <<day>>/<<month>>/<<year>>
tk: <<user>>
mk: <<cred>>

<<first>> <<last>>  <<hh>>:32 <<day>>/<<month>>/<<year>>
dạ em cảm ơn chị
""",
    "human",
)


def _deqp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode("utf-8")
    return plain.split("Mật khẩu: ", 1)[1].split("\n", 1)[0]


F.reg(
    "hoian_vietnamese_email_quoted_printable_mat_khau_vietqr",
    ("mail/<<user>>/INBOX/<<ts>>.eml", "Thunderbird/<<org>>/Inbox_<<ts>>.eml"),
    lambda s: (
        f"From: {s['first2']} <{s['email2']}>\nTo: {s['email']}\nSubject: =?UTF-8?Q?T=C3=A0i_kho=E1=BA=A3n_ng=C3=A2n_h=C3=A0ng?=\n"
        f"Date: Wed, {s['day']} Apr {s['year']} {s['time']}:44 +0700\nMIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + quopri.encodestring(
            f"Chào {s['first']},\n\nTài khoản ngân hàng điện tử của tiệm may:\nTên đăng nhập: {s['user']}\nMật khẩu: {s['cred']}\n\nĐừng gửi cho khách nhé.\n".encode()
        ).decode()
    ),
    lambda rng: pick_viet(rng),
    decode=_deqp,
)


def pick_viet(rng) -> str:
    w = rng.choice(("Hộian", "Đènlồng", "Áodài", "Thubồn", "Phốcổ", "Mayđo"))
    return f"{w}{rng.randint(1970, 2026)}{rng.choice('!@#*')}"


F.reg(
    "hoian_tailor_orders_google_sheets_apps_script_properties",
    ("<<org>>/appsscript/DonMay.gs", "apps-script/<<user>>/orders.gs"),
    """const SHOP_PASS = '<<cred>>';

function doPost(e) {
  const body = JSON.parse(e.postData.contents);
  if (body.pass !== SHOP_PASS) return ContentService.createTextOutput('denied');
  SpreadsheetApp.getActive().getSheetByName('Don may').appendRow([new Date(), body.name, body.size]);
  return ContentService.createTextOutput('ok');
}
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "hoian_shop_haravan_access_token_python",
    ("<<org>>/sync/haravan_sync.py", "scripts/<<user>>/haravan.py"),
    """import requests

HARAVAN_TOKEN = "<<cred>>"
r = requests.get(
    "https://apis.haravan.com/com/orders.json",
    headers={"Authorization": f"Bearer {HARAVAN_TOKEN}"},
    timeout=30,
)
print(len(r.json()["orders"]))
""",
    "HEX:64",
)

F.reg(
    "hoian_embroidery_machine_share_net_use_cmd",
    ("<<org>>/maythue/mount_<<n>>.cmd", "C/Users/<<user>>/Desktop/ketnoi_may.cmd"),
    """@echo off
rem Ket noi o chia se may theu
net use Z: \\\\<<ip>>\\theu /user:<<user>> <<cred>> /persistent:yes
xcopy Z:\\mau\\*.dst C:\\Theu\\mau\\ /D /Y
""",
    "pw_bare",
)

F.reg(
    "hoian_tailor_booking_momo_secret_key_go",
    ("<<org>>/internal/payment/momo.go", "services/<<org>>/momo_config.go"),
    """package payment

const (
	momoEndpoint    = "https://payment.momo.vn/v2/gateway/api/create"
	momoPartnerCode = "MOMO<<org_up>>"
	momoAccessKey   = "<<ak>>"
	momoSecretKey   = "<<cred>>"
)
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: (
        s.__setitem__("org_up", str(s["org"]).upper()[:8]),
        s.__setitem__(
            "ak",
            "".join(
                rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
                for _ in range(16)
            ),
        ),
    ),
)

F.reg(
    "hoian_fabric_supplier_sms_mat_khau_kho",
    ("sms/<<first>>_<<date>>.txt", "backup/sms_<<org>>_<<nn>>.txt"),
    """<<phone>> <<date>> <<time>>
Mk kho vai moi: <<cred>> . Dung dua cho tho phu nha.
""",
    "human",
)

F.reg(
    "hoian_atelier_camera_ezviz_ini",
    ("<<org>>/camera/ezviz_<<n>>.ini", "backup/<<date>>/camera.ini"),
    """[device]
serial=D<<nn>><<nn>><<nn>>
name=Tiem may - quay thu ngan
verify_code=<<vc>>

[rtsp]
url=rtsp://<<ip>>:554/ch1/main
user=admin
password=<<cred>>
""",
    "pw",
    extra=lambda rng, s: s.__setitem__(
        "vc", "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6))
    ),
)

_ = prov
