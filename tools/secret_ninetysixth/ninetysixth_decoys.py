# ruff: noqa: E501
"""The ninety-sixth corpus's decoys: 48 files, three per family, that look like the formats
but hold no live credential. Each is (family, path, template, why, syntax)."""

from __future__ import annotations

from ninetysixth_formats_a import F as FA
from ninetysixth_formats_b import F as FB
from ninetysixth_formats_c import F as FC
from ninetysixth_formats_d import F as FD
from ninetysixth_formats_e import F as FE
from ninetysixth_formats_f import F as FF
from ninetysixth_formats_g import F as FG
from ninetysixth_formats_h import F as FH
from ninetysixth_formats_i import F as FI
from ninetysixth_formats_j import F as FJ
from ninetysixth_formats_k import F as FK
from ninetysixth_formats_l import F as FL
from ninetysixth_formats_m import F as FM
from ninetysixth_formats_n import F as FN
from ninetysixth_formats_o import F as FO
from ninetysixth_formats_p import F as FP
from ninetysixth_spec import regd

DECOYS = (
    # a — consular section, Ethiopia
    (
        FA,
        "home/<<user>>/.config/openfortivpn/valdoria.conf",
        """# openfortivpn — Valdoria MFA remote access
# no password here: openfortivpn asks for it, then the FortiToken push
host = vpn.<<dom>>
port = 10443
username = <<user>>
set-dns = 1
""",
        "openfortivpn config without a password line (prompted at connect, then a push token)",
        "",
    ),
    (
        FA,
        "srv/evisa-fees-<<n>>/.env.production",
        """APP_ENV=production
APP_URL=https://fees.<<dom>>
# Chapa keys come from Vault (secret/consular/chapa) at deploy time
CHAPA_SECRET_KEY=
CHAPA_WEBHOOK_URL=https://fees.<<dom>>/webhooks/chapa
CURRENCY=ETB
""",
        "the Chapa secret key is empty; the comment points to a Vault path",
        "",
    ),
    (
        FA,
        "Documents/telegram_consular_<<ymd>>.txt",
        """<<name2>>, [<<date_eu>> <<hh>>:03]
የአፖይንትመንት ሲስተሙ ይለፍ ቃል ተቀይሯል?

<<name>>, [<<date_eu>> <<hh>>:05]
አዎ። ይለፍ ቃሉን እዚህ አልጽፍም፤ በስልክ እነግርሃለሁ።
""",
        "Amharic chat that mentions the password but says it will be given by phone",
        "",
    ),
    # b — honorary consulate, Georgia
    (
        FB,
        "home/<<user>>/.msmtprc",
        """defaults
auth           on
tls            on

account        consulate
host           smtp.gmail.com
port           587
from           <<user>>.consulate@gmail.com
user           <<user>>.consulate@gmail.com
passwordeval   "secret-tool lookup service msmtp account consulate"

account default : consulate
""",
        "msmtp reads the password from the desktop keyring (passwordeval), none in the file",
        "",
    ),
    (
        FB,
        "etc/wireguard/wg-consulate<<n>>.conf",
        """[Interface]
Address = 10.66.<<n>>.2/32
PostUp = wg set %i private-key /etc/wireguard/private.key
DNS = 10.66.0.1

[Peer]
PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=
Endpoint = <<pub_ip>>:51820
AllowedIPs = 10.66.0.0/16
""",
        "WireGuard config that loads the private key from a file; only the peer's public key is present",
        "",
    ),
    (
        FB,
        "WhatsApp Chat with <<fa>>_<<n>>.txt",
        """[<<date_eu>>, <<hh>>:01:12] <<name2>>: პაროლი რა არის რეესტრის პროგრამის?
[<<date_eu>>, <<hh>>:04:20] <<name>>: ჩატში არ ვწერ. კონვერტშია, სეიფში, ზედა თაროზე
[<<date_eu>>, <<hh>>:04:51] <<name2>>: კარგი, მადლობა
""",
        "Georgian chat: the password is in an envelope in the safe, not in the chat",
        "",
    ),
    # c — visa application centre, Bangladesh
    (
        FC,
        "vac_booking/settings/production.py",
        '''"""Production settings — appointments."""

import os

DEBUG = False
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "vac_appointments",
        "USER": "vac_app",
        "PASSWORD": os.environ["VAC_DB_PASSWORD"],
        "HOST": "<<ip>>",
    }
}
''',
        "Django settings read the database password from the environment",
        None,
    ),
    (
        FC,
        "boot/wpa_supplicant_guest_<<n>>.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=BD

network={
    ssid="VAC-Guest"
    key_mgmt=NONE
}
""",
        "open guest Wi-Fi: key_mgmt=NONE, no psk",
        "",
    ),
    (
        FC,
        "SMSBackupRestore/sms-<<ymd>>.xml",
        """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="1" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="VACBD" date="<<ts>>000" type="1" body="আপনার VAC স্টাফ পোর্টালের পাসওয়ার্ড সফলভাবে পরিবর্তন করা হয়েছে। আপনি না করলে আইটি ডেস্কে যোগাযোগ করুন।" read="1" status="-1" locked="0" readable_date="<<date_eu>>" contact_name="(Unknown)" />
</smses>
""",
        "Bengali SMS saying the password was changed, without any password",
        None,
    ),
    # d — UN agency field office, Myanmar
    (
        FD,
        "odk/settings_enumerator_<<n>>.json",
        """{
  "general": {
    "server_url": "https://odk.<<dom>>/v1/projects/<<n>>",
    "username": "<<user>>",
    "password": "",
    "app_language": "my"
  },
  "admin": {"change_server": false}
}
""",
        "ODK Collect settings with an empty password (entered on the device)",
        None,
    ),
    (
        FD,
        "scripts/kobo_pull_<<n>>.py",
        '''"""Pull submissions from KoboToolbox."""

import os

import requests

KOBO_TOKEN = os.environ["KOBO_TOKEN"]
resp = requests.get(
    "https://kf.kobotoolbox.org/api/v2/assets/",
    headers={"Authorization": f"Token {KOBO_TOKEN}"},
    timeout=60,
)
print(resp.status_code)
''',
        "the KoboToolbox token comes from the environment",
        None,
    ),
    (
        FD,
        "Desktop/thuraya_<<n>>.txt",
        """Thuraya IP+ (field vehicle <<n>>) — ဆက်သွယ်ရေး မှတ်စု
Web UI: 192.168.128.100
User: admin
စကားဝှက် — ဒီမှာ မရေးပါနဲ့။ Security Officer ဆီက တံဆိပ်ခတ်စာအိတ်ထဲမှာ ရှိပါတယ်။
""",
        "Burmese note: the password is not written, it is in the security officer's sealed envelope",
        "",
    ),
    # e — development bank office, Mongolia
    (
        FE,
        "eprocurement/.env",
        """COMPOSE_PROJECT_NAME=eproc
DATABASE_URL=postgresql://eproc:${POSTGRES_PASSWORD}@db:5432/eproc
REDIS_URL=redis://db:6379/0
TZ=Asia/Ulaanbaatar
""",
        "the URL's password is a ${POSTGRES_PASSWORD} reference",
        "",
    ),
    (
        FE,
        "backup/fs<<n>>/etc/cron.d/restic",
        """30 1 * * * root RESTIC_REPOSITORY=sftp:backup@<<ip>>:/srv/restic RESTIC_PASSWORD_FILE=/root/.config/restic/pw /usr/local/bin/restic backup /srv/shared
""",
        "restic reads its password from a file (RESTIC_PASSWORD_FILE)",
        "",
    ),
    (
        FE,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host>sftp.<<dom>></Host>
      <Port>22</Port>
      <Protocol>1</Protocol>
      <User><<user>></User>
      <Logontype>3</Logontype>
      <Name>Kiteworks HQ (ask for password)</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
        "FileZilla site with logon type 'ask for password': no Pass element",
        None,
    ),
    # f — international school, Vietnam
    (
        FF,
        "FeesPortal/Web.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="vnp_Url" value="https://pay.vnpay.vn/vpcpay.html" />
    <add key="vnp_TmnCode" value="" />
    <add key="vnp_HashSecret" value="" />
  </appSettings>
</configuration>
""",
        "VNPay settings with empty terminal code and hash secret",
        None,
    ),
    (
        FF,
        "Documents/zalo_<<ymd>>.txt",
        """[<<time>> <<date_sl>>] <<name2>>: Chị ơi mật khẩu PowerSchool mới là gì ạ?
[<<time>> <<date_sl>>] <<name>>: Chị gửi qua email trường rồi nhé, không gửi qua Zalo đâu
""",
        "Vietnamese chat: the password was sent by e-mail, not here",
        "",
    ),
    (
        FF,
        "Shared/IT/wifi_<<y>>.csv",
        """Phòng,Tên Wi-Fi,Mật khẩu,Ghi chú
Phòng tuyển sinh,BIS-Admin-<<n>>,••••••••••,xem với IT
Thư viện,BIS-Library,(dùng tài khoản trường),802.1X
""",
        "Wi-Fi list with the password masked by bullets",
        "",
    ),
    # g — cultural institute, Peru
    (
        FG,
        "var/www/moodle/config.php",
        """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dbhost    = '<<ip>>';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');
$CFG->wwwroot   = 'https://aula.<<dom>>';
require_once(__DIR__ . '/lib/setup.php');
""",
        "Moodle reads the database password from the environment",
        "",
    ),
    (
        FG,
        "calendar/runasimi_<<ymd>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART;TZID=America/Lima:<<ymd>>T180000
UID:<<uuid>>@google.com
SUMMARY:Runasimi yachay — Taller de quechua
DESCRIPTION:La clave de la PC del aula está en el sobre de recepción.\\nNo l
 a escriban en la pizarra.
END:VEVENT
END:VCALENDAR
""",
        "calendar entry saying where the password is, without it",
        "",
    ),
    (
        FG,
        "taquilla/config/initializers/culqi.rb",
        """require "culqi-ruby"

Culqi.public_key = "pk_live_4pQx7mTfR2wZ9kLb"
Culqi.secret_key = ENV.fetch("CULQI_SECRET_KEY")
""",
        "only Culqi's publishable key; the secret key comes from ENV",
        "",
    ),
    # h — NGO liaison office, Nepal
    (
        FH,
        "C:/TallyBackup/SHA256SUMS_<<ymd>>.txt",
        """3f786850e387550fdab836ed7e6dc881de23001b3bba9c1d7a1e6f1e8f9d1c2a  Company_10001_<<ymd>>.zip
9b74c9897bac770ffc029102a200c5de4f2c1f0b6c3d1a2f1e9d8c7b6a5f4e3d  Company_10002_<<ymd>>.zip
""",
        "SHA-256 checksums of backup archives",
        "",
    ),
    (
        FH,
        "donate-php/config/esewa.php",
        """<?php
$esewa = [
    'product_code' => 'NP-ES-<<nnn>>',
    'secret_key'   => getenv('ESEWA_SECRET_KEY'),
    'success_url'  => 'https://donate.<<dom>>/esewa/success',
];
""",
        "eSewa secret read from the environment",
        "",
    ),
    (
        FH,
        "Handover/हस्तान्तरण_<<ymd>>.txt",
        """हस्तान्तरण नोट — प्रशासन
मिति: <<date>>
१. साझा ड्राइभको पासवर्ड KeePass (IT.kdbx) मा छ, मास्टर पासवर्ड कार्यालय प्रमुखसँग।
२. स्याटेलाइट फोन चार्ज गर्न नबिर्सनुहोस्।
""",
        "Nepali handover pointing to KeePass, no password",
        "",
    ),
    # i — trade-promotion office, Korea
    (
        FI,
        "seminar-fees/src/main/resources/application-prod.properties",
        """spring.application.name=seminar-fees
toss.payments.client-key=${TOSS_CLIENT_KEY}
toss.payments.secret-key=${TOSS_SECRET_KEY}
""",
        "Toss keys are ${...} placeholders resolved from the environment",
        "",
    ),
    (
        FI,
        "Users/<<user>>/.ssh/id_ed25519_nas.pub",
        """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq0m9l2yE7eXlHf3v8m1kY0C3u7dWk9s2rG8pJt4aQb <<user>>@tpo-seoul
""",
        "an SSH public key",
        "",
    ),
    (
        FI,
        "KakaoTalk_<<ymd>>_decoy.txt",
        """--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<name2>>] [오후 2:10] 과장님 NAS 비밀번호 좀 알려주세요
[<<name>>] [오후 2:12] 비번은 카톡으로 못 보내요~ 전화 드릴게요
""",
        "Korean chat mentioning the password but giving it by phone",
        "",
    ),
    # j — observer mission, Moldova
    (
        FJ,
        "reports-portal/docker-compose.yml",
        """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: observer_reports
      POSTGRES_USER: reports
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
        "Compose uses a Docker secret file, no password inline",
        None,
    ),
    (
        FJ,
        "OpenVPN/config/mission-<<n>>.ovpn",
        """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass
remote-cert-tls server
verb 3
""",
        "OpenVPN profile that prompts for user and password (auth-user-pass without a file)",
        "",
    ),
    (
        FJ,
        "Desktop/signal_<<ymd>>.txt",
        """[<<date_eu>> <<time>>] <<name2>>: Care e parola pentru laptopul LTO?
[<<date_eu>> <<time>>] <<name>>: Ți-o spun la briefing, nu o scriu aici.
""",
        "Romanian chat: the password is given in person",
        "",
    ),
    # k — scholarship programme, Jordan
    (
        FK,
        "home/<<user>>/.docker/config.json",
        """{
  "auths": {
    "registry.<<dom>>": {}
  },
  "credsStore": "desktop"
}
""",
        "Docker credentials kept in the OS credential store (credsStore), auth entry empty",
        None,
    ),
    (
        FK,
        "var/www/apply/wp-config.php",
        """<?php
define( 'DB_NAME', 'apply_wp' );
define( 'DB_USER', 'apply_wp' );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', '<<ip>>' );
""",
        "WordPress database password from the environment",
        "",
    ),
    (
        FK,
        "Mail/Inbox/<<ymd>>_reset.eml",
        """From: <<email2>>
To: <<email>>
Subject: Password reset
Content-Type: text/plain; charset=UTF-8

مرحباً <<fn>>،
لن نرسل كلمة المرور عبر البريد الإلكتروني. لإعادة تعيينها، ادخل إلى https://apply.<<dom>>/account/forgot واتبع التعليمات.
""",
        "Arabic e-mail: no password, only the address of the reset page",
        "",
    ),
    # l — chamber of commerce, Brazil
    (
        FL,
        "home/<<user>>/.config/rclone/rclone.conf",
        """[wasabi-associados]
type = s3
provider = Wasabi
env_auth = true
region = sa-east-1
endpoint = s3.sa-east-1.wasabisys.com
""",
        "rclone S3 remote with env_auth: keys come from the environment",
        "ini",
    ),
    (
        FL,
        "nfse-emissor/config/nfse.properties",
        """nfse.municipio=3550308
nfse.certificado.arquivo=/etc/nfse/certificado_a1.pfx
# senha do certificado: informada no início do serviço (variável NFSE_CERT_SENHA)
nfse.certificado.senha=
""",
        "NFS-e certificate password empty, given at service start",
        "",
    ),
    (
        FL,
        "WhatsApp Chat with Eventos Câmara <<n>>.txt",
        """<<d>>/<<mo>>/<<y>> <<hh>>:31 - <<name2>>: Qual a senha do Sympla?
<<d>>/<<mo>>/<<y>> <<hh>>:33 - <<name>>: tá no cofre do Bitwarden, pasta Eventos
""",
        "Portuguese chat pointing to Bitwarden, no password",
        "",
    ),
    # m — donor project office, Vanuatu
    (
        FM,
        "homeassistant/secrets.yaml",
        """# Home Assistant secrets — VRM token to be added by the solar contractor
vrm_installation_id: "<<nnn>>"
vrm_token: ""
""",
        "empty VRM token",
        None,
    ),
    (
        FM,
        "finance/xero_pull_<<n>>.py",
        '''"""Xero custom connection — secret kept in the Windows credential manager."""

import keyring

CLIENT_SECRET = keyring.get_password("xero-custom-connection", "finance")
''',
        "the Xero client secret comes from the OS keyring",
        None,
    ),
    (
        FM,
        "WhatsApp Chat with Projek Ofis <<n>>.txt",
        """<<d>>/<<mo>>/<<y>>, <<hh>>:05 - <<name2>>: Plis yu sendem pasword blong Xero?
<<d>>/<<mo>>/<<y>>, <<hh>>:07 - <<name>>: Pasword i stap long envelop long sef. Mi no save putum long WhatsApp.
""",
        "Bislama chat: the password is in an envelope in the safe",
        "",
    ),
    # n — refugee registration, Kenya
    (
        FN,
        "cash-assistance/.env.example",
        """MPESA_ENV=production
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_SHORTCODE=
MPESA_PASSKEY=
""",
        "M-Pesa .env template with empty values",
        "",
    ),
    (
        FN,
        "reminders/send_appointments_<<n>>.py",
        """import os

import africastalking

africastalking.initialize(username="kakumareg", api_key=os.environ["AT_API_KEY"])
""",
        "Africa's Talking key read from the environment",
        None,
    ),
    (
        FN,
        "WhatsApp Chat with Usajili Dawati <<n>>.txt",
        """<<d>>/<<mo>>/<<y>>, <<hh>>:40 - <<name2>>: Nenosiri la kompyuta ya dawati ni nini?
<<d>>/<<mo>>/<<y>>, <<hh>>:42 - <<name>>: Nitakupigia simu, siwezi kuliandika hapa.
""",
        "Swahili chat: the password will be given by phone",
        "",
    ),
    # o — court field office, Côte d'Ivoire
    (
        FO,
        "scripts/upload_evidence_<<n>>.sh",
        """#!/bin/sh
# LFTP_PASSWORD est exporté par le coffre (pass show sftp/hq) avant l'appel
lftp --env-password -u <<user>> -e "mirror -R . /incoming/abidjan; bye" sftp://sftp.<<dom>>
""",
        "lftp takes the password from LFTP_PASSWORD (--env-password)",
        "",
    ),
    (
        FO,
        "backups/codec_<<n>>_<<ymd>>.txt",
        """*c xConfiguration SIP URI: "abidjan<<n>>@video.<<dom>>"
*c xConfiguration SIP Authentication UserName: "abidjan<<n>>"
*c xConfiguration SIP Authentication Password: ********
""",
        "codec export with the SIP password masked",
        "",
    ),
    (
        FO,
        "Mail/Boîte de réception/<<ymd>>_acces.eml",
        """From: <<email2>>
To: <<email>>
Subject: Votre accès Relativity
Content-Type: text/plain; charset=UTF-8

Bonjour <<fa>>,
Votre compte est créé. Le mot de passe provisoire vous sera communiqué par SMS.
""",
        "French e-mail saying the password will come by SMS",
        "",
    ),
    # p — diplomatic residence, Japan
    (
        FP,
        "Windows/Panther/unattend_<<n>>.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <AutoLogon>
        <Enabled>false</Enabled>
        <Username>staff</Username>
        <Password>
          <Value></Value>
          <PlainText>true</PlainText>
        </Password>
      </AutoLogon>
    </component>
  </settings>
</unattend>
""",
        "unattend.xml with auto-logon disabled and an empty password",
        None,
    ),
    (
        FP,
        "[LINE] 公邸スタッフのトーク_<<ymd>>.txt",
        """[LINE] 公邸スタッフのトーク履歴

<<y>>/<<mo>>/<<d>>(火)
<<hh>>:02	<<name2>>	ネットスーパーのパスワードを教えてください
<<hh>>:04	<<name>>	LINEでは送れないので、事務室の金庫のメモを見てください
""",
        "Japanese chat pointing to a note in the office safe",
        "",
    ),
    (
        FP,
        "home-automation/switchbot_<<n>>.py",
        """import os

TOKEN = os.environ["SWITCHBOT_TOKEN"]
SECRET = os.environ["SWITCHBOT_SECRET"]
""",
        "SwitchBot token and secret read from the environment",
        None,
    ),
)

for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn)
