"""Family a: a freelance translator in Kutaisi, Georgia (Georgian, Russian, English)."""

# ruff: noqa: E501

from __future__ import annotations

import base64

from ninetyfourth_spec import Fam, after, mail_body

KUTAISI = Fam(
    name="kutaisi_freelance_translator",
    orgs=("mtargmneli", "lingvomost", "rionitrans", "bagratidocs"),
    tld="ge",
    first=(
        ("ნინო", "nino"),
        ("გიორგი", "giorgi"),
        ("თამარ", "tamar"),
        ("ლაშა", "lasha"),
        ("მარიამ", "mariam"),
        ("დავით", "davit"),
        ("ეკა", "eka"),
        ("ლევან", "levan"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
        ("წიკლაური", "tsiklauri"),
    ),
    words=(
        "mzeqala",
        "rioni",
        "ghvino",
        "tamada",
        "bagrati",
        "mtvare",
        "gelati",
        "khachapuri",
        "sakartvelo",
        "gaumarjos",
        "tsitsinatela",
        "imereti",
    ),
    pets=("bobiki", "murka", "lomi", "tsuga", "jeka", "kuzia"),
    cc="+995",
    city="Kutaisi",
)
F = KUTAISI.reg


F(
    "kutaisi_smartcat_api_python_client",
    ("translations/smartcat_sync.py", "tools/<<login>>/smartcat_pull.py"),
    '''"""Pull new Smartcat assignments into the local folder every morning."""

import requests

SMARTCAT_ACCOUNT_ID = "<<uuid>>"
SMARTCAT_API_KEY = "<<cred>>"
BASE = "https://smartcat.com/api/integration/v1"


def assignments():
    r = requests.get(
        f"{BASE}/project/list",
        auth=(SMARTCAT_ACCOUNT_ID, SMARTCAT_API_KEY),
        params={"createdByUserEmail": "<<gmail>>"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    for p in assignments():
        print(p["name"], p["deadline"])
''',
    "p:smartcat",
)


def _ka_mail(cred: str, s: dict) -> str:
    body = fill_ka(s, cred)
    raw = base64.b64encode(body.encode()).decode()
    return "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))


def fill_ka(s: dict, cred: str) -> str:
    return (
        f"გამარჯობა {s['fn_l']},\n\n"
        "როგორც შევთანხმდით, გიგზავნით ვენდორ პორტალის მონაცემებს. ახალი პროექტი "
        f"(იურიდიული დოკუმენტები, EN>KA, {s['nn']} სიტყვა) უკვე ატვირთულია.\n\n"
        f"მისამართი: https://{s['host']}/vendor\n"
        f"მომხმარებელი: {s['login']}\n"
        f"პაროლი: {cred}\n\n"
        "ვადა: პარასკევი, 18:00. თუ რამე გაურკვეველია, დამირეკეთ.\n\n"
        f"პატივისცემით,\n{s['cfn_l']} {s['cln_l']}\n{s['phone']}\n"
    )


F(
    "kutaisi_georgian_gmail_base64_body_paroli",
    ("mail/Inbox/<<nn>>.eml", "Downloads/portal_<<login>>_<<nn>>.eml"),
    """Return-Path: <<<cmail>>>
From: =?UTF-8?B?4YOb4YOU4YOc4YOU4YOv4YOU4YOg4YOY?= <<<cmail>>>
To: <<fnc>> <<lnc>> <<<gmail>>>
Subject: =?UTF-8?B?4YOe4YOd4YOg4YOi4YOQ4YOa4YOY4YOhIOGDm+GDneGDnOGDkOGDquGDlOGDm+GDlOGDkeGDmA==?=
Date: Tue, <<dd>> Mar <<year>> <<time>>:<<sec>> +0400
Message-ID: <CAK<<nn>>x<<n>>@mail.gmail.com>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

<<enc>>
""",
    "human",
    syntax="",
    enc=_ka_mail,
    decode=lambda t: after("პაროლი:", mail_body(t)),
)

F(
    "kutaisi_memoq_server_connection_xml",
    ("AppData/Roaming/MemoQ/ServerConnections_<<n>>.xml", "memoq/servers/<<org>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<ServerConnections>
  <Server>
    <Url>https://memoq.<<dom>>:8080/memoqserverhttpapi/v1</Url>
    <DisplayName><<org>> memoQ server (agency)</DisplayName>
    <AuthenticationMode>memoQServerUser</AuthenticationMode>
    <UserName><<login>></UserName>
    <Password><<cred>></Password>
    <RememberPassword>true</RememberPassword>
    <LastLogin><<date>>T<<time>>:00</LastLogin>
  </Server>
</ServerConnections>
""",
    "pw_xml",
)

F(
    "kutaisi_georgian_telegram_copied_reply_only",
    ("Desktop/telegram_<<cfn>>.txt", "notes/chat_<<cfn>>_<<dd>>.txt"),
    """<<cfn_l>> <<cln_l>>, [<<dd>>.<<mm>>.<<year>> <<time>>]
ნინო, Proz-ის ანგარიში ისევ ჩაიკეტა? პაროლი რა იყო, გადამიგზავნე რა

<<fn_l>> <<ln_l>>, [<<dd>>.<<mm>>.<<year>> <<time2>>]
<<cred>>

<<cfn_l>> <<cln_l>>, [<<dd>>.<<mm>>.<<year>> <<time2>>]
მადლობა 🙏 შევედი
""",
    "human",
)

F(
    "kutaisi_accounts_csv_georgian_headers",
    ("Documents/ანგარიშები_<<year>>.csv", "backup/accounts_<<login>>.csv"),
    """სერვისი,მომხმარებელი,პაროლი,შენიშვნა
Proz.com,<<gmail>>,<<hp>>,პროფილი
TBC ბანკი,<<login>>,<<cred>>,ინტერნეტ-ბანკი
Payoneer,<<gmail>>,-,იხილე ტელეფონი
Smartcat,<<gmail>>,-,Google-ით შესვლა
""",
    "human_x",
)

F(
    "kutaisi_deepl_api_env",
    ("projects/<<word>>-subtitles-<<yy>>/.env", "tools/deepl-glossary-<<n>>/.env"),
    """# DeepL Pro (ფაქტურა Wise-ით)
DEEPL_AUTH_KEY=<<cred>>
DEEPL_SERVER_URL=https://api-free.deepl.com
GLOSSARY_ID=<<uuid>>
SOURCE_LANG=EN
TARGET_LANG=KA
""",
    "p:deepl",
)

F(
    "kutaisi_nas_rsync_crontab_password",
    ("var/spool/cron/crontabs/<<login>>", "backup/crontab_<<login>>.txt"),
    """# m h  dom mon dow   command
# თარგმანების არქივი -> Synology (ოფისი, ქუთაისი)
30 2 * * * RSYNC_PASSWORD='<<cred>>' rsync -az --delete /home/<<login>>/Translations/ rsync://<<login>>@<<ip>>/archive/ >> /home/<<login>>/.rsync.log 2>&1
0 9 * * 1 /usr/bin/find /home/<<login>>/Downloads -name '*.sdlppx' -mtime +30 -delete
""",
    "pw_sq",
)

F(
    "kutaisi_russian_email_xtrf_vendor_portal_parol",
    ("mail/agency/<<nn>>.eml", "Documents/агентство_<<dd>><<mm>>.eml"),
    """From: <<cfnc>> <<clnc>> <<<cmail>>>
To: <<fnc>> <<lnc>> <<<gmail>>>
Subject: Доступ к порталу поставщиков XTRF
Date: Mon, <<dd>> Feb <<year>> <<time>>:<<sec>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Здравствуйте, <<fnc>>!

Создали вам учётную запись в нашем портале для переводчиков:
https://xtrf.<<dom>>/vendors/
Логин: <<login>>
Пароль: <<cred>>

После первого входа смените пароль и заполните ставки (EN>KA, RU>KA).
Счета принимаем через Payoneer или Wise до 5-го числа.

С уважением,
<<cfnc>> <<clnc>>
менеджер проектов
""",
    "human",
    syntax="",
)
