# ruff: noqa: E501
"""Family k: an online bookshop in Ho Chi Minh City, Vietnam (Vietnamese; VNPay, MoMo,
Giao Hàng Nhanh, Sapo, Zalo chats, MySQL backups, warehouse sheets)."""

from __future__ import annotations

from hundredsixth_spec import Fam, alnum, hexs, reg

F = Fam(
    name="nhasach_truc_tuyen_sachhay",
    orgs=("sachmoi", "tiemsachnho", "sachhaymoingay"),
    tld="vn",
    first=(
        ("An", "an"),
        ("Linh", "linh"),
        ("Minh", "minh"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Thảo", "thao"),
        ("Dũng", "dung"),
        ("Mai", "mai"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Võ", "vo"),
    ),
    words=(
        "sach",
        "hoasen",
        "caphe",
        "banhmi",
        "mekong",
        "aodai",
        "hoalan",
        "bienxanh",
        "tuoitho",
        "muaxuan",
        "trangsang",
        "conmeo",
        "lacviet",
        "dongnai",
        "songhuong",
    ),
    pets=("milu", "vang", "bong", "cun", "meomeo", "na"),
    seasons=("tet", "trungthu", "muaxuan", "muaha", "muathu", "muadong"),
    cc="84",
)

reg(
    F,
    "nhasach_vnpay_config_php_hash_secret",
    ("vnpay_php/config.php", "public_html/<<org>>/thanhtoan/vnpay_<<n>>.php"),
    """<?php
date_default_timezone_set('Asia/Ho_Chi_Minh');
$vnp_TmnCode = "<<tmn>>"; // Mã định danh merchant
$vnp_HashSecret = "<<cred>>"; // Chuỗi bí mật
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
$vnp_Returnurl = "https://<<dom>>/vnpay_return.php";
$apiUrl = "https://pay.vnpay.vn/merchant_webapi/api/transaction";
""",
    "p:vnpay",
    syntax="",
    extra=lambda r, s: {"tmn": alnum(r, 8).upper()},
)

reg(
    F,
    "nhasach_momo_payment_node_secret_key",
    ("server/momo.js", "api/<<org>>-momo-<<n>>.js"),
    """// Thanh toán MoMo cho đơn sách
const crypto = require('crypto');

const partnerCode = 'MOMO<<tmn>>';
const accessKey = '<<ak>>';
const secretKey = '<<cred>>';

function sign(raw) {
  return crypto.createHmac('sha256', secretKey).update(raw).digest('hex');
}

module.exports = { partnerCode, accessKey, sign };
""",
    "p:momo",
    syntax="",
    extra=lambda r, s: {"tmn": alnum(r, 8).upper(), "ak": alnum(r, 16)},
)

reg(
    F,
    "nhasach_zalo_chat_copied_mat_khau_sapo",
    ("ghichu/zalo_<<date>>.txt", "copy/zalo-<<fa>>-<<n>>.txt"),
    """<<first2>> <<hh>>:<<mi>>
Chị ơi em quên mật khẩu Sapo rồi, đơn Shopee đang dồn 😭
<<first>> <<last>> <<hh>>:<<mi>>
tk: <<email>>
mk: <<cred>>
<<first2>> <<hh>>:<<mi>>
dạ em cảm ơn chị
""",
    "human",
    syntax="",
)

reg(
    F,
    "nhasach_ghn_giao_hang_nhanh_dotenv_token",
    ("shipping/.env", "srv/<<org>>/ghn/.env"),
    """GHN_API=https://online-gateway.ghn.vn/shiip/public-api
GHN_TOKEN=<<cred>>
GHN_SHOP_ID=<<nnn>><<nnn>><<n>>
KHO_DISTRICT_ID=14<<n>>
""",
    "uuid",
    syntax="",
)

reg(
    F,
    "nhasach_sapo_private_app_yaml_api_password",
    ("config/sapo.yml", "deploy/<<org>>/sapo-<<n>>.yml"),
    """sapo:
  store: <<org>>.mysapo.net
  api_key: "<<ak>>"
  api_password: "<<cred>>"
  webhook_url: https://<<dom>>/hooks/sapo
  sync_interval_minutes: 15
""",
    "p:sapo",
    extra=lambda r, s: {"ak": hexs(r, 32)},
)

reg(
    F,
    "nhasach_vietnamese_email_mat_khau_nha_phat_hanh",
    ("mail/da-gui/<<date>>-nph.eml", "Gmail/<<fa>>/Sent/<<nnn>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: kinhdoanh@nhaphathanh<<n>>.vn
Subject: Tài khoản đặt hàng trên cổng nhà phát hành
Date: Fri, <<d>> May <<y>> <<hh>>:<<mi>>:00 +0700
Content-Type: text/plain; charset=utf-8

Chào anh/chị,

Bên em gửi lại thông tin đăng nhập cổng đặt hàng để anh/chị kiểm tra đơn tháng này:

Tên đăng nhập: <<org>>_<<n>>
Mật khẩu: <<cred>>

Cảm ơn anh/chị,
<<first>> - Nhà sách <<orgc>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "nhasach_mysql_backup_sh_mysqldump_inline_password",
    ("scripts/backup_db.sh", "root/saoluu-<<org>>-<<n>>.sh"),
    """#!/bin/bash
# Sao lưu CSDL nhà sách mỗi đêm
NGAY=$(date +%Y%m%d)
mysqldump -u sach_backup -p'<<cred>>' --single-transaction <<org>>_shop | gzip > /backup/shop_$NGAY.sql.gz
find /backup -name 'shop_*.sql.gz' -mtime +14 -delete
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "nhasach_kho_tsv_tai_khoan_mat_khau",
    ("kho/tai_khoan_<<m>>.tsv", "Downloads/<<org>>-kho-<<n>>.tsv"),
    """nền tảng\ttài khoản\tmật khẩu\tghi chú
Shopee\t<<org>>.official\t<<cred>>\tshop chính
Tiki\t<<email>>\t(xem sổ)\t
""",
    "human_x",
    syntax="",
)
