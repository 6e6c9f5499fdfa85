"""Mosaic and terrazzo workshops: waterjet cutters, tile libraries, site schedules."""

from twentysecond_corpus import b64
from twentysecond_spec import reg

F = "mosaic_tile_terrazzo_workshop"

reg(
    F,
    "mosaic_waterjet_cutter_json_remote_password",
    ("waterjet/<<org>>/cutter_<<n>>.json", "machines/jet<<n>>.json"),
    """{
  "machine": "waterjet-<<n>>",
  "pressureBar": 3800,
  "remote": {"enabled": true, "user": "jetadmin", "password": "<<v>>"}
}
""",
    "json",
)

reg(
    F,
    "mosaic_tile_library_dotnet_user_secrets_json_key",
    ("TileLibrary/<<org>>/secrets<<n>>.json", "usersecrets/<<uuid>>/secrets.json"),
    """{
  "Storage:AccountName": "tilelibrary<<n>>",
  "Storage:AccountKey": "<<v>>"
}
""",
    lambda r: b64(r, 64),
)

reg(
    F,
    "mosaic_site_schedule_gradle_properties_password",
    ("schedule/<<org>>/gradle.properties", "app<<n>>/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2g
artifactoryUser=mosaic-ci
artifactoryPassword=<<v>>
""",
    "ini",
    "",
)

reg(
    F,
    "mosaic_grout_batch_plc_structured_text_constant",
    ("plc/<<org>>/GroutMixer<<n>>.st", "st/mixer_<<nn>>.st"),
    """VAR CONSTANT
    MIXER_ID : INT := <<n>>;
    MES_USER : STRING := 'mixer';
    MES_PASS : STRING := '<<v>>';
END_VAR
""",
    "ini",
    "",
)

reg(
    F,
    "mosaic_commission_polish_email_haslo",
    ("mail/<<org>>/zlecenie_<<n>>.txt", "poczta/mozaika_<<nn>>.txt"),
    """Dzien dobry,
dostep do galerii projektow: login <<user>>, haslo <<v>>
Prosze nie przekazywac dalej.
Pozdrawiam, <<first>>
""",
    "human",
)

reg(
    F,
    "mosaic_photo_archive_rclone_cmdline_s3_secret",
    ("scripts/<<org>>/archive_<<n>>.sh", "backup/photos<<nn>>.sh"),
    """#!/bin/sh
rclone sync /srv/photos :s3:mosaic-archive-<<n>> \\
  --s3-provider Other --s3-endpoint https://s3.<<dom>> \\
  --s3-access-key-id MOSAIC<<nn>> --s3-secret-access-key <<v>>
""",
    "a40",
    "",
)

reg(
    F,
    "mosaic_smalti_importer_lua_redis_auth_positional",
    ("openresty/<<org>>/stock_<<n>>.lua", "nginx/lua/smalti<<nn>>.lua"),
    """local redis = require "resty.redis"
local red = redis:new()
red:connect("<<ip>>", 6379)
local ok, err = red:auth("<<v>>")
""",
    "hex32",
    "",
)

reg(
    F,
    "mosaic_studio_wifi_qr_code_payload_line",
    ("qr/<<org>>/wifi_<<n>>.txt", "print/guest_qr_<<nn>>.txt"),
    """WIFI:T:WPA;S:<<org>>-studio;P:<<v>>;;
""",
    "human",
    "",
)
