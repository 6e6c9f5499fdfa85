# ruff: noqa: E501
"""Family h: kok-boru / kokpar (ulak tartysh) federations and tournaments in Kyrgyzstan and Kazakhstan."""

from __future__ import annotations

from thirtyseventh_spec import alnum, dec_json_u, enc_json_u, human_with, pw_with, reg

FAM = "kokpar_kyrgyz_bishkek_ulak"
KG = (
    "Aibek",
    "Nurlan",
    "Aizhan",
    "Bakyt",
    "Cholpon",
    "Ermek",
    "Gulnara",
    "Talant",
    "Azamat",
    "Saltanat",
    "Daniyar",
    "Zhyldyz",
)
WORDS = (
    "kokboru",
    "ulak",
    "tartysh",
    "bishkek",
    "issykkul",
    "manas",
    "chui",
    "naryn",
    "kumys",
    "ala-too",
    "bozui",
    "kymyz",
)

reg(
    FAM,
    "kokpar_kyrgyz_telegram_syrsoz_reply",
    ("telegram/<<org>>_ulak/messages.txt", "chats/federation_<<date>>.txt"),
    """\
<<p1>>, [<<dmy>> <<time>>]
Салам! Федерациянын сайтына кире албай жатам, сырсөз өзгөрдүбү?

<<p2>>, [<<dmy>> <<time2>>]
Ооба, кечээ өзгөрттүк. Жаңы сырсөз:

<<p2>>, [<<dmy>> <<time2>>]
<<cred>>

<<p1>>, [<<dmy>> <<time2>>]
Рахмат!
""",
    human_with(*WORDS, names=KG),
    syntax="",
    people=KG,
)

reg(
    FAM,
    "kokpar_russian_helpdesk_ticket_parol_hippodrome",
    ("tickets/<<id>>.txt", "<<org>>/helpdesk/ticket_<<num>>.txt"),
    """\
Заявка #<<id>>   Статус: закрыта   Приоритет: высокий
Создал: <<p1>> (ипподром, касса)
Дата: <<dmyd>> <<time>>

Не работает касса продажи билетов на финал по кок-бору. Касса пишет «неверный пароль».

Комментарий (<<p2>>, техподдержка):
Сбросил учётку kassa<<n>>. Временный пароль: <<cred>>
Попросите сменить после первого входа.
""",
    "pw",
    syntax="",
    people=KG,
)

reg(
    FAM,
    "kokpar_buhgalteria_1c_v8i_connection",
    ("Users/<<user>>/AppData/Roaming/1C/1CEStart/ibases.v8i", "<<org>>/buh/ibases.v8i"),
    """\
[Бухгалтерия федерации]
Connect=Srvr="<<ip>>";Ref="buh_federation";Usr="buhgalter";Pwd="<<cred>>";
ID=<<uuid>>
OrderInList=0
Folder=/
OrderInTree=0
External=0
ClientConnectionSpeed=Normal
App=Auto
WA=1
Version=8.3
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "kokpar_chempionat_stream_nginx_rtmp_youtube_push",
    ("etc/nginx/rtmp.conf", "<<org>>-stream/nginx.conf"),
    """\
rtmp {
    server {
        listen 1935;
        chunk_size 4096;

        application live {
            live on;
            record off;
            # Финал кок-бору: OBS -> этот сервер -> YouTube + резерв
            push rtmp://a.rtmp.youtube.com/live2/<<cred>>;
            push rtmp://<<ip>>/backup/ulak<<n>>;
        }
    }
}
""",
    "p:youtube",
    syntax="",
)

reg(
    FAM,
    "kokpar_tulpar_registry_haskell_postgres_connstr",
    ("horse-registry/app/Main.hs", "<<org>>-registry/src/Db.hs"),
    """\
{-# LANGUAGE OverloadedStrings #-}
module Db (withRegistry) where

import Database.PostgreSQL.Simple

-- Horse registry (breed, owner, tournaments entered)
connStr :: ConnectInfo
connStr = defaultConnectInfo
  { connectHost = "<<ip>>"
  , connectDatabase = "horses"
  , connectUser = "registry"
  , connectPassword = "<<cred>>"
  }

withRegistry :: (Connection -> IO a) -> IO a
withRegistry act = connect connStr >>= act
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "kokpar_ticketing_dockerfile_env_api_key",
    ("ticketing/Dockerfile", "<<org>>-tickets/Dockerfile"),
    """\
FROM node:20-alpine
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
ENV NODE_ENV=production \\
    TICKETS_VENUE="Hippodrome Cholpon-Ata" \\
    KASSA_API_URL=https://kassa.<<dom>>/v1 \\
    KASSA_API_KEY=<<cred>>
EXPOSE 3000
CMD ["node", "server.js"]
""",
    lambda r: alnum(r, 36),
    syntax="",
)

reg(
    FAM,
    "kokpar_sponsor_mailing_unisender_python_key",
    ("mailing/sponsors.py", "<<org>>/scripts/send_newsletter.py"),
    """\
import requests

UNISENDER_KEY = "<<cred>>"
LIST_ID = <<num>>


def send(subject: str, html: str) -> dict:
    r = requests.post(
        "https://api.unisender.com/ru/api/createEmailMessage",
        data={
            "format": "json",
            "api_key": UNISENDER_KEY,
            "sender_name": "Федерация кок-бору",
            "subject": subject,
            "body": html,
            "list_id": LIST_ID,
        },
        timeout=30,
    )
    return r.json()
""",
    lambda r: alnum(r, 46, "abcdefghijklmnopqrstuvwxyz0123456789"),
)

reg(
    FAM,
    "kokpar_tablo_json_unicode_escaped_password",
    ("<<org>>/scoreboard/settings.json", "tablo/config/device.json"),
    """\
{
  "device": "tablo-<<n>>",
  "arena": "\\u0418\\u043f\\u043f\\u043e\\u0434\\u0440\\u043e\\u043c",
  "ntp": "<<ip>>",
  "admin": {
    "login": "tablo",
    "password": "<<enc>>"
  },
  "teams": ["Talas", "Naryn"]
}
""",
    pw_with("!#%*", "-_."),
    extra=lambda r, v: {"enc": enc_json_u(v["cred"])},
    decode=lambda t: dec_json_u(t.split('"password": "', 1)[1].split('"', 1)[0]),
)
