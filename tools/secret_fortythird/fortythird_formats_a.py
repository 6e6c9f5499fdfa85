# ruff: noqa: E501
"""Family a: berkutchi (golden-eagle hunters) of Bayan-Olgii aimag, Mongolia."""

from __future__ import annotations

import base64

from fortythird_spec import Fam, dec_b64_userpass, ipynb, prov

F = Fam(
    "berkutchi_olgii_aimag",
    ("burkitshi", "altaiqyran", "olgiitour", "tsengelnomad", "sagsaiger"),
    "mn",
    ("bolat", "aibek", "erlan", "saule", "dinara", "bat", "oyuna", "ganbold"),
    ("nurlan", "serik", "kadyr", "bayar", "tumur", "dauletkhan", "altangerel"),
    ("burkit", "qyran", "altai", "tsengel", "sagsai", "khovd", "ger", "tolgoi", "taiga", "boorsog"),
    ("akkus", "boroo", "khasar", "tulpar", "saryarka"),
    "976",
)

F.reg(
    "berkutchi_mongolian_telegram_copy_nuuts_ug",
    ("chats/telegram_<<org>>_<<date>>.txt", "Downloads/Telegram Desktop/<<first>>_chat.txt"),
    """<<first>> <<last>>, [<<day>>.<<month>>.<<year>> <<time>>]
Сайн уу, фестивалийн бүртгэлийн сайт руу орж чадахгүй байна

<<first2>>, [<<day>>.<<month>>.<<year>> <<hh>>:59]
Нэвтрэх нэр: <<user>>
Нууц үг: <<cred>>
Бүү хэнд ч битгий өг, бүркэдчдийн жагсаалт тэнд бий

<<first>> <<last>>, [<<day>>.<<month>>.<<year>> <<hh>>:59]
Баярлалаа 🦅
""",
    "human",
)

F.reg(
    "berkutchi_kazakh_sms_qupiya_soz_reply",
    ("sms/export_<<year>><<month>>.txt", "phone_backup/messages/<<first>>.txt"),
    """From: <<phone>>
Date: <<date>> <<time>>
Қайрат аға, туристік лагерьдің wifi құпия сөзі керек еді

From: Me
Date: <<date>> <<hh>>:58
<<cred>>
""",
    "human",
)

F.reg(
    "berkutchi_tour_booking_rails_database_yml",
    ("<<org>>-booking/config/database.yml", "srv/<<org>>/config/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: eagle_tours_dev

production:
  <<: *default
  host: <<host>>
  database: eagle_tours
  username: <<org>>_app
  password: "<<cred>>"
""",
    "pw_dq",
    syntax="",
)


def _akhist(text: str) -> str:
    return dec_b64_userpass("Authorization: Basic ", '"')(text)


F.reg(
    "berkutchi_festival_ticketing_curl_basic_history_b64",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd /srv/tickets
git pull
systemctl status ticketd
curl -s -H "Authorization: Basic <<enc>>" https://tickets.<<dom>>/api/v1/sales?day=<<date>> | jq .
tail -n 50 /var/log/ticketd/error.log
exit
""",
    "pw_alnum",
    encode=lambda v, s: base64.b64encode(f"{s['user']}:{v}".encode()).decode(),
    decode=_akhist,
)

F.reg(
    "berkutchi_gps_tracker_traccar_xml",
    ("<<org>>/opt/traccar/conf/traccar.xml", "backup_<<date>>/traccar/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='notificator.types'>web,mail</entry>
</properties>
""",
    "pw_xml",
    syntax="",
)

F.reg(
    "berkutchi_photo_sales_ipynb_mapbox_token",
    ("notebooks/route_map_<<year>>.ipynb", "analysis/eagle_routes.ipynb"),
    lambda s: ipynb(
        [
            ("md", "# Бүркэдчдийн аяллын маршрут", None),
            (
                "code",
                f'import requests\nMAPBOX = "{s["cred"]}"\nstyle = "mapbox/outdoors-v12"\nprint(MAPBOX[:12])',
                s["cred"][:12],
            ),
            (
                "code",
                "r = requests.get(url, params={'access_token': MAPBOX})\nr.status_code",
                "200",
            ),
        ]
    ),
    lambda rng: prov(rng, "mapbox"),
)

F.reg(
    "berkutchi_ger_camp_khan_bank_php_config",
    (
        "<<org>>/public_html/payment/config.php",
        "<<org>>-site/wp-content/plugins/khanpay/config.php",
    ),
    """<?php
// Khan Bank e-commerce merchant settings
define('KHAN_MERCHANT_ID', '<<nn>><<nn>>');
define('KHAN_MERCHANT_USER', '<<org>>_merch');
define('KHAN_MERCHANT_PASS', '<<cred>>');
define('KHAN_RETURN_URL', 'https://<<dom>>/payment/return');
""",
    "pw_sq",
)

F.reg(
    "berkutchi_guide_notebook_ocr_nuuts",
    ("scans/notebook_<<nn>>.txt", "ocr/guide_book_p<<n>>.txt"),
    """ХӨТӨЧИЙН ДЭВТЭР  <<year>>
Цэнгэл сум - <<first>> гуай  утас <<phone>>
бүркэд: <<word>>  нас 4

Ноутбук (оффис)
нэр  <<user>>
нууц  <<cred>>

бензин 60л  / хонь 2
""",
    "human",
)
