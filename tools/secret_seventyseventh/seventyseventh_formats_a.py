# ruff: noqa: E501
"""Family a: a wedding planner in Tuscany (Italy; Italian)."""

from __future__ import annotations

from seventyseventh_spec import FAM_A, either

FAM_A.reg(
    "nozze_wordpress_wpconfig_php_db_password",
    ("public_html/<<org>>/wp-config.php", "backup/<<date>>/<<org>>-site/wp-config.php"),
    """<?php
/** Sito <<orgc>> - matrimoni in Toscana (tema Astra + plugin preventivi) */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_MEMORY_LIMIT', '256M' );
$table_prefix = 'wpnz_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

FAM_A.reg(
    "nozze_italian_whatsapp_catering_portale_password",
    ("chat/WhatsApp Chat con <<fa2c>> catering.txt", "export/<<fa>>/whatsapp_<<date>>.txt"),
    """<<dmy>>, <<hm>> - <<full>>: Ciao! Per il matrimonio a <<place>> sabato ti ho caricato il menù definitivo sul portale fornitori
<<dmy>>, <<hm>> - <<full2>>: Perfetto, grazie 🙏 ma non riesco a entrare, mi dai l'accesso?
<<dmy>>, <<hm2>> - <<full>>: utente <<user>>
<<dmy>>, <<hm2>> - <<full>>: la password è <<cred>>
<<dmy>>, <<hm2>> - <<full>>: mi raccomando non girarla agli sposi 😅
<<dmy>>, <<hm2>> - <<full2>>: 👍 entrato, grazie mille
""",
    "human",
)

FAM_A.reg(
    "nozze_fatture_in_cloud_python_sdk_token",
    ("tools/fatture/<<org>>_fatture.py", "scripts/emetti_fattura_<<n>>.py"),
    '''"""Emette la fattura del saldo per ogni matrimonio chiuso (Fatture in Cloud API v2)."""

import fattureincloud_python_sdk as fic

COMPANY_ID = <<n4>>
ACCESS_TOKEN = "<<cred>>"

configuration = fic.Configuration(access_token=ACCESS_TOKEN)


def saldo(cliente: str, importo: float) -> None:
    with fic.ApiClient(configuration) as client:
        api = fic.IssuedDocumentsApi(client)
        doc = {"type": "invoice", "entity": {"name": cliente}, "amount_net": importo}
        api.create_issued_document(COMPANY_ID, {"data": doc})


if __name__ == "__main__":
    saldo("<<full2>>", 4800.0)
''',
    "p:fic",
)

FAM_A.reg(
    "nozze_rsvp_apps_script_mailchimp_key",
    ("apps-script/rsvp_<<org>>/Codice.gs", "drive/<<orgc>>/Script RSVP <<year>>.gs"),
    """// RSVP invitati -> lista Mailchimp "Sposi <<year>>"
const MC_KEY = '<<cred>>';
const MC_LIST = '<<hex8>>a1';

function onFormSubmit(e) {
  const r = e.namedValues;
  const dc = MC_KEY.split('-')[1];
  UrlFetchApp.fetch(`https://${dc}.api.mailchimp.com/3.0/lists/${MC_LIST}/members`, {
    method: 'post',
    headers: { Authorization: 'apikey ' + MC_KEY },
    payload: JSON.stringify({ email_address: r['Email'][0], status: 'subscribed' }),
  });
}
""",
    "p:mailchimp",
    syntax="",
)

FAM_A.reg(
    "nozze_villa_wifi_ospiti_cartoncino_ocr",
    ("scansioni/villa_<<place>>_wifi_<<n>>.txt", "ocr/cartoncino_tavolo_<<n>>.txt"),
    """Benvenuti al matrimonio di <<fl>> & <<fl2>>
~ Villa <<lac>> · <<place>> ~

Wi-Fi ospiti
<<orgc>>_Ospiti
<<cred>>

#<<fa>><<fa2>><<year>>
""",
    "human",
)

FAM_A.reg(
    "nozze_pec_aruba_credenziali_email",
    ("mail/Inviata/<<date>>_pec_<<n>>.eml", "archivio/<<org>>/credenziali_pec_<<n>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: Credenziali PEC per le pratiche in Comune
Date: <<dmy>> <<hm>> +0200
Content-Type: text/plain; charset=UTF-8

Ciao <<fl2>>,
da lunedì le pubblicazioni e i permessi per le cerimonie civili li mandi tu dalla PEC.

Webmail: https://webmail.pec.it
Casella: <<org>>@pec.it
Password: <<cred>>

Se Aruba chiede il cambio password ogni 6 mesi, avvisami prima.
Un abbraccio,
<<fl>>
""",
    either("human", "pw"),
)

FAM_A.reg(
    "nozze_caparra_stripe_laravel_env",
    ("sites/preventivi-<<org>>/.env", "deploy/<<org>>/.env.production"),
    """APP_NAME="<<orgc>> Preventivi"
APP_ENV=production
APP_URL=https://preventivi.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=preventivi
DB_USERNAME=preventivi
DB_PASSWORD=${DB_PASS_FROM_VAULT}
STRIPE_KEY=pk_live_51<<hex40>>
STRIPE_SECRET=<<cred>>
CAPARRA_PERCENTUALE=30
MAIL_MAILER=smtp
""",
    "p:stripe_sk",
    syntax="",
)


def _sheet(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Fornitori {s["year"]}">
  <Table>
   <Row><Cell><Data ss:Type="String">Fornitore</Data></Cell><Cell><Data ss:Type="String">Portale</Data></Cell><Cell><Data ss:Type="String">Utente</Data></Cell><Cell><Data ss:Type="String">Password</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Fiorista {s["la2c"]}</Data></Cell><Cell><Data ss:Type="String">ordini.fiori-{s["la2"]}.it</Data></Cell><Cell><Data ss:Type="String">{s["org"]}</Data></Cell><Cell><Data ss:Type="String">vedi agenda</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Noleggio auto d'epoca</Data></Cell><Cell><Data ss:Type="String">area-clienti.{s["dom"]}</Data></Cell><Cell><Data ss:Type="String">{s["user"]}</Data></Cell><Cell><Data ss:Type="String">{s["cred"]}</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Fotografo</Data></Cell><Cell><Data ss:Type="String">pic-time.com</Data></Cell><Cell><Data ss:Type="String">{s["email"]}</Data></Cell><Cell><Data ss:Type="String">(Google login)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
"""


FAM_A.reg(
    "nozze_fornitori_spreadsheetml_logins",
    ("documenti/<<orgc>>_fornitori_<<year>>.xml", "drive/fornitori_<<fa>>_<<n>>.xml"),
    _sheet,
    either("human", "pw_xml"),
)
