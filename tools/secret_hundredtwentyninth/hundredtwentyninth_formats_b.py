# ruff: noqa: E501
"""Family b: a plumbing company in Kraków, Poland (Polish)."""

from __future__ import annotations

from hundredtwentyninth_spec import Fam, dec_qp_after, enc_qp, human_local, jdump

F = Fam(
    name="hydraulik_plumbing_firm_krakow",
    orgs=("hydroklucz", "wodnikserwis"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Agnieszka", "agnieszka"),
        ("Grzegorz", "grzegorz"),
        ("Żaneta", "zaneta"),
        ("Krzysztof", "krzysztof"),
        ("Ewa", "ewa"),
    ),
    last=(
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Wójcik", "wojcik"),
        ("Zając", "zajac"),
        ("Nowak", "nowak"),
        ("Dąbrowski", "dabrowski"),
    ),
    words=(
        "rura",
        "woda",
        "kran",
        "wisla",
        "krakow",
        "zubr",
        "smok",
        "kaczka",
        "polska",
        "bocian",
        "pierogi",
        "lato",
        "zima",
        "sokol",
        "wawel",
        "kielbasa",
        "bigos",
        "hejnal",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "kropka", "fafik"),
    cc="+48",
    places=("Nowa Huta", "Podgórze", "Kazimierz", "Bronowice", "Krowodrza", "Prądnik", "Wieliczka"),
    local=(
        "Żuraw",
        "Słońce",
        "Wiśnia",
        "Żubr",
        "Łódka",
        "Kraków",
        "Źródło",
        "Gęś",
        "Wawelski",
        "Rzeka",
        "Jeż",
    ),
)

F.reg(
    "hydraulik_fakturownia_api_token_python",
    ("skrypty/faktury_<<mo>>.py", "home/<<fa>>/fakturownia/eksport_<<n>>.py"),
    '''"""Eksport faktur z Fakturowni do księgowej (JPK)."""

import requests

DOMENA = "<<org>>"
API_TOKEN = "<<cred>>"


def faktury(strona=1):
    r = requests.get(
        f"https://{DOMENA}.fakturownia.pl/invoices.json",
        params={"period": "last_month", "page": strona, "api_token": API_TOKEN},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    for f in faktury():
        print(f["number"], f["buyer_name"], f["price_gross"])
''',
    "p:fakturownia",
)

F.reg(
    "hydraulik_polish_email_quoted_printable_haslo_hurtownia",
    ("poczta/Odebrane/<<n4>>.eml", "Thunderbird/<<fa>>/hurtownia_<<d>>.eml"),
    lambda s: (
        f"From: {s['fn2']} {s['ln2']} <{s['email2']}>\n"
        f"To: {s['email']}\n"
        f"Subject: =?UTF-8?Q?Dost=C4=99p_do_platformy_hurtowni?=\n"
        f"Date: Tue, {s['dd']} Mar {s['y']} {s['hh']}:{s['mi']}:00 +0100\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="utf-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n\n"
        + enc_qp(
            "Dzień dobry,\n\n"
            "zgodnie z rozmową telefoniczną zakładamy konto w platformie B2B hurtowni "
            "instalacyjnej (zamówienia rur PEX, kształtek i armatury).\n\n"
            f"Login: {s['user']}\n"
            f"Hasło: {s['cred']}\n\n"
            "Proszę zmienić hasło po pierwszym logowaniu.\n\n"
            f"Pozdrawiam\n{s['fn2']} {s['ln2']}\nDział handlowy\n"
        )
    ),
    human_local,
    syntax="",
    decode=dec_qp_after("Hasło:"),
)

F.reg(
    "hydraulik_smsapi_pl_oauth_token_php",
    ("config/smsapi.php", "www/<<org>>/app/config/sms_<<n>>.php"),
    """<?php
// Powiadomienia SMS dla klientów: "Hydraulik będzie u Pana jutro między 8 a 10"
return [
    'provider' => 'smsapi.pl',
    'token' => '<<cred>>',
    'sender' => '<<orgc>>',
    'test_mode' => false,
    'template_wizyta' => 'Dzien dobry, hydraulik <<orgc>> bedzie u Panstwa [%data%]. Tel. <<phone>>',
];
""",
    "alnum:40",
    syntax="",
)

F.reg(
    "hydraulik_whatsapp_ios_polish_haslo_gps_furgonetki",
    ("WhatsApp Chat - Ekipa <<orgc>>/_chat.txt", "czaty/ekipa_<<place>>_<<n>>.txt"),
    """[<<dd>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: Panowie, od jutra nowe logowanie do GPS w busach
[<<dd>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: login: <<user>>
[<<dd>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: hasło: <<cred>>
[<<dd>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn2>> <<ln2>>: ok, a zlecenie na <<place>> o której?
[<<dd>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: 9:00, wymiana pionu i zaworów pod zlewem
[<<dd>>.<<mo>>.<<y>>, <<hh>>:<<mi>>:<<ss>>] <<fn2>> <<ln2>>: ‎obraz pominięty
""",
    "human",
    syntax="",
)

F.reg(
    "hydraulik_ksef_authorisation_token_dotenv",
    ("ksef-sync/.env", "opt/<<org>>/faktury/.env.<<n>>"),
    """# Krajowy System e-Faktur - wysyłka faktur z programu magazynowego
KSEF_ENV=prod
KSEF_URL=https://ksef.mf.gov.pl/api
KSEF_NIP=67<<n4>><<n4>>
KSEF_TOKEN=<<cred>>
KSEF_ARCHIVE_DIR=/srv/faktury/<<y>>
""",
    "HEX:64",
    syntax="",
)

F.reg(
    "hydraulik_przelewy24_symfony_parameters_yaml",
    ("config/packages/przelewy24.yaml", "sklep-<<org>>/config/packages/p24_<<n>>.yaml"),
    """# Płatności za zlecenia online (Przelewy24)
parameters:
    p24.merchant_id: <<n6>>
    p24.pos_id: <<n6>>
    p24.crc: '<<crc>>'
    p24.api_key: '<<cred>>'
    p24.sandbox: false
    p24.return_url: 'https://<<dom>>/zlecenie/dziekujemy'
""",
    "hex:32",
    extra=lambda rng, s: {"crc": "".join(rng.choice("0123456789abcdef") for _ in range(16))},
)

F.reg(
    "hydraulik_flat_ods_harmonogram_loginy_cell",
    ("Dokumenty/harmonogram_<<mo>>_<<y>>.fods", "biuro/grafik_ekip_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Ekipy">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Pracownik</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Dzielnica</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Tablet</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Hasło</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p><<fn>> <<ln>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<place>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Samsung Tab A <<n>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)

F.reg(
    "hydraulik_messenger_json_reply_only_value",
    (
        "facebook-<<org>>/messages/inbox/<<fa>><<la>>_<<n4>>/message_1.json",
        "messenger/<<fa>>_<<n>>/message_1.json",
    ),
    lambda s: jdump(
        {
            "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['orgc']} Hydraulika"}],
            "messages": [
                {
                    "sender_name": f"{s['orgc']} Hydraulika",
                    "timestamp_ms": int(s["ts"]) * 1000 + 90000,
                    "content": "Dziękuję, sterownik pieca już jest w sieci 👍",
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": int(s["ts"]) * 1000 + 60000,
                    "content": s["cred"],
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['orgc']} Hydraulika",
                    "timestamp_ms": int(s["ts"]) * 1000,
                    "content": "Proszę podać hasło do Wi-Fi, podłączę sterownik pieca do aplikacji",
                    "is_geoblocked_for_viewer": False,
                },
            ],
            "title": f"{s['fn']} {s['ln']}",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa']}{s['la']}_{s['n4']}",
        }
    ),
    "human",
)
