# ruff: noqa: E501
"""Family i: a family butcher's shop with its own smokehouse in Kraków, Poland; Polish."""

from __future__ import annotations

import base64
import xml.etree.ElementTree as ET

from seventythird_spec import Fam, enc_b64

F = Fam(
    name="masarnia_krakow_family_butcher",
    orgs=("masarwojcik", "wedlinyzielinski", "masarniapodwawelem", "kielbasyrodzinne"),
    tld="pl",
    first=(
        ("Krzysztof", "krzysztof"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Zofia", "zofia"),
        ("Tomasz", "tomasz"),
    ),
    last=(
        ("Wójcik", "wojcik"),
        ("Kowalski", "kowalski"),
        ("Nowak", "nowak"),
        ("Zieliński", "zielinski"),
        ("Wiśniewska", "wisniewska"),
        ("Dąbrowski", "dabrowski"),
    ),
    words=(
        "kielbasa",
        "krakowska",
        "kabanos",
        "szynka",
        "boczek",
        "salceson",
        "wawel",
        "wisla",
        "cracovia",
        "kazimierz",
        "smok",
        "pierogi",
        "bigos",
        "zurek",
        "oscypek",
        "jalowiec",
        "wedzarnia",
        "tatry",
        "podgorze",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "kropka", "fafik"),
    cc="+48",
    city="Kraków",
)

F.reg(
    "masarnia_subiekt_gt_mssql_backup_sqlcmd_bat",
    ("C/Kopie/kopia_subiekt_<<n>>.bat", "sklep/serwis/backup_insert_<<date>>.bat"),
    """@echo off
rem Kopia bazy Subiekt GT (InsERT) - codziennie 22:30 z Harmonogramu zadań
set DATA=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S .\\INSERTGT -U sa -P <<cred>> -Q "BACKUP DATABASE [<<org>>] TO DISK='D:\\Kopie\\subiekt_%DATA%.bak' WITH INIT"
robocopy D:\\Kopie \\\\<<lan>>\\kopie\\subiekt /MIR /R:2
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "masarnia_ksef_faktury_token_python",
    ("ksef/wyslij_faktury_<<n3>>.py", "home/<<first_a>>/ksef/sesja_<<date>>.py"),
    '''"""Sesja interaktywna KSeF: e-faktury dla hurtowych odbiorców (restauracje, sklepy)."""
import requests

NIP = "67<<n4>><<n4>>"
KSEF_TOKEN = "<<cred>>"  # token z aplikacji podatnika KSeF, uprawnienia: wystawianie faktur
URL = "https://ksef.mf.gov.pl/api/online/Session/InitToken"


def init_session(challenge: str, timestamp: str) -> str:
    r = requests.post(URL, json={"nip": NIP, "challenge": challenge, "token": KSEF_TOKEN, "ts": timestamp}, timeout=30)
    r.raise_for_status()
    return r.json()["sessionToken"]["token"]
''',
    "hex:64",
)

F.reg(
    "masarnia_przelewy24_crc_sklep_php",
    ("sklep/<<org>>/config/p24.php", "www/paczki-swiateczne/p24_<<n>>.php"),
    """<?php
// Przelewy24 - paczki świąteczne (szynka, kiełbasa, pasztet) zamawiane przez stronę
return [
    'merchant_id' => <<n6>>,
    'pos_id' => <<n6>>,
    'crc' => '<<cred>>',
    'api_key' => '<<hex32>>',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/zamowienie/dziekujemy',
];
""",
    "p:p24_crc",
    syntax="",
)


def _msg_pl(s: dict) -> str:
    return (
        f"{s['first']} {s['last']}\n{s['time']}\nCześć, jakie jest hasło do Optimy? Muszę wystawić fakturę dla restauracji na Kazimierzu\n\n"
        f"{s['first2']}\n{s['time2']}\nlogin {s['login']}\n\n{s['first2']}\n{s['time2']}\nhasło: {s['cred']}\n\n"
        f"{s['first2']}\n{s['time2']}\ntylko nie zmieniaj, bo księgowa się pogubi\n\n{s['first']} {s['last']}\n{s['time2']}\nDzięki 👍\n"
    )


F.reg(
    "masarnia_polish_messenger_copied_haslo_optima",
    ("Dokumenty/rozmowa_<<first2_a>>_<<date>>.txt", "notatki/messenger_<<n4>>.txt"),
    _msg_pl,
    "human",
    syntax="",
)

F.reg(
    "masarnia_wedzarnia_haccp_logger_toml_influx",
    ("wedzarnia/logger.toml", "opt/haccp/<<org>>_wedzarnia_<<n>>.toml"),
    """# Rejestrator temperatur wędzarni i chłodni (HACCP) - Raspberry Pi + MAX31855
[czujniki]
wedzarnia_komora = "/dev/spidev0.0"
chlodnia_1 = "28-<<hex8>>"
interwal_s = 60

[influxdb]
url = "https://eu-central-1-1.aws.cloud2.influxdata.com"
org = "<<org>>"
bucket = "haccp"
token = "<<cred>>"

[alarm]
sms = "<<phone>>"
max_chlodnia_c = 4.0
""",
    "p:influx",
)


def _dec_i_fz(text: str) -> str:
    return base64.b64decode(ET.fromstring(text).find(".//Server/Pass").text).decode()


F.reg(
    "masarnia_waga_etykiety_filezilla_sitemanager_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "kopia_laptop_<<first_a>>/FileZilla/sitemanager_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
  <Servers>
    <Server>
      <Host><<lan>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User>waga</User>
      <Pass encoding="base64"><<enc>></Pass>
      <Logontype>1</Logontype>
      <PasvMode>MODE_DEFAULT</PasvMode>
      <Name>Waga etykietująca Dibal (lada)</Name>
      <Comments>etykiety z datą i składem, PLU</Comments>
      <LocalDir />
      <RemoteDir />
      <SyncBrowsing>0</SyncBrowsing>
    </Server>
  </Servers>
</FileZilla3>
""",
    "human",
    extra=lambda rng, s: {"enc": enc_b64(s["cred"])},
    decode=_dec_i_fz,
)

F.reg(
    "masarnia_kasa_fiskalna_karteczka_ocr_haslo",
    ("skany/karteczka_lada_<<n3>>.txt", "telefon/OCR_<<date>>.txt"),
    """KASA POSNET / KOMPUTER ZAPLECZE
użytk. kierownik
hasło
<<cred>>
(nie dawać uczniom!!)
""",
    "human_x",
    syntax="",
)

F.reg(
    "masarnia_payu_sklep_second_key_env",
    ("sklep-paczki/.env", "deploy/<<org>>/.env.produkcja"),
    """# PayU (BLIK, szybkie przelewy) - sklep z paczkami świątecznymi
PAYU_ENV=secure
PAYU_POS_ID=<<n6>>
PAYU_SECOND_KEY=<<cred>>
PAYU_OAUTH_CLIENT_ID=<<n6>>
PAYU_NOTIFY_URL=https://<<dom>>/payu/notify
""",
    "p:payu_md5",
    syntax="",
)
