# ruff: noqa: E501
"""Family f: a parents' babysitting cooperative (spółdzielnia niań) in Kraków (Poland; Polish)."""

from __future__ import annotations

import json
import re
import urllib.parse

from hundredseventh_spec import Fam, enc_pct, pick, reg

FAM = Fam(
    name="niania_babysitting_spoldzielnia",
    orgs=("maluszkowo", "opiekunowo", "nianiakrakow", "bajkowadruzyna"),
    tld="pl",
    first=("Kasia", "Agnieszka", "Małgorzata", "Ewa", "Paweł", "Tomek", "Zofia", "Łucja"),
    first_a=("kasia", "agnieszka", "malgorzata", "ewa", "pawel", "tomek", "zofia", "lucja"),
    last=("Nowak", "Kowalska", "Wiśniewska", "Wójcik", "Kamińska", "Lewandowski"),
    last_a=("nowak", "kowalska", "wisniewska", "wojcik", "kaminska", "lewandowski"),
    words=(
        "krakow",
        "wawel",
        "smok",
        "pierogi",
        "kasztan",
        "biedronka",
        "wisla",
        "bocian",
        "maluch",
        "zabka",
    ),
    pets=("burek", "reksio", "kicia", "puszek", "azor", "mruczek"),
    cc="+48",
    cities=("Kazimierz", "Podgórze", "Krowodrza", "Nowa Huta"),
)

POLISH = ("Żabka", "Wiśnia", "Bocianek", "Łódka", "Kraków", "Źrebak", "Ćma", "Gżegżółka", "Pączek")


def _pct_pw(rng):
    if rng.random() < 0.5:
        return f"{pick(rng, POLISH)}{pick(rng, '!@#$&*')}{rng.randint(1980, 2026)}"
    return FAM.human(rng)


def _moji(s: str) -> str:
    return s.encode("utf-8").decode("latin-1")


def _messenger(s):
    t0 = 1_740_000_000_000 + int(s["n4"]) * 1000
    msgs = [
        {
            "sender_name": _moji(f"{s['first']} {s['last']}"),
            "timestamp_ms": t0 + 60000,
            "content": _moji("Dzięki! Zaloguję się wieczorem"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": _moji(f"{s['first2']}"),
            "timestamp_ms": t0 + 30000,
            "content": _moji(f"Hasło do Librusa Oli: {s['cred']} (login {s['login']})"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": _moji(f"{s['first2']}"),
            "timestamp_ms": t0,
            "content": _moji("Cześć, w czwartek odbierasz Olę ze szkoły, sprawdź czy są zadania"),
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [
            {"name": _moji(f"{s['first']} {s['last']}")},
            {"name": _moji(s["first2"])},
        ],
        "messages": msgs,
        "title": _moji(f"{s['first']} {s['last']}"),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa']}{s['la']}_{s['n4']}",
    }
    return json.dumps(doc, indent=2) + "\n"


def _caldav(rng, s):
    s["enc"] = enc_pct(str(s["cred"]))


def _dec_caldav(text: str) -> str:
    m = re.search(r"https://[^:/\s]+:([^@\s]+)@", text)
    if not m:
        raise ValueError("no userinfo")
    return urllib.parse.unquote(m.group(1))


reg(
    FAM,
    "niania_messenger_json_mojibake_haslo_librus",
    (
        "messages/inbox/<<fa>><<la>>_<<n4>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/<<la>>_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)

reg(
    FAM,
    "niania_przelewy24_skladki_php_api_key",
    ("config/przelewy24.php", "skladki/p24_<<n>>.php"),
    """<?php
// Składki członkowskie spółdzielni - Przelewy24
return [
    'merchant_id' => <<n4>><<n>>,
    'pos_id'      => <<n4>><<n>>,
    'crc'         => '<<rid>><<rid>>ab12',
    'api_key'     => '<<cred>>',
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/skladki/dziekujemy',
];
""",
    "hex:32",
    syntax="",
)

reg(
    FAM,
    "niania_smsapi_dyzury_bash_oauth_token",
    ("bin/przypomnienie_dyzur.sh", "scripts/sms_<<n>>.sh"),
    """#!/bin/bash
# Przypomnienie SMS o jutrzejszym dyżurze (SMSAPI.pl), cron 19:00
TOKEN="<<cred>>"
NUMER="$1"
TRESC="Jutro Twoj dyzur w <<orgc>> (<<city>>) od 8:00. Dzieki!"
curl -s -H "Authorization: Bearer $TOKEN" \\
  -d "to=$NUMER" -d "from=<<orgc>>" --data-urlencode "message=$TRESC" \\
  https://api.smsapi.pl/sms.do
""",
    "alnum:40",
    syntax="",
)

reg(
    FAM,
    "niania_grafik_ics_wifi_haslo_opis",
    ("kalendarz/dyzury_<<mon>>.ics", "export/grafik_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Nextcloud calendar v4.7.0
BEGIN:VEVENT
UID:<<uuid>>
DTSTART;TZID=Europe/Warsaw:<<year>><<mon>><<day>>T080000
DTEND;TZID=Europe/Warsaw:<<year>><<mon>><<day>>T130000
SUMMARY:Dyżur: <<first>> (u <<last>>ów)
LOCATION:<<city>>\\, Kraków
DESCRIPTION:Klucz u sąsiadki spod 4. Wi-Fi: Dom_<<la>> hasło <<cred>>\\nNiania elektroniczna ładuje się w kuchni
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

reg(
    FAM,
    "niania_nextcloud_config_php_dbpassword",
    ("nextcloud/config/config.php", "var/www/<<org>>/config/config.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<rid>><<rid>>',
  'trusted_domains' => array ( 0 => 'chmura.<<dom>>' ),
  'datadirectory' => '/var/www/nextcloud/data',
  'dbtype' => 'mysql',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nc_<<org>>',
  'dbpassword' => '<<cred>>',
  'default_language' => 'pl',
  'installed' => true,
);
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "niania_signal_copied_reply_only_value",
    ("signal_<<fa>>_<<n>>.txt", "Pulpit/signal_kopia_<<date>>.txt"),
    """[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mi>>] <<first>>: Jakie jest hasło do kamerki w pokoju małej?
[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mi>>] <<first2>>: <<cred>>
[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mi>>] <<first>>: Działa, dzięki ❤️
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "niania_davx5_caldav_url_percent_encoded_haslo",
    ("davx5/konta_<<n>>.txt", "Notatki/kalendarz_spoldzielni_<<fa>>.txt"),
    """Wspólny kalendarz dyżurów - jak dodać w DAVx5 (Android):
1. Konto -> "Zaloguj przez URL i nazwę użytkownika"
2. Wklej cały adres:
https://<<fa>>:<<enc>>@chmura.<<dom>>/remote.php/dav/calendars/<<fa>>/dyzury/
3. Zaznacz "Dyżury" i "Urodziny dzieci"
""",
    _pct_pw,
    syntax="",
    extra=_caldav,
    decode=_dec_caldav,
)

reg(
    FAM,
    "niania_babyphone_esphome_yaml_api_encryption_key",
    ("esphome/niania-elektroniczna.yaml", "esphome/<<la>>-babyphone-<<n>>.yaml"),
    """esphome:
  name: niania-<<la>>
esp32:
  board: esp32dev
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: "<<cred>>"
ota:
  - platform: esphome
sensor:
  - platform: adc
    pin: GPIO34
    name: "Głośność pokój dziecka"
""",
    "b64:32",
    syntax="",
)
