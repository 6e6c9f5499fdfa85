# ruff: noqa: E501
"""Family f: a tattoo and piercing studio on Bahariye Caddesi (Kadıköy, Istanbul, Turkey)."""

from __future__ import annotations

import json
import random
import urllib.parse

from hundredfortieth_spec import Fam, after, alnum, enc_url, pick, rsa_pem

F = Fam(
    "dovme_bahariye_murekkep",
    orgs=("murekkephane", "bahariyeink", "modaigne"),
    tld="com.tr",
    first="Elif Mehmet Zeynep Emre Ayşe/ayse Burak Selin Can Deniz Ozan Ece Mert",
    last="Yılmaz/yilmaz Kaya Demir Şahin/sahin Çelik/celik Yıldız/yildiz Aydın/aydin Öztürk/ozturk Arslan Doğan/dogan Koç/koc Kurt",
    words=(
        "dovme",
        "murekkep",
        "igne",
        "kadikoy",
        "bahariye",
        "moda",
        "bogaz",
        "simit",
        "marti",
        "lale",
        "nazar",
        "kedi",
        "vapur",
        "galata",
        "lodos",
    ),
    pets=("Pamuk", "Tarcin", "Boncuk", "Duman", "Zeytin", "Minnos", "Karabas", "Fistik"),
    walks=("qwerty", "asdfgh", "1q2w3e4r", "123qwe", "1q2w3e4r5t", "qweasd"),
    clubs=("Fenerbahce1907", "Galatasaray1905", "Besiktas1903", "Fener1907", "Cimbom1905"),
    cc="+90 5## ### ## ##",
    city="Kadıköy",
)

F.reg(
    "bahariye_iyzico_options_php",
    ("odeme/iyzico_config.php", "public_html/randevu-<<org>>/inc/iyzico.php"),
    """<?php
// Randevu kaporası — iyzico ödeme formu
require_once __DIR__ . '/../vendor/autoload.php';

function iyzicoOptions(): \\Iyzipay\\Options
{
    $options = new \\Iyzipay\\Options();
    $options->setApiKey("<<apikey>>");
    $options->setSecretKey("<<cred>>");
    $options->setBaseUrl("https://api.iyzipay.com");
    return $options;
}

const KAPORA_TL = 1000;
const STUDYO = '<<orgc>> Dövme & Piercing, Bahariye Cd. No:<<n>> Kadıköy';
""",
    cred="alnum:32",
    extra=lambda rng, s: s.update(apikey=alnum(rng, 32)),
)

F.reg(
    "bahariye_paytr_iframe_flask_merchant_key",
    ("odeme/paytr.py", "<<org>>_site/odeme_paytr.py"),
    '''"""PayTR iFrame API — kapora ödemesi için token alır."""

import base64
import hashlib
import hmac
import json

import requests

merchant_id = "<<n6>>"
merchant_key = b"<<cred>>"
merchant_salt = b"<<salt>>"


def paytr_token(email, tutar_kurus, siparis_no, ip, sepet):
    user_basket = base64.b64encode(json.dumps(sepet).encode())
    hash_str = f"{merchant_id}{ip}{siparis_no}{email}{tutar_kurus}".encode() + user_basket + b"001TL1"
    token = base64.b64encode(hmac.new(merchant_key, hash_str + merchant_salt, hashlib.sha256).digest())
    params = {
        "merchant_id": merchant_id,
        "user_ip": ip,
        "merchant_oid": siparis_no,
        "email": email,
        "payment_amount": tutar_kurus,
        "paytr_token": token,
        "user_basket": user_basket,
        "no_installment": "0",
        "max_installment": "0",
        "currency": "TL",
        "test_mode": "0",
    }
    return requests.post("https://www.paytr.com/odeme/api/get-token", params, timeout=20).json()
''',
    cred="alnum:16",
    extra=lambda rng, s: s.update(salt=alnum(rng, 16)),
)

F.reg(
    "bahariye_netgsm_sms_hatirlatma_bash",
    ("scripts/sms_hatirlatma.sh", "home/<<fa>>/bin/randevu_sms.sh"),
    """#!/usr/bin/env bash
# Yarınki randevulara hatırlatma SMS'i (Netgsm) — cron: 0 18 * * *
USERCODE="850<<n6>>1"
NETGSM_SIFRE="<<cred>>"
BASLIK="<<orgc>>"

python3 yarin_randevular.py | while IFS=';' read -r tel isim saat; do
  mesaj="Merhaba ${isim}, yarin saat ${saat} icin dovme randevunuz var. Lutfen 10 dk once gelin. ${BASLIK}"
  curl -sG "https://api.netgsm.com.tr/sms/send/get/" \\
    --data-urlencode "usercode=${USERCODE}" \\
    --data-urlencode "password=${NETGSM_SIFRE}" \\
    --data-urlencode "gsmno=${tel}" \\
    --data-urlencode "message=${mesaj}" \\
    --data-urlencode "msgheader=${BASLIK}"
  echo
done
""",
    cred="human_x",
)

F.reg(
    "bahariye_whatsapp_android_sifre_earsiv",
    ("WhatsApp/WhatsApp Sohbeti - <<full2>>.txt", "yedek/whatsapp/<<org>>_muhasebe_<<date>>.txt"),
    """<<dd>>.<<mo>>.<<year>> <<time>> - Mesajlar ve aramalar uçtan uca şifrelidir. Bu sohbetin dışında bulunan hiç kimse, WhatsApp bile bunları okuyamaz ve dinleyemez.
<<dd>>.<<mo>>.<<year>> <<time>> - <<full2>>: <<first>> merhaba, e-Arşiv portalına giremiyorum, şifre değişmiş olabilir mi?
<<dd>>.<<mo>>.<<year>> <<time2>> - <<full>>: Merhaba, evet geçen hafta değiştirdim
<<dd>>.<<mo>>.<<year>> <<time2>> - <<full>>: kullanıcı kodu <<n6>>95 şifre <<cred>>
<<dd>>.<<mo>>.<<year>> <<time2>> - <<full2>>: Teşekkürler, bu ayın faturalarını bugün keserim 👍
""",
    cred="human",
)

_TR = (
    "Kadıköy",
    "Boğaziçi",
    "Çınaraltı",
    "Şeker",
    "Güneş",
    "Işıklar",
    "Dövmeci",
    "Göztepe",
    "Çarşı",
)


def _pw_tr(rng: random.Random, fam: Fam) -> str:
    return f"{pick(rng, _TR)}{pick(rng, ('.', '!', '@', '#', '*', '?'))}{rng.randint(10, 2026)}"


def _dec_pg(text: str) -> str:
    u = urllib.parse.urlsplit(after(text, r'dj_database_url\.parse\(\s*"([^"]+)"'))
    return urllib.parse.unquote(u.password or "")


F.reg(
    "bahariye_django_database_url_percent_encoded",
    ("randevu/randevu/settings_prod.py", "<<org>>_randevu/config/production.py"),
    '''"""Randevu sitesi — canlı ortam ayarları."""

import dj_database_url

from .settings import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["randevu.<<dom>>", "<<dom>>"]
LANGUAGE_CODE = "tr"
TIME_ZONE = "Europe/Istanbul"

DATABASES = {
    "default": dj_database_url.parse(
        "postgres://randevu:<<enc>>@<<ip>>:5432/randevu", conn_max_age=600
    )
}
''',
    cred=_pw_tr,
    extra=lambda rng, s: s.update(enc=enc_url(s["cred"])),
    decode=_dec_pg,
)

F.reg(
    "bahariye_parasut_api_client_yaml",
    ("muhasebe/parasut.yml", "config/<<org>>/parasut.yaml"),
    """# Paraşüt entegrasyonu — her kapora sonrası satış faturası
parasut:
  company_id: <<n6>>
  client_id: "<<clientid>>"
  client_secret: "<<cred>>"
  username: "<<email>>"
  password_env: PARASUT_SIFRE
  redirect_uri: "urn:ietf:wg:oauth:2.0:oob"
fatura:
  kdv_orani: 20
  aciklama: "Dövme hizmeti kaporası"
  kategori_id: <<nn>>
""",
    cred="hex:64",
    extra=lambda rng, s: s.update(clientid=alnum(rng, 43)),
)


def _tg(s: dict) -> str:
    base = s["ts"]
    msgs = [
        {
            "id": s["n6"],
            "type": "message",
            "date": f"{s['date']}T{s['time_s']}",
            "date_unixtime": str(base),
            "from": s["full2"],
            "from_id": f"user{s['uid2']}",
            "text": "Instagram hesabına yeni telefondan giremiyorum, şifre neydi?",
            "text_entities": [
                {
                    "type": "plain",
                    "text": "Instagram hesabına yeni telefondan giremiyorum, şifre neydi?",
                }
            ],
        },
        {
            "id": s["n6"] + 1,
            "type": "message",
            "date": f"{s['date']}T{s['time_s']}",
            "date_unixtime": str(base + 95),
            "from": s["full"],
            "from_id": f"user{s['uid']}",
            "text": s["cred"],
            "text_entities": [{"type": "plain", "text": s["cred"]}],
        },
        {
            "id": s["n6"] + 2,
            "type": "message",
            "date": f"{s['date']}T{s['time_s']}",
            "date_unixtime": str(base + 130),
            "from": s["full"],
            "from_id": f"user{s['uid']}",
            "text": "kod gelirse bana at, iki adımlı doğrulama benim telefonumda",
            "text_entities": [
                {
                    "type": "plain",
                    "text": "kod gelirse bana at, iki adımlı doğrulama benim telefonumda",
                }
            ],
        },
    ]
    obj = {"name": s["full2"], "type": "personal_chat", "id": s["uid2"], "messages": msgs}
    return json.dumps(obj, ensure_ascii=False, indent=1)


F.reg(
    "bahariye_telegram_desktop_json_reply_only_sifre",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "yedek/telegram/<<fa2>>_<<date>>/result.json",
    ),
    _tg,
    cred="human",
    extra=lambda rng, s: s.update(
        ts=int(s["epoch"]) - 3 * 3600,
        uid=rng.randint(10**8, 10**10),
        uid2=rng.randint(10**8, 10**10),
    ),
)


def _sa(s: dict) -> str:
    obj = {
        "type": "service_account",
        "project_id": f"{s['org']}-randevu",
        "private_key_id": s["hex40"],
        "private_key": s["pemkey"] + "\n",
        "client_email": f"firebase-adminsdk-{s['x5']}@{s['org']}-randevu.iam.gserviceaccount.com",
        "client_id": str(s["cid"]),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/firebase-adminsdk-{s['x5']}%40{s['org']}-randevu.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(obj, indent=2) + "\n"


def _sa_extra(rng: random.Random, s: dict) -> None:
    s["pemkey"] = s["cred"]
    s["needle"] = s["cred"].replace("\n", "\\n")
    s["x5"] = alnum(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789")
    s["cid"] = rng.randint(10**20, 10**21 - 1)


F.reg(
    "bahariye_randevu_app_firebase_service_account",
    (
        "randevu-app/android/<<org>>-randevu-firebase-adminsdk-<<hex8>>.json",
        "functions/<<org>>-randevu-<<hex12>>.json",
    ),
    _sa,
    cred=lambda rng, fam: rsa_pem(rng, pkcs8=True),
    extra=_sa_extra,
)
