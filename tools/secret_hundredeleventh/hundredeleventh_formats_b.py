# ruff: noqa: E501
"""Family b: an alarm-receiving centre in Poland (Polish)."""

from __future__ import annotations

import json

from hundredeleventh_spec import Fam, dec_qp, enc_qp, fill, human_local, prov, reg

FAM = Fam(
    name="stacja_alarm_receiving_centre",
    pre="stacja",
    orgs=("czujnikpol", "strazmon", "wartaalarm"),
    tld="pl",
    first=(
        ("Grzegorz", "grzegorz"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Katarzyna", "katarzyna"),
        ("Wojciech", "wojciech"),
    ),
    last=(
        ("Kowalczyk", "kowalczyk"),
        ("Wiśniewski", "wisniewski"),
        ("Zając", "zajac"),
        ("Wróbel", "wrobel"),
        ("Nowakowska", "nowakowska"),
        ("Dąbrowski", "dabrowski"),
    ),
    words=(
        "żubr",
        "pierogi",
        "wisła",
        "kraków",
        "bigos",
        "łódź",
        "sokół",
        "orzeł",
        "zamek",
        "smok",
        "pączek",
        "żabka",
        "kotek",
        "tatry",
    ),
    pets=("reksio", "burek", "mruczek", "azor", "filemon", "kropka"),
    cities=("Kraków", "Gdańsk", "Poznań", "Wrocław", "Łódź", "Lublin"),
    cc="+48",
)

POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"

reg(
    FAM,
    "satel_stam2_server_ini",
    ("STAM-2/Config/stam2_server.ini", "C:/Satel/STAM2/<<org>>/server.ini"),
    """; Satel STAM-2 - serwer stacji monitorowania
[Database]
Engine=Firebird
Path=<<ip>>:D:/STAM2/DATA/STAM2.FDB
User=SYSDBA
Password=<<cred>>

[Receivers]
SMET256_1=<<ip>>:7001
Ethernet_Key=<<ekey>>

[Operators]
Stations=<<n>>
""",
    "pw",
    syntax="ini",
    extra=lambda rng, s: s.update(ekey=str(rng.randint(100000, 999999))),
)


def _qp_mail(s: dict) -> str:
    body = fill(
        """Dzień dobry <<first2>>,

od poniedziałku operatorzy logują się do nowej konsoli monitoringu.
Twoje konto: <<user2>>
Hasło: <<cred>>
Po pierwszym logowaniu system poprosi o zmianę hasła.

Pozdrawiam,
<<first>> <<last>>
Kierownik zmiany, <<orgc>> Stacja Monitorowania Alarmów, <<city>>
""",
        **s,
    )
    return fill(
        """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: =?UTF-8?Q?Konto_w_konsoli_monitoringu?=
Date: <<dmy_dot>> <<t1>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

""",
        **s,
    ) + enc_qp(body)


reg(
    FAM,
    "polish_email_quoted_printable_haslo",
    ("mail/konto_operatora_<<n>>.eml", "poczta/<<fa2>>_<<ymd>>.eml"),
    _qp_mail,
    lambda rng, s: human_local(FAM, rng, POLISH),
    syntax="",
    decode=dec_qp("Hasło: "),
)

reg(
    FAM,
    "ajax_pro_objects_export_csv",
    ("eksport/obiekty_ajax_<<ymd>>.csv", "arc/ajax_pro_konta_<<n>>.csv"),
    """nr_obiektu;klient;miasto;konto Ajax PRO;hasło;uwagi
<<nn>>;<<first>> <<last>>;<<city>>;<<email>>;<<cred>>;hub 2 plus, 4 czujki
<<n>>01;<<orgc>> magazyn;<<city>>;<<email2>>;-;konto klienta, brak dostępu
""",
    "human",
)

reg(
    FAM,
    "teltonika_rut_router_uci_openvpn",
    ("etc/config/openvpn", "routery/rut955_<<serial>>/openvpn.uci"),
    """config openvpn 'arc_<<org>>'
	option enable '1'
	option type 'client'
	option dev 'tun'
	option proto 'udp'
	option remote '<<pip>>'
	option port '1194'
	option auth_user_pass '1'
	option user 'obj<<nn>>'
	option pass '<<cred>>'
	option ca '/etc/vuci-uploads/cbid.openvpn.arc.ca.crt'
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "przelewy24_abonament_php",
    ("abonament_<<org>>/config/p24.php", "portal-klienta-<<n>>/app/config/przelewy24.php"),
    """<?php
// Abonament za monitoring - Przelewy24 REST
return [
    'merchant_id' => <<mid>>,
    'pos_id' => <<mid>>,
    'crc' => '<<crc>>',
    'report_key' => '<<cred>>',
    'live' => true,
];
""",
    "hex:32",
    syntax="",
    extra=lambda rng, s: s.update(mid=rng.randint(100000, 999999), crc=prov(rng, "twilio")[:16]),
)

reg(
    FAM,
    "telegram_json_haslo_operator",
    ("Telegram Desktop/ChatExport_<<ymd>>/result.json", "telegram/zmiana_<<n>>/result.json"),
    lambda s: json.dumps(
        {
            "name": f"Zmiana nocna {s['orgc']}",
            "type": "private_group",
            "id": s["nn"],
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['ymd']}T{s['t1']}:10",
                    "from": f"{s['first']} {s['last']}",
                    "text": "Kto zna hasło do GuardX na stanowisku 2?",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['ymd']}T{s['t2']}:44",
                    "from": f"{s['first2']} {s['last2']}",
                    "text": f"login operator{s['n']}, hasło {s['cred']}",
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['ymd']}T{s['t3']}:02",
                    "from": f"{s['first']} {s['last']}",
                    "text": "Dzięki, działa",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    ),
    "human",
)

reg(
    FAM,
    "smsapi_token_bash_history",
    ("home/operator/.bash_history", "root/.bash_history_<<n>>"),
    """cd /opt/stam-bridge
tail -n 50 logs/receiver.log
export SMSAPI_TOKEN=<<cred>>
curl -s -H "Authorization: Bearer $SMSAPI_TOKEN" "https://api.smsapi.pl/sms.do?to=<<nn>>&message=Test+alarmu&format=json"
systemctl restart stam-bridge
""",
    "p:smsapi",
)

reg(
    FAM,
    "grafik_xlsx_shared_strings",
    ("grafik_operatorow/xl/sharedStrings.xml", "xlsx_<<n>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8">
<si><t>Operator</t></si><si><t>Zmiana</t></si><si><t>Login konsoli</t></si><si><t>Hasło</t></si>
<si><t><<first>> <<last>></t></si><si><t>noc</t></si><si><t><<user>></t></si><si><t><<cred>></t></si>
</sst>
""",
    "human_x",
)
