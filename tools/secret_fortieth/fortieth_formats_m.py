"""Family m: amber (bursztyn) carvers of Gdańsk (Poland): workshops that cut and set Baltic
amber, their galleries, online shops, certificates and couriers."""

# ruff: noqa: E501

import random

from fortieth_spec import Family, epoch, jwt, uuid4

F = Family(
    "gdansk_bursztyn_carvers",
    ("bursztyn-oliwa",),
    "pl",
    ("Krzysztof", "Agnieszka", "Tomasz", "Magdalena", "Piotr", "Katarzyna", "Marek", "Joanna"),
    (
        "Kaczmarek",
        "Zielinski",
        "Lewandowska",
        "Wojcik",
        "Szymanski",
        "Dabrowska",
        "Kaminski",
        "Grabowska",
    ),
    (
        "bursztyn",
        "gdansk",
        "oliwa",
        "mariacka",
        "baltyk",
        "jantar",
        "sopot",
        "zuraw",
        "motlawa",
        "inkluzja",
        "kaszuby",
        "hel",
    ),
)

F.reg(
    "bursztyn_sklep_przelewy24_api_key_php",
    ("config/przelewy24.php", "sklep/app/config/platnosci_<<nn>>.php"),
    """<?php
// Płatności w sklepie z biżuterią z bursztynu
return [
    'p24' => [
        'merchant_id' => <<big>>,
        'pos_id'      => <<big>>,
        'crc'         => env('P24_CRC'),
        'api_key'     => '<<cred>>',
        'sandbox'     => false,
        'url_return'  => 'https://sklep.<<dom>>/zamowienie/dziekujemy',
    ],
];
""",
    "hex:32",
)

F.reg(
    "bursztyn_polish_messenger_haslo_allegro_reply",
    ("Messenger/<<first2>>_<<ymd>>.txt", "Dokumenty/czat_<<user2>>_<<num>>.txt"),
    """<<first>>
<<time>>
Hej, jakie jest hasło do firmowego Allegro? Chcę wystawić te nowe pierścionki z inkluzją

<<first2>>
<<time2>>
<<cred>>

<<first2>>
<<time2>>
tylko nie zmieniaj, bo Marek też się loguje
""",
    "human",
)

F.reg(
    "bursztyn_allegro_rest_client_secret_py",
    ("allegro/oferty.py", "scripts/allegro_sync_<<nn>>.py"),
    '''"""Synchronizacja ofert Allegro (biżuteria z bursztynu) z magazynem pracowni."""
import requests

CLIENT_ID = "<<hex32>>"
CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://allegro.pl/auth/oauth/token"


def token() -> str:
    r = requests.post(
        TOKEN_URL,
        auth=(CLIENT_ID, CLIENT_SECRET),
        data={"grant_type": "client_credentials"},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["access_token"]


if __name__ == "__main__":
    t = token()
    oferty = requests.get(
        "https://api.allegro.pl/sale/offers",
        headers={"Authorization": f"Bearer {t}", "Accept": "application/vnd.allegro.public.v1+json"},
        timeout=20,
    ).json()
    print(len(oferty.get("offers", [])), "ofert")
''',
    "alnum:64",
)

F.reg(
    "bursztyn_ksef_token_export_bash_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd ~/faktury
ls <<ymd>>
export KSEF_NIP=58<<big>><<nn>>
export KSEF_TOKEN=<<cred>>
python ksef_wyslij.py --nip "$KSEF_NIP" --katalog ./<<ymd>>/
history | tail
""",
    "HEX:64",
)

F.reg(
    "bursztyn_pracownia_ocr_kartka_haslo_next_line",
    ("skany/kartka_<<ymd>>.txt", "Dokumenty/OCR/pracownia_<<num>>.txt"),
    """[OCR: zdjęcie kartki przy monitorze, IMG_<<num>>.jpg]
Poczta firmowa
<<email>>
hasło
<<cred>>
szlifierka - serwis <<dmy>>
""",
    "human",
)


def _inpost(rng: random.Random) -> str:
    now = epoch(rng)
    payload = {
        "exp": now + 315_360_000,
        "iat": now,
        "jti": uuid4(rng),
        "iss": "https://login.inpost.pl/auth/realms/external",
        "sub": uuid4(rng),
        "typ": "Bearer",
        "azp": "shipx",
        "scope": "openid api:apipoint api:shipx",
        "allowed_refresh_tokens": True,
    }
    return jwt(rng, payload, alg="RS256")


F.reg(
    "bursztyn_inpost_shipx_jwt_toml",
    ("config/wysylki.toml", "deploy/sklep-<<nn>>/inpost.toml"),
    """[inpost]
organization_id = <<num>>
api_url = "https://api-shipx-pl.easypack24.net/v1"
token = "<<cred>>"
default_size = "B"

[nadawca]
nazwa = "Pracownia Bursztynu <<last>>"
miasto = "Gdańsk"
kod = "80-8<<nn>>"
""",
    _inpost,
)

F.reg(
    "bursztyn_galeria_appsettings_connection_string",
    ("Galeria.Web/appsettings.Production.json", "src/Galeria/appsettings.<<nn>>.json"),
    """{
  "Logging": {
    "LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}
  },
  "ConnectionStrings": {
    "Galeria": "Server=<<host>>;Database=Galeria;User Id=galeria;Password=<<cred>>;TrustServerCertificate=True"
  },
  "AllowedHosts": "*",
  "Galeria": {"Waluta": "PLN", "Jezyk": "pl-PL"}
}
""",
    "pw_json",
)

F.reg(
    "bursztyn_accounts_sheet_html_table_haslo",
    ("Dokumenty/konta_<<year>>.html", "export/Arkusz-<<num>>.html"),
    """<html><head><meta charset="utf-8"><style>td{border:1px solid #ccc;padding:2px 6px}</style></head>
<body>
<table>
<tr><td><b>Serwis</b></td><td><b>Login</b></td><td><b>Hasło</b></td><td><b>Uwagi</b></td></tr>
<tr><td>Certyfikaty bursztynu (portal izby)</td><td><<user>></td><td><<cred>></td><td>odnowić w <<year>></td></tr>
<tr><td>Allegro</td><td><<email>></td><td>(u <<first2>>)</td><td></td></tr>
</table>
</body></html>
""",
    "human",
)
