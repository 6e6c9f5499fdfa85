# ruff: noqa: E501
"""Family n: a language school in Cabarete (Dominican Republic): Spanish, English and German."""

from __future__ import annotations

import base64
import random
import re

from fortyeighth_spec import Fam

F = Fam(
    "cabarete_language_school",
    "cabarete",
    ("kitelingua", "playaidiomas", "sosuaspanish", "encuentrolang"),
    "com.do",
    (
        "yokasta",
        "wilkin",
        "anyelina",
        "ramon",
        "yulissa",
        "franklin",
        "lisbeth",
        "starlin",
        "jonas",
        "lena",
    ),
    ("de-la-cruz", "almonte", "santana", "pena", "reyes", "batista", "hoffmann", "frias"),
    (
        "playa",
        "kite",
        "merengue",
        "bachata",
        "mangu",
        "chinola",
        "colmado",
        "tiguere",
        "guagua",
        "yaroa",
        "brisa",
        "coco",
    ),
    "1809",
    ("Cabarete", "Sosua", "Puerto Plata", "Santiago", "Encuentro"),
)

F.reg(
    "dominican_whatsapp_clave_moodle",
    ("WhatsApp Chat with Profes <<orgc>>.txt", "exports/wa_profes_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<name>>: Klk profes, ¿cuál e' la clave del moodle pa' subir las notas?
<<dmys>>, <<time>> - <<name2>>: usuario profes
<<dmys>>, <<time2>> - <<name2>>: clave <<cred>>
<<dmys>>, <<time2>> - <<name>>: Dio' te bendiga 🙏
""",
    "human",
)

F.reg(
    "moodle_config_php_dbpass",
    ("moodle/config.php", "var/www/<<org>>-aula-<<n>>/config.php"),
    """<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle_<<org>>';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array('dbpersist' => 0, 'dbport' => '', 'dbsocket' => '', 'dbcollation' => 'utf8mb4_unicode_ci');

$CFG->wwwroot   = 'https://aula.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

$CFG->directorypermissions = 0777;

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
)


def _swaks(rng: random.Random, s: dict) -> None:
    s["smtp_user"] = f"info@{s['dom']}"
    s["enc"] = base64.b64encode(f"\0{s['smtp_user']}\0{s['cred']}".encode()).decode()


def _dec_swaks(text: str) -> str:
    m = re.search(r"~> AUTH PLAIN (\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split("\0")[2]


F.reg(
    "swaks_smtp_auth_plain_transcript",
    ("logs/swaks_test_<<n>>.txt", "soporte/smtp_<<date>>.log"),
    """=== Trying mail.<<dom>>:587...
=== Connected to mail.<<dom>>.
<-  220 mail.<<dom>> ESMTP Postfix (Ubuntu)
 -> EHLO oficina-<<n>>
<-  250-mail.<<dom>>
<-  250-PIPELINING
<-  250-SIZE 10240000
<-  250-STARTTLS
<-  250 8BITMIME
 -> STARTTLS
<-  220 2.0.0 Ready to start TLS
=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256
 ~> EHLO oficina-<<n>>
<~  250-mail.<<dom>>
<~  250-AUTH PLAIN LOGIN
<~  250 8BITMIME
 ~> AUTH PLAIN <<enc>>
<~  235 2.7.0 Authentication successful
 ~> MAIL FROM:<<<smtp_user>>>
<~  250 2.1.0 Ok
 ~> RCPT TO:<<<email>>>
<~  250 2.1.5 Ok
 ~> QUIT
<~  221 2.0.0 Bye
=== Connection closed with remote host.
""",
    "pw",
    extra=_swaks,
    decode=_dec_swaks,
)

F.reg(
    "zoom_server_to_server_oauth_js",
    ("scheduler/zoom_<<n>>.js", "<<org>>-classes/lib/zoom.js"),
    """const ACCOUNT_ID = '<<hex8>>AbC<<n>>';
const CLIENT_ID = '<<hex8>>XyZ<<n3>>';
const CLIENT_SECRET = '<<cred>>';

async function zoomToken() {
  const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
  const res = await fetch(
    `https://zoom.us/oauth/token?grant_type=account_credentials&account_id=${ACCOUNT_ID}`,
    { method: 'POST', headers: { Authorization: `Basic ${basic}` } },
  );
  return (await res.json()).access_token;
}

module.exports = { zoomToken };
""",
    "alnum:32",
)

F.reg(
    "placement_quiz_apps_script_sendgrid",
    ("apps-script/PlacementTest_<<n>>.gs", "<<org>>-forms/Code.gs"),
    """const SENDGRID_KEY = '<<cred>>';

function onFormSubmit(e) {
  const r = e.namedValues;
  const level = scoreLevel_(r);
  UrlFetchApp.fetch('https://api.sendgrid.com/v3/mail/send', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + SENDGRID_KEY },
    payload: JSON.stringify({
      personalizations: [{ to: [{ email: r['Email'][0] }] }],
      from: { email: 'hola@<<dom>>' },
      subject: 'Tu nivel de español: ' + level,
      content: [{ type: 'text/plain', value: '¡Nos vemos en <<city>>!' }],
    }),
  });
}
""",
    "p:sendgrid",
)


def _bw(rng: random.Random, s: dict) -> None:
    rows = [
        f",,login,Moodle admin,,,0,https://aula.{s['dom']}/login,admin,{s['cred']},",
        f"Escuela,,login,Zoom,,,0,https://zoom.us,zoom@{s['dom']},{F.human(rng, safe=True)},",
        f"Escuela,,login,Router oficina,,,0,http://192.168.0.1,admin,{F.human(rng, safe=True)},",
    ]
    rng.shuffle(rows)
    s["rows"] = "\n".join(rows)


F.reg(
    "teacher_bitwarden_csv_export",
    ("Downloads/bitwarden_export_<<date>><<n3>>.csv", "USB/<<first>>/bw_<<n>>.csv"),
    """folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
<<rows>>
""",
    "human_x",
    extra=_bw,
)

F.reg(
    "german_email_kennwort_homestay_portal",
    ("Mail/<<date>>_gastfamilien_<<n>>.eml", "outlook/<<user>>_homestay.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Zugang Gastfamilien-Portal
Date: <<date>> <<time>>:12 -0400
Content-Type: text/plain; charset=utf-8

Hallo <<first2>>,

hier der Zugang zum Gastfamilien-Portal, damit du die Zimmer für die Gruppe aus Köln
eintragen kannst:

https://homestay.<<dom>>
Benutzer: koordination
Kennwort: <<cred>>

Viele Grüße aus <<city>>,
<<fc>>
""",
    "human",
)

F.reg(
    "kite_rental_square_pos_token_env",
    ("kite-rental/.env", "<<org>>-rentals-<<n>>/.env.local"),
    """SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=sq0idp-<<hex8>><<n3>>
SQUARE_ACCESS_TOKEN=<<cred>>
SQUARE_LOCATION_ID=L<<hex8>>
RENTAL_DEPOSIT_USD=<<n3>>
""",
    "p:square",
)
