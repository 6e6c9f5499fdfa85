# ruff: noqa: E501
"""Dental laboratories: zirconia milling, intraoral scan clouds, denture case tracking."""

from __future__ import annotations

from thirtyfifth_spec import after, human_with, reg

F = "denture_zirconia_milling_lab"
LAB_WORDS = ("zirkon", "prothese", "krone", "bruecke", "keramik", "sinter", "modell", "abutment")

reg(
    F,
    "denture_milling_cam_ini_licence_server",
    ("cam/<<org>>/millcam.ini", "ProgramData/MillCAM/licence_<<n>>.ini"),
    """[General]
Language=de
Machine=5X-<<n3>>
DiscDiameter=98.5

[Material]
Default=Zirkon HT
SinterProfile=1450C_2h

[Licence]
Server=lic.<<dom>>
Port=27000
User=<<svc>>
Password=<<cred>>
""",
    "pw",
)

reg(
    F,
    "denture_intraoral_scan_cloud_json_api_key",
    ("scan-inbox/<<org>>/connector.json", "config/scancloud_<<n>>.json"),
    """{
  "lab_id": "<<uuid>>",
  "inbox_dir": "D:/Scans/Eingang",
  "poll_seconds": 120,
  "cloud": {
    "base_url": "https://api.<<dom>>/v3",
    "api_key": "<<cred>>",
    "download_stl": true,
    "download_ply": false
  }
}
""",
    "x:iosk_:40",
)

reg(
    F,
    "denture_lab_orders_go_smtp_plainauth",
    ("cmd/ordermail/<<org>>/main.go", "internal/notify/mail_<<n>>.go"),
    """package notify

import (
	"fmt"
	"net/smtp"
)

// SendCaseReady tells the practice that a crown or denture is ready for pickup.
func SendCaseReady(to, caseID string) error {
	auth := smtp.PlainAuth("", "<<email>>", "<<cred>>", "smtp.<<dom>>")
	msg := []byte(fmt.Sprintf("Subject: Fall %s fertig\\r\\n\\r\\nAbholbereit.\\r\\n", caseID))
	return smtp.SendMail("smtp.<<dom>>:587", auth, "<<email>>", []string{to}, msg)
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "denture_italian_email_password_portale_odontotecnico",
    ("posta/<<org>>/laboratorio/<<n3>>.eml", "mail/export/<<f>>/portale_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: Laboratorio <<<email2>>>
Subject: Credenziali portale ordini (corone in zirconia)
Date: Thu, <<day>> May <<year>> <<time>>:05 +0200
Content-Type: text/plain; charset=UTF-8

Buongiorno,

come da telefonata vi mando le credenziali per caricare le impronte digitali
sul portale dello studio:

utente: studio<<n3>>
password: <<cred>>

Per le protesi mobili usate sempre la scheda "Rimovibile".
Grazie,
<<first>>
""",
    human_with((*LAB_WORDS, "dente", "studio", "sorriso")),
    syntax="",
)

reg(
    F,
    "denture_case_tracker_rails_credentials_show_terminal",
    ("notes/<<org>>/terminal-<<date>>.log", "logs/deploy/<<f>>_credentials_<<n>>.txt"),
    """deploy@casetracker:~/app$ EDITOR=cat bin/rails credentials:show
secret_key_base: <<sha256>><<sha256>>
aws:
  access_key_id: <<akid>>
  secret_access_key: <<cred>>
  bucket: <<org>>-shade-photos
smtp:
  user_name: <<email>>
deploy@casetracker:~/app$ exit
""",
    "p:aws_secret",
    syntax="",
    extra=lambda rng, s: {
        "akid": "AKIA" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
    },
)

reg(
    F,
    "denture_hungarian_teams_jelszo_szkenner",
    ("teams/<<org>>/fogtechnika_<<n>>.txt", "chat-export/labor/<<f>>_<<date>>.txt"),
    """<<name>>  <<time>>
Szia, mi a jelszó a szkenner gépéhez? A 3Shape nem enged be.

<<name2>>  <<time2>>
felhasználó: labor
jelszó: <<cred>>

<<name>>  <<time2>>
köszi, működik
""",
    human_with((*LAB_WORDS, "fogsor", "korona")),
    syntax="",
)


reg(
    F,
    "denture_lab_sql_dump_varbinary_hex_literal",
    ("backup/<<org>>/labsettings_<<date>>.sql", "dumps/casetracker_<<n>>.sql"),
    """-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
-- Host: localhost    Database: casetracker
-- ------------------------------------------------------

DROP TABLE IF EXISTS `lab_settings`;
CREATE TABLE `lab_settings` (
  `k` varchar(64) NOT NULL,
  `v` varbinary(255) DEFAULT NULL,
  PRIMARY KEY (`k`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

LOCK TABLES `lab_settings` WRITE;
INSERT INTO `lab_settings` VALUES ('smtp_host',0x<<hosthex>>),('smtp_password',0x<<enc>>),('smtp_user',0x<<userhex>>);
UNLOCK TABLES;
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {
        "enc": str(s["cred"]).encode().hex(),
        "hosthex": f"smtp.{s['dom']}".encode().hex(),
        "userhex": str(s["email"]).encode().hex(),
    },
    decode=lambda t: bytes.fromhex(after(t, "'smtp_password',0x", ")")).decode(),
)

reg(
    F,
    "denture_practice_portal_tsv_logins",
    ("verwaltung/<<org>>/praxen_<<year>>.tsv", "export/praxis-zugaenge_<<n>>.tsv"),
    """Praxis\tOrt\tAnsprechpartner\tPortal-Login\tKennwort
Dr. <<last>>\tHannover\t<<name2>>\tpraxis<<n3>>\t<<cred>>
MVZ Südstadt\tCelle\tRezeption\t(kein Portal)\t
""",
    "pw",
    syntax="",
)
