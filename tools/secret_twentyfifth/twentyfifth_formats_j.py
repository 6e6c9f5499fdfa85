"""Tennis clubs: court booking, floodlight controllers, coaching."""

# ruff: noqa: E501
from twentyfifth_spec import reg

F = "tennis_club_court_booking"

reg(
    F,
    "tennis_floodlight_controller_modbus_yaml_cloud",
    ("floodlights/<<org>>/controller.yaml", "courts/<<org>>/lights.yml"),
    "controller:\n  modbus: /dev/ttyUSB0\n  courts: [1, 2, 3, 4]\ncloud:\n  endpoint: https://lights.<<dom>>/api\n  device_secret: <<v>>\n",
    "hex32",
)
reg(
    F,
    "tennis_court_booking_spring_application_yml",
    ("booking/<<org>>/src/main/resources/application-prod.yml", "courts/<<org>>/application.yml"),
    "spring:\n  datasource:\n    url: jdbc:mariadb://<<host>>:3306/courts\n    username: courts\n    password: '<<v>>'\n  mail:\n    host: smtp.<<dom>>\n",
    "pw_sq",
)
reg(
    F,
    "tennis_coach_spanish_telegram_clave",
    ("chats/<<org>>/telegram-coaches.txt", "export/<<org>>/entrenadores.txt"),
    "<<first>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]\n¿Cuál es la clave de la app de reservas?\n\n<<first2>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]\nla clave es <<v>>\n",
    "human",
    "",
)
reg(
    F,
    "tennis_ball_machine_micropython_secrets",
    ("ballmachine/<<org>>/secrets.py", "firmware/<<org>>/secrets.py"),
    'secrets = {\n    "ssid": "<<org>>-courts",\n    "password": "<<v>>",\n    "coach_api": "https://coach.<<dom>>",\n}\n',
    "pw_dq",
)
reg(
    F,
    "tennis_membership_export_kotlin_script_positional",
    ("scripts/<<org>>/export.main.kts", "tools/<<org>>/members.main.kts"),
    '@file:DependsOn("org.postgresql:postgresql:42.7.3")\nimport java.sql.DriverManager\n\nval conn = DriverManager.getConnection("jdbc:postgresql://<<host>>/members", "exporter", "<<v>>")\n',
    "pw_dq",
    "",
)
reg(
    F,
    "tennis_club_night_ics_event_description",
    ("calendar/<<org>>/club-night-<<nn>>.ics", "ical/<<org>>/events.ics"),
    "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:<<uuid>>\nDTSTART:<<year>><<mon>><<day>>T180000Z\nSUMMARY:Club night\nDESCRIPTION:Scoreboard tablet — login captain / <<v>>\nEND:VEVENT\nEND:VCALENDAR\n",
    "human",
    "",
)
reg(
    F,
    "tennis_ladder_ranking_phoenix_runtime_exs",
    ("ladder/<<org>>/config/runtime.exs", "rankings/<<org>>/config/runtime.exs"),
    'import Config\n\nconfig :ladder, LadderWeb.Endpoint,\n  secret_key_base: "<<v>>"\n',
    "b64u48",
    "",
)
reg(
    F,
    "tennis_lta_rating_sync_go_env_fallback",
    ("sync/<<org>>/main.go", "cmd/<<org>>-ratings/main.go"),
    'package main\n\nimport "os"\n\nfunc apiKey() string {\n\tif k := os.Getenv("RATINGS_API_KEY"); k != "" {\n\t\treturn k\n\t}\n\treturn "<<v>>"\n}\n',
    "x:rtg_:40",
    "",
)
