# ruff: noqa: E501
"""The eighty-seventh corpus's decoys: three per family, files that look like the formats but
hold no live credential. A table of (family, path, template, why, syntax) turned into
``@decoy`` functions by ``regd``."""

from __future__ import annotations

from eightyseventh_formats_a import F as A
from eightyseventh_formats_b import F as B
from eightyseventh_formats_c import F as C
from eightyseventh_formats_d import F as D
from eightyseventh_formats_e import F as E
from eightyseventh_formats_f import F as FF
from eightyseventh_formats_g import F as G
from eightyseventh_formats_h import F as H
from eightyseventh_formats_i import F as II
from eightyseventh_formats_j import F as J
from eightyseventh_formats_k import F as K
from eightyseventh_formats_l import F as L
from eightyseventh_formats_m import F as M
from eightyseventh_formats_n import F as N
from eightyseventh_formats_o import F as O
from eightyseventh_formats_p import F as P
from eightyseventh_spec import regd

TABLE = (
    # a: microfinance branch, Bangladesh
    (
        A,
        "opt/fineract-<<placea>>/docker/.env",
        """FINERACT_HIKARI_JDBC_URL=jdbc:mariadb://<<ip>>:3306/fineract_tenants
FINERACT_HIKARI_USERNAME=fineract_<<placea>>
# password comes from the Docker secret, not from this file
FINERACT_HIKARI_PASSWORD_FILE=/run/secrets/fineract_db_password
TZ=Asia/Dhaka
""",
        "the database password is read from a Docker secret file; only its path is here",
        "",
    ),
    (
        A,
        "chats/WhatsApp Chat with <<placea>> FO group <<n2>>.txt",
        """<<dmy>>, <<time>> - <<fn>> <<ln>>: আপা, মিফস এর পাসওয়ার্ড ভুলে গেছি
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: গ্রুপে পাসওয়ার্ড দিব না। এরিয়া ম্যানেজারকে ফোন করো, উনি রিসেট করে দিবেন
<<dmy>>, <<time2>> - <<fn>> <<ln>>: ঠিক আছে আপা
""",
        "Bengali chat about a forgotten password that refuses to give one",
        "",
    ),
    (
        A,
        "app/<<org>>/config/bkash_<<placea>>.php",
        """<?php
return [
    'sandbox'    => false,
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'app_key'    => getenv('BKASH_APP_KEY'),
    'app_secret' => getenv('BKASH_APP_SECRET'),
    'username'   => getenv('BKASH_USERNAME'),
    'password'   => getenv('BKASH_PASSWORD'),
];
""",
        "bKash credentials all read from the environment",
        "",
    ),
    # b: padala agent, Philippines
    (
        B,
        "padala-payout/.env",
        """NODE_ENV=production
# ilagay ang live key sa server lang, hindi sa repo
XENDIT_SECRET_KEY=
XENDIT_CALLBACK_TOKEN=
BRANCH_CODE=<<placea>>-<<n2>>
""",
        "Xendit key and callback token left empty",
        "",
    ),
    (
        B,
        "data/data/ph.<<org>>.agentpos/shared_prefs/agent_session.xml",
        """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="agent_code"><<placea>>-<<n4>></string>
    <string name="teller_user"><<user>></string>
    <string name="teller_password"></string>
    <boolean name="remember_me" value="false" />
</map>
""",
        "agent app preferences after logout: the password field is empty",
        None,
    ),
    (
        B,
        "Viber/<<placea>>_branch_<<ymd>>.txt",
        """[ <<mdy>> <<time>> ] <<fn>> <<ln>>: Ate ano po password ng agent portal?
[ <<mdy>> <<time>> ] <<fn2>> <<ln2>>: Ipapadala ko sa SMS, bawal dito sa group chat
[ <<mdy>> <<time2>> ] <<fn>> <<ln>>: Sige po, salamat
""",
        "Tagalog chat that moves the password to SMS without giving it",
        "",
    ),
    # c: döviz bürosu, Turkey
    (
        C,
        "tabela/<<placea>>/controller.json",
        """{
  "device": {"model": "LED kur tabelası P5 RGB", "location": "<<place>>"},
  "feed": {"provider": "kurfeed", "api_key": "", "api_key_env": "KURFEED_API_KEY", "refresh_seconds": 15}
}
""",
        "rate-board feed key empty, with the name of the environment variable holding it",
        None,
    ),
    (
        C,
        "C:/LOGO/TIGER3/<<placea>>.udl",
        """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=TIGER3_<<n3>>;Data Source=<<ip>>\\LOGOSQL
""",
        "Logo Tiger connection by Windows authentication: no password",
        "",
    ),
    (
        C,
        "sifreler_<<placea>>.xlsx/xl/sharedStrings.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6"><si><t>Sistem</t></si><si><t>Kullanıcı</t></si><si><t>Şifre</t></si><si><t>Harem Altın B2B</t></si><si><t><<user>></t></si><si><t>••••••••••</t></si></sst>
""",
        "password cell masked with bullets",
        None,
    ),
    # d: shichiya, Japan
    (
        D,
        "line-bot/.env.example",
        """# LINE公式アカウント (本番の値は 1Password の「LINE bot」に保存)
LINE_CHANNEL_ID=
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=
REMIND_DAYS_BEFORE=7
""",
        "template with every LINE credential left empty",
        "",
    ),
    (
        D,
        "home/<<fa>>/.pg_service.conf",
        """[shichifuda]
host=<<ip>>
port=5432
dbname=shichifuda
user=<<placea>>_counter
sslmode=require
""",
        "PostgreSQL service file without a password (it is looked up in .pgpass)",
        "ini",
    ),
    (
        D,
        "notes/chatwork_<<placea>>_<<ymd>>.txt",
        """<<ln2>> <<fn2>>
<<date>> <<time>>
POSの管理者パスワードを変更しました。新しいパスワードは金庫の中のメモを見てください。

<<ln>> <<fn>>
<<date>> <<time2>>
了解です
""",
        "Japanese chat that points to a note in the safe instead of giving the password",
        "",
    ),
    # e: insurance broker, Poland
    (
        E,
        "platnosci/<<placea>>/p24_config.php",
        """<?php
define('P24_MERCHANT_ID', (int) getenv('P24_MERCHANT_ID'));
define('P24_CRC', getenv('P24_CRC'));
define('P24_API_KEY', getenv('P24_API_KEY'));
define('P24_SANDBOX', false);
""",
        "Przelewy24 keys read from the environment",
        "",
    ),
    (
        E,
        "Poczta/Odebrane/<<ymd>>_eagent_<<n3>>.eml",
        """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Dostęp do portalu agenta
Content-Type: text/plain; charset=UTF-8

Cześć <<fn>>,

login do portalu to <<user>>, hasło wyślę Ci SMS-em na <<phone>>.

Pozdrawiam,
<<fn2>>
""",
        "Polish e-mail that sends the password by SMS instead",
        "",
    ),
    (
        E,
        "etc/crontab.<<placea>>",
        """SHELL=/bin/sh
0 22 * * 1-5 root rsync -az --password-file=/root/.rsync_kopie /volume1/skany/ rsync://kopie@<<ip2>>/skany_<<placea>>/
""",
        "rsync reads its password from a file; only the path is here",
        "",
    ),
    # f: pandero, Peru
    (
        FF,
        "apps-script/Cobros.gs",
        """const CULQI_SECRET = PropertiesService.getScriptProperties().getProperty('CULQI_SECRET');

function cobrarCuota(tokenId, monto, correo) {
  return UrlFetchApp.fetch('https://api.culqi.com/v2/charges', {
    method: 'post',
    headers: { Authorization: 'Bearer ' + CULQI_SECRET },
    payload: JSON.stringify({ amount: monto * 100, currency_code: 'PEN', email: correo, source_id: tokenId }),
  });
}
""",
        "Culqi key read from the script properties",
        "",
    ),
    (
        FF,
        "ocr/<<placea>>_tesoreria_<<ymd>>.txt",
        """JUNTA <<brand>> - <<place>>
Cuaderno de tesorería

Banca por internet (cuenta de la junta)
usuario <<user>>
clave: la tiene la presidenta (sobre cerrado)
""",
        "treasurer's notebook that says who keeps the password without writing it",
        "",
    ),
    (
        FF,
        "home/<<fa>>/.config/rclone/rclone.conf",
        """[drive_junta]
type = drive
scope = drive.file
service_account_file = /home/<<fa>>/.config/rclone/junta-sa.json
team_drive =
""",
        "rclone remote authenticated by a service-account file path",
        "ini",
    ),
    # g: naira OTC desk, Nigeria
    (
        G,
        "otc-bot/binance_p2p.py",
        """import os

from binance.spot import Spot

client = Spot(api_key=os.environ["BINANCE_API_KEY"], api_secret=os.environ["BINANCE_API_SECRET"])
print(client.funding_wallet(asset="USDT"))
""",
        "Binance keys from the environment",
        None,
    ),
    (
        G,
        "notes/tg_desk_<<ymd>>.txt",
        """<<fn>> <<ln>>, [<<dmy_dot>> <<time>>]
Oga abeg send the Quidax login

<<fn2>> <<ln2>>, [<<dmy_dot>> <<time>>]
I go send am for DM, no be for group o
""",
        "Pidgin chat that defers the password to a private message",
        "",
    ),
    (
        G,
        "desk/ledger/settlements_<<ymd>>.csv",
        """date,client,asset,amount,txid,address
<<date>>,<<fa>>,USDT,2500,<<txid>>,T<<addr>>
""",
        "settlement ledger with a public transaction hash and a public address",
        "",
    ),
    # h: OPAP agency, Greece
    (
        H,
        "mydata/send_invoices.py",
        """import os

import requests

HEADERS = {
    "aade-user-id": os.environ["AADE_USER_ID"],
    "Ocp-Apim-Subscription-Key": os.environ["AADE_SUBSCRIPTION_KEY"],
}
print(requests.get("https://mydatapi.aade.gr/myDATA/RequestDocs", headers=HEADERS, timeout=60).status_code)
""",
        "myDATA user and subscription key from the environment",
        None,
    ),
    (
        H,
        "calendar/praktoreio_<<ymd>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<ymd>>T090000Z
DTEND:<<ymd>>T110000Z
UID:<<uid>>@google.com
SUMMARY:Εκπαίδευση νέου τερματικού
DESCRIPTION:Ο κωδικός θα σταλεί με SMS το πρωί της εκπαίδευσης
END:VEVENT
END:VCALENDAR
""",
        "calendar entry that says the code will come by SMS",
        "",
    ),
    (
        H,
        "router/SHA256SUMS_<<placea>>.txt",
        """<<sha1>>  speedport_plus_fw_<<n2>>.bin
<<sha2>>  slipscan_setup_<<n1>>.<<n2>>.exe
""",
        "SHA-256 checksums of firmware and installers",
        "",
    ),
    # i: bill-payment kiosks, Kazakhstan
    (
        II,
        "kiosks/<<placea>>/T<<n6>>/config.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<terminal id="<<n6>>" city="<<placea>>">
  <!-- пароль дилера задаётся при активации терминала -->
  <dealer login="<<placea>>_<<n4>>" password="" point="<<n6>>" />
  <validator type="CashCode SM" port="COM3" />
</terminal>
""",
        "kiosk config with an empty dealer password",
        None,
    ),
    (
        II,
        "chats/<<fa>>/terminal_<<n3>>.txt",
        """<<dmy>>, <<time>> - <<fn>> <<ln>>: Сервис мәзірінің құпия сөзі қандай?
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Телефонмен айтамын, чатқа жазбаймыз
""",
        "Kazakh chat that refuses to write the password",
        "",
    ),
    (
        II,
        "ofd-sync/.env",
        """OFD_API_URL=https://api.ofd.kz/v1
OFD_API_TOKEN=${OFD_API_TOKEN}
OFD_KKM_REG_NUMBER=
""",
        "fiscal-operator token as a reference to the environment",
        "",
    ),
    # j: payday lender, Brazil
    (
        J,
        "src/main/resources/application-prod.properties",
        """serasa.api.url=https://api.serasaexperian.com.br/security/iam/v1/client-identities/login
serasa.api.client-id=${SERASA_CLIENT_ID}
serasa.api.client-secret=${SERASA_CLIENT_SECRET}
spring.datasource.password=${DB_PASSWORD}
""",
        "Serasa and database credentials as Spring placeholders",
        "",
    ),
    (
        J,
        "config/keys/unico_<<org>>_public.pem",
        """<<pubpem>>
""",
        "a public key, not a private one",
        "",
    ),
    (
        J,
        "planilhas/correspondentes_<<placea>>.csv",
        """loja;correspondente;usuário do sistema;senha;observação
<<placea>> centro;<<fn>> <<ln>>;<<user>>;••••••••;senha pessoal, cada um cadastra a sua
""",
        "password column masked",
        "",
    ),
    # k: gold buyer, India
    (
        K,
        "goldbuy/settings/production.py",
        """import os

DEBUG = False
RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
""",
        "Razorpay keys from the environment",
        None,
    ),
    (
        K,
        "chats/<<fa>>/shop_<<n3>>.txt",
        """<<dmy>>, <<time>> pm - <<fn>> <<ln>>: भैया टैली का पासवर्ड भेज दो
<<dmy>>, <<time2>> pm - <<fn2>> <<ln2>>: पासवर्ड फ़ोन पर नहीं, कल दुकान पर बताऊँगा
""",
        "Hindi chat that withholds the password",
        "",
    ),
    (
        K,
        "dvr/<<placea>>/cameras.m3u",
        """#EXTM3U
#EXTINF:-1,Counter 1
rtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Counter 2
rtsp://<<ip>>:554/cam/realmonitor?channel=2&subtype=0
""",
        "RTSP playlist without credentials (VLC asks for them)",
        "",
    ),
    # l: M-Pesa super-agent, Kenya
    (
        L,
        "k8s/float-dashboard/daraja-externalsecret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: daraja-credentials
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: daraja-credentials
  data:
    - secretKey: consumer-secret
      remoteRef:
        key: kv/float/<<placea>>/daraja
        property: consumer_secret
""",
        "ExternalSecret pointing at a vault path",
        None,
    ),
    (
        L,
        "chats/<<fa>>/agents_<<n3>>.txt",
        """<<dmy>>, <<time>> - <<fn>> <<ln>>: Boss nenosiri la portal ni gani?
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Nitakupigia simu nikuambie, si kwa WhatsApp
""",
        "Swahili chat that moves the password to a phone call",
        "",
    ),
    (
        L,
        "float-api/.env.sample",
        """MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
        "Daraja settings template with empty values",
        "",
    ),
    # m: credit union, Korea
    (
        M,
        "membership-fee/.env.production",
        """# 시크릿 키는 서버 환경변수로만 주입
TOSS_CLIENT_KEY=live_ck_<<ck>>
TOSS_SECRET_KEY=
""",
        "only the Toss client key, which is public by design; the secret key is empty",
        "",
    ),
    (
        M,
        "카톡백업/<<placea>>지점_<<n3>>.txt",
        """<<year>>년 <<mo>>월 <<day>>일 오전 9:02, <<ln>><<fn>> : 팀장님 지문인식 관리자 비번 알려주세요
<<year>>년 <<mo>>월 <<day>>일 오전 9:04, <<ln2>><<fn2>> : 비번은 카톡으로 안 보내요. 지점장님 자리 메모 확인하세요
""",
        "Korean chat that refuses to send the password",
        "",
    ),
    (
        M,
        "postman/biostar2_admin_<<n2>>.json",
        """{
  "User": {"login_id": "admin", "password": "{{biostar_password}}"},
  "_comment": "Postman 환경변수 사용"
}
""",
        "BioStar 2 login body with a Postman variable, not a password",
        None,
    ),
    # n: cheque cashing, Quebec
    (
        N,
        "caisse/moneris_config.php",
        """<?php
$store_id  = getenv('MONERIS_STORE_ID');
$api_token = getenv('MONERIS_API_TOKEN');
$processing_country_code = 'CA';
""",
        "Moneris store and token from the environment",
        "",
    ),
    (
        N,
        "mail/<<fa>>/INBOX/<<ts>>.eml",
        """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Accès Equifax
Content-Type: text/plain; charset=UTF-8

Salut <<fn>>, ton nom d'usager Equifax est <<user>>. Je te donne le mot de passe de vive voix demain matin.
""",
        "Quebec French e-mail that gives the password in person",
        "",
    ),
    (
        N,
        "C:/ProgramData/TellerScan/upload_<<placea>>.ini",
        """[Archive]
Url=sftp://<<ip2>>/cheques/<<placea>>
User=scan_<<placea>>
KeyFile=C:\\ProgramData\\TellerScan\\keys\\scan_ed25519
""",
        "SFTP upload by key file: no password",
        "ini",
    ),
    # o: tax refund, Israel
    (
        O,
        "billing/morning_invoice.py",
        """import os

import requests

r = requests.post(
    "https://api.greeninvoice.co.il/api/v1/account/token",
    json={"id": os.environ["GREENINVOICE_ID"], "secret": os.environ["GREENINVOICE_SECRET"]},
    timeout=20,
)
print(r.status_code)
""",
        "Green Invoice id and secret from the environment",
        None,
    ),
    (
        O,
        "Mail/Inbox/<<ymd>>_106_<<n3>>.eml",
        """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: טפסי 106
Content-Type: text/plain; charset=UTF-8

שלום <<fn>>,
מצורפים טפסי 106. הסיסמה לקובץ היא מספר תעודת הזהות של הלקוח (9 ספרות).
""",
        "Hebrew e-mail that describes the file password rule without a value",
        "",
    ),
    (
        O,
        "etc/fstab.<<placea>>",
        """//<<ip2>>/scans  /mnt/scans  cifs  credentials=/root/.smbcredentials,uid=1000,iocharset=utf8  0  0
""",
        "CIFS mount that refers to a credentials file",
        "",
    ),
    # p: hire purchase, Fiji
    (
        P,
        "home/<<fa>>/.docker/config.json",
        """{
  "auths": {"registry.<<dom>>": {}},
  "credsStore": "desktop"
}
""",
        "Docker config using a credential store: no auth inline",
        None,
    ),
    (
        P,
        "xero/token.json",
        """{
  "access_token": "",
  "refresh_token": "",
  "expires_at": 0,
  "note": "revoked <<date>>, reconnect from Xero app settings"
}
""",
        "Xero token file after the connection was revoked",
        None,
    ),
    (
        P,
        "Viber/volivoli_<<placea>>_<<ymd>>.txt",
        """[ <<dmy>> <<time>> ] <<fn>> <<ln>>: Bula, na cava na vosa vuni ni HP system?
[ <<dmy>> <<time>> ] <<fn2>> <<ln2>>: Au na qiria ga vei iko, sega ni vinaka me volai eke
""",
        "Fijian chat that promises a phone call instead of the password",
        "",
    ),
)


def _extra(rng, s):
    import base64

    alpha = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    pub = base64.b64encode(
        bytes.fromhex("30820122300d06092a864886f70d01010105000382010f00")
        + bytes(rng.randrange(256) for _ in range(270))
    ).decode()
    lines = [pub[i : i + 64] for i in range(0, len(pub), 64)]
    return {
        "txid": "".join(rng.choice("0123456789abcdef") for _ in range(64)),
        "addr": "".join(rng.choice(alpha) for _ in range(33)),
        "sha1": "".join(rng.choice("0123456789abcdef") for _ in range(64)),
        "sha2": "".join(rng.choice("0123456789abcdef") for _ in range(64)),
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        ),
        "pubpem": "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----",
    }


for _fam, _path, _tpl, _why, _syn in TABLE:
    regd(_fam, _path, _tpl, _why, _syn, extra=_extra)
