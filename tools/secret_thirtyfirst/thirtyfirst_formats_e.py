"""Family e: laundrettes (coin-op washers, payment kiosks, service washes)."""

from thirtyfirst_spec import dec_after, enc_b64_userpw, reg

F = "laundrette_coin_op_service_wash"

reg(
    F,
    "laundrette_payment_kiosk_ini_gateway",
    ["kiosk/config/payment.ini", "C:/Kiosk/<<org>>/payment.ini"],
    """[kiosk]
site = <<orgt>> Laundrette
machines = <<n>>

[gateway]
url = https://pay.<<dom>>/v1
merchant_id = M<<nn>><<nn>>
username = kiosk<<n>>
password = <<cred>>
timeout = 30

[printer]
port = COM3
""",
    "pw:ini",
)

reg(
    F,
    "laundrette_washer_telemetry_node_mqtt_connect",
    ["telemetry/index.js", "<<org>>-washers/src/mqtt.js"],
    """const mqtt = require('mqtt');

const client = mqtt.connect('mqtts://<<host>>:8883', {
  clientId: 'washer-gw-<<n>>',
  username: 'washers',
  password: '<<cred>>',
  reconnectPeriod: 5000,
});

client.on('connect', () => client.subscribe('laundry/+/status'));
client.on('message', (topic, msg) => console.log(topic, msg.toString()));
""",
    "pw:sq",
)

reg(
    F,
    "laundrette_vietnamese_zalo_mat_khau",
    ["Zalo/tin_nhan_<<dd>><<mm>><<year>>.txt", "exports/zalo-tiem-giat-<<n>>.txt"],
    """<<hh>>:<<mi>> <<fname2>>: Chị ơi máy giặt số 4 báo lỗi E21, em vào app quản lý không được
<<hh>>:<<mi>> <<fname>>: tài khoản <<user>>
<<hh>>:<<mi>> <<fname>>: mật khẩu <<cred>>
<<hh>>:<<mi>> <<fname2>>: vào được rồi ạ, em reset máy rồi
""",
    "h:any",
)

reg(
    F,
    "laundrette_cctv_rtsp_vlc_playlist",
    ["cctv/shopfloor.m3u", "Desktop/<<org>> cameras <<n>>.m3u"],
    """#EXTM3U
#EXTINF:-1,Shop floor
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Back door
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    "h:bare",
)

reg(
    F,
    "laundrette_loyalty_api_systemd_environment",
    ["etc/systemd/system/loyalty-<<n>>.service", "deploy/<<org>>-loyalty.service"],
    """[Unit]
Description=Laundrette loyalty stamps API
After=network-online.target

[Service]
User=loyalty
WorkingDirectory=/opt/loyalty
Environment="PORT=8081"
Environment="SMS_API_KEY=<<cred>>"
ExecStart=/opt/loyalty/bin/loyalty-api
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
    "x:lsk_live_:28",
)

reg(
    F,
    "laundrette_card_reader_github_actions_env",
    [".github/workflows/deploy-<<n>>.yml", ".github/workflows/<<org>>-kiosk.yml"],
    """name: deploy kiosk
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      KIOSK_HOST: <<pubip>>
      DEPLOY_TOKEN: <<cred>>
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/push.sh "$KIOSK_HOST" "$DEPLOY_TOKEN"
""",
    "p:github",
)

reg(
    F,
    "laundrette_notice_board_ocr_wifi",
    ["ocr/noticeboard_<<dd>><<mm>>.txt", "scans/<<org>>-board-<<n>>.txt"],
    """SERVICE WASH 7.50/kg
Ready after 4pm
Free WIFI while you wait
<<orgt>>-Guest
<<cred>>
Please do not leave washing
unattended after closing
""",
    "h:any",
)

reg(
    F,
    "laundrette_owner_app_har_basic_auth",
    ["har/owner-portal-<<dd>><<mm>>.har", "debug/<<org>>_login.har"],
    """{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "128.0"},
    "entries": [
      {
        "startedDateTime": "<<year>>-<<mm>>-<<dd>>T<<hh>>:<<mi>>:05.120Z",
        "request": {
          "method": "GET",
          "url": "https://owner.<<dom>>/api/machines",
          "headers": [
            {"name": "Accept", "value": "application/json"},
            {"name": "Authorization", "value": "Basic <<enc>>"}
          ]
        },
        "response": {"status": 200, "statusText": "OK"}
      }
    ]
  }
}
""",
    "pw:json",
    enc=enc_b64_userpw,
    decode=dec_after('"Authorization", "value": "Basic ', r"([A-Za-z0-9+/=]+)", "b64pw"),
)
