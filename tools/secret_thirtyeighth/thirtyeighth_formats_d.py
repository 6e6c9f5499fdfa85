# ruff: noqa: E501
"""Family d: a nuoc mam (anchovy fish sauce) fermentation house on Phu Quoc (Vietnamese)."""

from __future__ import annotations

from thirtyeighth_spec import after, dec_json_u, draw, enc_json_u, human, reg

FAM = "nuocmam_anchovy_fishsauce_phuquoc"
ORGS = ("phuhai-nuocmam",)
W = ("nuocmam", "camcom", "phuquoc", "duongdong", "thungla", "nhi", "muoi", "ca", "bien",
     "ham", "anchovy", "thung", "gohau", "ongba", "hoa", "lan", "tuan", "bao", "mai", "ngoc")  # fmt: skip
W_VI = ("Nước", "Mắm", "Cá", "Cơm", "Biển", "Đảo", "Thùng", "Muối", "Hương", "Ngọc", "Đức")


def _vi_pw(rng):
    while True:
        a, b = rng.sample(W_VI, 2)
        s = rng.choice((f"{a}{b}@{rng.randint(1970, 2024)}", f"{a}{b.lower()}{rng.randint(10, 99)}!",
                        f"{a}.{b}#{rng.randint(100, 999)}", f"{b}{a.lower()}{rng.randint(1000, 9999)}"))  # fmt: skip
        if len(s) >= 9:
            return s


def _dec_zalo(text: str) -> str:
    return dec_json_u(after(r'"content": "mk: ([^"]*)"', text))


reg(
    FAM,
    "nuocmam_zalo_chat_export_json_unicode_escaped",
    ("zalo_backup/nhom_xuong_mam_<<n>>.json", "export/zalo_<<date>>.json"),
    """{
  "group": "X\\u01b0\\u1edfng m\\u1eafm <<orgt>>",
  "exported_at": "<<date>>T<<time>>:00+07:00",
  "messages": [
    {"from": "Ch\\u1ecb Lan (k\\u1ebf to\\u00e1n)", "ts": <<epoch>>, "content": "Anh Tu\\u1ea5n \\u01a1i, m\\u1eadt kh\\u1ea9u email xu\\u1ea5t kh\\u1ea9u l\\u00e0 g\\u00ec \\u1ea1?"},
    {"from": "Anh Tu\\u1ea5n", "ts": <<epoch>>, "content": "mk: <<enc>>"},
    {"from": "Ch\\u1ecb Lan (k\\u1ebf to\\u00e1n)", "ts": <<epoch>>, "content": "d\\u1ea1 em c\\u1ea3m \\u01a1n"},
    {"from": "Anh Tu\\u1ea5n", "ts": <<epoch>>, "content": "th\\u00f9ng s\\u1ed1 <<n>> \\u0111\\u1ee7 40 \\u0111\\u1ed9 \\u0111\\u1ea1m r\\u1ed3i, mai r\\u00fat"}
  ]
}
""",
    _vi_pw,
    decode=_dec_zalo,
    encode=enc_json_u,
    orgs=ORGS,
)

reg(
    FAM,
    "nuocmam_brine_tank_modbus_gateway_toml",
    ("gateway/config.toml", "opt/thung-<<n>>/gateway.toml", "etc/modbus2mqtt/<<org>>.toml"),
    """# Cổng Modbus -> MQTT cho cảm biến nhiệt độ / độ mặn thùng ủ cá cơm
[modbus]
port = "/dev/ttyUSB0"
baudrate = 9600
slaves = [1, 2, 3, 4]

[mqtt]
host = "mqtt.<<dom>>"
port = 8883
username = "thung-u"
password = "<<cred>>"
topic_prefix = "xuong/thung"

[[registers]]
name = "nhiet_do"
address = 0
scale = 0.1

[[registers]]
name = "do_man"
address = 2
scale = 0.01
""",
    "pw_dq",
    orgs=ORGS,
)

reg(
    FAM,
    "nuocmam_export_docs_email_mat_khau",
    ("mail/Gui bo chung tu xuat khau <<n>>.eml", "Thunderbird/Sent/<<date>>-chung-tu.eml"),
    """From: Phòng xuất khẩu <xuatkhau@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?QuG7mSBjaOG7qW5nIHThu6sgeHXhuqV0IGto4bqpdQ==?=
Date: <<date>> <<time>>:00 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Chào anh/chị,

Bên em gửi bộ chứng từ (C/O, phiếu kiểm nghiệm độ đạm, packing list) cho lô nước mắm
40 độ đạm đi cảng Busan. File nén có mật khẩu.

Mật khẩu: <<cred>>

Trân trọng,
Phòng xuất khẩu - <<orgt>>
""",
    lambda r: human(r, W, "!@#*"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "nuocmam_shop_sync_go_partner_key",
    ("internal/sanTMDT/shopee.go", "cmd/dongbo-<<n>>/main.go"),
    """package sanTMDT

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
)

const (
	partnerID  = 2<<nn>>1
	partnerKey = "<<cred>>"
	shopID     = 8<<nn>>77
	host       = "https://partner.shopeemobile.com"
)

// ky tao chu ky cho moi request dong bo ton kho nuoc mam
func ky(path string) (string, int64) {
	ts := time.Now().Unix()
	base := fmt.Sprintf("%d%s%d", partnerID, path, ts)
	m := hmac.New(sha256.New, []byte(partnerKey))
	m.Write([]byte(base))
	return hex.EncodeToString(m.Sum(nil)), ts
}
""",
    "hex:64",
    orgs=ORGS,
)

reg(
    FAM,
    "nuocmam_erpnext_site_config_json",
    ("frappe-bench/sites/erp.<<dom>>/site_config.json", "sites/<<org>>-<<n>>/site_config.json"),
    """{
 "db_host": "<<ip>>",
 "db_name": "_<<hex8>>",
 "db_password": "<<cred>>",
 "db_type": "mariadb",
 "encryption_key": "<<enckey>>",
 "host_name": "https://erp.<<dom>>",
 "maintenance_mode": 0,
 "pause_scheduler": 0
}
""",
    "pw_json",
    extra=lambda r, s: {"enckey": draw(r, "b64u:32") + "="},
    orgs=ORGS,
)

reg(
    FAM,
    "nuocmam_warehouse_camera_vlc_m3u_rtsp",
    ("Desktop/camera kho.m3u", "Users/baove/Videos/cam_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Kho thùng ủ số <<n>>
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Cổng xưởng
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=1
""",
    "pw_url",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "nuocmam_retail_momo_csharp_secret",
    ("Services/MomoPayment.cs", "src/BanLe.Web/Payments/Momo<<n>>.cs"),
    """using System.Security.Cryptography;
using System.Text;

namespace BanLe.Web.Payments;

// Thanh toán MoMo cho cửa hàng bán lẻ nước mắm tại Dương Đông
public static class MomoPayment
{
    private const string PartnerCode = "MOMO<<id>>";
    private const string AccessKey = "<<akey>>";
    private const string SecretKey = "<<cred>>";
    private const string Endpoint = "https://payment.momo.vn/v2/gateway/api/create";

    public static string Sign(string raw)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(SecretKey));
        return Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(raw))).ToLowerInvariant();
    }
}
""",
    "an:32",
    syntax="",
    extra=lambda r, s: {"akey": draw(r, "an:16")},
    orgs=ORGS,
)

reg(
    FAM,
    "nuocmam_salinity_lab_notebook_ipynb_outputs",
    ("phan_tich/do_dam_<<year>>.ipynb", "notebooks/kiem_nghiem_<<n>>.ipynb"),
    """{
 "cells": [
  {
   "cell_type": "markdown",
   "metadata": {},
   "source": ["# Độ đạm & độ mặn các thùng ủ - <<orgt>>"]
  },
  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {},
   "outputs": [
    {"name": "stdout", "output_type": "stream", "text": ["connected to <<host>> as phantich\\n"]}
   ],
   "source": [
    "import pymssql\\n",
    "import pandas as pd\\n",
    "conn = pymssql.connect(server='<<host>>', user='phantich', password='<<cred>>', database='KiemNghiem')\\n",
    "print('connected to <<host>> as phantich')"
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 2,
   "metadata": {},
   "outputs": [
    {"data": {"text/plain": ["   thung  do_dam  do_man\\n", "0     <<n>>    40.2    27.1"]}, "execution_count": 2, "metadata": {}, "output_type": "execute_result"}
   ],
   "source": ["pd.read_sql('SELECT thung, do_dam, do_man FROM mau ORDER BY ngay DESC', conn).head(1)"]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    "pw_alnum",
    syntax="json",
    orgs=ORGS,
)
