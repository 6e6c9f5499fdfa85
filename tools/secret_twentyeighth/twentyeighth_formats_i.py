"""Family: skeet and trap shooting grounds (clay traps, entries, licences)."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import reg

F = "skeet_trapshooting_clayground"

reg(
    F,
    "skeet_trap_release_controller_json",
    ("traps/layout<<n>>/controller.json", "<<org>>/voice-release/config.json"),
    """{
  "layout": "Skeet <<n>>",
  "traps": [{"id": "high", "relay": 1}, {"id": "low", "relay": 2}],
  "voice_release": {"sensitivity": 0.62, "delay_ms": 0},
  "wifi": {"ssid": "Clayground", "psk": "<<v>>"},
  "admin_pin": "<<nn>>"
}
""",
    "human_json",
)

reg(
    F,
    "skeet_shoot_entries_flask_config_uri",
    ("entries/config.py", "<<org>>-entries/instance/config.py"),
    """import os

DEBUG = False
SQLALCHEMY_DATABASE_URI = "postgresql://entries:<<v>>@<<host>>:5432/shoot_entries"
SQLALCHEMY_TRACK_MODIFICATIONS = False
CLASSES = ["AA", "A", "B", "C"]
UPLOAD_DIR = os.path.join(os.path.dirname(__file__), "scorecards")
""",
    "pw_url",
)

reg(
    F,
    "skeet_certificate_register_access_vba",
    ("club-db/modRegister.bas", "<<org>>/access/Register_<<y>>.bas"),
    """Attribute VB_Name = "modRegister"
Option Compare Database

' members' shotgun certificate expiry register (back end on the office PC)
Public Function OpenRegister() As ADODB.Connection
    Dim cn As New ADODB.Connection
    cn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\OFFICE\\club\\register_be.accdb;" & _
            "Jet OLEDB:Database Password=<<v>>;"
    Set OpenRegister = cn
End Function
""",
    "pw_ini",
    "",
)

reg(
    F,
    "skeet_club_finnish_chat_salasana",
    ("chat/ampumaseura_<<y>>.txt", "<<org>>/whatsapp/seura_<<mm>>.txt"),
    """<<dd>>.<<mm>>.<<y>> klo 18.<<mi>> - <<first>>: Kuka muistaa tulospalvelun salasanan? Lauantain kisan tulokset pitäisi laittaa
<<dd>>.<<mm>>.<<y>> klo 18.<<mi>> - <<first2>>: tunnus on seura<<n>>
<<dd>>.<<mm>>.<<y>> klo 18.<<mi>> - <<first2>>: salasana: <<v>>
<<dd>>.<<mm>>.<<y>> klo 18.<<mi>> - <<first>>: kiitos 👍
""",
    "human",
    "",
)

reg(
    F,
    "skeet_scoring_app_gradle_signing_properties",
    ("scoring-app/gradle.properties", "<<org>>-scores/android/keystore.properties"),
    """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
RELEASE_STORE_FILE=../keys/scoring-release.jks
RELEASE_STORE_PASSWORD=<<v>>
RELEASE_KEY_ALIAS=scoring
RELEASE_KEY_PASSWORD=<<v>>
""",
    "pw_ini",
    "",
)

reg(
    F,
    "skeet_newsletter_mailchimp_python_client",
    ("newsletter/send_results.py", "<<org>>/scripts/mailchimp_results.py"),
    """import mailchimp_marketing as MailchimpMarketing

client = MailchimpMarketing.Client()
client.set_config({"api_key": "<<v>>", "server": "<<srv>>"})

campaign = client.campaigns.create({
    "type": "regular",
    "recipients": {"list_id": "<<hex8>>"},
    "settings": {"subject_line": "Sunday sporting results", "from_name": "<<Org>>"},
})
print(campaign["id"])
""",
    "p:mailchimp",
    extra=lambda rng, s: {"srv": "us" + str(rng.randint(2, 21))},
)

reg(
    F,
    "skeet_clubhouse_jira_comment_export",
    ("tickets/CLAY-<<nn>>.txt", "<<org>>/helpdesk/export_CLAY-<<n>>.txt"),
    """CLAY-<<nn>>: Clubhouse card machine offline
Status: Resolved   Reporter: <<first>> <<last>>   Assignee: <<first2>> <<last2>>

Comment (<<first2>> <<last2>>, <<dd>>/<<mm>>/<<y>>):
Router was factory reset after the storm. I've set it back up.
Admin page http://<<ip>> - user admin, pass <<v>>
Card machine reconnected to "Clubhouse-POS".

Comment (<<first>> <<last>>):
Thanks, working again.
""",
    "pw_bare",
    "",
)

reg(
    F,
    "skeet_clay_supplier_portal_netrc",
    ("home/<<f>>/.netrc", "office-pc<<n>>/_netrc"),
    """machine orders.<<dom>>
  login <<org>>
  password <<v>>
machine api.github.com
  login <<f>>
""",
    "pw_bare",
    "",
)
