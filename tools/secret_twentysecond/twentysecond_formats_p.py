"""Prose and notes in file kinds new to the corpora: TaskPaper, PlantUML, Mermaid, Graphviz,
Org agenda, LilyPond, GEDCOM and iCalendar."""

from twentysecond_spec import reg

F = "prose_taskpaper_plantuml_mermaid_gedcom"

reg(
    F,
    "taskpaper_project_task_router_login",
    ("tasks/<<org>>/home_<<n>>.taskpaper", "todo/office<<nn>>.taskpaper"),
    """Office:
\t- reset the router, admin pw is <<v>> @today
\t- order toner @errand
""",
    "human",
    "",
)

reg(
    F,
    "plantuml_deployment_note_db_password",
    ("diagrams/<<org>>/deploy_<<n>>.puml", "docs/arch<<nn>>.puml"),
    """@startuml
node "app<<n>>" as app
database "orders" as db
app --> db : jdbc
note right of db
  user: orders_rw
  pass: <<v>>
end note
@enduml
""",
    "ini",
    "",
)

reg(
    F,
    "mermaid_flowchart_edge_label_api_key",
    ("diagrams/<<org>>/flow_<<n>>.mmd", "docs/pipeline<<nn>>.mmd"),
    """flowchart LR
    A[uploader] -->|key <<v>>| B(ingest.<<dom>>)
    B --> C[(warehouse)]
""",
    "a32",
    "",
)

reg(
    F,
    "graphviz_dot_comment_vpn_password",
    ("graphs/<<org>>/network_<<n>>.dot", "docs/lan<<nn>>.dot"),
    """digraph lan {
  // vpn concentrator <<ip>>, psk <<v>>
  router -> switch;
  switch -> nas;
}
""",
    "bare",
    "",
)

reg(
    F,
    "orgmode_agenda_drawer_property_password",
    ("org/<<org>>/agenda_<<n>>.org", "notes/work<<nn>>.org"),
    """* TODO Renew the domain before <<date>>
  :PROPERTIES:
  :REGISTRAR: registrar.<<dom>>
  :LOGIN: <<udot>>
  :PASS: <<v>>
  :END:
""",
    "human",
    "",
)

reg(
    F,
    "lilypond_score_comment_cloud_share_password",
    ("scores/<<org>>/anthem_<<n>>.ly", "music/choir<<nn>>.ly"),
    """\\version "2.24.0"
% parts are on the cloud share, folder password <<v>>
\\header { title = "Anthem <<n>>" }
\\relative c' { c4 d e f | g1 }
""",
    "human",
    "",
)

reg(
    F,
    "gedcom_note_record_family_site_login",
    ("genealogy/<<org>>/tree_<<n>>.ged", "family/<<last>><<nn>>.ged"),
    """0 HEAD
1 CHAR UTF-8
0 @I1@ INDI
1 NAME <<first>> /<<last>>/
1 NOTE family website login <<udot>> - <<v>>
0 TRLR
""",
    "human",
    "",
)

reg(
    F,
    "icalendar_event_description_meeting_passcode",
    ("calendar/<<org>>/board_<<n>>.ics", "invites/meeting<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<uuid>>
DTSTART:2025<<n>>01T<<hh>>0000Z
SUMMARY:Board meeting
DESCRIPTION:Dial-in https://meet.<<dom>>/r/<<nn>> passcode <<v>>
END:VEVENT
END:VCALENDAR
""",
    "a24",
    "",
)
