"""Family: glacier field station (ablation stakes, weather masts, time-lapse cameras)."""

from twentyfourth_spec import reg

FAM = "glacier_field_station_ablation"

reg(
    FAM,
    "glacier_weather_mast_rockblock_json_config",
    ("mast/<<org>>-mast-<<n>>.json", "fieldkit/rockblock_<<id>>.json"),
    """{
  "station": "<<org>>-upper-ablation",
  "imei": "300434<<n2>>0<<n2>>",
  "sbd_interval_min": 60,
  "rockblock": {
    "endpoint": "https://rockblock.rock7.com/rockblock/MT",
    "username": "<<email>>",
    "password": "<<s>>"
  },
  "sensors": ["t_air", "rh", "wind", "snow_depth"]
}
""",
    "json",
)

reg(
    FAM,
    "glacier_timelapse_rclone_conf_s3_secret",
    ("home/pi/.config/rclone/rclone.conf", "timelapse/<<org>>/rclone.conf"),
    """[glacier-frames]
type = s3
provider = Ceph
access_key_id = <<id>>GLACAM
secret_access_key = <<s>>
endpoint = https://s3.<<dom>>
acl = private
""",
    "aws_secret",
    "ini",
)

reg(
    FAM,
    "glacier_gpr_survey_matlab_weboptions",
    ("gpr/upload_radargrams_<<id>>.m", "matlab/<<org>>_gpr_sync.m"),
    """% Upload processed radargrams to the data portal
files = dir(fullfile(outdir, '*.sgy'));
options = weboptions('Username', '<<user>>', 'Password', '<<s>>', 'Timeout', 120);
for k = 1:numel(files)
    websave(fullfile(outdir, files(k).name), ['https://data.<<dom>>/gpr/' files(k).name], options);
end
""",
    "sq",
    "",
)

reg(
    FAM,
    "glacier_field_diary_markdown_satphone",
    ("diary/<<date>>.md", "fieldbook/<<org>>/day-<<n>>.md"),
    """# Day <<n>> - upper basin

Wind from the NE all morning, stakes 4-9 re-drilled. Stake 7 had melted out 1.4 m.

Satphone voicemail PIN changed, and the laptop in the hut is now <<s>> (same as the
data logger's web page). Told <<First>> over the radio.

- [ ] swap battery on mast B
- [x] GNSS base at the nunatak
""",
    "human",
    "",
)

reg(
    FAM,
    "glacier_fieldwork_norwegian_whatsapp_passord",
    ("chats/WhatsApp Chat with Breteam <<n>>.txt", "export/breteam-<<id>>.txt"),
    """<<date>>, <<time>> - <<First>>: Har noen koden til feltlaptopen?
<<date>>, <<time>> - <<First>>: den i hytta altsa
<<date>>, <<time>> - Ingrid: brukernavn er <<user>>, passord <<s>>
<<date>>, <<time>> - <<First>>: takk!! 👍
""",
    "human",
    "",
)

reg(
    FAM,
    "glacier_mass_balance_r_dbconnect",
    ("analysis/mass_balance_<<id>>.R", "R/<<org>>_db.R"),
    """library(DBI)
library(dplyr)

con <- dbConnect(
  RPostgres::Postgres(),
  dbname = "massbalance",
  host = "<<host>>",
  port = 5432,
  user = "<<user>>",
  password = "<<s>>"
)
stakes <- tbl(con, "stake_readings") |> filter(season == 2026) |> collect()
""",
    "dq",
    "",
)

reg(
    FAM,
    "glacier_webodm_curl_token_auth_history",
    ("home/<<user>>/.bash_history", "ortho/<<org>>_history.txt"),
    """cd ~/flights/<<date>>
ls *.JPG | wc -l
curl -s -X POST -d "username=<<user>>&password=<<s>>" http://<<ip>>:8000/api/token-auth/
export TOKEN=eyJ
python3 upload_task.py --project 4 --images .
""",
    "url",
    "",
)

reg(
    FAM,
    "glacier_station_modem_ppp_chap_secrets",
    ("etc/ppp/chap-secrets", "mast/<<org>>/chap-secrets"),
    """# Secrets for authentication using CHAP
# client        server  secret                  IP addresses
"<<user>>"      *       "<<s>>"          *
""",
    "alnum",
    "",
)
