"""Cricket clubs: Play-Cricket results, scoreboards, bar tills, nets bookings."""

import quopri

from twentyseventh_spec import dec_after, pw_with, reg

F = "cricket_club_nets_scorebook"
H = ("cricket", "wicket", "googly", "longstop", "maiden", "bouncer")

reg(
    F,
    "cricket_play_cricket_results_python",
    ("results/pull_results.py", "<<first>>/club/playcricket_<<n>>.py"),
    """import requests

SITE_ID = <<nn>>
API_TOKEN = "<<cred>>"

r = requests.get(
    "https://play-cricket.com/api/v2/result_summary.json",
    params={"site_id": SITE_ID, "season": <<year>>, "api_token": API_TOKEN},
    timeout=20,
)
for m in r.json()["result_summary"]:
    print(m["match_date"], m["home_club_name"], m["result_description"])
""",
    "hex:32",
)

reg(
    F,
    "cricket_led_scoreboard_controller_ini",
    ("scoreboard/board_<<n>>.ini", "<<org>>/pavilion/scoreboard.ini"),
    """[Display]
Digits=total,wickets,overs,target,bat1,bat2
Brightness=80

[Network]
Mode=client
SSID=<<Org>> Pavilion
PSK=<<cred>>

[Scorer]
App=CricketScorerPro
Port=5555
""",
    "pw_ini",
)

reg(
    F,
    "cricket_bar_epos_sqlcmd_backup_cmd",
    ("bar/backup_till.cmd", "<<first>>/scripts/epos_backup_<<n>>.bat"),
    """@echo off
rem weekly backup of the bar till database
sqlcmd -S <<lan>>\\SQLEXPRESS -U sa -P <<cred>> -Q "BACKUP DATABASE EPOS TO DISK='D:\\bk\\epos.bak'"
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "cricket_availability_bot_telegram_python",
    ("bots/availability_bot.py", "<<first>>/selection/tg_bot_<<n>>.py"),
    """from telegram.ext import ApplicationBuilder, CommandHandler

TOKEN = "<<cred>>"


async def avail(update, context):
    await update.message.reply_text("Saturday 1st XI: reply IN or OUT by Thursday 8pm")


app = ApplicationBuilder().token(TOKEN).build()
app.add_handler(CommandHandler("avail", avail))
app.run_polling()
""",
    "p:telegram",
)

reg(
    F,
    "cricket_treasurer_afrikaans_email_wagwoord",
    ("mail/<<first>>/tesourier_<<nn>>.eml", "inbox/club/<<nn>>.eml"),
    """From: <<First2>> <<Last2>> <<<first2>>@<<dom>>>
To: <<email>>
Subject: Bank toegang vir die klub

Hallo <<First>>,

Hier is die aanmelding vir die klub se bankrekening (slegs kyk):
gebruiker: <<user>>
wagwoord: <<cred>>

Groete
<<First2>>
""",
    "human",
    hint=H,
)


def _qp(s: str) -> str:
    return quopri.encodestring(s.encode()).decode()


def _qp_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = quopri.decodestring(body.encode()).decode()
    return dec_after(r"Password: (\S+)")(plain)


reg(
    F,
    "cricket_stream_camera_email_quoted_printable",
    ("mail/pitchcam_<<nn>>.eml", "inbox/<<first>>/stream_setup_<<nn>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: committee@<<dom>>
Subject: Pitch camera stream login
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Hi all,

The new pitch camera is streaming. Admin page is http://<<lan>>/ and

Username: admin
Password: <<cred>>

Please don't share it outside the committee.
<<First>>
""",
    pw_with("=", "-_.@+"),
    enc=_qp,
    decode=_qp_dec,
)

reg(
    F,
    "cricket_nets_booking_rails_database_yml",
    ("nets-booking/config/database.yml", "<<org>>/nets/config/database_<<n>>.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

production:
  <<: *default
  database: nets_booking
  username: nets
  password: "<<cred>>"
  host: <<host>>
""",
    "pw_dq",
)

reg(
    F,
    "cricket_scorer_app_gradle_properties",
    ("scorer-android/gradle.properties", "<<org>>/scorer/gradle_<<n>>.properties"),
    """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
scorerSyncUrl=https://scores.<<dom>>/api
scorerSyncKey=<<cred>>
""",
    "x:csk_live_:40",
    syntax="",
)
