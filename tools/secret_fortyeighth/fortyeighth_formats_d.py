# ruff: noqa: E501
"""Family d: a logistics depot at the Khorgos dry port (Kazakhstan): Kazakh and Russian."""

from __future__ import annotations

import json

from fortyeighth_spec import Fam

F = Fam(
    "khorgos_dryport_depot",
    "khorgos",
    ("khorgoshub", "kazlogtrans", "zharkentdepo", "altynkonteyner"),
    "kz",
    (
        "aidos",
        "dana",
        "yerlan",
        "aigerim",
        "nurlan",
        "zhanar",
        "timur",
        "saule",
        "marat",
        "gulnara",
    ),
    (
        "abenov",
        "serikova",
        "dzhaksybekov",
        "nurpeisova",
        "ospanov",
        "tulegenov",
        "kassymova",
        "iskakov",
    ),
    (
        "kokzhiek",
        "zharkent",
        "altyn",
        "kazyna",
        "dala",
        "tengri",
        "kumys",
        "baursak",
        "shanyrak",
        "zhol",
        "konteyner",
        "vagon",
    ),
    "7",
    ("Khorgos", "Zharkent", "Almaty", "Taldykorgan", "Nur-Zholy"),
    local=(
        "Айдос",
        "Дана",
        "Ерлан",
        "Айгерим",
        "Нұрлан",
        "Жанар",
        "Тимур",
        "Сәуле",
        "Марат",
        "Гүлнара",
    ),
)

F.reg(
    "kazakh_email_kupiya_soz_1c",
    ("Mail/Inbox/<<date>>_1c_kiru_<<n>>.eml", "outlook/1c_access_<<user>>.eml"),
    """From: <<lname>> <<<email>>>
To: <<lname2>> <<<email2>>>
Subject: =?UTF-8?B?MdChINCx0LDQt9Cw0YHRi9C90LAg0LrRltGA0YM=?=
Date: <<date>> <<time>>:17 +0500
Content-Type: text/plain; charset=UTF-8

Сәлеметсіз бе!

1С:Бухгалтерия базасына кіру деректері (терминал, <<city>>):

Сервер: 1c.<<dom>>
База: Depo_<<y>>
Пайдаланушы: <<user2>>
Құпия сөз: <<cred>>

Бірінші кіргеннен кейін құпия сөзді ауыстырыңыз.

Құрметпен,
<<lname>>
IT бөлімі, <<orgc>>
""",
    "human",
)


def _appsettings(s: dict) -> str:
    cs = f"Server={s['ip']},1433;Database=WMS_{s['city'].replace('-', '')};User Id=wms_app;Password={s['cred']};TrustServerCertificate=True"
    doc = {
        "Logging": {"LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}},
        "ConnectionStrings": {"Wms": cs},
        "Scanner": {"Model": "Zebra MC3300", "SyncIntervalSeconds": 30},
        "AllowedHosts": "*",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "wms_appsettings_production_json",
    ("src/<<orgc>>.Wms.Api/appsettings.Production.json", "deploy/wms-<<n>>/appsettings.json"),
    _appsettings,
    "pw_json",
)

F.reg(
    "zebra_printer_wlan_sgd_commands",
    ("printers/zt411_<<n>>_wifi.zpl", "labels/setup/zebra-<<word>>-<<n>>.txt"),
    """! U1 setvar "wlan.essid" "<<orgc>>-Sklad"
! U1 setvar "wlan.security" "wpa_psk"
! U1 setvar "wlan.wpa.psk" "<<cred>>"
! U1 setvar "wlan.ip.protocol" "dhcp"
! U1 setvar "device.friendly_name" "SKLAD-<<n>>"
! U1 do "device.reset" ""
""",
    "pw_dq",
)

F.reg(
    "wialon_gps_tracker_token_php",
    ("www/trucks/wialon.php", "<<org>>-fleet/lib/wialon_<<n>>.php"),
    """<?php
// Трекинг фур (Wialon Hosting) для табло диспетчера
$wialonHost = 'https://hst-api.wialon.com/wialon/ajax.html';
$wialonToken = '<<cred>>';

function wialon_login(string $host, string $token): array
{
    $params = json_encode(['token' => $token, 'fl' => 1]);
    $url = $host . '?svc=token/login&params=' . urlencode($params);
    return json_decode(file_get_contents($url), true);
}

$session = wialon_login($wialonHost, $wialonToken);
echo $session['eid'] ?? 'login failed', PHP_EOL;
""",
    "hex:72",
)

F.reg(
    "customs_eds_p12_signer_bat",
    ("scripts/podpis_<<n>>.bat", "Desktop/keden_sign_<<user>>.bat"),
    """@echo off
rem Подписание деклараций ЭЦП (ключ директора) перед отправкой в АСТАНА-1
set JAVA_HOME=C:\\Program Files\\Java\\jre1.8.0_401
set KEYDIR=C:\\EDS\\<<user>>
"%JAVA_HOME%\\bin\\java.exe" -jar C:\\Tools\\declsigner.jar ^
  --key "%KEYDIR%\\GOST512_<<hex40>>.p12" ^
  --password "<<cred>>" ^
  --in C:\\Declarations\\out ^
  --out C:\\Declarations\\signed
if errorlevel 1 pause
""",
    "pw_dq",
)

F.reg(
    "russian_whatsapp_ios_parol_terminal",
    ("WhatsApp Chat - Склад <<city>>/_chat.txt", "exports/wa_dispetcher_<<n>>.txt"),
    """[<<dmy>>, <<time>>:03] <<lname>>: Ребята, на ТСД в зоне Б не могу зайти в терминал
[<<dmy>>, <<time>>:41] <<lname2>>: логин sklad_b
[<<dmy>>, <<time2>>:05] <<lname2>>: пароль <<cred>>
[<<dmy>>, <<time2>>:32] <<lname>>: Зашёл, спасибо
[<<dmy>>, <<time2>>:58] <<lname2>>: ‎Это сообщение удалено.
""",
    "human",
)

F.reg(
    "nvr_rtsp_vlc_playlist_m3u",
    ("cams/<<city>>_vorota_<<n>>.m3u", "Desktop/kamery_<<org>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Ворота 1 (въезд фур)
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Ворота 2
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
#EXTINF:-1,Контейнерная площадка
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301
""",
    "pw_url",
)

F.reg(
    "ansible_inventory_become_password_ini",
    ("ansible/inventories/<<city>>/hosts.ini", "infra-<<n>>/inventory.ini"),
    """[wms]
wms01.<<dom>> ansible_host=<<ip>>
wms02.<<dom>> ansible_host=<<ip>>

[scanners_gw]
gw-<<n>>.<<dom>>

[all:vars]
ansible_user=deploy
ansible_become=true
ansible_become_password=<<cred>>
ansible_python_interpreter=/usr/bin/python3
""",
    "pw",
    syntax="",  # an Ansible inventory: host lines without values are not strict INI
)
