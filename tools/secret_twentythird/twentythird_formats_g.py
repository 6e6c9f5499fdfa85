"""Family: rowing club boathouse and ergometer room."""
# ruff: noqa: E501

import random

from twentythird_spec import gen_pw, hexs, reg

F = "rowing_club_boathouse_erg"


def _pgpass_enc(pw: str, s: dict) -> str:
    return pw.replace("\\", "\\\\").replace(":", "\\:")


def _dec_pgpass(text: str) -> str:
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        fields, cur, esc = [], "", False
        for c in line:
            if esc:
                cur += c
                esc = False
            elif c == "\\":
                esc = True
            elif c == ":" and len(fields) < 4:
                fields.append(cur)
                cur = ""
            else:
                cur += c
        return cur
    raise ValueError("no entry")


def _pw_colon(r: random.Random) -> str:
    return gen_pw(r, sym=":")


reg(
    F,
    "rowing_results_pgpass_colon_escaped",
    ("home/<<user>>/.pgpass", "boathouse/<<org>>/pgpass<<n>>"),
    """# regatta results db (read-write)
<<host>>:5432:regatta:<<user>>:<<enc>>
""",
    _pw_colon,
    enc=_pgpass_enc,
    decode=_dec_pgpass,
)

reg(
    F,
    "rowing_erg_logbook_requests_auth_tuple",
    ("erg/<<org>>/pull_logbook.py", "scripts/erg_sync<<n>>.py"),
    """import requests

LOGBOOK = "https://log.<<dom>>/api/users/me/results"

resp = requests.get(LOGBOOK, auth=("<<user>>", "<<pw>>"), timeout=20)
resp.raise_for_status()
for row in resp.json()["data"]:
    print(row["date"], row["distance"], row["time_formatted"])
""",
    "dq",
)

reg(
    F,
    "rowing_regatta_entries_toml_portal_password",
    ("regatta/<<org>>/entries.toml", "config/regatta<<n>>.toml"),
    """[regatta]
name = "Head of the <<org>>"
date = <<date>>

[entries_portal]
url = "https://entries.<<dom>>"
club_code = "RC<<n3>>"
username = "<<user>>"
password = "<<pw>>"
""",
    "dq",
)

reg(
    F,
    "rowing_boathouse_whatsapp_alarm_and_laptop_human",
    ("chats/<<org>>/WhatsApp Chat - Boathouse <<n>>.txt", "exports/boathouse_<<date>>.txt"),
    """<<dmy>>, <<time>> - <<first>>: alarm went off again at 6, anyone know the erg laptop login so I can check the camera?
<<dmy>>, <<time>> - <<first2>>: captain / <<pw>>
<<dmy>>, <<time>> - <<first2>>: don't change it please, coaches use it
""",
    "human",
    "",
)

reg(
    F,
    "rowing_crew_selection_renviron_token",
    ("selection/<<org>>/.Renviron", "home/<<user>>/.Renviron"),
    """R_LIBS_USER=~/R/library
ERG_API_URL=https://log.<<dom>>/api
ERG_API_TOKEN=<<pw>>
TZ=Europe/London
""",
    lambda r: hexs(r, 48),
    "",
)

reg(
    F,
    "rowing_club_site_jekyll_config_mailchimp_key",
    ("site/<<org>>/_config.yml", "club-site/_config<<n>>.yml"),
    """title: <<org>> Rowing Club
url: https://<<dom>>
plugins:
  - jekyll-feed
newsletter:
  provider: mailchimp
  list_id: <<hex8>>ab
  api_key: <<pw>>
""",
    lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
)

reg(
    F,
    "rowing_boat_repair_jira_wiki_markup_code_block",
    ("jira/<<org>>/BOAT-<<n3>>.txt", "tickets/boat-repair-<<n>>.jira"),
    """h2. Coxbox charger station offline

Charger hub in bay <<n>> dropped off the network.
{code}
admin panel: http://<<ip>>/
user: admin
pass: <<pw>>
{code}
*Action:* <<first>> to reflash firmware <<ver>>.
""",
    "ini",
    "",
)

reg(
    F,
    "rowing_erg_display_autostart_x11vnc_passwd_flag",
    ("pi/<<org>>/.config/autostart.sh", "ergroom/display<<n>>/autostart.sh"),
    """#!/bin/bash
xset s off
xset -dpms
x11vnc -display :0 -forever -shared -passwd <<pw>> -bg
chromium-browser --kiosk "http://<<ip>>:8080/ergrace" &
""",
    "bare",
    "",
)
