"""Wheelwright family: carriage and cart wheel works, tyre benders, heritage commissions."""

# ruff: noqa: E501
from thirtieth_spec import reg

F = "wheelwright_carriage_wheel_works"

reg(
    F,
    "wheelwright_quote_builder_java_properties",
    (
        "quotes/<<org>>/src/main/resources/application.properties",
        "wheelquote/<<org>>/db.properties",
    ),
    """# wheel quote builder
spring.datasource.url=jdbc:mariadb://<<host>>:3306/quotes
spring.datasource.username=quotes
spring.datasource.password=<<pw>>
quote.default.felloe.timber=ash
quote.default.spokes=elm
""",
    "pw_ini",
    "",
)

reg(
    F,
    "wheelwright_heritage_grant_gaelic_email_facal_faire",
    ("mail/<<org>>/tabhartas_<<n>>.eml", "inbox/<<first>>/Re_portal_<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: obair@<<dom>>
Subject: Re: portal nan tabhartasan

Halò,

Seo am facal-faire airson a' phortail: <<pw>>
Ainm-cleachdaiche: <<email>>

Le dùrachd,
<<firstc>>
""",
    "human",
    "",
)

reg(
    F,
    "wheelwright_tyre_bender_hmi_project_xml_ftp",
    ("hmi/<<org>>/TyreBender.xml", "plc/<<org>>/hmi_export_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<HMIProject name="TyreBender" version="2.4">
  <Screens count="6"/>
  <Recipes path="/recipes/tyres"/>
  <Backup>
    <FTP host="<<ip>>" port="21" user="hmi" password="<<pw>>" dir="/plc/backups"/>
  </Backup>
</HMIProject>
""",
    "pw_xml",
    "xml",
)

reg(
    F,
    "wheelwright_forge_temp_micropython_secrets",
    ("forge/<<org>>/secrets.py", "pico/<<org>>/secrets.py"),
    """# forge thermocouple logger (Pico W)
secrets = {
    "ssid": "<<orgc>>-Forge",
    "password": "<<pw>>",
    "thingspeak_write_key": "<<id>>",
}
""",
    "pw_dq",
    "py",
)

reg(
    F,
    "wheelwright_accounts_xero_dotenv",
    ("accounts/<<org>>/.env", "invoicing/<<org>>/.env.production"),
    """XERO_CLIENT_ID=<<hex8>><<hex8>><<hex8>><<hex8>>
XERO_CLIENT_SECRET=<<pw>>
XERO_REDIRECT_URI=https://invoices.<<dom>>/callback
TENANT_NAME=<<orgc>>
""",
    "alnum48",
    "",
)

reg(
    F,
    "wheelwright_timber_yard_git_config_gitlab_token_remote",
    ("timber-yard/<<org>>/.git/config", "repos/<<org>>/stock/.git/config"),
    """[core]
\trepositoryformatversion = 0
\tfilemode = true
\tbare = false
[remote "origin"]
\turl = https://oauth2:<<pw>>@gitlab.com/<<org>>/timber-stock.git
\tfetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
\tremote = origin
""",
    "p:gitlab",
    "",
)

reg(
    F,
    "wheelwright_museum_commission_jira_comment",
    ("tickets/<<org>>/WHL-<<n4>>.txt", "jira-export/<<org>>/WHL-<<n4>>.txt"),
    """WHL-<<n4>>  Landau rear wheel pair - museum commission
Status: In Progress   Assignee: <<firstc>> <<lastc>>

Comment by <<email2>> (<<dmy>>):
Photos of the hub and felloe joints need to go on the museum's DAM. Their guest account:
  account: <<org>>-contractor
  Pw: <<pw>>
Expires end of the month.
""",
    "human",
    "",
)

reg(
    F,
    "wheelwright_spoke_lathe_vbnet_sqlconnection",
    ("SpokeLathe/<<org>>/Module1.vb", "src/<<org>>/LatheLog.vb"),
    """Imports System.Data.SqlClient

Module LatheLog
    Sub Save(job As String, spokes As Integer)
        Using conn As New SqlConnection("Server=<<ip>>;Database=Lathe;User Id=lathe;Password=<<pw>>;")
            conn.Open()
            Dim cmd As New SqlCommand("INSERT INTO Jobs(Job, Spokes) VALUES(@j, @s)", conn)
            cmd.Parameters.AddWithValue("@j", job)
            cmd.Parameters.AddWithValue("@s", spokes)
            cmd.ExecuteNonQuery()
        End Using
    End Sub
End Module
""",
    "pw_dq",
    "",
)
