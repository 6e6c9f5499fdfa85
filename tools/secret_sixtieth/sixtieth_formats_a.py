# ruff: noqa: E501
"""Family a: a Polish electricians' firm (installations, measurements, smart-home fit-outs)."""

from __future__ import annotations

import quopri
import random

from sixtieth_spec import Fam, after, alnum, pick

FAM = Fam(
    "elektryk_instalacje_pomiary",
    orgs=("iskrawat", "lumovolt"),
    tld="pl",
    people=(
        ("Marek", "marek"),
        ("Tomasz", "tomasz"),
        ("Piotr", "piotr"),
        ("Krzysztof", "krzysztof"),
        ("Paweł", "pawel"),
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Kasia", "kasia"),
        ("Grzegorz", "grzegorz"),
        ("Michał", "michal"),
    ),
    surnames=(
        ("Nowak", "nowak"),
        ("Kowalski", "kowalski"),
        ("Wiśniewski", "wisniewski"),
        ("Wójcik", "wojcik"),
        ("Kamiński", "kaminski"),
        ("Zieliński", "zielinski"),
        ("Mazur", "mazur"),
        ("Krawczyk", "krawczyk"),
    ),
    words=(
        "kabel",
        "bezpiecznik",
        "gniazdko",
        "rozdzielnia",
        "miernik",
        "przewod",
        "iskra",
        "zarowka",
        "wtyczka",
        "licznik",
        "lampa",
        "napiecie",
        "uziemienie",
        "faza",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "luna", "kajtek", "filemon", "sonia"),
    cities=("Warszawa", "Kraków", "Łódź", "Wrocław", "Poznań", "Gdańsk", "Lublin"),
    cc="+48",
)

ACCENT = ("Żarówka", "Prąd", "Łącznik", "Napięcie", "Gałąź", "Świetlówka", "Włącznik", "Źródło")

FAM.reg(
    "elektryk_whatsapp_haslo_hurtownia_b2b",
    (
        "WhatsApp/Czat WhatsApp z <<first>> <<n>>.txt",
        "Pobrane/WhatsApp Chat - Ekipa <<org>> <<n>>.txt",
    ),
    """<<dmy>>, <<hh>>:02 - <<first>> <<last>>: jestem na budowie, <<city>>, zamów 3 rolki YDYp 3x2,5 i różnicówki
<<dmy>>, <<hh>>:04 - <<first2>>: nie mam dostępu do platformy hurtowni, wyślij login
<<dmy>>, <<hh>>:05 - <<first>> <<last>>: login <<email>>
<<dmy>>, <<hh>>:05 - <<first>> <<last>>: hasło <<cred>>
<<dmy>>, <<hh>>:06 - <<first2>>: dzięki, zamówione, odbiór jutro od 7
<<dmy>>, <<hh>>:06 - <<first>> <<last>>: Ta wiadomość została usunięta
""",
    "human",
)


def _qp_extra(rng: random.Random, s: dict) -> dict:
    pw = f"{pick(rng, ACCENT)}{rng.randint(2019, 2026)}{rng.choice('!#.')}"
    body = (
        f"Dzień dobry Panie {s['first2']},\n\n"
        f"falownik na dachu jest już podłączony do Wi-Fi, monitoring działa w aplikacji.\n"
        f"Konto zostało założone na Pana adres:\n\n"
        f"Login: {s['email2']}\n"
        f"Hasło: {pw}\n\n"
        f"Proszę zmienić hasło po pierwszym logowaniu. Protokół pomiarów w załączniku.\n\n"
        f"Pozdrawiam\n{s['first']} {s['last']}\n{s['orgc']} Instalacje Elektryczne\ntel. {s['phone']}\n"
    )
    enc = quopri.encodestring(body.encode("utf-8")).decode("ascii")
    return {"qp": enc, "needle": pw}


def _qp_decode(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode("ascii")).decode("utf-8")
    return after(plain, "Hasło: ")


FAM.reg(
    "elektryk_quoted_printable_email_haslo_falownik",
    ("Poczta/Wysłane/monitoring_falownika_<<n>>.eml", "thunderbird/Sent/<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Monitoring_falownika_=E2=80=93_dost=C4=99p?=
Date: Tue, <<d>> Mar <<y>> <<time>>:11 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<<qp>>""",
    "human",
    syntax="",
    extra=_qp_extra,
    decode=_qp_decode,
)

FAM.reg(
    "elektryk_fakturownia_api_token_curl_script",
    ("biuro/skrypty/faktura_<<n>>.sh", "C:/Users/biuro/Desktop/wystaw_fakture_<<n>>.sh"),
    """#!/bin/bash
# wystawia fakturę za zlecenie z arkusza (Agnieszka, biuro)
ZLECENIE="$1"
KWOTA="$2"
curl -s https://<<org>>.fakturownia.pl/invoices.json \\
  -H 'Accept: application/json' -H 'Content-Type: application/json' \\
  -d '{"api_token": "<<cred>>", "invoice": {"kind": "vat", "buyer_name": "'"$ZLECENIE"'", "positions": [{"name": "Montaż instalacji elektrycznej", "tax": 23, "total_price_gross": '"$KWOTA"', "quantity": 1}]}}'
""",
    lambda rng, s: f"{alnum(rng, 20)}/{s['org']}",
    syntax="",
)

FAM.reg(
    "elektryk_smsapi_przypomnienia_php_define",
    ("www/przypomnienia/config_<<n>>.php", "public_html/zlecenia/inc/sms_<<n>>.php"),
    """<?php
// przypomnienia SMS dla klientów dzień przed wizytą elektryka
define('SMSAPI_TOKEN', '<<cred>>');
define('SMS_NADAWCA', '<<orgc>>');
define('SMS_TRESC', 'Dzien dobry, jutro o %s przyjedzie elektryk <<orgc>>. W razie zmian: <<phone>>');
$db = new PDO('mysql:host=localhost;dbname=zlecenia;charset=utf8mb4', 'zlecenia', getenv('DB_PASS'));
""",
    "alnum:40",
    syntax="",
)

FAM.reg(
    "elektryk_karta_zlecenia_ocr_haslo_wifi_klienta",
    ("skany/karta_zlecenia_<<n>>.txt", "OCR/zlecenie_<<n>>_<<date>>.txt"),
    """KARTA ZLECENIA nr <<n>>/<<y>>
<<orgc>> Instalacje Elektryczne   tel. <<phone>>
Klient: <<first2>> <<last2>>, ul. Polna <<n2>>, <<city>>
Zakres: wymiana rozdzielnicy, montaż przekaźników Shelly (8 szt.), pomiary RCD
Pomiary: Zs L1-PE 0,41 Ω   RCD 30mA t=18ms   izolacja >500 MΩ
Sieć Wi-Fi klienta: <<ssid>>
hasło sieci:
<<cred>>
Uwagi: przekaźniki dodane do aplikacji klienta, router w szafce RTV.
Podpis klienta ............  Podpis elektryka <<first>> <<last>>
""",
    "wifi",
    syntax="",
)

FAM.reg(
    "elektryk_ukrainian_telegram_parol_pidriadnyk",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages_<<n>>.txt",
        "Documents/telegram_<<first>>_<<n>>.txt",
    ),
    """Сергій Бондар, [<<dmy>> <<time>>]
Марек, я на об'єкті в <<city>>, щит вже зібрав. Треба зайти в програму на планшеті щоб здати протокол

<<first>> <<last>>, [<<dmy>> <<time>>]
логін <<login>>
пароль <<cred>>
тільки не міняй, ним користується вся бригада

Сергій Бондар, [<<dmy>> <<time>>]
👍 зайшов, дякую
""",
    "human",
    syntax="",
)

FAM.reg(
    "elektryk_home_assistant_secrets_yaml_mqtt",
    ("klienci/<<last2>>_<<n>>/homeassistant/secrets.yaml", "backup/ha_<<n>>/config/secrets.yaml"),
    """# instalacja: <<first2>> <<last2>>, <<city>> - <<orgc>> <<y>>
wifi_ssid: "<<ssid>>"
latitude_home: 52.<<n4>>
longitude_home: 21.<<n4>>
mqtt_user: shelly
mqtt_password: "<<cred>>"
fronius_host: <<ip>>
""",
    "pw_dq",
)

FAM.reg(
    "elektryk_spreadsheetml_konta_ebok_klientow",
    ("biuro/arkusze/konta_klientow_<<n>>.xml", "Dokumenty/zgloszenia_OSD_<<y>>_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Zgłoszenia OSD">
  <Table>
   <Row><Cell><Data ss:Type="String">Klient</Data></Cell><Cell><Data ss:Type="String">Nr PPE</Data></Cell><Cell><Data ss:Type="String">Login eBOK</Data></Cell><Cell><Data ss:Type="String">Hasło</Data></Cell><Cell><Data ss:Type="String">Status</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<first2>> <<last2>></Data></Cell><Cell><Data ss:Type="String">5905<<n4>>00<<n>></Data></Cell><Cell><Data ss:Type="String"><<email2>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell><Cell><Data ss:Type="String">zgłoszenie mikroinstalacji wysłane <<dmy>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)
