# ruff: noqa: E501
"""Family e: an LPG distributor (deposito GPL: bombole and tank refills) in the Marche, Italy."""

from __future__ import annotations

import urllib.parse

from hundredthirtythird_corpus import ALNUM, DIGITS, alnum, gen_pw, jwt, uuid4
from hundredthirtythird_spec import Fam, dec_after, enc_url

F = Fam(
    name="gpl_bombole_deposito_marche",
    orgs=("gasconero", "gplpiceno", "bombolemarche", "esinogas", "tennagpl"),
    tld="it",
    first=(
        "giuseppe",
        "francesca",
        "marco",
        "chiara",
        "luca",
        "elena",
        "andrea",
        "giulia",
        "davide",
        "silvia",
    ),
    last=(
        "rossi",
        "marchetti",
        "pieroni",
        "cingolani",
        "bianchi",
        "ricci",
        "santarelli",
        "gentili",
        "mancini",
        "ferretti",
    ),
    words=(
        "bombola",
        "gpl",
        "ancona",
        "macerata",
        "serbatoio",
        "cisterna",
        "vespa",
        "juventus",
        "ciauscolo",
        "conero",
        "verdicchio",
        "olive",
        "fermo",
        "sibillini",
        "lupo",
        "gabbiano",
    ),
    cities=("Ancona", "Macerata", "Fermo", "Jesi", "Civitanova", "Osimo"),
    cc="+39",
    tz="+0100",
    pets=("birba", "pippo", "tobia", "nuvola", "briciola", "zorro"),
)

F.reg(
    "gpl_edas_dogane_keystore_spring_application_yml",
    ("edas-gpl/src/main/resources/application-prod.yml", "deploy/<<org>>/edas/application.yml"),
    """spring:
  application:
    name: edas-gpl
  datasource:
    url: jdbc:postgresql://<<lan>>:5432/deposito
    username: edas
    password: ${DB_PASSWORD}

# e-DAS: documento di accompagnamento elettronico per le partenze delle autocisterne
adm:
  edas:
    endpoint: https://interop.adm.gov.it/edas/ws/v1
    codice-ditta: IT00<<ditta>>
    deposito: "<<org_cap>> - <<city>>"
    keystore:
      path: /opt/edas/cert/<<org>>_firma.p12
      type: PKCS12
      password: "<<cred>>"
      alias: firma
    invio-automatico: true

logging:
  level:
    it.<<org>>.edas: INFO
""",
    "pw_dq",
    extra=lambda rng, s: {
        "ditta": alnum(rng, 6, DIGITS) + alnum(rng, 1, "ABCDEFGH") + alnum(rng, 2, DIGITS)
    },
)


def _fic(rng, s):
    return "a/" + jwt(rng, {"ref": alnum(rng, 32)})


F.reg(
    "gpl_fattureincloud_consegne_sync_js",
    ("consegne-sync/src/fic.js", "<<org>>-gestionale/scripts/fatture_<<n2>>.mjs"),
    """// Sincronizza le consegne di bombole e i rifornimenti dei serbatoi con Fatture in Cloud
import { Configuration, IssuedDocumentsApi } from "@fattureincloud/fattureincloud-ts-sdk";

const config = new Configuration({
  accessToken: "<<cred>>",
});
const COMPANY_ID = <<n6>>;
const api = new IssuedDocumentsApi(config);

export async function creaFattura(consegna) {
  const doc = {
    type: "invoice",
    entity: { name: consegna.cliente, vat_number: consegna.piva },
    items_list: [
      { name: consegna.prodotto, qty: consegna.litri, net_price: consegna.prezzo, vat: { id: 0 } },
    ],
  };
  const res = await api.createIssuedDocument(COMPANY_ID, { data: doc });
  return res.data.data.id;
}
""",
    _fic,
    syntax="",
    extra=lambda rng, s: {"n6": rng.randint(100000, 999999)},
)

F.reg(
    "gpl_whatsapp_ufficio_password_pec",
    (
        "WhatsApp/Chat WhatsApp con <<lname2>>.txt",
        "backup_telefono/Chat WhatsApp con Ufficio <<org_cap>>.txt",
    ),
    """<<dmy_short>>, <<t1>> - <<lname>>: Ciao <<lfirst2>>, devo mandare il DAS alla dogana per PEC ma Thunderbird mi chiede di nuovo la password
<<dmy_short>>, <<t2>> - <<lname2>>: quella della PEC di Aruba? amministrazione@pec.<<dom>>
<<dmy_short>>, <<t2>> - <<lname>>: sì
<<dmy_short>>, <<t3>> - <<lname2>>: <<cred>>
<<dmy_short>>, <<t3>> - <<lname2>>: scade a fine mese, poi la cambio io
<<dmy_short>>, <<t4>> - <<lname>>: perfetto grazie 🙏
""",
    "human",
    syntax="",
)


def _pgurl(rng, s):
    pw = gen_pw(rng, sym="@#!$%&*+=/:")
    return {"cred": pw, "pw_enc": enc_url(pw)}


F.reg(
    "gpl_app_consegne_database_url_percent_encoded",
    ("app-consegne/.env", "<<org>>-consegne/.env.production"),
    """# App consegne autisti (palmari) - deposito <<org_cap>>
NODE_ENV=production
PORT=3000
DATABASE_URL=postgres://consegne:<<pw_enc>>@<<host>>:5432/consegne?sslmode=require
MAPS_REGION=it
GIRI_DEFAULT=<<city>>
UPLOAD_DIR=/srv/consegne/firme
""",
    "pw",
    syntax="",
    extra=_pgurl,
    decode=dec_after(r"postgres://consegne:([^@]+)@", urllib.parse.unquote),
)


def _chirp(rng, s):
    return jwt(rng, {"aud": "chirpstack", "iss": "chirpstack", "sub": uuid4(rng), "typ": "key"})


F.reg(
    "gpl_telemetria_serbatoi_chirpstack_api_toml",
    ("telemetria-serbatoi/config.toml", "opt/livelli/<<org>>_<<n2>>.toml"),
    """# Lettura livelli dei serbatoi GPL presso i clienti (sensori LoRaWAN) -> gestionale riordini
[chirpstack]
server = "https://lora.<<dom>>"
api_token = "<<cred>>"
tenant_id = "<<uuid>>"
application_id = "<<app>>"

[gestionale]
url = "http://<<lan>>:8080/api/riordini"

[soglie]
riordino_percento = 20
allarme_percento = 10
""",
    _chirp,
    extra=lambda rng, s: {"app": uuid4(rng)},
)

F.reg(
    "gpl_nexi_xpay_chiave_segreta_mac_php",
    ("www/pagamenti/config_xpay.php", "<<org>>-pagofatture/inc/nexi.php"),
    """<?php
// Pagamento online delle fatture GPL - Nexi XPay (pagamento semplice)
define('XPAY_ALIAS', 'ALIAS_WEB_<<n8>>');
define('XPAY_CHIAVE_SEGRETA', '<<cred>>');
define('XPAY_URL', 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet');
define('XPAY_URL_BACK', 'https://www.<<dom>>/pagamenti/annullato.php');

function xpay_mac($codTrans, $importo)
{
    return sha1('codTrans=' . $codTrans . 'divisa=EUR' . 'importo=' . $importo . XPAY_CHIAVE_SEGRETA);
}
""",
    lambda rng, s: alnum(rng, 32, ALNUM),
    syntax="",
    extra=lambda rng, s: {"n8": alnum(rng, 8, DIGITS)},
)

F.reg(
    "gpl_email_credenziali_palmare_autista",
    ("Posta/Inviata/<<date>> credenziali palmare.eml", "mail/<<org>>/autisti_<<n3>>.eml"),
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: Credenziali app consegne (palmare)
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Ciao <<lfirst>>,

da lunedì i giri bombole li segniamo sul palmare. Ecco le tue credenziali per l'app consegne:

utente: autista<<n2>>
password: <<cred>>

Ricordati di far firmare il cliente sul palmare e di fotografare il cartellino del serbatoio
quando fai i rifornimenti a domicilio.

Buon lavoro,
<<lname2>>
<<org_cap>> - deposito di <<city>>
""",
    "human",
    syntax="",
)

F.reg(
    "gpl_satispay_gbusiness_private_key_pem",
    ("satispay/keys/<<org>>_private.pem", "integrazioni/satispay/<<n2>>/private.pem"),
    "<<cred>>\n",
    "rsa:pkcs8",
    syntax="",
)
