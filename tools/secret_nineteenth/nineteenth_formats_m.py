"""Craft distilleries and bonded warehouses: still controllers, excise returns, cask
inventories, tasting-room bookings."""

import base64
import re

from nineteenth_spec import reg

F = "craft_distillery_bonded_warehouse"

reg(
    F,
    "still_controller_ini_scada_password",
    "still/<<o>>/pot_still_<<n>>.ini",
    """[Still]
Charge_L=1000
HeadsCut=78.5
[SCADA]
Host=<<h>>
User=stillman
Password=<<v>>
""",
    "ini",
)

reg(
    F,
    "excise_duty_return_http_file_basic_auth_b64",
    "excise/return_<<m>>.http",
    """### monthly duty return
POST https://excise.<<d>>/api/returns HTTP/1.1
Authorization: Basic <<ev>>
Content-Type: application/json

{"period": "<<date>>", "litres_pure_alcohol": 412.6}
""",
    "url",
    "",
    enc=lambda v: base64.b64encode(f"bondkeeper:{v}".encode()).decode(),
    decode=lambda t: (
        base64.b64decode(re.search(r"Basic (\S+)", t).group(1)).decode().split(":", 1)[1]
    ),
)

reg(
    F,
    "cask_inventory_json_warehouse_api_token",
    "casks/<<o>>_inventory_<<n>>.json",
    """{
  "warehouse": "bond <<n>>",
  "casks": [{"no": "<<m>>", "type": "ex-bourbon", "filled": "<<date>>", "rla": 198.2}],
  "sync": {"endpoint": "https://casks.<<d>>/v1", "token": "<<v>>"}
}
""",
    "p:cwt_:44",
)

reg(
    F,
    "tasting_room_booking_php_config_smtp_password",
    "booking/<<o>>/config_<<n>>.php",
    """<?php
return [
    'smtp' => [
        'host' => 'smtp.<<d>>',
        'user' => 'tours@<<d>>',
        'pass' => '<<v>>',
    ],
    'max_group' => 12,
];
""",
    "dq",
    "",
)

reg(
    F,
    "distillery_bottling_line_yaml_label_printer_password",
    "bottling/<<o>>/line_<<n>>.yaml",
    """line:
  speed_bph: 1200
label_printer:
  host: <<ip>>
  user: zebra
  password: "<<v>>"
""",
    "dq",
)

reg(
    F,
    "bond_warehouse_gate_python_controller_password_kwarg",
    "gate/open_bond_<<m>>.py",
    """from gatecontrol import Controller

ctl = Controller(host="<<ip>>", username="bondkeeper", password="<<v>>")
ctl.unlock(door=2, seconds=8)
""",
    "dq",
)

reg(
    F,
    "distiller_teams_chat_html_export_excise_portal_login",
    "teams/distillery_chat_<<m>>.txt",
    """<<u>> 09:02  still 2 charged, heads cut at 78.4
<<ud>> 09:10  ok. excise portal changed their login page
<<u>> 09:11  user bond<<n>> password <<v>> - same as before, just new URL
""",
    "words",
    "",
)
