# ruff: noqa: E501
"""Family l: an amusement park (khu vui chơi) on the edge of Ho Chi Minh City, Vietnam."""

from __future__ import annotations

from hundredthirtyeighth_spec import VIETNAMESE as F
from hundredthirtyeighth_spec import after, alnum, enc_html_num, pick, un_html

F.reg(
    "vnpay_appsettings_json",
    ("VeOnline.Api/appsettings.Production.json", "deploy/<<org>>/ve-online/appsettings.json"),
    """{
  "Logging": {
    "LogLevel": {"Default": "Warning"}
  },
  "VnPay": {
    "TmnCode": "<<tmn>>",
    "HashSecret": "<<cred>>",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "ReturnUrl": "https://ve.<<dom>>/thanh-toan/ket-qua",
    "Version": "2.1.0",
    "Locale": "vn"
  },
  "AllowedHosts": "*"
}
""",
    cred="p:vnp_hash",
    extra=lambda r, s: {"tmn": alnum(r, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "momo_thanh_toan_env",
    ("ve-online/.env", "backend-<<org>>/.env.production"),
    """# Bán vé online – <<org_cap>>
APP_ENV=production
APP_URL=https://ve.<<dom>>
TZ=Asia/Ho_Chi_Minh

# Ví MoMo (thanh toán vé cổng, vé trọn gói)
MOMO_PARTNER_CODE=MOMO<<pc>>
MOMO_ACCESS_KEY=<<ak>>
MOMO_SECRET_KEY=<<cred>>
MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create
MOMO_IPN_URL=https://ve.<<dom>>/api/momo/ipn
""",
    cred="p:momo",
    syntax="",
    extra=lambda r, s: {
        "pc": alnum(r, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "ak": alnum(r, 16),
    },
)

F.reg(
    "zalo_chat_copy_mat_khau_wifi",
    ("zalo/nhom_van_hanh_<<date>>.txt", "sao_luu/zalo/<<first>>_<<nn>>.txt"),
    """<<name>>  <<time>>
Wifi khu trò chơi cảm giác mạnh mới đổi mật khẩu nha mọi người

<<name>>  <<time>>
Tên: <<org_up>>_NHANVIEN
Mk: <<cred>>

<<name2>>  <<time2>>
Ok anh, em nhận rồi 👍

<<name2>>  <<time3>>
Máy POS quầy vé số 3 vào được rồi ạ

<<name>>  <<time4>>
Đừng gửi cho khách nha
""",
    cred="human",
    syntax="",
)


def _vn_pw(rng, s):
    if rng.random() < 0.5:
        base = pick(rng, ("Rồng", "Sóng", "Phượng", "Đầmsen", "Hoàng", "Sàigòn", "Tếtvui"))
        return f"{base}{rng.randint(2018, 2026)}{rng.choice('!@#*')}"
    w = pick(rng, F.words).capitalize()
    return f"{w}&{rng.randint(100, 9999)}{rng.choice('!@#*')}"


F.reg(
    "ban_giao_html_mat_khau_entities",
    ("tai_lieu/ban_giao_he_thong_<<yy>>.htm", "Documents/<<org>>/BanGiao_<<first>>.html"),
    """<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head>
<meta http-equiv=Content-Type content="text/html; charset=windows-1252">
<title>B&#7842;N GIAO H&#7878; TH&#7888;NG</title>
</head>
<body lang=EN-US>
<p class=MsoTitle>Bi&#234;n b&#7843;n b&#224;n giao h&#7879; th&#7889;ng b&#225;n v&#233;</p>
<p class=MsoNormal>Ng&#432;&#7901;i giao: <<enc_name>> &#8211; Ng&#224;y <<dd>>/<<mm>>/<<year>></p>
<table class=MsoTableGrid border=1>
<tr><td><p class=MsoNormal>M&#225;y ch&#7911; b&#225;n v&#233;</p></td><td><p class=MsoNormal><<ip>></p></td></tr>
<tr><td><p class=MsoNormal>T&#224;i kho&#7843;n</p></td><td><p class=MsoNormal>quantri</p></td></tr>
<tr><td><p class=MsoNormal>M&#7853;t kh&#7849;u</p></td><td><p class=MsoNormal id=mk><<enc>></p></td></tr>
</table>
<p class=MsoNormal>&nbsp;</p>
</body>
</html>
""",
    cred=_vn_pw,
    syntax="",
    extra=lambda r, s: {
        "enc": enc_html_num(str(s["cred"])),
        "enc_name": enc_html_num(str(s["name"])),
    },
    decode=after(r"<p class=MsoNormal id=mk>([^<]+)</p>", un_html),
)

F.reg(
    "zalo_oa_access_token_py",
    ("thong_bao/zalo_oa.py", "scripts/<<org>>/gui_zns.py"),
    '''"""Gửi tin nhắn xác nhận vé qua Zalo Official Account."""

import requests

ZALO_OA_ACCESS_TOKEN = "<<cred>>"
OA_API = "https://openapi.zalo.me/v3.0/oa/message/cs"


def gui(user_id: str, noi_dung: str) -> dict:
    r = requests.post(
        OA_API,
        headers={"access_token": ZALO_OA_ACCESS_TOKEN, "Content-Type": "application/json"},
        json={"recipient": {"user_id": user_id}, "message": {"text": noi_dung}},
        timeout=10,
    )
    return r.json()


if __name__ == "__main__":
    print(gui("<<uid>>", "Cảm ơn quý khách đã đặt vé <<org_cap>>!"))
''',
    cred="p:zalo_oa",
    extra=lambda r, s: {"uid": r.randint(10**17, 10**18 - 1)},
)

F.reg(
    "email_mat_khau_misa_ke_toan",
    ("mail/<<date>>_misa.eml", "HopThuDen/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Tài khoản MISA AMIS kế toán
Date: <<dd>> Jan <<year>> <<time>>:<<sec>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Chào em,

Chị gửi em tài khoản MISA AMIS để nhập hóa đơn doanh thu vé cổng và dịch vụ ăn uống:

Tên đăng nhập: <<user2>>@<<org>>
Mật khẩu: <<cred>>

Em đổi mật khẩu sau khi đăng nhập lần đầu nhé.

Thân,
<<name>>
Phòng Kế toán – <<org_cap>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "dau_ghi_camera_sticker_ocr",
    ("anh_chup/ocr/dau_ghi_<<nn>>.txt", "ky_thuat/<<org>>/nhan_dau_ghi_ocr.txt"),
    """KBVISION
ĐẦU GHI HÌNH IP 32 KÊNH
Model: KX-DAi8232N3   S/N: <<serial>>
------------------------------
IP: <<ip>>   Port: 37777
Tài khoản: admin
Mật khẩu: <<cred>>
------------------------------
Lắp đặt: <<dd>>/<<mm>>/<<year>>  KTV: <<fname2>>
Hotline bảo hành: 1900 <<num>>
""",
    cred="human_x",
    syntax="",
    extra=lambda r, s: {"serial": alnum(r, 15, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")},
)

F.reg(
    "gitlab_ci_mysql_password_yaml",
    ("ve-online/.gitlab-ci.yml", "<<org>>-booking/.gitlab-ci.yml"),
    """stages: [test, deploy]

variables:
  MYSQL_DATABASE: ve_online
  MYSQL_USER: ve_online
  MYSQL_PASSWORD: "<<cred>>"
  MYSQL_ROOT_PASSWORD: "<<cred>>"
  DEPLOY_HOST: <<host>>

test:
  stage: test
  image: php:8.2
  services: [mysql:8.0]
  script:
    - composer install --no-interaction
    - php artisan test

deploy:
  stage: deploy
  only: [main]
  script:
    - ssh deploy@$DEPLOY_HOST "cd /var/www/ve-online && git pull && php artisan migrate --force"
""",
    cred="pw_dq",
)
