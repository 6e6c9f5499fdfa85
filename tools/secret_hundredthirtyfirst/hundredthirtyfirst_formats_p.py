# ruff: noqa: E501
"""Family p: a backpackers' hostel bar near Nadi (Fijian, Fiji Hindi, English)."""

from __future__ import annotations

from hundredthirtyfirst_spec import Fam

F = Fam(
    name="bulahostel_hostel_bar_fiji",
    orgs=("bulabunk", "wailoaloabar", "denaraudorms", "mamanucashack"),
    tld="com.fj",
    first=(
        ("Josefa", "josefa"),
        ("Mere", "mere"),
        ("Seini", "seini"),
        ("Jone", "jone"),
        ("Litia", "litia"),
        ("Viliame", "viliame"),
        ("Ravin", "ravin"),
        ("Anjali", "anjali"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Tabua", "tabua"),
        ("Ravouvou", "ravouvou"),
        ("Delai", "delai"),
        ("Seruvatu", "seruvatu"),
        ("Prasad", "prasad"),
        ("Kumar", "kumar"),
    ),
    words=(
        "bula",
        "vinaka",
        "kava",
        "yaqona",
        "lovo",
        "sevusevu",
        "talanoa",
        "moce",
        "nadi",
        "denarau",
        "taveuni",
        "mamanuca",
        "vanua",
        "drua",
        "wailoaloa",
        "bilibili",
        "tanoa",
    ),
    pets=("Koli", "Tiko", "Rocky", "Blacky", "Nani", "Sima"),
    cc="+679",
    city="Nadi",
)

F.reg(
    "bulahostel_fijian_whatsapp_vosa_vuni_wifi",
    (
        "chats/WhatsApp Chat with Bar Crew Nadi <<y>>.txt",
        "<<org>>/backup/WhatsApp Chat - Staff <<mo>>.txt",
    ),
    """[<<d>>/<<mo>>/<<y>>, <<t0>>] <<first>>: Bula! Sa veisau na vosa vuni ni WiFi ni dorm? Era taroga tiko na backpackers
[<<d>>/<<mo>>/<<y>>, <<t1>>] <<first2>>: Io, edaidai
[<<d>>/<<mo>>/<<y>>, <<t2>>] <<first2>>: <<org>>_Dorms / <<cred>>
[<<d>>/<<mo>>/<<y>>, <<t3>>] <<first>>: Vinaka vakalevu 🌺
""",
    "human",
    syntax="",
)

F.reg(
    "bulahostel_cloudbeds_bar_tab_env",
    ("<<org>>/bartab/.env", "srv/<<org>>-pms/.env"),
    """# Bar tabs charged to the bed via Cloudbeds
CLOUDBEDS_PROPERTY_ID=<<n4>><<n3>>
CLOUDBEDS_API_KEY=<<cred>>
TAB_ITEM_CATEGORY=bar
""",
    "p:cloudbeds",
    syntax="",
)

F.reg(
    "bulahostel_windcave_tours_php",
    ("<<org>>/site/config/windcave.php", "var/www/<<org>>/tours/windcave_<<n>>.php"),
    """<?php
// Windcave HPP: island-hopping and kava ceremony bookings at the bar desk
return [
    'username' => '<<org>>_REST',
    'api_key'  => '<<cred>>',
    'endpoint' => 'https://sec.windcave.com/api/v1/sessions',
    'currency' => 'FJD',
];
""",
    "p:windcave",
    syntax="",
)

F.reg(
    "bulahostel_fiji_hindi_sms_backup_reply",
    ("<<org>>/sms/sms-<<date>>.xml", "SMSBackupRestore/sms-<<y>><<mo>><<d>><<n4>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Bhaiya, bar ke till waala password bhej do na, manager abhi nahi hai" read="1" status="-1" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>700" type="2" body="<<cred>>" read="1" status="-1" contact_name="<<first>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "bulahostel_freeradius_users_staff_wifi",
    ("etc/freeradius/3.0/mods-config/files/authorize", "<<org>>/radius/users.<<n>>"),
    """# staff Wi-Fi (bar, reception, tour desk)
bar\tCleartext-Password := "<<cred>>"
\tReply-Message := "Bula, bar staff"
reception\tCleartext-Password := "<<hex8>>"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "bulahostel_booking_extranet_email_password",
    ("mail/<<org>>/extranet-<<date>>.eml", "<<fa>>/Mail/Inbox/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Booking.com extranet - new login for the night shift
Date: Sat, <<d>> Dec <<y>> 21:47:18 +1200
Content-Type: text/plain; charset=utf-8

Bula <<first2>>,

For the late check-ins after the bar closes, use this login on the extranet:
Login: <<org>>.night
Password: <<cred>>

Vinaka,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "bulahostel_bar_tab_backup_rclone_dropbox",
    ("<<org>>/pi/rclone.conf", "home/pi/.config/rclone/rclone-<<n>>.conf"),
    """[dropbox]
type = dropbox
token = {"access_token":"<<cred>>","token_type":"bearer","refresh_token":"<<hex8>><<hex8>>","expiry":"<<date>>T10:12:44.123+12:00"}
""",
    "p:dropbox",
    syntax="ini",
)

F.reg(
    "bulahostel_reception_whiteboard_photo_ocr",
    ("<<org>>/scans/whiteboard_<<n4>>.txt", "Pictures/<<org>>/IMG_<<n4>>_ocr.txt"),
    """KAVA NIGHT 8PM - FREE SEVUSEVU
Happy hour 5-7 Fiji Bitter $6
WIFI DORM
<<cred>>
""",
    "human",
    syntax="",
)
