"""Cider orchards and press houses: press controllers, fermentation tanks, orchard spray
records, farm-gate e-commerce, apple-juice pasteurisers."""

import json
import re

from nineteenth_spec import reg

F = "cider_orchard_press_house"

reg(
    F,
    "cider_belt_press_controller_ini_remote_password",
    "press/<<o>>/beltpress_<<n>>.ini",
    """[Press]
BeltSpeed=3.2
[Remote]
Enabled=1
Password=<<v>>
""",
    "ini",
)

reg(
    F,
    "cider_fermentation_tank_monitor_json_cloud_key",
    "tanks/<<o>>_tank_<<n>>.json",
    """{
  "tank": "FV<<n>>",
  "volume_l": 3000,
  "sensors": ["temp", "gravity"],
  "cloud": {"url": "https://ferment.<<d>>", "key": "<<v>>"}
}
""",
    "p:fmk_:32",
)

reg(
    F,
    "orchard_spray_record_yaml_agronomy_api_secret",
    "orchard/<<o>>/spray_<<n>>.yaml",
    """orchard: <<o>>
blocks: [A, B, C]
agronomy_api:
  url: https://agro.<<d>>/v2
  client_id: orchard-<<n>>
  client_secret: "<<v>>"
""",
    "dq",
)

reg(
    F,
    "cider_farm_gate_shop_woocommerce_wp_config_php_password",
    "shop/<<o>>/wp-config.php",
    """<?php
define( 'DB_NAME', 'cidershop' );
define( 'DB_USER', 'cidershop' );
define( 'DB_PASSWORD', '<<v>>' );
define( 'DB_HOST', '<<h>>' );
$table_prefix = 'wp_';
""",
    "sq",
    "",
)

reg(
    F,
    "juice_pasteuriser_python_modbus_gateway_password",
    "pasteuriser/log_<<m>>.py",
    """from gateway import Client

gw = Client("<<ip>>", user="pasteur", password="<<v>>")
for reg in (40001, 40002):
    print(gw.read_holding(reg))
""",
    "dq",
)

reg(
    F,
    "cider_go_config_json_unicode_escaped_password",
    "tanks/<<o>>/go_cfg_<<n>>.json",
    """{"Broker":"<<h>>:8883","User":"tanks","Pass":"<<ev>>","Topic":"cider/tanks"}
""",
    "dq",
    enc=lambda v: v.replace("&", "\\u0026"),
    decode=lambda t: json.loads(t)["Pass"],
    need=lambda v: "&" in v,
)

reg(
    F,
    "orchard_picking_crew_signal_txt_weighing_app_login",
    "chats/picking_crew_<<m>>.txt",
    """[<<date>> 07:45] <<u>>: bins by the Dabinett rows please
[<<date>> 07:47] <<ud>>: weighing app login is crew<<n>> / <<v>>
[<<date>> 07:48] <<u>>: thanks
""",
    "words",
    "",
)

reg(
    F,
    "cider_label_approval_eml_quoted_printable_portal_password",
    "mail/label_approval_<<m>>.eml",
    """From: <<e>>
To: cellar@<<d>>
Subject: label approval portal
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Hi, the label approval portal login is cellar@<<d>>, password <<ev>> .=
 Please approve the medium dry label by Friday.
""",
    "sq",
    "",
    enc=lambda v: v.replace("=", "=3D"),
    decode=lambda t: re.search(r"password (\S+) \.", t).group(1).replace("=3D", "="),
    need=lambda v: "=" in v,
)
