# ruff: noqa: E501
"""Family l: a special-needs (inclusive) school in Lviv, Ukraine (Ukrainian)."""

from __future__ import annotations

import json

from hundredeighteenth_spec import Fam, dec_b64, enc_b64

UA = Fam(
    name="spetsshkola_inclusive_lviv",
    orgs=("sonyashnyk", "kalynka", "dzherelo"),
    tld="lviv.ua",
    first=(
        ("Оксана", "oksana"),
        ("Андрій", "andrii"),
        ("Ірина", "iryna"),
        ("Тарас", "taras"),
        ("Наталія", "nataliia"),
        ("Олег", "oleh"),
        ("Соломія", "solomiia"),
    ),
    last=(
        ("Шевченко", "shevchenko"),
        ("Коваленко", "kovalenko"),
        ("Бондаренко", "bondarenko"),
        ("Мельник", "melnyk"),
        ("Ткачук", "tkachuk"),
        ("Кравець", "kravets"),
    ),
    words=(
        "lviv",
        "kalyna",
        "sonechko",
        "karpaty",
        "dnipro",
        "kozak",
        "borshch",
        "vyshyvanka",
        "slava",
        "pysanka",
        "kvitka",
        "zirka",
        "lelechenko",
        "ukraina",
        "kavun",
        "vesna",
    ),
    pets=("barsik", "murchyk", "sirko", "bublyk", "pukhnastyk", "rudyk", "lapa"),
    cc="+380",
    grades=("1-А інклюзивний", "ресурсна кімната", "3-Б", "логопедична група"),
)

UA.reg(
    "spetsshkola_viber_csv_parol_ukrainian",
    ("Viber/Viber_export_<<n>>.csv", "Downloads/viber_<<org>>_<<date>>.csv"),
    """Date,Time,Sender,Sender phone,Message
<<dmy>>,<<hm>>,<<fn>> <<ln>>,<<phone>>,"Доброго дня! Підкажіть пароль від планшета в ресурсній кімнаті, він заблокувався"
<<dmy>>,<<hm>>,<<fn2>> <<ln2>>,<<phone2>>,"Пароль: <<cred>>"
<<dmy>>,<<hm>>,<<fn2>> <<ln2>>,<<phone2>>,"Тільки батькам не пересилайте 🙏"
<<dmy>>,<<hm>>,<<fn>> <<ln>>,<<phone>>,"Дякую, розблокувала!"
""",
    "human_x",
)

UA.reg(
    "spetsshkola_liqpay_charity_private_key_php",
    ("donate/liqpay_config.php", "public_html/<<org>>/blagodiynist/liqpay.php"),
    """<?php
// Благодійні внески на реабілітаційне обладнання - LiqPay
$public_key  = 'i<<pk>>';
$private_key = '<<cred>>';
$result_url  = 'https://<<dom>>/dyakuiemo';
$server_url  = 'https://<<dom>>/liqpay/callback.php';
""",
    "p:liqpay",
    syntax="",
    extra=lambda rng, s: {"pk": UA.cred(rng, "alnum:11")},
)

UA.reg(
    "spetsshkola_therapy_nextcloud_config_php",
    ("var/www/nextcloud/config/config.php", "srv/hmara.<<org>>/config/config.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<hex8>>',
  'passwordsalt' => '<<salt>>',
  'trusted_domains' =>
  array (
    0 => 'hmara.<<dom>>',
  ),
  'datadirectory' => '/srv/nextcloud-data',
  'dbtype' => 'pgsql',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nextcloud',
  'dbpassword' => '<<cred>>',
  'default_language' => 'uk',
  'installed' => true,
);
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {"salt": UA.cred(rng, "alnum:30")},
)

UA.reg(
    "spetsshkola_ukrainian_email_parol_irc_portal",
    ("Пошта/Вхідні/портал_<<n>>.eml", "eml/iprc_<<date>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INC00L4g0L/QvtGA0YLQsNC70YM=?=
Date: Thu, <<d>> Oct <<y>> <<hms>> +0300
Content-Type: text/plain; charset="UTF-8"

Шановна <<fn>>,

надсилаю доступ до порталу ІРЦ для завантаження індивідуальних програм розвитку (<<grade>>):

Логін: <<login>>
Пароль: <<cred>>

Після першого входу змініть, будь ласка, пароль.

З повагою,
<<fn2>> <<ln2>>
заступниця директора з інклюзивної освіти
""",
    "human",
)


def _tuya(s: dict) -> str:
    doc = [
        {
            "name": "Сенсорна кімната - лампа",
            "id": f"bf{s['hex8']}{s['n']}",
            "key": s["cred"],
            "mac": "a4:cf:12:" + ":".join(str(s["hex8"])[i : i + 2] for i in (0, 2, 4)),
            "category": "dj",
            "product_name": "RGB Bulb",
            "ip": s["ip"],
            "version": "3.3",
        }
    ]
    return json.dumps(doc, indent=4, ensure_ascii=False) + "\n"


UA.reg(
    "spetsshkola_sensory_room_tinytuya_devices_json",
    ("tinytuya/devices.json", "home/<<fa>>/sensorna/devices_<<n>>.json"),
    _tuya,
    "p:tuya_local",
)

UA.reg(
    "spetsshkola_monobank_acquiring_token_env",
    ("oplata/.env", "apps/<<org>>-oplata/.env"),
    """# Оплата харчування та занять з логопедом - monobank acquiring
MONO_API=https://api.monobank.ua/api/merchant
MONO_X_TOKEN=<<cred>>
MONO_REDIRECT=https://<<dom>>/oplata/ok
MONO_WEBHOOK=https://<<dom>>/oplata/webhook
""",
    "p:monobank",
)

UA.reg(
    "spetsshkola_kabinet_sticky_note_ocr",
    ("скани/стікер_<<n>>.txt", "ocr/kabinet_<<n>>.txt"),
    """Кабінет логопеда
ноутбук
<<cred>>
(не давати дітям!)
""",
    "human",
)


def _docker(s: dict) -> str:
    doc = {
        "auths": {
            f"registry.{s['dom']}": {"auth": s["enc"]},
        },
        "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
    }
    return json.dumps(doc, indent="\t") + "\n"


UA.reg(
    "spetsshkola_docker_config_json_auth_base64",
    ("home/<<fa>>/.docker/config.json", "ci/<<org>>_docker_<<n>>.json"),
    _docker,
    "pw_json",
    extra=lambda rng, s: {"enc": enc_b64(f"{s['login']}:{s['cred']}")},
    decode=lambda t: dec_b64(next(iter(json.loads(t)["auths"].values()))["auth"]).split(":", 1)[1],
)
