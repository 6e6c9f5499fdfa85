# ruff: noqa: E501
"""Family g: kukeri (mummers') mask makers of Pernik, Bulgaria."""

from __future__ import annotations

import json

from fortyfourth_spec import Fam, mail, pick

F = Fam(
    "kukeri_masks_pernik",
    "kukeri",
    ("survamaski", "kukerpernik", "batemanki", "chanove", "zlatnikostyum"),
    "bg",
    ("georgi", "ivanka", "stoyan", "desislava", "petar", "radka", "todor", "milena"),
    ("dimitrov", "petrova", "stoyanov", "georgieva", "todorov", "ivanova", "kolev", "marinova"),
    (
        "kuker",
        "surva",
        "maska",
        "chanove",
        "pernik",
        "startsi",
        "survakari",
        "rogove",
        "kozyak",
        "batyo",
    ),
    ("zima", "lyato", "esen", "prolet"),
    ("sharo", "balkan", "murdzho", "pufi", "rex"),
    "359",
)

F.reg(
    "bulgarian_viber_parola_facebook",
    ("viber/Viber <<fname>> <<date>>.txt", "chats/<<org>>/viber_kukeri.txt"),
    """<<date_dmy>> <<time>> <<fname>> <<lname>>: Здрасти, каква е паролата за фейсбук страницата на читалището?
<<date_dmy>> <<time2>> Милена Колева: имейл: <<org>>.maski@abv.bg
<<date_dmy>> <<time2>> Милена Колева: парола: <<cred>>
<<date_dmy>> <<time2>> <<fname>> <<lname>>: Мерси! Качвам снимките от Сурва
""",
    "human",
)

F.reg(
    "econt_courier_credentials_php",
    ("shop/config/econt.php", "<<org>>/app/Config/Econt.php"),
    """<?php

return [
    'endpoint' => 'https://ee.econt.com/services/',
    'username' => '<<user>>',
    'password' => '<<cred>>',
    'sender_office' => 'Перник Център',
    'cod' => true,
];
""",
    "pw_sq",
)

F.reg(
    "epay_bg_secret_python",
    ("payments/epay.py", "<<org>>/shop/epay_settings.py"),
    '''"""ePay.bg - маски и костюми."""

EPAY_MIN = "D<<nnn>><<nnn>><<n>>"
EPAY_SECRET = "<<cred>>"
EPAY_URL = "https://www.epay.bg/"
EXP_DAYS = 3
''',
    lambda rng, s: "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(64)),
)


def _ju_pw(rng, s):
    return f"{pick(rng, ('Кукер', 'Сурва', 'Маска', 'Звънци', 'Рогове'))}{rng.randint(1980, 2026)}{pick(rng, ('!', '#', '.', '*'))}{pick(rng, ('пер', 'чан', 'кожа', 'баба'))}"


F.reg(
    "festival_app_json_unicode_escaped_parola",
    ("app/config/accounts.json", "<<org>>-app/src/main/assets/accounts.json"),
    lambda s: (
        json.dumps(
            {
                "festival": "Сурва",
                "accounts": [{"login": s["user"], "парола": s["cred"], "role": "admin"}],
            },
            indent=2,
        )
        + "\n"
    ),
    _ju_pw,
    decode=lambda text: json.loads(text)["accounts"][0]["парола"],
)

F.reg(
    "surva_tickets_docker_compose",
    ("tickets/docker-compose.yml", "<<org>>/deploy/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: tickets
      POSTGRES_USER: surva
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    image: ghcr.io/<<org>>/tickets:<<ver>>
    depends_on: [db]
    ports:
      - "8080:8000"
volumes:
  pgdata: {}
""",
    "pw_dq",
)

F.reg(
    "bulgarian_email_parola_schetovodstvo",
    ("mail/<<user>>/Изпратени/<<id8>>.eml", "<<org>>/poshta/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"schetovodstvo@{s['dom']}",
        "Достъп до складовата програма",
        f"""Здравейте г-жо {s["lname"].capitalize()},

Ето данните за достъп до складовата програма, за да приключите месеца:

потребител: {s["user"]}
парола: {s["cred"]}

Фактурите за маските от Сурва са в общата папка.

Поздрави,
{s["fname"]} {s["lname"]}
""",
        lang="bg",
    ),
    "human",
)

F.reg(
    "nas_smb_credentials_file",
    ("root/.smbcredentials", "etc/samba/<<org>>.cred"),
    """username=<<user>>
password=<<cred>>
domain=WORKGROUP
""",
    "pw_bare",
)

F.reg(
    "bulgarian_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "telefon/<<fname>>/sms_<<date>>.txt"),
    """<<fname>> (<<phone>>)
<<date_dmy>> <<time>>
Пращай паролата за уайфая в работилницата

Аз
<<date_dmy>> <<time2>>
<<cred>>
""",
    "human",
)
