"""Accordion repair and tuning workshops: bellows, reed blocks, MIDI retrofits, parts orders."""

from twentyseventh_spec import dec_after, enc_xml, pw_with, reg

F = "accordion_bellows_repair_tuning"
H = ("accordion", "bellows", "musette", "squeezebox", "castelfidardo")

reg(
    F,
    "accordion_midi_retrofit_kit_cloud_ini",
    ("backup/<<org>>/midikit_<<n>>.ini", "tuning-bench/<<first>>/retrofit<<n>>/settings.ini"),
    """; MIDI retrofit kit - exported from configurator v3.<<n>>
[device]
model = MK-<<nn>> bass+treble
serial = <<hex8>>
velocity_curve = 2

[bellows_sensor]
threshold = 14
smoothing = 3

[cloud]
enabled = true
server = sync.<<dom>>
username = <<user>>
password = <<cred>>
""",
    "pw_ini",
)

reg(
    F,
    "accordion_parts_shop_wp_config_php",
    ("public_html/wp-config.php", "sites/<<org>>-shop/wp-config.php"),
    """<?php
/** Reeds, straps and bellows tape shop - <<Org>> */
define( 'DB_NAME', '<<org_>>_wp' );
define( 'DB_USER', '<<org_>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'acc<<n>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "accordion_reed_tuner_python_upload_header",
    ("tools/reed_tuner/upload_<<n>>.py", "<<first>>/scripts/push_tuning_<<n>>.py"),
    '''"""Push reed-block tuning measurements (cents per reed) to the workshop job system."""
import csv
import sys

import requests

API = "https://jobs.<<dom>>/api/v2"
API_KEY = "<<cred>>"


def push(job_id, path):
    rows = list(csv.DictReader(open(path, newline="")))
    r = requests.post(
        f"{API}/jobs/{job_id}/tuning",
        json={"reeds": rows, "a4": 442},
        headers={"X-Api-Key": API_KEY},
        timeout=20,
    )
    r.raise_for_status()


if __name__ == "__main__":
    push(sys.argv[1], sys.argv[2])
''',
    "x:acj_live_:32",
)

reg(
    F,
    "accordion_castelfidardo_supplier_email_italian",
    ("mail/fornitori/ordine_<<nn>>.eml", "inbox/<<first>>/castelfidardo_<<nn>>.eml"),
    """From: Ufficio Ordini <ordini@ricambi-fisarmoniche.it>
To: <<email>>
Subject: Re: accesso portale ricambi - ordine n. <<nn>>
Date: Tue, 4 Mar <<year>> 09:12:44 +0100
Content-Type: text/plain; charset=utf-8

Buongiorno <<First>>,

come richiesto abbiamo attivato l'account rivenditore per <<Org>>.
Utente: <<user>>
La password per il portale ordini e':
<<cred>>

Le voci (ance) in acciaio svedese arriveranno entro due settimane.
Cordiali saluti,
Marco - Ufficio Ordini
""",
    "human",
    hint=H,
)

reg(
    F,
    "accordion_repair_tickets_csv_portal_logins",
    ("exports/repair_tickets_<<year>>.csv", "shared/<<org>>/tickets_<<date>>.csv"),
    """ticket,customer,instrument,job,portal_user,portal_pw,status
<<nn>>,<<First2>> <<Last2>>,Hohner Morino,bellows gasket,<<first2>>,,collected
<<n>>1,<<First>> <<Last>>,Paolo Soprani 120 bass,retune LMMM + MIDI,<<user>>,<<cred>>,on bench
<<n>>2,R. Quigley,Weltmeister Supita,strap + valves,,,waiting parts
""",
    "human",
    hint=H,
)

reg(
    F,
    "accordion_lessons_zoom_s2s_node_config",
    ("lessons-booking/src/zoom.js", "<<org>>/booking/lib/zoomClient.js"),
    """// Online accordion lessons: create a Zoom meeting for each booking
const axios = require('axios');

const ZOOM_ACCOUNT_ID = '<<hex8>>Qx<<n>>';
const ZOOM_CLIENT_ID = 'kR<<hex8>>';
const ZOOM_CLIENT_SECRET = '<<cred>>';

async function accessToken() {
  const basic = Buffer.from(`${ZOOM_CLIENT_ID}:${ZOOM_CLIENT_SECRET}`).toString('base64');
  const r = await axios.post(
    `https://zoom.us/oauth/token?grant_type=account_credentials&account_id=${ZOOM_ACCOUNT_ID}`,
    null,
    { headers: { Authorization: `Basic ${basic}` } },
  );
  return r.data.access_token;
}

module.exports = { accessToken };
""",
    "alnum:32",
    syntax="",
)

reg(
    F,
    "accordion_musette_forum_french_pm_reply",
    ("forum-export/messages/<<first>>_<<nn>>.txt", "notes/forum_mp_<<nn>>.txt"),
    """Message prive - forum Musette & Diatonique
De : <<first>>_<<nn>>
A : <<first2>>_bandoneon
Date : <<dmy>> <<time>>

> Tu peux me redonner le mot de passe du compte partage pour les partitions ?

Oui bien sur :
<<cred>>

Ne le change pas, c'est celui de toute l'association. Bises
""",
    "human",
    hint=H,
)

reg(
    F,
    "accordion_tuning_bench_xml_escaped_ftp",
    ("bench/<<first>>/TuneBench.config.xml", "backup/<<org>>/tunebench_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<TuneBenchSettings version="4.<<n>>">
  <Reference pitch="442" temperament="equal"/>
  <Export format="csv" folder="D:\\Tuning\\Export"/>
  <FtpUpload enabled="true" host="ftp.<<dom>>" user="<<user>>" password="<<cred>>"/>
</TuneBenchSettings>
""",
    pw_with('&<>"', "!#$%*+-_.?@^~"),
    enc=enc_xml,
    decode=dec_after(
        r'password="([^"]*)"',
        lambda s: (
            s.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", '"')
            .replace("&#x27;", "'")
            .replace("&amp;", "&")
        ),
    ),
)
