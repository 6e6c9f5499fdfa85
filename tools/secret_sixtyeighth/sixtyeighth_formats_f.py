# ruff: noqa: E501
"""Family f: a Chevrolet car dealer in Tashkent (Uzbekistan; Uzbek in Latin and Cyrillic
script, Russian)."""

from __future__ import annotations

from sixtyeighth_spec import UZDILER as F
from sixtyeighth_spec import json


def _tg_export(s):
    msgs = [
        (s["fn"], f"Salom, {s['fn2']} aka! Savdo kabinetining paroli o'zgardimi? Kira olmayapman"),
        (s["fn2"], f"Ha, kecha o'zgartirdim. Login: {s['login']}"),
        (s["fn2"], f"Parol: {s['cred']}"),
        (s["fn"], "Rahmat, kirdim 👍"),
    ]
    out = []
    for i, (who, text) in enumerate(msgs):
        out.append(
            {
                "id": 4000 + s["n3"] + i,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{s['mi']}:{10 + i}",
                "date_unixtime": str(s["ts"] + i * 40),
                "from": who,
                "from_id": f"user{5000000000 + s['n5'] + (i % 2)}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
        )
    return json.dumps(
        {"name": s["fn2"], "type": "personal_chat", "id": 5000000000 + s["n5"], "messages": out},
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "uzbek_telegram_result_json_parol",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/<<org>>_<<login>>/result.json"),
    _tg_export,
    "human",
)

F.reg(
    "onec_enterprise_bat_launcher_password",
    ("1C/zapusk_<<org>>.bat", "C:/Users/<<login>>/Desktop/1C_savdo.bat"),
    """@echo off
rem 1С:Предприятие - Торговля (склад автомобилей, кредиты)
"C:\\Program Files\\1cv8\\8.3.24.1467\\bin\\1cv8.exe" ENTERPRISE /S "<<ip>>\\savdo_<<org>>" /N "<<login>>" /P "<<cred>>" /DisableStartupMessages
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "click_uz_merchant_secret_key_php",
    ("config/click.php", "diler-<<org>>/config/click.php"),
    """<?php
// CLICK (click.uz) - avtomobil uchun oldindan to'lov / предоплата за автомобиль
return [
    'merchant_id' => <<n5>>,
    'service_id' => <<n5>>,
    'merchant_user_id' => <<n5>>,
    'secret_key' => '<<cred>>',
    'return_url' => 'https://<<dom>>/tolov/ok',
];
""",
    "p:click",
    syntax="",
)

F.reg(
    "payme_merchant_key_dotenv",
    (".env", "diler-<<org>>/.env"),
    """APP_URL=https://<<dom>>
PAYME_ENDPOINT=https://checkout.paycom.uz/api
PAYME_MERCHANT_ID=65<<n5>>c0ffee<<n5>>a1b2c3d4
PAYME_LOGIN=Paycom
PAYME_KEY="<<cred>>"
""",
    "p:payme",
    syntax="",
)

F.reg(
    "russian_email_parol_dealer_portal",
    ("Почта/портал_дилера_<<date>>.eml", "mail/<<login>>/dealer_portal.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<fa>> <<la>> <<<email>>>
Subject: Доступ к дилерскому порталу (заказы автомобилей)
Date: <<d>> Apr <<yyyy>> <<hh>>:<<mi>>:00 +0500
Content-Type: text/plain; charset=utf-8

<<fn>>, добрый день!

Вам создана учётная запись в дилерском портале для заказа автомобилей:

Логин: <<login>>
Пароль: <<cred>>

Пароль никому не передавайте. Kabinetga birinchi kirishda parolni almashtiring.

С уважением,
<<fn2>> <<ln2>>
""",
    "human",
    syntax="",
)

F.reg(
    "showroom_hikvision_isapi_digest_python",
    ("scripts/showroom_snapshot.py", "kamera/<<org>>_isapi.py"),
    '''"""Har 10 daqiqada avtosalon kamerasidan surat olish (Hikvision ISAPI)."""

import requests
from requests.auth import HTTPDigestAuth

CAMERA = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", '<<cred>>')


def snapshot(channel: int = 101) -> bytes:
    url = f"{CAMERA}/ISAPI/Streaming/channels/{channel}/picture"
    r = requests.get(url, auth=AUTH, timeout=10)
    r.raise_for_status()
    return r.content
''',
    "pw_sq",
)

F.reg(
    "katm_credit_bureau_spring_application_yml",
    ("src/main/resources/application-prod.yml", "kredit-<<org>>/application.yml"),
    """spring:
  datasource:
    url: jdbc:postgresql://<<ip>>:5432/kredit
    username: kredit
    password: ${DB_PASSWORD}
katm:
  base-url: https://ws.katm.uz/api/v1
  login: <<login>>
  password: '<<cred>>'
  timeout: 30s
""",
    "pw_sq",
)

F.reg(
    "eskiz_sms_crontab_curl_login",
    ("var/spool/cron/crontabs/root", "crontab_<<org>>_<<n>>.txt"),
    """# Eskiz.uz SMS token har 25 kunda yangilanadi / токен обновляется раз в 25 дней
0 3 */25 * * curl -s -X POST https://notify.eskiz.uz/api/auth/login -F email=<<email>> -F password=<<cred>> | jq -r .data.token > /etc/eskiz/token
*/5 * * * * /usr/local/bin/sms_queue.sh >> /var/log/sms_queue.log 2>&1
""",
    "pw_bare",
    syntax="",
)
