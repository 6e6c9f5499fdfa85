"""Family f: reptile shops (vivaria, terraria, live-food supply)."""
# ruff: noqa: E501

from thirtyfirst_spec import dec_after, enc_xml, hexs, human, pw_with, reg

F = "reptile_vivarium_terrarium_shop"

reg(
    F,
    "reptile_thermostat_arduino_secrets_h",
    ["vivarium_thermo/arduino_secrets.h", "firmware/<<org>>-thermo-<<n>>/arduino_secrets.h"],
    """#define SECRET_SSID "<<orgt>> Back"
#define SECRET_PASS "<<cred>>"
#define MQTT_BROKER "<<ip>>"
""",
    "h:dq",
)

reg(
    F,
    "reptile_shop_magento_env_php",
    ["app/etc/env.php", "<<org>>/app/etc/env.php"],
    """<?php
return [
    'backend' => ['frontName' => 'admin_<<id>>'],
    'crypt' => ['key' => '<<ck>>'],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => '<<host>>',
                'dbname' => 'magento',
                'username' => 'mage_<<db>>',
                'password' => '<<cred>>',
                'active' => '1',
            ],
        ],
    ],
    'MAGE_MODE' => 'production',
];
""",
    "pw:sq",
    extra=lambda r: {"ck": hexs(r, 32)},
)

reg(
    F,
    "reptile_hebrew_whatsapp_sisma",
    ["WhatsApp Chat with חנות זוחלים.txt", "exports/wa_<<dd>><<mm>>_zochalim.txt"],
    """[<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>>:11] <<fname2>>: היי, המצלמה של הטרריום הגדול לא עולה באפליקציה
[<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>>:40] <<fname>>: משתמש <<user>>
[<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>>:52] <<fname>>: סיסמה <<cred>>
[<<dd>>/<<mm>>/<<year>>, <<hh>>:<<mi>>:03] <<fname2>>: תודה! הגקו אכל הבוקר 🦎
""",
    "h:any",
)

reg(
    F,
    "reptile_live_food_supplier_netrc",
    ["home/<<user>>/.netrc", "backup/<<org>>/.netrc"],
    """machine orders.<<dom>>
  login <<user>>
  password <<cred>>
machine api.<<dom>> login <<user>> password <<cred>>
""",
    "h:bare",
)

reg(
    F,
    "reptile_livestock_register_tsv",
    ["register/livestock_<<year>>.tsv", "office/<<org>>-animals-<<n>>.tsv"],
    """species\tcount\tsupplier\tportal_user\tportal_password
Pogona vitticeps\t<<n>>\tScaleFarm\t<<user>>\t<<cred>>
Eublepharis macularius\t12\tGeckoHaus\t<<first>>\t(same)
Python regius\t3\tprivate breeder\t-\t-
""",
    "h:bare",
)

reg(
    F,
    "reptile_cites_permits_python_requests_auth",
    ["tools/permits_check.py", "<<org>>_admin/cites_lookup.py"],
    """import requests

BASE = "https://permits.<<dom>>/api"


def permits_for(species: str) -> list[dict]:
    r = requests.get(
        f"{BASE}/permits",
        params={"species": species},
        auth=("<<user>>", "<<cred>>"),
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["results"]
""",
    "h:dq",
)

reg(
    F,
    "reptile_uv_timer_home_assistant_secrets_yaml",
    ["homeassistant/secrets.yaml", "config/<<org>>-ha/secrets.yaml"],
    """# Use this file to store secrets like usernames and passwords.
wifi_ssid: "<<orgt>> Vivaria"
wifi_password: "<<wifi>>"
tuya_username: <<email>>
tuya_password: "<<cred>>"
latitude_home: 52.<<nn>>
""",
    "h:dq",
    extra=lambda r: {"wifi": human(r, "bare")},
)

reg(
    F,
    "reptile_vet_referral_gateway_xml_entity",
    ["referrals/gateway.config.xml", "<<org>>/vetlink/gateway.xml"],
    """<?xml version="1.0" encoding="utf-8"?>
<gateway>
  <endpoint url="https://vetlink.<<dom>>/referrals" timeout="30"/>
  <credentials user="<<user>>" password="<<enc>>"/>
  <clinic id="<<nn>>" name="Exotics referral"/>
</gateway>
""",
    pw_with("&<>", sym="-_.!#"),
    enc=enc_xml,
    decode=dec_after('password="', r'([^"]+)"', "xml"),
)
