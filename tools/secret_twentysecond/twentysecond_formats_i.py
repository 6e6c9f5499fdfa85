"""Saunas and public bathhouses: heater controllers, locker systems, ticket gates."""

import re

from twentysecond_corpus import gen_pw
from twentysecond_spec import reg

F = "sauna_bathhouse_public_baths"


def _c_escape(v: str) -> str:
    return v.replace("\\", "\\\\").replace('"', '\\"')


def _c_unescape(t: str) -> str:
    raw = re.search(r'#define LOCKER_ADMIN_PW "((?:[^"\\]|\\.)*)"', t).group(1)
    return re.sub(r"\\(.)", r"\1", raw)


reg(
    F,
    "sauna_locker_firmware_c_header_escaped_quote_password",
    ("firmware/<<org>>/locker_cfg<<n>>.h", "lockers/bank<<n>>/config.h"),
    """#pragma once
#define LOCKER_BANK <<n>>
#define LOCKER_ADMIN_PW "<<v>>"
#define LOCKER_SYNC_HOST "<<ip>>"
""",
    lambda r: gen_pw(r, sym='"\\'),
    "",
    enc=_c_escape,
    decode=_c_unescape,
)

reg(
    F,
    "sauna_heater_controller_modbus_json_cloud_password",
    ("heaters/<<org>>/stove_<<n>>.json", "sauna/heater<<n>>.json"),
    """{
  "heater": "stove-<<n>>",
  "maxTempC": 95,
  "cloud": {"server": "https://heat.<<dom>>", "user": "sauna<<n>>", "password": "<<v>>"}
}
""",
    "json",
)

reg(
    F,
    "sauna_ticket_gate_turnstile_ini_sql_password",
    ("gates/<<org>>/turnstile_<<n>>.ini", "entry/gate<<n>>.ini"),
    """[Gate]
Id=<<n>>
Mode=wristband

[Database]
Server=<<host>>
Catalog=Tickets
Login=gate
Pwd=<<v>>
""",
    "ini",
)

reg(
    F,
    "sauna_spa_booking_go_sql_open_dsn_password",
    ("cmd/<<org>>booking<<n>>/main.go", "booking/db_<<nn>>.go"),
    """package main

import "database/sql"

func openDB() (*sql.DB, error) {
	return sql.Open("mysql", "spa:<<v>>@tcp(<<host>>:3306)/bookings?parseTime=true")
}
""",
    "url",
    "",
)

reg(
    F,
    "sauna_finnish_staff_notes_salasana",
    ("notes/<<org>>/vuoro_<<n>>.txt", "henkilokunta/ohjeet_<<nn>>.txt"),
    """Iltavuoron ohjeet
- kiukaat pois klo 21.30
- kassakoneen salasana vaihdettu: <<v>>
- pyyhkeet pesulaan torstaina
""",
    "human",
)

reg(
    F,
    "sauna_steam_room_esphome_ota_password_yaml",
    ("esphome/<<org>>/steam_<<n>>.yaml", "devices/steamroom<<n>>.yaml"),
    """esphome:
  name: steamroom-<<n>>
esp32:
  board: esp32dev
wifi:
  ssid: "<<org>>-baths"
  password: "<<v>>"
ota:
  - platform: esphome
""",
    "dq",
)

reg(
    F,
    "sauna_membership_app_typescript_class_field_key",
    ("src/<<org>>/members<<n>>.ts", "app/services/membership_<<nn>>.ts"),
    """export class MembershipClient {
  private readonly baseUrl = "https://members.<<dom>>/api";
  private readonly apiKey = "mbr_<<v>>";

  async list(): Promise<Member[]> {
    const r = await fetch(`${this.baseUrl}/members`, { headers: { "x-api-key": this.apiKey } });
    return r.json();
  }
}
""",
    "a32",
    "",
)

reg(
    F,
    "sauna_pool_chemistry_cron_curl_positional_token",
    ("cron/<<org>>/chlorine_<<n>>.crontab", "etc/cron.d/pool<<n>>"),
    """# pool chemistry upload every 10 min
*/10 * * * * root /usr/bin/curl -s -H "X-Token: <<v>>" -F data=@/var/lib/pool/last.csv https://water.<<dom>>/upload
""",
    "hex40",
    "",
)
