"""Scrapyards and metal recyclers: weighbridges, ANPR, police reporting."""

# ruff: noqa: E501
from twentyfifth_spec import reg

F = "scrapyard_metal_recycling_weighbridge"

reg(
    F,
    "scrapyard_weighbridge_indicator_serial_bridge_ini",
    ("weighbridge/<<org>>/bridge.ini", "C:/Weighsoft/<<org>>/bridge.ini"),
    "[Indicator]\nport=COM<<n>>\nbaud=9600\n\n[Upload]\nurl=https://tickets.<<dom>>/api\naccount=<<svc>>\nsecret=<<v>>\n",
    "pw_ini",
)
reg(
    F,
    "scrapyard_anpr_camera_vb6_connection_string",
    ("anpr/<<org>>/modDb.bas", "legacy/<<org>>/ANPR/modConnect.bas"),
    'Attribute VB_Name = "modDb"\nPublic Const CONN As String = "Provider=SQLOLEDB;Data Source=<<host>>;Initial Catalog=ANPR;User ID=anpr_rw;Password=<<v>>;"\n',
    "pw_dq",
    "",
)
reg(
    F,
    "scrapyard_cash_ledger_csharp_object_initializer",
    ("src/<<org>>.Yard/Payments/BankClient.cs", "yard/<<org>>/BankSetup.cs"),
    'var options = new BankClientOptions\n{\n    BaseUrl = new Uri("https://openbanking.<<dom>>/"),\n    ClientId = "<<h8>>",\n    ClientSecret = "<<v>>",\n    Sandbox = false,\n};\n',
    "b64u32",
    "",
)
reg(
    F,
    "scrapyard_yard_manager_romanian_whatsapp_parola",
    ("chats/<<org>>/whatsapp-yard.txt", "export/<<org>>/curte-<<year>>.txt"),
    "[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mm>>] <<first>>: Care e parola la calculatorul de la cântar?\n[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mm>>] <<first2>>: parola e <<v>>\n",
    "human",
    "",
)
reg(
    F,
    "scrapyard_lme_price_feed_systemd_environment",
    ("systemd/<<org>>/lme-prices.service", "etc/systemd/system/<<org>>-prices.service"),
    "[Unit]\nDescription=LME price feed\n\n[Service]\nEnvironment=PRICE_FEED_KEY=<<v>>\nExecStart=/usr/local/bin/lme-prices --every 15m\nRestart=always\n\n[Install]\nWantedBy=multi-user.target\n",
    "hex48",
    "",
)
reg(
    F,
    "scrapyard_police_stolen_metal_report_php_curl",
    ("reports/<<org>>/submit.php", "compliance/<<org>>/scrap_report.php"),
    "<?php\n$ch = curl_init('https://reporting.<<dom>>/api/transactions');\ncurl_setopt($ch, CURLOPT_USERPWD, '<<user>>:<<v>>');\ncurl_setopt($ch, CURLOPT_POST, true);\ncurl_exec($ch);\n",
    "pw_sq",
    "",
)
reg(
    F,
    "scrapyard_skip_lorry_tracker_docker_compose",
    ("tracker/<<org>>/docker-compose.yml", "deploy/<<org>>/compose.yaml"),
    'services:\n  traccar:\n    image: traccar/traccar:6.2\n    environment:\n      DATABASE_USER: traccar\n      DATABASE_PASSWORD: "<<v>>"\n    ports:\n      - "8082:8082"\n',
    "pw_dq",
)
reg(
    F,
    "scrapyard_office_sticky_note_bare_value",
    ("ocr/<<org>>/monitor-note.txt", "scans/<<org>>/office_<<nn>>.txt"),
    "WEIGHBRIDGE PC\n<<user>>\n<<v>>\n(don't change!!)\n",
    "human",
    "",
)
