"""Family: reindeer herding cooperative."""
# ruff: noqa: E501

import random

from twentythird_spec import alnum, hexs, reg

F = "reindeer_herding_cooperative"

reg(
    F,
    "reindeer_gps_collar_satellite_json_api_password",
    ("collars/<<org>>/uplink-<<n>>.json", "herd/gps/collar_gateway<<n>>.json"),
    """{
  "gateway": "collar-gw-<<n>>",
  "satellite": {"provider": "iridium-sbd", "imei": "30043406<<n3>><<n3>>"},
  "forward": {
    "url": "https://herd.<<dom>>/api/positions",
    "user": "<<user>>",
    "password": "<<pw>>"
  }
}
""",
    "json",
)

reg(
    F,
    "reindeer_calving_notes_sami_swedish_beassansatni",
    ("notes/<<org>>/miessen_<<year>>.txt", "herd/calving-notes-<<n>>.txt"),
    """Miesseáigi <<year>> - notes

<<dmy>>: 14 calves marked, 2 lost to eagle near the fell
GPS-portal (for Áile when I'm on the fell):
  geavaheaddji: <<user>>
  beassansátni: <<pw>>
lösenordet är samma som i fjol
""",
    "human",
    "",
)

reg(
    F,
    "reindeer_herd_register_cobol_working_storage",
    ("register/<<org>>/HERDRPT.cbl", "cobol/src/HERD<<n>>.cbl"),
    """       IDENTIFICATION DIVISION.
       PROGRAM-ID. HERDRPT.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-DB-USER        PIC X(16) VALUE "<<user>>".
       01  WS-DB-PASS        PIC X(24) VALUE "<<pw>>".
       01  WS-DB-NAME        PIC X(16) VALUE "HERDREG".
       PROCEDURE DIVISION.
           EXEC SQL CONNECT :WS-DB-USER IDENTIFIED BY :WS-DB-PASS
                USING :WS-DB-NAME END-EXEC.
""",
    "alnum",
    "",
)

reg(
    F,
    "reindeer_drone_herding_android_manifest_meta_data_key",
    ("herddrone/<<org>>/app/src/main/AndroidManifest.xml", "drone-app/AndroidManifest<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="fi.herd.drone">
    <uses-permission android:name="android.permission.INTERNET" />
    <application android:label="HerdDrone">
        <meta-data android:name="com.dji.sdk.API_KEY" android:value="<<pw>>" />
        <activity android:name=".MainActivity" android:exported="true" />
    </application>
</manifest>
""",
    lambda r: hexs(r, 24),
)

reg(
    F,
    "reindeer_ear_mark_registry_sqlcmd_cmdline",
    ("scripts/<<org>>/export_marks.cmd", "bat/earmarks<<n>>.cmd"),
    """@echo off
sqlcmd -S <<host>> -U <<user>> -P <<pw>> -d earmarks -Q "EXEC dbo.ExportSeason <<year>>" -o C:\\exports\\marks_<<year>>.csv
""",
    "bare",
    "",
)

reg(
    F,
    "reindeer_feed_truck_telematics_properties_api_secret",
    ("telematics/<<org>>/truck<<n>>.properties", "feedtruck/telematics.properties"),
    """telematics.endpoint=https://fleet.<<dom>>/v1
telematics.vehicle=FEED-<<n>>
telematics.client.id=<<uuid>>
telematics.client.secret=<<pw>>
""",
    "key40",
    "",
)


def _wc_cs(r: random.Random) -> str:
    return "cs_" + hexs(r, 40)


reg(
    F,
    "reindeer_meat_webshop_woocommerce_api_positional",
    ("webshop/<<org>>/sync_stock.py", "shop/woo_sync<<n>>.py"),
    """from woocommerce import API

wcapi = API(
    "https://shop.<<dom>>",
    "ck_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>",
    "<<pw>>",
    version="wc/v3",
)
print(wcapi.get("products", params={"sku": "SMOKED-<<n>>"}).json())
""",
    _wc_cs,
)


def _tg(r: random.Random) -> str:
    return f"{r.randint(5_000_000_000, 7_999_999_999)}:AA{alnum(r, 33, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')}"


reg(
    F,
    "reindeer_herd_alerts_telegram_bot_env",
    ("herdbot/<<org>>/.env", "bots/herd-alerts-<<n>>.env"),
    """HERD_BOT_TOKEN=<<pw>>
HERD_CHAT_ID=-100<<n3>><<n3>><<n3>>
ALERT_RADIUS_KM=5
""",
    _tg,
    "",
)
