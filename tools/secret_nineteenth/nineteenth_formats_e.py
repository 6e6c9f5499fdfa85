"""Bookbinding and book-conservation studios: treatment records, humidity chambers,
commission invoices, digitisation handoffs."""

from nineteenth_spec import reg

F = "bookbinding_conservation_bindery"

reg(
    F,
    "bindery_treatment_record_filemaker_xml_odbc_password",
    "treatments/<<o>>_fmp_<<m>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FMPXMLRESULT xmlns="http://www.filemaker.com/fmpxmlresult">
  <DATABASE NAME="Treatments" LAYOUT="Record" RECORDS="1"/>
  <ExternalDataSource name="Invoicing" type="ODBC" dsn="bindery_inv" user="fmp" password="<<v>>"/>
  <RESULTSET FOUND="1"><ROW><COL><DATA>Rebacked calf binding, 1782</DATA></COL></ROW></RESULTSET>
</FMPXMLRESULT>
""",
    "xml",
)

reg(
    F,
    "conservation_humidity_chamber_json_alerting_key",
    "chambers/<<o>>_chamber_<<n>>.json",
    """{
  "chamber": "<<n>>",
  "target_rh": 65,
  "duration_h": 4,
  "alerts": {"provider": "pager", "routing_key": "<<v>>"}
}
""",
    "x:32",
)

reg(
    F,
    "bindery_commission_invoicing_toml_accounting_secret",
    "invoicing/<<o>>/config_<<n>>.toml",
    """[studio]
name = "<<o>> Bindery"
vat = true

[accounting]
client_id = "<<id>>"
client_secret = "<<v>>"
redirect = "http://localhost:8765/cb"
""",
    "dq",
)

reg(
    F,
    "bindery_digitisation_handoff_python_sftp_password",
    "digitise/handoff_<<m>>.py",
    """import pysftp

with pysftp.Connection("<<h>>", username="scans", password="<<v>>") as sftp:
    sftp.put_r("out/tiff", "/incoming/<<o>>")
""",
    "dq",
)

reg(
    F,
    "bindery_gold_tooling_order_email_eml_shop_password",
    "mail/order_<<m>>.eml",
    """From: <<e>>
To: studio@<<d>>
Subject: gold leaf reorder
Date: Tue, 04 Mar 2025 10:12:00 +0000

Hi, I placed the order for 23.5ct leaf and the brass type. The supplier shop
account is studio@<<d>> and the password is <<v>> if you need to check the
delivery date.
""",
    "words",
    "",
)

reg(
    F,
    "conservation_lab_wiki_dokuwiki_txt_scanner_login",
    "wiki/data/pages/lab/scanner_<<n>>.txt",
    """====== Book scanner (cradle) ======

  * Power on the lights first, then the camera.
  * Capture software login: ''operator'' / ''<<v>>''
  * Export to the share ''\\\\nas\\scans''
""",
    "nosym",
    "",
)

reg(
    F,
    "bindery_shop_sh_rclone_obscured_config_pass",
    "backup/rclone_<<n>>.sh",
    """#!/bin/sh
rclone copy /srv/bindery/photos remote:bindery-photos \\
  --s3-provider Other --s3-endpoint https://s3.<<d>> \\
  --s3-access-key-id <<hx>>AKB --s3-secret-access-key <<v>>
""",
    "a:40",
    "",
)
