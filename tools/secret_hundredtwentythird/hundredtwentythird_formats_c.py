# ruff: noqa: E501
"""Family c: an insurance broker's back office in Kraków, Poland (Polish)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, dec_qp_body, draw, enc_qp, human, jdump

F = Fam(
    name="posrednik_broker_backoffice_poland",
    orgs=("polisadom", "wislabroker", "krakpolisa"),
    tld="pl",
    first=(
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Piotr", "piotr"),
        ("Katarzyna", "katarzyna"),
        ("Michał", "michal"),
        ("Joanna", "joanna"),
        ("Paweł", "pawel"),
    ),
    last=(
        ("Wiśniewska", "wisniewska"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Nowak", "nowak"),
        ("Mazur", "mazur"),
        ("Dąbrowski", "dabrowski"),
    ),
    words=(
        "krakow",
        "wawel",
        "smok",
        "wisla",
        "pierogi",
        "zubr",
        "kasztan",
        "bocian",
        "tatry",
        "zakopane",
        "polisa",
        "jesien",
        "lato",
        "bursztyn",
        "kopernik",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "luna", "kropka"),
    cc="+48",
    uwords=("Żubr", "Jesień", "Wisła", "Kraków", "Łódka", "Bocianów", "Źródło", "Mąka", "Święta"),
)


def _qp(rng, s):
    return {
        "qp": enc_qp(
            f"Dzień dobry,\n\nprzesyłam dane do portalu agenta {s['orgt']} (wystawianie polis OC/AC):\nlogin: {s['login']}\nhasło: {s['cred']}\n\nProszę zmienić hasło po pierwszym logowaniu.\nPozdrawiam,\n{s['first2']} {s['last2']}\nBack office {s['orgt']}\n"
        )
    }


F.reg(
    "posrednik_polish_email_quoted_printable_haslo_portal",
    ("poczta/Wyslane/<<n>>_dostep_portal.eml", "thunderbird/<<fa>>/portal_<<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: =?UTF-8?Q?Dost=C4=99p_do_portalu?=
Date: Tue, <<d>> Mar <<y>> <<time>>:11 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<qp>>""",
    cred="uhuman",
    syntax="",
    extra=_qp,
    decode=lambda t: dec_qp_body(t).split("hasło: ", 1)[1].split("\n", 1)[0],
)

F.reg(
    "posrednik_przelewy24_installment_php_config",
    ("platnosci/config/p24.php", "www/<<org>>-raty-<<n>>/config/przelewy24.php"),
    """<?php
// Płatności za raty składek (Przelewy24, REST API v1)
return [
    'merchant_id' => <<n6>>,
    'pos_id' => <<n6>>,
    'crc' => '<<crc>>',
    'api_key' => '<<cred>>',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/platnosc/dziekujemy',
    'url_status' => 'https://<<dom>>/api/p24/status',
];
""",
    cred="p:p24_api",
    syntax="",
    extra=lambda rng, s: {"crc": draw(rng, "p:p24_crc", F)},
)

F.reg(
    "posrednik_autenti_esignature_client_yaml",
    ("config/autenti.yml", "backoffice/podpisy/autenti_<<n>>.yaml"),
    """# Podpisywanie pełnomocnictw i umów brokerskich przez Autenti
autenti:
  api_url: https://api.autenti.com/api/v2
  client_id: <<org>>-backoffice
  client_secret: '<<cred>>'
  user: <<email>>
  webhook: https://<<dom>>/hooks/autenti
documents:
  pelnomocnictwo: szablony/pelnomocnictwo_brokerskie.docx
  umowa: szablony/umowa_posrednictwa.docx
""",
    cred="alnum:40",
)

F.reg(
    "posrednik_pas_nightly_crontab_pgdump_inline",
    ("crontab/<<login>>.cron", "etc/cron.d/backup_polisy_<<n>>"),
    """# m h dom mon dow command
MAILTO=<<email2>>
15 2 * * * PGPASSWORD=<<cred>> pg_dump -h <<ip>> -U broker -Fc polisy > /backup/polisy_$(date +\\%F).dump
45 2 * * * find /backup -name 'polisy_*.dump' -mtime +14 -delete
0 7 * * 1 /opt/raporty/prowizje.sh >> /var/log/prowizje.log 2>&1
""",
    cred="pw_bare",
    syntax="",
)


def _msgr(s):
    return jdump(
        {
            "participants": [
                {"name": f"{s['first']} {s['last']}"},
                {"name": f"{s['first2']} {s['last2']}"},
            ],
            "messages": [
                {
                    "sender_name": f"{s['first2']} {s['last2']}",
                    "timestamp_ms": 1760000000000 + int(s["n6"]) * 10,
                    "content": "ok, już działa",
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['first2']} {s['last2']}",
                    "timestamp_ms": 1760000000000 + int(s["n6"]) * 10 - 60000,
                    "content": s["cred"],
                    "is_geoblocked_for_viewer": False,
                },
                {
                    "sender_name": f"{s['first']} {s['last']}",
                    "timestamp_ms": 1760000000000 + int(s["n6"]) * 10 - 120000,
                    "content": "Jakie jest teraz hasło do wspólnej skrzynki szkody@? Outlook mnie wylogował",
                    "is_geoblocked_for_viewer": False,
                },
            ],
            "title": f"{s['first2']} {s['last2']}",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n6']}",
        }
    )


F.reg(
    "posrednik_messenger_json_reply_only_haslo",
    (
        "facebook/messages/inbox/<<fa2>><<la2>>_<<n6>>/message_1.json",
        "messenger_export_<<n>>/message_1.json",
    ),
    _msgr,
    cred="human",
)


def _sheet(rng, s):
    tus = ["PZU", "Warta", "Allianz", "Ergo Hestia", "Generali", "Uniqa", "Link4"]
    rng.shuffle(tus)
    t = rng.randrange(4)
    rows = []
    for i in range(4):
        pw = s["cred"] if i == t else human(rng, F, sym="_.-@")
        rows.append(
            f'   <Row><Cell><Data ss:Type="String">{tus[i]}</Data></Cell><Cell><Data ss:Type="String">{s["login"]}{i}</Data></Cell><Cell><Data ss:Type="String">{pw}</Data></Cell></Row>'
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "posrednik_spreadsheetml_loginy_towarzystwa",
    ("dokumenty/loginy_TU_<<y>>.xml", "backoffice/hasla_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Loginy">
  <Table>
   <Row><Cell><Data ss:Type="String">Towarzystwo</Data></Cell><Cell><Data ss:Type="String">Login</Data></Cell><Cell><Data ss:Type="String">Hasło</Data></Cell></Row>
<<rows>>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="human_x",
    extra=_sheet,
)

F.reg(
    "posrednik_smsapi_renewal_reminder_python",
    ("skrypty/przypomnienia_sms.py", "backoffice/sms/odnowienia_<<n>>.py"),
    '''"""Przypomnienia SMS o kończących się polisach (SMSAPI.pl)."""

from smsapi.client import SmsApiPlClient

TOKEN = "<<cred>>"
client = SmsApiPlClient(access_token=TOKEN)


def wyslij(numer, nazwisko, data):
    client.sms.send(to=numer, message=f"Dzień dobry {nazwisko}, Pana/Pani polisa wygasa {data}. <<orgt>>", from_="<<orgt>>")
''',
    cred="alnum:40",
)

F.reg(
    "posrednik_wifi_qr_payload_note",
    ("recepcja/wifi_qr_<<n>>.txt", "druk/wifi_goscie_<<date>>.txt"),
    """WIFI:T:WPA;S:<<orgt>>_Goscie;P:<<cred>>;;
""",
    cred="human_x",
    syntax="",
)
