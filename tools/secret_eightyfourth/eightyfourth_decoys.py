# ruff: noqa: E501
"""The eighty-fourth corpus's decoys: three per family, files that look like the formats but
hold no live credential (references to the environment or a secret store, empty values, public
keys, checksums, masked values, Windows / socket authentication, chat and mail that mention a
password without giving it)."""

from __future__ import annotations

import json

import eightyfourth_formats_a as fa
import eightyfourth_formats_b as fb
import eightyfourth_formats_c as fc
import eightyfourth_formats_d as fd
import eightyfourth_formats_e as fe
import eightyfourth_formats_f as ff
import eightyfourth_formats_g as fg
import eightyfourth_formats_h as fh
import eightyfourth_formats_i as fi
import eightyfourth_formats_j as fj
import eightyfourth_formats_k as fk
import eightyfourth_formats_l as fl
import eightyfourth_formats_m as fm
import eightyfourth_formats_n as fn
import eightyfourth_formats_o as fo
import eightyfourth_formats_p as fp
from eightyfourth_spec import csv_row, regd, sms_xml, telegram_json, whatsapp
from secret_corpus_kit import hexs

# --------------------------------------------------------------------------- a: Nairobi print shop

regd(
    fa.FAM,
    "<<place>>-counter/C/Program Files/PaperCut MF/server/server.properties",
    """### PaperCut MF server configuration - <<orgc>>
### Still on the internal (Apache Derby) database - no DB password is used
server.port=9191
server.ssl.port=9192
database.type=Internal
database.username=
database.password=
""",
    "PaperCut on its embedded Derby database: the database user and password are empty.",
)
regd(
    fa.FAM,
    "WhatsApp Chat with <<fac>> <<lac>>.txt",
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (s["fac2"], "Boss nenosiri ya copier imebadilishwa?"),
            (s["fac"], "Ndiyo, nimekutumia kwa SMS. Usiiandike hapa kwa group"),
            (s["fac2"], "Sawa nimeipata 👍"),
        ],
        "android",
    ),
    "Swahili chat that says the copier password was sent by SMS; no password is given.",
)
regd(
    fa.FAM,
    "<<org>>-webshop/.env.example",
    """APP_NAME="<<orgc>> Online Print"
# Safaricom Daraja - fill in on the server only
MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://shop.<<dom>>/api/mpesa/callback
""",
    "Daraja .env template with every M-Pesa value left empty.",
)

# --------------------------------------------------------------------------- b: Lima copy centre

regd(
    fb.FAM,
    "bizhub C<<nn>>/AddressBook_<<date>>.csv",
    lambda s: (
        "\n".join(
            [
                "Abbreviation No.,Name,Furigana,Index,Destination Type,Host Address,File Path,User ID,Password,anonymous,Port No.",
                csv_row(
                    [
                        s["n"],
                        f"SCAN {s['fac']}",
                        f"SCAN {s['fac']}",
                        "Etc",
                        "SMB",
                        s["ip"],
                        f"escaneos\\{s['fa']}",
                        s["login"],
                        "********",
                        "OFF",
                        "445",
                    ]
                ),
            ]
        )
        + "\n"
    ),
    "Konica Minolta address-book export: the device masks SMB passwords as asterisks.",
)
regd(
    fb.FAM,
    "pedidos-online/server.js",
    """// Pedidos de impresión online - la llave privada viene del entorno (PM2 ecosystem)
const Culqi = require('culqi-node');

const culqi = new Culqi({
  privateKey: process.env.CULQI_PRIVATE_KEY,
  publicKey: 'pk_live_<<hex8>><<hex8>>',
});

module.exports = culqi;
""",
    "Culqi private key read from process.env; only the publishable pk_live key is in the file.",
)
regd(
    fb.FAM,
    "Correo/Contadora/<<date>> Clave SOL.eml",
    """From: <<fn2>> <<ln2>> (Estudio Contable) <<<fa2>>.contable@gmail.com>
To: <<fn>> <<ln>> <<<email>>>
Subject: Clave SOL
Date: <<rfcdate>> -0500
Content-Type: text/plain; charset=UTF-8

Sra. <<ln>>, por favor no me mande la clave SOL por correo.
Llámeme al celular y me la dicta, o mejor créeme un usuario secundario en SUNAT.

Saludos,
<<fn2>>
""",
    "Spanish e-mail asking for the SUNAT password by phone; it holds none.",
)

# --------------------------------------------------------------------------- c: Warsaw sign maker

regd(
    fc.FAM,
    "config/packages/przelewy24.yaml",
    """przelewy24:
    sandbox: false
    merchant_id: '%env(int:P24_MERCHANT_ID)%'
    pos_id: '%env(int:P24_POS_ID)%'
    crc: '%env(P24_CRC)%'
    api_key: '%env(P24_API_KEY)%'
""",
    "Przelewy24 settings that all come from Symfony %env()% references.",
)
regd(
    fc.FAM,
    "messages/inbox/<<fa2>><<la2>>_<<id>>/message_1.json",
    lambda s: (
        json.dumps(
            {
                "participants": [{"name": s["fa"]}, {"name": s["fa2"]}],
                "messages": [
                    {
                        "sender_name": s["fa2"],
                        "timestamp_ms": int(s["ts"]) * 1000,
                        "content": "Hasło do Allegro wysłałem Ci SMS-em, nie piszę go tutaj",
                    },
                    {
                        "sender_name": s["fa"],
                        "timestamp_ms": int(s["ts"]) * 1000 - 60000,
                        "content": "Podeślesz hasło do Allegro?",
                    },
                ],
                "title": s["fa2"],
            },
            indent=2,
        )
        + "\n"
    ),
    "Messenger export where the password is said to have gone by SMS; none is written.",
)
regd(
    fc.FAM,
    "home/<<fa>>/.ssh/authorized_keys",
    lambda s: f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{hexs(s['rng'], 43)} grafik@RIP-ROLAND\n",
    "An SSH authorized_keys line: a public key, no secret.",
)

# --------------------------------------------------------------------------- d: Ankara wide print

regd(
    fd.FAM,
    "etc/fstab",
    """# Caldera GrandRIP+ - sıcak klasörler (kimlik bilgileri ayrı dosyada, chmod 600)
UUID=<<uuid>> /  ext4  errors=remount-ro 0 1
//<<ip>>/isler  /mnt/isler  cifs  credentials=/root/.smbcredentials,uid=1000,vers=3.0,_netdev  0  0
""",
    "fstab CIFS mount that points at a credentials file instead of holding a password.",
)
regd(
    fd.FAM,
    "odeme/paytr_iframe.php",
    """<?php
// PayTR anahtarları sunucu ortam değişkenlerinden okunur
$merchant_id   = getenv('PAYTR_MERCHANT_ID');
$merchant_key  = getenv('PAYTR_MERCHANT_KEY');
$merchant_salt = getenv('PAYTR_MERCHANT_SALT');
""",
    "PayTR merchant key and salt read with getenv().",
)
regd(
    fd.FAM,
    "WhatsApp Sohbeti - <<fac>> <<lac>>.txt",
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (s["fn2"], "Abi Caldera şifresini yazar mısın?"),
            (s["fn"], "Yazmam 😄 sesli mesaj attım, dinle sil"),
            (s["fn2"], "Tamam, girdim"),
        ],
        "dot",
    ),
    "Turkish chat: the password went in a voice message, none is written.",
)

# --------------------------------------------------------------------------- e: Prague bindery

regd(
    fe.FAM,
    "crontab-<<org>>-<<n>>.txt",
    """# Fio API token je v souboru čitelném jen pro uživatele ucetni
15 6 * * * curl -s "https://fioapi.fio.cz/v1/rest/last/$(cat /etc/fio/token)/transactions.json" -o /srv/ucetnictvi/fio/$(date +\\%F).json
""",
    "Crontab that reads the Fio token from a file at run time.",
)
regd(
    fe.FAM,
    "Pošta/Odeslané/<<id>>.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: Přístup do e-shopu
Date: <<rfcdate>> +0100
Content-Type: text/plain; charset=utf-8

Ahoj <<fn2>>, účet do administrace Shoptetu jsem ti založil.
Heslo ti řeknu po telefonu, e-mailem ho neposílám.

<<fn>>
""",
    "Czech e-mail that promises the password by phone; there is none in it.",
)
regd(
    fe.FAM,
    "skeny/kronika_<<place>>/SHA256SUMS",
    lambda s: "".join(
        f"{hexs(s['rng'], 64)}  kronika_{s['place']}_{i:03d}.tif\n" for i in range(1, 6)
    ),
    "SHA-256 checksums of scanned pages: hashes of public files, not secrets.",
)

# --------------------------------------------------------------------------- f: Tbilisi publisher

regd(
    ff.FAM,
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<place>>print.ge</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<org>></User>
            <Logontype>2</Logontype>
            <Name>სტამბა</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla site with Logontype 2 (ask for password): no password is stored.",
)
regd(
    ff.FAM,
    "Viber/Viber messages <<fa>> <<date>>.csv",
    lambda s: (
        "\n".join(
            [
                "Date,Time,Sender Name,Sender Phone,Message",
                csv_row(
                    [s["dmy"], f"{s['hh']}:{s['mi']}:00", s["fn2"], s["phone2"], "პაროლი რა არის?"]
                ),
                csv_row(
                    [
                        s["dmy"],
                        f"{s['hh']}:{s['mi']}:40",
                        s["fn"],
                        s["phone"],
                        "SMS-ით გამოგიგზავნე",
                    ]
                ),
            ]
        )
        + "\n"
    ),
    "Georgian Viber chat: the password was sent by SMS, none is given.",
)
regd(
    ff.FAM,
    "newsletter/send.js",
    """const mailchimp = require('@mailchimp/mailchimp_marketing');

mailchimp.setConfig({
  apiKey: process.env.MAILCHIMP_API_KEY,
  server: process.env.MAILCHIMP_SERVER_PREFIX,
});
""",
    "Mailchimp key and server prefix read from process.env.",
)

# --------------------------------------------------------------------------- g: Cairo distributor

regd(
    fg.FAM,
    "etc/odoo/odoo.conf",
    """[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom
db_host = False
db_port = False
db_user = odoo
db_password = False
dbfilter = ^tawzi$
""",
    "Odoo over the local Unix socket with peer authentication: db_password = False.",
    syntax="ini",
)
regd(
    fg.FAM,
    "WhatsApp Chat with <<fac>> <<lac>>.txt",
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (s["fac2"], "ممكن كلمة السر بتاعة السيستم؟"),
            (s["fac"], "هكلمك دلوقتي وأقولهالك، مش هكتبها هنا"),
        ],
        "android",
    ),
    "Arabic chat: the password will be given in a call, none is written.",
)
regd(
    fg.FAM,
    "portal/.env.example",
    """APP_NAME="اشتراكات الجرائد"
PAYMOB_PUBLIC_KEY=egy_pk_live_<<hex8>><<hex8>>
PAYMOB_API_KEY=
PAYMOB_SECRET_KEY=
PAYMOB_HMAC=
""",
    "Paymob .env template: only the publishable key, the secret values empty.",
)

# --------------------------------------------------------------------------- h: São Paulo silk-screen

regd(
    fh.FAM,
    "ACBrMonitorPLUS/ACBrMonitor.ini",
    """[Certificado]
SSLLib=4
CryptLib=3
ArquivoPFX=
Senha=
NumeroSerie=<<serial>><<hex8>>

[WebService]
UF=SP
Ambiente=0
""",
    "ACBrMonitor with an A3 token certificate chosen by serial number: no PFX password.",
    syntax="ini",
)
regd(
    fh.FAM,
    "loja/.env",
    """NODE_ENV=production
# senha no ~/.pgpass do usuário do serviço
DATABASE_URL="postgresql://serigrafia@<<ip>>:5432/pedidos?schema=public"
""",
    "Connection URL without a password (taken from .pgpass).",
)
regd(
    fh.FAM,
    "Conversa do WhatsApp com <<fac>> <<lac>>.txt",
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (s["fn2"], "qual a senha do Bling?"),
            (s["fn"], "te passo pessoalmente amanhã cedo"),
        ],
        "ios",
    ),
    "Portuguese chat promising the password in person; none is given.",
)

# --------------------------------------------------------------------------- i: Bình Dương packaging

regd(
    fi.FAM,
    "BaoBi.Web/appsettings.Production.json",
    lambda s: (
        json.dumps(
            {
                "VnPay": {
                    "TmnCode": "",
                    "HashSecret": "",
                    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
                },
                "Secrets": {
                    "Source": "Azure Key Vault",
                    "VaultUri": f"https://{s['org']}-kv.vault.azure.net/",
                },
            },
            indent=2,
        )
        + "\n"
    ),
    "VNPay settings left empty; secrets come from a key vault.",
)
regd(
    fi.FAM,
    "Zalo/chat_<<fa2>>_<<date>>.txt",
    """<<fn2>> <<ln2>>  <<hh>>:<<mi>>
Chị ơi cho em xin mật khẩu Prinergy
<<fn>> <<ln>>  <<hh>>:<<mi2>>
Chị nhắn SMS cho em rồi, đừng gửi mật khẩu qua Zalo nhé
""",
    "Vietnamese chat: the password was sent by SMS, none is written.",
)
regd(
    fi.FAM,
    "home/<<fa>>/.bash_history",
    """sudo useradd -m -d /srv/ftp/kh<<id>> -s /usr/sbin/nologin kh<<id>>
sudo passwd kh<<id>>
sudo systemctl restart vsftpd
""",
    "Shell history that sets the password interactively (passwd prompts; no value on the line).",
)

# --------------------------------------------------------------------------- j: Kichijōji photo lab

regd(
    fj.FAM,
    "etc/rsyncd.conf",
    """uid = nobody
gid = nogroup
use chroot = yes

[frontier]
    path = /volume1/frontier
    auth users = frontier
    secrets file = /etc/rsyncd.secrets
    read only = no
""",
    "rsyncd.conf: names the secrets file, holds no password.",
)
regd(
    fj.FAM,
    "LINE/talk_<<fa2>>_<<date>>.txt",
    """[LINE] <<ln2>> <<fn2>>とのトーク履歴

<<yyyy>>/<<mm>>/<<dd>>(<<ja_wd>>)
<<hh>>:<<mi>>	<<ln2>> <<fn2>>	フロンティア端末のパスワード教えてください
<<hh>>:<<mi2>>	<<ln>> <<fn>>	金庫の中のメモを見てください。LINEには書きません
""",
    "Japanese LINE chat pointing to a note in the safe; no password.",
)
regd(
    fj.FAM,
    "config/initializers/payjp.rb",
    """require 'payjp'

Payjp.api_key = ENV.fetch('PAYJP_SECRET_KEY')
Rails.application.config.x.payjp_public_key = 'pk_live_<<hex8>><<hex8>><<hex8>>'
""",
    "PAY.JP secret key from ENV; only the public pk_live key is written.",
)

# --------------------------------------------------------------------------- k: Lucknow self-publishing

regd(
    fk.FAM,
    "home/<<fa>>/.aws/config",
    """[default]
region = ap-south-1
output = json

[profile manuscripts]
region = ap-south-1
sso_start_url = https://<<org>>.awsapps.com/start
sso_role_name = ManuscriptUploader
""",
    "AWS config with region and SSO settings only, no access keys.",
    syntax="ini",
)
regd(
    fk.FAM,
    "WhatsApp Chat with <<fac2>> Ji.txt",
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (s["fac2"], "सर ISBN पोर्टल का पासवर्ड?"),
            (s["fac"], "Forgot password pe click karo, OTP mere number pe aayega, main bata dunga"),
        ],
        "us",
    ),
    "Hindi chat about resetting the password by OTP; no password.",
)
regd(
    fk.FAM,
    "publish/settings.py",
    """import os

RAZORPAY_KEY_ID = "rzp_live_<<serial>>AB"
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
""",
    "Razorpay key id (public, used by Checkout) with the secret read from the environment.",
)

# --------------------------------------------------------------------------- l: Samut Sakhon labels

regd(
    fl.FAM,
    "BarTender/Integrations/frozen_label_<<n>>.btin",
    """<?xml version="1.0" encoding="utf-8"?>
<Integration Name="ฉลากโรงงาน <<orgc>>" Version="2022">
  <Trigger Type="DatabaseTrigger" PollInterval="00:00:10">
    <Connection Provider="System.Data.SqlClient"
      ConnectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=LabelQueue;Integrated Security=SSPI" />
  </Trigger>
</Integration>
""",
    "BarTender connection with Windows authentication (SSPI): no password.",
    syntax="xml",
)
regd(
    fl.FAM,
    "LINE/chat_<<fa2>>_<<date>>.txt",
    """[LINE] ประวัติการแชทกับ <<fn2>>

<<hh>>:<<mi>>	<<fn2>>	พี่คะ รหัสผ่าน Shopee คืออะไรคะ
<<hh>>:<<mi2>>	<<fn>>	อยู่ในสมุดที่เคาน์เตอร์ อย่าพิมพ์ในไลน์นะ
""",
    "Thai LINE chat pointing to a notebook; no password written.",
)
regd(
    fl.FAM,
    "shop/config/omise.php",
    """<?php
define('OMISE_PUBLIC_KEY', 'pkey_5<<hex8>><<hex8>>ab');
define('OMISE_SECRET_KEY', getenv('OMISE_SECRET_KEY'));
""",
    "Omise public key with the secret key read by getenv().",
)

# --------------------------------------------------------------------------- m: Lautoka promo goods

regd(
    fm.FAM,
    "integrations/promostandards/inventory_request_<<n>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
    xmlns:ns="http://www.promostandards.org/WSDL/Inventory/2.0.0/"
    xmlns:shar="http://www.promostandards.org/WSDL/Inventory/2.0.0/SharedObjects/">
  <soapenv:Body>
    <ns:GetInventoryLevelsRequest>
      <shar:wsVersion>2.0.0</shar:wsVersion>
      <shar:id>${#Project#ps_id}</shar:id>
      <shar:password>${#Project#ps_password}</shar:password>
      <shar:productId>PL-<<nn>></shar:productId>
    </ns:GetInventoryLevelsRequest>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "SoapUI request template: id and password are project property references.",
)
regd(
    fm.FAM,
    "Viber/copied_<<fa>>_<<date>>.txt",
    """[<<dmy>> <<hh>>:<<mi>>] <<fn2>> <<ln2>>: Bula, what's the Xero password?
[<<dmy>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: Vinaka - it's in the red book in the office safe, not sending it here
""",
    "Viber chat pointing to a book in the safe; no password.",
)
regd(
    fm.FAM,
    "stock-sync/config.toml",
    """[shopify]
shop = "<<org>>.myshopify.com"
api_version = "2025-01"
access_token_env = "SHOPIFY_ADMIN_TOKEN"
""",
    "Shopify sync config naming the environment variable that holds the token.",
)

# --------------------------------------------------------------------------- n: Chungmuro DTP

regd(
    fn.FAM,
    "카톡백업/<<fn2>>_<<date>>.txt",
    """<<ln2>><<fn2>> 님과 카카오톡 대화
[<<ln2>><<fn2>>] [<<ko_ampm>> <<h12>>:<<mi>>] 실장님 memoQ 비밀번호 좀 알려주세요
[<<ln>><<fn>>] [<<ko_ampm>> <<h12>>:<<mi2>>] 비밀번호는 전화로 알려드릴게요. 카톡에는 안 남길게요
""",
    "KakaoTalk chat promising the password by phone; none is given.",
)
regd(
    fn.FAM,
    "MemoQ Server/MemoQServer.exe.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="MemoQServerDb" providerName="System.Data.SqlClient"
         connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=MemoQServer;Integrated Security=True" />
  </connectionStrings>
</configuration>
""",
    "memoQ Server database with Integrated Security: no password.",
    syntax="xml",
)
regd(
    fn.FAM,
    "wiki/export/업무계정_<<n>>.html",
    """<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>업무 계정</title></head>
<body>
<table class="wikitable">
<tr><th>시스템</th><th>아이디</th><th>비밀번호</th></tr>
<tr><td>memoQ 서버</td><td>pm</td><td>••••••••</td></tr>
<tr><td>NAS</td><td>admin</td><td>(1Password 금고 참조)</td></tr>
</table>
</body></html>
""",
    "Wiki account table with the password masked and a pointer to a password manager.",
)

# --------------------------------------------------------------------------- o: Isfahan engraving

regd(
    fo.FAM,
    "router-<<n>>/export_<<date>>.rsc",
    """# <<yyyy>>-<<mm>>-<<dd>> <<hh>>:<<mi>>:00 by RouterOS 7.14.3
# software id = <<serial>>
# model = RBD52G-5HacD2HnD
/interface wireless security-profiles
set [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys supplicant-identity=MikroTik
/ppp secret
add name=<<fa>> profile=default-encryption service=l2tp
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
""",
    "RouterOS 7 export with hide-sensitive (the default): keys and PPP passwords are left out.",
)
regd(
    fo.FAM,
    "home/<<fa>>/.my.cnf",
    """[client]
user = shop_<<org>>
socket = /run/mysqld/mysqld.sock
default-character-set = utf8mb4
""",
    "MySQL client options over the Unix socket (unix_socket auth): no password line.",
    syntax="ini",
)
regd(
    fo.FAM,
    "Telegram/copied_<<fa2>>_<<n>>.txt",
    """<<fn2>> <<ln2>>, [<<dmy>> <<hh>>:<<mi>>]
رمز لایت‌برن رو می‌فرستید؟

<<fn>> <<ln>>, [<<dmy>> <<hh>>:<<mi2>>]
فردا حضوری میگم، اینجا نمی‌نویسم
""",
    "Persian chat: the password will be given in person; none is written.",
)

# --------------------------------------------------------------------------- p: Merkato stationery

regd(
    fp.FAM,
    "webshop/.env.example",
    """CHAPA_PUBLIC_KEY=CHAPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>
CHAPA_SECRET_KEY=
CHAPA_CALLBACK_URL=https://<<dom>>/api/chapa/callback
""",
    "Chapa .env template: the public key only, the secret empty.",
)
regd(
    fp.FAM,
    "Telegram Desktop/ChatExport_<<date>>/result.json",
    lambda s: telegram_json(
        s["rng"],
        s,
        f"{s['fn2']} {s['ln2']}",
        [
            (f"{s['fn2']} {s['ln2']}", "የሎይቨርስ የይለፍ ቃል ላክልኝ"),
            (f"{s['fn']} {s['ln']}", "በስልክ እነግርሃለሁ፣ እዚህ አልጽፍም"),
        ],
    ),
    "Amharic Telegram export: the password will be told by phone, none is written.",
)
regd(
    fp.FAM,
    "SMSBackup/sms-<<date>>.xml",
    lambda s: sms_xml(
        s["rng"],
        s,
        f"{s['fn2']} {s['ln2']}",
        s["phone2"],
        [
            (1, "የዋይፋይ ፓስወርድ ምንድን ነው?"),
            (2, "ራውተሩ ጀርባ ላይ ተለጥፏል፣ እዚያ ተመልከት"),
        ],
    ),
    "Amharic SMS pointing to the sticker on the router; no password.",
)
