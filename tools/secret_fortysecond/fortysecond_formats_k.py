# ruff: noqa: E501
"""Family k: pysanka (wax-resist egg) painters in Kolomyia, Hutsul region (Ukraine)."""

from fortysecond_spec import family

F = family(
    "pysanka_hutsul_kolomyia",
    ("kolomypysa",),
    "ua",
    ("Оксана", "Тарас", "Галина", "Богдан", "Ірина", "Василь"),
    ("Шевчук", "Гуцуляк", "Коваль", "Мельник", "Дзвінчук", "Бойчук"),
    ("pysanka", "krashanka", "kistka", "vosk", "hutsul", "kolomyia", "karpaty", "pysar", "smereka"),
    ("vesna", "lito", "osin", "zyma", "velykden"),
    "380",
    (
        ("oksana", "taras", "halyna", "bohdan", "iryna", "vasyl"),
        ("shevchuk", "hutsuliak", "koval", "melnyk", "dzvinchuk", "boichuk"),
    ),
)

F.reg(
    "pysanka_ukrainian_viber_chat_parol",
    ("Viber/<<first>>_<<date>>.txt", "Documents/viber_<<fa>>.txt"),
    """[<<dmy>>, <<time>>] <<first>> <<last>>: Галю, який пароль від Etsy? Треба виставити нові писанки
[<<dmy>>, <<time>>] <<first2>>: логін <<email>>
[<<dmy>>, <<time>>] <<first2>>: пароль <<cred>>
[<<dmy>>, <<time>>] <<first>> <<last>>: Дякую! 🥚
""",
    "human",
)

F.reg(
    "pysanka_liqpay_private_key_python",
    ("<<org>>_shop/payments/liqpay_conf.py", "home/<<fa>>/shop/liqpay_<<n>>.py"),
    """from liqpay import LiqPay

PUBLIC_KEY = "i<<n6>><<n4>>"
PRIVATE_KEY = "<<cred>>"

liqpay = LiqPay(PUBLIC_KEY, PRIVATE_KEY)
form = liqpay.cnb_form(
    {"action": "pay", "amount": "650", "currency": "UAH", "description": "Писанка гуцульська", "version": "3"}
)
""",
    "p:liqpay",
)

F.reg(
    "pysanka_nova_poshta_api_key_js",
    ("<<org>>-shop/src/delivery/novaposhta.js", "home/<<fa>>/shop/np_<<n>>.js"),
    """const NP_API_KEY = "<<cred>>";

export async function warehouses(city) {
  const r = await fetch("https://api.novaposhta.ua/v2.0/json/", {
    method: "POST",
    body: JSON.stringify({
      apiKey: NP_API_KEY,
      modelName: "Address",
      calledMethod: "getWarehouses",
      methodProperties: { CityName: city },
    }),
  });
  return (await r.json()).data;
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "pysanka_monobank_personal_token_curl_history",
    ("home/<<fa>>/.bash_history", "Users/<<fa>>/.zsh_history_<<n>>"),
    """cd ~/buh
curl -s -H "X-Token: <<cred>>" https://api.monobank.ua/personal/client-info | jq .
curl -s -H "X-Token: <<cred>>" "https://api.monobank.ua/personal/statement/0/<<n6>>0000" > vypyska.json
python3 to_csv.py vypyska.json
""",
    "p:monobank",
)

F.reg(
    "pysanka_ukrainian_email_checkbox_kasyr_parol",
    ("Пошта/<<date>> Каса.eml", "Thunderbird/<<fa>>/prro_<<n4>>.eml"),
    """From: <<first2>> <<email2>>
To: <<email>>
Subject: ПРРО Checkbox — касир для ярмарку
Date: <<date>>
Content-Type: text/plain; charset=utf-8

Оксано, добрий день!
Створила касира для ярмарку в Коломиї:
логін: <<user>>
пароль: <<cred>>
пін-код касира скину окремо.
""",
    "human",
)

F.reg(
    "pysanka_medoc_firebird_isql_bat",
    ("C:/ProgramData/Medoc/backup_<<n>>.bat", "Звіти/<<fa>>/medoc_backup.bat"),
    """@echo off
set FB="C:\\Program Files\\Medoc\\Medoc\\db\\bin"
%FB%\\gbak.exe -b -user SYSDBA -password <<cred>> localhost/3050:ZVIT D:\\backup\\zvit_%date:~-4%.fbk
%FB%\\isql.exe -user SYSDBA -password <<cred>> localhost/3050:ZVIT -i check.sql
""",
    "pw_bare",
)

F.reg(
    "pysanka_museum_kyivstar_sms_parol",
    ("sms/<<date>>_<<n4>>.txt", "Повідомлення/<<fa>>_<<n>>.txt"),
    """Від: <<phone>>
<<dmy>> <<time>>
Доброго дня! Пароль до wi-fi музею писанки для майстер-класу: <<cred>>
""",
    "human",
)

F.reg(
    "pysanka_prom_ua_export_xml_config",
    ("<<org>>/prom_export/config.xml", "home/<<fa>>/prom<<n>>/settings.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<exportConfig>
  <shop name="Писанки Коломиї" url="https://<<dom>>"/>
  <ftp host="ftp.<<dom>>" user="prom_<<n3>>" password="<<cred>>" dir="/yml"/>
  <schedule cron="0 */6 * * *"/>
</exportConfig>
""",
    "pw_xml",
)
