"""Pipe bands: competition entries, band websites, practice chanter apps."""

# ruff: noqa: E501
from twentyfifth_spec import reg

F = "bagpipe_pipe_band_competitions"

reg(
    F,
    "bagpipe_band_site_hugo_netlify_toml_hook",
    ("site/<<org>>/netlify.toml", "band-website/<<org>>/netlify.toml"),
    '[build]\n  command = "hugo --minify"\n  publish = "public"\n\n[build.environment]\n  HUGO_VERSION = "0.128.0"\n  MAILCHIMP_API_KEY = "<<v>>-us<<n>>"\n',
    "hex32",
)
reg(
    F,
    "bagpipe_competition_entries_sqlplus_connect",
    ("scripts/<<org>>/entries_export.sh", "ops/<<org>>/load_entries.sh"),
    "#!/bin/sh\n# nightly export of contest entries\nsqlplus -s entries_app/<<v>>@//<<host>>:1521/RSPBA <<'SQL'\nSPOOL /tmp/entries.csv\nSELECT * FROM contest_entries WHERE season = <<year>>;\nSQL\n",
    "pw_bare",
    "",
)
reg(
    F,
    "bagpipe_pipe_major_scots_email_passwird",
    ("mail/<<org>>/pm-<<nn>>.eml", "inbox/<<org>>/<<h8>>.eml"),
    "From: Pipe Major <<first>> <<last>> <<<email>>>\nTo: band-committee@<<dom>>\nSubject: Website login fur the games\n\nAwright,\n\nThe website login fur uploadin the results is <<email>> an the passwird is <<v>> - dinnae chynge it afore the Worlds.\n\n<<first>>\n",
    "human",
    "",
)
reg(
    F,
    "bagpipe_tuner_app_swift_plist_key",
    ("ChanterTuner/<<org>>/Secrets.plist", "ios/<<org>>/Config/Keys.plist"),
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n  <key>RevenueCatKey</key>\n  <string>appl_<<v>></string>\n  <key>AnalyticsSiteId</key>\n  <string><<h8>></string>\n</dict>\n</plist>\n',
    "alnum27",
)
reg(
    F,
    "bagpipe_band_accounts_ledger_cli_note",
    ("accounts/<<org>>/<<year>>.ledger", "books/<<org>>/band.journal"),
    "; treasurer: <<first>> <<last>>\n; online banking: customer no <<digits>>, memorable <<v>>\n<<year>>/<<mon>>/<<day>> Highland games prize money\n    Assets:Bank:Current        £450.00\n    Income:Prizes\n",
    "human",
    "",
)
reg(
    F,
    "bagpipe_drum_corps_r_httr_authenticate",
    ("analysis/<<org>>/drum_scores.R", "stats/<<org>>/scores.R"),
    'library(httr)\nres <- GET("https://scores.<<dom>>/api/v1/results", authenticate("<<user>>", "<<v>>"), query = list(year = <<year>>))\nscores <- content(res, "parsed")\n',
    "pw_dq",
    "",
)
reg(
    F,
    "bagpipe_band_bus_booking_sms_export_xml",
    ("sms/<<org>>/sms-<<year>><<mon>><<day>>.xml", "backup/<<first>>/sms_backup.xml"),
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<smses count="2">\n  <sms address="<<phone>>" date="1717<<digits>>000" type="1" body="Coach firm portal for the games: user <<user>> pw <<v>>" readable_date="<<day>>/<<mon>>/<<year>>" contact_name="<<first>>" />\n  <sms address="<<phone>>" date="1717<<digits>>999" type="2" body="Cheers!" contact_name="<<first>>" />\n</smses>\n',
    "pw_xml",
)
reg(
    F,
    "bagpipe_streaming_obs_rtmp_key_cmdline",
    ("scripts/<<org>>/stream-contest.sh", "live/<<org>>/go-live.sh"),
    "#!/bin/bash\nffmpeg -f v4l2 -i /dev/video0 -f alsa -i hw:1 -c:v libx264 -preset veryfast -b:v 3000k -c:a aac -f flv rtmp://a.rtmp.youtube.com/live2/<<v>>\n",
    "p:youtube",
    "",
)
