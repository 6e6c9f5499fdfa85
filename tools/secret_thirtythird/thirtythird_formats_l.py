# ruff: noqa: E501
"""Family l: an ironmonger (trade counter, key cutting, paint tinting, ladder hire)."""

import base64
import json

from thirtythird_spec import enc_b64, grab, pw_with, reg

F = "ironmonger_hardware_shop"


def _jesc(v: str) -> str:
    return v.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def _key_dec(text: str) -> str:
    return json.loads('"' + grab(r'"cloudPassword": "([^"]*)"', text) + '"')


reg(
    F,
    "ironmonger_key_cutter_json_unicode_escaped",
    ("keycutter/settings.json", "machines/<<org>>/keymachine_<<n>>.json"),
    """{
  "machine": "KC-<<n2>>",
  "blankLibraryVersion": "<<year>>.<<month>>",
  "cloudUser": "<<org>>",
  "cloudPassword": "<<cred>>",
  "autoUpdate": true
}
""",
    pw_with("&<>", "!#*+-_.?@^~"),
    enc=_jesc,
    decode=_key_dec,
)

reg(
    F,
    "ironmonger_trade_counter_odbc_ini",
    ("etc/odbc.ini", "counter/<<org>>/odbc.ini"),
    """[TradeCounter]
Driver = ODBC Driver 18 for SQL Server
Server = <<host>>
Database = TradeCounter
UID = counter
PWD = <<cred>>
TrustServerCertificate = yes
""",
    "pw_ini",
)

reg(
    F,
    "ironmonger_paint_tinting_sqlcmd_cmdline",
    ("tinting/backup_formulas.cmd", "support/<<org>>/tint_notes.txt"),
    """rem backup of the paint tinting formula database
sqlcmd -S <<ip>>\\SQLEXPRESS -U sa -P <<cred>> -Q "BACKUP DATABASE TintFormulas TO DISK='D:\\backup\\tint.bak' WITH INIT"
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "ironmonger_gaelic_email_facal_faire",
    ("mail/stor_<<n>>.eml", "inbox/<<org>>/<<year>>_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Cunntas an t-solaraiche
Date: <<day>> <<month>> <<year>> <<hh>>:<<mm>>:00 +0000

A <<first2>>, a charaid,

Seo am fiosrachadh airson làrach-lìn an t-solaraiche, airson òrdughan nan sgriothan is nan tàirngean:

ainm-cleachdaiche: <<user>>
facal-faire: <<cred>>

Le deagh dhùrachd,
<<first>>
""",
    "human",
)

reg(
    F,
    "ironmonger_van_tracker_terraform_tfvars",
    ("infra/terraform.tfvars", "infra/<<org>>/prod.auto.tfvars"),
    """region           = "eu-west-2"
environment      = "prod"
datadog_api_key  = "<<cred>>"
tracker_poll_sec = 60
""",
    "p:datadog",
    syntax="",
)

reg(
    F,
    "ironmonger_stock_api_go_setbasicauth",
    ("internal/stock/client.go", "stocksync/<<org>>/client.go"),
    """package stock

import "net/http"

func newRequest(url string) (*http.Request, error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.SetBasicAuth("<<svc>>", "<<cred>>")
	return req, nil
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "ironmonger_ladder_hire_php_mysqli_connect",
    ("hire/includes/connect.php", "www/<<org>>/hire/db.inc.php"),
    """<?php
$link = mysqli_connect('localhost', 'ladderhire', '<<cred>>', 'ladderhire');
if (!$link) {
    die('Could not connect: ' . mysqli_connect_error());
}
mysqli_set_charset($link, 'utf8mb4');
""",
    "pw_sq",
    syntax="",
)


def _npmrc_dec(text: str) -> str:
    raw = base64.b64decode(grab(r"_auth=(\S+)", text)).decode()
    return raw.split(":", 1)[1]


reg(
    F,
    "ironmonger_pos_plugins_npmrc_auth_b64",
    ("pos-plugins/.npmrc", "home/<<user>>/.npmrc"),
    """registry=https://npm.<<dom>>/repository/npm-group/
always-auth=true
_auth=<<cred>>
email=<<email>>
""",
    "pw_ini",
    enc=lambda v: enc_b64("pos-ci:" + v),
    decode=_npmrc_dec,
)
