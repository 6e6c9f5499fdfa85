"""Family f: a Russian regional grid company's substations (подстанции): relay protection,
telemechanics, metering (АСКУЭ) and the network behind them."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random
import re

from fiftythird_spec import Fam, cisco7, gen_pw, uncisco7

F = Fam(
    "podstantsiya_elektroseti_ural",
    orgs=("uralsetstroy", "energotransit-ural", "res-kamensk"),
    tld="ru",
    people=(
        ("Алексей", "Кузнецов", "aleksey", "kuznetsov"),
        ("Ольга", "Смирнова", "olga", "smirnova"),
        ("Игорь", "Волков", "igor", "volkov"),
        ("Татьяна", "Морозова", "tatyana", "morozova"),
        ("Сергей", "Лебедев", "sergey", "lebedev"),
        ("Наталья", "Павлова", "natalya", "pavlova"),
        ("Дмитрий", "Соколов", "dmitriy", "sokolov"),
    ),
    words=(
        "podstanciya",
        "rele",
        "yacheyka",
        "fider",
        "transformator",
        "ural",
        "energo",
        "dispetcher",
        "smena",
        "zashita",
        "shina",
        "vvod",
    ),
    seasons=("vesna", "leto", "osen", "zima"),
    cc="+7",
    sites=("ПС 110 кВ Северная", "ПС 35 кВ Заречная", "ПС 110 кВ Промзона", "РП-6 кВ Центральный"),
)


def _c7_pw(rng: random.Random, s: dict) -> str:
    return gen_pw(rng, rng.randint(10, 16), sym="-_.@!")


F.reg(
    "podstantsiya_cisco_router_password_type7",
    ("telemeh/routers/ps-<<n2>>-rtr.cfg", "backup/cisco/<<date>>/ps<<n3>>-gw-confg"),
    """!
! ПС <<n3>> — маршрутизатор телемеханики (канал до ЦУС)
!
version 15.7
service timestamps log datetime msec
service password-encryption
hostname ps<<n3>>-gw
!
username engineer privilege 15 password 7 <<cred_c7>>
!
interface GigabitEthernet0/0
 description TM-LAN
 ip address <<ip>> 255.255.255.224
!
interface Tunnel10
 description CUS-<<org>>
 ip address <<ip2>> 255.255.255.252
 tunnel destination <<pub>>
!
line vty 0 4
 login local
 transport input ssh
!
end
""",
    cred=_c7_pw,
    syntax="",
    extra=lambda rng, s: {"cred_c7": cisco7(str(s["cred"]), rng.randint(0, 15))},
    decode=lambda text: uncisco7(re.search(r"password 7 ([0-9A-F]+)", text).group(1)),  # type: ignore[union-attr]
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": int(s["n5"]),
            "type": "message",
            "date": f"{s['date']}T{s['time']}:10",
            "from": f"{s['fn']} {s['ln']}",
            "from_id": f"user{s['n5']}1",
            "text": f"Коллеги, на {s['site']} поменяли пароль на АРМ релейщика",
        },
        {
            "id": int(s["n5"]) + 1,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:44",
            "from": f"{s['fn2']} {s['ln2']}",
            "from_id": f"user{s['n5']}2",
            "text": "Какой теперь?",
        },
        {
            "id": int(s["n5"]) + 2,
            "type": "message",
            "date": f"{s['date']}T{s['time2']}:02",
            "from": f"{s['fn']} {s['ln']}",
            "from_id": f"user{s['n5']}1",
            "text": f"логин relay, пароль {s['cred']} — только для своих",
        },
    ]
    return json.dumps(
        {"name": "Служба РЗА", "type": "private_group", "id": int(s["n5"]) * 7, "messages": msgs},
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "podstantsiya_telegram_result_json_parol_rza",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "export_tg/rza_<<n3>>/result.json"),
    _tg,
    cred="human",
)

F.reg(
    "podstantsiya_terminaly_rza_parol_csv",
    ("РЗА/Терминалы_<<year>>.csv", "rza/terminaly_ps<<n3>>.csv"),
    """Присоединение;Терминал;IP;Логин;Пароль;Примечание
Ввод 110 кВ Т1;Сириус-2-Л;<<ip>>;admin;<<cred>>;изменён <<dmy>>
Ввод 110 кВ Т2;Сириус-2-Л;<<ip2>>;admin;<<cred>>;
СВ 10 кВ;БМРЗ-152;<<ip3>>;;;пароль по умолчанию не меняли
""",
    cred="pw",
    syntax="",
)

F.reg(
    "podstantsiya_oik_udl_oledb_connection",
    ("ОИК/подключение_<<n2>>.udl", "oik/arm-dispetcher<<n1>>/oik_archive.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=oik_reader;Initial Catalog=OIK_ARCHIVE;Data Source=<<ip>>\\OIK
""",
    cred="pw",
    syntax="",
)

F.reg(
    "podstantsiya_pismo_parol_askue_piramida",
    ("почта/<<date>>_доступ_АСКУЭ.eml", "mail/askue/dostup_<<n3>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Доступ к серверу АСКУЭ
Date: Tue, <<dd>> Feb <<year>> 10:12:33 +0500
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<fn2>>, добрый день.

Для снятия показаний по <<site>> заведена учётная запись в «Пирамиде 2.0»:
сервер: askue.<<dom>>
логин: <<user2>>
пароль: <<cred>>

После первого входа система попросит сменить пароль. Если не пустит — звоните, <<phone>>.

С уважением,
<<fn>> <<ln>>, ведущий инженер АСКУЭ
""",
    cred="pw",
    syntax="",
)

F.reg(
    "podstantsiya_tac_plus_conf_key",
    ("etc/tacacs+/tac_plus.conf", "aaa/tacacs/tac_plus_<<n2>>.conf"),
    """# TACACS+ для сетевого оборудования подстанций (<<org>>)
key = "<<cred>>"

accounting file = /var/log/tac_plus.acct

group = network-admins {
    default service = permit
    service = exec {
        priv-lvl = 15
    }
}

user = <<user>> {
    member = network-admins
    login = PAM
}
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "podstantsiya_operativnyi_zhurnal_arm_parol",
    ("журналы/оперативный_журнал_<<date>>.txt", "smena/oper_journal_<<n3>>.txt"),
    """ОПЕРАТИВНЫЙ ЖУРНАЛ — <<site>>
<<dmy>>
<<time>>  Смену принял <<fn>> <<ln>>. Схема нормальная, замечаний нет.
<<time2>>  По распоряжению диспетчера ЦУС выведен в ремонт Ф-<<n2>>.
12:40  Подрядчик перенастроил АРМ телемеханики, новый пароль администратора АРМ: <<cred>>
       (старый больше не действует, занести в папку паролей у начальника ПС).
16:05  Ф-<<n2>> введён в работу.
20:00  Смену сдал <<fn>> <<ln>>, принял <<fn2>> <<ln2>>.
""",
    cred="human",
    syntax="",
)

F.reg(
    "podstantsiya_zabbix_server_conf_dbpassword",
    ("etc/zabbix/zabbix_server.conf", "monitoring/zabbix-<<n2>>/zabbix_server.conf"),
    """# Zabbix — мониторинг каналов связи подстанций
LogFile=/var/log/zabbix/zabbix_server.log
LogFileSize=0
PidFile=/run/zabbix/zabbix_server.pid
SocketDir=/run/zabbix
DBHost=<<ip>>
DBName=zabbix
DBUser=zabbix
DBPassword=<<cred>>
SNMPTrapperFile=/var/log/snmptrap/snmptrap.log
Timeout=4
FpingLocation=/usr/sbin/fping
""",
    cred="pw",
    syntax="",
)
