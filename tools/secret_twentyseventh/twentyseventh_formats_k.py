"""Yoga and Pilates studios: class booking, music, reformer waitlists, newsletters."""

import json

from twentyseventh_spec import alnum, dec_b64_pw, enc_b64, reg

F = "yoga_pilates_studio_timetable"
H = ("namaste", "vinyasa", "lotus", "reformer", "savasana", "ashtanga")

reg(
    F,
    "yoga_class_booking_mindbody_env",
    ("timetable-sync/.env", "<<org>>/studio-app/.env.production"),
    """MINDBODY_SITE_ID=-<<nn>>
MINDBODY_API_KEY=<<cred>>
MINDBODY_STAFF_USER=<<user>>
TIMETABLE_WEEKS=3
""",
    "hex:32",
    syntax="",
)

reg(
    F,
    "yoga_studio_speaker_spotifyd_conf",
    ("etc/spotifyd.conf", "<<org>>/studio-pi/spotifyd_<<n>>.conf"),
    """[global]
username = "<<email>>"
password = "<<cred>>"
backend = "alsa"
device_name = "Studio <<n>> speakers"
bitrate = 320
volume_normalisation = true
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "yoga_teacher_german_chat_passwort",
    ("chats/vertretung_<<date>>.txt", "exports/<<first>>/telegram_<<nn>>.txt"),
    """[<<dmy>> <<time>>] <<First>>: Kannst du morgen die 7 Uhr Vinyasa uebernehmen?
[<<dmy>> <<time>>] <<First2>>: ja klar. Wie komme ich ins Buchungssystem?
[<<dmy>> <<time>>] <<First>>: Benutzer: studio
[<<dmy>> <<time>>] <<First>>: Passwort: <<cred>>
[<<dmy>> <<time>>] <<First2>>: danke dir!
""",
    "human",
    hint=H,
)

reg(
    F,
    "pilates_reformer_waitlist_django_settings",
    ("reformer/waitlist/settings.py", "<<org>>/web/settings_prod_<<n>>.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["book.<<dom>>"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "reformer",
        "USER": "reformer",
        "PASSWORD": "<<cred>>",
        "HOST": "<<host>>",
        "PORT": "5432",
    }
}
""",
    "pw_dq",
)


def _docker_dec(text: str) -> str:
    auths = json.loads(text)["auths"]
    return dec_b64_pw(next(iter(auths.values()))["auth"])


reg(
    F,
    "yoga_ondemand_video_docker_config_auth",
    ("home/<<first>>/.docker/config.json", "<<org>>/ci/docker_config_<<n>>.json"),
    """{
  "auths": {
    "registry.gitlab.com": {
      "auth": "<<cred>>"
    }
  },
  "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"}
}
""",
    "pw_ini",
    enc=lambda s: enc_b64("ondemand-deploy:" + s),
    decode=_docker_dec,
)


def _fb(rng) -> str:
    return "EAAG" + alnum(rng, 180)


reg(
    F,
    "yoga_studio_instagram_graph_token_json",
    ("social/ig_config.json", "<<org>>/automation/instagram_<<n>>.json"),
    """{
  "page_id": "10<<nn>>55<<nn>>",
  "ig_user_id": "178414<<nn>><<nn>>",
  "access_token": "<<cred>>",
  "post_times": ["07:30", "18:00"]
}
""",
    _fb,
)

reg(
    F,
    "yoga_newsletter_brevo_php",
    ("newsletter/subscribe.php", "<<org>>/wp-content/mu-plugins/brevo_<<n>>.php"),
    """<?php
require_once __DIR__ . '/vendor/autoload.php';

$config = Brevo\\Client\\Configuration::getDefaultConfiguration()
    ->setApiKey('api-key', '<<cred>>');
$api = new Brevo\\Client\\Api\\ContactsApi(new GuzzleHttp\\Client(), $config);
$api->createContact(new Brevo\\Client\\Model\\CreateContact([
    'email' => $_POST['email'],
    'listIds' => [<<n>>],
]));
""",
    "p:brevo",
    syntax="",
)

reg(
    F,
    "yoga_owner_apple_notes_export",
    ("notes/Studio admin.txt", "<<first>>/Notes/studio_logins_<<n>>.txt"),
    """Studio admin

Squarespace
<<email>>
<<cred>>

Insurance renewal - Balens, policy YP<<nn>>
Teacher cover list on the fridge
""",
    "human",
    hint=H,
)
