# ruff: noqa: E501
"""The hundred-and-seventh corpus's decoys: files shaped like the formats that hold no live
credential (three per family)."""

from __future__ import annotations

from hundredseventh_formats_a import FAM as A
from hundredseventh_formats_b import FAM as B
from hundredseventh_formats_c import FAM as C
from hundredseventh_formats_d import FAM as D
from hundredseventh_formats_e import FAM as E
from hundredseventh_formats_f import FAM as F
from hundredseventh_formats_g import FAM as G
from hundredseventh_formats_h import FAM as H
from hundredseventh_formats_i import FAM as I
from hundredseventh_formats_j import FAM as J
from hundredseventh_formats_k import FAM as K
from hundredseventh_formats_l import FAM as L
from hundredseventh_formats_m import FAM as M
from hundredseventh_formats_n import FAM as N
from hundredseventh_formats_o import FAM as O
from hundredseventh_formats_p import FAM as P
from hundredseventh_spec import b64, hexs, regd


def _cert(rng, s):
    body = b64(rng, 720)
    s["certbody"] = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


def _sha(rng, s):
    s["sha"] = hexs(rng, 64)
    s["sha2"] = hexs(rng, 64)


# ---------------------------------------------------------------- a: Japan
regd(
    A,
    "<<org>>-payroll/.env",
    """# freee 人事労務 連携
FREEE_CLIENT_ID=<<n4>><<rid>>
FREEE_CLIENT_SECRET=
FREEE_COMPANY_ID=<<n4>>
""",
    "freee client secret left empty in the committed .env",
    "",
)
regd(
    A,
    "申し送り/<<year>><<mon>><<day>>_夜間.md",
    """# 申し送り <<date>>

- カイポケのパスワードは事務所の金庫のメモを見てください (LINE では送りません)
- <<last>>様宅 キーボックス番号は管理者に電話で確認
""",
    "handover note that says where the password is kept, without any password",
    "",
)
regd(
    A,
    "scripts/kintone_houmon_export.py",
    """import os

import requests

API_TOKEN = os.environ["KINTONE_API_TOKEN"]
r = requests.get("https://<<org>>.cybozu.com/k/v1/records.json", headers={"X-Cybozu-API-Token": API_TOKEN}, params={"app": <<n>>}, timeout=30)
print(len(r.json()["records"]))
""",
    "kintone token read from the environment",
)

# ---------------------------------------------------------------- b: Kenya
regd(
    B,
    "go2rtc.yaml",
    """streams:
  sebule:
    - rtsp://<<ip3>>:554/stream1
api:
  listen: ":1984"
""",
    "RTSP stream without userinfo (camera has no password in the URL)",
)
regd(
    B,
    "WhatsApp Chat with Yaya <<fa>>.txt",
    """<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>> - <<first>> <<last>>: Madam nimesahau nenosiri ya eCitizen
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>> - <<first2>>: Bonyeza "Forgot password", watakutumia SMS ya kubadilisha
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mi>> - <<first>> <<last>>: Sawa asante
""",
    "chat about a forgotten password, no password given",
    "",
)
regd(
    B,
    "server/mpesa.js",
    """const consumerKey = process.env.MPESA_CONSUMER_KEY;
const consumerSecret = process.env.MPESA_CONSUMER_SECRET;
const passkey = process.env.MPESA_PASSKEY;
module.exports = { consumerKey, consumerSecret, passkey };
""",
    "Daraja credentials read from process.env",
    "",
)

# ---------------------------------------------------------------- c: Ethiopia
regd(
    C,
    "<<org>>-portal/.env",
    """APP_NAME="<<orgc>> Recruitment"
CHAPA_PUBLIC_KEY=CHAPUBK-<<rid>><<serial>>
CHAPA_SECRET_KEY=${CHAPA_SECRET_KEY}
""",
    "Chapa secret is an unexpanded variable reference; the public key is public",
    "",
)
regd(
    C,
    "mikrotik/<<org>>_export.rsc",
    """# <<date>> by RouterOS 7.14.3
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
/interface wireless
set [ find default-name=wlan1 ] mode=ap-bridge ssid=<<orgc>>-Guest security-profile=default
""",
    "RouterOS export of an open guest network, no pre-shared key",
    "",
)
regd(
    C,
    "checksums/musaned_<<date>>.sha256",
    """<<sha>>  musaned_workers_<<mon>>.xlsx
<<sha2>>  passports_<<mon>>.zip
""",
    "SHA-256 checksums of uploads, not keys",
    "",
    _sha,
)

# ---------------------------------------------------------------- d: Brazil
regd(
    D,
    "docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: agenda
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets: [pg_password]
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "PostgreSQL password from a Docker secret file",
)
regd(
    D,
    "planilhas/acessos_<<city>>.csv",
    """Sistema,Usuário,Senha
Painel franqueado,<<email>>,••••••••
Asaas,financeiro@<<dom>>,(no cofre do 1Password)
""",
    "password column masked with bullets or pointing to a vault",
    "",
)
regd(
    D,
    "android/gradle.properties",
    """org.gradle.jvmargs=-Xmx2048m
MYAPP_UPLOAD_STORE_FILE=<<org>>-upload.keystore
MYAPP_UPLOAD_KEY_ALIAS=<<org>>-key
MYAPP_UPLOAD_STORE_PASSWORD=
MYAPP_UPLOAD_KEY_PASSWORD=
""",
    "signing passwords left empty (filled in by CI)",
    "",
)

# ---------------------------------------------------------------- e: Korea
regd(
    E,
    "src/main/resources/application-prod.yml",
    """toss:
  payments:
    client-key: live_ck_<<rid>><<serial>>
    secret-key: ${TOSS_SECRET_KEY}
""",
    "Toss secret key from an environment placeholder; the client key is public",
)
regd(
    E,
    "KakaoTalk_<<year>><<mon>><<day>>_<<hh>><<mi>>.txt",
    """<<last>><<first>> 님과 카카오톡 대화

<<year>>년 <<m1>>월 <<d1>>일 오후 <<h12>>:<<mi>>, <<first2>> 센터장 : 비밀번호는 카톡으로 못 보내요. 내일 센터에서 알려드릴게요
<<year>>년 <<m1>>월 <<d1>>일 오후 <<h12>>:<<mi>>, <<last>><<first>> : 네 알겠습니다
""",
    "KakaoTalk chat that mentions a password without giving it",
    "",
)
regd(
    E,
    "homeassistant/secrets.yaml",
    """# 어르신댁 센서
smartthings_token: ""
http_base_url: https://<<org>>.duckdns.org
""",
    "empty SmartThings token",
)

# ---------------------------------------------------------------- f: Poland
regd(
    F,
    "nextcloud/config/config.php",
    """<?php
$CONFIG = array (
  'dbtype' => 'sqlite3',
  'datadirectory' => '/var/www/nextcloud/data',
  'default_language' => 'pl',
  'installed' => true,
);
""",
    "Nextcloud on SQLite: no database password",
    "",
)
regd(
    F,
    "esphome/niania-elektroniczna.yaml",
    """esphome:
  name: niania-<<la>>
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: !secret api_key
""",
    "ESPHome config that only references !secret entries",
    "",
)
regd(
    F,
    "signal_<<fa>>_<<n>>.txt",
    """[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mi>>] <<first>>: Jakie jest hasło do kamerki?
[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mi>>] <<first2>>: Wysłałam Ci w Bitwardenie (udostępniony sejf "Spółdzielnia")
""",
    "chat pointing to a password manager, no value",
    "",
)

# ---------------------------------------------------------------- g: China
regd(
    G,
    ".ossutilconfig",
    """[Credentials]
language=CH
endpoint=oss-cn-shanghai.aliyuncs.com
mode=EcsRamRole
ecsRoleName=backup-oss-role
""",
    "ossutil using an ECS RAM role: no access key in the file",
    "ini",
)
regd(
    G,
    "微信聊天记录_<<n>>.txt",
    """<<last>><<first>>妈妈 <<year>>-<<mon>>-<<day>> <<hh>>:<<mi>>
学而思的密码我改了，用验证码登录就行

<<first2>>老师 <<year>>-<<mon>>-<<day>> <<hh>>:<<mi>>
好的，收到
""",
    "WeChat chat that mentions a changed password and SMS-code login, no password",
    "",
)
regd(
    G,
    "keys/wxpay_<<n>>_cert.pem",
    """-----BEGIN CERTIFICATE-----
<<certbody>>
-----END CERTIFICATE-----
""",
    "a public certificate (apiclient_cert.pem), not a private key",
    "",
    _cert,
)

# ---------------------------------------------------------------- h: Israel
regd(
    H,
    "risco/site_<<n>>.json",
    """{
  "siteName": "<<last_a>>",
  "appUser": {"email": "<<email>>", "password": null, "sso": "google"},
  "installer": "<<orgc>>"
}
""",
    "alarm app user signs in with Google SSO, password null",
    extra=lambda rng, s: s.update(last_a=s["la"]),
)
regd(
    H,
    "router/be_backup_<<date>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<Config device="Bezeq Be">
  <WLAN band="2.4GHz"><SSID>Be-<<la>></SSID><Security>None</Security></WLAN>
</Config>
""",
    "router backup of an open network, no passphrase",
)
regd(
    H,
    ".bash_history",
    """mysql -u metaplim -p -h <<ip>> placements
mysqldump --defaults-extra-file=/root/.my.cnf placements > /backup/p.sql
""",
    "mysql prompting for the password (-p without value) and an options file",
    "",
)

# ---------------------------------------------------------------- i: Norway
regd(
    I,
    "<<org>>/.env",
    """VIPPS_ENV=production
VIPPS_CLIENT_ID=<<uuid>>
VIPPS_CLIENT_SECRET=
VIPPS_SUBSCRIPTION_KEY=
""",
    "Vipps secrets left empty",
    "",
)
regd(
    I,
    "boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=NO
network={
    ssid="Gjest"
    key_mgmt=NONE
}
""",
    "open Wi-Fi network, no PSK",
    "",
)
regd(
    I,
    "Teams/kopi_chat_<<n>>.txt",
    """<<first2>> <<last>> <<d1>>.<<m1>>. <<hh>>:<<mi>>
Passordet til nettbrettet står i permen på kjøkkenet, ikke skriv det her i Teams.
""",
    "Teams message that says where the password is, without it",
    "",
)

# ---------------------------------------------------------------- j: New Zealand
regd(
    J,
    "roster-bot/.env",
    """SLACK_BOT_TOKEN=
SLACK_CHANNEL=#night-roster
TZ=Pacific/Auckland
""",
    "Slack token left empty",
    "",
)
regd(
    J,
    "debug/windcave_request_<<n>>.http",
    """POST /api/v1/sessions HTTP/1.1
Host: sec.windcave.com
Content-Type: application/json
Authorization: Basic ***redacted-in-log***

{"type":"purchase","amount":"<<n>>.00","currency":"NZD"}
""",
    "HTTP dump whose Authorization header was masked by the logger",
    "",
)
regd(
    J,
    "handover/<<la>>_whanau.md",
    """# <<last>> whānau - handover

- Ring alarm: parents arm/disarm it themselves, the night nurse has a guest user (no password, app invite)
- Baby monitor: Nanit shared access via invite link
""",
    "handover note describing invite-based access, no password",
    "",
)

# ---------------------------------------------------------------- k: Colombia
regd(
    K,
    "<<org>>-web/.env",
    """WOMPI_PUBLIC_KEY=pub_prod_<<rid>><<serial>><<rid>>
WOMPI_PRIVATE_KEY=${WOMPI_PRIVATE_KEY}
""",
    "Wompi private key as a variable reference; only the public key is present",
    "",
)
regd(
    K,
    "config/siigo.json",
    """{
  "username": "contabilidad@<<dom>>",
  "access_key_env": "SIIGO_ACCESS_KEY",
  "partner_id": "<<org>>Aupair"
}
""",
    "Siigo key read from an environment variable name",
)
regd(
    K,
    "Chat de WhatsApp con <<first>> <<last>>.txt",
    """<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<first>> <<last>>: Se me olvidó la contraseña de la cuenta de la visa 😩
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<first2>> Agencia: Dale a "¿Olvidó su contraseña?" y te llega un correo
""",
    "chat about a forgotten password, none given",
    "",
)

# ---------------------------------------------------------------- l: UAE
regd(
    L,
    "<<org>>/.env",
    """PAYMOB_PUBLIC_KEY=are_pk_live_<<rid>><<serial>><<rid>>
PAYMOB_SECRET_KEY=
""",
    "Paymob public key only; secret key empty",
    "",
)
regd(
    L,
    ".zsh_history",
    """curl --digest -u admin http://<<ip3>>/ISAPI/System/deviceInfo
curl --anyauth --netrc-file ~/.netrc-nvr http://<<ip3>>/ISAPI/System/status
""",
    "curl with a user name only (prompts) and a netrc file",
    "",
)
regd(
    L,
    "unifi/wlanconf_<<date>>.json",
    """{
  "meta": {"rc": "ok"},
  "data": [{"name": "Villa-Guest", "security": "open", "is_guest": true, "enabled": true}]
}
""",
    "UniFi export of an open guest WLAN, no passphrase",
)

# ---------------------------------------------------------------- m: India
regd(
    M,
    "rasoiya/settings/production.py",
    """import os

RAZORPAY_KEY_ID = "rzp_live_<<serial>><<rid>>"
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
""",
    "Razorpay secret from os.environ (the key id is not secret)",
)
regd(
    M,
    "deploy/id_rsa.pub",
    """ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ<<rid>><<rid>><<rid>>h7Qb9 deploy@<<dom>>
""",
    "an SSH public key",
    "",
)
regd(
    M,
    "WhatsApp Chat with <<first>> Cook.txt",
    """<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first2>> Office: पासवर्ड भूल गए तो app में "Forgot password" दबाइए, OTP आएगा
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first>> <<last>>: ठीक है मैडम
""",
    "Hindi chat about password reset, no password",
    "",
)

# ---------------------------------------------------------------- n: Thailand
regd(
    N,
    ".docker/config.json",
    """{
	"auths": {"registry.<<dom>>": {}},
	"credsStore": "desktop"
}
""",
    "Docker config using a credential store, no auth value",
)
regd(
    N,
    "tinytuya.json",
    """{
    "apiKey": "",
    "apiSecret": "",
    "apiRegion": "sg"
}
""",
    "empty Tuya API key and secret",
)
regd(
    N,
    "บันทึกส่งเวร/<<date>>.txt",
    """บันทึกส่งเวร แม่บ้านกะกลางคืน
- รหัสผ่านแอปกันขโมย ถามคุณ<<first2>>โดยตรง ห้ามจดไว้ในสมุด
""",
    "Thai note saying the alarm password must not be written down, none given",
    "",
)

# ---------------------------------------------------------------- o: Greece
regd(
    O,
    "bin/nuki_status.sh",
    """#!/bin/bash
NUKI_TOKEN=$(cat ~/.config/nuki/token)
curl -s -H "Authorization: Bearer $NUKI_TOKEN" https://api.nuki.io/smartlock
""",
    "Nuki token read from a file at run time",
    "",
)
regd(
    O,
    "viber_copy_<<n>>.txt",
    """[<<d1>>/<<m1>>/<<year>> <<hh>>:<<mi>>] <<first>> <<last>>: Σου έστειλα πρόσκληση στην εφαρμογή Nuki, δεν χρειάζεσαι κωδικό
[<<d1>>/<<m1>>/<<year>> <<hh>>:<<mi>>] <<first2>>: Τέλεια, ευχαριστώ!
""",
    "Viber chat about an app invitation, no password",
    "",
)
regd(
    O,
    "checksums/backup_<<date>>.sha256",
    """<<sha>>  pelates_<<mon>>.ods
<<sha2>>  kleidia_photos.zip
""",
    "SHA-256 checksums",
    "",
    _sha,
)

# ---------------------------------------------------------------- p: Hong Kong
regd(
    P,
    ".pgpass",
    """# use peer authentication on the laptop, no stored passwords
localhost:5432:*:postgres:
""",
    ".pgpass line with an empty password field",
    "",
)
regd(
    P,
    "newsletter/.env",
    """SENDGRID_API_KEY=
FROM_EMAIL=news@<<dom>>
""",
    "SendGrid key left empty",
    "",
)
regd(
    P,
    "WhatsApp Chat with Tulong Admins.txt",
    """<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first>> <<last>>: Ate, ano password ng FB page?
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first2>>: Hindi na kailangan, in-add na kita as admin sa Meta Business Suite 😊
""",
    "Tagalog chat: added as page admin instead of sharing a password",
    "",
)
