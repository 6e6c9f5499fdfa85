# ruff: noqa: E501
"""The hundred-and-fourteenth corpus's decoys: files that look like its formats but hold no live
credential (references to the environment or a secret store, empty values, public values,
checksums, masked values, chat that mentions a password without giving it, authentication
without a password). Three per family, a table turned into ``@decoy`` functions."""

from __future__ import annotations

import json

from hundredfourteenth_formats_a import FAM as FAM_A
from hundredfourteenth_formats_b import FAM as FAM_B
from hundredfourteenth_formats_c import FAM as FAM_C
from hundredfourteenth_formats_d import FAM as FAM_D
from hundredfourteenth_formats_e import FAM as FAM_E
from hundredfourteenth_formats_f import FAM as FAM_F
from hundredfourteenth_formats_g import FAM as FAM_G
from hundredfourteenth_formats_h import FAM as FAM_H
from hundredfourteenth_formats_i import FAM as FAM_I
from hundredfourteenth_formats_j import FAM as FAM_J
from hundredfourteenth_formats_k import FAM as FAM_K
from hundredfourteenth_formats_l import FAM as FAM_L
from hundredfourteenth_formats_m import FAM as FAM_M
from hundredfourteenth_formats_n import FAM as FAM_N
from hundredfourteenth_formats_o import FAM as FAM_O
from hundredfourteenth_formats_p import FAM as FAM_P
from hundredfourteenth_spec import hexs, regd

DECOYS: tuple[tuple, ...] = (
    # a: parafia (Poland)
    (
        FAM_A,
        "www/<<org>>.pl/wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'par_';
require_once ABSPATH . 'wp-settings.php';
""",
        "wp-config.php reads the database password from the environment (getenv); no value in the file",
        "",
    ),
    (
        FAM_A,
        "Users/Kancelaria/AppData/Roaming/obs-studio/basic/profiles/Msza_<<n>>/service.json",
        lambda s: json.dumps(
            {
                "settings": {
                    "key": "",
                    "server": "auto",
                    "service": "YouTube - RTMPS",
                    "stream_key_link": "https://studio.youtube.com/",
                },
                "type": "rtmp_common",
            },
            indent=4,
        ),
        "OBS service.json with an empty stream key (the key is pasted before each Mass)",
        None,
    ),
    (
        FAM_A,
        "facebook-<<fa>><<n>>/messages/inbox/salka_<<n>>/message_1.json",
        lambda s: json.dumps(
            {
                "participants": [{"name": s["Fa"]}, {"name": s["Fa2"]}],
                "messages": [
                    {
                        "sender_name": s["Fa"],
                        "timestamp_ms": s["ms"],
                        "content": "Haslo do wifi jest na kartce w zakrystii, prosze zapytac kościelnego".encode().decode(
                            "latin-1"
                        ),
                    },
                    {
                        "sender_name": s["Fa2"],
                        "timestamp_ms": s["ms"] - 60000,
                        "content": "Jakie jest haslo do wifi w salce?",
                    },
                ],
                "title": "Salka",
            },
            indent=2,
        ),
        "Messenger chat that says where the Wi-Fi password is written (sacristy) without giving it",
        None,
    ),
    # b: takmir (Indonesia)
    (
        FAM_B,
        "infaq-online/.env",
        """APP_NAME="Infaq Online <<org>>"
APP_ENV=production
MIDTRANS_MERCHANT_ID=
MIDTRANS_CLIENT_KEY=
MIDTRANS_SERVER_KEY=
MIDTRANS_IS_PRODUCTION=false
# isi dari dashboard Midtrans oleh bendahara, jangan di-commit
""",
        "Midtrans .env template with every key left empty",
        "",
    ),
    (
        FAM_B,
        "WhatsApp Chat - Takmir <<org>>/_chat.txt",
        """[<<day>>/<<mon>>/24 <<hh>>.<<mi>>.02] <<fn2>> <<ln2>>: Pak, kata sandi wifi aula berapa ya?
[<<day>>/<<mon>>/24 <<hh>>.<<mi>>.40] <<fn>> <<ln>>: Sudah ditempel di papan pengumuman dekat tempat wudhu, silakan dilihat di sana
[<<day>>/<<mon>>/24 <<hh>>.<<mi>>.51] <<fn2>> <<ln2>>: Oke pak, terima kasih
""",
        "WhatsApp chat that points to the notice board for the Wi-Fi password without giving it",
        "",
    ),
    (
        FAM_B,
        "mikrotik/export_<<date>>.rsc",
        """# <<date>> by RouterOS 7.14.3
/ip hotspot user profile
add name=jamaah rate-limit=2M/2M shared-users=30
/ip hotspot user
add mac-address=<<mac>> name=<<mac>> profile=jamaah
/user ssh-keys
import public-key-file=takmir.pub user=admin
""",
        "RouterOS export with a MAC-login hotspot user and an SSH public key import: no password",
        "",
    ),
    # c: otera (Japan)
    (
        FAM_C,
        "goshuin-shop/config/initializers/payjp.rb",
        """require "payjp"

Payjp.api_key = ENV.fetch("PAYJP_SECRET_KEY")
Rails.application.config.x.payjp_public_key = "pk_live_<<pk>>"
""",
        "PAY.JP initializer that takes the secret key from ENV; only the public key is in the file",
        "",
    ),
    (
        FAM_C,
        "LINE/[LINE] 寺務所のトーク.txt",
        """[LINE] 寺務所のトーク履歴
保存日時：<<year>>/<<mon>>/<<day>> <<time>>

<<hh>>:<<mi>>\t<<ln2>><<fn2>>\t管理画面のパスワードはどこですか？
<<hh>>:<<mi>>\t<<ln>><<fn>>\t金庫の中のメモを見てください。LINE には書かないでおきます
""",
        "LINE chat that says the password is on a note in the safe without giving it",
        "",
    ),
    (
        FAM_C,
        "var/spool/cron/crontabs/root",
        """30 2 * * * rsync -az --delete --password-file=/etc/rsync.secret /srv/kakocho/ rsync://backup@<<ip>>/kakocho/ >> /var/log/kakocho.log 2>&1
""",
        "crontab whose rsync reads the password from --password-file; no value in the line",
        "",
    ),
    # d: guthi (Nepal)
    (
        FAM_D,
        "dan_portal/dan_portal/settings.py",
        """import os

DEBUG = False
KHALTI_SECRET_KEY = os.environ["KHALTI_SECRET_KEY"]
KHALTI_RETURN_URL = "https://daan.<<dom>>/khalti/verify/"
""",
        "Django settings reading the Khalti key from os.environ",
        None,
    ),
    (
        FAM_D,
        "aarati_recordings/SHA256SUMS",
        lambda s: "".join(
            f"{hexs(s['_rng'], 64)}  sandhya_aarati_{s['date']}_{i}.mp4\n" for i in range(1, 4)
        ),
        "SHA-256 checksums of aarati recordings (hex digests, not keys)",
        "",
    ),
    (
        FAM_D,
        "हस्तान्तरण/लेखा_<<year>>.txt",
        """गुठी कार्यालय - लेखा हस्तान्तरण
Tally Prime कम्पनी: <<org>> Guthi
कम्पनी पासवर्ड: ******** (कोषाध्यक्षसँग सोध्नुहोस्)
""",
        "handover note with the Tally password masked and a pointer to the treasurer",
        "",
    ),
    # e: knesset (Israel)
    (
        FAM_E,
        "tasmota/Config_shabbat-timer-<<n>>.json",
        lambda s: json.dumps(
            {
                "Hostname": f"shabbat-timer-{s['n']}",
                "SSId1": f"{s['org']}-office",
                "Password1": "****",
                "MqttHost": s["ip"],
                "MqttPassword": "****",
            },
            indent=1,
        ),
        "Tasmota status output, which masks passwords as ****",
        None,
    ),
    (
        FAM_E,
        "newsletter/send_parasha.py",
        """import os

import mailchimp_marketing as MailchimpMarketing

client = MailchimpMarketing.Client()
client.set_config({"api_key": os.environ["MAILCHIMP_API_KEY"], "server": os.environ["MAILCHIMP_SERVER"]})
""",
        "Mailchimp script reading the API key from the environment",
        None,
    ),
    (
        FAM_E,
        "mail/gabbai/sent/<<n2>>.eml",
        """From: <<fn>> <<ln>> <gabbai@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?157Xoteo15vXqiDXlNeQ15bXm9eo15XXqg==?=
Content-Type: text/plain; charset=UTF-8

שלום <<fn2>>,
פתחתי לך משתמש במערכת ההנצחה. הסיסמה תישלח אליך בהודעת SMS נפרדת.
בברכה, <<fn>>
""",
        "Hebrew e-mail saying the password will come in a separate SMS",
        "",
    ),
    # f: midia (Brazil)
    (
        FAM_F,
        "companion/export_culto_<<n>>.companionconfig.json",
        lambda s: json.dumps(
            {
                "instances": {
                    "obs1": {
                        "instance_type": "obs-studio",
                        "label": "OBS_Culto",
                        "config": {"host": s["ip"], "port": "4455", "pass": ""},
                    }
                }
            },
            indent=2,
        ),
        "Companion export with OBS websocket authentication off (empty pass)",
        None,
    ),
    (
        FAM_F,
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        lambda s: json.dumps(
            {
                "name": "Mídia - Escala",
                "type": "private_supergroup",
                "messages": [
                    {
                        "id": 1,
                        "type": "message",
                        "date": f"{s['date']}T10:00:00",
                        "from": s["Fa2"],
                        "text": "Qual a senha do Canva?",
                    },
                    {
                        "id": 2,
                        "type": "message",
                        "date": f"{s['date']}T10:02:00",
                        "from": s["Fa"],
                        "text": "Te mando no privado, aqui no grupo não 😉",
                    },
                ],
            },
            ensure_ascii=False,
            indent=1,
        ),
        "Telegram export where the password is promised in a private message, never given",
        None,
    ),
    (
        FAM_F,
        "Users/Midia/AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <User>fotos@<<dom>></User>
            <Logontype>2</Logontype>
            <Name>Fotos do culto (site)</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
        "FileZilla site with logon type 'ask for password': no Pass element",
        None,
    ),
    # g: gedam (Ethiopia)
    (
        FAM_G,
        "home/<<fa>>/.s3cfg",
        """[default]
access_key =
secret_key =
host_base = s3.eu-central-1.wasabisys.com
use_https = True
""",
        ".s3cfg with empty access and secret keys",
        "ini",
    ),
    (
        FAM_G,
        "calendar-sync/config.json",
        lambda s: json.dumps(
            {
                "calendar_id": f"gedam-{s['n']}@group.calendar.google.com",
                "credentials_file": "/run/secrets/gedam-calendar.json",
                "timezone": "Africa/Addis_Ababa",
            },
            indent=2,
        ),
        "calendar sync config that points to a service-account file in /run/secrets",
        None,
    ),
    (
        FAM_G,
        "Documents/telegram_gedam_<<n>>.txt",
        """<<fn2>> <<ln2>>, [<<dmy2>> <<time>>]
የይለፍ ቃሉን ላክልኝ እባክህ

<<fn>> <<ln>>, [<<dmy2>> <<time>>]
በቴሌግራም አልልክም፣ በስልክ እነግርሃለሁ
""",
        "Amharic Telegram chat: the password will be told by phone, not sent",
        "",
    ),
    # h: gurdwara (India)
    (
        FAM_H,
        "golak-online/.env",
        """RAZORPAY_KEY_ID=rzp_live_<<pk>>
RAZORPAY_KEY_SECRET=
RECEIPT_PREFIX=GOLAK-<<year>>
""",
        "Razorpay .env with only the key id (an identifier) and an empty secret",
        "",
    ),
    (
        FAM_H,
        "homeassistant/configuration.yaml",
        """wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
mqtt:
  password: !secret mqtt_password
""",
        "Home Assistant configuration using !secret references",
        "",
    ),
    (
        FAM_H,
        "etc/nginx/conf.d/kirtan_rtmp_<<n>>.conf",
        """rtmp {
    server {
        listen 1935;
        application live {
            live on;
            record off;
            push rtmp://127.0.0.1/hls;
        }
    }
}
""",
        "nginx-rtmp config pushing only to a local HLS application: no stream key",
        "",
    ),
    # i: quaker (Kenya)
    (
        FAM_I,
        "sadaka-mpesa/.env",
        """MPESA_ENV=production
MPESA_SHORTCODE=<<n2>><<n>>
# consumer key/secret come from the systemd EnvironmentFile on the server
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
""",
        "Daraja .env with empty consumer key and secret",
        "",
    ),
    (
        FAM_I,
        "WhatsApp Chat with Wazee wa Mkutano <<n>>.txt",
        """<<day>>/<<mon>>/<<year>>, <<time>> - <<fn2>> <<ln2>>: Naomba nenosiri la kompyuta ya ofisi
<<day>>/<<mon>>/<<year>>, <<time>> - <<fn>> <<ln>>: Nitakupa ana kwa ana Jumapili baada ya ibada
""",
        "Swahili chat: the password will be given in person on Sunday",
        "",
    ),
    (
        FAM_I,
        "calendar/meeting_for_worship_<<n>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART;TZID=Africa/Nairobi:<<year>><<mon>><<day>>T100000
SUMMARY:Mkutano wa Ibada / Meeting for Worship
LOCATION:https://us06web.zoom.us/j/8<<n2>><<n2>><<n>>
DESCRIPTION:Passcode itatumwa kwa SMS kwa wanachama.
UID:<<uid>>
END:VEVENT
END:VCALENDAR
""",
        "Zoom invitation without the pwd parameter; the passcode is sent separately",
        "",
    ),
    # j: saborna (Serbia)
    (
        FAM_J,
        "go2rtc/go2rtc.yaml",
        """streams:
  porta: rtsp://${CAM_USER}:${CAM_PASS}@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
api:
  listen: ":1984"
""",
        "go2rtc config with ${CAM_PASS} environment substitution",
        None,
    ),
    (
        FAM_J,
        "CrkvenaOpstina/appsettings.json",
        lambda s: json.dumps(
            {
                "ConnectionStrings": {
                    "Knjigovodstvo": f"Server={s['ip']}\\SQLEXPRESS;Database=CrkvenaOpstina;Integrated Security=True;TrustServerCertificate=True"
                }
            },
            indent=2,
        ),
        "connection string with Windows integrated security, no password",
        None,
    ),
    (
        FAM_J,
        "Mail/Poslato/<<n2>>.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Pristup sajtu
Content-Type: text/plain; charset=UTF-8

Помаже Бог оче,
налог за сајт је отворен, корисник је <<login>>. Лозинку ћу вам рећи лично у недељу после литургије.
""",
        "Serbian e-mail giving the user name and promising the password in person",
        "",
    ),
    # k: darul (Pakistan)
    (
        FAM_K,
        "moodle/config.php",
        """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype = 'mariadb';
$CFG->dbuser = 'moodle';
$CFG->dbpass = getenv('MOODLE_DB_PASSWORD');
$CFG->wwwroot = 'https://lms.<<dom>>';
require_once(__DIR__ . '/lib/setup.php');
""",
        "Moodle config reading the DB password from getenv",
        "",
    ),
    (
        FAM_K,
        "KutubKhana/KutubKhana.exe.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Library" connectionString="Server=<<ip>>;Database=kutubkhana;Integrated Security=True" />
  </connectionStrings>
  <appSettings>
    <add key="DbPassword" value="" />
  </appSettings>
</configuration>
""",
        "kiosk config with Windows integrated security and an empty DbPassword",
        "xml",
    ),
    (
        FAM_K,
        "WhatsApp Chat with مدرسہ انتظامیہ <<n>>.txt",
        """<<mon>>/<<day>>/24, 9:12 am - <<fn2>> <<ln2>>: فیس پورٹل کا پاس ورڈ کیا ہے؟
<<mon>>/<<day>>/24, 9:20 am - <<fn>> <<ln>>: دفتر کے رجسٹر میں لکھا ہے، مہتمم صاحب سے لے لیں
""",
        "Urdu chat pointing to the office register for the password",
        "",
    ),
    # l: kolisi (Tonga)
    (
        FAM_L,
        "Deploy/unattend.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value></Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
    </component>
  </settings>
</unattend>
""",
        "unattend.xml with an empty administrator password value (set at first logon)",
        None,
    ),
    (
        FAM_L,
        "Scripts/New-Students.ps1",
        """Import-Module ActiveDirectory
$pw = Read-Host -Prompt "Paasiueti fakataimi" -AsSecureString
Import-Csv .\\form1.csv | ForEach-Object {
    New-ADUser -Name $_.Hingoa -SamAccountName $_.Id -AccountPassword $pw -ChangePasswordAtLogon $true -Enabled $true
}
""",
        "PowerShell that prompts for the password with Read-Host -AsSecureString",
        "",
    ),
    (
        FAM_L,
        "Ofisi/kau_ngaue_<<year>>.csv",
        """Hingoa,Lakanga,Email,Paasiueti
<<fn>> <<ln>>,Faiako,<<email>>,••••••••
<<fn2>> <<ln2>>,Sekelitali,<<email2>>,••••••••
""",
        "staff CSV with the password column masked with bullets",
        "",
    ),
    # m: guadalupe (Mexico)
    (
        FAM_M,
        "reservas-api/.env",
        """PORT=3000
CONEKTA_PUBLIC_KEY=key_<<pk>>
CONEKTA_PRIVATE_KEY=
CONEKTA_LOCALE=es
""",
        "Conekta .env with only the public key and an empty private key",
        "",
    ),
    (
        FAM_M,
        "opt/traccar/conf/traccar.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "Traccar on its embedded H2 database with the default empty password",
        None,
    ),
    (
        FAM_M,
        "Chat de WhatsApp con Peregrinación <<year>>.txt",
        """<<day>>/<<mon>>/24, 5:10 p. m. - <<fn2>> <<ln2>>: ¿Me pasa la contraseña del sistema de reservas?
<<day>>/<<mon>>/24, 5:12 p. m. - <<fn>> <<ln>>: Se la paso por llamada, por aquí no 🙏
""",
        "Spanish chat: the password will be given by phone",
        "",
    ),
    # n: radyo (Philippines)
    (
        FAM_N,
        "etc/liquidsoap/radyo.liq",
        """#!/usr/bin/liquidsoap
radio = playlist("/srv/musika/awit")
output.icecast(%mp3(bitrate=128), host="stream.<<dom>>", port=8000,
  password=environment.get("ICECAST_SOURCE_PASSWORD"), mount="live", radio)
""",
        "Liquidsoap script reading the Icecast source password from the environment",
        "",
    ),
    (
        FAM_N,
        "scripts/now_playing.py",
        """import os

import requests

r = requests.get("https://radio.<<dom>>/api/nowplaying/1", timeout=15)
print(r.json()["now_playing"]["song"]["title"])
print(os.environ.get("AZURACAST_API_KEY") is not None)
""",
        "AzuraCast now-playing call (public endpoint, no key); the key is only checked for in the environment",
        None,
    ),
    (
        FAM_N,
        "Documents/tg_booth_<<n>>.txt",
        """<<fn2>> <<ln2>>, [<<dmy2>> <<time>>]
Kuya ano password ng RadioDJ?

<<fn>> <<ln>>, [<<dmy2>> <<time>>]
Nasa sticky note sa ilalim ng keyboard sa booth, hindi ko na i-type dito
""",
        "Tagalog chat saying the password is on a sticky note, never typed",
        "",
    ),
    # o: nanum (Korea)
    (
        FAM_O,
        "huwon/.env",
        """TOSS_CLIENT_KEY=live_ck_<<pk>>
TOSS_SECRET_KEY=
TOSS_SUCCESS_URL=https://<<dom>>/huwon/success
""",
        "Toss Payments .env with only the client (browser) key and an empty secret key",
        "",
    ),
    (
        FAM_O,
        "home/<<fa>>/.config/rclone/rclone.conf",
        """[ncloud]
type = s3
provider = Other
env_auth = true
endpoint = https://kr.object.ncloudstorage.com
region = kr-standard
""",
        "rclone remote with env_auth: credentials come from the environment",
        "ini",
    ),
    (
        FAM_O,
        "KakaoTalk/Talk_<<year>>.<<mon>>.<<day>> <<hh>>_<<mi>>-1.txt",
        """나눔부 봉사팀 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>:10

[<<ln2>><<fn2>>] [오후 3:10] 재고 시스템 비밀번호 알려주실 수 있나요?
[<<ln>><<fn>>] [오후 3:12] 카톡에는 못 남겨요. 전화로 알려드릴게요
""",
        "KakaoTalk chat: the password will be told by phone",
        "",
    ),
    # p: maqbara (Lebanon)
    (
        FAM_P,
        "carte-cimetiere/docker-compose.yml",
        """services:
  db:
    image: postgis/postgis:16-3.4
    environment:
      POSTGRES_DB: tombes
      POSTGRES_USER: carte
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
        "docker-compose using a Docker secret file for the PostGIS password",
        None,
    ),
    (
        FAM_P,
        "cameras/snapshot.py",
        """import getpass

import requests
from requests.auth import HTTPDigestAuth

AUTH = HTTPDigestAuth("admin", getpass.getpass("Mot de passe NVR: "))
r = requests.get("http://<<ip>>/ISAPI/Streaming/channels/101/picture", auth=AUTH, timeout=10)
""",
        "ISAPI snapshot script prompting for the password with getpass",
        None,
    ),
    (
        FAM_P,
        "Documents/audit/requete_<<n>>.http",
        lambda s: (
            "GET /ISAPI/System/deviceInfo HTTP/1.1\n"
            f"Host: {s['ip']}\n"
            f'Authorization: Digest username="admin", realm="IP Camera", nonce="{hexs(s["_rng"], 32)}", uri="/ISAPI/System/deviceInfo", '
            f'response="{hexs(s["_rng"], 32)}", qop=auth, nc=00000001, cnonce="{hexs(s["_rng"], 16)}"\n\n'
        ),
        "HTTP Digest request: the response is a one-time hash, not the password",
        "",
    ),
)


def _extra(rng, s):
    return {"pk": hexs(rng, 24), "_rng": rng}


for fam, path, template, why, syntax in DECOYS:
    regd(fam, path, template, why, syntax, extra=_extra)
