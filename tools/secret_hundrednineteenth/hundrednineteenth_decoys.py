# ruff: noqa: E501
"""The hundred-and-nineteenth corpus's decoys: files shaped like the formats that hold no live
credential (references to the environment or a secret store, empty values, public material,
checksums, masked values, chat or prose that mentions a password without giving one,
authentication without a password). Three per family."""

from __future__ import annotations

import hashlib

from hundrednineteenth_formats_a import FAM as A
from hundrednineteenth_formats_b import FAM as B
from hundrednineteenth_formats_c import FAM as C
from hundrednineteenth_formats_d import FAM as D
from hundrednineteenth_formats_e import FAM as E
from hundrednineteenth_formats_f import FAM as F
from hundrednineteenth_formats_g import FAM as G
from hundrednineteenth_formats_h import FAM as H
from hundrednineteenth_formats_i import FAM as II
from hundrednineteenth_formats_j import FAM as J
from hundrednineteenth_formats_k import FAM as K
from hundrednineteenth_formats_l import FAM as L
from hundrednineteenth_formats_m import FAM as M
from hundrednineteenth_formats_n import FAM as N
from hundrednineteenth_formats_o import FAM as O
from hundrednineteenth_formats_p import FAM as P
from hundrednineteenth_spec import regd


def _sha(r, s):
    return {
        "sha1": hashlib.sha256(str(s["uuid"]).encode()).hexdigest(),
        "sha2": hashlib.sha256(str(s["sn"]).encode()).hexdigest(),
    }


DECOYS = (
    # a - Peru
    (
        A,
        "carta-web-v<<n>>/.env",
        'APP_NAME="<<orgc>> Picanteria"\nAPP_URL=https://<<dom>>\nDB_PASSWORD=${DB_PASSWORD}\nCULQI_PUBLIC_KEY=pk_live_<<hex8>><<hex8>>\nCULQI_SECRET_KEY=${CULQI_SECRET_KEY}\n',
        "Laravel .env whose secrets are ${...} references filled by the host; the Culqi key shown is the publishable pk_live_ key",
        "",
    ),
    (
        A,
        "WhatsApp/Chat de WhatsApp con <<fa>> caja.txt",
        "<<dmy>> <<time>> - <<fn>>: la clave de la caja ya la cambié\n<<dmy>> <<t2>> - <<fn2>>: ya, pásamela en persona nomás, no por aquí\n<<dmy>> <<t3>> - <<fn>>: ok mañana temprano 👍\n",
        "WhatsApp chat that talks about the POS password but never gives it",
        "",
    ),
    (
        A,
        "facturacion/enviar_boletas_<<n>>.py",
        '"""Envía las boletas a Nubefact."""\n\nimport os\n\nRUTA = os.environ["NUBEFACT_RUTA"]\nTOKEN = os.environ["NUBEFACT_TOKEN"]\n',
        "Nubefact script reading route and token from the environment",
        None,
    ),
    # b - Nigeria
    (
        B,
        "suya-orderbot/.env.example",
        "NODE_ENV=production\nPORT=3000\nPAYSTACK_PUBLIC_KEY=\nPAYSTACK_SECRET_KEY=\nMONGO_URL=mongodb://localhost:27017/suya\n",
        "Paystack .env template with empty keys",
        "",
    ),
    (
        B,
        "homeassistant/cameras_<<n>>.yaml",
        "camera:\n  - platform: generic\n    name: Grill cam\n    stream_source: !secret grill_cam_rtsp\n    verify_ssl: false\n",
        "Home Assistant camera whose RTSP URL comes from secrets.yaml via !secret",
        "",
    ),
    (
        B,
        "ocr/notebook_page_<<n>>.txt",
        "Ọjọ́ <<dmy>>\nẸran 25kg ......... ₦187,500\nOPay POS ọ̀rọ̀ aṣínà: ********\n(Mallam get am)\n",
        "notebook OCR where the POS password is masked with asterisks",
        "",
    ),
    # c - Poland
    (
        C,
        "InsERT/Subiekt_GT_<<n>>.ini",
        "[Serwer]\nNazwa=<<ip>>\\INSERTGT\nAutentykacja=Windows\nUzytkownik=\nHaslo=\n\n[Podmiot]\nNazwa=<<orgc>> Catering Sp. z o.o.\n",
        "Subiekt GT connection with Windows authentication and an empty password field",
        None,
    ),
    (
        C,
        "Poczta/Wyslane/degustacja_<<dmyd>>.eml",
        "From: <<fn>> <<ln>> <<<email>>>\nTo: <<fa2>>@gmail.com\nSubject: Panel klienta\nContent-Type: text/plain; charset=UTF-8\n\nDzień dobry,\nlink do ustawienia hasła do panelu klienta wyślemy osobnym SMS-em. Hasła nie podajemy mailem.\n\nPozdrawiam\n<<fn>>\n",
        "Polish e-mail saying the password will be set via an SMS link, no password in it",
        "",
    ),
    (
        C,
        "klucze/id_ed25519_nas_<<n>>.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<sn>><<hex8>><<hex8>>abc <<fa>>@biuro\n",
        "an SSH public key (public material)",
        "",
    ),
    # d - India
    (
        D,
        "dawat_site/settings/production_<<n>>.py",
        'import os\n\nRAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]\nRAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]\n',
        "Django settings reading Razorpay keys from the environment",
        None,
    ),
    (
        D,
        "gst/einvoice_<<n>>.yaml",
        'gstin: 36AAB<<sn>>Z5\ngsp:\n  provider: mastersindia\n  client_id: ""\n  client_secret: ""\nirp_user:\n  username: ""\n  password: ""\n',
        "GSP e-invoice credentials template with empty values",
        None,
    ),
    (
        D,
        "release/SHA256SUMS_<<n>>.txt",
        "<<sha1>>  kds-app-release.apk\n<<sha2>>  petpooja-sync.tar.gz\n",
        "SHA-256 checksums of release files",
        "",
        _sha,
    ),
    # e - Georgia
    (
        E,
        "oven-gateway/config_<<n>>.toml",
        '[mqtt]\nhost = "<<lan>>"\nport = 1883\nusername = ""\npassword_file = "/run/secrets/oven_mqtt"\n',
        "oven gateway TOML that reads the MQTT password from a Docker secret file",
        None,
    ),
    (
        E,
        "Viber/Viber_<<fa2>>_<<n>>.csv",
        'Date,Time,Sender Name,Sender Phone,Message\n<<dmy>>,<<time>>,<<fn>>,<<phone>>,"პაროლი შევცვალე, ხვალ გეტყვი"\n<<dmy>>,<<t2>>,<<fn2>>,<<phone2>>,"კარგი 👍"\n',
        "Viber chat (Georgian) saying the password was changed and will be told tomorrow; no value",
        "",
    ),
    (
        E,
        "rs_ge/waybill_request_<<n>>.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">\n  <soap:Body>\n    <get_service_users xmlns="http://tempuri.org/">\n      <user_name><<org>></user_name>\n      <user_password>***</user_password>\n    </get_service_users>\n  </soap:Body>\n</soap:Envelope>\n',
        "rs.ge SOAP request logged with the password masked as ***",
        None,
    ),
    # f - Korea
    (
        F,
        "preorder-server/src/toss_<<n>>.js",
        "const TOSS_CLIENT_KEY = 'live_ck_<<sn>><<hex8>>';\nconst TOSS_SECRET_KEY = process.env.TOSS_SECRET_KEY;\nmodule.exports = { TOSS_CLIENT_KEY, TOSS_SECRET_KEY };\n",
        "Toss Payments: the client key is public (browser) and the secret key comes from process.env",
        "",
    ),
    (
        F,
        "KakaoTalk/KakaoTalk_<<date>>_<<n>>.txt",
        "<<y>>년 <<mo>>월 <<d>>일 오후 <<time>>, <<ln>><<fn>> : 배민 비번 뭐였죠?\n<<y>>년 <<mo>>월 <<d>>일 오후 <<t2>>, <<ln2>><<fn2>> : 비번은 사장님 폰으로 인증번호 받아서 재설정하세요\n",
        "KakaoTalk chat about a password reset, no password given",
        "",
    ),
    (
        F,
        ".github/workflows/instagram_post_<<n>>.yml",
        "name: post\non: workflow_dispatch\njobs:\n  post:\n    runs-on: ubuntu-latest\n    env:\n      IG_ACCESS_TOKEN: ${{ secrets.IG_ACCESS_TOKEN }}\n    steps:\n      - run: python post_location.py\n",
        "GitHub Actions workflow taking the token from repository secrets",
        None,
    ),
    # g - Japan
    (
        G,
        "line-bot/app_<<n>>.py",
        'import os\n\nCHANNEL_SECRET = os.getenv("LINE_CHANNEL_SECRET", "")\nCHANNEL_ACCESS_TOKEN = os.getenv("LINE_CHANNEL_ACCESS_TOKEN", "")\n',
        "LINE bot reading its channel secret and token from the environment",
        None,
    ),
    (
        G,
        "scans/券売機メモ_<<n>>.txt",
        "券売機 管理画面\nID: admin\nパス: 業者さんに確認（メモしない）\n",
        "ticket-machine note saying the password must be asked from the vendor, not written",
        "",
    ),
    (
        G,
        "etc/fstab.<<n>>",
        "//<<lan>>/camera  /mnt/nas  cifs  credentials=/root/.smbcred,uid=1000,iocharset=utf8  0  0\n",
        "fstab CIFS line pointing to a credentials file instead of a password",
        "",
    ),
    # h - Dubai
    (
        H,
        "reports/simphony_<<n>>.properties",
        "db.url=jdbc:oracle:thin:@<<ip>>:1521/SIMRPT\ndb.user=RPT_<<org>>\ndb.password=${SIMPHONY_RPT_PASSWORD}\n",
        "Java properties with the DB password as a placeholder reference",
        "",
    ),
    (
        H,
        "WhatsApp/WhatsApp Chat with Banquet Kitchen <<n>>.txt",
        "<<dmy>>, <<time>> - <<fn>>: شيف كلمة السر حق طلبات؟\n<<dmy>>, <<t2>> - <<fn2>>: IT will reset it, don't share passwords on WhatsApp\n",
        "Arabic/English chat refusing to share the password",
        "",
    ),
    (
        H,
        "calendar/BEO_<<date>>_<<n>>.ics",
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:<<uuid>>\nDTSTART:<<y>><<mo>><<d>>T100000\nSUMMARY:Menu tasting - wedding\nDESCRIPTION:Supplier portal login is with SSO (hotel Microsoft account)\\, no password needed.\nEND:VEVENT\nEND:VCALENDAR\n",
        "calendar entry whose portal login is SSO, no password",
        "",
    ),
    # i - Brazil
    (
        II,
        "delivery-site/.env.<<n>>",
        "APP_ENV=production\nDATABASE_URL=postgresql://<<org>>_app@<<ip>>:5432/pedidos?sslmode=verify-full&sslcert=/etc/ssl/app.crt\n",
        "Postgres URL with a user and client certificate, no password",
        "",
    ),
    (
        II,
        "ACBr/ACBrNFeMonitor_<<n>>.ini",
        "[Certificado]\nArquivoPFX=C:\\ACBr\\cert\\<<org>>.pfx\nSenha=\n\n[NFCe]\nIdToken=000001\nToken=\n",
        "ACBr monitor INI with empty certificate password and CSC token",
        None,
    ),
    (
        II,
        "WhatsApp/Conversa do WhatsApp com Loja <<n>>.txt",
        "<<dmy>> <<time>> - <<fn>>: qual a senha do ifood?\n<<dmy>> <<t2>> - <<fn2>>: tá no caderno do caixa, não mando por aqui\n",
        "Portuguese chat that points to a notebook instead of giving the password",
        "",
    ),
    # j - Turkey
    (
        J,
        "home/sube<<n>>/.docker/config.json",
        '{\n\t"auths": {\n\t\t"registry.<<dom>>": {}\n\t},\n\t"credsStore": "desktop"\n}\n',
        "Docker config using a credential store, no auth value",
        None,
    ),
    (
        J,
        "SiparisApi/appsettings.Development.<<n>>.json",
        '{\n  "Iyzico": {\n    "ApiKey": "",\n    "SecretKey": "",\n    "BaseUrl": "https://sandbox-api.iyzipay.com"\n  }\n}\n',
        "appsettings with empty iyzico keys",
        None,
    ),
    (
        J,
        "wiki/Sube-Acilis-Rehberi-<<n>>.md",
        "# Yeni şube açılış rehberi\n\n- NAS şifresi: bölge müdüründen telefonla alınır.\n- Şifreler bu sayfaya yazılmaz.\n",
        "Turkish wiki page that says passwords are given by phone",
        "",
    ),
    # k - Kenya
    (
        K,
        "meal-topup/.env.<<n>>",
        "MPESA_ENV=production\nMPESA_SHORTCODE=<<n4>><<n>>\nMPESA_CONSUMER_KEY=${DARAJA_KEY}\nMPESA_CONSUMER_SECRET=${DARAJA_SECRET}\nMPESA_PASSKEY=${DARAJA_PASSKEY}\n",
        "M-Pesa .env where every secret is a ${...} reference",
        "",
    ),
    (
        K,
        "etc/odoo/odoo_<<n>>.conf",
        "[options]\nadmin_passwd = False\ndb_host = False\ndb_user = odoo\ndb_password = False\nlist_db = False\n",
        "odoo.conf with passwords False (peer authentication, master password disabled)",
        "ini",
    ),
    (
        K,
        "notes/telegram_copy_<<n>>.txt",
        "[<<d>>.<<mo>>.<<y>> <<time>>] <<fn>>: Nenosiri la POS tafadhali\n[<<d>>.<<mo>>.<<y>> <<t2>>] <<fn2>>: Piga simu ofisini, situmi nenosiri hapa\n",
        "Swahili chat asking for the POS password and being told to call the office",
        "",
    ),
    # l - Vietnam
    (
        L,
        "deposit-service/vnpay_<<n>>.properties",
        "vnp_TmnCode=<<sn>>\nvnp_HashSecret=\nvnp_Url=https://sandbox.vnpayment.vn/paymentv2/vpcpay.html\n",
        "VNPAY properties with an empty hash secret",
        "",
    ),
    (
        L,
        "Zalo/zalo_le_tan_<<n>>.txt",
        "[<<time>> <<dmy>>] <<fn>>: Chị ơi mật khẩu iPad đặt bàn là gì ạ?\n[<<t2>> <<dmy>>] <<fn2>>: Em đăng nhập bằng tài khoản Google của nhà hàng nhé, không cần mật khẩu riêng\n",
        "Vietnamese Zalo chat: login via Google account, no password",
        "",
    ),
    (
        L,
        "provisioning/<<mac>>.cfg",
        "#!version:1.0.0.1\naccount.1.enable = 1\naccount.1.auth_name = 10<<n>>\naccount.1.password = \n",
        "Yealink config with an empty SIP password (filled by the provisioning server)",
        "",
    ),
    # m - Indonesia
    (
        M,
        "k8s/checkout-secret-<<n>>.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: checkout-payments\nspec:\n  secretStoreRef:\n    name: gcp-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: XENDIT_SECRET_KEY\n      remoteRef:\n        key: toko-xendit-secret-key\n",
        "ExternalSecret pointing at a secret-manager entry, no value",
        None,
    ),
    (
        M,
        "admin/akun_marketplace_<<n>>.csv",
        "marketplace;nama toko;email/hp;kata sandi;pic\nTokopedia;<<orgc>>;<<email>>;••••••••;<<fn>>\nShopee;<<org>>.official;<<phone>>;••••••••;<<fn2>>\n",
        "marketplace account list with passwords masked by bullets",
        "",
    ),
    (
        M,
        "toko-online/.env.example.<<n>>",
        "MIDTRANS_MERCHANT_ID=\nMIDTRANS_CLIENT_KEY=\nMIDTRANS_SERVER_KEY=\nMIDTRANS_IS_PRODUCTION=false\n",
        "Midtrans .env template with empty values",
        "",
    ),
    # n - New Zealand
    (
        N,
        "billing/webhook_<<n>>.go",
        'package main\n\nimport "os"\n\nvar endpointSecret = os.Getenv("STRIPE_WEBHOOK_SECRET")\n',
        "Go handler reading the webhook secret from the environment",
        "",
    ),
    (
        N,
        "ops-mac-<<n>>/rclone.conf",
        "[b2-photos]\ntype = b2\nenv_auth = true\nhard_delete = false\n",
        "rclone B2 remote using env_auth, no key in the file",
        "ini",
    ),
    (
        N,
        "keys/menu-sync-<<n>>.crt",
        "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU<<sn>>MAoGCCqGSM49BAMCMBQxEjAQBgNVBAMMCWthaXBh\naS5uejAeFw0yNTAxMDEwMDAwMDBaFw0yNjAxMDEwMDAwMDBaMBQxEjAQBgNVBAMM\n-----END CERTIFICATE-----\n",
        "a public certificate (no private key)",
        "",
    ),
    # o - China
    (
        O,
        "miniapp-server/application-prod-<<n>>.yml",
        'wechat:\n  pay:\n    mch-id: "16<<n4>><<n4>>"\n    api-v3-key: "${WECHAT_APIV3_KEY}"\n    private-key-path: "/run/secrets/apiclient_key.pem"\n',
        "WeChat Pay YAML with the APIv3 key as a ${...} placeholder and the key as a file path",
        None,
    ),
    (
        O,
        "keys/alipay_public_<<n>>.pem",
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<sn>><<hex8>>\n-----END PUBLIC KEY-----\n",
        "Alipay public key (public material)",
        "",
    ),
    (
        O,
        "微信/聊天记录_<<n>>.txt",
        "<<ln>><<fn>> <<y>>/<<mo>>/<<d>> <<time>>\n美团密码多少？\n\n<<ln2>><<fn2>> <<y>>/<<mo>>/<<d>> <<t2>>\n用验证码登录，不用密码\n",
        "WeChat chat: log in with an SMS code, no password",
        "",
    ),
    # p - Taiwan
    (
        P,
        "linepay/config-<<n>>.yml",
        'linepay:\n  api: https://sandbox-api-pay.line.me\n  channel_id: "16<<n4>><<n4>>"\n  channel_secret: ""\n',
        "LINE Pay config with an empty channel secret",
        None,
    ),
    (
        P,
        "shop/ecpay_config_<<n>>.php",
        "<?php\nreturn [\n    'MerchantID' => getenv('ECPAY_MERCHANT_ID'),\n    'HashKey'    => getenv('ECPAY_HASH_KEY'),\n    'HashIV'     => getenv('ECPAY_HASH_IV'),\n];\n",
        "ECPay config reading HashKey/HashIV from getenv",
        "",
    ),
    (
        P,
        "photos/攤位白板_<<date>>.txt",
        "今日：蚵仔煎 180 份\niCHEF 密碼 → 問老闆娘\n",
        "whiteboard OCR saying to ask the owner for the iCHEF password",
        "",
    ),
)

for _row in DECOYS:
    _fam, _path, _tmpl, _why, _syn = _row[:5]
    regd(_fam, _path, _tmpl, _why, _syn, *_row[5:])
