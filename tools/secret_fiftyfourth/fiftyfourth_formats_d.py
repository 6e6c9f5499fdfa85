"""Family d: a chartered accountant's practice (studio commercialista) in Lecce (Italy),
Italian."""

# ruff: noqa: E501

import random

from fiftyfourth_spec import LECCE as F
from fiftyfourth_spec import Slots, jwt

F.reg(
    "lecce_pec_imaplib_scarico_fatture_sdi",
    ("script/scarica_fatture_<<org>>.py", "fatturazione/pec_<<num>>.py"),
    '''"""Scarica dalla casella PEC le fatture passive ricevute dallo SdI (<<org_cap>>)."""

import email
import imaplib
from pathlib import Path

PEC_HOST = "imaps.pec.aruba.it"
PEC_UTENTE = "fatture@pec.<<dom>>"
PEC_PASSWORD = "<<cred>>"
DEST = Path("/srv/fatture/passive/<<year>>")


def scarica() -> int:
    n = 0
    with imaplib.IMAP4_SSL(PEC_HOST, 993) as box:
        box.login(PEC_UTENTE, PEC_PASSWORD)
        box.select("INBOX")
        _, ids = box.search(None, '(SUBJECT "Invio File")')
        for i in ids[0].split():
            _, data = box.fetch(i, "(RFC822)")
            msg = email.message_from_bytes(data[0][1])
            for part in msg.walk():
                nome = part.get_filename()
                if nome and nome.endswith((".xml", ".p7m")):
                    (DEST / nome).write_bytes(part.get_payload(decode=True))
                    n += 1
    return n
''',
    cred="pw_dq",
)

F.reg(
    "lecce_italian_whatsapp_pin_fisconline_cliente",
    ("whatsapp/Chat WhatsApp con <<first>>.txt", "clienti/<<lname>>/chat_<<num>>.txt"),
    """<<dmy_slash>>, <<time>> - <<first>> <<last>>: Dottoressa buongiorno, le giro le credenziali Fisconline per il 730
<<dmy_slash>>, <<time>> - <<first>> <<last>>: codice fiscale <<lname>> e la password è <<cred>>
<<dmy_slash>>, <<time2>> - <<first2>> <<last2>>: Ricevute, grazie. Il PIN me lo detta per telefono
<<dmy_slash>>, <<time2>> - <<first>> <<last>>: 👍
""",
    cred="human",
)

F.reg(
    "lecce_teamsystem_udl_sqloledb_password",
    ("TeamSystem/<<org>>/connessione.udl", "C:/TS/dati_<<num>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=ts_contab;Initial Catalog=LYNFA_<<year>>;Data Source=<<ip>>\\TEAMSYSTEM
""",
    cred="pw",
    syntax="",
)


def _fic_token(rng: random.Random, s: Slots) -> str:
    return "a/" + jwt(rng, {"ref": s["hex32"], "cid": rng.randint(100000, 999999)})


F.reg(
    "lecce_fatture_in_cloud_access_token_php",
    ("gestionale/<<org>>/fic_config.php", "integrazioni/fattureincloud_<<num>>.php"),
    """<?php
// Fatture in Cloud API v2 - sincronizzazione prima nota (<<org_cap>>)
define('FIC_COMPANY_ID', <<big>>);
define('FIC_ACCESS_TOKEN', '<<cred>>');
define('FIC_BASE_URL', 'https://api-v2.fattureincloud.it');

$config = FattureInCloud\\Configuration::getDefaultConfiguration()->setAccessToken(FIC_ACCESS_TOKEN);
""",
    cred=_fic_token,
    syntax="",
)

F.reg(
    "lecce_cbi_remote_banking_client_config_xml",
    ("cbi/<<org>>/cbi_client.xml", "banca/remote_banking_<<num>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<configurazione studio="<<org_cap>>">
  <cbi>
    <sia>A<<num>></sia>
    <abi>05262</abi>
    <url>https://cbi.bancapugliese.it/ebank/ws</url>
    <utente>studio<<num2>></utente>
    <password><<cred>></password>
    <cartella_flussi>D:\\CBI\\ricevuti</cartella_flussi>
  </cbi>
</configurazione>
""",
    cred="pw_xml",
)

F.reg(
    "lecce_email_password_firma_remota_aruba",
    ("posta/<<fname>>/firma_remota_<<num>>.eml", "archivio_mail/<<date>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Firma remota - credenziali per la trasmissione dei bilanci
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

Ciao <<first2>>,

per firmare i bilanci da depositare in Camera di Commercio usa la firma remota Aruba del
dottore (l'OTP arriva sul suo telefono, chiamalo prima):

utente: <<login>>
password firma: <<cred>>

Mi raccomando, non salvarla nel browser.

<<first>>
""",
    cred="human",
)


def _sheet_rows(rng: random.Random, s: Slots) -> Slots:
    cells = []
    target = rng.randrange(3)
    for i in range(3):
        p = F.people[i]
        pw = s["cred"] if i == target else F.human(rng, safe=True)
        cells.append(
            f"""   <Row>
    <Cell><Data ss:Type="String">{p[1]} {p[0]}</Data></Cell>
    <Cell><Data ss:Type="String">{p[3].upper()}{rng.randint(10, 99)}A{rng.randint(10, 99)}E506</Data></Cell>
    <Cell><Data ss:Type="String">{p[2]}.{p[3]}</Data></Cell>
    <Cell><Data ss:Type="String">{pw}</Data></Cell>
   </Row>"""
        )
    return {"rows": "\n".join(cells)}


F.reg(
    "lecce_dichiarazioni_spreadsheetml_credenziali_clienti",
    ("excel/credenziali_730_<<year>>.xml", "clienti/accessi_<<org>>_<<num>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Accessi 730">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">Cliente</Data></Cell>
    <Cell><Data ss:Type="String">Codice fiscale</Data></Cell>
    <Cell><Data ss:Type="String">Utente Fisconline</Data></Cell>
    <Cell><Data ss:Type="String">Password</Data></Cell>
   </Row>
<<rows>>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="pw_xml",
    extra=_sheet_rows,
)

F.reg(
    "lecce_satispay_business_rsa_private_key_pem",
    ("satispay/<<org>>/private.pem", "pagamenti/keys/satispay_<<num>>.pem"),
    "<<cred>>\n",
    cred="rsa8",
    syntax="",
)
