# ruff: noqa: E501
"""Family m: qvevri winemakers of Kakheti and their Tbilisi wine bars (Georgia)."""

from __future__ import annotations

from thirtyseventh_spec import gen_pw, human_with, reg

FAM = "qvevri_kakheti_amphora_tbilisi"
GE = (
    "Nino",
    "Giorgi",
    "Tamar",
    "Levan",
    "Mariam",
    "Davit",
    "Ketevan",
    "Irakli",
    "Nana",
    "Zurab",
    "Eka",
    "Lasha",
)
WORDS = (
    "qvevri",
    "kakheti",
    "rkatsiteli",
    "saperavi",
    "tbilisi",
    "telavi",
    "sighnaghi",
    "supra",
    "tamada",
    "churchkhela",
    "mtsvane",
    "gaumarjos",
)

reg(
    FAM,
    "qvevri_georgian_chat_paroli_reply",
    ("chats/<<org>>_marani_<<date>>.txt", "messenger/qvevri_<<p1>>.txt"),
    """\
<<p1>> <<time>>
გამარჯობა! მარნის კამერების აპლიკაციაში ვერ შევდივარ, პაროლი შეიცვალა?

<<p2>> <<time2>>
კი, ახალი პაროლი:

<<p2>> <<time2>>
<<cred>>

<<p1>> <<time2>>
მადლობა 🍷
""",
    human_with(*WORDS, names=GE),
    syntax="",
    people=GE,
)

reg(
    FAM,
    "qvevri_marani_probe_micropython_main_py",
    ("marani/probe_<<n>>/main.py", "<<org>>-cellar/firmware/main.py"),
    """\
# Qvevri temperature probe (buried vessels, malolactic stage) - MicroPython on ESP32
import network
import time

from umqtt.simple import MQTTClient

WIFI_SSID = "MARANI_<<n>>"
WIFI_PASS = "<<cred>>"
BROKER = "<<ip>>"

sta = network.WLAN(network.STA_IF)
sta.active(True)
sta.connect(WIFI_SSID, WIFI_PASS)
while not sta.isconnected():
    time.sleep(1)

client = MQTTClient("qvevri-<<n>>", BROKER, user="probe", password="<<mq>>")
client.connect()
""",
    "pw_dq",
    extra=lambda r, v: {"mq": gen_pw(r, 12, "")},
)

reg(
    FAM,
    "qvevri_ghvino_shop_magento_env_php_db",
    ("shop/app/etc/env.php", "<<org>>-shop/app/etc/env.php"),
    """\
<?php
return [
    'backend' => ['frontName' => 'admin_<<hex8>>'],
    'crypt' => ['key' => '<<hex40>>'],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => '<<ip>>',
                'dbname' => 'magento_wine',
                'username' => 'magento',
                'password' => '<<cred>>',
                'active' => '1',
            ],
        ],
    ],
    'MAGE_MODE' => 'production',
];
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "qvevri_export_docs_nextcloud_occ_oc_pass_history",
    ("root/.bash_history", "home/<<user>>/.bash_history"),
    """\
cd /var/www/nextcloud
sudo -u www-data php occ status
export OC_PASS='<<cred>>'
sudo -E -u www-data php occ user:add --password-from-env --display-name="Importer DE" importer_<<n>>
sudo -u www-data php occ group:adduser export importer_<<n>>
unset OC_PASS
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "qvevri_degustatsia_room_sinatra_session_secret",
    ("tasting/app.rb", "<<org>>-degustacia/app.rb"),
    """\
require "sinatra"
require "sequel"

# Tasting room bookings (supra dinners, cellar tours)
set :sessions, true
set :session_secret, "<<cred>>"

DB = Sequel.connect(ENV.fetch("DATABASE_URL", "sqlite://tasting.db"))

get "/" do
  @slots = DB[:slots].where(date: Date.today..(Date.today + 14)).all
  erb :index
end
""",
    "hex:128",
    syntax="",
)

reg(
    FAM,
    "qvevri_rtveli_crew_russian_sms_parol",
    ("sms/rtveli_<<date>>.txt", "<<org>>/sms/<<p1>>.txt"),
    """\
От: +995 5<<num>><<n>>
<<dmyd>> <<time>>
<<p2>>, доброе утро. Пароль от весов на приёмке винограда: <<cred>> (логин priemka). Ртвели начинаем в 7.
""",
    "pw_alnum",
    syntax="",
    people=GE,
)

reg(
    FAM,
    "qvevri_lab_analysis_curl_bearer_jwt",
    ("lab/upload_results.sh", "<<org>>/scripts/lab_push.sh"),
    """\
#!/bin/sh
# Push SO2 / alcohol / volatile acidity results to the wine agency portal
curl -sS -X POST "https://lab.<<dom>>/api/v1/samples/<<id>>/results" \\
  -H "Authorization: Bearer <<cred>>" \\
  -H "Content-Type: application/json" \\
  -d @results_<<date>>.json
""",
    "jwt:lab.results",
    syntax="",
)

reg(
    FAM,
    "qvevri_importer_email_zip_password_georgian_english",
    ("mail/<<org>>/sent/<<id>>.eml", "Mail/importer_docs_<<date>>.eml"),
    """\
From: <<p1>> <export@<<dom>>>
To: orders@weinimport-hamburg.de
Subject: Documents for shipment <<num>> (saperavi, rkatsiteli qvevri)
Date: <<day>> <<mon>> <<year>> <<time>>:00 +0400
Content-Type: text/plain; charset=UTF-8

Dear partner,

The certificates of origin and lab reports are in the attached archive (docs_<<num>>.zip).
The archive password is <<cred>>

გაუმარჯოს!
<<p1>>
""",
    "pw",
    syntax="",
    people=GE,
)
