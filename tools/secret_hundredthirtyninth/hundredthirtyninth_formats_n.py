# ruff: noqa: E501
"""Family n: a Hanoi all-in-one house moving service (chuyển nhà trọn gói), Vietnam: VNPay and
MoMo payments, a Zalo Official Account, eSMS, MISA accounting, FileZilla, warehouse cameras,
and Zalo chats in Vietnamese."""

from __future__ import annotations

import base64
import json
import re

from hundredthirtyninth_spec import VN, alnum, hexs

F = VN


def _vnpay(s) -> str:
    doc = {
        "Logging": {"LogLevel": {"Default": "Information"}},
        "ConnectionStrings": {
            "Default": f"Server={s['ip']};Database=ChuyenNha;User Id=app;Password=__FROM_ENV__;TrustServerCertificate=True"
        },
        "VnPay": {
            "TmnCode": s["tmn"],
            "HashSecret": s["cred"],
            "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
            "Version": "2.1.0",
            "ReturnUrl": f"https://{s['dom']}/thanh-toan/ket-qua",
            "Locale": "vn",
        },
        "AllowedHosts": "*",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "chuyennha_vnpay_appsettings_hash_json",
    ("ChuyenNha.Web/appsettings.Production.json", "<<org>>/src/DatLich.Api/appsettings<<n>>.json"),
    _vnpay,
    "p:vnpay",
    extra=lambda rng, s: {"tmn": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)


def _fz(rng, s):
    return {"b64": base64.b64encode(str(s["cred"]).encode()).decode()}


def _dec_fz(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    if not m:
        raise ValueError("no Pass")
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "chuyennha_filezilla_sitemanager_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "<<org>>/may-van-phong/FileZilla/sitemanager_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
	<Servers>
		<Server>
			<Host><<pub>></Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User><<org>>_web</User>
			<Pass encoding="base64"><<b64>></Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<EncodingType>Auto</EncodingType>
			<BypassProxy>0</BypassProxy>
			<Name>Website <<dom>> (hosting)</Name>
			<SyncBrowsing>0</SyncBrowsing>
			<DirectoryComparison>0</DirectoryComparison>
		</Server>
	</Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=_fz,
    decode=_dec_fz,
)

F.reg(
    "chuyennha_zalo_pc_copied_mat_khau_phan_mem",
    ("Desktop/zalo_<<fa2>>.txt", "<<org>>/ghi-chu/zalo copy <<d>>-<<mo>>.txt"),
    """<<last2>> <<first2>>  <<hh>>:<<mi>>
Anh ơi mật khẩu phần mềm quản lý đơn chuyển nhà đổi rồi ạ? Em đăng nhập không được

<<last>> <<first>>  <<hh>>:<<mi2>>
Tài khoản: <<user>>
Mật khẩu: <<cred>>

<<last>> <<first>>  <<hh>>:<<mi2>>
Đừng gửi cho thợ bốc xếp nhé. Mai 7h có đơn chuyển nhà ở Cầu Giấy, 2 xe tải 2 tấn

<<last2>> <<first2>>  <<hh>>:<<mi2>>
Dạ em vào được rồi ạ 👍
""",
    "human",
)

F.reg(
    "chuyennha_momo_payment_python",
    ("thanhtoan/momo.py", "<<org>>_web/payments/momo_<<n>>.py"),
    '''"""Tạo yêu cầu thanh toán tiền cọc qua ví MoMo (API v2)."""

import hashlib
import hmac
import uuid

import requests

ENDPOINT = "https://payment.momo.vn/v2/gateway/api/create"
PARTNER_CODE = "MOMO<<pc>>"
ACCESS_KEY = "<<ak>>"
SECRET_KEY = "<<cred>>"


def tao_thanh_toan(order_id: str, amount: int, info: str) -> dict:
    request_id = str(uuid.uuid4())
    redirect = "https://<<dom>>/thanh-toan/xong"
    ipn = "https://<<dom>>/api/momo/ipn"
    raw = (
        f"accessKey={ACCESS_KEY}&amount={amount}&extraData=&ipnUrl={ipn}&orderId={order_id}"
        f"&orderInfo={info}&partnerCode={PARTNER_CODE}&redirectUrl={redirect}"
        f"&requestId={request_id}&requestType=captureWallet"
    )
    sig = hmac.new(SECRET_KEY.encode(), raw.encode(), hashlib.sha256).hexdigest()
    body = {"partnerCode": PARTNER_CODE, "requestId": request_id, "amount": amount, "orderId": order_id,
            "orderInfo": info, "redirectUrl": redirect, "ipnUrl": ipn, "requestType": "captureWallet",
            "extraData": "", "lang": "vi", "signature": sig}
    return requests.post(ENDPOINT, json=body, timeout=30).json()
''',
    "p:momo",
    extra=lambda rng, s: {
        "pc": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "ak": alnum(rng, 16),
    },
)

F.reg(
    "chuyennha_zalo_oa_access_token_php",
    ("includes/zalo-oa.php", "<<org>>/wp-content/themes/chuyennha/inc/zalo<<n>>.php"),
    """<?php
// Gửi tin nhắn xác nhận lịch chuyển nhà qua Zalo Official Account
// access token lấy từ developers.zalo.me (hết hạn thì làm mới bằng refresh token)
define('ZALO_OA_ID', '<<oaid>>');
define('ZALO_OA_ACCESS_TOKEN', '<<cred>>');

function zalo_gui_tin($user_id, $noi_dung) {
    $res = wp_remote_post('https://openapi.zalo.me/v3.0/oa/message/cs', [
        'headers' => [
            'access_token' => ZALO_OA_ACCESS_TOKEN,
            'Content-Type' => 'application/json',
        ],
        'body' => wp_json_encode([
            'recipient' => ['user_id' => $user_id],
            'message' => ['text' => $noi_dung],
        ]),
    ]);
    return json_decode(wp_remote_retrieve_body($res), true);
}
""",
    "p:zalo",
    extra=lambda rng, s: {"oaid": str(rng.randint(10**17, 10**18 - 1))},
)

F.reg(
    "chuyennha_kho_camera_rtsp_opencv_python",
    ("camera/ghi_hinh_kho.py", "<<org>>/kho-<<city>>/camera_<<n>>.py"),
    '''"""Chụp ảnh kho hàng gửi (đồ khách gửi tạm) mỗi 10 phút để đối chiếu khi khách lấy đồ."""

import time

import cv2

CAMERAS = {
    "kho_a": "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101",
    "kho_b": "rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201",
}

while True:
    for ten, url in CAMERAS.items():
        cap = cv2.VideoCapture(url)
        ok, frame = cap.read()
        if ok:
            cv2.imwrite(f"anh/{ten}_{int(time.time())}.jpg", frame)
        cap.release()
    time.sleep(600)
''',
    "pw_url",
)

F.reg(
    "chuyennha_email_mat_khau_misa_amis",
    ("Mail/Hop thu den/<<y>><<mo>><<d>> MISA.eml", "<<org>>/ke-toan/email_misa_<<n>>.eml"),
    """From: <<last>> <<first>> <<<email>>>
To: <<last2>> <<first2>> <<<email2>>>
Subject: =?UTF-8?B?VMOgaSBraG/huqNuIE1JU0EgQU1JUyBr4bq/IHRvw6Fu?=
Date: <<d>> Nov <<y>> <<hh>>:<<mi>>:<<ss>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào em <<first2>>,

Anh gửi em tài khoản MISA AMIS kế toán của công ty để em nhập hoá đơn tháng này:

  Địa chỉ: https://amisapp.misa.vn
  Tài khoản: <<email>>
  Mật khẩu: <<cred>>

Nhớ xuất hoá đơn điện tử cho các đơn chuyển nhà trọn gói của khách doanh nghiệp
trước ngày 25. Có gì gọi anh <<phone>>.

Thân,
<<last>> <<first>>
Công ty <<org>> Chuyển Nhà Trọn Gói
""",
    "human",
)

F.reg(
    "chuyennha_esms_api_csharp",
    ("Services/EsmsService.cs", "<<org>>/src/ChuyenNha.Core/Sms/Esms<<n>>.cs"),
    """using System.Net.Http;
using System.Net.Http.Json;
using System.Threading.Tasks;

namespace ChuyenNha.Core.Sms
{
    // Gửi SMS nhắc lịch chuyển nhà (eSMS.vn, brandname)
    public class EsmsService
    {
        private const string ApiKey = "<<ak>>";
        private const string SecretKey = "<<cred>>";
        private const string Brandname = "<<brand>>";
        private readonly HttpClient _http = new HttpClient();

        public Task<HttpResponseMessage> GuiAsync(string phone, string content) =>
            _http.PostAsJsonAsync("https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/", new
            {
                ApiKey, SecretKey, Phone = phone, Content = content, Brandname, SmsType = "2", IsUnicode = "0"
            });
    }
}
""",
    "p:esms",
    extra=lambda rng, s: {"ak": hexs(rng, 32, upper=True), "brand": s["org"][:11].upper()},
)
