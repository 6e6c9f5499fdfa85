# ruff: noqa: E501
"""Family n: a rail-freight booking agent in Almaty, Kazakhstan (Russian and Kazakh)."""

from __future__ import annotations

import base64
import xml.etree.ElementTree as ET

from seventyninth_spec import Fam, csv_row, jwt_token

F = Fam(
    name="almaty_rail_freight_booking",
    orgs=("temirzhol", "vagonexpress", "steppecargo", "alatautrans"),
    tld="kz",
    first=(
        ("Айгерим", "aigerim"),
        ("Нурлан", "nurlan"),
        ("Дина", "dina"),
        ("Ерлан", "erlan"),
        ("Асель", "assel"),
        ("Бауыржан", "baurzhan"),
        ("Ольга", "olga"),
        ("Сергей", "sergey"),
    ),
    last=(
        ("Жумабеков", "zhumabekov"),
        ("Сейтказина", "seitkazina"),
        ("Нурпеисов", "nurpeisov"),
        ("Ахметова", "akhmetova"),
        ("Ким", "kim"),
        ("Иванов", "ivanov"),
        ("Касымов", "kassymov"),
    ),
    words=(
        "almaty",
        "alatau",
        "medeu",
        "kok",
        "tobe",
        "baiterek",
        "astana",
        "dala",
        "kumis",
        "beshbarmak",
        "vagon",
        "poezd",
        "stepnoy",
        "barys",
        "kairat",
        "sunkar",
        "zhol",
        "aksai",
        "tulpar",
        "nauryz",
        "apple",
        "aport",
        "kazakh",
        "shymkent",
    ),
    pets=("barsik", "sharik", "murka", "tuzik", "aktos", "laika", "bars", "kuzya"),
    cc="+7",
)

# 1 Telegram messages copied as text (Russian)
F.reg(
    "almaty_russian_telegram_copied_parol_etran",
    ("заметки/телеграм_<<iso>>.txt", "notes/tg_<<fa>>_<<n>>.txt"),
    """<<name2>>, [<<dmyd>> <<hh>>:<<mi>>]
Подскажи пароль от ЭТРАН, заявку ГУ-12 надо подать до обеда

<<name>>, [<<dmyd>> <<hh>>:<<mi2>>]
логин <<login>>
пароль <<cred>>

<<name2>>, [<<dmyd>> <<hh2>>:<<mi>>]
Спасибо, зашла 👍
""",
    cred="human",
    syntax="",
)

# 2 Kazakh e-mail: the wagon tracking portal password
F.reg(
    "almaty_kazakh_email_qupiya_soz_vagon_portal",
    ("mail/<<login>>/<<iso>>.eml", "outlook/<<org>>/<<n4>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Вагондарды бақылау порталына кіру
Date: Mon, <<d>> Mar <<yr>> <<hh>>:<<mi>>:<<ss>> +0500
Content-Type: text/plain; charset=utf-8

Сәлеметсіз бе, <<first2>>!

Вагондарды бақылау порталына кіру деректері:
Сайт: https://track.<<dom>>
Пайдаланушы: <<login2>>
Құпия сөз: <<cred>>

Ешкімге бермеңіз.

Құрметпен,
<<name>>
<<orgc>> – теміржол жүк тасымалы
""",
    cred="human",
    syntax="",
)

# 3 C#: Kaspi Pay API token for freight prepayments
F.reg(
    "almaty_prepayment_kaspi_pay_api_token_csharp",
    ("Freight.Api/Payments/KaspiClient.cs", "<<org>>-api/Kaspi/KaspiSettings<<n>>.cs"),
    """namespace Freight.Api.Payments;

public static class KaspiSettings
{
    public const string BaseUrl = "https://mtoken.kaspi.kz:8545/r3/v01";
    public const string MerchantId = "<<n6>>";
    public const string ApiToken = "<<cred>>";
}
""",
    cred="b64:32",
    syntax="",
)

# 4 PowerShell: 1C OData export with a plain-text password
F.reg(
    "almaty_1c_odata_export_powershell_plaintext",
    ("scripts/Export-1C-Wagons.ps1", "<<org>>/ps/odata_<<n>>.ps1"),
    """# Выгрузка заявок на вагоны из 1С:Бухгалтерия (OData)
$user = "odata_<<fa>>"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
$uri = "http://<<ip>>/<<org>>_buh/odata/standard.odata/Document_ЗаявкаНаВагоны?`$format=json"
Invoke-RestMethod -Uri $uri -Credential $cred | ConvertTo-Json -Depth 5 | Out-File "D:\\exports\\wagons_<<iso>>.json"
""",
    cred="pw_dq",
    syntax="",
)


# 5 FileZilla sitemanager.xml: base64 password (encoded)
def _fz(rng, s):
    return {"enc": base64.b64encode(s["cred"].encode()).decode()}


def _dec_fz(text):
    node = ET.fromstring(text.encode()).find(".//Pass")
    assert node is not None and node.text
    return base64.b64decode(node.text).decode()


F.reg(
    "almaty_edi_filezilla_sitemanager_base64_pass",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "<<org>>_backup_<<n>>/FileZilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>edi.<<dom>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <Type>0</Type>
            <User><<org>>_edi</User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <Name>ЭДО накладные</Name>
            <SyncBrowsing>0</SyncBrowsing>
        </Server>
    </Servers>
</FileZilla3>
""",
    cred="pw",
    extra=_fz,
    decode=_dec_fz,
)

# 6 grafana.ini: wagon dashboard database password
F.reg(
    "almaty_wagon_dashboard_grafana_ini_database",
    ("etc/grafana/grafana.ini", "<<org>>/grafana/grafana_<<n>>.ini"),
    """##################### Grafana: дислокация вагонов #####################
[server]
http_port = 3000
domain = dash.<<dom>>

[database]
type = postgres
host = <<ip>>:5432
name = grafana
user = grafana
password = <<cred>>
;ssl_mode = disable

[security]
admin_user = admin
""",
    cred="pw",
)

# 7 .env: amoCRM long-lived token (JWT)
F.reg(
    "almaty_crm_amocrm_long_lived_token_env",
    ("crm-sync/.env", "<<org>>-crm/.env.<<n>>"),
    """AMO_SUBDOMAIN=<<org>>
AMO_LONG_LIVED_TOKEN=<<cred>>
SYNC_PIPELINE_ID=<<n6>>
""",
    cred=lambda rng, s: jwt_token(rng, f"https://{s['org']}.amocrm.ru", s["n6"]),
    syntax="",
)

# 8 CSV (semicolon, Russian headers) of shipper logins
F.reg(
    "almaty_gruzootpraviteli_csv_semicolon_parol",
    ("выгрузки/клиенты_<<yr>>.csv", "<<org>>/clients_<<n>>.csv"),
    lambda s: (
        "\n".join(
            [
                "Клиент;БИН;Контакт;Телефон;Логин ЛК;Пароль ЛК",
                csv_row(
                    f"ТОО «{s['fa2'].capitalize()} Агро»",
                    f"{s['n6']}{s['n6']}",
                    s["name2"],
                    s["phone2"],
                    s["login"],
                    s["cred"],
                    sep=";",
                ),
                csv_row(
                    "ТОО «Кайрат Зерно»",
                    f"{s['n6']}{s['n4']}11",
                    s["name"],
                    s["phone"],
                    s["login2"],
                    "",
                    sep=";",
                ),
            ]
        )
        + "\n"
    ),
    cred="human",
    syntax="",
)
