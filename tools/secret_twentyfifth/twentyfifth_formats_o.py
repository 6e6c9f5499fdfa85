"""Judo clubs: grading records, mat timers, federation licences."""

# ruff: noqa: E501
from twentyfifth_spec import reg

F = "judo_dojo_grading_club"

reg(
    F,
    "judo_grading_records_access_vba_connection",
    ("grading/<<org>>/modGrading.bas", "access/<<org>>/Gradings.accdb.vba"),
    'Public Function OpenGradings() As ADODB.Connection\n    Set cn = New ADODB.Connection\n    cn.Open "Driver={ODBC Driver 18 for SQL Server};Server=<<host>>;Database=Grading;Uid=sensei;Pwd=<<v>>;"\n    Set OpenGradings = cn\nEnd Function\n',
    "pw_dq",
    "",
)
reg(
    F,
    "judo_mat_timer_scoreboard_json_federation",
    ("scoreboard/<<org>>/settings.json", "mat<<n>>/<<org>>/config.json"),
    '{\n  "mat": <<n>>,\n  "federation": {"api": "https://results.<<dom>>", "clubKey": "<<v>>"}\n}\n',
    "x:jdo_:36",
)
reg(
    F,
    "judo_sensei_japanese_line_pasuwado",
    ("chats/<<org>>/line-<<nn>>.txt", "export/<<org>>/LINE_talk.txt"),
    "<<hh>>:<<mm>>\t<<first>>\t道場のタブレットのパスワードは？\n<<hh>>:<<mm>>\t<<first2>>\t<<v>> です\n",
    "human",
    "",
)
reg(
    F,
    "judo_licence_renewal_perl_lwp_credentials",
    ("scripts/<<org>>/renew.pl", "tools/<<org>>/licences.pl"),
    'use LWP::UserAgent;\nmy $ua = LWP::UserAgent->new;\n$ua->credentials("members.<<dom>>:443", "Members", "<<user>>", "<<v>>");\nmy $res = $ua->get("https://members.<<dom>>/licences.csv");\n',
    "pw_sq",
    "",
)
reg(
    F,
    "judo_club_site_ghost_config_production_json",
    ("ghost/<<org>>/config.production.json", "site/<<org>>/config.production.json"),
    '{\n  "url": "https://<<dom>>",\n  "database": {\n    "client": "mysql",\n    "connection": {"host": "<<host>>", "user": "ghost", "password": "<<v>>", "database": "ghost"}\n  }\n}\n',
    "pw_json",
)
reg(
    F,
    "judo_competition_draw_matlab_struct",
    ("draw/<<org>>/config.m", "tools/<<org>>/draw_setup.m"),
    "cfg = struct();\ncfg.api = 'https://draw.<<dom>>';\ncfg.user = '<<user>>';\ncfg.pass = '<<v>>';\n",
    "pw_dq",
    "",
)
reg(
    F,
    "judo_parents_newsletter_mailchimp_cli_env",
    ("newsletter/<<org>>/send.sh", "scripts/<<org>>/newsletter.sh"),
    "#!/bin/sh\nMAILCHIMP_KEY=<<v>>-us<<n>> node send-newsletter.js --list parents\n",
    "hex32",
    "",
)
reg(
    F,
    "judo_dojo_door_note_bare_after_label",
    ("notes/<<org>>/dojo-door.txt", "ocr/<<org>>/noticeboard.txt"),
    "DOJO LAPTOP\nuser: coach\npass:\n<<v>>\nPlease lock the cupboard!\n",
    "human",
    "",
)
