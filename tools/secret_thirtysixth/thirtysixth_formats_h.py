# ruff: noqa: E501
"""Family h: a Venetian gondoliers' and traghetto cooperative: booking site, Satispay, e-invoicing
through the SDI, certified mail (PEC), shift sheets, boat GPS, the till PC."""

from __future__ import annotations

import re

from thirtysixth_spec import dec_qp, enc_qp, human_with, pw_with, reg

FAM = "gondola_gondolier_traghetto_coop"
ORGS = ("traghetto-sanbarnaba",)
HUMAN = human_with(
    "gondola", "traghetto", "remiere", "forcola", "felze", "rialto", "sestiere", "regata",
    "canalazzo", "pope", "stazio", "laguna",
    firsts=("Giulia", "Marco", "Alvise", "Chiara", "Zuane", "Elena"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "gondola_prenotazioni_satispay_private_key_pem",
    ("prenotazioni/<<org>>/keys/satispay_<<n>>_private.pem", "etc/satispay/<<year>>-<<n>>.pem"),
    """<<cred>>
""",
    "rsa:pkcs8",
)

reg(
    FAM,
    ORGS,
    "gondola_italian_telegram_password_turni",
    ("telegram/<<org>>/turni_stazio_<<n>>.txt", "backup/<<first>>/chat_<<date>>.txt"),
    """<<ufirst>> <<ulast>>, [<<date_eu>> <<time>>]
Ragazzi qualcuno ha la password del foglio turni? Mi ha buttato fuori

Zuane, [<<date_eu>> <<time>>]
<<cred>>

<<ufirst>> <<ulast>>, [<<date_eu>> <<time>>]
grazie Zuane, domani faccio io il turno del pomeriggio al traghetto
""",
    HUMAN,
)


def _qp(rng, s):
    return {"enc": enc_qp(f"Password provvisoria: {s['cred']}")}


def _deqp(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = dec_qp(body)
    return re.search(r"Password provvisoria: (\S+)", plain).group(1)


reg(
    FAM,
    ORGS,
    "gondola_pec_credenziali_quoted_printable",
    ("pec/<<org>>/credenziali-sdi-<<date>>.eml", "posta-certificata/<<n>>/msg_<<n3>>.eml"),
    """From: "Per conto di: noreply@intermediario-sdi.it" <posta-certificata@pec.intermediario-sdi.it>
To: cooperativa@pec.<<dom>>
Subject: POSTA CERTIFICATA: Credenziali di accesso al portale fatture
Date: <<maildate>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Gentile Cooperativa,

di seguito la password provvisoria per l'accesso al portale di fatturazione elettronica
(utente: <<user>>). Al primo accesso Le sar=C3=A0 chiesto di cambiarla.

<<enc>>

Cordiali saluti,
Servizio Clienti
""",
    pw_with("=é"),
    extra=_qp,
    decode=_deqp,
)

reg(
    FAM,
    ORGS,
    "gondola_prenotazioni_symfony_env_database_url",
    ("prenotazioni/<<org>>/.env.local", "www/giri<<n>>/.env.local"),
    """###> doctrine/doctrine-bundle ###
DATABASE_URL="mysql://gondole:<<cred>>@<<ip>>:3306/prenotazioni?serverVersion=8.0&charset=utf8mb4"
###< doctrine/doctrine-bundle ###
###> symfony/mailer ###
MAILER_DSN=null://null
###< symfony/mailer ###
""",
    "pw_url",
)

reg(
    FAM,
    ORGS,
    "gondola_fatture_sdi_intermediario_java_properties",
    (
        "fatturazione/<<org>>/src/main/resources/sdi.properties",
        "gestionale<<n>>/conf/sdi.properties",
    ),
    """# Invio fatture elettroniche tramite intermediario (cooperativa gondolieri)
sdi.endpoint=https://ws.fatturazione-intermediario.it/services/v2
sdi.username=<<user>>
sdi.password=<<cred>>
sdi.codiceFiscale=0<<n3>><<n3>>0272
sdi.regimeFiscale=RF01
""",
    "pw",
)

reg(
    FAM,
    ORGS,
    "gondola_registro_turni_spreadsheetml_password_cell",
    ("turni/<<org>>/Turni_<<year>>.xml", "condivisa/<<first>>/turni-stazio-<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Accessi">
  <Table>
   <Row><Cell><Data ss:Type="String">Servizio</Data></Cell><Cell><Data ss:Type="String">Utente</Data></Cell><Cell><Data ss:Type="String">Password</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Portale Comune - licenze</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Stazio Santa Sofia tablet</Data></Cell><Cell><Data ss:Type="String">stazio</Data></Cell><Cell><Data ss:Type="String">vedi Zuane</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)

reg(
    FAM,
    ORGS,
    "gondola_boat_gps_tracker_lua_config",
    ("gps/<<org>>/tracker_<<n>>.lua", "flotta/gondola<<n>>/config.lua"),
    """-- Localizzatore GPS sulle gondole (giri turistici): invio posizione ogni 30 s
return {
  device_id = "gondola-<<n>>",
  server    = "tcp://<<ip>>:5055",
  apn       = "internet.it",
  interval  = 30,
  auth = {
    user     = "gps<<n>>",
    password = "<<cred>>",
  },
}
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "gondola_cassa_pc_winlogon_autologon_reg",
    ("cassa/<<org>>/autologon_<<n>>.reg", "pc-cassa/export/winlogon-<<date>>.reg"),
    """Windows Registry Editor Version 5.00

; PC della cassa al pontile: accesso automatico per la stampante fiscale
[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="cassa"
"DefaultDomainName"="TRAGHETTO"
"DefaultPassword"="<<cred>>"
""",
    "pw_dq",
)
