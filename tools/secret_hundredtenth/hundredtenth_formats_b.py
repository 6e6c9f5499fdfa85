# ruff: noqa: E501
"""Family b: a Wrocław letting agent (agencja najmu), Poland, Polish."""

from __future__ import annotations

import json

from hundredtenth_spec import Fam, Slots, draw, hexs, pick

FAM = Fam(
    name="wynajem_agencja_najmu_wroclaw",
    key="wynajem",
    orgs=("wislalokale", "kamienicanajem", "odrzanskiklucz", "rynekmieszkan"),
    tld="pl",
    first=(
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
        ("Krzysztof", "krzysztof"),
        ("Joanna", "joanna"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewska", "wisniewska"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Grabowski", "grabowski"),
    ),
    words=(
        "mieszkanie",
        "klucz",
        "kamienica",
        "krasnal",
        "odra",
        "balkon",
        "najem",
        "kaucja",
        "pierogi",
        "slonce",
        "wiosna",
        "zubr",
        "ogrod",
        "rynek",
        "tramwaj",
    ),
    pets=("Burek", "Reksio", "Mruczek", "Puszek", "Kropka", "Filemon"),
    cc="+48",
    places=("Nadodrze", "Krzyki", "Biskupin", "Ołbin", "Śródmieście", "Sępolno"),
)

FAM.reg(
    "otodom_partner_api_sync_yaml",
    ("<<org>>/otodom-sync/config.yml", "srv/<<org>>/ogloszenia/otodom.yaml"),
    """# Synchronizacja ofert najmu z Asari do Otodom (OLX Group Partner API)
otodom:
  api_url: https://api.olxgroup.com/advert/v1
  client_id: <<uuid>>
  client_secret: '<<cred>>'
  api_key: <<apikey>>
  konto: <<email>>
asari:
  eksport_xml: /srv/<<org>>/asari/oferty.xml
harmonogram: "*/30 * * * *"
""",
    cred="pw_sq",
    extra=lambda rng, s: {"apikey": hexs(rng, 32)},
)


def messenger_json(s: Slots) -> str:
    msgs = [
        {
            "sender_name": s["fn"],
            "timestamp_ms": int(s["ts"]) * 1000 + 9000,
            "content": "Dzięki, wszystko działa!",
        },
        {
            "sender_name": s["fn2"],
            "timestamp_ms": int(s["ts"]) * 1000 + 6000,
            "content": str(s["cred"]),
        },
        {
            "sender_name": s["fn2"],
            "timestamp_ms": int(s["ts"]) * 1000 + 3000,
            "content": f"Sieć: {s['org']}_{s['unit']}, hasło poniżej",
        },
        {
            "sender_name": s["fn"],
            "timestamp_ms": int(s["ts"]) * 1000,
            "content": f"Dzień dobry, jakie jest hasło do wifi w mieszkaniu na {s['place']}?",
        },
    ]
    return json.dumps(
        {
            "participants": [{"name": s["fn"]}, {"name": s["fn2"]}],
            "messages": msgs,
            "title": s["fn"],
            "thread_path": f"inbox/{s['fa']}_{s['hex8']}",
        },
        ensure_ascii=True,
        indent=2,
    )


FAM.reg(
    "messenger_json_najemca_haslo_reply_only",
    (
        "messages/inbox/<<fa>>_<<hex8>>/message_1.json",
        "facebook-<<org>>/messages/inbox/<<fa>>_<<n>>/message_1.json",
    ),
    messenger_json,
    cred="human_an",
)

FAM.reg(
    "przelewy24_crc_kaucja_php",
    ("<<org>>/platnosci/p24_config.php", "panel-<<org>>/config/przelewy24.php"),
    """<?php
// Płatności za kaucję i czynsz - Przelewy24
$p24 = [
    'merchant_id' => <<mid>>,
    'pos_id'      => <<mid>>,
    'crc'         => '<<cred>>',
    'api_key'     => '<<api>>',
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/najem/dziekujemy',
];
""",
    cred="p:p24_crc",
    syntax="",
    extra=lambda rng, s: {"mid": rng.randint(100000, 399999), "api": hexs(rng, 32)},
)

FAM.reg(
    "fakturownia_api_token_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "<<org>>/crontab_<<fa>>.txt"),
    """# m h dom mon dow command
# faktury za najem - 1. dnia miesiąca
0 7 1 * * /usr/bin/python3 /opt/<<org>>/faktury_najem.py --miesiac poprzedni >> /var/log/<<org>>/faktury.log 2>&1
15 7 1 * * curl -s "https://<<org>>.fakturownia.pl/invoices.json?period=last_month&api_token=<<cred>>" -o /opt/<<org>>/faktury.json
30 2 * * * rsync -a /opt/<<org>>/umowy/ <<user>>@<<lan>>:/volume1/umowy/
""",
    cred="alnum:20",
    syntax="",
)

FAM.reg(
    "nuki_web_api_otwieranie_zamka_python",
    ("<<org>>/zamki/nuki_otworz.py", "skrypty-<<fa>>/nuki_checkin.py"),
    '''"""Otwiera zamek Nuki dla najemcy w dniu przekazania kluczy."""

import sys

import requests

NUKI_TOKEN = "<<cred>>"
ZAMKI = {"<<place>> <<unit>>": <<lock>>, "Rynek 12/4": <<lock2>>}


def otworz(nazwa: str) -> None:
    r = requests.post(
        f"https://api.nuki.io/smartlock/{ZAMKI[nazwa]}/action",
        headers={"Authorization": f"Bearer {NUKI_TOKEN}"},
        json={"action": 1},
        timeout=10,
    )
    r.raise_for_status()


if __name__ == "__main__":
    otworz(sys.argv[1])
''',
    cred="p:nuki",
    extra=lambda rng, s: {"lock": rng.randint(10**8, 10**9), "lock2": rng.randint(10**8, 10**9)},
)


def sms_xml(s: Slots) -> str:
    from xml.sax.saxutils import quoteattr

    body1 = f"Dzień dobry, tu {s['fn2']} z {s['orgc']}. Wifi w mieszkaniu {s['place']} {s['unit']}: sieć {s['org']}_{s['n']}, hasło {s['cred']}. Klucze w skrzynce."
    body2 = "Dziękuję, połączyłem się."
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="2" backup_set="{s["uuid"]}" backup_date="{s["ts"]}000" type="full">\n'
        f'  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}000" type="2" subject="null" body={quoteattr(body1)} toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["d"]}.{s["mo"]}.{s["y"]} {s["hh"]}:{s["mi"]}:00" contact_name="{s["fn"]} najemca" />\n'
        f'  <sms protocol="0" address="{s["phone"]}" date="{s["ts"]}900" type="1" subject="null" body={quoteattr(body2)} toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["ts"]}800" sub_id="1" readable_date="{s["d"]}.{s["mo"]}.{s["y"]} {s["hh"]}:{s["mi"]}:40" contact_name="{s["fn"]} najemca" />\n'
        "</smses>\n"
    )


FAM.reg(
    "sms_backup_restore_haslo_wifi_mieszkanie",
    (
        "SMSBackupRestore/sms-<<y>><<mo>><<d>><<hh>><<mi>><<ss>>.xml",
        "backup/<<fa>>/sms-<<date>>.xml",
    ),
    sms_xml,
    cred="human_xml",
)

FAM.reg(
    "notatka_przekazania_asari_crm_login",
    ("Dokumenty/przekazanie_<<fa>>_<<date>>.txt", "Pulpit/notatka dla <<fa2>>.txt"),
    """PRZEKAZANIE OBOWIĄZKÓW - <<fn>> -> <<fn2>> (<<d>>.<<mo>>.<<y>>)

1. Asari CRM (oferty, najemcy, umowy)
   login: <<email>>
   hasło: <<cred>>
   (po urlopie zmienię, na razie używaj tego)

2. Otodom / OLX - konto firmowe, dane w Asari > Eksporty
3. Skrzynki na klucze przy <<place>>: kody są w zeszycie w szufladzie
4. Rozliczenia kaucji - tabela na Dysku Google "Kaucje <<y>>"
5. Awarie: hydraulik pan <<ln2>> <<phone2>>
""",
    cred="human",
    syntax="",
)


def fods(s: Slots) -> str:
    rows = [
        ("Mieszkanie", "Router", "SSID", "Hasło Wi-Fi"),
        (
            f"{s['place']} {s['unit']}",
            "TP-Link Archer C6",
            f"{s['org']}_{s['unit']}",
            str(s["cred"]),
        ),
        ("Rynek 12/4", "Huawei B535", f"{s['org']}_rynek", str(s["other"])),
    ]
    cells = "\n".join(
        "    <table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Wifi">
{cells}
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


FAM.reg(
    "mieszkania_wifi_flat_ods_komorka",
    ("Dysk Google/<<orgc>>/wifi_mieszkania_<<y>>.fods", "Dokumenty/<<fa>>/wifi.fods"),
    fods,
    cred="human_xml",
    syntax="xml",
    extra=lambda rng, s: {"other": draw(rng, FAM, "human_xml")},
)

_ = pick
