# ruff: noqa: E501
"""Family b: VIP junket rooms and the cage of a Macau casino (China): cage chip tracking,
Alipay / WeChat Pay cross-border acquiring, CCTV archive to S3, rolling-chip workbooks,
Telegram arrival bots, Cantonese group chats and Portuguese e-mails."""

from __future__ import annotations

import base64
import json

from hundredthirtyseventh_corpus import DIGITS, alnum, hexs, pkcs8_wrap, rsa_der
from hundredthirtyseventh_spec import Fam, prov, rsa_pub_b64

F = Fam(
    name="macau_junket_vip_cage",
    orgs=("jinlongge", "fuguitang", "taipavip"),
    tld="com.mo",
    first=("志強", "嘉欣", "家豪", "詠詩", "偉明", "美玲", "俊傑", "綺雯"),
    last=("陳", "黃", "李", "何", "梁", "林", "區"),
    ufirst=("chikeung", "kayan", "kaho", "wingsze", "waiming", "meiling", "chunkit", "yeeman"),
    ulast=("chan", "wong", "lee", "ho", "leung", "lam", "au"),
    words=(
        "cotai",
        "taipa",
        "fortune",
        "fatchoy",
        "lucky",
        "goldfish",
        "senado",
        "guia",
        "dragon",
        "longfeng",
        "hoiying",
        "amaral",
        "coloane",
        "macaupass",
    ),
    cc="853",
    cities=("路氹", "氹仔", "新口岸", "南灣", "外港"),
    pets=("mochi", "bobo", "kiki", "doudou", "lucky", "pudding"),
    teams=("Benfica", "Porto", "Sporting", "Liverpool", "ManUtd", "Kitchee"),
)

F.reg(
    "junket_wechat_merged_history_cantonese_mima",
    ("微信/帳房群聊天記錄_<<ymd>>.txt", "chats/<<org>>_cage_group_<<n>>.txt"),
    """「<<orgc>> 帳房群」的聊天記錄

<<last>><<first>>  <<date>> 22:10
帳房系統密碼改咗，今晚夜更開始用新嘅

<<last>><<first>>  <<date>> 22:10
<<cred>>

<<last>><<first>>  <<date>> 22:11
唔好影相，唔好轉發，記住咗就刪咗佢

<<first2>>  <<date>> 22:14
收到 👍 我同早更交更時講
""",
    "human",
    syntax="",
)


def _appsettings(s):
    conn = (
        f"Server={s['ip']},1433;Database=CageChipTrack;User Id=cage_app;"
        f"Password={s['cred']};TrustServerCertificate=True"
    )
    return (
        json.dumps(
            {
                "Logging": {
                    "LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}
                },
                "ConnectionStrings": {"CageDb": conn},
                "Cage": {
                    "Currency": "HKD",
                    "SecondaryCurrency": "MOP",
                    "ChipSeries": ["NN", "CASH", "JUNKET"],
                    "RollingCommission": 0.012,
                    "Printer": "\\\\cage-print01\\Receipt",
                },
                "AllowedHosts": "*",
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "junket_cage_chip_tracking_appsettings_json",
    ("CageChipTrack/appsettings.Production.json", "deploy/<<org>>/cage-api/appsettings.json"),
    _appsettings,
    "pw_json",
)


def _alipay(rng, s):
    return {
        "cred": base64.b64encode(pkcs8_wrap(rsa_der(rng))).decode(),
        "appid": "2021004" + alnum(rng, 9, DIGITS),
        "pub": rsa_pub_b64(rng),
    }


F.reg(
    "junket_alipay_crossborder_merchant_private_key_properties",
    ("pos-fnb/src/main/resources/alipay.properties", "<<org>>-pay/config/alipay-<<n>>.properties"),
    """# 支付寶跨境收單 — 餐飲部 POS (<<orgc>> <<city>>)
alipay.gateway=https://openapi.alipay.com/gateway.do
alipay.app-id=<<appid>>
alipay.sign-type=RSA2
alipay.charset=UTF-8
alipay.merchant-private-key=<<cred>>
alipay.alipay-public-key=<<pub>>
alipay.notify-url=https://pay.<<domain>>/alipay/notify
alipay.settle-currency=HKD
""",
    "uuid",
    syntax="",
    extra=_alipay,
)


def _wx(rng, s):
    return {
        "appid": "wx" + hexs(rng, 16),
        "mch": "16" + alnum(rng, 8, DIGITS),
        "serial": hexs(rng, 40, upper=True),
    }


F.reg(
    "junket_wechatpay_hk_apiv3_key_spring_yml",
    ("cage-pay/src/main/resources/application-prod.yml", "<<org>>/wxpay/application.yml"),
    """server:
  port: 8086
spring:
  application:
    name: cage-pay
wechat:
  pay:
    app-id: <<appid>>
    mch-id: "<<mch>>"
    api-v3-key: "<<cred>>"
    merchant-serial-number: <<serial>>
    private-key-path: /opt/cage-pay/cert/apiclient_key.pem
    notify-url: https://pay.<<domain>>/wxpay/notify
    currency: HKD
""",
    "p:wechat_v3",
    extra=_wx,
)


def _aws(rng, s):
    return {"akid": prov(rng, "aws_id")}


F.reg(
    "junket_cctv_archive_aws_credentials_profile",
    ("root/.aws/credentials", "nvr-archive/<<org>>/aws_credentials"),
    """[default]
region = ap-east-1

[cctv-archive]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = ap-east-1
""",
    "p:aws_secret",
    syntax="ini",
    extra=_aws,
)

F.reg(
    "junket_portuguese_email_senha_portal_contabilidade",
    (
        "mail/<<user>>/Acesso_portal_contabilidade_<<n>>.eml",
        "Outlook/<<org>>/Enviados/senha_contabilidade_<<ymd>>.eml",
    ),
    """From: <<uname>> <<<email>>>
To: contabilidade@<<org>>-advogados.mo
Subject: Acesso ao portal da contabilidade (<<orgc>> VIP)
Date: Wed, 5 Mar <<year>> 09:41:12 +0800
Content-Type: text/plain; charset=UTF-8

Bom dia Dra. Fonseca,

Conforme falámos por telefone, seguem os dados de acesso ao portal
onde carregamos os mapas mensais da sala VIP:

Utilizador: <<user>>
Senha: <<cred>>

Agradecia que alterasse a senha no primeiro acesso.

Cumprimentos,
<<uname>> (<<last>><<first>>)
Tesouraria / 帳房
""",
    "human",
    syntax="",
)

F.reg(
    "junket_rolling_chip_workbook_vba_adodb",
    ("rolling/modRolling_<<n>>.bas", "帳房/轉碼報表_<<ymd>>/modRolling.bas"),
    """Attribute VB_Name = "modRolling"
' 轉碼數 (rolling) 每日匯總 — 由帳房 SQL Server 讀取
Option Explicit

Private Const CONN As String = "Provider=SQLOLEDB;Data Source=<<ip>>;Initial Catalog=JunketRolling;User ID=rolling_rpt;Password=<<cred>>;"

Public Sub RefreshRolling()
    Dim cn As Object, rs As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open CONN
    Set rs = cn.Execute("SELECT agent_code, SUM(rolling) FROM dbo.RollingDaily WHERE biz_date = CAST(GETDATE()-1 AS date) GROUP BY agent_code")
    Sheets("轉碼").Range("A2").CopyFromRecordset rs
    rs.Close
    cn.Close
End Sub
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "junket_vip_arrival_telegram_bot_python",
    ("vip_notify/bot.py", "<<org>>_tools/arrival_bot_<<n>>.py"),
    '''"""貴賓到達通知: 接待處掃咗會員卡就通知公關群組"""
import telebot

BOT_TOKEN = "<<cred>>"
VIP_CHAT_ID = -100<<chat>>

bot = telebot.TeleBot(BOT_TOKEN, parse_mode="HTML")


def notify_arrival(guest: str, table: str, host: str) -> None:
    bot.send_message(VIP_CHAT_ID, f"<b>貴賓 {guest}</b> 已到達，{table} 號枱，公關: {host}")
''',
    "p:telegram_bot",
    extra=lambda rng, s: {"chat": alnum(rng, 10, DIGITS)},
)
