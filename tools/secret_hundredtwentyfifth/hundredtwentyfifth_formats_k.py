"""Family k: a mountain lodge (teahouse) on the Everest trail, Nepal (Nepali, English)."""

from __future__ import annotations

from hundredtwentyfifth_spec import Fam, jdump

F = Fam(
    name="lodgehimal_mountain_lodge_nepal",
    orgs=("himchulilodge",),
    tld="com.np",
    first=(
        ("पासाङ", "pasang"),
        ("मिङ्मा", "mingma"),
        ("सीता", "sita"),
        ("लक्पा", "lakpa"),
        ("डोल्मा", "dolma"),
        ("बिकास", "bikash"),
        ("सरिता", "sarita"),
        ("निमा", "nima"),
    ),
    last=(
        ("शेर्पा", "sherpa"),
        ("गुरुङ", "gurung"),
        ("तामाङ", "tamang"),
        ("थापा", "thapa"),
        ("श्रेष्ठ", "shrestha"),
        ("राई", "rai"),
    ),
    words=(
        "namaste",
        "himal",
        "everest",
        "sagarmatha",
        "namche",
        "lukla",
        "annapurna",
        "yak",
        "momo",
        "dalbhat",
        "khumbu",
        "tenzing",
        "pokhara",
        "gurans",
        "chautari",
        "tengboche",
        "ama",
        "dablam",
    ),
    pets=("kalu", "bhote", "tiger", "jhyape", "sheru", "moti", "lali"),
    cc="977",
    city="Namche Bazaar",
)


def _msgr(s):
    base = int(s["ts"]) * 1000
    return jdump(
        {
            "participants": [
                {"name": f"{s['fa'].capitalize()} {s['la'].capitalize()}"},
                {"name": s["fa2"].capitalize()},
            ],
            "messages": [
                {
                    "sender_name": s["fa2"].capitalize(),
                    "timestamp_ms": base + 50000,
                    "content": f"पासवर्ड {s['cred']} हो, लज को Starlink को",
                },
                {
                    "sender_name": f"{s['fa'].capitalize()} {s['la'].capitalize()}",
                    "timestamp_ms": base,
                    "content": "दाइ, नयाँ वाइफाइ को पासवर्ड के हो? ट्रेकरहरू सोध्दै छन्",
                },
            ],
            "title": s["fa2"].capitalize(),
            "thread_path": f"inbox/{s['fa2']}_{s['num']}",
        }
    )


F.reg(
    "lodgehimal_nepali_messenger_json_paswad",
    ("messages/inbox/<<fa2>>_<<num>>/message_1.json", "fb-<<fa>>/inbox/<<fa2>>/message_1.json"),
    _msgr,
    cred="human",
)

F.reg(
    "lodgehimal_khalti_secret_key_django_settings",
    ("lodge_site/settings/production.py", "<<org>>/settings_<<n>>.py", "web/<<fa>>/settings.py"),
    '''"""Production settings for the lodge booking site."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

KHALTI_PUBLIC_KEY = "live_public_key_<<pk>>"
KHALTI_SECRET_KEY = "<<cred>>"
KHALTI_RETURN_URL = "https://<<dom>>/booking/khalti/return/"
''',
    cred="hex:32",
    extra=lambda rng, s: {"pk": s["uuid"].replace("-", "")},
)

F.reg(
    "lodgehimal_teltonika_uci_wireless_config",
    ("router/etc/config/wireless_<<n>>", "backup-<<fa>>/etc/config/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option channel '36'
	option band '5g'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgcap>>_Trekkers'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "lodgehimal_victron_vrm_token_python",
    ("solar/vrm_poll_<<n>>.py", "scripts/<<fa>>/battery_status.py"),
    '''"""Poll the Victron VRM portal for the lodge battery state (solar + diesel backup)."""

import requests

VRM_TOKEN = "<<cred>>"
INSTALLATION = <<num>>


def soc() -> float:
    r = requests.get(
        f"https://vrmapi.victronenergy.com/v2/installations/{INSTALLATION}/diagnostics",
        headers={"X-Authorization": f"Token {VRM_TOKEN}"},
        timeout=30,
    )
    return r.json()["records"][0]["rawValue"]
''',
    cred="hex:64",
)

F.reg(
    "lodgehimal_esewa_epay_secret_php",
    ("booking/esewa_config.php", "<<org>>/includes/esewa_<<n>>.php", "sites/<<fa>>/esewa.php"),
    """<?php
// eSewa ePay v2 (HMAC-SHA256 signature) - lodge deposits
$esewaProductCode = 'EPAY<<n>>';
$esewaSecretKey = '<<cred>>';
$esewaFormUrl = 'https://epay.esewa.com.np/api/epay/main/v2/form';
$successUrl = 'https://<<dom>>/esewa/success';
""",
    cred="p:esewa",
    syntax="",
)

F.reg(
    "lodgehimal_trekking_agency_email_nepali_password",
    ("mail/<<fa>>/<<date>>_agency.eml", "gmail/<<org>>/msg_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: bookings@<<fa2>>treks.com.np
Subject: Lodge booking portal / लज बुकिङ पोर्टल
Date: <<dd>> Oct <<year>> <<time>>:00 +0545
Content-Type: text/plain; charset=utf-8

नमस्ते दाइ,

यो सिजनका लागि हाम्रो बुकिङ पोर्टलमा तपाईंको एजेन्सीको खाता बनाइदिएँ।
Username: <<user>>
पासवर्ड: <<cred>>

Namche बाट नेटवर्क कमजोर छ, जवाफ ढिलो हुन सक्छ।
<<fn>>
""",
    cred="human",
)

F.reg(
    "lodgehimal_teahouse_ledger_csv_nepali_columns",
    ("ledger/खाता_<<n>>.csv", "exports/<<fa>>/accounts_<<date>>.csv"),
    """सेवा,प्रयोगकर्ता,पासवर्ड,टिप्पणी
Starlink app,<<email>>,<<cred>>,दाइको फोनमा
Booking.com,<<email2>>,SMS,
Fonepay merchant,<<user>>,काउन्टरको कापीमा,
""",
    cred="human",
)

F.reg(
    "lodgehimal_restic_backup_crontab",
    ("crontab/<<fa>>.txt", "pi/var/spool/cron/crontabs/<<fa>>", "backup/cron_<<n>>.txt"),
    """# lodge Raspberry Pi: back up bookings and photos when the satellite link is idle
RESTIC_REPOSITORY=sftp:backup@<<pubip>>:/srv/restic/<<org>>
RESTIC_PASSWORD=<<cred>>
0 2 * * * /usr/bin/restic backup /home/<<fa>>/bookings /home/<<fa>>/photos --quiet
30 4 * * 0 /usr/bin/restic forget --keep-weekly 8 --prune --quiet
""",
    cred="pw_bare",
    syntax="",
)
