"""Family f: bubble-tea (boba) shops in Taipei (Taiwan): tapioca-pearl tea stands, their
franchise office, point-of-sale tablets and delivery integrations."""

# ruff: noqa: E501

from fortieth_spec import Family, alnum

F = Family(
    "taipei_boba_tapioca_pearls",
    ("zhenzhu-naicha",),
    "com.tw",
    (
        "Ya-Ting",
        "Chia-Hao",
        "Hsin-Yi",
        "Chun-Wei",
        "Pei-Shan",
        "Yu-Chen",
        "Tzu-Hsuan",
        "Wen-Hsiung",
    ),
    ("Chen", "Lin", "Huang", "Chang", "Lee", "Wang", "Wu", "Tsai"),
    (
        "zhenzhu",
        "boba",
        "naicha",
        "taipei",
        "shilin",
        "ximen",
        "pearl",
        "oolong",
        "tapioca",
        "daan",
        "yilan",
        "mango",
    ),
)

F.reg(
    "boba_line_bot_channel_access_token_py",
    ("linebot/app.py", "bots/order_notify_<<nn>>.py"),
    '''"""LINE 官方帳號：訂單完成通知 (珍珠奶茶門市)。"""
import os

from flask import Flask, abort, request
from linebot.v3 import WebhookHandler
from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, PushMessageRequest, TextMessage

app = Flask(__name__)
configuration = Configuration(access_token="<<cred>>")
handler = WebhookHandler(os.environ["LINE_CHANNEL_SECRET"])


def notify(user_id: str, order_no: str) -> None:
    with ApiClient(configuration) as client:
        MessagingApi(client).push_message(
            PushMessageRequest(to=user_id, messages=[TextMessage(text=f"訂單 {order_no} 已完成，請到櫃台取餐")])
        )


@app.post("/callback")
def callback():
    try:
        handler.handle(request.get_data(as_text=True), request.headers["X-Line-Signature"])
    except Exception:
        abort(400)
    return "OK"
''',
    "p:line_token",
)

F.reg(
    "boba_ecpay_hashkey_web_config_appsettings",
    ("Web.config", "src/BobaShop.Web/Web.<<nn>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="ECPay:MerchantID" value="3<<big>>" />
    <add key="ECPay:HashKey" value="<<cred>>" />
    <add key="ECPay:HashIV" value="<<iv>>" />
    <add key="ECPay:ServiceURL" value="https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5" />
    <add key="ECPay:ReturnURL" value="https://shop.<<dom>>/ecpay/return" />
  </appSettings>
  <connectionStrings>
    <add name="Shop" connectionString="Server=.\\SQLEXPRESS;Database=BobaShop;Integrated Security=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <system.web>
    <compilation targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "alnum:16",
    extra=lambda rng, c, v: {"iv": alnum(rng, 16)},
)

F.reg(
    "boba_traditional_chinese_line_chat_mima_reply",
    ("LINE/[LINE] 與<<first>>的聊天.txt", "Documents/line_chat_<<ymd>>.txt"),
    """[LINE] 與<<first>>的聊天記錄
儲存日期：<<date>> <<time>>

<<date>>（二）
<<time>>	<<first>>	店長～POS後台密碼是什麼？要改今天的黑糖珍珠售完
<<time2>>	<<first2>>	<<cred>>
<<time2>>	<<first2>>	改完記得登出喔
<<time2>>	<<first>>	好 謝謝店長
""",
    "human",
)

F.reg(
    "boba_pos_tablet_android_shared_prefs_device_token",
    (
        "data/data/tw.zhenzhu.pos/shared_prefs/pos_prefs.xml",
        "backup/tablet-<<nn>>/shared_prefs/pos_prefs.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="store_id">TP-<<num>></string>
    <string name="api_base">https://pos.<<dom>>/api/</string>
    <string name="device_token"><<cred>></string>
    <boolean name="printer_enabled" value="true" />
    <int name="sugar_default" value="5" />
    <long name="last_sync" value="<<ms>>" />
</map>
""",
    "x:zpos_:40",
)

F.reg(
    "boba_einvoice_platform_api_key_properties",
    ("src/main/resources/einvoice.properties", "config/einvoice-<<nn>>.properties"),
    """# 財政部電子發票整合服務平台 API（門市開立）
einvoice.appId=EINV<<n>><<big>>
einvoice.apiKey=<<cred>>
einvoice.endpoint=https://api.einvoice.nat.gov.tw/PB2CAPIVAN/invapp/InvApp
einvoice.sellerBan=<<big>><<nn>>
einvoice.timeoutMs=15000
""",
    "b64:18",
    syntax="",
)

F.reg(
    "boba_store_camera_frigate_yaml_rtsp_userinfo",
    ("frigate/config.yml", "docker/frigate/config-<<nn>>.yaml"),
    """mqtt:
  host: <<ip2>>
  user: frigate

detectors:
  coral:
    type: edgetpu
    device: usb

cameras:
  counter:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<ip2>>:554/cam/realmonitor?channel=1&subtype=0
          roles:
            - detect
            - record
    detect:
      width: 1280
      height: 720
record:
  enabled: true
  retain:
    days: 7
""",
    "pw_url",
)

F.reg(
    "boba_shift_whiteboard_ocr_wifi_next_line",
    ("photos/ocr/IMG_<<num>>.txt", "Documents/掃描/白板_<<ymd>>.txt"),
    """[OCR 白板照片 IMG_<<num>>.jpg]
本週班表
一 <<first>> / 二 <<first2>>
Wi-Fi 員工
<<cred>>
珍珠 每2小時 煮一次!!
冰塊機 週四 清洗
""",
    "human",
)

F.reg(
    "boba_menu_sync_zsh_history_fine_grained_pat",
    ("home/<<user>>/.zsh_history", "Users/<<user>>/.zsh_history"),
    """: <<epoch>>:0;cd ~/menu-sync
: <<epoch>>:0;git status
: <<epoch>>:0;export GITHUB_TOKEN=<<cred>>
: <<epoch>>:0;gh repo clone zhenzhu-naicha/menu-site
: <<epoch>>:0;python sync_menu.py --store all
""",
    "p:github_pat",
)
