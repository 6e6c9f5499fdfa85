# ruff: noqa: E501
"""Family e: a Kraków removal firm (przeprowadzki, tragarze), Poland: KSeF e-invoices and
Fakturownia, Przelewy24, InPost ShipX for cartons, Bitrix24 leads, a Django CRM, a Messenger
export and a warehouse notice."""

from __future__ import annotations

import json
import re
import urllib.parse

from hundredthirtyninth_spec import PL, SYM_NEEDS_URL, enc_url, hexs, jwt, moji, pw_with, uuid4

F = PL


def _nip(rng, s):
    return {"nip": str(rng.randint(10**9, 10**10 - 1)), "tokid": hexs(rng, 16, upper=True)}


F.reg(
    "przeprowadzki_ksef_token_integracja_yaml",
    ("config/ksef.yaml", "<<org>>/faktury/ksef_<<y>>.yml"),
    """# Integracja z KSeF (Krajowy System e-Faktur) — faktury za przeprowadzki i magazynowanie
ksef:
  srodowisko: produkcja
  url: https://ksef.mf.gov.pl/api
  nip: "<<nip>>"
  token: "<<cred>>"
  token_opis: "wygenerowany <<d>>.<<mo>>.<<y>> przez <<name>> (uprawnienia: wystawianie, przeglądanie)"
  token_id: "<<tokid>>"

fakturowanie:
  seria: "PRZ/<<y>>/"
  stawka_vat: 23
  termin_platnosci_dni: 7
  konto: "PL<<n>> 1020 2892 0000 5402 <<n4>> <<n4>>"

powiadomienia:
  email: ksiegowosc@<<dom>>
""",
    "p:ksef",
    extra=_nip,
)

F.reg(
    "przeprowadzki_fakturownia_curl_zaliczka_sh",
    ("bin/faktura_zaliczkowa.sh", "<<org>>/skrypty/zaliczka<<n>>.sh"),
    """#!/bin/bash
# Wystawia fakturę zaliczkową za przeprowadzkę (Fakturownia API)
# użycie: ./faktura_zaliczkowa.sh "Jan Kowalski" 450.00
set -euo pipefail

API_TOKEN="<<cred>>"
KONTO="<<org>>"

curl -s "https://${KONTO}.fakturownia.pl/invoices.json" \\
  -H 'Accept: application/json' \\
  -H 'Content-Type: application/json' \\
  -d '{
    "api_token": "'"$API_TOKEN"'",
    "invoice": {
      "kind": "advance",
      "seller_name": "'"$KONTO"' Przeprowadzki Kraków",
      "buyer_name": "'"$1"'",
      "positions": [
        {"name": "Przeprowadzka - zaliczka", "tax": 23, "total_price_gross": "'"$2"'", "quantity": 1}
      ]
    }
  }' | jq '.view_url'
""",
    "p:fakturownia",
)


def _messenger(s) -> str:
    ts = int(s["ts"]) * 1000
    msgs = [
        (s["name2"], ts + 240000, "dzięki, to do jutra o 8:00, winda towarowa zarezerwowana 👍"),
        (s["name"], ts + 120000, f"hasło: {s['cred']}"),
        (s["name"], ts + 60000, f"login {s['user']}, tak jak na OLX"),
        (
            s["name2"],
            ts,
            "Hej, możesz mi jeszcze raz podać hasło do konta Allegro firmy? chcę zamówić kartony",
        ),
    ]
    doc = {
        "participants": [{"name": moji(s["name"])}, {"name": moji(s["name2"])}],
        "messages": [
            {
                "sender_name": moji(n),
                "timestamp_ms": t,
                "content": moji(c),
                "is_geoblocked_for_viewer": False,
            }
            for n, t, c in msgs
        ],
        "title": moji(s["name2"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n4']}{s['n3']}",
        "magic_words": [],
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "przeprowadzki_messenger_json_mojibake_haslo_allegro",
    (
        "facebook-<<fa>><<n>>/messages/inbox/<<fa2>><<la2>>_<<n4>>/message_1.json",
        "Pobrane/facebook-export/your_activity_across_facebook/messages/inbox/<<fa2>>_<<n3>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _dsn(rng, s):
    return {"enc": enc_url(s["cred"])}


def _dec_dsn(text: str) -> str:
    m = re.search(r"^DATABASE_URL=postgres://[^:]+:([^@]+)@", text, re.M)
    if not m:
        raise ValueError("no DATABASE_URL")
    return urllib.parse.unquote(m.group(1))


F.reg(
    "przeprowadzki_crm_django_env_dsn_percent_encoded",
    ("crm/.env", "<<org>>/crm-przeprowadzki/.env.prod"),
    """# CRM przeprowadzek (Django) — serwer produkcyjny
DJANGO_SETTINGS_MODULE=crm.settings.prod
DEBUG=False
ALLOWED_HOSTS=crm.<<dom>>
DATABASE_URL=postgres://crm_<<org>>:<<enc>>@<<ip>>:5432/crm
REDIS_URL=redis://127.0.0.1:6379/1
EMAIL_HOST=smtp.<<dom>>
TIME_ZONE=Europe/Warsaw
""",
    lambda rng, s: pw_with(rng, SYM_NEEDS_URL, "-_."),
    extra=_dsn,
    decode=_dec_dsn,
)


def _inpost(rng, s):
    t = int(s["ts"])
    payload = {
        "exp": t + 315360000,
        "iat": t,
        "jti": uuid4(rng),
        "iss": "https://login.inpost.pl/auth/realms/external",
        "sub": uuid4(rng),
        "typ": "Bearer",
        "azp": "shipx",
        "session_state": uuid4(rng),
        "scope": "openid api:apipoint",
        "allowed_refresh_tokens": True,
        "api:apipoint": "organization:" + s["n4"],
    }
    return {"cred": jwt(rng, payload, alg="RS256")}


F.reg(
    "przeprowadzki_inpost_shipx_token_js",
    ("src/inpost.js", "<<org>>/sklep-kartony/lib/shipx<<n>>.js"),
    """// Wysyłka kartonów, taśmy i folii bąbelkowej do klientów (paczkomaty) — InPost ShipX
const SHIPX_URL = 'https://api-shipx-pl.easypack24.net/v1';
const ORG_ID = '<<n4>>';
const TOKEN = '<<cred>>';

export async function utworzPrzesylke(klient, paczkomat) {
  const res = await fetch(`${SHIPX_URL}/organizations/${ORG_ID}/shipments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      receiver: { email: klient.email, phone: klient.telefon },
      parcels: { template: 'medium' },
      custom_attributes: { target_point: paczkomat, sending_method: 'dispatch_order' },
      service: 'inpost_locker_standard',
    }),
  });
  if (!res.ok) throw new Error(`ShipX ${res.status}`);
  return res.json();
}
""",
    "pw",
    extra=_inpost,
)

F.reg(
    "przeprowadzki_przelewy24_config_ini",
    ("config/platnosci.ini", "<<org>>/www/app/config/p24_<<y>>.ini"),
    """; Płatności za rezerwację terminu przeprowadzki (Przelewy24)
; zmiany tylko po konsultacji z <<name>>

[przelewy24]
merchant_id = <<mid>>
pos_id = <<mid>>
crc = <<crc>>
api_key = <<cred>>
sandbox = 0
url_return = https://<<dom>>/platnosc/dziekujemy
url_status = https://<<dom>>/platnosc/status

[firma]
nazwa = <<org>> Przeprowadzki
nip = <<nip>>
""",
    "p:p24_api",
    extra=lambda rng, s: {
        "mid": str(rng.randint(100000, 399999)),
        "crc": hexs(rng, 16),
        "nip": str(rng.randint(10**9, 10**10 - 1)),
    },
    syntax="ini",
)

F.reg(
    "przeprowadzki_ogloszenie_magazyn_ocr_haslo_wifi",
    ("skany/ogloszenie_magazyn_<<n>>.txt", "<<org>>/biuro/OCR/tablica_magazyn_<<y>><<mo>>.txt"),
    """MAGAZYN <<org>> — INF0RMACJA DLA PRACOWNIKÓW
ul. Półłanki <<n>>, Kraków

1. Sieć WiFi: <<org>>_magazyn
   Hasło: <<cred>>
   Nie podawać hasła klientom! Dla klientów jest sieć GOSC (bez hasła).

2. Klucze do wózka paletowego i windy — u kierownika zmiany (<<name>>).
3. Kartony zwrotne odkładamy na regał C, folia i taśma w kontenerze 2.
4. Zgłoszenia szkód: <<phone>>
""",
    "human",
)

F.reg(
    "przeprowadzki_bitrix24_webhook_php",
    ("wycena/bitrix.php", "<<org>>/formularz-wyceny/lib/b24_<<n>>.php"),
    """<?php
// Formularz wyceny przeprowadzki -> lead w Bitrix24 (webhook przychodzący)
define('B24_WEBHOOK', 'https://<<org>>.bitrix24.pl/rest/<<n>>/<<cred>>/');

function dodajLead(array $dane): array
{
    $pola = [
        'TITLE' => 'Wycena: ' . $dane['skad'] . ' -> ' . $dane['dokad'],
        'NAME' => $dane['imie'],
        'PHONE' => [['VALUE' => $dane['telefon'], 'VALUE_TYPE' => 'WORK']],
        'COMMENTS' => 'Piętro: ' . $dane['pietro'] . ', winda: ' . ($dane['winda'] ? 'tak' : 'nie'),
        'SOURCE_ID' => 'WEB',
    ];
    $ch = curl_init(B24_WEBHOOK . 'crm.lead.add.json');
    curl_setopt_array($ch, [
        CURLOPT_POST => true,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POSTFIELDS => http_build_query(['fields' => $pola]),
    ]);
    $wynik = curl_exec($ch);
    curl_close($ch);
    return json_decode($wynik, true) ?? [];
}
""",
    "p:bitrix24",
)
