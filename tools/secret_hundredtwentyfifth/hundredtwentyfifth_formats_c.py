"""Family c: the front office of a business hotel in Almaty, Kazakhstan (Russian, Kazakh)."""

# ruff: noqa: E501

from __future__ import annotations

from hundredtwentyfifth_spec import Fam

F = Fam(
    name="frontoffice_business_hotel_kazakhstan",
    orgs=("tengriplaza", "alatauotel"),
    tld="kz",
    first=(
        ("Айгерим", "aigerim"),
        ("Нурлан", "nurlan"),
        ("Данияр", "daniyar"),
        ("Асель", "assel"),
        ("Ерлан", "yerlan"),
        ("Жанна", "zhanna"),
        ("Ольга", "olga"),
        ("Тимур", "timur"),
    ),
    last=(
        ("Ахметова", "akhmetova"),
        ("Сейткали", "seitkali"),
        ("Жумабеков", "zhumabekov"),
        ("Искаков", "iskakov"),
        ("Омарова", "omarova"),
        ("Ким", "kim"),
    ),
    words=(
        "almaty",
        "alatau",
        "medeu",
        "shymbulak",
        "baiterek",
        "tengri",
        "dombra",
        "kumis",
        "baursak",
        "beshbarmak",
        "aport",
        "koktobe",
        "astana",
        "zhetysu",
        "altyn",
        "nauryz",
        "dala",
        "kazakh",
    ),
    pets=("barsik", "sharik", "aktos", "murzik", "tuzik", "bars", "laika"),
    cc="7",
    city="Алматы",
)

F.reg(
    "frontoffice_opera_ifc8_interface_ini",
    ("IFC8/<<org>>/ifc8_pbx_<<n>>.ini", "opera/interfaces/IFC8_<<fa>>.ini"),
    """[IFC]
PropertyCode=ALA<<n>>
IFCType=PBX
Interface=Asterisk
LogPath=D:\\micros\\ifc8\\log

[Opera]
Server=<<host>>
Port=<<port>>
AppUser=IFC_<<n>>

[Database]
Server=<<host>>
User=OPERA
Password=<<cred>>
SID=OPERA

[Night]
WakeupRetry=3
""",
    cred="pw",
)

F.reg(
    "frontoffice_russian_email_parol_smena_opera",
    ("outlook/reception/<<date>>_smena.eml", "mail/<<fa>>/handover_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: reception@<<dom>>
Subject: =?UTF-8?B?0J/QtdGA0LXQtNCw0YfQsCDRgdC80LXQvdGL?=
Date: <<dd>> Feb <<year>> <<time>>:12 +0500
Content-Type: text/plain; charset=UTF-8

Коллеги, добрый вечер.

По смене <<dmy>>:
- группа «Казахтелеком» (14 номеров) заезжает завтра в 14:00, ключи закодировать заранее;
- номер <<room>> — поздний выезд до 16:00, оплачено;
- пароль от Opera для стажёров поменяли, новый: <<cred>>
  (логин тот же — FO_TRAINEE). Никому из гостей не показывать экран.

Хорошей смены,
<<fn>> <<ln>>
Front Office Manager, <<orgcap>> Hotel
""",
    cred="human",
)

F.reg(
    "frontoffice_kaspi_pay_token_yaml",
    ("config/kaspi.yml", "deploy/<<org>>/payments_<<n>>.yaml", "apps/<<fa>>/kaspi.yaml"),
    """# Оплата депозита через Kaspi Pay (магазин отеля)
kaspi:
  merchant_id: '<<num>>'
  api_url: https://kaspi.kz/shop/api/v2
  api_token: '<<cred>>'
  city: 750000000
hotel:
  name: <<orgcap>> Hotel Almaty
  currency: KZT
""",
    cred="b64:32",
)

F.reg(
    "frontoffice_ambiance_encoder_exe_config",
    ("backup/<<fa>>/AmbianceEncoder.exe.config", "encoders/fd<<n>>/Ambiance.Service.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="AmbianceDb" connectionString="Data Source=<<host>>\\SQLEXPRESS;Initial Catalog=Ambiance;User ID=amb_svc;Password=<<cred>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="EncoderPort" value="COM3" />
    <add key="PmsInterface" value="FIAS" />
    <add key="FiasHost" value="<<ip>>" />
  </appSettings>
</configuration>
""",
    cred="pw_xml",
    syntax="xml",
)

F.reg(
    "frontoffice_kazakh_whatsapp_qupiya_soz",
    ("WhatsApp/Reception chat <<n>>.txt", "export/<<fa>>/WhatsApp Chat.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Сәлеметсіз бе! Кассалық аппараттың (Webkassa) құпия сөзі өзгерді ме?
<<dmy>>, <<time2>> - <<fn2>>: Иә, кеше өзгерттім
<<dmy>>, <<time2>> - <<fn2>>: логин: <<email>>
<<dmy>>, <<time2>> - <<fn2>>: құпия сөз: <<cred>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Рақмет! 👍
""",
    cred="human",
)

F.reg(
    "frontoffice_1c_hotel_odata_powershell",
    ("scripts/export_1c_<<n>>.ps1", "Users/<<fa>>/Documents/1c_odata.ps1"),
    """# Выгрузка начислений из 1С:Отель через OData в CSV для ночного аудита
$user = 'odata_fo'
$pass = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
$url  = 'http://1c.<<dom>>/hotel/odata/standard.odata/Document_Начисление?$format=json'
$data = Invoke-RestMethod -Uri $url -Credential $cred
$data.value | Export-Csv -Path "D:\\audit\\charges_$(Get-Date -Format yyyyMMdd).csv" -Encoding UTF8
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "frontoffice_night_handover_note_label_next_line",
    ("notes/смена_<<date>>.txt", "Desktop/передача_смены_<<n>>.txt"),
    """Смена <<dmy>>, ночь
— 2 no-show, 1 поздний заезд (<<room>>)
— сейф в лобби: код не менялся
— энкодер ключей №2 глючит, перезагрузить

Opera, логин ночного:
<<user>>
пароль
<<cred>>
""",
    cred="human",
)

F.reg(
    "frontoffice_asterisk_pjsip_wakeup_conf",
    ("etc/asterisk/pjsip_<<org>>.conf", "pbx-backup/<<n>>/pjsip.conf"),
    """; PBX отеля: линия будильника и интерфейс с Opera
[transport-udp]
type=transport
protocol=udp
bind=0.0.0.0

[wakeup-svc]
type=auth
auth_type=userpass
username=wakeup<<n>>
password=<<cred>>

[wakeup-svc-aor]
type=aor
max_contacts=1
""",
    cred="pw",
    syntax="ini",
)
