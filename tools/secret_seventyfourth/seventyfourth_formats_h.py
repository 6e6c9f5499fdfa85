# ruff: noqa: E501
"""Family h: a pangasius (cá tra) fillet processing plant in the Mekong delta, Vietnam
(Vietnamese, with Chinese-speaking buyers)."""

from __future__ import annotations

from seventyfourth_spec import Fam, dec_url_userinfo, enc_url, pick

MEKONG = Fam(
    name="mekong_pangasius_fillet_plant",
    orgs=("camautra", "songhaufish", "haugiangseafood"),
    tld="com.vn",
    first=(
        ("Hùng", "hung"),
        ("Lan", "lan"),
        ("Minh", "minh"),
        ("Thảo", "thao"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Dũng", "dung"),
        ("Ngọc", "ngoc"),
        ("Phúc", "phuc"),
        ("Trang", "trang"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Huỳnh", "huynh"),
        ("Võ", "vo"),
        ("Đặng", "dang"),
        ("Bùi", "bui"),
    ),
    words=(
        "catra",
        "basa",
        "mekong",
        "cantho",
        "songhau",
        "dongthap",
        "angiang",
        "phile",
        "xuatkhau",
        "hoasen",
        "mientay",
        "bentre",
        "chaudoc",
        "saigon",
        "camau",
        "longxuyen",
        "vietnam",
        "sadec",
    ),
    pets=("Muc", "Vang", "Bong", "Ki", "Milo"),
    cc="+84",
    vessels=("Ghe Cá 01", "Sà lan Hậu Giang", "Ghe đục Minh Phát", "Tàu cá An Phú"),
    places=("Cần Thơ", "Long Xuyên", "Sa Đéc", "Châu Đốc", "Vĩnh Long"),
)
F = MEKONG.reg

F(
    "pangasius_vietnamese_zalo_mat_khau_kho_lanh",
    ("Zalo/chat_<<fa2>>_<<ymd>>.txt", "Documents/zalo_kholanh_<<n>>.txt"),
    """<<fn2>> <<ln2>> <<time>> <<dmy>>
Anh ơi, phần mềm theo dõi nhiệt độ kho lạnh số 2 bị đăng xuất rồi, mật khẩu là gì ạ?

<<fn>> <<ln>> <<time2>> <<dmy>>
Tài khoản: <<user>>
Mật khẩu: <<cred>>

<<fn>> <<ln>> <<time2>> <<dmy>>
Nhớ kiểm tra lô phi lê xuất đi Trung Quốc, nhiệt độ phải dưới -18 độ nha

<<fn2>> <<ln2>> <<time2>> <<dmy>>
Dạ em cảm ơn anh 👍
""",
    cred="human",
)

F(
    "pangasius_wechat_chinese_buyer_mima_qc_portal",
    ("WeChat/导出/<<fa>>_<<ymd>>.txt", "Documents/wechat_buyer_<<n>>.txt"),
    """<<date>> <<time>> 王经理 (广州)
<<fn>>你好，我们的质检平台已经给你们开了账号，明天上传这批巴沙鱼片的检测报告

<<date>> <<time>> 王经理 (广州)
账号：<<email>>
密码：<<cred>>

<<date>> <<time2>> <<fn>> <<ln>>
好的，谢谢王经理。Cảm ơn anh!

<<date>> <<time2>> 王经理 (广州)
登录后请修改密码
""",
    cred="human",
)

F(
    "pangasius_vnpay_hash_secret_appsettings_json",
    ("WebShop/appsettings.Production.json", "src/<<orgc>>.Sales/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "VnPay": {
    "TmnCode": "<<serial>>",
    "HashSecret": "<<cred>>",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "ReturnUrl": "https://shop.<<dom>>/thanh-toan/ket-qua",
    "Version": "2.1.0",
    "Locale": "vn"
  },
  "AllowedHosts": "*"
}
""",
    cred="p:vnpay_hash",
)

F(
    "pangasius_momo_ipn_secret_java",
    ("src/main/java/vn/<<org>>/pay/MomoConfig.java", "backend/momo/MomoConfig.java"),
    """package vn.ctra.pay;

/** Cấu hình ví MoMo - bán lẻ cá tra phi lê đông lạnh qua website. */
public final class MomoConfig {
    public static final String PARTNER_CODE = "MOMO<<serial>>";
    public static final String ACCESS_KEY = "<<hex8>><<n4>>";
    public static final String SECRET_KEY = "<<cred>>";
    public static final String ENDPOINT = "https://payment.momo.vn/v2/gateway/api/create";
    public static final String IPN_URL = "https://shop.<<dom>>/momo/ipn";

    private MomoConfig() {}
}
""",
    cred="p:momo_secret",
    syntax="",
)

F(
    "pangasius_cold_chain_telegraf_influx_conf",
    ("etc/telegraf/telegraf.conf", "kholanh/<<org>>/telegraf.d/influx.conf"),
    """# Kho lạnh 1-4 và băng chuyền IQF: Modbus TCP -> InfluxDB v2
[agent]
  interval = "30s"
  hostname = "kholanh-gw"

[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "coldchain"

[[inputs.modbus]]
  name = "kho_lanh"
  controller = "tcp://<<lan>>:502"
  slave_id = 1
  holding_registers = [
    { name = "kho1_temp", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [0] },
  ]
""",
    cred="p:influx",
    syntax="toml",
)

F(
    "pangasius_marel_innova_invoke_sqlcmd_ps1",
    ("scripts/innova_daily_yield.ps1", "C/Scripts/BaoCaoNangSuat_<<n>>.ps1"),
    """# Báo cáo năng suất phi lê hằng ngày từ Marel Innova (SQL Server)
$server = "<<ip>>\\INNOVA"
$query = "SELECT line, SUM(weight_kg) FROM dbo.pack_log WHERE pack_date = CAST(GETDATE() AS date) GROUP BY line"
$rows = Invoke-Sqlcmd -ServerInstance $server -Database "Innova" -Username "innova_report" -Password '<<cred>>' -Query $query
$rows | Export-Csv -Path "\\\\<<lan>>\\baocao\\nangsuat_$(Get-Date -Format yyyyMMdd).csv" -NoTypeInformation -Encoding UTF8
""",
    cred="pw_sq",
    syntax="",
)

_VN = ("CáTra", "MêKông", "CầnThơ", "XuấtKhẩu", "HậuGiang", "PhiLê", "SôngHậu", "ĐồngTháp")


def _vn_pw(rng, s):
    return f"{pick(rng, _VN)}{rng.randint(1975, 2026)}{pick(rng, '@!#')}"


def _url_env(s):
    enc = enc_url(s["cred"])
    return f"""# Đồng bộ hồ sơ xuất khẩu (C/O, phiếu kiểm nghiệm NAFIQAD) lên máy chủ hãng tàu / forwarder
DOCS_SYNC_URL=sftp://{s["user"]}:{enc}@docs.{s["dom"]}:22/export/{s["y"]}
DOCS_LOCAL_DIR=/srv/hoso_xuatkhau
SYNC_CRON="*/30 * * * *"
NOTIFY_ZALO_OA={s["n4"]}{s["n4"]}
"""


F(
    "pangasius_export_docs_sync_url_percent_encoded",
    ("hoso-sync/.env", "opt/<<org>>/export-docs/.env"),
    _url_env,
    cred=_vn_pw,
    syntax="",
    decode=dec_url_userinfo("sftp"),
)

F(
    "pangasius_haccp_sensor_logins_tsv_tai_khoan",
    ("HACCP/tai_khoan_thiet_bi_<<y>>.tsv", "QA/danh_sach_tai_khoan_<<n>>.tsv"),
    """Thiết bị\tVị trí\tTài khoản\tMật khẩu\tGhi chú
Testo Saveris 2\tKho lạnh 2\t<<user>>\t<<cred>>\tQA giữ
Camera Hikvision\tCổng bến ghe\tadmin\t(hỏi anh <<fn2>>)\t
Máy dò kim loại\tLine 3\t-\t-\t
""",
    cred="human_x",
)
