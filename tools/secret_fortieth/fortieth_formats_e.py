"""Family e: durian plantations of Pahang (Malaysia): Musang King and Black Thorn orchards
around Raub and Bentong, their packhouses, pickers and export buyers."""

# ruff: noqa: E501

import json

from fortieth_spec import Family, dec_b64_userpass, enc_b64_userpass

F = Family(
    "pahang_durian_plantation",
    ("kebun-durian-raub",),
    "com.my",
    ("Azlan", "Nurul", "Wei Ming", "Kok Leong", "Faridah", "Rajesh", "Mei Ling", "Hafiz"),
    ("Abdullah", "Tan", "Lim", "Ismail", "Wong", "Nair", "Ong", "Rahman"),
    (
        "durian",
        "musangking",
        "raub",
        "bentong",
        "kampung",
        "dusun",
        "pahang",
        "udangmerah",
        "blackthorn",
        "tekka",
        "kebun",
        "sungai",
    ),
)

F.reg(
    "durian_malay_telegram_json_kata_laluan_code",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "exports/telegram_kebun_<<num>>/result.json",
    ),
    """{
 "name": "Kebun Raub - Pekerja",
 "type": "private_supergroup",
 "id": <<big>><<num>>,
 "messages": [
  {
   "id": <<num>>,
   "type": "message",
   "date": "<<date>>T<<time>>:<<secs>>",
   "date_unixtime": "<<epoch>>",
   "from": "<<name>>",
   "from_id": "user<<big>>",
   "text": "Esok lori dari Singapore datang pukul 6 pagi, semua buah gred A masuk stor sejuk",
   "text_entities": [{"type": "plain", "text": "Esok lori dari Singapore datang pukul 6 pagi, semua buah gred A masuk stor sejuk"}]
  },
  {
   "id": <<num>>,
   "type": "message",
   "date": "<<date>>T<<time2>>:<<secs>>",
   "date_unixtime": "<<epoch>>",
   "from": "<<name2>>",
   "from_id": "user<<big>>",
   "text": [
    "Kata laluan baru untuk laptop timbang di stor: ",
    {"type": "code", "text": "<<cred>>"}
   ],
   "text_entities": [
    {"type": "plain", "text": "Kata laluan baru untuk laptop timbang di stor: "},
    {"type": "code", "text": "<<cred>>"}
   ]
  }
 ]
}
""",
    "human",
)

F.reg(
    "durian_export_invoices_xendit_go_const",
    ("internal/payments/xendit.go", "services/export-billing/pay_<<nn>>.go"),
    """package payments

import (
	"context"

	xendit "github.com/xendit/xendit-go/v6"
	invoice "github.com/xendit/xendit-go/v6/invoice"
)

// Live key for the export-buyer invoices (Singapore, Hong Kong, China).
const xenditSecretKey = "<<cred>>"

func NewInvoice(ctx context.Context, buyer string, amountMYR float64) (*invoice.Invoice, error) {
	client := xendit.NewClient(xenditSecretKey)
	req := *invoice.NewCreateInvoiceRequest("DUR-<<year>>-"+buyer, amountMYR)
	req.SetCurrency("MYR")
	inv, _, err := client.InvoiceApi.CreateInvoice(ctx).CreateInvoiceRequest(req).Execute()
	if err != nil {
		return nil, err
	}
	return inv, nil
}
""",
    "p:xendit",
)

F.reg(
    "durian_kebun_weather_weewx_conf_wunderground",
    ("etc/weewx/weewx.conf", "home/weewx/weewx-data/weewx_<<nn>>.conf"),
    """# WEEWX CONFIGURATION FILE - stesen cuaca kebun
debug = 0
WEEWX_ROOT = /home/weewx/weewx-data

[Station]
    location = "Kebun Durian Raub, Pahang"
    latitude = 3.79<<n>>
    longitude = 101.85<<n>>
    altitude = 210, meter
    station_type = Vantage

[StdRESTful]
    [[Wunderground]]
        enable = true
        station = IRAUB<<n>>
        password = <<cred>>
        rapidfire = false
    [[CWOP]]
        enable = false

[StdReport]
    HTML_ROOT = public_html
""",
    "pw_alnum",
    syntax="",
)

F.reg(
    "durian_malaysian_chinese_wechat_mima_reply",
    ("WeChat/export/<<first>>_<<ymd>>.txt", "Documents/wechat_dusun_<<num>>.txt"),
    """<<date>> <<time>>:12 <<first>>
老板，园里那台电脑的密码是多少？要打今天的收货单 lah
<<date>> <<time2>>:40 <<first2>>
<<cred>>
<<date>> <<time2>>:55 <<first>>
ok 收到 👍
""",
    "human",
)

F.reg(
    "durian_timbang_notebook_ipynb_pymysql",
    ("notebooks/grading_<<ymd>>.ipynb", "analysis/packhouse_tally_<<nn>>.ipynb"),
    """{
 "cells": [
  {
   "cell_type": "markdown",
   "metadata": {},
   "source": ["# Timbangan packhouse - gred A/B/C ikut pokok"]
  },
  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {},
   "outputs": [],
   "source": [
    "import pandas as pd\\n",
    "import pymysql\\n",
    "conn = pymysql.connect(host='<<host>>', user='grader', password='<<cred>>', database='timbang')"
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 2,
   "metadata": {},
   "outputs": [
    {
     "data": {
      "text/plain": [
       "  gred  biji    kg\\n",
       "0    A   <<num>>  <<big>>\\n",
       "1    B    <<nn>>0   <<num>>"
      ]
     },
     "execution_count": 2,
     "metadata": {},
     "output_type": "execute_result"
    }
   ],
   "source": [
    "pd.read_sql(\\"SELECT gred, COUNT(*) biji, SUM(berat) kg FROM buah WHERE tarikh = '<<date>>' GROUP BY gred\\", conn)"
   ]
  }
 ],
 "metadata": {
  "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
  "language_info": {"name": "python", "version": "3.11.9"}
 },
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    "pw_sq",
    syntax="json",
)

F.reg(
    "durian_shopee_open_platform_partner_key_py",
    ("shopee_sync/sign.py", "tools/shopee/order_pull_<<nn>>.py"),
    '''"""Tarik pesanan Shopee (kedai durian beku) setiap jam."""
import hashlib
import hmac
import time

import requests

PARTNER_ID = 2<<big>>
PARTNER_KEY = "<<cred>>"
SHOP_ID = <<big>><<nn>>
HOST = "https://partner.shopeemobile.com"


def sign(path: str, access_token: str) -> tuple[int, str]:
    ts = int(time.time())
    base = f"{PARTNER_ID}{path}{ts}{access_token}{SHOP_ID}"
    return ts, hmac.new(PARTNER_KEY.encode(), base.encode(), hashlib.sha256).hexdigest()


def orders(access_token: str) -> dict:
    path = "/api/v2/order/get_order_list"
    ts, sig = sign(path, access_token)
    params = {"partner_id": PARTNER_ID, "timestamp": ts, "sign": sig, "shop_id": SHOP_ID,
              "access_token": access_token, "time_range_field": "create_time", "page_size": 50}
    return requests.get(HOST + path, params=params, timeout=20).json()
''',
    "hex:64",
)

F.reg(
    "durian_kebun_accounts_spreadsheetml_kata_laluan",
    ("Documents/akaun_kebun_<<year>>.xml", "shared/pejabat/Akaun-<<num>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Akaun">
  <Table>
   <Row><Cell><Data ss:Type="String">Sistem</Data></Cell><Cell><Data ss:Type="String">ID pengguna</Data></Cell><Cell><Data ss:Type="String">Kata laluan</Data></Cell><Cell><Data ss:Type="String">Catatan</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">KWSP i-Akaun (Majikan)</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell><Cell><Data ss:Type="String">gaji pekerja kebun</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">PERKESO</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String">sama</Data></Cell><Cell><Data ss:Type="String"/></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
)


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    return dec_b64_userpass(next(iter(auths.values()))["auth"])


F.reg(
    "durian_musim_app_docker_config_json_auth",
    (".docker/config.json", "home/<<user>>/.docker/config.json"),
    """{
	"auths": {
		"registry.<<dom>>": {
			"auth": "<<cred>>"
		}
	},
	"HttpHeaders": {
		"User-Agent": "Docker-Client/26.1.4 (linux)"
	}
}
""",
    "pw_json",
    decode=_dec_docker,
    enc=enc_b64_userpass,
)
