# ruff: noqa: E501
"""The ninety-seventh corpus's decoys: three per family, files shaped like the formats that
hold no live credential (references to the environment or a secret store, empty values,
public keys and certificates, checksums, masked values, authentication without a password,
chat and notes that mention a password without giving one)."""

from __future__ import annotations

import ninetyseventh_formats_a as fa
import ninetyseventh_formats_b as fb
import ninetyseventh_formats_c as fc
import ninetyseventh_formats_d as fd
import ninetyseventh_formats_e as fe
import ninetyseventh_formats_f as ff
import ninetyseventh_formats_g as fg
import ninetyseventh_formats_h as fh
import ninetyseventh_formats_i as fi
import ninetyseventh_formats_j as fj
import ninetyseventh_formats_k as fk
import ninetyseventh_formats_l as fl
import ninetyseventh_formats_m as fm
import ninetyseventh_formats_n as fn
import ninetyseventh_formats_o as fo
import ninetyseventh_formats_p as fp
from ninetyseventh_spec import regd

_CERT_BODY = (
    "MIIDazCCAlOgAwIBAgIUQm9sZXRhIGRlIHJlZmVyZW5jaWEgcHVibGljYTAeFw0y\n"
    "NTAxMDEwMDAwMDBaFw0yNzAxMDEwMDAwMDBaMEUxCzAJBgNVBAYTAkFSMRMwEQYD\n"
    "VQQIDApTYW50YSBGZTEhMB8GA1UECgwYRHJvZ3VlcmlhIFZldGVyaW5hcmlhIFNB"
)

DECOYS = [
    # a - Casablanca officine
    (
        fa.F,
        "C:/PharmaGest/Config/connexion_<<n>>.ini",
        "; Poste caisse <<n>> - <<orgc>>\n[Base]\nMoteur=Firebird 3.0\nServeur=<<ip>>\nUtilisateur=SYSDBA\n; mot de passe saisi au démarrage par le pharmacien titulaire\nMotDePasse=\nCharset=UTF8\n",
        "empty password value; the pharmacist types it at start-up",
        None,
    ),
    (
        fa.F,
        "WhatsApp Chat with <<fac>> Sophaco.txt",
        "<<dmy>>, <<hm>> - <<fac>> Sophaco: Salam docteur, l'mot de passe jdid dyal portail sifto lik f SMS\n<<dmy>>, <<hm>> - Dr <<lac2>>: وصلني، شكرا\n<<dmy>>, <<hm2>> - <<fac>> Sophaco: Ok 👍\n",
        "chat says the new password was sent by SMS; no password in it",
        "",
    ),
    (
        fa.F,
        "<<org>>/frigo-logger/.env",
        "# Sonde frigo vaccins/insulines\nSENSOR_ID=28-<<hex8>>\nMQTT_URL=mqtts://mqtt.<<dom>>:8883\nMQTT_USER=frigo_<<org>>\nMQTT_PASSWORD_FILE=/run/secrets/mqtt_frigo\nALERT_MAX=8\n",
        "MQTT password read from a Docker secret file; only the path is here",
        "",
    ),
    # b - Polish hospital pharmacy store
    (
        fb.F,
        "/opt/apteka-p1/conf/application-prod<<n>>.properties",
        "p1.endpoint=https://isus.ezdrowie.gov.pl/services/ObslugaReceptyWS\np1.keystore.path=/opt/apteka-p1/conf/wss_<<org>>.p12\np1.keystore.password=${P1_KEYSTORE_PASSWORD}\np1.keystore.alias=<<org>>-wss\n",
        "keystore password is a ${...} environment reference",
        "",
    ),
    (
        fb.F,
        "ksef-import/.env.<<org>>",
        "# Import faktur zakupowych z KSeF\nKSEF_ENV=prod\nKSEF_NIP=<<nnn>><<nnn>><<nn>><<nn>>\n# token generuje kierownik w aplikacji podatnika KSeF\nKSEF_TOKEN=\n",
        "KSeF token left empty in the template",
        "",
    ),
    (
        fb.F,
        "Pulpit/przekazanie_dyzuru_<<dmy_dot>>.txt",
        "PRZEKAZANIE DYŻURU – <<dmy_dot>>\nod: mgr farm. <<fn>> <<ln>>   do: mgr farm. <<fn2>> <<ln2>>\n- lodówka nr <<n>>: temperatura w normie\n- nowe hasło do AMMS w kopercie w sejfie u kierownika apteki\n",
        "handover note points to a password kept in a safe; no value",
        "",
    ),
    # c - Thessaloniki optician
    (
        fc.F,
        "eshop-<<org>>/server/viva.js",
        "// Viva Wallet Smart Checkout\nconst VIVA_CLIENT_ID = process.env.VIVA_CLIENT_ID;\nconst VIVA_CLIENT_SECRET = process.env.VIVA_CLIENT_SECRET;\nmodule.exports = { VIVA_CLIENT_ID, VIVA_CLIENT_SECRET };\n",
        "client secret read from process.env",
        "",
    ),
    (
        fc.F,
        "OptikPOS/appsettings.Production.json",
        '{\n  "MyData": {\n    "BaseUrl": "https://mydatapi.aade.gr/myDATA/",\n    "AadeUserId": "<<user>>",\n    "SubscriptionKey": ""\n  }\n}\n',
        "myDATA subscription key empty",
        None,
    ),
    (
        fc.F,
        "C:/Program Files/Nidek/LEX/firmware_<<n>>.sha256",
        "<<hex64>>  LEX1200_v<<n>>.<<nn>>.bin\n<<hex40>><<hex16>><<hex8>>  LT1200_tracer_v<<n>>.<<nn>>.bin\n",
        "SHA-256 checksums of edger firmware files",
        "",
    ),
    # d - Nagoya hearing-aid shop
    (
        fd.F,
        "tools/kintone_yoyaku_<<n>>.py",
        'import os\n\nimport requests\n\nSUBDOMAIN = "<<org>>"\nAPI_TOKEN = os.environ["KINTONE_API_TOKEN"]\n\n\ndef records(app):\n    return requests.get(f"https://{SUBDOMAIN}.cybozu.com/k/v1/records.json", headers={"X-Cybozu-API-Token": API_TOKEN}, params={"app": app}, timeout=15).json()\n',
        "API token from os.environ",
        None,
    ),
    (
        fd.F,
        "LINE/[LINE] <<ln2>>さんとのトーク.txt",
        "[LINE] <<ln2>>さんとのトーク履歴\n\n<<hm>>\t<<ln>> <<fn>>\tTargetのパスワード忘れました…\n<<hm>>\t<<ln2>> <<fn2>>\tリセットのメール送ったので確認してください\n<<hm2>>\t<<ln>> <<fn>>\t了解です！\n",
        "LINE chat about a password reset e-mail; no password",
        "",
    ),
    (
        fd.F,
        "<<org>>-web/.env",
        "APP_URL=https://www.<<dom>>\nPAYJP_PUBLIC_KEY=pk_live_<<hex32>>\n# 秘密鍵は本番サーバーの環境変数のみ\nPAYJP_SECRET_KEY=\n",
        "only the PAY.JP public key; the secret key is empty",
        "",
    ),
    # e - Saigon dental lab
    (
        fe.F,
        "D:/KeToan/<<org>>/misa_connection.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n    <add key="DataSource" value="<<ip>>\\MISASME" />\n    <add key="IntegratedSecurity" value="SSPI" />\n  </appSettings>\n</configuration>\n',
        "Windows integrated authentication; no password",
        "xml",
    ),
    (
        fe.F,
        "Zalo/tin_nhan_<<fa>>_<<date>>.txt",
        "[<<hm>> <<dmy>>] <<fn>> <<ln>>: Mật khẩu exocad mới đâu em?\n[<<hm2>> <<dmy>>] <<fn2>> <<ln2>>: Em gửi qua email công ty rồi anh nhé\n",
        "chat says the password went by e-mail; none given",
        "",
    ),
    (
        fe.F,
        "etc/cron.d/dongbo_stl_<<n>>",
        "*/10 7-20 * * 1-6 root rsync -a --password-file=/etc/rsyncd.labsync /srv/scan/out/ rsync://labsync@<<ip>>/dwx_jobs/\n",
        "rsync reads the password from a file; only the path is here",
        "",
    ),
    # f - Curitiba equipment rental
    (
        ff.F,
        "sistema-locacao/.env",
        "NODE_ENV=production\nDB_USER=locacao\nDATABASE_URL=postgresql://${DB_USER}:${DB_PASSWORD}@<<host>>:5432/locacao\n",
        "database URL built from ${...} references",
        "",
    ),
    (
        ff.F,
        "Conversa do WhatsApp com Escritório <<lac>>.txt",
        "[<<dmy>> <<hms>>] <<fn>> Contabilidade: Renovei o certificado A1\n[<<dmy>> <<hms>>] <<fn>> Contabilidade: A senha eu te passo por telefone, não mando por aqui\n[<<dmy>> <<hms>>] <<fn2>> <<ln2>>: Combinado 👍\n",
        "chat mentions the certificate password without giving it",
        "",
    ),
    (
        ff.F,
        "app/Config/mercadopago_<<n>>.php",
        "<?php\n// chave pública (vai no front-end do checkout)\nreturn ['public_key' => 'APP_USR-<<uuid>>'];\n",
        "Mercado Pago public key (published in the checkout page)",
        "",
    ),
    # g - Addis Ababa orthopaedic workshop
    (
        fg.F,
        "workshop/settings/production.py",
        'import os\n\nfrom .base import *  # noqa\n\nDEBUG = False\nCHAPA_SECRET_KEY = os.environ["CHAPA_SECRET_KEY"]\n',
        "Chapa secret from os.environ",
        None,
    ),
    (
        fg.F,
        "home/rodin/.ssh/id_ed25519_<<n>>.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex32>> rodin@cad-<<org>>\n",
        "an SSH public key",
        "",
    ),
    (
        fg.F,
        "Telegram Desktop/ChatExport_<<date>>/messages.txt",
        "<<fn>> <<ln>>, [<<dmy_dot>> <<hm>>]\nየOdoo የይለፍ ቃሌን ረሳሁት\n\n<<fn2>> <<ln2>>, [<<dmy_dot>> <<hm2>>]\nበስልክ እነግርሃለሁ፣ እዚህ አልጽፈውም\n",
        "Amharic chat: the password will be told by phone, not written",
        "",
    ),
    # h - Rosario vet wholesaler
    (
        fh.F,
        "Users/<<user>>/AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.67.1" platform="windows">\n  <Servers>\n    <Server>\n      <Host>ftp.<<dom>></Host>\n      <Port>21</Port>\n      <User>listas_<<org>></User>\n      <Logontype>2</Logontype>\n      <Name>Listas (pide clave)</Name>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "FileZilla site set to ask for the password; none stored",
        "xml",
    ),
    (
        fh.F,
        "facturacion/certs/<<org>>_afip_<<n>>.crt",
        "-----BEGIN CERTIFICATE-----\n" + _CERT_BODY + "\n-----END CERTIFICATE-----\n",
        "a public certificate, no private key",
        "",
    ),
    (
        fh.F,
        "Ventas/vendedores_accesos_<<y>>.csv",
        "Vendedor;Zona;Usuario app preventa;Clave\n<<fn>> <<ln>>;<<city>>;<<user>>;••••••••\n<<fn2>> <<ln2>>;Sur de Santa Fe;<<user2>>;••••••••\n",
        "password column masked with bullets",
        "",
    ),
    # i - Daegu herbal shop
    (
        fi.F,
        "shop-api/src/main/resources/application-prod.yml",
        "toss:\n  payments:\n    client-key: live_ck_<<hex16>>\n    secret-key: ${TOSS_SECRET_KEY}\n",
        "secret key is a ${...} reference; only the public client key",
        None,
    ),
    (
        fi.F,
        "KakaoTalk/KakaoTalk_<<y>><<mo>><<d>>_<<nnnn>>_<<fa>>.txt",
        "[<<ln>><<fn>>] [오후 <<hm>>] 사장님 비번 뭐예요?\n[<<ln2>><<fn2>>] [오후 <<hm2>>] 카톡으로는 안 보내. 가게 와서 물어봐\n",
        "KakaoTalk chat refusing to send the password",
        "",
    ),
    (
        fi.F,
        "home/<<user>>/.my.cnf",
        "# 비밀번호는 mysql_config_editor (~/.mylogin.cnf) 에 저장\n[client]\nhost=<<ip>>\nuser=<<org>>_stock\n",
        "MySQL option file without a password (login path used instead)",
        "ini",
    ),
    # j - Izmir compounding pharmacy
    (
        fj.F,
        "ITS/istekler/satis_bildirim_<<date>>_<<nnn>>.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="http://its.saglik.gov.tr/ReceiptNotification">\n  <soapenv:Header>\n    <ns:Kullanici><<d12>>1</ns:Kullanici>\n    <ns:Sifre/>\n  </soapenv:Header>\n  <soapenv:Body/>\n</soapenv:Envelope>\n',
        "ITS request template with an empty password element",
        None,
    ),
    (
        fj.F,
        "C:/Botanik/EOS/Ayarlar_<<n>>.ini",
        "[Veritabani]\nSunucu=<<ip>>\\BOTANIK\nVeritabani=EOS_<<org>>\nWindowsKimlik=1\nSifre=\n",
        "Windows authentication; password empty",
        "ini",
    ),
    (
        fj.F,
        "WhatsApp Sohbeti - Eczane Kalfalar.txt",
        "<<dmy_dot>> <<hm>> - <<fn>> <<ln>>: Medula şifresi neydi?\n<<dmy_dot>> <<hm2>> - Ecz. <<fn2>> <<ln2>>: Kasanın yanındaki deftere yazdım, oradan bak\n",
        "chat points to a notebook; no password",
        "",
    ),
    # k - Madurai diabetic supplies
    (
        fk.F,
        "billing/razorpay_links_<<n>>.py",
        'import os\n\nimport razorpay\n\nKEY_ID = "rzp_live_<<hex8>>abcdEF"\nclient = razorpay.Client(auth=(KEY_ID, os.getenv("RAZORPAY_KEY_SECRET")))\n',
        "only the public key id; the secret comes from the environment",
        None,
    ),
    (
        fk.F,
        "einvoice/irp_config_<<org>>.json",
        '{\n  "gstin": "33AAB<<nnnn>>Z1",\n  "user_name": "API_<<org>>",\n  "password": "",\n  "client_secret_ref": "vault:kv/einvoice/irp#client_secret"\n}\n',
        "empty password and a vault path reference",
        None,
    ),
    (
        fk.F,
        "WhatsApp Chat with <<fac>> Sales.txt",
        "<<d>>/<<mo>>/<<y>>, <<hm>> - <<fac>>: portal login OTP varala anna\n<<d>>/<<mo>>/<<y>>, <<hm2>> - <<fac2>> Anna: registered mobile-ku OTP varum, wait pannunga\n",
        "chat about a one-time OTP to a phone; no password",
        "",
    ),
    # l - Rehovot reagent supplier
    (
        fl.F,
        "integrations/priority_orders_<<n>>.py",
        'import keyring\nimport requests\n\nPRIORITY_USER = "apiuser"\nPRIORITY_PASSWORD = keyring.get_password("priority", PRIORITY_USER)\n',
        "password fetched from the OS keyring",
        None,
    ),
    (
        fl.F,
        "Outlook/Inbox/portal_<<date>>_<<nnn>>.eml",
        'From: <<fn2>> <<ln2>> <<<email2>>>\nTo: lab.manager@<<org>>-biolab.ac.il\nSubject: portal\nContent-Type: text/plain; charset="UTF-8"\n\nשלום,\nשם המשתמש שלכם: <<user>>\nהסיסמה תישלח בנפרד ב-SMS.\n',
        "e-mail says the password comes separately by SMS",
        "",
    ),
    (
        fl.F,
        "scripts/upload_coa_<<n>>.sh",
        "#!/bin/sh\n# key-based login, no password\nlftp -e 'set sftp:connect-program \"ssh -a -x -i /home/coa/.ssh/id_ed25519\"; mirror -R /srv/coa/outgoing /incoming/coa; bye' -u coa_<<org>>, sftp://sftp.<<dom>>\n",
        "SFTP by key file with an empty password",
        "",
    ),
    # m - Tauranga mobility scooters
    (
        fm.F,
        "shop-checkout/.env",
        "PXPAY_URL=https://sec.windcave.com/pxaccess/pxpay.aspx\nPXPAY_USER_ID=<<orgc>>_Rest\n# key lives in the hosting panel's env settings\nPXPAY_KEY=\n",
        "PxPay key empty",
        "",
    ),
    (
        fm.F,
        "etc/wpa_supplicant/wpa_supplicant_guest.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=NZ\nnetwork={\n    ssid="<<orgc>>-Guest"\n    key_mgmt=NONE\n}\n',
        "open Wi-Fi network, no key",
        "",
    ),
    (
        fm.F,
        "docs/locum_handover_<<date>>.md",
        "# Handover – <<dmy>>\n\nKia ora <<fn2>>,\n\n- All logins (ACC / Enable NZ, Xero, Shopify) are in the shared Bitwarden vault; I've added you.\n\nNgā mihi, <<fn>>\n",
        "handover points to a password manager; no values",
        "",
    ),
    # n - Bandung delivery hub
    (
        fn.F,
        "deploy/docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: hub\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets: [pg_password]\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt\n",
        "Postgres password from a Docker secret file",
        None,
    ),
    (
        fn.F,
        "home/<<user>>/.bash_history",
        'cd /opt/<<org>>-hub\nsource .env\ncurl -s https://api.xendit.co/balance -u "$XENDIT_SECRET_KEY:"\nexit\n',
        "Xendit key passed as a shell variable reference",
        "",
    ),
    (
        fn.F,
        "kurir-app/local.properties",
        "sdk.dir=/home/<<user>>/Android/Sdk\n# MAPS_API_KEY diisi dari CI (GitHub Actions secret)\nMAPS_API_KEY=\n",
        "Maps key empty, filled by CI",
        "",
    ),
    # o - Kisumu vaccine depot
    (
        fo.F,
        "etc/telegraf/telegraf.conf",
        '[agent]\n  interval = "60s"\n\n[[outputs.influxdb_v2]]\n  urls = ["http://<<ip>>:8086"]\n  token = "${INFLUX_TOKEN}"\n  organization = "<<org>>"\n  bucket = "coldchain"\n',
        "Telegraf token is an environment substitution",
        "toml",
    ),
    (
        fo.F,
        "payments/mpesa_<<n>>.py",
        'import os\n\nSHORTCODE = "<<nnnn>><<nn>>"\nPASSKEY = os.environ.get("DARAJA_PASSKEY", "")\nCONSUMER_SECRET = os.environ.get("DARAJA_CONSUMER_SECRET", "")\n',
        "Daraja passkey and secret from the environment",
        None,
    ),
    (
        fo.F,
        "WhatsApp Chat with <<fac>> EPI.txt",
        "<<d>>/<<mo>>/<<y>>, <<hm>> - <<fac>> <<lac>>: Nenosiri mpya la Chanjo KE ni gani?\n<<d>>/<<mo>>/<<y>>, <<hm2>> - <<fac2>>: Nitakutumia kwa SMS, si hapa kwenye group\n",
        "Swahili chat: the password will come by SMS",
        "",
    ),
    # p - Chiang Mai contact-lens e-shop
    (
        fp.F,
        "lens-shop/.env",
        "APP_ENV=production\nOMISE_PUBLIC_KEY=pkey_5<<hex16>>ab\nOMISE_SECRET_KEY=\n",
        "only the Omise public key; secret empty",
        "",
    ),
    (
        fp.F,
        "home/<<user>>/.docker/config.json",
        '{\n  "auths": {\n    "registry.gitlab.com": {}\n  },\n  "credsStore": "desktop"\n}\n',
        "Docker credentials kept in the OS credential store",
        None,
    ),
    (
        fp.F,
        "LINE/[LINE] แชทกับ <<fn2>>.txt",
        "<<hm>>\t<<fn>>\tพี่คะ รหัสผ่าน Shopee ใหม่คืออะไรคะ\n<<hm2>>\t<<fn2>>\tส่งทางอีเมลร้านแล้วนะ ไม่พิมพ์ในไลน์\n",
        "LINE chat: the password was sent by e-mail, not typed here",
        "",
    ),
]

for _fam, _path, _text, _why, _syntax in DECOYS:
    regd(_fam, _path, _text, _why, _syntax)
