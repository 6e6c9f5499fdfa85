# ruff: noqa: E501
"""Decoys for the thirty-eighth corpus: files at paths the formats also use (or next to them)
that hold no credential. A table of (path, template, why, syntax) turned into ``@decoy``
functions by ``thirtyeighth_spec.regd``."""

from __future__ import annotations

from thirtyeighth_spec import b64, regd

DECOYS: tuple[tuple[str, str, str, str | None], ...] = (
    (
        "toko-sync/.env",
        """APP_NAME=<<org>>-sync
APP_ENV=production
DB_HOST=127.0.0.1
DB_USERNAME=toko
XENDIT_SECRET_KEY=${XENDIT_SECRET_KEY}
XENDIT_CALLBACK_TOKEN=${XENDIT_CALLBACK_TOKEN}
""",
        "both Xendit values are substituted from the environment at deploy time",
        "",
    ),
    (
        "config/database.php",
        """<?php
return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'database' => env('DB_DATABASE', 'faktur_batik'),
            'username' => env('DB_USERNAME', 'faktur'),
            'password' => env('DB_PASSWORD', ''),
        ],
    ],
];
""",
        "the password comes from the environment; the fallback is empty",
        "",
    ),
    (
        "public/js/checkout-<<n>>.js",
        """// Snap popup - only the public client key belongs in the browser
const clientKey = 'Mid-client-<<id>>Qx';
window.snap.pay(window.SNAP_TOKEN, { onSuccess: () => location.assign('/terima-kasih') });
console.log('snap ready', clientKey.length);
""",
        "Midtrans client keys are public by design (the server key stays on the server)",
        "",
    ),
    (
        "home/arsip/.lftp/bookmarks",
        """scan-motif sftp://arsip@<<host>>/data/scan_motif
nas ftp://<<ip>>/public
""",
        "bookmarks with a user name only; the SFTP login uses an SSH key",
        "",
    ),
    (
        "validator/Dockerfile",
        """FROM python:3.11-slim
WORKDIR /opt/validator
COPY . .
ENV MQTT_HOST=mqtt.<<dom>> MQTT_USER=unit-<<nn>> MQTT_PASS_FILE=/run/secrets/mqtt_pass
CMD ["python", "-m", "validator.uplink"]
""",
        "the MQTT password is read from a Docker secret file at run time",
        "",
    ),
    (
        "fare-api/.env.production",
        """NODE_ENV=production
PAYMONGO_PUBLIC_KEY=pk_live_<<id>>Xq<<hex8>>
PAYMONGO_SECRET_KEY=
""",
        "a publishable key is public and the secret key is left empty",
        "",
    ),
    (
        "dispatch/notify_sms.php",
        """<?php
$apikey = getenv('SEMAPHORE_API_KEY');
if (!$apikey) { die('SEMAPHORE_API_KEY not set'); }
""",
        "the SMS API key is read from the environment",
        "",
    ),
    (
        "scripts/Backup-Ledger.ps1",
        """$cred = Get-Credential -Message "KoopLedger SQL login"
Invoke-Sqlcmd -ServerInstance "<<host>>\\SQLEXPRESS" -Database "KoopLedger" -Credential $cred -Query "SELECT COUNT(*) FROM hulog"
""",
        "the credential is prompted for interactively with Get-Credential",
        "",
    ),
    (
        "scripts/weighin_notify.py",
        """import os

import requests

LINE_NOTIFY_TOKEN = os.environ["LINE_NOTIFY_TOKEN"]
requests.post("https://notify-api.line.me/api/notify", headers={"Authorization": f"Bearer {LINE_NOTIFY_TOKEN}"}, data={"message": "ok"}, timeout=10)
""",
        "the LINE Notify token is read from the environment",
        None,
    ),
    (
        "config/initializers/omise.rb",
        """require "omise"

Omise.public_api_key = Rails.application.credentials.dig(:omise, :public_key)
Omise.secret_api_key = Rails.application.credentials.dig(:omise, :secret_key)
""",
        "the keys come from Rails encrypted credentials",
        "",
    ),
    (
        "booking/docker-compose.yml",
        """services:
  db:
    image: mariadb:10.11
    environment:
      MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root
      MARIADB_DATABASE: booking
    secrets: [db_root]
secrets:
  db_root:
    file: ./secrets/db_root.txt
""",
        "the root password is a Docker secret file, not a value in the compose file",
        None,
    ),
    (
        "export/fighters_<<n>>.tsv",
        """ชื่อ\tชื่อเวที\tรุ่น\tน้ำหนัก
สมชาย ใจดี\tเพชรสมชาย\tฟลายเวท\t50.8
ณัฐพล ทองคำ\tณัฐพล ศิษย์ครูเอก\tแบนตัมเวท\t53.5
""",
        "a fighter roster with names and weights and no login columns",
        "",
    ),
    (
        "mail/Gui bo chung tu xuat khau <<n>>.eml",
        """From: Phòng xuất khẩu <xuatkhau@<<dom>>>
To: <<email>>
Subject: Chung tu xuat khau
Content-Type: text/plain; charset=UTF-8

Chào anh/chị, file nén có mật khẩu. Mật khẩu sẽ được gửi riêng qua Zalo, không gửi qua email.
""",
        "prose that mentions a password without containing one",
        "",
    ),
    (
        "gateway/config.toml",
        """[mqtt]
host = "localhost"
port = 1883
username = ""
password = ""
topic_prefix = "xuong/thung"
""",
        "empty MQTT credentials for a local anonymous broker",
        None,
    ),
    (
        "frappe-bench/sites/common_site_config.json",
        """{
 "background_workers": 1,
 "redis_cache": "redis://127.0.0.1:13000",
 "redis_queue": "redis://127.0.0.1:11000",
 "socketio_port": 9000,
 "webserver_port": 8000
}
""",
        "the bench-wide config holds ports and Redis URLs, no database password",
        None,
    ),
    (
        "Services/MomoPayment.cs",
        """namespace BanLe.Web.Payments;

public sealed class MomoPayment(IConfiguration cfg)
{
    private string SecretKey => cfg["Momo:SecretKey"] ?? throw new InvalidOperationException("Momo:SecretKey");
}
""",
        "the MoMo secret key is read from configuration / user secrets",
        "",
    ),
    (
        "POS/souq_pos.ini",
        """[terminal]
id = HAFA-<<n>>
currency = OMR

[database]
driver = mysql
host = <<ip>>
user = pos_hafa
; password is entered by the installer and stored in the Windows credential manager
password =
""",
        "empty password value; the comment says where it is really stored",
        None,
    ),
    (
        "whatsapp_export/مصدري اللبان <<date>>.txt",
        """<<dslash>>، <<time>> - سالم المعشني: أرسلي لي كلمة المرور
<<dslash>>، <<time>> - فاطمة (المحاسبة): لا أرسلها في الواتساب، سأتصل بك الآن
""",
        "an Arabic chat that asks for a password but never gives it",
        "",
    ),
    (
        "app/etc/env.php",
        """<?php
return [
    'db' => ['connection' => ['default' => [
        'host' => getenv('MAGENTO_DB_HOST'),
        'username' => getenv('MAGENTO_DB_USER'),
        'password' => getenv('MAGENTO_DB_PASSWORD'),
    ]]],
];
""",
        "database settings read from the environment",
        "",
    ),
    (
        "soap/aramex_template.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<ClientInfo>
  <UserName>{{ARAMEX_USER}}</UserName>
  <Password>{{ARAMEX_PASSWORD}}</Password>
  <AccountNumber>{{ARAMEX_ACCOUNT}}</AccountNumber>
</ClientInfo>
""",
        "a request template with {{...}} placeholders",
        None,
    ),
    (
        "lib/etsy_listing_sync.rb",
        """ETSY_KEYSTRING = ENV.fetch("ETSY_KEYSTRING")
ETSY_SHARED_SECRET = ENV.fetch("ETSY_SHARED_SECRET")
""",
        "the Etsy keys are read from the environment",
        "",
    ),
    (
        "etc/fstab",
        """UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<ip>>/recordings /mnt/recordings cifs credentials=/root/.smbcredentials,uid=1000,vers=3.0 0 0
""",
        "the CIFS mount points at a credentials file instead of an inline password",
        "",
    ),
    (
        "DudukTuner/Info.plist",
        """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleIdentifier</key>
	<string>am.ararat_duduk.tuner</string>
	<key>RevenueCatPublicSDKKey</key>
	<string>appl_<<id>>QwErTyZx</string>
</dict>
</plist>
""",
        "RevenueCat public SDK keys (appl_) are meant to ship inside the app",
        None,
    ),
    (
        "home/<<user>>/.pg_service.conf",
        """[orders]
host=<<host>>
port=5432
dbname=orders
user=workshop
sslmode=verify-full
""",
        "a libpq service file without a password (it is in ~/.pgpass, or client certificates)",
        "",
    ),
    (
        "booking/.env",
        """###> doctrine/doctrine-bundle ###
DATABASE_URL="postgresql://app:!ChangeMe!@127.0.0.1:5432/app?serverVersion=16&charset=utf8"
###< doctrine/doctrine-bundle ###
""",
        "the stock Symfony placeholder DATABASE_URL",
        "",
    ),
    (
        "ulaznice/settings/production.py",
        """import os

STRIPE_PUBLISHABLE_KEY = os.environ["STRIPE_PUBLISHABLE_KEY"]
STRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]
""",
        "Stripe keys read from the environment",
        None,
    ),
    (
        "etc/wpa_supplicant/wpa_supplicant.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=RS

network={
    ssid="Kafana Gosti"
    key_mgmt=NONE
}
""",
        "an open network with no pre-shared key",
        "",
    ),
    (
        "etc/nginx/sites-available/turneja.conf",
        """server {
    listen 443 ssl;
    server_name turneja.<<dom>>;
    location /api/ {
        auth_basic "Turneja";
        auth_basic_user_file /etc/nginx/.htpasswd;
        proxy_pass http://<<ip>>:8082/api/;
    }
}
""",
        "basic auth checked against an htpasswd file; no credential in the config",
        "",
    ),
    (
        "epost/Innlogging kjoperportal <<n>>.eml",
        """From: Kari Johansen <kari@<<dom>>>
To: <<email>>
Subject: Innlogging
Content-Type: text/plain; charset=utf-8

Hei, kjøperportalen bruker nå BankID. Du trenger ikke passord lenger, bare logg inn med BankID.
""",
        "Norwegian prose about logging in with BankID, no password",
        "",
    ),
    (
        "etc/systemd/system/kaikran-logg.service",
        """[Service]
User=pakkeri
Environment=PGHOST=<<host>>
Environment=PGUSER=kranlogg
LoadCredential=pgpass:/etc/credstore/kranlogg.pgpass
Environment=PGPASSFILE=%d/pgpass
ExecStart=/usr/local/bin/kranlogg --db pakkeri
""",
        "systemd LoadCredential hands the service a pgpass file",
        "",
    ),
    (
        "config/runtime.exs",
        """import Config

config :kjoperportal, KjoperportalWeb.Endpoint,
  secret_key_base: System.fetch_env!("SECRET_KEY_BASE")
""",
        "secret_key_base read from the environment",
        "",
    ),
    (
        "home/<<user>>/.aws/config",
        """[profile dailies]
sso_session = reelhouse
sso_account_id = 1<<nn>>4<<nn>>
sso_role_name = EditorAccess
region = eu-west-1

[sso-session reelhouse]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = eu-west-1
""",
        "AWS SSO profile: short-lived credentials, no keys stored",
        "",
    ),
    (
        "tickets/.env",
        """APP_NAME="Premiere Tickets"
APP_ENV=production
PAYSTACK_PUBLIC_KEY=
PAYSTACK_SECRET_KEY=
""",
        "empty Paystack values in a deployed .env",
        "",
    ),
    (
        "opt/renderfarm/SHA256SUMS",
        """<<sha>>  licence-server-<<n>>.tar.gz
<<sha>>  render-node-<<n>>.deb
""",
        "SHA-256 checksums of release files",
        "",
    ),
    (
        "config/production.js",
        """module.exports = {
  port: process.env.PORT || 8080,
  mongoUri: process.env.MONGO_URI,
};
""",
        "the Mongo URI comes from the environment",
        "",
    ),
    (
        "chats/Jahazi Booking <<date>>.txt",
        """<<dslash>>, <<time>> - Amina: Juma, nitumie nenosiri la booking
<<dslash>>, <<time>> - Juma: nitakupigia simu, siandiki nenosiri hapa
""",
        "a Swahili chat that refuses to write the password down",
        "",
    ),
    (
        "app/Services/MpesaStk.php",
        """<?php
class MpesaStk
{
    public function __construct(
        private string $consumerKey = '',
        private string $passKey = '',
    ) {
        $this->consumerKey = env('MPESA_CONSUMER_KEY');
        $this->passKey = env('MPESA_PASSKEY');
    }
}
""",
        "M-Pesa keys read from the environment",
        "",
    ),
    (
        "etc/odbc.ini",
        """[MbaoStock]
Driver = PostgreSQL Unicode
Servername = <<host>>
Port = 5432
Database = mbao
UserName = yard
SSLmode = verify-full
KrbSrvName = postgres
""",
        "an ODBC DSN without a password (Kerberos)",
        None,
    ),
    (
        "src/main/resources/application-prod.properties",
        """spring.datasource.url=jdbc:postgresql://<<host>>:5432/tienda
spring.datasource.username=tienda
spring.datasource.password=${DB_PASSWORD}
culqi.secret.key=${CULQI_SECRET_KEY}
""",
        "Spring placeholders resolved from the environment",
        "",
    ),
    (
        "etc/grafana/grafana.ini",
        """[security]
admin_user = bodeguero
admin_password = $__file{/run/secrets/grafana_admin}
""",
        "Grafana reads the admin password from a file",
        None,
    ),
    (
        ".gitlab-ci.yml",
        """build:
  image: docker:24
  services: [docker:24-dind]
  script:
    - echo "$CI_REGISTRY_PASSWORD" | docker login "$CI_REGISTRY" -u "$CI_REGISTRY_USER" --password-stdin
    - docker build -t "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA" .
""",
        "uses GitLab's predefined CI variables, no literal token",
        None,
    ),
    (
        "drone/keys/vinedo_<<n>>.pub",
        """-----BEGIN PUBLIC KEY-----
<<pubtail>>
-----END PUBLIC KEY-----
""",
        "an EC public key, not a private one",
        "",
    ),
    (
        "tools/mixcloud_upload.py",
        """import os

MIXCLOUD_ACCESS_TOKEN = os.getenv("MIXCLOUD_ACCESS_TOKEN", "")
if not MIXCLOUD_ACCESS_TOKEN:
    raise SystemExit("set MIXCLOUD_ACCESS_TOKEN")
""",
        "the Mixcloud token comes from the environment",
        None,
    ),
    (
        "var/spool/cron/crontabs/selecta",
        """# m h dom mon dow command
0 4 * * * rsync -az -e "ssh -i /home/selecta/.ssh/id_ed25519" /home/selecta/dubplates/ backup@<<host>>:/srv/dubplates/
""",
        "rsync over SSH with a key file, no password",
        "",
    ),
    (
        "k8s/registre-rameurs-secret.yaml",
        """apiVersion: v1
kind: Secret
metadata:
  name: registre-db
type: Opaque
stringData:
  POSTGRES_USER: registre
  POSTGRES_PASSWORD: "${POSTGRES_PASSWORD}"
""",
        "an envsubst placeholder filled in by the deploy pipeline",
        None,
    ),
    (
        "omeka/db.ini",
        """[database]
host     = "localhost"
username = "catalogo"
password = ""
dbname   = "azulejos"
prefix   = "omeka_"
""",
        "an empty password (socket authentication on localhost)",
        None,
    ),
    (
        "home/<<user>>/.docker/config.json",
        """{
  "auths": {
    "cr.yandex": {}
  },
  "credHelpers": {
    "cr.yandex": "yc"
  }
}
""",
        "registry credentials come from the yc credential helper",
        None,
    ),
    (
        "home/<<user>>/.msmtprc",
        """account gmail
host smtp.gmail.com
port 587
auth oauthbearer
user estancia.<<org_>>@gmail.com
passwordeval "pass show mail/gmail-oauth"

account default : gmail
""",
        "the password is fetched from a password manager at send time",
        "",
    ),
)


def _pub(rng, s):
    full = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + b64(rng, 64)
    return {"pubtail": "\n".join(full[i : i + 64] for i in range(0, len(full), 64))}


for _path, _text, _why, _syntax in DECOYS:
    regd(_path, _text, _why, _syntax, extra=_pub)
