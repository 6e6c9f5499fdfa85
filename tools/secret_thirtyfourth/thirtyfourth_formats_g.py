# ruff: noqa: E501
"""Family g: a sheepdog trials society (handlers, judges, results)."""

from __future__ import annotations

from thirtyfourth_spec import alnum, human_with, reg

F = "sheepdog_trials_society_handlers"

reg(
    F,
    "sheepdog_results_access_vbnet_jet_password",
    ("TrialResults/Module1.vb", "src/<<org>>/Results/DbHelper.vb"),
    """Imports System.Data.OleDb

Module DbHelper
    Public ReadOnly ConnStr As String = _
        "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\office\\trials\\results<<year>>.accdb;" & _
        "Jet OLEDB:Database Password=<<cred>>;"

    Public Function Open() As OleDbConnection
        Dim c As New OleDbConnection(ConnStr)
        c.Open()
        Return c
    End Function
End Module
""",
    "pw",
    syntax="",
)

reg(
    F,
    "sheepdog_secretary_email_password_bare_line",
    ("mail/secretary_<<n3>>.eml", "society/<<user>>/handover_<<n>>.eml"),
    """From: <<first_cap>> <<last_cap>> <<<email>>>
To: newsecretary@<<dom>>
Subject: the entries website

Hi Morag,

As promised. The login for the entries website is the society email address and the
password is below - I never got round to changing it after the national.

<<cred>>

Hope the nursery trial goes well on Saturday, the ewes on the top field are flighty.
<<first_cap>>
""",
    human_with("gather", "shedding", "collie", "crook"),
)

reg(
    F,
    "sheepdog_scoring_app_dart_firebase_options",
    ("lib/firebase_options.dart", "app/<<org>>_scoring/lib/firebase_options.dart"),
    """import 'package:firebase_core/firebase_core.dart' show FirebaseOptions;

class DefaultFirebaseOptions {
  static const FirebaseOptions android = FirebaseOptions(
    apiKey: '<<cred>>',
    appId: '1:<<n4>><<n4>>:android:<<hex8>><<hex8>>',
    messagingSenderId: '<<n4>><<n4>>',
    projectId: 'trial-scoring-<<n3>>',
  );
}
""",
    "p:google",
    syntax="",
)

reg(
    F,
    "sheepdog_entries_site_netlify_toml_env",
    ("netlify.toml", "sites/<<org>>-entries/netlify.toml"),
    """[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"
  STRIPE_SECRET_KEY = "<<cred>>"
  ENTRY_FEE_PENCE = "<<n4>>"
""",
    "p:stripe",
)

reg(
    F,
    "sheepdog_finnish_chat_salasana_tuloslista",
    ("chats/paimenkoira_<<n3>>.txt", "export/<<org>>_whatsapp_<<n>>.txt"),
    """[<<day>>.<<mon>>.<<year>> klo <<hh>>.<<mm>>] Aino: Kenellä on tulospalvelun salasana? Pitäisi päivittää kisan tulokset
[<<day>>.<<mon>>.<<year>> klo <<hh>>.<<mm>>] Pekka: tunnus on seura
[<<day>>.<<mon>>.<<year>> klo <<hh>>.<<mm>>] Pekka: salasana <<cred>>
[<<day>>.<<mon>>.<<year>> klo <<hh>>.<<mm>>] Aino: kiitos!
""",
    human_with("lammas", "bordercollie", "paimen"),
)

reg(
    F,
    "sheepdog_judge_tablet_sync_ini_token",
    ("judge-tablet/sync.ini", "devices/judge<<n>>/scoring.ini"),
    """[judge]
name = <<first_cap>> <<last_cap>>
course = national_<<year>>

[sync]
server = https://results.<<dom>>/api
device_token = <<cred>>
retry_s = 20
""",
    "an40",
    syntax="ini",
)

reg(
    F,
    "sheepdog_livestream_youtube_ffmpeg_key",
    ("stream/go_live.sh", "media/<<org>>/stream_field_<<n>>.sh"),
    """#!/bin/sh
# field camera -> YouTube, 720p
ffmpeg -f v4l2 -i /dev/video0 -f alsa -i hw:1 \\
  -c:v libx264 -preset veryfast -b:v 2500k -g 60 -c:a aac -b:a 128k \\
  -f flv rtmp://a.rtmp.youtube.com/live2/<<cred>>
""",
    lambda r: "-".join(alnum(r, 4, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5)),
    syntax="",
)

reg(
    F,
    "sheepdog_handler_list_spreadsheetml_xml",
    ("office/handlers_<<year>>.xml", "exports/<<org>>_entries_<<n>>.xml"),
    """<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Logins">
  <Table>
   <Row><Cell><Data ss:Type="String">Site</Data></Cell><Cell><Data ss:Type="String">User</Data></Cell><Cell><Data ss:Type="String">Pass</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">entries.<<dom>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">insurance portal</Data></Cell><Cell><Data ss:Type="String">ask treasurer</Data></Cell><Cell><Data ss:Type="String"></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)
