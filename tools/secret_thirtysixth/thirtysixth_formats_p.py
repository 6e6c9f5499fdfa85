"""Family p: a Polish optician and optometry practice (salon optyczny): frame orders from the
lens lab, Przelewy24 payments, OCT scanner images, the appointment app, accounting; e-mails
and chats in Polish."""

from __future__ import annotations

import re

from thirtysixth_spec import dec_url, enc_url, human_with, pw_with, reg

FAM = "optyk_eyewear_optometry_shop"
ORGS = ("optyk-wisniewski",)
HUMAN = human_with(
    "optyk", "okulary", "soczewki", "oprawki", "dioptria", "progresy", "wzrok", "zrenica",
    "astygmat", "szklo", "bursztyn", "wisla",
    firsts=("Agnieszka", "Tomasz", "Kasia", "Pawel", "Magda", "Krzysztof"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "optyk_polish_email_haslo_laboratorium_soczewek",
    ("poczta/<<org>>/laboratorium-<<date>>.eml", "thunderbird/<<first>>/zamowienia_<<n>>.eml"),
    """From: Obsługa Klienta <b2b@laboratorium-soczewek-<<n>>.pl>
To: <<email>>
Subject: Dostęp do platformy zamówień soczewek
Date: <<maildate>> +0100
Content-Type: text/plain; charset=utf-8

Dzień dobry,

założyliśmy konto salonu na platformie zamówień B2B (soczewki okularowe, szlify).

Login: <<user>>
Hasło: <<cred>>

Prosimy o zmianę hasła po pierwszym logowaniu.
Pozdrawiamy,
Dział Obsługi Klienta
""",
    "pw",
)

reg(
    FAM,
    ORGS,
    "optyk_messenger_chat_haslo_komputer_salon",
    ("messenger/<<org>>/rozmowa_<<n>>.txt", "telefon/<<first>>/messenger_<<date>>.txt"),
    """<<ufirst>> <<ulast>> <<time>>
Magda jakie jest hasło do komputera przy autorefraktometrze? klient czeka

Magda <<time>>
<<cred>>

<<ufirst>> <<ulast>> <<time>>
dzięki ❤️
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "optyk_sklep_przelewy24_php_api_key",
    ("sklep/<<org>>/config/przelewy24.php", "www/okulary<<n>>/app/config/p24.php"),
    """<?php
// Sklep internetowy salonu: płatności Przelewy24 (okulary przeciwsłoneczne, soczewki kontaktowe)
return [
    'merchant_id' => <<n3>><<n>>,
    'pos_id'      => <<n3>><<n>>,
    'crc'         => '<<hex8>><<hex8>>',
    'api_key'     => '<<cred>>',
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/zamowienie/dziekujemy',
];
""",
    "p:p24",
)

reg(
    FAM,
    ORGS,
    "optyk_lens_lab_ftp_netrc",
    ("home/<<user>>/.netrc", "salon/<<org>>/netrc_<<n>>"),
    """machine ftp.laboratorium-soczewek-<<n>>.pl
login salon<<n3>>
password <<cred>>
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "optyk_wizyty_booking_dockerfile_env",
    ("wizyty/<<org>>/Dockerfile", "docker/wizyty<<n>>/Dockerfile"),
    """FROM node:20-alpine
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
# Rezerwacje badań wzroku online
ENV NODE_ENV=production \\
    DB_HOST=<<ip>> \\
    DB_USER=wizyty \\
    DB_PASSWORD=<<cred>>
EXPOSE <<port>>
CMD ["node", "server.js"]
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "optyk_ksiegowosc_terraform_mysql_provider_hcl",
    ("infra/<<org>>/main.tf", "terraform/salon<<n>>/providers.tf"),
    """terraform {
  required_providers {
    mysql = {
      source  = "petoju/mysql"
      version = "~> 3.0"
    }
  }
}

# Baza programu księgowego (serwer w zapleczu salonu)
provider "mysql" {
  endpoint = "<<ip>>:3306"
  username = "root"
  password = "<<cred>>"
}

resource "mysql_database" "ksiegowosc" {
  name = "ksiegowosc_<<year>>"
}
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "optyk_oct_scanner_orthanc_json_registered_users",
    ("oct/<<org>>/orthanc.json", "etc/orthanc/gabinet<<n>>.json"),
    """{
  "Name": "OCT gabinet <<n>>",
  "StorageDirectory": "/var/lib/orthanc/db",
  "HttpPort": 8042,
  "DicomAet": "OCTSALON",
  "DicomPort": 4242,
  "RemoteAccessAllowed": true,
  "AuthenticationEnabled": true,
  "RegisteredUsers": {
    "optometrysta": "<<cred>>"
  }
}
""",
    "pw_json",
)


def _pct(rng, s):
    return {"enc": enc_url(s["cred"])}


def _depct(text: str) -> str:
    m = re.search(r"postgresql://optyk:([^@]+)@", text)
    return dec_url(m.group(1))


reg(
    FAM,
    ORGS,
    "optyk_karty_pacjentow_env_percent_encoded_url",
    ("karty-pacjentow/<<org>>/.env", "app/karty<<n>>/.env"),
    """# Karty pacjentów (refrakcja, ciśnienie wewnątrzgałkowe) - tylko sieć lokalna
APP_ENV=prod
DATABASE_URL=postgresql://optyk:<<enc>>@<<ip>>:5432/karty?sslmode=require
""",
    pw_with("@/#?:%"),
    extra=_pct,
    decode=_depct,
)
