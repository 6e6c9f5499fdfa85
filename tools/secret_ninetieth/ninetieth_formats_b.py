# ruff: noqa: E501
"""Family b: a notary's office (kancelaria notarialna) in Łódź, Poland: Polish."""

from __future__ import annotations

import base64
import random
import xml.etree.ElementTree as ET

from ninetieth_spec import Fam, Slots, dec_qp_after, enc_qp, fill, hexs, pick

FAM = Fam(
    name="notariusz_kancelaria_lodz",
    orgs=(
        ("notariusz-wisniewska", "Kancelaria Notarialna Anna Wiśniewska"),
        ("notariuszpiotrkowska", "Kancelaria Notarialna przy Piotrkowskiej"),
        ("kancelaria-dabrowski", "Notariusz Tomasz Dąbrowski s.c."),
    ),
    tld="pl",
    first=(
        ("Agnieszka", "agnieszka"),
        ("Małgorzata", "malgorzata"),
        ("Łukasz", "lukasz"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
        ("Krzysztof", "krzysztof"),
        ("Joanna", "joanna"),
        ("Tomasz", "tomasz"),
    ),
    last=(
        ("Kowalska", "kowalska"),
        ("Wiśniewski", "wisniewski"),
        ("Zając", "zajac"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Dąbrowska", "dabrowska"),
        ("Szymański", "szymanski"),
    ),
    words=(
        "wisla",
        "zubr",
        "bocian",
        "lipiec",
        "jesien",
        "kasztan",
        "pierogi",
        "sloneczko",
        "biedronka",
        "tatry",
        "mazury",
        "piotrkowska",
        "grzyby",
        "wiewiorka",
        "orzel",
        "akt",
        "pieczec",
        "kamienica",
        "manufaktura",
    ),
    pets=("burek", "reksio", "azor", "mruczek", "kicia", "puszek"),
    towns=("lodz", "zgierz", "pabianice", "krakow", "poznan", "gdansk"),
    cc="+48",
)

PL_ACCENT = (
    "Żubr",
    "Wiśnia",
    "Jesień",
    "Słońce",
    "Łąka",
    "Gęś",
    "Źródło",
    "Kraków",
    "Łódź",
    "Świerk",
    "Róża",
    "Bocianów",
)


def _pl_pw(rng: random.Random, s: Slots) -> str:
    while True:
        w = pick(rng, PL_ACCENT)
        v = pick(
            rng,
            (
                f"{w}{rng.randint(1980, 2026)}{rng.choice('!.#')}",
                f"{w}{pick(rng, ('Kot', 'Pies', 'Dom'))}{rng.randint(10, 99)}",
                f"{rng.randint(10, 99)}{w}{rng.choice('!?*')}{rng.randint(1, 9)}",
            ),
        )
        if len(v) >= 8:
            return v


_QP_BODY = """Dzień dobry <<f2>>,

w związku z urlopem przekazuję dostęp do skrzynki ePUAP kancelarii (doręczenia
z sądów i KW). Proszę sprawdzać ją codziennie rano.

Login: <<login>>_kancelaria
Hasło: <<raw>>

Profil zaufany jest na mój numer <<phone>>, w razie potrzeby proszę dzwonić.

Pozdrawiam serdecznie
<<f>> <<l>>
<<orgname>>
"""


def _qp_mail(s: Slots) -> str:
    head = fill(
        """From: <<f>> <<l>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?Dost=C4=99p_do_ePUAP_na_czas_urlopu?=
Date: Mon, <<d>> Mar <<y>> 08:<<mi>>:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable
""",
        **s,
    )
    return head + "\n" + enc_qp(fill(_QP_BODY, **s))


FAM.reg(
    "notariusz_polish_email_haslo_epuap_quoted_printable",
    ("<<org>>/poczta/<<date>>_epuap_dostep.eml", "Thunderbird/<<login>>/Wysłane/<<n4>>.eml"),
    _qp_mail,
    _pl_pw,
    syntax="",
    decode=lambda t: dec_qp_after(t, "Hasło:"),
)

FAM.reg(
    "notariusz_signal_desktop_copied_reply_only",
    ("<<org>>/notatki/signal_<<fa2>>_<<date>>.txt", "Pulpit/signal_kopia_<<n3>>.txt"),
    """[<<dmy>> <<hm>>] <<f2>> <<l2>>: <<f>>, klient czeka w poczekalni, a komputer w sali aktów się wylogował
[<<dmy>> <<hm>>] <<f2>> <<l2>>: jakie jest hasło do konta „akty”?
[<<dmy>> <<hm2>>] <<f>> <<l>>: <<cred>>
[<<dmy>> <<hm2>>] <<f2>> <<l2>>: dziękuję, działa 👍
""",
    "human",
)

FAM.reg(
    "notariusz_comarch_optima_sql_ini",
    (
        "<<org>>/Comarch ERP Optima/optima_<<host>>.ini",
        "ProgramData/Comarch/<<org>>/Konfiguracja.ini",
    ),
    """; Comarch ERP Optima - połączenie z serwerem SQL (<<orgname>>)
[Serwer]
Nazwa=<<host>>\\OPTIMA
Baza=CDN_<<org>>
Autoryzacja=SQL

[Logowanie]
Uzytkownik=CDNOperator
Haslo=<<cred>>
Operator=ADMIN

[Kopie]
Katalog=\\\\<<ip>>\\kopie\\optima
""",
    "pw",
    syntax="ini",
)


def _fods(s: Slots) -> str:
    return fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Systemy">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>System</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Login</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Hasło</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Elektroniczne Księgi Wieczyste</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<login>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Repertorium A (program)</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<login2>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>karta w sejfie</text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
        **s,
    )


FAM.reg(
    "notariusz_ekw_accounts_flat_ods",
    ("<<org>>/administracja/dostepy_<<y>>.fods", "Dokumenty/<<org>>_konta.fods"),
    _fods,
    "pw_xml",
    syntax="xml",
)

FAM.reg(
    "notariusz_ksef_authorisation_token_python",
    ("<<org>>/faktury/ksef_wysylka.py", "skrypty/<<org>>_ksef_<<y>>.py"),
    '''"""Wysyłka faktur kancelarii do KSeF (Krajowy System e-Faktur)."""

import requests

KSEF_URL = "https://ksef.mf.gov.pl/api"
NIP = "<<nip>>"
# token wygenerowany w Aplikacji Podatnika KSeF <<date>> przez <<fa>>
KSEF_TOKEN = "<<cred>>"


def init_session() -> dict:
    r = requests.post(f"{KSEF_URL}/online/Session/InitToken", json={"nip": NIP, "token": KSEF_TOKEN}, timeout=60)
    r.raise_for_status()
    return r.json()
''',
    "p:ksef",
    extra=lambda rng, s: {"nip": rng.randint(7000000000, 7999999999)},
)

FAM.reg(
    "notariusz_samba_mount_credentials_file",
    ("<<org>>/etc/samba/cred-kancelaria", "<<host>>/root/.smbcred-<<fa>>"),
    """username=<<login>>
password=<<cred>>
domain=<<org>>
""",
    "pw",
    syntax="",
)

FAM.reg(
    "notariusz_przelewy24_crc_api_php",
    ("<<org>>-oplaty/config/przelewy24.php", "var/www/<<dom>>/wp-content/p24-config.php"),
    """<?php
// Przelewy24 - opłaty za odpisy i projekty aktów (<<orgname>>)
define('P24_MERCHANT_ID', <<n6>>);
define('P24_POS_ID', <<n6>>);
define('P24_CRC', '<<crc>>');
define('P24_API_KEY', '<<cred>>');
define('P24_SANDBOX', false);
""",
    "p:przelewy24",
    extra=lambda rng, s: {"crc": hexs(rng, 16)},
)


def _filezilla(s: Slots) -> str:
    return fill(
        """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host><<host>></Host>
            <Port>21</Port>
            <Protocol>4</Protocol>
            <Type>0</Type>
            <User><<login>></User>
            <Pass encoding="base64"><<cred>></Pass>
            <Logontype>1</Logontype>
            <Name>Archiwum aktów - <<orgname>></Name>
            <RemoteDir>1 0 6 akty 1 0</RemoteDir>
        </Server>
    </Servers>
</FileZilla3>
""",
        **s,
    )


def _dec_filezilla(text: str) -> str:
    node = ET.fromstring(text.encode()).find(".//Pass")
    assert node is not None and node.text
    return base64.b64decode(node.text).decode()


FAM.reg(
    "notariusz_filezilla_sitemanager_base64_pass",
    (
        "<<org>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<login>>/AppData/Roaming/FileZilla/sitemanager.xml",
    ),
    _filezilla,
    "pw_xml",
    decode=_dec_filezilla,
    enc=lambda v, s: base64.b64encode(v.encode()).decode(),
)
