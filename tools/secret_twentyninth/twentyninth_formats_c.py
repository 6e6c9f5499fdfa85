"""Family: rugby union clubs (match video, bar till, fixtures bot, GPS vests, treasurer)."""
# ruff: noqa: E501

from twentyninth_spec import reg

F = "rugby_union_club_lineout_stats"

reg(
    F,
    "rugby_match_video_python_requests_bearer",
    ("analysis/fetch_match_footage.py", "<<org>>/video/download_<<year>>.py"),
    """import pathlib

import requests

API = "https://api.<<dom>>/v1"
HEADERS = {"Authorization": "Bearer <<v>>", "Accept": "application/json"}


def recordings(team_id: int):
    r = requests.get(f"{API}/teams/{team_id}/recordings", headers=HEADERS, timeout=20)
    r.raise_for_status()
    return r.json()["items"]


for rec in recordings(<<nn>>):
    out = pathlib.Path("footage") / f"{rec['date']}_{rec['opponent']}.mp4"
    if not out.exists():
        out.write_bytes(requests.get(rec["download_url"], headers=HEADERS, timeout=600).content)
""",
    "alnum:40",
)

reg(
    F,
    "rugby_bar_till_mysql_my_cnf",
    ("home/bar/.my.cnf", "srv/<<org>>-bar/epos/.my.cnf"),
    """# bar till stock export (cron at 02:00)
[client]
user=epos_export
password=<<v>>
host=<<ip>>

[mysqldump]
single-transaction
""",
    "pw_ini",
)

reg(
    F,
    "rugby_coach_afrikaans_email_wagwoord",
    ("mail/<<org>>/<<year>>-<<mon>>-<<day>>_spanbestuur.eml", "Inbox/rugby/wagwoord_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: afrigter@<<dom>>
Subject: Toegang tot die wedstrydvideo's
Date: Thu, <<day>> Apr <<year>> 20:<<mm>>:09 +0200

Hallo Bongani,

Hier is die besonderhede vir die video-ontleding rekening sodat jy die lynstaan-statistiek kan aflaai:

Gebruikersnaam: afrigters.<<org>>
Wagwoord: <<v>>

Moet dit asseblief nie op die groep deel nie.

Groete
<<first>>
""",
    "h",
)

reg(
    F,
    "rugby_fixtures_telegram_bot_go_literal",
    ("cmd/fixturesbot/main.go", "<<org>>/bot/main.go"),
    """package main

import (
\t"log"

\ttgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

func main() {
\tbot, err := tgbotapi.NewBotAPI("<<v>>")
\tif err != nil {
\t\tlog.Panic(err)
\t}
\tu := tgbotapi.NewUpdate(0)
\tu.Timeout = 60
\tfor update := range bot.GetUpdatesChan(u) {
\t\tif update.Message != nil && update.Message.Text == "/fixtures" {
\t\t\tbot.Send(tgbotapi.NewMessage(update.Message.Chat.ID, nextFixtures()))
\t\t}
\t}
}
""",
    "p:telegram",
    "",
)

reg(
    F,
    "rugby_gps_vests_export_yaml_api_secret",
    ("gps-export/config.yml", "<<org>>/performance/gps_sync.yaml"),
    """squad: first-xv
provider:
  base_url: https://api.<<dom>>/performance/v3
  client_id: <<org>>-<<n>>
  api_secret: <<v>>
export:
  metrics: [total_distance, hsr_distance, sprint_count, collisions]
  folder: /srv/performance/gps
""",
    "alnum:48",
)

reg(
    F,
    "rugby_clubhouse_wifi_unifi_json_passphrase",
    ("unifi/backup/wlanconf_<<hx>>.json", "network/<<org>>/wlan_clubhouse.json"),
    """{
  "name": "<<orgt>> Clubhouse",
  "enabled": true,
  "security": "wpapsk",
  "wpa_mode": "wpa2",
  "x_passphrase": "<<v>>",
  "vlan": <<n>>,
  "is_guest": false,
  "site_id": "<<hx>><<hx>>"
}
""",
    "h_json",
)

reg(
    F,
    "rugby_treasurer_accounts_csv_logins",
    ("treasurer/<<year>>/online_accounts.csv", "Shared/<<orgt>>/Committee/logins_<<n>>.csv"),
    """Service,URL,Username,Password,Notes
Club bank (business),https://online.bank.<<dom>>,<<user>>,see card reader,two signatories
Union registration portal,https://portal.<<dom>>,treasurer@<<dom>>,<<v>>,renew Aug
Bar supplier,https://trade.<<dom>>,<<org>>bar,ask Rhys,
Pitch booking,https://pitches.<<dom>>,<<first>>.<<last>>,phone only,
""",
    "h_ini",
)

reg(
    F,
    "rugby_referee_appointments_bash_curl_user",
    ("scripts/pull_referee_appointments.sh", "<<org>>/ops/ref_appointments_<<n>>.sh"),
    """#!/usr/bin/env bash
set -euo pipefail
# weekly referee appointments -> clubhouse screen
OUT=/var/www/screen/refs.json
curl -fsS -u "fixtures_sec:<<v>>" \\
  "https://appointments.<<dom>>/api/club/<<nn>>/matches?week=$(date +%V)" \\
  -o "$OUT"
echo "updated $(date)" >> /var/log/refs.log
""",
    "pw_dq",
    "",
)
