"""Family: snooker hall (table lights, bookings, league tables, CCTV)."""
# ruff: noqa: E501

from twentyfourth_spec import reg

FAM = "snooker_hall_table_bookings"

reg(
    FAM,
    "snooker_table_lights_tasmota_backlog_console",
    ("tasmota/table-<<n>>-console.txt", "lights/<<org>>-backlog.txt"),
    """12:01:44.102 CMD: Backlog MqttHost <<ip>>; MqttPort 1883; MqttUser <<user>>; MqttPassword <<s>>; Topic table<<n>>
12:01:44.118 MQT: stat/table<<n>>/RESULT = {"MqttHost":"<<ip>>"}
12:01:44.131 MQT: stat/table<<n>>/RESULT = {"MqttPort":1883}
12:01:44.140 MQT: stat/table<<n>>/RESULT = {"MqttUser":"<<user>>"}
""",
    "bare",
    "",
)

reg(
    FAM,
    "snooker_booking_nextjs_env_local_stripe",
    ("booking/.env.local", "apps/<<org>>-tables/.env.production.local"),
    """NEXT_PUBLIC_SITE_URL=https://book.<<dom>>
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_<<id>>
STRIPE_SECRET_KEY=<<s>>
DATABASE_URL=file:./tables.db
""",
    "stripe",
    "",
)

reg(
    FAM,
    "snooker_cctv_frigate_config_rtsp_userinfo",
    ("frigate/config.yml", "nvr/<<org>>/config.yaml"),
    """mqtt:
  enabled: false
cameras:
  table_<<n>>:
    ffmpeg:
      inputs:
        - path: rtsp://<<user>>:<<s>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
          roles:
            - record
    detect:
      enabled: false
""",
    "url",
)

reg(
    FAM,
    "snooker_league_perl_dbi_connect_positional",
    ("league/cgi-bin/tables.pl", "scripts/<<org>>_league.pl"),
    """#!/usr/bin/perl
use strict;
use warnings;
use DBI;

my $dbh = DBI->connect("dbi:mysql:database=league;host=<<host>>", "<<user>>", "<<s>>", { RaiseError => 1 })
    or die $DBI::errstr;
my $rows = $dbh->selectall_arrayref("SELECT player, frames_won FROM standings ORDER BY frames_won DESC");
""",
    "dq",
    "",
)

reg(
    FAM,
    "snooker_staff_viber_polish_haslo",
    ("viber/obsluga-<<id>>.txt", "chats/klub-<<n>>.txt"),
    """[<<date>> <<time>>] <<First>>: kasa znowu sie wylogowala
[<<date>> <<time>>] Marta: login <<user>>
[<<date>> <<time>>] Marta: haslo <<s>>
[<<date>> <<time>>] <<First>>: dzieki, dziala
""",
    "human",
    "",
)

reg(
    FAM,
    "snooker_scoreboard_nodemcu_lua_config_table",
    ("scoreboard/config.lua", "nodemcu/<<org>>-board-<<n>>.lua"),
    """-- scoreboard settings, loaded by init.lua
return {
  wifi = {
    ssid = "<<org>>-hall",
    pwd = "<<s>>",
  },
  server = "<<ip>>",
  table = <<n>>,
}
""",
    "dq",
    "",
)

reg(
    FAM,
    "snooker_till_export_invoke_sqlcmd_password",
    ("scripts/Export-Till.ps1", "till/<<org>>-nightly.ps1"),
    """$day = (Get-Date).AddDays(-1).ToString('yyyy-MM-dd')
Invoke-Sqlcmd -ServerInstance "<<host>>" -Database "Till" -Username "<<user>>" -Password "<<s>>" `
    -Query "SELECT * FROM Sales WHERE SaleDate = '$day'" |
    Export-Csv -Path "\\\\nas\\till\\$day.csv" -NoTypeInformation
""",
    "dq",
    "",
)

reg(
    FAM,
    "snooker_coaching_vimeo_client_positional",
    ("coaching/upload_<<id>>.py", "tools/<<org>>_vimeo.py"),
    """import vimeo

client = vimeo.VimeoClient("<<s>>", "<<id>>c0ach", "<<n2>>")
uri = client.upload("frames/break_<<n>>.mp4", data={"name": "Break building, session <<n>>"})
print(uri)
""",
    "hex32",
)
