# ruff: noqa: E501
"""Family f: a horse-riding stable and trekking camp in Terelj (Mongolia, Mongolian Cyrillic)."""

from __future__ import annotations

import json
import random

from eightyfirst_spec import FF as F
from eightyfirst_spec import Slots, alnum, sms_xml

F.reg(
    "qpay_merchant_v2_env_client_secret",
    ("aylal-zahialga-<<org>>/.env", "srv/<<org>>/qpay.env"),
    """# QPay v2 - морин аялал, гэр буудлын төлбөр (<<fa>> <<date>>)
QPAY_BASE_URL=https://merchant.qpay.mn/v2
QPAY_CLIENT_ID=<<org_up>>
QPAY_CLIENT_SECRET=<<cred>>
QPAY_INVOICE_CODE=<<org_up>>_INVOICE
QPAY_CALLBACK_URL=https://<<dom>>/qpay/callback
""",
    "p:qpay",
    syntax="",
    extra=lambda rng, s: {"org_up": str(s["org"]).upper()},
)


def _messenger(s: Slots) -> str:
    base = int(str(s["ms"]))
    msgs = [
        (s["fn2"], "Баярлалаа 🐎", base + 240_000),
        (s["fn"], f"Нууц үг: {s['cred']}", base + 120_000),
        (s["fn"], "Booking.com extranet-ийн нэвтрэх нэр нь имэйл хаяг", base + 60_000),
        (
            s["fn2"],
            f"{s['fn']} ах, Booking-ийн нууц үгээ явуулаач, {s['pet']}-ийн аяллын захиалга орж ирсэн",
            base,
        ),
    ]
    return json.dumps(
        {
            "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['fn2']} {s['ln2']}"}],
            "messages": [
                {
                    "sender_name": w,
                    "timestamp_ms": ts,
                    "content": c,
                    "is_geoblocked_for_viewer": False,
                }
                for w, c, ts in msgs
            ],
            "title": f"{s['fn']} {s['ln']}",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa']}{s['la']}_{s['id6']}",
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "messenger_json_booking_extranet_nuuts_ug",
    (
        "messages/inbox/<<fa>><<la>>_<<id6>>/message_1.json",
        "facebook-<<fa2>><<n>>/messages/inbox/<<fa>>_<<id6>>/message_1.json",
    ),
    _messenger,
    "human",
)

F.reg(
    "traccar_horse_gps_collar_xml",
    ("opt/traccar/conf/traccar.xml", "srv/<<org>>/traccar/traccar-<<yy>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- Адууны GPS хүзүүвч (<<n>>0 ширхэг), <<fn>> тохируулсан <<date>> -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='osmand.port'>5055</entry>
    <entry key='notificator.types'>web,telegram</entry>
</properties>
""",
    "pw_xml",
    syntax="",
)


def _sms(s: Slots) -> str:
    return sms_xml(
        s,
        [
            (
                1,
                f"Сайн байна уу, {s['fn2']}. Гэрийн WiFi-н нууц үгийг явуулаарай, жуулчид асууж байна",
            ),
            (2, f"WiFi: {s['orgc']}_Camp нууц үг {s['cred']}"),
            (1, "Ойлголоо, баярлалаа"),
        ],
    )


F.reg(
    "sms_backup_xml_ger_camp_wifi_nuuts_ug",
    ("SMSBackupRestore/sms-<<date>>.xml", "Download/sms-<<year>><<mo>><<dd>><<hh>><<mi>>.xml"),
    _sms,
    "human_x",
)

F.reg(
    "airos_ptp_link_system_cfg_psk",
    ("backup/airos/<<org>>_stable_<<date>>.cfg", "ubnt/ptp-tal-<<n>>/system.cfg"),
    """aaa.1.status=enabled
aaa.1.ssid=<<orgc>>-PTP
aaa.1.wpa.psk=<<cred>>
aaa.1.wpa.key.1.mgmt=WPA-PSK
radio.1.freq=5745
resolv.host.1.name=morin-stable-<<n>>
system.latitude=47.9806
system.longitude=107.4511
users.1.name=ubnt
users.1.status=enabled
wireless.1.ssid=<<orgc>>-PTP
wpasupplicant.profile.1.network.1.psk=<<cred>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "tour_site_wp_config_php_db_password",
    ("public_html/<<dom>>/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/** Морин аялал сайт - <<dom>> */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)


def _rclone(rng: random.Random, s: Slots) -> str:
    return (
        "1//0"
        + alnum(rng, 2, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        + "CgYIARAAGA0SNwF-L9Ir"
        + alnum(rng, 72, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    )


def _rclone_text(s: Slots) -> str:
    tok = json.dumps(
        {
            "access_token": "ya29.a0Ad52N3" + str(s["hex8"]) * 6,
            "token_type": "Bearer",
            "refresh_token": s["cred"],
            "expiry": f"{s['date']}T{s['hh']}:{s['mi']}:00.0+08:00",
        },
        separators=(",", ":"),
    )
    return f"[gdrive_zurag]\ntype = drive\nscope = drive\nroot_folder_id = 1{s['hex8']}{s['id6']}\ntoken = {tok}\nteam_drive =\n"


F.reg(
    "rclone_conf_horse_photos_gdrive_refresh_token",
    ("home/<<fa>>/.config/rclone/rclone.conf", "ger-nas/<<org>>/rclone.conf"),
    _rclone_text,
    _rclone,
    syntax="",
)


def _ocr(s: Slots) -> str:
    return (
        "Хөтөчийн дэвтэр — <<year>> зун\n".replace("<<year>>", str(s["year"]))
        + f"{s['dd']}/{s['mo']} {s['pet']}, {s['pet2']} — туурай засуулах\n"
        "Хадлан: 120 боодол\n"
        "Mobicom / Unitel цэнэглэгч — гэрт\n"
        "Захиалгын систем (Exely)\n"
        f"{s['email']}\n"
        "нууц үг\n"
        f"{s['cred']}\n"
        "Малын эмч: 9911 4527\n"
    )


F.reg(
    "guide_notebook_ocr_exely_nuuts_ug_next_line",
    ("Scans/hotolchiin_devter_<<date>>.txt", "OCR/<<org>>_devter_<<mo>><<dd>>.txt"),
    _ocr,
    "human",
    syntax="",
)
