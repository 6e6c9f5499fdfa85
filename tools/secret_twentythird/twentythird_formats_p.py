"""Family: prose in TiddlyWiki, Typst, troff, Remind, Obsidian Canvas, Excalidraw, Anki, D2."""
# ruff: noqa: E501

from twentythird_spec import reg

F = "prose_tiddlywiki_typst_troff_remind_canvas"

reg(
    F,
    "tiddlywiki_tid_body_router_login",
    ("wiki/<<org>>/tiddlers/Home router.tid", "tiddlers/Network_<<n>>.tid"),
    """created: <<year>>0<<day>>101010000
modified: <<year>>0<<day>>101010000
tags: home network
title: Home router
type: text/vnd.tiddlywiki

!! Router
* address: http://<<ip>>
* admin / <<pw>>
* firmware <<ver>>, updated <<dmy>>
""",
    "human",
    "",
)

reg(
    F,
    "typst_document_comment_portal_password",
    ("reports/<<org>>/annual-<<year>>.typ", "typst/report<<n>>.typ"),
    """#set page(paper: "a4")
#set text(font: "Linux Libertine", size: 11pt)
// figures pulled from the portal, login <<email>> pw <<pw>>
= Annual report <<year>>
Membership grew to <<n3>> this year.
""",
    "ini",
    "",
)

reg(
    F,
    "troff_manpage_example_api_key",
    ("man/<<org>>-sync.1", "doc/man1/plotsync<<n>>.1"),
    """.TH PLOTSYNC 1 "<<date>>" "<<ver>>" "User Commands"
.SH NAME
plotsync \\- push readings to the society server
.SH EXAMPLES
.nf
plotsync --server https://sync.<<dom>> --key <<pw>> readings.csv
.fi
.SH SEE ALSO
.BR curl (1)
""",
    "key32",
    "",
)

reg(
    F,
    "remind_rem_msg_bank_login",
    ("home/<<user>>/.reminders", "remind/<<org>>/finance<<n>>.rem"),
    """REM 1 +3 MSG Pay plot rent %b
REM <<day>> <<mon>> <<year>> AT <<time>> MSG renew club insurance online, login <<user>> / <<pw>>
REM Fri MSG empty the rain gauge
""",
    "human",
    "",
)

reg(
    F,
    "obsidian_canvas_json_text_node_password",
    ("vault/<<org>>/Projects.canvas", "obsidian/board<<n>>.canvas"),
    """{
  "nodes": [
    {"id": "<<hex8>>", "type": "text", "text": "## NAS\\n<<ip>>\\nuser <<user>>\\n<<pw>>", "x": -120, "y": 40, "width": 260, "height": 140},
    {"id": "<<hex8>>b", "type": "text", "text": "Back up photos monthly", "x": 200, "y": 40, "width": 240, "height": 80}
  ],
  "edges": []
}
""",
    "json",
    "json",
)

reg(
    F,
    "excalidraw_json_text_element_wifi_key",
    ("diagrams/<<org>>/network.excalidraw", "drawings/office<<n>>.excalidraw"),
    """{
  "type": "excalidraw",
  "version": 2,
  "source": "https://excalidraw.com",
  "elements": [
    {"id": "r<<hex8>>", "type": "rectangle", "x": 80, "y": 60, "width": 220, "height": 90},
    {"id": "t<<hex8>>", "type": "text", "x": 96, "y": 80, "text": "AP upstairs\\nSSID Office-<<n>>\\nkey: <<pw>>", "fontSize": 16}
  ],
  "appState": {"viewBackgroundColor": "#ffffff"}
}
""",
    "human",
    "json",
)

reg(
    F,
    "anki_deck_tsv_card_back_login",
    ("anki/<<org>>/onboarding-<<n>>.txt", "decks/new_staff<<n>>.tsv"),
    """#separator:tab
#html:false
What is the till manager PIN?\tAsk the duty manager
Where is the first aid kit?\tBehind the bar, top shelf
Back office PC login?\t<<user>> / <<pw>>
""",
    "alnum",
    "",
)

reg(
    F,
    "d2_diagram_edge_label_db_password",
    ("diagrams/<<org>>/architecture.d2", "docs/arch<<n>>.d2"),
    """app: Booking app
db: Postgres {shape: cylinder}
app -> db: "<<user>> / <<pw>>"
db -> backup: nightly pg_dump
""",
    "dq",
    "",
)
