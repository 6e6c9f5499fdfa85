# ruff: noqa: E501
"""Family n: a refugee-registration desk in Kakuma and Nairobi, Kenya: Swahili, Somali and
English."""

from __future__ import annotations

from ninetysixth_spec import Fam

F = Fam(
    name="refugee_registration_kenya",
    orgs=("veskaria-refugee", "kakuma-reg", "veskaria-protection", "estrelin-relief"),
    tlds=("or.ke", "ke", "co.ke"),
    first=(
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Amina", "amina"),
        ("Abdi", "abdi"),
        ("Faduma", "faduma"),
        ("Kiprop", "kiprop"),
        ("Achieng", "achieng"),
        ("Hassan", "hassan"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Warsame", "warsame"),
        ("Kamau", "kamau"),
        ("Farah", "farah"),
        ("Lokiru", "lokiru"),
        ("Njoroge", "njoroge"),
    ),
    words=(
        "kakuma",
        "turkana",
        "lodwar",
        "kalobeyei",
        "simba",
        "jambo",
        "harambee",
        "uhuru",
        "nyama",
        "ugali",
        "chapati",
        "matatu",
        "safari",
        "tusker",
        "kenyatta",
        "nairobi",
        "mombasa",
        "nanyuki",
        "shaah",
        "hooyo",
    ),
    pets=("simba", "bosco", "rex", "jack", "pilipili", "tommy"),
    cc="254",
    city=("Kakuma", "kakuma"),
)

F.reg(
    "refugeedesk_swahili_whatsapp_nenosiri_progres",
    (
        "WhatsApp Chat with Usajili Dawati <<n>>.txt",
        "Android/media/com.whatsapp/WhatsApp/Exports/usajili_<<ymd>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:40 - <<name2>>: Habari, kompyuta ya dawati la 3 inakataa nenosiri langu
<<d>>/<<mo>>/<<y>>, <<hh>>:41 - <<name>>: Tumia hii kwa sasa, jina la mtumiaji <<user>>
<<d>>/<<mo>>/<<y>>, <<hh>>:41 - <<name>>: Nenosiri: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:43 - <<name2>>: Asante sana, imefunguka 🙏
""",
    "human",
)


def _tg_html(sl: dict[str, object]) -> str:
    msgs = [
        (sl["name2_a"], "Salaan, fadlan ii soo dir erayga sirta ah ee tablet-ka diiwaangelinta"),
        (sl["name_a"], f"Isticmaale: {sl['user']}"),
        (sl["name_a"], str(sl["cred"])),
        (sl["name2_a"], "Mahadsanid!"),
    ]
    body = "\n".join(
        f"""   <div class="message default clearfix" id="message{100 + i}">
    <div class="body">
     <div class="pull_right date details" title="{sl["date_eu"]} {sl["hh"]}:{10 + i}:00 UTC+03:00">{sl["hh"]}:{10 + i}</div>
     <div class="from_name">{who}</div>
     <div class="text">{t}</div>
    </div>
   </div>"""
        for i, (who, t) in enumerate(msgs)
    )
    return f"""<!DOCTYPE html>
<html>
 <head><meta charset="utf-8"/><title>Exported Data</title><link href="css/style.css" rel="stylesheet"/></head>
 <body>
  <div class="page_wrap">
   <div class="page_header"><div class="content"><div class="text bold">Diiwaangelinta Kakuma</div></div></div>
   <div class="page_body chat_page"><div class="history">
{body}
   </div></div>
  </div>
 </body>
</html>
"""


F.reg(
    "refugeedesk_somali_telegram_html_export_erayga_sirta",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "exports/tg_<<ymd>>_<<n>>/messages.html",
    ),
    _tg_html,
    "human_x",
    syntax="",
)

F.reg(
    "refugeedesk_mpesa_daraja_passkey_env",
    ("cash-assistance/.env", "srv/cash-<<n>>/.env"),
    """# M-Pesa Daraja — cash assistance top-ups (B2C) and fee refunds (STK push)
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_SHORTCODE=<<sc>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://cash.<<dom>>/mpesa/callback
""",
    "p:mpesa_passkey",
    syntax="",
    extra=lambda r, sl: {
        "ck": "".join(
            r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(48)
        ),
        "cs": "".join(
            r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(16)
        ),
        "sc": str(r.randint(100000, 999999)),
    },
)

F.reg(
    "refugeedesk_africastalking_sms_reminders_python",
    ("reminders/send_appointments_<<n>>.py", "home/<<user>>/sms/appointments.py"),
    '''"""SMS reminders for registration / verification appointments (Swahili and Somali)."""

import africastalking

africastalking.initialize(username="<<atuser>>", api_key="<<cred>>")
sms = africastalking.SMS

TEXT_SW = "Kumbusho: miadi yako ya usajili ni kesho saa 2 asubuhi, Dawati la <<n>>."
TEXT_SO = "Xusuusin: ballantaada diiwaangelinta waa berri 8-da subaxnimo."


def send(numbers: list[str], lang: str = "sw") -> None:
    sms.send(TEXT_SW if lang == "sw" else TEXT_SO, numbers, sender_id="USAJILI")
''',
    "p:africastalking",
    extra=lambda r, sl: {"atuser": f"{str(sl['org']).split('-')[0]}reg"},
)

F.reg(
    "refugeedesk_biometric_kit_sync_ini",
    ("C:/ProgramData/BioKit/sync_<<n>>.ini", "biokits/kit<<n>>/conf/sync.ini"),
    """; Registration kit — iris + fingerprint enrolment, offline sync to the country server
[Kit]
KitId=KAK-<<n>>
Site=<<city_a>>

[Sync]
Server=https://bio-sync.<<dom>>:<<port>>
User=kit<<n>>
Password=<<cred>>
Interval=900
Offline=true

[Devices]
Iris=IriShield MK2120U
Fingerprint=Lumidigm V302
""",
    "pw",
)

F.reg(
    "refugeedesk_token_screen_crontab_curl_userpass",
    ("var/spool/cron/crontabs/pi", "backup/token-pi<<n>>/crontab.txt"),
    """# queue token screen at the registration gate — pull the day's list
*/5 6-18 * * * curl -s -u desk<<n>>:<<cred>> https://queue.<<dom>>/api/today -o /home/pi/queue/today.json
0 19 * * * /home/pi/queue/archive.sh
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "refugeedesk_bgan_hughes_9202_swahili_notes",
    ("Desktop/BGAN_<<n>>.txt", "Shared/Comms/bgan_hughes_<<ymd>>.txt"),
    """BGAN Hughes 9202 — Kakuma, ofisi ya usajili
Wi-Fi: HUGHES9202-<<id6>>
Ukurasa wa usimamizi: http://192.168.128.100
Nenosiri la admin:
<<cred>>
Kumbuka: tumia BGAN tu wakati mtandao wa Safaricom umekatika.
""",
    "pw_alnum",
)

F.reg(
    "refugeedesk_registration_db_pgpass_line",
    ("home/<<user>>/.pgpass", "root/.pgpass_<<n>>"),
    """<<ip>>:5432:registration:reg_reports:<<cred>>
""",
    "pw",
    syntax="",
)
