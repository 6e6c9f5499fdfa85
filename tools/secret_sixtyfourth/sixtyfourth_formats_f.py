# ruff: noqa: E501
"""Family f: a tobacco and newspaper kiosk (trafika) with phone top-ups and lottery tickets in
Bratislava (Slovakia), Slovak."""

from __future__ import annotations

import json

from sixtyfourth_spec import Fam

F = Fam(
    "trafika_tabak_bratislava",
    ("trafikadunaj", "novinystanica", "tabakpetrzalka", "trafikakamenne"),
    "sk",
    ("Jozef", "Mária", "Peter", "Zuzana", "Ján", "Katarína", "Milan", "Eva"),
    ("Horváth", "Kováč", "Varga", "Tóth", "Nagy", "Baláž"),
    (
        "trafika",
        "tabak",
        "noviny",
        "bratislava",
        "dunaj",
        "tatry",
        "bryndza",
        "halusky",
        "kofola",
        "petrzalka",
        "devin",
        "lomnica",
    ),
    ("Bodka", "Dunco", "Rexo", "Micka", "Asta", "Fifi"),
    "421",
    ("09## ### ###", "090#######"),
    "Bratislava",
    first_a=("jozef", "maria", "peter", "zuzana", "jan", "katarina", "milan", "eva"),
    last_a=("horvath", "kovac", "varga", "toth", "nagy", "balaz"),
)

F.reg(
    "trafika_ekasa_klient_autentifikacne_udaje_xml",
    ("eKasa/config/ekasa-klient.xml", "C:/eKasa/<<org>>/nastavenia_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<ekasaKlient verzia="2.<<n>>">
  <pokladnica kod="88820<<num>><<num>>" nazov="Trafika <<orgt>>"/>
  <identita subor="C:\\eKasa\\identita_<<y>>.xml" heslo="<<cred>>"/>
  <chdu port="COM4" rychlost="115200"/>
  <tlac sirka="58" logo="true"/>
  <offline maxDokladov="2000"/>
</ekasaKlient>
""",
    "pw_xml",
)

F.reg(
    "trafika_uctovnicka_email_heslo_edane",
    ("Posta/Odoslane/uctovnictvo_<<mo>>_<<y>>.eml", "Thunderbird/Sent/danove_<<n>>.eml"),
    """From: <<first>> <<last>> <<<mail>>>
To: Účtovníctvo <uctovnictvo@<<dom>>>
Subject: Doklady za <<mo>>/<<y>> + prístup do eDane
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Dobrý deň, pani inžinierka,

posielam uzávierky z eKasy a faktúry od distribútora novín.
Do portálu finančnej správy sa prihlásite takto:
meno: <<uname>>
heslo: <<cred>>
(heslo som menila minulý týždeň, staré už nefunguje)

S pozdravom
<<first>> <<last>>, Trafika <<orgt>>
""",
    "human",
    syntax="",
)


def _messenger(s):
    msgs = [
        {
            "sender_name": s["first2"],
            "timestamp_ms": int(s["epoch"]) * 1000 + 900,
            "content": "ok dakujem, uz to ide",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": f"{s['fa']} {s['la']}",
            "timestamp_ms": int(s["epoch"]) * 1000 + 400,
            "content": f"heslo na wifi v trafike je {s['cred']}",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["first2"],
            "timestamp_ms": int(s["epoch"]) * 1000,
            "content": "Ahoj, ake je heslo na wifi? terminal na tiket nejde",
            "is_geoblocked_for_viewer": False,
        },
    ]
    data = {
        "participants": [{"name": s["first2"]}, {"name": f"{s['fa']} {s['la']}"}],
        "messages": msgs,
        "title": s["first2"],
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}_{s['num']}",
    }
    return json.dumps(data, indent=2) + "\n"


F.reg(
    "trafika_messenger_message_json_heslo_wifi",
    (
        "messages/inbox/<<fa2>>_<<num>>/message_1.json",
        "facebook-<<fa>><<n>>/messages/inbox/<<fa2>>_<<num>>/message_1.json",
    ),
    _messenger,
    "human",
)

F.reg(
    "trafika_kamera_snapshot_powershell_ps1",
    ("C:/Skripty/kamera_snimky.ps1", "C:/Users/<<fa>>/Documents/snimky_<<n>>.ps1"),
    """# Každých 10 minút uloží snímku z kamery nad pultom (Plánovač úloh)
$ip = '<<lan>>'
$user = 'admin'
$pass = '<<cred>>'
$sec = ConvertTo-SecureString $pass -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $sec)
$subor = "D:\\Kamera\\pult_$(Get-Date -Format yyyyMMdd_HHmm).jpg"
Invoke-WebRequest -Uri "http://$ip/cgi-bin/snapshot.cgi?channel=1" -Credential $cred -OutFile $subor
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "trafika_dobijanie_kreditu_terminal_ini",
    ("C:/Dobijanie/terminal.ini", "C:/ProgramData/Kredit/terminal_<<n>>.ini"),
    """[Terminal]
ID=TRF<<num>>
Prevadzka=Trafika <<orgt>>, <<city>>

[Server]
Adresa=https://dobijanie.<<dom>>/api
Pouzivatel=trafika<<n>>
Heslo=<<cred>>

[Operatori]
Orange=1
Telekom=1
O2=1
4ka=1
""",
    "pw",
)

F.reg(
    "trafika_zmeny_kalendar_ics_heslo_pokladna",
    ("Kalendar/zmeny_<<mo>>_<<y>>.ics", "Downloads/smena_<<fa2>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<dd>>T053000
DTEND:<<y>><<mo>><<dd>>T130000
SUMMARY:Ranná zmena - <<first2>> (prvý deň)
DESCRIPTION:Otvoriť o 5:30\\, noviny prídu o 5:45. Prihlásenie do pokladne:
  <<fa2>> / <<cred>>\\, tiket terminál zapnúť až o 6:00.
LOCATION:Trafika <<orgt>>\\, <<city>>
UID:<<uuid>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "trafika_sumup_transakcie_bash_curl_bearer",
    ("home/<<fa>>/bin/sumup_trzby.sh", "Dokumenty/skripty/trzby_<<n>>.sh"),
    """#!/bin/bash
# denné tržby z terminálu SumUp do CSV pre účtovníčku
KEY="<<cred>>"
OD=$(date -d yesterday +%F)
curl -s "https://api.sumup.com/v0.1/me/transactions/history?oldest_time=${OD}T00:00:00Z" \\
  -H "Authorization: Bearer $KEY" | jq -r '.items[] | [.timestamp, .amount, .status] | @csv' >> trzby_<<y>>.csv
""",
    "p:sumup",
    syntax="",
)

F.reg(
    "trafika_poznamka_ocr_myjablotron_heslo",
    ("Obrazky/Skeny/poznamka_pult_<<n>>.txt", "DCIM/Text/IMG_<<y>><<mo>><<dd>>_<<num>>.txt"),
    """ALARM - Jablotron
technik: p. <<last>> <<mob2>>
aplikácia MyJABLOTRON
<<mail>>
heslo <<cred>>
zakódovať pri odchode!!
""",
    "human",
    syntax="",
)
