# ruff: noqa: E501
"""Family k: a pawnshop and gold buyer (գրավատուն) in Yerevan (Armenia), Armenian in its own
script, and Russian."""

from __future__ import annotations

import json

from sixtyfourth_spec import Fam, alnum, hexs

F = Fam(
    "gravatun_voski_yerevan",
    ("voskitun", "gravatunararat", "masisgold", "nairilombard"),
    "am",
    ("Արամ", "Անի", "Գոռ", "Լուսինե", "Տիգրան", "Նարինե", "Հայկ", "Մարինե"),
    ("Պետրոսյան", "Հովհաննիսյան", "Սարգսյան", "Գրիգորյան", "Ավետիսյան", "Կարապետյան"),
    (
        "voski",
        "gravatun",
        "yerevan",
        "ararat",
        "sevan",
        "lavash",
        "masis",
        "arev",
        "garun",
        "gyumri",
        "nairi",
        "dram",
    ),
    ("Bobik", "Murzik", "Dzhek", "Sharik", "Chalo", "Tuzik"),
    "374",
    ("+374 9# ######", "+374 77 ######", "09#######"),
    "Երևան",
    first_a=("aram", "ani", "gor", "lusine", "tigran", "narine", "hayk", "marine"),
    last_a=("petrosyan", "hovhannisyan", "sargsyan", "grigoryan", "avetisyan", "karapetyan"),
)

F.reg(
    "gravatun_telegram_copied_gaghtnabar_hashvapah",
    ("Documents/telegram_grasenyak_<<n>>.txt", "Downloads/chat_<<fa2>>_<<d>>.txt"),
    """<<first2>>, [<<dmy>> <<t>>]
Արամ ջան, հաշվապահական ծրագիրը գաղտնաբառ է ուզում

<<first>> <<last>>, [<<dmy>> <<t>>]
օգտատեր՝ kassa, գաղտնաբառը՝ <<cred>>

<<first2>>, [<<dmy>> <<t2>>]
Մերսի, մտա 👍
""",
    "human",
)

F.reg(
    "gravatun_idram_merchant_secret_key_php",
    ("public_html/idram/result.php", "www/<<org>>/pay/idram_<<n>>.php"),
    """<?php
// Idram: վարկի տոկոսի առցանց վճարում (EDP)
define('EDP_REC_ACCOUNT', '110<<num>><<n>>');
define('SECRET_KEY', '<<cred>>');

if (isset($_REQUEST['EDP_PRECHECK']) && $_REQUEST['EDP_PRECHECK'] === 'YES') {
    echo 'OK';
    exit;
}
$check = strtoupper(md5(EDP_REC_ACCOUNT . ':' . $_REQUEST['EDP_AMOUNT'] . ':' . SECRET_KEY . ':' . $_REQUEST['EDP_BILL_NO'] . ':' . $_REQUEST['EDP_PAYER_ACCOUNT'] . ':' . $_REQUEST['EDP_TRANS_ID'] . ':' . $_REQUEST['EDP_TRANS_DATE']));
echo $check === $_REQUEST['EDP_CHECKSUM'] ? 'OK' : 'ERROR';
""",
    lambda r, f, s: alnum(r, 20),
    syntax="",
)

F.reg(
    "gravatun_1c_lombard_base_launcher_bat",
    ("C:/1C/lombard_start.bat", "C:/Users/<<fa>>/Desktop/1C_lombard_<<n>>.bat"),
    """@echo off
rem Ломбард: запуск базы для кассира
"C:\\Program Files\\1cv8\\8.3.24.1548\\bin\\1cv8.exe" ENTERPRISE /S"<<lan>>\\lombard" /N"Кассир" /P"<<cred>>" /DisableStartupMessages
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "gravatun_russian_email_parol_programma_ocenki",
    ("Mail/Inbox/dostup_<<n>>.eml", "Thunderbird/Inbox/licenziya_<<d>>.eml"),
    """From: Техподдержка <support@lombard-soft-<<org>>.ru>
To: <<mail>>
Subject: Доступ к облачной версии программы «Ломбард»
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Здравствуйте, <<fa>>!

Для вашего ломбарда («<<orgt>>», <<city>>) создана учётная запись:
логин: <<uname>>
пароль: <<cred>>

Курс золота (585, 750) обновляется автоматически каждое утро.
Смените пароль после первого входа.

С уважением,
служба поддержки
""",
    "pw",
    syntax="",
)


def _scale(s):
    data = {
        "scale": {"model": "AND GX-600", "port": "COM3", "baud": 9600, "unit": "g"},
        "upload": {
            "url": f"https://api.{s['dom']}/v1/weighings",
            "branch": s["orgt"],
            "token": s["cred"],
        },
        "gold_rate_source": "cba.am",
    }
    return json.dumps(data, indent=2) + "\n"


F.reg(
    "gravatun_gold_scale_bridge_json_upload_token",
    ("C:/ScaleBridge/config.json", "C:/ProgramData/Kshirk/scale_<<n>>.json"),
    _scale,
    "x:gvt_live_:32",
)

F.reg(
    "gravatun_notes_ocr_tesakhtsik_gaghtnabar",
    ("Pictures/Scans/notes_<<n>>.txt", "DCIM/OCR/IMG_<<y>><<mo>><<dd>>_<<num>>.txt"),
    """ՏԵՍԱԽՑԻԿՆԵՐ (4 հատ)
DVR IP <<lan>>
admin
գաղտնաբառ <<cred>>
տեղադրող՝ <<first2>> <<mob>>
Ազդանշանային համակարգ - զանգել պահնորդին
""",
    "human",
    syntax="",
)

F.reg(
    "gravatun_loans_pg_service_conf",
    ("home/<<fa>>/.pg_service.conf", "etc/postgresql-common/pg_service_<<n>>.conf"),
    """# վարկերի բազա (գրավատուն)
[lombard]
host=<<lan>>
port=5432
dbname=lombard
user=kassa
password=<<cred>>

[lombard_report]
host=<<lan>>
dbname=lombard
user=report
""",
    "pw",
    syntax="ini",
)

F.reg(
    "gravatun_viber_bot_payment_reminders_python",
    ("Documents/viber_bot/hishecum.py", "Desktop/reminder_bot_<<n>>.py"),
    '''"""Viber բոտ՝ վարկի մարման հիշեցումներ հաճախորդներին."""

from viberbot import Api
from viberbot.api.bot_configuration import BotConfiguration
from viberbot.api.messages import TextMessage

bot = Api(BotConfiguration(name="<<orgt>>", avatar="https://<<dom>>/logo.png", auth_token="<<cred>>"))


def remind(user_id: str, amount: int, date: str) -> None:
    bot.send_messages(user_id, [TextMessage(text=f"Հիշեցում՝ {date} մինչև {amount} ֏ վճարում")])
''',
    lambda r, f, s: f"{hexs(r, 16)}-{hexs(r, 16)}-{hexs(r, 16)}",
)
