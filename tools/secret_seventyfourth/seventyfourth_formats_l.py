"""Family l: a volunteer sea-rescue station in Lofoten / Vestfjorden, Norway (Norwegian)."""

from __future__ import annotations

from seventyfourth_spec import Fam

VESTFJORD = Fam(
    name="vestfjord_redning_station",
    orgs=("redningsbu", "vestfjordvakt", "moloenfrivillig"),
    tld="no",
    first=(
        ("Ole", "ole"),
        ("Kari", "kari"),
        ("Håkon", "hakon"),
        ("Ingrid", "ingrid"),
        ("Bjørn", "bjorn"),
        ("Solveig", "solveig"),
        ("Eirik", "eirik"),
        ("Marte", "marte"),
        ("Sigurd", "sigurd"),
        ("Tone", "tone"),
    ),
    last=(
        ("Johansen", "johansen"),
        ("Hansen", "hansen"),
        ("Olsen", "olsen"),
        ("Kristiansen", "kristiansen"),
        ("Berg", "berg"),
        ("Haugen", "haugen"),
        ("Bakken", "bakken"),
        ("Sørensen", "sorensen"),
    ),
    words=(
        "redning",
        "skoyte",
        "bolge",
        "kyst",
        "fyr",
        "havn",
        "torsk",
        "skrei",
        "nordlys",
        "fjord",
        "losen",
        "vestfjord",
        "lofoten",
        "svolvaer",
        "tind",
        "brygga",
        "moloen",
        "kaffe",
    ),
    pets=("Bamse", "Luna", "Tass", "Passopp", "Fido", "Kvikk"),
    cc="+47",
    vessels=("RS Svolvær", "RS Knut Hoem", "RS Lofotfrivillig", "RS Vestfjord", "RS Skreia"),
    places=("Svolvær", "Stamsund", "Henningsvær", "Reine", "Ballstad"),
)
F = VESTFJORD.reg

F(
    "redningvakt_norwegian_signal_copied_passord",
    ("Dokumenter/signal_vaktlag_<<ymd>>.txt", "notater/signal_<<fa2>>_<<n>>.txt"),
    """<<fn2>> <<ln2>>, <<dmyd>> <<time>>
Hei! Hva er passordet til vaktlista-PCen på stasjonen? Den har logget ut igjen

<<fn>> <<ln>>, <<dmyd>> <<time2>>
brukernavn vakt, passordet er <<cred>>

<<fn>> <<ln>>, <<dmyd>> <<time2>>
Husk å slette meldingen etterpå 🙂 Øvelse med <<vessel>> torsdag 18:00

<<fn2>> <<ln2>>, <<dmyd>> <<time2>>
Takk! 👍
""",
    cred="human",
)

F(
    "redningvakt_vipps_donation_node_client_secret",
    ("innsamling/vipps.js", "srv/<<org>>/gaver/vippsClient.js"),
    """// Vipps-innsamling til ny redningsskøyte (ePayment API)
const VIPPS_CLIENT_ID = '<<uuid>>';
const VIPPS_CLIENT_SECRET = '<<cred>>';
const VIPPS_SUBSCRIPTION_KEY = process.env.VIPPS_SUBSCRIPTION_KEY;
const MSN = '<<n4>><<n2>>';

async function accessToken() {
  const res = await fetch('https://api.vipps.no/accesstoken/get', {
    method: 'POST',
    headers: {
      client_id: VIPPS_CLIENT_ID,
      client_secret: VIPPS_CLIENT_SECRET,
      'Ocp-Apim-Subscription-Key': VIPPS_SUBSCRIPTION_KEY,
      'Merchant-Serial-Number': MSN,
    },
  });
  return (await res.json()).access_token;
}

module.exports = { accessToken };
""",
    cred="p:vipps_secret",
    syntax="",
)

F(
    "redningvakt_callout_node_red_settings_js",
    ("home/pi/.node-red/settings.js", "stasjon/<<org>>/node-red/settings.js"),
    """// Node-RED på stasjonens Raspberry Pi: utkalling (SMS), AIS-posisjon til skøyta, værdata
module.exports = {
    flowFile: 'flows.json',
    credentialSecret: "<<cred>>",
    uiPort: process.env.PORT || 1880,
    mqttReconnectTime: 15000,
    serialReconnectTime: 15000,
    httpAdminRoot: '/admin',
    logging: { console: { level: "info", metrics: false, audit: false } },
    editorTheme: { projects: { enabled: false } },
    functionGlobalContext: { stasjon: "<<place>>" },
};
""",
    cred="pw_dq",
    syntax="",
)

F(
    "redningvakt_callout_twilio_flask_config",
    ("utkalling/config.py", "opt/<<org>>/callout/settings.py"),
    """\"\"\"Utkalling av mannskap på SMS (Twilio) - konfig.\"\"\"
TWILIO_ACCOUNT_SID = "AC<<hex8>><<hex8>><<hex8>><<hex8>>"
TWILIO_AUTH_TOKEN = "<<cred>>"
TWILIO_FROM = "+4759<<n4>><<n2>>"
MANNSKAP_CSV = "/srv/utkalling/mannskap.csv"
SVARFRIST_MINUTTER = 10
""",
    cred="p:twilio",
)

F(
    "redningvakt_logbook_davfs2_secrets",
    ("etc/davfs2/secrets", "home/<<user>>/.davfs2/secrets"),
    """# davfs2 secrets file  (mode 600)
# Loggbok og øvelsesrapporter -> Nextcloud
https://sky.<<dom>>/remote.php/dav/files/<<user>>/ <<user>> <<cred>>
""",
    cred="pw_bare",
    syntax="",
)

F(
    "redningvakt_station_wiki_vaktbok_markdown",
    ("wiki/Stasjonen/Vaktbok.md", "docs/<<org>>/vaktbok_<<y>>.md"),
    """# Vaktbok - redningsstasjon <<place>>

Sist oppdatert <<dmyd>> av <<fn>> <<ln>>.

## Rutiner før vakt
1. Sjekk drivstoff og landstrøm på <<vessel>>.
2. Test VHF kanal 16 og 10 med Hovedredningssentralen.
3. Logg inn i vaktlista.

## Tilgang
| System | Bruker | Passord |
|---|---|---|
| 4G-ruter i bua (Teltonika RUT) | admin | <<cred>> |
| Vaktlista | se Signal-gruppa | - |

Ring vaktleder på <<phone>> ved tvil.
""",
    cred="human",
)

F(
    "redningvakt_boat_router_teltonika_rms_bash",
    ("scripts/rms_status.sh", "home/<<user>>/bin/skoyte_ruter_<<n>>.sh"),
    """#!/usr/bin/env bash
# Status på 4G-ruteren om bord (Teltonika RMS API) - kjøres fra cron hvert 15. min
set -euo pipefail
RMS_TOKEN="<<cred>>"
curl -fsS -H "Authorization: Bearer $RMS_TOKEN" \\
  "https://rms.teltonika-networks.com/api/devices?limit=10" | jq '.data[] | {name, status, signal}'
""",
    cred="p:teltonika",
    syntax="",
)

F(
    "redningvakt_training_ics_description_passord",
    ("kalender/ovelser_<<y>>.ics", "Downloads/ovelse_<<ymd>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<ymd>>T160000Z
DTEND:<<ymd>>T190000Z
UID:<<uuid>>@google.com
SUMMARY:Øvelse: slep og MOB med <<vessel>>
LOCATION:Moloen\\, <<place>>
DESCRIPTION:Ta med tørrdrakt. E-læringsportalen (kurs før øvelsen): bruker
  <<user>> / passord <<cred>>
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)
