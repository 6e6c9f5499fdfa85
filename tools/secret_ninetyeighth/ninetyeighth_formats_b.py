"""Family b: a dormitory floor representative in a Polish akademik (Polish)."""
# ruff: noqa: E501

from __future__ import annotations

import json

from ninetyeighth_spec import Fam

F = Fam(
    name="akademik_floor_representative",
    key="akademik",
    orgs=("akadomek", "zaczek", "babilon", "olimp", "kredka"),
    tld="edu.pl",
    first=(
        ("Kasia", "kasia"),
        ("Bartek", "bartek"),
        ("Zuzanna", "zuzanna"),
        ("Michał", "michal"),
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Łukasz", "lukasz"),
        ("Ola", "ola"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewska", "wisniewska"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Krawczyk", "krawczyk"),
        ("Dąbrowski", "dabrowski"),
    ),
    words=(
        "pierogi",
        "zubrowka",
        "akademik",
        "pralnia",
        "kotek",
        "wisla",
        "krakow",
        "piwo",
        "sesja",
        "bigos",
        "zapiekanka",
        "juwenalia",
        "kawa",
        "sloneczko",
        "mrowka",
    ),
    pets=("burek", "mruczek", "azor", "puszek", "filemon", "reksio"),
    cc="+48",
    places=("Kraków", "Wrocław", "Poznań", "Gdańsk", "Lublin"),
)


def _messenger(s: dict) -> str:
    base = s["ts"] * 1000
    msgs = [
        {
            "sender_name": s["fn2"] + " " + s["ln2"],
            "timestamp_ms": base + 90000,
            "content": "dzięki!! 🙏",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["fn"] + " " + s["ln"],
            "timestamp_ms": base + 60000,
            "content": f"Login do apki pralni (Pralnia 24): pietro{s['n']}@{s['dom']} hasło: {s['cred']}",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["fn2"] + " " + s["ln2"],
            "timestamp_ms": base,
            "content": "Ktoś ma dane do rezerwacji pralki? Znowu wylogowało",
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [{"name": s["fn"] + " " + s["ln"]}, {"name": s["fn2"] + " " + s["ln2"]}],
        "messages": msgs,
        "title": f"Piętro {s['n']} – {s['org'].capitalize()}",
        "is_still_participant": True,
        "thread_path": f"inbox/pietro{s['n']}_{s['hex8']}",
        "magic_words": [],
        "image": {"uri": "messages/photos/group.png", "creation_timestamp": s["ts"]},
        "joinable_mode": {"mode": 1, "link": ""},
    }
    return json.dumps(doc, indent=2, ensure_ascii=False)


F.reg(
    "messenger_json_haslo_pralnia",
    (
        "facebook-export/your_activity_across_facebook/messages/inbox/pietro<<n>>_<<hex8>>/message_1.json",
        "Pobrane/messages/inbox/pietro<<n>>/message_1.json",
    ),
    _messenger,
    cred="human",
)


def _fods(s: dict) -> str:
    rows = ""
    for i, room in enumerate((s["room"], s["room"] + 1, s["room"] + 2)):
        rows += f"""   <table:table-row>
    <table:table-cell office:value-type="string"><text:p>{room}</text:p></table:table-cell>
    <table:table-cell office:value-type="string"><text:p>{("poniedziałek", "środa", "piątek")[i]}</text:p></table:table-cell>
    <table:table-cell office:value-type="string"><text:p>kuchnia + łazienka</text:p></table:table-cell>
   </table:table-row>
"""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Grafik sprzątania">
   <table:table-row>
    <table:table-cell office:value-type="string"><text:p>Pokój</text:p></table:table-cell>
    <table:table-cell office:value-type="string"><text:p>Dzień</text:p></table:table-cell>
    <table:table-cell office:value-type="string"><text:p>Co</text:p></table:table-cell>
   </table:table-row>
{rows}   </table:table>
   <table:table table:name="Świetlica">
   <table:table-row>
    <table:table-cell office:value-type="string"><text:p>WiFi świetlica</text:p></table:table-cell>
    <table:table-cell office:value-type="string"><text:p>Swietlica_P{s["n"]}</text:p></table:table-cell>
    <table:table-cell office:value-type="string"><text:p>{s["cred"]}</text:p></table:table-cell>
   </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


F.reg(
    "flat_ods_grafik_swietlica_wifi",
    ("Dokumenty/grafik_pietro<<n>>.fods", "dysk/akademik/grafik_<<year>>_<<mon>>.fods"),
    _fods,
    cred="human_x",
    syntax="xml",
)

F.reg(
    "usos_cas_scraper_python",
    ("skrypty/usos_oceny_<<n>>.py", "home/<<fa>>/projekty/usos-bot/oceny.py"),
    '''#!/usr/bin/env python3
"""Sprawdza nowe oceny w USOSweb i wysyła powiadomienie na grupę piętra."""

import requests
from bs4 import BeautifulSoup

CAS = "https://logowanie.<<dom>>/cas/login"
USOS = "https://usosweb.<<dom>>/kontroler.php?_action=dla_stud/studia/oceny/index"
LOGIN = "<<sid>>"
HASLO = "<<cred>>"


def main():
    s = requests.Session()
    page = s.get(CAS, params={"service": USOS})
    soup = BeautifulSoup(page.text, "html.parser")
    lt = soup.find("input", {"name": "execution"})["value"]
    s.post(CAS, data={"username": LOGIN, "password": HASLO, "execution": lt, "_eventId": "submit"})
    print(s.get(USOS).status_code)


if __name__ == "__main__":
    main()
''',
    cred="pw_dq",
)

F.reg(
    "openwrt_uci_wireless_swietlica",
    ("router-pietro<<n>>/etc/config/wireless", "backup-openwrt-<<date>>/etc/config/wireless"),
    """
config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '36'
	option band '5g'
	option htmode 'HE80'
	option country 'PL'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'Swietlica_P<<n>>'
	option encryption 'sae-mixed'
	option key '<<cred>>'

config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid 'Goscie_P<<n>>'
	option encryption 'none'
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "email_polish_haslo_drukarka",
    ("Poczta/Wysłane/drukarka_<<n>>.eml", "mail/starosta/<<date>>-drukarka.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: pietro<<n>>@lists.<<dom>>
Subject: Drukarka w świetlicy – nowe hasło
Date: Tue, <<day>> Mar <<year>> <<time>>:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Cześć,

drukarka Brother w świetlicy znowu działa. Panel www (http://<<ip>>) ma nowe hasło
administratora, bo ktoś zmienił ustawienia i drukowało wszystko w A5:

login: admin
hasło: <<cred>>

Proszę nie zmieniać nic w ustawieniach, a jak skończy się toner, piszcie do mnie.

Pozdrawiam,
<<fn>> (starosta piętra <<n>>, pokój <<room>>)
""",
    cred="human",
    syntax="",
)

F.reg(
    "discord_bot_pralka_dotenv",
    ("pralka-bot-<<year>>/.env", "home/<<fa>>/boty/pralka-bot-<<n>>/.env"),
    """# Bot ogłaszający wolne pralki na kanale #pralnia (serwer Piętro <<n>>)
DISCORD_TOKEN=<<cred>>
GUILD_ID=<<ts>>1234
CHANNEL_PRALNIA=<<ts>>5678
PRALNIA_API=https://pralnia24.pl/api/v2
TZ=Europe/Warsaw
""",
    cred="p:discord_bot",
    syntax="",
)


def _kp(s: dict) -> str:
    return f'''"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
"Root/Akademik","USOSweb","{s["sid"]}","{s["ln2"].lower()}{s["yy"]}Usos","https://usosweb.{s["dom"]}","","","0","{s["date"]}T10:00:00Z","{s["date"]}T10:00:00Z"
"Root/Akademik","Router świetlica","admin","{s["cred"]}","http://{s["ip"]}","TP-Link Archer C6","","0","{s["date"]}T11:22:00Z","{s["date"]}T11:22:00Z"
"Root/Akademik","Pralnia 24","pietro{s["n"]}@{s["dom"]}","","https://pralnia24.pl","hasło u Kasi","","0","{s["date"]}T12:00:00Z","{s["date"]}T12:00:00Z"
'''


F.reg(
    "keepassxc_csv_export_router",
    ("Pulpit/hasla_export_<<date>>.csv", "pendrive/starosta_<<n>>.csv"),
    _kp,
    cred="human",
    syntax="",
)

F.reg(
    "signal_copied_reply_only",
    ("notatki/signal_<<fa2>>_<<date>>.txt", "Dokumenty/czat_<<n>>.txt"),
    """[<<dmy>> <<time>>] <<fn2>>: a jakie jest teraz do świetlicy?
[<<dmy>> <<time>>] <<fn>>: <<cred>>
[<<dmy>> <<time>>] <<fn2>>: dzięki 😘
""",
    cred="human_x",
    syntax="",
)
