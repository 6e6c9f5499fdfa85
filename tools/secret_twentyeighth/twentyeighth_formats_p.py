"""Family: crematoria (cremators, committal webcasts, bereavement office records)."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import dec_after, dec_xml, enc_xml, pw_with, reg

F = "crematorium_cremator_committals"

reg(
    F,
    "crematorium_emissions_monitor_cfg",
    ("cremator<<n>>/cems.cfg", "<<org>>/abatement/emissions_<<n>>.cfg"),
    """# continuous emissions monitor - cremator <<n>>
[analyser]
port=/dev/ttyUSB0
species=CO,O2,particulates
average_minutes=30

[reporting]
ftp_host=returns.<<dom>>
ftp_user=crem<<n>>
ftp_pass=<<v>>
""",
    "pw_ini",
    "",
)

reg(
    F,
    "crematorium_webcast_obs_websocket_json",
    ("obs/plugin_config/obs-websocket/config.json", "<<org>>-chapel/obs-websocket.json"),
    """{
  "alerts_enabled": false,
  "auth_required": true,
  "first_load": false,
  "server_enabled": true,
  "server_password": "<<v>>",
  "server_port": 4455
}
""",
    "alnum16",
)

reg(
    F,
    "crematorium_director_portal_web_config",
    ("BookingPortal/Web.config", "<<org>>/wwwroot/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Bookings" connectionString="Data Source=<<host>>;Initial Catalog=Cremations;User ID=portal;Password=<<v>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="ChapelSlotsMinutes" value="45" />
  </appSettings>
</configuration>
""",
    "pw_xml",
)

reg(
    F,
    "crematorium_chapel_music_email_reply_login",
    ("mail/<<y>>/Re_music_system.eml", "<<org>>/office/re-chapel-music-<<nn>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<f>>@<<dom>>>
Subject: Re: chapel music system - funeral directors asking
Date: Tue, <<d>> <<mon>> <<y>> 16:<<mi>>:08 +0000

<<first2>>,

Yes, they can upload their own tracks. Give them this (it's the shared one, not mine):

  account: chapelmusic@<<dom>>
  password: <<v>>

They should upload at least 48 hours before the service.

> Is there a login the funeral directors can use to add music for services?
""",
    "human",
    "",
)

reg(
    F,
    "crematorium_records_invoke_sqlcmd_ps1",
    ("scripts/Export-Register.ps1", "<<org>>/admin/monthly_register.ps1"),
    """# monthly register export for the registrar
$params = @{
    ServerInstance = "<<host>>"
    Database       = "CremRegister"
    Username       = "register_ro"
    Password       = '<<v>>'
    Query          = "SELECT * FROM dbo.Cremations WHERE MONTH(CremDate) = MONTH(GETDATE()) - 1"
}
Invoke-Sqlcmd @params | Export-Csv "\\\\fs01\\registrar\\register_$(Get-Date -Format yyyyMM).csv" -NoTypeInformation
""",
    "pw_sq",
    "",
)

reg(
    F,
    "crematorium_memorial_site_ansible_group_vars",
    ("ansible/group_vars/memorial.yml", "<<org>>-infra/inventories/prod/group_vars/web.yml"),
    """---
memorial_domain: remembrance.<<dom>>
memorial_db_name: book_of_remembrance
memorial_db_user: remembrance
memorial_db_password: "<<v>>"
php_version: "8.2"
certbot_email: <<email>>
""",
    "pw_json",
)

reg(
    F,
    "crematorium_duty_officer_logbook_prose",
    ("logbook/duty_<<y>>_<<mm>>.txt", "<<org>>/Duty Log/<<dd>>-<<mm>>-<<y>>.txt"),
    """<<dd>>/<<mm>>/<<y>> Duty officer: <<first>> <<last>>
07:15 Cremator 2 pre-heat started. Cremator 1 left cold for refractory inspection.
09:30 Service (East chapel) - webcast ok.
11:45 Hearse late, 10 min overrun, next service informed.
14:10 Abatement plant alarm, reset, logged with engineer.
15:30 The new webcast laptop password is <<v>> - <<first2>> knows, I've told reception too.
16:50 All remains in the register. Building secured.
""",
    "human",
    "",
)

reg(
    F,
    "crematorium_records_tomcat_context_xml_escaped",
    ("tomcat/conf/Catalina/localhost/records.xml", "<<org>>/records/META-INF/context.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<Context>
  <Resource name="jdbc/records" auth="Container" type="javax.sql.DataSource"
            driverClassName="com.microsoft.sqlserver.jdbc.SQLServerDriver"
            url="jdbc:sqlserver://<<host>>:1433;databaseName=Records"
            username="records_app" password="<<v>>"
            maxTotal="20" maxIdle="5" />
</Context>
""",
    pw_with('&<>"', sym="!#%*+-_.?@^~&"),
    enc=enc_xml,
    decode=dec_after(r'username="records_app" password="([^"]+)"', dec_xml),
)
