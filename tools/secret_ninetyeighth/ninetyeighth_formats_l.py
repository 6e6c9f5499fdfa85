"""Family l: a student hackathon team in Ho Chi Minh City, Vietnam (Vietnamese)."""
# ruff: noqa: E501

from __future__ import annotations

from ninetyeighth_spec import Fam, ipynb

F = Fam(
    name="nhomhack_hackathon_team_saigon",
    key="nhomhack",
    orgs=("nhomsang", "bachkhoahack", "saigoncode", "lotus", "banhmibyte"),
    tld="edu.vn",
    first=(
        ("Minh", "minh"),
        ("Linh", "linh"),
        ("Quân", "quan"),
        ("Thảo", "thao"),
        ("Huy", "huy"),
        ("Trang", "trang"),
        ("Khoa", "khoa"),
        ("Ngọc", "ngoc"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
    ),
    words=(
        "banhmi",
        "caphe",
        "phosaigon",
        "hackathon",
        "chiendau",
        "sinhvien",
        "bachkhoa",
        "trasua",
        "xemay",
        "lotus",
        "hoaphuong",
        "muaxuan",
        "tet",
        "codedao",
        "bunbo",
    ),
    pets=("milo", "cun", "bong", "mit", "lu", "na"),
    cc="+84",
    places=("Thủ Đức", "Quận 10", "Quận 1", "Bình Thạnh"),
)

F.reg(
    "zalo_copied_group_mat_khau",
    ("Documents/zalo_nhom_<<n>>.txt", "Downloads/zalo-<<org>>-<<date>>.txt"),
    """Nhóm "<<org>> – Hackathon <<year>>"

<<fn>> <<ln>> <<time>>
Tài khoản Devpost chung của team nè, ai submit thì dùng nha

<<fn>> <<ln>> <<time>>
email: team.<<org>>@gmail.com
mật khẩu: <<cred>>

<<fn2>> <<ln2>> <<time>>
ok anh, em submit video lúc 11h
""",
    cred="human",
    syntax="",
)

F.reg(
    "streamlit_secrets_toml_openai",
    (".streamlit/secrets.toml", "demo-<<org>>-<<n>>/.streamlit/secrets.toml"),
    """# demo app cho vòng chung kết
OPENAI_API_KEY = "<<cred>>"
MODEL = "gpt-4o-mini"

[postgres]
host = "<<host>>"
port = 5432
dbname = "demo"
user = "demo"
""",
    cred="p:openai",
)

F.reg(
    "momo_ipn_signature_java",
    (
        "backend/src/main/java/vn/<<org>>/pay/MomoConfig.java",
        "app-<<n>>/src/main/java/vn/<<org>>/MomoConfig.java",
    ),
    """package vn.<<org>>.pay;

public final class MomoConfig {
    // TODO: chuyển sang biến môi trường sau hackathon
    public static final String PARTNER_CODE = "MOMO<<pc>>";
    public static final String ACCESS_KEY = "<<ak>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String ENDPOINT = "https://payment.momo.vn/v2/gateway/api/create";

    private MomoConfig() {}
}
""",
    cred="p:momo",
    syntax="",
    extra=lambda rng, s: {
        "pc": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10)),
        "ak": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(16)
        ),
    },
)

F.reg(
    "vnpay_hash_secret_properties",
    (
        "backend/src/main/resources/application.properties",
        "api-<<org>>-<<n>>/src/main/resources/application-prod.properties",
    ),
    """spring.application.name=<<org>>-api
server.port=8080
spring.datasource.url=jdbc:mysql://<<host>>:3306/hackathon
spring.datasource.username=hack
vnpay.tmn-code=<<tmn>>
vnpay.hash-secret=<<cred>>
vnpay.pay-url=https://pay.vnpay.vn/vpcpay.html
vnpay.return-url=https://<<dom>>/payment/return
""",
    cred="p:vnpay",
    syntax="",
    extra=lambda rng, s: {
        "tmn": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8))
    },
)

F.reg(
    "ngrok_yml_authtoken_demo",
    ("home/<<fa>>/.config/ngrok/ngrok.yml", "demo-<<n>>/ngrok.yml"),
    """version: "2"
authtoken: <<cred>>
tunnels:
  api:
    proto: http
    addr: 8000
  web:
    proto: http
    addr: 3000
""",
    cred="p:ngrok",
)

F.reg(
    "email_vietnamese_cloud_credits_account",
    ("Mail/Hộp thư đến/credits_<<n>>.eml", "mail/<<date>>-tai-khoan.eml"),
    """From: <<ln>> <<fn>> <<<email>>>
To: <<ln2>> <<fn2>> <<<email2>>>
Subject: =?UTF-8?B?VMOgaSBraG/huqNuIGNsb3VkIGNobyBoYWNrYXRob24=?=
Date: Sat, <<day>> Sep <<year>> <<time>>:10 +0700
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào <<fn2>>,

Ban tổ chức gửi tài khoản cloud (có credit 300$) cho đội mình. Em đăng nhập rồi tạo VM GPU giúp anh nhé:

Tên đăng nhập: <<org>>-team<<n>>
Mật khẩu: <<cred>>

Nhớ tắt VM sau 2h sáng để khỏi hết credit.

Thân,
<<fn>>
""",
    cred="human",
    syntax="",
)


def _colab(s: dict) -> str:
    return ipynb(
        [
            ("markdown", "# Thử nghiệm Gemini cho app tóm tắt bài giảng", None),
            (
                "code",
                f'import google.generativeai as genai\ngenai.configure(api_key="{s["cred"]}")\nmodel = genai.GenerativeModel("gemini-1.5-flash")',
                None,
            ),
            (
                "code",
                'print(model.generate_content("Tóm tắt: Giải tích 1, chương 3").text[:80])',
                "Chương 3 giới thiệu đạo hàm và các quy tắc tính đạo hàm...",
            ),
        ]
    )


F.reg(
    "colab_ipynb_gemini_api_key",
    ("notebooks/gemini_tomtat_<<n>>.ipynb", "Colab Notebooks/<<org>>_demo_<<date>>.ipynb"),
    _colab,
    cred="p:google",
    syntax="json",
)

F.reg(
    "fastapi_mongodb_srv_uri",
    ("api/app/db_<<n>>.py", "<<org>>-api/app/database.py"),
    """from motor.motor_asyncio import AsyncIOMotorClient

MONGO_URL = "mongodb+srv://hackteam:<<cred>>@cluster0.<<hex8>>.mongodb.net/?retryWrites=true&w=majority"

client = AsyncIOMotorClient(MONGO_URL)
db = client["<<org>>"]
""",
    cred="pw_url",
)
