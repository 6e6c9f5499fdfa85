# ruff: noqa: E501
"""Family d: an opera house's box office in Sofia (Bulgaria), Bulgarian."""

from __future__ import annotations

import json

from hundredfifth_spec import Fam, pick

F = Fam(
    name="opera_boxoffice_sofia_bulgarian",
    orgs=("maritsaopera", "vitoshaopera", "sofiaoperabg"),
    tld="bg",
    first=(
        "Иван|ivan",
        "Мария|maria",
        "Георги|georgi",
        "Елена|elena",
        "Димитър|dimitar",
        "Десислава|desislava",
        "Николай|nikolay",
        "Цветана|tsvetana",
    ),
    last=(
        "Петров|petrov",
        "Иванова|ivanova",
        "Георгиев|georgiev",
        "Димитрова|dimitrova",
        "Стоянов|stoyanov",
        "Костадинова|kostadinova",
    ),
    words=(
        "vitosha",
        "rodopi",
        "shopska",
        "martenitsa",
        "banitsa",
        "tosca",
        "aida",
        "traviata",
        "rusalka",
        "maritsa",
        "balkan",
        "lyutenitsa",
        "kaval",
        "boris",
        "lozenets",
    ),
    pets=("sharo", "rex", "mecho", "pufi", "zhuzhi", "bonka"),
    cc="359",
    city="София",
)

F.reg(
    "sofiaopera_borica_terminal_private_key_file",
    ("keys/borica/V<<id>>_<<date>>.key", "config/borica/privkey_prod.key"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)

F.reg(
    "sofiaopera_epay_bg_merchant_ini",
    ("kasa/config/epay.ini", "C:/Kasa/epay_<<org>>.ini"),
    """; ePay.bg — онлайн продажба на билети
[epay]
min = D<<id>>
secret = <<cred>>
url_ok = https://<<dom>>/bileti/ok
url_cancel = https://<<dom>>/bileti/otkaz
mode = live
""",
    "p:epay",
)

F.reg(
    "sofiaopera_bulgarian_email_parola_kasa",
    ("mail/Изпратени/<<id>>.eml", "Outlook/kasa_<<date>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Достъп до касовата система
Date: Tue, 4 Feb <<year>> 09:40:00 +0200
Content-Type: text/plain; charset=utf-8

Здравей, <<fn2>>,

От утре поемаш вечерната смяна на касата. Данните за входа в системата:
потребител: <<user>>
парола: <<cred>>

Моля, не ги записвай на листче до касата.
Поздрави,
<<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "sofiaopera_telegram_copied_reply_only_value",
    ("telegram/kasa_chat_<<date>>.txt", "Desktop/копие от чата.txt"),
    """<<fn>> <<ln>>, [<<dmyd>> <<time>>]
А паролата за терминала на втора каса?

<<fn2>>, [<<dmyd>> <<time2>>]
<<cred>>
""",
    "human",
)

F.reg(
    "sofiaopera_boxoffice_sqlserver_udl_file",
    ("kasa/Bileti.udl", "C:/Kasa/connection.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=kasa;Initial Catalog=Bileti;Data Source=<<ip>>\\SQLEXPRESS
""",
    "pw",
    syntax="",
)

F.reg(
    "sofiaopera_kasieri_flat_ods_logins",
    ("kasa/касиери_<<year>>.fods", "documents/smeni.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body><office:spreadsheet><table:table table:name="Касиери">
  <table:table-row><table:table-cell><text:p>Име</text:p></table:table-cell><table:table-cell><text:p>Каса</text:p></table:table-cell><table:table-cell><text:p>Потребител</text:p></table:table-cell><table:table-cell><text:p>Парола</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell><text:p><<fn>> <<ln>></text:p></table:table-cell><table:table-cell><text:p><<n>></text:p></table:table-cell><table:table-cell><text:p><<user>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)


def _obs(s: dict) -> str:
    return (
        json.dumps(
            {
                "settings": {
                    "bwtest": False,
                    "key": s["cred"],
                    "server": "rtmp://a.rtmp.youtube.com/live2",
                    "service": "YouTube - RTMPS",
                },
                "type": "rtmp_common",
            },
            indent=4,
        )
        + "\n"
    )


F.reg(
    "sofiaopera_premiere_stream_obs_service_json",
    (
        "obs-studio/basic/profiles/Opera/service.json",
        "AppData/Roaming/obs-studio/basic/profiles/<<org>>/service.json",
    ),
    _obs,
    "p:youtube",
)


def _cyr(rng) -> str:
    w = pick(rng, ("Тоска", "Аида", "Русалка", "Витоша", "Травиата", "Борис"))
    return f"{w}{rng.randint(1990, 2026)}{pick(rng, '!#*.')}"


def _json_u(s: dict) -> str:
    return (
        json.dumps(
            {
                "smtp": {
                    "host": "smtp.mailgun.org",
                    "port": 587,
                    "user": f"postmaster@mg.{s['dom']}",
                    "password": s["cred"],
                },
                "list": "abonati",
                "from": f"Опера <bileti@{s['dom']}>",
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "sofiaopera_newsletter_smtp_json_unicode_escaped",
    ("newsletter/config.json", "bileti/mailer/<<org>>.json"),
    _json_u,
    _cyr,
    decode=lambda t: json.loads(t)["smtp"]["password"],
)
