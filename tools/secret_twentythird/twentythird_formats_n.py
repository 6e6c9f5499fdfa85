"""Family: theatre costume hire and wardrobe department."""
# ruff: noqa: E501

from twentythird_spec import alnum, b64, reg

F = "costume_theatre_hire_wardrobe"

reg(
    F,
    "costume_hire_catalogue_gleam_const_api_key",
    ("catalogue/src/<<org>>/config.gleam", "costume_hire/src/api<<n>>.gleam"),
    """import gleam/http/request

pub const api_host = "catalogue.<<dom>>"

pub const api_key = "<<pw>>"

pub fn authed(req: request.Request(String)) {
  request.set_header(req, "x-api-key", api_key)
}
""",
    "key32",
    "",
)

reg(
    F,
    "costume_fitting_booking_calcom_env_database_url",
    ("fittings/<<org>>/.env", "calcom/.env.<<n>>"),
    """NEXT_PUBLIC_WEBAPP_URL=https://fittings.<<dom>>
DATABASE_URL=postgresql://<<user>>:<<pw>>@<<host>>:5432/calendso
CALENDSO_ENCRYPTION_KEY=
EMAIL_FROM=wardrobe@<<dom>>
""",
    "url",
    "",
)

reg(
    F,
    "costume_barcode_scanner_json_sync_password",
    ("scanner/<<org>>/device<<n>>.json", "wardrobe/scanners/gun_<<n>>.json"),
    """{
  "scanner_id": "WR-<<n>>",
  "mode": "batch",
  "sync": {
    "host": "<<host>>",
    "share": "rails",
    "account": "<<user>>",
    "pass": "<<pw>>"
  },
  "beep": true
}
""",
    "json",
)

reg(
    F,
    "costume_laundry_machine_ini_telemetry_password",
    ("laundry/<<org>>/washer<<n>>.ini", "wardrobe/laundry_<<n>>.ini"),
    """[machine]
model = WX-<<n3>>
programs = delicate,wool,costume_soak

[telemetry]
broker = <<ip>>
username = washer<<n>>
password = <<pw>>
""",
    "ini",
)

reg(
    F,
    "costume_designer_russian_email_parol",
    ("mail/<<org>>/kostyum_<<n>>.eml", "inbox/<<date>>-eskizy<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: wardrobe@<<dom>>
Subject: Эскизы для второго акта
Content-Type: text/plain; charset=utf-8

Добрый день!

Эскизы лежат в облаке. Логин: <<user>>, пароль: <<pw>>
Ткани заказала, будут в четверг.

С уважением,
<<first>>
""",
    "human",
    "",
)

reg(
    F,
    "costume_show_rig_applescript_administrator_privileges",
    ("qlab/<<org>>/reset_rig.applescript", "showcontrol/reset<<n>>.applescript"),
    """-- reset the wardrobe monitor rig before the half
do shell script "launchctl kickstart -k system/com.wardrobe.monitor" user name "<<user>>" password "<<pw>>" with administrator privileges
tell application "QLab" to activate
""",
    "dq",
    "",
)


def _aws_secret(r):
    return b64(r, 30).replace("=", "")[:40]


reg(
    F,
    "costume_stock_photos_aws_credentials_file",
    ("home/<<user>>/.aws/credentials", "photos/<<org>>/aws_credentials<<n>>"),
    """[default]
region = eu-west-1

[costume-photos]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<pw>>
""",
    _aws_secret,
    "",
    extra=lambda r: {"akid": alnum(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

reg(
    F,
    "costume_prompt_book_docx_document_xml_run",
    ("promptbook/<<org>>/word/document.xml", "docs/promptbook<<n>>/word/document.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
  <w:body>
    <w:p><w:r><w:t>Quick change room Q<<n>>: two dressers, torch on hook.</w:t></w:r></w:p>
    <w:p><w:r><w:t xml:space="preserve">Backstage Wi-Fi  Wardrobe-<<n>>  </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t><<pw>></w:t></w:r></w:p>
  </w:body>
</w:document>
""",
    "human",
)
