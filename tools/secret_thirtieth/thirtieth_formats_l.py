"""Mortuary family: embalming and care rooms, undertakers' case systems, obituaries."""

# ruff: noqa: E501
from thirtieth_spec import alnum, dec_after, enc_url, pw_with, reg, unurl


def wp_app_pw(rng):
    return " ".join(alnum(rng, 4) for _ in range(6))


F = "mortuary_embalming_undertaker_care_rooms"

reg(
    F,
    "mortuary_fridge_alarm_monitor_ini_smtp",
    ("monitor/<<org>>/fridgealarm.ini", "ProgramData/TempGuard/<<org>>.ini"),
    """[Sensors]
Fridge1=<<ip>>
Fridge2=<<ip>>
Threshold=6

[Email]
Server=smtp.<<dom>>
Port=587
User=alarms@<<dom>>
Password=<<pw>>
Recipients=<<email>>
""",
    "pw_ini",
    "ini",
)

reg(
    F,
    "mortuary_case_management_web_config",
    ("CaseManager/<<org>>/Web.config", "inetpub/<<org>>/web.config"),
    """<?xml version="1.0"?>
<configuration>
  <connectionStrings>
    <add name="Cases" connectionString="Server=<<host>>;Database=CareCases;User ID=cases_app;Password=<<pw>>;Encrypt=True" providerName="System.Data.SqlClient"/>
  </connectionStrings>
  <system.web>
    <compilation targetFramework="4.8"/>
  </system.web>
</configuration>
""",
    "pw_xml",
    "xml",
)

reg(
    F,
    "mortuary_embalmer_notes_pass_next_line",
    ("notes/<<org>>/handover_<<n>>.txt", "desktop/<<first>>/care room notes <<n>>.txt"),
    """Care room handover <<dmy>>

- 2 in, 1 collected (family viewing Thurs 14:00)
- chemicals order placed

Case system login
user: <<user>>
pass
<<pw>>
""",
    "human",
    "",
)

reg(
    F,
    "mortuary_registrar_booking_python_token_header",
    ("integrations/<<org>>/registrar.py", "jobs/<<org>>/book_registrar.py"),
    """import requests

REGISTRAR_TOKEN = "<<pw>>"


def book(slot_id, name):
    return requests.post(
        "https://bookings.<<dom>>/api/slots/%s" % slot_id,
        headers={"Authorization": "Token " + REGISTRAR_TOKEN},
        json={"deceased": name},
        timeout=20,
    )
""",
    "hex40",
    "py",
)

reg(
    F,
    "mortuary_obituary_site_wordpress_app_password_py",
    ("obits/<<org>>/publish.py", "scripts/<<org>>/wp_obituary.py"),
    """import requests

WP = "https://<<dom>>/wp-json/wp/v2/posts"
AUTH = ("<<user>>", "<<pw>>")

r = requests.post(WP, auth=AUTH, json={"title": "In memoriam", "status": "draft", "categories": [7]})
print(r.status_code)
""",
    wp_app_pw,
    "py",
)

reg(
    F,
    "mortuary_family_portal_sendgrid_env",
    ("portal/<<org>>/.env", "family-portal/<<org>>/.env.prod"),
    """FLASK_ENV=production
SENDGRID_API_KEY=<<pw>>
MAIL_FROM=care@<<dom>>
PORTAL_URL=https://family.<<dom>>
""",
    "p:sendgrid",
    "",
)

reg(
    F,
    "mortuary_director_greek_email_kodikos",
    ("mail/<<org>>/email_<<n>>.eml", "inbox/<<first>>/Re_kodikos_<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: grafeio@<<dom>>
Subject: Re: κωδικός για το σύστημα

Καλησπέρα,

Ο νέος κωδικός για το σύστημα κρατήσεων είναι: <<pw>>
Όνομα χρήστη: <<user>>

Ευχαριστώ,
<<firstc>>
""",
    "human",
    "",
)

reg(
    F,
    "mortuary_records_dotenv_database_url_percent",
    ("records/<<org>>/.env", "srv/<<org>>/records.env"),
    """# SQLAlchemy URL; special characters must be percent-encoded
DATABASE_URL=postgresql://records:<<pw>>@<<host>>:5432/records
RETENTION_YEARS=75
""",
    pw_with("@:/#?%", "!*+-_.~"),
    "",
    enc_url,
    dec_after(r"postgresql://[^:]+:([^@]+)@", unurl),
)
