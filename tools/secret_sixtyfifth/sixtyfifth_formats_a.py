# ruff: noqa: E501
"""Family a: a short-let host renting out trulli near Alberobello (Puglia, Italy), Italian."""

from __future__ import annotations

from sixtyfifth_spec import SYM_SQ, Fam, after, dec_basic, enc_basic, gen_pw

F = Fam(
    "trullo_shortlet_puglia",
    orgs=("trullidelsole", "masseriaventi", "casaulivo"),
    tld="it",
    first=(
        "giuseppe",
        "antonella",
        "vito",
        "rosaria",
        "michele",
        "donatella",
        "cosimo",
        "mariangela",
    ),
    last=("desantis", "lorusso", "carbonara", "palmisano", "difonzo", "lacatena", "pugliese"),
    words=(
        "trullo",
        "ulivo",
        "masseria",
        "pajara",
        "frisella",
        "orecchiette",
        "locorotondo",
        "alberobello",
        "scirocco",
        "tramontana",
        "gelsomino",
        "primitivo",
        "negroamaro",
        "tarantella",
        "pasticciotto",
        "fichidindia",
    ),
    cc="+39",
    city="Alberobello",
)

F.reg(
    "trullo_smoobu_channel_manager_php_define",
    (
        "public_html/<<org>>/config/smoobu.php",
        "sito-<<org>>/wp-content/plugins/prenota-trullo/config-<<y>>.php",
    ),
    """<?php
/**
 * Configurazione sincronizzazione calendari - <<org>>
 * Channel manager: Smoobu (Airbnb, Booking.com, Vrbo)
 * Aggiornato da <<first>> <<last>> il <<dmys>>
 */
define('SMOOBU_API_URL', 'https://login.smoobu.com/api');
define('SMOOBU_API_KEY', '<<cred>>');
define('SMOOBU_USER_ID', <<n3>><<n>>);
define('SMOOBU_APPARTAMENTI', [<<n3>>101, <<n3>>102, <<n3>>117]);
define('ORA_CHECKIN', '15:00');
define('ORA_CHECKOUT', '10:30');
define('EMAIL_NOTIFICHE', '<<email>>');
""",
    cred="alnum:42",
    syntax="",
)

F.reg(
    "trullo_whatsapp_host_ospiti_password_wifi",
    (
        "Chat WhatsApp con <<first>> <<last>>.txt",
        "Telefono/WhatsApp/Chat WhatsApp con Ospiti <<org>> <<dmy>>.txt",
    ),
    """[<<d>>/<<mo>>/<<yy>>, <<t1>>] <<first>> <<last>>: Buonasera! Siamo arrivati al trullo, è bellissimo 😍
[<<d>>/<<mo>>/<<yy>>, <<t2>>] <<f2>> (<<org>>): Benvenuti!! Le chiavi sono nella cassettina accanto alla porta, codice <<pin>>
[<<d>>/<<mo>>/<<yy>>, <<t3>>] <<first>> <<last>>: Trovate, grazie. Qual è la password del wifi?
[<<d>>/<<mo>>/<<yy>>, <<t4>>] <<f2>> (<<org>>): La rete è <<ssid>>
[<<d>>/<<mo>>/<<yy>>, <<t4>>] <<f2>> (<<org>>): password <<cred>>
[<<d>>/<<mo>>/<<yy>>, <<t5>>] <<first>> <<last>>: Funziona 👍 buona serata
[<<d>>/<<mo>>/<<yy>>, <<t6>>] <<f2>> (<<org>>): Buona serata a voi! Per la colazione domani passo alle 8:30
""",
    cred="human",
)

F.reg(
    "trullo_nuki_keypad_codes_pi_python",
    ("pi/prenotazioni/nuki_codici.py", "home/<<user>>/<<org>>/nuki_codici_<<y>>.py"),
    '''#!/usr/bin/env python3
"""Genera un codice del tastierino Nuki per ogni prenotazione.
Gira sul Raspberry in cantina (cron ogni 30 minuti). -- <<first>>"""

import datetime
import random

import requests

NUKI_API = "https://api.nuki.io"
NUKI_TOKEN = "<<cred>>"
SMARTLOCK_ID = <<n3>>447<<n>>


def crea_codice(nome: str, arrivo: datetime.date, partenza: datetime.date) -> int:
    codice = random.randint(100000, 999999)
    r = requests.put(
        f"{NUKI_API}/smartlock/{SMARTLOCK_ID}/auth",
        headers={"Authorization": f"Bearer {NUKI_TOKEN}"},
        json={
            "name": nome[:20],
            "type": 13,
            "code": codice,
            "allowedFromDate": f"{arrivo.isoformat()}T14:00:00.000Z",
            "allowedUntilDate": f"{partenza.isoformat()}T10:30:00.000Z",
        },
        timeout=20,
    )
    r.raise_for_status()
    return codice
''',
    cred="hex:60",
)

F.reg(
    "trullo_alloggiati_web_schedine_ini",
    (
        "C:/Users/<<user>>/Documents/<<org>>/alloggiati.ini",
        "pi/prenotazioni/alloggiati-<<org>>.ini",
    ),
    """; Invio automatico schedine Alloggiati Web (Polizia di Stato)
; struttura: <<org>> - <<city>> (BA)
[alloggiati]
endpoint = https://alloggiatiweb.poliziadistato.it/service/service.asmx
utente = BA<<n3>><<n3>>
password = <<cred>>
struttura = <<org>>
invio_automatico = si

[istat]
portale = spot.regione.puglia.it
codice_struttura = <<n3>>0<<n>>
""",
    cred="pw",
)

F.reg(
    "trullo_welcome_book_benvenuti_markdown",
    ("guida-ospiti/<<org>>/benvenuti.md", "Drive/<<org>>/Libro di benvenuto <<y>>.md"),
    """# Benvenuti a <<org>> 🌿 / Welcome!

## Arrivo / Check-in
Il check-in è dalle 15:00 alle 20:00. Le chiavi sono nella cassetta di sicurezza
accanto al cancello (vi mandiamo il codice su WhatsApp il giorno dell'arrivo).

## Wi-Fi
| | |
|---|---|
| Rete / Network | `<<ssid>>` |
| Password | `<<cred>>` |

Il router è nella nicchia del trullo piccolo: se non va, staccate la spina per 10 secondi.

## Raccolta differenziata
Lunedì organico, martedì plastica, giovedì carta, venerdì vetro. Il secco il sabato.

## Numeri utili
- <<first>> (host): <<phone>>
- Guardia medica <<city>>: 080 432 1111
""",
    cred="human",
)


def _octo(rng, s):
    return {"enc": enc_basic(str(s["user"]), str(s["cred"]))}


F.reg(
    "trullo_octorate_curl_basic_bash_history",
    ("home/<<user>>/.bash_history", "Users/<<user>>/<<org>>/.bash_history"),
    """cd ~/script-prenotazioni
ls -la
curl -s -H "Authorization: Basic <<enc>>" https://api.octorate.com/connect/rest/v1/accommodation | jq .
curl -s -H "Authorization: Basic <<enc>>" "https://api.octorate.com/connect/rest/v1/reservation/<<n3>><<n3>>?from=<<date>>" | jq '.data[].guestName'
python3 esporta_prenotazioni.py --da <<date>>
crontab -l
""",
    cred="pw_json",
    syntax="",
    extra=_octo,
    decode=lambda t: dec_basic(after(r"Basic ([A-Za-z0-9+/=]+)", t)),
)

F.reg(
    "trullo_commercialista_email_fisconline_password",
    ("Posta/Inviata/cedolare secca <<y>> - <<last>>.eml", "mail/<<org>>/Sent/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: Studio Lacatena <studio.lacatena@pec-commercialisti.it>
Subject: Dichiarazione <<y>> - affitti brevi (cedolare secca)
Date: Mon, <<d>> Mar <<y>> 18:22:07 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Buonasera Dottore,

come d'accordo le mando l'estratto delle prenotazioni di <<org>> (Airbnb e Booking)
e le credenziali Fisconline per scaricare il precompilato:

codice fiscale: <<upper>>
password: <<cred>>
PIN: lo trova nella busta che le ho lasciato in studio

La cedolare secca è al 21% sul primo immobile, come l'anno scorso.
Grazie e a presto,
<<first>>
""",
    cred="human_d",
    extra=lambda rng, s: {
        "upper": f"{str(s['last'])[:3].upper()}{str(s['first'])[:3].upper()}{rng.randint(50, 89)}A{rng.randint(10, 68)}A662{chr(65 + rng.randint(0, 25))}"
    },
)

F.reg(
    "trullo_localtuya_pool_pump_yaml",
    ("homeassistant/packages/piscina_<<org>>.yaml", "config/<<org>>/tuya.yaml"),
    """# Pompa piscina e luci giardino (prese Tuya) - <<org>>
localtuya:
  - host: <<ip>>
    device_id: bf<<hexid>>
    local_key: '<<cred>>'
    friendly_name: Pompa piscina
    protocol_version: "3.3"
    entities:
      - platform: switch
        friendly_name: Pompa
        id: 1
      - platform: switch
        friendly_name: Luci giardino
        id: 2
""",
    cred=lambda rng, fam: gen_pw(rng, 16, SYM_SQ),
)
