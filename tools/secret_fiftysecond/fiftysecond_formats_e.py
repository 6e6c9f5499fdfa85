# ruff: noqa: E501
"""Family e: the IT teacher and admin of a Russian secondary school (Moodle, e-journal,
school Wi-Fi, VK Sferum bots), Russian."""

from __future__ import annotations

from fiftysecond_spec import Fam, alnum

F = Fam(
    "shkola_dnevnik_informatik",
    (("znaniepark", "МБОУ «Школа Знание-Парк»"), ("znaniepark", "Лицей Знание-Парк")),
    "ru",
    ("Ирина", "Сергей", "Наталья", "Алексей", "Ольга", "Дмитрий", "Елена", "Андрей"),
    ("Смирнова", "Кузнецов", "Попова", "Волков", "Соколова", "Лебедев", "Морозова", "Новиков"),
    (
        "berezka",
        "shkola",
        "uchitel",
        "solnyshko",
        "matematika",
        "zvezda",
        "rodina",
        "kazan",
        "volga",
        "sirius",
    ),
    ("Казань", "Самара", "Тверь", "Екатеринбург"),
    ("irina", "sergey", "natalya", "aleksey", "olga", "dmitriy", "elena", "andrey"),
    ("smirnova", "kuznetsov", "popova", "volkov", "sokolova", "lebedev", "morozova", "novikov"),
    "+7",
)

F.reg(
    "shkola_telegram_copied_parol_elzhur_klassruk",
    ("Telegram Desktop/kopiya_chata_klassruki_<<n>>.txt", "Документы/переписка_ИТ_<<n>>.txt"),
    """<<first2>>, [<<dmys>> <<hm>>]
Коллеги, у кого есть пароль от общего аккаунта ЭлЖура для классных руководителей? Завтра выставлять четвертные

<<first>> <<last>>, [<<dmys>> <<hm>>]
логин klassruk_<<n>>, пароль <<cred>>
только не меняйте его, пожалуйста, он у всех 11 классов

<<first2>>, [<<dmys>> <<hm2>>]
Спасибо большое!
""",
    "human",
)

F.reg(
    "shkola_moodle_config_php_dbpass_distant",
    ("var/www/moodle/config.php", "srv/distant-<<n>>/moodle/config.php"),
    """<?php  // Moodle configuration file — дистанционное обучение <<orgname>>

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = '<<host>>';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array('dbpersist' => 0, 'dbport' => 5432);

$CFG->wwwroot   = 'https://do.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->directorypermissions = 0777;

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "shkola_mikrotik_export_wifi_uchitelskaya",
    ("Документы/mikrotik/hap_uchitelskaya_<<date>>.rsc", "backup/mikrotik/kabinet_<<n>>.rsc"),
    """# <<date>> <<hm>>:17 by RouterOS 7.14.3
# software id = <<hexid>>
#
# model = RB952Ui-5ac2nD
/interface bridge
add admin-mac=48:A9:8A:<<n>>:1C:0E auto-mac=no comment=defconf name=bridge
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=uchitelskaya supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=russia disabled=no mode=ap-bridge security-profile=uchitelskaya ssid=Uchitelskaya-<<n>>
/ip address
add address=<<ip>>/24 interface=bridge network=10.0.0.0
/system identity
set name=kab<<n3>>-ap
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "shkola_pamyatka_novym_uchitelyam_parol_wifi",
    ("Рабочий стол/Памятка новым учителям <<year>>-<<n>>.txt", "Документы/памятка_ИТ_<<year>>.txt"),
    """ПАМЯТКА ДЛЯ НОВЫХ СОТРУДНИКОВ (<<orgname>>)

1. Электронный журнал: логин и пароль выдаёт зам. директора по УВР.
2. Принтер в учительской: \\\\<<ip>>\\Kyocera (драйвер в папке Обмен).
3. Wi-Fi в учительской: сеть Uchitelskaya, пароль <<cred>>
   Для учеников есть отдельная сеть Shkola-Guest (только Сферум и РЭШ).
4. По всем вопросам — кабинет <<n3>>, <<first>> <<last>>, учитель информатики.
""",
    "human_x",
)


def _vk(rng, s) -> str:
    return "vk1.a." + alnum(
        rng, 214, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )


F.reg(
    "shkola_sferum_vk_bot_python_token_rassylka",
    ("bots/rassylka_roditelyam/bot.py", "home/<<user>>/vkbot_<<n>>/main.py"),
    '''"""Бот рассылки объявлений родителям (<<orgname>>)."""

import vk_api
from vk_api.utils import get_random_id

VK_TOKEN = "<<cred>>"
GROUP_ID = <<n6>>
PEER_IDS = [2000000001, 2000000002]


def send(text: str) -> None:
    vk = vk_api.VkApi(token=VK_TOKEN).get_api()
    for peer in PEER_IDS:
        vk.messages.send(peer_id=peer, message=text, random_id=get_random_id())


if __name__ == "__main__":
    send("Уважаемые родители! Завтра собрание в <<hm>>, актовый зал.")
''',
    _vk,
)

F.reg(
    "shkola_netschool_backup_ps1_sqlcmd_sa",
    ("C:/Scripts/backup_netschool.ps1", "Scripts/ns_backup_<<n>>.ps1"),
    """# Резервное копирование базы «Сетевой город. Образование» — запуск из планировщика
$date = Get-Date -Format "yyyyMMdd"
$dest = "D:\\Backup\\NetSchool\\ns_$date.bak"
& sqlcmd -S "localhost\\NETSCHOOL" -U sa -P '<<cred>>' -Q "BACKUP DATABASE [NetSchool] TO DISK = N'$dest' WITH COMPRESSION, INIT"
Get-ChildItem "D:\\Backup\\NetSchool" -Filter *.bak | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-14) } | Remove-Item
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "shkola_pismo_roditelyam_login_parol_uchenika",
    ("Почта/Отправленные/доступ_<<n>>.eml", "mail/sent/<<n6>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Доступ к электронному дневнику
Date: <<date>> <<hm>>:20 +0300
Content-Type: text/plain; charset=UTF-8

Здравствуйте!

Высылаю данные для входа в электронный дневник вашего ребёнка (<<n>> «Б» класс).
Логин: uch<<n4>>
Пароль: <<cred>>

После входа через Госуслуги эти данные больше не понадобятся.

С уважением,
<<first>> <<last>>, учитель информатики
""",
    "alnum:10",
)

F.reg(
    "shkola_csv_vydacha_loginov_klass",
    ("Обмен/логины_<<n>>Б_<<year>>.csv", "Документы/журнал/выдача_паролей_<<n>>.csv"),
    """ФИО;Класс;Логин;Пароль;Выдано
<<last>> <<first>>;<<n>>Б;uch<<n4>>;<<cred>>;<<dmy>>
<<last>> <<first2>>;<<n>>Б;uch<<n6>>;—;не выдано
""",
    "pw_alnum",
    syntax="",
)
