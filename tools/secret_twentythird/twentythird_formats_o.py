"""Family: ramen and noodle shop kitchen."""

import base64
import json

from twentythird_spec import alnum, reg

F = "ramen_noodle_shop_kitchen"


def _docker_auth(pw: str, s: dict) -> str:
    return base64.b64encode(f"{s['user']}:{pw}".encode()).decode()


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    raw = next(iter(auths.values()))["auth"]
    return base64.b64decode(raw).decode().split(":", 1)[1]


reg(
    F,
    "ramen_kds_registry_docker_config_auth_base64",
    ("home/<<user>>/.docker/config.json", "kds/<<org>>/docker-config<<n>>.json"),
    """{
  "auths": {
    "registry.<<dom>>": {
      "auth": "<<enc>>"
    }
  },
  "currentContext": "default"
}
""",
    "url",
    enc=_docker_auth,
    decode=_dec_docker,
)

reg(
    F,
    "ramen_ticket_machine_setup_memo_japanese",
    ("memo/<<org>>/券売機設定_<<n>>.txt", "shop/ticket_machine_memo<<n>>.txt"),
    """券売機 設定メモ（<<date>>）

・管理画面: http://<<ip>>/admin
・ID: <<user>>
・パスワード: <<pw>>
・売上データは毎晩 23:30 に本部へ送信
""",
    "alnum",
    "",
)

reg(
    F,
    "ramen_broth_temp_telegraf_toml_influx_token",
    ("telegraf/<<org>>/telegraf.conf", "kitchen/broth<<n>>/telegraf.toml"),
    """[agent]
  interval = "30s"

[[inputs.modbus]]
  name = "broth_kettles"
  controller = "tcp://<<ip>>:502"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<pw>>"
  organization = "<<org>>"
  bucket = "kitchen"
""",
    lambda r: base64.b64encode(alnum(r, 64).encode()).decode()[:86] + "==",
    "toml",
)

reg(
    F,
    "ramen_delivery_python_dataclass_client_secret_default",
    ("delivery/<<org>>/config.py", "orders/delivery_cfg<<n>>.py"),
    """from dataclasses import dataclass


@dataclass(frozen=True)
class DeliveryConfig:
    store_id: str = "<<uuid>>"
    client_id: str = "<<hex8>>-kitchen"
    client_secret: str = "<<pw>>"
    webhook_path: str = "/hooks/orders"
""",
    "key40",
)

reg(
    F,
    "ramen_kds_android_gradle_kts_buildconfigfield",
    ("kds-android/app/build.gradle.kts", "apps/<<org>>/kds<<n>>/build.gradle.kts"),
    """android {
    namespace = "jp.ramen.kds"
    defaultConfig {
        applicationId = "jp.ramen.kds"
        versionName = "<<ver>>"
        buildConfigField("String", "ORDER_API_KEY", "\\"<<pw>>\\"")
    }
}
""",
    "key32",
    "",
)

reg(
    F,
    "ramen_shop_chalkboard_photo_ocr_bare",
    ("ocr/<<org>>/chalkboard_<<n>>.txt", "photos/IMG_<<n3>><<n>>.ocr.txt"),
    """TODAY
TONKOTSU  1100
SHOYU     950
extra chashu 250

WIFI  Noodles-<<n>>
PW    <<pw>>
""",
    "human",
    "",
)

reg(
    F,
    "ramen_noodle_machine_vendor_ticket_remote_session",
    ("tickets/<<org>>/vendor-<<n3>>.txt", "support/noodle_machine_<<n>>.txt"),
    """Ticket #<<n3>><<n>> - Noodle extruder error E<<n>>
Opened: <<date>> by <<first>>

Hi, the cutter stops after 20 portions. You can connect to the shop PC:
TeamViewer ID 1 <<n3>> <<n3>> <<n3>>
password <<pw>>
It is on from 15:00 to 17:00 local time.
""",
    "alnum",
    "",
)

reg(
    F,
    "ramen_payroll_export_bat_net_use_positional",
    ("scripts/<<org>>/payroll_export.bat", "office/backup_payroll<<n>>.bat"),
    """@echo off
net use P: \\\\<<ip>>\\payroll <<pw>> /user:SHOP\\<<user>> /persistent:no
xcopy C:\\Timeclock\\export\\*.csv P:\\<<year>>\\ /y
net use P: /delete
""",
    "bare",
    "",
)
