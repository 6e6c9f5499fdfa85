"""Family d: a taxi and ride-hailing fleet in Huế, Vietnam."""

# ruff: noqa: E501

from __future__ import annotations

from fiftyseventh_spec import Fam

F = Fam(
    "huecab_taxi_fleet",
    ("huecab", "songhanxe", "taxihuongiang"),
    "vn",
    ("Nguyễn Văn An", "Trần Thị Bích", "Lê Minh Hoàng", "Phạm Thu Hà", "Võ Quốc Bảo"),
    ("Nguyễn", "Trần", "Lê", "Phạm", "Võ"),
    ("an", "bich", "hoang", "ha", "bao"),
    ("nguyen", "tran", "le", "pham", "vo"),
    (
        "huongiang",
        "thienmu",
        "daiNoi",
        "sonGiang",
        "bunbo",
        "truongtien",
        "xanh",
        "taxi",
        "aodai",
        "nonla",
    ),
    "hue",
    "84",
)

F.reg(
    "huecab_zalo_group_chat_mat_khau",
    ["zalo/Nhom_dieu_phoi_<<n>>.txt", "exports/zalo_<<ymd>>.txt"],
    """Nhóm: Điều phối xe <<orgc>>
<<time>> <<dmys>>
<<first>>: Mật khẩu tài khoản tổng đài mới nha mọi người
<<first>>: tk: <<user>>
<<first>>: mk: <<cred>>
Trưởng ca: ok em, để anh báo ca đêm
<<first>>: đừng gửi ra ngoài nhóm nha 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "huecab_driver_app_android_strings_maps_key",
    ["app/src/main/res/values/strings.xml", "driver-app-<<n2>>/res/values/strings.xml"],
    """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name"><<orgc>> Tài xế</string>
    <string name="trip_accept">Nhận chuyến</string>
    <string name="trip_finish">Kết thúc chuyến</string>
    <string name="google_maps_key" translatable="false"><<cred>></string>
    <string name="dispatch_url" translatable="false">https://dispatch.<<dom>>/api/</string>
</resources>
""",
    "p:google",
)

F.reg(
    "huecab_dispatch_fcm_server_key_java",
    [
        "dispatch-server/src/main/java/vn/<<org>>/push/FcmSender.java",
        "server/push/FcmSender_<<n>>.java",
    ],
    """package vn.<<org>>.push;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Gửi thông báo chuyến mới cho tài xế. */
public class FcmSender {
    private static final String SERVER_KEY = "<<cred>>";
    private final HttpClient http = HttpClient.newHttpClient();

    public int send(String deviceToken, String bookingId) throws Exception {
        String body = "{\\"to\\":\\"" + deviceToken + "\\",\\"data\\":{\\"booking\\":\\"" + bookingId + "\\"}}";
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://fcm.googleapis.com/fcm/send"))
                .header("Authorization", "key=" + SERVER_KEY)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
""",
    "p:firebase",
    syntax="",
)

F.reg(
    "huecab_taximeter_mosquitto_bridge_conf",
    ["mosquitto/conf.d/bridge.conf", "gateway-<<n2>>/mosquitto_bridge.conf"],
    """# cầu nối đồng hồ tính cước -> máy chủ trung tâm
connection taximeter-cloud
address mqtt.<<dom>>:8883
bridge_cafile /etc/mosquitto/certs/ca.crt
remote_clientid gw-<<n2>>
remote_username meter_gw
remote_password <<cred>>
topic meter/# out 1 "" fleet/<<org>>/
cleansession false
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "huecab_momo_wallet_payment_config_json",
    ["config/momo.json", "payment/<<org>>_momo_<<n>>.json"],
    """{
  "endpoint": "https://payment.momo.vn/v2/gateway/api/create",
  "partnerCode": "MOMO<<hexp>>",
  "accessKey": "<<acc>>",
  "secretKey": "<<cred>>",
  "redirectUrl": "https://<<dom>>/thanh-toan/ket-qua",
  "ipnUrl": "https://api.<<dom>>/momo/ipn",
  "requestType": "captureWallet"
}
""",
    "alnum:32",
    extra=lambda rng, s: {
        "hexp": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8)),
        "acc": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    },
)

F.reg(
    "huecab_vietnamese_sms_mat_khau_tai_xe",
    ["sms/tai_xe_<<n>>.txt", "backup/sms_<<ymd>>.txt"],
    """Tu: <<orgc>> (<<phone>>)
<<dmys>> <<time>>
<<orgc>> thong bao: tai khoan app tai xe cua anh/chi da duoc tao. Ten dang nhap: <<user>> Mat khau: <<cred>> . Vui long doi mat khau sau khi dang nhap.
""",
    "human_x",
    syntax="",
)

F.reg(
    "huecab_fleet_stack_docker_compose_postgres",
    ["docker-compose.yml", "deploy/<<org>>/docker-compose.prod.yml"],
    """services:
  db:
    image: postgis/postgis:16-3.4
    environment:
      POSTGRES_DB: fleet
      POSTGRES_USER: fleet
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  dispatch:
    image: registry.<<dom>>/dispatch:2.8
    environment:
      DB_HOST: db
      TZ: Asia/Ho_Chi_Minh
    depends_on: [db]
volumes:
  pgdata: {}
""",
    "pw_dq",
)

F.reg(
    "huecab_vnpt_einvoice_soap_request_xml",
    ["einvoice/requests/ImportAndPublishInv_<<n>>.xml", "hoadon/<<org>>/publish_<<ymd>>.xml"],
    """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <soap:Body>
    <ImportAndPublishInv xmlns="http://tempuri.org/">
      <Account><<org>>admin</Account>
      <ACpass><<cred>></ACpass>
      <username><<org>>service</username>
      <password><<cred2>></password>
      <pattern>1/001</pattern>
      <serial>C25TAA</serial>
      <convert>0</convert>
    </ImportAndPublishInv>
  </soap:Body>
</soap:Envelope>
""",
    "pw_xml",
    extra=lambda rng, s: {"cred2": "Einv@" + str(rng.randint(100000, 999999))},
)
