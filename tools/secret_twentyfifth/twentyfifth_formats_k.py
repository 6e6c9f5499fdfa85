"""Lacrosse leagues: stats, streaming, referee assignment."""

# ruff: noqa: E501
import base64

from twentyfifth_spec import dec_after, enc_b64, reg

F = "lacrosse_league_fixtures_stats"

reg(
    F,
    "lacrosse_stats_api_k8s_secret_data_base64",
    ("k8s/<<org>>/stats-secret.yaml", "deploy/<<org>>/secret.yaml"),
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: stats-db\ntype: Opaque\ndata:\n  DB_USER: c3RhdHM=\n  DB_PASSWORD: <<v>>\n",
    "pw_ini",
    enc=enc_b64,
    decode=dec_after(r"DB_PASSWORD: (\S+)", lambda s: base64.b64decode(s).decode()),
)
reg(
    F,
    "lacrosse_referee_assign_ruby_sequel_connect",
    ("assign/<<org>>/db.rb", "referees/<<org>>/config/db.rb"),
    "require 'sequel'\n\nDB = Sequel.connect(adapter: 'postgres', host: '<<host>>', database: 'assignments', user: 'ref_app', password: '<<v>>')\n",
    "pw_sq",
    "",
)
reg(
    F,
    "lacrosse_livestream_srt_ffmpeg_passphrase",
    ("stream/<<org>>/go-live.sh", "broadcast/<<org>>/srt.sh"),
    "#!/bin/bash\nffmpeg -re -i /dev/video2 -c:v h264_nvenc -f mpegts 'srt://<<pubip>>:9000?mode=caller&passphrase=<<v>>&pbkeylen=32'\n",
    "pw_url",
    "",
)
reg(
    F,
    "lacrosse_coach_french_sms_mot_de_passe",
    ("sms/<<org>>/coach-<<nn>>.txt", "export/<<org>>/sms_<<year>>.txt"),
    "<<first>> (<<hh>>:<<mm>>) : Salut, c'est quoi le mot de passe pour la vidéo des matchs ?\n<<first2>> (<<hh>>:<<mm>>) : <<v>>\n<<first>> (<<hh>>:<<mm>>) : merci !\n",
    "human",
    "",
)
reg(
    F,
    "lacrosse_fixtures_bot_discord_py_run",
    ("bot/<<org>>/bot.py", "fixtures-bot/<<org>>/main.py"),
    'import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\nclient.run("<<v>>")\n',
    "p:discord",
)
reg(
    F,
    "lacrosse_league_website_strapi_env",
    ("cms/<<org>>/.env", "strapi/<<org>>/.env"),
    "HOST=0.0.0.0\nPORT=1337\nAPP_KEYS=<<v>>\nDATABASE_CLIENT=postgres\n",
    "b64u24",
    "",
)
reg(
    F,
    "lacrosse_equipment_loan_sheet_tsv",
    ("loans/<<org>>/kit-loans.tsv", "exports/<<org>>/equipment.tsv"),
    "item\tborrower\tdue\tnotes\nhelmet L\t<<first>> <<last>>\t<<year>>-<<mon>>-<<day>>\t\nlaptop (video)\t<<first2>> <<last2>>\t<<year>>-<<mon>>-<<day>>\twin login <<v>>\n",
    "human",
    "",
)
reg(
    F,
    "lacrosse_stats_dashboard_grafana_ini",
    ("grafana/<<org>>/grafana.ini", "stats/<<org>>/grafana/grafana.ini"),
    "[server]\nroot_url = https://stats.<<dom>>\n\n[security]\nadmin_user = admin\nadmin_password = <<v>>\n",
    "pw_ini",
)
