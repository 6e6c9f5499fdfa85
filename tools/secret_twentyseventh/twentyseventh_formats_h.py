"""Physiotherapy and sports rehab clinics: practice software, exercise apps, gait labs."""

from twentyseventh_spec import alnum, reg

F = "physiotherapy_sports_rehab_clinic"
H = ("physio", "hamstring", "rotator", "acl", "mobility", "ultrasound")


def _cliniko(rng) -> str:
    return "MS0x" + alnum(rng, 56) + "-uk" + str(rng.randint(1, 3))


reg(
    F,
    "physio_cliniko_api_python_basic_auth",
    ("reports/cliniko_export.py", "<<first>>/scripts/appointments_<<n>>.py"),
    """import requests

CLINIKO_KEY = "<<cred>>"
BASE = "https://api.uk2.cliniko.com/v1"

r = requests.get(
    f"{BASE}/individual_appointments",
    auth=(CLINIKO_KEY, ""),
    headers={"User-Agent": "<<Org>> reports (<<email>>)", "Accept": "application/json"},
    timeout=30,
)
print(len(r.json()["individual_appointments"]))
""",
    _cliniko,
)

reg(
    F,
    "physio_exercise_app_info_plist_key",
    ("HomeExercise/Info.plist", "<<org>>-ios/App/Config-<<n>>.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleName</key>
  <string>Rehab Plan</string>
  <key>ExerciseLibraryBaseURL</key>
  <string>https://library.<<dom>>/v3</string>
  <key>ExerciseLibraryAPIKey</key>
  <string><<cred>></string>
</dict>
</plist>
""",
    "x:pht_:40",
)

reg(
    F,
    "physio_gait_lab_net_use_bat",
    ("gaitlab/map_drives.bat", "<<first>>/startup/vicon_share_<<n>>.cmd"),
    """@echo off
rem map the capture share before Nexus starts
net use G: \\\\<<lan>>\\gait_captures /user:GAITLAB\\<<user>> <<cred>> /persistent:no
start "" "C:\\Program Files\\Vicon\\Nexus2.<<n>>\\Nexus.exe"
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "physio_reception_teams_chat_export",
    ("teams/reception_<<date>>.txt", "exports/<<first>>/teams_chat_<<nn>>.txt"),
    """<<First2>> <<Last2>>  <<dmy>> <<time>>
Is the Physitrack login still the clinic one? It's asking me again

<<First>> <<Last>>  <<dmy>> <<time>>
yes - clinic@<<dom>>
password is <<cred>>

<<First2>> <<Last2>>  <<dmy>> <<time>>
got it thanks
""",
    "human",
    hint=H,
)

reg(
    F,
    "physio_home_programme_mailer_properties",
    ("hep-mailer/src/main/resources/application.properties", "<<org>>/hep/mail_<<n>>.properties"),
    """# home exercise programme PDFs e-mailed after each session
spring.mail.host=smtp.office365.com
spring.mail.port=587
spring.mail.username=hep@<<dom>>
spring.mail.password=<<cred>>
spring.mail.properties.mail.smtp.starttls.enable=true
hep.pdf.logo=classpath:logo.png
""",
    "pw_ini",
    syntax="",
)

reg(
    F,
    "physio_insurer_portal_finnish_email_salasana",
    ("mail/vakuutus_<<nn>>.eml", "inbox/<<first>>/portaali_<<nn>>.eml"),
    """From: Kumppanipalvelu <kumppanit@vakuutusyhtio.fi>
To: <<email>>
Subject: Tunnukset laskutusportaaliin

Hei <<First>>,

fysioterapiaklinikkanne tunnukset kumppaniportaaliin:
kayttajatunnus: <<user>>
salasana: <<cred>>

Ystavallisin terveisin
Kumppanipalvelu
""",
    "human",
    hint=H,
)

reg(
    F,
    "physio_outcomes_redcap_r_token",
    ("research/outcomes/pull_redcap.R", "<<first>>/acl_study_<<n>>.R"),
    """library(REDCapR)
uri <- "https://redcap.<<dom>>/api/"
token <- "<<cred>>"
ds <- redcap_read(redcap_uri = uri, token = token, forms = c("koos", "hop_test"))$data
saveRDS(ds, "acl_outcomes.rds")
""",
    "HEX:32",
    syntax="",
)

reg(
    F,
    "physio_clinic_tablet_kiosk_mdm_json",
    ("mdm/kiosk_profile_<<n>>.json", "<<org>>/tablets/checkin_kiosk.json"),
    """{
  "profileName": "Check-in kiosk",
  "kioskMode": {"app": "com.<<org_>>.checkin", "exitGesture": "five-tap"},
  "adminPassword": "<<cred>>",
  "wifi": {"ssid": "<<Org>>-Clinic", "security": "WPA2"},
  "screenTimeoutSeconds": 600
}
""",
    "pw_json",
)
