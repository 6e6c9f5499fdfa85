# ruff: noqa: E501
"""The hundredfirst decoys: three per family, files that look like the formats but hold no live
credential (references to the environment or a secret store, empty values, prompts, public
keys, checksums, masked values, chat that mentions a password without giving one)."""

from __future__ import annotations

from hundredfirst_formats_a import F as FA
from hundredfirst_formats_b import F as FB
from hundredfirst_formats_c import F as FC
from hundredfirst_formats_d import F as FD
from hundredfirst_formats_e import F as FE
from hundredfirst_formats_f import F as FF
from hundredfirst_formats_g import F as FG
from hundredfirst_formats_h import F as FH
from hundredfirst_formats_i import F as FI
from hundredfirst_formats_j import F as FJ
from hundredfirst_formats_k import F as FK
from hundredfirst_formats_l import F as FL
from hundredfirst_formats_m import F as FM
from hundredfirst_formats_n import F as FN
from hundredfirst_formats_o import F as FO
from hundredfirst_formats_p import F as FP
from hundredfirst_spec import regd

SSH_PUB = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<pubtail>> <<fa>>@<<org>>"


def _pubtail(r, s):
    s["pubtail"] = "".join(
        r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        for _ in range(43)
    )


# --------------------------------------------------------------------------- a Pakistan
regd(
    FA,
    "C:/SPIDERweb/config/spiderweb_<<n>>.ini",
    """; Rieter SPIDERweb - Windows authentication to SQL Server
[Database]
Provider=SQLOLEDB
Server=<<ip>>\\SQLEXPRESS
Database=SPIDERWEB_<<orgu>>
Integrated Security=SSPI

[Collector]
PollSeconds=30
""",
    "Windows integrated authentication (SSPI): no user or password in the file",
)
regd(
    FA,
    "WhatsApp Chat with <<fac>> ERP <<n>>.txt",
    """<<dmy>>, 9:<<sec>> pm - <<fl>> <<ll>>: بھائی ERP کا پاس ورڈ بھیج دیں
<<dmy>>, 9:<<sec>> pm - <<f2l>> <<l2l>>: پاس ورڈ واٹس ایپ پر نہیں، کل دفتر آ کر بتا دوں گا
<<dmy>>, 9:<<sec>> pm - <<fl>> <<ll>>: ٹھیک ہے
""",
    "Urdu chat that asks for the ERP password and is told it will be given in person: no value",
    syntax="",
)
regd(
    FA,
    "payroll-<<org>>/config/jazzcash.php",
    """<?php
return [
    'merchant_id'    => env('JAZZCASH_MERCHANT_ID'),
    'password'       => env('JAZZCASH_PASSWORD'),
    'integrity_salt' => env('JAZZCASH_INTEGRITY_SALT'),
    'env'            => 'live',
];
""",
    "JazzCash settings read from the environment with env(): names only",
    syntax="",
)

# --------------------------------------------------------------------------- b Egypt
regd(
    FB,
    "etc/odoo/odoo_<<n>>.conf",
    """[options]
addons_path = /opt/odoo16/addons
db_host = False
db_port = False
db_user = odoo
db_password = False
list_db = False
http_port = 8069
""",
    "Odoo on a local socket with peer authentication: db_password = False is the default, no secret",
    syntax="ini",
)
regd(
    FB,
    "einvoice/<<org>>/.env.example",
    """# Egyptian Tax Authority e-invoicing - copy to .env and fill in
ETA_ENV=production
ETA_CLIENT_ID=
ETA_CLIENT_SECRET=
ETA_TOKEN_SIGNER=http://<<ip>>:18088/sign
""",
    "an .env template with the client id and secret left empty",
    syntax="",
)
regd(
    FB,
    "chats/weaving_office_<<ymd>>.txt",
    """[<<dmy>>, <<hm>>:<<sec>>] <<fl>> <<ll>>: مين معاه كلمة السر بتاعة الواي فاي؟
[<<dmy>>, <<hm>>:<<sec>>] <<f2l>> <<l2l>>: مكتوبة على ورقة جنب الراوتر في مكتب الصيانة
""",
    "Egyptian Arabic chat that says where the Wi-Fi password is written, without it",
    syntax="",
)

# --------------------------------------------------------------------------- c India
regd(
    FC,
    "ocems/uploader_<<n>>.ini",
    """; TNPCB / CPCB online continuous effluent monitoring
[site]
industry_id = TNPCB_TPR_<<nnnn>>
station = ETP-ZLD-<<n>>

[cpcb]
endpoint = https://rtdms.cpcb.gov.in/v1.0/industry/data
site_key_file = C:\\OCEMS\\keys\\site.key
interval_min = 15
""",
    "the CPCB site key is read from a separate file; only its path is here",
)
regd(
    FC,
    "app/payments/rzp_<<n>>.js",
    """const Razorpay = require("razorpay");

const rzp = new Razorpay({
  key_id: process.env.RAZORPAY_KEY_ID,
  key_secret: process.env.RAZORPAY_KEY_SECRET,
});

module.exports = rzp;
""",
    "Razorpay keys from process.env: no value",
    syntax="",
)
regd(
    FC,
    "backup/tally_<<ymd>>.sha256",
    """<<pubhex>>  tally_<<ymd>>.7z
<<sha1>><<hex8>><<hex8>><<hex8>>  tally_<<ymd>>_part2.7z
""",
    "SHA-256 checksums of backup archives: public digests, not keys",
    syntax="",
)

# --------------------------------------------------------------------------- d Bangladesh
regd(
    FD,
    "handover/maintenance_<<ymd>>.md",
    """# হ্যান্ডওভার নোট - মেইনটেন্যান্স (<<date>>)

| যন্ত্র | IP | ইউজার | পাসওয়ার্ড |
|---|---|---|---|
| Hikvision NVR | <<ip>> | admin | •••••••• |
| Generator controller | <<ip2>> | - | - |

পাসওয়ার্ড IT রুমের খামে রাখা আছে।
""",
    "the password cell is masked with bullets and the note says it is kept in an envelope",
    syntax="",
)
regd(
    FD,
    "webstore/<<org>>/.env",
    """APP_NAME="Outlet"
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=
BKASH_PASSWORD=
BKASH_APP_KEY=
BKASH_APP_SECRET=
""",
    "bKash settings with every credential left empty",
    syntax="",
)
regd(
    FD,
    "knitting/map_design_share_<<n>>.bat",
    """@echo off
REM map the flat-knit program share; Windows asks for the password
net use K: \\\\<<ip>>\\knitprog /user:<<org>>\\knitdesign * /persistent:no
""",
    "net use with * makes Windows prompt for the password: none in the file",
    syntax="",
)

# --------------------------------------------------------------------------- e Mexico
regd(
    FE,
    "ptar/docker-compose.yml",
    """services:
  influxdb:
    image: influxdb:2.7
    environment:
      DOCKER_INFLUXDB_INIT_MODE: setup
      DOCKER_INFLUXDB_INIT_USERNAME: ptar
      DOCKER_INFLUXDB_INIT_PASSWORD_FILE: /run/secrets/influx_password
    secrets:
      - influx_password
secrets:
  influx_password:
    file: ./secrets/influx_password.txt
""",
    "the InfluxDB password comes from a Docker secret file; only the file name is here",
)
regd(
    FE,
    "chats/contabilidad_<<ymd>>.txt",
    """[<<dmy>>, <<hm>>:<<sec>>] <<f2l>> <<l2l>>: ¿y la contraseña de la llave privada de la e.firma?
[<<dmy>>, <<hm>>:<<sec>>] <<fl>> <<ll>>: Esa se la doy en persona el lunes, no la mando por aquí
""",
    "Spanish chat that refuses to send the e.firma password: no value",
    syntax="",
)
regd(
    FE,
    "home/<<fa>>/.local/share/lftp/bookmarks",
    """agente\tsftp://<<org>>@sftp.<<la>>aduanas.com.mx/pedimentos
nas\tsftp://backup@<<ip>>/lavanderia
""",
    "lftp bookmarks with user names only (SSH key authentication)",
    syntax="",
)

# --------------------------------------------------------------------------- f Vietnam
regd(
    FF,
    "AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host><<ip>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <User>cutter<<n>></User>
            <Logontype>2</Logontype>
            <Name>May cat Gerber Z7 - marker</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla logon type 2 (ask for password): no Pass element",
    syntax="xml",
)
regd(
    FF,
    "EmployeeShop/Web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings configBuilders="Environment">
    <add key="vnp_TmnCode" value="" />
    <add key="vnp_HashSecret" value="" />
  </appSettings>
</configuration>
""",
    "empty VNPay values filled at run time by an environment config builder",
    syntax="xml",
)
regd(
    FF,
    "andon/line_<<n>>/andon_<<n>>.ino",
    """#include <WiFi.h>
#include "secrets.h"  // WIFI_SSID, WIFI_PASS - not in git

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}

void loop() {}
""",
    "the Wi-Fi credentials come from an uncommitted secrets.h: macro names only",
    syntax="",
)

# --------------------------------------------------------------------------- g Fiji
regd(
    FG,
    "etc/cron.d/uniform_backup_<<n>>",
    """30 19 * * 1-6 root smbclient //<<ip>>/backup -A /root/.smbcred -c "put /tmp/orders.tgz orders.tgz"
""",
    "smbclient reads its credentials from an auth file (-A); none in the crontab",
    syntax="",
)
regd(
    FG,
    "chats/viber_office_<<n>>.txt",
    """<<dmy>> <<hm>> <<fl>> <<ll>>: Bula, sa tiko na password ni FRCS?
<<dmy>> <<hm>> <<f2l>> <<l2l>>: Au na tukuna vei iko ena talevoni, sega ni vinaka me volai eke
""",
    "Fijian chat: the password will be told by phone, not written here",
    syntax="",
)
regd(
    FG,
    "uniform-orders/<<org>>/.env.example",
    """APP_URL=https://orders.<<dom>>
MPAISA_MERCHANT_ID=
MPAISA_API_KEY=
""",
    "an M-PAiSA .env template with empty values",
    syntax="",
)

# --------------------------------------------------------------------------- h Morocco
regd(
    FH,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
require_once ABSPATH . 'wp-settings.php';
""",
    "WordPress database settings from getenv(): no value",
    syntax="",
)
regd(
    FH,
    "etc/telegraf/telegraf_<<n>>.conf",
    """[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "effluents"
""",
    "Telegraf substitutes the token from the environment (${INFLUX_TOKEN})",
    syntax="toml",
)
regd(
    FH,
    "home/<<fa>>/.ssh/authorized_keys",
    SSH_PUB + "\n",
    "an SSH public key: public material, not a secret",
    syntax="",
    extra=_pubtail,
)

# --------------------------------------------------------------------------- i Portugal
regd(
    FI,
    "erp/<<org>>/config/at.properties",
    """# Comunicacao de faturas a AT - a senha esta no cofre (Bitwarden), nao aqui
at.endpoint=https://servicos.portaldasfinancas.gov.pt:400/fews/faturas
at.subutilizador=5<<nnnn>><<nnnn>>/<<n>>
at.senha=
""",
    "AT sub-user with an empty password property; the comment points to a vault",
    syntax="",
)
regd(
    FI,
    "chats/turno_noite_<<ymd>>.txt",
    """<<dmy>> <<hm>> - <<fl>> <<ll>>: Alguém sabe a senha do wifi novo?
<<dmy>> <<hm>> - <<f2l>> <<l2l>>: Mudou ontem, pede ao <<fa>> na manutenção
""",
    "Portuguese chat that says who to ask for the Wi-Fi password: no value",
    syntax="",
)
regd(
    FI,
    "integracoes/<<org>>/moloni.py",
    """import os

CLIENT_ID = os.environ["MOLONI_CLIENT_ID"]
CLIENT_SECRET = os.environ["MOLONI_CLIENT_SECRET"]
""",
    "Moloni credentials read from os.environ",
)

# --------------------------------------------------------------------------- j Sri Lanka
regd(
    FJ,
    "etc/fstab.d/embroidery_<<n>>",
    """//<<ip>>/designs  /mnt/designs  cifs  credentials=/root/.smbcredentials,uid=1000,iocharset=utf8  0  0
""",
    "the CIFS mount reads user and password from a credentials file",
    syntax="",
)
regd(
    FJ,
    "chats/viber_<<fa>>_<<n>>.txt",
    """[<<dmy>> <<hm>>] <<fl>> <<ll>>: Wilcom පරිගණකයේ මුරපදය මොකක්ද?
[<<dmy>> <<hm2>>] <<f2l>> <<l2l>>: මුරපදය SMS එකෙන් එවන්නම්
""",
    "Sinhala chat: the password will be sent by SMS, not given here",
    syntax="",
)
regd(
    FJ,
    "www/<<org>>/payhere.php",
    """<?php
$payhere = [
    'merchant_id'     => getenv('PAYHERE_MERCHANT_ID'),
    'merchant_secret' => getenv('PAYHERE_MERCHANT_SECRET'),
    'currency'        => 'LKR',
];
""",
    "PayHere settings from getenv(): names only",
    syntax="",
)

# --------------------------------------------------------------------------- k Italy
regd(
    FK,
    "home/<<fa>>/.config/rclone/rclone.conf",
    """[archivio-disegni]
type = s3
provider = Wasabi
env_auth = true
endpoint = s3.eu-south-1.wasabisys.com
""",
    "rclone with env_auth: the keys come from the environment",
    syntax="ini",
)
regd(
    FK,
    "mail/pec_<<ymd>>.eml",
    """From: <<fa>>.<<la>>@<<dom>>
To: studio@<<l2a>>commercialisti.it
Subject: Accesso casella PEC

Buongiorno, la password della PEC gliela comunico a voce domani in studio.
<<fl>> <<ll>>
""",
    "Italian e-mail that promises the password in person: no value",
    syntax="",
)
regd(
    FK,
    "archivio/disegni_<<ymd>>.sha1",
    """<<sha1>>  foulard_<<nnnn>>.tif
<<sha1>>  cravatta_<<nn>>.tif
""",
    "SHA-1 checksums of design files: digests, not secrets",
    syntax="",
)

# --------------------------------------------------------------------------- l China
regd(
    FL,
    "home/<<fa>>/.docker/config.json",
    """{
\t"auths": {
\t\t"registry.cn-hangzhou.aliyuncs.com": {}
\t},
\t"credsStore": "desktop"
}
""",
    "Docker keeps the registry login in the OS credential store (credsStore): no auth value",
)
regd(
    FL,
    "root/.ossutilconfig_<<n>>",
    """[Credentials]
language=CH
endpoint=oss-cn-hangzhou.aliyuncs.com
# 使用 ECS 实例 RAM 角色，无需 AccessKey
ecsRoleName=oss-backup-role
""",
    "ossutil using an ECS RAM role: no access key in the file",
    syntax="ini",
)
regd(
    FL,
    "wechat/sales_group_<<n>>.txt",
    """<<ll>><<fl>> <<hm>>
ERP 密码改了吗？

<<l2l>><<f2l>> <<hm2>>
改了，密码我私聊发你
""",
    "Chinese chat: the new password will be sent privately, not here",
    syntax="",
)

# --------------------------------------------------------------------------- m Korea
regd(
    FM,
    "thread-mall-<<n>>/src/main/resources/application.yml",
    """toss:
  payments:
    client-key: ${TOSS_CLIENT_KEY}
    secret-key: ${TOSS_SECRET_KEY}
""",
    "Spring placeholders for the Toss keys: resolved from the environment",
)
regd(
    FM,
    "home/<<fa>>/.ssh/id_rsa.pub",
    SSH_PUB + "\n",
    "an SSH public key next to where a private key would be: public material",
    syntax="",
    extra=_pubtail,
)
regd(
    FM,
    "카톡/생산팀_<<ymd>>.txt",
    """--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<ll>><<fl>>] [오후 <<hm>>] 더존 비밀번호 바뀌었나요?
[<<l2l>><<f2l>>] [오후 <<hm2>>] 네, 비밀번호는 전화로 알려드릴게요
""",
    "Korean chat: the password will be given by phone, not written",
    syntax="",
)

# --------------------------------------------------------------------------- n Ethiopia
regd(
    FN,
    "orders_site/<<org>>/settings.py",
    """import os

DEBUG = False
CHAPA_SECRET_KEY = os.environ["CHAPA_SECRET_KEY"]
CURRENCY = "ETB"
""",
    "Chapa key from os.environ: no value",
)
regd(
    FN,
    "payments/<<org>>/.env.example",
    """TELEBIRR_FABRIC_APP_ID=
TELEBIRR_APP_SECRET=
TELEBIRR_MERCHANT_APP_ID=
""",
    "telebirr template with empty values",
    syntax="",
)
regd(
    FN,
    "notes/telegram_copy_<<ymd>>.txt",
    """<<f2l>> <<l2l>>, [<<dmy>> <<hm>>]
የeSW የይለፍ ቃል?

<<fl>> <<ll>>, [<<dmy>> <<hm2>>]
በስልክ እነግርሃለሁ
""",
    "Amharic chat: the password will be told by phone",
    syntax="",
)

# --------------------------------------------------------------------------- o Turkey
regd(
    FO,
    "aql-rapor/<<org>>/.env",
    """APP_NAME="AQL Rapor"
APP_ENV=local
DB_CONNECTION=sqlite
DB_DATABASE=/srv/aql/database.sqlite
MAIL_MAILER=log
""",
    "a local Laravel .env on SQLite with mail to the log: no credentials",
    syntax="",
)
regd(
    FO,
    "home/<<fa>>/.bash_history",
    """cd ~/denetim_fotograflari/<<date>>
rsync -avz -e "ssh -i ~/.ssh/id_ed25519" ./ rapor@<<ip>>:/srv/fotograflar/<<date>>/
exit
""",
    "rsync over SSH with a key file: no password on the command line",
    syntax="",
)
regd(
    FO,
    "sohbet/denetci_grubu_<<ymd>>.txt",
    """<<dmyd>> <<hm>> - <<fl>> <<ll>>: Tabletin şifresi neydi?
<<dmyd>> <<hm>> - <<f2l>> <<l2l>>: Şifreyi <<f2a>>'den al, gruba yazmayalım
""",
    "Turkish chat that refuses to post the tablet password",
    syntax="",
)

# --------------------------------------------------------------------------- p Japan
regd(
    FP,
    "k8s/plm/secret-db_<<n>>.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: plm-db
  namespace: sourcing
spec:
  secretStoreRef:
    name: aws-secrets-manager
    kind: ClusterSecretStore
  target:
    name: plm-db
  dataFrom:
    - extract:
        key: sourcing/plm/db
""",
    "an ExternalSecret pointing at a secrets-manager path: no value",
)
regd(
    FP,
    "home/<<fa>>/.aws/config",
    """[profile sourcing-reports]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = ap-northeast-1
sso_account_id = <<nnnn>><<nnnn>><<nnnn>>
sso_role_name = ReadOnly
region = ap-northeast-1
""",
    "AWS SSO profile: no access key or secret",
    syntax="ini",
)
regd(
    FP,
    "line/sourcing_team_<<ymd>>.txt",
    """<<y>>/<<mo>>/<<d>>(火)
<<hm>>\t<<ll>><<fl>>\t生産管理システムのパスワード教えていただけますか？
<<hm2>>\t<<l2l>><<f2l>>\tパスワードは別途お電話でお伝えします
""",
    "Japanese LINE chat: the password will be given separately by phone",
    syntax="",
)
