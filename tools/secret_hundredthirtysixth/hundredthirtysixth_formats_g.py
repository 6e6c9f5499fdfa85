# ruff: noqa: E501
"""Family g: a multi-storey car park (parcheggio multipiano) in northern Italy."""

from __future__ import annotations

from hundredthirtysixth_spec import Fam, pick, plate

F = Fam(
    name="italy_parcheggio_multipiano",
    orgs=("sostaporta", "multipianoro", "parkvolta"),
    tld="it",
    first=(
        "marco",
        "giulia",
        "alessandro",
        "francesca",
        "luca",
        "chiara",
        "matteo",
        "sara",
        "davide",
        "elena",
    ),
    last=(
        "rossi",
        "russo",
        "ferrari",
        "esposito",
        "bianchi",
        "romano",
        "colombo",
        "ricci",
        "marino",
        "greco",
    ),
    words=(
        "parcheggio",
        "sosta",
        "rampa",
        "sbarra",
        "cassa",
        "abbonato",
        "juventus",
        "forzainter",
        "milan",
        "vespa",
        "ferragosto",
        "livello",
        "tortellini",
        "nebbia",
    ),
    cities=("Torino", "Bologna", "Verona", "Padova", "Bergamo", "Brescia"),
    cc="+39 3",
    plates=("LL DDDLL",),
)

F.reg(
    "parcheggio_nexi_xpay_chiave_mac_php",
    ("sito-<<org>>/config/xpay.php", "prenota-sosta/<<org>>/inc/pagamenti_nexi.php"),
    """<?php
/*
 * Prenotazione posto auto / rinnovo abbonamento - pagamento con Nexi XPay
 * Parcheggio <<orgc>> <<city>>
 */
define('XPAY_URL', 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet');
define('XPAY_ALIAS', 'ALIAS_WEB_000<<num6>>');
define('XPAY_CHIAVE_SEGRETA', '<<cred>>');
define('XPAY_DIVISA', 'EUR');
define('XPAY_URL_RITORNO', 'https://www.<<dom>>/prenota/esito.php');
define('XPAY_URL_ANNULLO', 'https://www.<<dom>>/prenota/annullato.php');

function xpay_mac($codTrans, $importo) {
    return sha1('codTrans=' . $codTrans . 'divisa=' . XPAY_DIVISA . 'importo=' . $importo . XPAY_CHIAVE_SEGRETA);
}
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "parcheggio_cassa_automatica_ini",
    ("casse/<<org>>/cassa<<n>>/settings.ini", "backup/<<city>>/cassa_automatica_<<n>>.ini"),
    """[Generale]
Impianto=Parcheggio <<orgc>> <<city>>
Cassa=<<n>>
Lingue=it,en,de

[Rete]
IP=<<ip>>
Gateway=<<ip2>>

[Server]
Indirizzo=<<host>>
Porta=8443
Utente=cassa<<n>>
Password=<<cred>>

[Pagamenti]
POS=Ingenico Self 2000
Banconote=1
MonetePagoResto=1
Telepass=1
""",
    "pw",
)

F.reg(
    "parcheggio_whatsapp_password_cassa_turno",
    (
        "WhatsApp/Chat WhatsApp con <<full2>>.txt",
        "backup/<<org>>/Chat WhatsApp con Turni Parcheggio <<city>>.txt",
    ),
    """[<<dmyy>>, <<hms>>] <<full2>>: Ciao <<lfirst>>, la cassa <<n>> al livello -1 mi chiede la password operatore per svuotare le monete
[<<dmyy>>, <<hms>>] <<full>>: è <<cred>>
[<<dmyy>>, <<hms2>>] <<full>>: poi cancella il messaggio per favore
[<<dmyy>>, <<hms2>>] <<full2>>: fatto grazie! c'è anche una <<plate>> senza ticket alla sbarra di uscita, la faccio pagare come giornaliero?
[<<dmyy>>, <<hms3>>] <<full>>: sì tariffa massima giornaliera 👍
""",
    "human",
    syntax="",
)

F.reg(
    "parcheggio_aruba_fatturazione_python",
    ("fatture_<<org>>/aruba_sdi.py", "gestionale/<<org>>/invio_fatture_abbonati.py"),
    '''"""Invio delle fatture degli abbonamenti allo SdI tramite le API di Aruba Fatturazione Elettronica."""

import requests

AUTH_URL = "https://auth.fatturazioneelettronica.aruba.it/auth/signin"
WS_URL = "https://ws.fatturazioneelettronica.aruba.it/services/invoice/upload"
USERNAME = "<<orgu>>_<<num4>>"
PASSWORD = "<<cred>>"


def token():
    r = requests.post(
        AUTH_URL,
        data={"grant_type": "password", "username": USERNAME, "password": PASSWORD},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def invia(xml_b64: str, nome_file: str) -> dict:
    r = requests.post(
        WS_URL,
        headers={"Authorization": f"Bearer {token()}"},
        json={"dataFile": xml_b64, "credential": "", "domain": "", "fileName": nome_file},
        timeout=60,
    )
    r.raise_for_status()
    return r.json()
''',
    "pw_dq",
)

F.reg(
    "parcheggio_pec_credenziali_gestionale",
    (
        "PEC/<<org>>/Credenziali gestionale sosta <<date>>.eml",
        "posta/<<first>>/pec_credenziali_<<org>>.eml",
    ),
    """Return-Path: <posta-certificata@pec.aruba.it>
From: "Per conto di: assistenza@pec.softwaresosta.it" <posta-certificata@pec.aruba.it>
To: <<org>>@pec.it
Subject: POSTA CERTIFICATA: Credenziali di accesso gestionale - impianto <<city>>
Date: <<d>> <<mon>> <<y>> <<hms>> +0100
X-Trasporto: posta-certificata
Content-Type: text/plain; charset=utf-8

Gentile <<full>>,

le comunichiamo le credenziali di accesso al gestionale web dell'impianto
"Parcheggio <<orgc>> <<city>>" (monitoraggio casse, abbonamenti e report):

URL: https://gestionale.softwaresosta.it/<<org>>
Utente: amministratore.<<org>>
Password: <<cred>>

Al primo accesso le verrà richiesto di modificare la password.

Cordiali saluti
Assistenza clienti
""",
    "pw",
    syntax="",
)

F.reg(
    "parcheggio_lpr_telecamera_ftp_xml",
    ("telecamere/<<org>>/lpr_ingresso<<n>>.xml", "backup/<<city>>/telecamera_targhe_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<TelecameraLPR modello="LPR-3000" firmware="4.2.1">
  <Rete ip="<<ip>>" maschera="255.255.255.0" gateway="<<ip2>>"/>
  <Lettura nazione="ITA" soglia="85" corsia="Ingresso <<n>>"/>
  <Invio>
    <FTP abilitato="true">
      <Server><<host>></Server>
      <Porta>21</Porta>
      <Utente>lpr_ingresso<<n>></Utente>
      <Password><<cred>></Password>
      <Cartella>/targhe/<<city>></Cartella>
    </FTP>
  </Invio>
</TelecameraLPR>
""",
    "pw_xml",
)

F.reg(
    "parcheggio_sendgrid_ricevute_env",
    ("app-sosta-<<org>>/.env", "srv/<<org>>/ricevute/.env.prod"),
    """APP_NAME=SostaApp
APP_ENV=production
APP_URL=https://app.<<dom>>
DB_CONNECTION=pgsql
DB_HOST=<<ip>>
DB_DATABASE=sosta

MAIL_MAILER=sendgrid
MAIL_FROM_ADDRESS=ricevute@<<dom>>
MAIL_FROM_NAME="Parcheggio <<orgc>>"
SENDGRID_API_KEY=<<cred>>
""",
    "p:sendgrid",
    syntax="",
)


def _abbonati_csv(s):
    rng_rows = s["rows"]
    return "Cognome;Nome;Targa;Email;Tipo;Utente portale;Password iniziale\n" + "".join(rng_rows)


def _abbonati_extra(rng, s):
    rows = []
    new_at = rng.randint(2, 6)
    for i in range(8):
        first = pick(rng, F.first)
        last = pick(rng, F.last)
        tipo = pick(rng, ("Mensile", "Notturno", "Residente", "Aziendale"))
        pw = s["cred"] if i == new_at else pick(rng, ("(cambiata)", "(cambiata)", ""))
        rows.append(
            f"{last.capitalize()};{first.capitalize()};{plate(rng, 'LL DDDLL')};{first}.{last}@{pick(rng, ('gmail.com', 'libero.it', 'alice.it'))};{tipo};{first[0]}{last}{rng.randint(1, 99)};{pw}\n"
        )
    return {"rows": rows}


F.reg(
    "parcheggio_abbonati_portale_csv",
    ("export/<<org>>/abbonati_<<y>><<mm>>.csv", "Documenti/<<city>>/abbonati_nuovi_<<date>>.csv"),
    _abbonati_csv,
    "human",
    syntax="",
    extra=_abbonati_extra,
)
