"""Family: greyhound stadiums (trackside trials, tote, race cards, kennel cameras)."""

from __future__ import annotations

from twentyeighth_spec import alnum, reg

F = "greyhound_trackside_trials_tote"

reg(
    F,
    "greyhound_tote_terminal_ini_sql",
    ("Tote/TermServer<<n>>.ini", "C:/ProgramData/<<org>>/tote/terminal.ini"),
    """[General]
Stadium=<<Org>>
Terminals=14

[Database]
Provider=SQLOLEDB
Server=<<ip>>\\TOTE
Database=ToteLive
UserID=tote_app
Password=<<v>>

[Pools]
Win=1
Forecast=1
Trio=1
""",
    "pw_ini",
)

reg(
    F,
    "greyhound_race_card_feed_ftplib_login",
    ("racecards/push_cards.py", "<<org>>-office/scripts/upload_racecard.py"),
    """import ftplib
from pathlib import Path

CARD = Path("out") / "racecard.xml"

ftp = ftplib.FTP("feeds.<<dom>>")
ftp.login("<<org>>", "<<v>>")
with CARD.open("rb") as fh:
    ftp.storbinary("STOR racecard_<<org>>.xml", fh)
ftp.quit()
""",
    "pw_dq",
)

reg(
    F,
    "greyhound_trainer_sms_reply_grading_portal",
    ("sms-backup/<<first>>_trainer_<<y>>.txt", "phone/<<org>>/messages_<<mm>>.txt"),
    """From: <<first>> (trainer)  <<dd>>/<<mm>>/<<y>> 07:<<mi>>
Sorry to bother u, whats the password for the trials booking site, I have 2 pups for Thursday

To: <<first>> (trainer)  <<dd>>/<<mm>>/<<y>> 07:<<mi>>
user is your kennel name, password <<v>>  - change it when u log in

From: <<first>> (trainer)  <<dd>>/<<mm>>/<<y>> 07:<<mi>>
sound, thanks
""",
    "human",
    "",
)

reg(
    F,
    "greyhound_kennel_cctv_ffmpeg_rtsp_userinfo",
    ("kennels/record_kennel_block.sh", "<<org>>/cctv/grab_<<n>>.sh"),
    """#!/bin/bash
# 10 minute clips of kennel block B overnight
OUT=/srv/cctv/kennels/$(date +%F)
mkdir -p "$OUT"
ffmpeg -rtsp_transport tcp -i "rtsp://admin:<<v>>@<<ip>>:554/Streaming/Channels/101" \\
  -c copy -f segment -segment_time 600 -reset_timestamps 1 "$OUT/kb_%03d.mp4"
""",
    "pw_url",
    "",
)

reg(
    F,
    "greyhound_odds_feed_kotlin_okhttp_header",
    (
        "app/src/main/java/com/<<org>>/odds/FeedClient.kt",
        "odds-board/src/main/kotlin/FeedClient.kt",
    ),
    """package com.stadium.odds

import okhttp3.OkHttpClient
import okhttp3.Request

object FeedClient {
    private const val FEED_KEY = "<<v>>"
    private val http = OkHttpClient()

    fun prices(meeting: String): String {
        val req = Request.Builder()
            .url("https://api.<<dom>>/v1/meetings/$meeting/prices")
            .header("X-Feed-Key", FEED_KEY)
            .build()
        http.newCall(req).execute().use { return it.body!!.string() }
    }
}
""",
    "x:gfk_live_:36",
    "",
)

reg(
    F,
    "greyhound_photo_finish_camera_upload_json",
    ("photofinish/camera<<n>>.json", "<<org>>/judges-box/finishcam.json"),
    """{
  "camera": "finish-line-<<n>>",
  "lines_per_second": 2000,
  "trigger": {"source": "beam", "gpio": 17},
  "upload": {
    "protocol": "sftp",
    "host": "<<host>>",
    "user": "judges",
    "password": "<<v>>",
    "path": "/photofinish/<<y>>/"
  }
}
""",
    "pw_json",
)

reg(
    F,
    "greyhound_racing_office_handover_markdown",
    ("docs/racing-office-handover.md", "<<org>>/wiki/Racing_Office_Handover_<<y>>.md"),
    """# Racing office - handover for <<first2>>

## Daily
- Trials: check the sheet by 10am, grade by 2pm.
- Race card goes to the printers at 4pm (Tue/Thu/Sat).

## Logins
- Grading system: `racingoffice` / `<<v>>`
- Printer portal: uses the office email, ask <<first>>.

## Vets
Vet on call Thursday is in the diary.
""",
    "human_bare",
    "",
)

reg(
    F,
    "greyhound_exchange_trading_bot_yaml_app_key",
    ("bot/config.yaml", "<<org>>-trader/settings.yml"),
    """exchange:
  username: <<user>>
  password: '<<v>>'
  app_key: <<alnum16>>
  cert_dir: ./certs
strategy:
  market_type: WIN
  max_stake: 10
  venues: [<<Org>>]
""",
    "pw_sq",
    extra=lambda rng, s: {"alnum16": alnum(rng, 16)},
)
