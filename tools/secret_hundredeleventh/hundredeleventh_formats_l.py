# ruff: noqa: E501
"""Family l: a gate and barrier automation firm in Italy (Italian)."""

from __future__ import annotations

from hundredeleventh_spec import Fam, alnum, dec_xml_tag, enc_xml, gen_pw, reg

FAM = Fam(
    name="cancelli_gate_barrier_automation",
    pre="cancelli",
    orgs=("cancellivio", "sbarraveloce", "portoniautomazione"),
    tld="it",
    first=(
        ("Giuseppe", "giuseppe"),
        ("Francesca", "francesca"),
        ("Alessandro", "alessandro"),
        ("Chiara", "chiara"),
        ("Matteo", "matteo"),
        ("Giulia", "giulia"),
        ("Davide", "davide"),
    ),
    last=(
        ("Rossi", "rossi"),
        ("Russo", "russo"),
        ("Ferrari", "ferrari"),
        ("Esposito", "esposito"),
        ("Bianchi", "bianchi"),
        ("Colombo", "colombo"),
    ),
    words=(
        "juventus",
        "forzainter",
        "milan",
        "cancello",
        "pizza",
        "amore",
        "napoli",
        "roma",
        "tesoro",
        "ciao",
        "sole",
        "mare",
        "birra",
        "famiglia",
    ),
    pets=("birba", "fido", "briciola", "romeo", "pallina", "leone"),
    cities=("Milano", "Torino", "Bologna", "Verona", "Bergamo", "Padova"),
    cc="+39",
)

reg(
    FAM,
    "came_connect_gateway_xml_escaped",
    ("came/gateway_<<serial>>.xml", "impianti/<<org>>/came_connect_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<CameConnect>
  <Site name="Condominio via <<last>> <<n>>" city="<<city>>"/>
  <Gateway model="GWT" serial="<<serial>>">
    <Account><<email>></Account>
    <Password><<enc>></Password>
  </Gateway>
  <Automation type="BX-243" channel="1"/>
</CameConnect>
""",
    lambda rng, s: gen_pw(rng, sym="&<>"),
    enc=enc_xml,
    decode=dec_xml_tag("Password"),
)

reg(
    FAM,
    "whatsapp_italiano_password_centralina",
    ("WhatsApp/Chat WhatsApp con <<first2>> tecnico.txt", "chat/<<fa2>>_<<ymd>>.txt"),
    """<<dmy>>, <<t1>> - <<first>> <<last>>: Ciao, l'app del cancello del condominio chiede di nuovo la password
<<dmy>>, <<t2>> - <<first2>> <<last2>>: È l'account CAME Automation, mail dell'amministratore
<<dmy>>, <<t2>> - <<first2>> <<last2>>: password <<cred>>
<<dmy>>, <<t3>> - <<first>> <<last>>: Perfetto, grazie mille!
""",
    "human",
)

reg(
    FAM,
    "nexi_xpay_mac_key_php",
    ("ecommerce/config/nexi.php", "shop-<<org>>/app/nexi_<<n>>.php"),
    """<?php
// Pagamento telecomandi e ricambi - Nexi XPay
return [
    'alias' => 'ALIAS_WEB_<<nn>>',
    'chiave_segreta' => '<<cred>>',
    'url' => 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
];
""",
    lambda rng, s: alnum(rng, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    syntax="",
)

reg(
    FAM,
    "aruba_pec_email_password",
    ("posta/pec_<<nn>>.eml", "mail/<<fa2>>_pec_<<ymd>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Credenziali PEC per fatture
Date: <<dmy>> <<t1>>
Content-Type: text/plain; charset=UTF-8

Ciao <<first2>>,

ti giro le credenziali della casella PEC Aruba per scaricare le fatture dei fornitori:
utente: amministrazione@pec.<<dom>>
password: <<cred>>

Non cambiarla che è collegata anche al gestionale.
<<first>>
""",
    "human",
)

reg(
    FAM,
    "satispay_rsa_private_key_pem",
    ("keys/satispay_private.pem", "secrets/<<org>>_satispay_<<n>>.pem"),
    "<<cred>>\n",
    "pem8",
)

reg(
    FAM,
    "home_assistant_nice_gate_yaml",
    ("homeassistant/configuration.yaml", "ha/<<org>>_<<n>>/configuration.yaml"),
    """homeassistant:
  name: Cancello <<city>>
shell_command:
  apri_cancello: "curl -u installatore:<<cred>> http://<<lan>>/cgi-bin/open?ch=1"
mqtt:
  cover:
    - name: Sbarra parcheggio
      command_topic: "sbarra/<<n>>/set"
""",
    "pw_bare",
)

reg(
    FAM,
    "teamviewer_sticky_note_ocr",
    ("ocr/postit_ufficio_<<n>>.txt", "scansioni/<<ymd>>_biglietto.txt"),
    """TeamViewer PC officina
ID <<tvid>>
<<cred>>
(non toccare!!)
""",
    "human_x",
    extra=lambda rng, s: s.update(
        tvid=f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    ),
)

reg(
    FAM,
    "mysql_my_cnf_client_gestionale",
    ("home/<<fa>>/.my.cnf", "server/<<org>>_<<n>>/.my.cnf"),
    """[client]
user=gestionale
password=<<cred>>
host=<<ip>>
database=interventi
""",
    "pw",
    syntax="ini",
)
