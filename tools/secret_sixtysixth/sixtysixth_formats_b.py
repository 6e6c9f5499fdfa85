# ruff: noqa: E501
"""Family b: a ski lift operator and ski school in the High Tatras (Slovak)."""

from __future__ import annotations

from sixtysixth_spec import Fam

FAM = Fam(
    "tatry_lanovka_ski_school",
    ("holovrch", "kosodrevina"),
    "sk",
    (
        "Martin",
        "Zuzana",
        "Peter",
        "Katarína",
        "Juraj",
        "Lenka",
        "Michal",
        "Veronika",
        "Ľubomír",
        "Jozef",
    ),
    ("Kováč", "Horváthová", "Baláž", "Tóth", "Šimko", "Lukáčová", "Hudec"),
    (
        "lanovka",
        "vlek",
        "sneh",
        "zjazdovka",
        "lyze",
        "tatry",
        "chopok",
        "svah",
        "ratrak",
        "kamzik",
        "medved",
        "smrek",
        "vrchol",
        "lomnica",
        "jaskyna",
        "salas",
    ),
    "421",
    (
        "Martin",
        "Zuzana",
        "Peter",
        "Katarina",
        "Juraj",
        "Lenka",
        "Michal",
        "Veronika",
        "Lubomir",
        "Jozef",
    ),
    ("Kovac", "Horvathova", "Balaz", "Toth", "Simko", "Lukacova", "Hudec"),
    ("Dunco", "Bady", "Tapka", "Aron", "Bodka", "Cipka"),
)

FAM.reg(
    "tatraski_skipass_gate_controller_xml",
    ("Turnikety/<<org>>/brana_<<nn>>.xml", "C:/GateControl/config/<<org>>_gate<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<GateConfiguration site="<<orgc>> - dolna stanica" gate="<<nn>>">
  <Reader type="RFID" frequency="13.56MHz" antenna="2"/>
  <Server>
    <Host><<lan>></Host>
    <Port>8443</Port>
    <Database>SkipassDB</Database>
    <User>gate<<nn>></User>
    <Password><<cred>></Password>
  </Server>
  <Rules singleRideDelaySeconds="600" pointsPerRide="14"/>
</GateConfiguration>
""",
    "pw_xml",
)

FAM.reg(
    "tatraski_slovak_viber_heslo_pokladna",
    ("Viber/export_pokladna_<<org>>_<<n>>.txt", "Dokumenty/viber_lyziarska_skola_<<n>>.txt"),
    """[<<dd>>.<<mm>>.<<yy>> <<time>>] <<first>> <<last>>: Dobré ráno, pokladňa pri vleku mi hlási zlé heslo
[<<dd>>.<<mm>>.<<yy>> <<time>>] <<first2>>: Cez víkend ho Jano zmenil. Teraz je to <<cred>> (veľké prvé písmeno)
[<<dd>>.<<mm>>.<<yy>> <<time2>>] <<first>> <<last>>: Ďakujem, ide to
[<<dd>>.<<mm>>.<<yy>> <<time2>>] <<first2>>: Skipasy pre skupinu z Poľska sú v šuflíku
""",
    "human",
)

FAM.reg(
    "tatraski_ski_school_booking_php_config",
    ("public_html/rezervacie/config.php", "var/www/lyziarskaskola-<<n>>/inc/config.php"),
    """<?php
// Rezervácie inštruktorov - <<orgc>> lyžiarska škola
define('DB_HOST', 'localhost');
define('DB_NAME', '<<org>>_rezervacie');
define('DB_USER', '<<org>>_web');
define('DB_PASSWORD', '<<cred>>');
define('GOPAY_GOID', '<<n8>><<nn>>');
define('SEZONA', '<<year>>/<<yy>>');
$instruktori_max_deti = 6;
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "tatraski_webcam_ftp_curl_upload_sh",
    ("home/pi/webkamera/upload_<<n>>.sh", "opt/kamera-<<org>>/posli_<<nn>>.sh"),
    """#!/bin/bash
# webkamera horna stanica -> web a portal o snehu, kazdych 10 min z cronu
cd /home/pi/webkamera || exit 1
fswebcam -r 1920x1080 --no-banner --jpeg 85 snimka.jpg
convert snimka.jpg -pointsize 28 -annotate +20+40 "<<orgc>> $(date '+%d.%m.%Y %H:%M')" snimka.jpg
curl -s -T snimka.jpg --user kamera<<nn>>:<<cred>> ftp://ftp.<<dom>>/www/webcam/horna.jpg
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "tatraski_snow_report_publisher_yaml",
    ("snehovy_servis/<<org>>/config.yml", "opt/snowreport-<<n>>/config.yaml"),
    """# Snehové spravodajstvo - publikovanie na portály
stredisko: "<<orgc>>"
kontakt: <<email>>
merania:
  snimac: "http://<<lan>>/cgi-bin/snow.cgi"
  interval_min: 30
portaly:
  - nazov: snow-portal
    url: https://api.snowreport.eu/v2/resorts/<<n4>>/report
    api_key: "<<cred>>"
  - nazov: web
    url: https://<<dom>>/api/sneh
    api_key_env: WEB_SNEH_KEY
""",
    "hex:40",
)

FAM.reg(
    "tatraski_instructor_handover_note_md",
    ("Zdielane/odovzdanie_sezony_<<year>>_<<n>>.md", "Dokumenty/<<org>>/poznamky_pre_<<lf>>.md"),
    """# Odovzdanie – lyžiarska škola <<orgc>> (sezóna <<year>>)

Ahoj <<first>>, od pondelka to preberáš po mne. Pár vecí:

- Rozpis inštruktorov je v tabuľke na Drive, detské skupiny max. 6.
- Do rezervačného systému sa prihlasuješ ako `skola` a heslo je <<cred>> – prosím nemeň ho, používa ho aj požičovňa.
- Kľúč od búdky pri detskom vleku visí v kancelárii.
- Ratrakisti chodia na svah o 17:00, dovtedy musia byť tyčky zbalené.

<<first2>>
""",
    "human_w",
    syntax="",
)

FAM.reg(
    "tatraski_groomer_fleet_telematics_json",
    ("ratraky/<<org>>_telematika_<<n>>.json", "opt/snowsat-bridge/config_<<nn>>.json"),
    """{
  "resort": "<<orgc>>",
  "fleet": ["PB600-<<nn>>", "PB400-<<n>>"],
  "telematics": {
    "base_url": "https://fleet-api.snowgroom.net/v3",
    "client_id": "<<org>>-<<hex8>>",
    "client_secret": "<<cred>>",
    "poll_seconds": 120
  },
  "export": {"csv_dir": "/srv/ratraky/export", "keep_days": 90}
}
""",
    "alnum:48",
)

FAM.reg(
    "tatraski_rental_shop_sms_backup_xml",
    ("SMSBackup/sms-<<year>><<mm>><<dd>><<hh>><<mi>>.xml", "Telefon/pozicovna_sms_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="Ahoj, aké je heslo na wifi v požičovni? Terminál sa odpojil" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<ddmmyyyy>> <<time>>" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" subject="null" body="Pozicovna_<<orgc>> a heslo <<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<ddmmyyyy>> <<time2>>" contact_name="<<first>> <<last>>" />
</smses>
""",
    "human_x",
)
