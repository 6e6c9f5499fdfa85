# ruff: noqa: E501
"""Family m: a Hội An stock-photo contributor (Shutterstock, Adobe Stock) (Vietnamese)."""

from __future__ import annotations

import json

from ninetythird_spec import FAM_M, alnum

FAM_M.reg(
    "shutterstock_contributor_api_token_python",
    ("stock_tools/shutterstock_earnings.py", "<<org>>/scripts/ss_<<n>>.py"),
    '''"""Tải báo cáo thu nhập Shutterstock mỗi tháng cho <<orgc>>."""

import csv
import sys

import requests

SS_TOKEN = "<<cred>>"


def earnings(month: str) -> list[dict]:
    r = requests.get(
        "https://api.shutterstock.com/v2/contributors/me/earnings/downloads",
        headers={"Authorization": f"Bearer {SS_TOKEN}"},
        params={"start_date": f"{month}-01", "per_page": 500},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["data"]


if __name__ == "__main__":
    w = csv.writer(sys.stdout)
    for row in earnings(sys.argv[1]):
        w.writerow([row["media_id"], row["earnings"], row["category"]])
''',
    "p:shutterstock",
)

FAM_M.reg(
    "zalo_copied_chat_mat_khau_adobe",
    ("Desktop/zalo_<<n>>.txt", "ghichu/zalo_copy_<<fa>>_<<n>>.txt"),
    """[<<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>] <<ln2>> <<fn2>>: Anh ơi mật khẩu tài khoản Adobe Stock là gì vậy, em up bộ ảnh đèn lồng phố cổ
[<<hh>>:<<mi2>> <<d>>/<<mo>>/<<y>>] <<ln>> <<fn>>: <<cred>>
[<<hh>>:<<mi2>> <<d>>/<<mo>>/<<y>>] <<ln>> <<fn>>: nhớ gắn keyword tiếng Anh nha em
[<<hh>>:<<mi3>> <<d>>/<<mo>>/<<y>>] <<ln2>> <<fn2>>: Dạ em cảm ơn anh 😊
""",
    "human",
    syntax="",
)

FAM_M.reg(
    "adobe_stock_sftp_lftp_upload_script",
    ("upload_adobe.sh", "home/<<fa>>/bin/adobe_stock_<<n>>.sh"),
    """#!/bin/bash
# Đẩy ảnh đã chỉnh (JPG) lên Adobe Stock Contributor qua SFTP
SRC="$HOME/Pictures/Export/$(date +%Y-%m)"
lftp -u <<uid>>,'<<cred>>' sftp://sftp.contributor.adobestock.com -e "set sftp:auto-confirm yes; mirror -R --only-newer $SRC /; bye"
echo "Xong: $(ls "$SRC" | wc -l) ảnh"
""",
    "pw_sq",
    syntax="",
)

FAM_M.reg(
    "momo_partner_secret_key_json",
    ("config/momo.json", "<<org>>-prints/config/momo_<<n>>.json"),
    lambda s: json.dumps(
        {
            "partnerCode": s["pc"],
            "accessKey": s["ak"],
            "secretKey": s["cred"],
            "endpoint": "https://payment.momo.vn/v2/gateway/api/create",
            "redirectUrl": f"https://{s['dom']}/thanh-toan/xong",
            "ipnUrl": f"https://{s['dom']}/api/momo/ipn",
            "requestType": "captureWallet",
        },
        indent=2,
    ),
    "p:momo",
    extra=lambda r, s: {
        "pc": "MOMO" + alnum(r, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        "ak": alnum(r, 16),
    },
)

FAM_M.reg(
    "backblaze_b2_sync_windows_bat",
    ("backup_raw.bat", "C/Users/<<fa>>/Scripts/b2_backup_<<n>>.bat"),
    """@echo off
REM Sao luu file RAW len Backblaze B2 moi dem (Task Scheduler)
set B2_APPLICATION_KEY_ID=005<<kid>>
set B2_APPLICATION_KEY=<<cred>>
b2 account authorize %B2_APPLICATION_KEY_ID% %B2_APPLICATION_KEY%
b2 sync --skip-newer "D:\\Anh\\RAW\\<<y>>" b2://<<org>>-raw/<<y>>
""",
    "p:b2",
    syntax="",
    extra=lambda r, s: {"kid": alnum(r, 22, "0123456789abcdef")},
)

FAM_M.reg(
    "vietnamese_email_mat_khau_synology",
    ("Thu/<<y>><<mo>><<d>>_nas.eml", "mail/<<fa>>/Inbox/<<n2>>.eml"),
    """From: <<ln>> <<fn>> <<<gmail>>>
To: <<ln2>> <<fn2>> <<<email2>>>
Subject: Thông tin đăng nhập NAS Synology của studio
Date: Fri, <<d>> Aug <<y>> <<hh>>:<<mi>>:00 +0700
Content-Type: text/plain; charset=UTF-8

Chào <<fn2>>,

Anh gửi em thông tin để truy cập kho ảnh gốc trên NAS (QuickConnect) khi đi chụp ở Huế:

QuickConnect ID: <<org>><<n>>
Tài khoản: <<fa2>>
Mật khẩu: <<cred>>

Em chỉ tải ảnh về thôi, đừng xóa thư mục nào nhé.
Anh <<fn>>
""",
    "human",
    syntax="",
)

FAM_M.reg(
    "viettel_wifi_sms_backup_xml",
    (
        "SMSBackupRestore/sms-<<y>><<mo>><<d>><<hh>><<mi>><<ss>>.xml",
        "dienthoai/<<fa>>/sms_<<n2>>.xml",
    ),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="Viettel" date="<<epoch>>000" type="1" subject="null" body="Viettel thong bao: Ten WiFi cua Quy khach la Viettel_<<orgu>>, mat khau WiFi moi la: <<cred>> . Cam on Quy khach da su dung dich vu cua Viettel." toa="null" sc_toa="null" service_center="+84980200030" read="1" status="-1" locked="0" date_sent="<<epoch>>000" sub_id="1" readable_date="<<d>> thg <<m1>>, <<y>> <<hh>>:<<mi>>:<<ss>>" contact_name="(Unknown)" />
  <sms protocol="0" address="<<phone2>>" date="<<epoch>>500" type="1" subject="null" body="Em oi mai 5h sang ra Chua Cau chup binh minh nhe" toa="null" sc_toa="null" service_center="+84980200030" read="1" status="-1" locked="0" date_sent="<<epoch>>500" sub_id="1" readable_date="<<d>> thg <<m1>>, <<y>> <<hh>>:<<mi2>>:<<ss>>" contact_name="<<fn2>>" />
</smses>
""",
    "lower:10",
)

FAM_M.reg(
    "microstock_accounts_csv_semicolon",
    ("Documents/tai_khoan_stock.csv", "USB/<<fa>>/microstock_<<n>>.csv"),
    """trang;tai khoan;mat khau;ghi chu
Shutterstock;<<gmail>>;;dang nhap bang Google
Adobe Stock;<<gmail>>;<<cred>>;ID <<uid>>
Dreamstime;<<org>>;;da dong
""",
    "human",
    syntax="",
)
