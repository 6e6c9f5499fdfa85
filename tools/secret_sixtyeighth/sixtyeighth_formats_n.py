# ruff: noqa: E501
"""Family n: a fleet telematics and dispatch office in Minsk (Belarus; Belarusian, Russian)."""

from __future__ import annotations

import base64

from sixtyeighth_spec import TELEMATYKA as F
from sixtyeighth_spec import after, json

F.reg(
    "wialon_remote_api_token_login_python",
    ("scripts/wialon_report.py", "dispatch-<<org>>/wialon_sync.py"),
    '''"""Штодзённая справаздача па прабегу (Wialon Remote API)."""

import requests

WIALON = "https://hst-api.wialon.com/wialon/ajax.html"
TOKEN = "<<cred>>"


def login() -> str:
    r = requests.get(WIALON, params={"svc": "token/login", "params": '{"token":"%s"}' % TOKEN}, timeout=20)
    return r.json()["eid"]
''',
    "hex:72",
)


def _tg(s):
    msgs = [
        (s["fn"], "Прывітанне! Які пароль ад кабінета Wialon для начной змены?"),
        (s["fn2"], f"лагін {s['login']}"),
        (s["fn2"], f"пароль {s['cred']}"),
        (s["fn"], "Дзякуй!"),
    ]
    return json.dumps(
        {
            "name": "Дыспетчарская",
            "type": "private_group",
            "id": 4000000000 + s["n5"],
            "messages": [
                {
                    "id": 900 + i,
                    "type": "message",
                    "date": f"{s['date']}T{s['hh']}:{s['mi']}:{10 + i}",
                    "date_unixtime": str(int(s["ts"]) + i * 30),
                    "from": who,
                    "from_id": f"user{700000000 + s['n5'] + (i % 2)}",
                    "text": text,
                    "text_entities": [{"type": "plain", "text": text}],
                }
                for i, (who, text) in enumerate(msgs)
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "belarusian_telegram_group_json_parol",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "telegram/<<org>>_dyspetcharskaya/result.json",
    ),
    _tg,
    "human",
)


def _dec_k8s(text: str) -> str:
    return base64.b64decode(after(text, r"DB_PASSWORD: (\S+)")).decode()


F.reg(
    "dispatch_k8s_secret_data_base64",
    ("k8s/dispatch-secret.yaml", "deploy/<<org>>/secret-db.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: dispatch-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: ZGlzcGF0Y2g=
  DB_PASSWORD: <<enc>>
""",
    "pw",
    extra=lambda rng, s: {"enc": base64.b64encode(str(s["cred"]).encode()).decode()},
    decode=_dec_k8s,
)

F.reg(
    "bepaid_shop_secret_key_ruby",
    ("config/initializers/bepaid.rb", "billing-<<org>>/config/bepaid.rb"),
    """# bePaid - аплата падпіскі на маніторынг транспарту
BEPAID = {
  shop_id: <<n5>>,
  secret_key: '<<cred>>',
  gateway: 'https://gateway.bepaid.by',
  checkout: 'https://checkout.bepaid.by/ctp/api/checkouts'
}.freeze
""",
    "hex:64",
    syntax="",
)

F.reg(
    "russian_email_parol_1c_buhgalteria",
    ("Почта/1c_<<date>>.eml", "mail/<<login>>/1c_dostup.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<fa>> <<la>> <<<email>>>
Subject: Доступ к 1С:Бухгалтерия (путевые листы)
Date: <<d>> Sep <<yyyy>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

<<fn>>, добры дзень!

Для путевых листов заведена учётная запись в 1С:

Пользователь: <<login>>
Пароль: <<cred>>

Пароль никому не передавайте.

--
<<fn2>> <<ln2>>
""",
    "human",
    syntax="",
)

F.reg(
    "zabbix_server_conf_dbpassword",
    ("etc/zabbix/zabbix_server.conf", "monitoring-<<org>>/zabbix_server.conf"),
    """# Zabbix: манiторынг GPS-шлюзаў i серверa Wialon Local
LogFile=/var/log/zabbix/zabbix_server.log
DBHost=<<ip>>
DBName=zabbix
DBUser=zabbix
DBPassword=<<cred>>
Timeout=4
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "tachograph_ddd_winscp_script",
    ("tachograph/upload_ddd.txt", "C:/Tacho/winscp_<<org>>.txt"),
    """# WinSCP script: выгрузка файлов тахографа (.ddd) бухгалтеру
option batch abort
option confirm off
open ftp://<<login>>:<<cred>>@ftp.<<dom>>/
cd /tacho/<<yyyy>>
put C:\\Tacho\\Download\\*.ddd
exit
""",
    "pw_url",
    syntax="",
)

F.reg(
    "drivers_csv_belarusian_headers",
    ("exports/kiroucy_<<yyyy>>.csv", "Документы/кіроўцы_<<org>>.csv"),
    """Кіроўца;Машына;Тэлефон;Лагін Wialon Mobile;Пароль
<<fn>> <<ln>>;МАЗ <<plate>>;<<phone>>;<<login>>;<<cred>>
<<fn2>> <<ln2>>;Volvo FH;<<phone>>;<<la2>>;
""",
    "human_x",
    syntax="",
)
