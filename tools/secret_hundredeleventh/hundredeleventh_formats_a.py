# ruff: noqa: E501
"""Family a: a guard company's control room in South Africa (Afrikaans, isiZulu, English)."""

from __future__ import annotations

from hundredeleventh_spec import Fam, prov, reg

FAM = Fam(
    name="wagkamer_guard_control_room",
    pre="wagkamer",
    orgs=("sterkhek", "wagpunt", "ubhekilanga"),
    tld="co.za",
    first=(
        ("Pieter", "pieter"),
        ("Annelie", "annelie"),
        ("Thabo", "thabo"),
        ("Sipho", "sipho"),
        ("Nomvula", "nomvula"),
        ("Jaco", "jaco"),
        ("Lerato", "lerato"),
        ("Marike", "marike"),
    ),
    last=(
        ("van der Merwe", "vdmerwe"),
        ("Botha", "botha"),
        ("Dlamini", "dlamini"),
        ("Nkosi", "nkosi"),
        ("Pretorius", "pretorius"),
        ("Mokoena", "mokoena"),
        ("Steyn", "steyn"),
    ),
    words=(
        "braai",
        "bokkie",
        "lekker",
        "boerewors",
        "springbok",
        "ubuntu",
        "sterkte",
        "nandos",
        "bliksem",
        "jislaaik",
        "inyoni",
        "ukhozi",
        "potjie",
        "koppie",
    ),
    pets=("rambo", "bruno", "tokkie", "simba", "jakkals", "snoepie"),
    cities=("Centurion", "Benoni", "Pietermaritzburg", "Polokwane", "Soweto", "Stellenbosch"),
    cc="+27",
)

reg(
    FAM,
    "guard_tour_patrol_sync_ini",
    ("C:/ProgramData/GuardTour/<<org>>/sync.ini", "guardtour/site<<n>>/patrol_sync.ini"),
    """; Guard Tour Pro - patrollie sinkronisasie (<<orgc>> beheerkamer)
[Server]
Host=<<ip>>
Port=1433
Database=GuardTour_<<org>>
User=gt_sync
Password=<<cred>>

[Readers]
; RFID-lesers wat wagte by elke kontrolepunt skandeer
PollMinutes=15
SiteCode=<<city>>-<<n>>
""",
    "pw",
    syntax="ini",
)

reg(
    FAM,
    "afrikaans_whatsapp_wagwoord_zello",
    ("chats/WhatsApp Chat with Beheerkamer <<n>>.txt", "export/whatsapp_<<fa>>_<<ymd>>.txt"),
    """<<ymd_sl>>, <<t1>> - <<first>> <<last>>: Môre, die Zello-app op die nuwe radio-foon vra weer vir die wagwoord
<<ymd_sl>>, <<t2>> - <<first2>> <<last2>>: Kanaal "<<orgc>> Patrollie", gebruiker <<user2>>
<<ymd_sl>>, <<t2>> - <<first2>> <<last2>>: wagwoord <<cred>>
<<ymd_sl>>, <<t3>> - <<first>> <<last>>: Dankie, dit werk 👍 Ek is nou op die lug
""",
    "human",
)

reg(
    FAM,
    "hikcentral_openapi_env",
    ("hikcentral-bridge/.env", "deploy/<<org>>/hcp_openapi.env"),
    """# HikCentral Professional OpenAPI (Artemis) - alarm events into the dispatch board
HCP_HOST=https://<<ip>>:443/artemis
HCP_APP_KEY=<<app_key>>
HCP_APP_SECRET=<<cred>>
DISPATCH_DB=postgres://dispatch@localhost/dispatch
ARMED_RESPONSE_ZONE=<<city>>
""",
    "alnum:20",
    extra=lambda rng, s: s.update(app_key=str(rng.randint(20000000, 29999999))),
)

reg(
    FAM,
    "isizulu_sms_iphasiwedi_reply_only",
    ("sms/sms-<<ymd>>.xml", "backup/SMS_Backup_<<fa>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Sawubona, ngicela i-phasiwedi ye-app ye-alarm yasesangweni" read="1" status="-1" contact_name="<<first2>> <<last2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" body="<<cred>>" read="1" status="-1" contact_name="<<first2>> <<last2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="1" body="Ngiyabonga baba" read="1" status="-1" contact_name="<<first2>> <<last2>>" />
</smses>
""",
    "human_x",
)

reg(
    FAM,
    "payfast_armed_response_debit_php",
    ("billing/config/payfast.php", "portal/<<org>>/app/payfast_config.php"),
    """<?php
// PayFast subscriptions for armed-response contracts (<<orgc>>)
return [
    'merchant_id'  => '<<mid>>',
    'merchant_key' => '<<mkey>>',
    'passphrase'   => '<<cred>>',
    'sandbox'      => false,
    'notify_url'   => 'https://portal.<<dom>>/payfast/itn',
];
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: s.update(
        mid=str(rng.randint(10000000, 19999999)), mkey=prov(rng, "payfast")
    ),
)

reg(
    FAM,
    "reaction_vehicles_traccar_xml",
    ("traccar/conf/traccar.xml", "opt/traccar-<<org>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=Africa/Johannesburg</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='server.timeout'>120</entry>
</properties>
""",
    "pw_xml",
    syntax="",
)

reg(
    FAM,
    "shift_handover_notes_anydesk",
    ("beheerkamer/oorhandig_<<ymd>>.txt", "notes/skof_<<dmy_dot>>_<<n>>.txt"),
    """SKOF-OORHANDIGING  <<ymd>>  nag -> dag
Kontroleur: <<first>> <<last>>

- Alarm by <<city>> perseel <<n>> drie keer vals (sone 4, PIR in stoorkamer). Tegnikus ingelig.
- Reaksievoertuig 3 se band pap, staan by die depot.
- Die AnyDesk op die monitor-rekenaar het nuwe onbewaakte toegang:
  ID <<anyid>>
  wagwoord: <<cred>>
- Ubaba <<last2>> uzofika ngo-10 ukuhlola amakhamera.
""",
    "human_x",
    extra=lambda rng, s: s.update(
        anyid=f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    ),
)

reg(
    FAM,
    "clickatell_alarm_sms_python",
    ("scripts/alarm_sms.py", "tools/<<org>>/notify_clickatell.py"),
    '''"""Stuur SMS na kliënte as die paniekknoppie gedruk word (Clickatell Platform)."""

import json
import urllib.request

API_KEY = "<<cred>>"
SENDER = "<<orgc>>"


def send(to: str, text: str) -> None:
    body = json.dumps({"messages": [{"channel": "sms", "to": to, "content": text}]}).encode()
    req = urllib.request.Request(
        "https://platform.clickatell.com/v1/message",
        data=body,
        headers={"Authorization": API_KEY, "Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=10)


if __name__ == "__main__":
    send("<<phone>>", "Paniek-alarm by <<city>>, reaksie is onderweg.")
''',
    "p:clickatell",
)
