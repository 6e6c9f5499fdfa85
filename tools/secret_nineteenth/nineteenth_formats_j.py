"""Farriers, blacksmiths and forges: forge burner controllers, shoeing-round apps,
power-hammer workshops, client portals."""

from nineteenth_spec import reg

F = "farrier_blacksmith_forge_rounds"

reg(
    F,
    "forge_burner_controller_toml_remote_password",
    "forge/<<o>>/burner_<<n>>.toml",
    """[burner]
fuel = "propane"
target_c = 1250

[remote]
enabled = true
listen = "0.0.0.0:8181"
password = "<<v>>"
""",
    "dq",
)

reg(
    F,
    "farrier_round_planner_json_calendar_refresh_token",
    "rounds/<<o>>_planner_<<n>>.json",
    """{
  "farrier": "<<ud>>",
  "horses": 62,
  "calendar": {"provider": "google", "refresh_token": "1//0<<v>>"}
}
""",
    "a:96",
)

reg(
    F,
    "farrier_invoice_app_kotlin_const_api_key",
    "app/src/main/java/com/<<o>>/shoeing/Keys<<n>>.kt",
    """package com.shoeing.app

object Keys {
    const val INVOICE_API = "https://api.<<d>>/v2/"
    const val INVOICE_KEY = "<<v>>"
}
""",
    "p:inv_:36",
    "",
)

reg(
    F,
    "blacksmith_workshop_power_hammer_yaml_plug_password",
    "workshop/<<o>>/hammer_<<n>>.yaml",
    """power_hammer:
  smart_plug: tasmota
  address: <<ip>>
  web_user: admin
  web_password: '<<v>>'
  auto_off_min: 20
""",
    "sq",
)

reg(
    F,
    "farrier_client_portal_nodejs_env_session_secret",
    "portal/<<o>>/.env.production",
    """NODE_ENV=production
PORT=3000
DATABASE_URL=postgres://portal@<<h>>/farrier
SESSION_SECRET=<<v>>
""",
    "x:64",
    "",
)

reg(
    F,
    "forge_sales_python_ftplib_login_positional",
    "sales/upload_catalog_<<m>>.py",
    """from ftplib import FTP_TLS

ftp = FTP_TLS("ftp.<<d>>")
ftp.login("forge<<n>>", "<<v>>")
ftp.prot_p()
with open("catalog.csv", "rb") as fh:
    ftp.storbinary("STOR catalog.csv", fh)
""",
    "dq",
)

reg(
    F,
    "farrier_sms_export_txt_yard_gate_login",
    "sms/export_<<m>>.txt",
    """<<date>> 18:02 From: <<u>>
Can you do the grey mare Thursday? Yard gate app: user yard<<n>> pass <<v>>
<<date>> 18:05 To: <<u>>
Yes, 9am. Thanks
""",
    "words",
    "",
)
