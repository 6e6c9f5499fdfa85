"""Family g: a billiard hall (tables by the hour, league nights, cue shop)."""
# ruff: noqa: E501

from thirtysecond_spec import alnum, reg

F = "billiard_hall_table_rental"


def _app_pw(rng):
    return " ".join(alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz") for _ in range(4))


reg(
    F,
    "billiard_table_light_timer_arduino_secrets_h",
    (
        "firmware/<<org>>/table_timer/arduino_secrets.h",
        "sketches/TableLights<<n>>/arduino_secrets.h",
    ),
    """// Table light timer - switches the lamp over each table when a slot is paid
#define SECRET_SSID "<<org_t>> Staff"
#define SECRET_PASS "<<cred>>"
#define TABLE_COUNT 12
#define BOOKING_HOST "<<ip>>"
""",
    "h_dq",
)

reg(
    F,
    "billiard_league_handicap_django_settings",
    ("league/<<org>>/league/settings.py", "handicaps-<<n>>/config/settings/production.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["league.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "league",
        "USER": "league",
        "PASSWORD": '<<cred>>',
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
""",
    "pw_sq",
)

reg(
    F,
    "billiard_hall_manager_chinese_wechat_mima",
    ("wechat/<<org>>_<<n>>.txt", "exports/wechat/<<first>>_<<date>>.txt"),
    """<<date>> <<time>> 王经理
今晚九号台和十号台有比赛，请提前把台呢刷干净。
<<date>> <<time2>> <<firstc>>
收银电脑的密码是多少？我登不上去
<<date>> <<time2>> 王经理
账号 cashier<<n>>
密码 <<cred>>
<<date>> <<time2>> <<firstc>>
好的，谢谢
""",
    "h",
)

reg(
    F,
    "billiard_bar_till_firebird_isql_history",
    ("home/<<user>>/.bash_history", "root/.bash_history.<<n>>"),
    """cd /opt/bartill
ls -la data/
sudo systemctl status firebird
isql-fb -user SYSDBA -password <<cred>> <<ip>>:/var/lib/firebird/data/BARTILL.FDB
gbak -b -user SYSDBA -password <<cred>> <<ip>>:/var/lib/firebird/data/BARTILL.FDB /backup/bartill_<<date>>.fbk
exit
""",
    "pw_bare",
)

reg(
    F,
    "billiard_membership_nfc_writer_json_hmac",
    ("nfc-writer/<<org>>/config.json", "AppData/Local/CueCard/config-<<n>>.json"),
    """{
  "reader": "ACR122U",
  "cardType": "MIFARE Ultralight EV1",
  "membersApi": "https://members.<<dom>>/api/cards",
  "apiKeyId": "kid_<<hex8>>",
  "hmacKey": "<<cred>>",
  "printReceipt": true
}
""",
    "hex64",
)

reg(
    F,
    "billiard_cctv_spanish_email_contrasena",
    ("mail/<<org>>/camaras_<<n>>.eml", "inbox/<<first>>/instalacion_cctv_<<date>>.eml"),
    """From: Instalaciones Vigía <soporte@vigia-seguridad.es>
To: <<email>>
Subject: Datos de acceso - grabador de la sala de billar
Date: <<day>>, <<dmy>> <<time>> +0100

Hola <<firstc>>:

Ya está instalado el grabador (NVR) con las 8 cámaras de la sala. Le dejamos los datos
para la aplicación del móvil:

  Usuario: admin
  Contraseña: <<cred>>
  Número de serie: DS-7608NI<<n4>>

Un saludo,
Soporte técnico
""",
    "h",
)

reg(
    F,
    "billiard_tournament_obs_service_json_stream_key",
    (
        "AppData/Roaming/obs-studio/basic/profiles/Tournament/service.json",
        "obs/<<org>>/service-<<n>>.json",
    ),
    """{
  "settings": {
    "bwtest": false,
    "key": "<<cred>>",
    "server": "auto",
    "service": "Twitch"
  },
  "type": "rtmp_common"
}
""",
    lambda rng: f"live_{rng.randint(10**8, 10**9)}_{alnum(rng, 30)}",
)

reg(
    F,
    "billiard_booking_gmail_app_password_note",
    ("notes/<<org>>/email setup.txt", "Desktop/gmail app pw <<n>>.txt"),
    """bookings inbox on the bar tablet
<<org>>.bookings@gmail.com
app password (not the normal one):
<<cred>>
""",
    _app_pw,
)
