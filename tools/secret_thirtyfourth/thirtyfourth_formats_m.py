# ruff: noqa: E501
"""Family m: a parish council and its clerk (village hall, allotments, CCTV, website)."""

from __future__ import annotations

import quopri

from thirtyfourth_spec import SYM_SQ, after, alnum, enc_qp, human_with, pw_with, reg, uuid4

F = "parish_council_clerk_office"


def _qp_extra(rng, s):
    return {"enc": enc_qp(f"Password: {s['cred']}")}


reg(
    F,
    "parish_clerk_email_quoted_printable_password",
    ("mail/clerk/<<n3>>_website_login.eml", "archive/<<org>>/clerk_<<n>>.eml"),
    """From: Parish Clerk <clerk@<<dom>>>
To: <<email>>
Subject: Website login for the new councillor pages
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Dear Councillor <<last_cap>>,

Here are your details for the councillor area of the website.
Username: cllr.<<last>>
<<enc>>

Please do not share these. The next full council meeting is on the <<day>>th.
Kind regards,
Clerk to the Council
""",
    pw_with("=", sym=SYM_SQ),
    syntax="",
    extra=_qp_extra,
    decode=lambda t: after(r"^Password: (\S+)$", quopri.decodestring(t.encode()).decode()),
)

reg(
    F,
    "parish_website_joomla_configuration_php",
    ("public_html/configuration.php", "www/<<org>>/configuration.php"),
    """<?php
class JConfig {
	public $offline = false;
	public $sitename = 'Parish Council';
	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = 'parish_<<n3>>';
	public $password = '<<cred>>';
	public $db = 'parish_joomla';
	public $dbprefix = 'pc_';
	public $secret = '<<hex8>><<hex8>>';
	public $mailer = 'smtp';
}
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "parish_cctv_nvr_url_in_handover_notes",
    ("handover/cctv_notes_<<n>>.txt", "clerk/<<org>>/recreation_ground_cctv.txt"),
    """Recreation ground CCTV - handover notes
NVR in the pavilion store cupboard, 4 cameras (car park x2, play area, skate ramp)
Remote viewing (from the office PC only):
http://admin:<<cred>>@<<pub_ip>>:8000/
Footage kept 30 days. Police requests go through the clerk, log them in the book.
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "parish_welsh_email_cyfrinair_cyngor_cymuned",
    ("post/cyngor_<<n3>>.eml", "mail/<<user>>/clerc_<<n>>.eml"),
    """From: Clerc y Cyngor <clerc@<<dom>>>
To: <<email>>
Subject: Manylion mewngofnodi - cyfrifon y cyngor

Annwyl <<first_cap>>,

Dyma'r manylion ar gyfer y meddalwedd cyfrifon:
Enw defnyddiwr: trysorydd<<n>>
Cyfrinair: <<cred>>

Cofiwch newid y cyfrinair ar ôl mewngofnodi am y tro cyntaf.
Diolch,
Y Clerc
""",
    human_with("eisteddfod", "cymuned", "neuadd"),
)

reg(
    F,
    "parish_planning_alerts_crontab_curl_user",
    ("etc/cron.d/planning-alerts", "clerk/<<org>>/crontab.txt"),
    """# m h dom mon dow user command
SHELL=/bin/sh
15 7 * * 1-5 clerk curl -s -u parishclerk<<n>>:<<cred>> "https://planning.<<dom>>/api/weekly?parish=<<n3>>" -o /home/clerk/planning/$(date +\\%F).json
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "parish_village_hall_noticeboard_ocr_wifi",
    ("ocr/hall_noticeboard_<<n3>>.txt", "scans/<<org>>_hall_<<n>>.txt"),
    """VILLAGE HALL - HIRERS PLEASE NOTE
Heating: timer in kitchen, do not override
Bins out Tuesday night
Wi-Fi (hirers): HALL-GUEST
Password: <<cred>>
Leave the key in the key safe and scramble the code.
""",
    human_with("village", "allotment", "bellfield", "green"),
)

reg(
    F,
    "parish_m365_powershell_client_secret",
    ("scripts/Sync-CouncillorMailboxes.ps1", "it/<<org>>/m365_sync_<<n>>.ps1"),
    """$TenantId  = "<<uuid>>"
$ClientId  = "<<cid>>"
$AppSecret = '<<cred>>'

$Secure = ConvertTo-SecureString $AppSecret -AsPlainText -Force
$Cred   = New-Object System.Management.Automation.PSCredential($ClientId, $Secure)
Connect-MgGraph -TenantId $TenantId -ClientSecretCredential $Cred
Get-MgUser -Filter "startswith(mail,'cllr.')" | Select-Object DisplayName, Mail
""",
    lambda r: (
        alnum(r, 3)
        + "8Q~"
        + alnum(r, 34, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.~")
    ),
    syntax="",
    extra=lambda r, s: {"cid": uuid4(r)},
)

reg(
    F,
    "parish_newsletter_mailchimp_python_set_config",
    ("newsletter/send_digest.py", "tools/<<org>>/mailchimp_digest.py"),
    """import mailchimp_marketing as MailchimpMarketing

client = MailchimpMarketing.Client()
client.set_config({"api_key": "<<cred>>", "server": "us<<n>>"})

campaign = client.campaigns.create({"type": "regular", "recipients": {"list_id": "<<hex8>>ab"}})
print(campaign["id"])
""",
    "p:mailchimp",
)
