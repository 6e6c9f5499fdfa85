# ruff: noqa: E501
"""Family k: a student bar near a Nairobi campus (Swahili, Sheng, English)."""

from __future__ import annotations

from hundredthirtyfirst_spec import Fam

F = Fam(
    name="campusbar_student_bar_kenya",
    orgs=("chuobaridi", "manyatabar", "comradespub", "kahawacorner"),
    tld="co.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Kiprop", "kiprop"),
        ("Mwende", "mwende"),
        ("Omondi", "omondi"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kariuki", "kariuki"),
        ("Wanjala", "wanjala"),
        ("Njoroge", "njoroge"),
        ("Kiptoo", "kiptoo"),
        ("Mutua", "mutua"),
        ("Ouma", "ouma"),
    ),
    words=(
        "karibu",
        "sherehe",
        "nyama",
        "choma",
        "mzinga",
        "poa",
        "sasa",
        "manze",
        "uhuru",
        "kahawa",
        "jamhuri",
        "rafiki",
        "harambee",
        "chuo",
        "comrade",
        "mabati",
        "kanjo",
        "matatu",
    ),
    pets=("Simba", "Bosco", "Kali", "Jimmy", "Spotty", "Tom"),
    cc="+254",
    city="Nairobi",
)

F.reg(
    "campusbar_swahili_whatsapp_nenosiri_wifi",
    (
        "chats/WhatsApp Chat with Comrades Bar Staff <<y>>.txt",
        "<<org>>/backup/WhatsApp Chat - Wahudumu <<mo>>.txt",
    ),
    """<<dmy>>, <<h0>> - <<first>>: Manze wasee nenosiri ya WiFi imebadilishwa? Comrades wanalalamika hawawezi connect
<<dmy>>, <<h1>> - <<first2>>: Ndio boss ameibadilisha leo asubuhi
<<dmy>>, <<h2>> - <<first2>>: Nenosiri mpya: <<cred>>
<<dmy>>, <<h3>> - <<first>>: Poa sana 🙏🏾
""",
    "human",
    syntax="",
)

F.reg(
    "campusbar_mpesa_daraja_stk_push_env",
    ("<<org>>/tabs-api/.env", "srv/<<org>>-mpesa/.env"),
    """# Lipa na M-Pesa (STK push) ya kulipia tab
MPESA_ENV=production
MPESA_SHORTCODE=<<n4>><<n>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    "p:mpesa_passkey",
    syntax="",
    extra=lambda r, s: {
        "ck": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(48)
        ),
        "cs": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    },
)

F.reg(
    "campusbar_africastalking_happy_hour_sms_python",
    ("<<org>>/sms/happy_hour.py", "home/<<fa>>/bar/at_sms_<<n>>.py"),
    '''"""Tuma SMS ya happy hour kwa comrades waliojiandikisha (Africa's Talking)."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS


def tuma(numbers):
    return sms.send("Happy hour 5-7pm leo! Tusker 2 kwa 300 bob. Karibu!", numbers, sender_id="<<org>>")
''',
    "x:atsk_:64",
)

F.reg(
    "campusbar_pos_docker_compose_postgres_yaml",
    ("<<org>>/pos/docker-compose.yml", "srv/<<org>>-odoo/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: postgres
      POSTGRES_USER: odoo
      POSTGRES_PASSWORD: '<<cred>>'
    volumes:
      - pgdata:/var/lib/postgresql/data
  odoo:
    image: odoo:17
    depends_on: [db]
    ports: ["8069:8069"]
    environment:
      HOST: db
      USER: odoo
      PASSWORD: '<<cred>>'
volumes:
  pgdata: {}
""",
    "pw_sq",
)

F.reg(
    "campusbar_sms_backup_swahili_reply_only",
    ("<<org>>/sms/sms-<<date>>.xml", "SMSBackupRestore/sms-<<y>><<mo>><<d>><<n4>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Boss naomba password ya laptop ya DJ, kuna sherehe ya comrades leo" read="1" status="-1" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="2" body="<<cred>>" read="1" status="-1" contact_name="<<first>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "campusbar_pool_table_timer_micropython",
    ("<<org>>/pool/main.py", "firmware/<<org>>_pool<<n>>/main.py"),
    """# Pool table timer: kila dakika 30 ni 100 bob, inatuma status kwa counter
import network
import time

SSID = "<<org>>_Staff"
PASSWORD = "<<cred>>"

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect(SSID, PASSWORD)
while not wlan.isconnected():
    time.sleep(1)
""",
    "human_x",
)

F.reg(
    "campusbar_song_request_spotify_secret_js",
    ("<<org>>/song-requests/server.js", "srv/<<org>>/dj-requests/app_<<n>>.js"),
    """// Comrades request songs from their phones; the DJ sees the queue
const SpotifyWebApi = require("spotify-web-api-node");

const spotify = new SpotifyWebApi({
  clientId: "<<hex8>><<hex8>><<hex8>><<hex8>>",
  clientSecret: "<<cred>>",
  redirectUri: "https://requests.<<dom>>/callback",
});

module.exports = spotify;
""",
    "p:spotify",
    syntax="",
)

F.reg(
    "campusbar_committee_minutes_nenosiri_markdown",
    ("<<org>>/minutes/kikao_<<date>>.md", "Documents/<<org>>_minutes_<<n>>.md"),
    """# Kikao cha wafanyakazi - <<dmy>>

Waliohudhuria: <<first>>, <<first2>>, DJ <<fa2>>

1. Bei za vinywaji wakati wa mitihani: punguzo la 10% kwa wenye student ID.
2. Usalama: mlinzi wa pili Ijumaa na Jumamosi.
3. Akaunti ya Instagram ya bar: login <<org>>_ke / nenosiri <<cred>> (<<first2>> ataibadilisha baada ya semester).
4. Kikao kijacho: wiki mbili.
""",
    "human",
    syntax="",
)
