"""Decoys for the fifty-third corpus: files like the planted ones that hold no real credential
(references to a vault, environment or file, empty or masked values, hashes and checksums,
public identifiers, prose that only mentions a password). Three per family."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fiftythird_formats_a import A
from fiftythird_formats_b import B
from fiftythird_formats_c import C
from fiftythird_formats_d import D
from fiftythird_formats_e import E
from fiftythird_formats_f import F
from fiftythird_formats_g import G
from fiftythird_formats_h import H
from fiftythird_formats_i import I
from fiftythird_formats_j import J
from fiftythird_formats_k import K
from fiftythird_formats_l import L
from fiftythird_formats_m import M
from fiftythird_formats_n import N
from fiftythird_formats_o import O
from fiftythird_formats_p import P
from fiftythird_spec import b64, hexs, regd


def _sums(rng: random.Random, s: dict) -> dict:
    return {"h1": hexs(rng, 64), "h2": hexs(rng, 64), "h3": hexs(rng, 64)}


def _pub(rng: random.Random, s: dict) -> dict:
    return {"pubkey": "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rng, 32).rstrip("=")[:43]}


TABLE = [
    # ---------------------------------------------------------------- a presswerk
    (
        A,
        "edge-gw<<n1>>/etc/telegraf/telegraf.conf",
        """[[inputs.opcua]]
  name = "presse_<<n1>>"
  endpoint = "opc.tcp://<<ip>>:4840"
  auth_method = "UserName"
  username = "telegraf_ot"
  password = "${OPCUA_PASSWORD}"

[[outputs.influxdb_v2]]
  urls = ["http://<<ip2>>:8086"]
  token = "${INFLUX_TOKEN}"
  bucket = "presswerk"
""",
        "Telegraf config whose OPC UA password and InfluxDB token are ${...} environment references filled in by the systemd unit; no value is in the file.",
        "toml",
        None,
    ),
    (
        A,
        "instandhaltung/uebergabe/<<date>>_fruehschicht.txt",
        """Schichtübergabe Instandhaltung Elektrik – <<dmy>> Frühschicht -> Spätschicht
Übergabe von: <<fn>> <<ln>>   an: <<fn2>> <<ln2>>

1) <<site>>: Know-how-Schutz der S7-1500 wurde von Siemens neu gesetzt.
   Das Passwort steht NUR im KeePass (Eintrag „S7-1500 Transferpresse“), bitte dort nachsehen.
2) Lichtgitter Einlauf getauscht, Funktionstest i. O.
""",
        "A shift handover note that points to a KeePass entry for the PLC protection password without stating it.",
        "",
        None,
    ),
    (
        A,
        "OT/Siemens/Firmware/SHA256SUMS_<<n2>>.txt",
        """<<h1>>  6ES7516-3FP03-0AB0_V3.1.2.upd
<<h2>>  6AV2124-0MC01-0AX0_V18.0.0.upd
<<h3>>  TIA_Portal_V19_Update3.iso
""",
        "SHA-256 checksums of public firmware and installer files; integrity hashes, not secrets.",
        "",
        _sums,
    ),
    # ---------------------------------------------------------------- b regie
    (
        B,
        "etc/grafana/grafana-<<n2>>.ini",
        """[security]
admin_user = admin_regie
admin_password = $__env{GF_SECURITY_ADMIN_PASSWORD}

[database]
type = postgres
host = <<ip>>:5432
password = $__file{/run/secrets/grafana_db}
""",
        "grafana.ini whose admin and database passwords are $__env / $__file expansions resolved at start-up; nothing secret is written here.",
        None,
        None,
    ),
    (
        B,
        "telegestion/parc_SIM_postes_<<year>>.csv",
        """Poste;Commune;ICCID;APN;Identifiant APN;Mot de passe APN;PIN
<<site>>;Saint-Martin;8933150<<n5>><<n5>>;m2m.<<org>>.fr;rtu<<n3>>;********;****
Forage F1;Bellevue;8933150<<n5>><<n4>>;m2m.<<org>>.fr;rtu<<n3>>;********;****
""",
        "A SIM inventory whose APN password and PIN columns are masked with asterisks; the real values are kept elsewhere.",
        "",
        None,
    ),
    (
        B,
        "messagerie/astreinte/<<date>>_acces_telegestion.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: astreinte@<<dom>>
Subject: Nouveaux accès télégestion
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Bonjour,

Les comptes du portail de télégestion ont été réinitialisés. Chacun recevra son mot de passe
par SMS sur le téléphone d'astreinte ; je ne l'envoie pas par courriel.

Cordialement,
<<fn>>
""",
        "A French e-mail announcing that passwords will be sent by SMS; it contains no password.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- c tipografia
    (
        C,
        "backup_pc_prestampa<<n1>>/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <User>prestampa</User>
            <Logontype>3</Logontype>
            <Name>Upload PDF clienti</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
        "FileZilla site entry with Logontype 3 (ask for password): no Pass element is stored.",
        None,
        None,
    ),
    (
        C,
        "srv/w2p-<<n2>>/docker-compose.yaml",
        """services:
  db:
    image: mariadb:10.11
    environment:
      MARIADB_DATABASE: w2p
      MARIADB_USER: w2p
      MARIADB_PASSWORD_FILE: /run/secrets/w2p_db_password
    secrets:
      - w2p_db_password
secrets:
  w2p_db_password:
    file: ./secrets/w2p_db_password.txt
""",
        "docker-compose that reads the database password from a Docker secret file; only the file path is present.",
        None,
        None,
    ),
    (
        C,
        "web2print/<<org>>/.env.example",
        """APP_ENV=production
MAIL_HOST=smtp.sendgrid.net
MAIL_USERNAME=apikey
# chiave SendGrid: chiederla all'ufficio IT, non committarla
MAIL_PASSWORD=
""",
        "An .env.example with the SendGrid key left empty and a comment to ask IT for it.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- d tratores
    (
        D,
        "site/<<org>>/app/config/mercadopago.php",
        """<?php
return [
    'public_key'   => 'APP_USR-<<uuid>>',
    'access_token' => getenv('MP_ACCESS_TOKEN'),
    'sandbox'      => false,
];
""",
        "Mercado Pago config with only the public key (meant for the browser); the access token is read from the environment.",
        "",
        None,
    ),
    (
        D,
        "C:/Sistemas/EmissorNFe/config_filial<<n1>>.ini",
        """[Certificado]
Tipo=A3
; token/cartão: a senha é digitada pelo faturista a cada emissão
Senha=

[WebService]
Ambiente=1
UF=GO
""",
        "NF-e emitter config for an A3 token whose PIN is typed at each use; Senha is empty.",
        None,
        None,
    ),
    (
        D,
        "celular/WhatsApp/Conversa com Fazenda <<ln2>>.txt",
        """<<dd>>/<<mo>>/<<year>> <<time>> - <<fn>> <<ln>>: Seu <<fn2>>, preciso entrar no Operations Center pra ver o piloto
<<dd>>/<<mo>>/<<year>> <<time>> - <<fn2>> <<ln2>>: Vou te adicionar como parceiro na organização, aí você entra com seu próprio login
<<dd>>/<<mo>>/<<year>> <<time2>> - <<fn>> <<ln>>: Perfeito, melhor assim
""",
        "A WhatsApp chat where access is granted by partner invitation instead of sharing a password; no credential.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- e cobre
    (
        E,
        "backups/cisco/<<date>>/sw-planta-<<n1>>-confg",
        """hostname sw-planta-<<n1>>
enable secret 9 $9$<<hex8>>$Xq1vQeT0bWc3Fz8mRkYpNh2sJdLaGuVo7iEt6yCZrB4
username redes privilege 15 secret 9 $9$<<hex8>>$Lm3nB7vC1xZ9aS5dF2gH8jK4qW6eR0tY
snmp-server group OTRO v3 priv
snmp-server host <<ip>> version 3 priv monitoreo
""",
        "Cisco config with only type 9 (scrypt) secret hashes and SNMPv3 without stored keys; no recoverable password.",
        "",
        None,
    ),
    (
        E,
        "respaldos/teltonika/CAEX-<<n2>>_wireless",
        """
config wifi-iface 'guest_radio0'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid 'CAEX-<<n2>>-INVITADOS'
	option encryption 'none'
	option isolate '1'
""",
        "Teltonika UCI wireless section for an open guest network (encryption none); there is no key.",
        "",
        None,
    ),
    (
        E,
        "relaves/gateway-piezometros/.ssh/id_ed25519.pub",
        """ssh-ed25519 <<pubkey>> gw-relaves@<<org>>
""",
        "An SSH public key, meant to be shared; not a private key.",
        "",
        _pub,
    ),
    # ---------------------------------------------------------------- f podstantsiya
    (
        F,
        "export_tg/rza_<<n3>>/result.json",
        """{
 "name": "Служба РЗА",
 "type": "private_group",
 "messages": [
  {"id": <<n5>>, "type": "message", "date": "<<date>>T<<time>>:10", "from": "<<fn>> <<ln>>", "text": "Пароль на АРМ релейщика сброшен, новый каждому придёт в корпоративную почту"},
  {"id": <<n4>>, "type": "message", "date": "<<date>>T<<time2>>:02", "from": "<<fn2>> <<ln2>>", "text": "Принято"}
 ]
}
""",
        "A Telegram export where the password reset is announced but the new password is sent by e-mail, not in the chat.",
        None,
        None,
    ),
    (
        F,
        "monitoring/zabbix-<<n2>>/zabbix_server.conf",
        """DBHost=<<ip>>
DBName=zabbix
DBUser=zabbix
# пароль к БД хранится в HashiCorp Vault, см. VaultURL / VaultDBPath
VaultURL=https://vault.<<dom>>:8200
VaultDBPath=secret/zabbix/database
""",
        "zabbix_server.conf using the Vault integration (VaultDBPath); DBPassword is not set in the file.",
        "",
        None,
    ),
    (
        F,
        "telemeh/routers/ps-<<n2>>-rtr.cfg",
        """hostname ps<<n3>>-gw
username engineer privilege 15 secret 9 $9$<<hex8>>$Qw7eR1tY3uI5oP9aS2dF4gH6jK8lZ0xC
line vty 0 4
 login local
 transport input ssh
""",
        "Cisco router config with only a type 9 scrypt hash of the engineer password, which cannot be reversed.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- g zerno
    (
        G,
        "scripts/1c_obmin_<<n2>>.cmd",
        """@echo off
rem Обмін 1С під обліковим записом Windows (автентифікація ОС)
"C:\\Program Files\\1cv8\\8.3.24.1548\\bin\\1cv8.exe" ENTERPRISE /S"<<ip>>\\elevator_buh" /WA+ /Execute "D:\\obmin\\obmin_vagova.epf"
""",
        "1C launcher using operating-system authentication (/WA+); no /P password on the command line.",
        "",
        None,
    ),
    (
        G,
        "salt/pillar/datchyky_<<n2>>.sls",
        """mqtt:
  broker: mqtt.<<dom>>
  port: 8883
  username: silos-sensors
  password_file: /etc/salt/secrets/mqtt_silos
""",
        "Salt pillar that names a file holding the MQTT password; the value itself is not in the pillar.",
        "yaml",
        None,
    ),
    (
        G,
        "zrazky/np_<<n2>>/config.php",
        """<?php
define('NP_API_URL', 'https://api.novaposhta.ua/v2.0/json/');
define('NP_API_KEY', getenv('NP_API_KEY'));
define('NP_SENDER_CITY', 'Полтава');
""",
        "Nova Poshta client config reading the API key from the environment.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- h sohar
    (
        H,
        "ocr-gate-<<n1>>/config/lanes_<<n2>>.yml",
        """lanes:
  - id: in-<<n1>>
    camera_front: "rtsp://<<ip>>:554/Streaming/Channels/101"
    camera_top: "rtsp://<<ip2>>:554/Streaming/Channels/101"
    credentials_from: /etc/gate-ocr/camera.env
""",
        "Gate OCR lanes with RTSP URLs without userinfo; camera credentials come from a separate env file.",
        None,
        None,
    ),
    (
        H,
        "radius/terminal-<<n2>>/clients.conf",
        """client wlc-yard-<<n1>> {
	ipaddr = <<ip>>
	secret = $ENV{RADIUS_WLC_SECRET}
	shortname = wlc-yard-<<n1>>
}
""",
        "FreeRADIUS client whose shared secret is an $ENV{...} reference.",
        "",
        None,
    ),
    (
        H,
        "mail/ot-it/<<date>>_rtg_account.eml",
        """From: IT OT <itot@<<dom>>>
To: <<email2>>
Subject: RTG monitoring account
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

السلام عليكم،
تم إنشاء حسابك في نظام مراقبة الرافعات. ستصلك كلمة المرور المؤقتة برسالة نصية على هاتفك.
مع التحية
""",
        "An Arabic e-mail saying the temporary password will arrive by SMS; none is in the mail.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- i siman
    (
        I,
        "k8s/plant-<<n2>>/historian-db-externalsecret.yml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: historian-db
  namespace: kiln-dashboards
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: historian-db
  data:
    - secretKey: password
      remoteRef:
        key: plant/historian
        property: password
""",
        "An ExternalSecret that only points to a Vault path; the Secret is created in the cluster at run time.",
        None,
        None,
    ),
    (
        I,
        "tech/devices_<<n2>>.csv",
        """نام دستگاه,محل,آدرس IP,نام کاربری,رمز عبور
HMI کوره,<<site>>,<<ip>>,admin,••••••••
سوئیچ اتاق کنترل,اتاق کنترل مرکزی,<<ip2>>,admin,••••••••
""",
        "A device list with the password column masked by bullets.",
        "",
        None,
    ),
    (
        I,
        "firmware/kiln-plc/SHA256SUMS",
        """<<h1>>  CPU_FW_V4.5.bin
<<h2>>  HMI_Runtime_V17.exe
<<h3>>  OPCUA_Server_Module_V2.1.zip
""",
        "Checksums of vendor firmware files; hashes for integrity checks, not credentials.",
        "",
        _sums,
    ),
    # ---------------------------------------------------------------- j sheetgrih
    (
        J,
        "wms-<<n2>>/root/.docker/config.json",
        """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "pass"
}
""",
        "Docker config.json delegating to the pass credential store; auths has no auth field.",
        None,
        None,
    ),
    (
        J,
        "printers/zebra/zt411_dock<<n1>>_wifi.zpl",
        """! U1 setvar "wlan.essid" "COLDLINK-GUEST"
! U1 setvar "wlan.security" "none"
! U1 setvar "ip.dhcp.enable" "on"
! U1 setvar "device.location" "<<site>>"
""",
        "Zebra SGD commands joining an open network (wlan.security none); no PSK is set.",
        "",
        None,
    ),
    (
        J,
        "apps/storage-billing-<<n2>>/.env.example",
        """APP_ENV=production
RAZORPAY_KEY_ID=rzp_live_<<hex8>>Xa
RAZORPAY_KEY_SECRET=
RAZORPAY_WEBHOOK_SECRET=
""",
        "Razorpay .env.example with only the key id (a public identifier shown in checkout) and empty secrets.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- k dhakanet
    (
        K,
        "routers/ccr-<<n2>>-export.rsc",
        """# <<date>> <<time>>:01 by RouterOS 7.14.3
# model = CCR2004-16G-2S+
/ppp secret
add name=cust<<n4>> profile=pppoe-10M service=pppoe
add name=cust<<n5>> profile=pppoe-20M service=pppoe
/system identity
set name=ccr-<<n2>>
""",
        "A RouterOS 7 export made without show-sensitive, so the ppp secret passwords are omitted.",
        "",
        None,
    ),
    (
        K,
        "etc/freeradius/3.0/users_<<n2>>",
        """DEFAULT	Auth-Type := LDAP
	Fall-Through = Yes

DEFAULT	Auth-Type := Reject
	Reply-Message = "Account not active"
""",
        "FreeRADIUS users file delegating to LDAP and rejecting everyone else; no Cleartext-Password.",
        "",
        None,
    ),
    (
        K,
        "docs/bkash_integration_<<n2>>.md",
        """# bKash Tokenized Checkout

`config/bkash.php` এ নিচের মানগুলো বসাতে হবে (বিকাশ থেকে পাওয়া):

    'app_key'    => '<your_app_key>',
    'app_secret' => '<your_app_secret>',
    'password'   => env('BKASH_PASSWORD'),
""",
        "Integration notes with angle-bracket placeholders for the bKash keys; obviously not real values.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- l biru
    (
        L,
        "router/rtx830_<<n2>>_config.txt",
        """#
# LAN only (中央監視 VLAN)
#
ip lan1 address <<ip>>/24
ip route default gateway <<ip2>>
dhcp service server
dhcp scope 1 <<ip3>>-<<ip3>>/24
""",
        "A Yamaha router config for a LAN-only segment: no PPPoE account, no pre-shared key.",
        "",
        None,
    ),
    (
        L,
        "nippou/<<date>>_<<n3>>.txt",
        """業務日報　<<site>>　担当：<<ln>>
・13:00 中央監視PCのパスワード変更（メーカー作業）。新パスワードは監視室金庫内の台帳に記載、
　　　　日報には書かないこと。
・17:30 夜間当番へ引継ぎ
""",
        "A Japanese daily report that says the new password is in the ledger in the safe, without writing it.",
        "",
        None,
    ),
    (
        L,
        "bacnet-gw/settings_<<n2>>.ini",
        """[Device]
Name=BGW-<<n2>>

[Admin]
User=admin
; 初回ログイン時に変更を要求（工場出荷状態）
Password=
""",
        "A BACnet gateway export with an empty admin password (the export leaves it out).",
        None,
        None,
    ),
    # ---------------------------------------------------------------- m gongjang
    (
        M,
        "opt/mes-<<n2>>/config/application.yml",
        """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/mes
    username: mes_app
    password: ${MES_DB_PASSWORD}
""",
        "Spring config with the datasource password as a ${...} placeholder resolved from the environment.",
        None,
        None,
    ),
    (
        M,
        "export/kakao_line<<n1>>_<<n3>>.txt",
        """설비보전팀 님과 카카오톡 대화
<<year>>년 <<mo>>월 <<dd>>일 오후 2:13, <<ln>><<fn>> : PLC 프로젝트 암호 좀 알려주세요
<<year>>년 <<mo>>월 <<dd>>일 오후 2:15, <<ln2>><<fn2>> : 카톡으로는 안 되고 전화로 알려드릴게요
""",
        "A KakaoTalk chat where the password is deliberately given by phone, not in the chat.",
        "",
        None,
    ),
    (
        M,
        "edge-pc<<n1>>/.node-red/settings.js",
        """module.exports = {
    uiPort: process.env.PORT || 1880,
    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,
    adminAuth: {
        type: "credentials",
        users: [{ username: "admin", password: "$2b$08$<<hex8>>J5wG1rJ6rK2V3m4n5o6p7q8r9s0t1u2v3w4x5y6z7a8b9", permissions: "*" }]
    },
    flowFile: "flows.json"
};
""",
        "Node-RED settings.js with the credential secret from the environment and the admin password as a bcrypt hash.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- n cangku
    (
        N,
        "deploy/wms-<<n2>>/application.yml",
        """aliyun:
  oss:
    endpoint: oss-cn-shenzhen.aliyuncs.com
    bucket: <<org>>-pod-images
    access-key-id: ${OSS_ACCESS_KEY_ID}
    access-key-secret: ${OSS_ACCESS_KEY_SECRET}
""",
        "OSS settings whose access key id and secret are both environment placeholders.",
        None,
        None,
    ),
    (
        N,
        "etc/redis/redis-<<n2>>.conf",
        """bind 127.0.0.1
port 6379
protected-mode yes
# requirepass foobared
maxmemory 2gb
""",
        "redis.conf with the stock commented-out `requirepass foobared` documentation example.",
        "",
        None,
    ),
    (
        N,
        "export/wechat_wms_<<n3>>.txt",
        """<<ln>><<fn>> <<time>>
PDA的WMS密码是多少？

<<ln2>><<fn2>> <<time2>>
已经私发给你了，群里不要发密码
""",
        "A WeChat group chat that refuses to post the password and sends it privately.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- o namtan
    (
        O,
        "vpn/cogen-remote-<<n2>>.ovpn",
        """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass
ca ca.crt
cert contractor.crt
key contractor.key
remote-cert-tls server
""",
        "An .ovpn profile that references key and certificate files and prompts for username/password; no inline key.",
        "",
        None,
    ),
    (
        O,
        "cogen-dash-<<n2>>/provisioning/datasources/ds.yml",
        """apiVersion: 1
datasources:
  - name: Boiler Historian
    type: mssql
    url: <<ip>>:1433
    user: grafana_ro
    secureJsonData:
      password: $__file{/etc/grafana/secrets/historian_pw}
""",
        "Grafana provisioning reading the password with $__file{...}; the file is not part of the export.",
        None,
        None,
    ),
    (
        O,
        "export/line_boiler_<<date>>.txt",
        """[LINE] ประวัติการแชทกลุ่ม ช่างไฟฟ้า-หม้อไอน้ำ

<<dd>>/<<mo>>/<<year>>
<<time>>	<<fn>> <<ln>>	รหัส engineering station อยู่ไหนครับ
<<time2>>	<<fn2>> <<ln2>>	อยู่ในสมุดรหัสที่ตู้ล็อกห้องควบคุม ห้ามส่งในไลน์
""",
        "A LINE chat pointing to the locked password book in the control room; no password.",
        "",
        None,
    ),
    # ---------------------------------------------------------------- p enguri
    (
        P,
        "backup/wg/hpp_<<n2>>.conf",
        """[Interface]
Address = 10.<<n2>>.<<n1>>.2/24
ListenPort = 51820
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = <<pubkey>>
Endpoint = <<pub>>:51820
AllowedIPs = 10.<<n2>>.0.0/16
""",
        "WireGuard config loading the private key from a file in PostUp; only the peer's public key is present.",
        "",
        lambda rng, s: {"pubkey": b64(rng, 32)},
    ),
    (
        P,
        "hpp<<n1>>/snmp/snmpd_<<n2>>.conf",
        """sysLocation    <<site>>
sysContact     noc@<<dom>>
agentAddress   udp:161
# SNMPv3 მომხმარებელი შექმნილია net-snmp-create-v3-user-ით, გასაღებები /var/lib/snmp-შია
rouser zabbixv3 priv
""",
        "snmpd.conf granting a v3 user whose localized keys live in /var/lib/snmp; no community or passphrase.",
        "",
        None,
    ),
    (
        P,
        "telemetry/sim_cards_<<n2>>.csv",
        """ლოგერი;ადგილი;ICCID;PIN;PUK;APN
PZ-<<n2>>;<<site>>;89995<<n5>><<n5>><<n4>>;****;********;internet
PZ-<<n3>>;<<site>>;89995<<n5>><<n4>><<n5>>;****;********;internet
""",
        "SIM sheet with PIN and PUK masked; ICCIDs are printed on the cards and are not secrets.",
        "",
        None,
    ),
]

for fam, path, template, why, syntax, extra in TABLE:
    regd(fam, path, template, why, syntax, extra)
