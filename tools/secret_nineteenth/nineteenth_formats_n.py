"""Artisan bakeries with wholesale rounds: oven controllers, proofer cabinets, delivery-route
apps, allergen label printing, order webhooks."""

from nineteenth_spec import reg

F = "artisan_bakery_wholesale_rounds"

reg(
    F,
    "deck_oven_controller_ini_service_password",
    "ovens/<<o>>/deck_<<n>>.ini",
    """[Oven]
Decks=4
SteamSeconds=6
[Service]
RemoteAccess=1
ServicePassword=<<v>>
""",
    "ini",
)

reg(
    F,
    "proofer_retarder_cabinet_json_cloud_key",
    "proofers/<<o>>_cab_<<n>>.json",
    """{
  "cabinet": "<<n>>",
  "program": {"retard_c": 3, "proof_c": 26, "proof_rh": 80},
  "cloud": {"host": "<<h>>", "device_key": "<<v>>"}
}
""",
    "x:40",
)

reg(
    F,
    "bakery_delivery_route_app_yaml_routing_api_key",
    "routes/<<o>>/rounds_<<n>>.yaml",
    """rounds:
  - name: early-cafes
    depart: "04:30"
    stops: 18
routing:
  provider: https://route.<<d>>
  api_key: <<v>>
""",
    "p:rte_:32",
)

reg(
    F,
    "allergen_label_printer_python_zpl_printer_password",
    "labels/print_allergens_<<m>>.py",
    """import socket

PRINTER = ("<<ip>>", 9100)
PRINTER_PASSWORD = "<<v>>"

zpl = "^XA^FO50,50^A0N,30,30^FDContains: WHEAT, MILK^FS^XZ"
with socket.create_connection(PRINTER) as s:
    s.sendall(("~PW" + PRINTER_PASSWORD + "\\n" + zpl).encode())
""",
    "dq",
)

reg(
    F,
    "bakery_wholesale_order_webhook_toml_signing_secret",
    "webhooks/<<o>>/orders_<<n>>.toml",
    """[webhook]
path = "/hooks/orders"
signing_secret = "whsec_<<v>>"
""",
    "a:32",
)

reg(
    F,
    "bakery_shop_tablet_env_pos_api_key",
    "tablet/<<o>>/.env.<<n>>",
    """POS_LOCATION=<<o>>-shop
POS_API_URL=https://pos.<<d>>/api
POS_API_KEY=<<v>>
""",
    "p:pos_:36",
    "",
)

reg(
    F,
    "baker_night_shift_whiteboard_photo_ocr_txt_mixer_login",
    "ocr/whiteboard_<<m>>.txt",
    """NIGHT SHIFT
- levain fed 22:00
- 140 baguettes, 60 sourdough for cafes
- new spiral mixer panel login: baker / <<v>>
- clean the divider!!
""",
    "words",
    "",
)
