# ruff: noqa: E501
"""The decoys: files that look like the formats but hold no live credential, three per family."""

from hundredseventeenth_formats_a import F as FA
from hundredseventeenth_formats_b import F as FB
from hundredseventeenth_formats_c import F as FC
from hundredseventeenth_formats_d import F as FD
from hundredseventeenth_formats_e import F as FE
from hundredseventeenth_formats_f import F as FF
from hundredseventeenth_formats_g import F as FG
from hundredseventeenth_formats_h import F as FH
from hundredseventeenth_formats_i import F as FI
from hundredseventeenth_formats_j import F as FJ
from hundredseventeenth_formats_k import F as FK
from hundredseventeenth_formats_l import F as FL
from hundredseventeenth_formats_m import F as FM
from hundredseventeenth_formats_n import F as FN
from hundredseventeenth_formats_o import F as FO
from hundredseventeenth_formats_p import F as FP
from hundredseventeenth_spec import regd

DECOYS = (
    # a - Kenya repair stall
    (
        FA,
        "repair-tracker/.env",
        'APP_NAME="<<Org>> Job Cards"\nAPP_ENV=production\nDB_PASSWORD=${JOBCARDS_DB_PASS}\nMPESA_ENV=live\nMPESA_CONSUMER_KEY=${MPESA_CONSUMER_KEY}\nMPESA_CONSUMER_SECRET=${MPESA_CONSUMER_SECRET}\nMPESA_PASSKEY=\n',
        "every credential is a ${...} reference filled by the host; the passkey is empty",
        "",
    ),
    (
        FA,
        "WhatsApp/Chat ya WhatsApp na <<fn>>.txt",
        "<<dmy>>, <<time>> - <<fn>>: Fundi, nimesahau nenosiri ya Gmail 😩\n<<dmy>>, <<time>> - Fundi <<fn2>>: Usijali, tumia 'Forgot password' kwa namba yako <<phone>>, Google watakutumia code\n<<dmy>>, <<time>> - <<fn>>: Sawa nimeibadilisha, asante\n",
        "Swahili chat that talks about a forgotten password and a reset, no password given",
        "",
    ),
    (
        FA,
        "UnlockTool/account.ini",
        "[Account]\nUsername=<<user>>\nPassword=\nRemember=0\nAutoLogin=0\n\n[Device]\nLastModel=Tecno KG5\n",
        "flashing tool account file after logout: empty Password",
        None,
    ),
    # b - Lagos airtime agent
    (
        FB,
        "config/billers.yml",
        'flutterwave:\n  base_url: https://api.flutterwave.com/v3\n  public_key: "FLWPUBK_TEST-<<n2>>-X"\n  secret_key: "${FLW_SECRET_KEY}"\nbillers:\n  - code: BIL099\n    name: MTN VTU\n',
        "secret key from the environment; the public key is a public test key",
        None,
    ),
    (
        FB,
        "exports/agents_<<date>>.csv",
        "agent_code,full_name,lga,phone,portal_user,portal_password,status\nAG<<n2>>,<<fn>> <<ln>>,Ikeja,<<phone>>,<<user>>,********,active\nAG<<n>>2,<<fn2>> <<ln2>>,Surulere,<<phone2>>,<<fa2>>,********,active\n",
        "password column masked with asterisks by the portal export",
        "",
    ),
    (
        FB,
        "wallet/verify_<<n>>.py",
        'import os\n\nimport requests\n\nPAYSTACK_SECRET = os.environ["PAYSTACK_SECRET_KEY"]\n\n\ndef verify(ref: str) -> dict:\n    return requests.get(f"https://api.paystack.co/transaction/verify/{ref}", headers={"Authorization": f"Bearer {PAYSTACK_SECRET}"}, timeout=20).json()\n',
        "Paystack key read from os.environ",
        None,
    ),
    # c - Dhaka kiosk
    (
        FC,
        "bkash/config.php",
        "<?php\nreturn [\n    'sandbox'    => false,\n    'app_key'    => getenv('BKASH_APP_KEY'),\n    'app_secret' => getenv('BKASH_APP_SECRET'),\n    'username'   => getenv('BKASH_USERNAME'),\n    'password'   => getenv('BKASH_PASSWORD'),\n];\n",
        "bKash credentials read with getenv()",
        "",
    ),
    (
        FC,
        "keys/nagad/nagad_public_<<n>>.pem",
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAjBH1pFNSSRKPuMcNxmU5\njZ1x8K83sUgFs6Pfkpkh0OkIzN7jZGbmPEFMCTyjQdBm8ybfyfG0Va6zE0ZYaMl3\nQIDAQAB\n-----END PUBLIC KEY-----\n",
        "Nagad's public key (public material, no private key)",
        "",
    ),
    (
        FC,
        "shop/.env",
        "APP_URL=https://<<dom>>\nSSLCZ_STORE_ID=\nSSLCZ_STORE_PASSWORD=\nSSLCZ_TESTMODE=true\n",
        "SSLCommerz .env template with empty store id and password",
        "",
    ),
    # d - Brazil WISP
    (
        FD,
        "etc/freeradius/3.0/mods-enabled/sql",
        'sql {\n\tdialect = "mysql"\n\tserver = "<<ip>>"\n\tlogin = "radius"\n\tpassword = $ENV{RADIUS_DB_PASS}\n\tradius_db = "radius"\n}\n',
        "FreeRADIUS SQL password taken from the environment with $ENV{}",
        "",
    ),
    (
        FD,
        "mikrotik/concentrador_<<n>>.rsc",
        '# <<date>> by RouterOS 7.14.3\n/ppp secret\nadd name=<<fa>>.<<la>> profile=plano-100M service=pppoe comment="autenticado via RADIUS"\n/radius\nadd address=<<ip>> service=ppp\n/ppp aaa\nset use-radius=yes\n',
        "PPPoE users authenticated by RADIUS: no password, no RADIUS secret in the export (hide-sensitive)",
        "",
    ),
    (
        FD,
        "WhatsApp/Conversa do WhatsApp com Técnico <<fn>>.txt",
        "<<dmy>> <<time>> - <<fn>> Técnico: Qual a senha do rádio da torre?\n<<dmy>> <<time>> - <<fn2>> NOC: Não mando senha por aqui, tá no Bitwarden na pasta Torres\n<<dmy>> <<time>> - <<fn>> Técnico: blz\n",
        "Portuguese chat asking for a password and pointing to Bitwarden",
        "",
    ),
    # e - Poland fibre
    (
        FE,
        "etc/davfs2/secrets",
        "# davfs2 secrets file\n# mountpoint / URL   username   password\n# https://chmura.<<dom>>/remote.php/dav/files/USER  USER  HASLO\n",
        "davfs2 secrets file with the only line commented out and template words",
        "",
    ),
    (
        FE,
        "splynx/nowi_klienci.py",
        'import os\n\nfrom splynx_api_v2 import SplynxApi\n\napi = SplynxApi("https://splynx.<<dom>>", os.environ["SPLYNX_KEY"], os.environ["SPLYNX_SECRET"])\n',
        "Splynx key and secret from the environment",
        None,
    ),
    (
        FE,
        "poczta/odebrane/<<n2>>.eml",
        "From: <<fn2>> <<<email2>>>\nTo: <<email>>\nSubject: Hasło do panelu ONT\nContent-Type: text/plain; charset=UTF-8\n\nCześć <<fn>>,\nhasła nie wysyłam mailem - zadzwoń do mnie, podam przez telefon.\nPozdrawiam\n",
        "Polish e-mail refusing to send the password",
        "",
    ),
    # f - Cairo cyber
    (
        FF,
        "HandyCafe/Server/settings.ini",
        "[General]\nCafeName=<<Org>> Cyber\n\n[Admin]\nAdminUser=<<user>>\nAdminPasswordHash=sha256:<<hash>>\n",
        "only a SHA-256 hash of the admin password",
        None,
    ),
    (
        FF,
        "online-print/.env",
        "PORT=3000\nPAYMOB_PUBLIC_KEY=egy_pk_live_<<n2>>\nPAYMOB_SECRET_KEY=\nPAYMOB_HMAC=\n",
        "Paymob public key only; secret and HMAC empty",
        "",
    ),
    (
        FF,
        "WhatsApp/محادثة واتساب مع <<fn>>.txt",
        "<<dmy>>، <<time>> - <<fn>>: كلمة السر بتاعة الواي فاي اتغيرت؟\n<<dmy>>، <<time>> - <<fn2>>: أيوه، مكتوبة على الورقة اللي جنب الكاشير\n",
        "Arabic chat mentions the Wi-Fi password without giving it",
        "",
    ),
    # g - Saigon refurb
    (
        FG,
        "ShopApi/appsettings.Production.json",
        '{\n  "VnPay": {\n    "TmnCode": "<<serial>>",\n    "HashSecret": "",\n    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"\n  }\n}\n',
        "VNPay HashSecret empty (set through Azure app settings)",
        None,
    ),
    (
        FG,
        "k8s/kiotviet-sync-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: kiotviet-sync\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: <<org>>/kiotviet/db\n",
        "ExternalSecret pointing at a vault path, no value",
        None,
    ),
    (
        FG,
        "ghichu/zalo_<<fa>>_<<n>>.txt",
        "<<fn>> <<time>>\nMật khẩu iCloud của lô này em gửi qua Zalo riêng rồi nhé\n<<fn2>> <<time>>\nOk anh, em xoá tin nhắn rồi\n",
        "Vietnamese chat that mentions a password sent elsewhere",
        "",
    ),
    # h - Izmir satellite
    (
        FH,
        "odeme/iyzico_config.php",
        "<?php\n$options = new \\Iyzipay\\Options();\n$options->setApiKey(getenv('IYZICO_API_KEY'));\n$options->setSecretKey(getenv('IYZICO_SECRET_KEY'));\n$options->setBaseUrl('https://api.iyzipay.com');\n",
        "iyzico keys read from the environment",
        "",
    ),
    (
        FH,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<FileZilla3 version="3.66.4" platform="windows">\n  <Servers>\n    <Server>\n      <Host><<lan>></Host>\n      <Port>21</Port>\n      <User>root</User>\n      <Logontype>2</Logontype>\n      <Name>VU+ Uno 4K</Name>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "FileZilla site with Logontype 2 (ask for password): no Pass element",
        None,
    ),
    (
        FH,
        "takvim/montaj_<<n>>.ics",
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nDTSTART:2026<<month>><<day>>T070000Z\nUID:<<n2>>@google.com\nSUMMARY:Çanak montajı - <<fn>> <<ln>>\nDESCRIPTION:Modem şifresini müşteri kendisi girecek\\nTel: <<phone>>\nEND:VEVENT\nEND:VCALENDAR\n",
        "Turkish calendar entry: the customer will type the modem password",
        "",
    ),
    # i - guifi
    (
        FI,
        "etc/config/wireless",
        "config wifi-iface 'wlan0ap'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid 'guifi.net-<<org>>'\n\toption encryption 'none'\n\toption network 'lan'\n",
        "open community access point: encryption none, no key",
        "",
    ),
    (
        FI,
        "etc/wireguard/wg-supernode.conf",
        "[Interface]\nAddress = 10.<<day>>.0.1/24\nListenPort = 51820\nPostUp = wg set %i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\nAllowedIPs = 10.<<day>>.0.2/32\n",
        "WireGuard key loaded from a file; only a peer public key inside",
        "",
    ),
    (
        FI,
        "actes/acta_assemblea_<<date>>.md",
        "# Acta de l'assemblea - <<dmy>>\n\n3. Contrasenyes: s'acorda guardar-les al gestor compartit (Vaultwarden) i no escriure-les mai a les actes.\n",
        "Catalan minutes mentioning passwords, none given",
        "",
    ),
    # j - Cebu reseller
    (
        FJ,
        "server/paymongo.js",
        "const PAYMONGO_SECRET = process.env.PAYMONGO_SECRET_KEY;\nconst PAYMONGO_PUBLIC = 'pk_live_<<n2>>';\nmodule.exports = { PAYMONGO_SECRET, PAYMONGO_PUBLIC };\n",
        "secret from process.env; public key only",
        "",
    ),
    (
        FJ,
        "credentials/<<org>>-sheets-<<n>>.json",
        '{\n  "type": "service_account",\n  "project_id": "<<org>>-load",\n  "client_email": "sheets-sync@<<org>>-load.iam.gserviceaccount.com",\n  "client_id": "1<<n2>><<n2>>",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n',
        "service-account metadata without private_key",
        None,
    ),
    (
        FJ,
        "Documents/messenger_<<fa>>_<<n>>.txt",
        "<<fn>>\nAte ano password ng loading app?\n<<time>>\n\n<<fn2>>\nnaka-OTP na yan, i-text mo lang code na dumating sa phone mo\n<<time2>>\n",
        "Taglish chat: login by one-time code, no password",
        "",
    ),
    # k - Yongsan repair
    (
        FK,
        "root/.my.cnf",
        "[client]\nuser=repair_admin\nhost=<<ip>>\n# 비밀번호는 mysql_config_editor login-path 사용\n",
        "MariaDB client file without password (login-path)",
        "",
    ),
    (
        FK,
        "scripts/backup_customer_data.sh",
        "#!/bin/bash\n# SSH 키 인증\nrsync -avz -e 'ssh -i /root/.ssh/nas_ed25519 -p 2222' /mnt/recovery/ backup@<<lan>>:/volume1/recovery/\n",
        "rsync by SSH key file, no password",
        "",
    ),
    (
        FK,
        "접수/intake_<<date>>.csv",
        "접수번호,고객명,연락처,제품,증상,윈도우 비밀번호,비고\n<<n2>>,<<ln>><<fn>>,<<phone>>,LG 그램,부팅 안됨,(고객 직접 입력),\n",
        "repair intake with the password column left for the customer to type",
        "",
    ),
    # l - Bangkok CCTV
    (
        FL,
        "go2rtc/go2rtc.yaml",
        'streams:\n  shop_front: rtsp://${CAM_USER}:${CAM_PASS}@<<lan>>:554/Streaming/Channels/101\napi:\n  listen: ":1984"\n',
        "go2rtc stream URL with ${...} substitutions",
        None,
    ),
    (
        FL,
        "tools/hik_snapshot.py",
        'import os\n\nimport requests\nfrom requests.auth import HTTPDigestAuth\n\nAUTH = HTTPDigestAuth("admin", os.environ["NVR_PASS"])\nr = requests.get("http://<<lan>>/ISAPI/System/deviceInfo", auth=AUTH, timeout=10)\n',
        "NVR password from the environment",
        None,
    ),
    (
        FL,
        "ivms/device_import_<<n>>.csv",
        "Device Name,Adding Mode,Address,Port,User Name,Password,Import to Group\n<<fa>>-NVR,IP/Domain,<<pub>>,8000,admin,,1\n",
        "iVMS-4200 import file with an empty Password cell",
        "",
    ),
    # m - Jogja hotspot
    (
        FM,
        "voucher-online/.env",
        'APP_NAME="Voucher <<Org>>"\nMIDTRANS_IS_PRODUCTION=false\nMIDTRANS_CLIENT_KEY=\nMIDTRANS_SERVER_KEY=\n',
        "Midtrans keys empty",
        "",
    ),
    (
        FM,
        "mikrotik/rb750_<<date>>.rsc",
        "# <<date>> by RouterOS 6.49.15\n/ip hotspot user\nadd name=vc<<n>> limit-uptime=1d profile=5rb\n/ip hotspot user profile\nadd name=5rb rate-limit=2M/5M\n",
        "hotspot voucher user without password (login by voucher code as username, MAC cookie)",
        "",
    ),
    (
        FM,
        "WhatsApp/Chat WhatsApp dengan Mas <<fn>>.txt",
        "<<dmy>> <<time>> - <<fn>>: Mas sandi Mikhmon opo?\n<<dmy>> <<time>> - Mas <<fn2>>: Tak ganti, mengko tak kabari langsung neng warung\n",
        "Javanese chat: the new password will be given in person",
        "",
    ),
    # n - Fiji towers
    (
        FN,
        "home/<<fa>>/.ssh/id_rsa.pub",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDKs3d1Lp8n4Wq0cM6v1bq9yV2Jt7zJ6kq0Xw7cW5rjY0g5D2vN8Qx <<fa>>@fieldkit\n",
        "SSH public key",
        "",
    ),
    (
        FN,
        "gen-monitor/config.yaml",
        "site: NDI-<<n>>\nmqtt:\n  broker: mqtts://mqtt.<<dom>>:8883\n  client_cert: /etc/gen/client.crt\n  client_key_file: /etc/gen/client.key\n",
        "MQTT by client certificate files, no password",
        None,
    ),
    (
        FN,
        "sms/thread_<<n>>.txt",
        "From: <<fn>> (<<phone>>)\n<<dmy>> <<time>>\nBhaiya laptop password?\n\nTo: <<fn>>\n<<dmy>> <<time2>>\nOffice aake le lo, SMS pe nahi bhejega\n",
        "Fiji Hindi SMS refusing to send the password",
        "",
    ),
    # o - Mexico unlocking
    (
        FO,
        "api-pagos/.env",
        "CONEKTA_PRIVATE_KEY=${CONEKTA_PRIVATE_KEY}\nCONEKTA_PUBLIC_KEY=key_public_<<n>>\nOXXO_EXPIRES_DAYS=2\n",
        "private key as a ${...} reference",
        "",
    ),
    (
        FO,
        "facturacion/config_<<n>>.json",
        '{\n  "facturama": {"url": "https://api.facturama.mx", "user": "<<user>>", "password": null},\n  "emisor": {"rfc": "XAXX010101000"}\n}\n',
        "Facturama config with password null",
        None,
    ),
    (
        FO,
        "dhru/checksums_<<n>>.txt",
        "SHA256 (UnlockTool_<<date>>.exe) = <<hash>>\nSHA256 (Chimera_Setup.exe) = <<hash>>\n",
        "SHA-256 checksums of installers",
        "",
    ),
    # p - Osaka dealer
    (
        FP,
        "config/payjp.yml",
        "production:\n  public_key: \"pk_live_<<n2>>\"\n  secret_key: <%= ENV['PAYJP_SECRET_KEY'] %>\n",
        "PAY.JP secret key from ENV via ERB",
        "",
    ),
    (
        FP,
        "メモ/chatwork_<<n>>.txt",
        "[<<date>> <<time>>] <<ln>> <<fn>>\n受付システムのパスワードは本日から各自のスマホ認証(SSO)に変わりました。共有は不要です。\n",
        "Japanese chat: switched to SSO, no password",
        "",
    ),
    (
        FP,
        "rtx/rtx1220_<<n>>.txt",
        "# RTX1220 Rev.15.04.04\nip lan1 address <<lan>>/24\ntunnel select 1\n ipsec ike pre-shared-key 1 *\n ipsec ike remote address 1 <<pub>>\n",
        "Yamaha RTX config shown with the pre-shared key masked as *",
        "",
    ),
)


def _hash(rng, s):
    return {"hash": "".join(rng.choice("0123456789abcdef") for _ in range(64))}


for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn, extra=_hash)
