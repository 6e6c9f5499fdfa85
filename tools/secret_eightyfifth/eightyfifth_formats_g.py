# ruff: noqa: E501
"""Family g: an accredited water-testing laboratory in Kraków, Poland (Polish): LabVantage
LIMS, Chromeleon instrument PC, Przelewy24, SMSAPI, Fakturownia, sampling-route sheets."""

from __future__ import annotations

import random

from eightyfifth_spec import POLAND as F
from eightyfifth_spec import cap, dec_qp_after, enc_qp, prov

ACCENTED = ("wisła", "kraków", "żubr", "gdańsk", "słońce", "orzeł", "źródło", "łąka")


def _pl_pw(rng: random.Random, s: dict) -> str:
    w = rng.choice(ACCENTED)
    form = rng.randrange(3)
    if form == 0:
        return f"{cap(w)}{rng.randint(1990, 2026)}{rng.choice('!#.')}"
    if form == 1:
        return f"{cap(rng.choice(F.pets))}{rng.choice('_.')}{cap(w)}{rng.randint(1, 99)}"
    return f"{w}{rng.randint(100, 999)}{cap(rng.choice(F.words))}"


# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "woda_polish_email_quoted_printable_haslo_lims",
    ("Poczta/Odebrane/<<ymd>>_haslo_lims.eml", "mail/<<fa>>/INBOX/<<nnnn>>.eml"),
    """From: <<first>> <<last>> <<<mail>>>
To: <<mail2>>
Subject: =?UTF-8?Q?Dost=C4=99p_do_LIMS_-_nowe_has=C5=82o?=
Date: <<dd>> Mar <<year>> <<t1>>:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    _pl_pw,
    syntax="",
    extra=lambda r, s: {
        "body": enc_qp(
            f"Dzień dobry {s['first2']},\n\n"
            f"w związku z audytem PCA zresetowałam Twoje konto w LabVantage.\n"
            f"Login: {s['fa2']}.{s['la']}\n"
            f"Hasło: {s['cred']}\n\n"
            "Po pierwszym logowaniu system poprosi o zmianę hasła.\n"
            "Próbki z ujęcia w Wieliczce czekają na zatwierdzenie.\n\n"
            f"Pozdrawiam,\n{s['first']} {s['last']}\nKierownik ds. jakości\n"
        )
    },
    decode=dec_qp_after("Hasło:"),
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "woda_labvantage_lims_database_properties_oracle",
    ("labvantage/config/database.properties", "lims/<<org>>/db_<<n>>.properties"),
    """# LabVantage 8.x - połączenie z bazą (Oracle 19c)
database.type=oracle
database.url=jdbc:oracle:thin:@//<<ip>>:1521/LIMSPROD
database.user=LV_<<org_u>>
database.password=<<cred>>
database.pool.min=5
database.pool.max=40
# Integracja z Chromeleon (wyniki IC: azotany, fluorki, chlorki)
integration.cds.enabled=true
integration.cds.dropfolder=\\\\\\\\<<ip2>>\\\\cds_export
""",
    "pw",
    syntax="",
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "woda_przelewy24_api_key_php_sklep_badania",
    ("sklep/config/p24.php", "www/<<org>>/app/config/przelewy24_<<n>>.php"),
    """<?php
// Zamówienia zestawów do poboru wody (badanie wody ze studni) - płatności Przelewy24
return [
    'merchant_id' => <<nnnn>><<nn>>,
    'pos_id'      => <<nnnn>><<nn>>,
    'crc'         => '<<crc>>',
    'api_key'     => '<<cred>>',
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/zamowienie/dziekujemy',
    'url_status'  => 'https://<<dom>>/api/p24/status',
];
""",
    "p:p24_api",
    syntax="",
    extra=lambda r, s: {"crc": prov(r, "p24_crc")},
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "woda_smsapi_token_wyniki_gotowe_python",
    ("skrypty/sms_wyniki.py", "narzedzia/<<fa>>/powiadomienia_<<n>>.py"),
    '''"""SMS do klienta, gdy sprawozdanie z badań wody jest gotowe do odbioru."""

from smsapi.client import SmsApiPlClient

TOKEN = "<<cred>>"
client = SmsApiPlClient(access_token=TOKEN)


def wyslij(numer, nr_sprawozdania):
    tresc = f"<<org_c>>: sprawozdanie {nr_sprawozdania} z badania wody jest gotowe. Pobierz: https://wyniki.<<dom>>"
    return client.sms.send(to=numer, message=tresc, from_="<<org_c>>")


if __name__ == "__main__":
    wyslij("<<phone>>", "SB/<<year>>/<<nnnn>>")
''',
    "p:smsapi",
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "woda_chromatograf_pc_notatka_przekazania",
    ("Dokumenty/Przekazanie stanowiska IC.txt", "dzial-chemii/<<fa>>/notatka_<<ymd>>.txt"),
    """NOTATKA Z PRZEKAZANIA STANOWISKA – chromatograf jonowy (Dionex Integrion)

Przekazuje: <<first>> <<last>>
Przejmuje: <<first2>>
Data: <<dmy_dot>>

1. Eluent KOH – generator wymieniony <<dd>>.<<mm>>, następna wymiana za ok. 6 mies.
2. Kalibracja azotanów NO3: 6 punktów, r > 0,999 – protokół w segregatorze nr 4.
3. Komputer stanowiskowy (Chromeleon 7.3):
   konto Windows: LAB\\ic-operator
   hasło: <<cred>>
4. Próbki z Tarnowa (SB/<<year>>/<<nnnn>>) – powtórzyć fluorki.
""",
    "human",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "woda_fakturownia_api_token_n8n_yaml",
    ("automaty/fakturownia.yaml", "n8n/<<org>>/faktury_<<n>>.yaml"),
    """# Automat: zatwierdzone sprawozdanie w LIMS -> faktura w Fakturowni
fakturownia:
  domena: "<<org>>.fakturownia.pl"
  api_token: "<<cred>>/<<org>>"
  dzial_id: <<nnnn>>
lims:
  url: "https://lims.<<dom>>/rest"
  status: "ZATWIERDZONE"
harmonogram: "*/30 7-17 * * 1-5"
""",
    "p:fakturownia",
)


# 7 ---------------------------------------------------------------------------------------------
def _fods(s: dict) -> str:
    def row(cells):
        return (
            "<table:table-row>"
            + "".join(
                f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
                for c in cells
            )
            + "</table:table-row>"
        )

    rows = [row(["Punkt poboru", "Rejestrator", "Login", "Hasło"])] + [row(r) for r in s["rows"]]
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        '<office:body><office:spreadsheet><table:table table:name="Trasa">\n'
        + "\n".join(rows)
        + "\n</table:table></office:spreadsheet></office:body>\n</office:document>\n"
    )


def _route_rows(rng: random.Random, s: dict) -> dict:
    points = (
        "Ujęcie Bielany",
        "Studnia Wieliczka S2",
        "SUW Bochnia",
        "Zbiornik Dobczyce",
        "Hydrant Nowa Huta",
    )
    k = rng.randint(0, 3)
    rows = []
    for i in range(4):
        rows.append(
            [
                rng.choice(points),
                f"Aquatroll-{rng.randint(100, 999)}",
                f"punkt{rng.randint(1, 40)}",
                s["cred"] if i == k else F.human(rng),
            ]
        )
    return {"rows": rows}


F.reg(
    "woda_trasa_poboru_flat_ods_rejestratory",
    ("Trasy/trasa_<<mm>>_<<year>>.fods", "wspolne/<<org>>/rejestratory_<<n>>.fods"),
    _fods,
    "human",
    syntax="xml",
    extra=_route_rows,
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "woda_netrc_ftp_wodociagi_sprawozdania",
    ("home/<<fa>>/.netrc", "backup/lab-pc<<n>>/.netrc"),
    """machine ftp.wodociagi-<<city_a>>.pl
login lab_<<org>>
password <<cred>>

machine sftp.<<dom>>
login archiwum
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {"city_a": r.choice(("krakow", "tarnow", "bochnia", "wieliczka"))},
)
