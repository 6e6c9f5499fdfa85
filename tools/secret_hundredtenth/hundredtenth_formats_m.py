# ruff: noqa: E501
"""Family m: a serviced-office landlord (商務中心 / 共享辦公室) in Taipei, Taiwan, Traditional
Chinese."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from hundredtenth_spec import Fam, draw, enc_xml, grab, human, prov, with_chars

FAM = Fam(
    name="bangong_shangwu_zhongxin_taipei",
    key="bangong",
    orgs=("yuanqihub", "xinyiworkspace", "daanbizcenter", "songshanoffice"),
    tld="com.tw",
    first=(
        ("志明", "chihming"),
        ("淑芬", "shufen"),
        ("家豪", "chiahao"),
        ("雅婷", "yating"),
        ("俊傑", "chunchieh"),
        ("怡君", "yichun"),
        ("冠宇", "kuanyu"),
    ),
    last=(
        ("陳", "chen"),
        ("林", "lin"),
        ("黃", "huang"),
        ("張", "chang"),
        ("李", "lee"),
        ("王", "wang"),
    ),
    words=(
        "taipei",
        "xinyi",
        "bubble",
        "zhenzhu",
        "boba",
        "yushan",
        "jiayou",
        "xiaolongbao",
        "daan",
        "taiwan",
        "mingyue",
        "meihua",
        "alishan",
        "tamsui",
        "songshan",
    ),
    pets=("Mochi", "Lucky", "Doudou", "Mimi", "Xiaohei", "Wangcai"),
    cc="+8869",
    places=("信義區", "大安區", "松山區", "中山區", "內湖", "南港"),
)

FAM.reg(
    "line_messaging_channel_access_token_python",
    ("<<org>>/linebot/app.py", "bot-<<fa>>/line_notify_<<n>>.py"),
    '''"""會議室預約提醒 LINE 官方帳號 bot."""

from flask import Flask, request
from linebot.v3.messaging import ApiClient, Configuration, MessagingApi

app = Flask(__name__)
configuration = Configuration(access_token="<<cred>>")
CHANNEL_SECRET = "<<sec>>"


@app.post("/callback")
def callback():
    body = request.get_data(as_text=True)
    with ApiClient(configuration) as client:
        MessagingApi(client)
    return body[:0] + "OK"
''',
    cred=lambda rng, fam: prov(rng, "line_channel"),
    extra=lambda rng, s: {"sec": draw(rng, FAM, "hex:32")},
)

FAM.reg(
    "ecpay_hashkey_hashiv_rent_php",
    ("<<org>>/payment/ecpay_config.php", "site-<<org>>/config/ecpay_<<y>>.php"),
    """<?php
// 綠界金流 - 月租座位 / 虛擬辦公室 / 會議室時租
return [
    'MerchantID' => '3<<n>>2<<n>>1',
    'HashKey' => '<<cred>>',
    'HashIV' => '<<iv>>',
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
    'ReturnURL' => 'https://<<dom>>/ecpay/return',
];
""",
    cred="p:ecpay_key",
    syntax="",
    extra=lambda rng, s: {"iv": draw(rng, FAM, "alnum:16")},
)

FAM.reg(
    "officernd_api_client_secret_node",
    ("<<org>>/officernd/sync.js", "integrations-<<fa>>/officernd_<<n>>.mjs"),
    """// OfficeRnD Flex -> 門禁卡開通 (SOYAL) 同步
const ORG = "<<org>>";
const CLIENT_ID = "<<cid>>";
const CLIENT_SECRET = "<<cred>>";

const tok = await fetch("https://identity.officernd.com/oauth/token", {
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, grant_type: "client_credentials", scope: "flex.community.members.read" }),
}).then((r) => r.json());
console.log(tok.access_token ? "ok" : tok);
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: {"cid": draw(rng, FAM, "alnum:16")},
)


def xml_cred(rng: random.Random, fam: Fam) -> str:
    return with_chars(rng, human(rng, fam, "&<>#!"), "&<>")


def webconfig(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Booking" connectionString="Server={s["ip"]};Database=MeetingRooms;User Id=booking_app;Password={s["enc"]};TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="SiteName" value="{s["orgc"]} 會議室預約" />
  </appSettings>
</configuration>
"""


def dec_webconfig(t: str) -> str:
    cs = ET.fromstring(t).find("connectionStrings/add").get("connectionString")
    return grab(cs, r"Password=([^;]+);")


FAM.reg(
    "meeting_rooms_web_config_xml_escaped_password",
    ("inetpub/<<org>>-booking/web.config", "<<org>>/MeetingRooms/Web.config"),
    webconfig,
    cred=xml_cred,
    syntax="xml",
    extra=lambda rng, s: {"enc": enc_xml(str(s["cred"]))},
    decode=dec_webconfig,
)

FAM.reg(
    "line_chat_export_mima_huiyishi_wifi",
    ("LINE/[LINE] 與<<ln>><<fn>>的聊天_<<date>>.txt", "Documents/<<fa>>/line_<<mo>>.txt"),
    """[LINE] 與<<ln>><<fn>>的聊天記錄
儲存日期：<<y>>/<<mo>>/<<d>> <<hh>>:<<mi>>

<<y>>/<<mo>>/<<d>>（三）
<<hh>>:<<mi>>\t<<ln>><<fn>>\t您好，請問 7 樓會議室的 Wi-Fi 密碼是？
<<hh>>:<<mi>>\t<<orgc>> 櫃台\tSSID：<<orgc>>_Meeting
<<hh>>:<<mi>>\t<<orgc>> 櫃台\t密碼：<<cred>>
<<hh>>:<<mi>>\t<<ln>><<fn>>\t謝謝！
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "soyal_701server_access_db_ini",
    ("<<org>>/門禁/701Server_<<place>>.ini", "ProgramData/SOYAL/<<org>>_<<n>>.ini"),
    """[System]
; SOYAL 701Server 門禁 - <<place>> <<n>>F
Language=CHT
[DataBase]
Provider=MSSQL
Server=<<lan>>\\SQLEXPRESS
Database=SOYAL_AC
UID=sa
PWD=<<cred>>
[Controller]
Node1=<<lan>>:1621
""",
    cred="pw",
)

FAM.reg(
    "welcome_email_chinese_printer_wifi",
    ("Mail/寄件備份/<<date>>_歡迎入駐.eml", "Outlook/<<fa>>/<<ts>>.eml"),
    """From: <<orgc>> 櫃台 <frontdesk@<<dom>>>
To: <<email2>>
Subject: 歡迎入駐 <<orgc>> <<place>>！
Date: Fri, <<d>> Nov <<y>> <<hh>>:<<mi>>:00 +0800
Content-Type: text/plain; charset=UTF-8

<<ln2>>先生/小姐 您好：

歡迎入駐！以下是您的辦公室資訊：
- 門禁卡：請至櫃台領取（押金 NT$500）
- 辦公區 Wi-Fi：<<orgc>>_Office
- Wi-Fi 密碼：<<cred>>
- 會議室預約：https://<<dom>>/booking （每月 8 小時免費）

<<orgc>> 社群經理 <<ln>><<fn>>
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "ezpay_einvoice_hashkey_env",
    ("<<org>>-invoice/.env", "srv/<<org>>/einvoice/.env.prod"),
    """# 電子發票 (ezPay 簡單付) - 月租自動開立
EZPAY_MERCHANT_ID=3<<n>>5<<n>>2
EZPAY_HASH_KEY=<<cred>>
EZPAY_HASH_IV=<<iv>>
EZPAY_URL=https://inv.ezpay.com.tw/Api/invoice_issue
""",
    cred="alnum:32",
    syntax="",
    extra=lambda rng, s: {"iv": draw(rng, FAM, "alnum:16")},
)
