"""Family: bouldering and climbing gym."""
# ruff: noqa: E501

import base64
import re

from twentythird_spec import prefixed, reg

F = "bouldering_climbing_gym_walls"


def _dec_basic(text: str) -> str:
    m = re.search(r'Authorization "Basic ([A-Za-z0-9+/=]+)"', text)
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


reg(
    F,
    "bouldering_nginx_proxy_set_header_basic_base64",
    ("nginx/<<org>>/sites-enabled/checkin.conf", "etc/nginx/conf.d/wall<<n>>.conf"),
    """server {
    listen 443 ssl;
    server_name checkin.<<dom>>;
    location /api/ {
        proxy_pass https://members.<<dom>>/api/;
        proxy_set_header Authorization "Basic <<enc>>";
        proxy_set_header Host members.<<dom>>;
    }
}
""",
    "url",
    "",
    enc=lambda pw, s: base64.b64encode(f"{s['user']}:{pw}".encode()).decode(),
    decode=_dec_basic,
)

reg(
    F,
    "bouldering_route_setter_dart_dio_base_options_header",
    ("setter_app/lib/<<org>>_api.dart", "routes/lib/api<<n>>.dart"),
    """import 'package:dio/dio.dart';

final dio = Dio(BaseOptions(
  baseUrl: 'https://routes.<<dom>>/v2',
  connectTimeout: const Duration(seconds: 10),
  headers: {'X-Api-Key': '<<pw>>'},
));
""",
    "key40",
    "",
)

reg(
    F,
    "bouldering_member_checkin_appsettings_connection_strings",
    ("checkin/<<org>>/appsettings.json", "CheckIn.Api/appsettings.<<n>>.json"),
    """{
  "ConnectionStrings": {
    "Members": "Server=<<host>>;Database=members;User Id=<<user>>;Password=<<pw>>;TrustServerCertificate=True"
  },
  "AllowedHosts": "*"
}
""",
    "ini",
)

reg(
    F,
    "bouldering_hold_inventory_curl_notion_bearer",
    ("scripts/<<org>>/holds_export.sh", "ops/hold-inventory-<<n>>.sh"),
    """#!/bin/sh
curl -s -X POST "https://api.notion.com/v1/databases/<<hex8>><<hex8>><<hex8>><<hex8>>/query" \\
  -H "Authorization: Bearer <<pw>>" \\
  -H "Notion-Version: 2022-06-28" \\
  -H "Content-Type: application/json" > holds.json
""",
    prefixed("ntn_", 46),
    "",
)

reg(
    F,
    "bouldering_setters_czech_chat_heslo",
    ("chats/<<org>>/stavitele_<<n>>.txt", "messenger/setters-cz-<<date>>.txt"),
    """[<<time>>] <<first>>: Kdo má přihlášení do rezervačního systému? Potřebuju zavřít stěnu B na pondělí.
[<<time>>] <<first2>>: jméno <<user>>, heslo <<pw>>
[<<time>>] <<first>>: díky!
""",
    "human",
    "",
)

reg(
    F,
    "bouldering_led_board_esp32_ino_wifi_password",
    ("firmware/<<org>>/board_leds.ino", "ledboard/src/board<<n>>.ino"),
    """#include <WiFi.h>
#include <FastLED.h>

const char* ssid = "<<org>>-wall";
const char* password = "<<pw>>";

void setup() {
  WiFi.begin(ssid, password);
  FastLED.addLeds<WS2812B, 5, GRB>(leds, 198);
}
""",
    "dq",
    "",
)

reg(
    F,
    "bouldering_cafe_pos_sumup_env_key",
    ("cafe-pos/<<org>>/.env", "pos/.env.<<n>>"),
    """SUMUP_MERCHANT_CODE=M<<hex8>>
SUMUP_API_KEY=<<pw>>
CAFE_TERMINAL=<<n>>
""",
    prefixed("sup_sk_", 32),
    "",
)

reg(
    F,
    "bouldering_comp_judging_fish_set_gx",
    ("home/<<user>>/.config/fish/conf.d/comp.fish", "judging/<<org>>/env<<n>>.fish"),
    """set -gx COMP_DB_HOST <<host>>
set -gx COMP_DB_USER judges
set -gx COMP_DB_PASS <<pw>>
set -gx COMP_ROUND qualis
""",
    "bare",
    "",
)
