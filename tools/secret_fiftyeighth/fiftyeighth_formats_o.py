# ruff: noqa: E501
"""Family o: a barangay basketball league in Cebu, the Philippines (Filipino, Cebuano, Taglish)."""

from __future__ import annotations

import base64
import json
import random

from fiftyeighth_spec import Fam, alnum, b64, hexs, uuid4

F = Fam(
    "barangay_liga_basketbol_cebu",
    ("tisaballers",),
    "ph",
    (
        "jericho",
        "maricel",
        "rodel",
        "jonalyn",
        "arnel",
        "kristine",
        "jomar",
        "rowena",
        "mark",
        "angelica",
    ),
    ("dela cruz", "reyes", "bautista", "villanueva", "gonzaga", "tan", "abellana", "cabahug"),
    (
        "ballers",
        "tisa",
        "sinulog",
        "lechon",
        "bayanihan",
        "liga",
        "tres",
        "rebound",
        "kampeon",
        "sugbo",
        "pusoy",
        "barangay",
    ),
    ("bantay", "whitey", "choco", "brownie", "chichay", "bruno"),
    ("summer", "christmas", "pasko", "fiesta"),
    "+63",
    "Cebu City",
    nat_first=(
        "Jericho",
        "Maricel",
        "Rodel",
        "Jonalyn",
        "Arnel",
        "Kristine",
        "Jomar",
        "Rowena",
        "Mark",
        "Angelica",
    ),
    nat_last=(
        "Dela Cruz",
        "Reyes",
        "Bautista",
        "Villanueva",
        "Gonzaga",
        "Tan",
        "Abellana",
        "Cabahug",
    ),
)

F.reg(
    "liga_messenger_copied_chat_password_ng_page",
    ("notes/liga_officers_chat_<<date>>.txt", "Downloads/messenger_copy_<<n>>.txt"),
    "<<fname>> <<lname>>\n<<time>>\nPre ano nga password ng FB page ng liga? mag post ko sa schedule sa finals\n\n"
    "<<fname2>>\n<<time2>>\nemail: tisaballers.liga@gmail.com\n\n<<fname2>>\n<<time2>>\n<<cred>>\n\n<<fname2>>\n<<time2>>\nwag mo lang ipasa sa GC ha 😂\n",
    cred="human",
)

F.reg(
    "liga_paymongo_gcash_registration_env",
    ("liga-registration/.env", "team-reg-<<year>>/.env.production"),
    "NEXT_PUBLIC_SITE=https://<<dom>>\nPAYMONGO_PUBLIC_KEY=pk_live_<<hex24>>\nPAYMONGO_SECRET_KEY=<<cred>>\nREG_FEE_PHP=<<num>>\n",
    cred=lambda rng: "sk_live_" + alnum(rng, 24),
)

F.reg(
    "liga_scoreboard_laptop_note_anydesk_unattended",
    ("Scoreboard Laptop/Desktop/BASAHIN MO TO <<n>>.txt", "scoreboard_<<year>>/notes.txt"),
    "SCOREBOARD LAPTOP - LIGA NG BARANGAY TISA\n\nWindows login: scorer / walay password\nAnyDesk ID: 1 <<num>> <<num>>\nAnyDesk unattended password: <<cred>>\n\n"
    "Kung mag-hang ang scoreboard app, i-restart lang. Ayaw i-update ang Windows during games!!\n",
    cred="human",
)

F.reg(
    "liga_team_registration_google_form_csv",
    (
        "Liga Registration <<year>> (Responses) - Form Responses 1.csv",
        "registrations/teams_<<date>>.csv",
    ),
    '"Timestamp","Team Name","Coach / Manager","Contact No.","Portal username","Portal password"\n'
    '"<<mdys>> <<time>>:11","<<word>> Warriors","<<fname>> <<lname>>","09<<num>><<num>>","<<user>>","<<cred>>"\n'
    '"<<mdys>> <<time2>>:48","Sugbo Kings","Rodel Tan","0917<<num>>21","rtan","Kings2024"\n',
    cred="human",
    syntax="",
)

F.reg(
    "liga_email_tagalog_canva_pro_password",
    ("mail/Canva_Pro_account_<<date>>.eml", "Gmail/Liga/canva_<<num>>.eml"),
    "From: <<fname>> <<lname>> <<<email>>>\nTo: <<email2>>\nSubject: Canva Pro ng liga (para sa posters)\nDate: Thu, <<d>> Apr <<year>> <<time>>:22 +0800\n"
    "Content-Type: text/plain; charset=UTF-8\n\nHi <<fname2>>,\n\nIto yung account natin sa Canva Pro para sa game posters:\n\nEmail: posters@<<dom>>\nPassword: <<cred>>\n\n"
    "Salamat kaayo! Kita-kits sa opening sa Sabado.\n\n<<fname>>\n",
    cred="human",
)

F.reg(
    "liga_bracket_site_netlify_toml_challonge",
    ("liga-bracket/netlify_<<n>>.toml", "bracket-site-<<year>>/netlify.toml"),
    '[build]\n  command = "npm run build"\n  publish = "dist"\n\n[build.environment]\n  NODE_VERSION = "20"\n  CHALLONGE_USERNAME = "<<org>>"\n'
    '  CHALLONGE_API_KEY = "<<cred>>"\n\n[[redirects]]\n  from = "/api/*"\n  to = "/.netlify/functions/:splat"\n  status = 200\n',
    cred="alnum:40",
)

F.reg(
    "liga_court_dvr_rtsp_vlc_xspf_playlist",
    ("Videos/court_cams_<<n>>.xspf", "scoreboard_<<year>>/cctv.xspf"),
    '<?xml version="1.0" encoding="UTF-8"?>\n<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">\n'
    "\t<title>Court cams</title>\n\t<trackList>\n\t\t<track>\n\t\t\t<location>rtsp://admin:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&amp;subtype=0</location>\n"
    "\t\t\t<title>Court side A</title>\n\t\t</track>\n\t</trackList>\n</playlist>\n",
    cred="pw_url",
    syntax="xml",
)


def _cf_token(rng: random.Random) -> str:
    payload = {"a": hexs(rng, 32), "t": uuid4(rng), "s": b64(rng, 32)}
    return (
        base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    )


F.reg(
    "liga_cloudflared_tunnel_token_systemd_unit",
    (
        "scoreboard-pi/etc/systemd/system/cloudflared_<<n>>.service",
        "pi_backup_<<date>>/cloudflared.service",
    ),
    "[Unit]\nDescription=cloudflared - live scores page\nAfter=network-online.target\nWants=network-online.target\n\n[Service]\nType=notify\n"
    "ExecStart=/usr/bin/cloudflared --no-autoupdate tunnel run --token <<cred>>\nRestart=on-failure\nRestartSec=5s\n\n[Install]\nWantedBy=multi-user.target\n",
    cred=_cf_token,
    syntax="",
)
