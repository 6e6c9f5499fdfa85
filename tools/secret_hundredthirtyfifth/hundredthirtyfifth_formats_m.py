# ruff: noqa: E501
"""Family m: a Vietnamese trường mầm non tư thục / nhóm trẻ (private preschool and home
toddler group) in Hà Nội: VNPay, MoMo, Zalo OA, eSMS, MISA, Imou cameras, Zalo chats."""

from __future__ import annotations

import json

from hundredthirtyfifth_spec import UDIG, Fam, Slots, alnum, digits, enc_b64, hexs

FAM = Fam(
    "mamnon_tuthuc_nhomtre",
    orgs=("hoasen", "bupbe", "ongnon", "cauvong"),
    tld="edu.vn",
    first=(
        "Ngọc Anh",
        "Thu Hà",
        "Thanh Hương",
        "Minh Thư",
        "Phương Linh",
        "Thu Trang",
        "Hồng Nhung",
        "Lan Anh",
        "Bích Ngọc",
        "Thúy Hằng",
        "Mai Anh",
        "Hải Yến",
        "Kim Oanh",
        "Thùy Dung",
    ),
    first_latin=(
        "Ngocanh",
        "Thuha",
        "Thanhhuong",
        "Minhthu",
        "Phuonglinh",
        "Thutrang",
        "Hongnhung",
        "Lananh",
        "Bichngoc",
        "Thuyhang",
        "Maianh",
        "Haiyen",
        "Kimoanh",
        "Thuydung",
    ),
    last=("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ", "Ngô", "Dương", "Lý"),
    last_latin=(
        "Nguyen",
        "Tran",
        "Le",
        "Pham",
        "Hoang",
        "Vu",
        "Dang",
        "Bui",
        "Do",
        "Ngo",
        "Duong",
        "Ly",
    ),
    words=(
        "hoasen",
        "bupbe",
        "ongnon",
        "mamnon",
        "beyeu",
        "hanoi",
        "hoaphuong",
        "concoc",
        "thotrang",
        "meocon",
        "bongbong",
        "cauvong",
        "vietnam",
        "trungthu",
        "banhchung",
        "hoamai",
        "sensen",
        "kemdau",
    ),
    pets=("milu", "bong", "miu", "vang", "cun", "lulu", "mit", "ki"),
    months=(
        "thangmot",
        "thanghai",
        "thangba",
        "thangtu",
        "thangnam",
        "thangsau",
        "thangbay",
        "thangtam",
        "thangchin",
        "thangmuoi",
        "tet",
        "trungthu",
    ),
    phone="+84 9# ### ## ##",
    city=("Cầu Giấy", "Đống Đa", "Hai Bà Trưng", "Thanh Xuân", "Long Biên"),
)
reg = FAM.reg


def vnpay_json(s: Slots) -> str:
    obj = {
        "Logging": {"LogLevel": {"Default": "Information"}},
        "ConnectionStrings": {
            "MamNon": "Server=localhost;Database=mamnon;Uid=mamnon;Pwd=${DB_PASSWORD};"
        },
        "VnPay": {
            "TmnCode": s["tmn"],
            "HashSecret": s["cred"],
            "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
            "ReturnUrl": f"https://{s['dom']}/hoc-phi/ket-qua",
            "Version": "2.1.0",
            "Locale": "vn",
            "CurrCode": "VND",
        },
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


reg(
    "mamnon_vnpay_hashsecret_appsettings_json",
    ("HocPhi.Web/appsettings.Production.json", "src/<<org>>/appsettings.json"),
    vnpay_json,
    "p:vnpay",
    extra=lambda rng, s: {"tmn": alnum(rng, 8, UDIG)},
)

reg(
    "mamnon_momo_partner_secret_python",
    ("thanh_toan/<<org>>/momo.py", "hocphi/momo_<<year>>.py"),
    '''"""Thu học phí qua ví MoMo (trường mầm non <<org>>)."""

import hashlib
import hmac
import uuid

import requests

MOMO = {
    "partnerCode": "<<pc>>",
    "accessKey": "<<ak>>",
    "secretKey": "<<cred>>",
    "endpoint": "https://payment.momo.vn/v2/gateway/api/create",
}


def tao_thanh_toan(order_id: str, so_tien: int, noi_dung: str) -> dict:
    request_id = str(uuid.uuid4())
    redirect = "https://<<dom>>/hoc-phi/ket-qua"
    ipn = "https://<<dom>>/api/momo/ipn"
    raw = (
        f"accessKey={MOMO['accessKey']}&amount={so_tien}&extraData=&ipnUrl={ipn}&orderId={order_id}"
        f"&orderInfo={noi_dung}&partnerCode={MOMO['partnerCode']}&redirectUrl={redirect}"
        f"&requestId={request_id}&requestType=captureWallet"
    )
    sig = hmac.new(MOMO["secretKey"].encode(), raw.encode(), hashlib.sha256).hexdigest()
    body = {
        "partnerCode": MOMO["partnerCode"],
        "requestId": request_id,
        "amount": so_tien,
        "orderId": order_id,
        "orderInfo": noi_dung,
        "redirectUrl": redirect,
        "ipnUrl": ipn,
        "requestType": "captureWallet",
        "extraData": "",
        "lang": "vi",
        "signature": sig,
    }
    return requests.post(MOMO["endpoint"], json=body, timeout=30).json()
''',
    "alnum:32",
    extra=lambda rng, s: {"pc": "MOMO" + alnum(rng, 10, UDIG), "ak": alnum(rng, 16)},
)

reg(
    "mamnon_zalo_oa_zns_hocphi_php",
    ("zalo/<<org>>/gui_thong_bao.php", "wp-content/plugins/<<org>>-zalo/zns.php"),
    """<?php
// Gửi thông báo học phí cho phụ huynh qua Zalo OA (ZNS)
$accessToken = '<<cred>>';
$templateId  = '<<tpl>>';

function gui_zns($phone, $tenBe, $soTien, $thang) {
    global $accessToken, $templateId;
    $body = json_encode([
        'phone' => $phone,
        'template_id' => $templateId,
        'template_data' => ['ten_be' => $tenBe, 'so_tien' => $soTien, 'thang' => $thang],
    ]);
    $ch = curl_init('https://business.openapi.zalo.me/message/template');
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json', 'access_token: ' . $accessToken]);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $body);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    "p:zalo",
    extra=lambda rng, s: {"tpl": digits(rng, 6)},
)

reg(
    "mamnon_zalo_nhom_phuhuynh_mat_khau_camera",
    ("zalo/<<org>>/nhom_lop_mam_<<n>>.txt", "sao-luu/Zalo - Phụ huynh lớp Chồi <<n>>.txt"),
    """[<<hh>>:<<mi>> <<d>>/<<mo>>/<<year>>] Cô <<first>>: Các phụ huynh lớp Mầm cập nhật lại mật khẩu xem camera giúp cô nhé ạ
[<<hh>>:<<mi2>> <<d>>/<<mo>>/<<year>>] Mẹ bé <<kid>>: Dạ cô gửi lại tài khoản giúp em ạ
[<<hh>>:<<mi2>> <<d>>/<<mo>>/<<year>>] Cô <<first>>: Tài khoản: <<org>>.phuhuynh
[<<hh>>:<<mi2>> <<d>>/<<mo>>/<<year>>] Cô <<first>>: Mật khẩu: <<cred>>
[<<hh>>:<<mi3>> <<d>>/<<mo>>/<<year>>] Mẹ bé <<kid>>: Em cảm ơn cô ạ 🙏
[<<hh>>:<<mi3>> <<d>>/<<mo>>/<<year>>] Cô <<first>>: Các bố mẹ không chia sẻ ra ngoài nhóm nhé
""",
)

reg(
    "mamnon_email_ke_toan_mat_khau_misa",
    ("thu/<<org>>/Tai khoan MISA.eml", "hop-thu/ketoan_<<nnn>>.eml"),
    """From: <<fa2>> <<la2>> <ketoan@<<dom>>>
To: <<email>>
Subject: =?utf-8?b?<<subj>>?=
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Chào chị <<first>>,

Em gửi chị tài khoản đăng nhập MISA AMIS Kế toán của trường để chị duyệt chứng từ học phí tháng <<mo>>:

Tên đăng nhập: <<user>>@<<dom>>
Mật khẩu: <<cred>>

Chị đăng nhập xong thì đổi mật khẩu giúp em nhé.
Em cảm ơn chị!
<<first2>>
""",
    extra=lambda rng, s: {"subj": enc_b64("Tài khoản MISA AMIS")},
)

reg(
    "mamnon_esms_brandname_otp_js",
    ("server/<<org>>/esms.js", "api-phuhuynh/src/sms-<<n>>.js"),
    """// Gửi SMS brandname cho phụ huynh (eSMS.vn)
const axios = require("axios");

const ESMS_API_KEY = "<<ak>>";
const ESMS_SECRET_KEY = "<<cred>>";
const BRANDNAME = "<<brand>>";

async function guiSms(phone, noiDung) {
  const { data } = await axios.post(
    "https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/",
    {
      ApiKey: ESMS_API_KEY,
      SecretKey: ESMS_SECRET_KEY,
      Phone: phone,
      Content: noiDung,
      Brandname: BRANDNAME,
      SmsType: "2",
    }
  );
  return data;
}

module.exports = { guiSms };
""",
    "HEX:32",
    extra=lambda rng, s: {"ak": hexs(rng, 32, upper=True), "brand": s["org"].upper()},
)

reg(
    "mamnon_so_tay_camera_imou_ocr",
    ("scan/<<org>>/so_tay_trang_<<nn>>.txt", "ocr/IMG_<<year>><<mo>><<d>>_<<nnn>>.txt"),
    """Camera lớp Chồi + lớp Lá (Imou)
Tài khoản: <<email>>
Mật khẩu: <<cred>>
Mã an toàn thiết bị: <<code>>
Đầu ghi: phòng hiệu trưởng, tủ số <<n>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"code": alnum(rng, 8, UDIG)},
)

reg(
    "mamnon_phan_mem_diem_danh_compose_yaml",
    ("diem-danh/docker-compose.yml", "deploy/<<org>>/docker-compose.yml"),
    """services:
  mysql:
    image: mysql:8.0
    restart: always
    environment:
      MYSQL_DATABASE: diemdanh
      MYSQL_USER: diemdanh
      MYSQL_PASSWORD: '<<cred>>'
      MYSQL_ROOT_PASSWORD: '<<root>>'
      TZ: Asia/Ho_Chi_Minh
    volumes:
      - mysql_data:/var/lib/mysql
  api:
    image: registry.<<dom>>/diemdanh-api:1.<<n>>
    restart: always
    environment:
      DB_URL: mysql://diemdanh@mysql:3306/diemdanh
      DB_PASS: '<<cred>>'
    ports:
      - "8080:8080"
volumes:
  mysql_data:
""",
    "pw_sq",
    extra=lambda rng, s: {"root": alnum(rng, 20)},
)
