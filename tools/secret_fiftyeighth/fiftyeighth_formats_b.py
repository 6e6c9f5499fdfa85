# ruff: noqa: E501
"""Family b: a Roman Catholic parish in Kraków, Poland (Polish)."""

from __future__ import annotations

import json

from fiftyeighth_spec import Fam

F = Fam(
    "parafia_parish_krakow",
    ("parafiaswjadwigi", "parafiabronowice"),
    "pl",
    (
        "tomasz",
        "agnieszka",
        "krzysztof",
        "malgorzata",
        "pawel",
        "katarzyna",
        "wojciech",
        "ewa",
        "marek",
        "zofia",
    ),
    ("nowak", "wisniewski", "kaminska", "zielinski", "wojcik", "lewandowska", "kowalczyk", "mazur"),
    (
        "jadwiga",
        "schola",
        "ministranci",
        "oremus",
        "kaplica",
        "dzwonnica",
        "plebania",
        "roraty",
        "oaza",
        "pielgrzymka",
        "wawel",
        "kolenda",
    ),
    ("burek", "azor", "mruczek", "kropka", "reksio", "puszek"),
    ("adwent", "wielkanoc", "lato", "zima"),
    "+48",
    "Kraków",
    nat_first=(
        "Tomasz",
        "Agnieszka",
        "Krzysztof",
        "Małgorzata",
        "Paweł",
        "Katarzyna",
        "Wojciech",
        "Ewa",
        "Marek",
        "Zofia",
    ),
    nat_last=(
        "Nowak",
        "Wiśniewski",
        "Kamińska",
        "Zieliński",
        "Wójcik",
        "Lewandowska",
        "Kowalczyk",
        "Mazur",
    ),
)

F.reg(
    "parafia_ogloszenia_joomla_configuration_php",
    ("strona_parafii_<<year>>/configuration.php", "backup-<<date>>/public_html/configuration.php"),
    "<?php\nclass JConfig {\n\tpublic $offline = false;\n\tpublic $sitename = 'Parafia pw. św. Jadwigi Królowej';\n\tpublic $editor = 'tinymce';\n"
    "\tpublic $dbtype = 'mysqli';\n\tpublic $host = 'localhost';\n\tpublic $user = '<<org>>_joomla';\n\tpublic $password = '<<cred>>';\n"
    "\tpublic $db = '<<org>>_j4';\n\tpublic $dbprefix = 'jos_';\n\tpublic $mailer = 'smtp';\n\tpublic $mailfrom = 'kancelaria@<<dom>>';\n"
    "\tpublic $smtpuser = 'kancelaria@<<dom>>';\n\tpublic $smtphost = 'poczta.<<dom>>';\n}\n",
    cred="pw_sq",
    syntax="",
)


def _messenger(s: dict) -> str:
    def moji(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    msgs = [
        {
            "sender_name": moji(f"{s['fname']} {s['lname']}"),
            "timestamp_ms": s["ts"] * 1000 + 5000,
            "content": moji("Dzięki, Bóg zapłać 🙏"),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moji(s["fname2"] + " Zielińska"),
            "timestamp_ms": s["ts"] * 1000 + 2000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moji(s["fname2"] + " Zielińska"),
            "timestamp_ms": s["ts"] * 1000 + 1000,
            "content": moji(
                "login do YouTube parafii to transmisje@" + s["dom"] + ", hasło poniżej"
            ),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": moji(f"{s['fname']} {s['lname']}"),
            "timestamp_ms": s["ts"] * 1000,
            "content": moji("Dzień dobry, jakie jest hasło do konta z transmisjami mszy?"),
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [
            {"name": moji(f"{s['fname']} {s['lname']}")},
            {"name": moji(s["fname2"] + " Zielińska")},
        ],
        "messages": msgs,
        "title": moji("Transmisje Mszy Świętych"),
        "is_still_participant": True,
        "thread_path": f"inbox/transmisjemszy_{s['num']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2, ensure_ascii=True) + "\n"


F.reg(
    "parafia_messenger_json_haslo_transmisja",
    (
        "your_activity_across_facebook/messages/inbox/transmisjemszy_<<num>>/message_1.json",
        "facebook-<<first>><<n>>/messages/inbox/transmisje_<<num>>/message_1.json",
    ),
    _messenger,
    cred="human_x",
)

F.reg(
    "parafia_kancelaria_wifi_ocr_haslo",
    ("skany/tablica_ogloszen_<<date>>.txt", "ocr/kruchta_wifi_<<n>>.txt"),
    "PARAFIA PW. ŚW. JADWIGI KRÓLOWEJ\nInternet dla gości / salka katechetyczna\n\nSIEĆ: Parafia_Goscie\nHASŁO: <<cred>>\n\n"
    "Prosimy nie udostępniać hasła osobom spoza wspólnoty.\nKancelaria czynna: wt.-pt. 16:00-18:00\n",
    cred="human",
)

F.reg(
    "parafia_tacamy_donation_przelewy24_env",
    ("ofiary-online/.env", "darowizny_<<year>>/.env"),
    "APP_ENV=production\nAPP_URL=https://ofiara.<<dom>>\nP24_MERCHANT_ID=<<num>>42\nP24_POS_ID=<<num>>42\nP24_CRC=<<hex16>>\n"
    "P24_API_KEY=<<cred>>\nP24_SANDBOX=false\nMAIL_FROM=kancelaria@<<dom>>\n",
    cred="hex:32",
)

F.reg(
    "parafia_rada_protokol_haslo_gmail",
    ("Rada_Parafialna/protokol_<<date>>.txt", "dokumenty/protokoly/<<year>>/RD_<<mo>>.txt"),
    "PROTOKÓŁ z posiedzenia Duszpasterskiej Rady Parafialnej\nz dnia <<dmy>> r.\n\nObecni: ks. proboszcz, <<fname>> <<lname>>, <<fname2>> Nowak i 9 członków.\n\n"
    "1. Modlitwa.\n2. Sprawy bieżące: remont dzwonnicy, festyn parafialny.\n3. Media parafialne: ustalono, że konto Gmail parafii\n"
    "   (media.<<org>>@gmail.com) prowadzi p. <<lname>>, hasło: <<cred>> - przekazane\n   do sejfu w kancelarii.\n4. Wolne wnioski.\n\n"
    "Protokołowała: <<fname2>> Nowak\n",
    cred="human",
)

F.reg(
    "parafia_openlp_remote_conf_ini",
    (
        "komputer_rzutnik/AppData/Roaming/OpenLP/OpenLP.conf",
        "rzutnik-<<n>>/OpenLP/openlp_<<date>>.conf",
    ),
    "[General]\nlast version test=3.1.2\n\n[core]\nauto open=false\nlast files=C:/Users/Schola/Documents/<<org>>/niedziela.osz\n\n"
    "[remotes]\nauthentication enabled=true\nport=4316\nuser id=schola\npassword=<<cred>>\nip address=0.0.0.0\n\n[songs]\ndisplay songbar=true\n",
    cred="human",
)

F.reg(
    "parafia_sms_bramka_smsapi_python",
    ("skrypty/przypomnienia_sms.py", "ministranci_<<year>>/wyslij_sms.py"),
    '"""Przypomnienia SMS o dyżurach ministrantów (SMSAPI.pl)."""\n\nimport csv\n\nimport requests\n\n'
    'SMSAPI_TOKEN = "<<cred>>"\nNADAWCA = "Parafia"\n\n\ndef wyslij(numer, tresc):\n    r = requests.post(\n        "https://api.smsapi.pl/sms.do",\n'
    '        headers={"Authorization": f"Bearer {SMSAPI_TOKEN}"},\n        data={"to": numer, "message": tresc, "from": NADAWCA, "format": "json"},\n'
    '        timeout=20,\n    )\n    return r.json()\n\n\nwith open("dyzury.csv", encoding="utf-8") as f:\n    for w in csv.DictReader(f):\n'
    "        wyslij(w[\"telefon\"], f\"Szczęść Boże! Dyżur: {w['data']} godz. {w['godzina']}\")\n",
    cred="alnum:40",
)

F.reg(
    "parafia_keepass_csv_export_wspolny_sejf",
    ("kancelaria/eksport_hasel_<<date>>.csv", "pendrive_proboszcz/keepass_<<year>>.csv"),
    '"Group","Title","Username","Password","URL","Notes"\n'
    '"Parafia","Bank Pekao - konto parafii","<<num>><<n>>","<<cred>>","https://www.pekao24.pl","token u ks. proboszcza"\n'
    '"Parafia","Poczta kancelaria","kancelaria@<<dom>>","Jadwiga<<year>>","https://poczta.<<dom>>",""\n',
    cred="human",
    syntax="",
)
