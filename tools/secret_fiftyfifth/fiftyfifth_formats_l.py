# ruff: noqa: E501
"""Family l: a Tamil community radio station in Jaffna (Sri Lanka), in Tamil (and
Sinhala)."""

from __future__ import annotations

from fiftyfifth_spec import Fam, b64, gen_pw

FAM = Fam(
    "vanoli_jaffna_tamilradio",
    ("yaazhosai",),
    "lk",
    (
        "tharshan|தர்ஷன்",
        "kavitha|கவிதா",
        "niroshan|நிரோஷன்",
        "priya|பிரியா",
        "sutharsan|சுதர்சன்",
        "mathumitha|மதுமிதா",
        "kajan|கஜன்",
        "vithya|வித்யா",
    ),
    (
        "sivakumar|சிவகுமார்",
        "rajendran|ராஜேந்திரன்",
        "thambirajah|தம்பிராஜா",
        "kanagaratnam|கனகரத்தினம்",
        "selvarajah|செல்வராஜா",
    ),
    (
        "nallur",
        "yaazh",
        "vanoli",
        "palmyra",
        "kovil",
        "thalam",
        "isai",
        "keerimalai",
        "nilavu",
        "kadal",
    ),
    "94",
    "யாழ்ப்பாணம்",
)

FAM.reg(
    "yaazh_tamil_whatsapp_kadavuchol_playout",
    ("chats/WhatsApp Chat with ஒலிபரப்பு குழு <<n>>.txt", "whatsapp/studio_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<name>>: காலை நிகழ்ச்சிக்கு playout கணினியில் நுழைய முடியவில்லை, கடவுச்சொல் மாறியதா?
<<dmy>>, <<time>> - <<name2>>: ஆம், நேற்று மாற்றினோம்
<<dmy>>, <<time>> - <<name2>>: பயனர்: studio1 கடவுச்சொல்: <<cred>>
<<dmy>>, <<time>> - <<name>>: நன்றி அண்ணா 🙏
""",
    "human",
    syntax="",
)

FAM.reg(
    "yaazh_sinhala_viber_csv_murapadaya",
    ("viber/Viber_<<n>>.csv", "exports/viber_colombo_office_<<ymd>>.csv"),
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dmy>>,<<time>>,Nuwan Perera,+94 77 <<n>>,"කොළඹ කාර්යාලයේ FTP එකට ඇතුල් වෙන්න බැහැ, මුරපදය වෙනස් කළාද?"
<<dmy>>,<<time2>>,<<first>>,+94 21 <<n>>,"ඔව්. පරිශීලක නාමය: colombo_news, මුරපදය: <<cred>>"
<<dmy>>,<<time2>>,Nuwan Perera,+94 77 <<n>>,"ස්තුතියි!"
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "yaazh_libretime_config_yml_rabbitmq",
    ("etc/libretime/config.yml", "servers/playout-<<n>>/libretime/config.yml"),
    """general:
  public_url: https://radio.<<dom>>
  api_key: <<apikey>>
  secret_key: <<skey>>
  timezone: Asia/Colombo

database:
  host: localhost
  port: 5432
  name: libretime
  user: libretime
  password: '<<dbpw>>'

rabbitmq:
  host: localhost
  port: 5672
  vhost: /libretime
  user: libretime
  password: '<<cred>>'

playout:
  liquidsoap_host: localhost
  liquidsoap_port: 1234
""",
    "pw_sq",
    extra=lambda rng, s: {
        "apikey": gen_pw(rng, 32, sym=""),
        "skey": gen_pw(rng, 40, sym=""),
        "dbpw": gen_pw(rng, 18, sym=""),
    },
)

FAM.reg(
    "yaazh_buttrc_icecast_server_password",
    ("home/studio/.buttrc", "live-laptop-<<nn>>/.buttrc"),
    """[main]
bg_color = 252645120
txt_color = 4294902528
server = Yaazh-Icecast
srv_ent = Yaazh-Icecast;Backup
icy = Vanoli
icy_ent = Vanoli
num_of_srv = 2
num_of_icy = 1
connect_at_startup = 0

[Yaazh-Icecast]
address = stream.<<dom>>
port = 8000
password = <<cred>>
type = 1
tls = 0
mount = live
usr = source

[Vanoli]
pub = 1
description = <<orgc>> நேரலை
genre = Tamil Radio
url = https://<<dom>>
""",
    "pw",
    syntax="ini",
)

FAM.reg(
    "yaazh_ffmpeg_icecast_relay_bat",
    ("relay/start_relay_<<n>>.bat", "C:/Radio/scripts/relay_<<org>>.bat"),
    """@echo off
REM மாற்று ஒலிபரப்பு - USB ஒலி அட்டையிலிருந்து Icecast க்கு
:loop
ffmpeg -f dshow -i audio="Line In (USB Audio CODEC)" -c:a libmp3lame -b:a 96k -content_type audio/mpeg -f mp3 icecast://source:<<cred>>@stream.<<dom>>:8000/backup
timeout /t 5
goto loop
""",
    "pw_url",
    syntax="",
)

FAM.reg(
    "yaazh_email_tamil_kadavuchol_sponsor",
    ("mail/sent/விளம்பரதாரர்_<<n>>.eml", "Mail/Sent/sponsor_portal_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: advertising@nallur-<<word>>.lk
Subject: விளம்பர அறிக்கை தளம் - அணுகல் விவரங்கள்
Date: Wed, <<d>> Jul <<year>> <<time>>:33 +0530
Content-Type: text/plain; charset=UTF-8

வணக்கம்,

உங்கள் விளம்பரங்களின் ஒலிபரப்பு அறிக்கைகளைப் பார்க்க பின்வரும் விவரங்களைப் பயன்படுத்தவும்:

இணையதளம்: https://ads.<<dom>>
பயனர் பெயர்: sponsor_<<word>>
கடவுச்சொல்: <<cred>>

நன்றி,
<<name>>
விளம்பரப் பிரிவு, <<orgc>> FM
""",
    "pw",
    syntax="",
)

FAM.reg(
    "yaazh_payhere_merchant_secret_php",
    ("donate/payhere_config.php", "www/<<org>>-<<n>>/donate/config.php"),
    """<?php
// நன்கொடை பக்கம் - PayHere
$payhere = [
    'merchant_id' => '12<<n>>',
    'merchant_secret' => '<<cred>>',
    'currency' => 'LKR',
    'return_url' => 'https://<<dom>>/donate/thanks',
    'notify_url' => 'https://<<dom>>/donate/notify',
];
""",
    lambda rng: b64(rng, 36),
    syntax="",
)

FAM.reg(
    "yaazh_router_notebook_ocr_next_line",
    ("scans/studio_notebook_p<<nn>>.txt", "ocr/log_book_<<ymd>>.txt"),
    """ஸ்டுடியோ பதிவேடு — <<dmy>>
ஜெனரேட்டர் எரிபொருள்: 20 லீ
Router (Dialog 4G) WiFi
<<orgc>>_Studio
pw
<<cred>>
admin பக்கம் 192.168.8.1 — மாற்ற வேண்டாம்
""",
    "human_x",
    syntax="",
)
