# ruff: noqa: E501
"""The fifty-ninth corpus's decoys: three per family, files like the formats that hold no real
credential (empty values, references to elsewhere, masked or hashed values, public identifiers,
hints without the value). Each says in ``why`` what makes it not a secret."""

from __future__ import annotations

from fiftyninth_formats_a import F as FA
from fiftyninth_formats_b import F as FB
from fiftyninth_formats_c import F as FC
from fiftyninth_formats_d import F as FD
from fiftyninth_formats_e import F as FE
from fiftyninth_formats_f import F as FF
from fiftyninth_formats_g import F as FG
from fiftyninth_formats_h import F as FH
from fiftyninth_formats_i import F as FI
from fiftyninth_formats_j import F as FJ
from fiftyninth_formats_k import F as FK
from fiftyninth_formats_l import F as FL
from fiftyninth_formats_m import F as FM
from fiftyninth_formats_n import F as FN
from fiftyninth_formats_o import F as FO
from fiftyninth_formats_p import F as FP
from fiftyninth_spec import alnum, b64, hexs, regd

# --------------------------------------------------------------------------- a: Porto

regd(
    FA,
    "backups/plex-<<date>>/Preferences.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<Preferences MachineIdentifier="<<uuid>>" AcceptedEULA="1" FriendlyName="NAS-Sala-<<la>>" PlexOnlineToken="" PlexOnlineUsername="" PlexOnlineHome="0" ManualPortMappingMode="0" DlnaEnabled="1"/>
""",
    "Plex Preferences.xml after the server was signed out: PlexOnlineToken is empty; the MachineIdentifier is a public server id.",
)
regd(
    FA,
    "kodi_backup_<<ymd>>/userdata/sources.xml",
    """<sources>
    <video>
        <default pathversion="1"></default>
        <source>
            <name>Filmes NAS</name>
            <path pathversion="1">smb://<<lan>>/video/Filmes/</path>
            <allowsharing>true</allowsharing>
        </source>
        <source>
            <name>Fotos</name>
            <path pathversion="1">nfs://<<lan>>/volume1/photo/</path>
            <allowsharing>true</allowsharing>
        </source>
    </video>
</sources>
""",
    "Kodi sources pointing at a guest SMB share and an NFS export: no user or password in any URL.",
)
regd(
    FA,
    "Telemovel/WhatsApp/Conversa do WhatsApp com Família <<la>> <<n>>.txt",
    """<<dmy>>, 20:14 - Mãe: Qual é a senha do Plex?
<<dmy>>, 20:16 - <<fn>>: Está no papel colado no frigorífico, não a ponho aqui
<<dmy>>, 20:17 - Mãe: Ok 👍
""",
    "A family chat that asks for the Plex password and is told it is on a note on the fridge; no value is written.",
)

# --------------------------------------------------------------------------- b: Tokyo

regd(
    FB,
    "LINE/[LINE] <<fa>>とのトーク<<n>>.txt",
    """[LINE] <<fn>>とのトーク履歴
保存日時：<<year>>/03/02 10:11

<<year>>/03/01(土)
10:02\t<<fn>>\tパスワードは ●●●●●●●● (画面に出ないよ)
10:03\t<<fn>>\t紙に書いてあるのを見てね
10:15\tお父さん\t見つけた、ありがとう
""",
    "A LINE chat where the password is shown only as masking bullets; the real value is on paper.",
)
regd(
    FB,
    "home/<<fa>>/.config/lgtv/config-<<n>>.json",
    """{
  "tv_ip": "<<lan>>",
  "mac": "<<mac>>",
  "client_key": "",
  "name": "居間のテレビ",
  "ssl": true
}
""",
    "webOS TV config before pairing: client_key is empty; IP and MAC addresses are not credentials.",
)
regd(
    FB,
    "録画/SHA256SUMS_<<ymd>>.txt",
    """<<hex16>><<hex16>><<hex16>><<hex16>>  2025年01月03日21時00分_紅白歌合戦.m2ts
<<hex8>><<hex16>><<hex8>><<hex16>><<hex8>><<hex8>>  2025年01月05日19時30分_大河ドラマ.m2ts
""",
    "SHA-256 checksums of recorded TV programmes: file hashes, not secrets.",
    syntax="",
)

# --------------------------------------------------------------------------- c: Ankara

regd(
    FC,
    "minecraft-sunucu/server.properties",
    """#Minecraft server properties
enable-rcon=false
rcon.password=
rcon.port=25575
level-name=yurt_dunyasi
online-mode=true
white-list=true
""",
    "server.properties with RCON disabled and rcon.password left empty.",
    syntax="",
)
regd(
    FC,
    "SDA/maFiles/manifest.json",
    lambda s: (
        f"""{{
  "encrypted": true,
  "first_run": false,
  "entries": [
    {{
      "encryption_iv": "{s["iv"]}",
      "encryption_salt": "{s["salt"]}",
      "filename": "{s["sid"]}.maFile",
      "steamid": {s["sid"]}
    }}
  ],
  "periodic_checking": false,
  "auto_confirm_market_transactions": false
}}
"""
    ),
    "Steam Desktop Authenticator manifest of an encrypted vault: only the public IV and salt and the SteamID; the maFiles themselves are encrypted with a passkey that is not stored.",
    extra=lambda rng, s: {
        "iv": b64(rng, 16),
        "salt": b64(rng, 8),
        "sid": 76561197960265728 + rng.randint(10**7, 10**9),
    },
)
regd(
    FC,
    "Users/<<fa>>/AppData/Roaming/obs-studio/basic/profiles/Yayin<<n>>/service.json",
    """{
    "settings": {
        "bwtest": false,
        "key": "",
        "server": "auto",
        "service": "Twitch",
        "use_auth": true
    },
    "type": "rtmp_common"
}
""",
    "OBS service.json with a connected Twitch account (use_auth): the stream key field is empty.",
)

# --------------------------------------------------------------------------- d: Kano

regd(
    FD,
    "router-backup-<<ymd>>/etc/config/wireless",
    """
config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid 'Baki_<<la>>'
	option encryption 'none'
""",
    "OpenWrt wireless config for an open guest network: encryption 'none', no key option.",
)
regd(
    FD,
    "htdocs/shop_<<fa>>/config/paystack.php",
    """<?php
// keys come from the hosting panel's environment variables
define('PAYSTACK_PUBLIC_KEY', 'pk_live_<<pk>>');
define('PAYSTACK_SECRET_KEY', getenv('PAYSTACK_SECRET_KEY'));
""",
    "Only the Paystack public key (meant for the browser) is written; the secret key is read from the environment.",
    syntax="",
    extra=lambda rng, s: {"pk": hexs(rng, 40)},
)
regd(
    FD,
    "WhatsApp Chat with Gidan <<la>> <<n>>.txt",
    """<<dmy>>, 7:12 pm - <<fn>>: Baba menene kalmar sirri ta wifi?
<<dmy>>, 7:14 pm - Baba: Tana rubuce a bayan router, karanta can
<<dmy>>, 7:15 pm - <<fn>>: To, na gani
""",
    "A Hausa chat asking for the Wi-Fi password; the answer points to the router label, no value.",
)

# --------------------------------------------------------------------------- e: Kyiv

regd(
    FE,
    "teslamate/docker-compose.yml",
    """services:
  teslamate:
    image: teslamate/teslamate:latest
    environment:
      - ENCRYPTION_KEY=${TM_ENCRYPTION_KEY}
      - DATABASE_USER=${TM_DB_USER}
      - DATABASE_PASS=${TM_DB_PASS}
      - DATABASE_HOST=database
  database:
    image: postgres:16
    environment:
      - POSTGRES_PASSWORD=${TM_DB_PASS}
""",
    "TeslaMate compose file that takes every secret from ${...} variables defined elsewhere.",
)
regd(
    FE,
    "Documents/велосипед/vanmoof_keys_<<date>>.json",
    """[
  {
    "name": "VanMoof <<fn>>",
    "frameNumber": "ASY<<n4>><<n3>>",
    "key": {"encryptionKey": "••••••••••••••••", "passcode": "••••••", "userKeyId": 1}
  }
]
""",
    "VanMoof key export with the encryption key and passcode masked by bullets before sharing on a forum.",
)
regd(
    FE,
    "Obsidian/Дім/Електровелосипед <<n>>.md",
    """# Електровелосипед

- Застосунок eBike Flow: <<email>>
- Пароль: див. Bitwarden, запис «Bosch eBike»
- Рама: № WBY<<n4>><<n3>>
""",
    "An Obsidian note that names the account and says the password is in Bitwarden; the frame number is a public serial.",
)

# --------------------------------------------------------------------------- f: Seoul

regd(
    FF,
    "homeassistant/go2rtc.yaml",
    """streams:
  aegi_bang:
    - rtsp://${CAM_USER}:${CAM_PASS}@<<lan>>:554/stream1
""",
    "go2rtc stream whose user and password are ${...} environment substitutions.",
)
regd(
    FF,
    "homebridge/config.json",
    """{
  "bridge": {"name": "Homebridge 우리집", "username": "<<mac>>", "port": 51826, "pin": "031-45-154"},
  "platforms": [{"name": "Config", "port": 8581, "platform": "config"}]
}
""",
    "Homebridge config with only the bridge's HomeKit pairing code 031-45-154, the default shown in Homebridge's own documentation, and no platform tokens.",
)
regd(
    FF,
    "KakaoTalk_Chat_<<fa>>_<<ymd>>.txt",
    """[<<fn>>] [오후 9:15] 홈캠 비밀번호는 아기 생일 뒤에 우리 동 호수 붙인 거예요
[엄마] [오후 9:16] 아 그거 알지
""",
    "A KakaoTalk chat giving only a hint for the home-camera password (baby's birthday plus flat number), not the value.",
)

# --------------------------------------------------------------------------- g: Leipzig

regd(
    FG,
    "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host><<dom>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <User><<login>></User>
            <Logontype>3</Logontype>
            <Name>Kunde Webseite</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla site with Logontype 3 ('ask for password'): no Pass element is stored.",
)
regd(
    FG,
    "home/<<fa>>/.msmtprc",
    """account        buero
host           smtp.mailbox.org
port           587
from           rechnung@<<dom>>
user           rechnung@<<dom>>
passwordeval   "gpg --quiet --for-your-eyes-only --no-tty --decrypt ~/.msmtp-buero.gpg"
account default : buero
""",
    "msmtp gets the password by decrypting a GPG file at send time (passwordeval); the file holds none.",
)
regd(
    FG,
    "docker/n8n/.env",
    """# n8n auf dem Synology im Arbeitszimmer
GENERIC_TIMEZONE=Europe/Berlin
N8N_HOST=n8n.<<dom>>
# sevDesk-Token wird in n8n unter Credentials gespeichert, nicht hier
SEVDESK_API_TOKEN=
""",
    "n8n .env with the sevDesk token left empty (kept in n8n's credential store instead).",
    syntax="",
)

# --------------------------------------------------------------------------- h: Chennai

regd(
    FH,
    "boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=IN

network={
    ssid="School_Guest"
    key_mgmt=NONE
}
""",
    "wpa_supplicant entry for an open school guest network (key_mgmt=NONE), no psk.",
)
regd(
    FH,
    "Aditya/python/homework_bot_<<n>>.py",
    """import os

import telebot

bot = telebot.TeleBot(os.environ["BOT_TOKEN"])
bot.infinity_polling()
""",
    "The homework bot reads its Telegram token from the environment; none in the file.",
)
regd(
    FH,
    "WhatsApp Chat with Class 5B Parents <<n>>.txt",
    """<<dmy>>, 9:02 pm - <<fn2>> Amma: Portal password என்ன?
<<dmy>>, 9:05 pm - Class Teacher: Password தேவையில்லை. Registered mobile number-க்கு OTP வரும். Login ID = admission number.
""",
    "A parents' chat explaining that the school portal logs in by OTP to the registered phone; there is no password, and the admission number is an identifier.",
)

# --------------------------------------------------------------------------- i: Isfahan

regd(
    FI,
    "Notes/کیف پول <<n>>.txt",
    """آدرس دریافت بیت‌کوین (برای عیدی)
bc1q<<a1>>
xpub6C<<xp>>
""",
    "A receiving address and an extended public key (xpub): public, they cannot spend funds.",
    extra=lambda rng, s: {
        "a1": alnum(rng, 38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
        "xp": alnum(rng, 105, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"),
    },
)
regd(
    FI,
    "home/<<fa>>/.bitcoin/bitcoin.conf",
    """server=1
prune=550
rpcauth=<<fa>>:<<salt>>$<<hash>>
rpcallowip=192.168.1.0/24
""",
    "bitcoin.conf with rpcauth, which stores a salt and an HMAC-SHA256 of the password, not the password.",
    syntax="",
    extra=lambda rng, s: {"salt": hexs(rng, 32), "hash": hexs(rng, 64)},
)
regd(
    FI,
    "projects/grid-bot/.env.example",
    """BINANCE_API_KEY=<paste from binance.com API management>
BINANCE_API_SECRET=<paste from binance.com API management>
SYMBOL=BTCUSDT
""",
    "An .env.example whose key and secret are angle-bracket instructions, not values.",
    syntax="",
)

# --------------------------------------------------------------------------- j: Guadalajara

regd(
    FJ,
    "Documentos/Finanzas/presupuesto_<<year>>.csv",
    """Concepto,Monto,Fecha,Cuenta,Notas
Renta,12500,<<dmy>>,BBVA nómina,
Colegiatura,5200,<<dmy>>,Banorte,clave en el celular de Lupe
Ahorro (Cetes),2000,<<dmy>>,Cetesdirecto,
""",
    "A budget sheet whose notes only say where the bank password is kept.",
)
regd(
    FJ,
    "firefly-iii/.env",
    """APP_ENV=production
DB_CONNECTION=mysql
DB_HOST=db
DB_DATABASE=firefly
DB_USERNAME=firefly
DB_PASSWORD_FILE=/run/secrets/db_password
""",
    "Firefly III reads the database password from a Docker secret file (DB_PASSWORD_FILE).",
    syntax="",
)
regd(
    FJ,
    "Notas/SAT e.firma <<year>>.txt",
    """e.firma vigente hasta <<dmy>>
No. de certificado: 00001000000<<n4>><<n4>><<n3>>
Archivo público: <<la>>_<<year>>.cer (este sí se puede mandar al contador)
""",
    "The e.firma certificate number and public .cer file name; the certificate is public, the private key and its password are not here.",
)

# --------------------------------------------------------------------------- k: Thessaloniki

regd(
    FK,
    "Android/data/org.xbmc.kodi/files/.kodi/userdata/advancedsettings.xml",
    """<advancedsettings>
  <cache>
    <memorysize>139460608</memorysize>
    <readfactor>20</readfactor>
  </cache>
  <videolibrary>
    <importwatchedstate>true</importwatchedstate>
  </videolibrary>
</advancedsettings>
""",
    "Kodi advancedsettings.xml with cache settings only, no database user or pass.",
)
regd(
    FK,
    "Mail/Απεσταλμένα/Κωδικοί ΕΦΚΑ <<n>>.eml",
    """From: <<fn>> <<<email>>>
To: <<email2>>
Subject: Σύνταξη μαμάς

Γεια σου, τους κωδικούς TAXISnet δεν τους γράφω στο email.
Θα σου τους πω από το τηλέφωνο το βράδυ.
""",
    "A Greek e-mail that deliberately leaves out the TAXISnet password.",
)
regd(
    FK,
    "Documents/netsh_<<ymd>>.txt",
    """
Το προφίλ ΚΑΦΕ_ΛΙΜΑΝΙ στη διασύνδεση Wi-Fi:
=======================================================================
Ρυθμίσεις ασφαλείας
-----------------
    Έλεγχος ταυτότητας     : Ανοιχτό
    Κρυπτογράφηση          : Καμία
    Κλειδί ασφαλείας       : Απόν
""",
    "netsh output for an open café network: the security key is absent.",
)

# --------------------------------------------------------------------------- l: Hanoi

regd(
    FL,
    "home/<<fa>>/.config/syncthing/config.xml",
    """<configuration version="37">
    <gui enabled="true" tls="false">
        <address>127.0.0.1:8384</address>
        <user>admin</user>
        <password>$2a$10$<<bc>></password>
        <theme>default</theme>
    </gui>
</configuration>
""",
    "Syncthing stores the GUI password as a bcrypt hash; the hash is not the password.",
    extra=lambda rng, s: {
        "bc": alnum(rng, 53, "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    },
)
regd(
    FL,
    "Backup/iPhone_<<fa>>_<<ymd>>/Manifest.plist",
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>Date</key><date><<date>>T02:00:00Z</date>
    <key>IsEncrypted</key><true/>
    <key>Lockdown</key>
    <dict>
        <key>DeviceName</key><string>iPhone của bố</string>
        <key>ProductVersion</key><string>17.5.1</string>
        <key>SerialNumber</key><string>F<<ser>></string>
    </dict>
</dict>
</plist>
""",
    "An iOS backup manifest: it says the backup is encrypted but holds no backup password; the serial number is a device identifier.",
    extra=lambda rng, s: {"ser": alnum(rng, 11, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")},
)
regd(
    FL,
    "Notes/Khoá sao lưu WhatsApp <<n>>.txt",
    """Khoá mã hoá 64 chữ số cho bản sao lưu WhatsApp: đã in ra giấy, cất trong két sắt.
Đừng chụp ảnh khoá này!
""",
    "A Vietnamese note saying the 64-digit WhatsApp backup key was printed and locked away; no digits are written.",
)

# --------------------------------------------------------------------------- m: Utrecht

regd(
    FM,
    "esphome/woonkamer-co2-<<n>>.yaml",
    """esphome:
  name: woonkamer-co2

esp32:
  board: esp32dev

logger:

api:

wifi:
  ap: {}
""",
    "ESPHome device without API encryption, OTA password or Wi-Fi credentials (provisioned over Improv/AP).",
)
regd(
    FM,
    "zigbee2mqtt/data/configuration.yaml",
    """mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://<<lan>>:1883
  user: '!secret.yaml user'
  password: '!secret.yaml password'
""",
    "Zigbee2MQTT configuration whose MQTT user and password are references into secret.yaml.",
)
regd(
    FM,
    "home/<<fa>>/crontab-<<n>>.txt",
    """*/5 * * * * curl -s "https://www.duckdns.org/update?domains=thuis-<<la>>&token=$(cat /home/pi/duckdns/.token)&ip=" -o /home/pi/duckdns/duck.log
""",
    "A crontab that reads the DuckDNS token from a file at run time; the file is not here.",
)

# --------------------------------------------------------------------------- n: Haifa

regd(
    FN,
    "Documents/עץ משפחה/<<la>>_<<year>>.ged",
    """0 HEAD
1 SOUR MYHERITAGE
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME <<fn>> /<<ln>>/
1 BIRT
2 DATE 12 MAR 1931
2 PLAC Odessa, Ukraine
0 @I2@ INDI
1 NAME <<fn2>> /<<ln>>/
1 BIRT
2 PLAC Haifa, Israel
0 TRLR
""",
    "A GEDCOM family-tree file: names, dates and places, no account data.",
    syntax="",
)
regd(
    FN,
    "Downloads/lastpass_export_<<ymd>>.csv",
    """url,username,password,totp,extra,name,grouping,fav
https://www.familysearch.org/,<<email>>,,,Sign in with Google,FamilySearch,גנאלוגיה,0
https://www.ancestry.com/,<<email>>,,,Sign in with Apple,Ancestry,גנאלוגיה,0
""",
    "A LastPass export whose genealogy entries use Google / Apple sign-in: the password column is empty.",
)
regd(
    FN,
    "gramps-web/docker-compose.yml",
    """services:
  grampsweb:
    image: ghcr.io/gramps-project/grampsweb:latest
    env_file: .env
    ports:
      - "5000:5000"
""",
    "Gramps Web compose file that loads its secret key from an .env file not included here.",
)

# --------------------------------------------------------------------------- o: Nairobi

regd(
    FO,
    "projects/duka_<<fa>>/.env.sandbox",
    """# Daraja sandbox (public test values from the Safaricom developer docs)
MPESA_ENV=sandbox
MPESA_SHORTCODE=174379
MPESA_PASSKEY=bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
""",
    "M-Pesa sandbox settings: shortcode 174379 and its passkey are the public test values printed in Safaricom's Daraja documentation; consumer key and secret are empty.",
    syntax="",
)
regd(
    FO,
    "etc/pihole/setupVars.conf",
    """PIHOLE_INTERFACE=eth0
QUERY_LOGGING=true
INSTALL_WEB_SERVER=true
WEBPASSWORD=<<h>>
PIHOLE_DNS_1=1.1.1.1
""",
    "Pi-hole v5 stores the admin password as a double SHA-256 hash in setupVars.conf.",
    syntax="",
    extra=lambda rng, s: {"h": hexs(rng, 64)},
)
regd(
    FO,
    "Download/SMS to Text/sms_<<ymd>>.csv",
    """Date,Time,Type,Number,Name,Message
<<date>>,09:02,Received,MPESA,,"<<tx>> Confirmed. Ksh2,500.00 sent to SAFARICOM HOME on <<dmy>> at 9:02 AM. New M-PESA balance is Ksh4,120.00."
""",
    "An M-Pesa confirmation SMS: the transaction code is a receipt number, not a credential.",
    extra=lambda rng, s: {"tx": "S" + alnum(rng, 9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")},
)

# --------------------------------------------------------------------------- p: Chengdu

regd(
    FP,
    "Downloads/bitwarden_encrypted_export_<<ymd>>.json",
    lambda s: (
        f"""{{
  "encrypted": true,
  "passwordProtected": true,
  "salt": "{s["salt"]}",
  "kdfType": 0,
  "kdfIterations": 600000,
  "encKeyValidation_DO_NOT_EDIT": "2.{s["iv"]}|{s["ct"]}|{s["mac"]}",
  "data": "2.{s["iv2"]}|{s["ct2"]}|{s["mac2"]}"
}}
"""
    ),
    "A password-protected Bitwarden export: the vault is AES-encrypted under a key derived from an export password that is not in the file.",
    extra=lambda rng, s: {
        "salt": b64(rng, 16),
        "iv": b64(rng, 16),
        "ct": b64(rng, 48),
        "mac": b64(rng, 32),
        "iv2": b64(rng, 16),
        "ct2": b64(rng, 240),
        "mac2": b64(rng, 32),
    },
)
regd(
    FP,
    "Documents/KeePass导出_<<ymd>>.xml",
    """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
  <Root>
    <Group>
      <Name>家庭</Name>
      <Entry>
        <String><Key>Notes</Key><Value>用微信扫码登录，没有密码</Value></String>
        <String><Key>Password</Key><Value ProtectInMemory="True"></Value></String>
        <String><Key>Title</Key><Value>美团</Value></String>
        <String><Key>UserName</Key><Value><<phone>></Value></String>
      </Entry>
    </Group>
  </Root>
</KeePassFile>
""",
    "A KeePass export entry for a WeChat QR-code login: the Password value is empty.",
)
regd(
    FP,
    "WeChat Files/聊天记录_<<fa>>_<<ymd>>.txt",
    """<<fn>>和妈妈的聊天记录

妈妈 <<date>> 19:20
新的WiFi密码是什么？
<<fn>> <<date>> 19:21
就是你的生日加上咱家门牌号，前面的字母大写
""",
    "A WeChat chat giving only a hint for the Wi-Fi password, not the value.",
)
