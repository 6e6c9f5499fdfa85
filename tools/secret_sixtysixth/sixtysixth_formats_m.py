# ruff: noqa: E501
"""Family m: road race and marathon organisers in Iten, Kenya (Swahili and Kenyan English)."""

from __future__ import annotations

import base64
import xml.etree.ElementTree as ET

from sixtysixth_spec import Fam

FAM = Fam(
    "iten_marathon_race_organisers",
    ("riftkimbia",),
    "co.ke",
    ("Wanjiru", "Kiprono", "Chebet", "Jepkosgei", "Kiptoo", "Achieng", "Mutua", "Njeri", "Kibet"),
    ("Rotich", "Kiprop", "Cheruiyot", "Kamau", "Otieno", "Mwangi", "Korir"),
    (
        "mbio",
        "kimbia",
        "riftvalley",
        "iten",
        "eldoret",
        "kerio",
        "simba",
        "twiga",
        "chai",
        "ugali",
        "harambee",
        "kasi",
        "mlima",
        "jambo",
        "kamariny",
        "ushindi",
    ),
    "254",
    pets=("Simba", "Bosco", "Tiger", "Jimmy", "Rex"),
)

FAM.reg(
    "itenrun_swahili_whatsapp_nenosiri_usajili",
    (
        "WhatsApp/WhatsApp Chat with Kamati ya Mbio <<n>>.txt",
        "Phone/WhatsApp Chat - Usajili <<n>>.txt",
    ),
    """<<dd>>/<<mm>>/<<year>>, <<time>> - <<first>> <<last>>: Jamani mfumo wa usajili umekataa nenosiri langu, wakimbiaji wanasubiri
<<dd>>/<<mm>>/<<year>>, <<time>> - <<first2>>: Tulibadilisha jana. Nenosiri jipya ni <<cred>>
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<first>> <<last>>: Asante sana! Namba za bib 1-500 zimefika
""",
    "human",
)

FAM.reg(
    "itenrun_entry_fees_mpesa_daraja_passkey_env",
    ("srv/<<org>>-usajili/.env", "home/<<lf>>/race-entries-<<n>>/.env"),
    """# Race entry fees via M-Pesa STK push
MPESA_ENV=production
MPESA_SHORTCODE=<<n4>><<nn>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<csec>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://entries.<<dom>>/mpesa/callback
""",
    "hex:64",
    syntax="",
    extra=lambda r, s: {"ckey": FAM.draw(r, "alnum:48", s), "csec": FAM.draw(r, "alnum:16", s)},
)

FAM.reg(
    "itenrun_chip_timing_decoder_upload_ini",
    (
        "C:/Timing/<<org>>/decoder_upload.ini",
        "C:/Users/<<lf>>/Documents/Timing_<<year>>/upload_<<n>>.ini",
    ),
    """; Chip timing mats -> live results website
[Decoder]
Address=<<lan>>
Port=3601
Location=FINISH

[Results]
Url=https://results.<<dom>>/api/passings
EventId=<<n4>>
ApiKey=<<cred>>
PushEverySeconds=10
""",
    "uuid",
)

FAM.reg(
    "itenrun_registration_django_settings_py",
    ("usajili/settings/production.py", "srv/<<org>>-reg-<<n>>/config/settings.py"),
    '''"""Race registration site - production settings."""
from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["entries.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "usajili",
        "USER": "usajili",
        "PASSWORD": '<<cred>>',
        "HOST": "<<lan>>",
        "PORT": "5432",
    }
}
''',
    "pw_sq",
)

FAM.reg(
    "itenrun_results_sms_africastalking_php",
    ("www/<<org>>/results/sms_results.php", "var/www/matokeo-<<n>>/sms.php"),
    """<?php
// Send finish time to each runner by SMS after the race
require 'vendor/autoload.php';
use AfricasTalking\\SDK\\AfricasTalking;

$username = '<<org>>';
$apiKey   = '<<cred>>';
$at       = new AfricasTalking($username, $apiKey);
$sms      = $at->sms();
foreach ($finishers as $f) {
    $sms->send(['to' => $f['phone'], 'message' => "Hongera {$f['name']}! Muda wako: {$f['time']}"]);
}
""",
    "x:atsk_:64",
    syntax="",
)

FAM.reg(
    "itenrun_bib_collection_sms_backup_swahili",
    ("SMSBackup/sms-<<year>><<mm>><<dd>><<hh>><<mi>>.xml", "Phone/sms_bib_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="Habari, nenosiri la kompyuta ya kutoa bib ni gani?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dd>>/<<mm>>/<<year>> <<time>>" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" subject="null" body="Ni <<cred>> . Usiiandike ukutani" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dd>>/<<mm>>/<<year>> <<time2>>" contact_name="<<first>> <<last>>" />
</smses>
""",
    "human_x",
)

FAM.reg(
    "itenrun_english_email_sponsor_gallery_admin",
    ("Mail/<<org>>/Sent/<<n>>.eml", "Outlook/sponsors_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: marketing@<<org>>-sponsor<<nn>>.co.ke
Subject: Race photos - gallery admin access
Date: Mon, <<dd>> Nov <<year>> <<time>>:09 +0300
Content-Type: text/plain; charset=UTF-8

Hi Grace,

Thank you again for supporting the half marathon. You can download the full-resolution finish line photos from the gallery admin:

https://photos.<<dom>>/admin
user: sponsor<<nn>>
the password is <<cred>>

Kind regards,
<<first>> <<last>>
Race Director
""",
    "human_x",
    syntax="",
)


def _fz_extra(r, s):
    return {"b64": base64.b64encode(str(s["cred"]).encode()).decode()}


def _fz_dec(text: str) -> str:
    root = ET.fromstring(text.encode())
    node = root.find(".//Pass")
    assert node is not None and node.text
    return base64.b64decode(node.text).decode()


FAM.reg(
    "itenrun_finish_camera_filezilla_sitemanager_xml",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<lf>>/AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.<<dom>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>finishcam</User>
      <Pass encoding="base64"><<b64>></Pass>
      <Logontype>1</Logontype>
      <Name>Finish line photos</Name>
      <Comments />
      <LocalDir>C:\\FinishCam\\<<year>></LocalDir>
      <RemoteDir />
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
    extra=_fz_extra,
    decode=_fz_dec,
)
