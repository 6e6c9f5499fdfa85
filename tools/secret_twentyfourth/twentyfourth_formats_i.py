"""Family: orienteering club (SportIdent readers, results, course setting)."""

import base64
import re

from twentyfourth_spec import alnum, reg

FAM = "orienteering_club_control_punching"


def _mime_body(pw: str) -> str:
    body = (
        "Hej alla,\n\nTill tavlingen pa lordag anvander vi klubbens konto i anmalningssystemet.\n"
        f"Losenord: {pw}\n\nHalsningar, styrelsen\n"
    )
    b = base64.b64encode(body.encode()).decode()
    return "\n".join(b[i : i + 76] for i in range(0, len(b), 76))


def _mime_decode(text: str) -> str:
    raw = text.split("\n\n", 1)[1]
    body = base64.b64decode("".join(raw.split())).decode()
    m = re.search(r"Losenord: (\S+)", body)
    if not m:
        raise ValueError("no Losenord")
    return m.group(1)


reg(
    FAM,
    "orienteering_sportident_reader_ini_upload",
    ("sireader/SIReader.ini", "events/<<org>>-<<n>>/sireader.ini"),
    """[Station]
Port=COM3
Baud=38400
Mode=Readout

[Upload]
Url=https://results.<<dom>>/api/punches
User=<<user>>
Password=<<s>>
Interval=15
""",
    "ini",
)

reg(
    FAM,
    "orienteering_results_meos_my_cnf_client",
    ("home/<<user>>/.my.cnf", "meos/<<org>>-my.cnf"),
    """[client]
host = <<host>>
user = <<user>>
password = <<s>>
database = meos
""",
    "ini",
    "ini",
)

reg(
    FAM,
    "orienteering_newsletter_mime_base64_losenord",
    ("mail/styrelsen-<<id>>.eml", "inbox/<<org>>-anmalan-<<n>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: medlemmar@<<dom>>
Subject: Anmalan till lordagens tavling
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

<<s>>
""",
    "human",
    "",
    enc=_mime_body,
    decode=_mime_decode,
)

reg(
    FAM,
    "orienteering_event_entry_knexfile_connection_object",
    ("entries/knexfile.js", "api/<<org>>/knexfile.cjs"),
    """module.exports = {
  production: {
    client: 'pg',
    connection: {
      host: '<<host>>',
      user: '<<user>>',
      password: '<<s>>',
      database: 'entries',
    },
    pool: { min: 2, max: 10 },
  },
};
""",
    "sq",
    "",
)

reg(
    FAM,
    "orienteering_livelox_curl_bearer_script",
    ("scripts/upload-routes.sh", "events/<<org>>-routes-<<n>>.sh"),
    """#!/usr/bin/env bash
set -euo pipefail
for f in gpx/*.gpx; do
  curl -fsS -X POST "https://api.<<dom>>/v1/events/<<n2>>/routes" \\
    -H "Authorization: Bearer llx_<<s>>" \\
    -F "file=@${f}"
done
""",
    "alnum32",
    "",
)

reg(
    FAM,
    "orienteering_estonian_chat_parool",
    ("chats/klubi-<<id>>.txt", "telegram/<<org>>-rajameistrid.txt"),
    """[<<date>> <<time>>] <<First>>: Kaardi printeri arvuti on lukus
[<<date>> <<time>>] Mart: kasutaja <<user>>, parool on <<s>>
[<<date>> <<time>>] <<First>>: aitah
""",
    "human",
    "",
)

reg(
    FAM,
    "orienteering_gps_tracker_go_getenv_default",
    ("tracker/main.go", "cmd/<<org>>-live/main.go"),
    """package main

import "os"

func getenv(k, def string) string {
\tif v := os.Getenv(k); v != "" {
\t\treturn v
\t}
\treturn def
}

var trackerToken = getenv("TRACKER_TOKEN", "<<s>>")
""",
    lambda r: "trk_" + alnum(r, 36),
    "",
)

reg(
    FAM,
    "orienteering_club_dokuwiki_table_logins",
    ("data/pages/club/logins.txt", "dokuwiki/<<org>>/it.txt"),
    """====== Club IT ======

^ Service        ^ User          ^ Password         ^
| Entry system   | <<user>>      | <<s>>   |
| Map printer    | admin         | (sticker on back) |
""",
    "ini",
    "",
)
