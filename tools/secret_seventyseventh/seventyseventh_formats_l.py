# ruff: noqa: E501
"""Family l: a marquee and tent hire in Otago (New Zealand; English and te reo Māori)."""

from __future__ import annotations

import json

from seventyseventh_spec import FAM_L

FAM_L.reg(
    "teneti_xero_python_client_secret",
    ("accounts/xero_invoices.py", "scripts/<<org>>_xero_<<n>>.py"),
    '''"""Pushes confirmed marquee bookings to Xero as draft invoices."""

from xero_python.api_client import ApiClient, Configuration
from xero_python.api_client.oauth2 import OAuth2Token

CLIENT_ID = "<<hex12>><<hex12>><<hex8>>"
CLIENT_SECRET = "<<cred>>"

api_client = ApiClient(Configuration(oauth2_token=OAuth2Token(client_id=CLIENT_ID, client_secret=CLIENT_SECRET)))
''',
    "p:xero_secret",
)

FAM_L.reg(
    "teneti_windcave_rest_api_key_php",
    ("booking/includes/windcave.php", "site/<<org>>/payments_<<n>>.php"),
    """<?php
// Marquee deposits - Windcave REST (HPP)
const WINDCAVE_USER = '<<orgc>>_REST';
const WINDCAVE_KEY  = '<<cred>>';
const WINDCAVE_URL  = 'https://sec.windcave.com/api/v1/sessions';
""",
    "p:windcave",
    syntax="",
)


def _slack(s: dict) -> str:
    msgs = [
        {
            "type": "message",
            "user": "U0" + s["hex8"].upper(),
            "text": f"who has the login for the Current RMS admin? need to add the {s['place']} wedding",
            "ts": f"{s['epoch']}.000100",
        },
        {
            "type": "message",
            "user": "U0" + s["hex12"][:8].upper(),
            "text": f"{s['email']} / {s['cred']} - don't share with the casuals pls",
            "ts": f"{s['epoch'] + 60}.000200",
        },
    ]
    return json.dumps(msgs, indent=4)


FAM_L.reg(
    "teneti_slack_export_json_admin_login",
    ("slack-export/bookings/<<date>>.json", "exports/<<org>>-slack/office/<<date>>.json"),
    _slack,
    "human",
)

FAM_L.reg(
    "teneti_truck_starlink_laminated_sheet_ocr",
    ("scans/truck<<n>>_starlink.txt", "ocr/laminated_sheet_<<n4>>.txt"),
    """TRUCK <<n>> - SITE KIT
Kia ora crew! Starlink in the blue Pelican case.

Wi-Fi
<<orgc>>-Site
Kupuhipa / password
<<cred>>

Generator: 6.5kVA - check oil every job
""",
    "human",
)

FAM_L.reg(
    "teneti_maori_sms_backup_kupuhipa",
    ("SMSBackupRestore/sms-<<date>>.xml", "phones/<<fa>>/sms_<<n4>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" body="Kia ora <<fl2>>, te kupuhipa mō te rorohiko o te tari: <<cred>> . Ngā mihi" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hm>>" contact_name="<<fl2>> <<la2c>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" body="Ka pai, kua uru au. Cheers" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hm2>>" contact_name="<<fl2>> <<la2c>>" />
</smses>
""",
    "human",
)

FAM_L.reg(
    "teneti_winscp_script_sftp_userinfo",
    ("scripts/upload_layouts.txt", "winscp/<<org>>_sync_<<n>>.txt"),
    """option batch abort
option confirm off
open sftp://cad:<<cred>>@files.<<dom>>:22/ -hostkey="ssh-ed25519 255 <<hex12>><<hex8>>"
synchronize remote "C:\\Users\\<<fa>>\\Documents\\TentCAD\\Layouts" /layouts
exit
""",
    "pw_url",
    syntax="",
)

FAM_L.reg(
    "teneti_current_rms_api_key_yaml",
    ("integrations/current_rms.yaml", "n8n/<<org>>/current_rms_<<n>>.yaml"),
    """# Current RMS -> Google Calendar sync (marquee deliveries)
current_rms:
  subdomain: <<org>>
  api_key: <<cred>>
  opportunity_states: [reserved, booked]
google_calendar:
  calendar_id: deliveries@<<dom>>
""",
    "alnum:32",
)

FAM_L.reg(
    "teneti_aws_credentials_s3_site_photos",
    ("home/<<user>>/.aws/credentials", "laptop/<<fa>>/aws_credentials_<<n>>.ini"),
    """[default]
region = ap-southeast-2

[site-photos]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = ap-southeast-2
""",
    "p:aws_secret",
    syntax="ini",
)
