# ruff: noqa: E501
"""Decoys: files that look like the hundredth corpus's formats but hold no live credential,
three per family, each with its ``why``."""

from __future__ import annotations

import hundredth_formats_a as a
import hundredth_formats_b as b
import hundredth_formats_c as c
import hundredth_formats_d as d
import hundredth_formats_e as e
import hundredth_formats_f as f
import hundredth_formats_g as g
import hundredth_formats_h as h
import hundredth_formats_i as i
import hundredth_formats_j as j
import hundredth_formats_k as k
import hundredth_formats_l as lf
import hundredth_formats_m as m
import hundredth_formats_n as n
import hundredth_formats_o as o
import hundredth_formats_p as p
from hundredth_spec import regd

# (family, path, template, why, syntax)
DECOYS = (
    # a - Kenya food bank
    (
        a.FAM,
        "donations-api/.env.<<k>>",
        """# M-Pesa Daraja - values live in the Render dashboard, not here
MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://<<host>>/api/mpesa/callback
""",
        "Daraja .env with every credential left empty (set in the hosting dashboard)",
        "",
    ),
    (
        a.FAM,
        "chats/whatsapp_<<fa>>_<<mo>><<d>>.txt",
        """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first>> <<last>>: Nenosiri la Sortly limebadilishwa leo
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first2>> <<last2>>: Nitumie basi
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first>> <<last>>: Hapana, sitaliandika hapa. Nitakupigia simu jioni
""",
        "Swahili WhatsApp chat that mentions a changed password without giving it",
        "",
    ),
    (
        a.FAM,
        "odk/SHA256SUMS_<<k>>.txt",
        """<<sha256>>  ODK-Collect-v2024.3.2.apk
<<sha1>>  settings_template.json
""",
        "checksums of the ODK Collect APK and a settings template, no credential",
        "",
    ),
    # b - Poland night shelter
    (
        b.FAM,
        "Pomost/konfiguracja_<<fa>>.ini",
        """; Pomost Std - klient stanowiskowy
[Serwer]
Adres=<<ip>>
Port=1521
Usluga=POMOST
[Logowanie]
Uzytkownik=POMOST_<<la>>
Haslo=
ZapamietajHaslo=0
""",
        "Pomost Std client INI with the password field empty and not remembered",
        "ini",
    ),
    (
        b.FAM,
        "home/<<fa>>/.ssh/authorized_keys",
        """<<ssh_pub>> <<fa>>@dyzurka
""",
        "an SSH public key (authorized_keys), public material only",
        "",
    ),
    (
        b.FAM,
        "home/<<fa>>/.bash_history_<<k>>",
        """cd ~/podpis
openssl pkcs12 -info -in certyfikat_<<la>>.p12 -noout -passin env:P12_PASS
openssl pkcs12 -in certyfikat_<<la>>.p12 -out podpis.pem -nodes -passin file:/run/secrets/p12pass
""",
        "openssl reads the PKCS#12 password from an environment variable and a secrets file",
        "",
    ),
    # c - Mexico women's refuge
    (
        c.FAM,
        "donativos/src/conekta_<<k>>.js",
        """const conekta = require("conekta");

conekta.api_key = process.env.CONEKTA_PRIVATE_KEY;
conekta.api_version = "2.1.0";
conekta.locale = "es";
""",
        "Conekta key read from process.env",
        "",
    ),
    (
        c.FAM,
        "camaras/casa_<<k>>.m3u",
        """#EXTM3U
#EXTINF:-1,Entrada principal (ONVIF anónimo, solo lectura)
rtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=1
#EXTINF:-1,Patio
rtsp://<<ip>>:554/cam/realmonitor?channel=2&subtype=1
""",
        "RTSP playlist without userinfo (anonymous sub-streams)",
        "",
    ),
    (
        c.FAM,
        "chats/wa_<<fa>>_<<y>><<mo>>.txt",
        """[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>>:<<ss>> p.m.] <<first2>> <<last2>>: ¿Me pasas la contraseña del internet?
[<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>>:<<ss>> p.m.] <<first>> <<last>>: Está en el sobre del cajón de recepción, por aquí no la mando
""",
        "Spanish chat asking for a password; the reply points to an envelope",
        "",
    ),
    # d - Japan caseworkers
    (
        d.FAM,
        "kiroku_<<fa>>/.git/config",
        """[core]
	repositoryformatversion = 0
	bare = false
[remote "origin"]
	url = https://git.<<dom>>/casework/youshiki-templates.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[credential]
	helper = manager
""",
        "git remote without userinfo; credentials come from Git Credential Manager",
        "",
    ),
    (
        d.FAM,
        "profiles/guest-wifi-<<y>>.mobileconfig",
        """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>AutoJoin</key><true/>
      <key>EncryptionType</key><string>None</string>
      <key>SSID_STR</key><string>HIDAMARI-GUEST</string>
      <key>PayloadType</key><string>com.apple.wifi.managed</string>
      <key>PayloadUUID</key><string><<uid>></string>
      <key>PayloadVersion</key><integer>1</integer>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>来所者用Wi-Fi</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
""",
        "Wi-Fi profile for an open guest network: no Password key",
        "xml",
    ),
    (
        d.FAM,
        "customize/app<<k>>_desktop.js",
        """(() => {
  'use strict';
  // ログインユーザーのセッションで取得する（APIトークン不要）
  kintone.events.on('app.record.index.show', async () => {
    const resp = await kintone.api(kintone.api.url('/k/v1/records', true), 'GET', { app: <<k>> });
    console.log(resp.records.length + '件');
  });
})();
""",
        "kintone customisation that uses the logged-in session, no API token",
        "",
    ),
    # e - Vietnam disability support
    (
        e.FAM,
        "deploy/appsettings.<<fa>>.json",
        """{
  "MoMo": {
    "Endpoint": "https://payment.momo.vn/v2/gateway/api/create",
    "PartnerCode": "@Microsoft.KeyVault(SecretUri=https://<<org>>-kv.vault.azure.net/secrets/MomoPartnerCode/)",
    "SecretKey": "@Microsoft.KeyVault(SecretUri=https://<<org>>-kv.vault.azure.net/secrets/MomoSecretKey/)"
  },
  "AllowedHosts": "*"
}
""",
        "MoMo settings are Azure Key Vault references, not values",
        None,
    ),
    (
        e.FAM,
        "backup/datxe-<<y>><<mo>><<d>>/.env",
        """APP_NAME="Đặt xe lăn"
APP_ENV=local
DB_CONNECTION=sqlite
DB_DATABASE=database/database.sqlite
DB_PASSWORD=
MAIL_MAILER=log
""",
        "local Laravel .env on SQLite with an empty DB_PASSWORD and mail to the log",
        "",
    ),
    (
        e.FAM,
        "ghichu/zalo_<<fa>>_<<k>>.txt",
        """[<<hh>>:<<mm>> <<d>>/<<mo>>/<<y>>] <<first2>>: Chị ơi mật khẩu Drive mới là gì ạ?
[<<hh>>:<<mm>> <<d>>/<<mo>>/<<y>>] <<first>>: Chị gửi qua tin nhắn riêng rồi nhé, không để trong nhóm
""",
        "Vietnamese Zalo chat: the password was sent privately, not in the file",
        "",
    ),
    # f - Brazil soup kitchen
    (
        f.FAM,
        "cron/snapshot_cozinha_<<k>>.cron",
        """*/10 10-14 * * 1-6 curl -s --digest --netrc-file /root/.netrc-dvr "http://<<ip>>/cgi-bin/snapshot.cgi?channel=1" -o /srv/fotos/fila.jpg
""",
        "crontab reads the DVR login from a .netrc file",
        "",
    ),
    (
        f.FAM,
        "site/voluntarios/acessos_<<k>>.html",
        """<table border="1">
<tr><th>Sistema</th><th>Usuário</th><th>Senha</th></tr>
<tr><td>Portal Mesa Brasil Sesc</td><td><<login>></td><td>••••••••</td></tr>
</table>
""",
        "password column masked with bullets",
        "",
    ),
    (
        f.FAM,
        "Contabilidade/Certificado A1 <<y>>/LEIA.txt",
        """certificado A1 da associação (e-CNPJ) - validade <<d>>/<<mo>>/<<y>>
senha: pedir para a contadora (<<first>>), não anotar aqui
""",
        "note that says where to ask for the certificate password",
        "",
    ),
    # g - Morocco youth centre
    (
        g.FAM,
        "backup/hotspot-<<k>>.rsc",
        """# RouterOS 7.14.3 export (hide-sensitive)
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip hotspot user
add name=jeunes limit-uptime=2h
""",
        "MikroTik export without passwords (hide-sensitive)",
        "",
    ),
    (
        g.FAM,
        "www/formation-<<k>>/config.php",
        """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');
$CFG->wwwroot   = 'https://formation.<<dom>>';
require_once(__DIR__ . '/lib/setup.php');
""",
        "Moodle dbpass read from the environment",
        "",
    ),
    (
        g.FAM,
        "kiosque/autologon-off-<<fa>>.reg",
        """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="0"
"DefaultPassword"=-
""",
        "registry file that turns auto-logon off and deletes DefaultPassword",
        "",
    ),
    # h - Korea elderly day centre
    (
        h.FAM,
        "카톡내보내기/요양보호사방_<<fa>>.txt",
        """<<y>>. <<mo>>. <<d>>. 오전 8:15, <<last2>><<first2>> : 공인인증서 비밀번호 알려주실 수 있나요?
<<y>>. <<mo>>. <<d>>. 오전 8:16, <<last>><<first>> : 사무실 금고 안 봉투에 있어요. 카톡으로는 안 보낼게요
""",
        "KakaoTalk chat pointing to a safe, no password",
        "",
    ),
    (
        h.FAM,
        "kiosk/config/settings_<<k>>.json",
        """{
  "device": "KIOSK-<<k>>",
  "mode": "attendance",
  "admin": {"id": "manager", "password": ""},
  "firmware_sha256": "<<sha256>>"
}
""",
        "kiosk config with an empty admin password and a firmware checksum",
        None,
    ),
    (
        h.FAM,
        "donate/<<org>>-<<k>>/.env",
        """# 클라이언트 키는 공개용, 시크릿 키는 Vercel 환경변수에만 저장
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<hex8>>Ab12Cd34Ef56
TOSS_SECRET_KEY=
""",
        "only the publishable Toss client key; the secret key is empty",
        "",
    ),
    # i - Greece migrant desk
    (
        i.FAM,
        "odoo/filoxenia-<<fa>>.conf",
        """[options]
; admin_passwd is set through the ODOO_ADMIN_PASSWD variable of the container
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = False
proxy_mode = True
""",
        "odoo.conf with no admin_passwd and db_password False (peer auth)",
        "ini",
    ),
    (
        i.FAM,
        "wireguard/laptop-<<fa>>.conf",
        """[Interface]
Address = 10.66.<<k>>.2/32
PostUp = wg set %i private-key /etc/wireguard/laptop.key

[Peer]
PublicKey = <<pk_b64>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.66.0.0/16
""",
        "WireGuard config loading the private key from a file; only the peer's public key",
        "",
    ),
    (
        i.FAM,
        "exports/viber-grafeio-<<fa>>.csv",
        """Date,Time,Sender,Phone,Message
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mm>>,<<first>> <<last>>,<<phone>>,Ποιος είναι ο νέος κωδικός;
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mm>>,<<first2>> <<last2>>,<<phone2>>,Θα σου τον πω από κοντά αύριο στο γκισέ
""",
        "Greek Viber CSV: the code will be told in person",
        "",
    ),
    # j - Philippines recovery programme
    (
        j.FAM,
        "scripts/paalala_<<fa>>.py",
        """import os

import requests

APIKEY = os.environ["SEMAPHORE_APIKEY"]
requests.post("https://api.semaphore.co/api/v4/messages", data={"apikey": APIKEY, "number": "<<phone>>", "message": "Paalala"}, timeout=20)
""",
        "Semaphore API key read from os.environ",
        None,
    ),
    (
        j.FAM,
        "config/zoom-<<fa>>.yaml",
        """zoom:
  account_id: "${ZOOM_ACCOUNT_ID}"
  client_id: "${ZOOM_CLIENT_ID}"
  client_secret: "${ZOOM_CLIENT_SECRET}"
""",
        "Zoom settings are ${...} references",
        None,
    ),
    (
        j.FAM,
        "messages/inbox/<<fa2>><<la2>>_<<n>>/message_1.json",
        """{
  "participants": [{"name": "<<first>>"}, {"name": "<<first2>>"}],
  "messages": [
    {"sender_name": "<<first2>>", "timestamp_ms": <<epoch>>000, "content": "Pinalitan ko na yung password, tanong mo na lang kay Ate Lorna sa office"},
    {"sender_name": "<<first>>", "timestamp_ms": <<epoch>>000, "content": "Ano na password ng Zoom?"}
  ],
  "title": "<<first2>> <<last2>>"
}
""",
        "Messenger export where the password is changed but not given",
        None,
    ),
    # k - India legal aid
    (
        k.FAM,
        "donations/settings_<<fa>>.py",
        """import os

RAZORPAY_KEY_ID = "rzp_live_<<hex8>>Qw12"
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
""",
        "public Razorpay key id; the secret comes from os.environ",
        None,
    ),
    (
        k.FAM,
        "home/<<fa>>/.my.cnf",
        """[client]
user=<<fa>>
socket=/run/mysqld/mysqld.sock
database=mukadma
""",
        "MySQL client file with socket (auth_socket) login, no password",
        "ini",
    ),
    (
        k.FAM,
        "ocr/monitor_note_<<fa>>.txt",
        """DSC TOKEN (ePass2003)
PIN - Sharma sir ke paas hai, yahan mat likho
""",
        "sticky note that says the PIN is kept elsewhere",
        "",
    ),
    # l - New Zealand foster care
    (
        lf.FAM,
        "inetpub/carers-<<k>>/Web.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="CarerDb" connectionString="Server=<<ip>>;Database=CarerPortal;Integrated Security=True;TrustServerCertificate=True;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
        "Web.config with Windows integrated security, no password",
        "xml",
    ),
    (
        lf.FAM,
        "IT/pnp_sync_<<fa>>.ps1",
        """$cred = Get-Credential -Message "SharePoint sync account"
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/Placements" -Interactive
""",
        "PowerShell that prompts for credentials / interactive login",
        "",
    ),
    (
        lf.FAM,
        "calendar/home_visit_<<fa>>_<<k>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<uid>>
DTSTART;TZID=Pacific/Auckland:<<y>><<mo>><<d>>T100000
SUMMARY:Whānau hui - placement review
DESCRIPTION:Bring the shared laptop (ask <<first>> for the login on the day).
END:VEVENT
END:VCALENDAR
""",
        "calendar entry that says to ask for the login, no value",
        "",
    ),
    # m - Ukraine housing office
    (
        m.FAM,
        "home/<<fa>>/.docker/config.json",
        """{
\t"auths": {
\t\t"registry.<<dom>>": {}
\t},
\t"credsStore": "desktop"
}
""",
        "Docker config delegating to a credential store, empty auth entries",
        None,
    ),
    (
        m.FAM,
        "scripts/banka_<<fa>>.py",
        """import os

import requests

info = requests.get("https://api.monobank.ua/personal/client-info", headers={"X-Token": os.environ["MONO_TOKEN"]}, timeout=30).json()
print(info["name"])
""",
        "monobank token read from os.environ",
        None,
    ),
    (
        m.FAM,
        "router/keenetic_startup-config_<<k>>.txt",
        """interface WifiMaster0/AccessPoint1
    name WifiMaster0/AccessPoint1
    description "Гостьова мережа"
    security-level public
    ssid Oselia-Guest
    up
!
""",
        "Keenetic guest access point with no PSK",
        "",
    ),
    # n - Ethiopia school meals
    (
        n.FAM,
        "config/ha_secrets_<<k>>.yaml",
        """vrm_token: !env_var VRM_TOKEN
vrm_site_id: <<n>>
latitude: 9.03
longitude: 38.74
""",
        "Home Assistant secret pulled from an environment variable (!env_var)",
        "",
    ),
    (
        n.FAM,
        "filezilla_export_<<k>>/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.0" platform="windows">
    <Servers>
        <Server>
            <Host><<ip>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <User>beneficiary_upload</User>
            <Logontype>2</Logontype>
            <Name>SFTP</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
        "FileZilla site set to ask for the password (Logontype 2), no Pass element",
        None,
    ),
    (
        n.FAM,
        "exports/tg_astebabari_<<fa>>/result.json",
        """{
 "name": "የምሳ ፕሮግራም",
 "type": "private_supergroup",
 "messages": [
  {"id": 1, "type": "message", "from": "<<first>>", "text": "የይለፍ ቃሉን በስልክ እነግርሃለሁ"}
 ]
}
""",
        "Amharic Telegram export: the password will be told by phone",
        None,
    ),
    # o - Lebanon helpline
    (
        o.FAM,
        "k8s/livechat/externalsecret-<<k>>.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: livechat-admin
  namespace: helpline
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: livechat-admin
  data:
    - secretKey: LIVECHAT_ADMIN_PASS
      remoteRef:
        key: helpline/livechat
        property: admin_pass
""",
        "ExternalSecret pointing at a Vault path, no value",
        None,
    ),
    (
        o.FAM,
        "asterisk/pjsip_trunk_<<k>>.conf",
        """[ogero-trunk]
type=endpoint
context=from-trunk
aors=ogero-trunk

[ogero-trunk]
type=identify
endpoint=ogero-trunk
match=<<pub>>
""",
        "PJSIP trunk identified by IP address, no auth section",
        "",
    ),
    (
        o.FAM,
        "chats/wa_shift_<<fa>>.txt",
        """[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>>:<<ss>>] <<first>> <<last>>: shu el password tabaa el dashboard?
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>>:<<ss>>] <<first2>> <<last2>>: ma7touta bel 1Password vault, ma bab3ata hon
""",
        "Arabizi chat pointing to the 1Password vault",
        "",
    ),
    # p - Thailand clothing bank
    (
        p.FAM,
        "config/go2rtc_<<k>>.yaml",
        """streams:
  godang_front: rtsp://${TAPO_USER}:${TAPO_PASS}@<<ip>>:554/stream1
api:
  listen: ":1984"
""",
        "go2rtc stream with ${ENV} credential substitution",
        None,
    ),
    (
        p.FAM,
        "www/panjai-<<k>>/wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', getenv('WORDPRESS_DB_HOST') );
require_once ABSPATH . 'wp-settings.php';
""",
        "wp-config reading the database password from the environment",
        "",
    ),
    (
        p.FAM,
        "line/chat_sorting_<<fa>>.txt",
        """<<hh>>:<<mm>> <<first2>> พี่คะ รหัสผ่านแท็บเล็ตคืออะไรคะ
<<hh>>:<<mm>> <<first>> เดี๋ยวพี่บอกที่ร้านนะ ไม่พิมพ์ในไลน์
""",
        "Thai LINE chat: the password will be told in person",
        "",
    ),
)

for _fam, _path, _tpl, _why, _syntax in DECOYS:
    regd(_fam, _path, _tpl, _why, _syntax)
