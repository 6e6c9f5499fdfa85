"""Family g: a Ukrainian grain elevator with its own rail siding (Poltava region): weighbridges,
dryers, 1C accounting and the forwarders."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import re

from fiftythird_spec import Fam, gen_pw

G = Fam(
    "zerno_elevator_poltava",
    orgs=("poltavazernotrans", "vorskla-agro", "elevator-karlivka"),
    tld="com.ua",
    people=(
        ("Олександр", "Ковальчук", "oleksandr", "kovalchuk"),
        ("Ірина", "Шевченко", "iryna", "shevchenko"),
        ("Микола", "Бондаренко", "mykola", "bondarenko"),
        ("Оксана", "Ткаченко", "oksana", "tkachenko"),
        ("Василь", "Мельник", "vasyl", "melnyk"),
        ("Юлія", "Кравець", "yuliia", "kravets"),
        ("Богдан", "Гребенюк", "bohdan", "hrebeniuk"),
    ),
    words=(
        "zerno",
        "elevator",
        "pshenytsia",
        "kukurudza",
        "soniashnyk",
        "vagy",
        "susharka",
        "poltava",
        "vagon",
        "silos",
        "zhnyva",
        "karlivka",
    ),
    seasons=("vesna", "lito", "osin", "zyma"),
    cc="+380",
    sites=("вагова №1", "вагова №2", "сушарка DSP-32", "силосний корпус", "залізнична колія"),
)

G.reg(
    "zerno_1c_enterprise_batch_zapusk_p",
    ("1C/запуск_бухгалтерії.bat", "scripts/1c_obmin_<<n2>>.cmd"),
    """@echo off
rem Нічний обмін 1С:Бухгалтерія <-> програма вагової
"C:\\Program Files\\1cv8\\8.3.24.1548\\bin\\1cv8.exe" ENTERPRISE /S"<<ip>>\\elevator_buh" /N"Обмін" /P"<<cred>>" /Execute "D:\\obmin\\obmin_vagova.epf" /DisableStartupMessages
if %ERRORLEVEL% NEQ 0 echo %date% %time% помилка обміну >> D:\\obmin\\log.txt
""",
    cred="pw_dq",
    syntax="",
)

G.reg(
    "zerno_viber_chat_parol_vagova",
    ("телефон/Viber/чат_вагова_<<n2>>.txt", "export/viber_elevator_<<date>>.txt"),
    """[<<dd>>.<<mo>>.<<year>>, <<time>>] <<fn>> <<ln>>: Доброго ранку. На <<site>> програма просить пароль оператора після оновлення
[<<dd>>.<<mo>>.<<year>>, <<time>>] <<fn2>> <<ln2>>: Зараз
[<<dd>>.<<mo>>.<<year>>, <<time2>>] <<fn2>> <<ln2>>: <<cred>>
[<<dd>>.<<mo>>.<<year>>, <<time2>>] <<fn2>> <<ln2>>: тільки не записуй на моніторі, бо минулого разу водії бачили
[<<dd>>.<<mo>>.<<year>>, <<time2>>] <<fn>> <<ln>>: Дякую, зайшло
""",
    cred="human",
    syntax="",
)

G.reg(
    "zerno_vagovyi_kompleks_config_ini",
    ("Вагова/config.ini", "C:/VesyPro/config_<<n2>>.ini"),
    """[Загальне]
Підприємство=<<org>>
НомерВагів=<<n1>>
ПортВагів=COM3
Швидкість=9600

[База]
Сервер=<<ip>>
Порт=3306
База=vagova
Користувач=vagova_app
Пароль=<<cred>>

[Камери]
Камера1=rtsp://<<ip2>>:554/Streaming/Channels/101
""",
    cred="pw",
)


def _task_xml(s: dict) -> str:
    script = (
        f"$p = ConvertTo-SecureString '{s['cred']}' -AsPlainText -Force; "
        f"$c = New-Object PSCredential('ELEVATOR\\backup_svc', $p); "
        f"New-PSDrive -Name Z -PSProvider FileSystem -Root '\\\\{s['ip']}\\backup' -Credential $c; "
        "Copy-Item D:\\vagova\\db\\*.bak Z:\\ -Force"
    )
    enc = base64.b64encode(script.encode("utf-16-le")).decode()
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <RegistrationInfo>
    <Date>{s["date"]}T02:00:00</Date>
    <Author>ELEVATOR\\{s["user"]}</Author>
    <Description>Копія бази вагової на NAS</Description>
  </RegistrationInfo>
  <Triggers>
    <CalendarTrigger>
      <StartBoundary>{s["date"]}T02:30:00</StartBoundary>
      <ScheduleByDay><DaysInterval>1</DaysInterval></ScheduleByDay>
    </CalendarTrigger>
  </Triggers>
  <Principals>
    <Principal id="Author"><UserId>S-1-5-18</UserId><RunLevel>HighestAvailable</RunLevel></Principal>
  </Principals>
  <Actions Context="Author">
    <Exec>
      <Command>powershell.exe</Command>
      <Arguments>-NoProfile -WindowStyle Hidden -EncodedCommand {enc}</Arguments>
    </Exec>
  </Actions>
</Task>
"""


def _dec_task(text: str) -> str:
    m = re.search(r"-EncodedCommand ([A-Za-z0-9+/=]+)", text)
    assert m
    script = base64.b64decode(m.group(1)).decode("utf-16-le")
    m2 = re.search(r"ConvertTo-SecureString '([^']+)'", script)
    assert m2
    return m2.group(1)


G.reg(
    "zerno_scheduled_task_xml_powershell_encodedcommand",
    ("Tasks/Backup_vagova_<<n2>>.xml", "IT/планувальник/копія_бази_<<n3>>.xml"),
    _task_xml,
    cred="pw_sq",
    decode=_dec_task,
)


def _gw_json(s: dict) -> str:
    return json.dumps(
        {
            "device": {
                "model": "MGate-style RTU/TCP",
                "name": f"susharka-{s['n2']}",
                "fw": "3.1.2",
            },
            "network": {"ip": s["ip"], "mask": "255.255.255.0", "gw": s["ip2"]},
            "web": {"user": "admin", "password": s["cred"], "https": True},
            "serial": [{"port": 1, "baud": 19200, "mode": "RS485-2W", "parity": "N"}],
            "modbus": {"tcp_port": 502, "slave_ids": [1, 2, 3], "timeout_ms": 1000},
        },
        ensure_ascii=False,
        indent=2,
    )


G.reg(
    "zerno_susharka_modbus_gateway_export_json",
    ("АСУ/сушарка/gateway_export_<<date>>.json", "backup/gw-susharka-<<n2>>.json"),
    _gw_json,
    cred="pw_json",
)

G.reg(
    "zerno_nova_poshta_api_key_php",
    ("site/<<org>>/config/novaposhta.php", "zrazky/np_<<n2>>/config.php"),
    """<?php
// Відправка зразків зерна в лабораторію через Нову пошту
define('NP_API_URL', 'https://api.novaposhta.ua/v2.0/json/');
define('NP_API_KEY', '<<cred>>');
define('NP_SENDER_CITY', 'Полтава');
define('NP_SENDER_PHONE', '<<phone>>');
""",
    cred="hex:32",
    syntax="",
)

G.reg(
    "zerno_lyst_parol_kabinet_ekspeditora",
    ("пошта/<<date>>_доступ_кабінет.eml", "mail/logistyka/kabinet_<<n3>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Доступ до кабінету експедитора (вагони)
Date: Thu, <<dd>> Aug <<year>> 09:30:11 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Добрий день, <<fn2>>!

Надсилаю доступ до кабінету експедитора, щоб ви бачили дислокацію наших вагонів-зерновозів:

логін: <<org>>_log<<n1>>
пароль: <<cred>>

Пароль спільний для відділу логістики, прошу нікому не передавати.

З повагою,
<<fn>> <<ln>>
""",
    cred="human",
    syntax="",
)

G.reg(
    "zerno_salt_pillar_mqtt_datchyky",
    ("srv/pillar/elevator/mqtt.sls", "salt/pillar/datchyky_<<n2>>.sls"),
    """# Датчики температури зерна в силосах -> MQTT
mqtt:
  broker: mqtt.<<dom>>
  port: 8883
  tls: true
  username: silos-sensors
  password: '<<cred>>'
  topics:
    - elevator/silos/+/temp
    - elevator/susharka/+/status
""",
    cred=lambda rng, s: gen_pw(rng, sym="-_.@+#!"),
    syntax="yaml",
)
