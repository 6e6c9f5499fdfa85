"""Family c: a CCTV installer in Vietnam (Vietnamese)."""

from __future__ import annotations

from hundredeleventh_spec import Fam, dec_basic, enc_b64, prov, reg

FAM = Fam(
    name="lapdat_cctv_installer_vietnam",
    pre="lapdat",
    orgs=("matcamviet", "anninhsaigon", "camhoanggia"),
    tld="vn",
    first=(
        ("Minh", "minh"),
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Lan", "lan"),
        ("Dũng", "dung"),
        ("Thảo", "thao"),
        ("Quang", "quang"),
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
        "saigon",
        "hanoi",
        "phobo",
        "caphe",
        "banhmi",
        "matkhau",
        "anhyeu",
        "muaxuan",
        "hoasen",
        "rongvang",
        "baby",
        "sumo",
        "conmeo",
        "vietnam",
    ),
    pets=("milu", "lucky", "bong", "na", "misa", "vang"),
    cities=("Hà Nội", "Đà Nẵng", "Hải Phòng", "Cần Thơ", "Biên Hòa", "Nha Trang"),
    cc="+84",
)


def _basic(rng, s):
    s["auth"] = enc_b64(f"admin:{s['cred']}")


reg(
    FAM,
    "hikvision_isapi_curl_basic_history",
    ("root/.bash_history", "home/kythuat/.bash_history_<<n>>"),
    """ping -c 3 <<lan>>
curl -s -H "Authorization: Basic <<auth>>" http://<<lan>>/ISAPI/System/deviceInfo
curl -s -H "Authorization: Basic <<auth>>" http://<<lan>>/ISAPI/ContentMgmt/Storage
ssh kythuat@<<ip>>
""",
    "pw_url",
    syntax="",
    extra=_basic,
    decode=dec_basic("Basic "),
)

reg(
    FAM,
    "zalo_copied_chat_mat_khau_dau_ghi",
    ("zalo/khach_<<fa>>_<<ymd>>.txt", "ghichu/zalo_<<n>>.txt"),
    """[<<t1>> <<dmy>>] <<first>> <<last>>: Em ơi anh xem camera trên điện thoại không được
[<<t2>> <<dmy>>] <<first2>> <<last2>>: Dạ anh mở app Hik-Connect, đăng nhập tài khoản <<phone>>
[<<t2>> <<dmy>>] <<first2>> <<last2>>: Mật khẩu đầu ghi em đổi rồi: <<cred>>
[<<t3>> <<dmy>>] <<first>> <<last>>: Ok em, xem được rồi, cảm ơn nhé
""",
    "human",
)

reg(
    FAM,
    "smartpss_device_list_xml",
    ("SmartPSS/Config/devices_<<n>>.xml", "backup/smartpss_<<org>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceList version="2.0">
  <Device name="Kho <<city>>" type="NVR" ip="<<lan>>" port="37777" serial="<<serial>>">
    <UserName>admin</UserName>
    <Password><<cred>></Password>
    <Channels>16</Channels>
  </Device>
</DeviceList>
""",
    "pw_xml",
)

reg(
    FAM,
    "vnpay_hash_secret_env",
    ("web-baogia-<<org>>/.env", "shop-camera-<<n>>/.env.production"),
    """APP_URL=https://<<dom>>
DB_HOST=127.0.0.1
VNP_TMN_CODE=<<tmn>>
VNP_HASH_SECRET=<<cred>>
VNP_URL=https://pay.vnpay.vn/vpcpay.html
VNP_RETURN_URL=https://<<dom>>/thanh-toan/ket-qua
""",
    "p:vnpay",
    extra=lambda rng, s: s.update(tmn=f"CAM{s['serial'][:5]}"),
)

reg(
    FAM,
    "go2rtc_streams_rtsp_yaml",
    ("go2rtc.yaml", "config/go2rtc_<<org>>_<<n>>.yaml"),
    """streams:
  cong_chinh: rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
  nha_xe: rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pip>>:8555
""",
    "pw_url",
)

reg(
    FAM,
    "bien_ban_ban_giao_handover_text",
    ("ban_giao/BBBG_<<nn>>.txt", "hoso/<<fa>>_ban_giao_<<ymd>>.txt"),
    """CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

BIÊN BẢN BÀN GIAO HỆ THỐNG CAMERA
Ngày <<dmy>>, tại <<city>>
Bên A (khách hàng): <<first>> <<last>>
Bên B (<<orgc>>): <<first2>> <<last2>>

Thiết bị: đầu ghi Hikvision 8 kênh, 6 camera Dahua, ổ cứng 2TB
Tài khoản quản trị đầu ghi: admin
Mật khẩu: <<cred>>
Bên A có trách nhiệm đổi mật khẩu sau khi nhận bàn giao.
""",
    "human_x",
)

reg(
    FAM,
    "ezviz_open_api_python",
    ("tools/ezviz_token.py", "scripts/<<org>>_ezviz.py"),
    """import requests

APP_KEY = "<<akey>>"
APP_SECRET = "<<cred>>"


def get_token() -> str:
    r = requests.post(
        "https://isgpopen.ezvizlife.com/api/lapp/token/get",
        data={"appKey": APP_KEY, "appSecret": APP_SECRET},
        timeout=10,
    )
    return r.json()["data"]["accessToken"]
""",
    "hex:32",
    extra=lambda rng, s: s.update(akey=prov(rng, "kakao")),
)

reg(
    FAM,
    "hostapd_4g_router_wpa_passphrase",
    ("etc/hostapd/hostapd.conf", "router_<<serial>>/hostapd.conf"),
    """interface=wlan0
driver=nl80211
ssid=CAM-<<orgc>>-<<n>>
hw_mode=g
channel=6
wpa=2
wpa_key_mgmt=WPA-PSK
rsn_pairwise=CCMP
wpa_passphrase=<<cred>>
""",
    "human",
    syntax="",
)
