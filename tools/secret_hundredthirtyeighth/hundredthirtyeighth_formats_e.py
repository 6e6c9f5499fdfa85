# ruff: noqa: E501
"""Family e: an escape room (pokój zagadek) in Wrocław, Poland."""

from __future__ import annotations

from hundredthirtyeighth_spec import POLISH as F
from hundredthirtyeighth_spec import hexs, pick

POKOJE = (
    "Laboratorium Alchemika",
    "Krasnale w Potrzasku",
    "Twierdza Breslau",
    "Pociąg Widmo",
    "Gabinet Profesora",
)

F.reg(
    "lockme_rezerwacje_env",
    ("rezerwacje/.env", "strona-<<org>>/.env.local"),
    """# Strona <<org_cap>> – rezerwacje pokoi przez LockMe
APP_ENV=prod
APP_URL=https://<<dom>>
DEFAULT_LOCALE=pl

LOCKME_PARTNER_ID=<<num>>
LOCKME_API_KEY=<<cred>>
LOCKME_WEBHOOK_URL=https://<<dom>>/api/lockme/webhook

MAILER_DSN=smtp://rezerwacje%40<<dom>>@smtp.zenbox.pl:587
SMS_SENDER=<<org_up>>
""",
    cred="p:lockme",
    syntax="",
)

F.reg(
    "przelewy24_platnosci_php",
    ("config/przelewy24.php", "wp-content/plugins/<<org>>-platnosci/config.php"),
    """<?php
// Przelewy24 – zadatki za rezerwacje pokoi (<<org_cap>>)
// UWAGA: dane produkcyjne, nie wrzucać na repo publiczne
return [
    'merchant_id' => <<p24id>>,
    'pos_id' => <<p24id>>,
    'crc' => '<<crc>>',
    'api_key' => '<<cred>>',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/rezerwacja/dziekujemy',
    'url_status' => 'https://<<dom>>/api/p24/status',
];
""",
    cred="p:p24_api",
    syntax="",
    extra=lambda r, s: {"p24id": r.randint(100000, 399999), "crc": hexs(r, 16)},
)

F.reg(
    "whatsapp_haslo_panel_bookero",
    ("WhatsApp Czat z <<name2>>.txt", "eksport/WhatsApp Czat z Ekipa <<org_cap>> <<nn>>.txt"),
    """<<ddot>>, <<time>> - <<name>>: Hej, jutro otwierasz sama, wiesz jak wejść do panelu rezerwacji?
<<ddot>>, <<time2>> - <<name2>>: Nie pamiętam hasła 🙈
<<ddot>>, <<time2>> - <<name>>: login recepcja@<<dom>>
<<ddot>>, <<time2>> - <<name>>: hasło: <<cred>>
<<ddot>>, <<time3>> - <<name2>>: Dzięki! Weszło
<<ddot>>, <<time4>> - <<name>>: Pamiętaj zresetować kłódki w "<<pokoj>>" po ostatniej grupie
""",
    cred="human",
    syntax="",
    extra=lambda r, s: {"pokoj": pick(r, POKOJE)},
)

F.reg(
    "fakturownia_curl_bash_history",
    ("home/<<first>>/.bash_history", "backup/vps-<<org>>/root/.bash_history"),
    """cd /srv/rezerwacje
git pull
sudo systemctl restart rezerwacje
tail -n 50 /var/log/rezerwacje/app.log
curl "https://<<org>>.fakturownia.pl/invoices.json?period=this_month&api_token=<<cred>>" | jq '.[].number'
curl https://<<org>>.fakturownia.pl/invoices.json -H 'Accept: application/json' -H 'Content-Type: application/json' -d '{"api_token": "<<cred>>", "invoice": {"kind": "vat", "buyer_name": "Firma Integracyjna Sp. z o.o.", "positions": [{"name": "Escape room - impreza firmowa", "tax": 23, "total_price_gross": 1200, "quantity": 1}]}}'
history | grep fakturownia
exit
""",
    cred="p:fakturownia",
    syntax="",
)

F.reg(
    "rpi_zagadka_mqtt_python",
    ("pokoje/<<nn>>/zagadka.py", "raspberry/<<org>>/kontroler_<<nn>>.py"),
    '''#!/usr/bin/env python3
"""Kontroler zagadki: czujniki kontaktronowe w szufladach -> elektrozamek skrzyni."""

import RPi.GPIO as GPIO
import paho.mqtt.client as mqtt

BROKER = "<<ip>>"
POKOJ = "<<pokoj>>"
KONTAKTRONY = [5, 6, 13, 19]
ZAMEK = 21

client = mqtt.Client(client_id="zagadka-<<nn>>")
client.username_pw_set("pokoj<<n>>", "<<cred>>")
client.connect(BROKER, 1883, 60)

GPIO.setmode(GPIO.BCM)
GPIO.setup(ZAMEK, GPIO.OUT, initial=GPIO.HIGH)
for pin in KONTAKTRONY:
    GPIO.setup(pin, GPIO.IN, pull_up_down=GPIO.PUD_UP)


def rozwiazana() -> bool:
    return all(GPIO.input(p) == GPIO.LOW for p in KONTAKTRONY)


while True:
    if rozwiazana():
        GPIO.output(ZAMEK, GPIO.LOW)
        client.publish(f"escape/{POKOJ}/skrzynia", "otwarta")
        break
    client.loop(timeout=0.2)
''',
    cred="human_x",
    extra=lambda r, s: {"pokoj": pick(r, POKOJE)},
)

F.reg(
    "email_haslo_konto_kamer",
    ("poczta/<<date>>_kamery.eml", "Odebrane/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Kamery w pokojach - dostęp do aplikacji
Date: <<dd>> Mar <<year>> <<time>>:<<sec>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Cześć <<fname2>>,

od poniedziałku prowadzisz gry sama, więc podsyłam dostęp do kamer
(aplikacja EZVIZ na tablecie w recepcji i na telefonie):

Konto: kamery@<<dom>>
Hasło: <<cred>>

Podgląd z "Laboratorium" i "Pociągu" jest w grupie "Pokoje", mikrofon
włączasz ikoną słuchawki. Nie zmieniaj proszę hasła, bo wyloguje nas
wszystkich.

Pozdrawiam,
<<name>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "discord_bot_podpowiedzi_toml",
    ("bot-podpowiedzi/config.toml", "<<org>>/hint-bot/config_<<yy>>.toml"),
    """# Bot podpowiedzi dla mistrzów gry (serwer Discord ekipy)
[discord]
token = "<<cred>>"
guild_id = <<guild>>
kanal_podpowiedzi = "podpowiedzi"

[pokoje]
nazwy = ["Laboratorium Alchemika", "Krasnale w Potrzasku", "Twierdza Breslau"]
czas_gry_min = 60

[tv]
adres = "http://<<ip>>:8080"
""",
    cred="p:discord",
    extra=lambda r, s: {"guild": r.randint(10**17, 10**18 - 1)},
)

F.reg(
    "csv_pracownicy_hasla_srednik",
    ("kadry/pracownicy_<<year>>.csv", "Dokumenty/<<org>>/loginy_obsluga.csv"),
    """Imię;Nazwisko;Stanowisko;Login;Hasło;Uwagi
<<fname>>;<<lname>>;Mistrz gry;<<first>>.<<last>>;<<cred>>;weekendy
<<fname2>>;<<lname2>>;Recepcja;<<user2>>;zmienić przy 1. logowaniu;
Ola;Kwiatkowska;Mistrz gry;ola.kwiatkowska;(w sejfie);urlop do <<ddot>>
""",
    cred="human",
    syntax="",
)
