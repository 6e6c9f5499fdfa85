# ruff: noqa: E501
"""Family o: a dance school's recital venue in Suva (Fiji), Fijian, Fiji Hindi and English."""

from __future__ import annotations

from hundredfifth_spec import Fam, alnum

F = Fam(
    name="recital_venue_suva_fijian",
    orgs=("vakatarastage", "makeyogrand", "tanoahall"),
    tld="com.fj",
    first=(
        "Mere|mere",
        "Josefa|josefa",
        "Litia|litia",
        "Sereana|sereana",
        "Viliame|viliame",
        "Salote|salote",
        "Epeli|epeli",
        "Shalini|shalini",
        "Ravinesh|ravinesh",
    ),
    last=(
        "Naivalu|naivalu",
        "Rokotuiwai|rokotuiwai",
        "Vunibola|vunibola",
        "Qarase|qarase",
        "Kumar|kumar",
        "Prasad|prasad",
    ),
    words=(
        "bula",
        "vinaka",
        "meke",
        "kava",
        "yaqona",
        "tabua",
        "lovo",
        "masi",
        "viti",
        "tanoa",
        "drua",
        "sevusevu",
        "moce",
        "kokoda",
        "taki",
    ),
    pets=("bobo", "tui", "lala", "rocky", "snowy", "kuro"),
    cc="679",
    city="Suva",
)

F.reg(
    "suvarecital_mpaisa_merchant_dotenv",
    ("tickets/.env", "recital-site/<<org>>/.env"),
    """# M-PAiSA (Vodafone Fiji) — recital ticket payments
MPAISA_MERCHANT_ID=<<id>>
MPAISA_API_KEY=<<cred>>
MPAISA_CALLBACK=https://<<dom>>/mpaisa/callback
CURRENCY=FJD
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "suvarecital_windcave_hpp_session_js",
    ("recital-site/lib/windcave.js", "site/<<org>>/windcave.js"),
    """// Windcave hosted payment page — seat bookings for the end-of-year recital
const WINDCAVE_USER = '<<org>>_REST';
const WINDCAVE_KEY = '<<cred>>';

export async function createSession(amount, ref) {
  const auth = Buffer.from(`${WINDCAVE_USER}:${WINDCAVE_KEY}`).toString('base64');
  const res = await fetch('https://sec.windcave.com/api/v1/sessions', {
    method: 'POST',
    headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'purchase', amount, currency: 'FJD', merchantReference: ref }),
  });
  return res.json();
}
""",
    "p:windcave",
    syntax="",
)

F.reg(
    "suvarecital_fijian_messenger_copied_password",
    ("messenger/costume_committee_<<date>>.txt", "Desktop/chat_<<fa>>.txt"),
    """<<fn>> <<ln>>
Bula vinaka! Na password ni Google Drive ni costume list?
<<time>>

<<fn2>>
Io, oqo: <<cred>>
<<time2>>

<<fn>> <<ln>>
Vinaka vakalevu 💃
""",
    "human",
)

F.reg(
    "suvarecital_atem_streaming_service_xml",
    ("ATEM/Streaming.xml", "stream/<<org>>_recital_streaming.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<streaming>
    <service>
        <name>YouTube</name>
        <servers>
            <server><name>Primary</name><url>rtmp://a.rtmp.youtube.com/live2</url></server>
        </servers>
        <key><<cred>></key>
        <profiles>
            <profile><name>Streaming High</name><config resolution="1080p" fps="30"><bitrate>6000000</bitrate></config></profile>
        </profiles>
    </service>
</streaming>
""",
    "p:youtube",
)

F.reg(
    "suvarecital_parents_portal_wp_cli_history",
    ("home/<<user>>/.bash_history", "var/www/.bash_history"),
    """cd /var/www/recital
wp plugin update --all
wp user create frontdesk frontdesk@<<dom>> --role=editor --user_pass=<<cred>>
wp cache flush
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "suvarecital_teacher_logins_markdown_wiki",
    ("wiki/Recital-Logins.md", "docs/<<org>>_teachers.md"),
    """# Recital night — teacher logins

| Teacher | Class | Studio app login | Password |
|---|---|---|---|
| <<fn>> <<ln>> | Meke juniors | <<user>> | <<cred>> |

Lights cue sheet is on the Drive. Sevusevu for the chief guest at 6:30pm.
""",
    "human_x",
)

F.reg(
    "suvarecital_door_camera_ftp_powershell",
    ("scripts/upload_photos.ps1", "C:/Recital/<<org>>_ftp.ps1"),
    """# Copy door-camera snapshots to the studio FTP after the recital
$wc = New-Object System.Net.WebClient
$wc.Credentials = New-Object System.Net.NetworkCredential("camera", "<<cred>>")
Get-ChildItem D:\\Snapshots\\*.jpg | ForEach-Object {
    $wc.UploadFile("ftp://<<ip>>/snapshots/$($_.Name)", $_.FullName)
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "suvarecital_sms_reply_only_lighting",
    ("sms/<<phone>>.txt", "phone_export/sms_<<date>>.txt"),
    """<<dmy>> <<time>>  <<fn>>: bro wat is the lighting desk pin/pass? parents r arriving
<<dmy>> <<time2>>  Me: <<cred>>
""",
    lambda rng: alnum(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + str(rng.randint(10000, 99999)),
)
