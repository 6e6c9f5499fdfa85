# ruff: noqa: E501
"""Family o: solomka straw plaiting workshops (Belarus): Belarusian, Russian."""

from __future__ import annotations

from fortysixth_spec import Fam, alnum, prov

_LAT = str.maketrans(
    {"а": "a", "б": "b", "в": "v", "г": "h", "д": "d", "е": "e", "ё": "io", "ж": "zh", "з": "z", "і": "i", "и": "i",
     "й": "j", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u",
     "ў": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "ы": "y", "ь": "", "э": "e", "ю": "iu", "я": "ia", "'": ""}
)  # fmt: skip


def lat(s: str) -> str:
    return s.lower().translate(_LAT)


F = Fam(
    "solomka_belarus_plaiting",
    orgs=("saloma", "zalatoesalomka", "kalasok", "pinskplait"),
    tld="by",
    first=(
        "Алеся",
        "Янка",
        "Ганна",
        "Міхась",
        "Вольга",
        "Алесь",
        "Таццяна",
        "Сяргей",
        "Наталля",
        "Павел",
    ),
    last=(
        "Шыбека",
        "Кавалёва",
        "Ляўчук",
        "Саўчанка",
        "Барысевіч",
        "Гурская",
        "Дубовік",
        "Мацкевіч",
        "Жук",
        "Лысенка",
    ),
    words=(
        "salomka",
        "kalasok",
        "zhito",
        "pavuk",
        "kupalle",
        "dazhynki",
        "snop",
        "busel",
        "vasilok",
        "lyon",
        "zorka",
        "polesse",
    ),
    cc="+375",
    pets=("murka", "barsik", "sharyk", "rysik", "zhuchka"),
    translit=lat,
)

F.reg(
    "solomka_belarusian_telegram_parol_krama",
    ("telegram/майстэрня_<<n>>.txt", "chats/tg_<<first_a>>_<<date>>.txt"),
    """<<first>> <<last>>, [<<date_eu>> <<time>>]
Добры дзень! Скінь, калі ласка, пароль ад інтэрнэт-крамы, трэба дадаць новых павукоў з саломкі

Янка Жук, [<<date_eu>> <<time>>]
лагін <<user>>
пароль <<cred>>

<<first>> <<last>>, [<<date_eu>> <<time>>]
Дзякуй! 🌾
""",
    "human",
    syntax="",
)

F.reg(
    "solomka_russian_email_parol_bepaid_kabinet",
    ("pochta/<<date>>_bepaid.eml", "Mail/Входящие/bepaid-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Доступ в личный кабинет bePaid
Date: Wed, <<n>> Apr <<year>> 09:33:51 +0300
Content-Type: text/plain; charset=UTF-8

Добрый день!

Высылаю доступ в личный кабинет платёжной системы (оплата изделий из соломки на сайте):

Логин: <<user>>
Пароль: <<cred>>

С уважением,
<<first>> <<last>>
""",
    "pw",
    syntax="",
)

F.reg(
    "solomka_bepaid_shop_config_php",
    ("krama/config/bepaid.php", "site-<<org>>/app/config/bepaid-<<n>>.php"),
    """<?php
// bePaid: аплата саламяных вырабаў на сайце
return [
    'shop_id' => <<n>>381,
    'shop_key' => '<<cred>>',
    'checkout_url' => 'https://checkout.bepaid.by/ctp/api/checkouts',
    'currency' => 'BYN',
    'test' => false,
];
""",
    "hex:64",
    syntax="",
)

F.reg(
    "solomka_crafts_fair_vk_api_token_py",
    ("vk/post_fair.py", "scripts/<<first_a>>_vk_<<n>>.py"),
    '''"""Пост пра кірмаш саломкі ў суполцы VK."""

import vk_api

VK_TOKEN = "<<cred>>"
GROUP_ID = -<<n>>2231980

session = vk_api.VkApi(token=VK_TOKEN)
vk = session.get_api()
vk.wall.post(owner_id=GROUP_ID, from_group=1, message="Кірмаш саломкі ў суботу!")
''',
    lambda rng, s: (
        "vk1.a."
        + alnum(rng, 190, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    ),
)

F.reg(
    "solomka_museum_kiosk_chrome_passwords_csv",
    ("Desktop/Chrome Passwords.csv", "Users/<<first_a>>/Downloads/Chrome Passwords <<n>>.csv"),
    """name,url,username,password,note
<<dom>>,https://<<dom>>/admin/login,<<user>>,<<cred>>,
mail.yandex.by,https://passport.yandex.by/auth,<<first_a>>.<<last_a>>,<<other>>,
vk.com,https://vk.com/login,<<phone>>,<<other2>>,музей саломкі
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"other": F.human(rng, safe=True), "other2": F.human(rng, safe=True)},
)

F.reg(
    "solomka_workshop_zabbix_agent_psk_file",
    ("etc/zabbix/zabbix_agentd.psk", "etc/zabbix/<<org>>-<<n>>.psk"),
    "<<cred>>\n",
    "hex:64",
    syntax="",
)

F.reg(
    "solomka_russian_sms_parol_wifi",
    ("sms/<<date>>_<<first_a>>.txt", "telefon/sms-<<n>>.txt"),
    """<<phone>> <<date_eu>> <<time>>
Напиши пароль от вайфая в мастерской
Я <<date_eu>> <<time>>
<<cred>>
<<phone>> <<date_eu>> <<time>>
спасибо)
""",
    "human_x",
    syntax="",
)

F.reg(
    "solomka_deploy_gitlab_ci_inline_pat",
    (".gitlab-ci.yml", "krama-<<org>>/.gitlab-ci.yml"),
    """stages:
  - build
  - deploy

variables:
  GIT_DEPTH: "1"
  DEPLOY_TOKEN: "<<cred>>"

build:
  stage: build
  image: node:20
  script:
    - npm ci
    - npm run build
  artifacts:
    paths: [dist/]

deploy:
  stage: deploy
  image: alpine:3.20
  script:
    - apk add --no-cache git
    - git clone https://oauth2:${DEPLOY_TOKEN}@gitlab.com/<<org>>/site-static.git public
    - cp -r dist/* public/ && cd public && git add -A && git commit -m "deploy <<hx>>" && git push
  only: [main]
""",
    lambda rng, s: prov(rng, "gitlab"),
)
