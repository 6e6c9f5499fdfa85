"""Family: optician practice (OCT scanners, bookings, recall letters)."""
# ruff: noqa: E501

import html
import re

from twentyfourth_spec import enc_html, pw_with, reg

FAM = "optician_practice_eye_tests"


def _input_value(text: str) -> str:
    m = re.search(r'<input type="password" name="pwd" value="([^"]*)"', text)
    if not m:
        raise ValueError("no password input")
    return html.unescape(m.group(1))


reg(
    FAM,
    "optician_intranet_saved_html_input_value",
    ("Downloads/Lab portal - settings.html", "saved/<<org>>-lab-<<n>>.html"),
    """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Lab portal - settings</title></head>
<body>
<form action="/settings" method="post">
  <label>Practice login <input type="text" name="usr" value="<<user>>"></label>
  <label>Password <input type="password" name="pwd" value="<<s>>"></label>
  <button>Save</button>
</form>
</body></html>
""",
    pw_with("&<>"),
    "",
    enc=enc_html,
    decode=_input_value,
)

reg(
    FAM,
    "optician_oct_orthanc_json_registered_users",
    ("orthanc/orthanc.json", "dicom/<<org>>-orthanc.json"),
    """{
  "Name": "<<org>>-oct",
  "DicomAet": "OCT<<n>>",
  "AuthenticationEnabled": true,
  "RegisteredUsers": {
    "<<user>>": "<<s>>"
  },
  "RemoteAccessAllowed": true
}
""",
    "json",
)

reg(
    FAM,
    "optician_booking_web_config_connection_string",
    ("Booking/Web.config", "site/<<org>>/web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Booking" connectionString="Data Source=<<host>>;Initial Catalog=Booking;User ID=<<user>>;Password=<<s>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "xml",
    "xml",
)

reg(
    FAM,
    "optician_frames_supplier_hocon_api_key",
    ("conf/application.conf", "frames/<<org>>/application.conf"),
    """supplier {
  base-url = "https://trade.<<dom>>/v2"
  api-key = "<<s>>"
  timeout = 20s
}
""",
    "uuid",
    "",
)

reg(
    FAM,
    "optician_recall_letters_mailjet_apiconnect_positional",
    ("recall/send.js", "scripts/<<org>>-recall.js"),
    """const Mailjet = require('node-mailjet');

const mailjet = Mailjet.apiConnect('<<id>><<id>><<id>><<id>>', '<<s>>');

module.exports = (to, name) => mailjet.post('send', { version: 'v3.1' }).request({
  Messages: [{ To: [{ Email: to, Name: name }], TemplateID: <<n2>> }],
});
""",
    "hex32",
    "",
)

reg(
    FAM,
    "optician_receptionist_hungarian_chat_jelszo",
    ("chats/recepcio-<<id>>.txt", "messenger/<<org>>-<<n>>.txt"),
    """[<<date>> <<time>>] <<First>>: a labor portal nem enged be
[<<date>> <<time>>] Zsofi: felhasznalo: <<user>>
[<<date>> <<time>>] Zsofi: jelszó: <<s>>
""",
    "human",
    "",
)

reg(
    FAM,
    "optician_lab_portal_autohotkey_send_login",
    ("scripts/lab-login.ahk", "ahk/<<org>>-lab.ahk"),
    """#NoEnv
^!l::
WinActivate, Lab Portal
Send, <<user>>{Tab}
Send, <<s>>{Enter}
return
""",
    "alnum",
    "",
)

reg(
    FAM,
    "optician_it_ticket_remote_support_session",
    ("tickets/IT-<<n2>>.txt", "helpdesk/<<org>>-<<n2>>.txt"),
    """Ticket IT-<<n2>> - OCT scanner not exporting
Opened: <<date>> <<time>> by <<First>> <<Last>>

Vendor asked for remote access. AnyDesk ID 1 <<n2>> <<n2>>, unattended access password set to
<<s>> - please remove it after the session.
""",
    "human",
    "",
)
