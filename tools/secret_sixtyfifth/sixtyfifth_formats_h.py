# ruff: noqa: E501
"""Family h: the administrator of an Athens apartment block (πολυκατοικία), its lift contract
and a short-let flat on the top floor, Greek."""

from __future__ import annotations

import base64
import re

from sixtyfifth_spec import Fam

F = Fam(
    "polykatoikia_athens_lift",
    orgs=("plakaktirio", "koinoxrista365", "kypselihome"),
    tld="gr",
    first=(
        "giorgos|Γιώργος",
        "maria|Μαρία",
        "nikos|Νίκος",
        "eleni|Ελένη",
        "kostas|Κώστας",
        "katerina|Κατερίνα",
        "dimitris|Δημήτρης",
        "sofia|Σοφία",
    ),
    last=(
        "papadopoulos|Παπαδόπουλος",
        "georgiou|Γεωργίου",
        "nikolaou|Νικολάου",
        "vlachos|Βλάχος",
        "oikonomou|Οικονόμου",
        "alexiou|Αλεξίου",
        "makris|Μακρής",
    ),
    words=(
        "akropoli",
        "plaka",
        "koukaki",
        "lykavittos",
        "ouzo",
        "souvlaki",
        "thalassa",
        "elia",
        "kalimera",
        "pagoto",
        "meltemi",
        "kafeneio",
        "agapi",
        "psomi",
        "liakada",
        "kypseli",
    ),
    cc="+30",
    city="Αθήνα",
)

F.reg(
    "polyk_viber_csv_kodikos_thermansi",
    ("Viber/Export/Πολυκατοικία <<org>>.csv", "Downloads/viber_chat_<<n3>>.csv"),
    """Date,Time,Sender Name,Sender Phone,Message
<<dmys>>,<<m1>>,<<f2_l>> <<l2_l>>,<<phone2>>,Καλησπέρα! Ο καυστήρας δεν ανάβει από το πρωί 🥶
<<dmys>>,<<m2>>,<<first_l>> <<last_l>>,<<phone2>>,Θα το δω από την εφαρμογή του θερμοστάτη
<<dmys>>,<<m3>>,<<f2_l>> <<l2_l>>,<<phone2>>,Μπορείτε να μου στείλετε τον κωδικό να το βλέπω κι εγώ;
<<dmys>>,<<m4>>,<<first_l>> <<last_l>>,<<phone2>>,Email: thermansi@<<dom>> κωδικός: <<cred>>
<<dmys>>,<<m5>>,<<f2_l>> <<l2_l>>,<<phone2>>,Ευχαριστώ πολύ 🙏
""",
    cred="human",
)


def _k8s(rng, s):
    return {
        "enc": base64.b64encode(str(s["cred"]).encode()).decode(),
        "u": base64.b64encode(b"koinoxrista").decode(),
    }


F.reg(
    "polyk_koinoxrista_k8s_secret_b64",
    ("deploy/k8s/koinoxrista-db-secret.yaml", "infra/<<org>>/secret-db-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: koinoxrista-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: <<u>>
  DB_PASSWORD: <<enc>>
""",
    cred="pw",
    extra=_k8s,
    decode=lambda t: base64.b64decode(re.search(r"DB_PASSWORD: (\S+)", t).group(1)).decode(),  # type: ignore[union-attr]
)

F.reg(
    "polyk_asanser_symvolaio_email_kodikos",
    ("Mail/Εισερχόμενα/Σύμβαση συντήρησης ανελκυστήρα <<y>>.eml", "mail/<<org>>/inbox/<<n3>>.eml"),
    """From: Liftax Care <service@liftaxcare.gr>
To: <<first_l>> <<last_l>> <<<email>>>
Subject: =?UTF-8?B?zqPPjc68zrLOsc+DzrcgzrPPhc69z4TOrs+BzrfPg863z4I=?=
Date: Tue, <<d>> Feb <<y>> 12:30:55 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Αγαπητέ κύριε/κυρία <<last_l>>,

σας ενημερώνουμε ότι ενεργοποιήθηκε η τηλεπαρακολούθηση του ανελκυστήρα της
πολυκατοικίας (αρ. μητρώου <<n3>>/<<y>>). Στοιχεία πρόσβασης στην πλατφόρμα:

Διεύθυνση: https://portal.liftaxcare.gr
Όνομα χρήστη: <<user>>
Κωδικός: <<cred>>

Η ετήσια επιθεώρηση από πιστοποιημένο φορέα είναι προγραμματισμένη για <<dmys>>.

Με εκτίμηση,
Τμήμα Συντήρησης
""",
    cred="pw",
)

F.reg(
    "polyk_airbnb_host_ics_description_wifi",
    ("Calendar/airbnb_<<org>>_<<y>>.ics", "Ημερολόγιο/Άφιξη επισκεπτών <<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
CALSCALE:GREGORIAN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T140000Z
DTEND:<<y>><<mo>><<d>>T150000Z
UID:<<id>>@google.com
SUMMARY:Άφιξη επισκεπτών - διαμέρισμα 5ου
DESCRIPTION:Επισκέπτης: <<f2>> <<l2>> (2 άτομα)\\nΚλειδιά στο lockbox δίπλα στ
 ην είσοδο\\nWiFi: <<ssid>>\\nΚωδικός WiFi: <<cred>>\\nΣτείλε μήνυμα το πρωί
LOCATION:Κυψέλη\\, Αθήνα
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
""",
    cred="human",
    syntax="",
)

F.reg(
    "polyk_diaxeiristis_django_settings_py",
    ("koinoxrista/koinoxrista/settings.py", "<<org>>-app/config/settings_prod_<<n>>.py"),
    """from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ['koinoxrista.<<dom>>']
LANGUAGE_CODE = 'el'
TIME_ZONE = 'Europe/Athens'

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': 'koinoxrista',
        'USER': 'koinoxrista',
        'PASSWORD': '<<cred>>',
        'HOST': '<<ip>>',
        'PORT': '5432',
    }
}
""",
    cred="pw_sq",
)

F.reg(
    "polyk_mydata_aade_subscription_ini",
    ("C:/Diaxeirisi/<<org>>/mydata.ini", "timologia/<<org>>_mydata_<<n>>.ini"),
    """; Αποστολή παραστατικών διαχείρισης στο myDATA (ΑΑΔΕ)
[aade]
endpoint = https://mydatapi.aade.gr/myDATA
aade_user_id = <<user>>
subscription_key = <<cred>>
afm = 0<<n3>><<n3>><<n>>

[pdf]
folder = C:\\Diaxeirisi\\Parastatika
""",
    cred="hex:32",
)

F.reg(
    "polyk_frigate_onvif_rtsp_yaml",
    ("frigate/config/config.yml", "docker/<<org>>/frigate_<<n>>.yml"),
    """mqtt:
  enabled: false

cameras:
  eisodos:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<ip>>:554/onvif1
          roles:
            - detect
            - record
    detect:
      width: 1280
      height: 720
  pilotis:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<ip2>>:554/onvif1
          roles:
            - record
record:
  enabled: true
  retain:
    days: 7
""",
    cred="pw_url",
)

F.reg(
    "polyk_sms_backup_xml_kodikos_koinoxrista",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>><<n>>.xml", "Κινητό/αντίγραφα/sms_<<org>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<id>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="Καλημέρα, ποιος είναι ο κωδικός για τα κοινόχρηστα στο site; Θέλω να δω τον λογαριασμό του πετρελαίου" toa="null" sc_toa="null" service_center="+3097100000" read="1" status="-1" locked="0" date_sent="<<ms>>" readable_date="<<dmys>> <<t1>>" contact_name="<<f2_l>> <<l2_l>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" subject="null" body="Καλημέρα! Χρήστης: διαμ<<unit>> κωδικός: <<cred>> . <<first_l>> (διαχειριστής)" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmys>> <<t2>>" contact_name="<<f2_l>> <<l2_l>>" />
</smses>
""",
    cred="human",
)
