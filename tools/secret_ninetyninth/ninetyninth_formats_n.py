"""Family n: a marketplace MVP team in Ho Chi Minh City (Saigon), Vietnam (Vietnamese)."""

from __future__ import annotations

import base64
import json

from ninetyninth_corpus import alnum
from ninetyninth_spec import Fam, b64s, prov

F = Fam(
    name="marketplace_mvp_saigon",
    orgs=("chodientu", "hoasenmart", "benthanhhub"),
    tld="vn",
    first=(
        ("Lan", "lan"),
        ("Quân", "quan"),
        ("Nam", "nam"),
        ("Hà", "ha"),
        ("Tùng", "tung"),
        ("Mai", "mai"),
        ("Khoa", "khoa"),
        ("Trang", "trang"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
        ("Huỳnh", "huynh"),
    ),
    words=(
        "saigon",
        "phobo",
        "banhmi",
        "caphe",
        "hoasen",
        "cholon",
        "benthanh",
        "mekong",
        "xichlo",
        "aodai",
        "nuocmam",
        "dalat",
        "tet",
        "comtam",
        "thuduc",
        "vungtau",
    ),
    pets=("lu", "bong", "mun", "vang", "milu", "na", "bi"),
    cc="84",
    city="TP.HCM",
)


def _docker(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "auths": {
                "registry.gitlab.com": {"auth": b64s(f"{s['duser']}:{s['cred']}")},
                "https://index.docker.io/v1/": {},
            },
            "credsStore": "",
            "currentContext": "default",
        },
        indent="\t",
    )


def _docker_dec(text: str) -> str:
    auth = json.loads(text)["auths"]["registry.gitlab.com"]["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


F.reg(
    "saigon_mvp_docker_config_registry_auth_base64",
    ("home/<<fa>>/.docker/config.json", "ci-runner-<<n>>/.docker/config.json"),
    _docker,
    cred="pw_json",
    extra=lambda r, s: {"duser": f"{s['fa']}{s['la']}"},
    decode=_docker_dec,
)

F.reg(
    "saigon_mvp_zalo_group_copied_mat_khau",
    ("notes/zalo_<<date>>.txt", "copied/zalo_nhom_<<org>>_<<nn>>.txt"),
    """<<ln>> <<fn>> <<t1>> <<d>>/<<mo>>/<<y>>
Mọi người ơi, ai có mật khẩu tài khoản Shopee Seller của shop không ạ?

<<ln2>> <<fn2>> <<t2>> <<d>>/<<mo>>/<<y>>
TK: shop@<<dom>>

<<ln2>> <<fn2>> <<t3>> <<d>>/<<mo>>/<<y>>
MK: <<cred>>

<<ln>> <<fn>> <<t4>> <<d>>/<<mo>>/<<y>>
Cảm ơn anh nhiều 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "saigon_mvp_momo_wallet_secret_go_config",
    ("internal/payment/momo.go", "<<org>>-api/internal/momo/config_<<n>>.go"),
    """package payment

// Ví MoMo - cổng thanh toán (production)
const (
	MomoEndpoint    = "https://payment.momo.vn/v2/gateway/api/create"
	MomoPartnerCode = "MOMO<<pc>>"
	MomoAccessKey   = "<<ak>>"
	MomoSecretKey   = "<<cred>>"
	MomoIpnURL      = "https://api.<<dom>>/payment/momo/ipn"
)
""",
    cred="alnum:32",
    syntax="",
    extra=lambda r, s: {
        "pc": alnum(r, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "ak": alnum(r, 16),
    },
)


def _vnpay(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "ConnectionStrings": {
                "Default": f"Server={s['ip']};Database=market;User Id=market_app;"
            },
            "VnPay": {
                "TmnCode": s["tmn"],
                "HashSecret": s["cred"],
                "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                "ReturnUrl": f"https://{s['dom']}/thanh-toan/ket-qua",
                "Version": "2.1.0",
            },
        },
        indent=2,
    )


F.reg(
    "saigon_mvp_vnpay_hashsecret_appsettings_json",
    ("src/<<org>>.Web/appsettings.json", "market-api-<<n>>/appsettings.Production.json"),
    _vnpay,
    cred=lambda r, s: alnum(r, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    extra=lambda r, s: {"tmn": alnum(r, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "saigon_mvp_prisma_supabase_pooler_env",
    ("<<org>>-web/.env", "apps/market-<<n>>/.env"),
    """# Prisma -> Supabase (Singapore)
DATABASE_URL="postgresql://postgres.<<ref>>:<<cred>>@aws-0-ap-southeast-1.pooler.supabase.com:6543/postgres?pgbouncer=true"
DIRECT_URL="postgresql://postgres.<<ref>>:<<cred>>@aws-0-ap-southeast-1.pooler.supabase.com:5432/postgres"
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
    cred="pw_url",
)

F.reg(
    "saigon_mvp_vietnamese_email_ban_giao_tai_khoan",
    ("mail/ban_giao_<<date>>.eml", "Hộp thư đi/Bàn giao tài khoản <<nn>>.eml"),
    """From: <<ln>> <<fn>> <<<email>>>
To: <<ln2>> <<fn2>> <<<email2>>>
Subject: =?UTF-8?Q?B=C3=A0n_giao_t=C3=A0i_kho=E1=BA=A3n_Google_Play?=
Date: Fri, <<d>> Nov <<y>> <<hh>>:<<mi>>:26 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào <<fn2>>,

Mình nghỉ từ tuần sau nên bàn giao tài khoản Google Play Console cho bạn:

Email: dev@<<dom>>
Mật khẩu: <<cred>>

Mã 2FA đang gửi về số của công ty (<<phone>>). Nhớ đổi mật khẩu sau khi nhận nhé.

Thân,
<<ln>> <<fn>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "saigon_mvp_git_credentials_store_github_pat",
    ("home/<<fa>>/.git-credentials", "build-<<n>>/root/.git-credentials"),
    """https://<<fa>><<la>>:<<cred>>@github.com
https://oauth2:<<gl>>@gitlab.com
""",
    cred=lambda r, s: prov(r, "github"),
    syntax="",
    extra=lambda r, s: {"gl": "glpat-" + alnum(r, 20)},
)

F.reg(
    "saigon_mvp_ghn_shipping_token_php_service",
    ("app/Services/GhnShipping.php", "<<org>>-backend/app/Services/Ghn<<n>>.php"),
    """<?php

namespace App\\Services;

use Illuminate\\Support\\Facades\\Http;

// Giao Hàng Nhanh - tính phí và tạo đơn
class GhnShipping
{
    private const TOKEN = '<<cred>>';
    private const SHOP_ID = <<shop>>;

    public function fee(int $districtId, string $wardCode, int $weight): array
    {
        return Http::withHeaders(['Token' => self::TOKEN, 'ShopId' => self::SHOP_ID])
            ->post('https://online-gateway.ghn.vn/shiip/public-api/v2/shipping-order/fee', [
                'to_district_id' => $districtId, 'to_ward_code' => $wardCode, 'weight' => $weight,
            ])->json();
    }
}
""",
    cred="p:ghn",
    syntax="",
    extra=lambda r, s: {"shop": r.randint(100000, 999999)},
)
