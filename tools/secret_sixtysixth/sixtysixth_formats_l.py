# ruff: noqa: E501
"""Family l: a mountain hut and guesthouse in Svaneti, Georgia (Georgian, some Russian)."""

from __future__ import annotations

from sixtysixth_spec import Fam

FAM = Fam(
    "svaneti_mountain_hut",
    ("ushbaqokhi",),
    "ge",
    ("გიორგი", "ნინო", "დავით", "თამარ", "ლევან", "მარიამ", "ზურაბ"),
    ("გელოვანი", "ჯაფარიძე", "ნაკანი", "ჩართოლანი", "ქალდანი"),
    (
        "ushba",
        "mestia",
        "ushguli",
        "tetnuldi",
        "koshki",
        "svaneti",
        "khachapuri",
        "chacha",
        "tamada",
        "gaumarjos",
        "enguri",
        "shkhara",
        "kubdari",
        "qvevri",
        "kazbegi",
        "lamaria",
    ),
    "995",
    ("Giorgi", "Nino", "Davit", "Tamar", "Levan", "Mariam", "Zurab"),
    ("Gelovani", "Japaridze", "Nakani", "Chartolani", "Kaldani"),
    ("Murka", "Bakha", "Tsitsi", "Lomi", "Jeki"),
)

FAM.reg(
    "svanhut_georgian_whatsapp_paroli",
    ("WhatsApp/WhatsApp Chat - ქოხი <<n>>.txt", "Phone/WhatsApp Chat with Hut staff <<n>>.txt"),
    """[<<dd>>.<<mm>>.<<yy>>, <<time>>:11] <<first>> <<last>>: ბუკინგის ექსტრანეტი ისევ პაროლს მთხოვს
[<<dd>>.<<mm>>.<<yy>>, <<time>>:40] <<first2>>: ახალი პაროლი: <<cred>>
[<<dd>>.<<mm>>.<<yy>>, <<time2>>:02] <<first>> <<last>>: მადლობა! ხვალ 12 სტუმარი მოდის უშგულიდან
""",
    "human",
    syntax="",
)

FAM.reg(
    "svanhut_booking_channel_manager_yaml",
    ("opt/channel-sync/<<org>>/config.yml", "home/<<lf>>/hut-sync-<<n>>/settings.yaml"),
    """property: "<<orgc>> Mountain Hut"
rooms:
  dorm_8: 2
  double: 3
channel_manager:
  url: https://api.channelhub.io/v2
  hotel_id: <<n4>><<nn>>
  username: "<<org>>_api"
  password: "<<cred>>"
sync_minutes: 15
""",
    "pw_dq",
)

FAM.reg(
    "svanhut_solar_victron_vrm_token_sh",
    ("home/pi/solar/vrm_check_<<n>>.sh", "opt/hut-power/battery_<<nn>>.sh"),
    """#!/bin/bash
# Battery SOC from VRM -> SMS to the hut keeper when below 30%
VRM_TOKEN="<<cred>>"
SITE=<<n4>><<nn>>
soc=$(curl -s -H "X-Authorization: Token $VRM_TOKEN" \\
  "https://vrmapi.victronenergy.com/v2/installations/$SITE/diagnostics?count=200" \\
  | jq '.records[] | select(.code=="SOC") | .rawValue')
if [ "${soc%.*}" -lt 30 ]; then
  gammu sendsms TEXT <<phone>> -text "Battery ${soc}% - start the generator"
fi
""",
    "hex:64",
    syntax="",
)

FAM.reg(
    "svanhut_starlink_pi_wpa_supplicant_conf",
    ("etc/wpa_supplicant/wpa_supplicant.conf", "boot/wpa_supplicant_<<org>>_<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GE

network={
    ssid="<<orgc>>_Starlink"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "svanhut_russian_telegram_copy_parol_admin",
    ("Telegram/copy_guides_<<n>>.txt", "Documents/гиды_телеграм_<<n>>.txt"),
    """<<first>> <<last>>, [<<ddmmyyyy>> <<time>>]
Ребят, кто знает пароль от админки сайта? Надо обновить цены на ночёвку

<<first2>>, [<<ddmmyyyy>> <<time2>>]
логин admin, пароль <<cred>>

<<first>> <<last>>, [<<ddmmyyyy>> <<time2>>]
Спасибо, перевал Гули пока закрыт, снег
""",
    "human",
    syntax="",
)

FAM.reg(
    "svanhut_tbc_pay_client_secret_dotenv",
    ("var/www/<<org>>-booking/.env", "srv/hut-site-<<n>>/.env"),
    """SITE_URL=https://<<dom>>
DATABASE_URL=sqlite:///var/data/hut.db
TBC_PAY_API_KEY=<<apikey>>
TBC_PAY_CLIENT_ID=<<n4>><<nn>>
TBC_PAY_CLIENT_SECRET=<<cred>>
DEPOSIT_GEL=50
""",
    "alnum:32",
    syntax="",
    extra=lambda r, s: {"apikey": FAM.draw(r, "alnum:32", s)},
)

FAM.reg(
    "svanhut_webcam_wput_crontab",
    ("var/spool/cron/crontabs/pi", "home/pi/crontab_<<org>>_<<n>>.txt"),
    """# m h  dom mon dow   command
*/15 * * * * raspistill -w 1600 -h 900 -o /tmp/ushba.jpg && wput -nc -u /tmp/ushba.jpg ftp://webcam:<<cred>>@ftp.<<dom>>/www/cam/ushba.jpg
0 3 * * * /home/pi/solar/vrm_check.sh
""",
    "pw_url",
    syntax="",
)

FAM.reg(
    "svanhut_georgian_email_paroli_mtis_gidi",
    ("Mail/<<org>>/გაგზავნილი/<<n>>.eml", "Thunderbird/<<lf>>/Sent_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?4YOe4YOQ4YOg4YOd4YOa4YOY?=
Date: Wed, <<dd>> Aug <<year>> <<time>>:50 +0400
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

გამარჯობა <<first2>>,

სეზონის ბოლომდე ქოხის ჯავშნების სისტემას შენ მართავ:
მომხმარებელი: <<org>>hut
პაროლი: <<cred>>

გენერატორის საწვავი ბოლომდე არ დახარჯო.
<<first>>
""",
    "human_x",
    syntax="",
)
