"""Family f: an event-security crew in Kenya (Swahili, English)."""

from __future__ import annotations

from hundredeleventh_spec import Fam, alnum, reg

FAM = Fam(
    name="ulinzi_event_security_crew",
    pre="ulinzi",
    orgs=("ulinzimara", "simbaguard", "kesholinda"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Mutua", "mutua"),
        ("Chebet", "chebet"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Kiprono", "kiprono"),
        ("Wambui", "wambui"),
        ("Omondi", "omondi"),
        ("Kariuki", "kariuki"),
    ),
    words=(
        "simba",
        "harambee",
        "jambo",
        "ulinzi",
        "nairobi",
        "gor",
        "mahia",
        "ugali",
        "nyama",
        "hakuna",
        "matata",
        "rafiki",
        "kenya",
        "tusker",
    ),
    pets=("bosco", "simba", "tiger", "rex", "snoopy", "duma"),
    cities=("Nairobi", "Mombasa", "Kisumu", "Nakuru", "Eldoret", "Naivasha"),
    cc="+254",
)

reg(
    FAM,
    "mpesa_daraja_passkey_env",
    ("tickets-api/.env", "deploy/<<org>>_<<n>>/.env"),
    """MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<csec>>
MPESA_SHORTCODE=<<nn>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://tickets.<<dom>>/mpesa/callback
""",
    "hex:64",
    extra=lambda rng, s: s.update(ckey=alnum(rng, 48), csec=alnum(rng, 64)),
)

reg(
    FAM,
    "swahili_whatsapp_nenosiri_walkie",
    ("WhatsApp/WhatsApp Chat with Ulinzi Tamasha <<n>>.txt", "chats/<<fa>>_<<ymd>>.txt"),
    """<<dmy>>, <<t1>> - <<first>> <<last>>: Wakuu, app ya Zello kwa gate B inaomba nenosiri
<<dmy>>, <<t2>> - <<first2>> <<last2>>: Channel ni "<<orgc>> Gate B", user <<user2>>
<<dmy>>, <<t2>> - <<first2>> <<last2>>: nenosiri: <<cred>>
<<dmy>>, <<t3>> - <<first>> <<last>>: Asante sana, tuko hewani 📻
""",
    "human",
)

reg(
    FAM,
    "africastalking_sms_python",
    ("alerts/sms_alert.py", "crew_tools/<<org>>_at_sms.py"),
    """import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS

sms.send("Ripoti kwa gate C sasa hivi - tukio la usalama", ["<<phone>>"], sender_id="<<orgc>>")
""",
    "p:africastalking",
)

reg(
    FAM,
    "ticket_scanner_android_prefs_xml",
    (
        "data/data/ke.<<org>>.scanner/shared_prefs/scanner_prefs.xml",
        "devices/scanner_<<n>>/shared_prefs/auth.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="event_id"><<uuid>></string>
    <string name="gate">B<<n>></string>
    <string name="api_user"><<user>></string>
    <string name="api_password"><<cred>></string>
    <boolean name="offline_mode" value="false" />
</map>
""",
    "pw_xml",
)

reg(
    FAM,
    "telegram_copied_text_roster",
    ("notes/telegram_copy_<<ymd>>.txt", "roster/<<fa>>_telegram_<<n>>.txt"),
    """[<<dmy_dot>> <<t1>>] <<first>> <<last>>: Roster ya Jumamosi iko kwa Google Sheet
[<<dmy_dot>> <<t2>>] <<first>> <<last>>: login ya Sheet ni <<email>>
[<<dmy_dot>> <<t2>>] <<first>> <<last>>: <<cred>>
[<<dmy_dot>> <<t3>>] <<first2>> <<last2>>: Sawa boss
""",
    "human",
)

reg(
    FAM,
    "mikrotik_hotspot_ppp_secret_rsc",
    ("mikrotik/venue_<<n>>.rsc", "backup/<<org>>_hex_<<ymd>>.rsc"),
    """# <<ymd>> by RouterOS 7.14
# model = RB5009UG+S+
/interface wireguard
add listen-port=13231 name=wg-hq
/ppp secret
add name=gate-tablet-<<n>> password=<<cred>> profile=default-encryption service=l2tp
/ip hotspot user
add name=crew profile=staff
""",
    "pw_bare",
)

reg(
    FAM,
    "accreditation_django_settings_py",
    ("accreditation/settings/production.py", "<<org>>_accred/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["accred.<<dom>>"]
SECRET_KEY = '<<cred>>'
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "accred",
        "HOST": "<<ip>>",
    }
}
""",
    lambda rng, s: alnum(rng, 50, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)"),
    syntax="py",
)

reg(
    FAM,
    "event_briefing_email_portal",
    ("mail/briefing_<<ymd>>.eml", "email/<<fa2>>_briefing_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Briefing - Safari Rally <<city>> / usalama
Date: <<dmy>> <<t1>>

Habari <<first2>>,

Team leaders wote wanatumia portal ya accreditation kuanzia kesho saa kumi na mbili asubuhi.
Username: <<user2>>
Password: <<cred>>

Usishiriki na stewards. Tukutane HQ tent.
<<first>>
""",
    "human",
    syntax="",
)
