"""Family n: parquet flooring fitters (sanding, finishing, trade supply)."""
# ruff: noqa: E501

from thirtyfirst_spec import alnum, reg

F = "parquet_flooring_fitter_sanding"

reg(
    F,
    "parquet_quote_app_flask_config_class",
    ["quotes/config.py", "<<org>>_quotes/config.py"],
    """class Config:
    SQLALCHEMY_DATABASE_URI = "sqlite:///quotes.db"
    MAIL_SERVER = "smtp.<<dom>>"
    MAIL_PORT = 465
    MAIL_USE_SSL = True
    MAIL_USERNAME = "quotes@<<dom>>"
    MAIL_PASSWORD = "<<cred>>"
""",
    "h:dq",
)

reg(
    F,
    "parquet_persian_telegram_ramz",
    ["Telegram/parket_<<dd>><<mm>>.txt", "chats/tg-fitter-<<n>>.txt"],
    """<<fname2>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
سلام، رمز عبور پنل سفارش چوب رو داری؟

<<fname>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
نام کاربری: <<user>>
رمز عبور: <<cred>>

<<fname2>>, [<<dd>>.<<mm>>.<<year>> <<hh>>:<<mi>>]
مرسی، سفارش بلوط ثبت شد
""",
    "h:any",
)

reg(
    F,
    "parquet_sander_hire_portal_ini",
    ["hire-sync/settings.ini", "<<org>>/hire/portal-<<n>>.ini"],
    """[portal]
base_url = https://hire.<<dom>>
account = <<nn>>
user = <<user>>
password = <<cred>>

[sync]
interval_minutes = 30
""",
    "h:ini",
)

reg(
    F,
    "parquet_van_fleet_curl_api_key_header",
    ["scripts/van_positions.sh", "<<org>>/fleet/poll-<<n>>.sh"],
    """#!/usr/bin/env bash
curl -s -H "X-Api-Key: <<cred>>" -H "Accept: application/json" \\
  "https://api.<<dom>>/v1/vehicles?fleet=<<nn>>" | jq -r '.vehicles[] | "\\(.reg) \\(.lat),\\(.lon)"'
""",
    "x:flt_:36",
)

reg(
    F,
    "parquet_site_photos_aws_credentials",
    ["home/<<user>>/.aws/credentials", "<<org>>-laptop/.aws/credentials"],
    """[default]
region = eu-west-2

[site-photos]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    extra=lambda r: {"akid": alnum(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

reg(
    F,
    "parquet_timesheets_docker_run_cmdline",
    ["ops/run-timesheets.sh", "<<org>>/notes/docker-<<n>>.txt"],
    """docker run -d --name timesheets --restart unless-stopped \\
  -p 8080:80 \\
  -e DB_HOST=<<host>> -e DB_USER=timesheets -e DB_PASSWORD=<<cred>> \\
  ghcr.io/<<org>>/timesheets:2.4
""",
    "pw:bare",
)

reg(
    F,
    "parquet_fitter_laptop_sticky_ocr",
    ["ocr/laptop_sticky_<<n>>.txt", "scans/<<org>>-sticky-<<dd>><<mm>>.txt"],
    """quote sw
<<user>>
<<cred>>
oak 14mm x 120 - ring supplier mon
""",
    "h:any",
)

reg(
    F,
    "parquet_supplier_b2b_soap_envelope",
    ["b2b/requests/stock_query.xml", "<<org>>/soap/order-<<n>>.xml"],
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:b2b="urn:timber-b2b">
  <soapenv:Header>
    <b2b:Auth>
      <b2b:Customer><<nn>></b2b:Customer>
      <b2b:Username><<user>></b2b:Username>
      <b2b:Password><<cred>></b2b:Password>
    </b2b:Auth>
  </soapenv:Header>
  <soapenv:Body>
    <b2b:StockQuery><b2b:Sku>OAK-HB-14-120</b2b:Sku></b2b:StockQuery>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw:xml",
)
