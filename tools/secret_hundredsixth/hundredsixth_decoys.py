# ruff: noqa: E501
"""Decoys of the hundred-and-sixth corpus: files like the formats that hold no live credential,
three per family, each with its ``why``."""

from __future__ import annotations

from hundredsixth_formats_a import F as A
from hundredsixth_formats_b import F as B
from hundredsixth_formats_c import F as C
from hundredsixth_formats_d import F as D
from hundredsixth_formats_e import F as E
from hundredsixth_formats_f import F as FF
from hundredsixth_formats_g import F as G
from hundredsixth_formats_h import F as H
from hundredsixth_formats_i import F as I
from hundredsixth_formats_j import F as J
from hundredsixth_formats_k import F as K
from hundredsixth_formats_l import F as L
from hundredsixth_formats_m import F as M
from hundredsixth_formats_n import F as N
from hundredsixth_formats_o import F as O
from hundredsixth_formats_p import F as P
from hundredsixth_spec import hexs, regd

SHA = {"sha": lambda r, s: {"sha": hexs(r, 64), "sha2": hexs(r, 64)}}

# (family, path, template, why, syntax)
TABLE = (
    # a: Kenya public library branch
    (
        A,
        "etc/koha/sites/<<org>>/koha-conf.xml",
        """<yazgfs>
<config>
 <database>koha_<<org>></database>
 <hostname>localhost</hostname>
 <user>koha_<<org>></user>
 <pass>__DB_PASS__</pass>
 <!-- filled in by koha-create from /etc/koha/passwd at install time -->
</config>
</yazgfs>
""",
        "koha-conf.xml template whose <pass> is the koha-create substitution marker, not a password",
        None,
    ),
    (
        A,
        "fines-portal/.env.example",
        """APP_NAME="Maktaba Fines"
MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
        "M-Pesa .env template with every secret left empty",
        "",
    ),
    (
        A,
        "exports/WhatsApp Chat with Wafanyakazi Tawi <<n>>.txt",
        """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: Nenosiri la wifi ya wasomaji ni lipi?
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first>> <<last>>: Liko kwenye daftari la zamu, siliandiki hapa
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: Sawa, nitaangalia daftari
""",
        "Swahili chat that asks for the Wi-Fi password and is refused; no value given",
        "",
    ),
    # b: Chile university library IT desk
    (
        B,
        "ezproxy/user.txt",
        """# EZproxy user.txt - autenticación por CAS, sin contraseñas locales
::CAS
LoginURL https://sso.<<dom>>/cas/login
ServiceValidateURL https://sso.<<dom>>/cas/serviceValidate
/CAS
IfUnauthenticated; Stop
""",
        "EZproxy authenticating through CAS single sign-on; no bind password anywhere",
        "",
    ),
    (
        B,
        "glpi/config/config_db.php",
        """<?php
class DB extends DBmysql {
   public $dbhost = '<<ip>>';
   public $dbuser = 'glpi_biblio';
   public $dbpassword = '';
   public $dbdefault = 'glpi_<<org>>';
}
""",
        "GLPI database config with an empty password (socket authentication)",
        "",
    ),
    (
        B,
        "home/<<fa>>/.bash_history",
        """sudo systemctl status ezproxy
sha256sum ezproxy-linux.bin
curl -s -u <<user>> https://<<host>>/primo/v1/pnxs?q=any,contains,tesis
sudo systemctl restart ezproxy
""",
        "bash history where curl -u gives only a user name and prompts for the password",
        "",
    ),
    # c: Poland school library
    (
        C,
        "MOL_NET/serwer/molnet.ini",
        """[Serwer]
Nazwa=BIBLIOTEKA-<<org>>
Port=8080

[BazaDanych]
Typ=MSSQL
Serwer=<<ip>>\\SQLEXPRESS
Baza=MOL_<<org>>
UwierzytelnianieWindows=1
Uzytkownik=
Haslo=
""",
        "MOL NET+ config using Windows authentication, user and password empty",
        None,
    ),
    (
        C,
        "skany/zeszyt_<<date>>_ocr.txt",
        """ZESZYT DYŻURÓW - CZYTELNIA
<<d>>.<<m>>.<<y>>  dyżur: <<first>> <<last>>
- hasło do MOL zmienione - nowe u pani dyrektor w sekretariacie
- drukarka w czytelni - brak tonera
""",
        "Polish duty-book OCR that says the password changed without writing it",
        "",
    ),
    (
        C,
        "eksport/konta_ebook_<<m>><<y>>.csv",
        """klasa;imię i nazwisko;login Legimi;hasło;uwagi
<<n>>a;<<first>> <<last>>;<<fa>>.<<la>>@<<dom>>;••••••••;zmienione przez ucznia
<<n>>b;<<first2>> Nowak;<<fa2>>.nowak@<<dom>>;••••••••;zmienione przez ucznia
""",
        "e-book account export with the password column masked by bullets",
        "",
    ),
    # d: Wales mobile library van
    (
        D,
        "rut240-backup/etc/config/wireless",
        """config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid 'FanLyfrgell-Cyhoeddus'
\toption encryption 'none'
""",
        "Teltonika UCI wireless for the open public hotspot: encryption none, no key",
        "",
    ),
    (
        D,
        "etc/openvpn/client/fan.conf",
        """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass /etc/openvpn/client/fan-auth.txt
ca ca.crt
cert fan<<n>>.crt
key fan<<n>>.key
""",
        "OpenVPN client config that only points at the auth file and key files",
        "",
    ),
    (
        D,
        "square-dirwyon/index.js",
        """const { Client, Environment } = require('square');

const client = new Client({
  environment: Environment.Production,
  accessToken: process.env.SQUARE_ACCESS_TOKEN,
});

module.exports = { client };
""",
        "Square client reading its access token from the environment",
        "",
    ),
    # e: Turkey second-hand bookshop
    (
        E,
        "site/config/iyzico.php",
        """<?php
$options = new \\Iyzipay\\Options();
$options->setApiKey(getenv('IYZICO_API_KEY'));
$options->setSecretKey(getenv('IYZICO_SECRET_KEY'));
$options->setBaseUrl('https://api.iyzipay.com');
return $options;
""",
        "iyzico options filled from environment variables",
        "",
    ),
    (
        E,
        "WhatsApp/<<first>> ile WhatsApp Sohbeti.txt",
        """<<d>>.<<m>>.<<y>> <<hh>>:<<mi>> - <<first2>>: Nadirkitap şifresini atar mısın?
<<d>>.<<m>>.<<y>> <<hh>>:<<mi>> - <<first>> <<last>>: Buradan atmıyorum, dükkana gelince söylerim
<<d>>.<<m>>.<<y>> <<hh>>:<<mi>> - <<first2>>: Tamam abi
""",
        "Turkish chat asking for a password that is never sent",
        "",
    ),
    (
        E,
        "yedek/SHA256SUMS",
        """<<sha>>  stok-<<date>>.sql.gz
<<sha2>>  nadirkitap-export-<<date>>.csv
""",
        "SHA-256 checksums of the nightly backup files",
        "",
    ),
    # f: Brazil children's bookshop
    (
        FF,
        "k8s/pix-secret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: pix-cobranca
  namespace: loja-<<org>>
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: pix-cobranca
  data:
    - secretKey: PIX_CLIENT_SECRET
      remoteRef:
        key: loja/pix
        property: client_secret
""",
        "ExternalSecret pointing at a Vault path instead of holding the Pix secret",
        None,
    ),
    (
        FF,
        "loja/public/checkout.js",
        """// chave pública do Mercado Pago (pode ir no front-end)
const mp = new MercadoPago('APP_USR-<<hexid>>-<<hexid>>-0a1b-4c2d-9e8f-<<hexid>>', { locale: 'pt-BR' });
mp.bricks().create('cardPayment', 'checkout', { initialization: { amount: 49.9 } });
""",
        "Mercado Pago public key for the browser, not a secret",
        "",
    ),
    (
        FF,
        "Documentos/certificado/LEIA-ME senha A1.txt",
        """certificado digital A1 - NF-e da livraria (arquivo <<org>>_<<y>>.pfx)
validade até <<d>>/<<m>>/<<y>>
senha do pfx: com a contadora (não guardar aqui)
""",
        "note about the A1 certificate that says its password is kept elsewhere",
        "",
    ),
    # g: Egypt religious-books shop
    (
        G,
        "laravel/.env",
        """APP_NAME="Maktaba"
APP_ENV=production
FAWRY_URL=https://www.atfawry.com
FAWRY_MERCHANT_CODE=
FAWRY_SECURE_KEY=
""",
        "Fawry .env with merchant code and secure key empty",
        "",
    ),
    (
        G,
        "etc/odoo/odoo.conf",
        """[options]
admin_passwd = $pbkdf2-sha512$600000$<<hexid>>$<<sha>>
db_host = False
db_user = odoo
list_db = False
""",
        "odoo.conf whose admin_passwd is a pbkdf2 hash, not the master password",
        None,
    ),
    (
        G,
        "WhatsApp/دردشة واتساب مع <<first>>.txt",
        """<<d>>/<<m>>/<<y>>، <<hh>>:<<mi>> م - <<first2>>: نسيت كلمة السر بتاعة أودو
<<d>>/<<m>>/<<y>>، <<hh>>:<<mi>> م - <<first>> <<last>>: اعمل "نسيت كلمة المرور" وهيجيلك لينك على الإيميل
""",
        "Arabic chat pointing to the password-reset link; no password",
        "",
    ),
    # h: Japan manga shop
    (
        H,
        "zaiko/docker-compose.yml",
        """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: zaiko
      POSTGRES_USER: <<org>>
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets: [pg_password]
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
        "compose file reading the Postgres password from a Docker secret file",
        None,
    ),
    (
        H,
        "共有/引き継ぎ/<<date>>.md",
        """# 引き継ぎメモ <<y>>/<<m>>/<<d>>

- BASE のパスワードは 1Password の「店舗共有」に入っています
- レジ締め 差額 0円 OK
""",
        "Japanese handover memo that points to the password manager",
        "",
    ),
    (
        H,
        "debug/itaku_<<date>>.http",
        """GET /itaku/api/v1/zaiko HTTP/1.1
Host: backoffice.<<dom>>
Authorization: Digest username="<<user>>", realm="itaku", nonce="<<hexid>><<hexid>>", uri="/itaku/api/v1/zaiko", response="<<hexid>><<hexid>><<hexid>><<hexid>>", qop=auth, nc=00000001, cnonce="<<hexid>>"

HTTP/1.1 200 OK
""",
        "HTTP Digest header: a one-time response hash, no reusable secret",
        "",
    ),
    # i: Bangladesh textbook wholesaler
    (
        I,
        "webshop/.env",
        """APP_ENV=production
# store password is set in the hosting panel's environment, not here
SSLCZ_STORE_ID=<<org>><<n>>live
SSLCZ_STORE_PASSWORD=
SSLCZ_TESTMODE=false
""",
        "SSLCommerz .env with the store password left empty (set in the hosting panel)",
        "",
    ),
    (
        I,
        "notes/imo_<<date>>.txt",
        """<<first2>>: bkash merchant panel er password ta dao
<<first>>: phone e bolbo, ekhane na
""",
        "Bengali chat declining to send a password",
        "",
    ),
    (
        I,
        "portal/dealer_accounts_<<n>>.html",
        """<table border="1">
<tr><th>জেলা</th><th>ইউজার</th><th>পাসওয়ার্ড</th></tr>
<tr><td>রাজশাহী</td><td><<user>></td><td class="pw">********</td></tr>
</table>
""",
        "dealer table with the password masked",
        "",
    ),
    # j: Greece rare-books dealer
    (
        J,
        "home/<<fa>>/.ssh/id_ed25519.pub",
        """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hexid>><<hexid>><<hexid>><<hexid>>Xy <<fa>>@palaiopoleio
""",
        "SSH public key",
        "",
    ),
    (
        J,
        "eshop/.env",
        """VIVA_ENV=production
VIVA_MERCHANT_ID=
VIVA_CLIENT_ID=
VIVA_CLIENT_SECRET=
""",
        "Viva Wallet .env with empty values",
        "",
    ),
    (
        J,
        "Viber/viber_<<date>>.csv",
        """Date,Time,Sender,Phone,Message
<<d>>/<<m>>/<<y>>,<<hh>>:<<mi>>,<<first2>>,<<phone>>,"Ποιος είναι ο κωδικός για το AbeBooks;"
<<d>>/<<m>>/<<y>>,<<hh>>:<<mi>>,<<first>> <<last>>,<<phone>>,"Στο τετράδιο στο συρτάρι, δεν τον γράφω εδώ"
""",
        "Greek Viber export mentioning a password without giving it",
        "",
    ),
    # k: Vietnam online bookshop
    (
        K,
        "vnpay_php/config.php",
        """<?php
$vnp_TmnCode = getenv('VNP_TMN_CODE');
$vnp_HashSecret = getenv('VNP_HASH_SECRET');
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
""",
        "VNPay config read from the environment",
        "",
    ),
    (
        K,
        "scripts/backup_db.sh",
        """#!/bin/bash
# mật khẩu nằm trong ~/.my.cnf (chmod 600)
NGAY=$(date +%Y%m%d)
mysqldump --defaults-extra-file=/root/.my.cnf --single-transaction <<org>>_shop | gzip > /backup/shop_$NGAY.sql.gz
""",
        "mysqldump reading credentials from a defaults file",
        "",
    ),
    (
        K,
        "kho/tai_khoan_<<m>>.tsv",
        """nền tảng\ttài khoản\tmật khẩu\tghi chú
Shopee\t<<org>>.official\t(đăng nhập bằng OTP)\tshop chính
Tiki\t<<email>>\t(xem sổ)\t
""",
        "account sheet where the password column only says OTP / see the book",
        "",
    ),
    # l: NZ consortium ILS admin
    (
        L,
        "ansible/inventory/hosts.yml",
        """all:
  children:
    koha:
      hosts:
        koha<<n>>.<<dom>>:
  vars:
    ansible_user: ilsadmin
    ansible_become_password: "{{ vault_become_password }}"
""",
        "Ansible inventory referencing an ansible-vault variable",
        None,
    ),
    (
        L,
        "home/<<fa>>/.pgpass",
        """# hostname:port:database:username:password
# reporter now authenticates with a client certificate (sslcert in ~/.postgresql)
""",
        ".pgpass with only comments",
        "",
    ),
    (
        L,
        "slack-export/ils-admin/<<date>>.json",
        """[
    {"type": "message", "user": "U0ILS01", "text": "Kia ora, what's the new ilsadmin kupuhipa?", "ts": "1767225600.000100"},
    {"type": "message", "user": "U0ILS02", "text": "It's in Bitwarden under ILS / Koha staff, ngā mihi", "ts": "1767225660.000200"}
]
""",
        "Slack export that points to Bitwarden; no password",
        None,
    ),
    # m: Thai rental stall
    (
        M,
        "qr/wifi_<<org>>.txt",
        """WIFI:T:nopass;S:ChaoNangsue_Free;;
""",
        "Wi-Fi QR text for an open network (nopass)",
        "",
    ),
    (
        M,
        "ivms/devices_<<date>>.json",
        """{
  "device": "DS-7104NI-Q1/M",
  "ip": "<<ip>>",
  "username": "admin",
  "password": "",
  "note": "รหัสผ่านเก็บไว้ที่เจ้าของร้าน"
}
""",
        "NVR export with an empty password field",
        None,
    ),
    (
        M,
        "LINE/[LINE] แชทกับร้านเช่า.txt",
        """<<y>>.<<m>>.<<d>> วันเสาร์
<<hh>>:<<mi>> <<first2>> พี่คะ รหัส Loyverse คืออะไรคะ
<<hh>>:<<mi>> <<first>> <<last>> เดี๋ยวพี่โทรบอกนะ ไม่พิมพ์ในไลน์
""",
        "Thai LINE chat where the password is withheld",
        "",
    ),
    # n: Korean braille library
    (
        N,
        "donate/public/widget.js",
        """// 토스페이먼츠 결제위젯 - 클라이언트 키 (공개용)
const widgets = TossPayments('live_ck_<<hexid>><<hexid>><<hexid>>').widgets({ customerKey: 'ANONYMOUS' });
""",
        "Toss Payments client key, which is public by design",
        "",
    ),
    (
        N,
        "etc/cups/printers.conf",
        """<Printer IndexEverest>
Info 점자 프린터 (Index Everest-D V5)
DeviceURI socket://<<ip>>:9100
State Idle
</Printer>
""",
        "CUPS printer on a raw socket; no credentials in the URI",
        "",
    ),
    (
        N,
        "카카오톡/KakaoTalk_<<y>><<m>><<d>>.txt",
        """<<y>>년 <<m>>월 <<d>>일 오후 2:<<mi>>, <<last>><<first2>> : NAS 비밀번호 알려주실 수 있나요?
<<y>>년 <<m>>월 <<d>>일 오후 2:<<mi>>, <<last>><<first>> : 보안상 카톡으로는 못 보내요. 사무실에서 알려줄게요
""",
        "KakaoTalk chat declining to send the NAS password",
        "",
    ),
    # o: Ethiopia reading kiosks
    (
        O,
        "etc/NetworkManager/system-connections/ethio-4g.nmconnection",
        """[connection]
id=Kiosk-<<org>>
type=wifi

[wifi]
ssid=HUAWEI-B311-<<hexid>>

[wifi-security]
key-mgmt=wpa-psk
psk-flags=1
""",
        "NetworkManager profile whose PSK is kept by the agent (psk-flags=1), not in the file",
        "ini",
    ),
    (
        O,
        "keys/kiosk_fleet_id_rsa.pub",
        """ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC<<hexid>><<hexid>><<hexid>> kiosk-fleet@<<org>>
""",
        "public half of the kiosk fleet key",
        "",
    ),
    (
        O,
        "abal/settings/production.py",
        """import os

DEBUG = False
CHAPA_SECRET_KEY = os.environ["CHAPA_SECRET_KEY"]
""",
        "Django settings reading the Chapa key from the environment",
        None,
    ),
    # p: Iran book fair
    (
        P,
        "home/<<fa>>/.docker/config.json",
        """{
\t"auths": {"registry.<<dom>>": {}},
\t"credsStore": "pass"
}
""",
        "Docker config delegating credentials to the pass credential store",
        None,
    ),
    (
        P,
        "ticketing/.env.example",
        """APP_NAME=Bilit
APP_ENV=production
DB_CONNECTION=mysql
DB_HOST=
DB_DATABASE=bilit
DB_USERNAME=bilit
DB_PASSWORD=
""",
        "Laravel .env.example with an empty database password",
        "",
    ),
    (
        P,
        "notes/bale_<<date>>.txt",
        """<<first2>>: رمز وای‌فای سالن ۸ چیه؟
<<first>>: روی کارت پشت میز اطلاعاته، اینجا نمی‌نویسم
""",
        "Persian chat pointing to a card at the desk; no password",
        "",
    ),
)


def _register() -> None:
    for fam, path, template, why, syntax in TABLE:
        regd(fam, path, template, why, syntax, extra=SHA["sha"])


_register()
