"""Glaziers: measuring apps, glass cutting tables, trade portals."""

# ruff: noqa: E501
import json

from twentyfifth_spec import dec_after, prov, pw_with, reg

F = "glazier_glass_cutting_fitting"

reg(
    F,
    "glazier_cutting_table_optimiser_xml_ftp",
    ("cutting/<<org>>/Optimiser.xml", "table/<<org>>/export-settings.xml"),
    '<?xml version="1.0"?>\n<OptimiserSettings>\n  <Export>\n    <Ftp Host="<<ip>>" User="cutter" Password="<<v>>" Folder="/jobs"/>\n  </Export>\n</OptimiserSettings>\n',
    "pw_xml",
)
reg(
    F,
    "glazier_quote_app_json_unicode_escaped",
    ("quotes/<<org>>/prefs.json", "app/<<org>>/sync.json"),
    '{"sync": {"url": "https://quotes.<<dom>>", "user": "<<user>>", "password": "<<v>>"}}\n',
    pw_with('"\\', "-_."),
    enc=lambda v: json.dumps(v)[1:-1],
    decode=dec_after(r'"password": ("(?:[^"\\]|\\.)*")', json.loads),
)
reg(
    F,
    "glazier_trade_portal_vbscript_login",
    ("scripts/<<org>>/order-glass.vbs", "legacy/<<org>>/portal.vbs"),
    'Set ie = CreateObject("InternetExplorer.Application")\nie.Navigate "https://trade.<<dom>>/login"\nie.Document.All("user").Value = "<<user>>"\nie.Document.All("pass").Value = "<<v>>"\n',
    "pw_dq",
    "",
)
reg(
    F,
    "glazier_fitter_italian_sms_password_furgone",
    ("sms/<<org>>/furgone-<<nn>>.txt", "export/<<org>>/sms.txt"),
    "<<first>>: la password del tablet nel furgone?\n<<first2>>: <<v>> (con la maiuscola)\n",
    "human",
    "",
)
reg(
    F,
    "glazier_measure_app_flutter_dart_define_cmd",
    ("ci/<<org>>/build-android.sh", "app/<<org>>/release.sh"),
    "#!/bin/sh\nflutter build appbundle --release --dart-define=MAPS_KEY=<<v>> --dart-define=ENV=prod\n",
    "p:google",
    "",
)
reg(
    F,
    "glazier_accounts_sage_odbc_dsn_reg",
    ("registry/<<org>>/sage-odbc.reg", "setup/<<org>>/odbc.reg"),
    'Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\SageLine50]\n"Driver"="C:\\\\Windows\\\\SysWOW64\\\\Sage Line 50 v29.dll"\n"UID"="manager"\n"PWD"="<<v>>"\n',
    "pw_dq",
    "",
)
reg(
    F,
    "glazier_survey_photos_aws_cli_credentials",
    ("home/<<user>>/.aws/credentials", "ops/<<org>>/aws-credentials"),
    "[glazing-photos]\naws_access_key_id = <<ak>>\naws_secret_access_key = <<v>>\nregion = eu-west-2\n",
    "p:aws_secret",
    "",
    extra=lambda r: {"ak": prov(r, "aws")},
)
reg(
    F,
    "glazier_job_ticket_freshdesk_note",
    ("tickets/<<org>>/ticket-<<nn>>.txt", "helpdesk/<<org>>/<<h8>>.txt"),
    "Ticket #<<nn>> — customer can't log in to the aftercare portal\nStatus: resolved\n\nNote (<<first>>): reset done. Told customer over the phone: temporary password <<v>> — asked them to change it on first login.\n",
    "human",
    "",
)
