"""Bridal shops and tailoring: alteration trackers, appointment booking, fabric suppliers,
embroidery-free POS, fitting-room tablets."""

# ruff: noqa: E501
from nineteenth_spec import reg

F = "bridal_tailoring_alteration_ateliers"

reg(
    F,
    "bridal_appointment_booking_json_calendar_api_key",
    "bookings/<<o>>_<<n>>.json",
    """{
  "boutique": "<<o>> Bridal",
  "slots_per_day": 6,
  "calendar_api": {"url": "https://cal.<<d>>/api", "key": "<<v>>"}
}
""",
    "p:cal_:40",
)

reg(
    F,
    "alteration_tracker_access_vba_bas_connection_pwd",
    "tracker/modAlterations<<n>>.bas",
    """Attribute VB_Name = "modAlterations"
Public Function OpenDb() As Object
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Driver={MySQL ODBC 8.0 Driver};Server=<<h>>;Database=alterations;Uid=atelier;Pwd=<<v>>;"
    Set OpenDb = cn
End Function
""",
    "bare",
    "",
)

reg(
    F,
    "fabric_supplier_orders_toml_wholesale_key",
    "suppliers/<<o>>/orders_<<n>>.toml",
    """[supplier]
name = "silk & lace wholesale"
account = "<<m>>"
api_key = "<<v>>"
""",
    "a:32",
)

reg(
    F,
    "fitting_room_tablet_managed_xml_kiosk_password",
    "tablets/<<o>>_fitting_<<n>>.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<managedAppConfiguration>
  <dict>
    <string keyName="kioskMode">lookbook</string>
    <string keyName="exitPassword"><<v>></string>
  </dict>
</managedAppConfiguration>
""",
    "xml",
)

reg(
    F,
    "tailor_pos_yaml_receipt_printer_cloud_secret",
    "pos/<<o>>/config_<<n>>.yml",
    """store: <<o>> Tailors
printer:
  cloud_print: true
  device_id: <<id>>
  secret: '<<v>>'
""",
    "sq",
)

reg(
    F,
    "bridal_instagram_scheduler_python_graph_token",
    "social/schedule_<<m>>.py",
    """import requests

TOKEN = "EAAG<<v>>"
requests.post(
    "https://graph.facebook.com/v19.0/<<m>>/media",
    params={"image_url": "https://<<d>>/gowns/ivory.jpg", "access_token": TOKEN},
)
""",
    "a:150",
)

reg(
    F,
    "atelier_staff_memo_rtf_supplier_login",
    "memos/staff_memo_<<m>>.rtf",
    r"""{\rtf1\ansi\deff0{\fonttbl{\f0 Calibri;}}
\f0\fs22 Staff memo\par
Please book all silk orders through the supplier site from now on.\par
Login: orders@<<d>>  Password: <<v>>\par
}
""",
    "words",
    "",
)
