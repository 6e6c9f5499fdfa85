"""Family b: a backpackers' hostel in Hanoi's Old Quarter, Vietnam (Vietnamese)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from hundredtwentyfifth_spec import Fam, after, gen

F = Fam(
    name="bunk_backpackers_hostel_vietnam",
    orgs=("sensaohostel", "dongxuanbunk"),
    tld="com.vn",
    first=(
        ("Minh", "minh"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Lan", "lan"),
        ("Đức", "duc"),
        ("Thảo", "thao"),
        ("Phương", "phuong"),
        ("Quang", "quang"),
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
        "phobo",
        "banhmi",
        "caphe",
        "bianhoi",
        "hanoi",
        "halong",
        "sapa",
        "taxua",
        "longbien",
        "hoguom",
        "dongxuan",
        "xeom",
        "chaca",
        "nemran",
        "buncha",
        "trangan",
        "hagiang",
    ),
    pets=("milu", "vang", "bong", "mimi", "cun", "lu", "miu"),
    cc="84",
    city="Hà Nội",
    accented=(
        "PhởBò",
        "CàPhê",
        "HồGươm",
        "BiaHơi",
        "BánhMì",
        "ĐồngXuân",
        "LongBiên",
        "HạLong",
        "TràĐá",
    ),
)

F.reg(
    "bunkhn_zalo_copied_chat_mat_khau_kiotviet",
    ("zalo/<<fa>>_<<date>>.txt", "Downloads/zalo_copy_<<n>>.txt"),
    """<<fn>> <<ln>>  <<time>>
Anh ơi, máy POS quầy bar bị đăng xuất rồi, mật khẩu KiotViet là gì ạ? Khách đang chờ trả tiền bia 😅

<<fn2>>  <<time2>>
tk: <<user>>
mk: <<cred>>
nhớ đừng gửi vào nhóm chung nhé

<<fn>> <<ln>>  <<time2>>
Dạ em vào được rồi ạ
""",
    cred="human",
)

F.reg(
    "bunkhn_cloudbeds_api_occupancy_python",
    ("scripts/cloudbeds_sync_<<n>>.py", "<<org>>/tools/cb_occupancy_<<fa>>.py"),
    '''"""Đồng bộ công suất phòng dorm từ Cloudbeds sang Google Sheet mỗi sáng."""

import datetime

import requests

CLOUDBEDS_API_KEY = "<<cred>>"
PROPERTY_ID = "<<num>>"
BASE = "https://api.cloudbeds.com/api/v1.2"


def occupancy(day: datetime.date) -> dict:
    r = requests.get(
        f"{BASE}/getReservations",
        headers={"x-api-key": CLOUDBEDS_API_KEY},
        params={"propertyID": PROPERTY_ID, "checkInFrom": day.isoformat(), "checkInTo": day.isoformat()},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    print(occupancy(datetime.date.today()))
''',
    cred="x:cbat_:32",
)


def _vnpay(s):
    return json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Information"}},
            "ConnectionStrings": {
                "Default": f"Server=localhost;Database={s['org']};Trusted_Connection=True;"
            },
            "Vnpay": {
                "TmnCode": s["tmn"],
                "HashSecret": s["cred"],
                "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                "ReturnUrl": f"https://{s['dom']}/thanh-toan/vnpay-return",
                "Version": "2.1.0",
                "Locale": "vn",
            },
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "bunkhn_vnpay_hash_secret_appsettings_json",
    (
        "booking-api/appsettings.Production.json",
        "src/<<orgcap>>.Web/appsettings.<<n>>.json",
        "deploy/<<fa>>/appsettings.json",
    ),
    _vnpay,
    cred="ALNUM:32",
    extra=lambda rng, s: {"tmn": gen(rng, "ALNUM:8")},
)

F.reg(
    "bunkhn_unifi_hotspot_operators_csv",
    ("exports/hotspot_operators_<<date>>.csv", "unifi/<<org>>_operators_<<n>>.csv"),
    """Tên,Email,Mật khẩu,Ghi chú
reception,<<email>>,<<cred>>,Quầy lễ tân tầng 1
rooftop-bar,<<email2>>,in voucher từ app,Bar sân thượng
tour-desk,,,đã khóa <<dmys>>
""",
    cred="human",
)

F.reg(
    "bunkhn_kiotviet_retailer_client_secret_ini",
    ("pos-sync/kiotviet.ini", "C:/<<orgcap>>/sync/kiotviet_<<n>>.ini", "home/<<fa>>/kiotviet.ini"),
    """; Đồng bộ doanh thu quầy bar KiotViet -> kế toán
[kiotviet]
retailer = <<org>>
client_id = <<uuid>>
client_secret = <<cred>>
token_url = https://id.kiotviet.vn/connect/token
api_url = https://public.kiotapi.com

[sync]
branch = Hàng Bè
interval_minutes = 15
""",
    cred="HEX:40",
)

F.reg(
    "bunkhn_momo_partner_secret_php_config",
    (
        "config/momo.php",
        "app/<<org>>/config/payment_<<n>>.php",
        "wp-content/plugins/<<org>>-momo/config.php",
    ),
    """<?php
// Ví MoMo - thanh toán đặt giường (môi trường thật)
return [
    'endpoint'    => 'https://payment.momo.vn/v2/gateway/api/create',
    'partnerCode' => 'MOMO<<pc>>',
    'accessKey'   => '<<ak>>',
    'secretKey'   => '<<cred>>',
    'redirectUrl' => 'https://<<dom>>/dat-phong/cam-on',
    'ipnUrl'      => 'https://<<dom>>/api/momo/ipn',
];
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: {"pc": gen(rng, "ALNUM:8"), "ak": gen(rng, "alnum:16")},
)

F.reg(
    "bunkhn_mysqldump_crontab_nightly",
    ("crontab/<<fa>>.txt", "var/spool/cron/crontabs/<<fa>>", "backup/crontab_<<n>>"),
    """# m h  dom mon dow   command
MAILTO=<<email>>
15 2 * * * /usr/bin/mysqldump -u <<org>> --password=<<cred>> --single-transaction <<org>>_beds | gzip > /srv/backup/beds_$(date +\\%F).sql.gz
40 2 * * * find /srv/backup -name 'beds_*.sql.gz' -mtime +14 -delete
*/10 * * * * /usr/local/bin/php /var/www/<<org>>/artisan schedule:run >> /dev/null 2>&1
""",
    cred="pw_bare",
    syntax="",
)


def _messenger(s):
    base = int(s["ts"]) * 1000
    msgs = [
        {
            "sender_name": s["fn2"],
            "timestamp_ms": base + 90000,
            "content": "Ok em, nhớ đổi lại sau khi khách Úc trả phòng nhé",
        },
        {
            "sender_name": s["fn"] + " " + s["ln"],
            "timestamp_ms": base + 60000,
            "content": f"mk wifi tầng 3: {s['cred']}",
        },
        {
            "sender_name": s["fn2"],
            "timestamp_ms": base,
            "content": "Anh ơi wifi tầng 3 đổi mật khẩu chưa?",
        },
    ]
    doc = {
        "participants": [{"name": s["fn"] + " " + s["ln"]}, {"name": s["fn2"]}],
        "messages": msgs,
        "title": s["fn2"],
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}_{s['num']}",
    }
    return json.dumps(doc, ensure_ascii=True, indent=2)


def _dec_messenger(text: str) -> str:
    doc = json.loads(text)
    joined = "\n".join(m.get("content", "") for m in doc["messages"])
    return after(r"mk wifi tầng 3: (\S+)", joined)


F.reg(
    "bunkhn_messenger_json_unicode_escaped_mat_khau",
    (
        "messages/inbox/<<fa2>>_<<num>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/<<fa2>>/message_1.json",
    ),
    _messenger,
    cred="human_acc",
    decode=_dec_messenger,
)
