# ruff: noqa: E501
"""Family a: a Polish supermarket chain's back office (zaplecze): PC-Market on MS SQL, Hanshow
electronic shelf labels, Novitus fiscal printers, Comarch EDI with suppliers, Przelewy24 for the
online shop, WhatsApp between store managers, Polish e-mail."""

from __future__ import annotations

from hundredthird_spec import POL as F
from hundredthird_spec import after, dec_qp, enc_qp, hexs, ssml

F.reg(
    "zaplecze_pcmarket_backoffice_sql_ini",
    ("C:/PCMarket/PCMarket.ini", "sklep<<store>>/pcm7/pcmarket_<<store>>.ini"),
    """; PC-Market 7 (Insoft) - konfiguracja zaplecza sklepu nr <<store>>, <<town>>
[Baza]
Serwer=<<ip>>\\SQLEXPRESS
NazwaBazy=PCM_SKLEP<<store>>
Uzytkownik=pcm_zaplecze
Haslo=<<cred>>
Timeout=30

[Centrala]
Adres=https://centrala.<<dom>>/pcm
Sklep=<<store>>
Synchronizacja=co 15 min

[Drukarka]
Port=COM3
Model=Novitus Deon
""",
    "pw",
    syntax="ini",
)

F.reg(
    "zaplecze_whatsapp_kierownik_haslo_zaplecza",
    (
        "WhatsApp/Czat WhatsApp z <<first2>>.txt",
        "telefon_kierownika/WhatsApp Chat - Sklep <<store>>.txt",
    ),
    """<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - Wiadomości i połączenia są szyfrowane end-to-end.
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<first2>>: Dzień dobry, jestem dziś na zmianie w <<town>>, nie mogę wejść na zaplecze PC-Market
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi2>> - <<name>>: login <<login>>
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi2>> - <<name>>: hasło <<cred>>
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi2>> - <<first2>>: Działa, dzięki! Inwentaryzacja nabiału o 20:00 🙏
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi2>> - <<name>>: Nie zapisuj nigdzie, po urlopie zmienię
""",
    "human",
)

F.reg(
    "zaplecze_hanshow_esl_center_yaml",
    ("esl/eslworking/application-<<store>>.yml", "opt/hanshow/esl-center/config/application.yml"),
    """# Hanshow ESL-Working - etykiety elektroniczne, sklep <<store>>
server:
  port: 9000
esl:
  store-code: "PL<<store>>"
  ap-list:
    - <<ip>>
    - <<ip2>>
  price-sync:
    source: pcmarket
    interval-minutes: 10
spring:
  datasource:
    url: jdbc:mysql://<<ip>>:3306/eslworking?useSSL=false
    username: esl_<<store>>
    password: '<<cred>>'
admin:
  user: admin
""",
    "pw_sq",
)

F.reg(
    "zaplecze_novitus_kopia_sqlcmd_bat",
    ("C:/Skrypty/kopia_pcm.bat", "sklep<<store>>/skrypty/backup_nocny.bat"),
    """@echo off
rem Kopia nocna bazy PC-Market, sklep <<store>> (<<town>>) - <<name>>
set DATA=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\SQLEXPRESS -U sa -P <<cred>> -Q "BACKUP DATABASE PCM_SKLEP<<store>> TO DISK='D:\\Kopie\\pcm_%DATA%.bak' WITH COMPRESSION"
robocopy D:\\Kopie \\\\nas-<<store>>\\kopie /MAXAGE:1
if errorlevel 8 echo BLAD KOPII >> D:\\Kopie\\log.txt
""",
    "pw_bare",
)


def _qp_mail(s: dict) -> str:
    body = (
        "Dzień dobry,\n\n"
        f"przesyłam dane do portalu dostawcy (zamówienia nabiału i pieczywa, sklep {s['store']}).\n"
        f"Login: {s['login']}\n"
        f"Hasło: {s['cred']}\n\n"
        "Proszę zmienić hasło przy pierwszym logowaniu. W razie problemów proszę dzwonić.\n\n"
        f"Pozdrawiam serdecznie\n{s['name']}\nDział zakupów, {s['Org']}\ntel. {s['phone']}\n"
    )
    return (
        f"From: {s['name']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        f"Subject: =?UTF-8?Q?Dost=C4=99p_do_portalu_dostawcy?=\n"
        f"Date: Mon, {s['d']} Mar {s['y']} {s['hh']}:{s['mi']}:00 +0100\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp_mail(text: str) -> str:
    return after(dec_qp(text.split("\n\n", 1)[1]), "Hasło: ", r"\n")


F.reg(
    "zaplecze_polish_email_qp_haslo_portal_dostawcy",
    (
        "poczta/zakupy/dostep_portal_<<d>><<mo>>.eml",
        "Outlook/Wyslane/Dostep do portalu dostawcy.eml",
    ),
    _qp_mail,
    "local",
    decode=_dec_qp_mail,
)

F.reg(
    "zaplecze_comarch_edi_sftp_dotenv",
    ("sklep<<store>>/edi-bridge/.env", "integracje/comarch-edi-<<org>>/.env.production"),
    """# Comarch EDI - zamówienia ORDERS / faktury INVOIC od dostawców
EDI_PROVIDER=comarch
EDI_GLN=590<<nn>><<nn>><<nn>>1
EDI_SFTP_HOST=sftp.edi.comarch.pl
EDI_SFTP_PORT=22
EDI_SFTP_USER=<<org>>_<<store>>
EDI_SFTP_PASS=<<cred>>
EDI_INBOX=/in/ORDRSP
EDI_OUTBOX=/out/ORDERS
PCM_API=http://<<ip>>:8090/api
""",
    "pw",
)


def _ssml(s: dict) -> str:
    rows = [["Sklep", "Kasjer", "Login", "Hasło", "Uwagi"]]
    rows.append([s["store"], s["name2"], s["login2"], "(zmienione)", "kasa 2"])
    rows.append([s["store"], s["name"], s["login"], s["cred"], "kierownik zmiany"])
    return ssml("Kasjerzy", rows)


F.reg(
    "zaplecze_spreadsheetml_kasjerzy_loginy",
    ("kadry/kasjerzy_sklep<<store>>.xml", "Pulpit/loginy kasjerow <<y>>.xml"),
    _ssml,
    "human_x",
)

F.reg(
    "zaplecze_przelewy24_sklep_online_php",
    ("sklep-online-<<y>>/config/przelewy24.php", "www/<<org>>/app/config/p24.php"),
    """<?php
// Przelewy24 - płatności w sklepie internetowym (odbiór w sklepie <<store>>)
return [
    'merchant_id' => <<nn>><<nn>>,
    'pos_id' => <<nn>><<nn>>,
    'crc' => '<<crc>>',
    'api_key' => '<<cred>>',
    'sandbox' => false,
    'url_return' => 'https://sklep.<<dom>>/zamowienie/dziekujemy',
    'url_status' => 'https://sklep.<<dom>>/api/p24/status',
];
""",
    "hex:32",
    extra=lambda rng, s: {"crc": hexs(rng, 16)},
)
