# ruff: noqa: E501
"""Family m: a provincial general hospital near Hanoi (Vietnam): HIS / LIS / PACS, HL7
integration engine, health-insurance portal, digital signing; Vietnamese."""

from __future__ import annotations

from fiftysecond_spec import Fam

F = Fam(
    "benhvien_hl7_hanoi",
    (("songhongmed", "Bệnh viện Đa khoa Sông Hồng"), ("songhongmed", "BVĐK Sông Hồng")),
    "vn",
    ("Minh", "Lan", "Tuấn", "Hương", "Dũng", "Thảo", "Quang", "Ngọc"),
    ("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi"),
    (
        "songhong",
        "hanoi",
        "benhvien",
        "hoasen",
        "saigon",
        "mekong",
        "phongkham",
        "trangan",
        "halong",
        "hoanhkiem",
    ),
    ("Hà Nội", "Hưng Yên", "Bắc Ninh", "Hải Dương"),
    ("minh", "lan", "tuan", "huong", "dung", "thao", "quang", "ngoc"),
    ("nguyen", "tran", "le", "pham", "hoang", "vu", "dang", "bui"),
    "+84",
)

F.reg(
    "benhvien_mirth_properties_database_password",
    ("opt/mirthconnect/conf/mirth.properties", "srv/mirth-<<n>>/conf/mirth.properties"),
    """# Mirth Connect - cổng tích hợp HIS/LIS/PACS
http.port = 8080
https.port = 8443
password.minlength = 8
keystore.path = ${dir.appdata}/keystore.jks
keystore.storetype = JCEKS

database = postgres
database.url = jdbc:postgresql://<<host>>:5432/mirthdb
database.username = mirth
database.password = <<cred>>
database.max-connections = 20
""",
    "pw",
    syntax="",
)

F.reg(
    "benhvien_zalo_chat_copy_mat_khau_his_khoa",
    ("Documents/Zalo_nhom_CNTT_<<n>>.txt", "Desktop/tin_nhan_zalo_<<date>>.txt"),
    """[<<hm>> <<dmys>>] <<first2>>: Anh ơi khoa Nội 2 không vào được HIS, mật khẩu tài khoản dùng chung là gì ạ?
[<<hm>> <<dmys>>] <<last>> <<first>>: tài khoản noi2.dieuduong, mật khẩu <<cred>>
[<<hm>> <<dmys>>] <<last>> <<first>>: em đừng dán lên bảng tin khoa nhé
[<<hm2>> <<dmys>>] <<first2>>: Dạ em cảm ơn anh ạ
""",
    "human",
    syntax="",
)

F.reg(
    "benhvien_bhyt_giamdinh_appsettings_json",
    ("inetpub/BHYTConnector/appsettings.json", "HIS/bhyt_sync_<<n>>/appsettings.json"),
    """{
  "BHYT": {
    "Endpoint": "https://egw.baohiemxahoi.gov.vn",
    "MaCSKCB": "01<<n3>>",
    "Username": "01<<n3>>_BV",
    "Password": "<<cred>>",
    "GuiHoSoLuc": "23:30"
  },
  "ConnectionStrings": {
    "HIS": "Server=<<host>>;Database=HIS;Integrated Security=True"
  }
}
""",
    "pw_json",
)

F.reg(
    "benhvien_lis_nodejs_env_jwt_signing_secret",
    ("lis-api/.env", "srv/lis-gateway-<<n>>/.env"),
    """NODE_ENV=production
PORT=3<<n3>>
HL7_MLLP_PORT=66<<n>>
MONGO_URL=mongodb://<<ip>>:27017/lis
JWT_SECRET=<<cred>>
JWT_EXPIRES=8h
PACS_BASE=http://pacs.<<dom>>/dcm4chee-arc
""",
    "hex:64",
)

F.reg(
    "benhvien_email_mat_khau_vpn_bac_si_truc",
    ("Mail/Inbox/<<n6>>.eml", "thu/vpn_bacsi_<<n>>.eml"),
    """From: Phòng CNTT <cntt@<<dom>>>
To: <<email>>
Subject: Tài khoản VPN đọc phim từ xa
Date: <<date>> <<hm>>:07 +0700
Content-Type: text/plain; charset=UTF-8

Chào bác sĩ <<first>>,

Phòng CNTT đã tạo tài khoản VPN để bác sĩ đọc phim CT/MRI khi trực tại nhà:
Máy chủ: vpn.<<dom>>
Tên đăng nhập: <<user>>
Mật khẩu: <<cred>>

Vui lòng không chia sẻ tài khoản. Mọi truy cập đều được ghi nhật ký.

Trân trọng,
<<last>> <<first2>> – Phòng Công nghệ thông tin
""",
    "human",
)

F.reg(
    "benhvien_smartca_ky_so_java_properties_client_secret",
    ("opt/emr-sign/application.properties", "EMR/kyso_<<n>>/application.properties"),
    """# Ký số bệnh án điện tử (SmartCA)
smartca.base-url=https://gwsca.vnpt.vn/sca/sp769/v1
smartca.client-id=<<hexid>>-bvsh
smartca.client-secret=<<cred>>
smartca.timeout-ms=30000
emr.storage=/data/emr/signed
""",
    "alnum:40",
    syntax="",
)

F.reg(
    "benhvien_tsql_linked_server_addlinkedsrvlogin",
    ("Scripts/SQL/tao_linked_server_LIS_<<n>>.sql", "HIS/db/linked_pacs_<<n>>.sql"),
    """-- Tạo linked server từ HIS sang LIS (<<date>>)
USE [master]
GO
EXEC master.dbo.sp_addlinkedserver @server = N'LIS_SRV', @srvproduct = N'', @provider = N'SQLNCLI11', @datasrc = N'<<ip>>'
GO
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'LIS_SRV', @useself = N'False', @locallogin = NULL, @rmtuser = N'his_link', @rmtpassword = N'<<cred>>'
GO
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "benhvien_hl7_tls_pkcs8_private_key_pem",
    ("opt/mirthconnect/certs/hl7-gateway.key", "etc/ssl/private/lis-<<n>>.<<org>>.key"),
    """<<cred>>
""",
    "rsa8",
    syntax="",
)
