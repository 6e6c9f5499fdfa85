"""Hand papermaking mills: drying lofts, Hollander beaters, watermark archives, order desks."""

from __future__ import annotations

from twentyfirst_spec import reg

F = "papermaking_handmade_vat_mill"

reg(
    F,
    "paper_drying_loft_homeassistant_secrets_yaml",
    ("homeassistant/<<org>>/secrets.yaml", "ha-loft<<n>>/secrets.yaml"),
    """# drying loft humidity + fans
latitude_home: 52.<<n4>>
longitude_home: 4.<<n4>>
mqtt_user: loft<<n>>
mqtt_password: "<<cred>>"
dehumidifier_ip: <<ip>>
""",
    "dq",
)

reg(
    F,
    "paper_hollander_beater_nodejs_client_options_key",
    ("beater/<<org>>/index.js", "services/hollander<<n>>/index.js"),
    """const { CloudClient } = require('@millworks/telemetry');
const ModbusRTU = require('modbus-serial');

const cloud = new CloudClient({
  endpoint: 'https://telemetry.<<dom>>',
  apiKey: '<<cred>>',
  region: 'eu-west',
});

const plc = new ModbusRTU();
plc.connectTCP('<<ip>>', { port: 502 }).then(async () => {
  const { data } = await plc.readHoldingRegisters(40, 2);
  await cloud.send('beater-<<n>>', { rpm: data[0], gap_um: data[1] });
});
""",
    "alnum40",
    syntax="",
)

reg(
    F,
    "paper_watermark_archive_rclone_webdav_bearer",
    ("rclone/<<org>>-archive.conf", "home/<<user>>/.config/rclone/rclone.conf"),
    """[watermarks]
type = webdav
url = https://dav.<<dom>>/remote.php/dav/files/archive
vendor = nextcloud
bearer_token = <<cred>>

[local-scans]
type = alias
remote = /srv/scans/moulds
""",
    "alnum64",
    syntax="ini",
)

reg(
    F,
    "paper_order_desk_ruby_sequel_connect_kwarg",
    ("order-desk-<<org>>/db.rb", "apps/orders<<n>>/config/db.rb"),
    """require "sequel"

DB = Sequel.connect(
  adapter: "postgres",
  host: "<<host>>",
  database: "orders",
  user: "<<svc>>",
  password: "<<cred>>",
  max_connections: 5
)
""",
    "dq",
    syntax="",
)

reg(
    F,
    "paper_studio_netrc_ftp_password",
    ("home/<<user>>/.netrc", "backup/<<org>>/dot-netrc-<<n>>"),
    """machine ftp.<<dom>>
  login <<user>>
  password <<cred>>

machine <<ip>> login scanner
""",
    "bare",
    syntax="",
)

reg(
    F,
    "paper_pulp_lab_r_script_dbconnect_password",
    ("analysis/<<org>>/fibre_length.R", "lab<<n>>/R/load_pulp.R"),
    """library(DBI)
library(dplyr)

con <- dbConnect(RPostgres::Postgres(),
                 host = "<<host>>", dbname = "pulp_lab",
                 user = "<<user>>", password = "<<cred>>")

fibres <- tbl(con, "fibre_measurements") %>%
  filter(batch >= <<n3>>) %>%
  collect()
summary(fibres$length_mm)
""",
    "dq",
    syntax="",
)

reg(
    F,
    "paper_mill_apprentice_handover_md_kiosk_login",
    ("notes/<<org>>/handover-<<date>>.md", "wiki/apprentices/week-<<n>>.md"),
    """# Handover - week <<n>>

- Vat 2 felt is worn, new felts on order from <<first>>.
- Kozo is soaking in tub C, change the water Thursday.
- The shop kiosk in the front room: log in as *counter* with **<<cred>>** if it asks
  after a reboot (it does that when the power dips).
- Press: don't go above 40 tonnes on the small moulds.
""",
    "human",
    syntax="",
)
