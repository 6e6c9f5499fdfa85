"""Family: hop gardens (bine stringing, kilns, picking crews, brewery contracts)."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import b64_pw_after_colon, dec_after, enc_b64, hexs, reg

F = "hopyard_bines_stringing_hopfield"

reg(
    F,
    "hopyard_soil_moisture_chirpstack_toml_dsn",
    ("etc/chirpstack/chirpstack.toml", "<<org>>/lorawan/chirpstack.toml"),
    """[logging]
level = "info"

[postgresql]
dsn = "postgres://chirpstack:<<v>>@localhost/chirpstack?sslmode=disable"
max_open_connections = 10

[redis]
servers = ["redis://localhost/"]

[network]
net_id = "000000"
enabled_regions = ["eu868"]
""",
    "pw_url",
)

reg(
    F,
    "hopyard_kiln_controller_micropython_secrets",
    ("kiln<<n>>/secrets.py", "<<org>>-oast/firmware/secrets.py"),
    """# kiln floor temperature + fan controller
WIFI_SSID = "HopKiln<<n>>"
WIFI_PASSWORD = "<<v>>"
INFLUX_URL = "http://<<ip>>:8086"
INFLUX_ORG = "<<org>>"
""",
    "human_dq",
)

reg(
    F,
    "hopyard_brewery_contract_paramiko_sftp",
    ("contracts/send_alpha_results.py", "<<org>>/brewers/sftp_push.py"),
    """import paramiko

transport = paramiko.Transport(("sftp.<<dom>>", 22))
transport.connect(username="hopgrower<<n>>", password="<<v>>")
sftp = paramiko.SFTPClient.from_transport(transport)
sftp.put("out/alpha_acids_<<y>>.csv", "/inbound/alpha_acids_<<y>>.csv")
sftp.close()
transport.close()
""",
    "pw_dq",
)

reg(
    F,
    "hopyard_picking_crew_slovenian_sms_geslo",
    ("sms/obiranje_<<y>>_<<first>>.txt", "<<org>>/sms/hmeljisce_<<mm>>.txt"),
    """<<dd>>.<<mm>>.<<y>> 06:<<mi>> <<first>>: Dobro jutro, tablica za tehtanje spet zahteva prijavo
<<dd>>.<<mm>>.<<y>> 06:<<mi>> <<first2>>: uporabnik: obiralci
<<dd>>.<<mm>>.<<y>> 06:<<mi>> <<first2>>: geslo: <<v>>
<<dd>>.<<mm>>.<<y>> 06:<<mi>> <<first>>: Hvala, deluje
""",
    "human",
    "",
)

reg(
    F,
    "hopyard_merchant_portal_freshservice_ticket",
    ("helpdesk/ticket_<<nn>>.txt", "<<org>>/support/Ticket <<nn>> - merchant portal.txt"),
    """Ticket #<<nn>>  Subject: Can't upload the harvest declaration
Requester: <<first>> <<last>> (<<Org>>)
Priority: Medium

<<first>> wrote:
  The hop merchant portal says my password is wrong. I'm using <<v>> which worked in March.
  Username is <<user>>. Can you reset it or check the account?

Agent note:
  Account was locked after 5 attempts. Unlocked.
""",
    "human",
    "",
)

reg(
    F,
    "hopyard_spray_alerts_twilio_node_positional",
    ("alerts/spray-window.js", "<<org>>/weather/sms-alerts.js"),
    """// text the tractor drivers when the downy mildew risk window opens
const twilio = require('twilio');
const client = twilio('<<sid>>', '<<v>>');

module.exports = async function alert(numbers, text) {
  for (const to of numbers) {
    await client.messages.create({ from: '+44<<nn>><<nn>>', to, body: text });
  }
};
""",
    "p:twilio_token",
    "",
    extra=lambda rng, s: {"sid": "AC" + hexs(rng, 32)},
)

reg(
    F,
    "hopyard_farm_accounts_odbc_ini",
    ("etc/odbc.ini", "home/<<f>>/.odbc.ini"),
    """[HopAccounts]
Driver = PostgreSQL Unicode
Servername = <<host>>
Port = 5432
Database = accounts
Username = farmoffice
Password = <<v>>
SSLmode = require
""",
    "pw_ini",
)

reg(
    F,
    "hopyard_yield_dashboard_curl_basic_header_b64",
    ("scripts/pull_yields.sh", "<<org>>/cron/yield_export_<<n>>.sh"),
    """#!/bin/sh
# export bine counts and dry weights per garden for the agronomist
curl -fsS \\
  -H "Authorization: Basic <<v>>" \\
  -H "Accept: text/csv" \\
  "https://dash.<<dom>>/api/gardens/yield?season=<<y>>" -o /srv/exports/yield_<<y>>.csv
""",
    "pw_dq",
    "",
    enc=lambda v: enc_b64("agronomist:" + v),
    decode=dec_after(r"Authorization: Basic ([A-Za-z0-9+/=]+)", b64_pw_after_colon),
)
