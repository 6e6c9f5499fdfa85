# ruff: noqa: E501
"""Family i: a sewing-machine repair shop (sửa máy may) in Hà Nội, Vietnam (Vietnamese)."""

from __future__ import annotations

from hundredtwentyseventh_spec import Fam, dec_qp_after, enc_qp

F = Fam(
    name="maymay_sewingmachine_repair",
    prefix="maymay",
    orgs=("kimkhau", "maymayhongha", "suamaymay", "chiviet"),
    shops=("Sửa Máy May Kim Khâu", "Máy May Hồng Hà", "Điện Máy May Chỉ Việt"),
    tld="com.vn",
    first=(
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Dũng", "dung"),
        ("Thảo", "thao"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
    ),
    words=(
        "maymay",
        "suachua",
        "singer",
        "brother",
        "hanoi",
        "hoankiem",
        "phobo",
        "caphe",
        "hongha",
        "sapa",
        "binhminh",
        "kimkhau",
        "chivang",
        "longbien",
    ),
    pets=("milu", "vang", "mun", "bong", "na"),
    cc="+84",
    places=("Hàng Bông", "Cầu Giấy", "Đống Đa", "Hai Bà Trưng"),
    accented=("máymay", "sửachữa", "kimkhâu", "hồngHà", "chỉvàng", "bìnhminh"),
)

F.reg(
    "zalo_chat_mat_khau_kiotviet",
    ("Zalo/export_<<fa>>_<<n>>.txt", "Documents/Zalo nhóm cửa hàng <<n>>.txt"),
    """Nhóm: Cửa hàng <<shop>>
<<dmy>> <<time>> <<fn>> <<ln>>: Anh ơi mật khẩu KiotViet bán hàng đổi chưa ạ? Em không vào được
<<dmy>> <<t2>> <<fn2>> <<ln2>>: đổi rồi em, tài khoản <<user>>
<<dmy>> <<t2>> <<fn2>> <<ln2>>: mật khẩu <<cred>>
<<dmy>> <<t2>> <<fn>> <<ln>>: Dạ em cảm ơn anh 👍
""",
    "human",
    "",
)

F.reg(
    "momo_partner_secret_java",
    ("src/main/java/vn/<<org>>/pay/MomoConfig.java", "payment-<<n>>/MomoConfig.java"),
    """package vn.<<org>>.pay;

// Thanh toán đặt cọc sửa máy qua ví MoMo
public final class MomoConfig {
    public static final String PARTNER_CODE = "MOMO<<hx>>";
    public static final String ACCESS_KEY = "<<hx>><<n3>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String ENDPOINT = "https://payment.momo.vn/v2/gateway/api/create";
    private MomoConfig() {}
}
""",
    "p:momo",
    "",
)

F.reg(
    "vnpay_hash_secret_properties",
    ("config/vnpay_<<n>>.properties", "WEB-INF/classes/vnpay-<<org>>.properties"),
    """# Cổng VNPAY - website đặt lịch sửa máy may
vnp_Version=2.1.0
vnp_TmnCode=<<org>><<n>>
vnp_HashSecret=<<cred>>
vnp_Url=https://pay.vnpay.vn/vpcpay.html
vnp_ReturnUrl=https://<<dom>>/vnpay_return
""",
    "p:vnpay",
    "",
)

F.reg(
    "esms_vn_api_secret_csharp",
    ("SmsService_<<n>>.cs", "src/<<org>>.Sms/EsmsSettings.cs"),
    """namespace KimKhau.Sms
{
    // eSMS.vn - báo khách máy đã sửa xong
    public static class EsmsSettings
    {
        public const string ApiKey = "<<hx>><<hx>>";
        public const string SecretKey = "<<cred>>";
        public const string Brandname = "<<org>>";
        public const int SmsType = 2;
    }
}
""",
    "HEX:32",
    "",
)

F.reg(
    "kiotviet_retailer_client_secret_env",
    ("kiotviet-sync/.env", "dongbo/<<org>>_<<n>>/.env"),
    """# Đồng bộ tồn kho linh kiện (chân vịt, suốt chỉ, ổ thoi) với KiotViet
KIOTVIET_RETAILER=<<org>>
KIOTVIET_CLIENT_ID=<<rid>>
KIOTVIET_CLIENT_SECRET=<<cred>>
KIOTVIET_BRANCH=<<n3>><<n>>
""",
    "HEX:40",
    "",
)

F.reg(
    "vietnamese_email_quoted_printable_mat_khau",
    ("Thư/<<date>>_ketoan_<<n>>.eml", "mail/Sent/<<ts>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: ketoan.<<la2>>@gmail.com
Subject: =?UTF-8?Q?T=C3=A0i_kho=E1=BA=A3n_MISA?=
Date: Fri, <<d>> Jul <<year>> <<hms>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Ch=C3=A0o ch=E1=BB=8B <<fa2>>,

Em g=E1=BB=ADi t=C3=A0i kho=E1=BA=A3n MISA AMIS c=E1=BB=A7a c=E1=BB=ADa h=C3=A0ng:
T=C3=AAn =C4=91=C4=83ng nh=E1=BA=ADp: <<user>>
M=E1=BA=ADt kh=E1=BA=A9u: <<enc>>

C=E1=BA=A3m =C6=A1n ch=E1=BB=8B.
""",
    lambda rng, f: f.accented_pw(rng),
    "",
    encode=enc_qp,
    decode=dec_qp_after("M=E1=BA=ADt kh=E1=BA=A9u:"),
)

F.reg(
    "misa_sql_connection_app_config",
    ("MISA/<<org>>_App.config", "C:/Program Files/SuaMay/QuanLy<<n>>.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="QuanLySuaChua" connectionString="Data Source=<<lan>>\\MISASME2023;Initial Catalog=SuaMay_<<n>>;User ID=sa;Password=<<cred>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="CuaHang" value="<<place>>" />
  </appSettings>
</configuration>
""",
    "pw_xml",
)

F.reg(
    "ezviz_camera_account_note",
    ("Ghi chú/camera_cua_hang_<<n>>.txt", "notes/ezviz_<<org>>.txt"),
    """camera EZVIZ cửa hàng
tk: <<phone2>>
mk
<<cred>>
(máy ghi hình ở gầm bàn sửa máy)
""",
    "human",
    "",
)
