"""Family g: podiatry and chiropody clinics: practice software, lab uploads, reminders."""
# ruff: noqa: E501

from twentysixth_spec import Fam, alnum, dec_re, enc_b64, un_b64

F = Fam("podiatry_chiropody_foot_clinic")

F.add(
    "podiatry_practice_db_oledb_udl_file",
    ("ProgramData/FootCare/clinic.udl", "clinic-pc/<<org>>/PMS.udl"),
    "pw_ini",
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=footcare;Initial Catalog=Clinic;Data Source=<<host>>\\SQLEXPRESS
""",
    syntax="",
)

F.add(
    "podiatry_gait_scanner_export_ini",
    ("GaitScan/<<org>>/export.ini", "ProgramData/PressurePlate/upload.ini"),
    "pw_ini",
    """[Export]
Format=CSV
Folder=D:\\GaitExports

[LabUpload]
Server=sftp.<<dom>>
Port=22
User=<<orgu>>
Password=<<cred>>
RemoteDir=/incoming/scans
""",
)

F.add(
    "podiatry_receptionist_handover_email_label_next_line",
    ("mail/handover-<<date>>.eml", "Outlook/<<org>>/Reception handover.eml"),
    "h:Bunion,Verruca,Orthotic,Heel,Insole",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Reception handover – login for the booking system
Date: Fri, 16 Jan 2026 17:<<n2>>:22 +0000

Hi <<first2>>,

While I'm off you'll need the booking system. It's on the reception PC, login is

<<user>>
and the password is
<<cred>>

Nail surgery list on Tuesday is full, please don't add anyone.
<<first>>
""",
    syntax="",
)

F.add(
    "podiatry_sms_reminders_textlocal_php",
    ("reminders/send_reminders.php", "clinic-web/<<org>>/cron/sms.php"),
    lambda r: alnum(r, 20) + "-" + alnum(r, 23),
    """<?php
// Appointment reminders the day before (run from cron 18:00)
$apiKey = urlencode('<<cred>>');
$sender = urlencode('FootClinic');
foreach (tomorrowsAppointments() as $a) {
    $msg = rawurlencode("Reminder: your podiatry appt is at {$a['time']} tomorrow.");
    $data = "apikey=$apiKey&numbers={$a['mobile']}&sender=$sender&message=$msg";
    file_get_contents('https://api.txtlocal.com/send/?' . $data);
}
""",
)

F.add(
    "podiatry_orthotic_lab_filezilla_sitemanager_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<fl>>/AppData/Roaming/FileZilla/sitemanager.xml",
    ),
    "pw_xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host>files.<<dom>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <Type>0</Type>
            <User><<orgu>></User>
            <Pass encoding="base64"><<cred>></Pass>
            <Logontype>1</Logontype>
            <Name>Orthotic lab casts</Name>
            <RemoteDir>1 0 8 incoming</RemoteDir>
        </Server>
    </Servers>
</FileZilla3>
""",
    enc=enc_b64,
    decode=dec_re(r'<Pass encoding="base64">([^<]+)</Pass>', un_b64),
)

F.add(
    "podiatry_cliniko_api_key_python",
    ("integrations/cliniko_sync.py", "<<org>>/scripts/cliniko_export.py"),
    lambda r: "MS0" + alnum(r, 58) + "-uk2",
    """import base64

import requests

API_KEY = "<<cred>>"
BASE = "https://api.uk2.cliniko.com/v1"
HEADERS = {
    "Authorization": "Basic " + base64.b64encode(f"{API_KEY}:".encode()).decode(),
    "User-Agent": "<<orgt>> (<<email>>)",
    "Accept": "application/json",
}


def appointments(day):
    return requests.get(f"{BASE}/individual_appointments", headers=HEADERS, params={"q[]": f"starts_at:>={day}"}).json()
""",
)

F.add(
    "podiatry_polish_sms_haslo_gabinet",
    ("sms-backup/<<fl>>-<<date>>.txt", "telefon/SMS <<first>> <<last>>.txt"),
    "human",
    """[<<dmy>> <<time>>] <<first2>>: Pani <<first>>, jakie jest hasło do komputera w gabinecie 2?
[<<dmy>> <<time>>] <<first>>: login recepcja, hasło <<cred>>
[<<dmy>> <<time>>] <<first2>>: Dziękuję, działa!
""",
)

F.add(
    "podiatry_practice_manager_docker_compose_yaml",
    ("deploy/docker-compose.yml", "srv/<<org>>-pms/docker-compose.yaml"),
    "pw_sq",
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: clinic
      POSTGRES_USER: clinic
      POSTGRES_PASSWORD: '<<cred>>'
    volumes:
      - ./pgdata:/var/lib/postgresql/data
  app:
    image: registry.<<dom>>/footcare-pms:2.8
    depends_on: [db]
    ports:
      - "8080:8080"
""",
)
