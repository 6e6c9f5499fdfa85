# ruff: noqa: E501
"""Family p: a ship agent in Suva / Lautoka, Fiji (English / Fijian / Fiji Hindi; FRCS
ASYCUDA World, M-PAiSA, pilot booking, EDIFACT BAPLIE over FTP, Viber)."""

from __future__ import annotations

from hundredthirtieth_spec import Fam, reg

F = Fam(
    name="waqa_suva_lautoka_ship_agency",
    orgs=("vuniwaqa", "tasmanlink", "drualines", "walubayagency", "tanoashipping"),
    tld="com.fj",
    first=(
        ("Jone", "jone"),
        ("Mere", "mere"),
        ("Sakiusa", "sakiusa"),
        ("Losana", "losana"),
        ("Vikash", "vikash"),
        ("Anjali", "anjali"),
        ("Sireli", "sireli"),
        ("Shalini", "shalini"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Ratuvou", "ratuvou"),
        ("Vunibola", "vunibola"),
        ("Prasad", "prasad"),
        ("Kumar", "kumar"),
        ("Naidu", "naidu"),
        ("Tikoisuva", "tikoisuva"),
    ),
    words=(
        "bula",
        "vinaka",
        "waqa",
        "suva",
        "lautoka",
        "yaqona",
        "kava",
        "dalo",
        "lovo",
        "tanoa",
        "drua",
        "moce",
        "vanua",
        "koro",
        "viti",
        "sevusevu",
    ),
    pets=("bosco", "tiger", "blackie", "lucky", "rover", "kalu", "tui"),
    places=("Suva", "Lautoka", "Levuka", "Nadi", "Savusavu", "Walu"),
    cc="+6799",
)

reg(
    F,
    "waqa_fijian_viber_password_asycuda_manifest",
    ("Viber/viber_<<fa2>>_<<date>>.txt", "Documents/Viber chat <<n>>.txt"),
    """[<<dot>> <<time>>] <<fn>> <<ln>>: Bula <<fn2>>, sa tiko na manifest ni waqa e Lautoka, au sega ni rawa ni curu ki ASYCUDA
[<<dot>> <<time>>] <<fn2>> <<ln2>>: Vakayagataka na account ni office
[<<dot>> <<time2>>] <<fn2>> <<ln2>>: user <<user>>
[<<dot>> <<time2>>] <<fn2>> <<ln2>>: password <<cred>>
[<<dot>> <<time2>>] <<fn>> <<ln>>: Vinaka vakalevu!
""",
    "human",
    syntax="",
)

reg(
    F,
    "waqa_fiji_hindi_whatsapp_pilot_portal",
    ("WhatsApp Chat with <<fn2>> <<ln2>>.txt", "Backup/WhatsApp Chat - Ops <<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: bhaiya, pilot booking portal me login nahi hota, vessel kal subah aaye
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: office wala account use karo
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: <<email>> aur password <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: kisi ko mat dena, MPA wala log check kare hai
<<dmy>>, <<time2>> - <<fn>> <<ln>>: theek hai, vinaka 👍
""",
    "human",
    syntax="",
)

reg(
    F,
    "waqa_frcs_manifest_sshpass_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd /data/manifests/<<date>>
ls -lh *.xml
sshpass -p '<<cred>>' sftp -oPort=22 <<org>>@sftp.<<dom>>
python3 manifest_to_asycuda.py --voyage <<nn>>S --port FJSUV
tail -n 50 /var/log/manifest_push.log
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "waqa_mpaisa_merchant_api_env",
    (".env", "agency-payments/.env.production", "srv/<<org>>/mpaisa/.env"),
    """# M-PAiSA merchant API - port dues and agency fees from local clients
MPAISA_MERCHANT_ID=<<nn>><<n>>
MPAISA_API_SECRET=<<cred>>
MPAISA_CALLBACK=https://<<dom>>/mpaisa/notify
CURRENCY=FJD
""",
    "p:mpaisa",
    syntax="",
)

reg(
    F,
    "waqa_port_call_ics_pilot_booking_password",
    ("calendar/port_call_<<date>>.ics", "Downloads/vessel_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTAMP:<<date>>T000000Z
DTSTART;TZID=Pacific/Fiji:<<date>>T060000
DTEND;TZID=Pacific/Fiji:<<date>>T080000
SUMMARY:MV <<orgc>> Star - ETA Suva, pilot boarding
DESCRIPTION:Book pilot on MPA portal before 1600 the day before. Login <<user>> pw <<cred>>\\nBerth: Kings Wharf
LOCATION:Suva Harbour
END:VEVENT
END:VCALENDAR
""",
    "human",
    syntax="",
)

reg(
    F,
    "waqa_vessel_agency_english_email_carrier_portal",
    ("Outlook/Inbox/<<epoch>>.eml", "mail/<<fa>>/INBOX/<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Carrier portal access - relief agent for Lautoka
Date: Wed, 22 Apr <<year>> 09:30:00 +1200
Content-Type: text/plain; charset=UTF-8

Bula <<fn>>,

You will cover the Lautoka calls while I am in Savusavu. Carrier portal for the
release of D/Os and the BAPLIE downloads:

User: <<user>>
Password: <<cred>>

Please do not change it, the Suva office uses the same account.

Vinaka,
<<fn2>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "waqa_edifact_baplie_ftp_netrc",
    ("home/<<fa>>/.netrc", "root/.netrc"),
    """machine ftp.<<dom>>
login <<org>>_baplie
password <<cred>>

machine edi.fijiports.com.fj login agent<<n>> password <<cred>>
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "waqa_agency_sftp_bare_rsa_key_file",
    ("home/<<fa>>/.ssh/id_rsa", "keys/<<org>>_frcs_sftp_<<n>>.key"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
