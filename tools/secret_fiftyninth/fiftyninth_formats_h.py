# ruff: noqa: E501
"""Family h: parents and children in Chennai (India): school and learning portals, the
children's first coding projects, grandparents in Delhi; Tamil, Hindi and English."""

from __future__ import annotations

import json

from fiftyninth_spec import Fam

F = Fam(
    "chennai_kids_school_portals",
    tld="in",
    orgs=("kalvimalar", "marinaschool", "adyarlearn"),
    first=(
        ("அருண்", "arun"),
        ("கவிதா", "kavitha"),
        ("கார்த்திக்", "karthik"),
        ("மீனா", "meena"),
        ("விக்னேஷ்", "vignesh"),
        ("பிரியா", "priya"),
        ("ஆதித்யா", "aditya"),
        ("தீபா", "deepa"),
    ),
    last=(
        ("சுப்பிரமணியன்", "subramanian"),
        ("ராஜேந்திரன்", "rajendran"),
        ("கிருஷ்ணன்", "krishnan"),
        ("வெங்கடேசன்", "venkatesan"),
        ("நடராஜன்", "natarajan"),
        ("பாலு", "balu"),
    ),
    words=(
        "chennai",
        "csk",
        "thala",
        "marina",
        "pongal",
        "idli",
        "kolam",
        "mylapore",
        "dhoni",
        "thalaivar",
    ),
    pets=("jimmy", "tommy", "rani", "pinky", "bruno", "kutty"),
    mail=("gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com"),
    cc="+91",
    ssid=("JioFiber-", "ACT-", "Airtel_", "Excitel_", "BSNL_FTTH_"),
)


F.reg(
    "chennai_whatsapp_tamil_parents_group_kadavuchol",
    (
        "WhatsApp Chat with Class 5B Parents <<n>>.txt",
        "Android/media/com.whatsapp/WhatsApp/Export/5B_<<ymd>>.txt",
    ),
    """<<dmy>>, 9:02 pm - <<fn2>> Amma: Portal login வேலை செய்யவில்லையா? யாருக்காவது தெரியுமா
<<dmy>>, 9:05 pm - <<fn>>: எங்க வீட்டு login எல்லோரும் use பண்ணலாம், homework PDF பார்க்க மட்டும்
<<dmy>>, 9:05 pm - <<fn>>: User ID: <<login>>
<<dmy>>, 9:06 pm - <<fn>>: கடவுச்சொல்: <<cred>>
<<dmy>>, 9:07 pm - <<fn2>> Amma: நன்றி 🙏
<<dmy>>, 9:30 pm - Class Teacher: Please do not share login details in the group.
""",
    cred="human",
)

F.reg(
    "chennai_fridge_note_ocr_school_app_login",
    ("Scans/fridge_note_<<ymd>>.txt", "Pictures/Text Extractor/note_<<n>>.txt"),
    """SCHOOL APP (Karthik - Std 7)
Login ID :  KM<<n4>><<n3>>
Password :  <<cred>>
Fees due 10th  -  Rs 18,500
Bus no. 14  driver <<phone>>
""",
    cred="human",
)

F.reg(
    "chennai_hindi_email_nani_google_classroom",
    ("Mail/Sent/Nani ke liye Classroom <<n>>.eml", "Takeout/Mail/sent_<<ymd>>.eml"),
    """From: <<fn>> <<<email>>>
To: <<email2>>
Subject: Aditya की ऑनलाइन क्लास - Google Classroom
Date: Wed, 05 Jun <<year>> 18:22:41 +0530
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

नमस्ते नानी जी,

छुट्टियों में Aditya आपके पास दिल्ली में रहेगा, उसकी समर कैंप क्लास लैपटॉप पर खोलनी है।
ईमेल: <<login>>.student@<<dom>>
पासवर्ड: <<cred>>

कोई दिक्कत हो तो वीडियो कॉल कर लेना।
प्रणाम,
<<fn>>
""",
    cred="human",
)

F.reg(
    "chennai_learning_accounts_csv_tamil_headers",
    ("Documents/பிள்ளைகள்_கணக்குகள்_<<year>>.csv", "Drive/Kids/learning_apps_<<n>>.csv"),
    """செயலி,பயனர்,கடவுச்சொல்,யாருக்கு
Khan Academy,<<login>>.kid@gmail.com,(Google login),Aditya
Duolingo,<<fa>><<n>>,<<cred>>,Meena
DIKSHA,<<phone>>,OTP,இருவரும்
Byju's,<<phone>>,OTP,Aditya
""",
    cred="human",
)

F.reg(
    "chennai_kids_raspberry_pi_wpa_supplicant_psk",
    ("boot/wpa_supplicant.conf", "SD_card_backup_<<ymd>>/boot/wpa_supplicant-<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=IN

# Aditya's Pi for the school science fair
network={
    ssid="<<ssid>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=10
}
""",
    cred="wifi",
)

F.reg(
    "chennai_python_homework_telegram_bot_token",
    ("Aditya/python/homework_bot_<<n>>.py", "Users/<<fa>>/Desktop/kid_code/bot_<<ymd>>.py"),
    """# Homework reminder bot - made by Aditya (Std 8) :)
import telebot

BOT_TOKEN = "<<cred>>"
bot = telebot.TeleBot(BOT_TOKEN)


@bot.message_handler(commands=["homework"])
def homework(message):
    bot.reply_to(message, "Maths: Ex 4.2 Q1-10, Tamil: கட்டுரை எழுது")


bot.infinity_polling()
""",
    cred="p:tg_bot",
)

F.reg(
    "chennai_jiofiber_router_config_backup_xml",
    ("Downloads/JioFiber_config_<<ymd>>.xml", "router/jiofiber_backup_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<Config>
  <DeviceInfo>
    <ModelName>JCOW414</ModelName>
    <SoftwareVersion>2.0.5.<<n>></SoftwareVersion>
  </DeviceInfo>
  <WLAN idx="1">
    <Enable>1</Enable>
    <SSID><<ssid>></SSID>
    <BeaconType>11i</BeaconType>
    <WPAEncryptionModes>AESEncryption</WPAEncryptionModes>
    <KeyPassphrase><<cred>></KeyPassphrase>
  </WLAN>
  <WLAN idx="5">
    <Enable>1</Enable>
    <SSID><<ssid>>-Kids</SSID>
    <ParentalControl>1</ParentalControl>
  </WLAN>
</Config>
""",
    cred="wifi",
)


def _ipynb(s: dict) -> str:
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": ["# Science project: explain photosynthesis in Tamil\n"],
        },
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [],
            "source": [
                "from openai import OpenAI\n",
                f'client = OpenAI(api_key="{s["cred"]}")  # appa key, don\'t share\n',
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 2,
            "metadata": {},
            "outputs": [
                {"name": "stdout", "output_type": "stream", "text": ["ஒளிச்சேர்க்கை என்பது...\n"]}
            ],
            "source": [
                'r = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "photosynthesis in Tamil"}])\n',
                "print(r.choices[0].message.content)\n",
            ],
        },
    ]
    return json.dumps(
        {
            "cells": cells,
            "metadata": {
                "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "chennai_science_project_ipynb_openai_key",
    (
        "Aditya/school/science_project_<<n>>.ipynb",
        "Drive/Colab Notebooks/photosynthesis_<<ymd>>.ipynb",
    ),
    _ipynb,
    cred="p:openai",
    syntax="json",
)
