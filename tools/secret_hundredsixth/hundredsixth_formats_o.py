# ruff: noqa: E501
"""Family o: a network of reading-room kiosks in Addis Ababa, Ethiopia (Amharic; Raspberry Pi
kiosks with Kiwix and the OPAC, Telebirr and Chapa, RFID counters over MQTT, Telegram)."""

from __future__ import annotations

import json

from hundredsixth_spec import Fam, reg, uuid4

F = Fam(
    name="nebab_betoch_tsehay",
    orgs=("nebabbet", "metsehafbet", "tenanebab"),
    tld="org.et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ዳዊት", "dawit"),
        ("ሄለን", "helen"),
        ("ተስፋዬ", "tesfaye"),
        ("መቅደስ", "mekdes"),
        ("ዮናስ", "yonas"),
        ("ብርሃን", "birhan"),
    ),
    last=(
        ("ተሰማ", "tesema"),
        ("ገብሬ", "gebre"),
        ("ወልደ", "wolde"),
        ("አለሙ", "alemu"),
        ("ከበደ", "kebede"),
        ("ታደሰ", "tadesse"),
    ),
    words=(
        "nebab",
        "metsehaf",
        "buna",
        "injera",
        "abay",
        "selam",
        "tsehay",
        "fikir",
        "lalibela",
        "gonder",
        "genet",
        "ashenda",
        "meskel",
        "tena",
        "entoto",
    ),
    pets=("bobi", "duchi", "tigu", "kiki", "lemma", "jack"),
    seasons=("kiremt", "bega", "belg", "meskel", "timket", "genna"),
    cc="251",
)

reg(
    F,
    "nebab_amharic_telegram_copied_yelef_qal_kiosk",
    ("notes/telegram_<<date>>.txt", "copied/tg-kiosk-<<n>>.txt"),
    """[<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>] <<first2>>: ሰላም <<first>>፣ የመገናኛ ኪዮስክ ኮምፒዩተር ተቆልፏል
[<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>] <<first>> <<last>>: ተጠቃሚ: kiosk<<n>>
[<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>] <<first>> <<last>>: የይለፍ ቃል: <<cred>>
[<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>] <<first2>>: እሺ አመሰግናለሁ 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "nebab_membership_chapa_django_settings_secret_key",
    ("abal/settings/production.py", "srv/<<org>>/abal/settings_<<n>>.py"),
    '''"""Membership portal for the reading kiosks (production settings)."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
CHAPA_SECRET_KEY = "<<cred>>"
CHAPA_CALLBACK_URL = "https://<<dom>>/abal/chapa/callback/"
TIME_ZONE = "Africa/Addis_Ababa"
LANGUAGE_CODE = "am"
''',
    "p:chapa",
)


def _telebirr(s):
    return json.dumps(
        {
            "baseUrl": "https://superapp.ethiotelecom.et:38443/apiaccess/payment/gateway",
            "fabricAppId": s["fab"],
            "merchantAppId": f"{s['nnn']}{s['nnn']}{s['n']}",
            "merchantCode": f"{s['nnn']}{s['n']}",
            "appSecret": s["cred"],
            "notifyUrl": f"https://{s['dom']}/telebirr/notify",
        },
        indent=2,
    )


reg(
    F,
    "nebab_telebirr_superapp_config_json_app_secret",
    ("payments/telebirr.json", "config/<<org>>-telebirr-<<n>>.json"),
    _telebirr,
    "p:telebirr",
    extra=lambda r, s: {"fab": uuid4(r)},
)

reg(
    F,
    "nebab_kiosk_pi_networkmanager_nmconnection_psk",
    (
        "etc/NetworkManager/system-connections/ethio-4g.nmconnection",
        "kiosk<<n>>/nm/<<org>>-wifi.nmconnection",
    ),
    """[connection]
id=Kiosk-<<org>>-<<n>>
uuid=<<u>>
type=wifi
autoconnect=true

[wifi]
mode=infrastructure
ssid=HUAWEI-B311-<<hexid>>

[wifi-security]
key-mgmt=wpa-psk
psk=<<cred>>

[ipv4]
method=auto
""",
    "pw",
    syntax="ini",
    extra=lambda r, s: {"u": uuid4(r)},
)

reg(
    F,
    "nebab_kiosk_chromium_autostart_opac_userinfo_url",
    ("home/pi/.config/lxsession/LXDE-pi/autostart", "kiosk<<n>>/autostart-<<org>>"),
    """@xset s off
@xset -dpms
@unclutter -idle 1
@chromium-browser --kiosk --incognito --noerrdialogs https://kiosk<<n>>:<<cred>>@opac.<<dom>>/cgi-bin/koha/opac-main.pl http://127.0.0.1:8080/wikipedia_am_all
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "nebab_kiosk_router_label_ocr_amharic_next_line",
    ("photos/router_label_<<n>>_ocr.txt", "ocr/<<org>>-kiosk-<<date>>.txt"),
    """የንባብ ኪዮስክ ቁ. <<n>>
ለሰራተኞች ብቻ
የአስተዳዳሪ ይለፍ ቃል
<<cred>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "nebab_rfid_footfall_mqtt_paho_python_password",
    ("rfid/footfall.py", "kiosk<<n>>/opt/<<org>>/counter.py"),
    '''"""Count RFID gate passes at the reading kiosk and publish them over MQTT."""

import paho.mqtt.client as mqtt

BROKER = "mqtt.<<dom>>"
USER = "kiosk<<n>>"
PASSWORD = "<<cred>>"

client = mqtt.Client(client_id="kiosk<<n>>-gate")
client.username_pw_set(USER, PASSWORD)
client.tls_set()
client.connect(BROKER, 8883)
client.loop_start()
''',
    "pw_dq",
)

reg(
    F,
    "nebab_kiosk_fleet_ssh_private_key_bare_file",
    ("keys/kiosk_fleet_id_rsa", "ansible/<<org>>/files/id_rsa_kiosk<<n>>"),
    """<<cred>>
""",
    "pem",
    syntax="",
)
