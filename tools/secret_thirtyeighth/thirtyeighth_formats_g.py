# ruff: noqa: E501
"""Family g: a Guča-festival trumpet orchestra (trubači) in western Serbia (Serbian Cyrillic
and Latin)."""

from __future__ import annotations

from thirtyeighth_spec import basic, human, reg

FAM = "guca_trumpet_trubaci"
ORGS = ("guca-trubaci",)
W = ("guca", "truba", "trubaci", "dragacevo", "kolo", "cocek", "sabor", "rakija", "zlatna",
     "sljiva", "morava", "cacak", "lucani", "boban", "marko", "jelena", "milica", "vranje",
     "bubanj", "krilo")  # fmt: skip

reg(
    FAM,
    "guca_viber_cyrillic_lozinka_bare",
    ("Viber/Оркестар <<n>>.txt", "viber_izvoz/Трубачи <<date>>.txt"),
    """[<<dmy>> <<time>>] Милица: Бобане, која је лозинка за фејсбук страницу оркестра?
[<<dmy>> <<time>>] Бобан: чекај да погледам у свеску
[<<dmy>> <<time2>>] Бобан: <<cred>>
[<<dmy>> <<time2>>] Милица: хвала! качим снимак са Сабора
[<<dmy>> <<time2>>] Марко: проба у суботу у 18h, понесите сурдине
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "guca_booking_symfony_env_local_database_url",
    ("booking/.env.local", "sajt-<<n>>/.env.prod.local", "srv/<<org>>/.env.local"),
    """###> symfony/framework-bundle ###
APP_ENV=prod
APP_SECRET=<<hex40>>
###< symfony/framework-bundle ###

###> doctrine/doctrine-bundle ###
DATABASE_URL="mysql://orkestar:<<cred>>@127.0.0.1:3306/nastupi?serverVersion=8.0&charset=utf8mb4"
###< doctrine/doctrine-bundle ###

###> symfony/mailer ###
MAILER_DSN=smtp://localhost:25
###< symfony/mailer ###
""",
    "pw_url",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "guca_festival_tickets_django_settings_stripe",
    ("ulaznice/settings/production.py", "sabor_<<n>>/settings.py"),
    '''"""Production settings - prodaja ulaznica za koncerte orkestra."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["ulaznice.<<dom>>"]

STRIPE_PUBLISHABLE_KEY = "pk_live_51<<id>>"
STRIPE_SECRET_KEY = "<<cred>>"
STRIPE_WEBHOOK_SECRET = "whsec_<<hex40>>"

DEFAULT_FROM_EMAIL = "ulaznice@<<dom>>"
TIME_ZONE = "Europe/Belgrade"
''',
    "p:stripe",
    orgs=ORGS,
)

reg(
    FAM,
    "guca_sheet_music_dropbox_bash_history",
    ("home/<<user>>/.bash_history", "home/boban/.bash_history", "root/.bash_history"),
    """cd ~/note/aranzmani
ls -la *.pdf
curl -X POST https://content.dropboxapi.com/2/files/upload --header "Authorization: Bearer <<cred>>" --header 'Dropbox-API-Arg: {"path": "/Orkestar/note/cocek_<<n>>.pdf","mode":"overwrite"}' --header "Content-Type: application/octet-stream" --data-binary @cocek_<<n>>.pdf
history | tail
exit
""",
    "p:dropbox",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "guca_orchestra_email_latin_sifra",
    ("posta/Nastup <<dmy>>.eml", "mail/inbox/ugovor-<<nn>>.eml"),
    """From: Boban <boban@<<dom>>>
To: <<email>>
Subject: Re: pristup za rezervacije nastupa
Date: <<date>> <<time>>:00 +0200
Content-Type: text/plain; charset=utf-8

Pozdrav <<firstc>>,

za sistem rezervacija svadbi i nastupa:
korisničko ime: orkestar.<<n>>
šifra: <<cred>>

Molim te da promeniš šifru posle prvog logovanja. Za Sabor u Guči smo već puni, pa
sve nove upite za avgust odbij.

Boban
""",
    lambda r: human(r, W, "!#*.@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "guca_mixer_tablet_wpa_supplicant_psk",
    (
        "etc/wpa_supplicant/wpa_supplicant.conf",
        "boot/wpa_supplicant-<<n>>.conf",
        "mikseta/wpa-<<date>>.conf",
    ),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=RS

network={
    ssid="Orkestar Bina"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=10
}

network={
    ssid="Kafana Zlatna Truba"
    psk="<<other>>"
}
""",
    "pw_dq",
    syntax="",
    extra=lambda r, s: {"other": human(r, W, "!#*._")},
    orgs=ORGS,
)


def _hdr(rng, s):
    return {"pw": s["cred"], "cred": basic("turneja", str(s["cred"]))}


reg(
    FAM,
    "guca_tour_van_tracker_nginx_proxy_basic_header",
    ("etc/nginx/sites-available/turneja.conf", "nginx/conf.d/tracker-<<n>>.conf"),
    """server {
    listen 443 ssl;
    server_name turneja.<<dom>>;
    ssl_certificate /etc/letsencrypt/live/turneja.<<dom>>/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/turneja.<<dom>>/privkey.pem;

    # kombi za turneju - GPS tracker iza proksija
    location /api/ {
        proxy_pass http://<<ip>>:8082/api/;
        proxy_set_header Host $host;
        proxy_set_header Authorization "Basic <<cred>>";
    }
}
""",
    "pw_alnum",
    syntax="",
    extra=_hdr,
    orgs=ORGS,
)

reg(
    FAM,
    "guca_royalties_portal_logins_csv",
    ("administracija/pristupi_<<year>>.csv", "Dokumenti/portali_<<n>>.csv"),
    """portal;korisnik;lozinka;napomena
SOKOJ autorska prava;orkestar_<<nn>>;<<cred>>;izvestaji kvartalno
OFPS;boban.t;<<o1>>;
YouTube kanal;trubaci.<<org_>>@gmail.com;<<o2>>;2FA na Bobanov telefon
""",
    lambda r: human(r, W, "!#*._"),
    syntax="",
    extra=lambda r, s: {"o1": human(r, W, "!#*._"), "o2": human(r, W, "!#*._")},
    orgs=ORGS,
)
