# ruff: noqa: E501
"""Decoys of the hundred-and-twenty-first corpus: three per family, files that look like the
formats but hold no live credential. A table of (family, path, template, why, syntax) turned
into ``@decoy`` functions by ``regd``."""

from __future__ import annotations

from hundredtwentyfirst_formats_a import F as A
from hundredtwentyfirst_formats_b import F as B
from hundredtwentyfirst_formats_c import F as C
from hundredtwentyfirst_formats_d import F as D
from hundredtwentyfirst_formats_e import F as E
from hundredtwentyfirst_formats_f import F as FF
from hundredtwentyfirst_formats_g import F as G
from hundredtwentyfirst_formats_h import F as H
from hundredtwentyfirst_formats_i import F as I
from hundredtwentyfirst_formats_j import F as J
from hundredtwentyfirst_formats_k import F as K
from hundredtwentyfirst_formats_l import F as L
from hundredtwentyfirst_formats_m import F as M
from hundredtwentyfirst_formats_n import F as N
from hundredtwentyfirst_formats_o import F as O
from hundredtwentyfirst_formats_p import F as P
from hundredtwentyfirst_spec import regd

DECOYS = (
    # a: Ghana district hospital IT
    (
        A,
        "scripts/dhis2_push_env.py",
        """import os
import requests

DHIS2_URL = "https://dhis2.<<dom>>/api/dataValueSets"
AUTH = (os.environ["DHIS2_USER"], os.environ["DHIS2_PASS"])


def push(payload):
    return requests.post(DHIS2_URL, json=payload, auth=AUTH, timeout=60)
""",
        "DHIS2 credentials read from the environment; nothing in the file",
        None,
    ),
    (
        A,
        "<<org>>/sms-reminder/.env.example",
        """HUBTEL_CLIENT_ID=
HUBTEL_CLIENT_SECRET=
HUBTEL_SENDER_ID=ADH-<<n3>>
REMINDER_HOUR=07
""",
        "template .env with empty Hubtel values",
        "",
    ),
    (
        A,
        "WhatsApp Chat with Ward IT <<n>>.txt",
        """[<<date>>, <<time>>:12] <<fn2>> <<ln2>>: Please the wifi password no, mesrɛ wo
[<<date>>, <<time>>:40] <<fn>> <<ln>>: I won't put it on WhatsApp. Come to the IT office, it's on the card by the door
[<<date>>, <<time2>>:03] <<fn2>> <<ln2>>: Okay medaase
""",
        "chat that mentions a password without giving one",
        "",
    ),
    # b: Brazil private clinic
    (
        B,
        "sistema-<<org>>/.env",
        """APP_NAME="Agendamento"
APP_ENV=production
ASAAS_ENV=production
ASAAS_API_KEY=${ASAAS_API_KEY}
ASAAS_WEBHOOK_URL=https://agenda.<<dom>>/webhooks/asaas
""",
        "Asaas key is a ${...} reference resolved from the server environment",
        "",
    ),
    (
        B,
        "WhatsApp/Conversa do WhatsApp com Recepção <<n>>.txt",
        """<<date>> <<time>> - <<fn2>> <<ln2>>: Dr. <<fn>>, o Feegow pediu pra trocar a senha
<<date>> <<time>> - <<fn>> <<ln>>: Já troquei, mas não vou mandar aqui. Te falo pessoalmente
<<date>> <<time2>> - <<fn2>> <<ln2>>: Tá bom 👍
""",
        "chat about changing a password, no password given",
        "",
    ),
    (
        B,
        "caixa/mp_point_publico.js",
        """// Checkout Bricks — apenas a chave PÚBLICA fica no navegador
const mp = new MercadoPago('APP_USR-<<uuid>>', { locale: 'pt-BR' });
mp.bricks().create('cardPayment', 'cardPaymentBrick_container', { initialization: { amount: 250 } });
""",
        "Mercado Pago public key (meant for the browser), not an access token",
        "",
    ),
    # c: Poland maternity ward
    (
        C,
        "CTG/CentralaKTG/config/station_<<n>>.ini",
        """[Station]
Name=KTG-CENTRALA-<<n>>

[Database]
Server=<<ip>>\\SQLEXPRESS
Database=ktg_archiwum
IntegratedSecurity=true
""",
        "Windows integrated authentication, no password",
        None,
    ),
    (
        C,
        "wifi/Wi-Fi-Porodowka-goscie-<<n>>.xml",
        """<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name>Porodowka-Goscie</name>
	<SSIDConfig><SSID><name>Porodowka-Goscie</name></SSID></SSIDConfig>
	<connectionType>ESS</connectionType>
	<connectionMode>manual</connectionMode>
	<MSM><security><authEncryption><authentication>open</authentication><encryption>none</encryption><useOneX>false</useOneX></authEncryption></security></MSM>
</WLANProfile>
""",
        "open guest Wi-Fi profile without a key",
        None,
    ),
    (
        C,
        "poczta/Haslo do certyfikatu <<n>>.eml",
        """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Re: certyfikat e-ZLA
Content-Type: text/plain; charset=UTF-8

Hasło do certyfikatu podam telefonicznie, proszę dzwonić na wewnętrzny <<n3>>.
""",
        "e-mail that promises the password by phone",
        "",
    ),
    # d: Egypt blood bank
    (
        D,
        "donations/settings_<<n>>.py",
        """import os

PAYMOB_PUBLIC_KEY = "egy_pk_live_<<hex8>>"
PAYMOB_SECRET_KEY = os.environ["PAYMOB_SECRET_KEY"]
PAYMOB_HMAC = os.environ.get("PAYMOB_HMAC", "")
""",
        "Paymob secret from the environment; only a public key inline",
        None,
    ),
    (
        D,
        "fridge_logger/secrets_<<n>>.h",
        """#pragma once
// لا تضع كلمات السر هنا — تتقرا من NVS عن طريق صفحة الإعداد
#define WIFI_SSID "BloodBank-Lab"
#define WIFI_PASS ""
#define MQTT_PASS ""
""",
        "empty Wi-Fi and MQTT passwords (filled at provisioning)",
        "",
    ),
    (
        D,
        "حسابات_الموظفين_<<n>>.csv",
        """الاسم,الوظيفة,اسم المستخدم,كلمة المرور
<<fn>> <<ln>>,فني معمل,<<user>>,••••••••
<<fn2>> <<ln2>>,طبيب,<<user2>>,••••••••
""",
        "password column masked with bullets",
        "",
    ),
    # e: Korea radiology
    (
        E,
        "etc/orthanc/orthanc-<<n>>.json",
        """{
  "Name": "ORTHANC-RAD",
  "AuthenticationEnabled": true,
  "RegisteredUsers": {},
  "Plugins": ["/usr/share/orthanc/plugins"],
  "Authorization": {"WebServiceRootUrl": "http://auth-service:8000/"}
}
""",
        "no registered users; authorization delegated to an external service",
        None,
    ),
    (
        E,
        "dcm4chee/docker-compose-<<n>>.yml",
        """services:
  db:
    image: dcm4che/postgres-dcm4chee:16.2-33
    environment:
      POSTGRES_DB: pacsdb
      POSTGRES_USER: pacs
      POSTGRES_PASSWORD_FILE: /run/secrets/pacs_db_pw
    secrets:
      - pacs_db_pw
secrets:
  pacs_db_pw:
    file: ./secrets/pacs_db_pw.txt
""",
        "password comes from a Docker secret file",
        None,
    ),
    (
        E,
        "KakaoTalk_<<d8>>_<<n3>>.txt",
        """<<orgname>> 판독실 님과 카카오톡 대화
저장한 날짜 : <<iso>> <<time>>:10

[<<ln>><<fn>>] [오후 2:10] PACS 비번은 카톡으로 못 보내요, 전산실에 전화주세요 (내선 <<n3>>)
[<<ln2>><<fn2>>] [오후 2:11] 네 알겠습니다
""",
        "chat refusing to send the password",
        "",
    ),
    # f: Kenya pathology lab
    (
        FF,
        "billing/.env.sample",
        """MPESA_ENV=production
MPESA_SHORTCODE=<<n3>>000
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
        "Daraja keys left empty",
        "",
    ),
    (
        FF,
        "astm-bridge/config_<<n>>.toml",
        """[analyser]
name = "Mindray BC-<<n3>>"
mode = "serial"
port = "COM3"

[lis]
url = "http://<<ip>>:<<port>>/api/results"
auth = "mtls"
client_cert = "/etc/astm-bridge/client.crt"
client_key_path = "/etc/astm-bridge/client.key"
""",
        "mutual TLS by file paths, no secret inline",
        None,
    ),
    (
        FF,
        "checksums/senaite_<<n>>.sha256",
        """<<sha256>>  senaite.lims-2.5.0.tar.gz
<<sha256>>  senaite.impress-2.5.0.tar.gz
""",
        "SHA-256 checksums of packages",
        "",
    ),
    # g: Turkey dialysis
    (
        G,
        "DiyalizVeri/ayarlar_<<n>>.ini",
        """[Veritabani]
Sunucu=<<ip>>
Veritabani=DiyalizSeans
Kullanici=seans_svc
Sifre=
; şifre Windows Kimlik Bilgisi Yöneticisi'nde (DiyalizVeri/seans_svc)
""",
        "empty password, stored in Windows Credential Manager",
        None,
    ),
    (
        G,
        "WhatsApp Sohbeti - Diyaliz <<n>>.txt",
        """<<ddot>> <<time>> - <<fn2>> <<ln2>>: Medula şifresi ne oldu?
<<ddot>> <<time>> - <<fn>> <<ln>>: Başhemşireden al, gruba yazmıyoruz artık 🙂
""",
        "chat mentioning a password without one",
        "",
    ),
    (
        G,
        "kamera/salon_izle_<<n>>.py",
        """import os
import cv2

URL = f"rtsp://{os.environ['CAM_USER']}:{os.environ['CAM_PASS']}@<<ip>>:554/Streaming/Channels/101"
cap = cv2.VideoCapture(URL)
""",
        "RTSP credentials from environment variables",
        None,
    ),
    # h: Peru mobile clinic
    (
        H,
        "odk/settings_plantilla_<<n>>.json",
        """{
  "general": {"server_url": "https://odk.<<dom>>/v1/key/<<hex8>>/projects/<<n>>", "username": "", "password": ""},
  "admin": {"change_server": false}
}
""",
        "ODK settings template with empty credentials",
        None,
    ),
    (
        H,
        "notas/wifi_camion_abierta_<<n>>.txt",
        """CLÍNICA MÓVIL
Internet (Starlink) para pacientes
Red: BRIGADA-INVITADOS
Sin clave / mana clave-yuq
""",
        "open network, explicitly no password",
        "",
    ),
    (
        H,
        "sync-api/.env.ejemplo",
        """NODE_ENV=production
DATABASE_URL=postgresql://sync_app@<<ip>>:5432/brigada?sslmode=verify-full&sslcert=/etc/ssl/sync.crt
""",
        "DSN without a password (certificate auth)",
        "",
    ),
    # i: Greece ambulance dispatch
    (
        I,
        "opt/traccar/conf/traccar-<<n>>.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "default embedded H2 database with empty password",
        None,
    ),
    (
        I,
        "Viber/Συνομιλία <<n>>.txt",
        """[<<date>> <<time>>] <<fn2>> <<ln2>>: Ποιος είναι ο κωδικός για το tablet;
[<<date>> <<time>>] <<fn>> <<ln>>: Τον έχει ο βάρδιας στο φάκελο, όχι εδώ παρακαλώ
""",
        "chat mentioning a password without one",
        "",
    ),
    (
        I,
        "dispatch-map/src/config_<<n>>.js",
        """export const MAP = { style: 'mapbox://styles/mapbox/streets-v12', zoom: 11 };
export const MAPBOX_PUBLIC_TOKEN = import.meta.env.VITE_MAPBOX_TOKEN;
""",
        "token read from a build-time env variable",
        "",
    ),
    # j: Vietnam dental hospital
    (
        J,
        "ThuNgan.Web/appsettings.Development.<<n>>.json",
        """{
  "VnPay": {"TmnCode": "", "HashSecret": "", "BaseUrl": "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html"}
}
""",
        "empty VNPay values in a development settings file",
        None,
    ),
    (
        J,
        "Zalo/tin_nhan_<<n>>.txt",
        """<<fn>> (<<time>> <<date>>): Mật khẩu máy X-quang là gì em?
<<fn2>> (<<time>> <<date>>): Chị qua phòng kỹ thuật lấy nhé, em không gửi qua Zalo được ạ
""",
        "chat refusing to send the password",
        "",
    ),
    (
        J,
        "HoaDonDienTu/vnpt_invoice.template_<<n>>.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<HoaDonDienTu>
  <Account><<org>>admin</Account>
  <Username>thungan</Username>
  <Password></Password>
  <PasswordSource>WindowsCredentialManager:VNPT_Invoice</PasswordSource>
</HoaDonDienTu>
""",
        "empty password; the value lives in the credential manager",
        None,
    ),
    # k: Nepal eye hospital
    (
        K,
        "bahmni-docker/.env.<<n>>.sample",
        """COMPOSE_PROFILES=emr,lab
OPENMRS_DB_USERNAME=openmrs-user
OPENMRS_DB_PASSWORD=
OPENELIS_DB_PASSWORD=
""",
        "Bahmni sample env with empty passwords",
        "",
    ),
    (
        K,
        "k8s/outreach-external-secret-<<n>>.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: outreach-openmrs-db
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  data:
    - secretKey: OPENMRS_DB_PASSWORD
      remoteRef:
        key: eye-camps/openmrs
        property: password
""",
        "ExternalSecret pointing at a vault path",
        None,
    ),
    (
        K,
        "keys/oct_share_<<n>>.pub",
        """ssh-ed25519 <<pub>> octsvc@<<org>>
""",
        "an SSH public key",
        "",
    ),
    # l: Philippines TB DOTS
    (
        L,
        "GeneXpert/GxAlert/gxalert_<<n>>.ini",
        """[Server]
Url=https://<<org>>.gxalert.com/api/v2/results
ApiKey=
; ilalagay ng PHO IT sa pag-install
""",
        "empty API key",
        None,
    ),
    (
        L,
        "root/.docker/config-<<n>>.json",
        """{
	"credsStore": "pass",
	"auths": {"registry.<<dom>>": {}}
}
""",
        "Docker credentials in a credential helper, no auth value",
        None,
    ),
    (
        L,
        "Viber/BHW_group_<<n>>_notice.txt",
        """[<<date>>, <<time>>] <<fn2>> <<ln2>>: Paalala: huwag i-send ang password ng ITIS dito sa group. Sa RHU na lang po ibibigay.
""",
        "notice not to send passwords",
        "",
    ),
    # m: Japan hospital pharmacy
    (
        M,
        "YUYAMA/Link/YSLink_<<n>>.ini",
        """[DB]
Server=<<ip>>\\YUYAMA
Database=YSLink
Trusted_Connection=yes
""",
        "Windows authentication, no password",
        None,
    ),
    (
        M,
        "調剤室PC/autologon_disable_<<n>>.reg",
        """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="0"
"DefaultPassword"=-
""",
        "registry file that removes the autologon password",
        "",
    ),
    (
        M,
        "LINE/[LINE] 薬剤部_<<n>>.txt",
        """[LINE] 薬剤部のトーク履歴

<<time>>\t<<ln>><<fn>>\tパスワードはLINEでは送れないので、薬剤部長に聞いてください
<<time2>>\t<<ln2>><<fn2>>\t承知しました
""",
        "chat about a password without one",
        "",
    ),
    # n: Nigeria telemedicine
    (
        N,
        "api/.env.example",
        """PAYSTACK_PUBLIC_KEY=pk_live_<<hex8>>
PAYSTACK_SECRET_KEY=
PAYSTACK_CALLBACK_URL=https://app.<<dom>>/consult/paid
""",
        "only a public key, secret left empty",
        "",
    ),
    (
        N,
        ".github/workflows/deploy-secrets-<<n>>.yml",
        """name: deploy-api
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: digitalocean/action-doctl@v2
        with:
          token: ${{ secrets.DIGITALOCEAN_ACCESS_TOKEN }}
""",
        "token from GitHub Actions secrets",
        None,
    ),
    (
        N,
        "backend/.env.<<n>>.local",
        """MONGODB_URI=mongodb+srv://cluster0.<<hex8>>.mongodb.net/telehealth?authSource=%24external&authMechanism=MONGODB-AWS
""",
        "MongoDB URI with IAM (MONGODB-AWS) auth, no password",
        "",
    ),
    # o: Thailand insurance desk
    (
        O,
        "HOSxP/HOSxPXE4_<<n>>.ini",
        """[DATABASE]
Server=<<ip>>
Database=hos
Username=sa_siti
Password=
SavePassword=0
""",
        "password not saved",
        None,
    ),
    (
        O,
        "payment/omise-public-<<n>>.js",
        """// ใช้เฉพาะ public key ฝั่งหน้าเว็บ
OmiseCard.configure({ publicKey: 'pkey_<<hex8>><<n3>>' });
""",
        "Omise public key only",
        "",
    ),
    (
        O,
        "LINE/[LINE] ห้องสิทธิ <<n>>.txt",
        """[LINE] แชทกับ ห้องสิทธิ OPD

<<time>>\t<<fn>>\tรหัสผ่าน e-Claim ขอที่หัวหน้างานนะคะ ไม่ส่งในไลน์
""",
        "chat refusing to give the password",
        "",
    ),
    # p: Fiji rural health post
    (
        P,
        "boot/wpa_supplicant_<<n>>.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=FJ

network={
    ssid="<<org>>-public"
    key_mgmt=NONE
}
""",
        "open network, no PSK",
        "",
    ),
    (
        P,
        "keys/<<org>>_upload_<<n>>.pub",
        """ssh-ed25519 <<pub>> nurse@<<org>>
""",
        "an SSH public key",
        "",
    ),
    (
        P,
        "meditrak/sync_config_<<n>>.json",
        """{
  "app": "Tupaia MediTrak",
  "server": "https://meditrak-api.tupaia.org/v2",
  "user": {"email": "<<email>>", "password": null},
  "note": "login stored in the device keystore"
}
""",
        "null password, stored in the keystore",
        None,
    ),
)

for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn)
