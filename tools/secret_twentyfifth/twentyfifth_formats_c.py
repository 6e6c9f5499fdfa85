"""Food banks: volunteer rotas, donation intake, referral portals."""

# ruff: noqa: E501
from twentyfifth_spec import dec_after, dec_xml, enc_xml, pw_with, reg

F = "foodbank_charity_parcel_distribution"

reg(
    F,
    "foodbank_referral_portal_django_local_settings",
    ("foodbank/<<org>>/local_settings.py", "referrals/settings/<<org>>_prod.py"),
    'DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "referrals",\n        "USER": "referrals",\n        "PASSWORD": "<<v>>",\n        "HOST": "<<host>>",\n    }\n}\nALLOWED_HOSTS = ["referrals.<<dom>>"]\n',
    "pw_dq",
)
reg(
    F,
    "foodbank_volunteer_rota_google_sheet_csv",
    ("rota/<<org>>/volunteers_<<year>>.csv", "exports/<<org>>/rota-week<<n>>.csv"),
    "date,shift,volunteer,phone,notes\n<<year>>-<<mon>>-<<day>>,AM,<<first>> <<last>>,<<phone>>,warehouse keys\n<<year>>-<<mon>>-<<day>>,PM,<<first2>> <<last2>>,<<phone>>,laptop login <<v>>\n",
    "human",
    "",
)
reg(
    F,
    "foodbank_donation_scale_arduino_ino_defines",
    ("firmware/<<org>>/donation_scale/donation_scale.ino", "scale/<<org>>/scale.ino"),
    '#include <WiFi.h>\n#include <HTTPClient.h>\n\n#define WIFI_SSID "<<org>>-warehouse"\n#define INGEST_KEY "<<v>>"\n\nvoid postWeight(float kg) {\n  HTTPClient http;\n  http.begin("https://intake.<<dom>>/weigh");\n  http.addHeader("X-Ingest-Key", INGEST_KEY);\n}\n',
    "hex40",
    "",
)
reg(
    F,
    "foodbank_trustee_email_line_after_label",
    ("mail/<<org>>/trustees/<<nn>>.eml", "archive/<<org>>/mail_<<h8>>.eml"),
    "From: <<first>> <<last>> <<<email>>>\nTo: trustees@<<dom>>\nSubject: Charity bank online access\nDate: Mon, <<day>> Mar <<year>> 09:<<mm>>:00 +0000\n\nHi all,\n\nFor the quarterly check, the read-only login for the bank is:\n\nUser ID: <<digits>>\nPasscode:\n<<v>>\n\nPlease don't forward.\n<<first>>\n",
    "human",
    "",
)
reg(
    F,
    "foodbank_stock_system_nuget_config_cleartext",
    ("stock/<<org>>/NuGet.Config", "src/<<org>>.Stock/nuget.config"),
    '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSources>\n    <add key="charity-feed" value="https://nuget.<<dom>>/v3/index.json" />\n  </packageSources>\n  <packageSourceCredentials>\n    <charity-feed>\n      <add key="Username" value="<<user>>" />\n      <add key="ClearTextPassword" value="<<v>>" />\n    </charity-feed>\n  </packageSourceCredentials>\n</configuration>\n',
    "pw_xml",
    "xml",
)
reg(
    F,
    "foodbank_delivery_routes_xml_entity_escaped",
    ("routes/<<org>>/routing.config.xml", "deploy/<<org>>/delivery-routing.xml"),
    '<?xml version="1.0"?>\n<routing>\n  <provider name="osrm" url="https://routes.<<dom>>"/>\n  <account user="<<svc>>" password="<<v>>"/>\n</routing>\n',
    pw_with('&<"'),
    enc=enc_xml,
    decode=dec_after(r'password="([^"]*)"', dec_xml),
)
reg(
    F,
    "foodbank_parcel_labels_ruby_positional_client",
    ("labels/<<org>>/print_labels.rb", "lib/<<org>>/labels.rb"),
    "require 'printnode'\n\nclient = PrintNode::Client.new(PrintNode::Auth.new('<<v>>'))\nclient.create_printjob(PrintNode::PrintJob.new(<<nn>>, 'Parcel labels', 'pdf_uri', 'https://labels.<<dom>>/today.pdf'), {})\n",
    "alnum40",
    "",
)
reg(
    F,
    "foodbank_whatsapp_volunteers_group_wifi",
    ("whatsapp/<<org>>/WhatsApp Chat with Volunteers.txt", "exports/<<org>>/volunteers-chat.txt"),
    "<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - <<first>>: Anyone know the wifi at the church hall?\n<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - <<first2>>: network is StMarys-Hall, code <<v>>\n<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - <<first>>: 👍\n",
    "human",
    "",
)
