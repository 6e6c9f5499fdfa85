"""Family: ballet schools (class bookings, syllabus exam entries, recital tickets, parents)."""
# ruff: noqa: E501

from twentyninth_spec import reg

F = "ballet_school_syllabus_exams"

reg(
    F,
    "ballet_class_booking_wp_config_php_define",
    ("sites/<<org>>/public_html/wp-config.php", "var/www/<<org>>-classes/wp-config.php"),
    """<?php
/**
 * The base configuration for WordPress — <<orgt>> class bookings
 */
define( 'DB_NAME', 'wp_<<org>>' );
define( 'DB_USER', 'balletwp_<<n>>' );
define( 'DB_PASSWORD', '<<v>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         'put your unique phrase here' );
$table_prefix = 'wpb_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
\tdefine( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""".replace("\\t", "\t"),
    "pw_sq",
    "",
)

reg(
    F,
    "ballet_recital_tickets_eventbrite_python_const",
    ("scripts/recital_<<year>>/pull_orders.py", "tools/<<org>>/eventbrite_sync.py"),
    '''"""Pull recital ticket orders from Eventbrite into the seating sheet."""

import csv

import requests

EVENTBRITE_PRIVATE_TOKEN = "<<v>>"
EVENT_ID = "<<nn>><<nn>><<n>>"


def orders():
    url = f"https://www.eventbriteapi.com/v3/events/{EVENT_ID}/orders/"
    headers = {"Authorization": f"Bearer {EVENTBRITE_PRIVATE_TOKEN}"}
    while url:
        r = requests.get(url, headers=headers, timeout=30)
        r.raise_for_status()
        data = r.json()
        yield from data["orders"]
        url = data["pagination"].get("continuation") and url


if __name__ == "__main__":
    with open("seating.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        for o in orders():
            w.writerow([o["id"], o["name"], o["email"]])
''',
    "p:eventbrite",
)

reg(
    F,
    "ballet_parents_whatsapp_export_portal_login",
    (
        "exports/WhatsApp Chat with <<orgt>> Parents <<year>>.txt",
        "phone-backup/<<first>>/whatsapp/ballet_mums_<<n>>.txt",
    ),
    """[<<day>>/0<<mon>>/<<year>>, 18:<<mm>>:02] <<first>> <<last>>: Does anyone know the login for the parent portal? Need to download the exam timetable
[<<day>>/0<<mon>>/<<year>>, 18:<<mm>>:40] Mirela: it's the shared one Miss Clara gave us
[<<day>>/0<<mon>>/<<year>>, 18:<<mm>>:41] Mirela: parents@<<dom>>
[<<day>>/0<<mon>>/<<year>>, 18:<<mm>>:41] Mirela: <<v>>
[<<day>>/0<<mon>>/<<year>>, 18:<<mm>>:55] <<first>> <<last>>: thank you!! 🩰
[<<day>>/0<<mon>>/<<year>>, 19:02:13] Noor: remember tights for Saturday, pink not white
""",
    "h",
)

reg(
    F,
    "ballet_class_music_spotify_client_dotenv",
    ("apps/class-music/.env", "<<org>>/playlist-bot/.env.production"),
    """# class music playlist bot (barre / centre / allegro playlists)
SPOTIFY_CLIENT_ID=<<hx>><<hx>>a1b2c3d4
SPOTIFY_CLIENT_SECRET=<<v>>
SPOTIFY_REDIRECT_URI=http://localhost:8888/callback
PLAYLIST_GRADE_<<n>>=37i9dQZF1DX<<hx>>
""",
    "hex:32",
)

reg(
    F,
    "ballet_costume_inventory_airtable_node_pat",
    ("costume-store/src/airtable.js", "<<org>>/wardrobe/index.js"),
    """const Airtable = require('airtable');

// costume wardrobe base: tutus, character skirts, headpieces
const base = new Airtable({ apiKey: '<<v>>' }).base('app<<hx>>XyZ');

async function costumesFor(show) {
  const rows = await base('Costumes')
    .select({ filterByFormula: `{Show} = '${show}'`, view: 'Grid view' })
    .all();
  return rows.map((r) => ({ name: r.get('Name'), size: r.get('Size'), rail: r.get('Rail') }));
}

module.exports = { costumesFor };
""",
    "p:airtable",
    "",
)

reg(
    F,
    "ballet_exam_entries_french_email_mot_de_passe",
    (
        "mail/examens/<<year>>-0<<mon>>-<<day>>_inscriptions.eml",
        "Archives/<<org>>/Courrier/examens_<<n>>.eml",
    ),
    """From: <<first>> <<last>> <<<email>>>
To: secretariat@<<dom>>
Subject: Inscriptions aux examens de danse - session de juin
Date: Tue, <<day>> Mar <<year>> 09:<<mm>>:11 +0100
Content-Type: text/plain; charset=utf-8

Bonjour Sigrid,

Pour les inscriptions des élèves aux examens, voici l'accès au portail de la fédération :

Identifiant : ecole.<<org>>
Mot de passe : <<v>>

Merci de ne pas le transmettre aux parents. Les inscriptions ferment le 15.

Bien cordialement,
<<first>>
""",
    "h",
)

reg(
    F,
    "ballet_studio_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/<<org>>-studio/secrets.yaml"),
    """# Studio 2 sound system + heating
studio_wifi_ssid: "<<orgt>> Studio"
studio_wifi_password: "<<v>>"
sonos_household: "Sonos_<<hx>>"
latitude_home: 51.<<nn>>
longitude_home: -0.<<nn>>
""",
    "h_dq",
)

reg(
    F,
    "ballet_teacher_notes_label_next_line",
    ("Documents/<<first>>/teaching notes.md", "notes/<<org>>/logins_term<<n>>.md"),
    """## Term notes

- Grade 3 Saturday: work on port de bras, Mabel needs new shoes
- pianist booked for exam day

### exam board portal
login
<<email>>
pass
<<v>>

### music licence
renewal due <<day>>/<<mon>>
""",
    "h",
)
