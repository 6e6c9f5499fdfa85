# ruff: noqa: E501
"""Decoys for the hundred-and-second corpus: files shaped like the formats that hold no live
credential (three per family), each with a ``why``."""

from __future__ import annotations

import base64
import hashlib

import hundredsecond_formats_a as a
import hundredsecond_formats_b as b
import hundredsecond_formats_c as c
import hundredsecond_formats_d as d
import hundredsecond_formats_e as e
import hundredsecond_formats_f as f
import hundredsecond_formats_g as g
import hundredsecond_formats_h as h
import hundredsecond_formats_i as i
import hundredsecond_formats_j as j
import hundredsecond_formats_k as k
import hundredsecond_formats_l as l_
import hundredsecond_formats_m as m
import hundredsecond_formats_n as n
import hundredsecond_formats_o as o
import hundredsecond_formats_p as p
from hundredsecond_spec import Slots, json_text, regd


def _expand(seed: str, nbytes: int) -> bytes:
    out = b""
    i_ = 0
    while len(out) < nbytes:
        out += hashlib.sha256(f"{seed}:{i_}".encode()).digest()
        i_ += 1
    return out[:nbytes]


# --------------------------------------------------------------------------- a: Ethiopia

regd(
    a.F,
    "opt/zello-bridge/<<org>>/bridge.ini",
    """; Zello Work <-> CAD bridge ( <<org>> )
[zello]
network = <<org>>
username = cad_bridge
password = ${ZELLO_BRIDGE_PASSWORD}
channel = Dispatch-<<place>>
""",
    "the Zello password is a ${...} reference filled in from the environment, no value in the file",
    "ini",
)


def _a_tg(s: Slots) -> str:
    return json_text(
        {
            "name": f"{s['orgc']} ስምሪት",
            "type": "private_group",
            "id": int(s["nnnn"]) * 100,
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['hh']}:{s['mi']}:00",
                    "from": s["first"],
                    "from_id": "user1",
                    "text": "የይለፍ ቃሉ ተቀይሯል፣ በቴሌግራም አልልክም።",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['hh']}:{s['mi']}:30",
                    "from": s["first2"],
                    "from_id": "user2",
                    "text": "እሺ፣ ጠዋት ቢሮ መጥቼ እወስዳለሁ።",
                },
            ],
        }
    )


regd(
    a.F,
    "exports/telegram/ChatExport_<<date>>/result.json",
    _a_tg,
    "Amharic chat that says the password changed and will be handed over in person; no value is given",
)

regd(
    a.F,
    "opt/traccar/conf/traccar.xml",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
    "Traccar's embedded H2 default: the database password is empty",
)

# --------------------------------------------------------------------------- b: Germany

regd(
    b.F,
    "home/pi/divera-monitor/config.json",
    """{
  "monitor": "Gerätehaus <<placec>>",
  "divera": {"api_base": "https://app.divera247.com/api/v2", "accesskey": "", "accesskey_env": "DIVERA_ACCESSKEY", "poll_seconds": 10}
}
""",
    "empty accesskey; the monitor reads it from the DIVERA_ACCESSKEY environment variable",
)

regd(
    b.F,
    "WhatsApp/WhatsApp Chat mit FF <<placec>> Aktive.txt",
    """[<<day>>.<<month>>.<<year>>, <<hh>>:<<mi>>:02] <<first>> <<last>>: Das neue Tablet-Passwort hängt im Tresor im Gerätehaus
[<<day>>.<<month>>.<<year>>, <<hh>>:<<mi>>:40] <<first2>> <<last2>>: Kannst du es hier reinschreiben?
[<<day>>.<<month>>.<<year>>, <<hh>>:<<mi>>:55] <<first>> <<last>>: Nein, Passwörter nicht in WhatsApp. Schlüssel hat der Gerätewart.
""",
    "German chat about a password that is explicitly not posted",
    "",
)

regd(
    b.F,
    "etc/davfs2/secrets",
    """# davfs2 secrets file
# This file must be readable by root only (mode 600).
#
# Credentials for WebDAV servers, one per line:
# server_or_mountpoint  username  password
#
# (FF <<placec>>: Nextcloud mount now uses a client certificate, see /etc/davfs2/davfs2.conf)
""",
    "davfs2 secrets file with only comments: the mount authenticates with a client certificate",
    "",
)

# --------------------------------------------------------------------------- c: Korea

regd(
    c.F,
    "cad-server/src/main/resources/application-prod.yml",
    """spring:
  datasource:
    url: jdbc:tibero:thin:@<<ip>>:8629:CAD112
    username: ${CAD_DB_USER}
    password: ${CAD_DB_PASSWORD}
""",
    "Spring placeholders resolved from the environment; no password in the file",
)

regd(
    c.F,
    "exports/kakao/<<org>>_야간조_<<date>>.txt",
    """<<orgc>> 종합상황실 야간조 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hh>>:<<mi>>:07

[<<last>><<first>>] [오후 9:12] VPN 비밀번호 바뀌었어요
[<<last2>><<first2>>] [오후 9:13] 여기 올려주실 수 있나요?
[<<last>><<first>>] [오후 9:13] 보안상 카톡으로는 안 보냅니다. 상황실장님께 직접 받으세요
""",
    "Korean chat refusing to send the password over KakaoTalk",
    "",
)

regd(
    c.F,
    "home/<<fa>>/.bash_history",
    """curl --digest -u admin http://<<ip>>/ISAPI/System/deviceInfo
curl --netrc-file ~/.config/cctv.netrc --digest http://<<ip>>/ISAPI/System/status
ffprobe rtsp://<<ip>>:554/Streaming/Channels/102
""",
    "curl with only a user name (prompts for the password) and a netrc file reference",
    "",
)

# --------------------------------------------------------------------------- d: New Zealand

regd(
    d.F,
    "etc/hostapd/hostapd.conf",
    """# Clubrooms guest wifi – open, captive portal on the Pi
interface=wlan1
driver=nl80211
ssid=<<orgu>>-Guest
hw_mode=g
channel=11
auth_algs=1
wpa=0
""",
    "an open access point: no wpa_passphrase",
    "",
)

regd(
    d.F,
    "public_html/join/stripe-public.js",
    """// Stripe.js on the join page – publishable key only (safe to ship to browsers)
const stripe = Stripe("pk_live_51<<hex12>><<hex12>><<hex12>>");
""",
    "a Stripe publishable key, public by design",
    "",
)

regd(
    d.F,
    "homeassistant/configuration.yaml",
    """mqtt:
  broker: <<ip>>
  username: tower
  password: !secret mqtt_password
wifi_password: !secret wifi_password
""",
    "Home Assistant !secret references; the values live in secrets.yaml",
    "",
)

# --------------------------------------------------------------------------- e: Nepal

regd(
    e.F,
    "donate/<<org>>-khalti/.env.example",
    """# Khalti ePayment v2 – copy to .env and fill in
KHALTI_SECRET_KEY=
KHALTI_BASE_URL=https://khalti.com/api/v2/
KHALTI_RETURN_URL=https://<<dom>>/donate/return
""",
    "an .env template with the Khalti key left empty",
    "",
)

regd(
    e.F,
    "backup/mikrotik/<<place>>-basecamp-<<date>>.rsc",
    """# <<date>> by RouterOS 7.14.3
/interface wireless security-profiles
add mode=none name=heli-guest
/user
add group=read name=rescue comment="login by SSH key only"
/user ssh-keys
import public-key-file=rescue.pub user=rescue
""",
    "RouterOS export with an open security profile and SSH-key login; no password or PSK",
    "",
)

regd(
    e.F,
    "Viber/exports/<<org>>_rescue_<<date>>.csv",
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dmys>>,<<hh>>:<<mi>>,<<first>> <<last>>,<<phone2>>,"वाइफाइ पासवर्ड फेरियो"
<<dmys>>,<<hh>>:<<mi>>,<<first2>> <<last2>>,<<phone2>>,"पासवर्ड भोलि बेसमा भेटेर दिन्छु, यहाँ नलेख्नुस्"
""",
    "Nepali chat that mentions the password and promises to hand it over in person",
    "",
)

# --------------------------------------------------------------------------- f: Philippines

regd(
    f.F,
    "etc/AIS-catcher/config.json",
    """{
  "config": "aiscatcher",
  "version": 1,
  "sharing": false,
  "rtlsdr": {"tuner": "auto", "sample_rate": 1536000},
  "server": {"active": true, "port": 8100, "station": "<<orgc>> <<placec>>"}
}
""",
    "AIS-catcher with sharing off and no sharing key",
)

regd(
    f.F,
    "etc/telegraf/telegraf.conf",
    """[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "buoys"
""",
    "Telegraf environment substitution for the InfluxDB token",
    "toml",
)

regd(
    f.F,
    "Notes/messenger_copy_<<date>>.txt",
    """<<first>> <<last>>
Sir, ano po password ng radar PC?
<<first2>> <<last2>>
Nasa logbook sa watch room, hindi ko ipo-post dito. Security po.
""",
    "Tagalog chat that declines to post the password",
    "",
)

# --------------------------------------------------------------------------- g: Bangladesh

regd(
    g.F,
    "odk/settings/<<place>>_collect_settings.json",
    """{"general": {"server_url": "https://odk.<<dom>>/v1/key/<<hex12>>/projects/<<n>>", "username": "", "password": ""}, "admin": {"change_server": false}}
""",
    "ODK Collect settings with empty username and password (each volunteer types their own)",
)

regd(
    g.F,
    "home/<<fa>>/.aws/config",
    """[profile <<org>>-damage-photos]
sso_session = <<org>>
sso_account_id = <<nnnn>><<nnnn>><<nnnn>>
sso_role_name = PhotoUploader
region = ap-south-1

[sso-session <<org>>]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = ap-south-1
""",
    "AWS CLI config using IAM Identity Center (SSO); no access keys",
    "ini",
)


def _g_sums(s: Slots) -> str:
    uid = s["uuid"]
    lines = [
        f"{hashlib.sha256(f'{uid}{x}'.encode()).hexdigest()}  IMG_{s['date']}_{x:03d}.jpg"
        for x in range(1, 6)
    ]
    return "\n".join(lines) + "\n"


regd(
    g.F,
    "relief/photos/<<place>>/SHA256SUMS",
    _g_sums,
    "SHA-256 checksums of damage-assessment photos",
    "",
)

# --------------------------------------------------------------------------- h: Türkiye

regd(
    h.F,
    "opt/go2rtc/go2rtc.yaml",
    """streams:
  kulube_1: rtsp://admin:${KULUBE_SIFRE}@<<ip>>:554/h264Preview_01_main
""",
    "go2rtc environment substitution for the camera password",
)

regd(
    h.F,
    "k9-egitim-app/src/environments/environment.prod.ts",
    """export const environment = {
  production: true,
  firebase: {
    apiKey: process.env["NG_APP_FIREBASE_API_KEY"],
    projectId: "<<org>>-k9",
  },
};
""",
    "the Firebase key comes from the build environment",
    "",
)

regd(
    h.F,
    "Mail/AFAD/<<date>>_portal.eml",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Gönüllü portalı – ekip hesabı
Content-Type: text/plain; charset=utf-8

Merhaba <<first2>>,

Ekip hesabının kullanıcı adı <<login>>. Şifreyi ayrıca SMS ile göndereceğim,
e-postaya yazmıyorum.

Sevgiler,
<<first>>
""",
    "Turkish e-mail saying the password will come by SMS; none is given",
    "",
)

# --------------------------------------------------------------------------- i: Thailand

regd(
    i.F,
    "root/.my.cnf",
    """# รหัสผ่านเก็บด้วย mysql_config_editor (login-path=toxdb) ไม่ใส่ในไฟล์นี้
[client]
host=<<ip>>
user=toxdb_<<fa>>
default-character-set=utf8mb4
""",
    "MySQL client file without a password; a comment points to mysql_config_editor",
    "ini",
)

regd(
    i.F,
    "exports/line/<<org>>_night_<<date>>.txt",
    """[LINE] แชทกับ ศูนย์พิษวิทยา เวรดึก
<<hh>>:<<mi>>	<<first>> <<last>>	รหัสผ่านคอมรับสายเปลี่ยนแล้ว
<<hh>>:<<mi>>	<<first2>> <<last2>>	ส่งในไลน์ได้ไหมครับ
<<hh>>:<<mi>>	<<first>> <<last>>	ไม่ส่งในไลน์นะ โทรถามหัวหน้าเวรเอา
""",
    "Thai chat that refuses to send the password over LINE",
    "",
)

regd(
    i.F,
    "etc/asterisk/pjsip.conf",
    """; Hotline trunk authenticated by source IP (no registration secret)
[hotline-endpoint]
type=endpoint
context=from-hotline
allow=alaw,ulaw
aors=hotline-aor

[hotline-identify]
type=identify
endpoint=hotline-endpoint
match=<<pubip>>
""",
    "Asterisk trunk matched by IP address: no auth section, no password",
    "",
)

# --------------------------------------------------------------------------- j: Nigeria

regd(
    j.F,
    "web/src/paystack-inline.js",
    """// Paystack Inline on the hospital ordering page – public key only
const handler = PaystackPop.setup({ key: "pk_live_<<hex12>><<hex12>><<hex12>><<hex8>>", email: customerEmail, amount: amountKobo });
""",
    "a Paystack public key (pk_live_), meant for the browser",
    "",
)

regd(
    j.F,
    "etc/odoo/odoo.conf",
    """[options]
db_host = False
db_port = False
db_user = odoo
db_password = False
; admin_passwd is set through the web database manager, not here
list_db = False
""",
    "Odoo's 'False' values mean unset (local socket, peer authentication); no password",
    "ini",
)

regd(
    j.F,
    "exports/whatsapp/<<org>>_riders_<<date>>.txt",
    """<<dmys>>, <<hh>>:<<mi>> - <<first>> <<last>>: Abeg who get the rider app password?
<<dmys>>, <<hh>>:<<mi>> - <<first2>> <<last2>>: E dey for the sticker wey dey dispatch desk. No post am for here o
""",
    "Pidgin chat pointing to a sticker instead of posting the password",
    "",
)

# --------------------------------------------------------------------------- k: Jordan


def _k_pub(s: Slots) -> str:
    body = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + _expand(
        s["uuid"], 256
    )
    return f"ssh-rsa {base64.b64encode(body).decode()} siren-panel@{s['place']}\n"


regd(
    k.F,
    "keys/siren_panel_<<place>>_id_rsa.pub",
    _k_pub,
    "an SSH public key",
    "",
)

regd(
    k.F,
    "etc/snmp/snmpd.conf",
    """# SNMPv3 users are created with net-snmp-create-v3-user; keys live in /var/lib/net-snmp/snmpd.conf
sysLocation    <<placec>> civil defence tower <<nn>>
agentAddress   udp:161
rouser sirenops priv
""",
    "snmpd.conf that only names the v3 user; the localised keys are elsewhere",
    "",
)

regd(
    k.F,
    "etc/chirpstack/chirpstack.toml",
    """[postgresql]
  dsn="postgres://chirpstack@/chirpstack?host=/var/run/postgresql&sslmode=disable"
  max_open_connections=10
""",
    "PostgreSQL DSN over a Unix socket with peer authentication; no password",
    "toml",
)

# --------------------------------------------------------------------------- l: Japan

regd(
    l_.F,
    "etc/fr24feed.ini",
    """receiver="beast-tcp"
fr24key=""
host="127.0.0.1:30005"
mlat="yes"
""",
    "fr24feed before sign-up: the sharing key is empty",
    "",
)

regd(
    l_.F,
    "メモ/LINEWORKS_コピー_<<date>>.txt",
    """<<last>> <<first>> <<hh>>:<<mi>>
格納庫の気象端末のパスワードは金庫のメモを見てください。チャットには書きません。
""",
    "Japanese note saying the password is kept in the safe, not in chat",
    "",
)

regd(
    l_.F,
    "kintone/upload_mission.js",
    """const { KintoneRestAPIClient } = require("@kintone/rest-api-client");

const client = new KintoneRestAPIClient({
  baseUrl: "https://<<org>>.cybozu.com",
  auth: { apiToken: process.env.KINTONE_API_TOKEN },
});
""",
    "kintone token read from the environment",
    "",
)

# --------------------------------------------------------------------------- m: Vietnam

regd(
    m.F,
    "tram_muc_nuoc/tram_muc_nuoc.ino",
    """#include <WiFi.h>
#include "secrets.h"  // WIFI_SSID, WIFI_PASS – not committed

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}

void loop() {}
""",
    "the Wi-Fi password comes from an uncommitted secrets.h",
    "",
)

regd(
    m.F,
    "etc/gammu-smsdrc",
    """[gammu]
device = /dev/ttyUSB0
connection = at

[smsd]
service = files
inboxpath = /var/spool/gammu/inbox/
outboxpath = /var/spool/gammu/outbox/
logfile = /var/log/gammu-smsd.log
""",
    "gammu-smsd with the files backend: no database password",
    "ini",
)

regd(
    m.F,
    "Ghi chú/zalo_<<date>>.txt",
    """<<last>> <<first>>   <<hh>>:<<mi>>
Mật khẩu trạm đo mưa đổi rồi, anh nhắn riêng cho từng người nhé, không để trong nhóm.
""",
    "Vietnamese chat that says the password will be sent privately",
    "",
)

# --------------------------------------------------------------------------- n: Mexico

regd(
    n.F,
    "home/<<fa>>/.gitconfig",
    """[user]
	name = <<first>> <<last>>
	email = <<email>>
[credential]
	helper = manager
""",
    "git config pointing at Git Credential Manager; no token stored",
    "",
)

regd(
    n.F,
    "donativos/static/mp_public.js",
    """// Checkout Bricks – clave pública (se puede exponer)
const mp = new MercadoPago("APP_USR-<<uuid>>", { locale: "es-MX" });
""",
    "a Mercado Pago public key, meant for the browser",
    "",
)

regd(
    n.F,
    "exports/whatsapp/<<org>>_<<date>>.txt",
    """<<dmys>>, <<hh>>:<<mi>> - <<first>> <<last>>: ¿Alguien tiene la contraseña de la compu del radio?
<<dmys>>, <<hh>>:<<mi>> - <<first2>> <<last2>>: Te la doy en persona en la base, no la pongo aquí
""",
    "Spanish chat that mentions the password without giving it",
    "",
)

# --------------------------------------------------------------------------- o: Poland

regd(
    o.F,
    "var/www/moodle/config.php",
    """<?php
$CFG = new stdClass();
$CFG->dbtype = 'mariadb';
$CFG->dbhost = '<<ip>>';
$CFG->dbname = 'moodle';
$CFG->dbuser = 'moodle_<<org>>';
$CFG->dbpass = getenv('MOODLE_DB_PASS');
require_once(__DIR__ . '/lib/setup.php');
""",
    "Moodle database password read with getenv",
    "",
)

regd(
    o.F,
    "k8s/zapisy/externalsecret-db.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: zapisy-db
  namespace: <<org>>
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: zapisy-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: kv/<<org>>/zapisy
        property: db_password
""",
    "an ExternalSecret that only points at a Vault path",
)

regd(
    o.F,
    "intune/wifi/Sala_<<n>>_goscie.xml",
    """<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name><<orgu>>-GOSCIE</name>
	<SSIDConfig><SSID><name><<orgu>>-GOSCIE</name></SSID></SSIDConfig>
	<connectionType>ESS</connectionType>
	<MSM><security><authEncryption><authentication>open</authentication><encryption>none</encryption><useOneX>false</useOneX></authEncryption></security></MSM>
</WLANProfile>
""",
    "a Windows WLAN profile for an open guest network: no keyMaterial",
)

# --------------------------------------------------------------------------- p: Brazil

regd(
    p.F,
    "home/<<fa>>/.docker/config.json",
    """{
 "auths": {"registry.gitlab.com": {}},
 "credsStore": "desktop"
}
""",
    "Docker config delegating to the credential store; no auth value",
)

regd(
    p.F,
    "nfe/src/main/resources/nfe.properties",
    """nfe.ambiente=1
nfe.uf=SP
nfe.certificado.tipo=A1
nfe.certificado.arquivo=/opt/<<org>>/certs/<<org>>.pfx
nfe.certificado.senha=${NFE_CERT_SENHA}
""",
    "the certificate password is a ${...} placeholder resolved at start-up",
    "",
)

regd(
    p.F,
    "relatorios/OS_<<year>><<month>>.csv",
    """cliente;viatura;portal de compras;usuário;senha
Prefeitura de <<placec>>;Ambulância UTI Sprinter;BEC/SP;<<login>>;••••••••
Corpo de Bombeiros – <<placec>>;ABT Mercedes Atego;licitacoes-e;<<login2>>;••••••••
""",
    "the password column is masked with bullets",
    "",
)
