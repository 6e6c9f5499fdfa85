# ruff: noqa: E501
"""Family i: a bike-tour company in Ninh Binh (Vietnam): Vietnamese, English."""

from __future__ import annotations

from hundredeighth_spec import Fam, after, alnum, enc_json_u, un_json_u

F = Fam(
    name="ninhbinh_vietnam_bike_tours",
    prefix="ninhbinh",
    orgs=("ninhbinhpedal",),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Dũng", "dung"),
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
    ),
    words=(
        "ninhbinh",
        "tamcoc",
        "trangan",
        "hoalu",
        "muaCave",
        "xedap",
        "pho",
        "banhmi",
        "caphe",
        "sapa",
        "hanoi",
        "halong",
        "lua",
        "dongque",
        "trau",
        "sen",
        "bunbo",
        "hoian",
        "mekong",
        "saigon",
        "tet",
    ),
    pets=("milu", "vang", "bong", "meo", "na", "kiki"),
    cc="84",
    town="Ninh Bình",
)

VN_WORDS = ("Ninh Bình", "Tràng An", "Hoa Lư", "Xe đạp", "Cà phê", "Đồng quê", "Phở bò", "Sen hồng")


def _vn_pw(rng, fam):
    w = rng.choice(VN_WORDS).replace(" ", rng.choice(("", "_", ".")))
    return f"{w}{rng.choice('!@#')}{rng.randint(10, 2026)}"


F.reg(
    "vietnamese_zalo_chat_mat_khau",
    ("phone/zalo/<<fa>>_<<date>>.txt", "exports/zalo/huongdanvien-<<nn>>.txt"),
    """[<<hh>>:<<mm>> <<dmy>>] <<fn2>>: Anh ơi, mật khẩu tài khoản Bokun là gì ạ? Em cần xem khách tour Tam Cốc ngày mai
[<<hh>>:<<mm2>> <<dmy>>] <<ln>> <<fn>>: Tài khoản: <<email>>
[<<hh>>:<<mm2>> <<dmy>>] <<ln>> <<fn>>: Mật khẩu: <<cred>>
[<<hh>>:<<mm2>> <<dmy>>] <<fn2>>: Dạ em cảm ơn anh 🚲
""",
    "human",
    syntax="",
)

F.reg(
    "momo_wallet_partner_java",
    (
        "app/src/main/java/vn/<<org>>/pay/MomoConfig<<nn>>.java",
        "backend/<<org>>-<<fa>>/MomoConfig.java",
    ),
    """package vn.<<org>>.pay;

public final class MomoConfig {
    public static final String ENDPOINT = "https://payment.momo.vn/v2/gateway/api/create";
    public static final String PARTNER_CODE = "MOMO<<orgu>>";
    public static final String ACCESS_KEY = "<<ak>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String IPN_URL = "https://<<dom>>/momo/ipn";

    private MomoConfig() {}
}
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: {"ak": alnum(rng, 16)},
)

F.reg(
    "vnpay_hash_secret_php",
    ("www/<<org>>-<<nn>>/vnpay_php/config.php", "site/<<org>>/payment/vnpay_<<fa>>.php"),
    """<?php
date_default_timezone_set('Asia/Ho_Chi_Minh');
$vnp_TmnCode = "<<tmn>>";
$vnp_HashSecret = "<<cred>>";
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/vnpay_return.php";
""",
    "ALNUM:32",
    syntax="",
    extra=lambda rng, s: {"tmn": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "tour_app_json_unicode_escaped_mat_khau",
    ("app/export/<<org>>_guides_<<nn>>.json", "backup/tourapp-<<date>>/accounts.json"),
    """{
  "exported": "<<date>>T<<hh>>:<<mm>>:00+07:00",
  "accounts": [
    {"guide": "<<fa>> <<la>>", "login": "<<user>>", "mat_khau": "<<cred>>", "role": "leader"}
  ]
}
""",
    _vn_pw,
    encode=enc_json_u,
    decode=after(r'"mat_khau": "([^"]+)"', un_json_u),
)

F.reg(
    "strava_club_sync_dotenv",
    ("tools/<<org>>-strava-<<nn>>/.env", "home/<<fa>>/strava-sync/.env"),
    """STRAVA_CLIENT_ID=<<nn>>2
STRAVA_CLIENT_SECRET=<<cred>>
STRAVA_CLUB_ID=<<nn>>77
ROUTE_EXPORT_DIR=/srv/gpx
""",
    "hex:40",
    syntax="",
)

F.reg(
    "guides_sheet_csv_export",
    ("drive/Huong dan vien - <<y>>.csv", "exports/guides_<<nn>>.csv"),
    """Họ tên,Điện thoại,Ứng dụng,Tên đăng nhập,Mật khẩu,Ghi chú
<<ln>> <<fn>>,<<phone>>,Garmin Explore,<<email>>,<<cred>>,inReach Mini 2 số 3
<<fn2>>,<<phone2>>,Zalo OA,,,
""",
    "human_x",
    syntax="",
)

F.reg(
    "homestay_partner_sms_backup_xml",
    ("phone/sms-<<date>>.xml", "backup/SMSBackupRestore/sms-<<fa>>-<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone2>>" date="1735689000000" type="1" body="Chi oi, mat khau wifi homestay moi la gi?" read="1" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="1735689200000" type="2" body="Wifi TamCoc-Homestay, mat khau <<cred>>" read="1" contact_name="<<fn2>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "website_nextjs_env_stripe",
    ("web/<<org>>-<<nn>>/.env.local", "apps/<<org>>-site-<<fa>>/.env.production.local"),
    """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_<<pk>>
STRIPE_SECRET_KEY=<<cred>>
REVALIDATE_SECONDS=600
""",
    "p:stripe_sk",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 99)},
)
