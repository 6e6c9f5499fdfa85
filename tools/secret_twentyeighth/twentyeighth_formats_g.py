"""Family: borehole drillers (aquifer pump tests, level loggers, geology logs)."""
# ruff: noqa: E501

from __future__ import annotations

import urllib.parse

from twentyeighth_spec import dec_after, enc_url, pw_with, reg, value

F = "borehole_aquifer_pumptest_driller"

reg(
    F,
    "borehole_level_logger_upload_ini",
    ("loggers/BH<<n>>/logger.ini", "C:/LevelLogger/<<org>>/upload.ini"),
    """[Logger]
Serial=LL<<nn>>
Interval=900
Channels=level,temp,ec

[Upload]
Enabled=1
Protocol=FTPS
Server=data.<<dom>>
Username=bh<<n>>
Password=<<v>>
Folder=/pumptests/<<y>>
""",
    "pw_ini",
)

reg(
    F,
    "borehole_rig_telematics_rust_const",
    ("rig-telemetry/src/config.rs", "<<org>>-rig/src/uplink.rs"),
    """//! Drill rig telemetry uplink (torque, feed rate, depth, mud pressure)
pub const UPLINK_URL: &str = "https://telemetry.<<dom>>/v2/rigs";
pub const RIG_ID: &str = "RIG-<<n>>";
pub const UPLINK_TOKEN: &str = "<<v>>";
pub const SAMPLE_MS: u64 = 500;
""",
    "x:rgt_:40",
    "",
)

reg(
    F,
    "borehole_pumptest_r_dbconnect",
    ("analysis/pumptest_drawdown.R", "<<org>>/R/theis_fit_<<y>>.R"),
    """library(DBI)
library(ggplot2)

con <- dbConnect(RPostgres::Postgres(),
                 host = "<<host>>", dbname = "hydro",
                 user = "hydro_ro", password = "<<v>>")

dd <- dbGetQuery(con, "SELECT t_min, drawdown_m FROM pumptest WHERE bh = 'BH<<n>>'")
ggplot(dd, aes(log10(t_min), drawdown_m)) + geom_point() + scale_y_reverse()
dbDisconnect(con)
""",
    "pw_dq",
    "",
)

reg(
    F,
    "borehole_driller_spanish_whatsapp_contrasena",
    ("WhatsApp/Chat de WhatsApp con <<first>>.txt", "<<org>>/chats/perforacion_<<mm>>.txt"),
    """<<dd>>/<<mm>>/<<y>>, 7:<<mi>> - <<first>>: Buenos días, ya estamos en el sondeo 3, vamos por 64 metros
<<dd>>/<<mm>>/<<y>>, 7:<<mi>> - <<first2>>: Perfecto. Sube las fotos del testigo a la nube
<<dd>>/<<mm>>/<<y>>, 7:<<mi>> - <<first>>: No me acuerdo de la contraseña 😅
<<dd>>/<<mm>>/<<y>>, 7:<<mi>> - <<first2>>: usuario: obra<<n>>  contraseña: <<v>>
<<dd>>/<<mm>>/<<y>>, 7:<<mi>> - <<first>>: Gracias jefe
""",
    "human",
    "",
)

reg(
    F,
    "borehole_geology_logs_pgpass",
    ("home/<<f>>/.pgpass", "geologist-<<n>>/.pgpass"),
    """# hostname:port:database:username:password
localhost:5432:*:<<f>>:localpw<<n>>
<<host>>:5432:boreholes:geolog:<<v>>
""",
    "pw_bare",
    "",
)

reg(
    F,
    "borehole_lab_lims_yaml_client_secret",
    ("lab-sync/config.yml", "<<org>>/water-quality/lims.yaml"),
    """lims:
  base_url: https://lims.<<dom>>/api
  client_id: <<org>>-sampler
  client_secret: "<<v>>"
  scope: samples.write
samples:
  default_suite: [pH, EC, nitrate, coliforms]
  chain_of_custody: true
""",
    "alnum40",
)

reg(
    F,
    "borehole_quote_app_laravel_env_mail",
    ("quotes/.env", "<<org>>-quotes/.env"),
    """APP_NAME="Borehole Quotes"
APP_ENV=production
APP_URL=https://quotes.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=quotes
DB_USERNAME=quotes
DB_PASSWORD=<<v2>>
MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_PORT=587
MAIL_USERNAME=quotes@<<dom>>
MAIL_PASSWORD=<<v>>
""",
    "pw_ini",
    "",
    extra=lambda rng, s: {"v2": value(rng, "pw_ini")},
)

reg(
    F,
    "borehole_sample_db_url_percent_encoded",
    ("sampledb/alembic.ini", "<<org>>/sampledb/alembic.ini"),
    """[alembic]
script_location = migrations
sqlalchemy.url = postgresql+psycopg2://samples:<<v>>@<<host>>/samples

[loggers]
keys = root

[handlers]
keys = console

[formatters]
keys = generic

[logger_root]
level = WARN
handlers = console

[handler_console]
class = StreamHandler
args = (sys.stderr,)
formatter = generic

[formatter_generic]
format = %(levelname)-5.5s %(message)s
""",
    pw_with("@/:#%?"),
    enc=enc_url,
    decode=dec_after(r"postgresql\+psycopg2://samples:([^@]+)@", urllib.parse.unquote),
)
