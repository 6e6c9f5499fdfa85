# ruff: noqa: E501
"""The forty-third corpus's decoys: files at the same kinds of paths as the formats that hold
no live credential. A table of (family, path, template, why, syntax) turned into ``@decoy``
functions by ``regd``."""

from __future__ import annotations

import fortythird_formats_a as a
import fortythird_formats_b as b
import fortythird_formats_c as c
import fortythird_formats_d as d
import fortythird_formats_e as e
import fortythird_formats_f as f
import fortythird_formats_g as g
import fortythird_formats_h as h
import fortythird_formats_i as i
import fortythird_formats_j as j
import fortythird_formats_k as k
import fortythird_formats_l as l
import fortythird_formats_m as m
import fortythird_formats_n as n
import fortythird_formats_o as o
import fortythird_formats_p as p
from fortythird_spec import regd

DECOYS = [
    # a: berkutchi
    (
        a.F,
        "srv/<<org>>/config/database.yml",
        """production:\n  adapter: postgresql\n  host: <<host>>\n  database: eagle_tours\n  username: <<org>>_app\n  password: <%= ENV["EAGLE_DB_PASSWORD"] %>\n""",
        "Rails database.yml reading the password from an environment variable (ERB), no value",
        "",
    ),
    (
        a.F,
        "home/<<user>>/.bash_history",
        """cd /srv/tickets\ncurl -s -u <<user>> https://tickets.<<dom>>/api/v1/sales | jq .\nsystemctl restart ticketd\n""",
        "curl -u with only a user name: curl prompts for the password, none in the history",
        "",
    ),
    (
        a.F,
        "chats/telegram_<<org>>_<<date>>.txt",
        """<<first>> <<last>>, [<<day>>.<<month>>.<<year>> <<time>>]\nНууц үгээ мартчихлаа, сэргээх линк явуулаач\n\n<<first2>>, [<<day>>.<<month>>.<<year>> <<hh>>:59]\nИ-мэйлээ шалга, шинэ нууц үг өөрөө үүсгэнэ\n""",
        "Mongolian chat about a forgotten password and a reset link, no password given",
        None,
    ),
    # b: rosemaling
    (
        b.F,
        "esphome/brennovn_<<n>>.yaml",
        """esphome:\n  name: brennovn\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n""",
        "ESPHome config referencing secrets.yaml with !secret tags, no value",
        "",
    ),
    (
        b.F,
        "<<org>>/etc/fstab",
        """UUID=<<uuid>> / ext4 errors=remount-ro 0 1\n//<<ip>>/bilder /mnt/bilder cifs credentials=/root/.smb_bilder,uid=1000 0 0\n""",
        "fstab CIFS mount pointing at a credentials file, no password inline",
        None,
    ),
    (
        b.F,
        "mail/<<user>>/Sent/<<ts>>.eml",
        """From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Kursportalen\nContent-Type: text/plain; charset=utf-8\n\nHei <<first2>>,\n\ndu får ein SMS med eingongskode når du loggar inn første gong, og så vel du passord sjølv.\n\nHilsen <<first>>\n""",
        "Norwegian e-mail explaining a one-time SMS code login; mentions password, gives none",
        None,
    ),
    # c: thangka
    (
        c.F,
        "<<org>>/gallery/local_settings.py",
        """import os\n\nDEBUG = False\nESEWA_MERCHANT_CODE = "NP-ES-<<org>>"\nESEWA_SECRET_KEY = os.environ["ESEWA_SECRET_KEY"]\n""",
        "Django settings reading the eSewa secret from os.environ",
        None,
    ),
    (
        c.F,
        "postman/<<org>>_dhl.postman_environment.json",
        """{\n  "id": "<<uuid>>",\n  "name": "MyDHL API - production",\n  "values": [\n    {"key": "username", "value": "<<org>>NP", "enabled": true},\n    {"key": "password", "value": "", "enabled": true}\n  ],\n  "_postman_variable_scope": "environment"\n}\n""",
        "Postman environment exported with the password value empty",
        None,
    ),
    (
        c.F,
        "Videos/cctv_<<org>>.m3u",
        """#EXTM3U\n#EXTINF:-1,Studio floor\nrtsp://<<ip>>:554/Streaming/Channels/101\n""",
        "RTSP playlist without userinfo (VLC asks for credentials)",
        "",
    ),
    # d: kurundu
    (
        d.F,
        "<<org>>/src/main/resources/application-prod.properties",
        """spring.datasource.url=jdbc:mysql://<<ip>>:3306/exports\nspring.datasource.username=exports_app\nspring.datasource.password=${EXPORTS_DB_PASSWORD}\n""",
        "Spring properties with a ${...} placeholder resolved from the environment",
        "",
    ),
    (
        d.F,
        "<<org>>/router/export_<<date>>.rsc",
        """# <<date>> by RouterOS 7.14.2\n/interface wireless security-profiles\nadd authentication-types=wpa2-psk mode=dynamic-keys name=factory\n/ip service\nset ssh port=2222\n""",
        "RouterOS export made with hide-sensitive defaults: no key or secret printed",
        "",
    ),
    (
        d.F,
        "sums/<<org>>_release_<<date>>.sha256",
        """<<hex64>>  quill_grading_1.4.2.tar.gz\n""",
        "SHA-256 checksum file for a release archive, no credential",
        "",
    ),
    # e: zebu
    (
        e.F,
        "<<org>>/api/.env.example",
        """NODE_ENV=production\nMVOLA_BASE_URL=https://api.mvola.mg\nMVOLA_CONSUMER_KEY=\nMVOLA_CONSUMER_SECRET=\n""",
        ".env template with empty MVola values",
        "",
    ),
    (
        e.F,
        "<<org>>/scripts/sync_passeports.ps1",
        """$cred = Get-Credential -UserName 'BOVIMA\\<<user>>' -Message 'Registre'\nNew-PSDrive -Name R -PSProvider FileSystem -Root \\\\<<ip>>\\registre -Credential $cred\n""",
        "PowerShell prompting with Get-Credential; no password in the script",
        "",
    ),
    (
        e.F,
        "WhatsApp Chat with <<first>> <<last>>.txt",
        """<<day>>/<<month>>/<<year>> <<time>> - <<first>> <<last>>: Aiza ny teny miafina MVola?\n<<day>>/<<month>>/<<year>> <<hh>>:51 - <<first2>>: Tsy alefako amin'ny WhatsApp, antsoy aho\n""",
        "Malagasy chat refusing to send the password over WhatsApp",
        None,
    ),
    # f: kora
    (
        f.F,
        "<<org>>/config/services.php",
        """<?php\n\nreturn [\n    'wave' => [\n        'api_key' => env('WAVE_API_KEY'),\n    ],\n];\n""",
        "Laravel services config reading the Wave key from env() without a fallback",
        "",
    ),
    (
        f.F,
        "<<org>>/etc/hostapd/hostapd.conf",
        """interface=wlan0\nssid=<<org>>_invites\nhw_mode=g\nchannel=6\nauth_algs=1\nwpa=0\n""",
        "open Wi-Fi access point, no passphrase",
        "",
    ),
    (
        f.F,
        "<<user>>/.config/rclone/rclone.conf",
        """[local-nas]\ntype = sftp\nhost = <<ip>>\nuser = studio\nkey_file = ~/.ssh/id_ed25519\n""",
        "rclone SFTP remote authenticating with a key file, no password",
        "ini",
    ),
    # g: totora
    (
        g.F,
        "<<org>>-web/.env.local",
        """NEXT_PUBLIC_IZIPAY_PUBLIC_KEY=<<nn>><<nn>>:publickey_<<key>>\n""",
        "only the Izipay public key, which is meant to be shipped to browsers",
        "",
    ),
    (
        g.F,
        "<<org>>/config/initializers/culqi.rb",
        """# frozen_string_literal: true\n\nCulqi.public_key = ENV.fetch('CULQI_PUBLIC_KEY')\nCulqi.secret_key = Rails.application.credentials.culqi[:secret_key]\n""",
        "Culqi keys from ENV and Rails encrypted credentials, no value",
        "",
    ),
    (
        g.F,
        "escaneos/cuaderno_<<nn>>.txt",
        """REGISTRO DE BALSAS\ncomputadora de la asociación\nusu: <<user>>\nclave: (la tiene el presidente)\n""",
        "OCR'd notebook naming who holds the password, no password",
        "",
    ),
    # h: hoian
    (
        h.F,
        "<<org>>/sync/haravan_sync.py",
        """import os\n\nimport requests\n\nHARAVAN_TOKEN = os.getenv("HARAVAN_TOKEN", "")\nr = requests.get("https://apis.haravan.com/com/orders.json", headers={"Authorization": f"Bearer {HARAVAN_TOKEN}"})\n""",
        "token read from the environment with an empty default",
        None,
    ),
    (
        h.F,
        "Zalo/exports/<<first>>_<<date>>.txt",
        """<<first>> <<last>>  <<time>> <<day>>/<<month>>/<<year>>\nChị ơi mật khẩu bị khóa rồi\n\n<<first2>>  <<hh>>:31 <<day>>/<<month>>/<<year>>\nem bấm quên mật khẩu, mã OTP gửi về điện thoại\n""",
        "Vietnamese chat about a locked account and an OTP reset, no password",
        None,
    ),
    (
        h.F,
        "<<org>>/camera/ezviz_<<n>>.ini",
        """[rtsp]\nurl=rtsp://<<ip>>:554/ch1/main\nuser=admin\npassword=********\n""",
        "camera INI with the password masked by the export tool",
        "ini",
    ),
    # i: zellige
    (
        i.F,
        "<<user>>/.aws/credentials",
        """[default]\ncredential_process = /usr/local/bin/aws-vault exec zellige --json\nregion = eu-west-3\n""",
        "AWS profile using credential_process (aws-vault); no key in the file",
        "ini",
    ),
    (
        i.F,
        "<<org>>/clients_<<year>>.csv",
        """client,ville,portail,identifiant,mot_de_passe,maj\nRiad <<word>>,Fes,devis.<<dom>>,<<user>>,••••••••,<<date>>\n""",
        "CSV export with the password column masked by bullets",
        "",
    ),
    (
        i.F,
        "home/<<user>>/.bash_history",
        """sudo htpasswd -c /etc/nginx/.htpasswd maalem\nsudo nginx -t\nsudo systemctl reload nginx\n""",
        "htpasswd without -b prompts for the password; none in the history",
        "",
    ),
    # j: cork
    (
        j.F,
        "<<org>>/balanca/odbc.ini",
        """[BalancaSQL]\nDriver=ODBC Driver 18 for SQL Server\nServer=<<ip>>,1433\nDatabase=Pesagens\nTrusted_Connection=yes\n""",
        "ODBC DSN using Windows integrated authentication, no password",
        None,
    ),
    (
        j.F,
        "<<org>>/config/pagamentos.yml",
        """ifthenpay:\n  entidade: "1<<nn>><<n>>"\n  backoffice_key: ""\ncallback:\n  url: "https://<<dom>>/callback/ifthenpay"\n""",
        "payment YAML with the backoffice key left empty",
        None,
    ),
    (
        j.F,
        "mail/<<user>>/Caixa de entrada/<<ts>>.eml",
        """From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Certificado digital\nContent-Type: text/plain; charset=utf-8\n\nOlá <<first2>>, a senha do certificado envio-te por SMS, não por e-mail.\n""",
        "Portuguese e-mail saying the password will come by SMS",
        None,
    ),
    # k: tingatinga
    (
        k.F,
        "<<org>>/app/config/selcom.php",
        """<?php\nreturn [\n    'vendor'     => 'TILL<<nn>><<nn>>',\n    'api_key'    => getenv('SELCOM_API_KEY'),\n    'api_secret' => getenv('SELCOM_API_SECRET'),\n];\n""",
        "Selcom config reading key and secret with getenv()",
        "",
    ),
    (
        k.F,
        "<<org>>-insta/.env",
        """IG_BUSINESS_ID=1784<<nn>><<nn>><<nn>><<nn>>\nMETA_APP_ID=<<nn>><<nn>><<nn>>\nMETA_ACCESS_TOKEN=\n""",
        ".env with the Meta access token empty",
        "",
    ),
    (
        k.F,
        "WhatsApp Chat with <<first>>.txt",
        """[<<day>>/<<month>>/<<year>>, <<time>>:02] <<first>> <<last>>: Nenosiri la M-Pesa?\n[<<day>>/<<month>>/<<year>>, <<time>>:40] <<first2>>: Nitakupigia simu, si hapa\n""",
        "Swahili chat: will phone rather than write the password",
        None,
    ),
    # l: wayang
    (
        l.F,
        "<<org>>/k8s/arsip-secret.yaml",
        """apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: arsip-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  target:\n    name: arsip-db\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: secret/arsip/db\n        property: password\n""",
        "ExternalSecret pointing at a Vault path, no value",
        None,
    ),
    (
        l.F,
        "<<org>>/.env.example",
        """APP_NAME="Tiket Wayang"\nMIDTRANS_SERVER_KEY=\nMIDTRANS_CLIENT_KEY=\nMIDTRANS_IS_PRODUCTION=false\n""",
        ".env template with empty Midtrans keys",
        "",
    ),
    (
        l.F,
        "<<org>>/notulen/rapat_<<date>>.txt",
        """NOTULEN RAPAT SANGGAR - <<date>>\n3. Kata sandi WiFi pendopo diganti; tanyakan ke Pak <<last>> langsung, tidak ditulis di notulen.\n""",
        "Indonesian minutes that mention the Wi-Fi password without giving it",
        "",
    ),
    # m: ngatu
    (
        m.F,
        "<<user>>/.ssh/deploy_<<org>>.pub",
        """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<key>><<key>><<key>> deploy@<<dom>>\n""",
        "an SSH public key, not secret",
        "",
    ),
    (
        m.F,
        "<<org>>/pos/square.yml",
        """square:\n  environment: production\n  location_id: "L<<key>>"\n  access_token: "{{ lookup('env', 'SQUARE_ACCESS_TOKEN') }}"\n""",
        "Ansible-style env lookup for the Square token",
        None,
    ),
    (
        m.F,
        "<<org>>/tracking/fetch.php",
        """<?php\n$ch = curl_init('https://api.pacificforum-line.com/v2/containers');\ncurl_setopt($ch, CURLOPT_USERPWD, getenv('TRACKING_USER') . ':' . getenv('TRACKING_PASS'));\n""",
        "PHP curl with user and password from getenv()",
        "",
    ),
    # n: mastiha
    (
        n.F,
        "<<org>>/zygaria/arduino_secrets.h",
        """#define SECRET_SSID ""\n#define SECRET_PASS ""\n#define SECRET_MQTT_USER ""\n""",
        "Arduino secrets header left empty (the template that ships with the sketch)",
        "",
    ),
    (
        n.F,
        "<<org>>/certs/applepay_merchant.crt.pem",
        """-----BEGIN CERTIFICATE-----\nMIIEcDCCBBagAwIBAgIIU<<key>>MAoGCCqGSM49BAMCMIGAMTQwMgYDVQQDDCtBcHBs\n-----END CERTIFICATE-----\n""",
        "a public certificate, not a private key",
        "",
    ),
    (
        n.F,
        "Viber/<<first>>_<<date>>.txt",
        """[<<day>>/<<month>>/<<year>> <<time>>] <<first>> <<last>>: Ξέχασα τον κωδικό του Taxisnet\n[<<day>>/<<month>>/<<year>> <<hh>>:09] <<first2>>: Κάνε ανάκτηση κωδικού από το site, εγώ δεν τον ξέρω\n""",
        "Greek chat about a forgotten password; points to recovery",
        None,
    ),
    # o: lavash
    (
        o.F,
        "<<org>>/plc/gateway.toml",
        """[upstream]\nurl = "https://telemetry.<<dom>>/ingest"\ndevice_id = "mixer-<<n>>"\ndevice_key_file = "/etc/tonir/device.key"\n""",
        "gateway TOML pointing at a key file, no key inline",
        None,
    ),
    (
        o.F,
        "home/<<user>>/.zsh_history",
        """: <<ts>>:0;cd ~/loyalty\n: <<ts>>:0;export NIKITA_PASSWORD=$(security find-generic-password -s nikita -w)\n: <<ts>>:0;python send_sms.py --list vip\n""",
        "password read from the macOS keychain at run time",
        "",
    ),
    (
        o.F,
        "Telegram/<<first>>_<<date>>.txt",
        """<<first>> <<last>>, [<<day>>.<<month>>.<<year>> <<time>>]\nԳաղտնաբառը փոխե՞լ ես\n\n<<first2>>, [<<day>>.<<month>>.<<year>> <<hh>>:42]\nԱյո, նորը կասեմ հեռախոսով\n""",
        "Armenian chat: new password will be told by phone",
        None,
    ),
    # p: ebru
    (
        p.F,
        "<<org>>/src/main/resources/application.yml",
        """iyzico:\n  base-url: https://api.iyzipay.com\n  api-key: ${IYZICO_API_KEY}\n  secret-key: ${IYZICO_SECRET_KEY}\n""",
        "Spring YAML with ${...} environment placeholders",
        None,
    ),
    (
        p.F,
        "<<org>>/Kasa/App.config",
        """<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="KasaDb" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=Kasa;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />\n  </connectionStrings>\n</configuration>\n""",
        "SQL Server connection string with integrated (Windows) security",
        "xml",
    ),
    (
        p.F,
        "taramalar/defter_<<nn>>.txt",
        """SİPARİŞ DEFTERİ\nB2B portal (kağıtçı)\nk.adı <<user>>\nşifre: SMS ile geliyor (tek kullanımlık)\n""",
        "OCR'd notebook: the portal uses one-time SMS codes, no password",
        "",
    ),
]

for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_path, _tpl, _why, _syn, fam=_fam)
