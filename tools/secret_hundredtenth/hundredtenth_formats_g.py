# ruff: noqa: E501
"""Family g: a student-housing landlord (hostels near JKUAT, Juja), Kenya, Swahili, Sheng and
English."""

from __future__ import annotations

from hundredtenth_spec import Fam, basic, dec_basic, draw, grab

FAM = Fam(
    name="hosteli_wanafunzi_juja_landlord",
    key="hosteli",
    orgs=("jujahostels", "gachororooms", "kalimonihostel", "thikaroadstays"),
    tld="co.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Kiprop", "kiprop"),
        ("Mwangi", "mwangi"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Wambui", "wambui"),
        ("Kariuki", "kariuki"),
        ("Chebet", "chebet"),
        ("Njoroge", "njoroge"),
    ),
    words=(
        "simba",
        "chuo",
        "nyumba",
        "hakuna",
        "matata",
        "juja",
        "boda",
        "ugali",
        "sukuma",
        "harambee",
        "kodi",
        "rafiki",
        "jamii",
        "uhuru",
        "mzee",
    ),
    pets=("Simba", "Bosco", "Jimmy", "Tiger", "Pendo", "Rex"),
    cc="+2547",
    places=("Gate C", "Highpoint", "Gachororo", "Kalimoni", "Juja Farm", "Block B"),
)

FAM.reg(
    "daraja_oauth_curl_basic_bash_history",
    ("home/<<fa>>/.bash_history", "root/<<org>>/.bash_history"),
    """cd ~/kodi-app
git pull
curl -s -X GET "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials" -H "Authorization: Basic <<enc>>"
export MPESA_TOKEN=$(cat /tmp/token.txt)
python3 manage.py c2b_register
tail -f logs/mpesa.log
""",
    cred="p:daraja_secret",
    syntax="",
    extra=lambda rng, s: {"enc": basic(draw(rng, FAM, "alnum:48"), str(s["cred"]))},
    decode=lambda t: dec_basic(grab(t, r"Authorization: Basic ([A-Za-z0-9+/=]+)")),
)

FAM.reg(
    "mpesa_stk_push_passkey_php",
    ("<<org>>/mpesa/stk_config.php", "kodi-<<fa>>/config/mpesa.php"),
    """<?php
// Rent collection - Lipa na M-Pesa Online (STK push) for hostel rooms
return [
    'env' => 'live',
    'shortcode' => '<<sc>>',
    'passkey' => '<<cred>>',
    'callback' => 'https://<<dom>>/mpesa/callback',
    'account_ref' => 'RENT-ROOM',
];
""",
    cred="p:daraja_passkey",
    syntax="",
    extra=lambda rng, s: {"sc": rng.randint(174000, 999999)},
)

FAM.reg(
    "africastalking_rent_reminder_python",
    ("<<org>>/sms/kumbusha_kodi.py", "scripts-<<fa>>/rent_sms_<<mo>>.py"),
    '''"""Tuma ukumbusho wa kodi kwa wanafunzi ambao hawajalipa (Africa's Talking SMS)."""

import africastalking

africastalking.initialize(username="<<org>>", api_key="<<cred>>")
sms = africastalking.SMS

wadaiwa = {"<<phone>>": "Room B<<n>>", "<<phone2>>": "Room C<<n>>"}
for namba, chumba in wadaiwa.items():
    sms.send(f"Habari! Kodi ya {chumba} ya mwezi huu bado. Lipa Paybill <<n>>4400.", [namba], sender_id="<<orgc>>")
''',
    cred="p:atalking",
)

FAM.reg(
    "mikrotik_hotspot_users_rsc_export",
    ("<<org>>/mikrotik/hotspot-<<date>>.rsc", "backup/<<fa>>/juja-router-<<n>>.rsc"),
    """# <<mo>>/<<d>>/<<y>> <<hh>>:<<mi>>:<<ss>> by RouterOS 7.14
# software id = <<serial>>
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip hotspot user profile
add name=student rate-limit=2M/5M shared-users=1
/ip hotspot user
add name=admin-<<fa>> password=<<cred>> profile=default
add name=b<<n>> password=<<other>> profile=student
/user
add group=full name=<<user>> password=<<cred>>
""",
    cred="human_bare",
    syntax="",
    extra=lambda rng, s: {"other": draw(rng, FAM, "alnum:8")},
)

FAM.reg(
    "whatsapp_swahili_nenosiri_wifi_group",
    ("WhatsApp Chat with Wakazi <<place>>.txt", "whatsapp/<<org>>_tenants_<<y>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Landlord wifi imekataa tena since morning 😩
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Landlord <<fa2>>: Pole, nimebadilisha nenosiri. Jina ni <<orgc>>_<<place>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Landlord <<fa2>>: Nenosiri mpya: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Asante sana mzee 🙏
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Na kodi ya <<mo>> nimetuma M-Pesa
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "caretaker_sms_reply_only_portal",
    ("SMS/<<fa>>_<<date>>.txt", "Messages/caretaker_<<phone>>.txt"),
    """From: <<phone>> (Caretaker <<fa>>)
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>
Boss password ya kodi portal ni gani? Nataka kuweka malipo ya room C<<n>>

To: <<phone>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>
<<cred>>
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "rent_ledger_tsv_password_column",
    ("Documents/<<orgc>> rent ledger <<y>>.tsv", "Drive/<<fa>>/ledger_<<mo>>.tsv"),
    "room\ttenant\tphone\tportal_user\tportal_password\tbalance\nB<<n>>\t<<fa>> <<la>>\t<<phone>>\t<<user>>\t<<cred>>\t0\nC<<n>>\t<<fa2>> <<la2>>\t<<phone2>>\t<<fa2>>\t(reset)\t4500\n",
    cred="human_an",
    syntax="",
)

FAM.reg(
    "tenant_portal_django_settings_database",
    ("<<org>>/kodi/settings.py", "hostel-<<fa>>/config/settings_prod.py"),
    '''"""Tenant portal (rooms, rent, M-Pesa receipts) - production settings."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "kodi",
        "USER": "kodi_app",
        "PASSWORD": "<<cred>>",
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
TIME_ZONE = "Africa/Nairobi"
''',
    cred="pw_dq",
)
