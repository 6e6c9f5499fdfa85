"""Family i: a tyre and spare parts shop in Yangon (Myanmar; Burmese)."""

from __future__ import annotations

from sixtyeighth_spec import YANGONTYRE as F
from sixtyeighth_spec import json


def _mojibake(text: str) -> str:
    """How Facebook's JSON export writes non-ASCII text (UTF-8 bytes as Latin-1)."""
    return text.encode("utf-8").decode("latin-1")


def _messenger(s):
    me, other = f"{s['fa']} {s['la']}".title(), f"{s['fa2']} {s['la2']}".title()
    msgs = [
        (other, "Ko Ko, ဆိုင်က wifi password ဘာလဲ? customer တွေမေးနေတယ်"),
        (me, "ခဏ"),
        (me, str(s["cred"])),
        (other, "ကျေးဇူးပါ"),
    ]
    t0 = int(s["ts"]) * 1000
    data = {
        "participants": [{"name": me}, {"name": other}],
        "messages": [
            {
                "sender_name": _mojibake(w),
                "timestamp_ms": t0 - i * 30000,
                "content": _mojibake(c),
                "is_geoblocked_for_viewer": False,
            }
            for i, (w, c) in enumerate(reversed(msgs))
        ],
        "title": other,
        "is_still_participant": True,
        "thread_path": f"inbox/{s['la2']}_{s['n5']}",
    }
    return json.dumps(data, indent=2)


F.reg(
    "burmese_messenger_json_mojibake_wifi",
    (
        "messages/inbox/<<la2>>_<<n5>>/message_1.json",
        "facebook-<<login>>/messages/inbox/<<fa2>>_<<n5>>/message_1.json",
    ),
    _messenger,
    "human",
)

F.reg(
    "kbzpay_merchant_app_key_java",
    ("src/main/java/mm/<<org>>/pay/KbzPayConfig.java", "pos-<<org>>/KbzPayConfig.java"),
    """package mm.<<org>>.pay;

/** KBZPay QR payment for tyres and batteries (production). */
public final class KbzPayConfig {
    public static final String GATEWAY = "https://api.kbzpay.com/payment/gateway/precreate";
    public static final String MERCH_CODE = "70<<n5>>";
    public static final String APP_ID = "kp<<n5>><<n5>>ab<<n3>>";
    public static final String APP_KEY = "<<cred>>";

    private KbzPayConfig() {}
}
""",
    "p:kbzpay",
    syntax="",
)

F.reg(
    "wavemoney_secret_key_php_config",
    ("config/wavepay.php", "shop-<<org>>/config/wavepay.php"),
    """<?php
// WavePay (Wave Money) - online order payment
return [
    'merchant_id' => '<<org>>_<<n5>>',
    'secret_key'  => '<<cred>>',
    'callback'    => 'https://<<dom>>/wavepay/callback',
    'currency'    => 'MMK',
];
""",
    "hex:64",
    syntax="",
)

F.reg(
    "odoo_pos_server_conf_db_password",
    ("etc/odoo/odoo.conf", "odoo-<<org>>/odoo.conf"),
    """[options]
; Odoo POS - tyre stock, wheel alignment jobs
addons_path = /usr/lib/python3/dist-packages/odoo/addons
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = <<cred>>
dbfilter = ^<<org>>$
proxy_mode = True
logfile = /var/log/odoo/odoo-server.log
""",
    "pw",
    syntax="ini",
)

F.reg(
    "burmese_notebook_ocr_label_next_line",
    ("scans/notebook_<<date>>.txt", "ocr/<<org>>_chalkbook_<<n>>.txt"),
    """ဆိုင်ခွဲ (<<n>>) - လှိုင်
Bridgestone / Michelin အော်ဒါ portal
အသုံးပြုသူ  <<login>>
စကားဝှက်
<<cred>>
ဖုန်း <<phone>>
""",
    "human",
    syntax="",
)

F.reg(
    "viber_desktop_csv_reply_only",
    ("Viber/export_<<date>>.csv", "viber_<<org>>_<<n>>.csv"),
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dmy_s>>,<<hh>>:<<mi>>,<<fa>> <<la>>,<<phone>>,ကုန်လှောင်ရုံ DVR password ပို့ပေးပါ
<<dmy_s>>,<<hh>>:<<mi2>>,<<fa2>> <<la2>>,<<phone>>,<<cred>>
<<dmy_s>>,<<hh>>:<<mi2>>,<<fa>> <<la>>,<<phone>>,ok
""",
    "human_x",
    syntax="",
)

F.reg(
    "invoice_backup_s3cfg_secret_key",
    ("root/.s3cfg", "backup/<<org>>.s3cfg"),
    """[default]
access_key = AKIA<<n5>>XQ<<n5>>ZZ
secret_key = <<cred>>
bucket_location = ap-southeast-1
host_base = s3.amazonaws.com
host_bucket = %(bucket)s.s3.amazonaws.com
use_https = True
""",
    "p:aws_secret",
    syntax="ini",
)

F.reg(
    "openwrt_shop_wireless_uci_key",
    ("etc/config/wireless", "router-<<org>>/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option channel '6'
	option band '2g'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgc>>_Customers'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "human_x",
    syntax="",
)
