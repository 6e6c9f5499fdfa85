# ruff: noqa: E501
"""The decoys: three per family, files shaped like the formats with no live credential."""

from __future__ import annotations

import base64
import hashlib
import random

from hundredtwentyninth_formats_a import F as A
from hundredtwentyninth_formats_b import F as B
from hundredtwentyninth_formats_c import F as C
from hundredtwentyninth_formats_d import F as D
from hundredtwentyninth_formats_e import F as E
from hundredtwentyninth_formats_f import F as FF
from hundredtwentyninth_formats_g import F as G
from hundredtwentyninth_formats_h import F as H
from hundredtwentyninth_formats_i import F as II
from hundredtwentyninth_formats_j import F as J
from hundredtwentyninth_formats_k import F as K
from hundredtwentyninth_formats_l import F as L
from hundredtwentyninth_formats_m import F as M
from hundredtwentyninth_formats_n import F as N
from hundredtwentyninth_formats_o import F as O
from hundredtwentyninth_formats_p import F as P
from hundredtwentyninth_spec import regd


def _sums(rng: random.Random, s: dict) -> dict:
    return {
        f"h{i}": hashlib.sha256(bytes(rng.randrange(256) for _ in range(16))).hexdigest()
        for i in range(3)
    }


def _cert(rng: random.Random, s: dict) -> dict:
    body = base64.b64encode(
        b"\x30\x82\x04\xa0" + bytes(rng.randrange(256) for _ in range(600))
    ).decode()
    return {"body": "\n".join(body[i : i + 64] for i in range(0, len(body), 64))}


def _sshpub(rng: random.Random, s: dict) -> dict:
    raw = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + bytes(
        rng.randrange(256) for _ in range(256)
    )
    return {"pub": base64.b64encode(raw).decode()}


def _pk(rng: random.Random, s: dict) -> dict:
    return {"pk": "pk_live_" + "".join(rng.choice("0123456789abcdef") for _ in range(40))}


# a: electrician, Kenya ------------------------------------------------------------------
regd(
    A,
    "home/<<fa>>/stk-app/.env.example",
    """APP_NAME="<<orgc>> Invoices"
MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_PASSKEY=
# weka funguo halisi kwenye server tu, si hapa
""",
    "Daraja .env template: every key and the passkey are empty",
    syntax="",
)
regd(
    A,
    "WhatsApp/Chat na <<fa>> <<la>>.txt",
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Fundi, nenosiri la WiFi ni lipi? Sikumbuki
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Fundi Umeme: Liko nyuma ya router kwenye kibandiko, au nitakupigia jioni
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Sawa asante
""",
    "Swahili chat that mentions the Wi-Fi password (nenosiri) without giving it",
    syntax="",
)
regd(
    A,
    "mikrotik/<<place>>-export.rsc",
    """# <<mo>>/<<dd>>/<<y>> by RouterOS 7.14.3
/user
add group=read name=mteja comment="login kwa SSH key tu"
/user ssh-keys
import public-key-file=<<fa>>.pub user=<<fa>>
/ip service
set telnet disabled=yes
set ftp disabled=yes
""",
    "RouterOS export: users log in by SSH public key, no password in the file",
    syntax="",
)

# b: plumbing, Poland ----------------------------------------------------------------------
regd(
    B,
    "skrypty/faktury_<<mo>>.py",
    """import os

import requests

API_TOKEN = os.environ["FAKTUROWNIA_API_TOKEN"]
r = requests.get("https://<<org>>.fakturownia.pl/invoices.json", params={"api_token": API_TOKEN}, timeout=30)
print(len(r.json()))
""",
    "Fakturownia script reading the token from the environment",
)
regd(
    B,
    "Dokumenty/harmonogram_<<mo>>_<<y>>.fods",
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body><office:spreadsheet><table:table table:name="Ekipy">
  <table:table-row><table:table-cell office:value-type="string"><text:p>Pracownik</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Hasło</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell office:value-type="string"><text:p><<fn>> <<ln>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>••••••••</text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
    "flat ODS schedule whose password column is masked with bullets",
    syntax="xml",
)
regd(
    B,
    "poczta/Odebrane/<<n4>>.eml",
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Konto w platformie hurtowni
Content-Type: text/plain; charset=utf-8

Dzień dobry,

konto zostało założone, login: <<user>>. Hasło tymczasowe wyślemy SMS-em na numer <<phone>>.

Pozdrawiam
""",
    "Polish e-mail saying the password (hasło) will come by SMS",
    syntax="",
)

# c: HVAC, UAE ---------------------------------------------------------------------------
regd(
    C,
    "config/paytabs.php",
    """<?php

return [
    'profile_id' => env('PAYTABS_PROFILE_ID'),
    'server_key' => env('PAYTABS_SERVER_KEY'),
    'currency' => 'AED',
    'region' => 'ARE',
];
""",
    "PayTabs config reading the server key from the environment, no default",
    syntax="",
)
regd(
    C,
    "chats/<<org>>_<<place>>_<<d>>.txt",
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: الفني يحتاج كلمة السر لجهاز Daikin iTM
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: كلمة السر عند مشرف المبنى، اتصل فيه مباشرة
""",
    "Arabic chat that asks for the password (كلمة السر) and gets none",
    syntax="",
)
regd(
    C,
    "handover/<<fa>>_<<d>>.md",
    """# Handover – <<place>> tower

## Logins
- iTM web, gateway and i-Vu: see Bitwarden collection "Sharjah AMC / <<place>>"
- Do not write passwords in this file
""",
    "handover note pointing at a password manager collection",
    syntax="",
)

# d: lifts, Korea ------------------------------------------------------------------------
regd(
    D,
    "KakaoTalk/KakaoTalkChats_<<d>>.txt",
    """<<orgc>> 현장팀 님과 카카오톡 대화
저장한 날짜 : <<d>> <<hh>>:<<mi>>:<<ss>>

[<<ln>><<fn>>] [오전 9:02] 원격감시 비번 바뀌었어요
[<<ln>><<fn>>] [오전 9:02] 비번은 보안상 전화로 알려드릴게요
""",
    "KakaoTalk chat that mentions a changed password (비번) without giving it",
    syntax="",
)
regd(
    D,
    "fault-report/src/main/resources/application-prod.yml",
    """ncp:
  sens:
    service-id: ncp:sms:kr:<<n6>>:<<org>>
    access-key: ${NCP_ACCESS_KEY}
    secret-key: ${NCP_SECRET_KEY}
""",
    "Spring YAML with placeholders resolved from the environment",
)
regd(
    D,
    "var/spool/cron/crontabs/root",
    """# m h dom mon dow command
10 3 * * * mysqldump --defaults-extra-file=/root/.my.cnf --single-transaction lift_monitor | gzip > /backup/lift_monitor.sql.gz
""",
    "crontab whose mysqldump reads credentials from an option file",
    syntax="",
)

# e: boilers, Turkey ---------------------------------------------------------------------
regd(
    E,
    "servis-takip/docker-compose.yml",
    """services:
  db:
    image: mariadb:11.4
    environment:
      MARIADB_DATABASE: servis_takip
      MARIADB_USER: servis
      MARIADB_PASSWORD_FILE: /run/secrets/db_password
    secrets: [db_password]
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "docker-compose reading the database password from a Docker secret file",
)
regd(
    E,
    "taramalar/servis_formu_<<n4>>.txt",
    """<<orgc>> KOMBİ SERVİS FORMU        No: <<n4>>
Müşteri: <<fn>> <<ln>>   Tel: <<phone>>
Modem şifresi: (müşteri kendisi girdi)
Yapılan işlem: Yıllık bakım
""",
    "service form OCR where the customer typed the modem password (şifre) himself",
    syntax="",
)
regd(
    E,
    "ServisOdeme/Odeme/IyzicoAyar.cs",
    """using System;
using Iyzipay;

public static class IyzicoAyar
{
    public static Options Olustur() => new Options
    {
        ApiKey = Environment.GetEnvironmentVariable("IYZICO_API_KEY"),
        SecretKey = Environment.GetEnvironmentVariable("IYZICO_SECRET_KEY"),
        BaseUrl = "https://api.iyzipay.com"
    };
}
""",
    "iyzico options read from environment variables",
    syntax="",
)

# f: water pumps, Bangladesh -------------------------------------------------------------
regd(
    FF,
    "pump-shop/.env",
    """APP_NAME=Jolodhara
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_APP_KEY=
BKASH_APP_SECRET=
BKASH_USERNAME=
BKASH_PASSWORD=
""",
    "bKash .env with every credential empty",
    syntax="",
)
regd(
    FF,
    "খাতা/গ্রাহক_তালিকা_<<y>>.csv",
    """নাম,মোবাইল,গ্রাম,অ্যাপ ইউজার,অ্যাপ পাসওয়ার্ড
<<fn>> <<ln>>,<<phone>>,<<place>>,<<user>>,********
""",
    "customer CSV with the password column masked",
    syntax="",
)
regd(
    FF,
    "firmware/SHA256SUMS",
    """<<h0>>  spc-controller-v2.4.1.bin
<<h1>>  spc-controller-v2.4.2.bin
<<h2>>  spc-bootloader-v1.1.bin
""",
    "SHA-256 checksums of pump-controller firmware files",
    syntax="",
    extra=_sums,
)

# g: CCTV, Nigeria -----------------------------------------------------------------------
regd(
    G,
    "go2rtc/go2rtc.yaml",
    """streams:
  gate_main: rtsp://admin:${CAM_PASSWORD}@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
api:
  listen: ":1984"
""",
    "go2rtc stream URL with the password taken from an environment variable",
)
regd(
    G,
    "invoice-app/public/pay.js",
    """// Paystack Inline on the invoice page (public key only)
const handler = PaystackPop.setup({
  key: "<<pk>>",
  email: "<<email>>",
  amount: 25000000,
  currency: "NGN",
});
""",
    "Paystack publishable key in front-end code (public by design)",
    syntax="",
    extra=_pk,
)
regd(
    G,
    "WhatsApp Chat with Oga <<fa>>.txt",
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Abeg send the NVR password
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: I no go put am for WhatsApp, I go call you now now
""",
    "Pidgin chat refusing to send the NVR password",
    syntax="",
)

# h: BMS, Germany ------------------------------------------------------------------------
regd(
    H,
    "wireguard/fernwartung-<<place>>.conf",
    """[Interface]
Address = 10.77.3.2/32
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.77.0.0/16
""",
    "WireGuard config loading the private key from a file; only the peer's public key is here",
    syntax="",
    extra=lambda rng, s: {
        "pub": base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    },
)
regd(
    H,
    "Mail/Gesendet/<<n4>>.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: haustechnik@<<place>>-klinikum.de
Subject: Zugangsdaten GLT Leitstand
Content-Type: text/plain; charset=utf-8

Guten Tag,

Ihr Benutzer für den Leitstand ist "haustechnik". Das Passwort erhalten Sie aus Sicherheitsgründen separat per SMS.

Mit freundlichen Grüßen
<<fn>> <<ln>>
""",
    "German e-mail saying the Passwort comes separately by SMS",
    syntax="",
)
regd(
    H,
    "telegraf/telegraf.conf",
    """[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "glt"
""",
    "Telegraf config with the InfluxDB token from the environment",
    syntax="toml",
)

# i: cold rooms, Chile -------------------------------------------------------------------
regd(
    II,
    "sensor_camara/sensor_camara.ino",
    """#include <WiFi.h>
#include "secrets.h"  // WIFI_SSID, WIFI_PASS (no se sube al repositorio)

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}

void loop() {}
""",
    "Arduino sketch taking Wi-Fi credentials from a secrets.h that is not present",
    syntax="",
)
regd(
    II,
    "certificados/sii_<<fa>>.crt.pem",
    """-----BEGIN CERTIFICATE-----
<<body>>
-----END CERTIFICATE-----
""",
    "public certificate (no private key)",
    syntax="",
    extra=_cert,
)
regd(
    II,
    "chats/<<place>>_<<d>>.txt",
    """<<dd>>-<<mo>>-<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Me pasai la clave del Sitrad?
<<dd>>-<<mo>>-<<y>> <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Te la mando por correo mejor, por aquí no
""",
    "Spanish chat about the clave without giving it",
    syntax="",
)

# j: generators, Pakistan ----------------------------------------------------------------
regd(
    J,
    "ups/config.ini",
    """; Schneider Electric Network Management Card AOS v7.0.6
[NetworkTCP/IP]
SystemIP=<<ip>>
[SystemUserManager]
AdminUserName=apc
AdminPassword=
""",
    "APC NMC config.ini export with the admin password left empty (exports omit it)",
)
regd(
    J,
    "alerts/bot.py",
    """import os

import requests

BOT_TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]
requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", json={"chat_id": -100, "text": "ping"}, timeout=10)
""",
    "Telegram bot script reading its token from the environment",
)
regd(
    J,
    "chats/<<place>>_<<d>>.txt",
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: ویب نیٹ کا پاس ورڈ بھیج دو
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: پاس ورڈ فون پر بتاؤں گا، یہاں نہیں
""",
    "Urdu chat: the password will be told by phone",
    syntax="",
)

# k: smart homes, Japan ------------------------------------------------------------------
regd(
    K,
    "homeassistant/secrets.yaml",
    """# <<ln>>様邸
latitude_home: 38.26
longitude_home: 140.87
aiseg_host: <<ip>>
""",
    "Home Assistant secrets.yaml holding only coordinates and a host",
)
regd(
    K,
    "LINE/[LINE] <<ln>><<fn>>とのトーク.txt",
    """[LINE] <<ln>><<fn>>とのトーク履歴

<<hh>>:<<mi>>\t<<ln>><<fn>>\tルーターのパスワードがわかりません
<<hh>>:<<mi>>\t<<orgc>>\tルーター本体の裏のシールに記載されていますので、当日一緒に確認しましょう
""",
    "LINE chat pointing at the router sticker, no password",
    syntax="",
)
regd(
    K,
    "switchbot/scenes.py",
    """import os

TOKEN = os.environ["SWITCHBOT_TOKEN"]
SECRET = os.environ["SWITCHBOT_SECRET"]
""",
    "SwitchBot token and secret read from the environment",
)

# l: sprinklers, Brazil ------------------------------------------------------------------
regd(
    L,
    "cobranca-pix/.env",
    """MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=
MP_NOTIFICATION_URL=https://<<dom>>/webhooks/mercadopago
""",
    "Mercado Pago .env with only the public key and an empty access token",
    syntax="",
)
regd(
    L,
    "relatorios/portais_<<n>>.html",
    """<table>
  <tr><th>Cliente</th><th>Portal</th><th>Senha</th></tr>
  <tr><td>Condomínio <<place>></td><td>Painel Notifier</td><td class="senha">(com o síndico)</td></tr>
</table>
""",
    "HTML table whose Senha cell says the síndico keeps it",
    syntax="",
)
regd(
    L,
    "home/<<fa>>/.bash_history",
    """cd ~/nfe
openssl pkcs12 -in certs/<<org>>_A1.pfx -passin env:PFX_PASS -nokeys -out certs/cert.pem
openssl pkcs12 -in certs/<<org>>_A1.pfx -passin file:/run/secrets/pfx -nocerts -nodes -out certs/key.pem
""",
    "openssl history taking the .pfx password from an env var and a file",
    syntax="",
)

# m: water heaters, Vietnam --------------------------------------------------------------
regd(
    M,
    "HoaDon/appsettings.json",
    """{
  "MeInvoice": {
    "BaseUrl": "https://api.meinvoice.vn/api/integration",
    "Username": "",
    "Password": ""
  }
}
""",
    "MISA meInvoice settings with empty username and password",
)
regd(
    M,
    "Zalo/nhom_ky_thuat_<<n>>.txt",
    """<<fn>> <<ln>> (<<hh>>:<<mi>> <<dd>>/<<mo>>/<<y>>)
Mật khẩu KiotViet mới anh gửi riêng từng người nhé, không để trong nhóm
""",
    "Zalo message about a new password (mật khẩu) sent privately",
    syntax="",
)
regd(
    M,
    "src/main/resources/vnpay.properties",
    """vnp_TmnCode=${VNP_TMN_CODE}
vnp_HashSecret=${VNP_HASH_SECRET}
vnp_PayUrl=https://pay.vnpay.vn/vpcpay.html
""",
    "VNPAY properties with placeholders filled at deploy time",
    syntax="",
)

# n: solar heaters, Greece ---------------------------------------------------------------
regd(
    N,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', 'heliothermi_wp' );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
""",
    "wp-config.php reading the database password with getenv",
    syntax="",
)
regd(
    N,
    "calendar/episkepsi_<<n>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART:<<y>><<mo>><<dd>>T070000Z
SUMMARY:Συντήρηση ηλιακού - <<fn>> <<ln>>
DESCRIPTION:Wi-Fi θερμοστάτη: ρωτήστε τον πελάτη επί τόπου
END:VEVENT
END:VCALENDAR
""",
    "calendar entry saying to ask the customer for the Wi-Fi password",
    syntax="",
)
regd(
    N,
    "Viber/viber_<<fa>>_<<n>>.csv",
    """Date,Time,Sender,Sender phone,Message
<<dd>>/<<mo>>/<<y>>,<<hh>>:<<mi>>,<<fn>> <<ln>>,<<phone>>,"Τον κωδικό θα σου τον πω στο τηλέφωνο"
""",
    "Viber CSV mentioning the κωδικός without giving it",
    syntax="",
)

# o: handyman, Philippines ---------------------------------------------------------------
regd(
    O,
    "data/data/ph.kuyafix.tech/shared_prefs/auth.xml",
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="user_id"></string>
    <string name="access_token"></string>
    <boolean name="online" value="false" />
</map>
""",
    "app shared preferences after logout: empty access token",
)
regd(
    O,
    "sheets/kuyafix_jobs_<<n>>.csv",
    """Job ID,Customer,Barangay,Service,Wi-Fi name,Wi-Fi password
KF-<<n6>>,<<fn>> <<ln>>,<<place>>,Aircon cleaning,,
""",
    "jobs sheet with the Wi-Fi columns empty",
    syntax="",
)
regd(
    O,
    "notes/job_<<n4>>_chat.txt",
    """<<fn>> <<ln>>
Kuya, wala pong password yung wifi namin, open lang po

You
Sige po ma'am, salamat
""",
    "Taglish chat: the Wi-Fi is open, no password",
    syntax="",
)

# p: facilities, Fiji --------------------------------------------------------------------
regd(
    P,
    "home/<<fa>>/.docker/config.json",
    """{
	"auths": {
		"registry.gitlab.com": {}
	},
	"credsStore": "pass"
}
""",
    "Docker config with a credential helper; no auth value stored",
)
regd(
    P,
    "home/<<fa>>/.ssh/nas_backup_rsa.pub",
    "ssh-rsa <<pub>> <<fa>>@vanuafm-laptop\n",
    "SSH public key",
    syntax="",
    extra=_sshpub,
)
regd(
    P,
    "xero/config.yml",
    """xero:
  client_id: ${XERO_CLIENT_ID}
  client_secret: ${XERO_CLIENT_SECRET}
  scopes: accounting.transactions accounting.contacts
""",
    "Xero config with placeholders from the environment",
)
